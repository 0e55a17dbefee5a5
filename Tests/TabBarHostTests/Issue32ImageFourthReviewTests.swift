import Foundation
import Testing
import TabBarHost

/// The fourth device review of the painters' images (/work/reviews/i32m-report.md), the front-end halves of findings 4
/// and 7: the UIKit layer tree sizes its layers from paint bounds on whole pixels (the rounding itself is tested in
/// `Issue32PaintBoundsPixelTests`), and an app's own navigation controller is read with its root view controller from
/// the start (which controller is the root is UIKit's `viewControllers`, so these read the source).
@Suite("Issue 32 fourth device review: the painters' images")
struct Issue32ImageFourthReviewTests {
    @Test("finding 4: the UIKit layer tree sizes its run layers and its content-shadow layers from the paint bounds on whole pixels")
    func layerTreeUsesPixelBounds() {
        let tree = FrontEndCoverageTests.Files(name: "layer tree", paths: ["TabBarUIKit/DisplayLayerTree.swift"]).code
        #expect(tree.contains("group.paintBoundsBeforeTransform(displayScale: Double(scale))"))
        #expect(tree.contains("], displayScale: Double(scale)) ?? TabBarRect.zero).cgRect"))
        #expect(!tree.contains("group.paintBoundsBeforeTransform {") && !tree.contains("effect: blur)]) ?? TabBarRect.zero"))
    }

    @Test("finding 7: an app's own navigation controller is read with its root view controller at launch and at mount, not only after a visit")
    func adoptedNavigationReadsItsRoot() throws {
        let conventions = FrontEndCoverageTests.Files(name: "conventions", paths: ["TabBarUIKit/TabBarKitController+Conventions.swift"]).code
        // One rule for the root: the navigation controller's root view controller (itself while it has none).
        #expect(conventions.contains("static func itemRoot(of navigation: UINavigationController) -> UIViewController {\n        navigation.viewControllers.first ?? navigation"))
        let reading = try #require(conventions.components(separatedBy: "static func itemReading(of made: UIViewController").dropFirst().first)
        #expect(reading.contains("made as? UINavigationController") && reading.contains("TabBarChildItem(reading: navigation, root: itemRoot(of: navigation), for: id)"))
        let refresh = try #require(conventions.components(separatedBy: "func refreshItemObservation(").dropFirst().first)
        #expect(refresh.components(separatedBy: "\n    }\n")[0].contains("let root = Self.itemRoot(of: navigation)"))
        // At mount: the root read is the navigation controller's root, not the factory's return (the adopted controller).
        let actions = FrontEndCoverageTests.Files(name: "actions", paths: ["TabBarUIKit/TabBarKitController+Actions.swift"]).code
        let addChild = try #require(actions.components(separatedBy: "func addChild(_ id: TabID").dropFirst().first?.components(separatedBy: "\n    }\n").first)
        #expect(addChild.contains("observeItems(of: navigation, root: Self.itemRoot(of: navigation), on: id)"))
        #expect(!addChild.contains("observeItems(of: navigation, root: root,"))
        // At launch: a factory's navigation controller is read with its root.
        let controller = FrontEndCoverageTests.Files(name: "controller", paths: ["TabBarUIKit/TabBarKitController.swift"]).code
        let prepare = try #require(controller.components(separatedBy: "static func prepareRoots(").dropFirst().first?.components(separatedBy: "\n    }\n").first)
        #expect(prepare.contains("readings[id] = itemReading(of: made, for: id)"))
        #expect(!prepare.contains("TabBarChildItem(reading: made, for: id)"))
    }

    @Test("fifth review: items compared by weak reference (not identifiers of freed items), a refused configuration given back, runs compared by the box they were given")
    func fifthReviewLeftovers() {
        let container = FrontEndCoverageTests.Files(name: "controller", paths: ["TabBarUIKit/TabBarKitController.swift"]).code
        #expect(container.contains("var itemIdentities: [TabID: [WeakItem]]") && container.contains("weak var item: UITabBarItem?"))
        let conventions = FrontEndCoverageTests.Files(name: "conventions", paths: ["TabBarUIKit/TabBarKitController+Conventions.swift"]).code
        #expect(!conventions.contains("ObjectIdentifier"), "no identifier of an item that may be freed")
        let apply = container.components(separatedBy: "public func apply(configuration: TabBarConfiguration)")[1].components(separatedBy: "\n    }\n")[0]
        // Declared before the store applies it (a tab the apply mounts reads its child's item into the new one), given back
        // when the store refuses it.
        let declared = apply.range(of: "declaredConfiguration = configuration"), taken = apply.range(of: "try store.apply(configuration: applied.configuration)")
        let restored = apply.range(of: "} catch {\n            declaredConfiguration = previous\n            throw error")
        #expect(declared != nil && taken != nil && restored != nil && declared!.lowerBound < taken!.lowerBound && taken!.lowerBound < restored!.lowerBound)
        let tree = FrontEndCoverageTests.Files(name: "layer tree", paths: ["TabBarUIKit/DisplayLayerTree.swift"]).code
        #expect(tree.contains("layer.box != box") && !tree.contains("layer.frame != box"), "the frame read back may be an ulp off")
    }
}
