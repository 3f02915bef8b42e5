import Testing

@testable import MediaKind

/// Where imports go (`ImportLayout`) and the names a group takes (`GroupNaming`):
/// Docs/Changes.md, "Creating assets" (destination, collision names).
@Suite("Import layout and collision names")
struct ImportLayoutTests {
  @Test("the default layout files by capture date; undated assets go to Undated/")
  func defaultLayout() throws {
    let layout = ImportLayout()
    let dated = layout.destination(name: "IMG_1234.HEIC", date: "2024-05-17T10:11:12.345+02:00")
    #expect(dated.folder == ["2024", "2024-05-17"])
    #expect(dated.name == "IMG_1234.HEIC")
    let undated = layout.destination(name: "a.gif", date: nil)
    #expect(undated.folder == ["Undated"])
    #expect(layout.destination(name: "a.gif", date: "garbage").folder == ["Undated"])
  }

  @Test("tokens, an appended extension, and a layout without dates")
  func tokens() throws {
    let layout = try ImportLayout(template: "{yyyy}{MM}/{dd}-{HH}{mm}{ss}-{stem}")
    let placed = layout.destination(name: "IMG_1.JPG", date: "2024-05-17T10:11:12")
    #expect(placed.folder == ["202405"])
    #expect(placed.name == "17-101112-IMG_1.JPG")
    let flat = try ImportLayout(template: "inbox/{stem}.{ext}")
    #expect(flat.destination(name: "a.b.gif", date: nil) == (["inbox"], "a.b.gif"))
  }

  @Test("bad templates are refused", arguments: [
    "", "/abs/{name}", "../{name}", "a/../{name}", "a//{name}", "./{name}", "{yyyy}", "{yyyy}/{nope}/{name}", "{name",
  ])
  func refused(template: String) {
    #expect(throws: LibraryChangeError.self) { try ImportLayout(template: template) }
  }

  @Test("collision names: one number for every member; a full-name sidecar follows its file")
  func collisionNames() {
    let naming = GroupNaming(primary: "IMG_1234.HEIC", sources: ["IMG_1234.HEIC", "IMG_1234.MOV", "IMG_1234.HEIC.xmp", "IMG_E1234.JPG"])
    #expect(naming.names(0) == ["IMG_1234.HEIC", "IMG_1234.MOV", "IMG_1234.HEIC.xmp", "IMG_E1234.JPG"])
    #expect(naming.names(2) == ["IMG_1234 (2).HEIC", "IMG_1234 (2).MOV", "IMG_1234 (2).HEIC.xmp", "IMG_E1234 (2).JPG"])
    // A layout that renames the primary renames the members that share its stem.
    let renamed = GroupNaming(primary: "0517-IMG_1.JPG", sources: ["IMG_1.JPG", "IMG_1.DNG", "IMG_1.xmp"])
    #expect(renamed.names(0) == ["0517-IMG_1.JPG", "0517-IMG_1.DNG", "0517-IMG_1.xmp"])
    // A Live video named as the still's sibling keeps its tail after the new stem; another
    // name is kept.
    let live = GroupNaming(primary: "0517-IMG_1.JPG", sources: ["IMG_1.JPG", "IMG_1_HEVC.MOV", "IMG_12.MOV"])
    #expect(live.names(0) == ["0517-IMG_1.JPG", "0517-IMG_1_HEVC.MOV", "IMG_12.MOV"])
    #expect(live.names(1) == ["0517-IMG_1 (1).JPG", "0517-IMG_1_HEVC (1).MOV", "IMG_12 (1).MOV"])
    // 255 bytes at most: the stem gives way to the number.
    let long = String(repeating: "a", count: 251) + ".jpg"
    let fitted = GroupNaming(primary: long, sources: [long]).names(1)[0]
    #expect(fitted.utf8.count == 255)
    #expect(fitted.hasSuffix("a (1).jpg"))
  }

  @Test("an edited render's original stem")
  func editedRender() {
    #expect(EditedRenderName.originalStem(ofEdited: "img_e1234") == "img_1234")
    #expect(EditedRenderName.originalStem(ofEdited: "img_1234") == nil)
    #expect(EditedRenderName.originalStem(ofEdited: "img_e") == nil)
  }
}
