import ArgumentParser
import MediaKind

/// `--sort` keys: the fetch sort keys, with short aliases.
enum SortKeyArgument: String, CaseIterable, ExpressibleByArgument {
  case date, creationDate, size, fileSize, duration, name

  var key: AssetSortDescriptor.Key {
    switch self {
    case .date, .creationDate: .creationDate
    case .size, .fileSize: .fileSize
    case .duration: .duration
    case .name: .name
    }
  }
}
