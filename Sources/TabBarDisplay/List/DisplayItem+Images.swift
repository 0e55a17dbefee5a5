import TabBarCore

extension TabBarDisplayItem {
    /// Every image among `items`, inside their groups too, in painting order, each once: what a painter that prepares
    /// before it draws (UIKit's layer tree, for one drawn layer's run) resolves first, so its drawing looks nothing up.
    public static func images(in items: [TabBarDisplayItem]) -> [TabBarDisplayImage] {
        var found: [TabBarDisplayImage] = []
        var seen: Set<TabBarDisplayImage> = []
        func walk(_ items: [TabBarDisplayItem]) {
            for item in items {
                switch item {
                case .image(let image): if seen.insert(image).inserted { found.append(image) }
                case .group(let group): walk(group.children)
                case .shape, .text, .symbol, .backdrop: continue
                }
            }
        }
        walk(items)
        return found
    }
}
