import TabBarCore

/// What a tab's child view controller says about its item (`tabBarItem`'s title, image and selected image),
/// read as `UITabBarController` reads it; the container turns an image into a registered icon (`.image(id)`).
public struct TabBarChildItem: Hashable, Sendable {
    /// `tabBarItem.title`, when set.
    public var title: String?
    /// `tabBarItem.image`, as the icon the container registered for it.
    public var icon: TabIcon?
    /// `tabBarItem.selectedImage`, as the icon the container registered for it.
    public var selectedIcon: TabIcon?

    /// A reading of one child's item.
    public init(title: String? = nil, icon: TabIcon? = nil, selectedIcon: TabIcon? = nil) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
    }

    /// A reading of a child's item (`tabBarItem`'s title, image and selected image) for `tab`, its images registered in
    /// `registry` under ``imageID(for:selected:)`` for the bar to draw, as templates unless `isTemplate` says an image keeps
    /// its colours. A new image under the same id moves its revision on, so the bar draws it though the reading (and so the
    /// configuration) stays the same; the image already registered changes nothing.
    public init<Image>(
        title: String?, image: Image?, selectedImage: Image?, for tab: TabID, registry: TabBarRegisteredImages<Image>, isTemplate: (Image) -> Bool
    ) {
        self.init(title: title)
        if let image {
            let id = Self.imageID(for: tab, selected: false)
            registry.register(image, id: id)
            icon = .image(id, template: isTemplate(image))
        }
        if let selectedImage {
            let id = Self.imageID(for: tab, selected: true)
            registry.register(selectedImage, id: id)
            self.selectedIcon = .image(id, template: isTemplate(selectedImage))
        }
    }

    /// The id a container registers a child's image under for `tab` (its selected image when `selected`).
    public static func imageID(for tab: TabID, selected: Bool) -> String {
        "tabBarItem/\(tab.rawValue)\(selected ? "/selected" : "")"
    }

    /// The tabs whose child must be made before their first selection to read its item, as `UITabBarController`
    /// has every child from the start: the destinations whose configuration leaves out a title, an icon or a
    /// selected icon.
    public static func tabsToRead(in configuration: TabBarConfiguration) -> [TabID] {
        configuration.tabs.filter { $0.role.isSelectable && ($0.title.isEmpty || $0.icon == nil || $0.selectedIcon == nil) }.map(\.id)
    }

    /// The configuration with what children say filled in where the configuration says nothing (an empty title,
    /// no icon, no selected icon), as `UITabBarController` takes them from its children; and a diagnostic for each
    /// value a child sets that the configuration overrides, so the difference is never silent.
    public static func apply(
        _ readings: [TabID: TabBarChildItem], to configuration: TabBarConfiguration
    ) -> (configuration: TabBarConfiguration, diagnostics: [TabBarDiagnostic]) {
        var result = configuration
        var diagnostics: [TabBarDiagnostic] = []
        for index in result.tabs.indices {
            let tab = result.tabs[index]
            guard let reading = readings[tab.id] else { continue }
            func ignored(_ what: String, kept: String) {
                diagnostics.append(TabBarDiagnostic(
                    "tabBarItemIgnored", "\"\(tab.id)\": the child's tabBarItem.\(what) is not shown: the configuration's \(kept) is"))
            }
            if let title = reading.title, !title.isEmpty {
                if tab.title.isEmpty {
                    result.tabs[index].title = title
                } else if title != tab.title {
                    ignored("title \"\(title)\"", kept: "title \"\(tab.title)\"")
                }
            }
            if let icon = reading.icon {
                if let declared = tab.icon { ignored("image", kept: "icon \(declared)") } else { result.tabs[index].icon = icon }
            }
            if let selected = reading.selectedIcon {
                if let declared = tab.selectedIcon { ignored("selectedImage", kept: "selected icon \(declared)") } else { result.tabs[index].selectedIcon = selected }
            }
        }
        return (result, diagnostics)
    }
}
