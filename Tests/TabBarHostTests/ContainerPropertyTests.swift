import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting

/// A container's navigation controllers simulated as route lists, driven only by actions.
struct SimulatedContainer {
    var children: [TabID: [TabBarRoute]] = [:]

    mutating func perform(_ action: TabBarContainerAction) {
        switch action {
        case .addChild(let id, let stack, _):
            #expect(children[id] == nil, "\(id) added twice")
            children[id] = stack
        case .removeChild(let id):
            #expect(children[id] != nil, "\(id) removed while not live")
            children[id] = nil
        case .push(let route, let id, _): children[id]?.append(route)
        case .pop(let id, _): children[id]?.removeLast()
        case .popToRoot(let id, _): children[id] = []
        case .setStack(let routes, let id, _): children[id] = routes
        case .showChild(let id, _, _): #expect(children[id] != nil, "showing \(id), which has no child")
        default: break
        }
    }
}

@Suite("Container properties over random events")
struct ContainerPropertyTests {
    /// A small seeded generator so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("the simulated navigation controllers always show the core's stacks for live tabs", arguments: 0..<40)
    func stacksStayInStep(seed: Int) {
        var random = SplitMix(state: UInt64(seed))
        var h = Harness(style: .slide)
        var container = SimulatedContainer()
        let launch = TabBarMachine.fixture(containerConfiguration)
        var planner = TabBarContainerPlanner(style: .slide)
        for action in planner.actions(for: launch.launchEffects, machine: launch) { container.perform(action) }
        h.planner = planner
        let ids = containerConfiguration.tabs.map { $0.id }
        for step in 0..<300 {
            let id = ids.randomElement(using: &random) ?? "home"
            var events: [TabBarEvent]
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: events = [.tabTapped(id)]
            case 2, 3: events = [.routePushed(TabBarRoute("r/\(step % 4)"), on: id)]
            case 4: events = [.backRequested]
            case 5: events = [.deepLinkOpened("app://inbox/thread/\(step % 3)")]
            case 6: events = [.memoryWarning]
            case 7: events = [.poppedToRoot(id)]
            default:
                // The user swipes back (or picks from the back button's menu) in a live tab.
                let shown = container.children[id]?.count ?? 0
                let target = Int.random(in: 0...max(shown, 0), using: &random)
                if shown > 0 { container.children[id] = Array(container.children[id, default: []].prefix(target)) }
                events = h.planner.userPopped(to: target, on: id)
            }
            for event in events {
                for action in h.send(event) { container.perform(action) }
            }
            for (tab, routes) in container.children {
                #expect(routes == h.machine.state.stack(tab), "seed \(seed) step \(step): \(tab) shows \(routes)")
            }
            #expect(Set(container.children.keys) == Set(h.machine.state.lifecycle.recency), "seed \(seed) step \(step)")
        }
    }
}
