// A PNG painted in horizontal bands at once. Cairo paints with one thread a
// context, so a large picture is cut into bands of rows, each a canvas of
// its own over its rows of one shared pixel buffer; threads paint the same
// drawing on every band (each clips to its rows), then the buffer is written
// as one PNG. A band is the picture moved up by a whole number of pixels:
// its pixels are those of the whole picture painted at once but at the ends
// of dashes that start outside the band (cairo's stroker skips them and
// lands a few grey levels apart), so callers fix the bands by the picture.
// The pixels are zeroed band by band, each by the thread that paints it.
#include "canvas_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct trellis_banded {
    cairo_surface_t *surface;       // the whole picture: owns the pixels
    trellis_canvas **bands;
    int *cleared;                   // whether each band's rows are zeroed yet
    int count;
    int finished;
};

// Zeroes band `index`'s rows: the pixels come from the pool as an earlier
// picture left them.
static void clear_band(trellis_banded *picture, int index) {
    if (picture->cleared[index]) return;
    picture->cleared[index] = 1;
    cairo_surface_t *band = picture->bands[index]->surface;
    memset(cairo_image_surface_get_data(band), 0,
           (size_t)cairo_image_surface_get_stride(band) * (size_t)cairo_image_surface_get_height(band));
}

int trellis_banded_create(double width, double height, double scale, int bands, trellis_banded **out) {
    *out = NULL;
    if (!(width > 0) || !(height > 0) || !(scale > 0) || !isfinite(width * height * scale) || bands < 1)
        return CAIRO_STATUS_INVALID_SIZE;
    trellis_banded *picture = calloc(1, sizeof *picture);
    if (!picture) return CAIRO_STATUS_NO_MEMORY;
    int pixelWidth = (int)ceil(width * scale), pixelHeight = (int)ceil(height * scale);
    picture->surface = trellis_pooled_surface(pixelWidth, pixelHeight, 0);
    int status = cairo_surface_status(picture->surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        trellis_banded_destroy(picture);
        return status;
    }
    int rows = (pixelHeight + bands - 1) / bands;
    bands = (pixelHeight + rows - 1) / rows;  // no band without rows
    picture->bands = calloc((size_t)bands, sizeof *picture->bands);
    picture->cleared = calloc((size_t)bands, sizeof *picture->cleared);
    if (!picture->bands || !picture->cleared) {
        trellis_banded_destroy(picture);
        return CAIRO_STATUS_NO_MEMORY;
    }
    picture->count = bands;
    unsigned char *pixels = cairo_image_surface_get_data(picture->surface);
    int stride = cairo_image_surface_get_stride(picture->surface);
    for (int i = 0; i < bands; i++) {
        int first = i * rows, count = first + rows <= pixelHeight ? rows : pixelHeight - first;
        trellis_canvas *band = calloc(1, sizeof *band);
        if (!band) {
            trellis_banded_destroy(picture);
            return CAIRO_STATUS_NO_MEMORY;
        }
        picture->bands[i] = band;
        band->format = TRELLIS_FORMAT_PNG;
        band->surface = cairo_image_surface_create_for_data(pixels + (size_t)first * stride, CAIRO_FORMAT_ARGB32,
                                                            pixelWidth, count, stride);
        status = cairo_surface_status(band->surface);
        if (status == CAIRO_STATUS_SUCCESS) {
            band->cr = cairo_create(band->surface);
            // Whole pixels up, then points to pixels: the band's rows of the picture.
            cairo_translate(band->cr, 0, -first);
            cairo_scale(band->cr, scale, scale);
            status = cairo_status(band->cr);
        }
        if (status != CAIRO_STATUS_SUCCESS) {
            trellis_banded_destroy(picture);
            return status;
        }
    }
    *out = picture;
    return CAIRO_STATUS_SUCCESS;
}

int trellis_banded_count(const trellis_banded *picture) { return picture->count; }

trellis_canvas *trellis_banded_canvas(trellis_banded *picture, int band) {
    return band >= 0 && band < picture->count ? picture->bands[band] : NULL;
}

void trellis_banded_begin(trellis_banded *picture, int band) {
    if (band >= 0 && band < picture->count) clear_band(picture, band);
}

int trellis_banded_finish(trellis_banded *picture, unsigned char **data, size_t *length) {
    *data = NULL;
    *length = 0;
    if (picture->finished) return CAIRO_STATUS_SURFACE_FINISHED;
    picture->finished = 1;
    int status = CAIRO_STATUS_SUCCESS;
    for (int i = 0; i < picture->count; i++) {
        clear_band(picture, i);  // a band nobody began is blank, not the last picture's
        trellis_canvas *band = picture->bands[i];
        if (status == CAIRO_STATUS_SUCCESS) status = trellis_canvas_status(band);
        cairo_destroy(band->cr);
        band->cr = NULL;
        band->finished = 1;
        cairo_surface_flush(band->surface);
    }
    if (status != CAIRO_STATUS_SUCCESS) return status;
    // The bands wrote the pixels behind cairo's back.
    cairo_surface_mark_dirty(picture->surface);
    trellis_canvas sink = {0};
    status = trellis_write_png(picture->surface, trellis_canvas_write_bytes, &sink);
    if (status != CAIRO_STATUS_SUCCESS) {
        free(sink.bytes);
        return status;
    }
    *data = sink.bytes;
    *length = sink.length;
    return CAIRO_STATUS_SUCCESS;
}

void trellis_banded_destroy(trellis_banded *picture) {
    if (!picture) return;
    for (int i = 0; i < picture->count; i++) {
        trellis_canvas *band = picture->bands[i];
        if (!band) continue;
        if (band->cr) cairo_destroy(band->cr);
        if (band->surface) cairo_surface_destroy(band->surface);
        free(band);
    }
    free(picture->bands);
    free(picture->cleared);
    if (picture->surface) cairo_surface_destroy(picture->surface);
    free(picture);
}
