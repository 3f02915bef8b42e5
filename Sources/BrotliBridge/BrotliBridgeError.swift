/// Why a Brotli stream could not be decoded.
public enum BrotliBridgeError: Error, Sendable, Equatable {
  /// `BrotliDecoderCreateInstance` returned nothing.
  case outOfMemory
  /// The decoder rejected the stream (`BROTLI_DECODER_RESULT_ERROR`), with libbrotli's name
  /// for the error (`_ERROR_FORMAT_PADDING_1`, ...).
  case corrupt(String)
  /// The input ended before the stream did (`BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT`).
  case truncated
  /// The stream decodes to more than the caller's limit (in bytes); decoding stopped there.
  case outputLimitExceeded(Int)
}
