/// Audio streams behind tags: ID3v2 and APEv2 tags written in front of FLAC, WAVE, ADTS AAC and
/// other streams (Docs/AddingAFormat.md, "Tags in front of an audio stream").
///
/// The signatures see the head, where such a file starts with `ID3` (which alone says MP3, as
/// in ExifTool) or `APETAGEX`. So the stream is sniffed again where the tags end, and a
/// stream other than MPEG audio is read from there: its probes get a ``ByteSource`` that starts
/// at the stream (`ByteSource(viewing:from:)`). MP3 keeps the whole file, since its probe reads
/// the tags it carries. The thorough path reads past a tag larger than the head; the fast path
/// cannot see the stream then, and takes the name (a `.flac` behind a large tag is FLAC, with
/// no duration) rather than claiming MP3.
extension Pipeline {
  /// What is behind the leading tags of a file.
  enum TaggedStream {
    /// A stream of `format` starting at `offset`, seen.
    case stream(FormatDescriptor, offset: Int)
    /// The tags (of `length` bytes) run past the head; `format` is the audio format the name
    /// gives.
    case named(FormatDescriptor, length: Int)
  }

  /// The stream behind leading tags, or nil when the file starts with none, or the stream is
  /// MPEG audio or not recognised.
  func streamBehindLeadingTags(_ source: ByteSource, fileExtension: String) -> TaggedStream? {
    // Only heads starting "ID3" or "APETAGEX" pay for a look (no allocation for the others).
    let head = source.headReadSoFar  // its first bytes: the rest of the head is not read for this
    guard head.matches(ascii: "ID3", at: 0) || head.matches(ascii: "APETAGEX", at: 0) else {
      return nil
    }
    let length = LeadingAudioTags.length(of: source)
    guard length > 0, length < source.size else { return nil }
    let stream = ByteSource(viewing: source, from: length)
    if stream.head.count >= 4 {
      let sniff = SniffInput(head: stream.head, fileExtension: fileExtension, fileSize: stream.size)
      guard let format = registry.identify(sniff), format.mediaType == .audio,
        format.id != .mp3
      else { return nil }
      return .stream(format, offset: length)
    }
    guard stream.head.isEmpty, source.limitedToHead,
      let named = registry.formats(forExtension: fileExtension).first,
      named.mediaType == .audio, named.id != .mp3
    else { return nil }
    return .named(named, length: length)
  }
}
