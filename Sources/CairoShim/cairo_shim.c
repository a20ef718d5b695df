// A thin C API over cairo for Render: one opaque canvas per document, every
// document written to memory, every failure a cairo status code.
#include "cairo_shim.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

const char *trellis_cairo_version(void) { return cairo_version_string(); }

const char *trellis_status_description(int status) {
    if (status == -1) return "out of memory while writing the document";
    return cairo_status_to_string((cairo_status_t)status);
}

// Collects what cairo writes; the document stays in memory until finished.
static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    trellis_canvas *canvas = closure;
    if (canvas->length + length > canvas->capacity) {
        size_t capacity = canvas->capacity ? canvas->capacity : 4096;
        while (capacity < canvas->length + length) capacity *= 2;
        unsigned char *grown = realloc(canvas->bytes, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        canvas->bytes = grown;
        canvas->capacity = capacity;
    }
    memcpy(canvas->bytes + canvas->length, data, length);
    canvas->length += length;
    return CAIRO_STATUS_SUCCESS;
}

int trellis_canvas_create(trellis_format format, double width, double height, double scale,
                          trellis_canvas **out) {
    *out = NULL;
    if (!(width > 0) || !(height > 0) || !(scale > 0) || !isfinite(width * height * scale))
        return CAIRO_STATUS_INVALID_SIZE;
    trellis_canvas *canvas = calloc(1, sizeof *canvas);
    if (!canvas) return CAIRO_STATUS_NO_MEMORY;
    canvas->format = format;
    switch (format) {
    case TRELLIS_FORMAT_PNG:
        canvas->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale),
                                                     (int)ceil(height * scale));
        break;
    case TRELLIS_FORMAT_SVG:
        canvas->surface = cairo_svg_surface_create_for_stream(append, canvas, width, height);
        break;
    case TRELLIS_FORMAT_PDF:
        canvas->surface = cairo_pdf_surface_create_for_stream(append, canvas, width, height);
        // cairo stamps PDFs with the current time; a fixed date keeps the
        // bytes a function of the drawing alone.
        if (cairo_surface_status(canvas->surface) == CAIRO_STATUS_SUCCESS)
            cairo_pdf_surface_set_metadata(canvas->surface, CAIRO_PDF_METADATA_CREATE_DATE,
                                           "2000-01-01T00:00:00Z");
        break;
    default:
        free(canvas);
        return CAIRO_STATUS_INVALID_FORMAT;
    }
    int status = cairo_surface_status(canvas->surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(canvas->surface);
        free(canvas->bytes);
        free(canvas);
        return status;
    }
    canvas->cr = cairo_create(canvas->surface);
    if (format == TRELLIS_FORMAT_PNG) cairo_scale(canvas->cr, scale, scale);
    *out = canvas;
    return cairo_status(canvas->cr);
}

void trellis_canvas_destroy(trellis_canvas *canvas) {
    if (!canvas) return;
    if (canvas->cr) cairo_destroy(canvas->cr);
    if (canvas->surface) cairo_surface_destroy(canvas->surface);
    free(canvas->bytes);
    free(canvas);
}

int trellis_canvas_status(const trellis_canvas *canvas) {
    if (canvas->status) return canvas->status;
    return canvas->cr ? cairo_status(canvas->cr) : CAIRO_STATUS_SUCCESS;
}

void trellis_save(trellis_canvas *c) { cairo_save(c->cr); }
void trellis_restore(trellis_canvas *c) { cairo_restore(c->cr); }
void trellis_set_rgba(trellis_canvas *c, double r, double g, double b, double a) {
    cairo_set_source_rgba(c->cr, r, g, b, a);
}
void trellis_set_line_width(trellis_canvas *c, double width) { cairo_set_line_width(c->cr, width); }
void trellis_set_dash(trellis_canvas *c, const double *dashes, int count, double offset) {
    cairo_set_dash(c->cr, dashes, count, offset);
}
void trellis_new_path(trellis_canvas *c) { cairo_new_path(c->cr); }
void trellis_move_to(trellis_canvas *c, double x, double y) { cairo_move_to(c->cr, x, y); }
void trellis_line_to(trellis_canvas *c, double x, double y) { cairo_line_to(c->cr, x, y); }
void trellis_rectangle(trellis_canvas *c, double x, double y, double w, double h) {
    cairo_rectangle(c->cr, x, y, w, h);
}
void trellis_arc(trellis_canvas *c, double cx, double cy, double r, double a1, double a2) {
    cairo_arc(c->cr, cx, cy, r, a1, a2);
}
void trellis_close_path(trellis_canvas *c) { cairo_close_path(c->cr); }
void trellis_fill(trellis_canvas *c, int preserve) {
    if (preserve) cairo_fill_preserve(c->cr); else cairo_fill(c->cr);
}
void trellis_stroke(trellis_canvas *c, int preserve) {
    if (preserve) cairo_stroke_preserve(c->cr); else cairo_stroke(c->cr);
}
void trellis_clip(trellis_canvas *c) { cairo_clip(c->cr); }

void trellis_select_font(trellis_canvas *c, const char *family, int bold, double size) {
    cairo_select_font_face(c->cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(c->cr, size);
}

void trellis_text_extents(trellis_canvas *c, const char *utf8, double *x_bearing, double *y_bearing,
                          double *width, double *height, double *x_advance) {
    cairo_text_extents_t extents;
    cairo_text_extents(c->cr, utf8, &extents);
    *x_bearing = extents.x_bearing;
    *y_bearing = extents.y_bearing;
    *width = extents.width;
    *height = extents.height;
    *x_advance = extents.x_advance;
}

void trellis_font_extents(trellis_canvas *c, double *ascent, double *descent, double *height) {
    cairo_font_extents_t extents;
    cairo_font_extents(c->cr, &extents);
    *ascent = extents.ascent;
    *descent = extents.descent;
    *height = extents.height;
}

void trellis_show_text(trellis_canvas *c, double x, double y, const char *utf8) {
    cairo_move_to(c->cr, x, y);
    cairo_show_text(c->cr, utf8);
}

int trellis_canvas_finish(trellis_canvas *c, unsigned char **data, size_t *length) {
    *data = NULL;
    *length = 0;
    if (c->finished) return CAIRO_STATUS_SURFACE_FINISHED;
    c->finished = 1;
    int status = cairo_status(c->cr);
    cairo_destroy(c->cr);
    c->cr = NULL;
    if (status == CAIRO_STATUS_SUCCESS) {
        if (c->format == TRELLIS_FORMAT_PNG) {
            status = cairo_surface_write_to_png_stream(c->surface, append, c);
        } else {
            cairo_surface_finish(c->surface);
            status = cairo_surface_status(c->surface);
        }
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        c->status = status;
        return status;
    }
    *data = c->bytes;
    *length = c->length;
    c->bytes = NULL;
    c->length = c->capacity = 0;
    return CAIRO_STATUS_SUCCESS;
}

void trellis_free(void *pointer) { free(pointer); }
