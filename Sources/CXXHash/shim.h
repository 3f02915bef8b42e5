#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H
// xxHash's XXH3 (128-bit), streaming, from the shared library. Nothing here needs a shim: the
// header imports as it is.
#include <xxhash.h>
#endif
