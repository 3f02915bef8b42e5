// swift-tools-version:6.1
import PackageDescription

/// Swift settings shared by every Swift target: Swift 6 mode is set package-wide below;
/// imports are internal unless a file says `public import`.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "MediaKind",
  products: [
    .library(name: "MediaKind", targets: ["MediaKind"]),
    .library(name: "MediaKindIndex", targets: ["MediaKindIndex"]),
    .library(name: "MediaKindImaging", targets: ["MediaKindImaging"]),
    .library(name: "MediaKindCheck", targets: ["MediaKindCheck"]),
    .library(name: "MediaKindReport", targets: ["MediaKindReport"]),
    .executable(name: "classify", targets: ["classify"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    // `swift package generate-documentation` (make docs): a command plugin, nothing is linked
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C system libraries
    .systemLibrary(
      name: "CLibMagic", pkgConfig: "libmagic", providers: [.apt(["libmagic-dev"])]),
    .systemLibrary(
      name: "CLibExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    .systemLibrary(
      name: "CBrotli", pkgConfig: "libbrotlidec", providers: [.apt(["libbrotli-dev"])]),
    .systemLibrary(
      name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),
    // Imaging only (MediaKindImaging): libvips decodes and encodes, FFmpeg reads video frames.
    // Both are loaded at run time (dlopen, in their shim.h) on the first request that needs
    // them, not linked: they pull in ~160 shared libraries, 45 ms of every process start.
    // Only their headers are used here: libvips' through GLib's include paths (pkg-config
    // gobject-2.0; vips.pc's own cflags carry -pthread, which SwiftPM refuses with a
    // warning), FFmpeg's from the default include path.
    .systemLibrary(
      name: "CLibVips", pkgConfig: "gobject-2.0", providers: [.apt(["libvips-dev"])]),
    .systemLibrary(
      name: "CFFmpeg",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
    // libraw (RAW files without an embedded preview large enough): loaded at run time (dlopen,
    // in its shim.h) like libvips; its headers from the default include path. Without them
    // (libraw-dev missing, macOS) the shim compiles to stubs and RAW renders are unsupported.
    .systemLibrary(name: "CLibRaw", providers: [.apt(["libraw-dev"])]),
    .systemLibrary(
      name: "CLibArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),

    // Bridges: thin Swift wrappers, the only targets that import the C modules
    .target(name: "MagicBridge", dependencies: ["CLibMagic"], swiftSettings: swiftSettings),
    .target(name: "ExifBridge", dependencies: ["CLibExif"], swiftSettings: swiftSettings),
    .target(name: "BrotliBridge", dependencies: ["CBrotli"], swiftSettings: swiftSettings),
    .target(name: "HashBridge", dependencies: ["CXXHash"], swiftSettings: swiftSettings),
    .target(name: "VipsBridge", dependencies: ["CLibVips"], swiftSettings: swiftSettings),
    .target(name: "FFmpegBridge", dependencies: ["CFFmpeg"], swiftSettings: swiftSettings),
    .target(name: "RawBridge", dependencies: ["CLibRaw"], swiftSettings: swiftSettings),
    .target(name: "ArchiveBridge", dependencies: ["CLibArchive"], swiftSettings: swiftSettings),

    // Data files compiled into the binary as bytes (C23 #embed): the offline gazetteer and
    // the report site's page, style sheet and script stay data files in the repository, and
    // an installed or statically linked `classify` needs nothing beside it (no resource
    // bundle to find at run time). Docs/Decisions/0009.
    .target(name: "CGazetteer", exclude: ["cities.tsv", "countries.tsv"]),
    .target(name: "CReportSite", exclude: ["site"]),

    // Library
    .target(
      name: "MediaKind",
      dependencies: [
        "MagicBridge", "ExifBridge", "BrotliBridge", "HashBridge", "ArchiveBridge", "CGazetteer",
        // a folder's .mediakind.yml (Inputs/RootConfiguration)
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: swiftSettings),
    // The library index (SQLite through GRDB), apart so MediaKind itself needs no SQLite
    .target(
      name: "MediaKindIndex",
      dependencies: ["MediaKind", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: swiftSettings),

    // Checks in CI (classify check): expectations, policies, globs, JUnit; apart so the
    // classifier itself carries none of it
    .target(
      name: "MediaKindCheck",
      dependencies: ["MediaKind", .product(name: "Yams", package: "Yams")],
      swiftSettings: swiftSettings),

    // Image requests (PHImageManager's shape): embedded previews, libvips, FFmpeg, libraw; apart so
    // MediaKind itself links neither
    .target(
      name: "MediaKindImaging", dependencies: ["MediaKind", "VipsBridge", "FFmpegBridge", "RawBridge"],
      swiftSettings: swiftSettings),

    // The static report site of a library (classify report): thumbnails, albums, details,
    // check findings; apart so neither MediaKind nor the CLI carries the site
    .target(
      name: "MediaKindReport", dependencies: ["MediaKind", "MediaKindImaging", "MediaKindCheck", "CReportSite"],
      swiftSettings: swiftSettings),

    // CLI
    .executableTarget(
      name: "classify",
      dependencies: [
        "MediaKind", "MediaKindIndex", "MediaKindImaging", "MediaKindCheck", "MediaKindReport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: swiftSettings),

    // Tests
    .target(
      name: "MediaKindTestSupport", dependencies: ["MediaKind"], swiftSettings: swiftSettings),
    .testTarget(
      name: "MediaKindTests",
      dependencies: [
        "MediaKind", "MediaKindIndex", "MediaKindCheck", "MediaKindTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ImagingTests",
      dependencies: [
        "MediaKind", "MediaKindImaging", "MediaKindReport", "VipsBridge", "FFmpegBridge", "RawBridge", "MediaKindTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "BridgeTests",
      dependencies: ["MagicBridge", "ExifBridge", "BrotliBridge", "HashBridge", "ArchiveBridge", "MediaKindTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ClassifyCommandTests",
      dependencies: ["MediaKind", "MediaKindIndex", "MediaKindCheck", "MediaKindImaging", "MediaKindTestSupport", "classify"],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
