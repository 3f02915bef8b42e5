/// UTIs for MIME types libmagic reports on content the registry does not parse.
/// Source: Apple "System-declared uniform type identifiers"; libmagic 5.44 MIME strings.
enum MIMETypeUTIs {
  static let table: [String: UniformTypeIdentifier] = [
    "application/pdf": "com.adobe.pdf",
    "application/postscript": "com.adobe.encapsulated-postscript",
    "application/zip": "public.zip-archive",
    "application/gzip": "org.gnu.gnu-zip-archive",
    "application/x-gzip": "org.gnu.gnu-zip-archive",
    "application/x-bzip2": "public.bzip2-archive",
    "application/x-xz": "org.tukaani.xz-archive",
    "application/x-7z-compressed": "org.7-zip.7-zip-archive",
    "application/x-rar": "com.rarlab.rar-archive",
    "application/vnd.rar": "com.rarlab.rar-archive",
    "application/x-tar": "public.tar-archive",
    "application/json": "public.json",
    "application/xml": "public.xml",
    "text/xml": "public.xml",
    "text/html": "public.html",
    "text/plain": "public.plain-text",
    "text/csv": "public.comma-separated-values-text",
    "text/rtf": "public.rtf",
    "application/rtf": "public.rtf",
    "application/x-shockwave-flash": "com.adobe.shockwave-flash",
    "font/ttf": "public.truetype-ttf-font",
    "font/sfnt": "public.font",
    "application/vnd.ms-opentype": "public.opentype-font",
    "application/x-font-ttf": "public.truetype-ttf-font",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "org.openxmlformats.wordprocessingml.document",
    "application/vnd.oasis.opendocument.spreadsheet": "org.oasis-open.opendocument.spreadsheet",
    "application/x-iso9660-image": "public.iso-image",
    "text/vcard": "public.vcard",
    "text/x-vcard": "public.vcard",
    "application/octet-stream": "public.data",
  ]

  static func uti(for mime: String) -> UniformTypeIdentifier {
    if let uti = table[mime] { return uti }
    if mime.hasPrefix("text/") { return "public.plain-text" }
    return "public.data"
  }
}
