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

    /// What one `UITabBarItem` says: its title, image and selected image (each `nil` when not set).
    public struct Values<Image> {
        /// `title`.
        public var title: String?
        /// `image`.
        public var image: Image?
        /// `selectedImage`.
        public var selectedImage: Image?

        /// The values of one item.
        public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil) {
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
        }

        /// The item a tab shows when its child is a navigation controller (`navigation`'s item) around `root`: each of
        /// the navigation controller's values that is set (its image with its selected image, as a pair), else the root's — `UITabBarController` shows the item of its
        /// child, the navigation controller (each view controller has its own `tabBarItem`), and a root's item fills in
        /// what that one leaves out, as the container's convention reads it (an empty title says nothing, as
        /// ``TabBarChildItem/apply(_:to:)`` reads it).
        public static func merged(root: Self?, navigation: Self?) -> Self {
            let title = navigation?.title.flatMap { $0.isEmpty ? nil : $0 }
            // The two images are a pair: an image the navigation controller's item sets is shown selected too, with its
            // own selected image if it has one, never beside the root's selected picture.
            guard let image = navigation?.image else {
                return Self(title: title ?? root?.title, image: root?.image, selectedImage: navigation?.selectedImage ?? root?.selectedImage)
            }
            return Self(title: title ?? root?.title, image: image, selectedImage: navigation?.selectedImage)
        }
    }

    /// A reading of a child's item (`tabBarItem`'s title, image and selected image) for `tab`, its images registered in
    /// `registry` under ``imageID(for:selected:)`` for the bar to draw, as templates unless `isTemplate` says an image keeps
    /// its colours. A new image under the same id moves its revision on, so the bar draws it though the reading (and so the
    /// configuration) stays the same; the image already registered changes nothing; an image no longer set is removed
    /// from `registry` (its id, its revision and the painters' variants of it go).
    public init<Image>(
        title: String?, image: Image?, selectedImage: Image?, for tab: TabID, registry: TabBarRegisteredImages<Image>, isTemplate: (Image) -> Bool
    ) {
        self.init(title: title)
        icon = Self.register(image, id: Self.imageID(for: tab, selected: false), in: registry, isTemplate: isTemplate)
        selectedIcon = Self.register(selectedImage, id: Self.imageID(for: tab, selected: true), in: registry, isTemplate: isTemplate)
    }

    /// The reading of a tab whose child is a navigation controller: its root's item and the navigation controller's
    /// read together (``Values/merged(root:navigation:)``), each id registered once from the merged value — whichever of
    /// the two items changed, the same reading, so a tab switch that reads the root again never brings back an image the
    /// navigation controller's item replaced.
    public init<Image>(
        root: Values<Image>?, navigation: Values<Image>?, for tab: TabID, registry: TabBarRegisteredImages<Image>, isTemplate: (Image) -> Bool
    ) {
        let item = Values.merged(root: root, navigation: navigation)
        self.init(title: item.title, image: item.image, selectedImage: item.selectedImage, for: tab, registry: registry, isTemplate: isTemplate)
    }

    /// Registers `image` under `id` and names it as an icon; with no image, names none and leaves the registry as it is
    /// (ids are shared by every container of the app: a second window reading a root not yet loaded must not take the
    /// first window's image away).
    private static func register<Image>(
        _ image: Image?, id: String, in registry: TabBarRegisteredImages<Image>, isTemplate: (Image) -> Bool
    ) -> TabIcon? {
        guard let image else { return nil }
        registry.register(image, id: id)
        return .image(id, template: isTemplate(image))
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
