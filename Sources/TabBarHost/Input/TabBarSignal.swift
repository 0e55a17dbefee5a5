import TabBarCore

/// What a platform reported, before any meaning is given to it. Both front ends turn every UIKit and
/// SwiftUI callback into one of these and hand it to ``TabBarInput`` (through ``TabBarPresenter``); the
/// input layer, tested on Linux, decides which core events follow.
public enum TabBarSignal: Hashable, Sendable {
    /// A finger landed at a point of the bar's canvas (the container's coordinates).
    case touchDown(TabBarPoint)
    /// The finger moved.
    case touchMoved(TabBarPoint)
    /// The finger lifted.
    case touchUp(TabBarPoint)
    /// The system took the touch away (a gesture of its own, a call).
    case touchCancelled
    /// A pan over the tab's content ended: where it started (the container's coordinates), how far it went
    /// and how fast (points, points per second), and what else wanted the touch when it began.
    case contentPan(start: TabBarPoint, translation: TabBarPoint, velocity: TabBarPoint, claims: TabBarContentClaims = [])
    /// A hardware key went down.
    case key(TabBarKeyPress)
    /// The software keyboard's frame in the container's coordinates; `nil` when it went away.
    case keyboardFrame(TabBarRect?)
    /// The selected tab's content scrolled to a vertical offset (0 at its top); `userDriven` when a finger moved it;
    /// `end` is the largest offset, where its bottom shows (``TabBarInput/scrollEnd(contentHeight:viewportHeight:)``),
    /// when the host knows it.
    case contentOffset(Double, tab: TabID, userDriven: Bool, end: Double? = nil)
    /// A tab's content reports where it is scrolled (an opaque token, a row id).
    case contentScrollPosition(String, tab: TabID)
    /// The layout direction.
    case layoutDirection(TabBarReadingDirection)
    /// The size classes.
    case sizeClasses(horizontal: TabBarSizeClass, vertical: TabBarSizeClass)
    /// The user's text size.
    case dynamicType(TabBarTextSize)
    /// Whether Reduce Motion is on.
    case reduceMotion(Bool)
    /// Whether VoiceOver is running (UIKit's `UIAccessibility.isVoiceOverRunning`, SwiftUI's
    /// `accessibilityVoiceOverEnabled`): a drawn but unreachable accessory lets touches through then
    /// (``TabBarPresenter/accessorySwallowsTouches(placed:interactive:voiceOverRunning:)``).
    case voiceOver(Bool)
    /// The system is short of memory.
    case memoryWarning
    /// The app was opened with a URL.
    case urlOpened(String)
    /// VoiceOver (or another assistive technology) activated what lies at a place of the bar.
    case accessibilityActivated(TabBarHit)
    /// An accessibility custom action was chosen (the core built it, with its events).
    case accessibilityAction(TabBarAccessibilityCustomAction)
    /// VoiceOver's escape gesture (a two-finger scrub) over the bar or its open menu.
    case accessibilityEscape
    /// VoiceOver's three-finger scroll over a sidebar (UIKit's `accessibilityScroll(_:)`): `down` shows the rows below.
    case accessibilityScroll(TabBarScrollDirection)
    /// VoiceOver moved onto an element of the bar (UIKit's `accessibilityElementDidBecomeFocused()`, SwiftUI's
    /// accessibility focus): a sidebar row scrolled away scrolls into view.
    case accessibilityFocused(TabBarHit)
    /// Whether Bold Text is on (UIKit's `legibilityWeight` trait, SwiftUI's `legibilityWeight` environment).
    case boldText(Bool)
    /// The large content viewer was lifted over a point (UIKit's interaction reports it).
    case largeContentViewerEnded(TabBarPoint)
    /// The system tab bar (native style) asked to select a tab.
    case nativeTabSelected(TabID)
    /// The native style's action menu (a system menu) chose an item.
    case nativeMenuItemChosen(String)
    /// The native style's action menu was dismissed without a choice.
    case nativeMenuDismissed
    /// An item of a tab's long-press menu was chosen from the system's own menu for the tab (the native sidebar's
    /// context menu on the tab's row).
    case nativeTabMenuItemChosen(TabID, item: String)
    /// One of a sidebar section's actions was chosen in the system's sidebar (the native style's section actions).
    case nativeSidebarActionChosen(String, section: String)
    /// The bar gained or lost the hardware keyboard's focus (a sidebar's focus ring shows only while it has it).
    case keyboardFocus(Bool)
}

/// A hardware key press: the key, the modifiers held, and who has the keyboard focus.
public struct TabBarKeyPress: Hashable, Sendable {
    /// The key.
    public var key: TabBarKey
    /// The modifiers held.
    public var modifiers: TabBarKeyModifiers
    /// Whether a text field or text view has the keyboard focus (its caret owns the arrows).
    public var textInputFocused: Bool
    /// Whether the bar itself has the keyboard focus (the arrows are the bar's only then).
    public var barFocused: Bool

    /// Creates a key press.
    public init(_ key: TabBarKey, modifiers: TabBarKeyModifiers = [], textInputFocused: Bool = false, barFocused: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.textInputFocused = textInputFocused
        self.barFocused = barFocused
    }
}

extension TabBarKeyPress {
    /// The key press a core key command stands for (a hardware keyboard's shortcut, a menu command).
    public init(command input: TabBarKeyInput, textInputFocused: Bool = false, barFocused: Bool = false) {
        switch input {
        case .leftArrow: self.init(TabBarKey.leftArrow, textInputFocused: textInputFocused, barFocused: barFocused)
        case .rightArrow: self.init(TabBarKey.rightArrow, textInputFocused: textInputFocused, barFocused: barFocused)
        case .commandDigit(let digit): self.init(TabBarKey.digit(digit), modifiers: .command, textInputFocused: textInputFocused, barFocused: barFocused)
        case .toggleSidebar: self.init(TabBarKey.letter("s"), modifiers: [.control, .command], textInputFocused: textInputFocused, barFocused: barFocused)
        }
    }
}

/// The keys a host registers now (``TabBarInput/registeredKeys(_:context:barFocused:translator:)``).
public struct TabBarKeyRegistration: Hashable, Sendable {
    /// The core's key commands to register.
    public var commands: [TabBarKeyCommand]
    /// Whether to register Escape (a menu is open).
    public var escape: Bool
    /// Whether to register the up and down arrows and Return (a sidebar has the keyboard focus).
    public var sidebar: Bool = false
}

/// The keys the bar knows.
public enum TabBarKey: Hashable, Sendable {
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// The up arrow (a sidebar's previous row).
    case upArrow
    /// The down arrow (a sidebar's next row).
    case downArrow
    /// Return or Space: activates the sidebar row the keyboard focuses.
    case enter
    /// A digit key, 0…9.
    case digit(Int)
    /// A letter key, lower case (S, with Control and Command, toggles a top bar's sidebar).
    case letter(Character)
    /// Escape.
    case escape
    /// Any other key: the bar leaves it to the app.
    case other
}

/// Modifier keys.
public struct TabBarKeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Command.
    public static let command = TabBarKeyModifiers(rawValue: 1)
    /// Shift.
    public static let shift = TabBarKeyModifiers(rawValue: 2)
    /// Option (Alt).
    public static let option = TabBarKeyModifiers(rawValue: 4)
    /// Control.
    public static let control = TabBarKeyModifiers(rawValue: 8)
}

/// What else wanted a pan over the content when it began: facts a front end reads from the views under the
/// touch and from the other gesture recognizers. A claimed pan never switches tabs (the input layer decides).
public struct TabBarContentClaims: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates claims from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The touch began on a control (a slider, a switch, a stepper, a text field).
    public static let control = TabBarContentClaims(rawValue: 1 << 0)
    /// The touch began in a view that scrolls horizontally (a carousel, a paging view, a map).
    public static let horizontalScroller = TabBarContentClaims(rawValue: 1 << 1)
    /// Another gesture took the touch (a row's swipe actions, the navigation's back swipe, a drag).
    public static let otherGesture = TabBarContentClaims(rawValue: 1 << 2)
}
