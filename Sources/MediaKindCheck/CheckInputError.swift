public import MediaKind

/// An expected file or a policy that cannot be used, with where the problem is:
/// `expected.jsonl:3: unknown subtype "photoLiv"` (the package's one `FileLineError`).
public typealias CheckInputError = FileLineError
