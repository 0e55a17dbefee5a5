import Foundation
@_spi(TabBarKitInternal) import TabBarCore

/// The built-in vector icons for the symbol names the examples use, drawn by us on a 24-point grid.
///
/// Each icon has an outline and a filled variant: `body` parts are stroked in the outline and
/// filled in the filled variant, `line` parts are always stroked, `detail` parts are stroked in the
/// icon colour, or in the knockout colour on top of a filled body.
public enum TabBarIconLibrary {
    /// One piece of an icon, as SVG path data on a 24×24 grid.
    public struct Part: Hashable, Sendable {
        /// How a part is painted in the outline and filled variants.
        public enum Kind: Hashable, Sendable {
            /// The outline's main shape; filled in the filled variant.
            case body
            /// A stroke drawn the same in both variants.
            case line
            /// A detail knocked out of a filled body.
            case detail
            /// Always filled.
            case solid
        }
        /// SVG path data on the 24-point grid.
        public var d: String
        /// What the track animates.
        public var kind: Kind
    }

    /// An icon's parts.
    public struct Icon: Hashable, Sendable {
        /// The parts, painted in order.
        public var parts: [Part]
        /// Whether the icon has a distinct filled variant.
        public var hasFill: Bool { parts.contains { $0.kind == .body } }
    }

    /// Every symbol name drawn, sorted.
    public static var names: [String] { icons.keys.sorted() }

    /// The icon for a symbol name; a trailing `.fill` selects the filled variant of the same drawing.
    public static func icon(named name: String) -> (icon: Icon, filled: Bool)? {
        if let icon = icons[name] { return (icon, false) }
        if name.hasSuffix(".fill"), let icon = icons[String(name.dropLast(5))] { return (icon, true) }
        return nil
    }

    /// Whether a name (or its outline, for a `.fill` name) is drawn.
    public static func contains(_ name: String) -> Bool { icon(named: name) != nil }

    static func body(_ d: String) -> Part { Part(d: d, kind: .body) }
    static func line(_ d: String) -> Part { Part(d: d, kind: .line) }
    static func detail(_ d: String) -> Part { Part(d: d, kind: .detail) }
    static func solid(_ d: String) -> Part { Part(d: d, kind: .solid) }
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
        let f = { (v: Double) in TabBarSVGWriter().number(v) }
        return "M\(f(cx - r)) \(f(cy)) A\(f(r)) \(f(r)) 0 1 0 \(f(cx + r)) \(f(cy)) A\(f(r)) \(f(r)) 0 1 0 \(f(cx - r)) \(f(cy)) Z"
    }

    /// A gear outline with `teeth` teeth, for gearshape.
    static func gear(teeth: Int = 8) -> String {
        var points: [String] = []
        for i in 0..<(teeth * 4) {
            let angle = Double(i) / Double(teeth * 4) * 2 * Double.pi - Double.pi / 2
            let radius = (i % 4 == 1 || i % 4 == 2) ? 9.6 : 7.4
            let x = 12 + radius * cos(angle), y = 12 + radius * sin(angle)
            points.append("\(i == 0 ? "M" : "L")\(TabBarSVGWriter().number(x)) \(TabBarSVGWriter().number(y))")
        }
        return points.joined(separator: " ") + " Z"
    }

    /// The placeholder drawn for an unknown name: a dashed rounded square with a question mark.
    static let placeholder = Icon(parts: [
        line("M5 3.5 H19 A1.5 1.5 0 0 1 20.5 5 V19 A1.5 1.5 0 0 1 19 20.5 H5 A1.5 1.5 0 0 1 3.5 19 V5 A1.5 1.5 0 0 1 5 3.5 Z"),
        line("M9.5 9.5 A2.5 2.5 0 1 1 12 12 V13.5"), solid(circle(12, 16.6, 1.1)),
    ])
}
