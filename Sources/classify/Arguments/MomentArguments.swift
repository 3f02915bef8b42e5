import ArgumentParser
import MediaKind
import MediaKindCheck

/// How moments are made (`classify moments`, `albums --type moment`, `assets --in-album`):
/// the thresholds of ``MomentOptions`` and the gazetteer.
struct MomentArguments: ParsableArguments {
  @Option(name: .long, help: "A new moment after this much time without a photo (default 3h; 90m, 1h30m, 600).")
  var gap: String?

  @Option(name: .long, help: "A new moment when consecutive located photos are farther apart (default 1km; 500m, 2km).")
  var distance: String?

  @Option(name: .customLong("cluster-gap"), help: "A cluster (trip) ends after this much time between moments (default 24h).")
  var clusterGap: String?

  @Option(name: .customLong("cluster-distance"), help: "A cluster ends when consecutive moments are farther apart (default 100km).")
  var clusterDistance: String?

  @Option(name: .long, help: "A gazetteer file to name places (a GeoNames dump such as cities1000.txt, or name<TAB>lat<TAB>lon lines; default: the embedded GeoNames cities15000).")
  var places: String?

  @Flag(name: .customLong("no-places"), help: "Name no places (titles are date ranges).")
  var noPlaces = false

  func validate() throws {
    _ = try momentOptions(loadingPlaces: false)
  }

  /// The options these arguments describe (the gazetteer file is read when `loadingPlaces`).
  func momentOptions(loadingPlaces: Bool = true) throws -> MomentOptions {
    var options = MomentOptions()
    if let gap { options.maximumGap = try Self.seconds(gap, "--gap") }
    if let distance { options.maximumDistance = try Self.metres(distance, "--distance") }
    if let clusterGap { options.clusterMaximumGap = try Self.seconds(clusterGap, "--cluster-gap") }
    if let clusterDistance { options.clusterMaximumDistance = try Self.metres(clusterDistance, "--cluster-distance") }
    if noPlaces, places != nil { throw ValidationError("--places and --no-places exclude each other.") }
    if noPlaces { options.gazetteer = nil }
    if let places, loadingPlaces {
      do {
        options.gazetteer = try Gazetteer(contentsOfFile: places)
      } catch {
        throw ValidationError("--places: \(error)")
      }
    }
    return options
  }

  /// Whether any option differs from the defaults.
  var isDefault: Bool {
    gap == nil && distance == nil && clusterGap == nil && clusterDistance == nil && places == nil && !noPlaces
  }

  static func seconds(_ text: String, _ option: String) throws -> Double {
    if text.hasSuffix("d"), let days = Double(text.dropLast()), days >= 0 { return days * 86_400 }
    guard let duration = PolicyDuration(text), duration.seconds >= 0 else {
      throw ValidationError("\(option): '\(text)' is not a duration (write 3h, 90m, 1h30m, 2d or seconds).")
    }
    return duration.seconds
  }

  static func metres(_ text: String, _ option: String) throws -> Double {
    let lower = text.lowercased()
    let value: Double?
    if lower.hasSuffix("km") {
      value = Double(lower.dropLast(2)).map { $0 * 1000 }
    } else if lower.hasSuffix("m") {
      value = Double(lower.dropLast())
    } else {
      value = Double(lower)
    }
    guard let value, value.isFinite, value >= 0 else {
      throw ValidationError("\(option): '\(text)' is not a distance (write 500m, 1km or metres).")
    }
    return value
  }
}
