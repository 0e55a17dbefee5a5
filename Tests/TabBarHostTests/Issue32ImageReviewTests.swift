import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost

/// The device review of the painters' images (items 1–5): the image variant cache, generic over the image type so it
/// runs here (on Apple platforms `TabBarImageVariantCache` is it for `UIImage`), and what the front ends' sources do with
/// it (they compile empty on Linux).
@Suite("Issue 32 device review: the painters' images")
struct Issue32ImageReviewTests {
    /// A stand-in for `UIImage`: an object, compared by identity.
    final class Picture: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    typealias Cache = TabBarVariantCache<Picture>

    static let variant = TabBarImageVariant(layoutDirection: .rightToLeft, scheme: .dark, contrast: .standard, displayScale: 3)
    /// An iPhone's traits on an sRGB screen, and an iPad's on a Display P3 one (UIKit's raw values).
    static let phone = TabBarImageTraits(idiom: 0, displayGamut: 0, horizontalSizeClass: 1, verticalSizeClass: 2, contentSizeCategory: "UICTContentSizeCategoryL", legibilityWeight: 0)
    static let pad = TabBarImageTraits(idiom: 1, displayGamut: 1, horizontalSizeClass: 2, verticalSizeClass: 2, contentSizeCategory: "UICTContentSizeCategoryL", legibilityWeight: 0)

    static func key(_ icon: TabIcon, traits: TabBarImageTraits = phone) -> Cache.Key { Cache.Key(icon: icon, variant: variant, traits: traits) }

    @Test("item 2: an image resolved for one device idiom or gamut is never served to another; the same traits find it")
    func keyHoldsTheViewsTraits() throws {
        let cache = Cache()
        let logo = Picture("logo@phone")
        cache.store(logo, for: Self.key(.asset("Logo")))
        #expect(cache.entry(for: Self.key(.asset("Logo")))?.image === logo)
        #expect(cache.entry(for: Self.key(.asset("Logo"), traits: Self.pad)) == nil, "an iPad on a P3 screen loads its own")
        var gamut = Self.phone
        gamut.displayGamut = 1
        #expect(cache.entry(for: Self.key(.asset("Logo"), traits: gamut)) == nil, "the gamut alone is another representation")
        var idiom = Self.phone
        idiom.idiom = 1
        #expect(cache.entry(for: Self.key(.asset("Logo"), traits: idiom)) == nil, "the idiom alone is another representation")
        var compact = Self.phone
        compact.verticalSizeClass = 1
        #expect(cache.entry(for: Self.key(.asset("Logo"), traits: compact)) == nil, "a size class is an asset's slot too")
    }

    @Test("item 5: registering another image under an id (or removing it) drops that id's variants, and only them")
    func replacingDropsTheVariants() throws {
        let cache = Cache()
        let avatar = Picture("avatar"), other = Picture("other"), asset = Picture("asset")
        cache.store(Picture("avatar rtl dark"), for: Self.key(.image("avatar")), source: avatar)
        cache.store(Picture("avatar on iPad"), for: Self.key(.image("avatar"), traits: Self.pad), source: avatar)
        cache.store(Picture("avatar original"), for: Self.key(.image("avatar", template: false)), source: avatar)
        cache.store(Picture("other"), for: Self.key(.image("other")), source: other)
        cache.store(asset, for: Self.key(.asset("avatar")))
        #expect(cache.count == 5)
        cache.removeEntries(registeredAs: "avatar")
        #expect(cache.entry(for: Self.key(.image("avatar"))) == nil && cache.entry(for: Self.key(.image("avatar"), traits: Self.pad)) == nil)
        #expect(cache.entry(for: Self.key(.image("avatar", template: false))) == nil, "every variant of the replaced image goes")
        #expect(cache.entry(for: Self.key(.image("other")))?.source === other, "another id's stay")
        #expect(cache.entry(for: Self.key(.asset("avatar")))?.image === asset, "an asset of the same name stays")
        #expect(cache.count == 2)
    }

    @Test("item 5: the replaced image is no longer held by the cache once its id's entries are dropped")
    func replacedImageIsFreed() throws {
        let cache = Cache()
        weak var weakSource: Picture?
        weak var weakVariant: Picture?
        do {
            let source = Picture("avatar v1"), variant = Picture("avatar v1 rtl")
            weakSource = source
            weakVariant = variant
            cache.store(variant, for: Self.key(.image("avatar")), source: source)
        }
        #expect(weakSource != nil && weakVariant != nil, "the cache holds them while they are registered")
        cache.removeEntries(registeredAs: "avatar")
        #expect(weakSource == nil && weakVariant == nil, "dropped with the entry: nothing else holds a replaced image")
    }

    @Test("item 5: a memory warning empties the cache; it never holds more than its limit")
    func emptiedAndBounded() {
        let cache = Cache(limit: 4)
        for index in 0..<4 { cache.store(Picture("\(index)"), for: Self.key(.asset("icon\(index)"))) }
        #expect(cache.count == 4)
        cache.store(Picture("again"), for: Self.key(.asset("icon0")))
        #expect(cache.count == 4, "a key already held is replaced, not added")
        cache.store(Picture("4"), for: Self.key(.asset("icon4")))
        #expect(cache.count <= 4)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    // MARK: The front ends' sources

    static let imageSource = FrontEndCoverageTests.Files(name: "image resolution", paths: ["TabBarHost/Apple/DisplayImage+UIKit.swift"])
    static let swiftUIPainter = FrontEndCoverageTests.Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"])
    static let uiKitPainter = FrontEndCoverageTests.Files(name: "UIKit painter", paths: ["TabBarUIKit/CGDisplayPainter.swift"])
    static let layerTree = FrontEndCoverageTests.Files(name: "UIKit layer tree", paths: ["TabBarUIKit/DisplayLayerTree.swift"])

    @Test("item 1: a registered image is resolved with its own configuration (keeping its tint, palette, size, flip), not its asset again")
    func registeredKeepsItsModifications() {
        let code = Self.imageSource.code
        #expect(!code.contains("imageAsset?.image(with:"), "the asset's image(with:) is a fresh image without the app's modifications")
        #expect(code.contains("registered.withConfiguration("))
        #expect(code.contains("registered.configuration?.withTraitCollection("))
        #expect(code.contains("guard drawn != loaded"), "an original image keeps the tint it was given")
    }

    @Test("item 2: images are loaded with the view's traits, only the variant's direction, appearance, contrast and scale changed")
    func loadedWithTheViewsTraits() {
        let code = Self.imageSource.code
        #expect(code.contains("base.modifyingTraits"))
        #expect(!code.contains("UITraitCollection { traits in"), "a trait collection made from nothing: idiom and gamut unspecified")
        #expect(code.contains("self.init(collection, key: TabBarImageTraits(collection))") && code.contains("traits: traits.key"), "the view's other traits are in the cache key")
        #expect(Self.layerTree.code.contains("imageTraits = TabBarImageLoadingTraits(traits, key: traitKey.images)"), "UIKit passes the bar view's traits")
        #expect(Self.layerTree.code.contains("resolvedImage(displayScale: Double(scale), traits: imageTraits)"))
        #expect(Self.swiftUIPainter.code.contains("traits: imageTraits"), "SwiftUI passes its hosting controller's")
    }

    @Test("item 3: neither renderer does main-actor work: images are resolved where the painters prepare (the symbol's body, the tree's build)")
    func nothingMainActorInRenderers() {
        for painter in [Self.swiftUIPainter, Self.uiKitPainter] {
            #expect(!painter.code.contains("assumeIsolated"), "\(painter): a renderer that may run off the main thread")
        }
        #expect(!Self.uiKitPainter.code.contains("resolvedImage("), "draw(in:) only draws what the build resolved")
        #expect(Self.uiKitPainter.code.contains("images[image]"))
        // SwiftUI: one lookup each for symbols and images, in DisplaySymbolView's body; the renderer places the resolved
        // symbol by its size.
        let code = Self.swiftUIPainter.code
        #expect(code.components(separatedBy: "canvasImage(").count - 1 == 2 && !code.contains("resolvedImage("))
        let renderer = code.components(separatedBy: "struct DisplayCanvas")[0]
        #expect(renderer.contains("struct SwiftUIDisplayPainter") && !renderer.contains("struct DisplaySymbolView"))
        #expect(!renderer.contains("canvasImage(") && !renderer.contains("symbolImage"), "the painter's calls look nothing up")
    }

    @Test("item 4: the direction-only TabBarDisplayImage.uiImage is gone (no caller was left)")
    func displayImageUIImageGone() {
        let code = Self.imageSource.code
        #expect(!code.contains("extension TabBarDisplayImage {\n    public var uiImage"))
        #expect(code.components(separatedBy: "public var uiImage").count - 1 == 1, "only TabIcon's")
    }

    @Test("item 5: the registry drops an id's variants on register and remove, and a memory warning empties the cache")
    func registryAndMemoryWarning() {
        let code = Self.imageSource.code
        // The registry is generic (tested in Issue32ImageSecondReviewTests): the shared one drops the shared cache's entries.
        #expect(code.contains("TabBarRegisteredImages<UIImage>(variants: .shared)"))
        let registry = FrontEndCoverageTests.Files(name: "registry", paths: ["TabBarHost/Presenter/TabBarRegisteredImages.swift"]).code
        #expect(registry.components(separatedBy: "if changed { didChange(id) }").count - 1 == 2 && registry.contains("variants?.removeEntries(registeredAs: id)"))
        #expect(code.contains("didReceiveMemoryWarningNotification") && code.contains("cache.removeAll()"))
    }
}
