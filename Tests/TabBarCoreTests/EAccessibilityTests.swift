import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

@Suite("E Accessibility")
struct EAccessibilityTests {
    func elements(_ configuration: TabBarConfiguration, events: [TabBarEvent] = [], direction: TabBarReadingDirection = .leftToRight, dynamicType: TabBarTextSize = .large) -> [TabBarAccessibilityElement] {
        var machine = TabBarMachine.fixture(configuration)
        for event in events { _ = machine.handle(event) }
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction, dynamicType: dynamicType), theme: .system, measurer: TabBarInterTextMeasurer())
        return TabBarAccessibility.elements(configuration: configuration, state: machine.state, layout: layout)
    }

    @Test("E1 each element has a label, the badge phrase as value, a hint, traits and its position")
    func elementsOfSocial() throws {
        let e = elements(.example(.social))
        #expect(e.map(\.label) == ["Home", "Search", "Create a post", "Activity", "Profile"])
        #expect(e[0].traits == ["button", "selected"] && e[1].traits == ["button"])
        #expect(e[3].value == "3 new notifications" && e[0].value == nil)
        #expect(e[2].hint == "Opens the composer")
        #expect(e.map(\.position) == (1...5).map { "tab \($0) of 5" })
        #expect(e[0].spoken == "Selected, Home, Tab, 1 of 5")
        #expect(e[3].spoken == "Activity, 3 new notifications, Tab, 4 of 5")
        #expect(e[2].spoken == "Create a post, Button, 3 of 5, Opens the composer")
        #expect(TabBarAccessibility.containerTraits == ["tabBar"])
        #expect(e.allSatisfy { $0.frame != nil })
    }

    @Test("E1 disabled tabs are marked not enabled and dimmed")
    func disabled() throws {
        let locked = try #require(elements(studio).first { $0.id == "locked" })
        #expect(locked.traits.contains("notEnabled") && !locked.isEnabled && locked.spoken.contains("Dimmed"))
    }

    @Test("E1 custom actions: the action menu's items and a way back to a tab's start")
    func customActions() throws {
        let e = elements(studio, events: [.routePushed(TabBarRoute("t/1"), on: "inbox")])
        let new = try #require(e.first { $0.id == "new" })
        #expect(new.customActions.map(\.name) == ["Photo", "Story"])
        #expect(new.customActions[1].events == [.actionMenuOpened("new"), .actionMenuItemChosen("story")])
        #expect(e.first { $0.id == "inbox" }?.customActions.map(\.name) == ["Back to Inbox start"])
    }

    @Test("E4 the large content viewer is offered at accessibility sizes only")
    func largeContent() {
        #expect(elements(.example(.ouds), dynamicType: .accessibility2).allSatisfy { $0.largeContent != nil })
        #expect(elements(.example(.ouds)).allSatisfy { $0.largeContent == nil })
        #expect(elements(.example(.ouds), dynamicType: .accessibility2).first?.largeContent == TabBarLargeContent(title: "Emails", image: "envelope.fill"))
    }

    @Test("E4 the large content viewer shows an asset or registered icon too, and the a11y JSON names it")
    func largeContentImage() throws {
        var configuration = TabBarConfiguration.example(.ouds)
        configuration.tabs[0].icon = .asset("Logo", template: false)
        configuration.tabs[0].selectedIcon = nil
        configuration.tabs[1].icon = .image("avatar")
        let e = elements(configuration, dynamicType: .accessibility2)
        #expect(e[0].largeContent == TabBarLargeContent(title: "Emails", icon: .asset("Logo", template: false)))
        #expect(e[0].largeContent?.image == nil, "no symbol to name")
        #expect(e[1].largeContent?.icon == .image("avatar"))
        #expect(e[0].json.serialized(pretty: false).contains(#""icon":{"asset":"Logo","template":false}"#), "\(e[0].json.serialized(pretty: false))")
        #expect(!e[2].json.serialized(pretty: false).contains(#""icon""#), "a symbol stays in \"image\" alone")
    }

    @Test("E1 reading order follows the visual order in both directions")
    func readingOrder() {
        for direction in [TabBarReadingDirection.leftToRight, .rightToLeft] {
            let e = elements(.example(.social), direction: direction)
            let sortedByScreen = e.sorted { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) }.map(\.id)
            #expect(e.map(\.id) == (direction == .leftToRight ? sortedByScreen : sortedByScreen.reversed()))
        }
    }

    @Test("E3 arrow keys move the selection, mirrored right to left")
    func arrows() {
        var m = TabBarMachine.fixture(.example(.social))
        _ = m.handle(.keyPressed(.rightArrow))
        #expect(m.state.selected == "search")
        _ = m.handle(.keyPressed(.rightArrow))
        #expect(m.state.selected == "activity")  // skips the action
        _ = m.send(.layoutDirectionChanged(.rightToLeft), .keyPressed(.rightArrow))
        #expect(m.state.selected == "search")
        let effects = m.handle(.keyPressed(.leftArrow))
        #expect(effects.contains(.announce("Activity, tab 4 of 5")))
    }

    @Test("E3 Command-1 … 9 select the N-th destination; the commands are data for the front ends")
    func commandDigits() {
        var m = TabBarMachine.fixture(.example(.reflect))
        _ = m.handle(.keyPressed(.commandDigit(4)))
        #expect(m.state.selected == "insights")
        #expect(m.handle(.keyPressed(.commandDigit(4))).ofType("scrollToTop").count == 1)
        let commands = m.keyCommands
        #expect(commands.count == 12)
        #expect(commands.prefix(9).map(\.title) == ["Reflect", "Plots", "Experiments", "Insights", "History", "Goals", "Metrics", "Events", "Reports"])
        #expect(commands[10].event == .keyPressed(.rightArrow))
        #expect(commands.last?.event == .keyPressed(.toggleSidebar), "Control-Command-S, registered only beside a top bar (the input layer's rule)")
        #expect(TabBarMachine.fixture(.example(.social)).keyCommands.prefix(4).map(\.title) == ["Home", "Search", "Activity", "Profile"])
    }

    @Test("E2 selections without a tap are announced and move focus; taps move focus silently")
    func announcements() {
        var m = TabBarMachine.fixture(.example(.social))
        let tap = m.handle(.tabTapped("profile"))
        #expect(tap.ofType("announce").isEmpty && tap.contains(.focusContent("profile")))
        let link = m.handle(.deepLinkOpened("app://activity/item/3"))
        #expect(link.contains(.announce("Activity, tab 4 of 5")) && link.contains(.focusContent("activity")))
    }

    @Test("no element ever lacks a label, even for icon-only tabs")
    func labels() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...12), Gen.int(in: 0...1000)) { count, seed in
            let tabs = (0..<count).map { i in
                TabBarKitItem(id: TabID("t\(i)"), title: (seed + i) % 3 == 0 ? "" : "T\(i)", icon: "star", accessibilityLabel: (seed + i) % 5 == 0 ? "Label \(i)" : nil)
            }
            let e = TabBarAccessibility.elements(configuration: TabBarConfiguration(tabs: tabs), state: TabBarMachine.fixture(TabBarConfiguration(tabs: tabs)).state)
            #expect(e.count == count)
            #expect(e.allSatisfy { !$0.label.isEmpty && !$0.spoken.isEmpty })
        }
    }
}
