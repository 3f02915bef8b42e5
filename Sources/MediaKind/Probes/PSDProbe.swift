/// Photoshop documents: the EXIF (resource 0x0422) and XMP (0x0424) blocks of the image
/// resources section, for the capture date, camera and location (``PhotoshopImageResources``).
/// The pixel size comes from the file header (``ImageHeaderProbe``).
///
/// Both blocks usually sit in the first few KiB (the resources section follows the 26-byte
/// header and the colour table); in the fast path a block past the head gives nothing.
/// Spec: Adobe Photoshop File Formats Specification, "Image Resource IDs" (0x0422 "EXIF data
/// 1", 0x0424 "XMP metadata"); ExifTool `Photoshop.pm`; `Docs/DetectionRules.md` "Capture date".
struct PSDProbe: Probe {
  let id = "psd"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .psd }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let section = PhotoshopImageResources.psd(source, maxEntries: min(input.budget.maxEntries, 4096))
    if let message = section.diagnostic, !source.limitedToHead || source.headIsWholeFile {
      facts.diagnose(message)
    }
    for resource in section.resources where resource.size <= input.budget.maxPayload {
      switch resource.id {
      case 0x0422:
        let bytes = source.read(at: resource.dataOffset, count: resource.size)
        guard bytes.count == resource.size else { continue }
        ExifBlock.decode(bytes, location: "PSD resource 0x0422", mode: input.mode, into: &facts)
      case 0x0424:
        let bytes = source.read(at: resource.dataOffset, count: resource.size)
        guard bytes.count == resource.size else { continue }
        XMPPacket.decode(bytes, location: "PSD resource 0x0424", into: &facts)
      default:
        break
      }
    }
  }
}
