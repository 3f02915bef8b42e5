#ifndef CLIBVIPS_SHIM_H
#define CLIBVIPS_SHIM_H
#include <dlfcn.h>
#include <stdio.h>
#include <vips/vips.h>

/// libvips is loaded at run time (`dlopen`), on the first image that needs it, not linked:
/// libvips and the hundred libraries it pulls in cost every `classify` start about 30 ms of
/// dynamic linking, and most runs (classification, fast previews served by embedded images)
/// never decode a pixel. The headers still give every type and signature below; only GLib and
/// GObject (a few small libraries, for `g_free`, `g_object_unref` and `g_log_set_handler`) are
/// linked. The library opened is the one these headers describe (`libvips.so.` + its ABI
/// major, `VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE`).
///
/// libvips passes optional arguments as NULL-terminated C varargs, which Swift cannot call;
/// each wrapper below calls one operation with a fixed list of options.

/// The libvips functions used, looked up once by ``CLibVips_open``. Variadic ones are kept as
/// `void *` (Swift cannot import a variadic function type) and called by the wrappers below.
typedef struct CLibVips_API {
  void *handle;
  __typeof__(vips_init) *init;
  __typeof__(vips_block_untrusted_set) *block_untrusted_set;
  __typeof__(vips_operation_block_set) *operation_block_set;
  __typeof__(vips_concurrency_set) *concurrency_set;
  __typeof__(vips_cache_set_max) *cache_set_max;
  __typeof__(vips_version_string) *version_string;
  __typeof__(vips_error_buffer) *error_buffer;
  __typeof__(vips_error_buffer_copy) *error_buffer_copy;
  __typeof__(vips_error_clear) *error_clear;
  __typeof__(vips_image_get_width) *image_get_width;
  __typeof__(vips_image_get_height) *image_get_height;
  __typeof__(vips_image_get_typeof) *image_get_typeof;
  __typeof__(vips_image_get_int) *image_get_int;
  __typeof__(vips_image_copy_memory) *image_copy_memory;
  __typeof__(vips_image_new_from_memory_copy) *image_new_from_memory_copy;
  void *thumbnail;
  void *thumbnail_buffer;
  void *thumbnail_image;
  void *image_new_from_file;
  void *image_new_from_buffer;
  void *rot;
  void *flip;
  void *extract_area;
  void *avg;
  void *getpoint;
  void *jpegsave_buffer;
  void *pngsave_buffer;
  void *webpsave_buffer;
} CLibVips_API;

#define CLIBVIPS_LOAD(field, symbol)                                                     \
  if (!(*(void **)&api->field = dlsym(api->handle, #symbol))) return "libvips has no " #symbol;

/// A GLib log handler that drops the message: libvips reports damaged input as warnings on
/// stderr besides returning an error, and a library must not print.
static void CLibVips_drop_log(const gchar *domain, GLogLevelFlags level, const gchar *message,
                              gpointer data) {
  (void)domain; (void)level; (void)message; (void)data;
}

/// Opens libvips and fills `api`, then starts it (`VIPS_INIT` is a macro; this calls the
/// function it calls): libvips' and GLib's warnings go to ``CLibVips_drop_log``, and the
/// loaders libvips marks untrusted (ImageMagick, PDF, OpenSlide, ...) stay blocked except SVG
/// (librsvg), JPEG XL (libjxl) and JPEG 2000 (OpenJPEG), which the caller asks for by format; SVG from memory only
/// (its file loader stays blocked). NULL on success, else
/// a message (from `dlerror` when the library is missing). `path` names another file to load
/// instead (NULL: the soname). Called once per process.
static inline const char *CLibVips_open(CLibVips_API *api, const char *path) {
  char name[32];
  snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
  api->handle = dlopen(path ? path : name, RTLD_NOW | RTLD_LOCAL);
  if (!api->handle) {
    const char *message = dlerror();
    return message ? message : "libvips could not be loaded";
  }
  CLIBVIPS_LOAD(init, vips_init)
  CLIBVIPS_LOAD(block_untrusted_set, vips_block_untrusted_set)
  CLIBVIPS_LOAD(operation_block_set, vips_operation_block_set)
  CLIBVIPS_LOAD(concurrency_set, vips_concurrency_set)
  CLIBVIPS_LOAD(cache_set_max, vips_cache_set_max)
  CLIBVIPS_LOAD(version_string, vips_version_string)
  CLIBVIPS_LOAD(error_buffer, vips_error_buffer)
  CLIBVIPS_LOAD(error_buffer_copy, vips_error_buffer_copy)
  CLIBVIPS_LOAD(error_clear, vips_error_clear)
  CLIBVIPS_LOAD(image_get_width, vips_image_get_width)
  CLIBVIPS_LOAD(image_get_height, vips_image_get_height)
  CLIBVIPS_LOAD(image_get_typeof, vips_image_get_typeof)
  CLIBVIPS_LOAD(image_get_int, vips_image_get_int)
  CLIBVIPS_LOAD(image_copy_memory, vips_image_copy_memory)
  CLIBVIPS_LOAD(image_new_from_memory_copy, vips_image_new_from_memory_copy)
  CLIBVIPS_LOAD(thumbnail, vips_thumbnail)
  CLIBVIPS_LOAD(thumbnail_buffer, vips_thumbnail_buffer)
  CLIBVIPS_LOAD(thumbnail_image, vips_thumbnail_image)
  CLIBVIPS_LOAD(image_new_from_file, vips_image_new_from_file)
  CLIBVIPS_LOAD(image_new_from_buffer, vips_image_new_from_buffer)
  CLIBVIPS_LOAD(rot, vips_rot)
  CLIBVIPS_LOAD(flip, vips_flip)
  CLIBVIPS_LOAD(extract_area, vips_extract_area)
  CLIBVIPS_LOAD(avg, vips_avg)
  CLIBVIPS_LOAD(getpoint, vips_getpoint)
  CLIBVIPS_LOAD(jpegsave_buffer, vips_jpegsave_buffer)
  CLIBVIPS_LOAD(pngsave_buffer, vips_pngsave_buffer)
  CLIBVIPS_LOAD(webpsave_buffer, vips_webpsave_buffer)
  if (api->init("MediaKindImaging") != 0) return "vips_init failed";
  GLogLevelFlags levels = (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE |
                                           G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG);
  g_log_set_handler("VIPS", levels, CLibVips_drop_log, NULL);
  g_log_set_handler("GLib-GObject", levels, CLibVips_drop_log, NULL);
  api->block_untrusted_set(TRUE);
  api->operation_block_set("VipsForeignLoadSvg", FALSE);
  /* SVG is only ever loaded from memory: loaded from a file, librsvg resolves xi:include,
     <image href>, <use href> and CSS @import against that file's folder and draws other files
     into the image. From a buffer it has no base and refuses every reference but data: URLs.
     Blocking the file loader also covers a file libvips sniffs as SVG whatever its format. */
  api->operation_block_set("VipsForeignLoadSvgFile", TRUE);
  api->operation_block_set("VipsForeignLoadJxl", FALSE);
  /* JPEG 2000 (OpenJPEG): libvips marks it untrusted; it is asked for by format like JPEG XL. */
  api->operation_block_set("VipsForeignLoadJp2k", FALSE);
  return NULL;
}
#undef CLIBVIPS_LOAD

/// The version of libheif, the HEIF/AVIF decoder of libvips' `heif` module (`heif_get_version`
/// of `libheif.so.1`: the library that module links), or NULL when it is not installed. Used to
/// name the decoder in an error, not to decode.
static inline const char *CLibVips_heif_version(void) {
  void *handle = dlopen("libheif.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!handle) return NULL;
  const char *(*get_version)(void) = (const char *(*)(void))dlsym(handle, "heif_get_version");
  return get_version ? get_version() : NULL;
}

/// `vips_thumbnail` (shrink-on-load, then resize) of a file. `name` may end with loader options
/// in brackets (`a.heic[thumbnail]`). `crop` is a `VipsInteresting`, `size` a `VipsSize`,
/// `fail_on` a `VipsFailOn`.
static inline int CLibVips_thumbnail(const CLibVips_API *api, const char *name, VipsImage **out,
                                     int width, int height, int crop, int size, int fail_on) {
  return ((__typeof__(vips_thumbnail) *)api->thumbnail)(
      name, out, width, "height", height, "crop", (VipsInteresting)crop, "size", (VipsSize)size,
      "fail_on", (VipsFailOn)fail_on, NULL);
}

/// `vips_thumbnail_buffer` of encoded bytes in memory (an embedded preview).
static inline int CLibVips_thumbnail_buffer(const CLibVips_API *api, const void *bytes,
                                            size_t length, VipsImage **out, int width,
                                            int height, int crop, int size, int fail_on) {
  return ((__typeof__(vips_thumbnail_buffer) *)api->thumbnail_buffer)(
      (void *)bytes, length, out, width, "height", height, "crop", (VipsInteresting)crop,
      "size", (VipsSize)size, "fail_on", (VipsFailOn)fail_on, NULL);
}

/// `vips_thumbnail_image` of an image already in memory (a decoded video frame).
static inline int CLibVips_thumbnail_image(const CLibVips_API *api, VipsImage *in,
                                           VipsImage **out, int width, int height, int crop,
                                           int size) {
  return ((__typeof__(vips_thumbnail_image) *)api->thumbnail_image)(
      in, out, width, "height", height, "crop", (VipsInteresting)crop, "size", (VipsSize)size,
      NULL);
}

/// `vips_image_new_from_file` with sequential access: reads the header only (pixels are
/// decoded on demand, and here never), for the pixel limit.
static inline VipsImage *CLibVips_header(const CLibVips_API *api, const char *name) {
  return ((__typeof__(vips_image_new_from_file) *)api->image_new_from_file)(
      name, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// `vips_image_new_from_file` with sequential access and `fail_on`: an image whose pixels are
/// decoded when they are used (here: by `vips_thumbnail_image`). `name` may carry loader
/// options (`a.heic[thumbnail]`).
static inline VipsImage *CLibVips_load(const CLibVips_API *api, const char *name, int fail_on) {
  return ((__typeof__(vips_image_new_from_file) *)api->image_new_from_file)(
      name, "access", VIPS_ACCESS_SEQUENTIAL, "fail_on", (VipsFailOn)fail_on, NULL);
}

/// The pixel size of encoded bytes from their header (`vips_image_new_from_buffer`, no pixels
/// decoded); 0 on success, -1 on failure. The image is released before returning, so it
/// never outlives the bytes it borrows.
static inline int CLibVips_buffer_size(const CLibVips_API *api, const void *bytes, size_t length,
                                       int *width, int *height) {
  VipsImage *image = ((__typeof__(vips_image_new_from_buffer) *)api->image_new_from_buffer)(
      bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
  if (!image) return -1;
  *width = api->image_get_width(image);
  *height = api->image_get_height(image);
  g_object_unref(image);
  return 0;
}

/// `vips_rot` by a multiple of 90 degrees (`angle` is a `VipsAngle`).
static inline int CLibVips_rot(const CLibVips_API *api, VipsImage *in, VipsImage **out,
                               int angle) {
  return ((__typeof__(vips_rot) *)api->rot)(in, out, (VipsAngle)angle, NULL);
}

/// `vips_extract_area`: the `width` x `height` rectangle at `left`, `top`.
static inline int CLibVips_extract_area(const CLibVips_API *api, VipsImage *in, VipsImage **out,
                                        int left, int top, int width, int height) {
  return ((__typeof__(vips_extract_area) *)api->extract_area)(in, out, left, top, width, height,
                                                              NULL);
}

/// `vips_avg`: the mean of every band of every pixel.
static inline int CLibVips_avg(const CLibVips_API *api, VipsImage *in, double *out) {
  return ((__typeof__(vips_avg) *)api->avg)(in, out, NULL);
}

/// `vips_getpoint`: the bands of the pixel at `x`, `y` into `out` (at most `capacity` of
/// them); the number of bands, or -1 on failure.
static inline int CLibVips_getpoint(const CLibVips_API *api, VipsImage *in, int x, int y,
                                    double *out, int capacity) {
  double *vector = NULL;
  int n = 0;
  if (((__typeof__(vips_getpoint) *)api->getpoint)(in, &vector, &n, x, y, NULL) != 0) return -1;
  int count = n < capacity ? n : capacity;
  for (int i = 0; i < count; i++) out[i] = vector[i];
  g_free(vector);
  return count;
}

/// `vips_flip` (`direction` is a `VipsDirection`).
static inline int CLibVips_flip(const CLibVips_API *api, VipsImage *in, VipsImage **out,
                                int direction) {
  return ((__typeof__(vips_flip) *)api->flip)(in, out, (VipsDirection)direction, NULL);
}

/// `vips_jpegsave_buffer`, metadata stripped (the orientation is in the pixels).
static inline int CLibVips_jpegsave(const CLibVips_API *api, VipsImage *in, void **bytes,
                                    size_t *length, int quality) {
  return ((__typeof__(vips_jpegsave_buffer) *)api->jpegsave_buffer)(
      in, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

/// `vips_pngsave_buffer`.
static inline int CLibVips_pngsave(const CLibVips_API *api, VipsImage *in, void **bytes,
                                   size_t *length) {
  return ((__typeof__(vips_pngsave_buffer) *)api->pngsave_buffer)(in, bytes, length, "strip",
                                                                   TRUE, NULL);
}

/// `vips_webpsave_buffer`.
static inline int CLibVips_webpsave(const CLibVips_API *api, VipsImage *in, void **bytes,
                                    size_t *length, int quality) {
  return ((__typeof__(vips_webpsave_buffer) *)api->webpsave_buffer)(
      in, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

/// `vips_image_get_int(image, "orientation", ...)`: 1 when the image has no EXIF orientation.
static inline int CLibVips_orientation(const CLibVips_API *api, VipsImage *image) {
  int value = 1;
  if (api->image_get_typeof(image, VIPS_META_ORIENTATION) &&
      api->image_get_int(image, VIPS_META_ORIENTATION, &value) == 0)
    return value;
  return 1;
}

/// `g_object_unref` of a `VipsImage` (Swift cannot see that a VipsImage is a GObject).
static inline void CLibVips_unref(VipsImage *image) { g_object_unref(image); }

#endif
