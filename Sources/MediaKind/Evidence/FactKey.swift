/// The name of one piece of evidence, namespaced like ExifTool groups
/// (`Apple.MakerNote.HDRImageType`, `QuickTime.Keys.com.apple.quicktime.content.identifier`,
/// `GIF.ImageCount`). Rules read facts by key; probes write them.
///
/// Keys are constants declared beside the probe or payload decoder that records them
/// (``heifStereoPair`` in `Probes/FactKey+HEIF.swift`, ``appleHDRImageType`` with
/// `AppleMakerNoteTag.table`), and keys named by the file are made by typed constructors
/// (``quickTimeKey(_:)``, ``xmp(_:_:)``, ``oggStreamCodec(serial:)``). There is no string
/// literal form: a key that no producer declares cannot be written.
public struct FactKey: Sendable, Hashable, CustomStringConvertible, Comparable {
  /// The key's dotted name, as `--explain` prints it.
  public let rawValue: String
  /// A key named `rawValue`: only the key declarations and the decoders of keys a file names
  /// make keys from text.
  init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
