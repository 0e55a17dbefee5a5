/// Where the system back action goes once the selected tab's stack is at its root.
///
/// The meanings follow React Navigation's `backBehavior`.
public struct TabBarBackBehavior: TabBarNamedOption {
    enum Kind: String, CaseIterable { case none, initialTab, firstTab, history, fullHistory, order }
    let kind: Kind

    /// Back is not handled by the tab bar.
    public static let none = TabBarBackBehavior(kind: .none)
    /// Back returns to the initial tab (the first tab when the initial one cannot be selected); from there it is not handled.
    public static let initialTab = TabBarBackBehavior(kind: .initialTab)
    /// Back returns to the first tab in the bar's order (React Navigation's `firstRoute`); from there it is not handled.
    public static let firstTab = TabBarBackBehavior(kind: .firstTab)
    /// Back returns to the previously visited tab, each tab once.
    public static let history = TabBarBackBehavior(kind: .history)
    /// Back retraces every visit, as a web browser's back does: a tab visited twice is returned to twice
    /// (React Navigation's `fullHistory`). The history keeps at most
    /// ``TabBarConfigurationLimits/maximumHistoryLength`` visits, dropping the oldest.
    public static let fullHistory = TabBarBackBehavior(kind: .fullHistory)
    /// Back goes to the tab before the selected one in bar order.
    public static let order = TabBarBackBehavior(kind: .order)

    init(kind: Kind) { self.kind = kind }

    /// The behaviour with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "back behavior".
    public static var optionLabel: String { "back behavior" }
}
