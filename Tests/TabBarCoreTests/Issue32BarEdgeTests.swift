import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("Issue 32 re-review: the machine knows a top bar")
struct Issue32BarEdgeTests {
    @Test("the keyboard hides a bar at the bottom, never one at the top, and the edge changing with the keyboard up shows or hides it")
    func keyboardByEdge() {
        var bottom = machine()
        #expect(bottom.handle(.keyboardChanged(isShown: true)) == [.visibilityChanged(.hidden)], "a bottom bar still hides")
        var top = machine()
        #expect(top.handle(.barAtTopChanged(true)).isEmpty)
        #expect(top.handle(.keyboardChanged(isShown: true)).isEmpty, "no visibilityChanged(hidden) for a top bar")
        #expect(top.visibility == .visible)
        // The size class changes with the keyboard up: at the bottom it hides, back at the top it shows.
        #expect(top.handle(.barAtTopChanged(false)) == [.visibilityChanged(.hidden)])
        #expect(top.handle(.barAtTopChanged(true)) == [.visibilityChanged(.visible)])
        #expect(top.handle(.keyboardChanged(isShown: false)).isEmpty)
    }

    @Test("the edge carries over a new configuration, and a host's hiding still hides a top bar")
    func edgeCarriesOver() throws {
        var m = machine()
        _ = m.handle(.barAtTopChanged(true))
        _ = m.handle(.keyboardChanged(isShown: true))
        _ = try m.apply(configuration: m.configuration)
        #expect(m.isBarAtTop && m.visibility == .visible)
        #expect(m.handle(.barHiddenChanged(true)) == [.visibilityChanged(.hidden)])
    }

    @Test("only a regular-width, regular-height top bar is at the top, folded or expanded into its sidebar")
    func placesAtTop() {
        let pad = TabBarLayoutEnvironment(
            containerSize: TabBarSize(width: 1194, height: 834), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        var landscapePhone = pad
        landscapePhone.verticalSizeClass = .compact
        #expect(TabBarLayout.placesBarAtTop(regularWidth: .topBar, environment: pad))
        #expect(!TabBarLayout.placesBarAtTop(regularWidth: .topBar, environment: landscapePhone))
        #expect(!TabBarLayout.placesBarAtTop(regularWidth: .floatingBar, environment: pad))
        #expect(!TabBarLayout.placesBarAtTop(regularWidth: .sidebar, environment: pad))
    }

    @Test("the event is written as the script line that sends it")
    func scriptWords() throws {
        #expect(TabBarEvent.barAtTopChanged(true).description == "bar top")
        #expect(TabBarEvent.barAtTopChanged(false).description == "bar bottom")
    }
}
