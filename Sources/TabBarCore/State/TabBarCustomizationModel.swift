/// The customisation editor as data, for an editor view to translate (a SwiftUI list, the UIKit edit screen): the
/// bar's rows, the rows that can be added to it, the sidebar's sections, what each row allows under its
/// ``TabBarTabPlacement``, and the core event each edit sends (``TabBarEvent/tabsReordered(_:)``,
/// ``TabBarEvent/tabHidden(_:)``, ``TabBarEvent/tabShown(_:)``). An edit the placement forbids sends nothing.
///
/// ```swift
/// let editor = TabBarCustomizationModel(configuration: machine.configuration, state: machine.state)
/// if let event = editor.moveInBar(from: 2, to: 1) { _ = machine.handle(event) }   // tabsReordered
/// if let event = editor.setInBar(false, for: "search") { _ = machine.handle(event) }  // tabHidden
/// ```
public struct TabBarCustomizationModel: Hashable, Sendable {
    /// One tab as the editor lists it.
    public struct Row: Hashable, Sendable {
        /// The tab.
        public var id: TabID
        /// Its title.
        public var title: String
        /// Its icon.
        public var icon: TabIcon?
        /// Its placement, which says what the editor may do with it.
        public var placement: TabBarTabPlacement
        /// Whether it is in the user's bar (a regular-width bar shows it).
        public var isInBar: Bool
        /// Whether a compact bar shows it too (it is in the bar and in ``TabBarConfiguration/compactTabs``, if set).
        public var isInCompactBar: Bool
        /// Whether the user may drag it: not a fixed or pinned tab, and (in the bar's rows) in the bar.
        public var canMove: Bool
        /// Whether its switch can change: the placement lets the user add or remove it, it is hideable, and
        /// removing it leaves the bar a tab to select.
        public var canToggle: Bool
    }

    /// One group of rows, as the sidebar shows them.
    public struct Section: Hashable, Sendable {
        /// The section's id; `nil` for the tabs no section lists.
        public var id: String?
        /// The header's title.
        public var title: String?
        /// The tabs' rows in the user's order (a collapsed section's too: the editor shows every tab).
        public var rows: [Row]
    }

    /// The tabs in the bar, in its order (fixed tabs first, pinned ones last).
    public var bar: [Row]
    /// The tabs the user can add to the bar: those they took out, and optional tabs not added yet.
    public var available: [Row]
    /// Whether an edit screen lists the tabs that can be added as a section: whenever some tab could ever be switched
    /// out of the bar, even while none is (the section is empty then, with its header). It does not come and go with
    /// ``available``, so switching the first tab off (or the last back on) moves its row between the sections — a table
    /// cannot move a row into a section it inserts in the same batch, and a delete and insert would drop the row's cell
    /// and VoiceOver's focus on it.
    public var showsAvailable: Bool
    /// The sidebar's sections with every tab it lists (the placement `hidden` lists none).
    public var sections: [Section]
    /// The user's whole order, every tab; edits rearrange it.
    let order: [TabID]
    let configuration: TabBarConfiguration

    /// The editor for a configuration in a state.
    ///
    /// - Complexity: O(*n*), where *n* is the number of tabs.
    public init(configuration: TabBarConfiguration, state: TabBarState) {
        self.configuration = configuration
        order = state.order
        let compact = configuration.compactTabs.map(Set.init)
        var rows: [TabID: Row] = [:]
        for id in state.order {
            guard let tab = configuration.tab(id) else { continue }
            let inBar = tab.placement.canBeInBar && !state.hidden.contains(id)
            var hidden = state.hidden
            if inBar { hidden.insert(id) }
            let keepsBar = !inBar || TabBarMachine.barKeepsDestination(configuration, hiding: hidden)
            rows[id] = Row(
                id: id, title: tab.title, icon: tab.icon, placement: tab.placement, isInBar: inBar,
                isInCompactBar: inBar && compact.map { $0.contains(id) } != false,
                canMove: tab.placement.isUserMovable, canToggle: tab.placement.canBeInBar && tab.allowsHiding && keepsBar)
        }
        bar = state.order.compactMap { rows[$0] }.filter(\.isInBar)
        available = state.order.compactMap { rows[$0] }.filter { !$0.isInBar && $0.placement.canBeInBar && $0.canToggle }
        showsAvailable = !available.isEmpty || configuration.tabs.contains { $0.placement.canBeInBar && $0.allowsHiding }
        sections = Self.sections(configuration: configuration, order: state.order, rows: rows)
    }

    static func sections(configuration: TabBarConfiguration, order: [TabID], rows: [TabID: Row]) -> [Section] {
        let tabs = configuration.sidebarTabs(in: order)
        let named = configuration.sections.enumerated().map { Section(id: $1.id, title: $1.title, rows: tabs.sections[$0].compactMap { rows[$0] }) }
        return (tabs.loose.isEmpty ? [] : [Section(id: nil, title: nil, rows: tabs.loose.compactMap { rows[$0] })]) + named
    }

    /// The event that moves the bar's row at `source` to `destination` (indices into ``bar``, `destination` the
    /// row's index after the move, as UIKit's `moveRowAt:to:` gives it); `nil` when either end cannot move
    /// (a fixed or pinned tab keeps its edge) or nothing moves.
    public func moveInBar(from source: Int, to destination: Int) -> TabBarEvent? {
        move(bar.map(\.id), from: source, to: destination)
    }

    /// The event that moves a section's row (`nil` names the tabs no section lists), as ``moveInBar(from:to:)`` does.
    public func move(inSection id: String?, from source: Int, to destination: Int) -> TabBarEvent? {
        guard let section = sections.first(where: { $0.id == id }) else { return nil }
        return move(section.rows.map(\.id), from: source, to: destination)
    }

    /// The event that adds a tab to the bar or takes it out; `nil` when its switch cannot change or already says so.
    public func setInBar(_ inBar: Bool, for id: TabID) -> TabBarEvent? {
        guard let row = (bar + available).first(where: { $0.id == id }), row.canToggle, row.isInBar != inBar else { return nil }
        return inBar ? .tabShown(id) : .tabHidden(id)
    }

    /// The rows of ``bar`` a dragged row may land on: between the fixed tabs at its leading edge and the pinned ones at
    /// its trailing edge; `nil` when no row of the bar can move.
    public var barMovableRange: ClosedRange<Int>? {
        guard let first = bar.firstIndex(where: \.canMove), let last = bar.lastIndex(where: \.canMove) else { return nil }
        return first...last
    }

    /// Where a drag over the bar's rows that hovers at `proposed` lands (UIKit's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`): kept between the fixed and pinned tabs.
    public func barDestination(proposed: Int) -> Int {
        guard let range = barMovableRange else { return proposed }
        return min(max(proposed, range.lowerBound), range.upperBound)
    }

    /// UIKit's destination index for SwiftUI's `onMove(fromOffsets:toOffset:)` of one row: the offset counts the
    /// rows before the gap the row is dropped in, the moved row included.
    public static func destination(fromOffset source: Int, toOffset offset: Int) -> Int {
        offset > source ? offset - 1 : offset
    }

    /// Moves `ids[source]` to `destination` among `ids`, the rest of the user's order keeping its places.
    func move(_ ids: [TabID], from source: Int, to destination: Int) -> TabBarEvent? {
        guard ids.indices.contains(source), ids.indices.contains(destination), source != destination else { return nil }
        var moved = ids
        moved.insert(moved.remove(at: source), at: destination)
        // Every row whose index changes must be movable: a fixed or pinned tab stays where it is.
        let rows = Dictionary((bar + sections.flatMap(\.rows)).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let shifted = zip(ids, moved).filter { $0 != $1 }.flatMap { [$0, $1] }
        guard shifted.allSatisfy({ rows[$0]?.canMove ?? false }) else { return nil }
        // `ids` follow the user's order: their places in it take the moved sequence.
        let members = Set(ids)
        var replacement = moved.makeIterator()
        let full = order.map { id -> TabID in
            guard members.contains(id), let next = replacement.next() else { return id }
            return next
        }
        guard TabBarMachine.placed(full, in: configuration) == full else { return nil }
        return .tabsReordered(full)
    }
}
