// A PNG writer for cairo image surfaces, faster than cairo's: cairo hands
// libpng every row with its default compression (level 6 with adaptive
// filters), which for a 2x picture of a diagram costs far more than drawing
// it. Diagrams are large flat areas and thin lines, so the Up filter (each
// row as its difference from the row above: mostly zeros) at zlib level 1
// compresses them within about 15 % of cairo's size, twice as fast or more
// (zlib's run-length strategy is no faster and 2.7 times larger). Opaque
// pictures are written as RGB, others as RGBA.
#include <cairo.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef int (*trellis_sink)(void *closure, const unsigned char *data, unsigned int length);

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

// Returns 0 on success, a cairo status otherwise.
int trellis_write_png(cairo_surface_t *surface, trellis_sink sink, void *closure) {
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    if (!pixels || width <= 0 || height <= 0) return CAIRO_STATUS_INVALID_SIZE;
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) if ((row[x] >> 24) != 0xff) { opaque = 0; break; }
    }
    int channels = opaque ? 3 : 4;
    size_t rowBytes = (size_t)width * channels;
    unsigned char *previous = calloc(rowBytes, 1), *current = malloc(rowBytes), *filtered = malloc(rowBytes + 1);
    size_t outCapacity = 1 << 20;
    unsigned char *out = malloc(outCapacity);
    int status = CAIRO_STATUS_SUCCESS;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (!previous || !current || !filtered || !out || deflateInit2(&z, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(previous); free(current); free(filtered); free(out);
        return CAIRO_STATUS_NO_MEMORY;
    }
    unsigned char header[13];
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8; header[9] = opaque ? 2 : 6; header[10] = 0; header[11] = 0; header[12] = 0;
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    if (sink(closure, signature, 8) || chunk(sink, closure, "IHDR", header, 13)) status = CAIRO_STATUS_WRITE_ERROR;
    for (int y = 0; y < height && status == CAIRO_STATUS_SUCCESS; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        unsigned char *p = current;
        for (int x = 0; x < width; x++) {
            uint32_t argb = row[x];
            unsigned a = argb >> 24, r = (argb >> 16) & 0xff, g = (argb >> 8) & 0xff, b = argb & 0xff;
            if (a != 0xff && a != 0) {  // cairo stores premultiplied colour
                r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
            }
            *p++ = (unsigned char)r; *p++ = (unsigned char)g; *p++ = (unsigned char)b;
            if (!opaque) *p++ = (unsigned char)a;
        }
        filtered[0] = 2;  // Up
        for (size_t i = 0; i < rowBytes; i++) filtered[i + 1] = (unsigned char)(current[i] - previous[i]);
        unsigned char *swap = previous; previous = current; current = swap;
        z.next_in = filtered;
        z.avail_in = (uInt)(rowBytes + 1);
        int flush = y == height - 1 ? Z_FINISH : Z_NO_FLUSH;
        do {
            z.next_out = out;
            z.avail_out = (uInt)outCapacity;
            int result = deflate(&z, flush);
            if (result == Z_STREAM_ERROR) { status = CAIRO_STATUS_NO_MEMORY; break; }
            size_t produced = outCapacity - z.avail_out;
            if (produced && chunk(sink, closure, "IDAT", out, (uint32_t)produced)) { status = CAIRO_STATUS_WRITE_ERROR; break; }
        } while (z.avail_out == 0 || (flush == Z_FINISH && z.avail_in == 0 && z.total_out == 0));
    }
    deflateEnd(&z);
    if (status == CAIRO_STATUS_SUCCESS && chunk(sink, closure, "IEND", NULL, 0)) status = CAIRO_STATUS_WRITE_ERROR;
    free(previous); free(current); free(filtered); free(out);
    return status;
}
