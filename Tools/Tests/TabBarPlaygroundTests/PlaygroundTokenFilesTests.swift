import Foundation
import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarPlayground
@_spi(TabBarKitInternal) import TabBarTools

@Suite("Playground token import of several files")
struct PlaygroundTokenFilesTests {
    @Test("an array of files merges in order, with a dark file, as tokens import does")
    func severalFiles() throws {
        var session = try PlaygroundSession(configuration: try TabBarBuiltInExample.social.configuration)
        let body = ##"""
            [{"name": "palette.json", "tokens": {"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "accent": {"value": "#0055CC", "type": "color"}, "muted": {"value": "#555555", "type": "color"}}}},
             {"name": "dark.json", "appearance": "dark", "tokens": {"color": {"$type": "color", "accent": {"$value": "#66AAFF"}}}},
             {"name": "tabbar.json", "tokens": {"tabbar": {"background": {"color": {"$type": "color", "$value": "{color.bg}"}},
               "item": {"$type": "color", "selected": {"$value": "{color.accent}"}, "unselected": {"$value": "{color.muted}"}},
               "badge": {"$type": "color", "fill": {"$value": "#C00000"}, "text": {"$value": "#FFFFFF"}},
               "action": {"$type": "color", "fill": {"$value": "{color.accent}"}, "foreground": {"$value": "#FFFFFF"}}}}}]
            """##
        let theme = try session.importTokens(json: body, name: nil)
        #expect(theme.items.selected.light.hex == "#0055CC" && theme.items.selected.dark.hex == "#66AAFF")
    }

    @Test("a bad file in the array is located by its name and path")
    func located() throws {
        var session = try PlaygroundSession(configuration: try TabBarBuiltInExample.social.configuration)
        do {
            _ = try session.importTokens(json: #"[{"name": "a.json", "tokens": {"tabbar": {"item": {"selected": {"$type": "color", "$value": "{nope}"}}}}}]"#, name: nil)
            Issue.record("imported")
        } catch {
            #expect("\(error)".contains("a.json: tabbar.item.selected.$value: unknown reference {nope}"), "\(error)")
        }
    }
}
