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
}
