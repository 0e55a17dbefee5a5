import Foundation
import Testing

/// Issue 32 item 2, the second device review of the accessory's motion, read in the front ends' sources (they compile
/// empty on Linux): what the presenter decides (where, how opaque, whether reachable, how the insets change, how strong
/// a backdrop shows) is applied as it is, on the container's own view round the app's accessory.
@Suite("Issue 32 review: the front ends apply the accessory's motion as the presenter decides")
struct Issue32AccessoryMotionFrontEndTests {
    static let accessory = FrontEndCoverageTests.Files(name: "UIKit accessory", paths: ["TabBarUIKit/TabBarKitController+Accessory.swift"])
    static let container = FrontEndCoverageTests.Files(name: "UIKit container", paths: ["TabBarUIKit/TabBarKitController.swift"])
    static let bar = FrontEndCoverageTests.Files(name: "UIKit bar", paths: ["TabBarUIKit/TabBarKitView.swift"])
    static let swiftUIBackdrops = FrontEndCoverageTests.Files(name: "SwiftUI painter", paths: ["TabBarSwiftUI/Bar/SwiftUIDisplayPainter.swift"])

    /// The body of `placeAccessory(_:)` in the accessory file.
    static var placeAccessory: String {
        let code = accessory.code
        guard let start = code.range(of: "func placeAccessory("), let end = code.range(of: "func reportPlacement(", range: start.upperBound..<code.endIndex)
        else { return "" }
        return String(code[start.lowerBound..<end.lowerBound])
    }

    @Test("item 3: the accessory is placed without implicit animation (a rotation's alongside block would animate its frame)")
    func placedWithoutAnimation() {
        let body = Self.placeAccessory
        let unanimated = body.components(separatedBy: "UIView.performWithoutAnimation {").dropFirst().first ?? ""
        #expect(unanimated.contains("host.frame = layout.frame.cgRect"), "the frame is set without animation")
        #expect(unanimated.contains("host.alpha = alpha") && unanimated.contains("host.layer.cornerRadius = radius"), "so are the fade and the corners")
        #expect(!body.contains("accessory.frame ="), "the app's view is never placed by itself")
    }

    @Test("item 4: the container fades, places, hides and clips its own host view, never the app's view")
    func hostView() {
        let code = Self.accessory.code
        let body = Self.placeAccessory
        for write in ["accessory.alpha", "accessory.isHidden =", "accessory.layer.", "accessory.clipsToBounds", "accessory.frame ="] {
            #expect(!code.contains(write), "the app's view keeps its own settings: \(write)")
        }
        #expect(body.contains("host.alpha = alpha") && body.contains("host.isHidden = layout == nil") && body.contains("host.layer.cornerRadius"))
        #expect(code.contains("accessoryHost.hold(accessory)"), "the app's view is held in the host")
        #expect(Self.container.code.contains("let accessoryHost = TabBarAccessoryHostView()"))
    }

    @Test("item 5: a backdrop shown part way is held part way by a paused animator (UIKit) or the material's opacity (SwiftUI), never a view's alpha")
    func backdropFades() {
        let bar = Self.bar.code
        #expect(bar.contains("fadeEffect(index, backdrop: placement.backdrop, to: placement.opacity)"))
        #expect(bar.contains("UIViewPropertyAnimator(duration: 1, curve: .linear) { view.effect = nil }"))
        #expect(bar.contains("fader.fractionComplete = CGFloat(1 - max(0, opacity))"))
        #expect(bar.contains("fader.pausesOnCompletion = true") && bar.contains("fader.stopAnimation(true)"), "a paused animator is stopped before it is let go")
        #expect(!bar.contains("view.alpha"), "an effect view's alpha stays 1")
        #expect(Self.swiftUIBackdrops.code.contains(".opacity(placement.opacity)"))
    }

    @Test("item 6: the host takes no touch and is hidden from VoiceOver while the presenter says the accessory is unreachable")
    func reachability() {
        let body = Self.placeAccessory
        #expect(body.contains("let reachable = presenter.reportedAccessoryInteractive"))
        #expect(body.contains("host.isUserInteractionEnabled = reachable"))
        #expect(body.contains("host.accessibilityElementsHidden = !reachable"))
        // The root view's hit-frame redirect honours it too.
        #expect(Self.accessory.code.contains("host.isUserInteractionEnabled, !host.frame.contains(point)"))
        // And VoiceOver hears when it arrives (the presenter's flag, as for the keyboard).
        #expect(Self.accessory.code.contains("presenter.accessoryCameOrWentAlone"))
    }

    @Test("item 7: the content's insets change in one UIKit spring animation with the presenter's spring, at once without one")
    func insetsOnTheBarsSpring() {
        let code = Self.container.code
        #expect(code.contains("applyContentInsets(presenter.contentInsets.uiEdgeInsets, spring: presenter.contentInsetsSpring)"))
        #expect(code.contains("UIView.animate(springDuration: spring.duration, bounce: CGFloat(spring.bounce)"))
    }
}
