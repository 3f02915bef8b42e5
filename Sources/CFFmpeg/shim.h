#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/imgutils.h>
#include <libavutil/display.h>
#include <libavutil/log.h>

/// `AVERROR(EAGAIN)` and `AVERROR_EOF` are function-like or composite macros that Swift
/// cannot import.
static inline int CFFmpeg_error_again(void) { return AVERROR(EAGAIN); }
static inline int CFFmpeg_error_eof(void) { return AVERROR_EOF; }

/// `AV_NOPTS_VALUE` is a cast macro.
static inline int64_t CFFmpeg_no_pts(void) { return AV_NOPTS_VALUE; }

/// The stream's display matrix rotation in degrees (counter-clockwise, as FFmpeg gives it),
/// 0 when the stream has none. `av_stream_get_side_data` returns a byte pointer to nine
/// int32 values.
static inline double CFFmpeg_stream_rotation(AVStream *stream) {
  size_t size = 0;
  const uint8_t *matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
  if (!matrix || size < 9 * sizeof(int32_t)) return 0;
  return av_display_rotation_get((const int32_t *)matrix);
}

#endif
