import PropertyBased
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Replaying navigation effects onto empty stacks rebuilds the core's stacks, over random event sequences.
@Suite("Properties of navigation effects")
struct NavigationReplayPropertyTests {
    /// What a host does with the navigation effects alone, starting from empty stacks.
    static func replay(_ effect: TabBarEffect, onto stacks: inout [TabID: [TabBarRoute]]) {
        switch effect {
        case .pushRoute(let route, let id): stacks[id, default: []].append(route)
        case .popRoute(let route, let id):
            #expect(stacks[id]?.last == route, "popRoute(\(route)) does not match the top of \(id)")
            stacks[id]?.removeLast()
        case .popToRoot(let id): stacks[id] = []
        case .replaceStack(let routes, let id): stacks[id] = routes
        default: break
        }
    }

    @Test("replaying the effects onto empty stacks rebuilds the core's stacks", arguments: PropertyTests.configurations.map(\.0))
    func replayRebuildsStacks(name: String) async throws {
        let configuration = try #require(PropertyTests.configurations.first { $0.0 == name }?.1)
        await propertyCheck(count: 100, input: PropertyTests.events) { triples in
            var m = TabBarMachine.fixture(configuration)
            var mirror: [TabID: [TabBarRoute]] = [:]
            var snapshot = m.snapshotJSON()
            for effect in m.launchEffects { Self.replay(effect, onto: &mirror) }
            for (index, triple) in triples.enumerated() {
                let effects: [TabBarEffect]
                if index % 30 == 29 {
                    effects = m.restore(json: snapshot)  // back to an earlier state: whole stacks change
                } else {
                    effects = m.handle(PropertyTests.event(triple.0, triple.1, triple.2, in: configuration))
                }
                if index % 30 == 10 { snapshot = m.snapshotJSON() }
                for effect in effects { Self.replay(effect, onto: &mirror) }
                #expect(mirror.filter { !$0.value.isEmpty } == m.state.stacks, "after event \(index)")
            }
        }
    }
}
