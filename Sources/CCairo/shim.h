#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
