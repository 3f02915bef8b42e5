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
    .executable(name: "classify", targets: ["classify"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
  ],
  targets: [
    // C system libraries
    .systemLibrary(
      name: "CLibMagic", pkgConfig: "libmagic", providers: [.apt(["libmagic-dev"])]),
    .systemLibrary(
      name: "CLibExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    .systemLibrary(
      name: "CLibArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),

    // Bridges: thin Swift wrappers, the only targets that import the C modules
    .target(name: "MagicBridge", dependencies: ["CLibMagic"], swiftSettings: swiftSettings),
    .target(name: "ExifBridge", dependencies: ["CLibExif"], swiftSettings: swiftSettings),
    .target(name: "ArchiveBridge", dependencies: ["CLibArchive"], swiftSettings: swiftSettings),

    // Library
    .target(
      name: "MediaKind", dependencies: ["MagicBridge", "ExifBridge", "ArchiveBridge"],
      swiftSettings: swiftSettings),
    // The library index (SQLite through GRDB), apart so MediaKind itself needs no SQLite
    .target(
      name: "MediaKindIndex",
      dependencies: ["MediaKind", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: swiftSettings),

    // CLI
    .executableTarget(
      name: "classify",
      dependencies: [
        "MediaKind", "MediaKindIndex",
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
        "MediaKind", "MediaKindIndex", "MediaKindTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "BridgeTests",
      dependencies: ["MagicBridge", "ExifBridge", "ArchiveBridge", "MediaKindTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ClassifyCommandTests",
      dependencies: ["MediaKind", "MediaKindIndex", "MediaKindTestSupport", "classify"],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
