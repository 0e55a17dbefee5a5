extension TabBarEvent: CustomStringConvertible {
    /// The event in the words of the simulator's script language: `tap home`, `push home post/42`,
    /// `badge activity count 3`, `key cmd-2`; for every event a script can send, that line sends this event.
    public var description: String {
        switch self {
        case .tabTapped(let tab): "tap \(tab)"
        case .selectionRequested(let tab): "select \(tab)"
        case .actionMenuOpened(let tab): "menu open \(tab)"
        case .actionMenuItemChosen(let item): "menu choose \(item)"
        case .actionMenuDismissed: "menu dismiss"
        case .tabLongPressed(let tab): "longpress \(tab)"
        case .tabDoubleTapped(let tab): "doubletap \(tab)"
        case .sidebarItemSelected(let tab): "sidebar select \(tab)"
        case .systemBarTabSelected(let tab): "system bar select \(tab)"
        case .sidebarSectionCollapsed(let section): "sidebar collapse \(section)"
        case .sidebarSectionExpanded(let section): "sidebar expand \(section)"
        case .sidebarActionChosen(let action, let section): "sidebar action \(section) \(action)"
        case .sizeClassChanged(let sizeClass): "sizeclass \(sizeClass.rawValue)"
        case .searchDismissed: "search dismiss"
        case .sidebarToggled: "sidebar toggle"
        case .swiped(let direction): "swipe \(direction.rawValue)"
        case .backRequested: "back"
        case .routePushed(let route, let tab): "push \(tab) \(route)"
        case .routePopped(let tab): "pop \(tab)"
        case .poppedToRoot(let tab): "poproot \(tab)"
        case .deepLinkOpened(let url): "deeplink \(url)"
        case .keyboardChanged(let isShown): "keyboard \(isShown ? "show" : "hide")"
        case .contentScrolled(let direction): "scroll \(direction.rawValue)"
        case .contentReachedEnd: "scroll end"
        case .scrollPositionSaved(let token, let tab): "scroll-position \(tab) \(token)"
        case .memoryWarning: "memory-warning"
        case .preloadRequested(let tab): "preload \(tab)"
        case .badgesChanged(let updates): updates.map { "badge \($0.tab) \($0.badge.scriptWords)" }.joined(separator: "; ")
        case .tabsReordered(let order): "reorder " + order.map(\.rawValue).joined(separator: ",")
        case .tabHidden(let tab): "hide \(tab)"
        case .tabShown(let tab): "show \(tab)"
        case .barHiddenChanged(let hidden): "bar \(hidden ? "hide" : "show")"
        case .barOffBottomEdgeChanged(let atTop): "bar \(atTop ? "top" : "bottom")"
        case .layoutDirectionChanged(let direction): "direction \(direction == .rightToLeft ? "rtl" : "ltr")"
        case .keyPressed(.leftArrow): "key left"
        case .keyPressed(.rightArrow): "key right"
        case .keyPressed(.commandDigit(let n)): "key cmd-\(n)"
        case .keyPressed(.toggleSidebar): "key ctrl-cmd-s"
        case .stateRestored(let state): "restore (selected \(state.selected))"
        }
    }
}

extension TabBarBadge {
    /// `count 3`, `dot`, `text New`, `none`: the badge as the script's `badge ID …` line writes it.
    var scriptWords: String {
        switch self {
        case .none: "none"
        case .dot: "dot"
        case .count(let n): "count \(n)"
        case .text(let text): "text \(text)"
        }
    }
}
