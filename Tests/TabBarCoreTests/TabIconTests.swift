import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
import TabBarRender
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Icons that are not SF Symbols (issue 22): asset-catalog and app-registered images, template or in
/// their own colours, on tabs and on the action glyph; their JSON forms and their stand-in in renders.
@Suite("Tab icons: symbols, assets, registered images")
struct TabIconTests {
    /// The social example with a logo asset on home, a registered avatar in its own colours on profile
    /// and an asset as the action's glyph.
    static let json = TabBarFeatureSamples.imageIconsJSON

    static func configuration() throws -> TabBarConfiguration { try TabBarConfiguration.decode(json: json) }

    /// The located issues of a configuration (the configuration tests' helper).
    func issues(_ json: String) -> [String] { ConfigurationTests().issues(json) }

    static func list(_ configuration: TabBarConfiguration, theme: TabBarTheme = .system, _ scheme: TabBarAppearanceScheme = .light,
                     direction: TabBarReadingDirection = .leftToRight) -> TabBarDisplayList {
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: TabBarDevicePreset.iPhone16Pro.environment(direction: direction), theme: theme, measurer: TabBarInterTextMeasurer())
        return TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: TabBarAppearance(scheme)).screenDisplayList()
    }

    static func images(in items: [TabBarDisplayItem]) -> [TabBarDisplayImage] {
        G0DisplayListTests.flatten(items).compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    @Test("the string form is a symbol; the object forms name an asset or a registered image")
    func decodesEveryForm() throws {
        let tabs = try Self.configuration().tabs
        #expect(tabs[0].icon == .asset("Logo"))
        #expect(tabs[0].selectedIcon == .asset("LogoFilled"))
        #expect(tabs[1].icon == .symbol("magnifyingglass"))
        #expect(tabs[4].icon == .image("avatar", template: false))
        #expect(tabs[4].icon?.isTemplate == false)
    }

    @Test("a string literal in Swift is a symbol, as before")
    func literalIsSymbol() {
        let tab = TabBarKitItem(id: "home", title: "Home", icon: "house", selectedIcon: "house.fill")
        #expect(tab.icon?.source == .symbol)
        #expect(tab.icon?.symbolName == "house")
        #expect(TabIcon.asset("Logo").symbolName == nil)
    }

    @Test("icons survive a JSON round trip, and symbols are written as plain names")
    func roundTrip() throws {
        let configuration = try Self.configuration()
        let text = configuration.jsonText()
        #expect(text.contains(#""icon" : "magnifyingglass""#))
        #expect(text.contains(#""image" : "avatar""#))
        #expect(try TabBarConfiguration.decode(json: text) == configuration)
    }

    @Test("a bad icon object names its JSON path and why", arguments: [
        (#"{"asset": "A", "image": "B"}"#, #"tabs[0].icon: an icon object names one source; found "asset" and "image""#),
        (#"{"template": false}"#, #"tabs[0].icon: an icon object needs one of "symbol", "asset", "image""#),
        (#"{"symbol": "house", "template": false}"#, #"tabs[0].icon.template: a symbol is always drawn as a template"#),
        (#"{"assets": "A"}"#, "tabs[0].icon.assets: unknown key"),
        ("3", #"tabs[0].icon: expected a symbol name or an object"#),
    ])
    func badIcon(icon: String, expected: String) {
        let found = issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": \#(icon)}]}"#)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix(expected) == true, "\(found)")
    }

    @Test("an empty icon name is an error at its path, in every form", arguments: [#""""#, #"{"asset": ""}"#, #"{"image": ""}"#])
    func emptyName(icon: String) {
        let found = issues(#"{"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "house", "selectedIcon": \#(icon)}]}"#)
        #expect(found.count == 1 && found.first?.hasPrefix("tabs[0].selectedIcon: an icon's ") == true, "\(found)")
    }

    @Test("a menu item's icon takes the same forms")
    func menuIcon() throws {
        let configuration = try TabBarConfiguration.decode(json: #"""
        {"version": 1, "tabs": [{"id": "a", "title": "A", "icon": "house"},
          {"id": "new", "title": "New", "icon": "plus", "role": "action", "menu": [{"id": "p", "title": "Photo", "icon": {"asset": "Camera"}}]}]}
        """#)
        #expect(configuration.tabs[1].menu[0].icon == .asset("Camera"))
    }

    @Test("non-symbol icons are images in the list: template ones tinted with the item's colour, original ones not")
    func imagesInTheList() throws {
        let configuration = try Self.configuration()
        let images = Self.images(in: Self.list(configuration).items)
        let theme = TabBarTheme.system, appearance = TabBarAppearance(.light)
        let home = try #require(images.first { $0.icon.name == "LogoFilled" })  // home is selected: its selected variant
        #expect(home.icon.isTemplate)
        #expect(home.color == theme.items.selected.resolve(appearance))
        let glyph = try #require(images.first { $0.icon.name == "Compose" })
        #expect(glyph.color == theme.actionButton.foreground.resolve(appearance))
        let avatar = try #require(images.first { $0.icon.name == "avatar" })
        #expect(!avatar.icon.isTemplate)
        #expect(!images.contains { $0.icon.name == "magnifyingglass" })
    }

    @Test("the Apple painters can draw images, and the SVG writer draws a stand-in without reporting anything")
    func paintersDrawImages() throws {
        let list = Self.list(try Self.configuration())
        var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
        list.paint(into: &recorder)
        #expect(recorder.issues.isEmpty)
        #expect(recorder.used.isSuperset(of: [.templateImage, .originalImage]))
        #expect(TabBarSVGWriter().document(list).issues.isEmpty)
    }

    @Test("the stand-in is a rounded square with the name's initial, tinted for a template, grey for an original")
    func standIn() {
        let frame = TabBarRect(x: 10, y: 10, width: 24, height: 24)
        let body = TabBarSVGWriter().write(TabBarDisplayList(size: TabBarSize(width: 44, height: 44), items: [
            .image(TabBarDisplayImage(.asset("logo"), frame: frame, color: TabBarColor(red: 0, green: 0.384, blue: 0.82))),
            .image(TabBarDisplayImage(.image("avatar", template: false), frame: frame, color: .black)),
        ]))
        #expect(body.contains(">L</text>"))
        #expect(body.contains(">A</text>"))
        #expect(body.contains(##"stroke="#0062D1""##))
        #expect(body.contains(##"fill="#8F8F94""##))
    }

    @Test("a bar with image icons renders the same SVG", arguments: [TabBarReadingDirection.leftToRight, .rightToLeft])
    func snapshot(direction: TabBarReadingDirection) throws {
        assertSnapshot(of: Self.list(try Self.configuration(), direction: direction), as: .svg, named: direction == .leftToRight ? "ltr" : "rtl")
    }
}
