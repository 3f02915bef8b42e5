internal import CFFmpeg
import Foundation

/// Reads one frame of a video file with FFmpeg's libraries (libavformat, libavcodec,
/// libswscale).
///
/// This is the only file that calls FFmpeg. Each call opens the file read-only, decodes the
/// first frame at or after the requested time (or the first decodable one), converts it to RGB
/// scaled to fit ``VideoFrameLimits/maxOutputSide``, and releases everything before it
/// returns. Decoding uses one thread per call; callers bound how many calls run at once.
public enum VideoFrameReader {
  /// FFmpeg's functions, loaded once per process on first use (`dlopen`, `CFFmpeg_open` in
  /// `shim.h`, which also silences FFmpeg's log: damaged files otherwise print to stderr).
  ///
  /// The corresponding C functions are `dlopen`, `dlsym` and `av_log_set_level`.
  static let loaded: FFmpegLoadedLibrary = {
    let table = UnsafeMutablePointer<CFFmpeg_API>.allocate(capacity: 1)
    table.initialize(to: CFFmpeg_API())
    if let failure = CFFmpeg_open(table) {
      return FFmpegLoadedLibrary(api: nil, failure: FFmpegError(step: "load FFmpeg", message: String(cString: failure)))
    }
    return FFmpegLoadedLibrary(api: table, failure: nil)
  }()

  /// The loaded functions (only reached after ``loaded`` succeeded).
  private static var ffmpeg: CFFmpeg_API { loaded.api!.pointee }

  /// The frame shown at `seconds` (the first frame when 0 or before the first one).
  ///
  /// The corresponding C functions are `avformat_open_input`, `avformat_find_stream_info`,
  /// `av_find_best_stream`, `avcodec_parameters_to_context`, `avcodec_open2`, `av_seek_frame`,
  /// `av_read_frame`, `avcodec_send_packet`, `avcodec_receive_frame` and `sws_scale`.
  public static func frame(path: String, at seconds: Double = 0, limits: VideoFrameLimits = VideoFrameLimits())
    throws(FFmpegError) -> VideoFrame
  {
    if let failure = loaded.failure { throw failure }
    // The input as a path that starts with `/` or `./`, which FFmpeg always reads as a file (a
    // relative `concat:a|b`, `http:x` or `subfile,...` would name a protocol), kept alive
    // with the gate for as long as the context (`CFFmpeg_open_input`).
    let url = Array((path.hasPrefix("/") ? path : "./" + path).utf8CString)
    let urlStorage = UnsafeMutablePointer<CChar>.allocate(capacity: url.count)
    urlStorage.initialize(from: url, count: url.count)
    let gate = UnsafeMutablePointer<CFFmpeg_InputGate>.allocate(capacity: 1)
    gate.initialize(to: CFFmpeg_InputGate())
    var format: UnsafeMutablePointer<AVFormatContext>?
    defer {
      ffmpeg.avformat_close_input(&format)
      gate.deallocate()
      urlStorage.deallocate()
    }
    var status = CFFmpeg_open_input(loaded.api, &format, urlStorage, gate, demuxers)
    guard status >= 0, let context = format else {
      throw status == CFFmpeg_error_permission() || status == CFFmpeg_error_invalid()
        ? FFmpegError(step: "open", message: "refused: not a single-file video FFmpeg may open (\(error("open", status).message))")
        : error("open", status)
    }
    status = ffmpeg.avformat_find_stream_info(context, nil)
    guard status >= 0 else { throw error("stream info", status) }

    var decoder: UnsafePointer<AVCodec>?
    let index = ffmpeg.av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
    guard index >= 0, let decoder, let streams = context.pointee.streams,
      let stream = streams[Int(index)], let parameters = stream.pointee.codecpar
    else { throw error("video stream", index < 0 ? index : -1) }
    let codedWidth = Int(parameters.pointee.width)
    let codedHeight = Int(parameters.pointee.height)
    guard codedWidth > 0, codedHeight > 0 else {
      throw FFmpegError(step: "video stream", message: "no frame size")
    }
    guard codedWidth.multipliedReportingOverflow(by: codedHeight).partialValue <= limits.maxPixels,
      codedWidth <= 65_536, codedHeight <= 65_536
    else {
      throw FFmpegError(
        step: "limits", message: "\(codedWidth)x\(codedHeight) is over the pixel limit \(limits.maxPixels)")
    }

    var codec = ffmpeg.avcodec_alloc_context3(decoder)
    guard let codecContext = codec else { throw FFmpegError(step: "decoder", message: "out of memory") }
    defer { ffmpeg.avcodec_free_context(&codec) }
    status = ffmpeg.avcodec_parameters_to_context(codecContext, parameters)
    guard status >= 0 else { throw error("decoder", status) }
    codecContext.pointee.thread_count = 1
    status = ffmpeg.avcodec_open2(codecContext, decoder, nil)
    guard status >= 0 else { throw error("decoder", status) }

    let timeBase = stream.pointee.time_base
    let secondsPerTick = timeBase.den != 0 ? Double(timeBase.num) / Double(timeBase.den) : 0
    var target: Int64?
    if seconds > 0, secondsPerTick > 0 {
      let ticks = Int64(clamping: Int(seconds / secondsPerTick))
      target = ticks
      // A failed seek leaves the demuxer at the start: the first frame is then used.
      _ = ffmpeg.av_seek_frame(context, index, ticks, AVSEEK_FLAG_BACKWARD)
    }

    var packet = ffmpeg.av_packet_alloc()
    var frame = ffmpeg.av_frame_alloc()
    defer {
      ffmpeg.av_packet_free(&packet)
      ffmpeg.av_frame_free(&frame)
    }
    guard let packet, let frame else { throw FFmpegError(step: "decode", message: "out of memory") }

    var decoded = false
    var lastError: Int32 = 0
    var packets = 0
    var draining = false
    decoding: while !decoded {
      if !draining {
        guard packets < limits.maxPackets else { break }
        let read = ffmpeg.av_read_frame(context, packet)
        if read < 0 {
          draining = true
          _ = ffmpeg.avcodec_send_packet(codecContext, nil)
        } else {
          packets += 1
          if packet.pointee.stream_index == index {
            let sent = ffmpeg.avcodec_send_packet(codecContext, packet)
            if sent < 0 && sent != CFFmpeg_error_again() { lastError = sent }
          }
          ffmpeg.av_packet_unref(packet)
        }
      }
      while true {
        let received = ffmpeg.avcodec_receive_frame(codecContext, frame)
        if received == CFFmpeg_error_again() { break }
        if received < 0 {
          if received != CFFmpeg_error_eof() { lastError = received }
          break decoding
        }
        let pts = frame.pointee.best_effort_timestamp
        if let target, pts != CFFmpeg_no_pts(), pts < target, !draining {
          ffmpeg.av_frame_unref(frame)
          continue
        }
        decoded = true
        break
      }
      if draining && !decoded { break }
    }
    guard decoded else {
      if lastError < 0 { throw error("decode", lastError) }
      throw FFmpegError(step: "decode", message: "no frame decoded in \(packets) packets")
    }
    defer { ffmpeg.av_frame_unref(frame) }

    let width = Int(frame.pointee.width)
    let height = Int(frame.pointee.height)
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= limits.maxPixels
    else { throw FFmpegError(step: "decode", message: "frame size \(width)x\(height)") }
    let scale = min(1.0, Double(limits.maxOutputSide) / Double(max(width, height)))
    let outWidth = max(1, Int((Double(width) * scale).rounded()))
    let outHeight = max(1, Int((Double(height) * scale).rounded()))
    guard
      let scaler = ffmpeg.sws_getContext(
        Int32(width), Int32(height), AVPixelFormat(frame.pointee.format), Int32(outWidth),
        Int32(outHeight), AV_PIX_FMT_RGB24, Int32(SWS_BILINEAR), nil, nil, nil)
    else { throw FFmpegError(step: "convert", message: "unsupported pixel format \(frame.pointee.format)") }
    defer { ffmpeg.sws_freeContext(scaler) }

    // swscale may write whole SIMD blocks past a row's end: rows get a 64-byte-aligned stride
    // and the buffer a spare row, then they are packed.
    let rowBytes = outWidth * 3
    let stride = (rowBytes + 63) & ~63
    var padded = [UInt8](repeating: 0, count: stride * (outHeight + 1) + 64)
    let rows = padded.withUnsafeMutableBufferPointer { out -> Int32 in
      var destination: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
      var strides: [Int32] = [Int32(stride), 0, 0, 0]
      return withUnsafeBytes(of: &frame.pointee.data) { data in
        withUnsafeBytes(of: &frame.pointee.linesize) { lines in
          ffmpeg.sws_scale(
            scaler, data.bindMemory(to: UnsafePointer<UInt8>?.self).baseAddress,
            lines.bindMemory(to: Int32.self).baseAddress, 0, Int32(height), &destination, &strides)
        }
      }
    }
    guard rows == Int32(outHeight) else {
      throw FFmpegError(step: "convert", message: "scaled \(rows) of \(outHeight) rows")
    }
    var rgb: [UInt8] = []
    rgb.reserveCapacity(rowBytes * outHeight)
    for row in 0..<outHeight { rgb += padded[(row * stride)..<(row * stride + rowBytes)] }
    let counterClockwise = CFFmpeg_stream_rotation(loaded.api, stream)
    let clockwise = ((Int((-counterClockwise / 90).rounded()) % 4) + 4) % 4 * 90
    let pts = frame.pointee.best_effort_timestamp
    return VideoFrame(
      width: outWidth, height: outHeight, rgb: rgb, clockwiseRotation: clockwise,
      time: pts == CFFmpeg_no_pts() ? nil : Double(pts) * secondsPerTick,
      codedWidth: codedWidth, codedHeight: codedHeight)
  }

  /// The demuxers FFmpeg may use (`format_whitelist`): the movie containers MediaKind
  /// classifies as video and the elementary streams inside them. Left out on purpose: every
  /// demuxer that opens other files or URLs (HLS `.m3u8`, DASH, `ffconcat`/concat, image
  /// sequences, SDP/RTSP, ...), so a playlist in a scanned tree shows nothing it points to
  /// (`Docs/Reliability.md`, "Decoders: no file but the input").
  public static let demuxers =
    "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,asf,flv,live_flv,mpegts,mpeg,mpegvideo,m4v,h264,hevc,"
    + "ogg,dv,wtv,mxf,r3d,flic"

  /// The libavformat and libavcodec versions (`59.27.100`).
  ///
  /// The corresponding C functions are `avformat_version` and `avcodec_version`.
  public static var versions: String {
    guard loaded.failure == nil else { return "FFmpeg unavailable" }
    func text(_ v: UInt32) -> String { "\(v >> 16).\((v >> 8) & 0xFF).\(v & 0xFF)" }
    return "libavformat \(text(ffmpeg.avformat_version())), libavcodec \(text(ffmpeg.avcodec_version()))"
  }

  /// FFmpeg's message for an error code.
  ///
  /// The corresponding C function is `av_strerror`.
  private static func error(_ step: String, _ code: Int32) -> FFmpegError {
    var buffer = [CChar](repeating: 0, count: 128)
    _ = ffmpeg.av_strerror(code, &buffer, buffer.count)
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return FFmpegError(step: step, message: message.isEmpty ? "error \(code)" : message)
  }
}
