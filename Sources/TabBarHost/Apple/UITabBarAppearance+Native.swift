#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension UITabBarAppearance {
    /// The system bar's appearance for the native style: background (over the system material when the
    /// theme is translucent), item and badge colours in every layout, and the selection indicator.
    /// SwiftUI's native `TabView` and UIKit's `NativeTabBarBridge` both apply it.
    @MainActor
    public convenience init(style: NativeTabBarStyle) {
        self.init()
        if style.translucent { configureWithDefaultBackground() } else { configureWithOpaqueBackground() }
        backgroundColor = style.background.uiColor
        for item in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            item.normal.iconColor = style.unselected.uiColor
            item.normal.titleTextAttributes = [.foregroundColor: style.unselected.uiColor]
            item.selected.iconColor = style.selected.uiColor
            item.selected.titleTextAttributes = [.foregroundColor: style.selected.uiColor]
            item.disabled.iconColor = style.disabled.uiColor
            item.disabled.titleTextAttributes = [.foregroundColor: style.disabled.uiColor]
            for state in [item.normal, item.selected] {
                state.badgeBackgroundColor = style.badgeFill.uiColor
                state.badgeTextAttributes = [.foregroundColor: style.badgeText.uiColor]
            }
        }
        if let indicator = style.indicator {
            selectionIndicatorImage = Self.indicatorImage(indicator)
            selectionIndicatorTintColor = indicator.color.uiColor
        }
    }

    /// The indicator as a stretchable image: a rounded fill, or a disc fading to its rim for a glow.
    @MainActor
    static func indicatorImage(_ indicator: NativeIndicator) -> UIImage {
        let size = CGSize(width: indicator.size.width, height: indicator.size.height)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let rect = context.format.bounds
            if indicator.soft {
                let colors = IndicatorStyle.glowStops.map { indicator.color.withAlpha($0.opacity).uiColor.cgColor } as CFArray
                let locations = IndicatorStyle.glowStops.map { CGFloat($0.location) }
                if let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: locations) {
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    context.cgContext.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: rect.width / 2, options: [])
                }
            } else {
                indicator.color.uiColor.setFill()
                UIBezierPath(roundedRect: rect, cornerRadius: indicator.cornerRadius).fill()
            }
        }
        let cap = indicator.cornerRadius
        return indicator.soft ? image : image.resizableImage(withCapInsets: UIEdgeInsets(top: cap, left: cap, bottom: cap, right: cap))
    }
}
#endif
