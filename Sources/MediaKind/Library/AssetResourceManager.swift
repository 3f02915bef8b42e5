/// Reads a resource's bytes wherever it lives (PhotoKit's `PHAssetResourceManager`): a file in
/// a folder, a member of an archive (`ARCHIVE//MEMBER`, as `--archive` names members) or of a
/// `.livp` (`FILE.livp//MEMBER`), streamed in chunks of at most ``chunkSize`` bytes.
///
/// ```swift
/// let manager = AssetResourceManager(library: library)
/// var digest = 0
/// try manager.requestData(for: asset.resources[0]) { chunk in
///   digest &+= chunk.count
///   return true  // false stops the request (`cancelled`)
/// }
/// ```
/// Memory is one chunk buffer, reused for every chunk (a handler that keeps a chunk gets a
/// copy), whatever the resource's size; a member is read by streaming its archive up to it
/// and through it, never extracted and never held whole. Inputs are opened read-only and
/// never changed. Fails closed (``AssetResourceDataError``): a file whose size or identity is
/// not the scan's, a member whose size is not, a missing file or member, a damaged archive
/// (Docs/Library.md, "A resource's bytes").
public struct AssetResourceManager: Sendable {
  /// 1 MiB.
  public static let defaultChunkSize = 1 << 20

  /// The most bytes handed to the data handler at once (at least 1).
  public let chunkSize: Int
  /// The identities of the files the scan read, by record path (a `.livp`'s for its members),
  /// compared as bytes (Docs/Library.md, "Paths are compared as bytes").
  private let identities: [PathKey: FileIdentity]

  /// A manager that checks each resource's size against the file's (no library: identities
  /// unknown).
  public init(chunkSize: Int = AssetResourceManager.defaultChunkSize) {
    self.chunkSize = max(1, chunkSize)
    identities = [:]
  }

  /// A manager for the resources of `library`: a file's identity (device, inode, size,
  /// modification time) must still be the one the scan read, and a `.livp`'s for its members.
  public init(library: MediaLibrary, chunkSize: Int = AssetResourceManager.defaultChunkSize) {
    self.chunkSize = max(1, chunkSize)
    var identities: [PathKey: FileIdentity] = [:]
    for file in library.files {
      if let identity = file.identity { identities[PathKey(file.path)] = identity }
    }
    self.identities = identities
  }

  /// Streams the bytes of `resource` to `dataReceivedHandler`, in order, in chunks of at most
  /// ``chunkSize`` bytes (the last may be shorter; an empty resource gives none), and returns
  /// once the last was handed over. The handler returns whether to go on; when it returns
  /// false, or the calling task is cancelled, the request ends with a `cancelled` error.
  /// Chunks are slices of one buffer reused for the next chunk.
  public func requestData(
    for resource: AssetResource, dataReceivedHandler: (ArraySlice<UInt8>) -> Bool
  ) throws(AssetResourceDataError) {
    var buffer = [UInt8](repeating: 0, count: min(chunkSize, max(1, resource.fileSize)))
    let path = resource.path
    func fail(_ kind: AssetResourceDataError.Kind, _ message: String) -> AssetResourceDataError {
      AssetResourceDataError(kind, path: path, message: message)
    }
    func deliver(_ count: Int) throws(AssetResourceDataError) {
      guard count > 0 else { return }
      guard !Task.isCancelled else { throw fail(.cancelled, "cancelled: the task was cancelled") }
      guard dataReceivedHandler(buffer[0..<count]) else { throw fail(.cancelled, "cancelled by the data handler") }
    }
    switch Self.location(of: path) {
    case .file:
      let file = try open(path, resource: resource, fail: fail)
      var offset = 0
      while offset < file.size {
        let count: Int
        do {
          count = try buffer.withUnsafeMutableBytes { raw in
            try file.read(at: offset, into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<min(raw.count, file.size - offset)]))
          }
        } catch let error as InputFailure {
          throw fail(.unreadable, error.message)
        } catch {
          throw fail(.unreadable, "\(error)")
        }
        guard count > 0 else {
          throw fail(.changed, "the file changed since it was read: it ends at \(offset) bytes, not \(file.size)")
        }
        try deliver(count)
        offset += count
      }
    case .member(let container, let name):
      let file = try open(container, resource: nil, fail: fail)
      // The reader reads the descriptor, which closes with `file`.
      defer { withExtendedLifetime(file) {} }
      do {
        let reader = ArchiveScanner(descriptor: file.descriptor, name: container)
        let declared: Int?
        do {
          declared = try reader.seek(toMember: name)
        } catch {
          throw fail(Self.kind(of: error), "\(container): \(error.message)")
        }
        if let declared, declared != resource.fileSize {
          throw fail(.changed, "the member is \(declared) bytes, not the \(resource.fileSize) the scan read: \(container) changed")
        }
        // `position`: bytes of the member handed over or in the buffer; `filled`: in the buffer.
        var position = 0
        var filled = 0
        func append(_ bytes: UnsafeRawBufferPointer?, count: Int) throws(AssetResourceDataError) {
          guard count <= resource.fileSize - position else {
            throw fail(.changed, "the member runs past the \(resource.fileSize) bytes the scan read: \(container) changed")
          }
          var done = 0
          while done < count {
            let take = min(count - done, buffer.count - filled)
            buffer.withUnsafeMutableBytes { raw in
              let target = UnsafeMutableRawBufferPointer(rebasing: raw[filled..<(filled + take)])
              if let bytes {
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[done..<(done + take)]))
              } else {
                target.initializeMemory(as: UInt8.self, repeating: 0)
              }
            }
            done += take
            filled += take
            position += take
            if filled == buffer.count {
              try deliver(filled)
              filled = 0
            }
          }
        }
        do {
          while true {
            let step: Result<Void, AssetResourceDataError>? = try reader.nextBlock { block, offset in
              do throws(AssetResourceDataError) {
                if offset > position { try append(nil, count: offset - position) }
                try append(block, count: block.count)
                return .success(())
              } catch {
                return .failure(error)
              }
            }
            guard let step else { break }
            if case .failure(let error) = step { throw error }
          }
        } catch let error as AssetResourceDataError {
          throw error
        } catch let error as InputFailure {
          throw fail(.damaged, "\(container): \(error.message)")
        } catch {
          throw fail(.damaged, "\(container): \(error)")
        }
        // A hole at the end reads as zeros, up to the size the archive declares.
        if let declared, declared > position { try append(nil, count: declared - position) }
        try deliver(filled)
        guard position == resource.fileSize else {
          throw fail(.changed, "the member ends at \(position) bytes, not the \(resource.fileSize) the scan read: \(container) changed")
        }
      }
    }
  }

  /// Where a resource's bytes are: a file, or a member of an archive or `.livp`.
  enum Location: Equatable {
    case file
    case member(container: String, name: String)
  }

  /// A path `ARCHIVE//MEMBER` names a member when no file has that path; else it is a file.
  static func location(of path: String) -> Location {
    guard let range = PathParts.archiveSeparator(in: path), FileIdentity(path: path) == nil else { return .file }
    return .member(container: String(path[..<range.lowerBound]), name: String(path[range.upperBound...]))
  }

  /// Opens `path` read-only (nothing read yet) and checks it is the file the scan read: the
  /// library's identity of it when known, else (for a resource's own file) its size.
  private func open(
    _ path: String, resource: AssetResource?, fail: (AssetResourceDataError.Kind, String) -> AssetResourceDataError
  ) throws(AssetResourceDataError) -> InputFile {
    let file: InputFile
    do {
      file = try InputFile.open(path: path, headSize: 0)
    } catch {
      throw fail(Self.kind(of: error), "\(path): \(error.message)")
    }
    if let known = identities[PathKey(path)], known != file.identity {
      let what = known.size != file.size ? "its size is \(file.size) bytes, was \(known.size)" : "its identity (device, inode, modification time) differs"
      throw fail(.changed, "\(path) changed since it was read: \(what)")
    }
    if let resource, file.size != resource.fileSize {
      throw fail(.changed, "the file changed since it was read: its size is \(file.size) bytes, was \(resource.fileSize)")
    }
    return file
  }

  /// The error kind of an input failure.
  private static func kind(of failure: InputFailure) -> AssetResourceDataError.Kind {
    switch failure.kind {
    case .notFound: .missing
    case .readFailed where failure.message.hasPrefix("damaged") || failure.message.hasPrefix("not a readable"): .damaged
    default: .unreadable
    }
  }
}
