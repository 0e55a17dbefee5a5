import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting

/// Issue 32, item 3: minimise never, on scroll down or on scroll up (iOS 26's `TabBarMinimizePolicy`), restored
/// by the opposite scroll, a tap on the capsule or the content reaching its end.
@Suite("A8 Minimise behaviours")
struct A8MinimizeBehaviorTests {
    static func machine(_ minimize: TabBarMinimizePolicy) -> TabBarMachine {
        var configuration = studio
        configuration.behavior.minimize = minimize
        return .fixture(configuration)
    }

    @Test("on scroll down: a scroll down minimises, a scroll up restores")
    func onScrollDown() {
        var m = Self.machine(.onScrollDown)
        _ = m.handle(.contentScrolled(.down))
        #expect(m.visibility == .minimized)
        _ = m.handle(.contentScrolled(.up))
        #expect(m.visibility == .visible)
    }

    @Test("on scroll up (a chat that starts at its end): a scroll up minimises, a scroll down restores")
    func onScrollUp() {
        var m = Self.machine(.onScrollUp)
        _ = m.handle(.contentScrolled(.down))
        #expect(m.visibility == .visible, "scrolling down towards the newest message keeps the bar")
        _ = m.handle(.contentScrolled(.up))
        #expect(m.visibility == .minimized)
        _ = m.handle(.contentScrolled(.down))
        #expect(m.visibility == .visible)
    }

    @Test("never and automatic (the platform's default) never minimise, either way")
    func never() {
        for behavior in [TabBarMinimizePolicy.never, .automatic] {
            var m = Self.machine(behavior)
            for direction in [TabBarScrollDirection.down, .up, .down] {
                _ = m.handle(.contentScrolled(direction))
                #expect(m.visibility == .visible, "\(behavior) after \(direction)")
            }
        }
        #expect(TabBarBehavior().minimize == .automatic)
    }

    @Test("the content reaching its end restores a bar minimised in either direction")
    func reachingEnd() {
        for (behavior, direction) in [(TabBarMinimizePolicy.onScrollDown, TabBarScrollDirection.down), (.onScrollUp, .up)] {
            var m = Self.machine(behavior)
            _ = m.handle(.contentScrolled(direction))
            #expect(m.visibility == .minimized)
            let effects = m.handle(.contentReachedEnd)
            #expect(m.visibility == .visible, "\(behavior)")
            #expect(effects == [.visibilityChanged(.visible)], "the host hears of it as of any restore")
        }
    }

    @Test("a tap on the minimised capsule restores the bar, whichever direction minimised it")
    func tapRestores() {
        var m = Self.machine(.onScrollUp)
        _ = m.handle(.contentScrolled(.up))
        #expect(m.visibility == .minimized)
        _ = m.handle(.tabTapped(m.state.selected))
        #expect(m.visibility == .visible)
    }

    @Test("the JSON names the behaviour and the threshold; old configurations keep minimizeOnScroll")
    func json() throws {
        let base = #"{"version": 1, "tabs": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}], "behavior": %@}"#
        func decode(_ behavior: String) throws -> TabBarConfiguration {
            try TabBarConfiguration.decode(json: base.replacingOccurrences(of: "%@", with: behavior))
        }
        let chat = try decode(#"{"minimize": "onScrollUp", "minimizeThreshold": 80}"#)
        #expect(chat.behavior.minimize == .onScrollUp && chat.behavior.minimizeThreshold == 80)
        #expect(try TabBarConfiguration.decode(json: chat.jsonText()) == chat, "round trip")
        #expect(try decode(#"{"minimizeOnScroll": true}"#).behavior.minimize == .onScrollDown)
        #expect(try decode(#"{"minimize": "never"}"#).behavior.minimize == .never)
        let never = try decode(#"{"minimize": "never"}"#)
        #expect(try TabBarConfiguration.decode(json: never.jsonText()).behavior.minimize == .never, "never is written, so it is not read back as automatic")
        let old = try decode(#"{"minimizeOnScroll": false}"#)
        #expect(!old.jsonText().contains("\"minimize\""), "a configuration that did not use the new keys is written as before")
        #expect(!old.jsonText().contains("minimizeThreshold"))
    }

    @Test("bad values are errors located at their key")
    func errors() {
        let base = #"{"version": 1, "tabs": [{"id": "a", "title": "A"}], "behavior": %@}"#
        func issues(_ behavior: String) -> [TabBarInputIssue] {
            do {
                _ = try TabBarConfiguration.decode(json: base.replacingOccurrences(of: "%@", with: behavior))
                return []
            } catch { return error.issues }
        }
        #expect(issues(#"{"minimize": "sometimes"}"#).contains {
            $0.location == "behavior.minimize" && $0.reason.contains("unknown minimize policy \"sometimes\"") && $0.reason.contains("onScrollUp")
        })
        #expect(issues(#"{"minimize": "onScrollUp", "minimizeOnScroll": true}"#).contains {
            $0.location == "behavior.minimizeOnScroll" && $0.reason.contains("contradicts")
        })
        #expect(issues(#"{"minimizeThreshold": -5}"#).contains { $0.location == "behavior.minimizeThreshold" && $0.reason.contains("between 0 and 2000") })
        #expect(issues(#"{"minimizeThreshold": "far"}"#).contains { $0.location == "behavior.minimizeThreshold" })
    }
}
