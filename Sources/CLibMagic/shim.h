#ifndef CLIBMAGIC_SHIM_H
#define CLIBMAGIC_SHIM_H
#include <magic.h>

/// `MAGIC_NODESC` is built from other composite macros, which Swift cannot import.
static const int CLibMagic_NODESC = MAGIC_NODESC;
/// `MAGIC_MIME` is composite as well; spelled here so the bridge uses one source.
static const int CLibMagic_MIME = MAGIC_MIME;

#endif
