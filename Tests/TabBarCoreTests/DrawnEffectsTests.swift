import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The drawn effects of articles 000 and 002 (issue 22): a selected icon that stays scaled, a shadow
/// under the active icon, a gradient over a material, the menu's own closing curve and the ring glow.
@Suite("Drawn effects of the articles")
struct DrawnEffectsTests {
    /// The system theme as article 000 draws it: the selected icon at 1.1, black 30 % → 10 % over the material.
    static let article000 = TabBarFeatureSamples.article000Theme

    static var social: TabBarConfiguration { G0DisplayListTests.socialWithMenu }

    static func plan(_ theme: TabBarTheme, _ events: [TabBarEvent], configuration: TabBarConfiguration = social, reduceMotion: Bool = false) -> TabBarAnimationTimeline {
        var machine = TabBarMachine.fixture(configuration)
        var before = machine.state
        var effects: [TabBarEffect] = []
        for event in events {
            before = machine.state
            effects = machine.handle(event)
        }
        return TabBarMotionPlanner(theme: theme, reduceMotion: reduceMotion)
            .timeline(for: events.last, effects: effects, before: before, after: machine.state, configuration: configuration)
    }

    static func drawing(_ theme: TabBarTheme, configuration: TabBarConfiguration = social, state: TabBarState? = nil, frame: TabBarAnimationFrame? = nil,
                        previous: TabID? = nil, _ scheme: TabBarAppearanceScheme = .light) -> TabBarDrawing {
        let state = state ?? TabBarMachine.fixture(configuration).state
        let layout = TabBarLayout(configuration: configuration, state: state, environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: theme,
                                  measurer: TabBarInterTextMeasurer())
        return TabBarDrawing(configuration: configuration, layout: layout, theme: theme, appearance: TabBarAppearance(scheme), previousSelection: previous, frame: frame)
    }

    static func group(_ id: String, in list: TabBarDisplayList) -> TabBarDisplayGroup? { G0DisplayListTests.group(id, in: list) }

    // MARK: The selected icon stays scaled (000)

    @Test("a selection grows the new icon to its resting scale on the indicator's spring and shrinks the old one")
    func restScaleTracks() {
        let tracks = Self.plan(Self.article000, [.tabTapped("profile")]).tracks.filter { $0.kind == .iconRest }
        #expect(tracks.map(\.tab) == ["profile", "home"])
        #expect(tracks.map(\.from) == [1, 1.1] && tracks.map(\.to) == [1.1, 1])
        #expect(Self.plan(.system, [.tabTapped("profile")]).tracks.allSatisfy { $0.kind != .iconRest }, "a theme without a resting scale plans none")
        #expect(Self.plan(Self.article000, [.tabTapped("profile")], reduceMotion: true).tracks.allSatisfy { $0.kind != .iconRest }, "reduce motion: instant")
    }

    @Test("at rest the selected icon's own group holds the scale; the others are at 1")
    func restScaleAtRest() throws {
        let list = Self.drawing(Self.article000).list
        let home = try #require(Self.group("icon:home", in: list))
        let layout = Self.drawing(Self.article000).layout
        let frame = try #require(layout.item("home")).iconFrame
        #expect(home.transform == TabBarDisplayTransform(scale: 1.1, anchor: frame.center))
        #expect(Self.group("icon:profile", in: list)?.transform == nil)
        #expect(list.slots == list.atRest.slots, "nothing animates at rest")
    }

    @Test("mid-change the icon's slot carries it from its resting scale to the sampled one")
    func restScaleMidway() throws {
        var machine = TabBarMachine.fixture(Self.social)
        _ = machine.handle(.tabTapped("profile"))
        let timeline = Self.plan(Self.article000, [.tabTapped("profile")])
        let frame = timeline.sample(at: 0.05)
        let drawing = Self.drawing(Self.article000, state: machine.state, frame: frame, previous: "home")
        let profile = try #require(Self.group("icon:profile", in: drawing.list))
        let sampled = try #require(frame.iconScale["profile"])
        #expect(sampled > 1 && sampled < 1.1)
        let value = drawing.list.value(of: profile)
        let rest = try #require(profile.transform?.scaleX)
        #expect(abs(rest * (value.transform?.scaleX ?? 1) - sampled) < 1e-9)
    }

    // MARK: A shadow under the active icon (002)

    @Test("only the selected icon casts the theme's shadow, a shadow of its own outline")
    func iconShadow() throws {
        let configuration = TabBarConfiguration.example(.nyx)
        let list = Self.drawing(.midnight, configuration: configuration, .dark).list
        let chat = try #require(Self.group("icon:chat", in: list))
        let shadow = try #require(TabBarTheme.midnight.iconShadow)
        #expect(chat.effect == .contentShadow(TabBarDisplayContentShadow(color: shadow.color.resolve(TabBarAppearance(.dark)), sigma: 8)))
        #expect(Self.group("icon:insights", in: list) == nil, "an unselected icon is drawn as it is")
    }

    // MARK: A gradient over a material (000)

    @Test("the overlay is a top-to-bottom gradient over the material, at its opacity, under the items")
    func overlay() throws {
        var theme = Self.article000
        theme.background.overlay?.opacity = 0.8
        let list = Self.drawing(theme).list
        let order = G0DisplayListTests.flatten(list.items)
        let backdrop = try #require(order.firstIndex { if case .backdrop = $0 { true } else { false } })
        let overlayIndex = try #require(order.firstIndex { if case .group(let g) = $0 { g.id == "background-overlay" } else { false } })
        let home = try #require(order.firstIndex { if case .group(let g) = $0 { g.id == "tab:home" } else { false } })
        #expect(backdrop < overlayIndex && overlayIndex < home)
        let group = try #require(Self.group("background-overlay", in: list))
        #expect(group.opacity == 0.8)
        guard case .shape(_, .linearGradient(let from, let to, let stops)?, nil)? = group.children.first else {
            Issue.record("the overlay is not a linear gradient")
            return
        }
        #expect(from.y < to.y && from.x == to.x)
        #expect(stops.map(\.color.alpha).map { ($0 * 100).rounded() } == [30, 10])
    }

    @Test("contrast checks see the overlay: the bar's colours include it")
    func overlayInContrast() {
        let plain = TabBarTheme.system.backgroundColors(TabBarAppearance(.light))
        let dimmed = Self.article000.backgroundColors(TabBarAppearance(.light))
        #expect(dimmed.count == 2 * plain.count)
        #expect(dimmed.allSatisfy { $0.relativeLuminance < plain[0].relativeLuminance })
    }

    // MARK: The menu closes on its own curve (000)

    @Test("the system theme closes the menu easing in over 0.15 s, every item at once; it still opens on the spring")
    func menuCloseCurve() {
        let closing = Self.plan(.system, [.tabTapped("create"), .actionMenuDismissed]).tracks.filter { $0.kind == .menuItem }
        #expect(closing.count == 2)
        #expect(closing.allSatisfy { $0.curve == .timed(.easeIn, duration: 0.15) && $0.from == 1 && $0.to == 0 && $0.delay == 0 })
        let opening = Self.plan(.system, [.tabTapped("create")]).tracks.filter { $0.kind == .menuItem }
        #expect(opening.allSatisfy { if case .spring = $0.curve { true } else { false } })
        let floating = Self.plan(.floating, [.tabTapped("create"), .actionMenuDismissed]).tracks.filter { $0.kind == .menuItem }
        #expect(floating.allSatisfy { if case .spring = $0.curve { true } else { false } }, "a theme without its own curve folds back on the spring")
    }

    @Test("closing items shrink toward half their size where they are, fading, and are gone at 0.15 s")
    func menuCloseDrawing() throws {
        var machine = TabBarMachine.fixture(Self.social)
        _ = machine.handle(.tabTapped("create"))
        let open = machine.state
        _ = machine.handle(.actionMenuDismissed)
        let timeline = Self.plan(.system, [.tabTapped("create"), .actionMenuDismissed])
        let mid = timeline.sample(at: 0.1)
        #expect(mid.menuClosing)
        let drawing = Self.drawing(.system, state: machine.state, frame: mid)
        let rest = Self.drawing(.system, state: open).list
        let item = try #require(Self.group("menu:photo", in: drawing.list))
        let value = drawing.list.value(of: item)
        let progress = try #require(mid.menuProgress[0])
        #expect(abs(value.opacity - progress) < 1e-9 && progress > 0 && progress < 1)
        let transform = try #require(value.transform)
        #expect(transform.translate == TabBarPoint(x: 0, y: 0), "no flight back into the button")
        #expect(abs(transform.scaleX - (0.5 + 0.5 * progress)) < 1e-9)
        #expect(Self.group("menu:photo", in: rest)?.children == item.children, "drawn where it rests open")
        #expect(timeline.sample(at: 0.15).menuProgress.values.allSatisfy { $0 == 0 })
    }

    // MARK: The ring glow (002)

    @Test("midnight's glow is a blurred ring stroke that breathes out to 1.15 over 3 s and back, fading in step")
    func ring() throws {
        let configuration = TabBarConfiguration.example(.nyx)
        let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: false)
            .launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state)
        #expect(timeline.tracks.map(\.kind) == [.glowBreathing, .glowScale])
        let track = try #require(timeline.tracks.last)
        #expect(track.kind == .glowScale && track.repeatsAutoreversing && track.activeDuration == 3 && track.from == 1 && track.to == 1.15)
        let frame = timeline.sample(at: 3)
        let drawing = Self.drawing(.midnight, configuration: configuration, frame: frame, .dark)
        let ring = try #require(Self.group("glow-ring", in: drawing.list))
        #expect(ring.effect == .blur(sigma: 3))
        guard case .shape(.circle, nil, let stroke?)? = ring.children.first else {
            Issue.record("the ring is not a stroked circle")
            return
        }
        #expect(stroke.width == 2)
        let icon = try #require(drawing.layout.item("chat")).iconFrame
        guard case .shape(.circle(let center, let radius), _, _)? = ring.children.first else { return }
        #expect(center == icon.center && radius == icon.width / 2 + 3, "round the selected icon")
        #expect(drawing.list.value(of: ring).transform == TabBarDisplayTransform(scale: 1.15, anchor: icon.center))
        #expect(TabBarMotionPlanner(theme: .midnight, reduceMotion: true)
            .launchTimeline(configuration: configuration, state: TabBarMachine.fixture(configuration).state).isEmpty, "reduce motion: the ring holds still")
    }

    // MARK: Theme JSON

    @Test("the effects are theme JSON keys that round-trip")
    func themeJSON() throws {
        var theme = Self.article000
        theme.indicator.glowStyle = .ring
        theme.iconShadow = TabBarIconShadowTokens(color: TabBarDynamicColor("#7C5CFF80", "#9C82FF80"), radius: 8, y: 2)
        theme.motion.menuCloseDuration = 0.15
        let decoded = try TabBarTheme.decode(json: theme.jsonText())
        #expect(decoded == theme)
        #expect(theme.jsonText().contains(#""glowStyle" : "ring""#))
    }

    @Test("a bad effect value names its JSON path", arguments: [
        (#""menuCloseScale": 2"#, "motion.menuCloseScale: 2.0 is out of range"),
        (#""selectedIconRestScale": 0"#, "motion.selectedIconRestScale: 0.0 is out of range"),
        (#""glowScale": -1"#, "motion.glowScale: -1.0 is out of range"),
    ])
    func badMotion(fragment: String, expected: String) throws {
        let text = TabBarTheme.floating.jsonText().replacingOccurrences(of: #""glowPeriod" : 0,"#, with: #""glowPeriod" : 0, \#(fragment),"#)
        #expect(text.contains(fragment))
        do {
            _ = try TabBarTheme.decode(json: text)
            Issue.record("accepted \(fragment)")
        } catch {
            #expect(error.issues.map(\.description).contains { $0.hasPrefix(expected) }, "\(error.issues)")
        }
    }

    @Test("an unknown glow style lists the accepted ones")
    func badGlowStyle() throws {
        let text = TabBarTheme.midnight.jsonText().replacingOccurrences(of: #""glowStyle" : "ring""#, with: #""glowStyle" : "halo""#)
        do {
            _ = try TabBarTheme.decode(json: text)
            Issue.record("accepted halo")
        } catch {
            #expect(error.issues.map(\.description) == [#"indicator.glowStyle: unknown glow style "halo"; expected one of soft, ring"#])
        }
    }

    // MARK: Renders

    @Test("article 000's look renders the same SVG: the selected icon scaled, a gradient over the material", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func article000Snapshot(direction: TabBarReadingDirection) {
        let configuration = TabBarConfiguration.example(.social)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: Self.article000, measurer: TabBarInterTextMeasurer())
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: Self.article000, appearance: TabBarAppearance(.light)).screenDisplayList()
        #expect(TabBarSVGWriter().document(list).issues.isEmpty)
        assertSnapshot(of: list, as: .svg, named: direction == .leftToRight ? "ltr" : "rtl")
    }

    // MARK: The app's tint

    @Test("a selected colour following the tint reaches the list on the selected item only, and SVG draws its fallback")
    func tintInList() {
        var theme = TabBarTheme.system
        theme.items.selected = theme.items.selected.followingTint
        let list = Self.drawing(theme).list, plain = Self.drawing(.system).list
        var colors: [TabBarColor] = []
        func visit(_ items: [TabBarDisplayItem]) {
            for item in items {
                switch item {
                case .symbol(let symbol): colors.append(symbol.color)
                case .text(let text): colors.append(text.color)
                case .group(let group): visit(group.children)
                default: break
                }
            }
        }
        visit(list.items)
        let tinted = colors.filter(\.followsTint), others = colors.filter { !$0.followsTint }
        #expect(tinted.count == 2, "the selected icon and its label: \(tinted)")
        #expect(Set(tinted.map(\.hex)) == ["#0062D1"])
        #expect(!others.isEmpty)
        #expect(TabBarSVGWriter().document(list).svg == TabBarSVGWriter().document(plain).svg)
    }

    // MARK: The indicator's glow (003)

    @Test("article 003's underline casts a shadow of its own shape in its colour at half opacity, σ 5, raised by 1")
    func indicatorGlow() throws {
        let theme = TabBarFeatureSamples.article003Theme
        let list = Self.drawing(theme, configuration: .example(.reflect)).list
        let glow = try #require(Self.group("indicator-glow", in: list))
        guard case .shape(let shape, _, _)? = glow.children.first, case .shadow(let shadow)? = glow.effect else {
            Issue.record("expected a shadowed shape, got \(glow)")
            return
        }
        let blue = theme.indicator.color.resolve(TabBarAppearance(.light))
        #expect(shadow == TabBarDisplayShadow(color: blue.withAlpha(0.5), sigma: 5, dy: -1, shape: shape))
        #expect(Self.group("indicator-glow", in: Self.drawing(.system, configuration: .example(.reflect)).list) == nil, "no glow token, no glow")
    }

    @Test("an underline takes the theme's width (000: 20, 003: 32), capped by the item; without one it spans the content")
    func underlineWidth() throws {
        func layout(_ theme: TabBarTheme, _ configuration: TabBarConfiguration) -> TabBarLayout {
            TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                         environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: theme, measurer: TabBarInterTextMeasurer())
        }
        // Frames are snapped to the display's pixels (a third of a point here).
        func near(_ width: Double?, _ expected: Double) -> Bool { abs((width ?? 0) - expected) <= 0.5 }
        #expect(near(layout(TabBarFeatureSamples.article000Theme, .example(.social)).indicator?.width, 20))
        #expect(near(layout(TabBarFeatureSamples.article003Theme, .example(.reflect)).indicator?.width, 32))
        var wide = TabBarFeatureSamples.article003Theme
        wide.indicator.width = 500
        let capped = layout(wide, .example(.reflect))
        let item = try #require(capped.items.first { $0.isSelected })
        #expect(near(capped.indicator?.width, item.frame.width - 8))
        var plain = wide
        plain.indicator.width = nil
        #expect((layout(plain, .example(.reflect)).indicator?.width ?? 0) > 32, "the content's width plus 8")
        wide.indicator.width = 0
        #expect(wide.problems().map(\.location) == ["indicator.width"])
        #expect(try TabBarTheme.decode(json: TabBarFeatureSamples.article003Theme.jsonText()) == TabBarFeatureSamples.article003Theme)
    }

    @Test("article 000's button: the accent fading to 80 %, a white glyph, an accent shadow at 40 %, in every appearance")
    func accentGradientButton() {
        let accent = TabBarTheme.system.items.selected
        let button = TabBarActionButtonTokens.accentGradient(accent, size: 52, rise: 16)
        for appearance in [TabBarAppearance(.light), TabBarAppearance(.dark, contrast: .increased)] {
            #expect(button.gradientEnd?.resolve(appearance) == accent.resolve(appearance).withAlpha(0.8))
            #expect(button.shadow?.resolve(appearance) == accent.resolve(appearance).withAlpha(0.4))
        }
        #expect(button.fill == accent && button.foreground == .fixed(.white) && button.size == 52 && button.rise == 16 && !button.notch)
        #expect(TabBarFeatureSamples.article000Theme.actionButton == button)
    }

    @Test("the indicator glow is a theme JSON key that round-trips, and a bad value names its path")
    func indicatorGlowJSON() throws {
        let theme = TabBarFeatureSamples.article003Theme
        #expect(try TabBarTheme.decode(json: theme.jsonText()) == theme)
        var bad = theme
        bad.indicator.shadow?.opacity = 1.5
        do {
            _ = try TabBarTheme.decode(json: bad.jsonText())
            Issue.record("accepted opacity 1.5")
        } catch {
            #expect(error.issues.map(\.description).contains { $0.hasPrefix("indicator.shadow.opacity: 1.5 is out of range") }, "\(error.issues)")
        }
    }

    @Test("article 003's underline and its glow render the same SVG", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func article003Snapshot(direction: TabBarReadingDirection) {
        let theme = TabBarFeatureSamples.article003Theme
        let configuration = TabBarConfiguration.example(.reflect)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: theme, measurer: TabBarInterTextMeasurer())
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: TabBarAppearance(.light)).screenDisplayList()
        #expect(TabBarSVGWriter().document(list).issues.isEmpty)
        assertSnapshot(of: list, as: .svg, named: direction == .leftToRight ? "ltr" : "rtl")
    }
}
