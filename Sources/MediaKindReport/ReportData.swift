import Foundation
import MediaKind

/// What the report site reads from `data.js`: the summary, the albums and one entry per
/// asset (the details, with records and evidence, go into chunk files loaded on demand).
struct ReportData: Encodable {
  struct Count: Encodable {
    let label: String
    let count: Int
  }

  struct Album: Encodable {
    let subtype: Int
    let name: String
    let title: String
    let count: Int
    /// Indices into `assets`, in fetch order (bursts: representatives only).
    let assets: [Int]
  }

  /// A user album or folder, in tree order (`classify albums --tree`).
  struct Collection: Encodable {
    let id: String
    /// `album` or `folder`.
    let kind: String
    let title: String
    /// Depth in the tree (0 at the top level).
    let depth: Int
    /// The assets a default fetch lists (below a folder: summed over its albums).
    let count: Int
    /// Stored as data in `.mediakind/` (made by a change request), not a folder of files.
    let stored: Bool
    /// A folder album's or folder's path, as scanned.
    let path: String?
    /// An album's assets: indices into `assets`, in fetch order; nil for a folder.
    let assets: [Int]?
  }

  struct Tile: Encodable {
    let id: String
    let name: String
    let mediaType: String
    let uti: String?
    let subtypes: [String]
    let width: Int?
    let height: Int?
    let duration: Double?
    let date: String?
    let fileSize: Int
    /// The thumbnail's path relative to the site, nil when none could be made.
    let thumb: String?
    let thumbError: String?
    let thumbSource: String?
    /// Badges: LIVE, RAW+JPEG, the number of frames of a burst.
    let live: Bool
    let rawPair: Bool
    let burstCount: Int?
    /// Which details chunk holds this asset (`details/N.js`).
    let chunk: Int
  }

  /// A check finding in the columns the page shows (`CheckFinding`'s members as text).
  struct Finding: Encodable {
    let kind: String
    let path: String
    let message: String
    /// A violation's rule, or a mismatch's field.
    let rule: String?
    /// A violation's check (`maxFileSize`, ...).
    let check: String?
    /// The offending value, or a mismatch's actual value.
    let value: String?
    /// A violation's limit, or a mismatch's expected value.
    let limit: String?
  }

  let root: String
  let tool: String
  let files: Int
  let failures: [String]
  let mediaTypes: [Count]
  let formats: [Count]
  let subtypes: [Count]
  let sizeHistogram: [Count]
  let timeline: ReportTimeline
  let albums: [Album]
  let collections: [Collection]
  let assets: [Tile]
  let check: [Finding]?
  let checkSummary: String?
  let chunkSize: Int
}
