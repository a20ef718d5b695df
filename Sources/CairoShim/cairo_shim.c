// A thin C API over cairo for Render: one opaque canvas per document, every
// document written to memory, every failure a cairo status code.
#include "cairo_shim.h"
#include "canvas_internal.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

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

// The PNG writer's sink: nonzero when memory runs out.
int trellis_canvas_write_bytes(void *closure, const unsigned char *data, unsigned int length) {
    return append(closure, data, length) != CAIRO_STATUS_SUCCESS;
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
        canvas->surface = trellis_pooled_surface((int)ceil(width * scale), (int)ceil(height * scale), 1);
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
void trellis_curve_to(trellis_canvas *c, double x1, double y1, double x2, double y2, double x3, double y3) {
    cairo_curve_to(c->cr, x1, y1, x2, y2, x3, y3);
}
void trellis_set_even_odd(trellis_canvas *c, int even_odd) {
    cairo_set_fill_rule(c->cr, even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
}
void trellis_set_round_caps(trellis_canvas *c, int round) {
    cairo_set_line_cap(c->cr, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(c->cr, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER);
}

// Hatching as plain strokes rather than a cairo surface pattern: a pattern
// would be rasterised into PDFs and SVGs at one resolution, lines stay sharp
// at every scale and give the same picture in every format. The lines run at
// 45 degrees (down-left to up-right) through the rectangle, one every
// `spacing` points measured along x, anchored at x + y = 0 so that hatches of
// neighbouring regions line up.
void trellis_hatch(trellis_canvas *c, double x, double y, double width, double height, double spacing) {
    if (!(spacing > 0) || !(width > 0) || !(height > 0)) return;
    double first = floor((x + y) / spacing) * spacing;
    double last = x + width + y + height;
    cairo_new_path(c->cr);
    for (double k = first; k <= last; k += spacing) {
        // The line x + y' = k, from the bottom edge to the top edge of the box.
        cairo_move_to(c->cr, k - (y + height), y + height);
        cairo_line_to(c->cr, k - y, y);
    }
    cairo_stroke(c->cr);
}

void trellis_select_font(trellis_canvas *c, const char *family, int bold, double size) {
    cairo_select_font_face(c->cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(c->cr, size);
    // Unhinted metrics: a string's advance is then the same at every scale,
    // so text measured once fits its plate in a PNG at 1x, at 2x and in a PDF.
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_set_font_options(c->cr, options);
    cairo_font_options_destroy(options);
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

int trellis_lacks_glyph(trellis_canvas *c, const char *utf8) {
    cairo_scaled_font_t *font = cairo_get_scaled_font(c->cr);
    cairo_glyph_t *glyphs = NULL;
    int count = 0;
    if (cairo_scaled_font_text_to_glyphs(font, 0, 0, utf8, -1, &glyphs, &count, NULL, NULL, NULL)
        != CAIRO_STATUS_SUCCESS) return 0;
    int lacks = 0;
    for (int i = 0; i < count; i++) if (glyphs[i].index == 0) { lacks = 1; break; }
    cairo_glyph_free(glyphs);
    return lacks;
}

void trellis_show_text(trellis_canvas *c, double x, double y, const char *utf8) {
    cairo_move_to(c->cr, x, y);
    cairo_show_text(c->cr, utf8);
}

void trellis_show_more_text(trellis_canvas *c, const char *utf8) {
    // cairo_show_text leaves the current point at the end of its advance.
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
            status = trellis_write_png(c->surface, trellis_canvas_write_bytes, c);
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

// Reading PNGs back, for tests that compare pictures pixel by pixel.
struct png_reader {
    const unsigned char *data;
    size_t length;
    size_t offset;
};

static cairo_status_t read_png(void *closure, unsigned char *out, unsigned int length) {
    struct png_reader *reader = closure;
    if (reader->offset + length > reader->length) return CAIRO_STATUS_READ_ERROR;
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

int trellis_png_decode(const unsigned char *data, size_t length, int *width, int *height, unsigned char **rgba) {
    *rgba = NULL;
    *width = *height = 0;
    struct png_reader reader = {data, length, 0};
    cairo_surface_t *surface = cairo_image_surface_create_from_png_stream(read_png, &reader);
    int status = cairo_surface_status(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return status;
    }
    // Draw onto a known format so every PNG reads the same way.
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    cairo_surface_t *argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(argb);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(argb);
    unsigned char *pixels = malloc((size_t)w * (size_t)h * 4);
    if (!pixels) {
        cairo_surface_destroy(argb);
        cairo_surface_destroy(surface);
        return CAIRO_STATUS_NO_MEMORY;
    }
    const unsigned char *source = cairo_image_surface_get_data(argb);
    int stride = cairo_image_surface_get_stride(argb);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            uint32_t p = *(const uint32_t *)(source + (size_t)y * stride + (size_t)x * 4);
            unsigned char *o = pixels + ((size_t)y * w + x) * 4;
            unsigned a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            // Cairo stores premultiplied alpha; hand out straight RGBA.
            o[0] = a ? (unsigned char)(r * 255 / a) : 0;
            o[1] = a ? (unsigned char)(g * 255 / a) : 0;
            o[2] = a ? (unsigned char)(b * 255 / a) : 0;
            o[3] = (unsigned char)a;
        }
    }
    cairo_surface_destroy(argb);
    cairo_surface_destroy(surface);
    *width = w;
    *height = h;
    *rgba = pixels;
    return CAIRO_STATUS_SUCCESS;
}
