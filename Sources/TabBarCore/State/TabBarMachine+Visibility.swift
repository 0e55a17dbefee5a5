extension TabBarMachine {
    /// The bar's visibility, resolved from every reason: hidden wins over minimised; the keyboard hides only a bar
    /// along the bottom edge (not one at the top or a sidebar: ``isBarOffBottomEdge``).
    public var visibility: TabBarVisibility { visibility(barOffBottomEdge: isBarOffBottomEdge) }

    /// The visibility of a bar that lies off the bottom edge (iPad's top bar, a sidebar) or along it: the keyboard,
    /// which rises from the bottom, never hides a bar off the bottom edge (`hideOnKeyboard` is for bottom bars).
    public func visibility(barOffBottomEdge: Bool) -> TabBarVisibility {
        let reasons = state.visibilityReasons
        if reasons.explicitlyHidden || (reasons.keyboardShown && configuration.behavior.hideOnKeyboard && !barOffBottomEdge)
            || topRouteHidesBar
        {
            return .hidden
        }
        return reasons.scrolledDown ? .minimized : .visible
    }

    /// The content scrolled one way: the behaviour's minimising direction minimises the bar, the other restores it.
    mutating func scrolled(_ direction: TabBarScrollDirection) {
        guard let minimizing = configuration.behavior.minimize.minimizingDirection else { return }
        state.visibilityReasons.scrolledDown = direction == minimizing
    }

    /// Whether the top route of the selected stack asks for the bar to hide: the route itself, a deep-link rule of
    /// the tab whose screen it is, or one of the behaviour's `hideBarRoutes`.
    var topRouteHidesBar: Bool {
        guard let top = state.stacks[state.selected]?.last else { return false }
        return routeHidesBar(top, on: state.selected)
    }

    /// Whether `route`, on top of `tab`'s stack, hides the bar: the route itself, a deep-link rule of the tab, or one
    /// of the behaviour's `hideBarRoutes` (a host whose system bar hides per pushed screen, as UIKit's
    /// `hidesBottomBarWhenPushed`, asks it of each screen it pushes).
    public func routeHidesBar(_ route: TabBarRoute, on tab: TabID) -> Bool {
        if route.hidesTabBar || router.hidesBar(routePath: route.path, on: tab) { return true }
        guard !hideBarPatterns.isEmpty else { return false }
        let segments = route.path.split(separator: "/")
        return hideBarPatterns.contains { pattern in
            pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }
}
