public import ArgumentParser
import MediaKind

/// `--pair-live strict|probable` lists its values in `--help`.
extension LivePairingMode: ExpressibleByArgument {}
