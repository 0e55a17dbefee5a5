import TabBarCore

/// The edit screen for reordering and hiding tabs (as `UITabBarController`'s customisation), as data: one row
/// per tab in the bar's order, and the core events each edit sends. UIKit's `TabBarCustomizationViewController`
/// and an app's own SwiftUI list draw it.
///
/// ```swift
/// let screen = TabBarCustomization(configuration: store.configuration, state: store.state)
/// if let moved = screen.move(from: 3, to: 0) { store.send(moved) }          // tabsReordered
/// if let hidden = screen.setHidden(true, at: 2) { store.send(hidden) }     // tabHidden
/// ```
public struct TabBarCustomization: Hashable, Sendable {
    /// One tab as the edit screen lists it.
    public struct Row: Hashable, Sendable {
        /// The tab.
        public var id: TabID
        /// Its (localised) title.
        public var title: String
        /// Its icon (a symbol, an asset or a registered image).
        public var icon: TabIcon?
        /// Whether it is hidden from the bar.
        public var isHidden: Bool
        /// Whether its switch can change: a tab marked not hideable (the edit screen itself), and the last
        /// visible tab that can be selected, stay shown.
        public var canToggle: Bool
    }

    /// The rows, in the bar's order (hidden tabs keep their place).
    public var rows: [Row]

    /// The edit screen for a configuration in a state.
    public init(configuration: TabBarConfiguration, state: TabBarState) {
        let selectable = state.order.filter { id in
            !state.hidden.contains(id) && configuration.tab(id).map { $0.isEnabled && $0.role.isSelectable } == true
        }
        rows = state.order.compactMap { id in
            guard let tab = configuration.tab(id) else { return nil }
            let hidden = state.hidden.contains(id)
            let lastSelectable = selectable == [id]
            return Row(id: id, title: tab.title, icon: tab.icon, isHidden: hidden, canToggle: hidden || (tab.isHideable && !lastSelectable))
        }
    }

    /// The event that moves the row at `source` to `destination` (indices into ``rows``).
    public func move(from source: Int, to destination: Int) -> TabBarEvent? {
        guard rows.indices.contains(source), rows.indices.contains(destination), source != destination else { return nil }
        var order = rows.map(\.id)
        order.insert(order.remove(at: source), at: destination)
        return .tabsReordered(order)
    }

    /// The event that hides or shows the row at `index`; `nil` when its switch cannot change or already says so.
    public func setHidden(_ hidden: Bool, at index: Int) -> TabBarEvent? {
        guard rows.indices.contains(index), rows[index].canToggle, rows[index].isHidden != hidden else { return nil }
        return hidden ? .tabHidden(rows[index].id) : .tabShown(rows[index].id)
    }
}
