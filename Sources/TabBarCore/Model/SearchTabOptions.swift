/// Where the search tab (the tab with the ``TabItemRole/search`` role) goes in a floating bar.
///
/// `detached` is iOS 26's look: the search tab leaves the capsule for a circle of its own beside it, on the
/// trailing side (the left in right-to-left layouts). An edge-to-edge bar and a sidebar keep it inline.
public struct TabBarSearchPlacement: TabBarNamedOption {
    enum Kind: String, CaseIterable { case inline, detached }
    let kind: Kind

    /// Among the other tabs, in its place in the order (the default, as before iOS 26).
    public static let inline = TabBarSearchPlacement(kind: .inline)
    /// In a circle of its own beside a floating bar, on its trailing side.
    public static let detached = TabBarSearchPlacement(kind: .detached)

    init(kind: Kind) { self.kind = kind }

    /// The placement with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "search placement".
    public static var optionLabel: String { "search placement" }
}

/// Whether selecting the search tab activates the app's search field (`tabViewSearchActivation(.searchTabSelection)`).
public struct TabBarSearchActivation: TabBarNamedOption {
    enum Kind: String, CaseIterable { case none, selection }
    let kind: Kind

    /// Selecting the search tab shows its content; the app activates its field itself (the default).
    public static let none = TabBarSearchActivation(kind: .none)
    /// Selecting the search tab activates the field (``TabBarEffect/searchChanged(_:isActive:)``); dismissing the
    /// search (``TabBarEvent/searchDismissed``) returns to the tab selected before it.
    public static let selection = TabBarSearchActivation(kind: .selection)

    init(kind: Kind) { self.kind = kind }

    /// The activation with the given configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The configuration name.
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "search activation".
    public static var optionLabel: String { "search activation" }
}
