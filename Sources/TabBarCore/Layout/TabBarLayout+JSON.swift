extension TabBarRect {
    /// `{"x": …, "y": …, "width": …, "height": …}`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension TabBarLayout {
    /// The layout format version.
    public static let jsonVersion = 1

    /// The versioned JSON form `tabbar render --format json` prints; every tab appears once in `items`.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        let frame = { (r: TabBarRect?) in r.map(\.json) ?? .null }
        let backgroundShape: String
        switch background {
        case .rectangle: backgroundShape = "rectangle"
        case .roundedRect: backgroundShape = "roundedRect"
        case .notched: backgroundShape = "notched"
        }
        return .object([
            ("version", .int(Self.jsonVersion)),
            ("presentation", .string(presentation.rawValue)),
            ("direction", .string(environment.layoutDirection == .rightToLeft ? "rtl" : "ltr")),
            ("container", .object([("width", .number(environment.containerSize.width)), ("height", .number(environment.containerSize.height))])),
            ("bar", barFrame.json),
            ("bounds", bounds.json),
            ("content", contentFrame.json),
            ("background", .string(backgroundShape)),
            ("hairline", frame(hairline)),
            ("compactHeight", .bool(isCompactHeight)),
            ("hidden", .bool(isHidden)),
            ("minimized", .bool(isMinimized)),
            ("items", .array(allItems().map { item in
                .object([
                    ("id", .string(item.id.rawValue)),
                    ("role", .string(item.role.rawValue)),
                    ("frame", item.frame.json),
                    ("hitFrame", item.hitFrame.json),
                    ("iconFrame", item.iconFrame.json),
                    ("labelFrame", frame(item.labelFrame)),
                    ("label", .string(item.labelText)),
                    ("badgeFrame", frame(item.badgeFrame)),
                    ("badgeText", .string(item.badgeText)),
                    ("actionButtonFrame", frame(item.actionButtonFrame)),
                    ("selected", .bool(item.isSelected)),
                    ("enabled", .bool(item.isEnabled)),
                    ("largeContentViewer", .bool(item.showsLargeContentViewer)),
                ])
            })),
            ("indicator", frame(indicator)),
            ("indicatorStyle", .string(indicatorStyle.name)),
            ("scroll", .object([
                ("scrollable", .bool(scroll.isScrollable)), ("contentWidth", .number(scroll.contentWidth)),
                ("offset", .number(scroll.offset)), ("leadingFade", .bool(scroll.leadingFade)), ("trailingFade", .bool(scroll.trailingFade)),
            ])),
        ] + accessoryJSON)
    }
}
