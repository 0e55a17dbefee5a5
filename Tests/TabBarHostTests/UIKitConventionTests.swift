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

    @Test("the container forwards every navigation-delegate call it takes over to the app's delegate")
    func navigationDelegateForwarded() {
        let code = Self.source("TabBarKitController+Actions.swift")
        for call in ["didShow viewController", "willShow viewController", "animationControllerFor operation", "interactionControllerFor animationController"] {
            #expect(code.contains("navigationDelegate?.navigationController?(navigationController, \(call.split(separator: " ")[0]):"), "\(call) is not forwarded")
        }
    }

    @Test("a child reaches its container through its parents")
    func childReachesContainer() {
        let code = Self.source("TabBarKitControllerDelegate.swift")
        #expect(code.contains("var tabBarContainer: TabBarKitController?"))
        #expect(code.contains("as? TabBarKitController") && code.contains(".parent"))
    }
}
