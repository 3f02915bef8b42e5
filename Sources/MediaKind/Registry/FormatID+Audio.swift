// The format ids of `FormatRegistry.audio` (`FormatRegistry+Audio.swift`), in table order.
extension FormatID {
  /// `wav`: WAVE audio.
  public static let wav = FormatID(rawValue: "wav")
  /// `aiff`: AIFF audio.
  public static let aiff = FormatID(rawValue: "aiff")
  /// `aifc`: AIFF-C audio.
  public static let aifc = FormatID(rawValue: "aifc")
  /// `flac`: FLAC audio.
  public static let flac = FormatID(rawValue: "flac")
  /// `opus`: Ogg Opus audio.
  public static let opus = FormatID(rawValue: "opus")
  /// `ogg`: Ogg audio (Vorbis, Speex, FLAC).
  public static let ogg = FormatID(rawValue: "ogg")
  /// `caf`: Core Audio Format.
  public static let caf = FormatID(rawValue: "caf")
  /// `amr`: AMR speech audio.
  public static let amr = FormatID(rawValue: "amr")
  /// `midi`: Standard MIDI file.
  public static let midi = FormatID(rawValue: "midi")
  /// `ape`: Monkey's Audio.
  public static let ape = FormatID(rawValue: "ape")
  /// `wv`: WavPack audio.
  public static let wv = FormatID(rawValue: "wv")
  /// `tta`: True Audio.
  public static let tta = FormatID(rawValue: "tta")
  /// `mpc`: Musepack audio.
  public static let mpc = FormatID(rawValue: "mpc")
  /// `dsf`: DSD stream file.
  public static let dsf = FormatID(rawValue: "dsf")
  /// `dff`: DSDIFF audio.
  public static let dff = FormatID(rawValue: "dff")
  /// `au`: Sun/NeXT audio.
  public static let au = FormatID(rawValue: "au")
  /// `ra`: RealAudio.
  public static let ra = FormatID(rawValue: "ra")
  /// `rm`: RealMedia.
  public static let rm = FormatID(rawValue: "rm")
  /// `rm-audio`: RealMedia audio (no video stream).
  public static let rmAudio = FormatID(rawValue: "rm-audio")
  /// `aa`: Audible audiobook.
  public static let aa = FormatID(rawValue: "aa")
  /// `eac3`: Dolby Digital Plus (E-AC-3).
  public static let eac3 = FormatID(rawValue: "eac3")
  /// `ac3`: Dolby Digital (AC-3).
  public static let ac3 = FormatID(rawValue: "ac3")
  /// `aac`: AAC audio (ADTS).
  public static let aac = FormatID(rawValue: "aac")
  /// `mp3`: MP3 audio (MPEG audio).
  public static let mp3 = FormatID(rawValue: "mp3")
}
