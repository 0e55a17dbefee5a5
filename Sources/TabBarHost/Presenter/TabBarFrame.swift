import TabBarCore
import TabBarDisplay

/// One frame of the bar as a front end paints it: the layout, the display list with this frame's slot
/// values, and the accessibility elements; each with a generation that changes when it does.
public struct TabBarFrame: Sendable {
    /// The layout drawn (hit testing, insets).
    public var layout: TabBarLayout
    /// The display list, slots filled for this frame.
    public var list: TabBarDisplayList
    /// Changes when the list's structure changes (else only its slots did): a retained painter rebuilds then.
    public var listGeneration: Int
    /// The accessibility elements, in reading order.
    public var accessibilityElements: [TabBarAccessibilityElement]
    /// Changes when the elements change.
    public var accessibilityGeneration: Int
    /// The open menu's items and its scrim, for assistive technologies.
    public var menuTargets: [TabBarAccessibilityTarget]
    /// Whether the bar is hidden (the keyboard, a route, the host): nothing is drawn (but the bar on its way out)
    /// and it takes no touch.
    public var isHidden: Bool
    /// The animations that repeat forever (the breathing glow), for the platform to run on their groups: the
    /// slots they name stay at rest in ``list``, and the bar asks for no frame while only they play. Empty while
    /// the bar is hidden or Reduce Motion is on.
    public var ambient: [TabBarDisplayAmbient] = []
    /// Whether the bar holds assistive technologies while it shows (an open menu): VoiceOver stays in it
    /// (`accessibilityViewIsModal`, SwiftUI's `isModal` trait) until the menu closes (its scrim, Escape, the
    /// escape gesture).
    public var isModal = false
    /// A sidebar's headers, actions and footers, for assistive technologies; read among its tabs' rows, top to
    /// bottom (``TabBarAccessibilityUpdate/identities(_:)`` gives the order).
    public var sidebarTargets: [TabBarAccessibilityTarget] = []
    /// What the bar container says as its accessibility value: the selected tab when the bar has no item for it
    /// ("Settings, not in the tab bar"), else `nil` (`TabBarAccessibility.containerValue(configuration:state:phrases:)`).
    public var containerValue: String?
    /// Where the app's bottom accessory view goes in this frame (moved with its bar while the bar changes
    /// visibility, a bar at the bottom on its way out included; under a top bar that hides or shows, on its own way
    /// out or in), and whether it is expanded or inline; `nil` when there is none or the bar is hidden (and its
    /// accessory gone).
    public var accessory: TabBarAccessoryLayout?
    /// The accessory view's opacity in this frame: 1, but while it fades in place as its bar hides or shows with Reduce
    /// Motion (``TabBarPresenter/accessoryMotion(_:barEntry:accessoryEntry:reduceMotion:)``).
    public var accessoryOpacity = 1.0
    /// Whether the accessory's view takes touches and is read by VoiceOver in this frame: where it rests or moves with a
    /// shown bar, but not on its way out with a bar that hides, nor on its way back until it has arrived
    /// (``TabBarPresenter/accessoryInteractive(placed:barHidden:arriving:)``); `false` when it is placed nowhere.
    public var accessoryInteractive = false
    /// Whether the accessory's view, placed but not reachable (``accessoryInteractive`` false: on its way out, or back but
    /// not yet arrived), takes a touch on it and does nothing with it rather than letting it through to the content behind
    /// (``TabBarPresenter/accessorySwallowsTouches(placed:interactive:voiceOverRunning:)``); `false` when it is placed nowhere, and
    /// while VoiceOver runs.
    public var accessorySwallowsTouches = false

    /// Creates a frame.
    public init(
        layout: TabBarLayout, list: TabBarDisplayList, listGeneration: Int, accessibilityElements: [TabBarAccessibilityElement],
        accessibilityGeneration: Int, menuTargets: [TabBarAccessibilityTarget], isHidden: Bool, ambient: [TabBarDisplayAmbient] = [],
        isModal: Bool = false, sidebarTargets: [TabBarAccessibilityTarget] = [], containerValue: String? = nil
    ) {
        self.sidebarTargets = sidebarTargets
        self.containerValue = containerValue
        self.layout = layout
        self.list = list
        self.listGeneration = listGeneration
        self.accessibilityElements = accessibilityElements
        self.accessibilityGeneration = accessibilityGeneration
        self.menuTargets = menuTargets
        self.isHidden = isHidden
        self.ambient = ambient
        self.isModal = isModal
    }

    /// Where the bar takes touches, if anywhere.
    public var touchArea: TabBarRect? { isHidden ? nil : layout.touchArea }

    /// Whether a touch at `point` is the bar's (UIKit's `point(inside:with:)`).
    public func takesTouch(at point: TabBarPoint) -> Bool { !isHidden && layout.takesTouch(at: point) }

    /// The order VoiceOver reads the element at `index` in, as a SwiftUI sort priority (higher first), so
    /// reading order follows the core's elements whatever their positions on screen (right to left too).
    public static func accessibilitySortPriority(index: Int, count: Int) -> Double { Double(count - index) }
}
