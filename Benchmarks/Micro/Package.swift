// swift-tools-version:6.1
import PackageDescription

/// Micro-benchmarks of the MediaKind library's public API (issue 5), with ordo-one/benchmark:
/// wall clock, throughput, malloc count and peak memory per file classified or encoded.
///
/// A package of its own, so that `swift build` / `swift test` of MediaKind never build the
/// benchmark dependencies. Run with `make bench-micro` (or `Scripts/bench.sh`, which runs it at
/// the end and adds the results to Docs/Performance.md), or by hand from this folder:
///
///     swift package benchmark                          # all benchmarks, text tables
///     swift package benchmark --filter 'JPEG'          # a subset (regular expression)
///     swift package benchmark list
///
/// Benchmarks live in `Benchmarks/<Target>/` (the layout the benchmark plugin discovers).
/// The `MallocInterposer` trait is named explicitly: it is what counts mallocs on Swift 6.3+,
/// and naming the traits leaves out the package's other default trait (the Linux ARC runtime
/// interposer), whose package is not available here; ARC counts are not measured.
let package = Package(
  name: "MediaKindMicro",
  dependencies: [
    .package(name: "MediaKind", path: "../.."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "MediaKindMicro",
      dependencies: [
        .product(name: "MediaKind", package: "MediaKind"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MediaKindMicro",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
