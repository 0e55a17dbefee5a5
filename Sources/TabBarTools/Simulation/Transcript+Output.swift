@_spi(TabBarKitInternal) import TabBarCore
extension TabBarTranscript {
    /// The versioned JSON form: `{"version": 1, "steps": [...]}`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([("version", .int(Self.version)), ("steps", .array(steps.map(\.json)))])
    }

    /// The readable text form, one block per step.
    public var text: String {
        steps.map(\.text).joined(separator: "\n\n") + "\n"
    }
}

extension TabBarTranscriptStep {
    /// The state part of the step as JSON, in a fixed member order; the members after `menu` are written only
    /// when they say something (a regular width, tabs kept out of the bar, a selection without an item in it,
    /// sidebar sections), so transcripts of bars without them read as they always did.
    var stateJSON: TabBarJSONValue {
        var members: [(key: String, value: TabBarJSONValue)] = [
            ("selected", .string(selected.rawValue)),
            ("stacks", .object(stacks.map { ($0.tab.rawValue, .strings($0.routes.map(\.path))) })),
            ("live", .strings(live.map(\.rawValue))),
            ("visible", .bool(visibility != .hidden)),
            ("visibility", .string(visibility.rawValue)),
            ("badges", .object(badges.map { ($0.tab.rawValue, .string($0.text)) })),
            ("order", .strings(order.map(\.rawValue))),
            ("orderCustomized", .bool(state.isOrderCustomized)),
            ("hidden", .strings(hidden.map(\.rawValue))),
            ("menu", .string(openMenu?.rawValue)),
        ]
        if sizeClass != .compact { members.append(("sizeClass", .string(sizeClass.rawValue))) }
        if !outOfBar.isEmpty { members.append(("outOfBar", .strings(outOfBar.map(\.rawValue)))) }
        if !state.selectionIsInBar { members.append(("selectionInBar", .bool(false))) }
        if let back = state.searchReturn { members.append(("searchActive", .object([("returnsTo", .string(back.rawValue))]))) }
        if state.isSidebarExpanded { members.append(("sidebarExpanded", .bool(true))) }
        if !configuration.sections.isEmpty {
            members.append(("sectionsCollapsed", .object(configuration.sections.map { ($0.id, .bool(state.isSectionCollapsed($0.id))) })))
        }
        return .object(members)
    }

    /// The whole step as JSON.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        guard case .object(let state) = stateJSON else { return stateJSON }
        var members: [(key: String, value: TabBarJSONValue)] = [("line", .int(line)), ("event", .string(event))] + state
            + [("effects", .array(effects.map(\.json))), ("diagnostics", .array(diagnostics.map(\.json)))]
        if let animations { members.append(("animations", .array(animations.tracks.map(\.json)))) }
        return .object(members)
    }

    /// The step as readable text.
    public var text: String {
        var lines = ["line \(line): \(event)"]
        lines.append("  effects: " + (effects.isEmpty ? "none" : effects.map(\.description).joined(separator: ", ")))
        for diagnostic in diagnostics { lines.append("  ! \(diagnostic)") }
        let bar = visibility == .visible ? "visible" : visibility.rawValue
        lines.append("  selected: \(selected)" + (state.selectionIsInBar ? "" : " (no item in the bar)") + "   bar: \(bar)"
            + (openMenu.map { "   menu: \($0) open" } ?? ""))
        let nonEmpty = stacks.filter { !$0.routes.isEmpty }
        lines.append("  stacks: " + (nonEmpty.isEmpty ? "all at root" : nonEmpty.map { "\($0.tab)=[\($0.routes.map(\.path).joined(separator: ", "))]" }.joined(separator: " ")))
        lines.append("  live: " + live.map(\.rawValue).joined(separator: ", "))
        let shown = badges.compactMap { badge in badge.text.map { "\(badge.tab)=\($0)" } }
        lines.append("  badges: " + (shown.isEmpty ? "none" : shown.joined(separator: " ")))
        if state.isOrderCustomized { lines.append("  order: " + order.map(\.rawValue).joined(separator: ", ") + " (customised)") }
        if !hidden.isEmpty { lines.append("  hidden: " + hidden.map(\.rawValue).joined(separator: ", ")) }
        if sizeClass != .compact || !outOfBar.isEmpty {
            lines.append("  \(sizeClass.rawValue) bar: " + state.visibleOrder.map(\.rawValue).joined(separator: ", ")
                + (outOfBar.isEmpty ? "" : "   out of bar: " + outOfBar.map(\.rawValue).joined(separator: ", ")))
        }
        if !configuration.sections.isEmpty {
            lines.append("  sections: " + configuration.sections.map { "\($0.id) " + (state.isSectionCollapsed($0.id) ? "collapsed" : "expanded") }
                .joined(separator: ", "))
        }
        if let back = state.searchReturn { lines.append("  search: active, returns to \(back)") }
        if state.isSidebarExpanded { lines.append("  top bar: expanded into the sidebar") }
        if let animations, !animations.isEmpty {
            lines.append("  animations: " + animations.tracks.map(\.summary).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

extension TabBarDiagnostic {
    /// `{"code": …, "message": …}`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue { .object([("code", .string(code)), ("message", .string(message))]) }
}

extension TabBarEffect {
    /// The effect's type name, as in transcripts (`selectionChanged`, `popToRoot`, …).
    public var type: String {
        switch self {
        case .selectionChanged: "selectionChanged"
        case .selectionDenied: "selectionDenied"
        case .popToRoot: "popToRoot"
        case .pushRoute: "pushRoute"
        case .popRoute: "popRoute"
        case .replaceStack: "replaceStack"
        case .scrollToTop: "scrollToTop"
        case .presentAction: "presentAction"
        case .actionMenuChanged: "actionMenuChanged"
        case .tabMenuChanged: "tabMenuChanged"
        case .performMenuItem: "performMenuItem"
        case .refresh: "refresh"
        case .performSidebarAction: "performSidebarAction"
        case .sidebarSectionChanged: "sidebarSectionChanged"
        case .searchChanged: "searchChanged"
        case .sidebarExpansionChanged: "sidebarExpansionChanged"
        case .haptic: "haptic"
        case .analytics: "analytics"
        case .announce: "announce"
        case .focusContent: "focusContent"
        case .mount: "mount"
        case .unmount: "unmount"
        case .visibilityChanged: "visibilityChanged"
        case .backUnhandled: "backUnhandled"
        case .diagnostic: "diagnostic"
        }
    }

    /// The effect's fields, in a fixed order.
    var fields: [(key: String, value: TabBarJSONValue)] {
        switch self {
        case .selectionChanged(let from, let to, let source):
            [("from", .string(from.rawValue)), ("to", .string(to.rawValue)), ("source", .string(source.rawValue))]
        case .selectionDenied(let tab, let reason): [("tab", .string(tab.rawValue)), ("reason", .string(reason))]
        case .popToRoot(let tab), .scrollToTop(let tab), .focusContent(let tab), .mount(let tab), .unmount(let tab), .refresh(let tab):
            [("tab", .string(tab.rawValue))]
        case .pushRoute(let route, let tab), .popRoute(let route, let tab):
            [("tab", .string(tab.rawValue)), ("route", .string(route.path))]
        case .replaceStack(let routes, let tab):
            [("tab", .string(tab.rawValue)), ("routes", .array(routes.map { .string($0.path) }))]
        case .presentAction(let tab, let item): [("tab", .string(tab.rawValue)), ("item", .string(item))]
        case .actionMenuChanged(let tab, let open), .tabMenuChanged(let tab, let open): [("tab", .string(tab.rawValue)), ("open", .bool(open))]
        case .performMenuItem(let tab, let item): [("tab", .string(tab.rawValue)), ("item", .string(item))]
        case .performSidebarAction(let action, let section): [("section", .string(section)), ("action", .string(action))]
        case .sidebarSectionChanged(let section, let collapsed): [("section", .string(section)), ("collapsed", .bool(collapsed))]
        case .searchChanged(let tab, let active): [("tab", .string(tab.rawValue)), ("active", .bool(active))]
        case .sidebarExpansionChanged(let expanded): [("expanded", .bool(expanded))]
        case .haptic(let haptic): [("style", .string(haptic.rawValue))]
        case .analytics(let screen, let tab): [("event", .string("screenOpen")), ("screen", .string(screen)), ("tab", .string(tab.rawValue))]
        case .announce(let text): [("text", .string(text))]
        case .visibilityChanged(let visibility): [("visibility", .string(visibility.rawValue))]
        case .backUnhandled: []
        case .diagnostic(let d): [("code", .string(d.code)), ("message", .string(d.message))]
        }
    }

    /// `{"type": "popToRoot", "tab": "home"}`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue { .object([("type", .string(type))] + fields) }
}

extension TabBarAnimationTrack {
    /// `{"kind": "indicatorSlide", "tab": "home", "delay": 0, "duration": 0.41, "repeats": false}`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([
            ("kind", .string(kind.rawValue)), ("tab", .string(tab?.rawValue)), ("index", index.map { .int($0) } ?? .null),
            ("delay", .number(delay)), ("duration", .number(activeDuration)), ("repeats", .bool(repeatsAutoreversing)),
        ])
    }

    /// `indicatorSlide(home) 0.41s`, `menuItem#2 +0.05s 0.52s`, `glowBreathing(chat) 3s repeating`.
    public var summary: String {
        var text = kind.rawValue + (tab.map { "(\($0))" } ?? "") + (index.map { "#\($0)" } ?? "")
        if delay > 0 { text += " +\(TabBarJSONValue.format(delay))s" }
        text += " \(TabBarJSONValue.format((activeDuration * 100).rounded() / 100))s"
        if repeatsAutoreversing { text += " repeating" }
        return text
    }
}
