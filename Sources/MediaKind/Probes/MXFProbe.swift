/// MXF (SMPTE ST 377-1): duration, frame rate and stored frame size from the header metadata;
/// the technical facts of its first picture and sound descriptors (essence coding ULs,
/// ``CodecName/mxfPicture(_:)``, else what its essence container implies,
/// ``CodecName/mxfPictureContainer(_:)``; ``CodecName/mxfSound(coding:descriptor:bits:)``).
///
/// The header partition pack at offset 0 says how many bytes of header metadata follow it
/// (HeaderByteCount); those are read (at most ``maxHeaderMetadata``, within the read budget)
/// and the Material Package's timeline tracks give the running time: a track's Sequence
/// Duration in edit units divided by its EditRate, the longest track winning
/// (`MXFHeaderMetadata`). The frame rate is a picture track's EditRate, the size the first
/// picture descriptor's StoredWidth × StoredHeight (the height of both fields when they are
/// stored apart), as ffprobe reports them. A header partition whose HeaderByteCount is 0 (an open, incomplete
/// header) has its first ``openHeaderRead`` bytes walked until its KLVs stop. Index tables and the
/// footer's repeated metadata are not read, so a file whose header states no duration gets
/// none. Spec: SMPTE ST 377-1 §7.1, §9, Annex B; Docs/Reliability.md (parser limits).
struct MXFProbe: Probe {
  let id = "mxf"

  /// The most header metadata read (8 MiB): real headers hold tens of kilobytes.
  static let maxHeaderMetadata = 8 << 20
  /// What is read of an open header partition that does not state its size (1 MiB).
  static let openHeaderRead = 1 << 20

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .mxf }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let pack = source.read(at: 0, count: 96)
    guard pack.matches(MXFHeaderMetadata.partitionPackPrefix, at: 0),
      let (valueStart, length) = MXFHeaderMetadata.klv(pack, at: 0),
      let declared = pack.integer(at: valueStart + 32, as: UInt64.self)
    else {
      facts.diagnose(.missing, at: "MXF", "no header partition pack at offset 0")
      return
    }
    let metadataStart = valueStart + length
    let wanted = declared > 0 ? min(declared, UInt64(Self.maxHeaderMetadata)) : UInt64(Self.openHeaderRead)
    let bytes = source.read(at: metadataStart, count: Int(wanted))
    let metadata = MXFHeaderMetadata(bytes)
    let seconds = metadata.materialTracks.map {
      Double($0.duration) * Double($0.editRate.denominator) / Double($0.editRate.numerator)
    }
    if let picture = metadata.materialTracks.first(where: \.isPicture) {
      facts.frameRate = Double(picture.editRate.numerator) / Double(picture.editRate.denominator)
    }
    if let size = metadata.storedSize {
      facts.pixelWidth = size.width
      facts.pixelHeight = size.height
    }
    // Technical facts (Docs/CLI.md, "Technical facts"): the first picture and sound
    // descriptors' essence codings and the sound layout.
    facts.technical.videoCodec =
      metadata.pictureCoding.flatMap(CodecName.mxfPicture) ?? metadata.pictureContainer.flatMap(CodecName.mxfPictureContainer)
    if let sound = metadata.sound {
      facts.technical.audioCodec = CodecName.mxfSound(coding: sound.coding, descriptor: sound.kind, bits: sound.bits)
      facts.technical.audioChannels = sound.channels
      facts.technical.sampleRate = sound.sampleRate
      if facts.technical.audioCodec?.hasPrefix("pcm_") == true { facts.technical.bitDepth = sound.bits }
    }
    if let longest = seconds.max(), longest > 0 {
      facts.duration = longest
    } else if !metadata.hasMaterialPackage, !source.limitedToHead || bytes.count >= Int(wanted) {
      facts.diagnose(.missing, at: "MXF", "no material package in the header metadata")
    }
  }
}
