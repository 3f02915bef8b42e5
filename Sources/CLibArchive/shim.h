#ifndef CLIBARCHIVE_SHIM_H
#define CLIBARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>

/// The `AE_IF*` file-type macros are casts (`((__LA_MODE_T)0100000)`), which Swift cannot
/// import; spelled here as plain constants.
static const unsigned int CLibArchive_IFREG = AE_IFREG;
/// See `CLibArchive_IFREG`.
static const unsigned int CLibArchive_IFDIR = AE_IFDIR;
/// See `CLibArchive_IFREG`.
static const unsigned int CLibArchive_IFLNK = AE_IFLNK;

#endif
