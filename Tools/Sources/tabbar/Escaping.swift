@_spi(TabBarKitInternal) import TabBarCore

/// Makes text safe to print inside a one-line message.
enum Escaping {
    /// `text` with control characters, line and paragraph separators and bidirectional overrides
    /// written as escapes (`\n`, `\0`, `\u{202E}`), so a message never breaks a line or hides text.
    ///
    /// `Escaping.visible("a\nb\u{0}")` is `a\nb\0` with literal backslashes.
    static func visible(_ text: String) -> String { text.escapedForMessage }

    /// Each line of `text` made visible; the line breaks themselves are kept.
    static func visibleKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }
}
