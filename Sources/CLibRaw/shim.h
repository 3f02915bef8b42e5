#ifndef CLIBRAW_SHIM_H
#define CLIBRAW_SHIM_H
#include <stddef.h>

/// libraw (the thread-safe `libraw_r`) is loaded at run time (`dlopen`), on the first RAW file
/// that needs rendering, not linked: most runs never render RAW data (a RAW's embedded preview
/// is used whenever it is large enough). The library opened is the one the headers describe
/// (`libraw_r.so.` + `LIBRAW_SHLIB_CURRENT`, 20 for Debian 12's libraw 0.20.2).
///
/// Built without libraw's headers (`libraw-dev`; on a system that has none, such as macOS
/// without Homebrew's libraw), every function below still exists and reports that libraw is
/// not available, so the package builds everywhere and a RAW render is `unsupported`.
///
/// libraw's data structure is large and version-dependent; Swift sees only the small
/// `CLibRaw_Decode` below, filled by these wrappers.

/// One decode: the sizes libraw reports when it opens the file, then the image it renders.
typedef struct CLibRaw_Decode {
  void *handle;          // libraw_data_t *, NULL when nothing is open
  void *processed;       // libraw_processed_image_t *, NULL until rendered
  int width, height;     // the output size libraw will render (before half size), after `open`
  int rawWidth, rawHeight;
  int flip;              // 0 none, 3 180°, 5 90° counter-clockwise, 6 90° clockwise
  int imageWidth, imageHeight, colors, bits;  // the rendered image, after `render`
  const unsigned char *pixels;                // its pixels, interleaved, `bits` per sample
  size_t pixelBytes;
  int corruptions;       // data errors libraw met and went past (its data callback)
  int firstCorruption;   // the file offset of the first one
} CLibRaw_Decode;

#if __has_include(<libraw/libraw.h>)
#include <dlfcn.h>
#include <libraw/libraw.h>

#define CLIBRAW_STRING2(x) #x
#define CLIBRAW_STRING(x) CLIBRAW_STRING2(x)

/// The libraw functions used, looked up once by `CLibRaw_open`.
typedef struct CLibRaw_API {
  void *handle;
  __typeof__(libraw_init) *init;
  __typeof__(libraw_open_file) *open_file;
  __typeof__(libraw_unpack) *unpack;
  __typeof__(libraw_dcraw_process) *dcraw_process;
  __typeof__(libraw_dcraw_make_mem_image) *make_mem_image;
  __typeof__(libraw_dcraw_clear_mem) *clear_mem;
  __typeof__(libraw_close) *close;
  __typeof__(libraw_strerror) *strerror;
  __typeof__(libraw_version) *version;
  __typeof__(libraw_set_dataerror_handler) *set_dataerror_handler;
} CLibRaw_API;

#define CLIBRAW_LOAD(field, symbol)                                                      \
  if (!(*(void **)&api->field = dlsym(api->handle, #symbol))) return "libraw has no " #symbol;

/// Loads libraw into `api` (once per process: the caller keeps `api`): NULL, or why not.
static const char *CLibRaw_open(CLibRaw_API *api) {
  api->handle = dlopen("libraw_r.so." CLIBRAW_STRING(LIBRAW_SHLIB_CURRENT), RTLD_NOW | RTLD_LOCAL);
  if (!api->handle) return dlerror();
  CLIBRAW_LOAD(init, libraw_init)
  CLIBRAW_LOAD(open_file, libraw_open_file)
  CLIBRAW_LOAD(unpack, libraw_unpack)
  CLIBRAW_LOAD(dcraw_process, libraw_dcraw_process)
  CLIBRAW_LOAD(make_mem_image, libraw_dcraw_make_mem_image)
  CLIBRAW_LOAD(clear_mem, libraw_dcraw_clear_mem)
  CLIBRAW_LOAD(close, libraw_close)
  CLIBRAW_LOAD(strerror, libraw_strerror)
  CLIBRAW_LOAD(version, libraw_version)
  CLIBRAW_LOAD(set_dataerror_handler, libraw_set_dataerror_handler)
  return NULL;
}

/// libraw's version (`0.20.2-Release`); only after a successful `CLibRaw_open`.
static const char *CLibRaw_version(const CLibRaw_API *api) { return api->version(); }

/// libraw's message for an error code.
static const char *CLibRaw_strerror(const CLibRaw_API *api, int code) { return api->strerror(code); }

/// Counts the data errors libraw goes past instead of printing them on stderr (its default).
static void CLibRaw_count_corruption(void *data, const char *file, const int offset) {
  (void)file;
  CLibRaw_Decode *decode = (CLibRaw_Decode *)data;
  if (decode->corruptions++ == 0) decode->firstCorruption = offset;
}

/// Opens `path` and reads its sizes: 0, or libraw's error code (`decode` must be zeroed;
/// `CLibRaw_release` it either way).
static int CLibRaw_begin(const CLibRaw_API *api, const char *path, CLibRaw_Decode *decode) {
  libraw_data_t *raw = api->init(0);
  if (!raw) return LIBRAW_UNSUFFICIENT_MEMORY;
  decode->handle = raw;
  api->set_dataerror_handler(raw, CLibRaw_count_corruption, decode);
  int code = api->open_file(raw, path);
  if (code != LIBRAW_SUCCESS) return code;
  decode->width = raw->sizes.width;
  decode->height = raw->sizes.height;
  decode->rawWidth = raw->sizes.raw_width;
  decode->rawHeight = raw->sizes.raw_height;
  decode->flip = raw->sizes.flip;
  return LIBRAW_SUCCESS;
}

/// Unpacks and renders the open file as 8-bit sRGB (libraw's defaults: camera white balance
/// when the file has it, AHD demosaicing, or half size when `half`): 0, or libraw's error code.
/// `*step` names the step that failed.
static int CLibRaw_render(const CLibRaw_API *api, CLibRaw_Decode *decode, int half, const char **step) {
  libraw_data_t *raw = (libraw_data_t *)decode->handle;
  raw->params.half_size = half ? 1 : 0;
  raw->params.use_camera_wb = 1;
  raw->params.output_bps = 8;
  *step = "unpack";
  int code = api->unpack(raw);
  if (code != LIBRAW_SUCCESS) return code;
  *step = "process";
  code = api->dcraw_process(raw);
  if (code != LIBRAW_SUCCESS) return code;
  *step = "image";
  libraw_processed_image_t *image = api->make_mem_image(raw, &code);
  if (!image) return code != LIBRAW_SUCCESS ? code : LIBRAW_UNSUFFICIENT_MEMORY;
  decode->processed = image;
  decode->imageWidth = image->width;
  decode->imageHeight = image->height;
  decode->colors = image->colors;
  decode->bits = image->bits;
  decode->pixels = image->data;
  decode->pixelBytes = image->data_size;
  return image->type == LIBRAW_IMAGE_BITMAP ? LIBRAW_SUCCESS : LIBRAW_UNSPECIFIED_ERROR;
}

/// Frees what `CLibRaw_begin` and `CLibRaw_render` made.
static void CLibRaw_release(const CLibRaw_API *api, CLibRaw_Decode *decode) {
  if (decode->processed) api->clear_mem((libraw_processed_image_t *)decode->processed);
  if (decode->handle) api->close((libraw_data_t *)decode->handle);
  decode->processed = NULL;
  decode->handle = NULL;
}

/// libraw's code for a file it does not know (not a RAW file it reads). Every other code
/// (an I/O or data error: the file ends early, its data are damaged) is damage.
static int CLibRaw_isUnsupported(int code) {
  return code == LIBRAW_FILE_UNSUPPORTED || code == LIBRAW_NOT_IMPLEMENTED;
}

/// libraw's code for a file too large for its own memory limit.
static int CLibRaw_isTooLarge(int code) {
  return code == LIBRAW_TOO_BIG || code == LIBRAW_UNSUFFICIENT_MEMORY || code == LIBRAW_MEMPOOL_OVERFLOW;
}

#else
// Built without libraw's headers: nothing to load.
typedef struct CLibRaw_API { void *handle; } CLibRaw_API;
static const char *CLibRaw_open(CLibRaw_API *api) { (void)api; return "MediaKind was built without libraw (libraw-dev)"; }
static const char *CLibRaw_version(const CLibRaw_API *api) { (void)api; return ""; }
static const char *CLibRaw_strerror(const CLibRaw_API *api, int code) { (void)api; (void)code; return "libraw is not available"; }
static int CLibRaw_begin(const CLibRaw_API *api, const char *path, CLibRaw_Decode *decode) {
  (void)api; (void)path; (void)decode; return -1;
}
static int CLibRaw_render(const CLibRaw_API *api, CLibRaw_Decode *decode, int half, const char **step) {
  (void)api; (void)decode; (void)half; *step = "render"; return -1;
}
static void CLibRaw_release(const CLibRaw_API *api, CLibRaw_Decode *decode) { (void)api; (void)decode; }
static int CLibRaw_isUnsupported(int code) { (void)code; return 1; }
static int CLibRaw_isTooLarge(int code) { (void)code; return 0; }
#endif

#endif
