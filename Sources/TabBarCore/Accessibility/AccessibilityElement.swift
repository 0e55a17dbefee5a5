/// What assistive technologies know about one item of the bar, in reading order.
public struct TabBarAccessibilityElement: Hashable, Sendable {
    /// The tab.
    public var id: TabID
    /// The label: the explicit accessibility label, else the title.
    public var label: String
    /// The value: the badge phrase ("3 unread messages"), if any.
    public var value: String?
    /// The hint, if any.
    public var hint: String?
    /// The traits, as UIKit names them (`button`, `selected`, `notEnabled`).
    public var traits: [String]
    /// "tab 2 of 5".
    public var position: String
    /// Whether the item takes taps.
    public var isEnabled: Bool
    /// Alternatives to gestures (the action menu's items, pop to root).
    public var customActions: [TabBarAccessibilityCustomAction]
    /// What the large content viewer shows at accessibility text sizes, if it is on.
    public var largeContent: TabBarLargeContent?
    /// The item's frame, when a layout was given.
    public var frame: TabBarRect?
    /// The whole phrase VoiceOver says when the item gains focus.
    public var spoken: String
}

/// A custom action: a name for the rotor and the events that perform it.
public struct TabBarAccessibilityCustomAction: Hashable, Sendable {
    /// The name VoiceOver reads.
    public var name: String
    /// What to send to the machine when it is chosen.
    public var events: [TabBarEvent]
}

/// The large content viewer's title and image (a symbol name).
public struct TabBarLargeContent: Hashable, Sendable {
    /// The title shown.
    public var title: String
    /// The icon shown, if any: an SF Symbol, an asset-catalog image or a registered one.
    public var icon: TabIcon?
    /// The SF Symbol name shown, if the icon is one.
    public var image: String? { icon?.symbolName }
    /// Creates large content with any icon.
    public init(title: String, icon: TabIcon?) {
        self.title = title
        self.icon = icon
    }
    /// Creates large content showing an SF Symbol.
    public init(title: String, image: String?) {
        self.init(title: title, icon: image.map(TabIcon.symbol))
    }
}

extension TabBarAccessibilityElement {
    /// The versioned `tabbar a11y` form of the element.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([
            ("id", .string(id.rawValue)), ("label", .string(label)), ("value", .string(value)), ("hint", .string(hint)),
            ("traits", .strings(traits)), ("position", .string(position)), ("enabled", .bool(isEnabled)),
            ("customActions", .strings(customActions.map(\.name))),
            ("largeContent", largeContent.map { .object([("title", .string($0.title)), ("image", .string($0.image))] + $0.iconJSON) } ?? .null),
            ("frame", frame?.json ?? .null), ("spoken", .string(spoken)),
        ])
    }
}

extension TabBarLargeContent {
    /// An icon other than a symbol, as the configuration writes it (`{"asset": "Logo"}`); nothing for a symbol,
    /// which `image` names.
    var iconJSON: [(String, TabBarJSONValue)] {
        guard let icon, icon.source != .symbol else { return [] }
        return [("icon", icon.json)]
    }
}
