/// Which XMP properties (`XMP.<Prefix>.<Name>` keys) the readers of the facts read: the
/// composition root (the pipeline, from what its readers declare: `FactReaders`) gives one to
/// ``MediaFacts``, so the XMP decoder, a lower layer, records only those properties without
/// asking the layers above what they read. Facts without one keep every property.
public protocol XMPPropertySelection: AnyObject, Sendable {
  /// Whether a reader reads `key` (false for a key that is no XMP property).
  func reads(_ key: FactKey) -> Bool
}
