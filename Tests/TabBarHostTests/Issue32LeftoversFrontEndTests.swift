import Foundation
import Testing

/// Issue 32's leftovers, read in the front ends' sources (they compile empty on Linux): both painters draw the image
/// variant the list names (item 1), and the UIKit container shows the accessory's view as the presenter's frame says,
/// faded too (item 3; the SwiftUI container hosts its accessory in the same controller).
@Suite("Issue 32 leftovers: the front ends draw what the core decided")
struct Issue32LeftoversFrontEndTests {
    static let swiftUIPainter = FrontEndCoverageTests.Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"])
    static let uiKitPainter = FrontEndCoverageTests.Files(name: "UIKit painter", paths: ["TabBarUIKit/CGDisplayPainter.swift"])

    @Test("the SwiftUI painter draws the image it loaded for the bar's variant, never an asset by name under its forced direction")
    func swiftUIDrawsTheResolvedImage() {
        let code = Self.swiftUIPainter.code
        #expect(!code.contains("Image(image.icon.name)"), "an asset by name is resolved under the canvas's forced left to right")
        #expect(!code.contains("image.uiImage"), "the direction-only lookup, not the variant both painters draw")
        // The canvas symbol resolves the variant once (its body, on the main actor) and is fitted and mirrored by that
        // image; the painter places the symbol by its size (the device review's item 3: nothing resolved in the renderer).
        #expect(code.components(separatedBy: "image.canvasImage(displayScale:").count - 1 == 1, "the symbol view alone")
        #expect(code.contains("Image(uiImage: uiImage)"))
        // Mirrored by that image (`mirrors(image)` in `canvasImage`, which bakes the flip in: the second device review's item 4).
        let host = FrontEndCoverageTests.Files(name: "image resolution", paths: ["TabBarHost/Apple/DisplayImage+UIKit.swift"]).code
        #expect(host.contains("guard let image = resolvedImage(displayScale: displayScale, traits: traits)") && host.contains("guard mirrors(image) else"))
    }

    @Test("the UIKit painter draws the same variant, and mirrors by that image, not by another lookup")
    func uiKitDrawsTheResolvedImage() {
        let code = Self.uiKitPainter.code
        // Resolved by the layer tree's build (the device review's item 3), drawn by the run layer's painter.
        #expect(FrontEndCoverageTests.Files(name: "UIKit layer tree", paths: ["TabBarUIKit/DisplayLayerTree.swift"]).code.contains("resolvedImage(displayScale:"))
        #expect(!code.contains("imageAsset?.image(with: UITraitCollection.current)"), "a second lookup under the layer's own traits")
        #expect(code.contains("image.mirrors(uiImage)"))
    }

    @Test("the container gives the accessory's view the opacity of the presenter's frame (its fade with Reduce Motion), on its own host view")
    func containerFadesTheView() {
        let code = FrontEndCoverageTests.Files(name: "UIKit accessory", paths: ["TabBarUIKit/TabBarKitController+Accessory.swift"]).code
        #expect(code.contains("presenter.reportedAccessoryOpacity"))
        #expect(code.contains("host.alpha = alpha"), "the container's host view fades (Issue32AccessoryMotionFrontEndTests)")
    }
}
