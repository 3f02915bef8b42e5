public import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init(_ label: String = "mediakind") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` inside the directory and returns the path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// A fresh path under the system temporary directory, not created.
  public static func uniquePath(_ label: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
  }

  public func remove() { try? FileManager.default.removeItem(at: url) }
}
