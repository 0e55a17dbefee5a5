import Testing
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools
import TabBarTesting

@Suite("Readable descriptions of effects, events and diagnostics")
struct DescriptionTests {
    @Test("an effect prints as the transcript shows it", arguments: [
        (TabBarEffect.selectionChanged(from: "home", to: "activity", source: .tap), "selectionChanged(home→activity, tap)"),
        (.popToRoot("home"), "popToRoot(home)"),
        (.presentAction("create", item: nil), "presentAction(create, item=none)"),
        (.presentAction("create", item: "photo"), "presentAction(create, photo)"),
        (.actionMenuChanged("create", isOpen: true), "actionMenuChanged(create, open=true)"),
        (.haptic(.selection), "haptic(selection)"),
        (.analytics(screen: "home_feed", tab: "home"), "analytics(home_feed)"),
        (.visibilityChanged(.minimized), "visibilityChanged(minimized)"),
        (.backUnhandled, "backUnhandled"),
        (.diagnostic(TabBarDiagnostic("noRoute", "no route for x")), "diagnostic(noRoute, no route for x)"),
    ])
    func effect(effect: TabBarEffect, text: String) {
        #expect(String(describing: effect) == text)
        #expect("\(effect)" == text)
    }

    @Test("a diagnostic prints as code and message")
    func diagnostic() {
        #expect("\(TabBarDiagnostic("restoreRepaired", "dropped x"))" == "restoreRepaired: dropped x")
    }

    @Test("the transcript's effects line is the effects' descriptions")
    func transcriptUsesDescriptions() throws {
        var simulator = try TabBarSimulator(configuration: .example(.social))
        let script = try TabBarSimulationScript.parse("tap activity\n", configuration: .example(.social))
        let step = simulator.run(script).steps[1]
        #expect(step.text.contains("  effects: " + step.effects.map(\.description).joined(separator: ", ")))
    }

    @Test("an event prints as the script line that sends it, and that line parses back to the event", arguments: [
        "tap home", "select activity", "menu open create", "menu choose 2", "menu dismiss", "swipe left", "back",
        "push home post/42", "pop home", "poproot home", "deeplink app://home/post/7", "keyboard show", "scroll down",
        "scroll-position home y=120", "memory-warning", "badge activity count 3", "badge home dot", "badge home text New",
        "badge home none", "reorder profile,home", "hide search", "show search", "bar hide", "direction rtl",
        "key left", "key cmd-2", "preload activity",
    ])
    func event(line: String) throws {
        let configuration = TabBarConfiguration.example(.social)
        let steps = try TabBarSimulationScript.parse(line, configuration: configuration).steps
        guard case .event(let event)? = steps.first?.command else {
            #expect(line == "menu choose 2", "\(line) is not an event")
            return
        }
        #expect(event.description == line)
    }
}
