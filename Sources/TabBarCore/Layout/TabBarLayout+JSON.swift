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
                ] + (item.labelLines.count > 1
                    // A sidebar label that wraps, line by line (one line is `labelFrame` and `label` already).
                    ? [("lines", .array(item.labelLines.map { .object([("id", .string($0.text)), ("frame", $0.frame.json)]) }))] : []))
            })),
            ("indicator", frame(indicator)),
            ("indicatorStyle", .string(indicatorStyle.name)),
            ("scroll", .object([
                ("scrollable", .bool(scroll.isScrollable)), ("contentWidth", .number(scroll.contentWidth)),
                ("offset", .number(scroll.offset)), ("leadingFade", .bool(scroll.leadingFade)), ("trailingFade", .bool(scroll.trailingFade)),
            ])),
        ] + (sidebar.map { [("sidebar", $0.json)] } ?? [])
            + (isAtTop ? [("top", .bool(true))] : []) + (sidebarToggle.map { [("sidebarToggle", $0.json)] } ?? [])
            + (detachedSearch.map { [("detachedSearch", .string($0.id.rawValue))] } ?? [])
            + (detachedProminent.map { [("detachedProminent", .string($0.id.rawValue))] } ?? [])
            + accessoryJSON)
    }
}

extension TabBarSidebarOutline.Item {
    /// `header:library`, `tab:home`, `action:library/newPlaylist`, `footer:library`.
    @_spi(TabBarKitInternal) public var name: String {
        switch self {
        case .header(let section): "header:" + section
        case .tab(let id): "tab:" + id.rawValue
        case .action(let id, let section): "action:" + section + "/" + id
        case .footer(let section): "footer:" + section
        }
    }
}

extension TabBarSidebarLayout {
    /// The sidebar's rows that are not tabs (each by its item's ``TabBarSidebarOutline/Item/name``) and the focus ring.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        let frame = { (r: TabBarRect?) in r.map(\.json) ?? .null }
        return .object([
            ("rows", .array(rows.map { row in
                // The large content viewer's text only where a row has one (an accessibility size cut it).
                .object((row.largeContentTitle.map { [("largeContent", TabBarJSONValue.string($0))] } ?? []) + [
                    ("id", .string(row.item.name)),
                    ("frame", row.frame.json),
                    ("hitFrame", frame(row.hitFrame)),
                    ("icon", .string(row.icon?.name)),
                    ("iconFrame", frame(row.iconFrame)),
                    ("lines", .array(row.lines.map { .object([("id", .string($0.text)), ("frame", $0.frame.json)]) })),
                    ("textSize", .number(row.textSize)),
                    ("destructive", .bool(row.isDestructive)),
                    ("collapsed", .bool(row.isCollapsed)),
                ])
            })),
            ("focus", frame(focusFrame)),
        ])
    }
}
