import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("A8 Visibility")
struct A8VisibilityTests {
    @Test("the keyboard hides the bar when hideOnKeyboard is on")
    func keyboard() {
        var m = machine()
        #expect(m.handle(.keyboardChanged(isShown: true)) == [.visibilityChanged(.hidden)])
        #expect(m.handle(.keyboardChanged(isShown: false)) == [.visibilityChanged(.visible)])
    }

    @Test("the keyboard leaves the bar alone when hideOnKeyboard is off")
    func keyboardOff() {
        var m = machine(.nyx)
        #expect(m.handle(.keyboardChanged(isShown: true)).isEmpty)
        #expect(m.visibility == .visible)
    }

    @Test("a route that asks to hide the bar hides it while on top")
    func routeHides() {
        var m = machine(.social)
        #expect(m.handle(.routePushed(TabBarRoute("post/compose"), on: "home")).ofType("visibilityChanged") == [.visibilityChanged(.hidden)])
        #expect(m.handle(.routePopped("home")).ofType("visibilityChanged") == [.visibilityChanged(.visible)])
        #expect(m.handle(.routePushed(TabBarRoute("x", hidesTabBar: true), on: "home")).ofType("visibilityChanged") == [.visibilityChanged(.hidden)])
    }

    @Test("scrolling down minimises, scrolling up restores")
    func scrolling() {
        var m = machine()
        #expect(m.handle(.contentScrolled(.down)) == [.visibilityChanged(.minimized)])
        #expect(m.handle(.contentScrolled(.up)) == [.visibilityChanged(.visible)])
    }

    @Test("hidden wins over minimised, and explicit hiding is a reason of its own")
    func resolution() {
        var m = machine()
        _ = m.send(.contentScrolled(.down), .barHiddenChanged(true))
        #expect(m.visibility == .hidden)
        _ = m.handle(.barHiddenChanged(false))
        #expect(m.visibility == .minimized)
    }

    @Test("switching tabs restores a minimised bar")
    func switchRestores() {
        var m = machine()
        _ = m.handle(.contentScrolled(.down))
        #expect(m.handle(.tabTapped("me")).last == .visibilityChanged(.visible))
    }
}
