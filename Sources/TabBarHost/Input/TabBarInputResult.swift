import TabBarCore

/// What the input layer made of a signal: the core events to send, in order, and what the host does
/// besides (press feedback, the bar's scroll, whether a key was used).
public struct TabBarInputResult: Hashable, Sendable {
    /// The events, in order.
    public var events: [TabBarEvent] = []
    /// A press that began, ended in a tap, or was released without one.
    public var press: TabBarPressChange?
    /// Whether the signal was used (a key that was not should go on to the rest of the app).
    public var handled = false
    /// Whether the layout's environment changed (size class, text size, direction, keyboard).
    public var environmentChanged = false
    /// Whether Reduce Motion was switched.
    public var reduceMotionChanged = false
    /// The bar's content was dragged, or let go.
    public var barScroll: TabBarScrollChange?
    /// Prepare haptic generators: a finger landed on something that may answer with one.
    public var prepareFeedback = false
    /// Which haptics to prepare (the ones the tap, or the long press, may play), in no particular order.
    public var prepareHaptics: [TabBarHaptic] = []
    /// VoiceOver's scroll moved a sidebar a page: post its announcement (UIKit's `.pageScrolled`).
    public var pageScrolled: TabBarSidebarPage?
    /// How many of the events, at the end, answer an input the system already gave feedback for (its own context
    /// menu opened): the host plays none of the haptics their effects ask for
    /// (``TabBarContainerDriver/send(_:playsHaptics:)``). The events before them (a pending tap the input sends
    /// first) play theirs.
    public var systemFeedbackEvents = 0

    /// Nothing happened.
    public init() {}

    /// Only events.
    init(_ events: [TabBarEvent]) {
        self.events = events
        handled = !events.isEmpty
    }
}

/// Press feedback: an item goes down when a finger lands on it and comes back up on the tap or a cancel.
public enum TabBarPressChange: Hashable, Sendable {
    /// The finger landed on the tab's item.
    case down(TabID)
    /// The finger lifted over it: a tap follows.
    case tapped(TabID)
    /// The finger slid off, started a drag, or the touch was cancelled.
    case released(TabID)
}

/// The user scrolling a bar whose tabs do not fit.
public enum TabBarScrollChange: Hashable, Sendable {
    /// The content follows the finger to this offset (rubber-banded past the ends).
    case dragged(offset: Double)
    /// The finger let go at `from`: the content glides to `to`, inside the ends.
    case released(from: Double, to: Double)
}
