/// The tabs a state shows in the bar, in order, and each one's position among them: built once when the
/// order, the hidden set or the tabs kept out of the bar change, so the layout, accessibility and motion
/// never scan the order.
///
/// It is derived data, so it takes no part in equality or hashing.
struct OrderIndex: Hashable, Sendable {
    /// The shown tabs in the user's order.
    let visible: [TabID]
    /// Each shown tab's index in `visible`.
    let position: [TabID: Int]

    init(order: [TabID], hidden: Set<TabID>, outOfBar: Set<TabID> = []) {
        let visible = hidden.isEmpty && outOfBar.isEmpty ? order : order.filter { !hidden.contains($0) && !outOfBar.contains($0) }
        var position: [TabID: Int] = [:]
        position.reserveCapacity(visible.count)
        for (i, id) in visible.enumerated() where position[id] == nil { position[id] = i }
        self.visible = visible
        self.position = position
    }

    static func == (lhs: OrderIndex, rhs: OrderIndex) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
