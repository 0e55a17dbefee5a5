import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// The edit screen as data: rows in the bar's order, switches that cannot hide what must stay, core events.
@Suite("A9 Edit screen")
@MainActor
struct CustomizationScreenTests {
    /// Four tabs; "edit" is the edit screen and cannot be hidden.
    static let configuration = TabBarConfiguration(tabs: [
        TabBarKitItem(id: "home", title: "Home", icon: "house"),
        TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass"),
        TabBarKitItem(id: "new", title: "New", icon: "plus", role: .action),
        TabBarKitItem(id: "edit", title: "Edit", icon: "slider.horizontal.3", isHideable: false),
    ], selected: "home")

    func store() throws -> TabBarKitStore { try TabBarKitStore(configuration: Self.configuration, translator: .identity) }

    func screen(_ store: TabBarKitStore) -> TabBarCustomization {
        TabBarCustomization(configuration: store.configuration, state: store.state)
    }

    @Test("one row per tab in the bar's order, with title and icon")
    func rows() throws {
        let rows = screen(try store()).rows
        #expect(rows.map(\.id) == ["home", "search", "new", "edit"])
        #expect(rows.map(\.title) == ["Home", "Search", "New", "Edit"] && rows[0].icon == "house")
    }

    @Test("a tab marked not hideable cannot be switched off")
    func notHideable() throws {
        let screen = screen(try store())
        #expect(screen.rows[3].canToggle == false)
        #expect(screen.setHidden(true, at: 3) == nil)
    }

    @Test("moving a row sends the whole new order, which the core applies")
    func move() throws {
        let store = try store()
        let event = try #require(screen(store).move(from: 3, to: 0))
        #expect(event == .tabsReordered(["edit", "home", "search", "new"]))
        store.send(event)
        #expect(screen(store).rows.map(\.id) == ["edit", "home", "search", "new"])
    }

    @Test("hiding and showing a row go through the core; a hidden row keeps its place")
    func hideAndShow() throws {
        let store = try store()
        store.send(try #require(screen(store).setHidden(true, at: 1)))
        #expect(store.state.hidden.contains("search"))
        #expect(screen(store).rows[1].isHidden && screen(store).rows[1].canToggle)
        store.send(try #require(screen(store).setHidden(false, at: 1)))
        #expect(!store.state.hidden.contains("search"))
    }

    @Test("the last tab that can be selected stays visible")
    func lastSelectable() throws {
        var configuration = Self.configuration
        configuration.tabs.removeLast()
        let store = try TabBarKitStore(configuration: configuration, translator: .identity)
        store.send(.tabHidden("search"))
        #expect(screen(store).rows[0].canToggle == false, "home is the only selectable tab left")
    }

    @Test("a move out of range, onto itself, or a switch already in place sends nothing")
    func noOps() throws {
        let screen = screen(try store())
        #expect(screen.move(from: 0, to: 9) == nil && screen.move(from: 1, to: 1) == nil)
        #expect(screen.setHidden(false, at: 0) == nil && screen.setHidden(true, at: -1) == nil)
    }
}
