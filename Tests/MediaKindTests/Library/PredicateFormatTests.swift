import MediaKind
import Testing

/// The predicate parser against a table of expressions and their typed equivalents, and
/// malformed expressions with the column and message they must report.
@Suite("AssetPredicate(format:): PhotoKit's predicate syntax")
struct PredicateFormatTests {
  static func instant(_ text: String) -> ISO8601Instant { ISO8601Instant(text)! }

  static let table: [(String, AssetPredicate)] = [
    ("mediaType == 1", .mediaType(.image)),
    ("mediaType = 2", .mediaType(.video)),
    ("mediaType == 'audio'", .mediaType(.audio)),
    ("mediaType == image", .mediaType(.image)),
    ("2 == mediaType", .mediaType(.video)),
    ("mediaType != 1", .or([.mediaType(.unknown), .mediaType(.video), .mediaType(.audio)])),
    ("mediaType IN {1, 2}", .or([.mediaType(.image), .mediaType(.video)])),
    ("mediaType >= 2", .or([.mediaType(.video), .mediaType(.audio)])),
    ("(mediaSubtypes & 8) != 0", .containsAnySubtype(.photoLive)),
    ("(mediaSubtypes & 8) == 8", .containsSubtypes(.photoLive)),
    ("(mediaSubtypes & 8) == 0", .excludesSubtypes(.photoLive)),
    ("mediaSubtypes & 10 != 0", .containsAnySubtype([.photoHDR, .photoLive])),
    ("(mediaSubtypes & 10) == 2", .and([.containsSubtypes(.photoHDR), .excludesSubtypes(.photoLive)])),
    ("(mediaSubtypes & 10) == 4", .not(.all)),
    ("(mediaSubtypes & photoLive) != 0", .containsAnySubtype(.photoLive)),
    ("(mediaSubtypes & raw) != 0", .containsAnySubtype(.raw)),
    ("(mediaSubtypes & 0x20000) != 0", .containsAnySubtype(.videoHighFrameRate)),
    ("mediaSubtypes == 0", .and([.containsSubtypes([]), .excludesSubtypes(.photoKitMask)])),
    ("pixelWidth >= 4000", .pixelSize(minWidth: 4000, minHeight: nil, maxWidth: nil, maxHeight: nil)),
    ("pixelWidth > 4000", .pixelSize(minWidth: 4001, minHeight: nil, maxWidth: nil, maxHeight: nil)),
    ("pixelHeight < 100", .pixelSize(minWidth: nil, minHeight: nil, maxWidth: nil, maxHeight: 99)),
    ("pixelHeight <= 99.5", .pixelSize(minWidth: nil, minHeight: nil, maxWidth: nil, maxHeight: 99)),
    ("pixelWidth == 640", .pixelSize(minWidth: 640, minHeight: nil, maxWidth: 640, maxHeight: nil)),
    ("4000 <= pixelWidth", .pixelSize(minWidth: 4000, minHeight: nil, maxWidth: nil, maxHeight: nil)),
    ("fileSize BETWEEN {1000, 2000}", .and([.fileSize(min: 1000, max: nil), .fileSize(min: nil, max: 2000)])),
    ("duration > 30", .duration(min: 30.0.nextUp, max: nil)),
    ("duration <= 2.5", .duration(min: nil, max: 2.5)),
    ("creationDate >= '2024-05-01'", .creationDate(from: instant("2024-05-01"), to: nil)),
    ("creationDate < \"2024-05-01T12:00:00+02:00\"",
     .creationDate(from: nil, to: ISO8601Instant(secondsSince1970: instant("2024-05-01T10:00:00Z").secondsSince1970.nextDown, hasZone: true))),
    ("modificationDate >= '2024-05-01'", .modificationDate(from: instant("2024-05-01"), to: nil)),
    ("modificationDate == nil", .not(.modificationDate(from: nil, to: nil))),
    ("creationDate == nil", .not(.creationDate(from: nil, to: nil))),
    ("(burstSelectionTypes & autoPick) != 0", .not(.burstSelectionTypes(mask: 1, equals: 0))),
    ("(burstSelectionTypes & 3) == 2", .burstSelectionTypes(mask: 3, equals: 2)),
    ("(burstSelectionTypes & 1) == 2", .not(.all)),
    ("burstSelectionTypes == 1", .burstSelectionTypes(mask: ~0, equals: 1)),
    ("location != nil", .hasLocation(true)),
    ("location == nil", .hasLocation(false)),
    ("isFavorite == YES", .isFavorite(true)),
    ("isFavorite = false", .isFavorite(false)),
    ("isFavorite", .isFavorite(true)),
    ("burstIdentifier != nil", .containsSubtypes(.burst)),
    ("burstIdentifier == 'D4E4'", .burstIdentifier("D4E4")),
    ("playbackVariation == 3", .playbackVariation(3)),
    ("make CONTAINS[c] 'apple'", .make("apple")),
    ("model CONTAINS 'iPhone'", .text(.model, TextMatch(.contains, "iPhone"))),
    ("filename BEGINSWITH 'IMG_'", .text(.filename, TextMatch(.beginsWith, "IMG_"))),
    ("filename ENDSWITH[c] '.heic'", .text(.filename, TextMatch(.endsWith, ".heic", caseInsensitive: true))),
    ("filename LIKE[c] 'img_*.?ov'", .text(.filename, TextMatch(.like, "img_*.?ov", caseInsensitive: true))),
    ("uniformTypeIdentifier == 'public.heic'", .text(.uniformTypeIdentifier, TextMatch(.equals, "public.heic"))),
    ("make == nil", .not(.text(.make, TextMatch(.like, "*")))),
    ("localIdentifier IN {'A/L0/001', 'B/L0/001'}",
     .or([.text(.localIdentifier, TextMatch(.equals, "A/L0/001")), .text(.localIdentifier, TextMatch(.equals, "B/L0/001"))])),
    ("TRUEPREDICATE", .all),
    ("FALSEPREDICATE", .not(.all)),
    ("mediaType == 1 AND isFavorite == YES", .and([.mediaType(.image), .isFavorite(true)])),
    ("mediaType == 1 && isFavorite == YES || mediaType == 2",
     .or([.and([.mediaType(.image), .isFavorite(true)]), .mediaType(.video)])),
    ("mediaType == 1 and (isFavorite == YES or mediaType == 2)",
     .and([.mediaType(.image), .or([.isFavorite(true), .mediaType(.video)])])),
    ("NOT mediaType == 2", .not(.mediaType(.video))),
    ("!(location != nil)", .not(.hasLocation(true))),
    ("NOT NOT isFavorite == 1", .not(.not(.isFavorite(true)))),
  ]

  @Test("every expression of the table gives its typed equivalent", arguments: table.indices)
  func tableEntry(_ i: Int) throws {
    let (expression, expected) = Self.table[i]
    #expect(try AssetPredicate(format: expression) == expected, "\(expression)")
  }

  @Test("format specifiers take arguments as PhotoKit code passes them")
  func arguments() throws {
    let p = try AssetPredicate(
      format: "mediaType == %d AND (mediaSubtypes & %d) != 0", .mediaType(.image), .subtypes(.photoLive))
    #expect(p == .and([.mediaType(.image), .containsAnySubtype(.photoLive)]))
    #expect(try AssetPredicate(format: "%K == %@", "isFavorite", true) == .isFavorite(true))
    #expect(try AssetPredicate(format: "mediaType IN %@", [1, 2]) == .or([.mediaType(.image), .mediaType(.video)]))
    #expect(try AssetPredicate(format: "creationDate > %@", .date(Self.instant("2020-01-01T00:00:00Z")))
      == .creationDate(from: ISO8601Instant(secondsSince1970: Self.instant("2020-01-01T00:00:00Z").secondsSince1970.nextUp), to: nil))
    #expect(throws: PredicateSyntaxError.self) { try AssetPredicate(format: "mediaType == %d") }
    #expect(throws: PredicateSyntaxError.self) { try AssetPredicate(format: "mediaType == 1", 2) }
  }

  static let malformed: [(String, Int, String)] = [
    ("", 1, "empty"),
    ("mediaType ==", 13, "expected a key path or a value"),
    ("mediaType == 'picture'", 14, "unknown media type 'picture'"),
    ("mediaType == picture", 14, "quote text ('picture')"),
    ("mediaType == 7", 14, "unknown media type 7"),
    ("pixelWidht > 10", 1, "did you mean 'pixelWidth'"),
    ("colour == 1", 1, "unknown key path 'colour'"),
    ("(mediaType == 1", 16, "expected ')'"),
    ("mediaType == 1)", 15, "unexpected ')'"),
    ("mediaType == 1 AND", 19, "expected a key path or a value"),
    ("filename == 'IMG", 13, "not closed"),
    ("filename CONTAINS[d] 'x'", 18, "[d]"),
    ("filename MATCHES '.*'", 10, "MATCHES"),
    ("pixelWidth CONTAINS 3", 12, "compares text"),
    ("(mediaSubtypes & 8) > 0", 21, "== or !="),
    ("(pixelWidth & 8) != 0", 2, "mediaSubtypes and burstSelectionTypes only"),
    ("location == 'Paris'", 13, "only with nil"),
    ("creationDate > 'yesterday'", 16, "ISO 8601"),
    ("mediaType IN 1", 14, "IN takes a list"),
    ("fileSize BETWEEN {1}", 18, "two values"),
    ("representsBurst == YES", 1, "fetch option"),
    ("burstSelectionTypes == 'bestPick'", 24, "unknown burst selection type"),
    ("burstSelectionTypes == bestPick", 24, "burst selection types (autoPick)"),
    ("modificationDate > 'last week'", 20, "ISO 8601"),
    ("1 == 2", 1, "needs a key path"),
    ("mediaType == pixelWidth", 14, "another key path"),
    ("mediaType # 1", 11, "unexpected character '#'"),
    ("ANY mediaType == 1", 1, "to-many"),
    ("isFavorite == 2", 15, "YES or NO"),
    ("mediaType", 10, "expected a comparison"),
    ("mediaType == 1 mediaType == 2", 16, "expected AND, OR"),
  ]

  @Test("malformed expressions name the column and the problem", arguments: malformed.indices)
  func malformedEntry(_ i: Int) {
    let (expression, column, fragment) = Self.malformed[i]
    do {
      let parsed = try AssetPredicate(format: expression)
      Issue.record("\(expression) parsed as \(parsed)")
    } catch {
      #expect(error.column == column, "\(expression): \(error)")
      #expect(error.message.contains(fragment), "\(expression): \(error.message)")
      #expect(error.description.contains("^"))
    }
  }

  @Test("parsed predicates select the same assets as the typed ones")
  func evaluation() throws {
    let library = AssetFetchTests.library()
    func paths(_ format: String) throws -> [String] {
      library.fetchAssets(with: FetchOptions(predicate: try AssetPredicate(format: format))).map(\.path)
    }
    #expect(try paths("(mediaSubtypes & photoHDR) != 0 AND location != nil") == ["b/IMG_2.HEIC"])
    #expect(try paths("filename LIKE[c] '*.heic' OR filename ENDSWITH '.CR2'") == ["b/IMG_2.HEIC", "a/IMG_3.CR2"])
    #expect(try paths("make == 'Canon'") == ["a/IMG_3.CR2"])
    #expect(try paths("make == 'canon'").isEmpty)  // == is case-sensitive, as in NSPredicate
    #expect(try paths("make ==[c] 'canon'") == ["a/IMG_3.CR2"])
    #expect(try paths("make != 'Canon'").count == 4)  // no make is not 'Canon' either
    #expect(try paths("duration > 1.5") == ["d/clip.mov", "e/song.mp3"])
    #expect(try paths("duration >= 1.5") == ["c/anim.gif", "d/clip.mov", "e/song.mp3"])
    #expect(try paths("creationDate >= '2023-06-01T10:00:00Z' AND creationDate <= '2023-06-01T10:00:00Z'") == ["b/IMG_2.HEIC"])
    #expect(try paths("uniformTypeIdentifier == 'com.compuserve.gif'") == ["c/anim.gif"])
  }

  @Test("LIKE wildcards: * any run, ? one character, \\ escapes")
  func like() {
    func like(_ text: String, _ pattern: String) -> Bool { TextMatch(.like, pattern).matches(text) }
    #expect(like("IMG_1234.MOV", "IMG_*.MOV"))
    #expect(like("IMG_1234.MOV", "*"))
    #expect(like("", "*"))
    #expect(!like("IMG_1234.MOV", "IMG_?.MOV"))
    #expect(like("IMG_1.MOV", "IMG_?.MOV"))
    #expect(like("a*b", "a\\*b"))
    #expect(!like("axb", "a\\*b"))
    #expect(like("aaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "*a*a*a*a*a*b"))
    #expect(!like("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "*a*a*a*a*a*b"))
  }
}
