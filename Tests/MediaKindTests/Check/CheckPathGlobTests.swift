import Testing

@testable import MediaKind

@Suite("Check: path globs")
struct CheckPathGlobTests {
  func glob(_ pattern: String) throws -> PathGlob { try PathGlob(pattern) }

  @Test("* stays inside one segment; ** spans segments")
  func stars() throws {
    #expect(try glob("*.gif").matches("a.gif"))
    #expect(try !glob("*.gif").matches("x/a.gif"))
    #expect(try glob("**/*.gif").matches("a.gif"))
    #expect(try glob("**/*.gif").matches("x/y/a.gif"))
    #expect(try !glob("**/*.gif").matches("x/y/a.png"))
    #expect(try glob("web/**").matches("web/a.png"))
    #expect(try glob("web/**").matches("web/deep/er/a.png"))
    #expect(try !glob("web/**").matches("web"))
    #expect(try !glob("web/**").matches("webby/a.png"))
    #expect(try glob("a/**/b/*.jpg").matches("a/b/x.jpg"))
    #expect(try glob("a/**/b/*.jpg").matches("a/1/2/b/x.jpg"))
    #expect(try !glob("a/**/b/*.jpg").matches("a/1/2/c/x.jpg"))
    #expect(try glob("**").matches("anything/at/all"))
  }

  @Test("?, classes, braces, trailing slash and ./")
  func otherSyntax() throws {
    #expect(try glob("IMG_????.HEIC").matches("IMG_4580.HEIC"))
    #expect(try !glob("IMG_????.HEIC").matches("IMG_45801.HEIC"))
    #expect(try glob("[ab]*.png").matches("b1.png"))
    #expect(try !glob("[!ab]*.png").matches("b1.png"))
    #expect(try glob("[0-9].png").matches("7.png"))
    #expect(try glob("photos/*.{jpg,heic}").matches("photos/x.heic"))
    #expect(try glob("photos/*.{jpg,heic}").matches("photos/x.jpg"))
    #expect(try !glob("photos/*.{jpg,heic}").matches("photos/x.png"))
    #expect(try glob("web/").matches("web/a/b.png"))
    #expect(try glob("./web/*.png").matches("./web/a.png"))
    #expect(try !glob("*.GIF").matches("a.gif"))
    #expect(PathGlob.expandBraces("a{b,c{d,e}}f") == ["abf", "acdf", "acef"])
    #expect(PathGlob.expandBraces("a{b}c") == ["a{b}c"])
  }

  @Test("an empty pattern is refused")
  func empty() {
    #expect(throws: PathGlob.Invalid.self) { try PathGlob("") }
    #expect(throws: PathGlob.Invalid.self) { try PathGlob("./") }
  }
}
