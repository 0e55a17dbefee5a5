import Foundation

extension TabBarConfiguration {
    /// Reads a configuration from JSON text, reporting every problem with its location.
    ///
    /// Malformed JSON is reported by line and column; unknown keys, wrong types and
    /// invalid values by JSON path (`tabs[3].id: duplicate id "home"`).
    public static func decode(json text: String) throws(TabBarConfigurationError) -> TabBarConfiguration {
        let document: TabBarJSONValue
        do {
            document = try TabBarJSONParser.parse(text)
        } catch {
            throw TabBarConfigurationError([TabBarInputIssue("line \(error.line), column \(error.column)", error.reason)])
        }
        let unknown = ConfigurationSchema.root.unknownKeys(in: document, path: "")
        if !unknown.isEmpty { throw TabBarConfigurationError(unknown) }
        let configuration: TabBarConfiguration
        do {
            configuration = try TabBarJSONValueDecoder().decode(TabBarConfiguration.self, from: document)
        } catch let error as DecodingError {
            throw TabBarConfigurationError([error.inputIssue])
        } catch {
            throw TabBarConfigurationError([TabBarInputIssue("", "\(error)")])
        }
        try configuration.validate()
        return configuration
    }

    /// The configuration as pretty JSON with sorted keys.
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The keys each object of the configuration format may hold, so typos are reported, not ignored.
indirect enum ConfigurationSchema: Sendable {
    case object([String: ConfigurationSchema])
    case array(ConfigurationSchema)
    /// An object whose keys are data (the routes' URL patterns), each value checked against one schema.
    case map(ConfigurationSchema)
    case anyValue

    /// An icon: a symbol's name, or an object naming its source (checked here when it is an object).
    static let icon = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabIcon.CodingKeys.allCases.map { ($0.stringValue, .anyValue) }))
    static let menuItem = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarActionMenuItem.CodingKeys.allCases.map { key in
        (key.stringValue, key == .icon ? icon : .anyValue)
    }))
    /// A reselect policy: a preset's name, or an object with its stages and double tap (checked here when it is an object).
    static let reselect = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarReselectPolicy.CodingKeys.allCases.map { ($0.stringValue, .anyValue) }))
    static let badge = ConfigurationSchema.object(["count": .anyValue, "dot": .anyValue, "text": .anyValue])
    static let tab = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarKitItem.CodingKeys.allCases.map { key in
        (key.stringValue, key == .badge ? badge : key == .menu ? .array(menuItem) : key == .icon || key == .selectedIcon ? icon
            : key == .reselect ? reselect : .anyValue)
    }))
    static let haptics = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarHaptics.CodingKeys.allCases.map { ($0.stringValue, .anyValue) }))
    static let behavior = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarBehavior.CodingKeys.allCases.map { key in
        (key.stringValue, key == .haptics ? haptics : key == .reselect ? reselect : .anyValue)
    }))
    static let section = ConfigurationSchema.object(Dictionary(uniqueKeysWithValues: TabBarSidebarSection.CodingKeys.allCases.map { key in
        (key.stringValue, key == .actions ? .array(menuItem) : .anyValue)
    }))
    /// A route's target: a tab id, or an object with the tab and the screen's settings.
    static let routeTarget = ConfigurationSchema.object(["tab": .anyValue, "hidesTabBar": .anyValue])
    static let root = ConfigurationSchema.object([
        "version": .anyValue, "tabs": .array(tab), "selected": .anyValue, "behavior": behavior, "routes": .map(routeTarget),
        "compactTabs": .anyValue, "sections": .array(section),
    ])

    func unknownKeys(in value: TabBarJSONValue, path: String) -> [TabBarInputIssue] {
        switch (self, value) {
        case (.object(let allowed), .object(let members)):
            return members.flatMap { member -> [TabBarInputIssue] in
                let memberPath = TabBarInputIssue.member(member.key, of: path)
                guard let schema = allowed[member.key] else {
                    return [TabBarInputIssue(memberPath, "unknown key; expected one of " + allowed.keys.sorted().joined(separator: ", "))]
                }
                return schema.unknownKeys(in: member.value, path: memberPath)
            }
        case (.array(let element), .array(let elements)):
            return elements.enumerated().flatMap { element.unknownKeys(in: $1, path: "\(path)[\($0)]") }
        case (.map(let element), .object(let members)):
            return members.flatMap { element.unknownKeys(in: $0.value, path: TabBarInputIssue.member($0.key, of: path)) }
        default:
            return []
        }
    }
}

extension DecodingError {
    /// The error as an issue naming the JSON path and the reason.
    public var inputIssue: TabBarInputIssue {
        switch self {
        case .typeMismatch(let type, let context):
            return TabBarInputIssue(Self.path(context.codingPath), "expected \(Self.describe(type))")
        case .valueNotFound(let type, let context):
            return TabBarInputIssue(Self.path(context.codingPath), "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            return TabBarInputIssue(Self.path(context.codingPath + [key]), "required key is missing")
        case .dataCorrupted(let context):
            return TabBarInputIssue(Self.path(context.codingPath), context.debugDescription)
        @unknown default:
            return TabBarInputIssue("", "\(self)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text = TabBarInputIssue.member(key.stringValue, of: text)
            }
        }
        return text.isEmpty ? TabBarInputIssue.rootLocation : text
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is TabID.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is Double.Type: "a number"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "a value of type \(type)"
        }
    }
}
