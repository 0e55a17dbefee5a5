import Foundation

/// An sRGB colour with alpha, each component 0…1; written as `#RRGGBB` or `#RRGGBBAA`.
///
/// On Apple platforms a colour can also come from a Display P3 value or an asset catalog (``source``);
/// its sRGB components are then the fallback SVG output and Linux draw with (the P3 value mapped into
/// sRGB, or the asset's stated fallback).
///
/// ```swift
/// let brand = TabBarColor(displayP3Red: 1, green: 0.2, blue: 0.1)
/// let accent = TabBarColor(asset: "AccentColor", fallback: TabBarColor(hex: "#0055FF") ?? .black)
/// ```
public struct TabBarColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double
    /// Where the colour comes from on Apple platforms when it is not plain sRGB; `nil` for sRGB.
    public var source: Source?

    /// Where an Apple platform takes a colour from instead of its sRGB components.
    public enum Source: Hashable, Sendable {
        /// A Display P3 value, each component 0…1 (the alpha is the colour's).
        case displayP3(red: Double, green: Double, blue: Double)
        /// A named colour of the app's asset catalog (main bundle).
        case asset(String)
        /// The app's tint where the bar is drawn: SwiftUI's `.tint(_:)` (else the accent colour), UIKit's
        /// `tintColor`. The sRGB components are drawn where there is none (SVG, Linux).
        case tint
    }

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A Display P3 colour; its sRGB components (the fallback) are the nearest sRGB colour, clamped.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let linear = [red, green, blue].map(Self.linearized)
        // Linear Display P3 → linear sRGB (both D65).
        let r = 1.2249401 * linear[0] - 0.2249404 * linear[1]
        let g = -0.0420569 * linear[0] + 1.0420571 * linear[1]
        let b = -0.0196376 * linear[0] - 0.0786361 * linear[1] + 1.0982735 * linear[2]
        self.init(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b), alpha: alpha)
        source = .displayP3(red: red, green: green, blue: blue)
    }

    /// A named asset-catalog colour; `fallback` is drawn where there is no asset catalog (SVG, Linux) or no such colour.
    public init(asset name: String, fallback: TabBarColor) {
        self.init(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: fallback.alpha)
        source = .asset(name)
    }

    /// The app's tint where it is drawn (see ``Source/tint``); `fallback` is drawn where there is none.
    public init(tintFallback fallback: TabBarColor) {
        self.init(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: fallback.alpha)
        source = .tint
    }

    /// The same colour following the app's tint, this colour as its fallback.
    public var followingTint: TabBarColor { TabBarColor(tintFallback: self) }

    /// Whether the colour is the app's tint (``Source/tint``).
    public var followsTint: Bool { source == .tint }

    /// The colour with a tint source replaced by its fallback; any other colour as it is.
    public var withoutTint: TabBarColor {
        var color = self
        if followsTint { color.source = nil }
        return color
    }

    /// The sRGB (and Display P3) transfer function, inverted: an encoded component as linear light.
    static func linearized(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// Linear light as an encoded sRGB component, clamped to 0…1.
    static func encoded(_ c: Double) -> Double {
        let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return v.isNaN ? 0 : min(max(v, 0), 1)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` otherwise.
    public init?(hex: String) {
        // One pass over the UTF-8 bytes: only `#` and 3, 6 or 8 hex digits (no sign, no other scalar).
        var value: UInt64 = 0
        var count = 0
        var valid = true
        var first = true
        for byte in hex.utf8 {
            if first {
                first = false
                if byte != UInt8(ascii: "#") { valid = false; break }
                continue
            }
            guard let digit = Self.hexValue(byte), count < 8 else { valid = false; break }
            value = value << 4 | UInt64(digit)
            count += 1
        }
        guard valid, !first else { return nil }
        switch count {
        case 3:  // #RGB: each digit doubled
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            value = (r * 17) << 16 | (g * 17) << 8 | b * 17
            value = (value << 8) | 0xFF
        case 6: value = (value << 8) | 0xFF
        case 8: break
        default: return nil
        }
        self.init(
            red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
            blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
    }

    /// The value of one ASCII hex digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    ///
    /// - Complexity: O(1); the text is written in place (a small string, no allocation).
    public var hex: String {
        let bytes = alpha < 1 ? 4 : 3
        return String(unsafeUninitializedCapacity: 9) { buffer in
            func put(_ channel: Double, at i: Int) {
                let value = Self.byte(channel)
                buffer[i] = Self.hexDigit(value >> 4)
                buffer[i + 1] = Self.hexDigit(value & 0xF)
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if bytes == 4 { put(alpha, at: 7) }
            return 1 + 2 * bytes
        }
    }

    static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }

    /// A channel as 0…255; NaN writes 0.
    static func byte(_ channel: Double) -> UInt8 {
        let clamped = channel >= 0 ? min(channel, 1) : 0
        return UInt8((clamped * 255).rounded())
    }

    /// The hex form.
    public var description: String { hex }

    /// The same colour with another alpha.
    public func withAlpha(_ a: Double) -> TabBarColor {
        var color = self
        color.alpha = a
        return color
    }

    /// This colour composited over an opaque background.
    public func over(_ background: TabBarColor) -> TabBarColor {
        TabBarColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// Opaque white.
    public static let white = TabBarColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = TabBarColor(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = TabBarColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension TabBarColor: Codable {
    private enum CodingKeys: String, CodingKey { case colorSpace, components, alpha, asset, tint, fallback }

    /// Decodes `"#RRGGBB"`, `"#RRGGBBAA"`, `{"colorSpace": "display-p3", "components": [r, g, b], "alpha": a}`
    /// (or `"srgb"`), `{"asset": "Name", "fallback": "#RRGGBB"}`, or `{"tint": true, "fallback": "#RRGGBB"}`.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            guard let color = TabBarColor(hex: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a colour as #RRGGBB or #RRGGBBAA, got \"\(text)\""))
            }
            self = color
            return
        }
        guard let c = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.expected))
        }
        let forms = [CodingKeys.asset, .tint, .colorSpace].filter(c.contains)
        guard forms.count <= 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [forms[1]],
                debugDescription: "a colour is one of \"asset\", \"tint\" or \"colorSpace\"; this one has \(forms.map { "\"\($0.stringValue)\"" }.joined(separator: " and "))"))
        }
        if c.contains(.fallback), try c.decode(TabBarColor.self, forKey: .fallback).source != nil {
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [CodingKeys.fallback], debugDescription: "a fallback is a hex colour (\"#RRGGBB\"), drawn where the source is not available"))
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .asset) {
            guard !name.isEmpty else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.asset], debugDescription: "the asset name is empty"))
            }
            guard c.contains(.fallback) else {
                throw DecodingError.keyNotFound(CodingKeys.fallback, .init(
                    codingPath: c.codingPath, debugDescription: "an asset colour needs a \"fallback\" hex colour for SVG output and Linux"))
            }
            self.init(asset: name, fallback: try c.decode(TabBarColor.self, forKey: .fallback))
            return
        }
        if let tint = try c.decodeIfPresent(Bool.self, forKey: .tint) {
            guard c.contains(.fallback) else {
                throw DecodingError.keyNotFound(CodingKeys.fallback, .init(
                    codingPath: c.codingPath, debugDescription: "a tint colour needs a \"fallback\" hex colour for SVG output and Linux"))
            }
            let fallback = try c.decode(TabBarColor.self, forKey: .fallback)
            self = tint ? fallback.followingTint : fallback
            return
        }
        guard let space = try c.decodeIfPresent(String.self, forKey: .colorSpace) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.expected))
        }
        let components = try c.decode([Double].self, forKey: .components)
        let alpha = try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        guard components.count == 3, (components + [alpha]).allSatisfy({ (0...1).contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [CodingKeys.components], debugDescription: "expected three components and an alpha, each 0…1"))
        }
        switch space {
        case "display-p3": self.init(displayP3Red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case "srgb": self.init(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [CodingKeys.colorSpace], debugDescription: "colorSpace \"\(space)\" is not \"srgb\" or \"display-p3\""))
        }
    }

    private static let expected = """
        expected a colour as "#RRGGBB", {"colorSpace": "display-p3", "components": [r, g, b]}, {"asset": "Name", "fallback": "#RRGGBB"} \
        or {"tint": true, "fallback": "#RRGGBB"}
        """

    /// Encodes the hex form for sRGB, else the object form it was read from.
    public func encode(to encoder: any Encoder) throws {
        switch source {
        case nil:
            var c = encoder.singleValueContainer()
            try c.encode(hex)
        case .displayP3(let r, let g, let b):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode("display-p3", forKey: .colorSpace)
            try c.encode([r, g, b], forKey: .components)
            if alpha < 1 { try c.encode(alpha, forKey: .alpha) }
        case .asset(let name):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .asset)
            try c.encode(TabBarColor(red: red, green: green, blue: blue, alpha: alpha), forKey: .fallback)
        case .tint:
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(true, forKey: .tint)
            try c.encode(TabBarColor(red: red, green: green, blue: blue, alpha: alpha), forKey: .fallback)
        }
    }
}

/// Light or dark appearance.
public enum TabBarAppearanceScheme: String, Hashable, Codable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Standard or increased contrast (the accessibility setting).
public enum TabBarColorContrast: String, Hashable, Codable, Sendable, CaseIterable {
    /// The standard contrast.
    case standard
    /// Increase Contrast is on.
    case increased
}

/// The appearance a theme resolves its colours for.
public struct TabBarAppearance: Hashable, Codable, Sendable {
    /// Light or dark.
    public var scheme: TabBarAppearanceScheme
    /// Standard or increased contrast.
    public var contrast: TabBarColorContrast
    /// Whether Reduce Transparency is on (a glass background then draws its fallback).
    public var transparency: TabBarTransparency
    /// What the host knows of the content under the bar (busy content may make glass fall back).
    public var backdrop: TabBarBackdropContent
    /// Creates an appearance.
    public init(
        _ scheme: TabBarAppearanceScheme = .light, contrast: TabBarColorContrast = .standard, transparency: TabBarTransparency = .standard,
        backdrop: TabBarBackdropContent = .plain
    ) {
        self.scheme = scheme
        self.contrast = contrast
        self.transparency = transparency
        self.backdrop = backdrop
    }
}

/// A colour token with a value per appearance; increased-contrast values fall back to the standard ones.
public struct TabBarDynamicColor: Hashable, Codable, Sendable {
    /// The value in light mode.
    public var light: TabBarColor
    /// The value in dark mode.
    public var dark: TabBarColor
    /// The value in light mode with increased contrast; `nil` uses `light`.
    public var lightIncreasedContrast: TabBarColor?
    /// The value in dark mode with increased contrast; `nil` uses `dark`.
    public var darkIncreasedContrast: TabBarColor?

    /// Creates a token; an increased-contrast value equal to the standard one is stored as none.
    public init(light: TabBarColor, dark: TabBarColor, lightIncreasedContrast: TabBarColor? = nil, darkIncreasedContrast: TabBarColor? = nil) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast == light ? nil : lightIncreasedContrast
        self.darkIncreasedContrast = darkIncreasedContrast == dark ? nil : darkIncreasedContrast
    }

    /// A token from hex strings; invalid hex is a programming error caught by the theme tests.
    public init(_ light: String, _ dark: String, highContrast: (String, String)? = nil) {
        self.init(
            light: TabBarColor(hex: light) ?? .black, dark: TabBarColor(hex: dark) ?? .black,
            lightIncreasedContrast: highContrast.flatMap { TabBarColor(hex: $0.0) },
            darkIncreasedContrast: highContrast.flatMap { TabBarColor(hex: $0.1) })
    }

    /// The same token following the app's tint, each value its fallback (see ``TabBarColor/Source/tint``).
    public var followingTint: TabBarDynamicColor {
        TabBarDynamicColor(
            light: light.followingTint, dark: dark.followingTint,
            lightIncreasedContrast: lightIncreasedContrast?.followingTint, darkIncreasedContrast: darkIncreasedContrast?.followingTint)
    }

    /// The same token with every value that follows the tint replaced by its fallback.
    public var withoutTint: TabBarDynamicColor {
        TabBarDynamicColor(
            light: light.withoutTint, dark: dark.withoutTint,
            lightIncreasedContrast: lightIncreasedContrast?.withoutTint, darkIncreasedContrast: darkIncreasedContrast?.withoutTint)
    }

    /// Whether any of its values follows the app's tint (a theme that asks for the tint, see ``TabBarColor/Source/tint``).
    public var followsTint: Bool {
        light.followsTint || dark.followsTint || lightIncreasedContrast?.followsTint == true || darkIncreasedContrast?.followsTint == true
    }

    /// The same colour in every appearance.
    public static func fixed(_ color: TabBarColor) -> TabBarDynamicColor { TabBarDynamicColor(light: color, dark: color) }

    /// The colour for an appearance.
    public func resolve(_ appearance: TabBarAppearance) -> TabBarColor {
        switch (appearance.scheme, appearance.contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast ?? light
        case (.dark, .increased): darkIncreasedContrast ?? dark
        }
    }
}
