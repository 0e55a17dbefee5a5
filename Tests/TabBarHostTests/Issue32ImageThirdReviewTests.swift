import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarHost
import TabBarTesting

/// The third device review of the painters' images (/work/reviews/i32k-report.md): a tab's item read from the root and
/// the navigation controller together, every reader of a registered image in the painters' rendering mode, the large
/// content viewer's image resolved when shown, mirrored bitmaps on whole pixels in the loading traits, and the leftovers.
@Suite("Issue 32 third device review: the painters' images")
@MainActor
struct Issue32ImageThirdReviewTests {
    /// A stand-in for `UIImage`: an object, compared by identity.
    final class Picture: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    typealias Registry = TabBarRegisteredImages<Picture>
    typealias Values = TabBarChildItem.Values<Picture>

    // MARK: Finding 1: the root's and the navigation controller's item read together

    @Test("finding 1: root image A, the navigation controller's image B set later, then a tab switch: the bar still shows B, its revision unmoved")
    func navigationItemWins() throws {
        let registry = Registry()
        let a = Picture("root A"), b = Picture("navigation B")
        let id = TabBarChildItem.imageID(for: "profile", selected: false)
        var root = Values(title: "Profile", image: a)
        var navigation = Values()
        // First read (observeItems): only the root's item says anything.
        let first = TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(first.icon == .image(id) && registry.image(id: id) === a)
        // The app sets `navigationController?.tabBarItem.image = B`: its item's KVO reads both again.
        navigation.image = b
        let changed = TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(registry.image(id: id) === b)
        let shown = registry.revisions[id: id]
        // A tab switch reads the items again (refreshItemObservation): the same merged reading, nothing registered anew.
        let switched = TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(registry.image(id: id) === b, "the navigation controller's image stays after a switch")
        #expect(registry.revisions[id: id] == shown, "no flip: the switch registers nothing")
        #expect(switched == changed)
        // The root's item changing its image afterwards does not beat the navigation controller's.
        root.image = Picture("root A2")
        _ = TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(registry.image(id: id) === b && registry.revisions[id: id] == shown)
    }

    @Test("finding 1: the navigation controller's item without a title keeps the root's title; its own title, when set, wins")
    func titleNotLost() {
        let registry = Registry()
        let root = Values(title: "Profile", image: Picture("A"))
        var navigation = Values(image: Picture("B"))
        let reading = TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(reading.title == "Profile", "the navigation controller's item has no title: the root's stays")
        // A configuration that leaves the title out takes the reading's title.
        var configuration = TabBarConfiguration.example(.social)
        if let index = configuration.tabs.firstIndex(where: { $0.id == "profile" }) { configuration.tabs[index].title = "" }
        let applied = TabBarChildItem.apply(["profile": reading], to: configuration).configuration
        #expect(applied.tabs.first { $0.id == "profile" }?.title == "Profile")
        navigation.title = ""
        #expect(TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true }).title == "Profile",
            "an empty title says nothing")
        navigation.title = "Me"
        #expect(TabBarChildItem(root: root, navigation: navigation, for: "profile", registry: registry, isTemplate: { _ in true }).title == "Me")
        #expect(Values.merged(root: nil, navigation: nil).title == nil)
        #expect(Values.merged(root: root, navigation: nil).title == "Profile")
    }

    @Test("finding 1: the controller reads both items together on every change and on a tab switch, with the tab's root as it is now")
    func controllerReadsMerged() {
        let code = FrontEndCoverageTests.Files(name: "conventions", paths: ["TabBarUIKit/TabBarKitController+Conventions.swift"]).code
        #expect(code.contains("TabBarChildItem(reading: navigation, root: root, for: id)"))
        #expect(!code.contains("itemChanged(of: controller") && !code.contains("itemChanged(of: root"), "no reading of one item alone")
        // Each KVO path reads the tab again from its navigation controller's current root (a replaced root is watched
        // from then on), never through a root captured when the watch began (freed once the app replaces it).
        #expect(code.components(separatedBy: "MainActor.assumeIsolated { self?.refreshItemObservation(of: id) }").count - 1 == 3)
        #expect(!code.contains("weak root"))
        let actions = FrontEndCoverageTests.Files(name: "actions", paths: ["TabBarUIKit/TabBarKitController+Actions.swift"]).code
        let settled = actions.components(separatedBy: "func navigationSettled(")[1].components(separatedBy: "\n    }\n")[0]
        #expect(settled.contains("refreshItemObservation(of: id)"), "a root replaced with setViewControllers is read when the move settles")
    }

    @Test("the navigation controller's image and selected image are a pair: its image set later shows selected too, not beside the root's selected picture")
    func imagesArePaired() {
        let person = Picture("person"), personFill = Picture("person.fill"), avatar = Picture("avatar"), avatarRing = Picture("avatar ring")
        let root = Values(title: "Profile", image: person, selectedImage: personFill)
        var navigation = Values(image: avatar)
        var item = Values.merged(root: root, navigation: navigation)
        #expect(item.image === avatar && item.selectedImage == nil, "the avatar selected too (no selected image: the image is used)")
        navigation.selectedImage = avatarRing
        item = Values.merged(root: root, navigation: navigation)
        #expect(item.image === avatar && item.selectedImage === avatarRing)
        // Without an image of its own, the navigation controller's selected image still wins over the root's.
        item = Values.merged(root: root, navigation: Values(selectedImage: avatarRing))
        #expect(item.image === person && item.selectedImage === avatarRing)
        item = Values.merged(root: root, navigation: Values())
        #expect(item.image === person && item.selectedImage === personFill)
    }

    // MARK: Finding 5 (part), mended again: ids are the app's, shared by its windows

    @Test("an item's image set to nil names no icon and leaves the registry: a second window reading a root not yet loaded keeps the first window's image")
    func nilImageKeepsTheRegistry() {
        let registry = Registry()
        let id = TabBarChildItem.imageID(for: "profile", selected: false)
        let avatar = Picture("A")
        _ = TabBarChildItem(title: nil, image: avatar, selectedImage: nil, for: "profile", registry: registry, isTemplate: { _ in true })
        let revision = registry.revisions[id: id]
        let secondWindow = TabBarChildItem(title: nil, image: nil, selectedImage: nil, for: "profile", registry: registry, isTemplate: { _ in true })
        #expect(secondWindow.icon == nil)
        #expect(registry.image(id: id) === avatar && registry.revisions[id: id] == revision, "the first window's image and its revision stay")
    }

    // MARK: Finding 2, 3: every reader in the painters' rendering mode, the viewer's image when shown

    static let imageSource = FrontEndCoverageTests.Files(name: "image resolution", paths: ["TabBarHost/Apple/DisplayImage+UIKit.swift"])

    @Test("TabIcon.uiImage, for UIKit's own readers, is .alwaysOriginal when the icon keeps its colours (UITabBarItem tints anything else)")
    func uiImageOriginalForSystemReaders() {
        let code = Self.imageSource.code
        let uiImage = code.components(separatedBy: "public var uiImage: UIImage? {")[1].components(separatedBy: "public struct TabBarImageLoadingTraits")[0]
        #expect(uiImage.contains("image?.withRenderingMode(isTemplate ? .alwaysTemplate : .alwaysOriginal)"))
        #expect(!uiImage.contains("TabBarDisplayImage.rendered"), "the painters' automatic symbols would be tinted by a system bar")
    }

    @Test("finding 3: the large content viewer's image is resolved when shown (UIKit) and its SwiftUI content depends on the revisions")
    func largeContentImageCurrent() {
        let uiKit = FrontEndCoverageTests.Files(name: "accessibility", paths: ["TabBarUIKit/TabBarKitView+Accessibility.swift"]).code
        #expect(uiKit.contains("var largeContentImage: UIImage? { largeContentIcon?.uiImage }"))
        #expect(!uiKit.contains("let largeContentImage:"), "not kept from the build that made the item")
        let swiftUI = FrontEndCoverageTests.Files(name: "presented bar", paths: ["TabBarSwiftUI/Bar/PresentedBar.swift"]).code
        let accessibility = swiftUI.components(separatedBy: "struct BarAccessibility")[1]
        #expect(accessibility.contains("@Environment(\\.tabBarImageRevisions)") && accessibility.contains("let _ = imageRevisions"))
    }

    // MARK: Finding 4: mirrored bitmaps on whole pixels, in the loading traits

    @Test(
        "finding 4: a non-square image's frame is on whole pixels at the display scale, centred within half a pixel, in both directions",
        arguments: [TabBarReadingDirection.leftToRight, .rightToLeft], [1.0, 2.0, 3.0])
    func fittedFrameOnPixels(direction: TabBarReadingDirection, scale: Double) {
        // A 24 × 24 slot at a fractional position (a bar's item frame), mirrored in right to left across a 390 pt bar.
        let ltr = TabBarRect(x: 100.3, y: 12.25, width: 24, height: 24)
        let slot = direction == .leftToRight ? ltr : TabBarRect(x: 390 - ltr.maxX, y: ltr.y, width: ltr.width, height: ltr.height)
        let symbol = TabBarDisplaySymbol("sidebar.leading", frame: slot, color: .black, layoutDirection: direction)
        let image = TabBarDisplayImage(.image("avatar"), frame: slot, color: .black, layoutDirection: direction)
        let ratio = 24 / 20.5  // a 24 × 20.5 pt symbol
        let unsnapped = symbol.fittedFrame(aspectRatio: ratio)
        #expect(!Self.onPixels(unsnapped, scale: scale), "the fixture is off the grid unsnapped: \(unsnapped)")
        for snapped in [symbol.fittedFrame(aspectRatio: ratio, displayScale: scale), image.fittedFrame(aspectRatio: ratio, displayScale: scale)] {
            #expect(Self.onPixels(snapped, scale: scale), "\(snapped) at @\(scale)x")
            #expect(abs(snapped.width - unsnapped.width) <= 0.5 / scale + 1e-9 && abs(snapped.height - unsnapped.height) <= 0.5 / scale + 1e-9)
            #expect(abs(snapped.midX - slot.midX) <= 1 / scale && abs(snapped.midY - slot.midY) <= 1 / scale, "centred in its slot")
            // The renderer places the drawn size where the body sized it: the same frame.
            #expect(symbol.placedFrame(size: TabBarSize(width: snapped.width, height: snapped.height), displayScale: scale) == snapped)
        }
        // Not positive: the fitted frame as it was.
        #expect(symbol.fittedFrame(aspectRatio: ratio, displayScale: 0) == unsnapped)
    }

    /// Whether every edge of `rect` is on a whole pixel at `scale`.
    static func onPixels(_ rect: TabBarRect, scale: Double) -> Bool {
        [rect.x, rect.y, rect.width, rect.height].allSatisfy { abs(($0 * scale) - ($0 * scale).rounded()) < 1e-9 }
    }

    @Test("finding 4: both painters draw images and symbols in the pixel frame; the bitmap is rendered in the loading traits' format, under performAsCurrent")
    func paintersUseThePixelFrame() {
        let painters = FrontEndCoverageTests.Files(
            name: "painters", paths: ["TabBarUIKit/CGDisplayPainter.swift", "TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"]).code
        #expect(!painters.contains("imageFrame(for: image)") && !painters.contains("imageFrame(for: uiImage)") && !painters.contains("fittedFrame(aspectRatio:"))
        #expect(painters.components(separatedBy: "displayScale: displayScale).cgRect").count - 1 == 4, "symbol and image, in each painter")
        let code = Self.imageSource.code
        let mirrored = code.components(separatedBy: "func tabBarMirrored(")[1]
        #expect(mirrored.contains("UIGraphicsImageRendererFormat(for: traits)") && mirrored.contains("traits.performAsCurrent"))
        #expect(!code.contains(".preferred()"))
    }

    // MARK: Finding 5: the leftovers

    @Test("finding 5: the symbol cache empties on a memory warning; a template mask is standard range; the layer tree reuses its key's image traits")
    func leftovers() {
        let symbols = FrontEndCoverageTests.Files(name: "symbol loading", paths: ["TabBarHost/Apple/DisplaySymbol+UIKit.swift"]).code
        #expect(symbols.contains("UIApplication.didReceiveMemoryWarningNotification") && symbols.contains("cache.removeAll()"))
        #expect(Self.imageSource.code.contains("if template { format.preferredRange = .standard }"))
        let tree = FrontEndCoverageTests.Files(name: "layer tree", paths: ["TabBarUIKit/DisplayLayerTree.swift"]).code
        #expect(tree.contains("TabBarImageLoadingTraits(traits, key: traitKey.images)"))
    }
}
