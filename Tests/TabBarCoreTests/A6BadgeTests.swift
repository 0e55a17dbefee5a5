import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A6 Badges")
struct A6BadgeTests {
    @Test("counts above 99 are capped as 99+ or +99", arguments: [
        (TabBarBadge.count(5), TabBarBadgeStyle.capped, "5"), (.count(99), .capped, "99"), (.count(100), .capped, "99+"),
        (.count(120), .leadingPlus, "+99"), (.text("New"), .capped, "New"),
    ])
    func display(badge: TabBarBadge, style: TabBarBadgeStyle, text: String) {
        #expect(badge.displayText(style: style) == text)
    }

    @Test("zero, none and a dot draw no text; zero hides the badge")
    func hidden() {
        #expect(TabBarBadge.count(0).displayText() == nil && !TabBarBadge.count(0).isVisible)
        #expect(TabBarBadge.none.displayText() == nil && TabBarBadge.dot.displayText() == nil && TabBarBadge.dot.isVisible)
    }

    @Test("negative counts are invalid input")
    func negative() {
        #expect(TabBarBadge.count(-1).problems(at: "badge").map(\.description) == ["badge.count: a badge count cannot be negative (got -1)"])
        var m = machine()
        let before = m.state
        #expect(m.handle(.badgeSet(.count(-4), on: "inbox")).diagnostics.map(\.code) == ["invalidBadge"])
        #expect(m.state == before)
    }

    @Test("the spoken phrase follows plural rules and a custom noun", arguments: [
        (TabBarBadge.count(1), "unread message", nil, "1 unread message"),
        (.count(3), "unread message", nil, "3 unread messages"),
        (.count(3), nil, nil, "3 notifications"),
        (.count(2), "new match", nil, "2 new matches"),
        (.count(4), "story", nil, "4 stories"),
        (.count(2), "person", "people", "2 people"),
        (.count(250), "unread email", nil, "more than 99 unread emails"),
        (.dot, nil, nil, "new"),
    ] as [(TabBarBadge, String?, String?, String)])
    func phrase(badge: TabBarBadge, noun: String?, plural: String?, expected: String) {
        #expect(badge.accessibilityPhrase(noun: noun, plural: plural) == expected)
    }

    @Test("a badge change is announced once per tab per event")
    func coalescedAnnouncement() {
        var m = machine()
        let effects = m.handle(.badgesChanged([
            TabBarBadgeUpdate(tab: "inbox", badge: .count(1)), TabBarBadgeUpdate(tab: "inbox", badge: .count(3)),
            TabBarBadgeUpdate(tab: "me", badge: .dot),
        ]))
        #expect(effects.ofType("announce") == [.announce("Inbox, 3 unread messages"), .announce("Me, new")])
        #expect(m.state.badge("inbox") == .count(3))
    }

    @Test("setting the same badge again or clearing it is not announced")
    func noRepeatAnnouncement() {
        var m = machine()
        _ = m.handle(.badgeSet(.count(2), on: "inbox"))
        #expect(m.handle(.badgeSet(.count(2), on: "inbox")).isEmpty)
        #expect(m.handle(.badgeSet(.count(0), on: "inbox")).isEmpty)
    }
}
