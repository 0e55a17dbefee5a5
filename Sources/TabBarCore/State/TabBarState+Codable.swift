extension TabBarState {
    /// The snapshot format version.
    public static let snapshotVersion = 1

    enum CodingKeys: String, CodingKey {
        case version, selected, order, orderCustomized, hidden, stacks, scrollPositions, history, badges, live, openMenu, visibility
        case sectionsCollapsed, scrolledToTop
    }

    /// Decodes a snapshot; the result is checked against the configuration by ``TabBarMachine``.
    ///
    /// A snapshot written before `orderCustomized` was recorded keeps its order as the user's
    /// (``isOrderCustomized`` is `true`): it cannot tell the user's order from an old configuration's,
    /// and restoring finds an order that equals the configuration's not customised after all.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .version)
        guard version == Self.snapshotVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: c,
                debugDescription: "unsupported snapshot version \(version); this build reads \(Self.snapshotVersion)")
        }
        let selected = try c.decode(TabID.self, forKey: .selected)
        self.init(
            selected: selected,
            order: try c.decode([TabID].self, forKey: .order),
            hidden: Set(try c.decodeIfPresent([TabID].self, forKey: .hidden) ?? []),
            stacks: try c.decodeIfPresent([TabID: [TabBarRoute]].self, forKey: .stacks) ?? [:],
            scrollPositions: try c.decodeIfPresent([TabID: String].self, forKey: .scrollPositions) ?? [:],
            history: try c.decodeIfPresent([TabID].self, forKey: .history) ?? [],
            badges: try c.decodeIfPresent([TabID: TabBarBadge].self, forKey: .badges) ?? [:],
            lifecycle: TabLifecycle(recency: try c.decodeIfPresent([TabID].self, forKey: .live) ?? [selected]),
            openMenu: try c.decodeIfPresent(TabID.self, forKey: .openMenu),
            visibilityReasons: try c.decodeIfPresent(TabBarVisibilityReasons.self, forKey: .visibility) ?? TabBarVisibilityReasons(),
            isOrderCustomized: try c.decodeIfPresent(Bool.self, forKey: .orderCustomized) ?? true,
            sectionsCollapsed: try c.decodeIfPresent([String: Bool].self, forKey: .sectionsCollapsed) ?? [:],
            scrolledToTop: Set(try c.decodeIfPresent([TabID].self, forKey: .scrolledToTop) ?? []))
    }

    /// Encodes a snapshot; sets are written sorted so equal states give equal bytes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.snapshotVersion, forKey: .version)
        try c.encode(selected, forKey: .selected)
        try c.encode(order, forKey: .order)
        try c.encode(isOrderCustomized, forKey: .orderCustomized)
        try c.encode(hidden.sorted(), forKey: .hidden)
        // A stack is saved up to its first screen the app cannot build again (one it pushed itself).
        try c.encode(stacks.compactMapValues { stack in
            let kept = stack.prefix { $0.isRestorable }
            return kept.isEmpty ? nil : Array(kept)
        }, forKey: .stacks)
        try c.encode(scrollPositions, forKey: .scrollPositions)
        try c.encode(history, forKey: .history)
        try c.encode(badges, forKey: .badges)
        try c.encode(lifecycle.recency, forKey: .live)
        try c.encodeIfPresent(openMenu, forKey: .openMenu)
        try c.encode(visibilityReasons, forKey: .visibility)
        // Written only when they hold something, so a bar without sections or a reselect chain saves what it always did.
        if !sectionsCollapsed.isEmpty { try c.encode(sectionsCollapsed, forKey: .sectionsCollapsed) }
        if !scrolledToTop.isEmpty { try c.encode(scrolledToTop.sorted(), forKey: .scrolledToTop) }
    }
}
