/// One fade over an edge of the scroll viewport, where more tabs hide.
public struct TabBarEdgeFade: Hashable, Sendable {
    /// The strip the fade covers.
    public var frame: TabBarRect
    /// Whether the opaque end is the strip's left edge (else its right edge).
    public var opaqueAtLeft: Bool
}

extension TabBarLayout {
    /// The width of an edge fade over scrolling tabs: about half of a partly shown item.
    public static let edgeFadeWidth = 40.0

    /// How far a host's content must stay clear of the bar, beyond the container's safe area
    /// (`safeAreaInset` on SwiftUI, `additionalSafeAreaInsets` on UIKit); zero while the bar is hidden.
    public var contentInsets: TabBarInsets {
        guard !isHidden else { return .zero }
        if let transitionInsets { return transitionInsets }
        let size = environment.containerSize, safe = environment.safeArea
        switch presentation {
        case .floatingBar where isAtTop:
            // The accessory lies at the bottom of the content under a top bar.
            return TabBarInsets(top: max(0, barFrame.maxY - safe.top), bottom: accessoryBottomInset ?? 0)
        case .bar, .floatingBar:
            return TabBarInsets(bottom: accessoryBottomInset ?? max(0, size.height - safe.bottom - barFrame.minY))
        case .sidebar:
            var insets = environment.layoutDirection == .rightToLeft
                ? TabBarInsets(right: max(0, size.width - safe.right - barFrame.minX))
                : TabBarInsets(left: max(0, barFrame.maxX - safe.left))
            if let bottom = accessoryBottomInset { insets.bottom = bottom }
            return insets
        }
    }

    /// The fades over the scroll viewport's edges, in screen coordinates.
    public var edgeFades: [TabBarEdgeFade] {
        guard scroll.isScrollable, presentation != .sidebar else { return [] }
        let v = contentFrame, width = Self.edgeFadeWidth
        let rtl = environment.layoutDirection == .rightToLeft
        let left = rtl ? scroll.trailingFade : scroll.leadingFade
        let right = rtl ? scroll.leadingFade : scroll.trailingFade
        var fades: [TabBarEdgeFade] = []
        if left { fades.append(TabBarEdgeFade(frame: TabBarRect(x: v.minX, y: v.minY, width: width, height: v.height), opaqueAtLeft: true)) }
        if right { fades.append(TabBarEdgeFade(frame: TabBarRect(x: v.maxX - width, y: v.minY, width: width, height: v.height), opaqueAtLeft: false)) }
        return fades
    }
}

extension TabBarActionMenuLayout {
    /// The opacity of the black scrim that dims the screen behind an open menu.
    public static let scrimOpacity = 0.35
}

/// One stop of the glow indicator's radial gradient: the indicator colour at an opacity.
public struct TabBarGlowStop: Hashable, Sendable {
    /// Where the stop lies, 0 at the centre to 1 at the rim.
    public var location: Double
    /// The colour's opacity there.
    public var opacity: Double
}

extension TabBarIndicatorStyle {
    /// The glow indicator's gradient, from the centre out (the SVG renderer draws the same stops).
    public static let glowStops = [TabBarGlowStop(location: 0, opacity: 0.55), TabBarGlowStop(location: 0.6, opacity: 0.22), TabBarGlowStop(location: 1, opacity: 0)]
}

extension TabBarActionButtonTokens {
    /// The raised button's shadow blur radius in points, as SwiftUI and UIKit take it (the SVG filter's blur is twice this).
    public static let shadowRadius = 6.0
    /// How far the shadow falls below the button, in points.
    public static let shadowOffsetY = 4.0
}

extension TabBarAnimationFrame {
    /// The indicator's opacity in this frame: the breathing glow's times the reduce-motion cross-fade's.
    public var indicatorOpacity: Double { (glowOpacity ?? 1) * (crossFade ?? 1) }
}

extension TabBarLayoutEnvironment {
    /// An environment from what a UI framework reports: the size inside the safe area and the safe-area
    /// insets around it (the container is both together).
    public init(
        safeRegionSize size: TabBarSize, safeArea: TabBarInsets, displayScale: Double, horizontalSizeClass: TabBarSizeClass,
        verticalSizeClass: TabBarSizeClass, layoutDirection: TabBarReadingDirection, dynamicType: TabBarTextSize, keyboardVisible: Bool
    ) {
        self.init(
            containerSize: TabBarSize(width: size.width + safeArea.left + safeArea.right, height: size.height + safeArea.top + safeArea.bottom),
            safeArea: safeArea, displayScale: displayScale, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, layoutDirection: layoutDirection, dynamicType: dynamicType,
            keyboardVisible: keyboardVisible)
    }
}
