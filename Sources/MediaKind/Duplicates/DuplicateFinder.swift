/// Finds the assets of a library that are the same asset (`Docs/Library.md`, "Duplicates").
///
/// Each asset is compared by its primary file (its photo, video or audio; the video of a Live
/// Photo, the RAW of a RAW+JPEG pair and sidecars belong to their asset and are never
/// compared), so the resources of one asset are never duplicates of each other. Cost, tier by
/// tier:
/// 1. identical bytes: files are bucketed by size (a file of a size no other file has costs
///    only the scan's `stat`); in a bucket, hard links to one file need no read; the others
///    are told apart by a digest of their first and last 64 KiB, then, only where those
///    collide, by a digest of the whole file, and the survivors are compared byte for byte;
/// 2. identical image data: JPEG and PNG files (one per class of tier 1) are bucketed by
///    format and pixel size, hashed on their first 16 KiB of image data, and only where those
///    collide, on all of it;
/// 3. the same shot: the groups so far and the other candidates are joined by the facts the
///    scan read (ImageUniqueID, a still's Live Photo content identifier, a burst id with a
///    millisecond capture time; ``ShotEvidence``), without a read.
///
/// Every read is chunked (``DigestCursor/chunkSize``), read-only, and runs `concurrency`
/// files at a time. A file that cannot be read, changed since the scan, or holds no data
/// (a cloud placeholder, never read) is left out; the first two are reported.
struct DuplicateFinder {
  /// The bytes at each end of a file in the partial digest.
  static let partialSpan = 64 * 1024
  /// The bytes of image data in the partial image digest: the start of a photo's entropy-coded
  /// data already tells two photos apart (the same picture goes on to the whole digest), and
  /// tier 2 reads it for every JPEG that shares its pixel size with another.
  static let imagePartialSpan = 16 * 1024

  /// One asset's primary file: a file on disk, or an archive member (`ARCHIVE//MEMBER`).
  struct Candidate: Sendable {
    var asset: Int
    var path: String
    /// The file's identity when it was scanned; nil for an archive member, which was read
    /// from its archive's stream and cannot be opened again.
    var identity: FileIdentity?
    /// The file's size in bytes.
    var size: Int
    /// For an archive member, the XXH3-128 digest of all its bytes taken as the stream passed
    /// them (`LibraryFile.contentDigest`); nil for a file on disk, and for a member whose bytes
    /// did not all pass in order (fast mode, a hole, an overlap): such a member has no
    /// witness of its bytes and is never identical to anything.
    var memberDigest: UInt128?
    /// Nil for an archive member: its image data cannot be read (tier 2 compares files on disk).
    var family: FormatFamily?
    var pixelWidth: Int?
    var pixelHeight: Int?
    /// The burst the asset is a frame of: frames of one burst are kept apart at tier 2.
    var burst: String?
    /// What names the shot, for tier 3 (``ShotEvidence``); empty for a file that states none.
    var shot = ShotEvidence()

    /// Whether this is an archive member.
    var isMember: Bool { identity == nil }
  }

  let library: MediaLibrary
  let tiers: Set<DuplicateTier>
  let concurrency: Int

  func find() async -> DuplicateReport {
    let candidates = Self.candidates(of: library)
    var failures: [Int: InputFailure] = [:]
    var classes: [[Int]] = []
    if tiers.contains(.identicalBytes) {
      let onDisk = await identicalByteClasses(candidates, failures: &failures)
      classes = await joiningMembers(onDisk.classes, candidates, digests: onDisk.digests, failures: &failures)
    }
    var byteClassOf: [Int: Int] = [:]
    for (k, members) in classes.enumerated() { for m in members { byteClassOf[m] = k } }

    // Tier 2 units: each class of tier 1 (by its first file) and every other candidate.
    var imageGroups: [[Int]] = []
    if tiers.contains(.identicalImageData) {
      var units: [[Int]] = classes
      for i in candidates.indices where byteClassOf[i] == nil && failures[i] == nil { units.append([i]) }
      imageGroups = await identicalImageGroups(units, candidates, failures: &failures)
    }

    // Groups: the image groups (with the classes they joined), then the classes left alone.
    var groups: [[Int]] = imageGroups
    var joined = Set<Int>()
    for group in imageGroups { joined.formUnion(group) }
    for members in classes where !joined.contains(members[0]) { groups.append(members) }
    var imageGroupOf: [Int: Int] = [:]
    for (k, members) in imageGroups.enumerated() { for m in members { imageGroupOf[m] = k } }

    // Tier 3: the groups so far and every other candidate, joined by what names their shot.
    if tiers.contains(.sameShot) {
      var units = groups
      var grouped = Set<Int>()
      for group in groups { grouped.formUnion(group) }
      for i in candidates.indices where !grouped.contains(i) && failures[i] == nil && !candidates[i].shot.keys.isEmpty {
        units.append([i])
      }
      groups = ShotEvidence.join(units, shots: candidates.map(\.shot))
    }

    let report = groups.map {
      group(of: $0, candidates: candidates, byteClassOf: byteClassOf, imageGroupOf: imageGroupOf)
    }
      .sorted { $0.order < $1.order }.map(\.group)
    let failed = failures.sorted { $0.key < $1.key }.map {
      DuplicateFailure(path: candidates[$0.key].path, failure: $0.value)
    }
    return DuplicateReport(groups: report, failures: failed)
  }

  /// The primary file of every asset (burst frames included) that was read from a file:
  /// regular, not empty. A `.livp` asset's candidate is the `.livp` file itself: its bytes
  /// are compared whole (two copies of one `.livp` are identical bytes), never as an image
  /// (they are a zip), and its still's facts name its shot, so it meets the same photo
  /// unpacked beside it at tier 3. An archive member (`ARCHIVE//MEMBER`, no file identity)
  /// read without error and not empty is a candidate with its streamed digest, if it has one
  /// (`Docs/Library.md`, "Archive members among duplicates").
  static func candidates(of library: MediaLibrary) -> [Candidate] {
    // By path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var fileAt: [PathKey: Int] = [:]
    for (i, file) in library.files.enumerated() { fileAt[PathKey(file.path)] = i }
    var result: [Candidate] = []
    for (k, asset) in library.assets.enumerated() {
      guard let resource = asset.primaryResource, !resource.type.isSidecarFile else { continue }
      let file: LibraryFile
      let primary: LibraryFile
      if let position = fileAt[PathKey(resource.path)] {
        file = library.files[position]
        primary = file
      } else if let container = LibraryFileReader.livePhotoArchive(ofMember: resource.path),
        let position = fileAt[PathKey(container)],
        let member = library.files[position].livePhotoMembers?.first(where: { PathKey($0.path) == PathKey(resource.path) })
      {
        file = library.files[position]
        primary = member
      } else {
        continue
      }
      guard file.record.status == .ok else { continue }
      let size: Int
      if let identity = file.identity {
        size = identity.size
      } else if ExportFolder.memberPath(file.path) != nil, let stated = file.record.fileSize {
        size = stated
      } else {
        continue  // a record read back: no file identity, nothing to compare
      }
      guard size > 0 else { continue }
      // A `.livp`'s bytes are a zip's, and a member's cannot be read again: no image digest
      // (tier 2) reads them.
      let family =
        file.path == primary.path && file.identity != nil
        ? file.record.format.flatMap { library.registry.descriptor($0)?.family } : nil
      result.append(
        Candidate(
          asset: k, path: file.path, identity: file.identity, size: size,
          memberDigest: file.identity == nil ? file.contentDigest : nil, family: family,
          pixelWidth: primary.record.pixelWidth, pixelHeight: primary.record.pixelHeight,
          burst: asset.burst?.identifier,
          shot: ShotEvidence(asset: asset, file: primary, hierarchy: library.registry.hierarchy)))
    }
    return result
  }

  // MARK: Tier 1

  /// Classes (of two or more files on disk) of identical bytes, and the whole-file digests
  /// taken on the way (by candidate: the first of each inode), which archive members are
  /// matched against (`joiningMembers(_:_:digests:failures:)`).
  private func identicalByteClasses(_ candidates: [Candidate], failures: inout [Int: InputFailure])
    async -> (classes: [[Int]], digests: [Int: UInt128])
  {
    var bySize: [Int: [Int]] = [:]
    for (i, c) in candidates.enumerated() where !c.isMember { bySize[c.size, default: []].append(i) }
    // Within a size, hard links to one file are one "file" read once.
    struct Link: Hashable { var device: UInt64; var inode: UInt64 }
    var files: [[Int]] = []
    for (_, bucket) in bySize where bucket.count > 1 {
      var byLink: [Link: Int] = [:]
      for i in bucket {
        let identity = candidates[i].identity!
        let link = Link(device: identity.device, inode: identity.inode)
        if let k = byLink[link] { files[k].append(i) } else { byLink[link] = files.count; files.append([i]) }
      }
    }
    let sizeOf = { (file: [Int]) in candidates[file[0]].size }
    var known: [Int: UInt128] = [:]
    // Partial digests where a size holds two or more distinct files.
    var filesBySize: [Int: [Int]] = [:]
    for (k, file) in files.enumerated() { filesBySize[sizeOf(file), default: []].append(k) }
    var classes: [[Int]] = []
    var toHash: [Int] = []
    for (_, ks) in filesBySize {
      if ks.count == 1 { if files[ks[0]].count > 1 { classes.append(files[ks[0]]) } } else { toHash += ks }
    }
    toHash.sort()
    let partial = await digests(
      toHash.map { (candidates[files[$0][0]], files[$0][0]) }, failures: &failures
    ) { (file) throws(InputFailure) in try Self.partialDigest(file) }
    var byPartial: [[UInt128]: [Int]] = [:]
    for (n, k) in toHash.enumerated() {
      guard let d = partial[n] else { continue }
      // A file up to two spans is whole in its partial digest.
      if sizeOf(files[k]) <= 2 * Self.partialSpan { known[files[k][0]] = d }
      byPartial[[UInt128(sizeOf(files[k])), d], default: []].append(k)
    }
    var needFull: [Int] = []
    var sameBytes: [[Int]] = []  // groups of files (indices into `files`) with equal digests
    for (_, ks) in byPartial {
      if ks.count == 1 {
        if files[ks[0]].count > 1 { classes.append(files[ks[0]]) }
      } else if sizeOf(files[ks[0]]) <= 2 * Self.partialSpan {
        sameBytes.append(ks.sorted())
      } else {
        needFull += ks
      }
    }
    needFull.sort()
    let full = await digests(
      needFull.map { (candidates[files[$0][0]], files[$0][0]) }, failures: &failures
    ) { (file) throws(InputFailure) in try Self.fullDigest(file) }
    var byFull: [[UInt128]: [Int]] = [:]
    for (n, k) in needFull.enumerated() {
      guard let d = full[n] else { continue }
      known[files[k][0]] = d
      byFull[[UInt128(sizeOf(files[k])), d], default: []].append(k)
    }
    for (_, ks) in byFull {
      if ks.count == 1 {
        if files[ks[0]].count > 1 { classes.append(files[ks[0]]) }
      } else {
        sameBytes.append(ks.sorted())
      }
    }
    // Byte for byte: each file against the first of its digest group.
    for ks in sameBytes.sorted(by: { $0[0] < $1[0] }) {
      var remaining = ks
      while let first = remaining.first {
        var members = files[first]
        var others: [Int] = []
        for k in remaining.dropFirst() {
          let (same, failure) = Self.compare(candidates[files[first][0]], candidates[files[k][0]])
          if let failure {
            failures[failure.side == 0 ? files[first][0] : files[k][0]] = failure.failure
          } else if same {
            members += files[k]
          } else {
            others.append(k)
          }
        }
        if members.count > 1 { classes.append(members.sorted()) }
        remaining = others
      }
    }
    return (classes.sorted { $0[0] < $1[0] }, known)
  }

  /// `classes` (of files on disk) with the archive members joined: members of equal size
  /// and equal streamed digest are one class, and join the class (or the lone file) on disk
  /// whose whole-file digest, the same XXH3-128 of all the bytes (`fullDigest(_:)`), is
  /// theirs. A member cannot be read again, so its digest is all there is: no byte-for-byte
  /// check follows (`Docs/Library.md`, "Archive members among duplicates"). Files on disk of a
  /// member's size are read whole where tier 1 did not already take their digest (`digests`);
  /// a member without a digest joins nothing here.
  private func joiningMembers(
    _ classes: [[Int]], _ candidates: [Candidate], digests known: [Int: UInt128],
    failures: inout [Int: InputFailure]
  ) async -> [[Int]] {
    struct Key: Hashable { var size: Int; var digest: UInt128 }
    var members: [Key: [Int]] = [:]
    for (i, c) in candidates.enumerated() {
      if let digest = c.memberDigest { members[Key(size: c.size, digest: digest), default: []].append(i) }
    }
    guard !members.isEmpty else { return classes }
    let sizes = Set(members.keys.map(\.size))
    // The units on disk of those sizes: each class (by its first file), each other file.
    var classOf: [Int: Int] = [:]
    for (k, files) in classes.enumerated() { for i in files { classOf[i] = k } }
    var units: [Int] = []
    for (i, c) in candidates.enumerated() where !c.isMember && sizes.contains(c.size) && failures[i] == nil {
      if let k = classOf[i], classes[k][0] != i { continue }
      units.append(i)
    }
    // A class's digest may be any of its files' (all hold the same bytes).
    func digest(of unit: Int) -> UInt128? {
      if let d = known[unit] { return d }
      return classOf[unit].flatMap { k in classes[k].lazy.compactMap { known[$0] }.first }
    }
    let unread = units.filter { digest(of: $0) == nil }
    let read = await digests(unread.map { (candidates[$0], $0) }, failures: &failures) {
      (file) throws(InputFailure) in try Self.fullDigest(file)
    }
    var taken: [Int: UInt128] = [:]
    for (n, unit) in unread.enumerated() { if let d = read[n] { taken[unit] = d } }
    var onDisk: [Key: [Int]] = [:]
    for unit in units {
      guard let d = digest(of: unit) ?? taken[unit] else { continue }
      onDisk[Key(size: candidates[unit].size, digest: d), default: []].append(unit)
    }
    var result = classes
    for (key, joined) in members {
      let matches = onDisk[key] ?? []
      if matches.count == 1, let k = classOf[matches[0]] {
        result[k] += joined
      } else if matches.count == 1 {
        result.append([matches[0]] + joined)
      } else if joined.count > 1 {
        // No file on disk holds these bytes, or several that differ byte for byte share the
        // digest (then which one the members hold is unknown): the members alone.
        result.append(joined)
      }
    }
    return result.map { $0.sorted() }.sorted { $0[0] < $1[0] }
  }

  // MARK: Tier 2

  /// Groups of tier-1 units (each a class or a single candidate) whose image data is equal;
  /// each group as the sorted candidates of its units.
  private func identicalImageGroups(
    _ units: [[Int]], _ candidates: [Candidate], failures: inout [Int: InputFailure]
  ) async -> [[Int]] {
    struct Key: Hashable { var family: FormatFamily; var short: Int; var long: Int }
    // Each unit is read by its first file on disk (an archive member's image data cannot be
    // read); a unit of members alone is not compared here.
    let reader = units.map { unit in unit.first { !candidates[$0].isMember } }
    var buckets: [Key: [Int]] = [:]
    for (u, first) in reader.enumerated() {
      guard let first else { continue }
      let c = candidates[first]
      guard let family = c.family, family == .jpeg || family == .png else { continue }
      let w = c.pixelWidth ?? -1
      let h = c.pixelHeight ?? -1
      buckets[Key(family: family, short: min(w, h), long: max(w, h)), default: []].append(u)
    }
    var toHash: [Int] = []
    for (_, us) in buckets where us.count > 1 { toHash += us }
    toHash.sort()
    let partial = await digests(toHash.map { (candidates[reader[$0]!], reader[$0]!) }, failures: &failures) {
      (file) throws(InputFailure) in try Self.imageDigest(file, limit: Self.imagePartialSpan)
    }
    var byPartial: [Key: [(Int, UInt128, Bool)]] = [:]
    var keyOf: [Int: Key] = [:]
    for (key, us) in buckets { for u in us { keyOf[u] = key } }
    for (n, u) in toHash.enumerated() {
      guard let d = partial[n] else { continue }
      byPartial[keyOf[u]!, default: []].append((u, d.digest, d.complete))
    }
    var finalDigests: [(Int, Key, UInt128)] = []
    var needFull: [Int] = []
    for (key, entries) in byPartial {
      var count: [UInt128: Int] = [:]
      for e in entries { count[e.1, default: 0] += 1 }
      for e in entries where count[e.1]! > 1 {
        if e.2 { finalDigests.append((e.0, key, e.1)) } else { needFull.append(e.0) }
      }
    }
    needFull.sort()
    let full = await digests(needFull.map { (candidates[reader[$0]!], reader[$0]!) }, failures: &failures) {
      (file) throws(InputFailure) in try Self.imageDigest(file, limit: .max)
    }
    for (n, u) in needFull.enumerated() {
      if let d = full[n] { finalDigests.append((u, keyOf[u]!, d.digest)) }
    }
    struct DigestKey: Hashable { var key: Key; var digest: UInt128 }
    var byDigest: [DigestKey: [Int]] = [:]
    for (u, key, d) in finalDigests { byDigest[DigestKey(key: key, digest: d), default: []].append(u) }
    var groups: [[Int]] = []
    for us in byDigest.values where us.count > 1 {
      groups += Self.separatingBursts(us.sorted(), units: units, candidates: candidates)
    }
    return groups
  }

  /// The units of one image digest in groups where no two units hold frames of one burst
  /// (each unit joins the first group it does not conflict with); groups of two or more
  /// units, as their sorted candidates.
  static func separatingBursts(_ us: [Int], units: [[Int]], candidates: [Candidate]) -> [[Int]] {
    var groups: [(units: [Int], bursts: Set<String>)] = []
    for u in us {
      let bursts = Set(units[u].compactMap { candidates[$0].burst })
      if let k = groups.firstIndex(where: { $0.bursts.isDisjoint(with: bursts) }) {
        groups[k].units.append(u)
        groups[k].bursts.formUnion(bursts)
      } else {
        groups.append(([u], bursts))
      }
    }
    return groups.filter { $0.units.count > 1 }.map { $0.units.flatMap { units[$0] }.sorted() }
  }

  // MARK: Reading

  /// `digest` of each candidate's file, `concurrency` at a time, in order; `nil` where the
  /// file could not be read (recorded in `failures` under the candidate's index) or has no
  /// digest.
  private func digests<Value: Sendable>(
    _ inputs: [(Candidate, Int)], failures: inout [Int: InputFailure],
    _ digest: @escaping @Sendable (InputFile) throws(InputFailure) -> Value?
  ) async -> [Value?] {
    var iterator = inputs.makeIterator()
    var results: [Value?] = []
    results.reserveCapacity(inputs.count)
    var failed: [Int: InputFailure] = [:]
    await OrderedConcurrentMap.run(
      next: { iterator.next() }, limits: .init(concurrency: concurrency, maxBatchSize: 4),
      transform: { input -> (Int, Result<Value?, InputFailure>) in
        (input.1, Result { () throws(InputFailure) in
          let file = try Self.open(input.0)
          return try digest(file)
        })
      },
      consume: { output in
        switch output.1 {
        case .success(let value): results.append(value)
        case .failure(let failure):
          failed[output.0] = failure
          results.append(nil)
        }
      })
    failures.merge(failed) { first, _ in first }
    return results
  }

  /// Opens a candidate's file, refusing one that changed since the scan or holds no data.
  static func open(_ candidate: Candidate) throws(InputFailure) -> InputFile {
    guard let identity = candidate.identity else {
      throw InputFailure(kind: .readFailed, message: "is an archive member: it cannot be read again; not compared")
    }
    let file = try InputFile.open(path: candidate.path, headSize: 0)
    guard file.identity.size == identity.size,
      file.identity.modificationNanoseconds == identity.modificationNanoseconds
    else {
      throw InputFailure(kind: .readFailed, message: "changed since it was scanned; not compared")
    }
    guard !file.holdsNoData else {
      throw InputFailure(kind: .readFailed, message: "holds no data (a placeholder); not compared")
    }
    return file
  }

  /// The digest of the first and last ``partialSpan`` bytes (the whole file when it is no
  /// longer than twice that).
  static func partialDigest(_ file: InputFile) throws(InputFailure) -> UInt128? {
    var cursor = DigestCursor(file: file)
    if file.size <= 2 * partialSpan {
      guard try cursor.consume(file.size, feeding: true) else { return nil }
      return cursor.value()
    }
    guard try cursor.consume(partialSpan, feeding: true) else { return nil }
    cursor.seek(to: file.size - partialSpan)
    guard try cursor.consume(partialSpan, feeding: true) else { return nil }
    return cursor.value()
  }

  /// The digest of the whole file: the XXH3-128 of all its bytes in order (``ContentDigest``),
  /// the same value a thorough archive scan takes of a member as the stream passes it
  /// (`MemberBytes.digest`), so the two compare.
  static func fullDigest(_ file: InputFile) throws(InputFailure) -> UInt128? {
    var cursor = DigestCursor(file: file)
    guard try cursor.consume(file.size, feeding: true) else { return nil }
    return cursor.value()
  }

  /// The image-data digest of a JPEG or PNG (by its signature).
  static func imageDigest(_ file: InputFile, limit: Int) throws(InputFailure)
    -> (digest: UInt128, complete: Bool)?
  {
    let head = try DigestCursor.read(file, at: 0, count: min(2, file.size))
    if head == [0xFF, 0xD8] { return try JPEGImageDigest.digest(of: file, limit: limit) }
    if head == [0x89, 0x50] { return try PNGImageDigest.digest(of: file, limit: limit) }
    return nil
  }

  /// Whether two candidates' files hold the same bytes, compared in chunks; a failure names
  /// which of the two (0 or 1) could not be read.
  static func compare(_ a: Candidate, _ b: Candidate)
    -> (same: Bool, failure: (side: Int, failure: InputFailure)?)
  {
    let first: InputFile
    let second: InputFile
    do { first = try open(a) } catch { return (false, (0, error)) }
    do { second = try open(b) } catch { return (false, (1, error)) }
    guard first.size == second.size else { return (false, nil) }
    var offset = 0
    while offset < first.size {
      let count = min(DigestCursor.chunkSize, first.size - offset)
      let x: [UInt8]
      let y: [UInt8]
      do { x = try DigestCursor.read(first, at: offset, count: count) } catch { return (false, (0, error)) }
      do { y = try DigestCursor.read(second, at: offset, count: count) } catch { return (false, (1, error)) }
      guard x.count == count, x == y else { return (false, nil) }
      offset += count
    }
    return (true, nil)
  }

  // MARK: Groups

  /// A group of candidates: the member to keep, why, and each other's tier.
  private func group(
    of members: [Int], candidates: [Candidate], byteClassOf: [Int: Int], imageGroupOf: [Int: Int]
  ) -> (order: Int, group: DuplicateGroup) {
    let (kept, reason) = DuplicateKeepOrder.choose(
      members.map { (library.assets[candidates[$0].asset], candidates[$0]) })
    let keep = members[kept]
    var ordered = [keep]
    ordered += members.filter { $0 != keep }
    let result = ordered.map { i in
      let c = candidates[i]
      let asset = library.assets[c.asset]
      let tier: DuplicateTier? =
        i == keep ? nil
        : byteClassOf[i] != nil && byteClassOf[i] == byteClassOf[keep] ? .identicalBytes
        : imageGroupOf[i] != nil && imageGroupOf[i] == imageGroupOf[keep] ? .identicalImageData : .sameShot
      var member = DuplicateMember(
        localIdentifier: asset.localIdentifier, path: c.path, tier: tier, fileSize: c.size,
        pixelWidth: asset.pixelWidth, pixelHeight: asset.pixelHeight)
      if tier == .sameShot {
        member.evidence = ShotEvidence.evidence(
          i, kept: keep, group: members, shot: { candidates[$0].shot }, path: { candidates[$0].path })
      }
      return member
    }
    return (candidates[keep].asset, DuplicateGroup(members: result, keepReason: reason))
  }
}
