// Non-media content that sits next to media (sidecars, archives, documents). Media type is
// always unknown; they are here so the fast path names them instead of saying public.data.
// xz, 7-Zip and RAR have no system-declared UTI on Apple platforms (only apps declare one),
// so their UTI is public.data, as the system reports it.
// Sources: libmagic magic files, ExifTool `%magicNumber`; UTIs from Apple's system UTI list.
extension FormatRegistry {
  static let documents: [FormatDescriptor] = [
    FormatDescriptor(
      id: .pdf, summary: "PDF document", uti: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"],
      mimeType: "application/pdf", mediaType: .unknown, extensions: ["pdf"],
      signatures: [.ascii("%PDF-")], references: ["ISO 32000-1 §7.5.2"]),
    FormatDescriptor(
      id: .eps, summary: "Encapsulated PostScript", uti: "com.adobe.encapsulated-postscript",
      conformsTo: ["public.data"], mimeType: "application/postscript", mediaType: .unknown,
      extensions: ["eps", "epsf", "ps"],
      signatures: [.ascii("%!PS-Adobe"), .bytes([0xC5, 0xD0, 0xD3, 0xC6])], references: ["Adobe TN 5002"]),
    FormatDescriptor(
      id: .zip, summary: "ZIP archive", uti: "public.zip-archive", conformsTo: ["public.archive"],
      mimeType: "application/zip", mediaType: .unknown, extensions: ["zip"],
      signatures: [.bytes([0x50, 0x4B, 0x03, 0x04]), .bytes([0x50, 0x4B, 0x05, 0x06])],
      references: ["PKWARE APPNOTE §4.3.7"]),
    FormatDescriptor(
      id: .gz, summary: "gzip archive", uti: "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"],
      mimeType: "application/gzip", mediaType: .unknown, extensions: ["gz", "tgz"],
      signatures: [.bytes([0x1F, 0x8B, 0x08])], references: ["RFC 1952 §2.3.1"]),
    FormatDescriptor(
      id: .bz2, summary: "bzip2 archive", uti: "public.bzip2-archive", conformsTo: ["public.archive"],
      mimeType: "application/x-bzip2", mediaType: .unknown, extensions: ["bz2", "tbz2"],
      signatures: [.ascii("BZh")], references: ["bzip2 file format"]),
    FormatDescriptor(
      id: .xz, summary: "xz archive", uti: "public.data", conformsTo: ["public.archive"],
      mimeType: "application/x-xz", mediaType: .unknown, extensions: ["xz", "txz"],
      signatures: [.bytes([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00])], references: ["xz file format §2.1.1"]),
    FormatDescriptor(
      id: .sevenZip, summary: "7-Zip archive", uti: "public.data", conformsTo: ["public.archive"],
      mimeType: "application/x-7z-compressed", mediaType: .unknown, extensions: ["7z"],
      signatures: [.bytes([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C])], references: ["7-Zip 7zFormat.txt"]),
    FormatDescriptor(
      id: .rar, summary: "RAR archive", uti: "public.data", conformsTo: ["public.archive"],
      mimeType: "application/vnd.rar", mediaType: .unknown, extensions: ["rar"],
      signatures: [.ascii("Rar!\u{1A}\u{07}")], references: ["RARLAB technote"]),
    FormatDescriptor(
      id: .plist, summary: "binary property list", uti: "com.apple.binary-property-list",
      conformsTo: ["public.data"], mimeType: "application/x-bplist", mediaType: .unknown,
      extensions: ["plist", "icloud"], signatures: [.ascii("bplist0")], references: ["CFBinaryPList.c"]),
    FormatDescriptor(
      id: .aae, summary: "Photos adjustment envelope (AAE sidecar)",
      uti: "com.apple.photos.apple-adjustment-envelope", conformsTo: ["public.xml"],
      mimeType: "application/xml", mediaType: .unknown, extensions: ["aae"],
      signatures: [
        .predicate("XML property list with adjustment keys") { input in
          guard input.isText else { return false }
          let text = input.textStart
          return text.hasPrefix("<?xml") && text.containsBytes("<plist")
            && (text.containsBytes("adjustmentformatidentifier") || text.containsBytes("adjustmentbaseversion")
              || input.fileExtension == "aae")
        }
      ],
      references: ["Docs/DetectionRules.md \"Formats and media type\" (Apple-only UTIs)", "osxphotos uti.py"]),
    FormatDescriptor(
      id: .xmp, summary: "XMP sidecar", uti: "com.adobe.xmp", conformsTo: ["public.xml"],
      mimeType: "application/rdf+xml", mediaType: .unknown, extensions: ["xmp"],
      signatures: [
        .predicate("text starting with an XMP packet or x:xmpmeta") { input in
          guard input.isText else { return false }
          let text = input.textStart
          return text.hasPrefix("<?xpacket") || text.hasPrefix("<x:xmpmeta")
            || (text.hasPrefix("<?xml") && text.containsBytes("<x:xmpmeta"))
        }
      ],
      references: ["Adobe XMP Specification Part 3 §3.3"]),
    FormatDescriptor(
      id: .html, summary: "HTML document", uti: "public.html", conformsTo: ["public.text"],
      mimeType: "text/html", mediaType: .unknown, extensions: ["html", "htm"],
      signatures: [
        .predicate("text starting with <!doctype html or <html (XHTML: after the XML declaration)") {
          input in
          if input.isText { return SignatureChecks.isHTMLRoot(Substring(input.textStart)) }
          // A page in a legacy 8-bit encoding (ISO 8859-1 is not UTF-8) is HTML all the same:
          // markup at the start, no NUL or other control bytes in the first KiB.
          let start = input.head.prefix(1024)
          guard start.contains(UInt8(ascii: "<")),
            !start.contains(where: { $0 < 0x09 || (0x0E..<0x1B).contains($0) })
          else { return false }
          return SignatureChecks.isHTMLRoot(Substring(SignatureChecks.textStart(input.head, length: 1024)))
        }
      ],
      references: ["WHATWG MIME Sniffing §7.1", "XHTML 1.0 §3.1.1 (document conformance)"]),
    FormatDescriptor(
      id: .xml, summary: "XML document", uti: "public.xml", conformsTo: ["public.text"],
      mimeType: "application/xml", mediaType: .unknown,
      extensions: ["xml", "gpx", "kml", "plist", "xsd", "xsl", "xslt", "rss", "atom", "xhtml"],
      signatures: [.predicate("text starting with <?xml") { $0.isText && $0.textStart.hasPrefix("<?xml") }],
      references: ["XML 1.0 §2.8"]),
    FormatDescriptor(
      id: .rtf, summary: "Rich Text Format document", uti: "public.rtf", conformsTo: ["public.text"],
      mimeType: "text/rtf", mediaType: .unknown, extensions: ["rtf"],
      signatures: [.ascii("{\\rtf")], references: ["Microsoft RTF 1.9.1"]),
    FormatDescriptor(
      id: .json, summary: "JSON document", uti: "public.json", conformsTo: ["public.text"],
      mimeType: "application/json", mediaType: .unknown, extensions: ["json"],
      signatures: [
        .predicate("text starting with { or [ and named .json") { input in
          guard input.fileExtension == "json", input.isText else { return false }
          return input.textStart.hasPrefix("{") || input.textStart.hasPrefix("[")
        },
        // JSON under any other name (a Takeout sidecar whose name was cut short, `.har`,
        // `.ipynb`, `.webmanifest`, no extension), as file(1) finds it: an object whose
        // first member's name is a string, or an array of objects, arrays or strings.
        // JSON Lines (`.jsonl`, `.ndjson`) is a text format of its own.
        .predicate("text starting with an object or array of JSON values") { input in
          guard input.isText, !["jsonl", "ndjson", "json"].contains(input.fileExtension) else { return false }
          return SignatureChecks.startsLikeJSON(input.textStart)
        },
      ],
      references: ["RFC 8259"]),
    FormatDescriptor(
      id: .txt, summary: "plain text", uti: "public.plain-text", conformsTo: ["public.text"],
      mimeType: "text/plain", mediaType: .unknown, extensions: FormatRegistry.plainTextExtensions,
      signatures: [.predicate("valid UTF-8 without control characters") { $0.isText }],
      references: ["WHATWG MIME Sniffing §7.1 (binary-data check)"]),
  ]

  /// Extensions of formats that are plain text by content (source code, configuration,
  /// subtitles, playlists, data): a text file under one of them is no mismatch, any other
  /// content is. Their content is `public.plain-text` unless a more specific text format
  /// (XML, HTML, JSON, SVG, XMP) claims it.
  static let plainTextExtensions = [
    "txt", "text", "log", "csv", "tsv", "md", "markdown", "rst", "adoc", "org", "tex", "bib",
    "jsonl", "ndjson", "geojson", "yml", "yaml", "toml", "ini", "cfg", "conf", "properties", "env",
    "py", "pyi", "rb", "pl", "pm", "php", "lua", "r", "jl", "sh", "bash", "zsh", "fish", "ps1",
    "bat", "cmd", "js", "mjs", "cjs", "ts", "tsx", "jsx", "css", "scss", "less", "swift", "c",
    "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm", "java", "kt", "kts", "scala", "go", "rs",
    "dart", "cs", "fs", "vb", "sql", "gradle", "cmake", "mk", "make", "diff", "patch", "srt",
    "vtt", "sub", "ass", "ssa", "cue", "m3u", "m3u8", "pls", "nfo", "strings", "po", "pot",
  ]
}
