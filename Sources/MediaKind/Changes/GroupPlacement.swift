/// One asset group for ``LibraryTransaction/place(_:)``: its staged files, the folder they go
/// to (components relative to the library root) and their names for each collision number
/// (`names(0)`: as wished), in the order of `files`.
struct GroupPlacement {
  let files: [StagedFile]
  let folder: [String]
  let names: (Int) -> [String]

  init(files: [StagedFile], folder: [String], names: @escaping (Int) -> [String]) {
    self.files = files
    self.folder = folder
    self.names = names
  }
}
