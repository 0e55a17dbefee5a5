import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender

/// Issue 32's leftovers, item 1: an asset image is drawn as a `UIImageView` with the bar's traits would show it. The
/// list says which variant (the bar's layout direction and appearance); both Apple painters load that one variant and
/// draw exactly that image. SwiftUI's canvas draws under a forced left to right, so a variant chosen by its
/// environment would be the left-to-right image while its size and mirroring came from the right-to-left one.
@Suite("Issue 32 leftovers: the image variant both painters draw")
struct Issue32ImageVariantTests {
    static let appearances: [TabBarAppearance] = [
        TabBarAppearance(.light), TabBarAppearance(.dark), TabBarAppearance(.light, contrast: .increased), TabBarAppearance(.dark, contrast: .increased),
    ]

    static func images(_ direction: TabBarReadingDirection, appearance: TabBarAppearance) -> [TabBarDisplayImage] {
        let configuration = Issue32SymbolDirectionTests.configuration
        let environment = TabBarDevicePreset.iPhone16Pro.environment(.portrait, direction: direction)
        let machine = Issue32Fixtures.machine(configuration)
        let layout = TabBarLayout(configuration: configuration, state: machine.state, environment: environment, theme: .floating, measurer: TabBarInterTextMeasurer())
        let list = TabBarDrawing(configuration: configuration, layout: layout, theme: .floating, appearance: appearance).list
        return Issue32SymbolDirectionTests.icons(list).images
    }

    @Test("an asset's variant is the bar's layout direction and appearance, at the screen's scale", arguments: bothDirections)
    func variantOfTheBar(direction: TabBarReadingDirection) throws {
        for appearance in Self.appearances {
            let images = Self.images(direction, appearance: appearance)
            let logo = try #require(images.first { $0.icon.name == "Logo" })
            #expect(logo.scheme == appearance.scheme && logo.contrast == appearance.contrast, "\(appearance)")
            #expect(logo.variant(displayScale: 3) == TabBarImageVariant(layoutDirection: direction, scheme: appearance.scheme, contrast: appearance.contrast, displayScale: 3))
        }
    }

    @Test("the images a painter resolves before it draws: every image of the items, in groups too, once, in painting order")
    func imagesOfARun() throws {
        let logo = TabBarDisplayImage(.asset("Logo"), frame: TabBarRect(x: 0, y: 0, width: 24, height: 24), color: .black)
        var avatar = TabBarDisplayImage(.image("avatar"), frame: TabBarRect(x: 30, y: 0, width: 24, height: 24), color: .black)
        avatar.layoutDirection = .rightToLeft
        let items: [TabBarDisplayItem] = [
            .image(logo), .symbol(TabBarDisplaySymbol("house", frame: TabBarRect(x: 60, y: 0, width: 24, height: 24), color: .black)),
            .group([.image(avatar), .group([.image(logo)], opacity: 0.5)], effect: .blur(sigma: 2)),
        ]
        #expect(TabBarDisplayItem.images(in: items) == [logo, avatar])
        #expect(TabBarDisplayItem.images(in: [.shape(.circle(center: TabBarPoint(x: 5, y: 5), radius: 5), fill: .solid(.black))]).isEmpty)
        // A bar's list: the images its icons are, each once.
        let images = Self.images(.rightToLeft, appearance: TabBarAppearance(.dark))
        let configuration = Issue32SymbolDirectionTests.configuration
        let environment = TabBarDevicePreset.iPhone16Pro.environment(.portrait, direction: .rightToLeft)
        let layout = TabBarLayout(configuration: configuration, state: Issue32Fixtures.machine(configuration).state, environment: environment, theme: .floating, measurer: TabBarInterTextMeasurer())
        let list = TabBarDrawing(configuration: configuration, layout: layout, theme: .floating, appearance: TabBarAppearance(.dark)).list
        #expect(!images.isEmpty && TabBarDisplayItem.images(in: list.items) == images.reduce(into: [TabBarDisplayImage]()) { if !$0.contains($1) { $0.append($1) } })
    }

    @Test("the variant does not depend on the direction a painter draws in: one image per list item, named by one key")
    func oneVariantPerImage() throws {
        let rtl = try #require(Self.images(.rightToLeft, appearance: TabBarAppearance(.dark)).first)
        let ltr = try #require(Self.images(.leftToRight, appearance: TabBarAppearance(.dark)).first)
        // The variant is a function of the list's image and the screen's scale alone: the right-to-left bar's image is
        // its right-to-left variant in every painter (SwiftUI's canvas under a forced left to right included).
        #expect(rtl.variant(displayScale: 2).layoutDirection == .rightToLeft)
        #expect(rtl.variant(displayScale: 2).key != ltr.variant(displayScale: 2).key)
        #expect(rtl.variant(displayScale: 2).key != rtl.variant(displayScale: 3).key, "the scale picks a representation too")
        var light = rtl
        light.scheme = .light
        #expect(light.variant(displayScale: 2).key != rtl.variant(displayScale: 2).key)
        // Mirroring follows the same image: in right to left, mirrored only when the image loaded in that variant says so.
        #expect(rtl.mirrorsWhenDrawn(imageFlipsForRightToLeft: true) && !rtl.mirrorsWhenDrawn(imageFlipsForRightToLeft: false))
        #expect(!ltr.mirrorsWhenDrawn(imageFlipsForRightToLeft: true))
    }
}
