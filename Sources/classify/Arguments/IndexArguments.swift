import ArgumentParser
import MediaKind
import MediaKindIndex

/// The options `classify index` and `classify changes` share.
struct IndexArguments: ParsableArguments {
  @Option(name: .long, help: "The index file (default: PATH/.mediakind/index.sqlite).")
  var index: String?

  @OptionGroup var concurrency: ConcurrencyArgument
  @OptionGroup var inputs: InputArguments
  @OptionGroup var livePairing: LivePairingArgument

  /// What an index reads: its folder's tree, walked whole.
  static let inputUse = InputUse(
    lists: "an index holds its folder's whole tree, and files a list leaves out would be forgotten as deleted",
    archives: "an index keeps files by their identity (device, inode, size, modification time), which archive members have none of",
    records: "an index keeps files by their identity, which records read back do not carry",
    shard: "an index holds its folder's whole tree, and the other shards' files would be forgotten as deleted")

  /// Files in flight.
  var width: Int { concurrency.width }

  func validate() throws {
    try inputs.refuse(Self.inputUse)
  }

  /// The walk plan and classifier for indexing `root`; a configuration that cannot be used
  /// ends the command (``ExitStatus/dataError``).
  func resolve(root: String) throws -> (plan: WalkPlan, classifier: MediaClassifier, inputs: MediaInputs) {
    let (plan, mode, inputs) = try self.inputs.resolve(roots: [root])
    return (plan, MediaClassifier(options: ClassifyOptions(mode: mode)), inputs)
  }

  /// The index of `root`: created when missing (`creating`), else the existing one or, when
  /// there is none, an empty one in memory (every asset is then new; said on standard
  /// error). A missing root ends the command with ``ExitStatus/noInput``; an index that
  /// cannot be created or written with ``ExitStatus/cannotWrite`` (`index`), one that cannot
  /// be read with ``ExitStatus/dataError`` (`changes`).
  func openIndex(root: String, creating: Bool) throws -> LibraryIndex {
    try RequiredFolder.check(root)
    do {
      var opened: LibraryIndex
      if creating {
        opened = try LibraryIndex(root: root, location: index)
      } else if let existing = try LibraryIndex.existing(root: root, location: index) {
        opened = existing
      } else {
        Terminal.writeError(
          "classify: no index at \(index ?? LibraryIndex.defaultLocation(forRoot: root)): every asset is new\n")
        opened = try LibraryIndex.inMemory(root: root)
      }
      opened.livePairing = livePairing.mode
      return opened
    } catch {
      Terminal.error(error)
      throw (creating ? ExitStatus.cannotWrite : .dataError).exitCode
    }
  }
}
