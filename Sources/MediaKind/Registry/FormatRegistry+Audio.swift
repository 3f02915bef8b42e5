// Audio formats, in match order; MPEG audio frame sync (the weakest signature) last.
// Sources: ExifTool `%magicNumber`, libmagic `audio` magic, `Docs/DetectionRules.md` "Formats and media type".
extension FormatRegistry {
  static let audio: [FormatDescriptor] = [
    FormatDescriptor(
      id: .wav, summary: "WAVE audio", uti: "com.microsoft.waveform-audio", conformsTo: ["public.audio"],
      mimeType: "audio/wav", mediaType: .audio, extensions: ["wav", "wave", "bwf"],
      signatures: [.predicate("RIFF/RF64/RIFX form WAVE", firstBytes: SignatureChecks.riffFirstBytes) { SignatureChecks.riff($0, form: "WAVE") }], family: .riff,
      references: ["Microsoft RIFF WAVE", "EBU Tech 3306 (RF64)"]),
    FormatDescriptor(
      id: .aiff, summary: "AIFF audio", uti: "public.aiff-audio", conformsTo: ["public.audio"],
      mimeType: "audio/aiff", mediaType: .audio, extensions: ["aiff", "aif"],
      signatures: [.predicate("IFF FORM AIFF", firstBytes: [UInt8(ascii: "F")]) { $0.head.matches(ascii: "FORM", at: 0) && $0.head.matches(ascii: "AIFF", at: 8) }],
      family: .aiff, references: ["Apple AIFF 1.3"]),
    FormatDescriptor(
      id: .aifc, summary: "AIFF-C audio", uti: "public.aifc-audio", conformsTo: ["public.audio"],
      mimeType: "audio/x-aifc", mediaType: .audio, extensions: ["aifc", "aif", "aiff"],
      signatures: [.predicate("IFF FORM AIFC", firstBytes: [UInt8(ascii: "F")]) { $0.head.matches(ascii: "FORM", at: 0) && $0.head.matches(ascii: "AIFC", at: 8) }],
      family: .aiff, references: ["Apple AIFF-C draft 1991"]),
    FormatDescriptor(
      id: .flac, summary: "FLAC audio", uti: "org.xiph.flac", conformsTo: ["public.audio"],
      mimeType: "audio/flac", mediaType: .audio, extensions: ["flac"],
      signatures: [.predicate("\"fLaC\" (after any ID3 tag)") { SignatureChecks.afterID3($0, ascii: "fLaC") }], family: .flac,
      references: ["RFC 9639 §6"]),
    FormatDescriptor(
      id: .opus, summary: "Ogg Opus audio", uti: "org.xiph.opus", conformsTo: ["public.audio"],
      mimeType: "audio/ogg", mediaType: .audio, extensions: ["opus", "ogg", "oga"],
      signatures: [.predicate("Ogg with an OpusHead first packet", firstBytes: [UInt8(ascii: "O")]) { SignatureChecks.oggCodec($0.head) == "opus" }],
      family: .ogg, references: ["RFC 7845 §5.1"]),
    FormatDescriptor(
      id: .ogg, summary: "Ogg audio (Vorbis, Speex, FLAC)", uti: "org.xiph.ogg-audio", conformsTo: ["public.audio"],
      mimeType: "audio/ogg", mediaType: .audio, extensions: ["ogg", "oga", "spx"],
      signatures: [.ascii("OggS")], family: .ogg, references: ["RFC 3533 §6"]),
    FormatDescriptor(
      id: .caf, summary: "Core Audio Format", uti: "com.apple.coreaudio-format", conformsTo: ["public.audio"],
      mimeType: "audio/x-caf", mediaType: .audio, extensions: ["caf"],
      signatures: [.ascii("caff")], references: ["Apple Core Audio Format Specification 1.0"]),
    FormatDescriptor(
      id: .amr, summary: "AMR speech audio", uti: "org.3gpp.adaptive-multi-rate-audio", conformsTo: ["public.audio"],
      mimeType: "audio/amr", mediaType: .audio, extensions: ["amr", "awb"],
      signatures: [.ascii("#!AMR\n"), .ascii("#!AMR-WB\n"), .ascii("#!AMR_MC1.0\n"), .ascii("#!AMR-WB_MC1.0\n")],
      references: ["RFC 4867 §5"]),
    FormatDescriptor(
      id: .midi, summary: "Standard MIDI file", uti: "public.midi-audio", conformsTo: ["public.audio"],
      mimeType: "audio/midi", mediaType: .audio, extensions: ["mid", "midi", "smf", "kar"],
      signatures: [.ascii("MThd\0\0\0\u{06}")], references: ["MIDI 1.0 Standard MIDI Files §2.1"]),
    FormatDescriptor(
      id: .ape, summary: "Monkey's Audio", uti: "com.monkeysaudio.ape", conformsTo: ["public.audio"],
      mimeType: "audio/x-ape", mediaType: .audio, extensions: ["ape"],
      signatures: [.predicate("\"MAC \" (after any ID3 tag)") { SignatureChecks.afterID3($0, ascii: "MAC ") }],
      references: ["ExifTool APE.pm"]),
    FormatDescriptor(
      id: .wv, summary: "WavPack audio", uti: "com.wavpack.wv", conformsTo: ["public.audio"],
      mimeType: "audio/x-wavpack", mediaType: .audio, extensions: ["wv", "wvc"],
      signatures: [.ascii("wvpk")], references: ["WavPack 5 file format §2"]),
    FormatDescriptor(
      id: .tta, summary: "True Audio", uti: "com.tausoft.tta", conformsTo: ["public.audio"],
      mimeType: "audio/x-tta", mediaType: .audio, extensions: ["tta"],
      signatures: [.predicate("\"TTA1\" (after any ID3 tag)") { SignatureChecks.afterID3($0, ascii: "TTA1") }],
      references: ["tausoft.org TTA format"]),
    FormatDescriptor(
      id: .mpc, summary: "Musepack audio", uti: "net.musepack.mpc", conformsTo: ["public.audio"],
      mimeType: "audio/x-musepack", mediaType: .audio, extensions: ["mpc", "mp+", "mpp"],
      signatures: [.ascii("MPCK"), .ascii("MP+")], references: ["Musepack SV8 specification"]),
    FormatDescriptor(
      id: .dsf, summary: "DSD stream file", uti: "com.sony.dsf", conformsTo: ["public.audio"],
      mimeType: "audio/x-dsf", mediaType: .audio, extensions: ["dsf"],
      signatures: [.ascii("DSD \u{1C}\0\0\0")], references: ["Sony DSF File Format Specification 1.01"]),
    FormatDescriptor(
      id: .dff, summary: "DSDIFF audio", uti: "com.philips.dff", conformsTo: ["public.audio"],
      mimeType: "audio/x-dff", mediaType: .audio, extensions: ["dff"],
      signatures: [.predicate("FRM8 form DSD", firstBytes: [UInt8(ascii: "F")]) { $0.head.matches(ascii: "FRM8", at: 0) && $0.head.matches(ascii: "DSD ", at: 12) }],
      references: ["Philips DSDIFF 1.5 §3"]),
    FormatDescriptor(
      id: .au, summary: "Sun/NeXT audio", uti: "public.ulaw-audio", conformsTo: ["public.audio"],
      mimeType: "audio/basic", mediaType: .audio, extensions: ["au", "snd"],
      signatures: [.ascii(".snd")], references: ["Sun AU header"]),
    FormatDescriptor(
      id: .ra, summary: "RealAudio", uti: "com.real.realaudio", conformsTo: ["public.audio"],
      mimeType: "audio/x-pn-realaudio", mediaType: .audio, extensions: ["ra"],
      signatures: [.bytes([0x2E, 0x72, 0x61, 0xFD])], references: ["ExifTool Real.pm"]),
    FormatDescriptor(
      id: .rm, summary: "RealMedia", uti: "com.real.realmedia", conformsTo: ["public.movie"],
      mimeType: "application/vnd.rn-realmedia", mediaType: .video, extensions: ["rm", "rmvb"],
      signatures: [.ascii(".RMF")], references: ["ExifTool Real.pm"]),
    FormatDescriptor(
      id: .rmAudio, summary: "RealMedia audio (no video stream)", uti: "com.real.realaudio",
      conformsTo: ["public.audio"], mimeType: "audio/x-pn-realaudio", mediaType: .audio,
      extensions: ["ra", "rm", "rmvb"], signatures: [],
      references: [
        "RealMedia file format (MDPR mime types); ExifTool Real.pm (a single stream's MIME type is the file's)"
      ]),
    FormatDescriptor(
      id: .aa, summary: "Audible audiobook", uti: "com.audible.aa-audio", conformsTo: ["public.audio"],
      mimeType: "audio/audible", mediaType: .audio, extensions: ["aa"],
      signatures: [.bytes([0x57, 0x90, 0x75, 0x36], at: 4)], references: ["ExifTool Audible.pm"]),
    FormatDescriptor(
      id: .eac3, summary: "Dolby Digital Plus (E-AC-3)", uti: "public.enhanced-ac3-audio", conformsTo: ["public.audio"],
      mimeType: "audio/eac3", mediaType: .audio, extensions: ["eac3", "ec3", "ac3"],
      signatures: [.predicate("0B 77 sync, bit-stream id 11-16", firstBytes: [0x0B]) { (11...16).contains(SignatureChecks.ac3BitStreamID($0.head) ?? 0) }],
      references: ["ATSC A/52 Annex E"]),
    FormatDescriptor(
      id: .ac3, summary: "Dolby Digital (AC-3)", uti: "public.ac3-audio", conformsTo: ["public.audio"],
      mimeType: "audio/ac3", mediaType: .audio, extensions: ["ac3"],
      signatures: [.predicate("0B 77 sync, bit-stream id 0-10", firstBytes: [0x0B]) { (SignatureChecks.ac3BitStreamID($0.head) ?? 99) <= 10 }],
      references: ["ATSC A/52 §5.4.1"]),
    FormatDescriptor(
      id: .aac, summary: "AAC audio (ADTS)", uti: "public.aac-audio", conformsTo: ["public.audio"],
      mimeType: "audio/aac", mediaType: .audio, extensions: ["aac", "adts"],
      signatures: [.predicate("ADTS frame header (after any ID3 tag)", firstBytes: SignatureChecks.id3OrFrameSync) { SignatureChecks.adts($0) }],
      family: .mpegAudio, references: ["ISO/IEC 14496-3 §1.A.2.2"]),
    FormatDescriptor(
      id: .mp3, summary: "MP3 audio (MPEG audio)", uti: "public.mp3", conformsTo: ["public.audio"],
      mimeType: "audio/mpeg", mediaType: .audio, extensions: ["mp3", "mp2", "mpga", "mp1"],
      signatures: [
        .scored("ID3v2 tag and/or a chain of valid MPEG audio frame headers", firstBytes: SignatureChecks.id3OrFrameSync) { SignatureChecks.mpegAudio($0) },
        .scored("named .mp3: four chained MPEG audio frames after leading junk") { SignatureChecks.mpegAudioAfterJunk($0) },
      ],
      family: .mpegAudio, references: ["ISO/IEC 11172-3 §2.4.2.3", "id3.org ID3v2.4"]),
  ]
}
