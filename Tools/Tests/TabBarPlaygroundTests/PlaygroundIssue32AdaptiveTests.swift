import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// The playground and issue 32's items 4 and 6: the search-placement switch, the top bar (a choice of the iPad
/// switch) with its sidebar button, and the commands that dismiss the search and toggle the sidebar.
@Suite("playground: detached search and iPad top bar")
struct PlaygroundIssue32AdaptiveTests {
    static let ipadTopBar = TabBarJSONValue.object([
        ("device", .string("ipad-pro-11")), ("orientation", .string("landscape")), ("regularWidth", .string("topBar")), ("theme", .string("floating")),
    ])

    @Test("the iPad switch offers the top bar; a tap on its sidebar button expands the sidebar, the command folds it back")
    func topBar() throws {
        var session = try PlaygroundSession(configuration: TabBarFeatureSamples.atlas)
        try session.updateOptions(Self.ipadTopBar)
        #expect(session.options.regularWidth == .topBar && session.layout.isAtTop)
        let toggle = try #require(session.layout.sidebarToggle)
        let tapped = try session.perform(gesture: "tap", at: toggle.center)
        #expect(tapped["hit"] == .string("sidebarToggle"))
        #expect(session.state.isSidebarExpanded && session.layout.presentation == .sidebar)
        _ = try session.perform(command: "sidebar toggle")
        #expect(!session.state.isSidebarExpanded && session.layout.isAtTop)
        #expect(session.screenSVG().warnings.isEmpty, "the top bar and its button draw without a renderer warning")
    }

    @Test("the search switch detaches a floating bar's search tab whatever the configuration says, or leaves it as configured")
    func searchSwitch() throws {
        var session = try PlaygroundSession(configuration: TabBarFeatureSamples.accountMenu)
        try session.updateOptions(.object([("theme", .string("floating"))]))
        #expect(session.layout.detachedSearch == nil, "as configured: inline")
        try session.updateOptions(.object([("searchPlacement", .string("detached"))]))
        let circle = try #require(session.layout.detachedSearch)
        let tapped = try session.perform(gesture: "tap", at: circle.frame.center)
        #expect(tapped["hit"] == .string("search") && session.state.selected == "search")
        try session.updateOptions(.object([("searchPlacement", .string("configuration"))]))
        #expect(session.options.searchPlacement == nil && session.layout.detachedSearch == nil)
    }

    @Test("the prominent switch detaches a floating bar's prominent tab, leading, whatever the configuration says; a tap on its circle selects it")
    func prominentSwitch() throws {
        var session = try PlaygroundSession(configuration: try TabBarFeatureSamples.prominent)
        try session.updateOptions(.object([("theme", .string("floating"))]))
        #expect(session.layout.detachedProminent == nil && session.options.json["prominentPlacement"] == nil, "as configured: raised")
        try session.updateOptions(.object([("prominentPlacement", .string("detached"))]))
        let circle = try #require(session.layout.detachedProminent)
        #expect(circle.frame.maxX < session.layout.barFrame.minX, "beside the capsule's leading end")
        #expect(session.options.json["prominentPlacement"] == .string("detached"))
        let tapped = try session.perform(gesture: "tap", at: circle.frame.center)
        #expect(tapped["hit"] == .string("live") && session.state.selected == "live")
        #expect(session.screenSVG().warnings.isEmpty)
        try session.updateOptions(.object([("prominentPlacement", .string("configuration"))]))
        #expect(session.options.prominentPlacement == nil && session.layout.detachedProminent == nil)
        do {
            try session.updateOptions(.object([("prominentPlacement", .string("floating"))]))
            Issue.record("prominentPlacement floating accepted")
        } catch {
            #expect("\(error)".contains("prominentPlacement") && "\(error)".contains("configuration, raised, detached"), "\(error)")
        }
    }

    @Test("with activation on selection, Dismiss search returns to the tab before")
    func dismiss() throws {
        var session = try PlaygroundSession(configuration: TabBarFeatureSamples.searchTab)
        try session.updateOptions(.object([("theme", .string("floating"))]))
        _ = try session.perform(command: "tap inbox")
        _ = try session.perform(command: "tap search")
        #expect(session.state.searchReturn == "inbox")
        _ = try session.perform(command: "search dismiss")
        #expect(session.state.selected == "inbox" && session.state.searchReturn == nil)
    }

    @Test("bad values for the new options are located errors naming the choices")
    func badOptions() throws {
        var session = try PlaygroundSession(configuration: TabBarFeatureSamples.atlas)
        for (key, value, choices) in [("regularWidth", "bottom", "floatingBar, sidebar, topBar"), ("searchPlacement", "left", "configuration, inline, detached")] {
            do {
                try session.updateOptions(.object([(key, .string(value))]))
                Issue.record("\(key) \(value) accepted")
            } catch {
                #expect("\(error)".contains("options.\(key)") && "\(error)".contains(choices), "\(error)")
            }
        }
    }
}
