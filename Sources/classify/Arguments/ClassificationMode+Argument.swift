public import ArgumentParser
import MediaKind

/// `--mode fast|thorough` lists its values in `--help`.
extension ClassificationMode: ExpressibleByArgument {}
