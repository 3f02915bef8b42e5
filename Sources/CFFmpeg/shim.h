#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/imgutils.h>
#include <libavutil/display.h>
#include <libavutil/log.h>

/// FFmpeg's libraries are loaded at run time (`dlopen`), on the first video frame asked for,
/// not linked: with their dependencies they are about 130 shared libraries, which every
/// `classify` start would otherwise pay for. The headers give every type and signature; the
/// files opened are the ones these headers describe (`libavformat.so.` + its major version,
/// and so on), since Swift reads FFmpeg's structures with these headers' layouts.

/// The FFmpeg functions used, looked up once by ``CFFmpeg_open``.
typedef struct CFFmpeg_API {
  void *avutil, *avcodec, *avformat, *swscale;
  __typeof__(av_log_set_level) *av_log_set_level;
  __typeof__(av_strerror) *av_strerror;
  __typeof__(av_dict_set) *av_dict_set;
  __typeof__(av_dict_free) *av_dict_free;
  __typeof__(av_frame_alloc) *av_frame_alloc;
  __typeof__(av_frame_free) *av_frame_free;
  __typeof__(av_frame_unref) *av_frame_unref;
  __typeof__(av_display_rotation_get) *av_display_rotation_get;
  __typeof__(avcodec_version) *avcodec_version;
  __typeof__(avcodec_alloc_context3) *avcodec_alloc_context3;
  __typeof__(avcodec_free_context) *avcodec_free_context;
  __typeof__(avcodec_parameters_to_context) *avcodec_parameters_to_context;
  __typeof__(avcodec_open2) *avcodec_open2;
  __typeof__(avcodec_send_packet) *avcodec_send_packet;
  __typeof__(avcodec_receive_frame) *avcodec_receive_frame;
  __typeof__(av_packet_alloc) *av_packet_alloc;
  __typeof__(av_packet_free) *av_packet_free;
  __typeof__(av_packet_unref) *av_packet_unref;
  __typeof__(avformat_version) *avformat_version;
  __typeof__(avformat_alloc_context) *avformat_alloc_context;
  __typeof__(avio_open2) *avio_open2;
  __typeof__(avformat_open_input) *avformat_open_input;
  __typeof__(avformat_close_input) *avformat_close_input;
  __typeof__(avformat_find_stream_info) *avformat_find_stream_info;
  __typeof__(av_find_best_stream) *av_find_best_stream;
  __typeof__(av_seek_frame) *av_seek_frame;
  __typeof__(av_read_frame) *av_read_frame;
  __typeof__(av_stream_get_side_data) *av_stream_get_side_data;
  __typeof__(sws_getContext) *sws_getContext;
  __typeof__(sws_freeContext) *sws_freeContext;
  __typeof__(sws_scale) *sws_scale;
} CFFmpeg_API;

#define CFFMPEG_STRING2(x) #x
#define CFFMPEG_STRING(x) CFFMPEG_STRING2(x)
#define CFFMPEG_OPEN(field, library, major)                                                \
  if (!(api->field = dlopen("lib" library ".so." CFFMPEG_STRING(major), RTLD_NOW | RTLD_LOCAL))) { \
    const char *message = dlerror();                                                        \
    return message ? message : "lib" library " could not be loaded";                        \
  }
#define CFFMPEG_LOAD(handle, symbol)                                                        \
  if (!(*(void **)&api->symbol = dlsym(api->handle, #symbol))) return "FFmpeg has no " #symbol;

/// Opens libavutil, libavcodec, libavformat and libswscale, fills `api` and silences FFmpeg's
/// log (damaged files otherwise print to stderr). NULL on success, else a message (from
/// `dlerror` when a library is missing). Called once per process.
static inline const char *CFFmpeg_open(CFFmpeg_API *api) {
  CFFMPEG_OPEN(avutil, "avutil", LIBAVUTIL_VERSION_MAJOR)
  CFFMPEG_OPEN(avcodec, "avcodec", LIBAVCODEC_VERSION_MAJOR)
  CFFMPEG_OPEN(avformat, "avformat", LIBAVFORMAT_VERSION_MAJOR)
  CFFMPEG_OPEN(swscale, "swscale", LIBSWSCALE_VERSION_MAJOR)
  CFFMPEG_LOAD(avutil, av_log_set_level)
  CFFMPEG_LOAD(avutil, av_strerror)
  CFFMPEG_LOAD(avutil, av_dict_set)
  CFFMPEG_LOAD(avutil, av_dict_free)
  CFFMPEG_LOAD(avutil, av_frame_alloc)
  CFFMPEG_LOAD(avutil, av_frame_free)
  CFFMPEG_LOAD(avutil, av_frame_unref)
  CFFMPEG_LOAD(avutil, av_display_rotation_get)
  CFFMPEG_LOAD(avcodec, avcodec_version)
  CFFMPEG_LOAD(avcodec, avcodec_alloc_context3)
  CFFMPEG_LOAD(avcodec, avcodec_free_context)
  CFFMPEG_LOAD(avcodec, avcodec_parameters_to_context)
  CFFMPEG_LOAD(avcodec, avcodec_open2)
  CFFMPEG_LOAD(avcodec, avcodec_send_packet)
  CFFMPEG_LOAD(avcodec, avcodec_receive_frame)
  CFFMPEG_LOAD(avcodec, av_packet_alloc)
  CFFMPEG_LOAD(avcodec, av_packet_free)
  CFFMPEG_LOAD(avcodec, av_packet_unref)
  CFFMPEG_LOAD(avformat, avformat_version)
  CFFMPEG_LOAD(avformat, avformat_alloc_context)
  CFFMPEG_LOAD(avformat, avio_open2)
  CFFMPEG_LOAD(avformat, avformat_open_input)
  CFFMPEG_LOAD(avformat, avformat_close_input)
  CFFMPEG_LOAD(avformat, avformat_find_stream_info)
  CFFMPEG_LOAD(avformat, av_find_best_stream)
  CFFMPEG_LOAD(avformat, av_seek_frame)
  CFFMPEG_LOAD(avformat, av_read_frame)
  CFFMPEG_LOAD(avformat, av_stream_get_side_data)
  CFFMPEG_LOAD(swscale, sws_getContext)
  CFFMPEG_LOAD(swscale, sws_freeContext)
  CFFMPEG_LOAD(swscale, sws_scale)
  api->av_log_set_level(AV_LOG_QUIET);
  return NULL;
}
#undef CFFMPEG_OPEN
#undef CFFMPEG_LOAD

/// What ``CFFmpeg_io_open_once`` lets FFmpeg open: the one input, once. `url` is owned by the
/// caller and outlives the format context.
typedef struct CFFmpeg_InputGate {
  const CFFmpeg_API *api;
  const char *url;
  int opened;
} CFFmpeg_InputGate;

/// The format context's `io_open`: every file a demuxer opens goes through it (the input
/// itself, a QuickTime data reference, an HLS segment, an image sequence's next file). It
/// opens the input's own URL once, read-only, through the `file` protocol alone, and refuses
/// everything else (`EPERM`), so no file of the tree can make FFmpeg read another file or the
/// network.
static int CFFmpeg_io_open_once(AVFormatContext *s, AVIOContext **pb, const char *url, int flags,
                                AVDictionary **options) {
  CFFmpeg_InputGate *gate = (CFFmpeg_InputGate *)s->opaque;
  if (!gate || gate->opened || !url || strcmp(url, gate->url) != 0 || (flags & AVIO_FLAG_WRITE))
    return AVERROR(EPERM);
  gate->opened = 1;
  gate->api->av_dict_set(options, "protocol_whitelist", "file", 0);
  return gate->api->avio_open2(pb, url, AVIO_FLAG_READ, &s->interrupt_callback, options);
}

/// `avformat_open_input` of `url` (a `file:` URL) with nothing else allowed: only the demuxers
/// named in `formats` (`format_whitelist`: no playlist or concat demuxer, which open other
/// files), only the `file` protocol (`protocol_whitelist`), and every open through
/// ``CFFmpeg_io_open_once`` with `gate`, which must outlive the context. `*out` is the
/// context (NULL on failure, when FFmpeg has freed it).
static inline int CFFmpeg_open_input(const CFFmpeg_API *api, AVFormatContext **out, const char *url,
                                     CFFmpeg_InputGate *gate, const char *formats) {
  *out = NULL;
  AVFormatContext *context = api->avformat_alloc_context();
  if (!context) return AVERROR(ENOMEM);
  gate->api = api;
  gate->url = url;
  gate->opened = 0;
  context->opaque = gate;
  context->io_open = CFFmpeg_io_open_once;
  AVDictionary *options = NULL;
  api->av_dict_set(&options, "format_whitelist", formats, 0);
  api->av_dict_set(&options, "protocol_whitelist", "file", 0);
  int status = api->avformat_open_input(&context, url, NULL, &options);
  api->av_dict_free(&options);
  *out = context;
  return status;
}

/// `AVERROR(EAGAIN)` and `AVERROR_EOF` are function-like or composite macros that Swift
/// cannot import.
static inline int CFFmpeg_error_again(void) { return AVERROR(EAGAIN); }
static inline int CFFmpeg_error_eof(void) { return AVERROR_EOF; }
/// `AVERROR(EPERM)` (an open ``CFFmpeg_io_open_once`` refused) and `AVERROR(EINVAL)` (a
/// demuxer or protocol not on the whitelist).
static inline int CFFmpeg_error_permission(void) { return AVERROR(EPERM); }
static inline int CFFmpeg_error_invalid(void) { return AVERROR(EINVAL); }

/// `AV_NOPTS_VALUE` is a cast macro.
static inline int64_t CFFmpeg_no_pts(void) { return AV_NOPTS_VALUE; }

/// The stream's display matrix rotation in degrees (counter-clockwise, as FFmpeg gives it),
/// 0 when the stream has none. `av_stream_get_side_data` returns a byte pointer to nine
/// int32 values.
static inline double CFFmpeg_stream_rotation(const CFFmpeg_API *api, AVStream *stream) {
  size_t size = 0;
  const uint8_t *matrix = api->av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
  if (!matrix || size < 9 * sizeof(int32_t)) return 0;
  return api->av_display_rotation_get((const int32_t *)matrix);
}

#endif
