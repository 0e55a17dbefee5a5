@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// How the playground draws the bar: theme, appearance, device and accessibility settings.
public struct PlaygroundOptions: Hashable, Sendable {
    /// A built-in theme's name, or `"imported"` for the session's imported token theme.
    public var theme = "system"
    /// Light or dark.
    public var scheme = TabBarAppearanceScheme.light
    /// Standard or increased contrast.
    public var contrast = TabBarColorContrast.standard
    /// A device preset's name.
    public var device = TabBarDevicePreset.iPhone16Pro.name
    /// Portrait or landscape.
    public var orientation = TabBarOrientation.portrait
    /// The Dynamic Type size.
    public var dynamicType = TabBarTextSize.large
    /// Right-to-left layout.
    public var rightToLeft = false
    /// Reduce Motion: animations become cross-fades.
    public var reduceMotion = false
    /// On regular width: a floating bar, a sidebar, or a top bar that expands into the sidebar.
    public var regularWidth = TabBarRegularWidthPresentation.floatingBar
    /// Where a floating bar's search tab goes: `nil` as the configuration says, else inline or detached.
    public var searchPlacement: TabBarSearchPlacement?
    /// Where a floating bar's prominent tab goes: `nil` as the configuration says, else raised or detached.
    public var prominentPlacement: TabBarProminentPlacement?
    /// Frames per second for sampled animations: 60 or 120.
    public var fps = 60
    /// Reduce Transparency: a glass bar draws its theme's fallback.
    public var reduceTransparency = false
    /// What lies under the bar: `plain`, or `busy` (a glass bar whose labels would not read there falls back).
    public var backdrop = TabBarBackdropContent.plain
    /// The app shows a bottom accessory (a mini player) above the bar, inline when the bar minimises.
    public var bottomAccessory = false

    /// The defaults: system theme, light, iPhone 16 Pro portrait, large text, left to right.
    public init() {}

    /// The name the options use for an imported token theme.
    public static let importedThemeName = "imported"

    /// Themes the playground offers beside the built-in ones: issue 32's glass samples.
    public static let sampleThemes = [TabBarFeatureSamples.glassTheme, TabBarFeatureSamples.glassOpaqueTheme]

    /// Every theme name the options accept, but the imported one.
    public static var themeNames: [String] { TabBarTheme.builtIn.map(\.name) + sampleThemes.map(\.name) }

    /// The options with the members of a JSON object applied; unknown keys and bad values are located errors.
    ///
    /// `path` is the JSON path of the object in the request (`options`).
    package func applying(_ value: TabBarJSONValue, path: String) throws(PlaygroundFailure) -> PlaygroundOptions {
        guard case .object(let members) = value else {
            throw .unprocessable([TabBarInputIssue(path, "must be an object")])
        }
        var options = self
        var issues: [TabBarInputIssue] = []
        func string(_ key: String, _ value: TabBarJSONValue) -> String? {
            if case .string(let s) = value { return s }
            issues.append(TabBarInputIssue("\(path).\(key)", "must be a string"))
            return nil
        }
        func bool(_ key: String, _ value: TabBarJSONValue) -> Bool? {
            if case .bool(let b) = value { return b }
            issues.append(TabBarInputIssue("\(path).\(key)", "must be true or false"))
            return nil
        }
        func choice<T>(_ key: String, _ value: TabBarJSONValue, _ names: [String], _ make: (String) -> T?) -> T? {
            guard let s = string(key, value) else { return nil }
            if let made = make(s) { return made }
            issues.append(TabBarInputIssue("\(path).\(key)", "unknown value \"\(s)\"; use " + names.joined(separator: ", ")))
            return nil
        }
        for (key, member) in members {
            switch key {
            case "theme":
                let names = Self.themeNames + [Self.importedThemeName]
                if let t = choice(key, member, names, { names.contains($0) ? $0 : nil }) { options.theme = t }
            case "scheme":
                if let s = choice(key, member, TabBarAppearanceScheme.allCases.map(\.rawValue), TabBarAppearanceScheme.init(rawValue:)) { options.scheme = s }
            case "contrast":
                if let c = choice(key, member, TabBarColorContrast.allCases.map(\.rawValue), TabBarColorContrast.init(rawValue:)) { options.contrast = c }
            case "device":
                if let d = choice(key, member, TabBarDevicePreset.all.map(\.name), { TabBarDevicePreset.named($0)?.name }) { options.device = d }
            case "orientation":
                if let o = choice(key, member, TabBarOrientation.allCases.map(\.rawValue), TabBarOrientation.init(rawValue:)) { options.orientation = o }
            case "dynamicType":
                if let t = choice(key, member, TabBarTextSize.allCases.map(\.rawValue), TabBarTextSize.init(name:)) { options.dynamicType = t }
            case "rightToLeft":
                if let b = bool(key, member) { options.rightToLeft = b }
            case "reduceMotion":
                if let b = bool(key, member) { options.reduceMotion = b }
            case "bottomAccessory":
                if let b = bool(key, member) { options.bottomAccessory = b }
            case "regularWidth":
                if let r = choice(key, member, ["floatingBar", "sidebar", "topBar"], TabBarRegularWidthPresentation.init(rawValue:)) { options.regularWidth = r }
            case "searchPlacement":
                let names = ["configuration"] + TabBarSearchPlacement.names
                if let name = choice(key, member, names, { names.contains($0) ? $0 : nil }) { options.searchPlacement = TabBarSearchPlacement(name: name) }
            case "prominentPlacement":
                let names = ["configuration"] + TabBarProminentPlacement.names
                if let name = choice(key, member, names, { names.contains($0) ? $0 : nil }) { options.prominentPlacement = TabBarProminentPlacement(name: name) }
            case "reduceTransparency":
                if let b = bool(key, member) { options.reduceTransparency = b }
            case "backdrop":
                if let b = choice(key, member, TabBarBackdropContent.allCases.map(\.rawValue), TabBarBackdropContent.init(rawValue:)) { options.backdrop = b }
            case "fps":
                if case .number(let n) = member, n == 60 || n == 120 {
                    options.fps = Int(n)
                } else {
                    issues.append(TabBarInputIssue("\(path).fps", "must be 60 or 120"))
                }
            default:
                issues.append(TabBarInputIssue("\(path).\(key)", "unknown option; options are " + Self.keys.joined(separator: ", ")))
            }
        }
        if !issues.isEmpty { throw .unprocessable(issues) }
        return options
    }

    /// Every option key, in the order the API documents them.
    public static let keys = ["theme", "scheme", "contrast", "device", "orientation", "dynamicType", "rightToLeft", "reduceMotion", "regularWidth", "fps", "reduceTransparency", "backdrop", "bottomAccessory", "searchPlacement", "prominentPlacement"]

    /// The options as JSON, in a fixed member order.
    package var json: TabBarJSONValue {
        .object([
            ("theme", .string(theme)), ("scheme", .string(scheme.rawValue)), ("contrast", .string(contrast.rawValue)),
            ("device", .string(device)), ("orientation", .string(orientation.rawValue)), ("dynamicType", .string(dynamicType.rawValue)),
            ("rightToLeft", .bool(rightToLeft)), ("reduceMotion", .bool(reduceMotion)), ("regularWidth", .string(regularWidth.rawValue)),
            ("fps", .int(fps)), ("reduceTransparency", .bool(reduceTransparency)), ("backdrop", .string(backdrop.rawValue)),
            ("searchPlacement", .string(searchPlacement?.name ?? "configuration")),
        ] + (bottomAccessory ? [("bottomAccessory", .bool(true))] : [])
            + (prominentPlacement.map { [("prominentPlacement", .string($0.name))] } ?? []))
    }

    /// The colours' appearance.
    public var appearance: TabBarAppearance {
        TabBarAppearance(scheme, contrast: contrast, transparency: reduceTransparency ? .reduced : .standard, backdrop: backdrop)
    }

    /// The reading direction.
    public var direction: TabBarReadingDirection { rightToLeft ? .rightToLeft : .leftToRight }

    /// The layout environment of the chosen device.
    public var environment: TabBarLayoutEnvironment {
        (TabBarDevicePreset.named(device) ?? .iPhone16Pro).environment(orientation, direction: direction, dynamicType: dynamicType)
            .with(bottomAccessory: bottomAccessory ? TabBarBottomAccessory() : nil)
    }
}
