/// The schema of one line of `classify albums` (`--format jsonl`): a collection record
/// (`--type`, `--tree`, `classify moments`; the member tables of ``AssetCollection`` and
/// ``CollectionList``, which ``MediaCollection``'s writer reads) or a smart album summary
/// (the default listing; ``SmartAlbumSummary``'s table).
extension RecordSchema {
  /// An album, folder, moment or smart album line.
  public static var album: RecordSchema {
    .oneOf(
      description: "One line of classify albums or classify moments (Docs/CLI.md)",
      choices: [
        .object(description: "An album, smart album or moment (PHAssetCollection)", members: AssetCollection.recordMembers),
        .object(description: "A folder, moment cluster or year (PHCollectionList)", members: CollectionList.recordMembers),
        .object(
          description: "A smart album and its asset count (the default classify albums listing)",
          members: SmartAlbumSummary.recordMembers),
      ])
  }
}
