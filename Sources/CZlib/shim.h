// zlib, for the tests that decode our APNGs with a library other than ours.
#include <zlib.h>
