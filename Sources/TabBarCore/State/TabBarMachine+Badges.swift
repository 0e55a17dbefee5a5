extension TabBarMachine {
    /// Applies badge changes; each tab whose spoken badge changed is announced once.
    mutating func setBadges(_ updates: [TabBarBadgeUpdate], into effects: inout [TabBarEffect]) {
        var changed: [TabID] = []
        var before: [TabID: TabBarBadge] = [:]
        for update in updates {
            guard tabIndex[update.tab] != nil else {
                effects.append(.diagnostic(TabBarDiagnostic("unknownTab", "no tab has the id \"\(update.tab)\"")))
                continue
            }
            if let problem = update.badge.problems(at: "badge").first {
                effects.append(.diagnostic(TabBarDiagnostic("invalidBadge", "\(update.tab): \(problem.reason)")))
                continue
            }
            if before[update.tab] == nil {
                before[update.tab] = state.badge(update.tab)
                changed.append(update.tab)
            }
            state.badges[update.tab] = update.badge == .none ? nil : update.badge
        }
        for id in changed {
            let tab = tab(id)
            let old = before[id]?.accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural, phrases: phrases)
            let new = state.badge(id).accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural, phrases: phrases)
            if let new, new != old { effects.append(.announce(phrases.list([tab.spokenLabel, new]))) }
        }
    }
}
