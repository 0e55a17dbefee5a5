/// What tapping the already selected tab does: a chain of stages, each reselect taking the next one that
/// applies — pop to the root, then scroll to the top, then refresh — and, optionally, what a double tap does.
///
/// The iOS convention is ``popThenScroll``. A stage is skipped when it has nothing to do: popping at the root,
/// scrolling when the bar scrolled the content to its top itself and it has not moved since (a scroll down,
/// reported with ``TabBarEvent/contentScrolled(_:)``, moves it). The last stage of a chain repeats.
///
/// ```swift
/// // A feed: pop, then scroll to the top, then refresh; a double tap scrolls to the top and refreshes at once.
/// let feed = TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop, .refresh], doubleTap: [.scrollToTop, .refresh])
/// ```
public struct TabBarReselectPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The stages of the chain, in chain order (pop, scroll, refresh), each at most once.
    public let stages: [TabBarReselectStage]
    /// What a double tap on the selected tab does, all at once (in chain order); `nil` when a double tap is
    /// two reselects, as on the platform.
    public let doubleTap: [TabBarReselectStage]?

    /// A policy walking `stages` (put in chain order, each once), with a double tap doing `doubleTap`.
    public init(stages: [TabBarReselectStage], doubleTap: [TabBarReselectStage]? = nil) {
        self.stages = TabBarReselectStage.chainOrder(stages)
        self.doubleTap = doubleTap.map(TabBarReselectStage.chainOrder)
    }

    /// Pops to root when the stack is not empty, otherwise scrolls to top (the iOS convention).
    public static let popThenScroll = TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop])
    /// Always pops to root, never scrolls.
    public static let popToRoot = TabBarReselectPolicy(stages: [.popToRoot])
    /// Always scrolls to top, keeping the stack.
    public static let scrollToTop = TabBarReselectPolicy(stages: [.scrollToTop])
    /// Does nothing.
    public static let none = TabBarReselectPolicy(stages: [])
    /// Pops to root, then scrolls to top, then refreshes (a feed's convention).
    public static let popThenScrollThenRefresh = TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop, .refresh])

    static let presets: [(name: String, policy: TabBarReselectPolicy)] = [
        ("popThenScroll", .popThenScroll), ("popToRoot", .popToRoot), ("scrollToTop", .scrollToTop), ("none", .none),
        ("popThenScrollThenRefresh", .popThenScrollThenRefresh),
    ]

    /// The named policy (`"popThenScroll"`), or stages joined by `+` (`"scrollToTop+refresh"`).
    public init?(name: String) {
        if let preset = Self.presets.first(where: { $0.name == name }) {
            self = preset.policy
            return
        }
        var stages: [TabBarReselectStage] = []
        for part in name.split(separator: "+", omittingEmptySubsequences: false) {
            guard let stage = TabBarReselectStage(name: String(part)) else { return nil }
            stages.append(stage)
        }
        guard stages.count > 1, TabBarReselectStage.chainOrder(stages) == stages else { return nil }
        self.init(stages: stages)
    }

    /// The preset's name, or the stages joined by `+`; a double tap is written after a space (`popToRoot doubleTap=refresh`).
    public var name: String {
        let chain = Self.presets.first(where: { $0.policy.stages == stages })?.name
            ?? stages.map(\.name).joined(separator: "+")
        guard let doubleTap else { return chain }
        return chain + " doubleTap=" + (doubleTap.isEmpty ? "none" : doubleTap.map(\.name).joined(separator: "+"))
    }

    /// Every preset's name.
    public static var names: [String] { presets.map(\.name) }
    /// "reselect policy".
    public static var optionLabel: String { "reselect policy" }
    /// The policy's ``name``.
    public var description: String { name }
}

/// One stage of a reselect chain.
public struct TabBarReselectStage: TabBarNamedOption {
    enum Kind: String, CaseIterable, Comparable {
        case popToRoot, scrollToTop, refresh
        static func < (a: Kind, b: Kind) -> Bool { (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0) }
    }
    let kind: Kind

    /// Pop the tab's stack to its root (skipped at the root).
    public static let popToRoot = TabBarReselectStage(kind: .popToRoot)
    /// Scroll the root content to its top (skipped when it is known to be there and a later stage follows).
    public static let scrollToTop = TabBarReselectStage(kind: .scrollToTop)
    /// Ask the tab's content to refresh (``TabBarEffect/refresh(_:)``).
    public static let refresh = TabBarReselectStage(kind: .refresh)

    init(kind: Kind) { self.kind = kind }

    /// The stage with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name, in chain order.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "reselect stage".
    public static var optionLabel: String { "reselect stage" }

    /// `stages` in chain order, each once.
    static func chainOrder(_ stages: [TabBarReselectStage]) -> [TabBarReselectStage] {
        Set(stages.map(\.kind)).sorted().map(TabBarReselectStage.init(kind:))
    }
}

extension TabBarReselectPolicy: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case stages, doubleTap }

    /// Decodes a preset's name (`"popThenScroll"`), or `{"stages": [...], "doubleTap": "refresh" | [...]}`;
    /// stages must be known, in chain order and each once.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let preset = Self.presets.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown reselect policy \"\(name)\"; expected one of " + Self.names.joined(separator: ", ")
                        + ", or an object {\"stages\": [...], \"doubleTap\": ...}"))
            }
            self = preset.policy
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let stages = try Self.stages(in: c, forKey: .stages)
        var doubleTap: [TabBarReselectStage]?
        if let one = try? c.decodeIfPresent(String.self, forKey: .doubleTap) {
            doubleTap = one == "none" ? [] : [try c.decode(TabBarReselectStage.self, forKey: .doubleTap)]
        } else if c.contains(.doubleTap) {
            doubleTap = try Self.stages(in: c, forKey: .doubleTap)
        }
        self.init(stages: stages, doubleTap: doubleTap)
    }

    /// The stages under `key`, refusing repeats and stages out of chain order.
    static func stages(in c: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys) throws -> [TabBarReselectStage] {
        let stages = try c.decode([TabBarReselectStage].self, forKey: key)
        for index in stages.indices.dropFirst() where !(stages[index - 1].kind < stages[index].kind) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [key, IndexKey(index)],
                debugDescription: stages[index - 1] == stages[index]
                    ? "\"\(stages[index])\" is listed twice"
                    : "\"\(stages[index])\" comes after \"\(stages[index - 1])\"; stages follow the chain order "
                        + TabBarReselectStage.names.joined(separator: ", ")))
        }
        return stages
    }

    /// Encodes a preset by its name, any other policy as an object.
    public func encode(to encoder: any Encoder) throws {
        if doubleTap == nil, let preset = Self.presets.first(where: { $0.policy == self }) {
            var c = encoder.singleValueContainer()
            try c.encode(preset.name)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(stages, forKey: .stages)
        try c.encodeIfPresent(doubleTap, forKey: .doubleTap)
    }
}

/// An array element's place in a coding path (`[2]`).
struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
