import ArgumentParser
import MediaKind

/// `--sort` keys: the fetch sort keys, with short aliases.
enum SortKeyArgument: String, CaseIterable, ExpressibleByArgument {
  case date, creationDate, modificationDate, size, fileSize, duration, name

  var key: AssetSortDescriptor.Key {
    switch self {
    case .date, .creationDate: .creationDate
    case .modificationDate: .modificationDate
    case .size, .fileSize: .fileSize
    case .duration: .duration
    case .name: .name
    }
  }
}
