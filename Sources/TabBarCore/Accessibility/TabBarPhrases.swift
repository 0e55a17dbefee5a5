/// The templates of the phrases the core composes for assistive technologies: positions ("tab 2 of 5"),
/// badge phrases ("3 unread messages"), announcements and the words of the spoken phrase.
///
/// Each template is found under a String Catalog–style key (the English template itself, with positional
/// arguments: `%1$lld` a number, `%1$@` a text); a key the table does not hold speaks the English template,
/// so the default table speaks today's English. A translation may reorder the arguments.
///
/// ```swift
/// let french = TabBarPhrases(["tab %1$lld of %2$lld": "onglet %1$lld sur %2$lld"])
/// french.position(2, of: 5)  // "onglet 2 sur 5"
/// ```
public struct TabBarPhrases: Hashable, Codable, Sendable {
    /// The translated templates, by key; keys not here speak English.
    public var templates: [String: String]

    /// A table of translated templates (keys from ``keys``).
    public init(_ templates: [String: String] = [:]) {
        self.templates = templates
    }

    /// English: every phrase as the key writes it.
    public static let english = TabBarPhrases()

    /// Every key the core looks up, for a translator to fill a table from a String Catalog.
    public static let keys: [String] = [
        Key.position, Key.index, Key.list, Key.selected, Key.tab, Key.button, Key.search, Key.dimmed,
        Key.badgeCount, Key.badgeMore, Key.badgeNew, Key.defaultNoun, Key.defaultNounPlural,
        Key.selectionAnnouncement, Key.backToStart, Key.selectionOutsideBar, Key.collapsed, Key.expanded, Key.rowsShown,
    ]

    /// The keys, which are also the English templates.
    public enum Key {
        /// The element's position: "tab 2 of 5".
        public static let position = "tab %1$lld of %2$lld"
        /// The position inside the spoken phrase, after the role: "2 of 5".
        public static let index = "%1$lld of %2$lld"
        /// Two parts of a spoken phrase one after the other: "Selected, Home"; also a badge change's
        /// announcement, the tab's label then its badge phrase ("Inbox, 3 unread messages").
        public static let list = "%1$@, %2$@"
        /// Said first for the selected item.
        public static let selected = "Selected"
        /// The role of a tab.
        public static let tab = "Tab"
        /// The role of an action item.
        public static let button = "Button"
        /// Said before the role of a search tab whose label does not say it.
        public static let search = "Search"
        /// Said for a disabled item.
        public static let dimmed = "Dimmed"
        /// A count badge: the number, then the noun ("3 unread messages").
        public static let badgeCount = "%1$lld %2$@"
        /// A count badge over the cap: "more than 99 unread messages".
        public static let badgeMore = "more than %1$lld %2$@"
        /// A dot badge.
        public static let badgeNew = "new"
        /// The noun of a count badge whose tab gives none.
        public static let defaultNoun = "notification"
        /// The plural of the default noun.
        public static let defaultNounPlural = "notifications"
        /// Announced when the selection changes without a tap: "Activity, tab 4 of 5".
        public static let selectionAnnouncement = "%1$@, tab %2$lld of %3$lld"
        /// The custom action that pops a tab's stack: "Back to Home start".
        public static let backToStart = "Back to %1$@ start"
        /// Announced when the selection moves to a tab without an item in the bar (and the bar's value then):
        /// "Settings, not in the tab bar".
        public static let selectionOutsideBar = "%1$@, not in the tab bar"
        /// The value of a collapsed sidebar section's header.
        public static let collapsed = "Collapsed"
        /// The value of an expanded sidebar section's header.
        public static let expanded = "Expanded"
        /// Said after VoiceOver's three-finger scroll moved a sidebar a page: "Rows 9 to 16 of 24".
        public static let rowsShown = "Rows %1$lld to %2$lld of %3$lld"
    }

    /// The template for `key`: the table's translation, else the key.
    public func template(_ key: String) -> String {
        templates[key] ?? key
    }

    /// The phrase for `key` with its arguments (`Int` for `%lld`, `String` for `%@`).
    public func phrase(_ key: String, _ arguments: TabBarPhraseArgument...) -> String {
        Self.format(template(key), arguments)
    }

    /// "tab 2 of 5".
    public func position(_ index: Int, of count: Int) -> String {
        phrase(Key.position, .number(index), .number(count))
    }

    /// Parts of a spoken phrase one after the other, joined by the list template ("Selected, Home, Tab").
    public func list(_ parts: [String]) -> String {
        guard var joined = parts.first else { return "" }
        let template = template(Key.list)
        for part in parts.dropFirst() { joined = Self.format(template, [.text(joined), .text(part)]) }
        return joined
    }

    /// Fills a template: `%n$lld`, `%n$@` take argument *n*, `%lld`, `%d`, `%@` the next one, `%%` is a
    /// percent sign. A specifier with no argument (a faulty translation) is left as written, never a crash.
    public static func format(_ template: String, _ arguments: [TabBarPhraseArgument]) -> String {
        var out = ""
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var cursor = rest.index(after: percent)
            if cursor < rest.endIndex, rest[cursor] == "%" {
                out += "%"
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            // An optional position: digits then `$`.
            var digits = ""
            var scan = cursor
            while scan < rest.endIndex, rest[scan].isASCII, rest[scan].isNumber {
                digits.append(rest[scan])
                scan = rest.index(after: scan)
            }
            var position: Int?
            if !digits.isEmpty, scan < rest.endIndex, rest[scan] == "$", let n = Int(digits) {
                position = n - 1
                cursor = rest.index(after: scan)
            }
            // The conversion: `@`, or an integer one with an optional length (`d`, `ld`, `lld`, `i`, `u`).
            var conversion = cursor
            while conversion < rest.endIndex, rest[conversion] == "l" { conversion = rest.index(after: conversion) }
            guard conversion < rest.endIndex, "@diu".contains(rest[conversion]) else {
                out += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            let end = rest.index(after: conversion)
            let index = position ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(index) {
                out += arguments[index].text
            } else {
                out += rest[percent..<end]
            }
            rest = rest[end...]
        }
        out += rest
        return out
    }
}

/// One argument of a phrase template.
public enum TabBarPhraseArgument: Hashable, Sendable {
    /// A number (`%lld`).
    case number(Int)
    /// A text (`%@`).
    case text(String)

    /// The argument as written into the phrase.
    var text: String {
        switch self {
        case .number(let n): String(n)
        case .text(let s): s
        }
    }
}
