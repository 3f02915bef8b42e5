internal import CBrotli

/// The owner of one libbrotli decoder (`BrotliDecoderState`).
///
/// This is the only file in the package that calls libbrotli. A decoder decodes one Brotli
/// stream (RFC 7932) held in memory, in 64 KiB steps, and never produces more than the
/// caller's limit: a hostile stream that would expand without end (Brotli reaches ratios in
/// the thousands) costs at most the limit plus the decoder's window (at most 16 MiB: the
/// large-window extension stays off), and time in proportion to the output.
public struct BrotliDecoder: ~Copyable {
  private let state: OpaquePointer

  /// The output step: how much is decoded per call into libbrotli.
  static let step = 64 << 10

  /// A fresh decoder.
  ///
  /// The corresponding C function is `BrotliDecoderCreateInstance` (default allocator).
  public init() throws(BrotliBridgeError) {
    guard let state = BrotliDecoderCreateInstance(nil, nil, nil) else {
      throw BrotliBridgeError.outOfMemory
    }
    self.state = state
  }

  deinit {
    BrotliDecoderDestroyInstance(state)
  }

  /// Decodes the whole stream `input`; throws ``BrotliBridgeError/outputLimitExceeded(_:)``
  /// as soon as the output would pass `maxOutput` bytes. Bytes after the end of the stream
  /// are ignored.
  ///
  /// The corresponding C functions are `BrotliDecoderDecompressStream`,
  /// `BrotliDecoderGetErrorCode` and `BrotliDecoderErrorString`.
  public func decompress(_ input: UnsafeRawBufferPointer, maxOutput: Int)
    throws(BrotliBridgeError) -> [UInt8]
  {
    let limit = max(0, maxOutput)
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: Self.step)
    var availableIn = input.count
    var nextIn: UnsafePointer<UInt8>? = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
    // An empty buffer has no base address; libbrotli wants a pointer even for 0 bytes.
    let empty: [UInt8] = [0]
    return try empty.withUnsafeBufferPointer { emptyBuffer throws(BrotliBridgeError) -> [UInt8] in
      if nextIn == nil { nextIn = emptyBuffer.baseAddress }
      while true {
        // One byte of room past the limit tells a stream that ends exactly there from one
        // that goes on.
        let room = min(Self.step, limit - output.count + 1)
        var availableOut = room
        let result = chunk.withUnsafeMutableBufferPointer { buffer in
          var nextOut: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
          return BrotliDecoderDecompressStream(
            state, &availableIn, &nextIn, &availableOut, &nextOut, nil)
        }
        let produced = room - availableOut
        if output.count + produced > limit { throw BrotliBridgeError.outputLimitExceeded(limit) }
        output.append(contentsOf: chunk[0..<produced])
        switch result {
        case BROTLI_DECODER_RESULT_SUCCESS:
          return output
        case BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT:
          throw BrotliBridgeError.truncated
        case BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT:
          if produced == 0 { throw BrotliBridgeError.corrupt("no progress") }
        default:
          let code = BrotliDecoderGetErrorCode(state)
          let name = BrotliDecoderErrorString(code).map { String(cString: $0) } ?? "error"
          throw BrotliBridgeError.corrupt(name)
        }
      }
    }
  }

  /// Decodes the Brotli stream `bytes` with a fresh decoder (see
  /// ``decompress(_:maxOutput:)``).
  public static func decompress(_ bytes: [UInt8], maxOutput: Int) throws(BrotliBridgeError)
    -> [UInt8]
  {
    let decoder = try BrotliDecoder()
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(BrotliBridgeError) -> [UInt8] in
        try decoder.decompress(raw, maxOutput: maxOutput)
      }
    }
    return try result.get()
  }
}
