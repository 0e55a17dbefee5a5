import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 33 through the input layer: long presses that open a tab's menu, double taps, the size class, the sidebar's
/// rows, arrows and Return, the native style's menus, and the reselect chain after a scroll to the top.
@Suite("Issue 33 input layer")
struct Issue33InputTests {
    static let accounts = TabBarFeatureSamples.accountMenu
    static let atlas = TabBarFeatureSamples.atlas

    /// A bar on an iPhone 16 Pro (or the atlas's sidebar on an iPad in landscape), laid out for `machine`.
    static func context(
        _ machine: TabBarMachine, sidebar: Bool = false, dynamicType: TabBarTextSize = .large, focus: TabBarSidebarOutline.Item? = nil
    ) -> TabBarInput.Context {
        let direction = machine.layoutDirection
        let environment = sidebar
            ? TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction, dynamicType: dynamicType)
            : TabBarDevicePreset.iPhone16Pro.environment(direction: direction, dynamicType: dynamicType)
        let layout = TabBarLayout(
            configuration: machine.configuration, state: machine.state, environment: environment, theme: .system,
            measurer: TabBarInterTextMeasurer(), regularWidth: sidebar ? .sidebar : .floatingBar, sidebarFocus: focus)
        return TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: layout)
    }

    static func centre(_ id: TabID, _ context: TabBarInput.Context) -> TabBarPoint {
        context.layout?.item(id)?.hitFrame.center ?? TabBarPoint(x: 0, y: 0)
    }

    static func regularAtlas(_ events: TabBarEvent...) -> TabBarMachine {
        var machine = TabBarMachine.fixture(atlas)
        _ = machine.handle(.sizeClassChanged(.regular))
        for event in events { _ = machine.handle(event) }
        return machine
    }

    @Test("holding a tab that has a menu opens it (tabLongPressed); lifting then does nothing more; the menu's haptic is prepared")
    func longPressOpensTabMenu() {
        let context = Self.context(TabBarMachine.fixture(Self.accounts))
        var input = TabBarInput()
        let point = Self.centre("profile", context)
        let down = input.handle(.touchDown(point), at: 0, context: context)
        #expect(down.prepareHaptics.contains(.lightImpact), "the menu's haptic, beside the selection's")
        let held = input.tick(at: 0.5, context: context)
        #expect(held.events == [.tabLongPressed("profile")] && held.press == .released("profile"))
        #expect(input.handle(.touchUp(point), at: 0.7, context: context).events.isEmpty)
        // A tab without a menu keeps its long press for the large content viewer: no event.
        var plain = TabBarInput()
        _ = plain.handle(.touchDown(Self.centre("inbox", context)), at: 0, context: context)
        #expect(plain.tick(at: 0.5, context: context).events.isEmpty)
    }

    @Test("at an accessibility text size the long hold is the large content viewer's, menu or not")
    func largeContentViewerWins() {
        let context = Self.context(TabBarMachine.fixture(Self.accounts), dynamicType: .accessibility3)
        var input = TabBarInput()
        let point = Self.centre("profile", context)
        _ = input.handle(.touchDown(point), at: 0, context: context)
        #expect(input.tick(at: 0.5, context: context).events.isEmpty)
        #expect(input.handle(.touchUp(point), at: 0.8, context: context).events == [.tabTapped("profile")])
    }

    @Test("a second tap on the same tab within the interval is a double tap; a third starts again; slower ones are taps")
    func doubleTap() {
        let context = Self.context(TabBarMachine.fixture(Self.accounts))
        var input = TabBarInput()
        let home = Self.centre("home", context)
        func tap(at time: Double, _ point: TabBarPoint = home) -> [TabBarEvent] {
            _ = input.handle(.touchDown(point), at: time, context: context)
            return input.handle(.touchUp(point), at: time + 0.05, context: context).events
        }
        #expect(tap(at: 0) == [.tabTapped("home")])
        #expect(tap(at: 0.25) == [.tabDoubleTapped("home")])
        #expect(tap(at: 0.5) == [.tabTapped("home")], "a third tap starts again")
        #expect(tap(at: 2) == [.tabTapped("home")], "too slow: a tap")
        #expect(tap(at: 2.2, Self.centre("search", context)) == [.tabTapped("search")], "another tab: a tap")
        #expect(tap(at: 2.4) == [.tabTapped("home")])
        // The interval is the input layer's rule, which a host may set.
        input.doubleTap = TabBarDoubleTap(interval: 0.1)
        #expect(tap(at: 2.6) == [.tabTapped("home")])
    }

    /// Taps at the given times on `id` through the input layer and the core together (each tap sees the state
    /// the ones before it left); the effects of each tap.
    static func taps(_ id: TabID, at times: [Double], machine: inout TabBarMachine, input: inout TabBarInput) -> [[TabBarEffect]] {
        times.map { time in
            let context = Self.context(machine)
            let point = Self.centre(id, context)
            _ = input.handle(.touchDown(point), at: time, context: context)
            return input.handle(.touchUp(point), at: time + 0.05, context: context).events.flatMap { machine.handle($0) }
        }
    }

    @Test("a quick second tap on a tab the first tap selected is a reselect, not a double tap: only a tap on the selected tab begins one")
    func doubleTapNeedsSelectedTab() {
        var machine = TabBarMachine.fixture(Self.accounts)
        _ = machine.handle(.tabTapped("inbox"))
        _ = machine.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        var input = TabBarInput()
        let context = Self.context(machine)
        _ = input.handle(.touchDown(Self.centre("home", context)), at: 0, context: context)
        #expect(input.handle(.touchUp(Self.centre("home", context)), at: 0.05, context: context).events == [.tabTapped("home")])
        let effects = machine.handle(.tabTapped("home"))
        #expect(effects.contains(.selectionChanged(from: "inbox", to: "home", source: .tap)))
        let second = Self.context(machine)
        _ = input.handle(.touchDown(Self.centre("home", second)), at: 0.2, context: second)
        #expect(input.handle(.touchUp(Self.centre("home", second)), at: 0.25, context: second).events == [.tabTapped("home")])
        // Through the core: the second tap is the chain's first stage (pop), as UIKit's bar does; no refresh.
        let reselect = machine.handle(.tabTapped("home"))
        #expect(reselect.contains(.popToRoot("home")) && !reselect.contains(.refresh("home")))
    }

    @Test("a double tap on the selected tab at its root and top refreshes once: the first tap's refresh is the gesture's")
    func doubleTapRefreshesOnce() {
        var machine = TabBarMachine.fixture(Self.accounts)
        var input = TabBarInput()
        _ = machine.handle(.tabTapped("home"))  // scrolls to the top: at the root and the top now
        let effects = Self.taps("home", at: [0, 0.2], machine: &machine, input: &input)
        #expect(effects[0].filter { $0.type != "haptic" } == [.refresh("home")])
        #expect(!effects[1].contains(.refresh("home")), "the double tap's refresh stage was done by its first tap")
        #expect(effects.joined().filter { $0 == .refresh("home") }.count == 1)
        // A double tap whose first tap popped still refreshes (the double tap's own stages: scroll, refresh).
        _ = machine.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        let popped = Self.taps("home", at: [5, 5.2], machine: &machine, input: &input)
        #expect(popped[0].filter { $0.type != "haptic" } == [.popToRoot("home")])
        #expect(popped[1].filter { $0.type != "haptic" } == [.scrollToTop("home"), .refresh("home")])
    }

    @Test("an action's taps are never a double tap: each presents")
    func actionNoDoubleTap() {
        let configuration = TabBarConfiguration.example(.social)
        let context = Self.context(TabBarMachine.fixture(configuration))
        let action = configuration.tabs.first { $0.role == .action }!.id
        var input = TabBarInput()
        for time in [0.0, 0.2] {
            _ = input.handle(.touchDown(Self.centre(action, context)), at: time, context: context)
            #expect(input.handle(.touchUp(Self.centre(action, context)), at: time + 0.05, context: context).events == [.tabTapped(action)])
        }
    }

    @Test("a double tap through the core does the policy's double-tap stages at once and is the delegate's reselect")
    func doubleTapThroughCore() {
        var machine = TabBarMachine.fixture(Self.accounts)
        _ = machine.handle(.routePushed(TabBarRoute("post/1"), on: "home"))
        let effects = machine.handle(.tabDoubleTapped("home"))
        #expect(effects.contains(.scrollToTop("home")) && effects.contains(.refresh("home")))
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabDoubleTapped("home"), selectedBefore: "home", effects: effects) == "home")
        #expect(TabBarContainerPlanner.reselectedTab(by: .tabDoubleTapped("inbox"), selectedBefore: "home", effects: []) == nil)
    }

    @Test("a new horizontal size class is the core's sizeClassChanged, once; the vertical one only lays out")
    func sizeClass() {
        let context = Self.context(TabBarMachine.fixture(Self.atlas))
        var input = TabBarInput()
        #expect(input.handle(.sizeClasses(horizontal: .compact, vertical: .regular), at: 0, context: context).events.isEmpty, "the core starts compact")
        #expect(input.handle(.sizeClasses(horizontal: .regular, vertical: .regular), at: 0, context: context).events == [.sizeClassChanged(.regular)])
        #expect(input.handle(.sizeClasses(horizontal: .regular, vertical: .compact), at: 0, context: context).events.isEmpty)
        #expect(input.handle(.sizeClasses(horizontal: .compact, vertical: .compact), at: 0, context: context).events == [.sizeClassChanged(.compact)])
    }

    @Test("in a sidebar a tab's row is chosen (sidebarItemSelected), a header collapses or expands, an action is chosen, a footer does nothing")
    func sidebarRows() throws {
        let machine = Self.regularAtlas()
        let context = Self.context(machine, sidebar: true)
        var input = TabBarInput()
        func tap(_ point: TabBarPoint, at time: Double) -> [TabBarEvent] {
            _ = input.handle(.touchDown(point), at: time, context: context)
            return input.handle(.touchUp(point), at: time + 0.05, context: context).events
        }
        let rows = try #require(context.layout?.sidebar?.rows)
        #expect(tap(Self.centre("downloads", context), at: 0) == [.sidebarItemSelected("downloads")])
        #expect(tap(Self.centre("downloads", context), at: 0.1) == [.sidebarItemSelected("downloads")], "no double tap in a sidebar")
        #expect(tap(rows[0].frame.center, at: 1) == [.sidebarSectionCollapsed("collection")])
        #expect(tap(rows[1].frame.center, at: 2) == [.sidebarActionChosen("newPlaylist", section: "collection")])
        #expect(tap(rows[2].frame.center, at: 3).isEmpty)
        #expect(tap(rows[3].frame.center, at: 4) == [.sidebarSectionExpanded("more")])
        // VoiceOver's activations go the same way.
        #expect(input.handle(.accessibilityActivated(.tab("library")), at: 5, context: context).events == [.sidebarItemSelected("library")])
        #expect(input.handle(.accessibilityActivated(.sidebarRow(.header(section: "more"))), at: 5, context: context).events == [.sidebarSectionExpanded("more")])
    }

    @Test("holding a tab's sidebar row opens its menu")
    func sidebarLongPress() {
        let context = Self.context(Self.regularAtlas(), sidebar: true)
        var input = TabBarInput()
        _ = input.handle(.touchDown(Self.centre("radio", context)), at: 0, context: context)
        #expect(input.tick(at: 0.5, context: context).events == [.tabLongPressed("radio")])
    }

    @Test("at an accessibility text size a sidebar row whose title fits keeps its long-press menu; only a cut row has the large content viewer")
    func sidebarLongPressAtAccessibilitySize() throws {
        for size in [TabBarTextSize.accessibility1, .accessibility3, .accessibility5] {
            let context = Self.context(Self.regularAtlas(), sidebar: true, dynamicType: size)
            let radio = try #require(context.layout?.item("radio"))
            #expect(radio.labelText == "Radio" && !radio.showsLargeContentViewer, "\(size): Radio fits its row")
            var input = TabBarInput()
            _ = input.handle(.touchDown(Self.centre("radio", context)), at: 0, context: context)
            #expect(input.tick(at: 0.5, context: context).events == [.tabLongPressed("radio")], "\(size)")
            for item in context.layout?.items ?? [] {
                let title = context.configuration.tab(item.id)?.title
                #expect(item.showsLargeContentViewer == (item.labelText != title), "\(size): \(item.id.rawValue) has the viewer only when cut")
            }
        }
        // A bar's items cannot grow: every one keeps the viewer at an accessibility size.
        let bar = Self.context(TabBarMachine.fixture(Self.atlas), dynamicType: .accessibility3)
        #expect(bar.layout?.items.allSatisfy(\.showsLargeContentViewer) == true)
    }

    @Test("with the sidebar focused, the arrows walk its rows across sections (the selection follows onto tabs) and Return activates", arguments: [false, true])
    func sidebarKeys(rtl: Bool) {
        var machine = Self.regularAtlas()
        if rtl { _ = machine.handle(.layoutDirectionChanged(.rightToLeft)) }
        var input = TabBarInput()
        func press(_ key: TabBarKey, focused: Bool = true) -> TabBarInputResult {
            let context = Self.context(machine, sidebar: true, focus: input.sidebarFocus)
            let result = input.handle(.key(TabBarKeyPress(key, barFocused: focused)), at: 0, context: context)
            for event in result.events { _ = machine.handle(event) }
            return result
        }
        #expect(press(.downArrow, focused: false).events.isEmpty && input.sidebarFocus == nil, "only while the bar has the focus")
        // From the selected row (Home) down: Browse, Radio, Search are selected as the focus reaches them.
        #expect(press(.downArrow).events == [.sidebarItemSelected("browse")] && input.sidebarFocus == .tab("browse"))
        _ = press(.downArrow)
        _ = press(.downArrow)
        #expect(machine.state.selected == "search")
        // The section's header takes the focus, not the selection; Return collapses it.
        let header = press(.downArrow)
        #expect(header.events.isEmpty && header.handled && input.sidebarFocus == .header(section: "collection"))
        #expect(press(.enter).events == [.sidebarSectionCollapsed("collection")])
        // Collapsed: down goes on to More's header; up comes back.
        _ = press(.downArrow)
        #expect(input.sidebarFocus == .header(section: "more"))
        _ = press(.upArrow)
        #expect(input.sidebarFocus == .header(section: "collection"))
        #expect(press(.enter).events == [.sidebarSectionExpanded("collection")])
        // The keyboard's registration follows: the sidebar's keys only while it has the focus.
        let context = Self.context(machine, sidebar: true)
        #expect(TabBarInput.registeredKeys([], context: context, barFocused: true).sidebar)
        #expect(!TabBarInput.registeredKeys([], context: context, barFocused: false).sidebar)
        // Losing the focus, or a touch, takes the ring away.
        #expect(input.handle(.keyboardFocus(false), at: 1, context: context).environmentChanged && input.sidebarFocus == nil)
    }

    @Test("the arrows and Return in a bar (not a sidebar) are left alone")
    func barIgnoresSidebarKeys() {
        let context = Self.context(TabBarMachine.fixture(Self.accounts))
        var input = TabBarInput()
        #expect(input.handle(.key(TabBarKeyPress(.downArrow, barFocused: true)), at: 0, context: context).events.isEmpty)
        #expect(!input.handle(.key(TabBarKeyPress(.enter, barFocused: true)), at: 0, context: context).handled)
    }

    @Test("the native style's menus: a tab's context-menu choice opens and chooses in the core; a section's action is chosen")
    func nativeMenus() {
        let machine = Self.regularAtlas()
        let context = TabBarInput.Context(configuration: machine.configuration, state: machine.state, layout: nil)
        var input = TabBarInput()
        #expect(input.handle(.nativeTabMenuItemChosen("radio", item: "clear"), at: 0, context: context).events
            == [.tabLongPressed("radio"), .actionMenuItemChosen("clear")])
        #expect(input.handle(.nativeTabMenuItemChosen("home", item: "x"), at: 0, context: context).events.isEmpty, "Home has no menu")
        #expect(input.handle(.nativeSidebarActionChosen("newPlaylist", section: "collection"), at: 0, context: context).events
            == [.sidebarActionChosen("newPlaylist", section: "collection")])
        var core = machine
        let effects = input.handle(.nativeTabMenuItemChosen("radio", item: "clear"), at: 0, context: context).events.flatMap { core.handle($0) }
        #expect(effects.contains(.performMenuItem("radio", item: "clear")) && core.state.openMenu == nil)
    }
}
