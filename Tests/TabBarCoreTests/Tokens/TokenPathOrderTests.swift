import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) @testable import TabBarTools

/// Issue 21: the shortcuts the token import takes to be fast keep the order and answers of the plain code.
@Suite("C4 Design tokens: path order and the tabbar group's paths")
struct TokenPathOrderTests {
    /// Paths of short ASCII names (the packed-integer sort), with prefixes, NUL and control bytes, and the longer
    /// or non-ASCII names that make it sort as text.
    static let shortPaths = [
        "a", "a.b", "a-c", "a\u{0}", "a\u{0}\u{0}", "a\u{0}b", "", "tabbar.name", "tabbar.", "tabbar", "tabbar/x", "tabbaq.z",
        "palette.c10", "palette.c2", "palette.c199990", "palette.c1999901", "Z", "z", "~", "\u{1}", "0123456789abcdef",
        "0123456789abcde", "0123456789abcdeg",
    ]

    @Test("short ASCII paths sort exactly as String's < sorts them")
    func shortASCIIPathsSortAsStrings() {
        var seed: UInt64 = 7
        var paths = Set(Self.shortPaths)
        let alphabet = Array("\u{0}\u{1}.-_09AZaz~".unicodeScalars)
        while paths.count < 2_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(seed >> 60)
            var path = ""
            for i in 0..<length { path.unicodeScalars.append(alphabet[Int((seed >> UInt64(i * 3)) % UInt64(alphabet.count))]) }
            paths.insert(path)
        }
        #expect(TabBarDesignTokens.sortedPaths(Array(paths)) == paths.sorted())
    }

    @Test("paths longer than 16 bytes or not ASCII sort as text")
    func otherPathsSortAsText() {
        let paths = Self.shortPaths + ["color.background.primary.hover", "é.b", "e\u{301}.a", "tabbar.\u{301}x", "日本.色"]
        #expect(TabBarDesignTokens.sortedPaths(paths) == paths.sorted())
    }

    @Test("the tabbar group's paths are those of the sorted paths that start with tabbar.")
    func themePathsAreTheTabbarPrefixed() {
        let paths = (Self.shortPaths + ["tabbar.\u{301}x", "tabbar.日本", "tabbar.a\u{301}", "tabbar.item.selected", "tabbarx.y"]).sorted()
        #expect(TabBarDesignTokens.themePaths(in: paths) == paths.filter { $0.hasPrefix("tabbar.") })
        #expect(TabBarDesignTokens.themePaths(in: []) == [])
    }

    @Test("a plain ASCII alias's target is read byte by byte as the character-by-character reading gives it")
    func plainAliasesReadAsCharacters() {
        let plain = ["{a}", "{palette.c12}", "{a b.c-d_e}", "{\u{1}x}"]
        for text in plain { #expect(Resolver.plainAlias(text) == String(text.dropFirst().dropLast())) }
        let other = ["{}", "{", "}", "a}", "{a", "{a{b}", "{a}b}", "{é}", "{a\r\n}", "{\r\n}", "{a}\u{301}", "#FFFFFF", ""]
        for text in other { #expect(Resolver.plainAlias(text) == nil) }
    }
}
