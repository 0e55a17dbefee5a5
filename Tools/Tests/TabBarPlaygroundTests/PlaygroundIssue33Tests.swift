import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// The playground and issue 33: the atlas and accounts samples, the customisation panel's rows and commands (from the
/// core's model), a sidebar's reading order, gestures on a sidebar's rows and a tab's long press, and an export that
/// writes placements, compact tab sets, sections, menus and reselect chains as Swift.
@Suite("playground: placements, sections and tab menus")
struct PlaygroundIssue33Tests {
    static func atlas(_ options: TabBarJSONValue? = nil) throws -> PlaygroundSession {
        var session = try PlaygroundSession(configuration: TabBarFeatureSamples.atlas)
        if let options { try session.updateOptions(options) }
        return session
    }

    static let ipadSidebar = TabBarJSONValue.object([
        ("device", .string("ipad-pro-11")), ("orientation", .string("landscape")), ("regularWidth", .string("sidebar")),
    ])

    @Test("the catalogue offers the atlas and accounts samples after the built-in examples")
    func samples() throws {
        #expect(PlaygroundExample.names == TabBarBuiltInExample.names + ["atlas", "accounts"])
        #expect(try PlaygroundExample.configuration(named: "atlas") == TabBarFeatureSamples.atlas)
        let json = try #require(PlaygroundExample.json(named: "accounts"))
        #expect(try TabBarConfiguration.decode(json: json) == TabBarFeatureSamples.accountMenu)
        #expect(try PlaygroundExample.configuration(named: "nope") == nil && PlaygroundExample.json(named: "nope") == nil)
    }

    @Test("the customisation panel is the core's model: placements, what each edit is, none where the placement forbids it")
    func customization() throws {
        var session = try Self.atlas()
        let bar = try #require(session.customizationJSON["bar"].flatMap { if case .array(let rows) = $0 { rows } else { nil } })
        #expect(bar.map { $0["id"] } == ["home", "browse", "radio", "library", "search"].map { .string($0) })
        #expect(bar[0]["placement"] == .string("fixed") && bar[0]["toggle"] == .null && bar[0]["down"] == .null, "a fixed tab neither goes nor moves")
        #expect(bar[1]["toggle"] == .string("hide browse") && bar[1]["up"] == .null, "Browse cannot pass the fixed Home")
        #expect(bar[2]["inCompactBar"] == .bool(false) && bar[3]["toggle"] == .null, "Radio is outside the compact set; Library is movable")
        guard case .string(let down)? = bar[1]["down"] else { Issue.record("no move for Browse"); return }
        _ = try session.perform(command: down)
        #expect(session.state.order.firstIndex(of: "radio")! < session.state.order.firstIndex(of: "browse")!)
        let available = session.customizationJSON["available"]
        #expect(available == .array([.object([
            ("id", .string("downloads")), ("title", .string("Downloads")), ("placement", .string("optional")), ("inBar", .bool(false)),
            ("inCompactBar", .bool(false)), ("toggle", .string("show downloads")), ("up", .null), ("down", .null),
        ])]))
        // The sidebar's groups: the tabs no section lists, then each section.
        if case .array(let sections)? = session.customizationJSON["sections"] {
            #expect(sections.map { $0["id"] } == [.null, .string("collection"), .string("more")])
        } else {
            Issue.record("no sections")
        }
    }

    @Test("an iPad session is regular: the bar holds every tab it can; a sidebar is read with its sections")
    func sidebar() throws {
        let session = try Self.atlas(Self.ipadSidebar)
        #expect(session.layout.presentation == .sidebar)
        let reading = try #require({ if case .array(let rows) = session.sidebarJSON(layout: session.layout) { rows } else { nil } }())
        #expect(reading.compactMap { $0["item"] } == [
            "tab:home", "tab:browse", "tab:radio", "tab:search", "header:collection", "tab:library", "tab:downloads",
            "action:collection/newPlaylist", "footer:collection", "header:more",
        ].map { .string($0) })
        #expect(reading[4]["value"] == .string("Expanded") && reading[8]["traits"] == .strings(["staticText"]))
        #expect(try Self.atlas().sidebarJSON(layout: try Self.atlas().layout) == .array([]), "a bar has no sidebar reading")
    }

    @Test("a tap on a sidebar's header, action and tab row, and a long press on a tab with a menu, go through the core")
    func gestures() throws {
        var session = try Self.atlas(Self.ipadSidebar)
        let layout = session.layout
        let rows = try #require(layout.sidebar?.rows)
        let header = try session.perform(gesture: "tap", at: rows[3].frame.center)
        #expect(header["hit"] == .string("header:more") && session.state.sectionsCollapsed["more"] == false)
        _ = try session.perform(gesture: "tap", at: rows[1].frame.center)
        let settings = try #require(session.layout.item("settings"))
        let selected = try session.perform(gesture: "tap", at: settings.hitFrame.center)
        #expect(selected["hit"] == .string("settings") && session.state.selected == "settings")
        let held = try session.perform(gesture: "longPress", at: try #require(session.layout.item("radio")).hitFrame.center)
        #expect(held["hit"] == .string("radio") && session.state.openMenu == "radio")
        #expect(session.menuJSON["longPress"] == .bool(true))
        if case .array(let items)? = session.menuJSON["items"] { #expect(items.map { $0["destructive"] } == [.bool(false), .bool(true)]) }
    }

    @Test("the Swift export writes issue 33's options and type-checks; a reselect chain that is no preset is written whole")
    func export() throws {
        let exporter = SwiftExporter(configuration: TabBarFeatureSamples.accountMenu, theme: .system)
        let accounts = exporter.source(flavor: .core)
        #expect(accounts.contains("reselect: TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop, .refresh], doubleTap: [.scrollToTop, .refresh])"))
        #expect(!accounts.contains("reselect: .popToRoot+"), "the old export wrote the chain's name as a member")
        #expect(exporter.reselectExpression(.popThenScrollThenRefresh) == ".popThenScrollThenRefresh")
        #expect(exporter.reselectExpression(TabBarReselectPolicy(stages: [.scrollToTop, .refresh])) == "TabBarReselectPolicy(stages: [.scrollToTop, .refresh])")
        var atlas = TabBarFeatureSamples.atlas
        atlas.behavior = TabBarBehavior(actionTap: .presents, popToTopOnBlur: true)
        atlas.tabs[1].popToTopOnBlur = false
        let source = SwiftExporter(configuration: atlas, theme: .midnight).source(flavor: .core)
        for expected in ["placement: .fixed", "placement: .sidebarOnly", "placement: .hidden", "compactTabs: [\"home\", \"browse\", \"library\", \"search\"]",
                         "TabBarSidebarSection(id: \"collection\", title: \"Collection\", footer: \"Synced with iCloud\"", "isCollapsedByDefault: true",
                         "isDestructive: true", "actionTap: .presents", "popToTopOnBlur: true", "popToTopOnBlur: false"] {
            #expect(source.contains(expected), "\(expected)")
        }
        try typeCheckAgainstCore([accounts, source])
    }
}
