// A thin C API over cairo for Render. It grows with the Render issue; for now
// it proves, from the first build, that cairo is found and linked.
#include "cairo_shim.h"
#include <cairo.h>

const char *trellis_cairo_version(void) {
    return cairo_version_string();
}
