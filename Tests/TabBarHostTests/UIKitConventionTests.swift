import Foundation
import Testing

/// Issue 19, item 3: UIKit conventions that must not silently do nothing. TabBarUIKit compiles empty on
/// Linux, so these read its sources (comments and strings removed).
@Suite("UIKit conventions")
struct UIKitConventionTests {
    static func source(_ file: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/TabBarUIKit/\(file)")
        return AdapterPurityTests.stripped((try? String(contentsOf: url.standardizedFileURL, encoding: .utf8)) ?? "")
    }

    /// The requirements of the delegate protocol, by name.
    static func requirements() throws -> [String] {
        let code = source("TabBarKitControllerDelegate.swift")
        guard let start = code.range(of: "public protocol TabBarKitControllerDelegate") else { return [] }
        let body = code[start.upperBound...].prefix { $0 != "}" }
        let pattern = try NSRegularExpression(pattern: #"func (tabBarController\([^)]*\))"#)
        let text = String(body)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    @Test("every delegate method is required: no default lets a near-miss signature compile and never be called")
    func delegateHasNoDefaults() throws {
        #expect(try Self.requirements().count == 5)
        let code = Self.source("TabBarKitControllerDelegate.swift")
        #expect(!code.contains("extension TabBarKitControllerDelegate"))
    }

    /// Issue 29, finding 6: the container took over every navigation controller's delegate, so a coordinator's
    /// own delegate silently broke pop reporting, and orientation calls were not forwarded.
    @Test("a tab's navigation controller keeps the app's own delegate: every call is forwarded to it, orientation ones included")
    func navigationDelegateForwarded() {
        let code = Self.source("TabBarNavigationController.swift")
        for call in [
            "willShow", "didShow", "animationControllerFor", "interactionControllerFor",
        ] {
            #expect(code.contains("forward { $0.navigationController?(navigationController, \(call):"), "\(call) is not forwarded")
        }
        #expect(code.contains("forward { $0.navigationControllerSupportedInterfaceOrientations?(navigationController) }"))
        #expect(code.contains("forward { $0.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) }"))
        #expect(code.contains("guard !isAsking else { return false }"))
        // Each call is forwarded once: an app delegate that forwards back to the proxy (its own proxy captured this
        // one) does not send it round again.
        #expect(code.contains("guard !isForwarding, let forwardee else { return nil }"))
        // The app's `delegate` is kept as the one calls go to; the proxy stays UIKit's.
        #expect(code.contains("override weak var delegate") && code.contains("proxy.forwardee = newValue") && code.contains("super.delegate = proxy"))
        // An app's own navigation controller keeps the delegate it had, and a later one is wrapped again.
        #expect(code.contains("forwardee = navigation.delegate"))
        #expect(Self.source("TabBarKitController.swift").contains("proxy.adopt(navigation)"))
    }

    @Test("pushes, pops and the back swipe made the normal way are reported once they settle, cancelled ones included")
    func navigationObserved() {
        let code = Self.source("TabBarNavigationController.swift")
        for method in ["pushViewController", "popViewController", "popToViewController", "popToRootViewController", "setViewControllers"] {
            #expect(code.contains("override func \(method)"), "\(method) is not observed")
        }
        #expect(code.contains("animate(alongsideTransition: nil)"), "a transition is reported at its end (also when cancelled)")
        let actions = Self.source("TabBarKitController+Actions.swift")
        #expect(actions.contains("driver.navigationShows(") && actions.contains("driver.selectedStackHidesBar("))
    }

    @Test("a child reaches its container through its parents")
    func childReachesContainer() {
        let code = Self.source("TabBarKitControllerDelegate.swift")
        #expect(code.contains("var tabBarContainer: TabBarKitController?"))
        #expect(code.contains("as? TabBarKitController") && code.contains(".parent"))
    }
}
