/// PhotoKit's `PHCollectionListSubtype`: the minor kind of a ``CollectionList``.
///
/// Raw values are PhotoKit's (`Photos/PhotosTypes.h`): `momentListCluster = 1`,
/// `momentListYear = 2`, `regularFolder = 100`, `smartFolderEvents = 200`,
/// `smartFolderFaces = 201`, and `any = Int.max` (NSIntegerMax) for fetching every subtype.
public struct CollectionListSubtype: RawRepresentable, Sendable, Hashable, Codable {
  /// PhotoKit's raw value.
  public let rawValue: Int
  /// A subtype from its PhotoKit raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Moments of one trip: consecutive moments close in time and place.
  public static let momentListCluster = Self(rawValue: 1)
  /// Moments of one calendar year (in each asset's own offset).
  public static let momentListYear = Self(rawValue: 2)
  /// A folder of albums and folders.
  public static let regularFolder = Self(rawValue: 100)
  /// iPhoto Events (never built from files).
  public static let smartFolderEvents = Self(rawValue: 200)
  /// iPhoto Faces (never built from files).
  public static let smartFolderFaces = Self(rawValue: 201)
  /// Every subtype (a fetch argument, never a list's own subtype).
  public static let any = Self(rawValue: Int.max)

  /// Every named subtype with PhotoKit's Swift case name.
  public static let named: [(name: String, value: Self)] = [
    ("momentListCluster", .momentListCluster), ("momentListYear", .momentListYear),
    ("regularFolder", .regularFolder), ("smartFolderEvents", .smartFolderEvents),
    ("smartFolderFaces", .smartFolderFaces), ("any", .any),
  ]

  /// PhotoKit's Swift case name, or `nil` for a number PhotoKit does not name.
  public var name: String? { Self.named.first { $0.value == self }?.name }

  /// Whether a fetch for `self` returns lists of subtype `other`.
  public func matches(_ other: Self) -> Bool { self == .any || self == other }
}
