@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// Issue 32 in the playground: the bottom accessory switch, and the minimise policies driven by commands.
@Suite("playground: bottom accessory and minimise policies")
struct PlaygroundIssue32Tests {
    @Test("the bottom accessory switch lays one out above the bar; a click on it selects no tab; off removes it")
    func accessorySwitch() throws {
        var session = try PlaygroundSessionTests.session()
        #expect(session.layout.accessory == nil)
        try session.updateOptions(.object([("bottomAccessory", .bool(true))]))
        let accessory = try #require(session.layout.accessory)
        #expect(accessory.placement == .expanded && accessory.frame.maxY <= session.layout.bounds.minY)
        #expect(session.options.json["bottomAccessory"] == .bool(true))
        #expect(session.screenSVG().svg.contains("Now Playing"), "the screen draws a stand-in for the app's view")
        let selected = session.state.selected
        let reply = try session.perform(gesture: "tap", at: accessory.frame.center)
        #expect(reply["hit"] == .null && session.state.selected == selected)
        try session.updateOptions(.object([("bottomAccessory", .bool(false))]))
        #expect(session.layout.accessory == nil && session.options.json["bottomAccessory"] == nil)
    }

    @Test("a bad value for the switch is located")
    func badValue() throws {
        var session = try PlaygroundSessionTests.session()
        #expect(throws: PlaygroundFailure.self) { try session.updateOptions(.object([("bottomAccessory", .string("yes"))])) }
    }

    @Test("with minimize onScrollUp in the configuration, the scroll commands minimise and restore; the accessory goes inline")
    func minimizeCommands() throws {
        var session = try PlaygroundSessionTests.session()
        var configuration = try TabBarBuiltInExample.social.configuration
        configuration.behavior.minimize = .onScrollUp
        try session.replaceConfiguration(json: configuration.jsonText())
        try session.updateOptions(.object([("bottomAccessory", .bool(true))]))
        _ = try session.perform(command: "scroll down")
        #expect(!session.layout.isMinimized)
        _ = try session.perform(command: "scroll up")
        #expect(session.layout.isMinimized && session.layout.accessory?.placement == .inline)
        _ = try session.perform(command: "scroll end")
        #expect(!session.layout.isMinimized && session.layout.accessory?.placement == .expanded)
    }
}
