internal import CXXHash

/// A streaming 128-bit XXH3 digest of bytes (xxHash, the library's own code).
///
/// This is the only file in the package that calls libxxhash. The digest finds files that
/// may hold the same content within one run (duplicates); it is fast (several GB/s, against
/// about 0.2 GB/s for a byte-at-a-time FNV-1a) and not cryptographic: a match it finds is
/// proved by comparing bytes where that matters. Its values are never stored: a value kept
/// across runs uses the package's stable FNV-1a hash.
///
/// Not `Sendable`: one task feeds it.
public final class ContentDigest {
  private let state: OpaquePointer

  /// A digest of no bytes yet.
  ///
  /// The corresponding C functions are `XXH3_createState` and `XXH3_128bits_reset`.
  public init() {
    // XXH3_createState is a malloc of about 600 bytes: a failure is an out-of-memory
    // condition, handled as Swift's own allocations are.
    guard let state = XXH3_createState() else { fatalError("XXH3_createState: out of memory") }
    self.state = state
    XXH3_128bits_reset(state)
  }

  deinit {
    XXH3_freeState(state)
  }

  /// Adds `bytes`.
  ///
  /// The corresponding C function is `XXH3_128bits_update`.
  public func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    XXH3_128bits_update(state, base, bytes.count)
  }

  /// The digest of the bytes added so far (more may be added after).
  ///
  /// The corresponding C function is `XXH3_128bits_digest`.
  public var value: UInt128 {
    let digest = XXH3_128bits_digest(state)
    return UInt128(digest.high64) << 64 | UInt128(digest.low64)
  }

  /// The digest of `bytes` alone.
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt128 {
    let digest = ContentDigest()
    digest.update(bytes)
    return digest.value
  }
}
