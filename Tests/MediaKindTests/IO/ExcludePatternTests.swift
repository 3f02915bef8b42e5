import MediaKind
import Testing

/// Excludes read as `.gitignore` lines (`PathGlob(excluding:)`, Docs/CLI.md "Inputs"), and
/// the walk options that apply them: the last matching exclude wins, a `folder/` exclude
/// matches folders only, and a file is left out when a folder above it is.
@Suite("Excludes as .gitignore lines")
struct ExcludePatternTests {
  func options(_ patterns: String...) throws -> WalkOptions {
    WalkOptions(excludes: try patterns.map { try PathGlob(excluding: $0) })
  }

  @Test("a pattern without a slash matches a name at any depth; with one it is anchored")
  func anchoring() throws {
    let any = try options("*.jpg", "node_modules")
    #expect(any.excludes(relative: "a.jpg"))
    #expect(any.excludes(relative: "x/y/a.jpg"))
    #expect(any.excludes(relative: "web/node_modules/lib/z.png"))
    #expect(!any.excludes(relative: "a.jpeg"))
    let anchored = try options("/todo.jpg", "raw/*.dng", "**/keep/*.gif")
    #expect(anchored.excludes(relative: "todo.jpg"))
    #expect(!anchored.excludes(relative: "x/todo.jpg"))
    #expect(anchored.excludes(relative: "raw/a.dng"))
    #expect(!anchored.excludes(relative: "x/raw/a.dng"))
    #expect(anchored.excludes(relative: "a/b/keep/c.gif"))
    #expect(anchored.excludes(relative: "keep/c.gif"))
  }

  @Test("a trailing slash matches folders only, and everything below them")
  func foldersOnly() throws {
    let walk = try options("drafts/")
    #expect(walk.excludes(relative: "drafts", isFolder: true))
    #expect(!walk.excludes(relative: "drafts", isFolder: false))
    #expect(walk.excludes(relative: "a/drafts/b.jpg"))
    #expect(!walk.excludes(relative: "a/drafts"))
  }

  @Test("the last matching exclude decides: ! takes a path back; \\! is a literal !")
  func negation() throws {
    let walk = try options("*.jpg", "!keep.jpg")
    #expect(walk.excludes(relative: "a.jpg"))
    #expect(!walk.excludes(relative: "x/keep.jpg"))
    let again = try options("*.jpg", "!keep.jpg", "/keep.jpg")
    #expect(again.excludes(relative: "keep.jpg"))
    #expect(!again.excludes(relative: "x/keep.jpg"))
    #expect(try options("\\!bang").excludes(relative: "!bang"))
    #expect(try PathGlob(excluding: "!x").isNegated)
    #expect(throws: PathGlob.Invalid.self) { try PathGlob(excluding: "/") }
    #expect(throws: PathGlob.Invalid.self) { try PathGlob(excluding: "!") }
  }

  @Test("the tally names the excludes that left something out")
  func tally() throws {
    let tally = ExcludeTally()
    var walk = try options("*.jpg", "*.gif")
    walk.tally = tally
    #expect(walk.excludes(relative: "a/b.jpg"))
    #expect(tally.unmatched(["*.jpg", "*.gif"]) == ["*.gif"])
  }
}
