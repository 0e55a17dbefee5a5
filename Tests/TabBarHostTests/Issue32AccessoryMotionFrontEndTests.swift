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
    static let actions = FrontEndCoverageTests.Files(name: "UIKit actions", paths: ["TabBarUIKit/TabBarKitController+Actions.swift"])
    static let system = FrontEndCoverageTests.Files(name: "UIKit system", paths: ["TabBarUIKit/TabBarKitController+System.swift"])
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
        #expect(bar.contains("fader.hold(at: 1 - max(0, opacity))") && bar.contains("animator.fractionComplete = CGFloat("))
        #expect(bar.contains("animator.pausesOnCompletion = true") && bar.contains("animator.stopAnimation(true)"), "a paused animator is stopped before it is let go")
        #expect(!bar.contains("view.alpha"), "an effect view's alpha stays 1")
        #expect(Self.swiftUIBackdrops.code.contains(".opacity(placement.opacity)"))
    }

    @Test("item 6: the host takes no touch and is hidden from VoiceOver while the presenter says the accessory is unreachable")
    func reachability() {
        let body = Self.placeAccessory
        #expect(body.contains("let reachable = presenter.reportedAccessoryInteractive"))
        #expect(body.contains("host.isUserInteractionEnabled = reachable || swallows"))
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

/// Issue 32, the device review of the accessory's motion (i32j), read in the UIKit front end's sources (it compiles empty
/// on Linux; the presenter's side is tested in `Issue32MendTests`).
@Suite("Issue 32 review of the accessory's motion: the UIKit front end")
struct Issue32MendFrontEndTests {
    typealias Files = Issue32AccessoryMotionFrontEndTests

    /// The text of `code` from `start` up to `end` (empty when either is missing).
    static func body(_ code: String, from start: String, to end: String) -> String {
        guard let from = code.range(of: start), let to = code.range(of: end, range: from.upperBound..<code.endIndex) else { return "" }
        return String(code[from.lowerBound..<to.lowerBound])
    }

    @Test("finding 1: the effect fader is made and scrubbed after the transaction that disables actions, with actions enabled")
    func faderWithActions() {
        let place = Self.body(Files.bar.code, from: "func placeBackdrops(", to: "func fadeEffect(")
        let parts = place.components(separatedBy: "CATransaction.commit()")
        #expect(parts.count == 3, "two transactions: the backdrops without actions, then the faders")
        #expect(!(parts.first ?? "").contains("fadeEffect("), "no fader inside the transaction that disables actions")
        let second = parts.count > 1 ? parts[1] : ""
        #expect(second.contains("CATransaction.setDisableActions(false)") && second.contains("fadeEffect(index, backdrop: placement.backdrop, to: placement.opacity)"))
        #expect((parts.first ?? "").contains("UIView.performWithoutAnimation { view.effect = placement.backdrop.visualEffect }"), "a plain effect is set unanimated")
    }

    @Test("findings 4 and 5: faders only in a window, stopped when let go, and a stopped fader's effect set afresh")
    func faderLifecycle() {
        let code = Files.bar.code
        let fade = Self.body(code, from: "func fadeEffect(", to: "func stopFader(")
        #expect(fade.contains("guard opacity < 1, window != nil else {"), "off-window: no fader")
        #expect(fade.contains("opacity > 0 ? backdrop.visualEffect : nil"), "off-window: whole or nothing")
        let holder = Self.body(code, from: "final class TabBarEffectFader", to: "final class BackdropMask")
        let deinitBody = holder.components(separatedBy: "deinit {").dropFirst().first ?? ""
        #expect(deinitBody.contains("animator.stopAnimation(true)"), "stopped when let go")
        #expect(code.contains("var effectFaders: [TabBarEffectFader?]"), "the view holds faders only through the holder")
        let stop = Self.body(code, from: "func stopFader(", to: "static func viewTransform(")
        #expect(stop.contains("fader.stop()") && stop.contains("effectViews[index].effect = nil"), "the effect is set afresh after a stop")
    }

    @Test("finding 2: the insets spring lays out only the child in the window, its pending layout flushed first, never inside another animation")
    func insetsSpring() {
        let apply = Self.body(Files.container.code, from: "func applyContentInsets(", to: "open override func viewWillTransition(")
        #expect(apply.contains("UIView.inheritedAnimationDuration > 0"))
        #expect(apply.contains("$0.viewIfLoaded?.window != nil"))
        let flush = apply.range(of: "for child in animated { child.viewIfLoaded?.layoutIfNeeded() }")
        let spring = apply.range(of: "UIView.animate(springDuration:")
        #expect(flush != nil && spring != nil && flush!.lowerBound < spring!.lowerBound, "pending layout first, outside the animation")
        // Not inside `performWithoutAnimation`: a push or pop the navigation controller starts in that layout would be cut.
        #expect(!apply.contains("UIView.performWithoutAnimation"))
    }

    @Test("fourth review, finding 1: hiding, showing or minimising the bar lays the container out without an animator (the insets follow the presenter's spring)")
    func barVisibilityLaysOutUnanimated() {
        let body = Self.body(Files.actions.code, from: "func setBarVisibility(", to: "func noteScrollPosition(")
        #expect(!body.isEmpty)
        for animation in ["propertyAnimator", "UIViewPropertyAnimator", "UIView.animate", "layoutIfNeeded()", "barVisibilityCurve", "animated"] {
            #expect(!body.contains(animation), "no animation of the container's own, no forced layout inside the caller: \(animation)")
        }
        #expect(body.contains("viewIfLoaded?.setNeedsLayout()"), "the container's layout pass follows, where `applyContentInsets` takes the presenter's spring")
        #expect(Files.actions.code.contains("case .setBarVisibility(let visibility): setBarVisibility(visibility)"))
        let layout = Self.body(Files.container.code, from: "open override func viewDidLayoutSubviews()", to: "func adoptNavigationDelegates()")
        #expect(layout.contains("applyContentInsets(presenter.contentInsets.uiEdgeInsets, spring: presenter.contentInsetsSpring)"))
    }

    @Test("fourth review, findings 3 and 4: VoiceOver's state reaches the presenter; the root swallows in the whole hit frame as the presenter says")
    func voiceOverAndHitFrame() {
        let system = Files.system.code
        #expect(system.contains("UIAccessibility.voiceOverStatusDidChangeNotification"))
        #expect(system.contains("presenter.handle(.voiceOver(UIAccessibility.isVoiceOverRunning))"))
        #expect(Self.body(system, from: "func observeSystem()", to: "func keyboardWillChange(").contains("voiceOverChanged()"), "the current value first")
        let root = Self.body(Files.accessory.code, from: "final class TabBarContainerView", to: "final class TabBarAccessoryHostView")
        #expect(root.contains("controller.presenter.accessorySwallowsTouch(at: TabBarPoint(point)) ? host : accessory"))
        #expect(!root.contains("!host.swallowsTouches"), "the margin is not left to the content while it swallows")
    }

    @Test("finding 6: while unreachable the host, not the app's view, is hit; finding 7: the host laid out without animation in the container's layout pass, not inside a frame")
    func hostHitTestAndLayout() {
        let code = Files.accessory.code
        let hit = Self.body(code, from: "final class TabBarAccessoryHostView", to: "func hold(")
        #expect(hit.contains("return swallowsTouches && hit != nil ? self : hit"), "UIKit's own test, then the host in place of the app's view")
        #expect(Files.placeAccessory.contains("host.swallowsTouches = swallows") && Files.placeAccessory.contains("presenter.reportedAccessorySwallowsTouches"))
        let unanimated = Files.placeAccessory.components(separatedBy: "UIView.performWithoutAnimation {").dropFirst().first ?? ""
        #expect(unanimated.contains("host.frame = layout.frame.cgRect"))
        #expect(!Files.placeAccessory.contains("layoutIfNeeded()"), "no forced layout from a frame the bar draws (it would climb to the container)")
        let layoutPass = Self.body(code, from: "func layoutAccessory()", to: "func orderAccessibility()")
        #expect(layoutPass.contains("UIView.performWithoutAnimation { accessoryHost.layoutIfNeeded() }"), "laid out in the container's layout pass, without animation")
    }
}
