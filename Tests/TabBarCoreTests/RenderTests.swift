import Foundation
import SnapshotTesting
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay
@_spi(TabBarKitInternal) import TabBarTools
import TabBarRender
import TabBarTesting

extension Snapshotting where Value == TabBarDisplayList, Format == String {
    /// A display list snapshotted as the SVG the writer makes of it, compared line by line.
    static var svg: Snapshotting { Snapshotting<String, String>.lines.pullback { TabBarSVGWriter().write($0) } }
}

@Suite("F1 Renderer")
struct RenderTests {
    static func screen(_ example: TabBarBuiltInExample = .social, theme: TabBarTheme, _ appearance: TabBarAppearance,
                       device: TabBarDevicePreset = .iPhone16Pro) -> TabBarDisplayList {
        let configuration = TabBarConfiguration.example(example)
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: device.environment(), theme: theme, measurer: TabBarInterTextMeasurer())
        return TabBarRenderer(configuration: configuration, layout: layout, theme: theme, appearance: appearance).screenDisplayList()
    }

    static let looks: [(TabBarTheme, TabBarAppearanceScheme)] = TabBarTheme.builtIn.flatMap { theme in TabBarAppearanceScheme.allCases.map { (theme, $0) } }

    @Test("social renders the same SVG in every theme and scheme", arguments: looks.map { "\($0.0.name)-\($0.1.rawValue)" })
    func snapshot(look: String) throws {
        let (theme, scheme) = try #require(Self.looks.first { "\($0.0.name)-\($0.1.rawValue)" == look })
        assertSnapshot(of: Self.screen(theme: theme, TabBarAppearance(scheme)), as: .svg, named: look)
    }

    @Test("the writer is deterministic: the same input gives byte-equal output")
    func deterministic() {
        let a = TabBarSVGWriter().write(Self.screen(theme: .midnight, TabBarAppearance(.dark)))
        let b = TabBarSVGWriter().write(Self.screen(theme: .midnight, TabBarAppearance(.dark)))
        #expect(a == b)
        #expect(a.range(of: "[0-9]e[-+]?[0-9]", options: .regularExpression) == nil)
        #expect(!a.contains("nan") && !a.contains("\"inf"))
    }

    @Test("every symbol the built-in examples use is drawn, outline and filled")
    func icons() {
        for example in TabBarBuiltInExample.allCases {
            for tab in TabBarConfiguration.example(example).tabs {
                for name in [tab.icon, tab.selectedIcon].compactMap({ $0?.symbolName }) {
                    #expect(TabBarIconLibrary.contains(name), "\(example): \(name)")
                }
            }
            for theme in TabBarTheme.builtIn {
                #expect(TabBarSVGWriter().document(Self.screen(example, theme: theme, TabBarAppearance())).issues.isEmpty)
            }
        }
    }

    @Test("an unknown icon draws a placeholder and says so")
    func unknownIcon() {
        let configuration = TabBarConfiguration(tabs: [TabBarKitItem(id: "a", title: "A", icon: "no.such.symbol"), TabBarKitItem(id: "b", title: "B", icon: "house")])
        let layout = TabBarLayout(configuration: configuration, state: TabBarMachine.fixture(configuration).state,
                                  environment: TabBarDevicePreset.iPhoneSE.environment(), theme: .system, measurer: TabBarInterTextMeasurer())
        let list = TabBarRenderer(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance()).barDisplayList()
        #expect(TabBarSVGWriter().document(list).warnings == ["unknown icon \"no.such.symbol\"; drew a placeholder (in tab:a)"])
        #expect(TabBarSVGWriter().write(list).contains("M9.5 9.5 A2.5 2.5 0 1 1 12 12 V13.5"))
    }

    @Test("selection is never colour alone: a filled icon, a heavier label or an indicator")
    func selectionCues() throws {
        for theme in TabBarTheme.builtIn {
            let svg = TabBarSVGWriter().write(Self.screen(theme: theme, TabBarAppearance()))
            let heavier = theme.typography.selectedLabelWeight != theme.typography.labelWeight
            #expect(heavier || theme.indicator.style != .none || theme.filledSelectedIcons, "\(theme.name)")
            #expect(svg.contains("font-weight=\"\(theme.typography.selectedLabelWeight == .bold ? 700 : 600)\""))
        }
    }

    @Test("materials blur a copy of the content behind the bar")
    func material() {
        let svg = TabBarSVGWriter().write(Self.screen(theme: .system, TabBarAppearance()))
        #expect(svg.contains("<use xlink:href=\"#content\""))
        #expect(svg.contains("feGaussianBlur stdDeviation=\"10\""), "the ultra-thin material's σ (issue 30)")
    }

    @Test("numbers are written with fixed precision")
    func numbers() {
        let w = TabBarSVGWriter()
        #expect(w.number(1.0 / 3) == "0.33" && w.number(-0.001) == "0" && w.number(2) == "2" && w.number(12.5) == "12.5")
        #expect(w.number(.nan) == "0")
    }

    @Test("themes are Codable values that survive a JSON round trip")
    func themesCodable() throws {
        for theme in TabBarTheme.builtIn {
            let json = try TabBarJSONValueDecoder().decode(TabBarTheme.self, from: theme.jsonText())
            #expect(json == theme)
        }
    }
}
