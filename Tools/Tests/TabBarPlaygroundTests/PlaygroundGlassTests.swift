@_spi(TabBarKitInternal) import TabBarCore
@testable import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// Issue 32's playground switches: the glass themes, Reduce Transparency and busy content under the bar.
@Suite("playground glass switches")
struct PlaygroundGlassTests {
    static func blurs(_ svg: String) -> [String] {
        svg.components(separatedBy: "stdDeviation=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test("the glass theme draws glass (σ 4); Reduce Transparency or busy content switch it to its frosted fallback (σ 20)")
    func switches() throws {
        var session = try PlaygroundSession(configuration: TabBarBuiltInExample.social.configuration)
        try session.updateOptions(.object([("theme", .string("glass"))]))
        #expect(session.theme == TabBarFeatureSamples.glassTheme)
        let glass = Self.blurs(session.screenSVG().svg)
        #expect(glass.contains("4") && !glass.contains("20"), "\(glass)")
        try session.updateOptions(.object([("reduceTransparency", .bool(true))]))
        #expect(session.options.appearance.transparency == .reduced)
        #expect(Self.blurs(session.screenSVG().svg).contains("20"))
        try session.updateOptions(.object([("reduceTransparency", .bool(false)), ("backdrop", .string("busy"))]))
        #expect(session.options.appearance == TabBarAppearance(.light, backdrop: .busy))
        #expect(Self.blurs(session.screenSVG().svg).contains("20"))
        try session.updateOptions(.object([("theme", .string("glass-opaque"))]))
        #expect(!Self.blurs(session.screenSVG().svg).contains("20"), "the strong tint stays glass over busy content")
    }

    @Test("the options' JSON carries the new switches; bad values are located")
    func json() throws {
        var options = PlaygroundOptions()
        options.reduceTransparency = true
        options.backdrop = .busy
        #expect(options.json["reduceTransparency"] == .bool(true) && options.json["backdrop"] == .string("busy"))
        #expect(["reduceTransparency", "backdrop"].allSatisfy(PlaygroundOptions.keys.contains), "\(PlaygroundOptions.keys)")
        #expect(throws: PlaygroundFailure.self) {
            try PlaygroundOptions().applying(.object([("backdrop", .string("noisy")), ("reduceTransparency", .string("yes"))]), path: "options")
        }
        do {
            _ = try PlaygroundOptions().applying(.object([("backdrop", .string("noisy"))]), path: "options")
            Issue.record("an unknown backdrop was accepted")
        } catch {
            #expect("\(error)".contains("options.backdrop") && "\(error)".contains("plain, busy"), "\(error)")
        }
    }
}
