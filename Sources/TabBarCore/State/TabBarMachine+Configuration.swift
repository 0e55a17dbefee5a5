extension TabBarMachine {
    /// Applies a new configuration at run time (a signed-in user gains a tab, titles after a language switch)
    /// and returns what the host must do; throws every problem of the new configuration, changing nothing.
    ///
    /// Everything that still exists is kept: stacks, scroll positions, badges, live tabs, the back history, hidden
    /// tabs and a customised order (new tabs are placed beside their neighbours); what does not is repaired as a
    /// restore repairs a snapshot, each repair reported as a `configurationRepaired` diagnostic. When the selected
    /// tab is gone (or disabled), the most recently visited tab that is left is selected, else the first.
    /// The selection policy, the phrases, the layout direction, the size class, the bar's edge and whether the host
    /// reports scrolling carry over.
    ///
    /// ```swift
    /// var signedIn = configuration
    /// signedIn.tabs.insert(TabBarKitItem(id: "library", title: "Library", icon: "books.vertical"), at: 2)
    /// let effects = try machine.apply(configuration: signedIn)  // keeps every stack; nothing to mount yet
    /// ```
    public mutating func apply(configuration new: TabBarConfiguration) throws(TabBarConfigurationError) -> [TabBarEffect] {
        var next = try TabBarMachine(configuration: new)
        next.selectionPolicy = selectionPolicy
        next.phrases = phrases
        next.layoutDirection = layoutDirection
        next.horizontalSizeClass = horizontalSizeClass
        next.isBarOffBottomEdge = isBarOffBottomEdge
        next.hostReportsScrolling = hostReportsScrolling
        var effects: [TabBarEffect] = []
        next.adopt(state, replacing: state, reason: .configuration, previousConfiguration: configuration, into: &effects)
        // A policy that no longer minimises (`never`, `automatic`) restores a bar the old one had minimised.
        if new.behavior.minimize.minimizingDirection == nil { next.state.visibilityReasons.scrolledDown = false }
        if next.visibility != visibility { effects.append(.visibilityChanged(next.visibility)) }
        // A host without scroll reports cannot vouch for a content's top across a new configuration.
        if !hostReportsScrolling { next.state.scrolledToTop.removeAll() }
        self = next
        return effects
    }
}
