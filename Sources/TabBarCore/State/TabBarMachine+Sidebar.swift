extension TabBarMachine {
    /// A tab's row chosen in the sidebar: it selects any tab the sidebar lists, in the bar or not; an action's
    /// row presents it. Choosing the selected tab's row does nothing (the sidebar has no reselect).
    mutating func selectFromSidebar(_ id: TabID, into effects: inout [TabBarEffect]) {
        guard let i = tabIndex[id] else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(id)\"")))
            return
        }
        let row = configuration.tabs[i]
        guard row.placement.isInSidebar else {
            effects.append(.diagnostic(TabBarDiagnostic("notInSidebar", "\"\(id)\" has the placement hidden: the sidebar does not list it")))
            return
        }
        guard row.isEnabled else { return }
        if let section = section(of: id), state.isSectionCollapsed(section.id) {
            effects.append(.diagnostic(TabBarDiagnostic("sectionCollapsed", "\"\(id)\" is in the collapsed section \"\(section.id)\"; its row is not shown")))
            return
        }
        if row.role == .action {
            closeOpenMenu(into: &effects)
            tapAction(row, into: &effects)
            return
        }
        guard id != state.selected else { return }
        requestSelection(of: id, source: .sidebar, into: &effects)
    }

    /// Collapses or expands a sidebar section the user can collapse; a menu open on one of its rows closes.
    mutating func setSection(_ id: String, collapsed: Bool, into effects: inout [TabBarEffect]) {
        guard let section = configuration.sections.first(where: { $0.id == id }) else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownSection", "no sidebar section has the id \"\(id)\"")))
            return
        }
        guard section.isCollapsible else {
            effects.append(.diagnostic(TabBarDiagnostic("notCollapsible", "the sidebar section \"\(id)\" cannot be collapsed")))
            return
        }
        guard state.isSectionCollapsed(id) != collapsed else { return }
        state.sectionsCollapsed[id] = collapsed
        if collapsed, let open = state.openMenu, section.tabs.contains(open), state.visiblePosition(of: open) == nil {
            closeOpenMenu(into: &effects)
        }
        effects.append(.sidebarSectionChanged(id, isCollapsed: collapsed))
    }

    /// One of a section's actions was chosen: the host performs it.
    mutating func chooseSidebarAction(_ action: String, in sectionID: String, into effects: inout [TabBarEffect]) {
        guard let section = configuration.sections.first(where: { $0.id == sectionID }) else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownSection", "no sidebar section has the id \"\(sectionID)\"")))
            return
        }
        guard section.actions.contains(where: { $0.id == action }) else {
            effects.append(.diagnostic(TabBarDiagnostic("unknownSidebarAction", "the sidebar section \"\(sectionID)\" has no action \"\(action)\"")))
            return
        }
        guard !state.isSectionCollapsed(sectionID) else {
            effects.append(.diagnostic(TabBarDiagnostic("sectionCollapsed", "the sidebar section \"\(sectionID)\" is collapsed; its actions are not shown")))
            return
        }
        effects.append(.performSidebarAction(action, section: sectionID))
    }

    /// The configured section that lists `id`, if any.
    func section(of id: TabID) -> TabBarSidebarSection? {
        configuration.sections.first { $0.tabs.contains(id) }
    }
}
