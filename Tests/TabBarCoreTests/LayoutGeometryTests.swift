import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

/// The geometry a designer checks in the gallery (issue 11): every assertion runs left to right and right to left.
@Suite("B Layout geometry a designer checks")
struct LayoutGeometryTests {
    static let directions: [TabBarReadingDirection] = [.leftToRight, .rightToLeft]

    func layout(
        _ example: TabBarBuiltInExample, device: TabBarDevicePreset = .iPhone16Pro, _ orientation: TabBarOrientation = .portrait,
        direction: TabBarReadingDirection, theme: TabBarTheme = .system, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        selected: TabID? = nil
    ) -> TabBarLayout {
        var machine = TabBarMachine.fixture(.example(example))
        if let selected { _ = machine.handle(.selectionRequested(selected)) }
        return TabBarLayout(
            configuration: .example(example), state: machine.state, environment: device.environment(orientation, direction: direction),
            theme: theme, measurer: TabBarInterTextMeasurer(), regularWidth: regularWidth)
    }

    /// Whether a rectangle lies inside a rounded rectangle (its corners inside the rounded corners).
    func capsule(_ shape: TabBarRect, radius: Double, contains r: TabBarRect) -> Bool {
        guard shape.contains(r, tolerance: 0.01) else { return false }
        let centres = [
            TabBarPoint(x: shape.minX + radius, y: shape.minY + radius), TabBarPoint(x: shape.maxX - radius, y: shape.minY + radius),
            TabBarPoint(x: shape.minX + radius, y: shape.maxY - radius), TabBarPoint(x: shape.maxX - radius, y: shape.maxY - radius),
        ]
        let corners = [TabBarPoint(x: r.minX, y: r.minY), TabBarPoint(x: r.maxX, y: r.minY), TabBarPoint(x: r.minX, y: r.maxY), TabBarPoint(x: r.maxX, y: r.maxY)]
        return zip(corners, centres).allSatisfy { corner, centre in
            let outside = (corner.x < shape.minX + radius || corner.x > shape.maxX - radius) && (corner.y < shape.minY + radius || corner.y > shape.maxY - radius)
            let dx = corner.x - centre.x, dy = corner.y - centre.y
            return !outside || dx * dx + dy * dy <= radius * radius + 0.01
        }
    }

    @Test("a capsule's items lie inside its rounded shape", arguments: directions)
    func capsuleItems(_ direction: TabBarReadingDirection) throws {
        for example in [TabBarBuiltInExample.social, .ouds, .nyx] {
            let l = layout(example, direction: direction, theme: .floating)
            guard case .roundedRect(let shape, let radius) = l.background else { throw Expectation.notCapsule }
            for item in l.items where item.actionButtonFrame == nil {
                let content = item.labelFrame.map(item.iconFrame.union) ?? item.iconFrame
                #expect(capsule(shape, radius: radius, contains: content), "\(example) \(item.id): \(content) leaves the capsule")
            }
        }
    }

    @Test("a scrolling capsule clips to its own shape, and the first item rests inside it", arguments: directions)
    func scrollingCapsule(_ direction: TabBarReadingDirection) throws {
        let l = layout(.reflect, direction: direction, theme: .floating, selected: "reflect")
        guard case .roundedRect(let shape, let radius) = l.background else { throw Expectation.notCapsule }
        #expect(l.scroll.isScrollable)
        #expect(l.contentFrame == shape, "the scroll viewport is the capsule, not a rectangle inset from it")
        let all = l.allItems()
        let first = try #require(direction == .leftToRight ? all.first : all.last)
        #expect(first.id == "reflect")
        let content = first.labelFrame.map(first.iconFrame.union) ?? first.iconFrame
        #expect(capsule(shape, radius: radius, contains: content), "\(content) leaves the capsule")
        // The renderer clips the scrolling items with the capsule's rounded rectangle.
        let renderer = TabBarRenderer(configuration: .example(.reflect), layout: l, theme: .floating, appearance: TabBarAppearance(.light))
        #expect(Self.clips(in: renderer.barDisplayList().items).contains(.rect(shape, cornerRadius: radius)))
        #expect(!Self.clips(in: renderer.barDisplayList().items).contains(.rect(shape.insetBy(dx: radius / 2, dy: 0), cornerRadius: 0)))
    }

    static func clips(in items: [TabBarDisplayItem]) -> [TabBarDisplayShape] {
        items.flatMap { item -> [TabBarDisplayShape] in
            guard case .group(let group) = item else { return [] }
            return (group.clip.map { [$0] } ?? []) + clips(in: group.children)
        }
    }

    @Test("a filled pill keeps 3 pt clear of the label's capitals", arguments: directions)
    func pillClearsLabel(_ direction: TabBarReadingDirection) throws {
        for example in [TabBarBuiltInExample.social, .ouds, .reflect] {
            let l = layout(example, direction: direction, theme: .floating)
            let pill = try #require(l.indicator)
            let selected = try #require(l.items.first { $0.isSelected })
            let label = try #require(selected.labelFrame)
            let capTop = label.minY + selected.labelSize * 0.253
            #expect(capTop - pill.maxY >= 3 - 0.34, "\(example): \(capTop - pill.maxY) pt between pill and capitals")
        }
    }

    @Test("each row is centred vertically within 0.5 pt", arguments: directions)
    func verticalCentring(_ direction: TabBarReadingDirection) throws {
        for theme in [TabBarTheme.floating, .system, .wireframe] {
            for example in [TabBarBuiltInExample.social, .ouds, .reflect] {
                let l = layout(example, direction: direction, theme: theme, selected: example == .reflect ? "goals" : nil)
                for item in l.items where item.actionButtonFrame == nil {
                    let label = try #require(item.labelFrame)
                    // A pill reaches above the icon; the block is the pill (or icon) down to the label.
                    let pill = l.indicatorFrame(from: item.id, to: item.id, progress: 0)
                    let top = theme.indicator.style == .pill ? try #require(pill).minY : item.iconFrame.minY
                    let above = top - l.contentFrame.minY, below = l.contentFrame.maxY - label.maxY
                    #expect(abs(above - below) <= 0.5, "\(theme.name) \(example) \(item.id): \(above) pt above, \(below) pt below")
                }
            }
        }
    }

    @Test("badges sit clear below the hairline", arguments: directions)
    func badgesBelowHairline(_ direction: TabBarReadingDirection) throws {
        for device in [TabBarDevicePreset.iPhoneSE, .iPhone16Pro] {
            for (example, orientation) in [(TabBarBuiltInExample.ouds, TabBarOrientation.portrait), (.social, .portrait), (.social, .landscape)] {
                let l = layout(example, device: device, orientation, direction: direction)
                let hairline = try #require(l.hairline)
                let badges = l.items.compactMap(\.badgeFrame)
                #expect(!badges.isEmpty)
                for badge in badges { #expect(badge.minY >= hairline.maxY + 1.5, "\(example) on \(device.name): badge at \(badge.minY), hairline ends \(hairline.maxY)") }
            }
        }
    }

    @Test("a count badge covers at most a quarter of its icon's width", arguments: directions)
    func badgeCoverage(_ direction: TabBarReadingDirection) throws {
        for device in [TabBarDevicePreset.iPhoneSE, .iPhone16Pro] {
            let l = layout(.ouds, device: device, direction: direction)
            for item in l.items where item.badgeText != nil {
                let badge = try #require(item.badgeFrame)
                let covered = min(badge.maxX, item.iconFrame.maxX) - max(badge.minX, item.iconFrame.minX)
                #expect(covered > 0, "\(item.id): the badge is off its icon")
                #expect(covered <= item.iconFrame.width / 4 + 0.34, "\(item.id) \(item.badgeText ?? ""): covers \(covered) of \(item.iconFrame.width) pt")
            }
        }
    }

    @Test("in compact height the badge sits on the icon's top trailing corner, clear of the label", arguments: directions)
    func compactBadge(_ direction: TabBarReadingDirection) throws {
        for device in [TabBarDevicePreset.iPhone16Pro, .iPhoneSE] {
            let l = layout(.social, device: device, .landscape, direction: direction)
            #expect(l.isCompactHeight)
            let activity = try #require(l.item("activity"))
            let badge = try #require(activity.badgeFrame), icon = activity.iconFrame, label = try #require(activity.labelFrame)
            #expect(badge.intersects(icon), "the badge is not on the icon")
            #expect(!badge.intersects(label), "the badge covers the label")
            #expect(badge.minY < icon.minY + icon.height / 2, "the badge is not at the icon's top")
            if direction == .leftToRight { #expect(badge.maxX > icon.maxX && label.minX >= badge.maxX) } else { #expect(badge.minX < icon.minX && label.maxX <= badge.minX) }
        }
    }

    @Test("a notched bar's hairline is an open path along the top edge only", arguments: directions)
    func openHairline(_ direction: TabBarReadingDirection) throws {
        for device in [TabBarDevicePreset.iPhoneSE, .iPhone16Pro] {
            let l = layout(.social, device: device, direction: direction, theme: .midnight)
            guard case .notched = l.background else { throw Expectation.notNotched }
            let path = try #require(l.hairlinePath)
            #expect(!path.elements.contains(.close))
            let points = path.elements.compactMap { element -> TabBarPoint? in
                switch element {
                case .move(let p), .line(let p): p
                default: nil
                }
            }
            #expect(points.first == TabBarPoint(x: l.barFrame.minX, y: l.barFrame.minY))
            #expect(points.last == TabBarPoint(x: l.barFrame.maxX, y: l.barFrame.minY))
            #expect(points.allSatisfy { $0.y < l.barFrame.maxY - 1 }, "the path runs down the bar's sides or along its bottom")
        }
    }

    @Test("a scrolling bar shows part of an item at an edge", arguments: directions)
    func partialItem(_ direction: TabBarReadingDirection) {
        for theme in [TabBarTheme.system, .floating, .midnight] {
            for selected: TabID in ["reflect", "goals"] {
                let l = layout(.reflect, direction: direction, theme: theme, selected: selected)
                #expect(l.scroll.isScrollable)
                let partial = l.items.filter { $0.frame.intersects(l.contentFrame) && !l.contentFrame.contains($0.frame, tolerance: 0.5) }
                let shown = partial.map { min($0.frame.maxX, l.contentFrame.maxX) - max($0.frame.minX, l.contentFrame.minX) }
                #expect(shown.contains { $0 >= 0.25 * l.items[0].frame.width }, "\(theme.name) \(selected): no item shows in part (\(shown))")
            }
        }
    }

    @Test("a sidebar marks the selected row with a fill", arguments: directions)
    func sidebarFill(_ direction: TabBarReadingDirection) throws {
        let l = layout(.reflect, device: .iPadPro11, direction: direction, regularWidth: .sidebar)
        #expect(l.presentation == .sidebar)
        let selected = try #require(l.items.first { $0.isSelected })
        let fill = try #require(l.indicator)
        #expect(fill.intersects(selected.frame) && fill.width >= selected.frame.width - 1)
    }

    enum Expectation: Error { case notCapsule, notNotched }

    /// Where the clock is drawn on a sample screen, and whether it comes after (over) the bar's items.
    func clockInfo(_ l: TabBarLayout, _ example: TabBarBuiltInExample, theme: TabBarTheme = .system) -> (origin: TabBarPoint, anchor: TabBarDisplayTextAnchor, last: Bool)? {
        let renderer = TabBarRenderer(configuration: .example(example), layout: l, theme: theme, appearance: TabBarAppearance(.dark))
        guard case .group(let screen)? = renderer.screenDisplayList().items.first else { return nil }
        let items = screen.children
        guard let index = items.lastIndex(where: { if case .text(let text) = $0 { text.string == "9:41" } else { false } }),
            case .text(let clock) = items[index]
        else { return nil }
        let (origin, anchor) = (clock.origin, clock.anchor)
        let barIndex = items.lastIndex { if case .group(let group) = $0 { group.id == "content" } else { false } } ?? 0
        return (origin, anchor, index > barIndex + 1)
    }

    @Test("the status bar draws over a sidebar, at the reading-direction start", arguments: directions)
    func statusBar(_ direction: TabBarReadingDirection) throws {
        let l = layout(.reflect, device: .iPadPro11, direction: direction, regularWidth: .sidebar)
        let clock = try #require(clockInfo(l, .reflect))
        #expect(clock.last, "the clock is drawn under the sidebar")
        #expect(direction == .leftToRight ? clock.origin.x < l.barFrame.width && clock.anchor == .start : clock.origin.x > 834 - l.barFrame.width && clock.anchor == .end)
    }

    @Test("iPhones hide the status bar in landscape and show a home indicator without a Home button", arguments: directions)
    func landscapeChrome(_ direction: TabBarReadingDirection) throws {
        #expect(clockInfo(layout(.social, .landscape, direction: direction), .social) == nil)
        for (device, expected) in [(TabBarDevicePreset.iPhone16Pro, true), (.iPhoneSE, false), (.iPadPro11, true)] {
            let l = layout(.social, device: device, direction: direction)
            let renderer = TabBarRenderer(configuration: .example(.social), layout: l, theme: .system, appearance: TabBarAppearance(.light))
            guard case .group(let screen)? = renderer.screenDisplayList().items.first else { throw Expectation.notCapsule }
            let indicator = screen.children.last.flatMap { item -> TabBarRect? in if case .shape(.rect(let r, _), _, _) = item { r } else { nil } }
            let isHomeIndicator = indicator.map { $0.height == 5 && $0.maxY == l.environment.containerSize.height - 8 } ?? false
            #expect(isHomeIndicator == expected, "\(device.name)")
        }
    }
}
