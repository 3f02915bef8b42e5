import ArgumentParser
import MediaKind

/// `classify moments`: PhotoKit's moments (assets close in time and place), or their years
/// and clusters.
struct ClassifyMoments: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "moments",
    abstract: "List moments (photos close in time and place) with dates, counts and places; or years and clusters.",
    discussion: """
      Orders the assets by capture time (the file's time where a file has none, counted as \
      fileDateCount) and starts a new moment after --gap (3h) without a photo or when \
      consecutive located photos are more than --distance (1km) apart. --clusters joins \
      moments of one trip (at most --cluster-gap 24h apart, mean positions within \
      --cluster-distance 100km); --years groups moments by the calendar year of their first \
      photo, on its own clock. Places come from an offline GeoNames gazetteer (embedded, or \
      --places FILE); nothing is looked up on the network. The filters of `classify assets` \
      (and --where) narrow the counts; moments left empty are not listed. `classify assets \
      --in-album ID` lists a moment's assets.
      """)

  @OptionGroup var scan: LibraryScanArguments
  @OptionGroup var fetch: FetchArguments
  @OptionGroup var moments: MomentArguments

  @Flag(name: .long, help: "List years of moments (PhotoKit moment lists, subtype momentListYear 2).")
  var years = false

  @Flag(name: .long, help: "List clusters of moments (trips; moment lists of subtype momentListCluster 1).")
  var clusters = false

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  func validate() throws {
    try fetch.refuseCollectionType("moments")
    if years, clusters { throw ValidationError("--years and --clusters exclude each other.") }
  }

  func run() async throws {
    let options = try fetch.fetchOptions()
    let momentOptions = try moments.momentOptions()
    let library = try await scan.scan()
    let listing = CollectionListing(
      library: library, collections: library.collections(options: momentOptions), options: options)
    let lines =
      (years
        ? listing.collections(.momentListYear)
        : clusters ? listing.collections(.momentListCluster) : listing.collections(.moment))
      .map { CollectionLine(collection: $0) }
    let writer = OutputWriter<CollectionLine>(format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: csv.enabled)
    writer.begin()
    for line in lines { writer.write(line) }
    writer.end()
    try ExitStatus.of(operands: scan.paths + scan.inputs.archive, failed: !library.failures.isEmpty).exit()
  }
}
