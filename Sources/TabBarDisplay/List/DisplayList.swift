import TabBarCore

/// A drawing as data: what every painter (SVG, SwiftUI, UIKit, the recorder) paints, first to last.
///
/// A list is prepared when what it shows changes and sampled per frame: groups that animate name a
/// slot, and ``slots`` holds this frame's opacity and transform for each. Filling the slots is the
/// only per-frame work, so a retained painter updates opacities and transforms and nothing else.
public struct TabBarDisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: TabBarSize
    /// The items, painted first to last.
    public var items: [TabBarDisplayItem]
    /// This frame's value of each slot a group names (``TabBarDisplayGroup/slot``).
    public var slots: [TabBarDisplaySlotValue]
    /// The id of the group that stands for what lies behind the bar, which backdrops blur (the SVG
    /// writer's sample screen); `nil` when the list has none (Apple platforms sample the real screen).
    public var backdropSource: String?

    /// Creates a display list.
    public init(size: TabBarSize, items: [TabBarDisplayItem] = [], slots: [TabBarDisplaySlotValue] = [], backdropSource: String? = nil) {
        self.size = size
        self.items = items
        self.slots = slots
        self.backdropSource = backdropSource
    }

    /// The value of a group's slot in this frame (identity when it names none, or one out of range).
    public func value(of group: TabBarDisplayGroup) -> TabBarDisplaySlotValue {
        guard let slot = group.slot, slots.indices.contains(slot) else { return TabBarDisplaySlotValue() }
        return slots[slot]
    }

    /// The list with every slot at rest (opacity 1, no transform): the same structure, nothing animated.
    public var atRest: TabBarDisplayList {
        var copy = self
        copy.slots = Array(repeating: TabBarDisplaySlotValue(), count: slots.count)
        return copy
    }
}

/// One thing to paint.
public enum TabBarDisplayItem: Hashable, Sendable {
    /// A shape filled and/or stroked.
    case shape(TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke? = nil)
    /// One line of text the injected measurer measured.
    case text(TabBarDisplayText)
    /// A named symbol (SF Symbols on Apple platforms, the built-in vector icons in SVG).
    case symbol(TabBarDisplaySymbol)
    /// An asset-catalog or app-registered image (a stand-in in SVG).
    case image(TabBarDisplayImage)
    /// A blurred backdrop (material, glass): what lies behind, seen through a shape.
    case backdrop(TabBarDisplayBackdrop)
    /// Children painted together with an opacity, a transform, a clip and an effect.
    case group(TabBarDisplayGroup)
}

/// Children painted together; a stable `id` names the group for retained painters, a `slot` animates it.
public struct TabBarDisplayGroup: Hashable, Sendable {
    /// The children, painted first to last.
    public var children: [TabBarDisplayItem]
    /// The group's opacity, 0…1, multiplied by its slot's.
    public var opacity: Double
    /// A transform applied to the children (outside the slot's).
    public var transform: TabBarDisplayTransform?
    /// A clip applied to the children.
    public var clip: TabBarDisplayShape?
    /// An effect applied to the group as a whole.
    public var effect: TabBarDisplayEffect?
    /// A stable name (`tab:home`, `indicator`): retained painters key their layers by it.
    public var id: String?
    /// The index in ``TabBarDisplayList/slots`` of this group's per-frame opacity and transform, if it animates.
    public var slot: Int?

    /// Creates a group.
    public init(
        _ children: [TabBarDisplayItem], opacity: Double = 1, transform: TabBarDisplayTransform? = nil, clip: TabBarDisplayShape? = nil,
        effect: TabBarDisplayEffect? = nil, id: String? = nil, slot: Int? = nil
    ) {
        self.children = children
        self.opacity = opacity
        self.transform = transform
        self.clip = clip
        self.effect = effect
        self.id = id
        self.slot = slot
    }
}

/// A group's animated values in one frame.
public struct TabBarDisplaySlotValue: Hashable, Sendable {
    /// Multiplies the group's opacity.
    public var opacity: Double
    /// Applied to the children inside the group's own transform; `nil` for none.
    public var transform: TabBarDisplayTransform?

    /// A value; the default is at rest.
    public init(opacity: Double = 1, transform: TabBarDisplayTransform? = nil) {
        self.opacity = opacity
        self.transform = transform
    }
}

extension TabBarDisplayItem {
    /// A group of children (shorthand for `.group(TabBarDisplayGroup(…))`).
    public static func group(
        _ children: [TabBarDisplayItem], opacity: Double = 1, transform: TabBarDisplayTransform? = nil, clip: TabBarDisplayShape? = nil,
        effect: TabBarDisplayEffect? = nil, id: String? = nil, slot: Int? = nil
    ) -> TabBarDisplayItem {
        .group(TabBarDisplayGroup(children, opacity: opacity, transform: transform, clip: clip, effect: effect, id: id, slot: slot))
    }
}

extension TabBarDisplayList {
    /// The backdrops of the list, first to last, groups' included: what Apple painters place as platform
    /// views (a material, a visual-effect view) under their drawing.
    public var backdrops: [TabBarDisplayBackdrop] {
        func collect(_ items: [TabBarDisplayItem], into found: inout [TabBarDisplayBackdrop]) {
            for item in items {
                switch item {
                case .backdrop(let backdrop): found.append(backdrop)
                case .group(let group): collect(group.children, into: &found)
                case .shape, .text, .symbol, .image: break
                }
            }
        }
        var found: [TabBarDisplayBackdrop] = []
        collect(items, into: &found)
        return found
    }
}
