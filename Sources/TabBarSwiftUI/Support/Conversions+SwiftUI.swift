#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

extension TabBarColor {
    /// The colour as SwiftUI draws it: its Display P3 value, its asset-catalog colour (the sRGB fallback when
    /// the catalog has none of that name), or its sRGB components (a tint colour's fallback: a `Color` cannot
    /// be the tint; ``shading`` and ``shapeStyle`` are).
    var swiftUI: Color {
        switch source {
        case .displayP3(let r, let g, let b): Color(.displayP3, red: r, green: g, blue: b, opacity: alpha)
        case .asset: Color(uiColor: uiColor)
        case .tint, nil: Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    /// The colour as a Canvas shading: the tint where the canvas is drawn (`.tint(_:)`, else the accent
    /// colour) for a tint colour, at its alpha; the colour itself otherwise.
    var shading: GraphicsContext.Shading { followsTint ? .style(TintShapeStyle().opacity(alpha)) : .color(swiftUI) }

    /// The colour as a shape style for text: the tint for a tint colour, as ``shading``.
    var shapeStyle: AnyShapeStyle { followsTint ? AnyShapeStyle(TintShapeStyle().opacity(alpha)) : AnyShapeStyle(swiftUI) }

    /// A colour SwiftUI resolved in an environment (its sRGB components).
    init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), alpha: Double(resolved.opacity))
    }
}

extension TabBarFontWeight {
    /// The SwiftUI weight of the same name.
    var swiftUI: Font.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}

extension TabBarAppearance {
    /// The appearance of a SwiftUI environment: its colour scheme and contrast.
    init(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) {
        self.init(scheme == .dark ? .dark : .light, contrast: contrast == .increased ? .increased : .standard)
    }
}

extension TabBarReadingDirection {
    /// The reading direction of a SwiftUI layout direction.
    init(_ direction: LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension TabBarTextSize {
    /// The core's text size for a SwiftUI Dynamic Type size.
    init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .accessibility1
        case .accessibility2: self = .accessibility2
        case .accessibility3: self = .accessibility3
        case .accessibility4: self = .accessibility4
        case .accessibility5: self = .accessibility5
        @unknown default: self = .large
        }
    }
}

extension TabBarHostFeedback {
    /// SwiftUI's sensory feedback of the same meaning.
    var sensoryFeedback: SensoryFeedback {
        switch self {
        case .selection: .selection
        case .lightImpact: .impact(weight: .light)
        case .mediumImpact: .impact(weight: .medium)
        case .heavyImpact: .impact(weight: .heavy)
        case .softImpact: .impact(flexibility: .soft)
        case .rigidImpact: .impact(flexibility: .rigid)
        }
    }
}

extension TabBarVectorPath {
    /// The path as a SwiftUI `Path`, in the same coordinates.
    var swiftUI: Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): path.addLine(to: CGPoint(x: p.x, y: p.y))
            case .quad(let c, let p): path.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case .cubic(let c1, let c2, let p):
                path.addCurve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                // SwiftUI's `clockwise` is in flipped (y-up) terms: the opposite of what the screen shows.
                path.addArc(center: CGPoint(x: center.x, y: center.y), radius: radius, startAngle: .radians(start), endAngle: .radians(end), clockwise: !clockwise)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension View {
    /// Places the view at a frame of the core's layout, in the bar canvas's coordinates.
    func placed(_ frame: TabBarRect) -> some View {
        self.frame(width: frame.width, height: frame.height).position(x: frame.midX, y: frame.midY)
    }
}

extension TabBarSizeClass {
    /// The core's size class for SwiftUI's (no class reads as compact).
    init(_ sizeClass: UserInterfaceSizeClass?) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

extension TabBarRect {
    /// A core rectangle from a `CGRect`.
    init(_ rect: CGRect) { self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height)) }
}

extension TabBarInsets {
    /// The insets as SwiftUI edge insets, in screen (left-to-right) terms.
    var swiftUI: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}
#endif
