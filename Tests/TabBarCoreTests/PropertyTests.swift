import Foundation
import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Random event sequences: at least 10,000 events per configuration per run.
@Suite("Properties of random event sequences")
struct PropertyTests {
    static let configurations: [(String, TabBarConfiguration)] =
        TabBarBuiltInExample.allCases.map { ($0.rawValue, TabBarConfiguration.example($0)) }
        + [("studio", studio), ("synthetic-40", .synthetic(tabCount: 40, maxLiveTabs: 3, pinned: 2, action: true))]

    /// Turns three random numbers into an event over the configuration's tabs.
    static func event(_ kind: Int, _ a: Int, _ b: Int, in configuration: TabBarConfiguration) -> TabBarEvent {
        let ids = configuration.tabs.map(\.id)
        let id = ids[a % ids.count]
        switch kind % 24 {
        case 23: return .preloadRequested(id)
        case 22: return .keyPressed(b % 3 == 0 ? .leftArrow : b % 3 == 1 ? .rightArrow : .commandDigit(1 + b % 9))
        case 0, 1, 2, 3: return .tabTapped(id)
        case 4: return .selectionRequested(id)
        case 5: return .routePushed(TabBarRoute("r/\(b % 5)", hidesTabBar: b % 7 == 0), on: id)
        case 6: return .routePopped(id)
        case 7: return .poppedToRoot(id)
        case 8: return .swiped(b % 2 == 0 ? .left : .right)
        case 9: return .backRequested
        case 10: return .deepLinkOpened(configuration.routes.isEmpty ? "x://y" : configuration.routes[b % configuration.routes.count].pattern.replacingOccurrences(of: ":", with: "v").replacingOccurrences(of: "**", with: "a/b"))
        case 11: return .keyboardChanged(isShown: b % 2 == 0)
        case 12: return .contentScrolled(b % 2 == 0 ? .down : .up)
        case 13: return .memoryWarning
        case 14: return .badgeSet(b % 4 == 0 ? .none : b % 4 == 1 ? .dot : b % 4 == 2 ? .count(b) : .text("N"), on: id)
        case 15:
            var generator = Deterministic(seed: UInt64(b))
            return .tabsReordered(Array(ids.shuffled(using: &generator).prefix(b % 4)))
        case 16: return .tabHidden(id)
        case 17: return .tabShown(id)
        case 18: return .actionMenuOpened(id)
        case 19: return b % 2 == 0 ? .actionMenuDismissed : .actionMenuItemChosen("item\(b % 3)")
        case 20: return .layoutDirectionChanged(b % 2 == 0 ? .leftToRight : .rightToLeft)
        default: return .scrollPositionSaved("p\(b)", on: id)
        }
    }

    static let events = zip(Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...999)).array(of: 100...140)

    @Test("invariants hold after every event", arguments: configurations.map(\.0))
    func invariants(name: String) async throws {
        let configuration = try #require(Self.configurations.first { $0.0 == name }?.1)
        let cap = configuration.behavior.maxLiveTabs.map { max($0, configuration.behavior.pinned.count + 1) }
        await propertyCheck(count: 100, input: Self.events) { triples in
            var m = TabBarMachine.fixture(configuration)
            for (index, triple) in triples.enumerated() {
                let event = Self.event(triple.0, triple.1, triple.2, in: configuration)
                let stacksBefore = m.state.stacks
                let selectedBefore = m.state.selected
                _ = m.handle(event)
                let selected = m.state.selected
                let tab = try #require(configuration.tab(selected))
                #expect(tab.role.isSelectable && tab.isEnabled, "selection \(selected) after \(event)")
                // A tab the user hid can still be selected by code or a deep link (issue 33): it then has no item in the bar.
                #expect(m.state.selectionIsInBar == !m.state.hidden.contains(selected), "selection \(selected) after \(event)")
                #expect(m.state.lifecycle.isLive(selected))
                if let cap { #expect(m.state.lifecycle.recency.count <= cap) }
                #expect(configuration.behavior.pinned.allSatisfy(m.state.lifecycle.isLive))
                #expect(!m.state.history.contains(selected), "the selected tab is in its own history after \(event)")
                #expect(m.state.isOrderCustomized == (m.state.order != configuration.tabs.map(\.id)))
                if !Self.mayChangeStacks(event, selectedBefore: selectedBefore) {
                    #expect(m.state.stacks == stacksBefore, "stacks changed by \(event)")
                }
                if index % 20 == 0 {
                    var restored = TabBarMachine.fixture(configuration)
                    let effects = restored.restore(json: m.snapshotJSON())
                    #expect(effects.diagnostics.isEmpty)
                    #expect(restored.state == m.state, "a snapshot round trip changed the state")
                }
            }
        }
    }

    /// Only navigation events, back, deep links and reselection (a tap or Command-N) may change stacks.
    static func mayChangeStacks(_ event: TabBarEvent, selectedBefore: TabID) -> Bool {
        switch event {
        case .routePushed, .routePopped, .poppedToRoot, .backRequested, .deepLinkOpened, .stateRestored: true
        case .keyPressed(.commandDigit): true
        case .tabTapped(let id): id == selectedBefore
        default: false
        }
    }
}

/// A small seeded generator so shuffles are reproducible from the property's inputs.
struct Deterministic: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
