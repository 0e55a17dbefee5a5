import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Issue 32's device review: the minimise policy changed at run time (a settings switch) while the bar is minimised.
@Suite("A8 Minimise policy switched at run time")
struct A8MinimizePolicySwitchTests {
    @Test("a policy that no longer minimises (never, automatic) restores a minimised bar and says so")
    func switchedOff() throws {
        for policy in [TabBarMinimizePolicy.never, .automatic] {
            var m = A8MinimizeBehaviorTests.machine(.onScrollDown)
            _ = m.handle(.contentScrolled(.down))
            #expect(m.visibility == .minimized)
            var configuration = m.configuration
            configuration.behavior.minimize = policy
            let effects = try m.apply(configuration: configuration)
            #expect(m.visibility == .visible, "\(policy)")
            #expect(effects.contains(.visibilityChanged(.visible)), "\(effects)")
            #expect(!m.state.visibilityReasons.scrolledDown)
        }
    }

    @Test("another minimising policy keeps the minimised bar (the content is still scrolled away)")
    func switchedBetweenDirections() throws {
        var m = A8MinimizeBehaviorTests.machine(.onScrollDown)
        _ = m.handle(.contentScrolled(.down))
        var configuration = m.configuration
        configuration.behavior.minimize = .onScrollUp
        let effects = try m.apply(configuration: configuration)
        #expect(m.visibility == .minimized && !effects.contains(.visibilityChanged(.visible)))
    }
}
