import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools

/// The SwiftUI and UIKit exports cannot be compiled on Linux, so they are kept as source in
/// `Examples/PlaygroundExports`, which `Scripts/ios-check.sh` compiles for iOS. This test keeps those
/// files equal to what the exporter writes today; `TABBAR_RECORD_FIXTURES=1` rewrites them.
@Suite("playground Swift exports for SwiftUI and UIKit")
struct ExportFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Social example in the Sunset tokens theme: an imported theme, so generated theme source is compiled too.
    static func source(_ flavor: SwiftFlavor) throws -> String {
        let tokens = root.appendingPathComponent("Examples/tokens/sunset.tokens.json")
        var session = try PlaygroundSession(configuration: try TabBarBuiltInExample.social.configuration)
        _ = try session.importTokens(json: try String(contentsOf: tokens, encoding: .utf8), name: nil)
        return PlaygroundExport.swift.text(configuration: session.configuration, theme: session.theme, flavor: flavor)
    }

    @Test("the checked-in SwiftUI and UIKit exports are what the exporter writes", arguments: [SwiftFlavor.swiftUI, .uiKit])
    func fixture(_ flavor: SwiftFlavor) throws {
        let target = flavor == .swiftUI ? "SwiftUIExport" : "UIKitExport"
        let file = Self.root.appendingPathComponent("Examples/PlaygroundExports/Sources/\(target)/PlaygroundBar.swift")
        let source = try Self.source(flavor)
        if ProcessInfo.processInfo.environment["TABBAR_RECORD_FIXTURES"] == "1" {
            try source.write(to: file, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        #expect(checkedIn == source, "\(file.path) is stale: run with TABBAR_RECORD_FIXTURES=1, then Scripts/ios-check.sh")
    }

    @Test("each flavour imports its front end and builds its root from the exported values")
    func flavours() throws {
        let swiftUI = try Self.source(.swiftUI), uiKit = try Self.source(.uiKit), core = try Self.source(.core)
        #expect(swiftUI.contains("import TabBarSwiftUI\n") && swiftUI.contains("TabBarKitContainer(store: store") && swiftUI.contains(".tabBarTheme(PlaygroundBar.theme)"))
        #expect(uiKit.contains("import TabBarUIKit\n") && uiKit.contains("try TabBarKitController(") && uiKit.contains("configuration: configuration, theme: theme"))
        #expect(!core.contains("import SwiftUI") && !core.contains("import UIKit"))
        // The values are the same in every flavour: the front ends only add their root.
        let values = { (text: String) in text.components(separatedBy: "    static let configuration = ").last?.components(separatedBy: "    static let theme").first }
        #expect(values(swiftUI) == values(core) && values(uiKit) == values(core))
        #expect(SwiftFlavor.available == [.core, .swiftUI, .uiKit])
    }
}
