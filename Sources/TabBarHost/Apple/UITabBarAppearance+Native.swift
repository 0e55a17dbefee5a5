#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension UITabBarAppearance {
    /// The system bar's appearance for the native style: background (over the system material when the
    /// theme is translucent), item and badge colours in every layout, and the selection indicator; over
    /// iOS 26's Liquid Glass only what ``NativeTabBarStyle/applied(liquidGlass:)`` keeps.
    /// SwiftUI's native `TabView` and UIKit's `NativeTabBarBridge` both apply it.
    ///
    /// `itemSize` is the size of one of the bar's items (``TabBarNativeIndicator/itemSize(barWidth:barHeight:itemCount:)``):
    /// the indicator image is that large, clear but for the indicator where the theme puts it.
    @MainActor
    public convenience init(style: NativeTabBarStyle, itemSize: TabBarSize) {
        self.init(applied: style.applied(liquidGlass: Self.drawsLiquidGlass), itemSize: itemSize)
    }

    /// The appearance for what the system bar takes of a style.
    @MainActor
    public convenience init(applied style: TabBarNativeAppliedStyle, itemSize: TabBarSize) {
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
            selectionIndicatorImage = Self.indicatorImage(indicator, itemSize: itemSize)
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

    /// The indicator as an image one item large: clear, with a rounded fill (or a disc fading to its rim for a
    /// glow) at the theme's place. Not resizable: whether the bar draws it at its size or fits it to the item,
    /// it shows the same.
    @MainActor
    static func indicatorImage(_ indicator: TabBarNativeIndicator, itemSize: TabBarSize) -> UIImage {
        let size = CGSize(width: itemSize.width, height: itemSize.height)
        let place = indicator.frame(inItem: itemSize)
        return UIGraphicsImageRenderer(size: size).image { context in
            let rect = CGRect(x: place.x, y: place.y, width: place.width, height: place.height)
            if indicator.soft {
                let colors = TabBarIndicatorStyle.glowStops.map { indicator.color.withAlpha($0.opacity).uiColor.cgColor } as CFArray
                let locations = TabBarIndicatorStyle.glowStops.map { CGFloat($0.location) }
                if let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: locations) {
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    context.cgContext.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: rect.width / 2, options: [])
                }
            } else {
                indicator.color.uiColor.setFill()
                UIBezierPath(roundedRect: rect, cornerRadius: min(indicator.cornerRadius, rect.height / 2)).fill()
            }
        }.withRenderingMode(.alwaysOriginal)
    }
}
#endif
