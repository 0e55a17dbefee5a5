import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("Issue 32 re-review: the machine knows a bar off the bottom edge")
struct Issue32BarEdgeTests {
    @Test("the keyboard hides a bar at the bottom, never one at the top, and the edge changing with the keyboard up shows or hides it")
    func keyboardByEdge() {
        var bottom = machine()
        #expect(bottom.handle(.keyboardChanged(isShown: true)) == [.visibilityChanged(.hidden)], "a bottom bar still hides")
        var top = machine()
        #expect(top.handle(.barOffBottomEdgeChanged(true)).isEmpty)
        #expect(top.handle(.keyboardChanged(isShown: true)).isEmpty, "no visibilityChanged(hidden) for a top bar")
        #expect(top.visibility == .visible)
        // The size class changes with the keyboard up: at the bottom it hides, back at the top it shows.
        #expect(top.handle(.barOffBottomEdgeChanged(false)) == [.visibilityChanged(.hidden)])
        #expect(top.handle(.barOffBottomEdgeChanged(true)) == [.visibilityChanged(.visible)])
        #expect(top.handle(.keyboardChanged(isShown: false)).isEmpty)
    }

    @Test("the edge carries over a new configuration, and a host's hiding still hides a top bar")
    func edgeCarriesOver() throws {
        var m = machine()
        _ = m.handle(.barOffBottomEdgeChanged(true))
        _ = m.handle(.keyboardChanged(isShown: true))
        _ = try m.apply(configuration: m.configuration)
        #expect(m.isBarOffBottomEdge && m.visibility == .visible)
        #expect(m.handle(.barHiddenChanged(true)) == [.visibilityChanged(.hidden)])
    }

    @Test("in regular width and height a top bar (folded or expanded) and a permanent sidebar are off the bottom edge")
    func placesAtTop() {
        let pad = TabBarLayoutEnvironment(
            containerSize: TabBarSize(width: 1194, height: 834), horizontalSizeClass: .regular, verticalSizeClass: .regular)
        var landscapePhone = pad
        landscapePhone.verticalSizeClass = .compact
        #expect(TabBarLayout.placesBarOffBottomEdge(regularWidth: .topBar, environment: pad))
        #expect(!TabBarLayout.placesBarOffBottomEdge(regularWidth: .topBar, environment: landscapePhone))
        #expect(!TabBarLayout.placesBarOffBottomEdge(regularWidth: .floatingBar, environment: pad))
        #expect(TabBarLayout.placesBarOffBottomEdge(regularWidth: .sidebar, environment: pad), "the sidebar lies along the leading edge")
        #expect(!TabBarLayout.placesBarOffBottomEdge(regularWidth: .sidebar, environment: landscapePhone))
    }

    @Test("the event is written as the script line that sends it")
    func scriptWords() throws {
        #expect(TabBarEvent.barOffBottomEdgeChanged(true).description == "bar top")
        #expect(TabBarEvent.barOffBottomEdgeChanged(false).description == "bar bottom")
    }
}
