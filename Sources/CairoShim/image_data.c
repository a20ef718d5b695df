// The compressed image data of a PNG (what IDAT chunks, or an APNG's fdAT
// chunks, carry) for a rectangle of straight RGBA pixels: each row filtered
// with Up, the whole deflated. The APNG writer (Render's AnimatedPNG) wraps
// it in chunks; cairo is not involved.
#include "cairo_shim.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int trellis_png_image_data(const unsigned char *rgba, size_t stride, int x, int y, int width, int height,
                           int channels, unsigned char **data, size_t *length) {
    *data = NULL;
    *length = 0;
    if (width <= 0 || height <= 0 || (channels != 3 && channels != 4)) return 24;  // CAIRO_STATUS_INVALID_SIZE
    size_t rowBytes = (size_t)width * channels;
    size_t rawLength = (rowBytes + 1) * (size_t)height;
    unsigned char *raw = malloc(rawLength);
    unsigned char *previous = calloc(rowBytes, 1), *current = malloc(rowBytes);
    uLongf bound = compressBound((uLong)rawLength);
    unsigned char *out = malloc(bound);
    if (!raw || !previous || !current || !out) {
        free(raw); free(previous); free(current); free(out);
        return 1;  // CAIRO_STATUS_NO_MEMORY
    }
    unsigned char *p = raw;
    for (int row = 0; row < height; row++) {
        const unsigned char *source = rgba + (size_t)(y + row) * stride + (size_t)x * 4;
        for (int col = 0; col < width; col++) {
            memcpy(current + (size_t)col * channels, source + (size_t)col * 4, (size_t)channels);
        }
        *p++ = 2;  // Up: mostly zeros on a diagram's flat areas
        for (size_t i = 0; i < rowBytes; i++) *p++ = (unsigned char)(current[i] - previous[i]);
        unsigned char *swap = previous; previous = current; current = swap;
    }
    int status = compress2(out, &bound, raw, (uLong)rawLength, 9) == Z_OK ? 0 : 1;
    free(raw); free(previous); free(current);
    if (status != 0) { free(out); return status; }
    *data = out;
    *length = bound;
    return 0;
}
