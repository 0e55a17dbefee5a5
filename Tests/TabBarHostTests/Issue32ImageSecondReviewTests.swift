import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// The second device review of the painters' images (items 1, 3, 4, 5 and 6's SwiftUI part): a new image under a
/// registered id reaches the screen (its revision is part of what the painters key their drawing by), an original symbol
/// keeps its colours, a mirrored image is baked, not a geometry effect of a canvas symbol, a lookup that hits makes no
/// trait collection, and a moving label keeps its canvas symbol.
@Suite("Issue 32 second device review: the painters' images")
@MainActor
struct Issue32ImageSecondReviewTests {
    /// A stand-in for `UIImage`: an object, compared by identity.
    final class Picture: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    typealias Registry = TabBarRegisteredImages<Picture>

    /// Every change `registry` posts while `body` runs: the ids, in order.
    static func posted(by registry: Registry, _ body: () -> Void) -> [String] {
        final class Heard: @unchecked Sendable { var ids: [String] = [] }
        let heard = Heard()
        let token = NotificationCenter.default.addObserver(forName: .tabBarRegisteredImagesDidChange, object: registry, queue: nil) { note in
            heard.ids.append(note.userInfo?[Registry.idKey] as? String ?? "?")
        }
        body()
        NotificationCenter.default.removeObserver(token)
        return heard.ids
    }

    // MARK: Item 1: an image registered again reaches the screen

    @Test("item 1: registering another image under an id moves that id's revision on and posts it; the same image again changes nothing")
    func revisionMovesOn() {
        let registry = Registry()
        let first = Picture("avatar v1"), second = Picture("avatar v2"), logo = Picture("logo")
        let ids = Self.posted(by: registry) {
            registry.register(first, id: "avatar")
            registry.register(logo, id: "logo")
            #expect(registry.revisions[id: "avatar"] == 1 && registry.revisions[id: "logo"] == 1)
            registry.register(first, id: "avatar")
            #expect(registry.revisions[id: "avatar"] == 1, "the image already registered is no change")
            registry.register(second, id: "avatar")
            #expect(registry.image(id: "avatar") === second)
            #expect(registry.revisions[id: "avatar"] == 2 && registry.revisions[id: "logo"] == 1, "only its own id moves on")
            registry.removeImage(id: "avatar")
            registry.removeImage(id: "nothing")
        }
        #expect(registry.image(id: "avatar") == nil && registry.revisions[id: "avatar"] == 3)
        #expect(registry.revisions[id: "nothing"] == 0, "removing what was never there changes nothing")
        #expect(ids == ["avatar", "logo", "avatar", "avatar"], "each change posted once, with its id: \(ids)")
    }

    @Test("item 1: a change drops the variants the painters resolved from the image it replaces; the same image keeps them")
    func changeDropsVariants() {
        let cache = TabBarVariantCache<Picture>()
        let registry = Registry(variants: cache)
        let first = Picture("avatar v1")
        let key = TabBarVariantCache<Picture>.Key(
            icon: .image("avatar"), variant: TabBarImageVariant(layoutDirection: .leftToRight, scheme: .light, contrast: .standard, displayScale: 3),
            traits: TabBarImageTraits())
        registry.register(first, id: "avatar")
        cache.store(Picture("avatar v1 @3x"), for: key, source: first)
        registry.register(first, id: "avatar")
        #expect(cache.entry(for: key) != nil, "the image already registered keeps what was resolved from it")
        registry.register(Picture("avatar v2"), id: "avatar")
        #expect(cache.entry(for: key) == nil)
    }

    /// A list with one registered image, one asset and one symbol.
    static func list(image: TabIcon = .image("avatar"), x: Double = 10) -> TabBarDisplayList {
        let frame = TabBarRect(x: x, y: 10, width: 24, height: 24)
        return TabBarDisplayList(size: TabBarSize(width: 200, height: 50), items: [
            .group([.image(TabBarDisplayImage(image, frame: frame, color: .black))], id: "tab:a"),
            .image(TabBarDisplayImage(.asset("Logo"), frame: frame, color: .black)),
            .symbol(TabBarDisplaySymbol("house", frame: frame, color: .black)),
        ])
    }

    @Test("item 1: a registered image's canvas symbol and its run's revisions change with its revision; an asset's and a symbol's do not")
    func identityFollowsTheRevision() {
        let registry = Registry()
        registry.register(Picture("avatar v1"), id: "avatar")
        let before = registry.revisions
        registry.register(Picture("avatar v2"), id: "avatar")
        let after = registry.revisions
        let list = Self.list()
        // The list is the same value before and after: nothing else tells a painter the picture changed.
        let (old, new) = (TabBarCanvasSymbolID.ids(in: list, revisions: before), TabBarCanvasSymbolID.ids(in: list, revisions: after))
        #expect(old.count == 3 && new.count == 3)
        #expect(old[0] != new[0], "SwiftUI: the registered image is a new canvas symbol, whose body loads the new image")
        #expect(old[1] == new[1] && old[2] == new[2], "the asset and the symbol keep theirs")
        // UIKit: a run drawn once compares its images' revisions too.
        #expect(before.revisions(in: list.items) != after.revisions(in: list.items))
        #expect(before.revisions(in: [list.items[1], list.items[2]]) == after.revisions(in: [list.items[1], list.items[2]]), "a run without it is kept")
        #expect(TabBarImageRevisions().revisions(in: list.items).isEmpty, "nothing to compare until an image changes")
        // The renderer resolves each image by the id the canvas declared.
        if case .image(let image) = list.items[1] { #expect(TabBarCanvasSymbolID.of(image, revisions: after) == new[1]) }
    }

    @Test("item 1: a child's new tabBarItem.image: the reading and the configuration stay the same, the id's revision moves on, the bar's canvas symbol changes")
    func conventionPath() throws {
        let registry = Registry()
        let v1 = Picture("item v1"), v2 = Picture("item v2")
        let reading = TabBarChildItem(title: "Profile", image: v1, selectedImage: nil, for: "profile", registry: registry, isTemplate: { _ in true })
        let id = TabBarChildItem.imageID(for: "profile", selected: false)
        #expect(reading.icon == .image(id) && registry.image(id: id) === v1)
        // A tab that is not selected (its icon, not its selected icon, is drawn), whose icon the child's item gives.
        var configuration = TabBarConfiguration.example(.social)
        let index = try #require(configuration.tabs.firstIndex { $0.id == "profile" })
        configuration.tabs[index].icon = nil
        let applied = TabBarChildItem.apply(["profile": reading], to: configuration).configuration
        let before = registry.revisions
        // The app sets a new image on the child's item: read again, it is registered under the same id.
        var ids: [String] = []
        let again = Self.posted(by: registry) {
            let second = TabBarChildItem(title: "Profile", image: v2, selectedImage: nil, for: "profile", registry: registry, isTemplate: { _ in true })
            #expect(second == reading, "the reading is the same: the container's configuration does not change")
            #expect(TabBarChildItem.apply(["profile": second], to: configuration).configuration == applied)
            ids = [TabBarChildItem(title: "Profile", image: v2, selectedImage: nil, for: "profile", registry: registry, isTemplate: { _ in true }).icon?.name ?? ""]
        }
        #expect(again == [id], "one change posted (reading the same image again posts none)")
        #expect(registry.image(id: id) === v2 && ids == [id])
        // The bar drawn from that configuration: the same list, another canvas symbol for the child's image.
        let layout = TabBarLayout(
            configuration: applied, state: TabBarMachine.fixture(applied).state, environment: TabBarDevicePreset.iPhone16Pro.environment(direction: .leftToRight),
            theme: .system, measurer: TabBarInterTextMeasurer())
        let list = TabBarDrawing(configuration: applied, layout: layout, theme: .system, appearance: TabBarAppearance(.light)).list
        let images = TabBarDisplayItem.images(in: list.items).filter { $0.icon.name == id }
        #expect(!images.isEmpty, "the child's image is drawn")
        let old = Set(TabBarCanvasSymbolID.ids(in: list, revisions: before)), new = Set(TabBarCanvasSymbolID.ids(in: list, revisions: registry.revisions))
        for image in images {
            #expect(old.contains(.of(image, revisions: before)) && new.contains(.of(image, revisions: registry.revisions)))
            #expect(TabBarCanvasSymbolID.of(image, revisions: before) != .of(image, revisions: registry.revisions))
        }
        #expect(old.subtracting(new).count == images.count, "only the child's image changes symbol")
    }

    // MARK: Item 3: an original symbol keeps its colours

    @Test("item 3: an original icon's symbol image that came automatic stays automatic (palette, hierarchical, multicolour need it); the rest as before")
    func renderingModeRule() {
        let original = TabIcon.image("avatar", template: false), template = TabIcon.image("avatar")
        typealias Mode = TabBarImageRenderingMode
        #expect(Mode.drawn(for: original, loaded: .automatic, isSymbolImage: true) == .automatic)
        #expect(Mode.drawn(for: original, loaded: .automatic, isSymbolImage: false) == .alwaysOriginal, "a bitmap keeps its colours as an original")
        #expect(Mode.drawn(for: original, loaded: .alwaysOriginal, isSymbolImage: true) == .alwaysOriginal, "a tinted symbol keeps its tint")
        #expect(Mode.drawn(for: original, loaded: .alwaysTemplate, isSymbolImage: true) == .alwaysOriginal)
        for loaded in [Mode.automatic, .alwaysOriginal, .alwaysTemplate] {
            for symbol in [false, true] {
                #expect(Mode.drawn(for: template, loaded: loaded, isSymbolImage: symbol) == .alwaysTemplate, "a template icon is tinted")
            }
        }
        #expect(Mode.automatic.rawValue == 0 && Mode.alwaysOriginal.rawValue == 1 && Mode.alwaysTemplate.rawValue == 2, "UIKit's raw values")
    }

    static let imageSource = FrontEndCoverageTests.Files(name: "image resolution", paths: ["TabBarHost/Apple/DisplayImage+UIKit.swift"])
    static let symbolSource = FrontEndCoverageTests.Files(name: "symbol loading", paths: ["TabBarHost/Apple/DisplaySymbol+UIKit.swift"])
    static let swiftUIPainter = FrontEndCoverageTests.Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"])

    @Test("item 3: both painters' image is rendered by that rule, which asks whether it is a symbol; SwiftUI draws an original icon as original")
    func renderingModeApplied() {
        let code = Self.imageSource.code
        #expect(code.contains("TabBarImageRenderingMode.drawn(for: icon, loaded: loaded, isSymbolImage: image.isSymbolImage)"))
        #expect(!code.contains("icon.isTemplate ? .alwaysTemplate : .alwaysOriginal\n        let"), "no mode forced before the rule")
        #expect(Self.swiftUIPainter.code.contains(".renderingMode(image.icon.isTemplate ? .template : .original)"))
    }

    // MARK: Item 4: the flip baked into the image

    @Test("item 4: the SwiftUI canvas symbol is drawn already mirrored: no geometry effect inside it, the flip rendered once into the image")
    func mirroringBaked() {
        let painter = Self.swiftUIPainter.code
        let symbolView = painter.components(separatedBy: "struct DisplaySymbolView")[1].components(separatedBy: "struct BarPicture")[0]
        #expect(!symbolView.contains("scaleEffect"), "a geometry effect a canvas symbol may not keep")
        #expect(symbolView.contains("symbol.canvasImage(displayScale:") && symbolView.contains("image.canvasImage(displayScale:"))
        let code = Self.imageSource.code
        #expect(code.contains("context.cgContext.scaleBy(x: -1, y: 1)") && code.contains("UIGraphicsImageRenderer("))
        #expect(code.contains("cache.mirroredImage(for: key, size: size)") && code.contains("cache.storeMirrored(mirrored, for: key, size: size)"), "once, cached")
        #expect(Self.symbolSource.code.contains("image.tabBarMirrored(") && Self.symbolSource.code.contains("TabBarSymbolImageCache.shared.store(mirrored"))
    }

    @Test("item 4: an image mirrored at a size is kept beside its variant and goes with it (a new registered image, a new entry, a memory warning)")
    func mirroredGoesWithItsEntry() {
        let cache = TabBarVariantCache<Picture>()
        let variant = TabBarImageVariant(layoutDirection: .rightToLeft, scheme: .light, contrast: .standard, displayScale: 3)
        let avatar = TabBarVariantCache<Picture>.Key(icon: .image("avatar"), variant: variant, traits: TabBarImageTraits())
        let logo = TabBarVariantCache<Picture>.Key(icon: .asset("Logo"), variant: variant, traits: TabBarImageTraits())
        let size = TabBarSize(width: 24, height: 24), row = TabBarSize(width: 20, height: 20)
        cache.store(Picture("avatar"), for: avatar, source: Picture("source"))
        cache.store(Picture("logo"), for: logo)
        let flipped = Picture("avatar mirrored")
        cache.storeMirrored(flipped, for: avatar, size: size)
        cache.storeMirrored(Picture("logo mirrored"), for: logo, size: size)
        #expect(cache.mirroredImage(for: avatar, size: size) === flipped)
        #expect(cache.mirroredImage(for: avatar, size: row) == nil, "one per size it is drawn at")
        cache.removeEntries(registeredAs: "avatar")
        #expect(cache.mirroredImage(for: avatar, size: size) == nil, "a replaced registered image's mirrored image goes")
        #expect(cache.mirroredImage(for: logo, size: size) != nil)
        cache.store(Picture("logo again"), for: logo)
        #expect(cache.mirroredImage(for: logo, size: size) == nil, "a new entry is mirrored anew")
        cache.storeMirrored(Picture("logo mirrored"), for: logo, size: size)
        #expect(cache.mirroredCount == 1 && cache.count == 1)
        cache.removeAll()
        #expect(cache.mirroredCount == 0 && cache.count == 0)
    }

    // MARK: Item 5: a lookup that hits makes nothing; symbols do not run their body per frame

    @Test("item 5: resolvedImage looks in the cache before it makes a trait collection; the key's traits come made; the symbol view is equatable")
    func lookupBeforeMaking() {
        let code = Self.imageSource.code
        let resolve = code.components(separatedBy: "public func resolvedImage(")[1].components(separatedBy: "func canvasImage(")[0]
        #expect(!resolve.contains("TabBarImageTraits("), "the key's part of the traits is made once per trait change")
        // In each branch the cache is asked before the loading traits are made.
        for branch in resolve.components(separatedBy: "uiTraitCollection(base:").dropLast() {
            #expect(branch.contains("cache.entry(for: key)"))
        }
        #expect(resolve.components(separatedBy: "uiTraitCollection(base:").count - 1 == 2)
        let painter = Self.swiftUIPainter.code
        #expect(painter.contains("struct DisplaySymbolView: View, Equatable") && painter.contains("DisplaySymbolView(id: id).equatable()"))
        #expect(!painter.contains("UITraitCollection()"), "no trait collection made in a body")
    }

    // MARK: Item 6: a moving label keeps its canvas symbol

    @Test("item 6: a label's canvas symbol is its string, size, weight and colour: moved or resized frame by frame, it stays the same")
    func textSymbolIgnoresItsFrame() {
        let text = TabBarDisplayText("Home", frame: TabBarRect(x: 10, y: 40, width: 40, height: 14), origin: TabBarPoint(x: 30, y: 52), size: 10, weight: .medium, color: .black, anchor: .middle)
        var moved = text
        moved.frame = TabBarRect(x: 80, y: 200, width: 61.5, height: 20.25)
        moved.origin = TabBarPoint(x: 80, y: 216)
        moved.anchor = .start
        #expect(TabBarCanvasSymbolID.of(text) == .of(moved))
        for change in [{ (t: inout TabBarDisplayText) in t.string = "Homes" }, { $0.size = 11 }, { $0.weight = .bold }, { $0.color = .white }] {
            var other = text
            change(&other)
            #expect(TabBarCanvasSymbolID.of(other) != .of(text), "what the label shows is its symbol")
        }
    }

    @Test("item 6: in the sidebar transition every label keeps its canvas symbol from frame to frame of a half", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func transitionLabelsKeepTheirSymbols(direction: TabBarReadingDirection) throws {
        let configuration = TabBarFeatureSamples.atlasTopBar
        let environment = TabBarDevicePreset.iPadPro11.environment(.landscape, direction: direction)
        func layout(_ expanded: Bool) -> TabBarLayout {
            var machine = TabBarMachine.fixture(configuration)
            _ = machine.handle(.sizeClassChanged(environment.horizontalSizeClass))
            if expanded { _ = machine.handle(.sidebarToggled) }
            return TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: .floating, measurer: TabBarInterTextMeasurer(), regularWidth: .topBar)
        }
        let (bar, sidebar) = (layout(false), layout(true))
        func texts(_ t: Double) -> [TabBarDisplayText] {
            let list = TabBarDrawing(configuration: configuration, layout: .sidebarTransition(from: bar, to: sidebar, progress: t), theme: .floating, appearance: TabBarAppearance(.light)).list
            var found: [TabBarDisplayText] = []
            func walk(_ items: [TabBarDisplayItem]) {
                for item in items {
                    if case .text(let text) = item { found.append(text) }
                    if case .group(let group) = item { walk(group.children) }
                }
            }
            walk(list.items)
            return found
        }
        var moved = 0
        for (a, b) in [(0.1, 0.2), (0.3, 0.4), (0.6, 0.7), (0.8, 0.9)] {
            let (first, second) = (texts(a), texts(b))
            #expect(first.count == second.count && !first.isEmpty)
            for (one, two) in zip(first, second) {
                #expect(TabBarCanvasSymbolID.of(one) == .of(two), "\(one.string) from \(a) to \(b)")
                if one.frame != two.frame { moved += 1 }
            }
        }
        #expect(moved > 0, "labels move (their line boxes change) from frame to frame, or the test shows nothing")
    }
}
