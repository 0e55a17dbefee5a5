/// The app's bottom accessory (a mini player, a status line), as the layout sees it: one instance, shown above
/// the bar and inline beside the minimised capsule, like iOS 26's `tabViewBottomAccessory`.
///
/// A host reports one in ``TabBarLayoutEnvironment/bottomAccessory`` while the app shows it; the core lays it out
/// and the front ends put the app's view at ``TabBarAccessoryLayout/frame``.
public struct TabBarBottomAccessory: Hashable, Codable, Sendable {
    /// Its height above the bar, in points (iOS 26's is 48).
    public var height: Double

    /// The default height, 48 points.
    public static let defaultHeight = 48.0

    /// Creates an accessory of a height.
    public init(height: Double = TabBarBottomAccessory.defaultHeight) {
        self.height = height
    }
}

/// Where the accessory is shown, a value its content reads to choose what it shows (iOS 26's
/// `TabViewBottomAccessoryPlacement`).
public enum TabBarAccessoryPlacement: String, Hashable, Codable, Sendable {
    /// Above the full bar, with room for a title and controls.
    case expanded
    /// Beside the minimised capsule, in a narrower strip: a glyph and one control.
    case inline
}

/// The accessory laid out: where the front ends put the app's view, and what it adds to the content's inset.
public struct TabBarAccessoryLayout: Hashable, Sendable {
    /// Expanded above the bar, or inline beside the minimised capsule.
    public var placement: TabBarAccessoryPlacement
    /// The accessory's capsule, in the container's coordinates.
    public var frame: TabBarRect
    /// Its corner radius (a capsule: half the height).
    public var cornerRadius: Double
    /// Where a touch is the accessory's: its frame, grown to at least 44 points tall, inside the container.
    public var hitFrame: TabBarRect
}

extension TabBarLayoutEnvironment {
    /// The same environment with an accessory shown (or none).
    public func with(bottomAccessory: TabBarBottomAccessory?) -> TabBarLayoutEnvironment {
        var copy = self
        copy.bottomAccessory = bottomAccessory
        return copy
    }
}
