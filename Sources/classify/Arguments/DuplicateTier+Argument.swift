public import ArgumentParser
public import MediaKind

/// `classify duplicates --tier identicalBytes|identicalImageData`.
extension DuplicateTier: ExpressibleByArgument {}
