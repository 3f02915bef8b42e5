// swift-tools-version:6.1
import PackageDescription

/// libFuzzer targets for MediaKind's parsers (issue 7), one executable per parser family.
///
/// Build and run with `make fuzz` (see `Scripts/fuzz.sh` and `Docs/Testing.md`), or by hand:
///
///     swift build -c debug -Xswiftc -sanitize=fuzzer,address
///     .build/debug/FuzzJPEG -max_total_time=60 CORPUS_DIR
///
/// Each target's entry point is `LLVMFuzzerTestOneInput`. SwiftPM links a Linux executable with
/// `main` aliased to the module's own entry point, so libFuzzer's `main` is not used: each
/// target's `main.swift` hands its entry point to libFuzzer's `LLVMFuzzerRunDriver` instead
/// (declared for Swift by the `CFuzzerDriver` header target).
let fuzzTargets = [
  "FuzzJPEG", "FuzzEXIF", "FuzzISOBMFF", "FuzzPNG", "FuzzGIF", "FuzzRIFF", "FuzzXMP",
  "FuzzMatroska", "FuzzAudio", "FuzzStreams",
]
/// Targets over the text MediaKind reads besides media (issue 24): policies and folder
/// configurations (YAML), predicates.
let textTargets: [(name: String, product: String)] = [
  ("FuzzYAML", "MediaKindCheck"), ("FuzzPredicate", "MediaKind"),
]

let package = Package(
  name: "MediaKindFuzz",
  dependencies: [
    .package(name: "MediaKind", path: "..")
  ],
  targets: [
    // libFuzzer's driver entry point, for Swift.
    .target(name: "CFuzzerDriver"),
    // Shared harness: classifies one input in both modes.
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzerDriver", .product(name: "MediaKind", package: "MediaKind")]),
  ]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "MediaKind", package: "MediaKind")])
    }
    + textTargets.map { target in
      .executableTarget(
        name: target.name,
        dependencies: ["FuzzSupport", .product(name: target.product, package: "MediaKind")])
    },
  swiftLanguageModes: [.v6]
)
