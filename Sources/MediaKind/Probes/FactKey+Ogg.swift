// Fact keys recorded from Ogg streams (`OggProbe`).
extension FactKey {
  /// `Ogg.Stream.<serial>.Codec`: the codec of the logical stream with that serial number
  /// (`vorbis`, `opus`, `theora`, ...), read from its first page.
  public static func oggStreamCodec(serial: UInt32) -> FactKey {
    FactKey(rawValue: "Ogg.Stream.\(serial).Codec")
  }
}
