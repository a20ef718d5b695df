// Pixel buffers kept from one picture for the next. A picture's pixels are
// megabytes of memory the allocator takes fresh from the kernel and gives
// back when the picture goes, so every picture paid a page fault per 4 KiB
// on first touch (a tenth of a 100-view render's time). A process that draws
// many pictures (a batch, a grid, a server, a benchmark) now reuses the last
// few buffers. Buffers are zeroed when taken, as cairo's own are, unless the
// caller zeroes them itself (a banded picture, a band on each thread).
#include "canvas_internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    kept_buffers = 2,                // a picture at a time, and the one before
    header_bytes = 64,               // holds the capacity; keeps the pixels 64-byte aligned
};
// Buffers outside these go back at once: small ones (a 1x1 canvas that
// measures text) cost the allocator nothing and must not push out a
// picture's; huge ones would hold too much memory.
static const size_t kept_minimum = (size_t)1 << 20, kept_limit = (size_t)256 << 20;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned char *kept[kept_buffers];  // each points at its header

static size_t capacity_of(const unsigned char *block) {
    size_t capacity;
    memcpy(&capacity, block, sizeof capacity);
    return capacity;
}

// A buffer of at least `bytes`, zeroed when asked, NULL when memory runs out.
static unsigned char *take(size_t bytes, int zeroed) {
    unsigned char *block = NULL;
    pthread_mutex_lock(&lock);
    int best = -1;
    for (int i = 0; i < kept_buffers; i++) {
        // Big enough, and not so big that a small picture holds a huge buffer.
        if (!kept[i] || capacity_of(kept[i]) < bytes || capacity_of(kept[i]) / 2 > bytes) continue;
        if (best < 0 || capacity_of(kept[i]) < capacity_of(kept[best])) best = i;
    }
    if (best >= 0) {
        block = kept[best];
        kept[best] = NULL;
    }
    pthread_mutex_unlock(&lock);
    if (!block) {
        if (bytes > SIZE_MAX - header_bytes) return NULL;
        block = malloc(header_bytes + bytes);
        if (!block) return NULL;
        memcpy(block, &bytes, sizeof bytes);
    }
    if (zeroed) memset(block + header_bytes, 0, bytes);
    return block + header_bytes;
}

// Keeps `pixels` for the next picture, or frees it (or the oldest kept).
static void give(void *pixels) {
    if (!pixels) return;
    unsigned char *block = (unsigned char *)pixels - header_bytes;
    if (capacity_of(block) < kept_minimum || capacity_of(block) > kept_limit) { free(block); return; }
    pthread_mutex_lock(&lock);
    unsigned char *evicted = kept[kept_buffers - 1];
    memmove(kept + 1, kept, (kept_buffers - 1) * sizeof *kept);
    kept[0] = block;
    pthread_mutex_unlock(&lock);
    free(evicted);
}

static const cairo_user_data_key_t pixels_key;

cairo_surface_t *trellis_pooled_surface(int width, int height, int zeroed) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    // Sizes cairo refuses, and memory running out, get cairo's own answer.
    if (width <= 0 || height <= 0 || stride <= 0) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    unsigned char *pixels = take((size_t)stride * (size_t)height, zeroed);
    if (!pixels) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        give(pixels);  // an error surface holds no pixels
        return surface;
    }
    if (cairo_surface_set_user_data(surface, &pixels_key, pixels, give) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        give(pixels);
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    }
    return surface;
}
