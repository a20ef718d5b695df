// A PNG writer for cairo image surfaces, faster than cairo's: cairo hands
// libpng every row with its default compression (level 6 with adaptive
// filters), which for a 2x picture of a diagram costs far more than drawing
// it. Diagrams are large flat areas and thin lines, so the Up filter (each
// row as its difference from the row above: mostly zeros) at zlib level 1
// compresses them within about 15 % of cairo's size, twice as fast or more
// (zlib's run-length strategy is no faster and 2.7 times larger). Opaque
// pictures are written as RGB, others as RGBA.
//
// The image is cut into bands of rows of a fixed size, which worker threads
// filter and deflate at once (as pigz does): each band is a raw deflate
// stream primed with the 32 KiB of filtered bytes before it, ended on a byte
// boundary (Z_SYNC_FLUSH) but for the last, so that the bands joined are one
// zlib stream. The bands depend on the picture's size alone, never on the
// number of cores, so the bytes are the same on every machine.
#include <cairo.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "png_rows.h"

typedef int (*trellis_sink)(void *closure, const unsigned char *data, unsigned int length);

enum {
    band_target_bytes = 1 << 20,  // filtered bytes per band: large enough that priming costs little
    chunk_bytes = 1 << 16,        // filtered bytes handed to deflate at a time: stays in cache
    window_bytes = 32768,         // deflate's window: the dictionary each band is primed with
    max_workers = 4,
};

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

// One chunk: length, type, data, CRC of type and data.
static int chunk(trellis_sink sink, void *closure, const char *type, const unsigned char *data, uint32_t length) {
    unsigned char head[8];
    put32(head, length);
    memcpy(head + 4, type, 4);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    if (length) crc = crc32(crc, data, length);
    unsigned char tail[4];
    put32(tail, (uint32_t)crc);
    if (sink(closure, head, 8)) return 1;
    if (length && sink(closure, data, length)) return 1;
    return sink(closure, tail, 4);
}

typedef struct {
    const unsigned char *pixels;
    int width, height, stride, opaque;
    size_t row_bytes;          // filtered row: filter byte + pixels
    int rows_per_band, bands;
} image;

// Row `y` filtered into `out`; 0 when the picture was taken for opaque and
// the row is not.
static int filter_row(const image *im, int y, unsigned char *out) {
    const uint32_t *row = (const uint32_t *)(im->pixels + (size_t)y * im->stride);
    const uint32_t *above = y > 0 ? (const uint32_t *)(im->pixels + (size_t)(y - 1) * im->stride) : NULL;
    return trellis_png_filter_row(row, above, im->width, im->opaque, out);
}

typedef struct {
    unsigned char *data;
    size_t length;
    uint32_t adler;  // of the band's filtered bytes
    size_t in_length;
    int status;
} band_result;

typedef struct {
    const image *im;
    band_result *results;
    int next;                  // the next band to take
    int translucent;           // a band found a pixel that is not opaque (atomic)
    pthread_mutex_t lock;
} band_queue;

// Filters and deflates band `index` into its result. Rows are filtered a
// few at a time into a small buffer that deflate reads from, never the
// whole band at once: a band's filtered bytes would be a megabyte of fresh
// memory per band, paid in page faults on every picture. A picture taken
// for opaque stops at the first row that is not, and says so in the queue.
static void deflate_band(const image *im, int index, band_result *result, int *translucent) {
    int first = index * im->rows_per_band;
    int last = first + im->rows_per_band < im->height ? first + im->rows_per_band : im->height;
    // The rows before the band that fill the window, filtered again here:
    // recomputing them is cheaper than waiting for the band before.
    int primed = first > 0 ? (int)((window_bytes + im->row_bytes - 1) / im->row_bytes) : 0;
    if (primed > first) primed = first;
    int rows_per_chunk = (int)(chunk_bytes / im->row_bytes);
    if (rows_per_chunk < 1) rows_per_chunk = 1;
    if (rows_per_chunk < primed) rows_per_chunk = primed;
    size_t in_length = (size_t)(last - first) * im->row_bytes;
    result->status = CAIRO_STATUS_NO_MEMORY;
    unsigned char *chunk_rows = malloc((size_t)rows_per_chunk * im->row_bytes);
    if (!chunk_rows) return;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) { free(chunk_rows); return; }
    int opaque = 1;
    if (primed) {
        for (int y = first - primed; y < first; y++)
            opaque &= filter_row(im, y, chunk_rows + (size_t)(y - first + primed) * im->row_bytes);
        size_t prime_length = (size_t)primed * im->row_bytes;
        size_t take = prime_length < window_bytes ? prime_length : window_bytes;
        deflateSetDictionary(&z, chunk_rows + prime_length - take, (uInt)take);
    }
    size_t capacity = deflateBound(&z, (uLong)in_length) + 16;
    result->data = malloc(capacity);
    uint32_t adler = 1;
    int failed = !result->data;
    z.next_out = result->data;
    z.avail_out = (uInt)capacity;
    for (int y = first; y < last && !failed && opaque; y += rows_per_chunk) {
        if (__atomic_load_n(translucent, __ATOMIC_RELAXED)) break;  // another band found one
        int rows = last - y < rows_per_chunk ? last - y : rows_per_chunk;
        for (int r = 0; r < rows; r++) opaque &= filter_row(im, y + r, chunk_rows + (size_t)r * im->row_bytes);
        if (!opaque) break;
        size_t length = (size_t)rows * im->row_bytes;
        adler = trellis_adler32(adler, chunk_rows, length);
        z.next_in = chunk_rows;
        z.avail_in = (uInt)length;
        int end = y + rows == last;
        int flush = !end ? Z_NO_FLUSH : last == im->height ? Z_FINISH : Z_SYNC_FLUSH;
        int outcome = deflate(&z, flush);
        // The output has room for the whole band, so every call takes all
        // of its input; the last ends the stream or the byte-aligned band.
        failed = flush == Z_FINISH ? outcome != Z_STREAM_END : (outcome != Z_OK || z.avail_in != 0);
        if (!failed && end) {
            result->length = capacity - z.avail_out;
            result->adler = adler;
            result->in_length = in_length;
            result->status = CAIRO_STATUS_SUCCESS;
        }
    }
    if (!opaque) __atomic_store_n(translucent, 1, __ATOMIC_RELAXED);
    deflateEnd(&z);
    free(chunk_rows);
}

static void *work(void *argument) {
    band_queue *queue = argument;
    for (;;) {
        pthread_mutex_lock(&queue->lock);
        int index = queue->next < queue->im->bands ? queue->next++ : -1;
        pthread_mutex_unlock(&queue->lock);
        if (index < 0) return NULL;
        deflate_band(queue->im, index, &queue->results[index], &queue->translucent);
    }
}

// Fixes the image's row size and bands for RGB or RGBA.
static void cut_into_bands(image *im, int opaque) {
    im->opaque = opaque;
    im->row_bytes = 1 + (size_t)im->width * (opaque ? 3 : 4);
    im->rows_per_band = (int)(band_target_bytes / im->row_bytes);
    if (im->rows_per_band < 1) im->rows_per_band = 1;
    im->bands = (im->height + im->rows_per_band - 1) / im->rows_per_band;
}

// Deflates every band of `im` on up to `max_workers` threads into
// `results` (one per band, zeroed); returns whether some pixel was found
// not to be opaque in a picture taken for opaque.
static int deflate_bands(const image *im, band_result *results) {
    band_queue queue = {.im = im, .results = results, .next = 0, .translucent = 0};
    pthread_mutex_init(&queue.lock, NULL);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int helpers = (int)(cores < max_workers ? cores : max_workers) - 1;
    if (helpers > im->bands - 1) helpers = im->bands - 1;
    pthread_t threads[max_workers];
    int started = 0;
    for (; started < helpers; started++)
        if (pthread_create(&threads[started], NULL, work, &queue)) break;
    work(&queue);  // this thread works too, and alone when no thread starts
    for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
    pthread_mutex_destroy(&queue.lock);
    return queue.translucent;
}

static void free_bands(band_result *results, int count) {
    for (int i = 0; i < count; i++) free(results[i].data);
    free(results);
}

// Returns 0 on success, a cairo status otherwise.
int trellis_write_png(cairo_surface_t *surface, trellis_sink sink, void *closure) {
    cairo_surface_flush(surface);
    image im;
    im.width = cairo_image_surface_get_width(surface);
    im.height = cairo_image_surface_get_height(surface);
    im.stride = cairo_image_surface_get_stride(surface);
    im.pixels = cairo_image_surface_get_data(surface);
    if (!im.pixels || im.width <= 0 || im.height <= 0) return CAIRO_STATUS_INVALID_SIZE;
    // Taken for opaque (RGB), which a page with a background is, and checked
    // as the rows are filtered; a picture that is not is written again as
    // RGBA, all of it, so that the bytes depend on the pixels alone.
    cut_into_bands(&im, 1);
    band_result *results = calloc((size_t)im.bands, sizeof(band_result));
    if (!results) return CAIRO_STATUS_NO_MEMORY;
    if (deflate_bands(&im, results)) {
        free_bands(results, im.bands);
        cut_into_bands(&im, 0);
        results = calloc((size_t)im.bands, sizeof(band_result));
        if (!results) return CAIRO_STATUS_NO_MEMORY;
        deflate_bands(&im, results);
    }

    int status = CAIRO_STATUS_SUCCESS;
    uLong adler = adler32(0L, Z_NULL, 0);
    for (int i = 0; i < im.bands; i++) {
        if (results[i].status != CAIRO_STATUS_SUCCESS) { status = results[i].status; break; }
        adler = adler32_combine(adler, results[i].adler, (z_off_t)results[i].in_length);
    }
    if (status == CAIRO_STATUS_SUCCESS) {
        unsigned char header[13];
        put32(header, (uint32_t)im.width);
        put32(header + 4, (uint32_t)im.height);
        header[8] = 8; header[9] = im.opaque ? 2 : 6; header[10] = 0; header[11] = 0; header[12] = 0;
        static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
        // zlib's header for a 32 KiB window at the fastest level, and its trailer.
        static const unsigned char zlib_header[2] = {0x78, 0x01};
        unsigned char trailer[4];
        put32(trailer, (uint32_t)adler);
        if (sink(closure, signature, 8) || chunk(sink, closure, "IHDR", header, 13)
            || chunk(sink, closure, "IDAT", zlib_header, 2)) status = CAIRO_STATUS_WRITE_ERROR;
        for (int i = 0; i < im.bands && status == CAIRO_STATUS_SUCCESS; i++)
            if (chunk(sink, closure, "IDAT", results[i].data, (uint32_t)results[i].length))
                status = CAIRO_STATUS_WRITE_ERROR;
        if (status == CAIRO_STATUS_SUCCESS && (chunk(sink, closure, "IDAT", trailer, 4) || chunk(sink, closure, "IEND", NULL, 0)))
            status = CAIRO_STATUS_WRITE_ERROR;
    }
    free_bands(results, im.bands);
    return status;
}
