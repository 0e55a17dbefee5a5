import TabBarCore

/// What a front end does for one effect: the translation table SwiftUI and UIKit both follow.
///
/// Every effect still reaches the app's performer; this says which part of a front end acts on it.
public enum TabBarHostAction: Hashable, Sendable {
    /// Show the tab's content (the container's selection follows the state).
    case showContent(TabID)
    /// Pop the tab's navigation stack to its root, animated.
    case popToRoot(TabID)
    /// The tab's navigation stack changed (a push, a pop, a replacement): a bound `NavigationStack`
    /// follows the state; a navigation controller pushes, pops or replaces as the effect says.
    case followStack(TabID)
    /// Scroll the tab's root view to its top (the root view opted in).
    case scrollToTop(TabID)
    /// Open or close the expanding menu with its scrim.
    case setMenu(TabID, isOpen: Bool)
    /// Play sensory feedback.
    case feedback(TabBarHostFeedback)
    /// Post an accessibility announcement.
    case announce(String)
    /// Move accessibility focus into the tab's content.
    case focus(TabID)
    /// Put the tab's content in the view tree.
    case mount(TabID)
    /// Take the tab's content out of the view tree (its stack and scroll position are kept).
    case unmount(TabID)
    /// Show, minimise or hide the bar, animated.
    case setBarVisibility(TabBarVisibility)
    /// Only the app can do this (present the action, log analytics, explain a denial, leave, log a diagnostic).
    case app(TabBarEffect)

    /// The action for an effect. Adding a case to `TabBarEffect` adds one line here.
    public init(_ effect: TabBarEffect) {
        switch effect {
        case .selectionChanged(_, let to, _): self = .showContent(to)
        case .popToRoot(let id): self = .popToRoot(id)
        case .pushRoute(_, let id), .popRoute(_, let id), .replaceStack(_, let id): self = .followStack(id)
        case .scrollToTop(let id): self = .scrollToTop(id)
        case .actionMenuChanged(let id, let open), .tabMenuChanged(let id, let open): self = .setMenu(id, isOpen: open)
        case .haptic(let haptic): self = .feedback(TabBarHostFeedback(haptic))
        case .announce(let text): self = .announce(text)
        case .focusContent(let id): self = .focus(id)
        case .mount(let id): self = .mount(id)
        case .unmount(let id): self = .unmount(id)
        case .visibilityChanged(let visibility): self = .setBarVisibility(visibility)
        case .selectionDenied, .presentAction, .analytics, .backUnhandled, .diagnostic: self = .app(effect)
        case .performMenuItem, .refresh, .performSidebarAction, .sidebarSectionChanged: self = .app(effect)
        case .searchChanged, .sidebarExpansionChanged: self = .app(effect)
        }
    }

    /// Whether the app's performer has to act (the front end cannot).
    public var needsApp: Bool {
        if case .app = self { return true }
        return false
    }
}

/// Sensory feedback, named as both SwiftUI's `SensoryFeedback` and UIKit's feedback generators name it.
public enum TabBarHostFeedback: String, Hashable, Sendable {
    /// The selection-changed tick (`.selection`, `UISelectionFeedbackGenerator`).
    case selection
    /// A light impact (`.impact(weight: .light)`, `UIImpactFeedbackGenerator(style: .light)`).
    case lightImpact
    /// A medium impact (`.impact(weight: .medium)`, `.medium`).
    case mediumImpact
    /// A heavy impact (`.impact(weight: .heavy)`, `.heavy`).
    case heavyImpact
    /// A soft impact (`.impact(flexibility: .soft)`, `.soft`).
    case softImpact
    /// A rigid impact (`.impact(flexibility: .rigid)`, `.rigid`).
    case rigidImpact

    /// The feedback for a core haptic.
    public init(_ haptic: TabBarHaptic) {
        switch haptic {
        case .selection: self = .selection
        case .lightImpact: self = .lightImpact
        case .mediumImpact: self = .mediumImpact
        case .heavyImpact: self = .heavyImpact
        case .softImpact: self = .softImpact
        case .rigidImpact: self = .rigidImpact
        }
    }
}
