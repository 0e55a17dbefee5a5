import TabBarCore
import TabBarDisplay

/// What one of SwiftUI's canvas symbols stands for (`Canvas(renderer:symbols:)`, ``ids(in:revisions:)``): a line of text,
/// an SF Symbol or an image of the list, by what its view shows and nothing else — never where it is drawn. A label or
/// an icon that moves (a scrolling bar gliding, a label carried into the sidebar, its line box interpolated frame by
/// frame) keeps its symbol, so SwiftUI lays it out and loads it once and the renderer only places it anew; a registered
/// image's revision is part of it, so a new image under the same id is a new symbol, loaded again.
package enum TabBarCanvasSymbolID: Hashable, Sendable {
    /// A line of text: its string, size, weight and colour (its frame, origin and anchor zeroed: the renderer places the
    /// laid-out line by the list's own text, ``TabBarDisplayText/lineOrigin(width:lineHeight:)``).
    case text(TabBarDisplayText)
    /// An SF Symbol: everything but where its frame lies (its size is the point size it is loaded at, and what it is
    /// fitted into).
    case symbol(TabBarDisplaySymbol)
    /// An asset or registered image: everything but where its frame lies, and the registered image's revision.
    case image(TabBarDisplayImage, revision: Int)

    /// The symbol of a line of text.
    package static func of(_ text: TabBarDisplayText) -> Self {
        var content = text
        content.frame = TabBarRect(x: 0, y: 0, width: 0, height: 0)
        content.origin = TabBarPoint(x: 0, y: 0)
        content.anchor = .start
        return .text(content)
    }

    /// The symbol of an SF Symbol.
    package static func of(_ symbol: TabBarDisplaySymbol) -> Self {
        var content = symbol
        content.frame = TabBarRect(x: 0, y: 0, width: symbol.frame.width, height: symbol.frame.height)
        return .symbol(content)
    }

    /// The symbol of an image, at the revision its registered image has in `revisions`.
    package static func of(_ image: TabBarDisplayImage, revisions: TabBarImageRevisions) -> Self {
        var content = image
        content.frame = TabBarRect(x: 0, y: 0, width: image.frame.width, height: image.frame.height)
        return .image(content, revision: revisions.revision(of: image))
    }

    /// The text, symbols and images of `list`, each once, in painting order: what a canvas declares (the renderer
    /// resolves each by the same ids).
    package static func ids(in list: TabBarDisplayList, revisions: TabBarImageRevisions) -> [Self] {
        var ids: [Self] = []
        var seen: Set<Self> = []
        func walk(_ items: [TabBarDisplayItem]) {
            for item in items {
                let id: Self
                switch item {
                case .text(let text): id = .of(text)
                case .symbol(let symbol): id = .of(symbol)
                case .image(let image): id = .of(image, revisions: revisions)
                case .group(let group):
                    walk(group.children)
                    continue
                case .shape, .backdrop: continue
                }
                if seen.insert(id).inserted { ids.append(id) }
            }
        }
        walk(list.items)
        return ids
    }
}
