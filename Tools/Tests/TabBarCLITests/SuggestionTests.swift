import Testing
@testable import tabbar

@Suite("did-you-mean suggestions and escaped messages")
struct SuggestionTests {
    @Test("a typo, a transposition, a different case or a prefix finds the name", arguments: [
        ("rendr", "render"), ("rednre", "render"), ("galaxy", nil), ("lnit", "lint"), ("Social", "social"), ("iphone-16", "iphone-16-pro"),
        ("midnigth", "midnight"), ("nobody", nil), ("x", nil),
    ])
    func closest(word: String, expected: String?) {
        let names = ["gallery", "render", "lint", "social", "iphone-se", "iphone-16-pro", "iphone-16-pro-max", "midnight", "home"]
        #expect(Suggestion.closest(to: word, in: names) == expected)
    }

    @Test("a very long word gets no suggestion, so the distance never costs more than a short one")
    func longWord() {
        #expect(Suggestion.closest(to: String(repeating: "a", count: 100_000), in: ["a", "b"]) == nil)
    }

    @Test("long lists are cut after twenty names")
    func longList() {
        let names = (1...25).map { "tab\($0)" }
        #expect(Suggestion.list(names).hasSuffix("tab20, … and 5 more"))
    }

    @Test("control characters, separators and bidirectional overrides are escaped; other text is kept")
    func escaping() {
        #expect(Escaping.visible("a\nb\r\tc\0d") == #"a\nb\r\tc\0d"#)
        #expect(Escaping.visible("x\u{1B}[1m\u{7F}\u{85}\u{2028}\u{202E}y") == #"x\u{1B}[1m\u{7F}\u{85}\u{2028}\u{202E}y"#)
        #expect(Escaping.visible("Accueil → 通知 👋🏽") == "Accueil → 通知 👋🏽")
        #expect(Escaping.visibleKeepingLines("a\u{0}\nb") == "a\\0\nb")
    }
}
