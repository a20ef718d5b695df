// The passes over a PNG's rows (png_rows.c), shared by the PNG writer.
#ifndef TRELLIS_PNG_ROWS_H
#define TRELLIS_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `row` of cairo ARGB32 pixels as a PNG row filtered Up against
/// `above` (NULL for the first row): the filter byte, then R, G, B per pixel
/// when `opaque`, straight R, G, B, A otherwise. With `opaque`, returns
/// whether every pixel of the row was opaque (when not, the row written is
/// wrong and the picture must be written as RGBA); otherwise 1.
int trellis_png_filter_row(const uint32_t *row, const uint32_t *above, int width, int opaque, unsigned char *out);

/// zlib's Adler-32 of `length` more bytes after `adler` (1 to start).
uint32_t trellis_adler32(uint32_t adler, const unsigned char *bytes, size_t length);

#endif
