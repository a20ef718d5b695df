// What the shim's C files share and the Swift side never sees.
#ifndef TRELLIS_CANVAS_INTERNAL_H
#define TRELLIS_CANVAS_INTERNAL_H

#include "cairo_shim.h"
#include <cairo.h>
#include <stddef.h>

struct trellis_canvas {
    trellis_format format;
    cairo_surface_t *surface;
    cairo_t *cr;
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    int status;
    int finished;
};

/// Appends to a canvas's document bytes (the closure is the canvas);
/// nonzero when memory runs out.
int trellis_canvas_write_bytes(void *closure, const unsigned char *data, unsigned int length);

/// Writes an image surface as a PNG to `sink` (png_writer.c); a cairo status.
int trellis_write_png(cairo_surface_t *surface, int (*sink)(void *, const unsigned char *, unsigned int), void *closure);

/// An ARGB32 image surface over pixels kept from an earlier picture when
/// one fits (pixel_pool.c), given back when the surface goes; zeroed when
/// `zeroed`, otherwise left as the last picture left them (a fresh surface
/// of cairo's own, when memory runs out, is zeroed either way).
cairo_surface_t *trellis_pooled_surface(int width, int height, int zeroed);

#endif
