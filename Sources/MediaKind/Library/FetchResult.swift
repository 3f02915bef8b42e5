/// The ordered result of a fetch (PhotoKit's `PHFetchResult`): a random-access collection of
/// assets that shares the library's storage.
///
/// Creating one costs one predicate test per asset and a vector of 32-bit positions for the
/// matches (plus a sort of those positions when asked); the assets themselves are not
/// copied; each is read from the library when it is accessed. Use ``objects(in:)`` to take
/// a batch.
public struct FetchResult: RandomAccessCollection, Sendable {
  private let storage: [Asset]
  let positions: [Int32]

  init(storage: [Asset], positions: [Int32]) {
    self.storage = storage
    self.positions = positions
  }

  /// An empty result.
  public init() {
    storage = []
    positions = []
  }

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of assets in the result.
  public var endIndex: Int { positions.count }

  /// The asset at `index` of the result.
  public subscript(index: Int) -> Asset { storage[Int(positions[index])] }

  /// A batch of assets, in result order.
  public func objects(in range: Range<Int>) -> [Asset] {
    range.clamped(to: startIndex..<endIndex).map { self[$0] }
  }

  /// The number of assets of `mediaType` (PhotoKit's `countOfAssets(with:)`).
  public func countOfAssets(with mediaType: MediaType) -> Int {
    positions.reduce(0) { $0 + (storage[Int($1)].mediaType == mediaType ? 1 : 0) }
  }

  /// The position of the asset with `localIdentifier`, if the result holds it.
  public func firstIndex(ofLocalIdentifier localIdentifier: String) -> Int? {
    positions.firstIndex { storage[Int($0)].localIdentifier == localIdentifier }
  }
}
