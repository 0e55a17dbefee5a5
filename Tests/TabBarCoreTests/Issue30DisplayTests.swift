import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 30, items 7, 9 and 13, and the display list's share of 10: what the list decides for the painters
/// (the material and how much fill, the text's place, what repeats on its own, the stacked bars and their
/// backdrops), and the looks a device showed wrong (dark badges, menu titles, Nyx's ring).
@Suite("Issue 30: the display list decides")
struct Issue30DisplayTests {
    static let measurer = TabBarInterTextMeasurer()
    static let appearances: [TabBarAppearance] = [
        TabBarAppearance(.light), TabBarAppearance(.dark), TabBarAppearance(.light, contrast: .increased), TabBarAppearance(.dark, contrast: .increased),
    ]

    static func drawing(_ configuration: TabBarConfiguration, theme: TabBarTheme, _ appearance: TabBarAppearance, state: TabBarState? = nil) -> TabBarDrawing {
        let layout = TabBarLayout(
            configuration: configuration, state: state ?? TabBarMachine.fixture(configuration).state,
            environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: theme, measurer: measurer)
        return TabBarDrawing(configuration: configuration, layout: layout, theme: theme, appearance: appearance)
    }

    static func flatten(_ items: [TabBarDisplayItem]) -> [TabBarDisplayItem] {
        items.flatMap { item -> [TabBarDisplayItem] in
            if case .group(let group) = item { return [item] + flatten(group.children) }
            return [item]
        }
    }

    static func groups(_ items: [TabBarDisplayItem]) -> [TabBarDisplayGroup] {
        flatten(items).compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    @Test("item 7: a material bar is the articles' thin frosted look: an ultra-thin material the list names, under a 60 % fill")
    func thinMaterial() throws {
        let list = Self.drawing(.example(.social), theme: .system, TabBarAppearance(.light)).list
        let backdrop = try #require(list.backdrops.first)
        #expect(backdrop.material == .ultraThin && backdrop.blurSigma == TabBarDrawing.materialBlurSigma)
        for appearance in [TabBarAppearance(.light), TabBarAppearance(.dark)] {
            #expect(TabBarTheme.system.background.color.resolve(appearance).alpha == 0.6, "not the 92–94 % of before")
        }
        // Under Increase Contrast the bar is opaque, as the system's is with Reduce Transparency.
        #expect(TabBarTheme.system.background.color.resolve(TabBarAppearance(.light, contrast: .increased)).alpha == 1)
    }

    @Test("item 9: badges are white on red in both appearances, as iOS draws them, and pass the badge contrast rule")
    func badges() throws {
        let linter = TabBarLinter(measurer: Self.measurer) { TabBarIconLibrary.icon(named: $0)?.icon.hasFill ?? false }
        for theme in [TabBarTheme.system, .midnight, .floating] {
            for appearance in Self.appearances {
                #expect(theme.badge.text.resolve(appearance) == .white, "\(theme.name) \(appearance)")
            }
            let badgeFindings = linter.lint(.example(.social), theme: theme).filter { $0.name == "badgeContrast" }
            #expect(badgeFindings.isEmpty, "\(theme.name): \(badgeFindings)")
        }
    }

    @Test("item 9: a menu title sits on a plate of the bar's colour, in the selected colour, readable over the dimmed screen")
    func menuTitles() throws {
        let configuration = try TabBarFeatureSamples.socialWithMenu
        var machine = TabBarMachine.fixture(configuration)
        _ = machine.handle(.actionMenuOpened("create"))
        for theme in TabBarTheme.builtIn {
            for appearance in Self.appearances {
                let drawing = Self.drawing(configuration, theme: theme, appearance, state: machine.state)
                let menus = Self.groups(drawing.list.items).filter { $0.id?.hasPrefix("menu:") == true }
                #expect(!menus.isEmpty)
                for menu in menus {
                    guard let textIndex = menu.children.firstIndex(where: { if case .text = $0 { true } else { false } }),
                        case .text(let title) = menu.children[textIndex],
                        case .shape(.rect(let plate, _), .solid(let fill)?, nil)? = menu.children.first
                    else {
                        Issue.record("\(theme.name): the title has no plate")
                        continue
                    }
                    #expect(plate.x <= title.frame.x && plate.maxX >= title.frame.maxX && plate.y <= title.frame.y && plate.maxY >= title.frame.maxY)
                    let ratio = title.color.withoutTint.over(fill).contrastRatio(with: fill)
                    #expect(ratio >= 4.5, "\(theme.name) \(appearance): \(ratio)")
                }
            }
        }
    }

    @Test("item 9: Nyx's ring circles the centre glyph only: Insights or Settings selected show no ring")
    func ringOnCentreOnly() {
        let nyx = TabBarConfiguration.example(.nyx)
        var machine = TabBarMachine.fixture(nyx)
        let atChat = Self.drawing(nyx, theme: .midnight, TabBarAppearance(.dark), state: machine.state)
        #expect(Self.groups(atChat.list.items).contains { $0.id == "glow-ring" })
        for other in nyx.tabs.map(\.id) where other != "chat" && nyx.tab(other)?.role.isSelectable == true {
            _ = machine.handle(.selectionRequested(other))
            let drawing = Self.drawing(nyx, theme: .midnight, TabBarAppearance(.dark), state: machine.state)
            #expect(!Self.groups(drawing.list.items).contains { $0.id == "glow-ring" }, "\(other)")
        }
    }

    @Test("text is placed by one rule: its line box centred in its frame, its anchor on the origin")
    func lineOrigin() {
        let frame = TabBarRect(x: 10, y: 100, width: 60, height: 14)
        let middle = TabBarDisplayText("Home", frame: frame, origin: TabBarPoint(x: 40, y: 112), size: 10, weight: .medium, color: .black, anchor: .middle)
        #expect(middle.lineOrigin(width: 30, lineHeight: 12) == TabBarPoint(x: 25, y: 101))
        var start = middle
        start.anchor = .start
        start.origin = TabBarPoint(x: 10, y: 112)
        #expect(start.lineOrigin(width: 30, lineHeight: 12) == TabBarPoint(x: 10, y: 101))
        var end = start
        end.anchor = .end
        end.origin = TabBarPoint(x: 70, y: 112)
        #expect(end.lineOrigin(width: 30, lineHeight: 16) == TabBarPoint(x: 40, y: 99))
    }

    @Test("a soft glow breathes by its opacity alone, on its own group")
    func softGlowAmbient() throws {
        var theme = TabBarTheme.midnight
        theme.indicator.glowStyle = .soft
        let nyx = TabBarConfiguration.example(.nyx)
        let machine = TabBarMachine.fixture(nyx)
        let drawing = Self.drawing(nyx, theme: theme, TabBarAppearance(.dark))
        let tracks = TabBarMotionPlanner(theme: theme, reduceMotion: false).ambientTracks(configuration: nyx, state: machine.state)
        let ambient = drawing.ambientAnimations(tracks.map { (track: $0, start: 2) })
        let breath = try #require(ambient.first)
        #expect(ambient.count == 1 && breath.group == "glow" && breath.scale == nil && breath.opacity?.from == 0.45)
        #expect(breath.value(at: 2).opacity == 0.45 && abs(breath.value(at: 5).opacity - 1) < 1e-9)
        #expect(Self.groups(drawing.list.items).first { $0.id == "glow" }?.slot == breath.slot)
    }

    @Test("the list cut round an ambient group: still runs before and after it, the groups round it copied, nothing lost")
    func segments() throws {
        let nyx = TabBarConfiguration.example(.nyx)
        let machine = TabBarMachine.fixture(nyx)
        let drawing = Self.drawing(nyx, theme: .midnight, TabBarAppearance(.dark))
        let tracks = TabBarMotionPlanner(theme: .midnight, reduceMotion: false).ambientTracks(configuration: nyx, state: machine.state)
        let ambient = drawing.ambientAnimations(tracks.map { (track: $0, start: 0) })
        let segments = drawing.list.segments(around: ambient)
        #expect(segments.count == 3 && segments[1].ambient == ambient.first && segments[0].ambient == nil && segments[2].ambient == nil)
        // Every primitive of the list is drawn once, in the same order.
        var whole = TabBarDisplayRecorder(), cut = TabBarDisplayRecorder()
        drawing.list.paint(into: &whole)
        for segment in segments { segment.list.paint(into: &cut) }
        let primitives = { (lines: [String]) in lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("group") && $0 != "end" } }
        #expect(primitives(whole.lines) == primitives(cut.lines))
        // The ring's segment keeps the indicator round it.
        #expect(Self.groups(segments[1].list.items).map(\.id) == ["indicator", "glow-ring"])
        #expect(drawing.list.segments(around: []).count == 1)
    }

    @Test("stacked bars keep their slots apart and move as wholes; their backdrops move with them")
    func stack() throws {
        let drawing = Self.drawing(.example(.social), theme: .system, TabBarAppearance(.light))
        var stack = TabBarDisplayStack(layers: [("bar-out", drawing.list), ("bar", drawing.list)], size: drawing.list.size)
        #expect(stack.offsets == [0, drawing.list.slots.count] && stack.roots == [2 * drawing.list.slots.count, 2 * drawing.list.slots.count + 1])
        stack.update(layer: 0, slots: drawing.list.slots, root: TabBarDisplaySlotValue(transform: TabBarDisplayTransform(translate: TabBarPoint(x: 0, y: 40))))
        stack.update(layer: 1, slots: drawing.list.slots, root: TabBarDisplaySlotValue())
        let placements = stack.list.backdropPlacements
        #expect(placements.count == 2)
        #expect(placements[0].matrix?.ty == 40 && placements[1].matrix == nil)
        // A slot named inside the second layer points past the first layer's slots.
        let slots = Self.groups(stack.list.items).compactMap(\.slot)
        #expect(Set(slots).count == slots.count, "no slot shared by the two layers")
    }
}
