@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// An example the playground offers by name: a built-in one (`social`, `reflect`, …), or one of issue 33's feature
/// samples: `atlas` (placements, a compact tab set, sidebar sections, a tab menu) and `accounts` (an account menu on
/// the trailing tab, a reselect chain with a refresh stage and a double tap).
package enum PlaygroundExample {
    /// The feature samples, after the built-in examples.
    package static let samples: [(name: String, configuration: TabBarConfiguration)] = [
        ("atlas", TabBarFeatureSamples.atlas), ("accounts", TabBarFeatureSamples.accountMenu),
    ]

    /// Every name, built-in examples first.
    package static var names: [String] { TabBarBuiltInExample.names + samples.map(\.name) }

    /// The configuration of an example; `nil` for an unknown name.
    package static func configuration(named name: String) throws(TabBarConfigurationError) -> TabBarConfiguration? {
        if let example = TabBarBuiltInExample(rawValue: name) { return try example.configuration }
        return samples.first { $0.name == name }?.configuration
    }

    /// The configuration's JSON text, as the page's editor shows it; `nil` for an unknown name.
    package static func json(named name: String) -> String? {
        if let example = TabBarBuiltInExample(rawValue: name) { return example.json }
        return samples.first { $0.name == name }.map { $0.configuration.jsonText() + "\n" }
    }
}
