import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// The content transition SwiftUI's container applies, decided in the host from the store's change.
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

    /// Every mounted tab's placement in a 400-point container after the store's last change.
    func placements(_ store: TabBarKitStore, _ style: TabBarContentTransitionStyle, leaving: TabID?, reduceMotion: Bool = false) -> [TabID: TabBarContentPlacement] {
        Dictionary(uniqueKeysWithValues: store.machine.visibleOrder.map { tab in
            (tab, TabBarContentPlacement(
                of: tab, selected: store.state.selected, leaving: leaving, style: style, machine: store.machine, width: 400, reduceMotion: reduceMotion))
        })
    }

    @Test("SwiftUI's slide: the new tab comes from the planner's edge to 0, the old leaves by the other edge, opaque; the rest cross unseen",
          arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func slidePlacements(direction: TabBarReadingDirection) throws {
        let store = try makeStore()
        store.launch()
        store.send(.layoutDirectionChanged(direction))
        var leaving: TabID?
        for target in ["profile", "home", "search", "profile", "home"] as [TabID] {
            let before = placements(store, .slide, leaving: leaving)
            store.send(.tabTapped(target))
            leaving = store.transition.leftTab ?? leaving
            let after = placements(store, .slide, leaving: leaving)
            guard case .slide(let edge, _) = TabSwitchTransition(
                for: store.transition, machine: store.machine, style: .slide, motion: TabBarTheme.system.motion, reduceMotion: false) else {
                Issue.record("no slide to \(target)")
                continue
            }
            let side = edge == .right ? 400.0 : -400
            #expect(before[target]?.offset == side, "\(target) waits at the edge it comes from")
            #expect(after[target] == TabBarContentPlacement(offset: 0, opacity: 1, direction: direction))
            let left = try #require(leaving)
            #expect(before[left] == TabBarContentPlacement(offset: 0, opacity: 1, direction: direction))
            // A tab mounted by this change enters from the same edge.
            let entry = TabBarContentPlacement.entry(
                for: TabSwitchTransition(for: store.transition, machine: store.machine, style: .slide, motion: TabBarTheme.system.motion, reduceMotion: false),
                width: 400, direction: direction)
            #expect(entry.offset == side && entry.opacity == 1)
            #expect(TabBarContentPlacement.exit(
                for: TabSwitchTransition(for: store.transition, machine: store.machine, style: .slide, motion: TabBarTheme.system.motion, reduceMotion: false),
                width: 400, direction: direction).offset == -side, "a tab evicted by the change leaves by the far edge")
            #expect(after[left] == TabBarContentPlacement(offset: -side, opacity: 1, direction: direction), "\(left) leaves by the other edge")
            #expect(after[left]?.layoutOffset == (direction == .leftToRight ? -side : side), "a mirrored layout gets the offset mirrored")
            for (tab, placement) in after where tab != target && tab != left { #expect(placement.opacity == 0, "\(tab) crosses unseen") }
        }
    }

    @Test("a cross-fade, `none` and Reduce Motion keep every tab at 0: only the opacity changes")
    func restingPlacements() throws {
        let store = try makeStore()
        store.launch()
        store.send(.tabTapped("profile"))
        for (style, reduce) in [(TabBarContentTransitionStyle.crossDissolve, false), (.none, false), (.slide, true)] {
            let all = placements(store, style, leaving: store.transition.leftTab, reduceMotion: reduce)
            #expect(all.values.allSatisfy { $0.offset == 0 })
            #expect(all.filter { $0.value.opacity == 1 }.map(\.key) == ["profile"])
        }
        store.send(.badgeSet(.count(2), on: "home"))
        #expect(store.transition.leftTab == nil, "a change that selects nothing leaves no tab")
    }

    @Test("a transition settles after its spring's settling time or its duration; a cross-fade's entry is a fade, an instant one's is in place")
    func settling() throws {
        let slide = try transition(.slide, after: .tabTapped("profile"))
        let spring = TabBarSpringCurve(response: TabBarTheme.system.motion.indicatorResponse, dampingFraction: TabBarTheme.system.motion.indicatorDamping)
        #expect(slide.settlingTime == spring.settlingTime())
        #expect(slide.settlingTime > 0.3 && slide.settlingTime < 2)
        #expect(try transition(after: .tabTapped("search")).settlingTime == 0.15)
        #expect(TabSwitchTransition.instant.settlingTime == 0)
        let fade = TabBarContentPlacement.entry(for: try transition(after: .tabTapped("search")), width: 400, direction: .leftToRight)
        #expect(fade.offset == 0 && fade.opacity == 0, "a tab mounted by a cross-fade fades in where it is")
        #expect(TabBarContentPlacement.entry(for: .instant, width: 400, direction: .rightToLeft) == .resting)
    }
}
