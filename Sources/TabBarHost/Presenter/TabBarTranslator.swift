import Foundation
import TabBarCore

/// Turns the app's String Catalog keys (tab titles, spoken labels and hints, badge nouns, menu titles, and
/// the core's spoken phrases: positions, badge phrases, announcements) into the text shown and spoken, in
/// the user's language.
///
/// A store localises every configuration it receives with one, so the layout measures, the bar draws
/// and VoiceOver speaks (announcements included) the translated text in both front ends.
///
/// ```swift
/// let store = try TabBarKitStore(configuration: configuration, translator: .bundle(.main, table: "Tabs"))
/// let french = TabBarTranslator { ["Home": "Accueil"][$0] ?? $0 }   // tests pass a fixed one
/// ```
public struct TabBarTranslator: Sendable {
    private let translate: @Sendable (String) -> String

    /// A translator from a function of the key; a key it does not know should come back unchanged.
    public init(_ translate: @escaping @Sendable (String) -> String) {
        self.translate = translate
    }

    /// The text for `key`.
    public func callAsFunction(_ key: String) -> String { translate(key) }

    /// The core's phrase templates (positions, badge phrases, announcements) looked up by their String
    /// Catalog keys (`TabBarPhrases.keys`); a key translated as itself stays out of the table.
    public var phrases: TabBarPhrases {
        var templates: [String: String] = [:]
        for key in TabBarPhrases.keys {
            let template = translate(key)
            if template != key { templates[key] = template }
        }
        return TabBarPhrases(templates)
    }

    /// Leaves every string as written.
    public static let identity = TabBarTranslator { $0 }

    /// Looks keys up in a bundle's strings table (a String Catalog compiles to one); a missing key stays as written.
    public static func bundle(_ bundle: Bundle, table: String? = nil) -> TabBarTranslator {
        TabBarTranslator { bundle.localizedString(forKey: $0, value: $0, table: table) }
    }

    /// The default: the app's main bundle on Apple platforms; elsewhere (Linux, where apps have no
    /// String Catalog) the identity.
    public static var main: TabBarTranslator {
        #if canImport(Darwin)
        .bundle(.main)
        #else
        .identity
        #endif
    }
}
