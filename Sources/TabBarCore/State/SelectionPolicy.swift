/// The host's say over a selection: allow it, deny it (a locked tab) or redirect it (a paywall tab).
///
/// ```swift
/// let subscribed = false
/// machine.selectionPolicy = TabBarSelectionPolicy { request in
///     request.to == "pro" && !subscribed ? .redirect(to: "paywall") : .allow
/// }
/// ```
public struct TabBarSelectionPolicy: Sendable {
    /// A selection about to happen.
    public struct Request: Hashable, Sendable {
        /// The selected tab.
        public var from: TabID
        /// The tab about to be selected.
        public var to: TabID
        /// What caused it.
        public var source: TabBarSelectionSource
    }

    /// The host's answer.
    public enum Decision: Hashable, Sendable {
        /// Let the selection happen.
        case allow
        /// Refuse it; the reason is reported in a diagnostic.
        case deny(reason: String)
        /// Select another tab instead (a paywall, a sign-in tab).
        case redirect(to: TabID)
    }

    let decide: @Sendable (Request) -> Decision

    /// Creates a policy from a decision function.
    public init(_ decide: @escaping @Sendable (Request) -> Decision) { self.decide = decide }

    /// Allows everything.
    public static let allowAll = TabBarSelectionPolicy { _ in .allow }

    /// Denies the given tabs with a reason.
    public static func locked(_ tabs: Set<TabID>, reason: String = "locked") -> TabBarSelectionPolicy {
        TabBarSelectionPolicy { tabs.contains($0.to) ? .deny(reason: reason) : .allow }
    }
}
