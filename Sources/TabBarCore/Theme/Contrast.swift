import Foundation

extension TabBarColor {
    /// WCAG 2.2 relative luminance of the opaque colour.
    public var relativeLuminance: Double {
        func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2.2 contrast ratio between two opaque colours, 1…21.
    public func contrastRatio(with other: TabBarColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

extension TabBarTheme {
    /// The screen colour behind the bar that translucent tokens are composited over.
    public static func screenColor(_ appearance: TabBarAppearance) -> TabBarColor {
        appearance.scheme == .dark ? .black : TabBarColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0)
    }

    /// The opaque colours the bar's background shows (both ends of a gradient), over the screen colour.
    public func backgroundColors(_ appearance: TabBarAppearance) -> [TabBarColor] {
        let screen = Self.screenColor(appearance)
        var colors = [background.color.resolve(appearance).over(screen)]
        if background.style == .gradient, let end = background.gradientEnd { colors.append(end.resolve(appearance).over(screen)) }
        if let overlay = background.overlay {
            // The overlay's two ends over each colour: the icons sit on whichever is worse.
            colors = colors.flatMap { base in
                [overlay.top, overlay.bottom].map { let c = $0.resolve(appearance); return c.withAlpha(c.alpha * overlay.opacity).over(base) }
            }
        }
        return colors
    }
}
