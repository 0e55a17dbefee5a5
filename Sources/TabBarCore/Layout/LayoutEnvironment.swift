/// A size class, as UIKit and SwiftUI define it.
public enum TabBarSizeClass: String, Hashable, Codable, Sendable {
    /// Compact: an iPhone's width, or its height in landscape.
    case compact
    /// Regular: an iPad's width and height, a large iPhone's width in landscape.
    case regular
}

/// The Dynamic Type sizes, from xSmall to the largest accessibility size.
public enum TabBarTextSize: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large, the largest size that is not an accessibility size.
    case xxxLarge
    /// Accessibility size 1 (AX1).
    case accessibility1
    /// Accessibility size 2 (AX2).
    case accessibility2
    /// Accessibility size 3 (AX3).
    case accessibility3
    /// Accessibility size 4 (AX4).
    case accessibility4
    /// Accessibility size 5 (AX5), the largest.
    case accessibility5

    /// Whether this is one of the accessibility sizes (AX1…AX5).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// How much a sidebar's text scales against `large`, at every size (no cap: a sidebar's rows grow with their text,
    /// as the self-sizing cells of UIKit's sidebar list do): the Body style's size (``bodyPointSize``) over its 17
    /// points at `large`.
    public var sidebarTextScale: Double { bodyPointSize / 17 }

    /// The Body text style's size at this text size, in points: Apple's Dynamic Type table (14, 15, 16, 17, 19, 21, 23
    /// points, then 28, 33, 40, 47, 53 at AX1…AX5).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much text scales against `large`; tab labels stop growing at xxxLarge (AX sizes use the large content viewer).
    public var labelScale: Double {
        switch self {
        case .xSmall: 0.82
        case .small: 0.88
        case .medium: 0.94
        case .large: 1.0
        case .xLarge: 1.1
        case .xxLarge: 1.2
        case .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: 1.3
        }
    }

    /// Orders sizes from smallest to largest.
    public static func < (a: TabBarTextSize, b: TabBarTextSize) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// Parses `large`, `xxxLarge`, `AX3`, `accessibility3` (case-insensitive).
    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("ax"), let n = Int(lower.dropFirst(2)), (1...5).contains(n) {
            self = Self.allCases[6 + n]
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = match
    }
}

/// Everything outside the bar that shapes its layout.
public struct TabBarLayoutEnvironment: Hashable, Codable, Sendable {
    /// The container (usually the screen) size.
    public var containerSize: TabBarSize
    /// The container's safe-area insets.
    public var safeArea: TabBarInsets
    /// Pixels per point; frames are snapped to this grid.
    public var displayScale: Double
    /// The horizontal size class.
    public var horizontalSizeClass: TabBarSizeClass
    /// The vertical size class.
    public var verticalSizeClass: TabBarSizeClass
    /// Left-to-right or right-to-left.
    public var layoutDirection: TabBarReadingDirection
    /// The user's text size.
    public var dynamicType: TabBarTextSize
    /// Whether the software keyboard is up.
    public var keyboardVisible: Bool
    /// Whether the user turned Bold Text on: labels are measured and drawn a weight heavier
    /// (``TabBarFontWeight/withBoldText(_:)``), as the system draws its own. `nil` is off (and stays out of JSON).
    public var boldText: Bool?
    /// The app's bottom accessory, while it shows one (a mini player); `nil` is none (and stays out of JSON).
    public var bottomAccessory: TabBarBottomAccessory?

    /// Creates an environment.
    public init(
        containerSize: TabBarSize, safeArea: TabBarInsets = .zero, displayScale: Double = 3,
        horizontalSizeClass: TabBarSizeClass = .compact, verticalSizeClass: TabBarSizeClass = .regular,
        layoutDirection: TabBarReadingDirection = .leftToRight, dynamicType: TabBarTextSize = .large,
        keyboardVisible: Bool = false, boldText: Bool? = nil
    ) {
        self.boldText = boldText == true ? true : nil
        self.containerSize = containerSize
        self.safeArea = safeArea
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.dynamicType = dynamicType
        self.keyboardVisible = keyboardVisible
    }
}
