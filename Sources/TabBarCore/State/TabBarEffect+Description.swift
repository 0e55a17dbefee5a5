extension TabBarEffect: CustomStringConvertible {
    /// The effect as transcripts show it: `popToRoot(home)`, `selectionChanged(home→activity, tap)`,
    /// `actionMenuChanged(create, open=true)`, `presentAction(create, item=none)`.
    public var description: String {
        switch self {
        case .selectionChanged(let from, let to, let source): "selectionChanged(\(from)→\(to), \(source.rawValue))"
        case .selectionDenied(let tab, let reason): "selectionDenied(\(tab), \(reason))"
        case .popToRoot(let tab): "popToRoot(\(tab))"
        case .pushRoute(let route, let tab): "pushRoute(\(tab), \(route.path))"
        case .popRoute(let route, let tab): "popRoute(\(tab), \(route.path))"
        case .replaceStack(let routes, let tab): "replaceStack(\(tab), \(TabBarJSONValue.array(routes.map { .string($0.path) }).serialized(pretty: false)))"
        case .scrollToTop(let tab): "scrollToTop(\(tab))"
        case .presentAction(let tab, let item): "presentAction(\(tab), \(item ?? "item=none"))"
        case .actionMenuChanged(let tab, let isOpen): "actionMenuChanged(\(tab), open=\(isOpen))"
        case .tabMenuChanged(let tab, let isOpen): "tabMenuChanged(\(tab), open=\(isOpen))"
        case .performMenuItem(let tab, let item): "performMenuItem(\(tab), \(item))"
        case .refresh(let tab): "refresh(\(tab))"
        case .performSidebarAction(let action, let section): "performSidebarAction(\(section), \(action))"
        case .sidebarSectionChanged(let section, let isCollapsed): "sidebarSectionChanged(\(section), collapsed=\(isCollapsed))"
        case .searchChanged(let tab, let isActive): "searchChanged(\(tab), active=\(isActive))"
        case .sidebarExpansionChanged(let isExpanded): "sidebarExpansionChanged(expanded=\(isExpanded))"
        case .haptic(let haptic): "haptic(\(haptic.rawValue))"
        case .analytics(let screen, _): "analytics(\(screen))"
        case .announce(let text): "announce(\(text))"
        case .focusContent(let tab): "focusContent(\(tab))"
        case .mount(let tab): "mount(\(tab))"
        case .unmount(let tab): "unmount(\(tab))"
        case .visibilityChanged(let visibility): "visibilityChanged(\(visibility.rawValue))"
        case .backUnhandled: "backUnhandled"
        case .diagnostic(let diagnostic): "diagnostic(\(diagnostic.code), \(diagnostic.message))"
        }
    }
}
