import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The bar as one display list (issue 18): what it holds, that every painter can draw it, and the
/// painting defects of the old front ends, each pinned where the drawing is now made.
@Suite("G0 One drawing")
struct G0DisplayListTests {
    static let measurer = TabBarInterTextMeasurer()

    /// The social example with a menu on its action, as the seeds' expanding button.
    static let socialWithMenu: TabBarConfiguration = (try? TabBarFeatureSamples.socialWithMenu) ?? .example(.social)

    static func configuration(_ example: TabBarBuiltInExample) -> TabBarConfiguration {
        example == .social ? socialWithMenu : .example(example)
    }

    static func layout(_ example: TabBarBuiltInExample, theme: TabBarTheme, state: TabBarState? = nil, device: TabBarDevicePreset = .iPhone16Pro,
                       direction: TabBarReadingDirection = .leftToRight) -> TabBarLayout {
        let configuration = Self.configuration(example)
        return TabBarLayout(configuration: configuration, state: state ?? TabBarMachine.fixture(configuration).state,
                            environment: device.environment(direction: direction), theme: theme, measurer: measurer)
    }

    static func drawing(_ example: TabBarBuiltInExample, theme: TabBarTheme, _ scheme: TabBarAppearanceScheme = .light, state: TabBarState? = nil,
                        frame: TabBarAnimationFrame? = nil, previous: TabID? = nil, device: TabBarDevicePreset = .iPhone16Pro,
                        direction: TabBarReadingDirection = .leftToRight) -> TabBarDrawing {
        TabBarDrawing(configuration: configuration(example), layout: layout(example, theme: theme, state: state, device: device, direction: direction),
                      theme: theme, appearance: TabBarAppearance(scheme), previousSelection: previous, frame: frame)
    }

    /// Every item of a list, groups' children included, depth first.
    static func flatten(_ items: [TabBarDisplayItem]) -> [TabBarDisplayItem] {
        items.flatMap { item -> [TabBarDisplayItem] in
            if case .group(let group) = item { return [item] + flatten(group.children) }
            return [item]
        }
    }

    static func group(_ id: String, in list: TabBarDisplayList) -> TabBarDisplayGroup? {
        flatten(list.items).lazy.compactMap { if case .group(let g) = $0, g.id == id { g } else { nil } }.first
    }

    static func symbols(in items: [TabBarDisplayItem]) -> [TabBarDisplaySymbol] {
        flatten(items).compactMap { if case .symbol(let s) = $0 { s } else { nil } }
    }

    // MARK: Every painter draws every built-in look

    static let everyLook: [(TabBarBuiltInExample, TabBarTheme, TabBarAppearanceScheme)] = TabBarBuiltInExample.allCases.flatMap { example in
        TabBarTheme.builtIn.flatMap { theme in TabBarAppearanceScheme.allCases.map { (example, theme, $0) } }
    }

    @Test("the SVG painter and the recorder (standing for the Apple painters) report nothing for any built-in theme and example")
    func nothingReported() {
        for (example, theme, scheme) in Self.everyLook {
            var machine = TabBarMachine.fixture(Self.configuration(example))
            var states = [machine.state]
            if let action = Self.configuration(example).tabs.first(where: { $0.role == .action && !$0.menu.isEmpty }) {
                _ = machine.handle(.actionMenuOpened(action.id))
                states.append(machine.state)
            }
            for state in states {
                for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
                    let drawing = Self.drawing(example, theme: theme, scheme, state: state, direction: direction)
                    let document = TabBarSVGWriter().document(drawing.list)
                    #expect(document.issues.isEmpty, "\(example) \(theme.name) \(scheme): \(document.warnings)")
                    var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
                    drawing.list.paint(into: &recorder)
                    #expect(recorder.issues.isEmpty, "\(example) \(theme.name) \(scheme): \(recorder.issues)")
                    #expect(!recorder.lines.isEmpty)
                }
            }
        }
    }

    /// Midnight with the soft glow it had before the ring (issue 22), kept as a style.
    static let softMidnight: TabBarTheme = {
        var theme = TabBarTheme.midnight
        theme.indicator.glowStyle = .soft
        return theme
    }()

    @Test("the recorder reports what a painter without a capability cannot draw, and a group of no one's")
    func recorderReports() {
        let drawing = Self.drawing(.nyx, theme: Self.softMidnight, .dark)
        var noBlur = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters.subtracting([.blur, .radialGradient]))
        drawing.list.paint(into: &noBlur)
        #expect(Set(noBlur.issues.map(\.feature)) == [.blur, .radialGradient])
        #expect(noBlur.issues.allSatisfy { $0.group == "indicator" || $0.group == "glow" })
        var bad = TabBarDisplayRecorder()
        TabBarDisplayList(size: TabBarSize(width: 10, height: 10), items: [.shape(.rect(TabBarRect(x: .nan, y: 0, width: 1, height: 1), cornerRadius: 0), fill: nil)]).paint(into: &bad)
        #expect(bad.issues.count == 2)
    }

    @Test("the built-in looks use only what the Apple painters draw, and exercise gradients, materials, shadows, blur and clips")
    func featuresCovered() {
        var used: Set<TabBarDisplayFeature> = []
        for (example, theme, scheme) in Self.everyLook {
            var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
            Self.drawing(example, theme: theme, scheme).list.paint(into: &recorder)
            used.formUnion(recorder.used)
        }
        #expect(used.isSubset(of: TabBarDisplayFeature.applePainters))
        #expect(used.isSuperset(of: [.linearGradient, .materialBackdrop, .shadow, .contentShadow, .blur, .groupClip, .symbol, .filledSymbol, .text, .stroke]))
    }

    // MARK: Defects 1–5 of issue 18, where the drawing is made now

    @Test("defect 1: the soft glow is a disc, clear at its rim and blurred, under the icon, breathing by its group's opacity")
    func glowIsSoft() throws {
        let frame = TabBarMotionPlanner(theme: Self.softMidnight, reduceMotion: false)
            .launchTimeline(configuration: .example(.nyx), state: TabBarMachine.fixture(.example(.nyx)).state).sample(at: 1.5)
        let drawing = Self.drawing(.nyx, theme: Self.softMidnight, .dark, frame: frame)
        let indicator = try #require(Self.group("indicator", in: drawing.list))
        let blurred = try #require(indicator.children.first.flatMap { if case .group(let g) = $0 { g } else { nil } })
        #expect(blurred.effect == .blur(sigma: 2) && blurred.id == "glow")
        guard case .shape(.circle(_, let radius), .radialGradient(_, _, let stops)?, nil)? = blurred.children.first else {
            Issue.record("the glow is not a radial gradient disc")
            return
        }
        #expect(radius == 22)
        #expect(stops.first?.color.alpha == 0.55 && stops.last?.color.alpha == 0, "opaque nowhere, clear at the rim")
        // The breath is the glow's own slot (issue 30: the platform runs it there); the indicator's stays still.
        let slot = try #require(blurred.slot), glowOpacity = try #require(frame.glowOpacity)
        #expect(abs(drawing.list.slots[slot].opacity - glowOpacity) < 1e-12 && glowOpacity < 1)
        #expect(drawing.list.slots[try #require(indicator.slot)].opacity == 1)
        // Drawn before (under) the selected item.
        let order = Self.flatten(drawing.list.items).compactMap { if case .group(let g) = $0 { g.id } else { nil } }
        let under = try #require(order.firstIndex(of: "indicator")), over = try #require(order.firstIndex(of: "tab:chat"))
        #expect(under < over)
    }

    @Test("defect 2: the selected icon on a filled pill takes the indicator's foreground, drawn over the pill", arguments: TabBarAppearanceScheme.allCases)
    func pillForeground(_ scheme: TabBarAppearanceScheme) throws {
        let drawing = Self.drawing(.social, theme: .floating, scheme)
        let appearance = TabBarAppearance(scheme)
        let item = try #require(Self.group("tab:home", in: drawing.list))
        let symbol = try #require(Self.symbols(in: item.children).first)
        let pill = TabBarTheme.floating.indicator.color.resolve(appearance)
        #expect(symbol.color == TabBarTheme.floating.indicator.foreground?.resolve(appearance))
        #expect(symbol.color.contrastRatio(with: pill) >= 3)
        let ids = Self.flatten(drawing.list.items).compactMap { if case .group(let g) = $0 { g.id } else { nil } }
        let under = try #require(ids.firstIndex(of: "indicator")), over = try #require(ids.firstIndex(of: "tab:home"))
        #expect(under < over)
    }

    @Test("defect 3: the action's glyph keeps the icon's frame inside the button, not the button's")
    func actionGlyph() throws {
        let drawing = Self.drawing(.social, theme: .midnight)
        let button = try #require(drawing.layout.items.first { $0.actionButtonFrame != nil })
        let glyph = try #require(Self.group("glyph:\(button.id)", in: drawing.list))
        let symbol = try #require(Self.symbols(in: glyph.children).first)
        #expect(symbol.frame == button.iconFrame)
        #expect(symbol.frame.width == 24 && (button.actionButtonFrame?.width ?? 0) == 58)
    }

    @Test("defect 4: backgrounds are what the theme says: gradient, material backdrop, capsule shadow, filled selected icons")
    func backgrounds() throws {
        let midnight = Self.drawing(.social, theme: .midnight, .dark).list
        #expect(midnight.items.contains { if case .shape(_, .linearGradient?, nil) = $0 { true } else { false } })
        let system = Self.drawing(.social, theme: .system).list
        #expect(system.items.contains { if case .backdrop(let b) = $0 { b.style == .material && b.material == .ultraThin && b.blurSigma == 10 } else { false } })
        let floating = Self.drawing(.social, theme: .floating).list
        let shadow = try #require(Self.group("shadow", in: floating))
        guard case .shadow(let s)? = shadow.effect, case .rect(_, let radius) = s.shape else {
            Issue.record("the capsule casts no shadow of its shape")
            return
        }
        #expect(radius > 0 && s.sigma == 9 && s.dy == 6)
        let search = try #require(Self.group("tab:search", in: Self.drawing(.social, theme: .system, state: Self.selecting("search", in: .social)).list))
        let selected = try #require(Self.symbols(in: search.children).first)
        #expect(selected.filled, "the system theme fills selected icons")
    }

    static func selecting(_ id: TabID, in example: TabBarBuiltInExample) -> TabBarState {
        var machine = TabBarMachine.fixture(Self.configuration(example))
        _ = machine.handle(.selectionRequested(id))
        return machine.state
    }

    @Test("defect 4: a notched bar's hairline is the layout's open path round the notch, never a flat rectangle across it")
    func notchedHairline() throws {
        let drawing = Self.drawing(.social, theme: .midnight, .dark)
        guard case .notched = drawing.layout.background else {
            Issue.record("midnight does not notch the social bar")
            return
        }
        let path = try #require(drawing.layout.hairlinePath)
        #expect(drawing.list.items.contains { if case .shape(.path(let p), nil, let stroke?) = $0 { p == path && stroke.width == TabBarTheme.midnight.metrics.hairlineWidth } else { false } })
        #expect(!drawing.list.items.contains { if case .shape(.rect(let r, _), .solid?, nil) = $0 { r == drawing.layout.hairline } else { false } })
    }

    @Test("defect 5: a scrolling capsule clips its items to its own shape", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func capsuleClip(_ direction: TabBarReadingDirection) throws {
        let drawing = Self.drawing(.reflect, theme: .floating, direction: direction)
        let layout = drawing.layout
        #expect(layout.scroll.isScrollable)
        let items = try #require(Self.group("items", in: drawing.list))
        guard case .roundedRect(let capsule, let radius) = layout.background else {
            Issue.record("not a capsule")
            return
        }
        #expect(items.clip == .rect(capsule, cornerRadius: radius))
        // An item that runs past the capsule's end is inside the clipped group.
        let edge = try #require(layout.items.first { $0.frame.minX < capsule.minX + radius || $0.frame.maxX > capsule.maxX - radius })
        #expect(items.children.contains { if case .group(let g) = $0 { g.id == "tab:\(edge.id)" } else { false } })
    }

    // MARK: Slots

    @Test("a frame only fills slots: the same structure at rest and mid-breath, identity at rest")
    func slotsOnly() {
        var drawing = Self.drawing(.nyx, theme: .midnight, .dark)
        let rest = drawing.list
        #expect(rest.slots.allSatisfy { $0 == TabBarDisplaySlotValue() })
        let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: false).launchTimeline(configuration: .example(.nyx), state: TabBarMachine.fixture(.example(.nyx)).state)
        for t in stride(from: 0.0, through: 7, by: 0.5) {
            drawing.apply(timeline.sample(at: t))
            #expect(drawing.list.items == rest.items)
            #expect(drawing.list.slots.count == rest.slots.count)
        }
        drawing.apply(nil)
        #expect(drawing.list == rest)
    }

    @Test("an indicator sliding between tabs is its resting shape carried onto the interpolated frame")
    func slideTransform() throws {
        var machine = TabBarMachine.fixture(Self.socialWithMenu)
        _ = machine.handle(.tabTapped("profile"))
        var frame = TabBarAnimationFrame()
        frame.indicatorProgress = 0.25
        let drawing = Self.drawing(.social, theme: .floating, state: machine.state, frame: frame, previous: "home")
        let layout = drawing.layout
        let rest = try #require(layout.indicator)
        let expected = try #require(layout.indicatorFrame(from: "home", to: "profile", progress: 0.25))
        let indicator = try #require(Self.group("indicator", in: drawing.list))
        let slot = try #require(indicator.slot)
        let matrix = try #require(drawing.list.slots[slot].transform?.matrix)
        let a = matrix.apply(TabBarPoint(x: rest.minX, y: rest.minY)), b = matrix.apply(TabBarPoint(x: rest.maxX, y: rest.maxY))
        #expect(abs(a.x - expected.minX) < 1e-9 && abs(a.y - expected.minY) < 1e-9)
        #expect(abs(b.x - expected.maxX) < 1e-9 && abs(b.y - expected.maxY) < 1e-9)
    }

    @Test("an open menu is drawn over a scrim under the bar; its items move and fade by slot as they fan out")
    func menuAndScrim() throws {
        var machine = TabBarMachine.fixture(Self.socialWithMenu)
        let closed = Self.drawing(.social, theme: .system, state: machine.state)
        #expect(Self.group("scrim", in: closed.list) == nil)
        _ = machine.handle(.actionMenuOpened("create"))
        let open = Self.drawing(.social, theme: .system, state: machine.state)
        guard case .group(let scrim)? = open.list.items.first, scrim.id == "scrim" else {
            Issue.record("the scrim is not drawn first")
            return
        }
        let scrimSlot = try #require(scrim.slot)
        #expect(open.list.slots[scrimSlot].opacity == 1)
        var frame = TabBarAnimationFrame()
        frame.menuProgress = [0: 0.5, 1: 0]
        let fanning = Self.drawing(.social, theme: .system, state: machine.state, frame: frame)
        let photo = try #require(Self.group("menu:photo", in: fanning.list))
        let photoSlot = try #require(photo.slot)
        let value = fanning.list.slots[photoSlot]
        #expect(value.opacity == 0.5 && value.transform != nil)
        #expect(fanning.list.slots[scrimSlot].opacity == 0.5)
        #expect(!TabBarSVGWriter().write(fanning.list).contains(">Story<"), "an item not yet out is left out of the SVG")
    }

    // MARK: The draw-call stream

    @Test("the draw calls of a bar, recorded", arguments: ["nyx-midnight-dark", "social-system-light", "social-floating-dark-menu", "reflect-floating-light-rtl"])
    func recorded(_ name: String) throws {
        let parts = name.split(separator: "-").map(String.init)
        let example = try #require(TabBarBuiltInExample(rawValue: parts[0]))
        let theme = try #require(TabBarTheme.named(parts[1]))
        var machine = TabBarMachine.fixture(Self.configuration(example))
        if parts.contains("menu") { _ = machine.handle(.actionMenuOpened("create")) }
        let drawing = Self.drawing(example, theme: theme, parts[2] == "dark" ? .dark : .light, state: machine.state,
                                   direction: parts.contains("rtl") ? .rightToLeft : .leftToRight)
        var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
        drawing.list.paint(into: &recorder)
        assertSnapshot(of: recorder.lines.joined(separator: "\n") + "\n", as: .lines, named: name)
    }
}
