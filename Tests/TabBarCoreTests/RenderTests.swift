import Foundation
import SnapshotTesting
import Testing
import TabBarCore
import TabBarDisplay
import TabBarTools
import TabBarRender
import TabBarTesting

extension Snapshotting where Value == DisplayList, Format == String {
    /// A display list snapshotted as the SVG the writer makes of it, compared line by line.
    static var svg: Snapshotting { Snapshotting<String, String>.lines.pullback { SVGWriter().write($0) } }
}

@Suite("F1 Renderer")
struct RenderTests {
    static func screen(_ example: BuiltInExample = .social, theme: TabBarTheme, _ appearance: Appearance,
                       device: DevicePreset = .iPhone16Pro) -> DisplayList {
        let configuration = TabBarConfiguration.example(example)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: device.environment(), theme: theme, measurer: InterTextMeasurer())
        return TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance).screenDisplayList()
    }

    static let looks: [(TabBarTheme, AppearanceScheme)] = TabBarTheme.builtIn.flatMap { theme in AppearanceScheme.allCases.map { (theme, $0) } }

    @Test("social renders the same SVG in every theme and scheme", arguments: looks.map { "\($0.0.name)-\($0.1.rawValue)" })
    func snapshot(look: String) throws {
        let (theme, scheme) = try #require(Self.looks.first { "\($0.0.name)-\($0.1.rawValue)" == look })
        assertSnapshot(of: Self.screen(theme: theme, Appearance(scheme)), as: .svg, named: look)
    }

    @Test("the writer is deterministic: the same input gives byte-equal output")
    func deterministic() {
        let a = SVGWriter().write(Self.screen(theme: .midnight, Appearance(.dark)))
        let b = SVGWriter().write(Self.screen(theme: .midnight, Appearance(.dark)))
        #expect(a == b)
        #expect(a.range(of: "[0-9]e[-+]?[0-9]", options: .regularExpression) == nil)
        #expect(!a.contains("nan") && !a.contains("\"inf"))
    }

    @Test("every symbol the built-in examples use is drawn, outline and filled")
    func icons() {
        for example in BuiltInExample.allCases {
            for tab in TabBarConfiguration.example(example).tabs {
                for name in [tab.icon, tab.selectedIcon].compactMap({ $0?.symbolName }) {
                    #expect(IconLibrary.contains(name), "\(example): \(name)")
                }
            }
            for theme in TabBarTheme.builtIn {
                #expect(SVGWriter().document(Self.screen(example, theme: theme, Appearance())).issues.isEmpty)
            }
        }
    }

    @Test("an unknown icon draws a placeholder and says so")
    func unknownIcon() {
        let configuration = TabBarConfiguration(tabs: [TabItem(id: "a", title: "A", icon: "no.such.symbol"), TabItem(id: "b", title: "B", icon: "house")])
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: DevicePreset.iPhoneSE.environment(), theme: .system, measurer: InterTextMeasurer())
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: .system, appearance: Appearance()).barDisplayList()
        #expect(SVGWriter().document(list).warnings == ["unknown icon \"no.such.symbol\"; drew a placeholder (in tab:a)"])
        #expect(SVGWriter().write(list).contains("M9.5 9.5 A2.5 2.5 0 1 1 12 12 V13.5"))
    }

    @Test("selection is never colour alone: a filled icon, a heavier label or an indicator")
    func selectionCues() throws {
        for theme in TabBarTheme.builtIn {
            let svg = SVGWriter().write(Self.screen(theme: theme, Appearance()))
            let heavier = theme.typography.selectedLabelWeight != theme.typography.labelWeight
            #expect(heavier || theme.indicator.style != .none || theme.filledSelectedIcons, "\(theme.name)")
            #expect(svg.contains("font-weight=\"\(theme.typography.selectedLabelWeight == .bold ? 700 : 600)\""))
        }
    }

    @Test("materials blur a copy of the content behind the bar")
    func material() {
        let svg = SVGWriter().write(Self.screen(theme: .system, Appearance()))
        #expect(svg.contains("<use xlink:href=\"#content\""))
        #expect(svg.contains("feGaussianBlur stdDeviation=\"15\""))
    }

    @Test("numbers are written with fixed precision")
    func numbers() {
        let w = SVGWriter()
        #expect(w.number(1.0 / 3) == "0.33" && w.number(-0.001) == "0" && w.number(2) == "2" && w.number(12.5) == "12.5")
        #expect(w.number(.nan) == "0")
    }

    @Test("themes are Codable values that survive a JSON round trip")
    func themesCodable() throws {
        for theme in TabBarTheme.builtIn {
            let json = try JSONValueDecoder().decode(TabBarTheme.self, from: theme.jsonText())
            #expect(json == theme)
        }
    }
}
