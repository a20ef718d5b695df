#ifndef TRELLIS_CAIRO_SHIM_H
#define TRELLIS_CAIRO_SHIM_H

#include <stddef.h>

/// The version of the cairo library Trellis is linked against, e.g. "1.16.0".
const char *trellis_cairo_version(void);

/// A drawing surface and its context, behind one opaque handle.
typedef struct trellis_canvas trellis_canvas;

typedef enum {
    TRELLIS_FORMAT_PNG = 0,
    TRELLIS_FORMAT_SVG = 1,
    TRELLIS_FORMAT_PDF = 2,
} trellis_format;

/// Creates a canvas `width` × `height` points; a PNG has `scale` pixels per
/// point. Returns a cairo status (0 is success); on success `*out` owns the
/// canvas, to be released with trellis_canvas_destroy.
int trellis_canvas_create(trellis_format format, double width, double height, double scale,
                          trellis_canvas **out);
void trellis_canvas_destroy(trellis_canvas *canvas);
/// The first error the canvas met, as a cairo status (0 when none).
int trellis_canvas_status(const trellis_canvas *canvas);
/// A description of a cairo status.
const char *trellis_status_description(int status);

void trellis_save(trellis_canvas *canvas);
void trellis_restore(trellis_canvas *canvas);
void trellis_set_rgba(trellis_canvas *canvas, double red, double green, double blue, double alpha);
void trellis_set_line_width(trellis_canvas *canvas, double width);
/// Dashes in points; count 0 draws solid lines.
void trellis_set_dash(trellis_canvas *canvas, const double *dashes, int count, double offset);
void trellis_new_path(trellis_canvas *canvas);
void trellis_move_to(trellis_canvas *canvas, double x, double y);
void trellis_line_to(trellis_canvas *canvas, double x, double y);
void trellis_rectangle(trellis_canvas *canvas, double x, double y, double width, double height);
void trellis_arc(trellis_canvas *canvas, double cx, double cy, double radius, double start, double end);
void trellis_close_path(trellis_canvas *canvas);
/// Fills (or strokes) the current path; `preserve` keeps it for another operation.
void trellis_fill(trellis_canvas *canvas, int preserve);
void trellis_stroke(trellis_canvas *canvas, int preserve);
/// Intersects the clip with the current path (consumed).
void trellis_clip(trellis_canvas *canvas);
/// A cubic Bézier from the current point through two control points to (x3, y3).
void trellis_curve_to(trellis_canvas *canvas, double x1, double y1, double x2, double y2, double x3, double y3);
/// Even-odd (1) or non-zero winding (0) for fills and clips that follow.
void trellis_set_even_odd(trellis_canvas *canvas, int even_odd);
/// Round line caps and joins (1) or butt caps and miter joins (0).
void trellis_set_round_caps(trellis_canvas *canvas, int round);
/// Strokes 45-degree hatch lines `spacing` points apart across the rectangle,
/// with the current colour, width and clip; clip to the region first.
void trellis_hatch(trellis_canvas *canvas, double x, double y, double width, double height, double spacing);

/// Selects a font by family name, regular or bold, at `size` points.
void trellis_select_font(trellis_canvas *canvas, const char *family, int bold, double size);
/// The extents of UTF-8 text in the selected font: ink box and advance.
void trellis_text_extents(trellis_canvas *canvas, const char *utf8, double *x_bearing, double *y_bearing,
                          double *width, double *height, double *x_advance);
/// The selected font's ascent, descent and line height, in points.
void trellis_font_extents(trellis_canvas *canvas, double *ascent, double *descent, double *height);
/// Draws UTF-8 text with its baseline starting at (x, y).
void trellis_show_text(trellis_canvas *canvas, double x, double y, const char *utf8);
/// Draws more text where the last text ended (after a change of face).
void trellis_show_more_text(trellis_canvas *canvas, const char *utf8);
/// 1 when the selected font has no glyph for some character of `utf8`
/// (cairo would draw its empty box), 0 otherwise.
int trellis_lacks_glyph(trellis_canvas *canvas, const char *utf8);

/// Finishes the document and hands its bytes over: on success `*data`
/// (release with trellis_free) holds `*length` bytes. The canvas accepts no
/// more drawing. Returns a cairo status.
int trellis_canvas_finish(trellis_canvas *canvas, unsigned char **data, size_t *length);
void trellis_free(void *pointer);

/// A PNG of `width` × `height` points at `scale` pixels a point, painted in
/// `bands` horizontal bands (fewer when the picture has fewer rows), each a
/// canvas over its rows of one pixel buffer: threads may paint the bands at
/// once, one thread a band. Every band takes the whole drawing; each keeps
/// the rows it covers. Returns a cairo status.
typedef struct trellis_banded trellis_banded;
int trellis_banded_create(double width, double height, double scale, int bands, trellis_banded **out);
int trellis_banded_count(const trellis_banded *picture);
/// Band `band`'s canvas, owned by the picture: never destroyed by itself.
trellis_canvas *trellis_banded_canvas(trellis_banded *picture, int band);
/// Zeroes band `band`'s pixels: the thread that paints the band calls it
/// first (the picture's pixels are not zeroed in one piece beforehand);
/// finishing zeroes the bands nobody began.
void trellis_banded_begin(trellis_banded *picture, int band);
/// Writes the painted bands as one PNG: as trellis_canvas_finish.
int trellis_banded_finish(trellis_banded *picture, unsigned char **data, size_t *length);
void trellis_banded_destroy(trellis_banded *picture);

/// Decodes a PNG held in memory into straight (not premultiplied) RGBA,
/// 4 bytes a pixel, row by row; `*rgba` is released with trellis_free.
/// Returns a cairo status.
int trellis_png_decode(const unsigned char *data, size_t length, int *width, int *height, unsigned char **rgba);

/// The compressed image data of a PNG for the `width` × `height` rectangle
/// at (x, y) of straight RGBA pixels (`stride` bytes a row): rows filtered
/// with Up, deflated; `channels` 3 drops the alpha (RGB), 4 keeps it. On
/// success `*data` (release with trellis_free) holds `*length` bytes.
/// Returns 0, or a cairo status.
int trellis_png_image_data(const unsigned char *rgba, size_t stride, int x, int y, int width, int height,
                           int channels, unsigned char **data, size_t *length);

#endif
