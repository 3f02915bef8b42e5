#ifndef CLIBEXIF_SHIM_H
#define CLIBEXIF_SHIM_H
#include <libexif/exif-data.h>
#include <libexif/exif-content.h>
#include <libexif/exif-entry.h>
#include <libexif/exif-ifd.h>
#include <libexif/exif-utils.h>

/// `ExifData.ifd` is a C array (`ExifContent *ifd[EXIF_IFD_COUNT]`), which Swift imports as a
/// tuple; this accessor indexes it.
static inline ExifContent *CLibExif_ifd(ExifData *data, ExifIfd ifd) {
  if (!data || ifd < 0 || ifd >= EXIF_IFD_COUNT) return 0;
  return data->ifd[ifd];
}

/// `exif_content_get_entry` is a plain function, but the entry count and array sit in a struct
/// whose pointer-to-pointer Swift handles awkwardly; these accessors keep the bridge simple.
static inline unsigned int CLibExif_count(ExifContent *content) {
  return content ? content->count : 0;
}
static inline ExifEntry *CLibExif_entry(ExifContent *content, unsigned int index) {
  if (!content || index >= content->count) return 0;
  return content->entries[index];
}

#endif
