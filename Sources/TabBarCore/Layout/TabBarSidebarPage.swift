/// A page of a sidebar that VoiceOver's three-finger scroll moved to: the scroll offset and the rows it shows, which
/// VoiceOver announces ("Rows 9 to 16 of 24", UIKit's `.pageScrolled`).
///
/// ```swift
/// let page = TabBarSidebarPage(offset: 320, rows: 9...16, count: 24)
/// page.announcement(phrases: .english)  // "Rows 9 to 16 of 24"
/// ```
public struct TabBarSidebarPage: Hashable, Sendable {
    /// The sidebar's scroll offset on this page.
    public var offset: Double
    /// The rows shown, by position in the sidebar's reading order (from 1).
    public var rows: ClosedRange<Int>
    /// How many rows the sidebar has.
    public var count: Int

    /// A page at `offset` showing `rows` of `count`.
    public init(offset: Double, rows: ClosedRange<Int>, count: Int) {
        self.offset = offset
        self.rows = rows
        self.count = count
    }

    /// What VoiceOver says after the scroll, from `phrases` (``TabBarPhrases/Key/rowsShown``).
    public func announcement(phrases: TabBarPhrases) -> String {
        phrases.phrase(TabBarPhrases.Key.rowsShown, .number(rows.lowerBound), .number(rows.upperBound), .number(count))
    }
}
