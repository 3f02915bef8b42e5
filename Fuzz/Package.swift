// swift-tools-version:6.1
import PackageDescription

/// libFuzzer targets for MediaKind's parsers (issue 7), one executable per parser family.
///
/// Build and run with `make fuzz` (see `Scripts/fuzz.sh` and `Docs/Testing.md`), or by hand:
///
///     swift build -c debug -Xswiftc -sanitize=fuzzer,address
///     .build/debug/FuzzJPEG -max_total_time=60 CORPUS_DIR
///
/// Each target's entry point is `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`, so the
/// targets are parsed as libraries.
let fuzzTargets = [
  "FuzzJPEG", "FuzzEXIF", "FuzzISOBMFF", "FuzzPNG", "FuzzGIF", "FuzzRIFF", "FuzzXMP",
  "FuzzMatroska", "FuzzAudio",
]

let package = Package(
  name: "MediaKindFuzz",
  dependencies: [
    .package(name: "MediaKind", path: "..")
  ],
  targets: [
    // Shared harness: classifies one input in both modes.
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "MediaKind", package: "MediaKind")])
  ]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "MediaKind", package: "MediaKind")],
        swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    },
  swiftLanguageModes: [.v6]
)
