#ifndef CLIBVIPS_SHIM_H
#define CLIBVIPS_SHIM_H
#include <vips/vips.h>

/// libvips passes optional arguments as NULL-terminated C varargs, which Swift cannot call;
/// each wrapper below calls one operation with a fixed list of options.

/// `vips_thumbnail` (shrink-on-load, then resize) of a file. `name` may end with loader options
/// in brackets (`a.heic[thumbnail]`). `crop` is a `VipsInteresting`, `size` a `VipsSize`,
/// `fail_on` a `VipsFailOn`.
static inline int CLibVips_thumbnail(const char *name, VipsImage **out, int width, int height,
                                     int crop, int size, int fail_on) {
  return vips_thumbnail(name, out, width, "height", height, "crop", (VipsInteresting)crop,
                        "size", (VipsSize)size, "fail_on", (VipsFailOn)fail_on, NULL);
}

/// `vips_thumbnail_buffer` of encoded bytes in memory (an embedded preview).
static inline int CLibVips_thumbnail_buffer(const void *bytes, size_t length, VipsImage **out,
                                            int width, int height, int crop, int size,
                                            int fail_on) {
  return vips_thumbnail_buffer((void *)bytes, length, out, width, "height", height,
                               "crop", (VipsInteresting)crop, "size", (VipsSize)size,
                               "fail_on", (VipsFailOn)fail_on, NULL);
}

/// `vips_thumbnail_image` of an image already in memory (a decoded video frame).
static inline int CLibVips_thumbnail_image(VipsImage *in, VipsImage **out, int width,
                                           int height, int crop, int size) {
  return vips_thumbnail_image(in, out, width, "height", height, "crop", (VipsInteresting)crop,
                              "size", (VipsSize)size, NULL);
}

/// `vips_image_new_from_file` with sequential access: reads the header only (pixels are
/// decoded on demand, and here never), for the pixel limit.
static inline VipsImage *CLibVips_header(const char *name) {
  return vips_image_new_from_file(name, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// `vips_image_new_from_file` with sequential access and `fail_on`: an image whose pixels are
/// decoded when they are used (here: by `vips_thumbnail_image`). `name` may carry loader
/// options (`a.heic[thumbnail]`).
static inline VipsImage *CLibVips_load(const char *name, int fail_on) {
  return vips_image_new_from_file(name, "access", VIPS_ACCESS_SEQUENTIAL,
                                  "fail_on", (VipsFailOn)fail_on, NULL);
}

/// `vips_image_new_from_buffer`, header only, for the pixel limit of an embedded image.
static inline VipsImage *CLibVips_header_buffer(const void *bytes, size_t length) {
  return vips_image_new_from_buffer(bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// `vips_rot` by a multiple of 90 degrees (`angle` is a `VipsAngle`).
static inline int CLibVips_rot(VipsImage *in, VipsImage **out, int angle) {
  return vips_rot(in, out, (VipsAngle)angle, NULL);
}

/// `vips_flip` (`direction` is a `VipsDirection`).
static inline int CLibVips_flip(VipsImage *in, VipsImage **out, int direction) {
  return vips_flip(in, out, (VipsDirection)direction, NULL);
}

/// `vips_jpegsave_buffer`, metadata kept only as far as the orientation has been applied.
static inline int CLibVips_jpegsave(VipsImage *in, void **bytes, size_t *length, int quality) {
  return vips_jpegsave_buffer(in, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

/// `vips_pngsave_buffer`.
static inline int CLibVips_pngsave(VipsImage *in, void **bytes, size_t *length) {
  return vips_pngsave_buffer(in, bytes, length, "strip", TRUE, NULL);
}

/// `vips_webpsave_buffer`.
static inline int CLibVips_webpsave(VipsImage *in, void **bytes, size_t *length, int quality) {
  return vips_webpsave_buffer(in, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

/// A GLib log handler that drops the message: libvips reports damaged input as warnings on
/// stderr besides returning an error, and a library must not print.
static void CLibVips_drop_log(const gchar *domain, GLogLevelFlags level, const gchar *message,
                              gpointer data) {
  (void)domain; (void)level; (void)message; (void)data;
}

/// `VIPS_INIT` is a macro; this calls the function it calls, then routes libvips' and GLib's
/// warnings to ``CLibVips_drop_log`` (`g_log_set_handler` takes a C function pointer).
static inline int CLibVips_init(void) {
  int status = vips_init("MediaKindImaging");
  GLogLevelFlags levels = (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE |
                                           G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG);
  g_log_set_handler("VIPS", levels, CLibVips_drop_log, NULL);
  g_log_set_handler("GLib-GObject", levels, CLibVips_drop_log, NULL);
  // Loaders libvips marks untrusted (ImageMagick, PDF, OpenSlide, ...) stay blocked, except
  // the two the caller asks for by format: SVG (librsvg) and JPEG XL (libjxl).
  vips_block_untrusted_set(TRUE);
  vips_operation_block_set("VipsForeignLoadSvg", FALSE);
  vips_operation_block_set("VipsForeignLoadJxl", FALSE);
  return status;
}

/// `vips_image_get_int(image, "orientation", ...)`: 1 when the image has no EXIF orientation.
static inline int CLibVips_orientation(VipsImage *image) {
  int value = 1;
  if (vips_image_get_typeof(image, VIPS_META_ORIENTATION) &&
      vips_image_get_int(image, VIPS_META_ORIENTATION, &value) == 0)
    return value;
  return 1;
}

/// `g_object_unref` of a `VipsImage` (Swift cannot see that a VipsImage is a GObject).
static inline void CLibVips_unref(VipsImage *image) { g_object_unref(image); }

#endif
