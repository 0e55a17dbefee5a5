import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

/// Random event sequences, then a random new configuration: tabs dropped, added, reordered, retitled, a new cap.
@Suite("Properties of a new configuration after random events")
struct ReconfigurationPropertyTests {
    /// A valid configuration derived from `configuration` by the random numbers `a` and `b`.
    static func changed(_ configuration: TabBarConfiguration, _ a: Int, _ b: Int) -> TabBarConfiguration {
        var generator = Deterministic(seed: UInt64(a * 1_000 + b))
        var next = configuration
        let dropped = Set(configuration.tabs.map(\.id).shuffled(using: &generator).prefix(b % (configuration.tabs.count / 3 + 1)))
        next.tabs.removeAll { dropped.contains($0.id) }
        if !next.tabs.contains(where: { $0.role.isSelectable && $0.isEnabled }) {
            next.tabs.append(TabBarKitItem(id: "fresh-0", title: "Fresh", icon: "star"))
        }
        for i in 0..<(a % 4) {
            let tab = TabBarKitItem(id: TabID("fresh-\(i + 1)"), title: "Fresh \(i + 1)", icon: "star", badge: i == 0 ? .count(1) : .none)
            next.tabs.insert(tab, at: Int(generator.next() % UInt64(next.tabs.count + 1)))
        }
        if a % 3 == 0 { next.tabs.shuffle(using: &generator) }
        if b % 2 == 0 { for i in next.tabs.indices { next.tabs[i].title = "‹\(next.tabs[i].title)›" } }
        if a % 5 == 0, let i = next.tabs.indices.randomElement(using: &generator), next.tabs[i].role == .tab {
            next.tabs[i].isEnabled = false
            if !next.tabs.contains(where: { $0.role.isSelectable && $0.isEnabled }) { next.tabs[i].isEnabled = true }
        }
        let destinations = Set(next.tabs.filter { $0.role.isSelectable }.map(\.id))
        let enabled = Set(next.tabs.filter { $0.role.isSelectable && $0.isEnabled }.map(\.id))
        if let selected = next.selected, !enabled.contains(selected) { next.selected = nil }
        next.behavior.pinned = next.behavior.pinned.filter(destinations.contains)
        if b % 5 == 0 { next.behavior.maxLiveTabs = 1 + a % 3 }
        next.routes = next.routes.filter { destinations.contains($0.tab) }
        return next
    }

    @Test("after any events, a new configuration keeps the invariants and everything that still exists",
          arguments: PropertyTests.configurations.map(\.0))
    func reconfiguration(name: String) async throws {
        let configuration = try #require(PropertyTests.configurations.first { $0.0 == name }?.1)
        await propertyCheck(count: 100, input: PropertyTests.events, Gen.int(in: 0...999), Gen.int(in: 0...999)) { triples, a, b in
            var m = TabBarMachine.fixture(configuration)
            for triple in triples { _ = m.handle(PropertyTests.event(triple.0, triple.1, triple.2, in: configuration)) }
            let before = m
            let next = Self.changed(configuration, a, b)
            let effects = try m.apply(configuration: next)
            let state = m.state
            let isDestination = { (id: TabID) in next.tab(id)?.role.isSelectable ?? false }

            // The machine's invariants.
            #expect(m.configuration == next)
            #expect(m.isSelectable(state.selected))
            #expect(state.lifecycle.isLive(state.selected))
            #expect(next.behavior.pinned.allSatisfy(state.lifecycle.isLive))
            if let cap = state.lifecycle.effectiveCap { #expect(state.lifecycle.recency.count <= cap) }
            #expect(state.order.sorted() == next.tabs.map(\.id).sorted())
            #expect(state.isOrderCustomized == (state.order != next.tabs.map(\.id)))
            #expect(!state.history.contains(state.selected) && Set(state.history).count == state.history.count)
            #expect(state.history.allSatisfy(isDestination) && state.stacks.keys.allSatisfy(isDestination))
            #expect(state.lifecycle.recency.allSatisfy(isDestination))

            // What still exists is kept.
            if before.isSelectable(before.state.selected) && m.isSelectable(before.state.selected) {
                #expect(state.selected == before.state.selected)
            } else {
                // The most recently visited tab back may go to (not one the user hid), else the bar's first.
                let recent = before.state.history.last { $0 != before.state.selected && m.isSelectable($0) && !state.hidden.contains($0) }
                #expect(state.selected == (recent ?? state.visibleOrder.first(where: m.isSelectable)))
            }
            for (id, stack) in before.state.stacks where isDestination(id) { #expect(state.stack(id) == stack) }
            for (id, badge) in before.state.badges where next.tab(id) != nil { #expect(state.badge(id) == badge) }
            #expect(before.state.hidden.filter { next.tab($0) != nil } == state.hidden || state.hidden.isEmpty)
            if next.behavior.maxLiveTabs == nil {
                #expect(before.state.lifecycle.recency.filter(isDestination).allSatisfy(state.lifecycle.isLive))
            }
            if before.state.isOrderCustomized {
                let kept = before.state.order.filter { next.tab($0) != nil }
                #expect(state.order.filter(kept.contains) == kept, "the user's order is kept")
            }

            // The effects take the host from the old live tabs to the new ones.
            let liveBefore = Set(before.state.lifecycle.recency), liveAfter = Set(state.lifecycle.recency)
            #expect(Set(effects.ofType("mount")) == Set(liveAfter.subtracting(liveBefore).map(TabBarEffect.mount)))
            #expect(Set(effects.ofType("unmount")) == Set(liveBefore.subtracting(liveAfter).map(TabBarEffect.unmount)))
            #expect(effects.diagnostics.allSatisfy { $0.code == "configurationRepaired" })

            // The result is a state like any other: it survives a snapshot round trip unchanged.
            var restored = TabBarMachine.fixture(next)
            #expect(restored.restore(json: m.snapshotJSON()).diagnostics.isEmpty)
            #expect(restored.state == state)
        }
    }
}
