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
        let restored = TabLifecycle(pinned: pinned, maxLive: maxLive, restoring: saved, selected: selected, isValid: isValid)
        let change = restored.change(from: recency)
        self = restored
        return change
    }

    /// A lifecycle with these pins and cap whose live tabs are the `valid` ones of `saved` (least recently
    /// used first), the pinned tabs and `selected`, trimmed to the cap: what a restore or a new configuration keeps.
    init(pinned: some Collection<TabID>, maxLive: Int?, restoring saved: [TabID], selected: TabID, isValid: (TabID) -> Bool) {
        self.pinned = Set(pinned)
        self.maxLive = maxLive
        var seen: Set<TabID> = []
        var order = saved.filter { isValid($0) && seen.insert($0).inserted && $0 != selected }
        for id in self.pinned.sorted() where !seen.contains(id) && id != selected { order.insert(id, at: 0) }
        recency = order + [selected]
        _ = evict(keeping: selected, down: effectiveCap)
    }

    /// The tabs to create and to release to go from the live tabs `before` to these.
    func change(from before: [TabID]) -> (mounted: [TabID], unmounted: [TabID]) {
        let was = Set(before), now = Set(recency)
        return (recency.filter { !was.contains($0) }, was.subtracting(now).sorted())
    }

    /// Makes `id` live without selecting it (React Navigation's `preload`): it is created if needed and
    /// becomes the most recently used tab after `selected`, so it is the last unpinned tab evicted;
    /// others are evicted by the usual rule, never a pinned tab, `selected` or `id`.
    ///
    /// Returns `nil`, changing nothing, when the cap has no room beside the pinned tabs and `selected`.
    public mutating func preload(_ id: TabID, selected: TabID) -> (mounted: TabID?, unmounted: [TabID])? {
        guard id != selected else { return (nil, []) }
        if let cap = effectiveCap {
            let kept = Set(recency.filter { pinned.contains($0) || $0 == selected }).union([selected])
            guard pinned.contains(id) || kept.count + 1 <= cap else { return nil }
        }
        var mounted: TabID?
        if let index = recency.firstIndex(of: id) {
            recency.remove(at: index)
        } else {
            mounted = id
        }
        let selectedIndex = recency.lastIndex(of: selected) ?? recency.endIndex
        recency.insert(id, at: selectedIndex)
        return (mounted, evict(keeping: selected, and: id, down: effectiveCap))
    }

    /// Releases the least recently used tabs down to `cap`, never a pinned tab, `keep` or `other`.
    private mutating func evict(keeping keep: TabID, and other: TabID? = nil, down cap: Int?) -> [TabID] {
        guard let cap, recency.count > cap else { return [] }
        var evicted: [TabID] = []
        var index = 0
        while recency.count > cap && index < recency.count {
            let id = recency[index]
            if id == keep || id == other || pinned.contains(id) {
                index += 1
            } else {
                evicted.append(recency.remove(at: index))
            }
        }
        return evicted
    }
}
