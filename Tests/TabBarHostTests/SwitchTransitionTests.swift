import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// The content transition the one container plays (SwiftUI's tabs are its children), decided in the host.
@Suite("A2 Content transition for a store's change")
@MainActor
struct SwitchTransitionTests {
    func transition(_ style: TabBarContentTransitionStyle = .crossDissolve, reduceMotion: Bool = false, after event: TabBarEvent) throws -> TabSwitchTransition {
        let store = try makeStore()
        store.launch()
        store.send(event)
        return TabSwitchTransition(
            for: store.transition, machine: store.machine, style: style, motion: TabBarTheme.system.motion, reduceMotion: reduceMotion)
    }

    @Test("a tap on another tab cross-fades the content in 0.15 s, ease in and out")
    func crossFade() throws {
        #expect(try transition(after: .tabTapped("search")) == .crossDissolve(.timed(.easeInOut, duration: 0.15)))
    }

    @Test("a change that selects nothing new is instant")
    func noSelection() throws {
        #expect(try transition(after: .tabTapped("home")) == .instant)
    }

    @Test("Reduce Motion and the `none` style make it instant")
    func instant() throws {
        #expect(try transition(reduceMotion: true, after: .tabTapped("search")) == .instant)
        #expect(try transition(.none, after: .tabTapped("search")) == .instant)
    }

    @Test("a slide comes in from the side of the new tab")
    func slide() throws {
        guard case .slide(let edge, _) = try transition(.slide, after: .tabTapped("profile")) else {
            Issue.record("not a slide")
            return
        }
        #expect(edge == .right)
    }

    @Test("one choreography for both front ends: a slide brings the new tab in from the planner's edge and takes the old out by the other, mirrored right to left",
          arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func slideChoreography(direction: TabBarReadingDirection) throws {
        let store = try makeStore()
        store.launch()
        store.send(.layoutDirectionChanged(direction))
        for target in ["profile", "home", "search", "profile", "home"] as [TabID] {
            store.send(.tabTapped(target))
            let transition = TabSwitchTransition(
                for: store.transition, machine: store.machine, style: .slide, motion: TabBarTheme.system.motion, reduceMotion: false)
            guard case .slide(let edge, _) = transition else {
                Issue.record("no slide to \(target)")
                continue
            }
            let side = edge == .right ? 400.0 : -400
            #expect(TabBarContentPlacement.incoming(for: transition, width: 400) == TabBarContentPlacement(offset: side, opacity: 1), "\(target) comes in from its edge")
            #expect(TabBarContentPlacement.outgoing(for: transition, width: 400) == TabBarContentPlacement(offset: -side, opacity: 1), "the old tab leaves by the other edge, opaque")
        }
        // Right to left, a tab later in the bar is to the left: it comes in from the left.
        store.send(.tabTapped("home"))
        store.send(.tabTapped("profile"))
        let forward = TabSwitchTransition(for: store.transition, machine: store.machine, style: .slide, motion: TabBarTheme.system.motion, reduceMotion: false)
        #expect(TabBarContentPlacement.incoming(for: forward, width: 400).offset == (direction == .leftToRight ? 400 : -400))
    }

    /// Issue 29, finding 2: SwiftUI faded the old tab out while the new one faded in, and the background showed
    /// through at the midpoint; UIKit kept the old one opaque underneath. Now both are UIKit's.
    @Test("a cross-fade fades the new tab in over the old, which stays opaque and in place until it leaves the window")
    func crossFadeChoreography() throws {
        let fade = try transition(after: .tabTapped("search"))
        #expect(TabBarContentPlacement.incoming(for: fade, width: 400) == TabBarContentPlacement(offset: 0, opacity: 0))
        #expect(TabBarContentPlacement.outgoing(for: fade, width: 400) == .resting)
        #expect(TabBarContentPlacement.incoming(for: .instant, width: 400) == .resting)
        #expect(TabBarContentPlacement.outgoing(for: .instant, width: 400) == .resting)
    }

    @Test("a transition settles after its spring's settling time or its duration")
    func settling() throws {
        let slide = try transition(.slide, after: .tabTapped("profile"))
        let spring = TabBarSpringCurve(response: TabBarTheme.system.motion.indicatorResponse, dampingFraction: TabBarTheme.system.motion.indicatorDamping)
        #expect(slide.settlingTime == spring.settlingTime())
        #expect(slide.settlingTime > 0.3 && slide.settlingTime < 2)
        #expect(try transition(after: .tabTapped("search")).settlingTime == 0.15)
        #expect(TabSwitchTransition.instant.settlingTime == 0)
        let store = try makeStore()
        store.launch()
        store.send(.tabTapped("profile"))
        #expect(store.transition.leftTab == "home")
        store.send(.badgeSet(.count(2), on: "home"))
        #expect(store.transition.leftTab == nil, "a change that selects nothing leaves no tab")
    }
}
