/// Which tabs have live content, and which to evict when there are too many.
///
/// Tabs are created on first selection; pinned tabs are created at launch and never evicted;
/// the others are evicted least recently used first. Eviction drops only the live content:
/// stacks and scroll positions stay in ``TabBarState``.
public struct TabLifecycle: Hashable, Sendable {
    /// Live tabs from least to most recently used.
    public private(set) var recency: [TabID]
    /// Tabs that are never evicted.
    public let pinned: Set<TabID>
    /// The cap on live tabs; `nil` for none.
    public let maxLive: Int?

    /// Creates a lifecycle with the pinned tabs live, then `selected`.
    public init(pinned: [TabID], maxLive: Int?, selected: TabID) {
        self.pinned = Set(pinned)
        self.maxLive = maxLive
        self.recency = pinned.filter { $0 != selected } + [selected]
    }

    /// A lifecycle read from a snapshot: recency only, pins and cap come from the configuration.
    init(recency: [TabID]) {
        self.recency = recency
        self.pinned = []
        self.maxLive = nil
    }

    /// The cap that actually holds: pinned tabs plus the selected one always fit.
    public var effectiveCap: Int? { maxLive.map { max($0, pinned.count + 1) } }

    /// Whether the tab has live content.
    public func isLive(_ id: TabID) -> Bool { recency.contains(id) }

    /// Marks `id` as used now, creating it if needed and evicting others to respect the cap.
    public mutating func activate(_ id: TabID) -> (mounted: TabID?, unmounted: [TabID]) {
        var mounted: TabID?
        if let index = recency.firstIndex(of: id) {
            recency.remove(at: index)
        } else {
            mounted = id
        }
        recency.append(id)
        return (mounted, evict(keeping: id, down: effectiveCap))
    }

    /// Trims to the pinned tabs and `selected` (a memory warning).
    public mutating func trim(keeping selected: TabID) -> [TabID] {
        evict(keeping: selected, down: 0)
    }

    /// Restores a saved recency order, dropping what is not `valid` and re-applying the cap.
    public mutating func restore(_ saved: [TabID], selected: TabID, isValid: (TabID) -> Bool) -> (mounted: [TabID], unmounted: [TabID]) {
        let before = Set(recency)
        var seen: Set<TabID> = []
        var order = saved.filter { isValid($0) && seen.insert($0).inserted && $0 != selected }
        for id in pinned.sorted() where !seen.contains(id) && id != selected { order.insert(id, at: 0) }
        recency = order + [selected]
        _ = evict(keeping: selected, down: effectiveCap)
        let after = Set(recency)
        return (recency.filter { !before.contains($0) }, before.subtracting(after).sorted())
    }

    private mutating func evict(keeping keep: TabID, down cap: Int?) -> [TabID] {
        guard let cap, recency.count > cap else { return [] }
        var evicted: [TabID] = []
        var index = 0
        while recency.count > cap && index < recency.count {
            let id = recency[index]
            if id == keep || pinned.contains(id) {
                index += 1
            } else {
                evicted.append(recency.remove(at: index))
            }
        }
        return evicted
    }
}
