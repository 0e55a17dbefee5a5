import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Issue 33 in the native style: the placements as SwiftUI's `Tab` modifiers, the system's customisation
/// (`TabViewCustomization`) read into the core's events and reset when the core changed by itself, and a selection
/// the system bar has no item for.
@Suite("Issue 33 native style")
struct Issue33NativeTests {
    static let atlas = TabBarFeatureSamples.atlas

    static func machine(_ sizeClass: TabBarSizeClass, _ events: TabBarEvent...) -> TabBarMachine {
        var machine = TabBarMachine.fixture(atlas)
        _ = machine.handle(.sizeClassChanged(sizeClass))
        for event in events { _ = machine.handle(event) }
        return machine
    }

    @Test("each placement is its SwiftUI modifier: pinned and sidebar-only placements, what the user may customise, optional tabs out of the tab bar, sections")
    func placements() throws {
        let machine = Self.machine(.regular)
        let tabs = TabBarNativeTab.tabs(configuration: Self.atlas, state: machine.state)
        // Every tab, in the user's order; Account, which only a deep link reaches, is declared hidden.
        #expect(tabs.map(\.id) == ["home", "browse", "radio", "library", "downloads", "settings", "account", "search"])
        let byID = Dictionary(uniqueKeysWithValues: tabs.map { ($0.id, $0) })
        #expect(byID["home"]?.customization == .disabled && byID["home"]?.placement == .automatic)
        #expect(byID["search"]?.placement == .pinned && byID["search"]?.customization == .disabled)
        #expect(byID["library"]?.customization == .reorderable && byID["library"]?.section == "collection")
        #expect(byID["downloads"]?.startsOutOfTabBar == true && byID["downloads"]?.customization == .automatic)
        #expect(byID["settings"]?.placement == .sidebarOnly && byID["settings"]?.section == "more")
        #expect(tabs.allSatisfy { $0.customizationID == $0.id.rawValue && $0.isHidden == ($0.id == "account") })
    }

    @Test("in a compact width the tabs outside the compact set are hidden, not left out; a deep-linked hidden tab has its tab")
    func compactAndHidden() throws {
        let compact = TabBarNativeTab.tabs(configuration: Self.atlas, state: Self.machine(.compact).state)
        // Radio and Downloads are outside the compact set; Settings is sidebar-only (its placement says so); Account is hidden.
        #expect(compact.filter(\.isHidden).map(\.id) == ["radio", "downloads", "account"])
        let linked = Self.machine(.compact, .deepLinkOpened("app://account"))
        #expect(linked.state.selected == "account")
        let withAccount = TabBarNativeTab.tabs(configuration: Self.atlas, state: linked.state)
        #expect(withAccount.first { $0.id == "account" }?.isHidden == true)
    }

    @Test("iOS 17's items give a selection without an item one while it is selected; otherwise only the bar's")
    func legacyItems() {
        let linked = Self.machine(.compact, .deepLinkOpened("app://account"))
        #expect(NativeTabItem.items(configuration: Self.atlas, state: linked.state).map(\.id) == ["home", "browse", "library", "search"])
        #expect(NativeTabItem.items(configuration: Self.atlas, state: linked.state, includingSelection: true).map(\.id) == ["home", "browse", "library", "search", "account"])
    }

    @Test("the user's changes in the system's customisation become the core's events, as the core's editor sends them")
    func readingToEvents() {
        let machine = Self.machine(.regular)
        var reading = TabBarNativeCustomization()
        reading.tabBarVisibility["downloads"] = true      // added to the tab bar
        reading.tabBarVisibility["browse"] = false        // taken out
        reading.tabBarVisibility["home"] = false          // fixed: the core refuses, nothing is sent
        reading.sectionOrders["collection"] = ["downloads", "library"]
        let events = reading.events(configuration: Self.atlas, state: machine.state)
        #expect(events.count == 3)
        #expect(events.prefix(2) == [.tabHidden("browse"), .tabShown("downloads")])
        guard case .tabsReordered(let order)? = events.last else { Issue.record("no order"); return }
        #expect(order.firstIndex(of: "downloads")! < order.firstIndex(of: "library")!)
        // The core takes them all.
        var core = machine
        for event in events { #expect(!core.handle(event).contains { if case .diagnostic = $0 { true } else { false } }, "\(event)") }
        #expect(reading.agrees(configuration: Self.atlas, state: core.state) == false, "Home is still in the bar: the core refused that")
        reading.tabBarVisibility["home"] = nil
        #expect(reading.agrees(configuration: Self.atlas, state: core.state))
        #expect(reading.events(configuration: Self.atlas, state: core.state).isEmpty)
    }

    @Test("a customisation the core disagrees with (its own editor changed it) is what the native style resets")
    func disagreement() {
        var reading = TabBarNativeCustomization()
        reading.tabBarVisibility["browse"] = true
        #expect(reading.agrees(configuration: Self.atlas, state: Self.machine(.regular).state))
        #expect(!reading.agrees(configuration: Self.atlas, state: Self.machine(.regular, .tabHidden("browse")).state))
        #expect(TabBarNativeCustomization().agrees(configuration: Self.atlas, state: Self.machine(.regular, .tabHidden("browse")).state))
    }

    @Test("a tab's menu shown as a system menu keeps its destructive item destructive")
    func nativeMenuDestructive() throws {
        let machine = Self.machine(.regular, .tabLongPressed("radio"))
        let menu = try #require(TabBarNativeActionMenu(configuration: Self.atlas, state: machine.state))
        #expect(menu.title == "Radio" && menu.choices.map(\.isDestructive) == [false, true])
    }
}
