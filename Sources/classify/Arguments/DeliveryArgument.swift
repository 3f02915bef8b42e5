import ArgumentParser
import MediaKindImaging

/// `--delivery fast|opportunistic|high`: PhotoKit's delivery modes by short names.
enum DeliveryArgument: String, ExpressibleByArgument, CaseIterable {
  case fast, opportunistic, high

  var mode: ImageDeliveryMode {
    switch self {
    case .fast: .fastFormat
    case .opportunistic: .opportunistic
    case .high: .highQualityFormat
    }
  }
}
