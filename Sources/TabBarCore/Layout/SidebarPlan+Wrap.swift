extension SidebarPlan {
    /// `text` broken into lines at most `width` wide, as a label's word wrapping breaks it: at the last break that
    /// fits (a space, after a hyphen, between two CJK characters — ``TabBarLineBreaks``), and a word wider than a line
    /// by grapheme cluster, starting on a line of its own; at most ``TabBarSidebarLayout/maximumFooterLines``, the
    /// last ending with "…" when the text goes on.
    ///
    /// A sidebar wraps every row's text on every layout (a thousand tabs' titles included), so text that fits is
    /// measured once, and each line takes a binary search over its breaks, not a measurement per word or character.
    static func wrap(_ text: String, width: Double, size: Double, weight: TabBarFontWeight = .regular, measurer: any TabBarTextMeasuring) -> [String] {
        // One line, as the search below would make it: every prefix of a text that fits fits too.
        if !text.isEmpty, text.first != " ", text.last != " ", !text.contains("  "),
            measurer.width(of: text, size: size, weight: weight) <= width
        {
            return [text]
        }
        let characters = Array(text)
        let breaks = TabBarLineBreaks(characters)
        let count = characters.count
        /// The text from `start` to `end`, less the spaces it ends with.
        func piece(_ start: Int, _ end: Int) -> String {
            var end = min(end, count)
            while end > start, characters[end - 1] == " " { end -= 1 }
            return String(characters[start..<end])
        }
        func fits(_ start: Int, _ end: Int) -> Bool { measurer.width(of: piece(start, end), size: size, weight: weight) <= width }
        /// The last of `ends` (ascending) for which the line from `start` fits, or `nil` when not even the first does;
        /// the whole rest first (the usual last line), then a binary search (a longer line is never narrower).
        func lastFitting(from start: Int, _ ends: some RandomAccessCollection<Int>) -> Int? {
            guard let last = ends.last else { return nil }
            if fits(start, last) { return last }
            var low = ends.startIndex, high = ends.index(before: ends.endIndex)
            var best: Int?
            while low < high {
                let middle = ends.index(low, offsetBy: ends.distance(from: low, to: high) / 2)
                if fits(start, ends[middle]) {
                    best = ends[middle]
                    low = ends.index(after: middle)
                } else {
                    high = middle
                }
            }
            return best
        }

        // Each line: where it starts and ends, whether it broke inside a word, and whether it is known to fit.
        var lines: [(start: Int, end: Int, inWord: Bool, fits: Bool)] = []
        var start = characters.firstIndex { $0 != " " } ?? count
        while start < count, lines.count < TabBarSidebarLayout.maximumFooterLines {
            let ends = breaks.ends(after: start)
            if let end = lastFitting(from: start, ends) {
                lines.append((start, end, false, true))
            } else {
                // A word wider than a line: broken by grapheme cluster, at least one on the line.
                let fitting = lastFitting(from: start, (start + 1)..<(ends.first ?? count))
                lines.append((start, fitting ?? start + 1, true, fitting != nil))
            }
            start = lines[lines.count - 1].end
            while start < count, characters[start] == " " { start += 1 }
        }
        let cut = start < count
        return lines.enumerated().map { index, line in
            if index == lines.count - 1 && cut {
                // As much of the text as fits with "…": never more than the line and what comes next up to its next
                // break (or the next grapheme cluster inside a word), which did not fit.
                let next = line.inWord ? line.end + 1 : breaks.ends(after: line.end).first ?? count
                return measurer.fitting(piece(line.start, next), maxWidth: width, size: size, weight: weight).text
            }
            // A single grapheme cluster wider than the line is cut, as a word was before.
            return line.fits ? piece(line.start, line.end) : measurer.fitting(piece(line.start, line.end), maxWidth: width, size: size, weight: weight).text
        }
    }

    /// `lines` of `text` as one string: a space where the text has one between two lines, nothing where a line broke
    /// inside a word or between CJK characters (a line cut with "…" ends it).
    static func joined(_ lines: [String], of text: String) -> String {
        var rest = Substring(text)
        var result = ""
        for line in lines {
            if !result.isEmpty, rest.first == " " { result += " " }
            rest = rest.drop { $0 == " " }
            result += line
            rest = rest.hasPrefix(line) ? rest.dropFirst(line.count) : ""
        }
        return result
    }
}

/// Where a line of text may break, as the system's line breaking (Unicode's line breaking algorithm, UAX #14) does for
/// the scripts a tab title is written in, simplified: after a space, after a hyphen inside a word, and between two
/// characters of which one is a CJK ideograph, kana or CJK punctuation — never before closing punctuation, small kana
/// or the prolonged sound mark, and never after opening punctuation (the Japanese kinsoku rule). Hangul breaks at
/// spaces (the system's word priority for Korean). Thai, Lao, Khmer and Myanmar, which need a dictionary to find words,
/// break only at spaces and, within a run wider than a line, by grapheme cluster (docs/apple-api.md lists it).
struct TabBarLineBreaks: Sendable {
    /// Each position where a line may start (after a break), ascending, and the text's end.
    let ends: [Int]

    init(_ characters: [Character]) {
        var ends: [Int] = []
        for index in characters.indices.dropFirst() {
            let before = characters[index - 1], after = characters[index]
            if after == " " { continue }
            if before == " " || Self.breaks(between: before, and: after, hyphenFollowsLetter: index >= 2 && characters[index - 2].isLetter) {
                ends.append(index)
            }
        }
        ends.append(characters.count)
        self.ends = ends
    }

    /// The ends after `start`: where a line that starts there may end.
    func ends(after start: Int) -> ArraySlice<Int> {
        var low = 0, high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return ends[low...]
    }

    /// Whether a line may break between two characters that are not spaces.
    static func breaks(between before: Character, and after: Character, hyphenFollowsLetter: Bool) -> Bool {
        if noBreakAfter.contains(before) || noBreakBefore.contains(after) { return false }
        // A hyphen inside a word ("Wi-Fi"), not a minus sign before a number.
        if hyphens.contains(before) { return hyphenFollowsLetter && after.isLetter }
        return isCJK(before) || isCJK(after)
    }

    /// Hyphens a line may break after.
    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}"]
    /// Characters a line never starts with: closing punctuation, small kana, iteration and prolonged sound marks.
    static let noBreakBefore = Set("、。，．・：；？！ー〜）］｝」』】〕〉》〙〗〟ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ),.:;!?]}…‥％")
    /// Characters a line never ends with: opening punctuation.
    static let noBreakAfter = Set("（［｛「『【〔〈《〘〖〝([{")

    /// Whether a character is written without spaces between words: CJK ideographs, kana, Bopomofo, Yi, CJK
    /// punctuation and full-width forms.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
