#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension UITabBarAppearance {
    /// The system bar's appearance for the native style: background (over the system material when the
    /// theme is translucent), item and badge colours in every layout, and the selection indicator; over
    /// iOS 26's Liquid Glass only what ``NativeTabBarStyle/applied(liquidGlass:)`` keeps.
    /// SwiftUI's native `TabView` and UIKit's `NativeTabBarBridge` both apply it.
    @MainActor
    public convenience init(style: NativeTabBarStyle) {
        self.init(applied: style.applied(liquidGlass: Self.drawsLiquidGlass))
    }

    /// The appearance for what the system bar takes of a style.
    @MainActor
    public convenience init(applied style: TabBarNativeAppliedStyle) {
        self.init()
        if let background = style.background {
            if style.translucent { configureWithDefaultBackground() } else { configureWithOpaqueBackground() }
            backgroundColor = background.uiColor
        } else {
            configureWithDefaultBackground()
        }
        for item in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            if let unselected = style.unselected {
                item.normal.iconColor = unselected.uiColor
                item.normal.titleTextAttributes = [.foregroundColor: unselected.uiColor]
            }
            item.selected.iconColor = style.selected.uiColor
            item.selected.titleTextAttributes = [.foregroundColor: style.selected.uiColor]
            if let disabled = style.disabled {
                item.disabled.iconColor = disabled.uiColor
                item.disabled.titleTextAttributes = [.foregroundColor: disabled.uiColor]
            }
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

    /// Whether the system bar is Liquid Glass: built with the iOS 26 SDK, running on iOS 26, and not opted out
    /// with the Info.plist key `UIDesignRequiresCompatibility` (an app built with an older SDK keeps the previous design).
    @MainActor
    public static var drawsLiquidGlass: Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26, visionOS 26, *) {
            return Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool != true
        }
        #endif
        return false
    }

    /// The indicator as a stretchable image: a rounded fill, or a disc fading to its rim for a glow.
    @MainActor
    static func indicatorImage(_ indicator: TabBarNativeIndicator) -> UIImage {
        let size = CGSize(width: indicator.size.width, height: indicator.size.height)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let rect = context.format.bounds
            if indicator.soft {
                let colors = TabBarIndicatorStyle.glowStops.map { indicator.color.withAlpha($0.opacity).uiColor.cgColor } as CFArray
                let locations = TabBarIndicatorStyle.glowStops.map { CGFloat($0.location) }
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
