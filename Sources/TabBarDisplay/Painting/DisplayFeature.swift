/// Each thing a display list can ask a painter to do, one case per primitive, paint, shape and effect:
/// a painter's capabilities are a set of these, and what it cannot do is reported as one.
public enum TabBarDisplayFeature: String, Hashable, Sendable, CaseIterable {
    /// A rectangle, rounded or not.
    case rectShape
    /// A circle.
    case circleShape
    /// A vector path.
    case pathShape
    /// A solid fill.
    case solidFill
    /// A linear gradient fill.
    case linearGradient
    /// A radial gradient fill.
    case radialGradient
    /// A solid stroke.
    case stroke
    /// A dashed stroke.
    case dashedStroke
    /// A line of text.
    case text
    /// A named symbol.
    case symbol
    /// A filled symbol.
    case filledSymbol
    /// An asset-catalog or app-registered image drawn as a template (tinted).
    case templateImage
    /// An asset-catalog or app-registered image drawn in its own colours.
    case originalImage
    /// A material backdrop.
    case materialBackdrop
    /// A glass backdrop.
    case glassBackdrop
    /// A group's opacity.
    case groupOpacity
    /// A group's transform.
    case groupTransform
    /// A group clipped to a shape.
    case groupClip
    /// A drop shadow.
    case shadow
    /// A drop shadow of a group's own outline.
    case contentShadow
    /// A blurred group.
    case blur
    /// A group composited on its own.
    case isolate

    /// What the SwiftUI painter (`Canvas`, with materials as views) and the UIKit painter (a layer tree
    /// drawn with Core Graphics, `UIVisualEffectView`) draw: everything. `docs/apple-api.md` lists the
    /// API each maps to.
    public static let applePainters = Set(allCases)
}

extension TabBarDisplayItem {
    /// The features this item asks for (a group's own, not its children's).
    public var features: Set<TabBarDisplayFeature> {
        var found: Set<TabBarDisplayFeature> = []
        switch self {
        case .shape(let shape, let fill, let stroke):
            switch shape {
            case .rect: found.insert(.rectShape)
            case .circle: found.insert(.circleShape)
            case .path: found.insert(.pathShape)
            }
            switch fill {
            case .solid?: found.insert(.solidFill)
            case .linearGradient?: found.insert(.linearGradient)
            case .radialGradient?: found.insert(.radialGradient)
            case nil: break
            }
            if let stroke { found.insert(stroke.dash.isEmpty ? .stroke : .dashedStroke) }
        case .text: found.insert(.text)
        case .symbol(let symbol): found.insert(symbol.filled ? .filledSymbol : .symbol)
        case .image(let image): found.insert(image.icon.isTemplate ? .templateImage : .originalImage)
        case .backdrop(let backdrop): found.insert(backdrop.style == .material ? .materialBackdrop : .glassBackdrop)
        case .group(let group):
            if group.opacity < 1 || group.slot != nil { found.insert(.groupOpacity) }
            if group.transform != nil || group.slot != nil { found.insert(.groupTransform) }
            if group.clip != nil { found.insert(.groupClip) }
            switch group.effect {
            case .shadow?: found.insert(.shadow)
            case .contentShadow?: found.insert(.contentShadow)
            case .blur?: found.insert(.blur)
            case .isolate?: found.insert(.isolate)
            case nil: break
            }
        }
        return found
    }
}
