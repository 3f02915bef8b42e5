#ifndef CBROTLI_SHIM_H
#define CBROTLI_SHIM_H
// The Brotli decoder only (RFC 7932); MediaKind never compresses. Nothing here needs a shim:
// the header imports as it is.
#include <brotli/decode.h>
#endif
