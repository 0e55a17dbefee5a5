/// Forwards a container's appearance to one child that can be added and removed at any time (UIKit's bottom accessory),
/// so the child's `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` always come in balanced pairs:
/// each begin is ended before the next begins, and the child ends where the container and its presence say.
///
/// The container reports its own phases (`viewWillAppear` … `viewDidDisappear`) and the child's presence; each call
/// returns what to forward, in order. A child added while the container appears begins now and ends with it; one removed
/// mid-appearance ends its appearance first, then disappears.
///
/// ```swift
/// var forwarding = TabBarChildAppearance()
/// forwarding.container(.appearing)     // []: no child yet
/// forwarding.attached(true)            // [.begin(appearing: true)]: it appears with the container
/// forwarding.container(.appeared)      // [.end]
/// ```
public struct TabBarChildAppearance: Hashable, Sendable {
    /// Where a view controller is in its appearance.
    public enum Phase: Hashable, Sendable {
        /// Off screen (`viewDidDisappear`, or never shown).
        case disappeared
        /// On its way on screen (`viewWillAppear`).
        case appearing
        /// On screen (`viewDidAppear`).
        case appeared
        /// On its way off screen (`viewWillDisappear`).
        case disappearing
    }

    /// A call to forward to the child.
    public enum Call: Hashable, Sendable {
        /// `beginAppearanceTransition(appearing, animated:)`.
        case begin(appearing: Bool)
        /// `endAppearanceTransition()`.
        case end
    }

    /// The container's phase, as last reported.
    public private(set) var containerPhase: Phase = .disappeared
    /// Whether the child is in the container's view now.
    public private(set) var isAttached = false
    /// The child's phase, after the calls returned so far.
    public private(set) var childPhase: Phase = .disappeared

    /// A container off screen, without the child.
    public init() {}

    /// The container entered `phase`; returns the calls that bring the child along.
    public mutating func container(_ phase: Phase) -> [Call] {
        containerPhase = phase
        return follow()
    }

    /// The child was put in the container's view (`true`) or taken out of it; returns the calls for it.
    public mutating func attached(_ attached: Bool) -> [Call] {
        isAttached = attached
        return follow()
    }

    /// The phase the child must be in: the container's while it is attached, off screen otherwise. A child that is not
    /// on screen does not start disappearing with the container.
    var target: Phase {
        guard isAttached else { return .disappeared }
        if containerPhase == .disappearing && childPhase == .disappeared { return .disappeared }
        return containerPhase
    }

    /// Moves the child to ``target``: a transition in the other direction is ended first (so every begin has its end
    /// before the next begin), then a new one begins, and ends at once when the target is a resting phase.
    mutating func follow() -> [Call] {
        let target = target
        guard target != childPhase else { return [] }
        var calls: [Call] = []
        switch (childPhase, target) {
        case (.appearing, .appeared), (.disappearing, .disappeared):
            childPhase = target
            return [.end]
        case (.appearing, _):
            calls.append(.end)
            childPhase = .appeared
        case (.disappearing, _):
            calls.append(.end)
            childPhase = .disappeared
        default: break
        }
        guard target != childPhase else { return calls }
        let appearing = target == .appearing || target == .appeared
        // Already where the target leads (on screen for an appearance, off screen for a disappearance): nothing to begin.
        if appearing == (childPhase == .appeared) { return calls }
        calls.append(.begin(appearing: appearing))
        childPhase = appearing ? .appearing : .disappearing
        if target == .appeared || target == .disappeared {
            calls.append(.end)
            childPhase = target
        }
        return calls
    }
}
