extension TabBarKitItem {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, icon, selectedIcon, role, enabled, badge, badgeNoun, badgeNounPlural
        case accessibilityLabel, accessibilityHint, analyticsName, menu, reselect, hideable, placement, popToTopOnBlur
    }

    /// Decodes a tab from its configuration form; omitted keys take their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(TabID.self, forKey: .id),
            title: try c.decode(String.self, forKey: .title),
            icon: try c.decodeIfPresent(TabIcon.self, forKey: .icon),
            selectedIcon: try c.decodeIfPresent(TabIcon.self, forKey: .selectedIcon),
            role: try c.decodeIfPresent(TabItemRole.self, forKey: .role) ?? .tab,
            isEnabled: try c.decodeIfPresent(Bool.self, forKey: .enabled) ?? true,
            badge: try c.decodeIfPresent(TabBarBadge.self, forKey: .badge) ?? .none,
            badgeNoun: try c.decodeIfPresent(String.self, forKey: .badgeNoun),
            badgeNounPlural: try c.decodeIfPresent(String.self, forKey: .badgeNounPlural),
            accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel),
            accessibilityHint: try c.decodeIfPresent(String.self, forKey: .accessibilityHint),
            analyticsName: try c.decodeIfPresent(String.self, forKey: .analyticsName),
            menu: try c.decodeIfPresent([TabBarActionMenuItem].self, forKey: .menu) ?? [],
            reselect: try c.decodeIfPresent(TabBarReselectPolicy.self, forKey: .reselect),
            isHideable: try c.decodeIfPresent(Bool.self, forKey: .hideable) ?? true,
            placement: try c.decodeIfPresent(TabBarTabPlacement.self, forKey: .placement) ?? .automatic,
            popToTopOnBlur: try c.decodeIfPresent(Bool.self, forKey: .popToTopOnBlur)
        )
    }

    /// Encodes a tab in its configuration form, leaving defaults out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encodeIfPresent(selectedIcon, forKey: .selectedIcon)
        if role != .tab { try c.encode(role, forKey: .role) }
        if !isEnabled { try c.encode(false, forKey: .enabled) }
        if badge != .none { try c.encode(badge, forKey: .badge) }
        try c.encodeIfPresent(badgeNoun, forKey: .badgeNoun)
        try c.encodeIfPresent(badgeNounPlural, forKey: .badgeNounPlural)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try c.encodeIfPresent(accessibilityHint, forKey: .accessibilityHint)
        try c.encodeIfPresent(analyticsName, forKey: .analyticsName)
        if !menu.isEmpty { try c.encode(menu, forKey: .menu) }
        try c.encodeIfPresent(reselect, forKey: .reselect)
        if !isHideable { try c.encode(false, forKey: .hideable) }
        if placement != .automatic { try c.encode(placement, forKey: .placement) }
        try c.encodeIfPresent(popToTopOnBlur, forKey: .popToTopOnBlur)
    }
}
