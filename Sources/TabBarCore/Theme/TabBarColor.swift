/// An sRGB colour with alpha, each component 0…1; written as `#RRGGBB` or `#RRGGBBAA`.
public struct TabBarColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` otherwise.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        // Only hex digits: `UInt64(_:radix:)` alone would also take a sign (`#+FFFFFF0`).
        guard digits.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isASCIIHexDigit }) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let v = hasAlpha ? value : (value << 8) | 0xFF
        self.init(
            red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
            blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
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
    public func withAlpha(_ a: Double) -> TabBarColor { TabBarColor(red: red, green: green, blue: blue, alpha: a) }

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
    /// Decodes `"#RRGGBB"` or `"#RRGGBBAA"`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = TabBarColor(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a colour as #RRGGBB or #RRGGBBAA, got \"\(text)\""))
        }
        self = color
    }

    /// Encodes the hex form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hex)
    }
}

/// Light or dark appearance.
public enum AppearanceScheme: String, Hashable, Codable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Standard or increased contrast (the accessibility setting).
public enum ColorContrast: String, Hashable, Codable, Sendable, CaseIterable {
    /// The standard contrast.
    case standard
    /// Increase Contrast is on.
    case increased
}

/// The appearance a theme resolves its colours for.
public struct Appearance: Hashable, Codable, Sendable {
    /// Light or dark.
    public var scheme: AppearanceScheme
    /// Standard or increased contrast.
    public var contrast: ColorContrast
    /// Creates an appearance.
    public init(_ scheme: AppearanceScheme = .light, contrast: ColorContrast = .standard) {
        self.scheme = scheme
        self.contrast = contrast
    }
}

/// A colour token with a value per appearance; increased-contrast values fall back to the standard ones.
public struct DynamicColor: Hashable, Codable, Sendable {
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

    /// The same colour in every appearance.
    public static func fixed(_ color: TabBarColor) -> DynamicColor { DynamicColor(light: color, dark: color) }

    /// The colour for an appearance.
    public func resolve(_ appearance: Appearance) -> TabBarColor {
        switch (appearance.scheme, appearance.contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast ?? light
        case (.dark, .increased): darkIncreasedContrast ?? dark
        }
    }
}
