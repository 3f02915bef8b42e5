public import ArgumentParser
public import MediaKindImaging

/// `--format jpeg|png|webp` lists its values in `--help`.
extension ImageEncoding: ExpressibleByArgument {}
