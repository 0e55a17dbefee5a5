import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools
import Testing

/// A clock the tests move by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 0.0
    func advance(_ by: Double) { lock.withLock { seconds += by } }
    var now: Double { lock.withLock { seconds } }
}

@Suite("playground sessions")
struct PlaygroundSessionTests {
    static func session(_ example: TabBarBuiltInExample = .social) throws -> PlaygroundSession {
        try PlaygroundSession(configuration: example.configuration)
    }

    @Test("the store keeps at most its capacity, dropping the least recently used session")
    func leastRecentlyUsed() async throws {
        let store = SessionStore(capacity: 3)
        let a = await store.insert(try Self.session())
        let b = await store.insert(try Self.session())
        let c = await store.insert(try Self.session())
        _ = try await store.session(a)  // a is now more recent than b
        let d = await store.insert(try Self.session())
        #expect(await store.count == 3)
        await #expect(throws: PlaygroundFailure.self) { try await store.session(b) }
        for kept in [a, c, d] { _ = try await store.session(kept) }
        for _ in 0..<50 { _ = await store.insert(try Self.session()) }
        #expect(await store.count == 3)
    }

    @Test("a session unused for longer than the idle timeout is gone")
    func idleTimeout() async throws {
        let clock = ManualClock()
        let store = SessionStore(capacity: 10, idleTimeout: 60, now: { clock.now })
        let id = await store.insert(try Self.session())
        clock.advance(59)
        _ = try await store.session(id)
        clock.advance(59)
        _ = try await store.session(id)  // used again: the timeout restarts
        let other = await store.insert(try Self.session())
        clock.advance(61)
        await #expect(throws: PlaygroundFailure.unknownSession(id)) { try await store.session(id) }
        _ = await store.insert(try Self.session())  // sweeps the idle ones
        #expect(await store.count == 1)
        await #expect(throws: PlaygroundFailure.unknownSession(other)) { try await store.session(other) }
    }

    @Test("changes to one session made at once all apply, one at a time, whether on the heavy lane or not; a failing change changes nothing")
    func concurrentChanges() async throws {
        let store = SessionStore()
        let id = await store.insert(try Self.session())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    _ = try? await store.update(id, heavy: index.isMultiple(of: 2)) { session throws(PlaygroundFailure) in
                        let count: Int = if case .count(let n)? = session.state.badges["home"] { n } else { 0 }
                        _ = try session.perform(command: "badge home count \(count + 1)")
                    }
                }
            }
        }
        #expect(try await store.session(id).state.badges["home"] == .count(40), "no change was lost")
        await #expect(throws: PlaygroundFailure.self) {
            try await store.update(id) { session throws(PlaygroundFailure) in
                _ = try session.perform(command: "badge home count 41")
                _ = try session.perform(command: "tap nowhere")
            }
        }
        #expect(try await store.session(id).state.badges["home"] == .count(40), "the failed change left the session as it was")
        #expect(await store.remove(id))
        await #expect(throws: PlaygroundFailure.unknownSession(id)) { try await store.update(id) { _ throws(PlaygroundFailure) in } }
    }

    @Test("a long press on a tab with the large content viewer shows its title, at accessibility sizes")
    func largeContentViewer() throws {
        var session = try Self.session()
        try session.updateOptions(.object([("dynamicType", .string("AX3"))]))
        guard let home = session.layout.item("home"), home.showsLargeContentViewer else {
            Issue.record("home shows no large content viewer at AX3")
            return
        }
        let reply = try session.perform(gesture: "longPress", at: TabBarPoint(x: home.hitFrame.midX, y: home.hitFrame.midY))
        #expect(reply["largeContent"]?["title"] == .string("Home"))
        #expect(session.state.selected == "home")
    }

    @Test("with the action menu open, a click on the drawn menu item chooses it and a click on the scrim dismisses it", arguments: [false, true])
    func menuHitTesting(rightToLeft: Bool) throws {
        var configuration = try TabBarBuiltInExample.social.configuration
        configuration.tabs[2].menu = [TabBarActionMenuItem(id: "photo", title: "Photo", icon: "camera"), TabBarActionMenuItem(id: "2", title: "Story", icon: "book")]
        var session = try PlaygroundSession(configuration: configuration)
        try session.updateOptions(.object([("rightToLeft", .bool(rightToLeft))]))
        let create = try #require(session.layout.item("create"))
        let opened = try session.perform(gesture: "longPress", at: TabBarPoint(x: create.hitFrame.midX, y: create.hitFrame.midY))
        #expect(opened["hit"] == .string("create") && session.state.openMenu == "create")
        let menu = try #require(session.layout.actionMenu)
        let second = try #require(menu.items.dropFirst().first)
        let chosen = try session.perform(gesture: "tap", at: TabBarPoint(x: second.hitFrame.midX, y: second.hitFrame.midY))
        #expect(chosen["hit"] == .string(second.id))
        // The second item's id is "2": chosen by position, it is still the second item, not a lookup by id.
        #expect(chosen["step"]?["event"] == .string("menu choose 2"), "\(chosen.serialized(pretty: false))")
        #expect(chosen["step"]?["effects"].map { "\($0)".contains("presentAction") } ?? false, "\(chosen.serialized(pretty: false))")
        #expect(session.state.openMenu == nil)

        _ = try session.perform(gesture: "longPress", at: TabBarPoint(x: create.hitFrame.midX, y: create.hitFrame.midY))
        let corner = TabBarPoint(x: 2, y: 200)
        #expect(session.layout.hit(corner) == .scrim)
        let dismissed = try session.perform(gesture: "tap", at: corner)
        #expect(dismissed["step"]?["event"] == .string("menu dismiss"))
        #expect(session.state.openMenu == nil && session.state.selected == "home")
    }

    @Test("the page's Preload field sends preload ID: the tab's content is created, the selection stays")
    func preload() throws {
        var session = try Self.session()
        let event = try session.perform(command: "preload activity")
        #expect(event["step"]?["effects"] == .array([.object([("type", .string("mount")), ("tab", .string("activity"))])]))
        #expect(session.state.selected == "home" && session.state.lifecycle.isLive("activity"))
        #expect(throws: PlaygroundFailure.self) { try session.perform(command: "configure x.json") }  // the playground reads no files
    }

    @Test("right to left reaches the machine, so a swipe is mirrored (in a bar that switches on a swipe: off by default)")
    func rightToLeftSwipe() throws {
        var swiping = try TabBarBuiltInExample.social.configuration
        swiping.behavior.swipeToSwitch = true
        var ltr = try PlaygroundSession(configuration: swiping), rtl = try PlaygroundSession(configuration: swiping)
        try rtl.updateOptions(.object([("rightToLeft", .bool(true))]))
        _ = try ltr.perform(command: "swipe left")
        _ = try rtl.perform(command: "swipe left")
        #expect(ltr.state.selected != rtl.state.selected)
    }

    @Test("binding a non-loopback address needs the explicit flag and warns")
    func binding() throws {
        #expect(try PlaygroundServer.checkBinding(host: "127.0.0.1", allowRemote: false) == nil)
        #expect(try PlaygroundServer.checkBinding(host: "::1", allowRemote: false) == nil)
        #expect(throws: PlaygroundFailure.self) { try PlaygroundServer.checkBinding(host: "0.0.0.0", allowRemote: false) }
        let warning = try PlaygroundServer.checkBinding(host: "0.0.0.0", allowRemote: true)
        #expect(warning?.hasPrefix("warning:") == true)
    }

    @Test("Swift literals escape quotes, backslashes, interpolation and control characters")
    func literals() {
        #expect(TabBarSwiftSource.stringLiteral(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(TabBarSwiftSource.stringLiteral("a\nb\u{1}") == #""a\u{A}b\u{1}""#)
    }

    @Test("exported Swift type-checks against the built TabBarCore for every example and theme, imported ones too")
    func exportedSwiftCompiles() throws {
        var sources: [String] = []
        for example in TabBarBuiltInExample.allCases {
            for theme in TabBarTheme.builtIn {
                sources.append(SwiftExporter(configuration: try example.configuration, theme: theme).source(flavor: .core))
            }
        }
        var tricky = try TabBarBuiltInExample.social.configuration
        tricky.tabs[0].title = #"Quote " backslash \ and \(interpolation)"#
        tricky.tabs[1].badge = .text("new\n")
        tricky.behavior = TabBarBehavior(reselect: .scrollToTop, back: .order, maxLiveTabs: 3, pinned: ["home"], hideOnKeyboard: false, badgeStyle: .leadingPlus)
        let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/tokens/sunset.tokens.json")
        var session = try PlaygroundSession(configuration: tricky)
        _ = try session.importTokens(json: try String(contentsOf: tokens, encoding: .utf8), name: nil)
        sources.append(PlaygroundExport.swift.text(configuration: session.configuration, theme: session.theme, flavor: .core))
        #expect(sources.last?.contains("static let theme: TabBarTheme = .playground") == true)

        // One file per source, each in its own namespace so the enums do not clash.
        try typeCheckAgainstCore(sources)
    }

    @Test("a session keeps at most the cap of named snapshots, each name at most 64 characters")
    func savedSnapshotCap() throws {
        var session = try Self.session()
        for n in 1...PlaygroundLimits.maximumSavedSnapshots { _ = try session.perform(command: "save s\(n)") }
        #expect(session.savedSnapshotNames.count == PlaygroundLimits.maximumSavedSnapshots)
        #expect(throws: PlaygroundFailure.self) { try session.perform(command: "save extra") }
        #expect(session.savedSnapshotNames.count == PlaygroundLimits.maximumSavedSnapshots)
        _ = try session.perform(command: "save s1")
        var fresh = try Self.session()
        #expect(throws: PlaygroundFailure.self) { try fresh.perform(command: "save " + String(repeating: "n", count: PlaygroundLimits.maximumSnapshotNameLength + 1)) }
        #expect(fresh.savedSnapshotNames.isEmpty)
    }

    @Test("any Unicode line end splits a command, so it is refused like a line feed: one command per request", arguments: ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func oneCommand(separator: String) throws {
        var session = try Self.session()
        do {
            _ = try session.perform(command: "tap activity\(separator)tap profile")
            Issue.record("two commands were run")
        } catch {
            #expect(error.status == 400 && error.code == "badRequest")
        }
        #expect(session.state.selected == "home")
    }
}
