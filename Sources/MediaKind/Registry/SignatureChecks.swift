/// Shared checks that signature predicates use: small, pure functions of the sniff input.
///
/// Each cites where its rule comes from; the registry tables call them by name so the table
/// stays one line per format.
enum SignatureChecks {
  /// The position after a leading ID3v2 tag (0 when there is none). Audio formats that allow
  /// a prepended ID3 tag (MP3, AAC, FLAC, TTA, APE) are recognised after it.
  static func afterID3(_ head: [UInt8]) -> Int {
    var position = 0
    // Some files carry several tags in a row; follow at most a few.
    for _ in 0..<4 {
      guard let length = ID3v2Tag.length(head, at: position) else { break }
      position += length
    }
    return position
  }

  /// ASCII `text` at the position after any ID3v2 tag.
  static func afterID3(_ input: SniffInput, ascii text: StaticString) -> Bool {
    input.head.matches(ascii: text, at: afterID3(input.head))
  }

  /// The IFD0 of a TIFF header at offset 0 (classic or BigTIFF), read from the head only.
  static func tiffIFD0(_ head: [UInt8]) -> TIFFDirectory? {
    guard let walker = TIFFWalker(bytes: head), let offset = walker.firstIFDOffset else {
      return nil
    }
    return try? walker.directory(at: offset).0
  }

  /// How strongly a TIFF header says "this RAW format": its own extension (100, or 50 when
  /// IFD0 names another maker), IFD0 `Make` starting with one of `prefixes` under a foreign
  /// extension (60), and never for `.tif`/`.tiff`, which stay TIFF as in ExifTool.
  static func tiffRaw(_ input: SniffInput, make prefixes: [String], extensions: [String]) -> Int {
    guard TIFFWalker(bytes: input.head) != nil,
      input.fileExtension != "tif", input.fileExtension != "tiff"
    else { return 0 }
    let make = input.tiffIFD0?[0x010F]?.string?.uppercased()
    let makeMatches = make.map { m in prefixes.contains(where: { m.hasPrefix($0) }) } ?? false
    if extensions.contains(input.fileExtension) {
      return makeMatches || make == nil || prefixes.isEmpty ? 100 : 50
    }
    if makeMatches && !knownRawExtensions.contains(input.fileExtension) { return 60 }
    return 0
  }

  /// Extensions of the TIFF-based RAW formats, so a Make shared by two formats (Nikon NEF
  /// and NRW) lets the extension choose.
  static let knownRawExtensions: Set<String> = [
    "nef", "nrw", "arw", "sr2", "srf", "pef", "srw", "3fr", "iiq", "erf", "dng", "cr2", "dcr",
    "kdc", "mos",
  ]


  /// The first bytes of a TIFF header (`II` or `MM`), for TIFF-based signatures.
  static let tiffFirstBytes: [UInt8] = [UInt8(ascii: "I"), UInt8(ascii: "M")]
  /// An ID3v2 tag (`ID3`) or an MPEG audio frame sync (`FF`): the starts of MP3 and ADTS.
  static let id3OrFrameSync: [UInt8] = [UInt8(ascii: "I"), 0xFF]
  /// The first bytes of `RIFF`, `RF64` and `RIFX`.
  static let riffFirstBytes: [UInt8] = [UInt8(ascii: "R")]

  /// The box types an old QuickTime movie may start with.
  static let movieLevelTypes: Set<FourCC> = ["moov", "mdat", "wide", "free", "skip", "pnot"]

  /// A QuickTime movie without `ftyp` (old `.mov`): the first box is a movie-level box with a
  /// plausible size (`Docs/DetectionRules.md` "Formats and media type").
  static func quickTimeWithoutFileType(_ input: SniffInput) -> Bool {
    let head = input.head
    guard let size = head.integer(at: 0, as: UInt32.self),
      let type = head.integer(at: 4, as: UInt32.self)
    else { return false }
    guard movieLevelTypes.contains(FourCC(type)) else { return false }
    if size == 1 { return head.integer(at: 8, as: UInt32.self) != nil }
    guard size >= 8, Int(size) <= max(input.fileSize, 8) else { return false }
    // A following box must also look like a box when it is inside the head.
    let next = Int(size)
    if next + 8 <= head.count, let nextType = head.integer(at: next + 4, as: UInt32.self) {
      return (0..<4).allSatisfy { i in
        let byte = UInt8(truncatingIfNeeded: nextType >> (24 - 8 * i))
        return (0x20...0x7E).contains(byte) || byte == 0xA9
      }
    }
    return true
  }

  /// A RIFF (or RF64/RIFX) file with form type `form` at offset 8.
  static func riff(_ input: SniffInput, form: StaticString) -> Bool {
    let head = input.head
    return (head.matches(ascii: "RIFF", at: 0) || head.matches(ascii: "RF64", at: 0)
      || head.matches(ascii: "RIFX", at: 0)) && head.matches(ascii: form, at: 8)
  }

  /// The Ogg codec of the first logical stream: the first packet's identification header at
  /// offset 28 of the first page (`OggS`, 27-byte page header, 1-byte segment table for a
  /// single-segment first page). Spec: RFC 3533; codec ids from each codec's spec.
  static func oggCodec(_ head: [UInt8]) -> String? {
    guard head.matches(ascii: "OggS", at: 0), let segments = head.integer(at: 26, as: UInt8.self)
    else { return nil }
    let packet = 27 + Int(segments)
    if head.matches([0x01], at: packet) && head.matches(ascii: "vorbis", at: packet + 1) {
      return "vorbis"
    }
    if head.matches(ascii: "OpusHead", at: packet) { return "opus" }
    if head.matches(ascii: "Speex   ", at: packet) { return "speex" }
    if head.matches([0x7F], at: packet) && head.matches(ascii: "FLAC", at: packet + 1) {
      return "flac"
    }
    if head.matches([0x80], at: packet) && head.matches(ascii: "theora", at: packet + 1) {
      return "theora"
    }
    if head.matches(ascii: "fishead", at: packet) { return "skeleton" }
    if head.matches([0x80], at: packet) && head.matches(ascii: "kate", at: packet + 1) {
      return "kate"
    }
    return nil
  }

  /// The Matroska EBML DocType (`webm` or `matroska`), from the EBML header at the start.
  /// Spec: RFC 8794 (EBML) §11.2.6; the DocType element id is `42 82`.
  static func ebmlDocType(_ head: [UInt8]) -> String? {
    guard head.matches([0x1A, 0x45, 0xDF, 0xA3], at: 0) else { return nil }
    guard let at = head.firstIndex(of: [0x42, 0x82], in: 4..<min(head.count, 128)),
      let (length, width) = EBMLReader.variableInteger(head, at: at + 2), length <= 64
    else { return nil }
    let start = at + 2 + width
    guard start + length <= head.count else { return nil }
    let text = String(decoding: head[start..<(start + length)], as: UTF8.self)
    return text.trimmingCharacters(in: 0)
  }

  /// MPEG audio: frame sync at the start or after ID3 tags, checked against the next frame.
  /// A file that is one ID3 tag larger than the head counts as MP3, as ExifTool does.
  static func mpegAudio(_ input: SniffInput) -> Int {
    let start = afterID3(input.head)
    // "ID3" is the MP3 signature of ExifTool's %magicNumber and Docs/DetectionRules.md "Formats and media type"; formats
    // that allow an ID3 prefix (FLAC, APE, TTA, AAC) come earlier in the registry and are
    // recognised after the tag when the head reaches past it.
    if start > 0 || input.head.matches(ascii: "ID3", at: 0) { return 100 }
    // Some encoders pad between the tag and the first frame.
    var position = start
    let limit = min(input.head.count - 4, start + (start > 0 ? 4096 : 0))
    while position <= limit {
      if MPEGAudioFrameHeader.isFrameChain(input.head, at: position) {
        return position == 0 ? 100 : 0
      }
      position += 1
    }
    return 0
  }

  /// A file named as MPEG audio whose frames start after leading junk (a damaged download, a
  /// stripped tag): four chained frames of one stream anywhere in the head. ExifTool
  /// (`MPEG.pm`, which scans for the first frame of a `.mp3`) and ffprobe (its mp3 demuxer
  /// resynchronises) read such files as MP3. Four frames of one version, layer and rate in a
  /// row do not happen by chance; the extension is asked for all the same, and the match is
  /// weaker than a signature at offset 0.
  static func mpegAudioAfterJunk(_ input: SniffInput) -> Int {
    switch input.fileExtension {
    case "mp3", "mp2", "mpga", "mp1": break
    default: return 0
    }
    guard input.head.count > 4 else { return 0 }
    let head = input.head
    for position in 0...(head.count - 4) where head[position] == 0xFF {
      if MPEGAudioFrameHeader.chainLength(head, at: position, limit: 4) >= 4 { return 60 }
    }
    return 0
  }

  /// An ADTS AAC frame header (`FFF` sync, layer 00, valid sampling index), after any ID3 tag.
  /// Spec: ISO/IEC 14496-3 §1.A.2.2.
  static func adts(_ input: SniffInput) -> Bool {
    let at = afterID3(input.head)
    guard let b0 = input.head.integer(at: at, as: UInt8.self),
      let b1 = input.head.integer(at: at + 1, as: UInt8.self),
      let b2 = input.head.integer(at: at + 2, as: UInt8.self)
    else { return false }
    return b0 == 0xFF && b1 & 0xF6 == 0xF0 && (b2 >> 2) & 0x0F < 13
  }

  /// AC-3 / E-AC-3 sync frame (`0B 77`); the bit-stream id at byte 5 tells them apart
  /// (≤ 8 AC-3, 11…16 E-AC-3). Spec: ATSC A/52 §5.4.1, Annex E.
  static func ac3BitStreamID(_ head: [UInt8]) -> Int? {
    guard head.matches([0x0B, 0x77], at: 0), let b5 = head.integer(at: 5, as: UInt8.self) else {
      return nil
    }
    return Int(b5 >> 3)
  }

  /// MPEG-2 transport stream: sync byte `47` every 188 bytes (or every 192 with a 4-byte
  /// timecode prefix for M2TS/AVCHD), checked over up to 4 packets.
  static func transportStream(_ input: SniffInput, stride: Int, first: Int) -> Bool {
    let head = input.head
    var packets = 0
    var position = first
    while position < head.count && packets < 4 {
      guard head[position] == 0x47 else { return false }
      packets += 1
      position += stride
    }
    return packets >= 2 || (packets == 1 && input.fileSize <= first + stride)
  }

  /// A Windows BMP: `BM`, a reserved zero field and a known DIB header size.
  static func bmp(_ head: [UInt8]) -> Bool {
    guard head.matches(ascii: "BM", at: 0),
      let dib = head.integer(at: 14, as: UInt32.self, endianness: .little)
    else { return false }
    return [12, 16, 40, 52, 56, 64, 108, 124].contains(dib)
  }

  /// An ICO or CUR directory: reserved 0, type 1 or 2, a small image count, and a first entry
  /// whose reserved byte is 0 and whose planes/hotspot and offset are plausible.
  static func iconDirectory(_ input: SniffInput, type: UInt16) -> Bool {
    let head = input.head
    guard head.integer(at: 0, as: UInt16.self, endianness: .little) == 0,
      head.integer(at: 2, as: UInt16.self, endianness: .little) == type,
      let count = head.integer(at: 4, as: UInt16.self, endianness: .little), count > 0, count < 256,
      head.integer(at: 6 + 3, as: UInt8.self) == 0,
      let offset = head.integer(at: 6 + 12, as: UInt32.self, endianness: .little)
    else { return false }
    return Int(offset) >= 6 + 16 * Int(count) && Int(offset) < max(input.fileSize, 1)
  }

  /// A Truevision TGA header, which has no magic number: checked field by field, and only
  /// for files named `.tga` (as ExifTool and libmagic do).
  static func tga(_ input: SniffInput) -> Bool {
    let head = input.head
    guard ["tga", "targa", "icb", "vda", "vst"].contains(input.fileExtension),
      let colorMapType = head.integer(at: 1, as: UInt8.self),
      let imageType = head.integer(at: 2, as: UInt8.self),
      let depth = head.integer(at: 16, as: UInt8.self)
    else { return false }
    return colorMapType <= 1 && [1, 2, 3, 9, 10, 11, 32, 33].contains(imageType)
      && [1, 8, 15, 16, 24, 32].contains(depth)
  }

  /// Text: the head is valid UTF-8 (or ASCII) with no control characters but white space.
  static func isText(_ head: [UInt8]) -> Bool {
    guard !head.isEmpty else { return false }
    var sample = head.prefix(8192)
    // A multi-byte character cut at the end of the sample is not an error.
    while let last = sample.last, last & 0xC0 == 0x80 || last >= 0xC0 {
      sample = sample.dropLast()
      if last >= 0xC0 { break }
    }
    // One pass over the bytes: a control character other than white space (or ESC) makes it
    // binary; without a byte of 0x80 or more it is ASCII, valid UTF-8 as it stands.
    let (hasControl, hasHigh) = sample.withUnsafeBufferPointer { bytes in
      var high: UInt8 = 0
      for byte in bytes {
        high |= byte
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, byte != 0x0C, byte != 0x1B {
          return (true, false)
        }
      }
      return (false, high >= 0x80)
    }
    if hasControl { return false }
    if !hasHigh { return true }
    var iterator = sample.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// UTF-16 text as UTF-8: `bytes` starting with a byte-order mark (`FF FE` little-endian,
  /// `FE FF` big-endian, dropped), or with `<?` in either byte order (an XML declaration or
  /// XMP packet without a mark). `nil` for anything else. A unit cut at the end is dropped;
  /// an unpaired surrogate becomes U+FFFD.
  static func utf8(fromUTF16 bytes: some Collection<UInt8>) -> [UInt8]? {
    // Every binary head comes here: decide from the first bytes without allocating.
    var first = bytes.makeIterator()
    guard let b0 = first.next(), b0 == 0xFF || b0 == 0xFE || b0 == 0x3C || b0 == 0x00,
      let b1 = first.next()
    else { return nil }
    let b2 = first.next()
    let b3 = first.next()
    let littleEndian: Bool
    var skip = 0
    switch (b0, b1, b2, b3) {
    case (0xFF, 0xFE, _, _): (littleEndian, skip) = (true, 2)
    case (0xFE, 0xFF, _, _): (littleEndian, skip) = (false, 2)
    case (0x3C, 0x00, 0x3F?, 0x00?): littleEndian = true
    case (0x00, 0x3C, 0x00?, 0x3F?): littleEndian = false
    default: return nil
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var iterator = bytes.dropFirst(skip).makeIterator()
    while let a = iterator.next(), let b = iterator.next() {
      units.append(littleEndian ? UInt16(a) | UInt16(b) << 8 : UInt16(a) << 8 | UInt16(b))
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }

  /// The first non-blank characters of a text head, ASCII lower-cased (BOM skipped). Only
  /// ASCII letters fold, as in libmagic's case-insensitive tests: the signatures compare
  /// against ASCII markup (`<svg`, `<?xml`), and full Unicode case mapping would cost more
  /// than the rest of the sniffing.
  /// Whether lower-cased text starts an HTML document: `<!doctype html` or `<html`, possibly
  /// after an XML declaration, processing instructions and comments (XHTML 1.0 §3.1.1 lets a
  /// document start with `<?xml ...?>`; such a file is still HTML, `public.html`).
  static func isHTMLRoot(_ text: Substring) -> Bool {
    var rest = text
    for _ in 0..<16 {
      rest = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      if rest.hasPrefix("<!doctype html") || rest.hasPrefix("<html") { return true }
      let close: String
      if rest.hasPrefix("<?") {
        close = "?>"
      } else if rest.hasPrefix("<!--") {
        close = "-->"
      } else {
        return false
      }
      guard let end = rest.firstRange(of: close) else { return false }
      rest = rest[end.upperBound...]
    }
    return false
  }

  /// Whether text (``textStart(_:length:)``: white space dropped, ASCII lower-cased) opens
  /// a JSON object with a string-named member or an empty object, or an array whose first
  /// element is an object, an array or a string, with the member's name or the string
  /// closed within the text seen (RFC 8259 §2, §4, §5): `{"a": 1}`, `[{"b": 2}]`, `["x"]`.
  /// Source code and prose do not start so.
  static func startsLikeJSON(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    func skipSpace() { bytes = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) } }
    guard let first = bytes.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
    bytes = bytes.dropFirst()
    skipSpace()
    if first == UInt8(ascii: "{") {
      if bytes.first == UInt8(ascii: "}") { return bytes.dropFirst().allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) } }
      guard bytes.first == UInt8(ascii: "\"") else { return false }
    } else {
      while bytes.first == UInt8(ascii: "[") {
        bytes = bytes.dropFirst()
        skipSpace()
      }
      if bytes.first == UInt8(ascii: "{") {
        bytes = bytes.dropFirst()
        skipSpace()
        guard bytes.first == UInt8(ascii: "\"") else { return false }
      } else if bytes.first != UInt8(ascii: "\"") {
        return false
      }
    }
    // A string: closed, and followed by `:` (a member name) or `,`/`]` (an element).
    bytes = bytes.dropFirst()
    var escaped = false
    while let byte = bytes.first {
      bytes = bytes.dropFirst()
      if escaped { escaped = false; continue }
      if byte == 0x5C { escaped = true; continue }
      if byte == 0x22 { break }
      if byte < 0x20 { return false }
    }
    skipSpace()
    guard let next = bytes.first else { return false }
    return next == UInt8(ascii: ":") || next == UInt8(ascii: ",") || next == UInt8(ascii: "]")
  }

  static func textStart(_ head: [UInt8], length: Int = 256) -> String {
    var start = 0
    if head.matches([0xEF, 0xBB, 0xBF], at: 0) { start = 3 }
    while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
    let end = min(head.count, start + length)
    return String(unsafeUninitializedCapacity: end - start) { buffer in
      for i in start..<end {
        let byte = head[i]
        buffer[i - start] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      }
      return end - start
    }
  }
}

extension String {
  /// The text without trailing NUL characters.
  func trimmingCharacters(in character: UInt8) -> String {
    var s = Substring(self)
    while let last = s.utf8.last, last == character { s = s.dropLast() }
    return String(s)
  }
}
