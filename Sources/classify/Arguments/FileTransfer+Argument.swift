public import ArgumentParser
public import MediaKind

/// `--copy`, `--link` or `--move` (`classify import`).
extension FileTransfer: EnumerableFlag {
  public static func name(for value: FileTransfer) -> NameSpecification { .customLong(value.rawValue) }
}
