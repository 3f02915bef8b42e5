import ArgumentParser
import MediaKind
import MediaKindCheck

/// Filters, sort and limit of `classify assets` (and `classify albums --album`), turned into
/// the library's ``FetchOptions``.
struct FetchArguments: ParsableArguments {
  @Option(
    name: .long,
    help: "Only assets of this media type (image, video, audio); for `classify albums`, the collections to list (smart, album, moment, all).")
  var type: MediaOrCollectionType?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only assets with this subtype or toolkit flag (repeatable; all must be present): \(MediaSubtypes.named.map(\.name).joined(separator: ", ")).",
      valueName: "name"))
  var subtype: [String] = []

  @Option(name: .customLong("not-subtype"), help: "Only assets without this subtype or flag (repeatable).")
  var notSubtype: [String] = []

  @Option(name: .long, help: "Only assets with a resource whose UTI is or conforms to this one (public.image, com.compuserve.gif, public.camera-raw-image).")
  var uti: String?

  @Option(name: .customLong("min-size"), help: "Smallest total size: bytes, or with a unit (500KB, 1.5MB, 2MiB).")
  var minSize: String?

  @Option(name: .customLong("max-size"), help: "Largest total size (same units).")
  var maxSize: String?

  @Option(name: .customLong("min-duration"), help: "Shortest duration: seconds, or 500ms, 2m, 1m30s (stills count as 0).")
  var minDuration: String?

  @Option(name: .customLong("max-duration"), help: "Longest duration (same units).")
  var maxDuration: String?

  @Option(name: .long, help: "Captured at or after this ISO 8601 date or time (2024-05-01, 2024-05-01T12:00:00+02:00).")
  var from: String?

  @Option(name: .long, help: "Captured at or before this date or time (a bare date includes that whole day).")
  var to: String?

  @Flag(name: .customLong("has-location"), help: "Only assets with a GPS location.")
  var hasLocation = false

  @Option(name: .long, help: "Camera make contains this text (case-insensitive).")
  var make: String?

  @Option(name: .long, help: "Camera model contains this text (case-insensitive).")
  var model: String?

  @Flag(name: .long, help: "Only favourites (rating 5, in the file or an XMP sidecar).")
  var favorite = false

  @Option(name: .long, help: "Sort by date (capture time, else file time), size, duration or name.")
  var sort: SortKeyArgument?

  @Flag(name: .long, help: "Reverse the order (descending).")
  var reverse = false

  @Option(name: .long, parsing: .unconditional, help: "Print at most N assets (0: all).")
  var limit = 0

  @Flag(name: .customLong("all-bursts"), help: "Every burst frame, not only each burst's representative.")
  var allBursts = false

  @Flag(name: .customLong("include-hidden"), help: "Also hidden assets (PhotoKit's includeHiddenAssets; `classify hide`).")
  var includeHidden = false

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp(
      "Only assets matching this predicate in PhotoKit's NSPredicate syntax: \"mediaType == 1 AND (mediaSubtypes & 8) != 0\", \"pixelWidth >= 4000\", \"filename LIKE[c] 'IMG_*'\", \"creationDate >= '2024-01-01'\" (a mistyped key path is answered with the known ones).",
      valueName: "expression"))
  var whereExpression: String?

  func validate() throws {
    _ = try fetchOptions()
  }

  /// Refuses `--type smart|album|moment|all` where no collections are listed.
  func refuseCollectionType(_ command: String) throws {
    if let kind = type?.collectionType {
      throw ValidationError(
        "--type \(kind.rawValue) lists collections: use `classify albums --type \(kind.rawValue)` (\(command) takes --type image, video or audio).")
    }
  }

  /// The fetch options these arguments describe.
  func fetchOptions() throws -> FetchOptions {
    var parts: [AssetPredicate] = []
    if let type = type?.mediaType { parts.append(.mediaType(type)) }
    if !subtype.isEmpty { parts.append(.containsSubtypes(try Self.subtypes(subtype))) }
    if !notSubtype.isEmpty { parts.append(.excludesSubtypes(try Self.subtypes(notSubtype))) }
    if let uti { parts.append(.conformsTo(UniformTypeIdentifier(uti))) }
    if minSize != nil || maxSize != nil {
      parts.append(.fileSize(min: try Self.bytes(minSize, "--min-size"), max: try Self.bytes(maxSize, "--max-size")))
    }
    if minDuration != nil || maxDuration != nil {
      parts.append(
        .duration(
          min: try Self.seconds(minDuration, "--min-duration"),
          max: try Self.seconds(maxDuration, "--max-duration")))
    }
    if from != nil || to != nil {
      parts.append(
        .creationDate(
          from: try Self.instant(from, "--from", endOfDay: false),
          to: try Self.instant(to, "--to", endOfDay: true)))
    }
    if hasLocation { parts.append(.hasLocation(true)) }
    if let make { parts.append(.make(make)) }
    if let model { parts.append(.model(model)) }
    if favorite { parts.append(.isFavorite(true)) }
    if let whereExpression {
      do {
        parts.append(try AssetPredicate(format: whereExpression))
      } catch {
        throw ValidationError("--where: \(error)")
      }
    }
    guard limit >= 0 else { throw ValidationError("--limit must be 0 or more (got \(limit)).") }
    let predicate: AssetPredicate? =
      switch parts.count {
      case 0: nil
      case 1: parts[0]
      default: .and(parts)
      }
    let sortDescriptors = sort.map { [AssetSortDescriptor($0.key, ascending: !reverse)] } ?? []
    return FetchOptions(
      predicate: predicate, sortDescriptors: sortDescriptors, fetchLimit: limit,
      includeAllBurstAssets: allBursts, includeHiddenAssets: includeHidden)
  }

  static func subtypes(_ names: [String]) throws -> MediaSubtypes {
    var set = MediaSubtypes()
    for name in names {
      guard let member = MediaSubtypes(name: name) else {
        throw ValidationError(
          "Unknown subtype '\(name)'. Known: \(MediaSubtypes.named.map(\.name).joined(separator: ", ")).")
      }
      set.insert(member)
    }
    return set
  }

  static func bytes(_ text: String?, _ option: String) throws -> Int? {
    guard let text else { return nil }
    guard let size = ByteSize(text) else {
      throw ValidationError("\(option): '\(text)' is not a size (write 500000, 500KB, 1.5MB or 2MiB).")
    }
    return size.bytes
  }

  static func seconds(_ text: String?, _ option: String) throws -> Double? {
    guard let text else { return nil }
    guard let duration = PolicyDuration(text) else {
      throw ValidationError("\(option): '\(text)' is not a duration (write 30, 30s, 2m, 1m30s or 500ms).")
    }
    return duration.seconds
  }

  static func instant(_ text: String?, _ option: String, endOfDay: Bool) throws -> ISO8601Instant? {
    guard let text else { return nil }
    guard var instant = ISO8601Instant(text) else {
      throw ValidationError("\(option): '\(text)' is not an ISO 8601 date (2024-05-01 or 2024-05-01T12:00:00Z).")
    }
    if endOfDay, text.count == 10 { instant.secondsSince1970 += 86_400 - 0.001 }
    return instant
  }
}
