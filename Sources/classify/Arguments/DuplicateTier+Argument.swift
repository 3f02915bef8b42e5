public import ArgumentParser
public import MediaKind

/// `classify duplicates --tier identicalBytes|identicalImageData|sameShot`.
extension DuplicateTier: ExpressibleByArgument {}
