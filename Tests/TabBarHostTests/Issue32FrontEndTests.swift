import Foundation
import Testing

/// Issue 32, item 1, in the front ends (which compile empty on Linux, so these read their sources): each hands
/// Reduce Transparency and the app's backdrop to the core's appearance, and redraws when Reduce Transparency
/// changes; the glass backdrop maps to the platform's glass only behind the iOS 26 SDK check and `#available`.
@Suite("Issue 32 glass in both front ends")
struct Issue32FrontEndTests {
    static func code(_ path: String) -> String {
        let text = (try? String(contentsOf: FrontEndCoverageTests.sources.appendingPathComponent(path), encoding: .utf8)) ?? ""
        #expect(!text.isEmpty, "\(path) is missing")
        return AdapterPurityTests.stripped(text)
    }

    @Test("SwiftUI's bar builds its appearance with Reduce Transparency and the container's backdrop")
    func swiftUIAppearance() {
        let hosted = Self.code("TabBarSwiftUI/Container/HostedTabs.swift")
        #expect(hosted.contains("@Environment(\\.accessibilityReduceTransparency)"))
        #expect(hosted.contains("reduceTransparency: reduceTransparency, backdrop: model.environment.tabBarBackdrop"))
    }

    @Test("UIKit's container builds its appearance with Reduce Transparency and its backdrop, and observes the setting")
    func uiKitAppearance() {
        let controller = Self.code("TabBarUIKit/TabBarKitController.swift")
        #expect(controller.contains("transparency: UIAccessibility.isReduceTransparencyEnabled ? .reduced : .standard, backdrop: barBackdrop"))
        let system = Self.code("TabBarUIKit/TabBarKitController+System.swift")
        #expect(system.contains("UIAccessibility.reduceTransparencyStatusDidChangeNotification"))
    }

    @Test("a glass backdrop is the platform's glass only behind the iOS 26 SDK check and #available, in both painters")
    func platformGlassCompiledOut() throws {
        for (path, call) in [("TabBarSwiftUI/Support/Glass+SwiftUI.swift", ".glassEffect(.regular, in:"), ("TabBarUIKit/TabBarKitView+Glass.swift", "UIGlassEffect(style: .regular)")] {
            let code = Self.code(path)
            let sdk = try #require(code.range(of: "#if canImport(SwiftUI, _version: 7.0)"), "\(path)")
            let available = try #require(code.range(of: "#available(iOS 26, *)"), "\(path)")
            let use = try #require(code.range(of: call), "\(path)")
            #expect(sdk.lowerBound < available.lowerBound && available.lowerBound < use.lowerBound, "\(path)")
        }
    }
}
