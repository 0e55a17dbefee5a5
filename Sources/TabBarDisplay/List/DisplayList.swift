import TabBarCore

/// A drawing as data: what every painter (SVG, SwiftUI, UIKit, the recorder) paints, first to last.
///
/// A list is prepared when what it shows changes and sampled per frame: groups that animate name a
/// slot, and ``slots`` holds this frame's opacity and transform for each. Filling the slots is the
/// only per-frame work, so a retained painter updates opacities and transforms and nothing else.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// The items, painted first to last.
    public var items: [DisplayItem]
    /// This frame's value of each slot a group names (``DisplayGroup/slot``).
    public var slots: [DisplaySlotValue]
    /// The id of the group that stands for what lies behind the bar, which backdrops blur (the SVG
    /// writer's sample screen); `nil` when the list has none (Apple platforms sample the real screen).
    public var backdropSource: String?

    /// Creates a display list.
    public init(size: Size, items: [DisplayItem] = [], slots: [DisplaySlotValue] = [], backdropSource: String? = nil) {
        self.size = size
        self.items = items
        self.slots = slots
        self.backdropSource = backdropSource
    }

    /// The value of a group's slot in this frame (identity when it names none, or one out of range).
    public func value(of group: DisplayGroup) -> DisplaySlotValue {
        guard let slot = group.slot, slots.indices.contains(slot) else { return DisplaySlotValue() }
        return slots[slot]
    }

    /// The list with every slot at rest (opacity 1, no transform): the same structure, nothing animated.
    public var atRest: DisplayList {
        var copy = self
        copy.slots = Array(repeating: DisplaySlotValue(), count: slots.count)
        return copy
    }
}

/// One thing to paint.
public enum DisplayItem: Hashable, Sendable {
    /// A shape filled and/or stroked.
    case shape(DisplayShape, fill: DisplayPaint?, stroke: DisplayStroke? = nil)
    /// One line of text the injected measurer measured.
    case text(DisplayText)
    /// A named symbol (SF Symbols on Apple platforms, the built-in vector icons in SVG).
    case symbol(DisplaySymbol)
    /// An asset-catalog or app-registered image (a stand-in in SVG).
    case image(DisplayImage)
    /// A blurred backdrop (material, glass): what lies behind, seen through a shape.
    case backdrop(DisplayBackdrop)
    /// Children painted together with an opacity, a transform, a clip and an effect.
    case group(DisplayGroup)
}

/// Children painted together; a stable `id` names the group for retained painters, a `slot` animates it.
public struct DisplayGroup: Hashable, Sendable {
    /// The children, painted first to last.
    public var children: [DisplayItem]
    /// The group's opacity, 0…1, multiplied by its slot's.
    public var opacity: Double
    /// A transform applied to the children (outside the slot's).
    public var transform: DisplayTransform?
    /// A clip applied to the children.
    public var clip: DisplayShape?
    /// An effect applied to the group as a whole.
    public var effect: DisplayEffect?
    /// A stable name (`tab:home`, `indicator`): retained painters key their layers by it.
    public var id: String?
    /// The index in ``DisplayList/slots`` of this group's per-frame opacity and transform, if it animates.
    public var slot: Int?

    /// Creates a group.
    public init(
        _ children: [DisplayItem], opacity: Double = 1, transform: DisplayTransform? = nil, clip: DisplayShape? = nil,
        effect: DisplayEffect? = nil, id: String? = nil, slot: Int? = nil
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
public struct DisplaySlotValue: Hashable, Sendable {
    /// Multiplies the group's opacity.
    public var opacity: Double
    /// Applied to the children inside the group's own transform; `nil` for none.
    public var transform: DisplayTransform?

    /// A value; the default is at rest.
    public init(opacity: Double = 1, transform: DisplayTransform? = nil) {
        self.opacity = opacity
        self.transform = transform
    }
}

extension DisplayItem {
    /// A group of children (shorthand for `.group(DisplayGroup(…))`).
    public static func group(
        _ children: [DisplayItem], opacity: Double = 1, transform: DisplayTransform? = nil, clip: DisplayShape? = nil,
        effect: DisplayEffect? = nil, id: String? = nil, slot: Int? = nil
    ) -> DisplayItem {
        .group(DisplayGroup(children, opacity: opacity, transform: transform, clip: clip, effect: effect, id: id, slot: slot))
    }
}

extension DisplayList {
    /// The backdrops of the list, first to last, groups' included: what Apple painters place as platform
    /// views (a material, a visual-effect view) under their drawing.
    public var backdrops: [DisplayBackdrop] {
        func collect(_ items: [DisplayItem], into found: inout [DisplayBackdrop]) {
            for item in items {
                switch item {
                case .backdrop(let backdrop): found.append(backdrop)
                case .group(let group): collect(group.children, into: &found)
                case .shape, .text, .symbol, .image: break
                }
            }
        }
        var found: [DisplayBackdrop] = []
        collect(items, into: &found)
        return found
    }
}
