import Foundation

/// The folder a command works on (`check`, `report`, `index`, `changes`, `watch`): one that
/// does not exist, or is no folder, ends the command with `classify: ROOT: reason` and
/// ``ExitStatus/noInput``, as a missing input does in every command.
enum RequiredFolder {
  static func check(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return }
      Terminal.error(path, "not a folder")
    } else {
      Terminal.error(path, "no such folder")
    }
    throw ExitStatus.noInput.exitCode
  }
}
