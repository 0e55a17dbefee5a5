import TabBarCore

/// What a painter implements: one method per primitive. ``TabBarDisplayList/paint(into:)`` is the one walker
/// over a list; the SVG writer, the recorder and the SwiftUI and UIKit painters conform.
///
/// A painter that cannot draw something appends a ``TabBarDisplayPaintIssue`` to ``issues`` instead of
/// approximating it silently; the built-in themes give none on any painter.
public protocol TabBarDisplayPainting {
    /// What this painter could not draw so far, in painting order.
    var issues: [TabBarDisplayPaintIssue] { get }
    /// Paints a group: apply `group` (its slot's values already folded in), paint the children with
    /// `children`, then undo it. A painter may skip `children` (a group nobody can see).
    mutating func paintGroup(_ group: TabBarDisplayGroupPaint, children: (inout Self) -> Void)
    /// Fills and/or strokes a shape.
    mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?)
    /// Draws one line of text.
    mutating func paintText(_ text: TabBarDisplayText)
    /// Draws a named symbol.
    mutating func paintSymbol(_ symbol: TabBarDisplaySymbol)
    /// Draws an asset-catalog or app-registered image.
    mutating func paintImage(_ image: TabBarDisplayImage)
    /// Shows what lies behind, blurred, through a shape.
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop)
}

/// A group as a painter receives it: the group (children included) and this frame's values folded in.
public struct TabBarDisplayGroupPaint: Sendable {
    /// The group itself.
    public var group: TabBarDisplayGroup
    /// The group's opacity times its slot's.
    public var opacity: Double
    /// The group's own transform.
    public var transform: TabBarDisplayTransform?
    /// The slot's transform, applied inside the group's own.
    public var slotTransform: TabBarDisplayTransform?

    /// Folds a slot value into a group.
    public init(_ group: TabBarDisplayGroup, value: TabBarDisplaySlotValue) {
        self.group = group
        opacity = group.opacity * value.opacity
        transform = group.transform
        slotTransform = value.transform
    }

    /// The transforms as one matrix (the slot's inside the group's); `nil` when there is none.
    public var matrix: TabBarDisplayMatrix? {
        switch (transform, slotTransform) {
        case (nil, nil): nil
        case (let outer?, nil): outer.matrix
        case (nil, let inner?): inner.matrix
        case (let outer?, let inner?): outer.matrix.after(inner.matrix)
        }
    }

    /// Whether the group changes nothing about its children (no opacity, transform, clip or effect).
    public var isPlain: Bool { opacity >= 1 && transform == nil && slotTransform == nil && group.clip == nil && group.effect == nil }
}

/// Something a painter could not draw.
public struct TabBarDisplayPaintIssue: Hashable, Sendable, CustomStringConvertible {
    /// What could not be drawn.
    public var feature: TabBarDisplayFeature
    /// What happened (an unknown symbol drew a placeholder).
    public var detail: String
    /// The innermost named group it sits in (`tab:home`), if any.
    public var group: String?

    /// Creates an issue.
    public init(_ feature: TabBarDisplayFeature, detail: String, group: String?) {
        self.feature = feature
        self.detail = detail
        self.group = group
    }

    /// The detail and where: `unknown icon "x"; drew a placeholder (in tab:home)`.
    public var description: String { group.map { "\(detail) (in \($0))" } ?? detail }
}

extension TabBarDisplayList {
    /// Walks the list first to last, calling `painter` for each item, folding slot values into groups.
    public func paint<Painter: TabBarDisplayPainting>(into painter: inout Painter) {
        for item in items { paint(item, into: &painter) }
    }

    /// Walks one item (and, for a group, its children).
    public func paint<Painter: TabBarDisplayPainting>(_ item: TabBarDisplayItem, into painter: inout Painter) {
        switch item {
        case .shape(let shape, let fill, let stroke): painter.paintShape(shape, fill: fill, stroke: stroke)
        case .text(let text): painter.paintText(text)
        case .symbol(let symbol): painter.paintSymbol(symbol)
        case .image(let image): painter.paintImage(image)
        case .backdrop(let backdrop): painter.paintBackdrop(backdrop)
        case .group(let group):
            painter.paintGroup(TabBarDisplayGroupPaint(group, value: value(of: group))) { inner in
                for child in group.children { paint(child, into: &inner) }
            }
        }
    }
}
