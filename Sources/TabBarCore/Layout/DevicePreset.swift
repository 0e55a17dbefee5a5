/// Portrait or landscape.
public enum TabBarOrientation: String, Hashable, Codable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}

/// Screen sizes and safe areas of real devices, in points, as Apple publishes them.
public struct TabBarDevicePreset: Hashable, Sendable {
    /// The CLI name (`iphone-16-pro`).
    public var name: String
    /// The portrait screen size.
    public var portraitSize: TabBarSize
    /// Safe-area insets in portrait.
    public var portraitInsets: TabBarInsets
    /// Safe-area insets in landscape.
    public var landscapeInsets: TabBarInsets
    /// Pixels per point.
    public var scale: Double
    /// Whether the device is an iPad (regular size classes both ways).
    public var isPad: Bool
    /// Whether landscape has a regular horizontal size class (Plus/Max iPhones).
    public var regularWidthInLandscape: Bool

    /// iPhone SE (2nd and 3rd generation): 375×667, status bar 20, no home indicator.
    public static let iPhoneSE = TabBarDevicePreset(
        name: "iphone-se", portraitSize: TabBarSize(width: 375, height: 667), portraitInsets: TabBarInsets(top: 20),
        landscapeInsets: TabBarInsets(), scale: 2, isPad: false, regularWidthInLandscape: false)
    /// iPhone 16 Pro: 402×874; portrait insets 62/34, landscape 62 at the sides and 21 at the bottom.
    public static let iPhone16Pro = TabBarDevicePreset(
        name: "iphone-16-pro", portraitSize: TabBarSize(width: 402, height: 874), portraitInsets: TabBarInsets(top: 62, bottom: 34),
        landscapeInsets: TabBarInsets(left: 62, bottom: 21, right: 62), scale: 3, isPad: false, regularWidthInLandscape: false)
    /// iPhone 16 Pro Max: 440×956 with the insets of the 16 Pro; regular width in landscape.
    public static let iPhone16ProMax = TabBarDevicePreset(
        name: "iphone-16-pro-max", portraitSize: TabBarSize(width: 440, height: 956), portraitInsets: TabBarInsets(top: 62, bottom: 34),
        landscapeInsets: TabBarInsets(left: 62, bottom: 21, right: 62), scale: 3, isPad: false, regularWidthInLandscape: true)
    /// 11-inch iPad Pro (1st–4th generation): 834×1194, insets 24/20 (the M4 model is 834×1210).
    public static let iPadPro11 = TabBarDevicePreset(
        name: "ipad-pro-11", portraitSize: TabBarSize(width: 834, height: 1194), portraitInsets: TabBarInsets(top: 24, bottom: 20),
        landscapeInsets: TabBarInsets(top: 24, bottom: 20), scale: 2, isPad: true, regularWidthInLandscape: true)

    /// Every preset.
    public static let all: [TabBarDevicePreset] = [.iPhoneSE, .iPhone16Pro, .iPhone16ProMax, .iPadPro11]

    /// The preset with a CLI name.
    public static func named(_ name: String) -> TabBarDevicePreset? { all.first { $0.name == name } }

    /// The layout environment of this device in an orientation.
    public func environment(
        _ orientation: TabBarOrientation = .portrait, direction: TabBarReadingDirection = .leftToRight,
        dynamicType: TabBarTextSize = .large
    ) -> TabBarLayoutEnvironment {
        let landscape = orientation == .landscape
        return TabBarLayoutEnvironment(
            containerSize: landscape ? TabBarSize(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            safeArea: landscape ? landscapeInsets : portraitInsets,
            displayScale: scale,
            horizontalSizeClass: isPad || (landscape && regularWidthInLandscape) ? .regular : .compact,
            verticalSizeClass: isPad || !landscape ? .regular : .compact,
            layoutDirection: direction,
            dynamicType: dynamicType)
    }
}
