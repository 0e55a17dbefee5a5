import TabBarCore

/// Several display lists painted one over the other, each inside a root group with a slot of its own that
/// moves it as a whole: the bar as it was going out of view while the bar as it is comes in (it hides,
/// shows or minimises). The layers' own slots are kept, numbered after one another; the roots' slots follow.
///
/// ```swift
/// let leaving = drawing  // the bar as it was, on its way out
/// var stack = TabBarDisplayStack(layers: [("bar-out", leaving.list), ("bar", drawing.list)], size: drawing.list.size)
/// stack.update(layer: 1, slots: drawing.list.slots, root: TabBarDisplaySlotValue(opacity: 0.5))
/// stack.list.paint(into: &painter)
/// ```
public struct TabBarDisplayStack: Sendable {
    /// The stacked list.
    public private(set) var list: TabBarDisplayList
    /// Where each layer's slots start in ``list``'s.
    public let offsets: [Int]
    /// Each layer's root slot.
    public let roots: [Int]

    /// Stacks `layers`, first at the bottom; each becomes a root group named by its id.
    public init(layers: [(id: String, list: TabBarDisplayList)], size: TabBarSize) {
        var items: [TabBarDisplayItem] = [], slots: [TabBarDisplaySlotValue] = [], offsets: [Int] = []
        let total = layers.reduce(0) { $0 + $1.list.slots.count }
        for (index, layer) in layers.enumerated() {
            offsets.append(slots.count)
            let children = layer.list.items.map { $0.offsettingSlots(by: slots.count) }
            items.append(.group(children, id: layer.id, slot: total + index))
            slots += layer.list.slots
        }
        roots = layers.indices.map { total + $0 }
        slots += Array(repeating: TabBarDisplaySlotValue(), count: layers.count)
        self.offsets = offsets
        list = TabBarDisplayList(size: size, items: items, slots: slots)
    }

    /// A layer's slot values for this frame, and its root's.
    ///
    /// - Complexity: O(*s*) for the layer's *s* slots; nothing is allocated.
    public mutating func update(layer: Int, slots: [TabBarDisplaySlotValue], root: TabBarDisplaySlotValue) {
        guard offsets.indices.contains(layer) else { return }
        let start = offsets[layer]
        for (index, value) in slots.enumerated() where list.slots.indices.contains(start + index) { list.slots[start + index] = value }
        list.slots[roots[layer]] = root
    }
}

extension TabBarDisplayItem {
    /// The item with every slot it (or a group in it) names moved by `offset`.
    public func offsettingSlots(by offset: Int) -> TabBarDisplayItem {
        guard offset != 0, case .group(var group) = self else { return self }
        group.slot = group.slot.map { $0 + offset }
        group.children = group.children.map { $0.offsettingSlots(by: offset) }
        return .group(group)
    }
}

/// Where a backdrop shows in one frame: its shape moved by the groups round it (a bar sliding out of view
/// takes its material with it), and their opacity, the strength its effect shows at (an accessory's capsule
/// fading in place with Reduce Motion keeps its blur, fading with it). A painter never takes the opacity as a
/// view's alpha (a `UIVisualEffectView` and its ancestors stay at alpha 1): UIKit holds the effect part way
/// (a paused property animator that takes it away, at `1 - opacity`), SwiftUI gives the material that opacity.
public struct TabBarDisplayBackdropPlacement: Hashable, Sendable {
    /// The backdrop.
    public var backdrop: TabBarDisplayBackdrop
    /// The groups' transforms, slots included, outermost applied last; `nil` when there is none.
    public var matrix: TabBarDisplayMatrix?
    /// The groups' opacities multiplied: how strongly the backdrop's effect shows (1 whole, 0 not at all).
    public var opacity: Double
}

extension TabBarDisplayList {
    /// The backdrops with the transforms and opacities of the groups round them in this frame, first to last.
    ///
    /// - Complexity: O(*n*) for the list's *n* items.
    public var backdropPlacements: [TabBarDisplayBackdropPlacement] {
        var found: [TabBarDisplayBackdropPlacement] = []
        func walk(_ items: [TabBarDisplayItem], matrix: TabBarDisplayMatrix?, opacity: Double) {
            for item in items {
                switch item {
                case .backdrop(let backdrop): found.append(TabBarDisplayBackdropPlacement(backdrop: backdrop, matrix: matrix, opacity: opacity))
                case .group(let group):
                    let paint = TabBarDisplayGroupPaint(group, value: value(of: group))
                    let inner = paint.matrix.map { own in matrix.map { $0.after(own) } ?? own } ?? matrix
                    walk(group.children, matrix: inner, opacity: opacity * paint.opacity)
                case .shape, .text, .symbol, .image: break
                }
            }
        }
        walk(items, matrix: nil, opacity: 1)
        return found
    }
}
