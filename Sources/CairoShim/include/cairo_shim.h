#ifndef TRELLIS_CAIRO_SHIM_H
#define TRELLIS_CAIRO_SHIM_H

/// The version of the cairo library Trellis is linked against, e.g. "1.16.0".
const char *trellis_cairo_version(void);

#endif
