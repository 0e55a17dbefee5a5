/// Where a tab's icon (or an action's glyph) comes from: an SF Symbol, an image of the app's asset
/// catalog, or an image the app registers with the host under an id; drawn as a template (tinted with
/// the item's colour) or with its own colours.
///
/// A string literal is a symbol, so `TabBarKitItem(id: "home", title: "Home", icon: "house")` keeps working;
/// in JSON, `"icon": "house"` is a symbol and the object forms name the others:
///
/// ```swift
/// let logo: TabIcon = .asset("Logo", template: false)      // {"asset": "Logo", "template": false}
/// let avatar: TabIcon = .image("avatar")                     // {"image": "avatar"}
/// ```
public struct TabIcon: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Where the image comes from.
    public var source: TabIconSource
    /// The symbol's name, the asset's name or the registered image's id.
    public var name: String
    /// Whether the image is drawn as a template, tinted with the item's colour (symbols always are).
    public var isTemplate: Bool

    /// Creates an icon.
    public init(_ source: TabIconSource, name: String, isTemplate: Bool = true) {
        self.source = source
        self.name = name
        self.isTemplate = source == .symbol ? true : isTemplate
    }

    /// A symbol from a string literal.
    public init(stringLiteral name: String) { self.init(.symbol, name: name) }

    /// An SF Symbol (the built-in vector icons in SVG renders).
    public static func symbol(_ name: String) -> TabIcon { TabIcon(.symbol, name: name) }
    /// An image of the app's asset catalog, tinted as a template unless `template` is `false`.
    public static func asset(_ name: String, template: Bool = true) -> TabIcon { TabIcon(.asset, name: name, isTemplate: template) }
    /// An image the app registers with the host under `id`, tinted as a template unless `template` is `false`.
    public static func image(_ id: String, template: Bool = true) -> TabIcon { TabIcon(.image, name: id, isTemplate: template) }

    /// The symbol's name when the icon is a symbol, else `nil`.
    public var symbolName: String? { source == .symbol ? name : nil }

    /// `house`, `asset:Logo`, `image:avatar (original)`.
    public var description: String {
        let prefix = source == .symbol ? "" : "\(source.name):"
        return prefix + name + (isTemplate ? "" : " (original)")
    }
}

/// Where a ``TabIcon`` comes from.
public struct TabIconSource: TabBarNamedOption {
    enum Kind: String, CaseIterable { case symbol, asset, image }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }

    /// An SF Symbol by name.
    public static let symbol = TabIconSource(kind: .symbol)
    /// An image of the app's asset catalog by name.
    public static let asset = TabIconSource(kind: .asset)
    /// An image the app registers with the host under an id.
    public static let image = TabIconSource(kind: .image)

    /// The source with a configuration name.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }
    /// The configuration name (the key of the icon's object form).
    public var name: String { kind.rawValue }
    /// Every accepted name.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }
    /// "icon source".
    public static var optionLabel: String { "icon source" }
}

extension TabIcon: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case symbol, asset, image, template }

    /// Decodes `"house"` (a symbol) or an object with exactly one of `symbol`, `asset`, `image` and an
    /// optional `template` (default `true`; a symbol is always a template).
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .symbol(name)
            return
        }
        let c: KeyedDecodingContainer<CodingKeys>
        do {
            c = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "expected a symbol name or an object with one of \"symbol\", \"asset\", \"image\""))
        }
        let named: [(TabIconSource, String)] = try [(CodingKeys.symbol, TabIconSource.symbol), (.asset, .asset), (.image, .image)].compactMap { key, source in
            try c.decodeIfPresent(String.self, forKey: key).map { (source, $0) }
        }
        guard named.count == 1, let (source, name) = named.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: named.isEmpty
                    ? "an icon object needs one of \"symbol\", \"asset\", \"image\""
                    : "an icon object names one source; found " + named.map { "\"\($0.0.name)\"" }.joined(separator: " and ")))
        }
        let template = try c.decodeIfPresent(Bool.self, forKey: .template)
        if source == .symbol, template == false {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [CodingKeys.template],
                debugDescription: "a symbol is always drawn as a template; remove \"template\" or use \"asset\"/\"image\""))
        }
        self.init(source, name: name, isTemplate: template ?? true)
    }

    /// Encodes a symbol as its name, the others as `{"asset": "Logo"}` (with `"template": false` when original).
    public func encode(to encoder: any Encoder) throws {
        if source == .symbol {
            var c = encoder.singleValueContainer()
            try c.encode(name)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: source == .asset ? .asset : .image)
        if !isTemplate { try c.encode(false, forKey: .template) }
    }

    /// The same form as `encode(to:)`, as a JSON value for the versioned outputs.
    @_spi(TabBarKitInternal) public var json: TabBarJSONValue {
        guard source != .symbol else { return .string(name) }
        let named: (String, TabBarJSONValue) = ((source == .asset ? CodingKeys.asset : .image).stringValue, .string(name))
        return .object(isTemplate ? [named] : [named, (CodingKeys.template.stringValue, .bool(false))])
    }
}

extension TabIcon {
    /// What is wrong with the icon's name (empty, too long, characters XML cannot hold), located at `path`.
    func problems(at path: String) -> [TabBarInputIssue] {
        if name.isEmpty { return [TabBarInputIssue(path, "an icon's \(source.name) name cannot be empty")] }
        return [lengthProblem(name, "the \(source.name) name", at: path, maximum: TabBarConfigurationLimits.maximumTextScalars), xmlProblem(name, at: path)].compactMap { $0 }
    }
}
