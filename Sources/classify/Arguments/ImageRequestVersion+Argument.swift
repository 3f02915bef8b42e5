public import ArgumentParser
public import MediaKindImaging

/// `--image-version current|unadjusted|original` (`classify preview`) lists its values in `--help`
/// and in shell completion.
extension ImageRequestVersion: ExpressibleByArgument {}
