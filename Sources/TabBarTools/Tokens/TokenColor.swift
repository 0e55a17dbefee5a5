import Foundation
@_spi(TabBarKitInternal) import TabBarCore

/// Colour values as token files write them, converted to sRGB: DTCG 2025.10 colour objects in every
/// colour space the format lists, and (outside the strict DTCG check) CSS Color 4 strings.
///
/// A colour outside sRGB is brought into it by CSS Color 4's gamut mapping (its chroma reduced in OKLCH, at its
/// lightness and hue, until clipping it changes it by less than a just-noticeable difference), as browsers do.
enum TokenColor {
    /// A colour converted to sRGB, and whether it was outside sRGB (and so gamut-mapped into it).
    struct Converted: Equatable {
        var color: TabBarColor
        var clamped: Bool
        /// The colour space it was written in.
        var space: String
    }

    /// The colour spaces of DTCG 2025.10, with the range of each component (`nil`: unbounded) and
    /// whether it is a hue (0 up to, not including, 360).
    static let spaces: [String: [ComponentRange]] = {
        let unit = ComponentRange(0, 1)
        let percent = ComponentRange(0, 100)
        let hue = ComponentRange(0, 360, hue: true)
        let chroma = ComponentRange(0, nil)
        let free = ComponentRange(nil, nil)
        return [
            "srgb": [unit, unit, unit], "srgb-linear": [unit, unit, unit], "display-p3": [unit, unit, unit],
            "a98-rgb": [unit, unit, unit], "prophoto-rgb": [unit, unit, unit], "rec2020": [unit, unit, unit],
            "xyz-d50": [unit, unit, unit], "xyz-d65": [unit, unit, unit],
            "hsl": [hue, percent, percent], "hwb": [hue, percent, percent],
            "lab": [percent, free, free], "lch": [percent, chroma, hue],
            "oklab": [unit, free, free], "oklch": [unit, chroma, hue],
        ]
    }()

    /// The allowed values of one colour component.
    struct ComponentRange {
        var lower: Double?
        var upper: Double?
        var hue = false
        init(_ lower: Double?, _ upper: Double?, hue: Bool = false) {
            self.lower = lower
            self.upper = upper
            self.hue = hue
        }

        func contains(_ n: Double) -> Bool {
            if let lower, n < lower { return false }
            if let upper { return hue ? n < upper : n <= upper }
            return true
        }

        var text: String {
            switch (lower, upper) {
            case (let l?, let u?): hue ? "\(Int(l)) up to (not including) \(Int(u))" : "\(l.decimalText(places: 6))…\(u.decimalText(places: 6))"
            case (let l?, nil): "at least \(l.decimalText(places: 6))"
            default: "any number"
            }
        }
    }

    /// Converts components already checked against `spaces[space]` (`"none"` as `nil`, meaning 0) to sRGB,
    /// gamut-mapped when the colour is outside it.
    static func convert(space: String, components c: [Double?], alpha: Double) -> Converted {
        let v = c.map { $0 ?? 0 }
        var rgb: [Double]
        switch space {
        case "srgb": rgb = v
        case "srgb-linear": rgb = v.map(encodeSRGB)
        case "display-p3": rgb = fromXYZ65(multiply(p3ToXYZ, v.map(decodeSRGB)))
        case "a98-rgb": rgb = fromXYZ65(multiply(a98ToXYZ, v.map { copysign(pow(abs($0), 563.0 / 256), $0) }))
        case "prophoto-rgb":
            rgb = fromXYZ65(multiply(d50ToD65, multiply(prophotoToXYZ50, v.map { abs($0) <= 16.0 / 512 ? $0 / 16 : copysign(pow(abs($0), 1.8), $0) })))
        case "rec2020":
            let a = 1.09929682680944, b = 0.018053968510807
            rgb = fromXYZ65(multiply(rec2020ToXYZ, v.map { abs($0) < b * 4.5 ? $0 / 4.5 : copysign(pow((abs($0) + a - 1) / a, 1 / 0.45), $0) }))
        case "xyz-d65", "xyz": rgb = fromXYZ65(v)
        case "xyz-d50": rgb = fromXYZ65(multiply(d50ToD65, v))
        case "hsl": rgb = hslToSRGB(v[0], v[1] / 100, v[2] / 100)
        case "hwb": rgb = hwbToSRGB(v[0], v[1] / 100, v[2] / 100)
        case "lab": rgb = fromXYZ65(multiply(d50ToD65, labToXYZ50(v)))
        case "lch": rgb = fromXYZ65(multiply(d50ToD65, labToXYZ50(polarToRect(v))))
        case "oklab": rgb = oklabToLinear(v).map(encodeSRGB)
        case "oklch": rgb = oklabToLinear(polarToRect(v)).map(encodeSRGB)
        default: rgb = v
        }
        // Excursions under a quarter of an 8-bit step (a Lab or OKLCH value written to a few decimals of an sRGB
        // colour's coordinates) cannot be seen and are clipped silently; anything further out is gamut-mapped, and reported.
        let tolerance = 0.25 / 255
        guard rgb.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) else {
            let mapped = gamutMapped(rgb)
            return Converted(color: TabBarColor(red: mapped[0], green: mapped[1], blue: mapped[2], alpha: alpha), clamped: true, space: space)
        }
        rgb = rgb.map(clamp01)
        return Converted(color: TabBarColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha), clamped: false, space: space)
    }

    // MARK: Gamut mapping (CSS Color 4, "CSS gamut mapping to an RGB destination")

    /// Gamma-encoded sRGB components, any of them outside 0…1, brought into sRGB: lightness at or past white or
    /// black gives white or black; otherwise chroma is reduced in OKLCH by binary search until clipping the colour
    /// moves it by less than the just-noticeable difference (ΔE OK 0.02).
    static func gamutMapped(_ rgb: [Double]) -> [Double] {
        guard rgb.allSatisfy(\.isFinite) else { return rgb.map { $0.isFinite ? clamp01($0) : 0 } }
        let origin = rectToPolar(linearToOklab(rgb.map(decodeSRGB)))
        if origin[0] >= 1 { return [1, 1, 1] }
        if origin[0] <= 0 { return [0, 0, 0] }
        let jnd = 0.02, epsilon = 0.0001
        func srgb(_ lch: [Double]) -> [Double] { oklabToLinear(polarToRect(lch)).map(encodeSRGB) }
        func clip(_ c: [Double]) -> [Double] { c.map(clamp01) }
        func inGamut(_ c: [Double]) -> Bool { c.allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 } }
        func deltaEOK(_ a: [Double], _ lch: [Double]) -> Double {
            let x = linearToOklab(a.map(decodeSRGB)), y = polarToRect(lch)
            return ((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) + (x[2] - y[2]) * (x[2] - y[2])).squareRoot()
        }
        var current = origin
        var clipped = clip(srgb(current))
        if deltaEOK(clipped, current) < jnd { return clipped }
        var low = 0.0, high = origin[1]
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current[1] = chroma
            let candidate = srgb(current)
            if lowInGamut, inGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let e = deltaEOK(clipped, current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clip(clipped)
    }

    /// Linear sRGB to OKLab (Björn Ottosson's matrices, as CSS Color 4 uses them).
    static func linearToOklab(_ rgb: [Double]) -> [Double] {
        let l = cbrt(0.4122214708 * rgb[0] + 0.5363325363 * rgb[1] + 0.0514459929 * rgb[2])
        let m = cbrt(0.2119034982 * rgb[0] + 0.6806995451 * rgb[1] + 0.1073969566 * rgb[2])
        let s = cbrt(0.0883024619 * rgb[0] + 0.2817188376 * rgb[1] + 0.6299787005 * rgb[2])
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    // MARK: CSS colour strings

    /// No CSS colour is longer than this; a longer text is refused without being read.
    static let longestCSSColor = 512

    /// Parses a CSS Color 4 colour: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, a named colour, `transparent`, and the
    /// functions `rgb()`/`rgba()`, `hsl()`/`hsla()` (comma or space syntax), `hwb()`, `lab()`, `lch()`, `oklab()`,
    /// `oklch()` and `color(SPACE …)` (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`,
    /// `xyz`, `xyz-d50`, `xyz-d65`), each with `/ alpha`, percentages, `none`, and hues in `deg`/`grad`/`rad`/`turn`.
    /// Out-of-range lightness and negative chroma are clamped as CSS clamps them; a colour outside sRGB is gamut-mapped.
    static func cssColor(_ text: String) -> Converted? {
        guard text.utf8.count <= longestCSSColor else { return nil }
        if text.utf8.first == UInt8(ascii: "#"), text.utf8.count == 7 || text.utf8.count == 9, let color = TabBarColor(hex: text) {
            return Converted(color: color, clamped: false, space: "srgb")
        }
        let s = text.trimmingWhitespace.lowercased()
        if s.hasPrefix("#") {
            var digits = Array(s.dropFirst())
            guard digits.allSatisfy({ $0.isHexDigit && $0.isASCII }), [3, 4, 6, 8].contains(digits.count) else { return nil }
            if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
            return TabBarColor(hex: "#" + String(digits)).map { Converted(color: $0, clamped: false, space: "srgb") }
        }
        if s == "transparent" { return Converted(color: TabBarColor(red: 0, green: 0, blue: 0, alpha: 0), clamped: false, space: "srgb") }
        if let hex = namedColors[s] { return TabBarColor(hex: "#" + hex).map { Converted(color: $0, clamped: false, space: "srgb") } }
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let name = String(s[..<open]).trimmingWhitespace
        var body = String(s[s.index(after: open)..<s.index(before: s.endIndex)])
        var alphaText: String?
        if let slash = body.firstIndex(of: "/") {
            alphaText = String(body[body.index(after: slash)...]).trimmingWhitespace
            body = String(body[..<slash])
        }
        let commas = body.contains(",")
        var args = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        var space = name
        if name == "color" {
            guard !commas, let first = args.first else { return nil }
            space = first
            args.removeFirst()
        }
        // The legacy comma syntax of rgb() and hsl() writes alpha as a fourth argument.
        if alphaText == nil, args.count == 4, commas, ["rgb", "rgba", "hsl", "hsla"].contains(name) { alphaText = args.removeLast() }
        guard args.count == 3, !commas || ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        var alpha = 1.0
        if let alphaText {
            guard let a = alphaText == "none" ? 0 : cssNumber(alphaText, percentOf: 1) else { return nil }
            alpha = clamp01(a)
        }
        /// A component: a number, a percentage of `percent`, or `none` (0; not in the legacy comma syntax).
        func number(_ i: Int, percent: Double, percentAllowed: Bool = true) -> Double? {
            if args[i] == "none" { return commas ? nil : 0 }
            if args[i].hasSuffix("%"), !percentAllowed { return nil }
            return cssNumber(args[i], percentOf: percent)
        }
        func hue(_ i: Int) -> Double? { args[i] == "none" ? (commas ? nil : 0) : cssHue(args[i]) }
        let components: [Double]
        switch name {
        case "rgb", "rgba":
            guard let r = number(0, percent: 255), let g = number(1, percent: 255), let b = number(2, percent: 255) else { return nil }
            space = "srgb"
            components = [r, g, b].map { clamp01($0 / 255) }
        case "hsl", "hsla":
            guard let h = hue(0), let sat = number(1, percent: 100), let light = number(2, percent: 100) else { return nil }
            space = "hsl"
            components = [h, min(max(sat, 0), 100), min(max(light, 0), 100)]
        case "hwb":
            guard let h = hue(0), let w = number(1, percent: 100), let b = number(2, percent: 100) else { return nil }
            components = [h, min(max(w, 0), 100), min(max(b, 0), 100)]
        case "lab":
            guard let l = number(0, percent: 100), let a = number(1, percent: 125), let b = number(2, percent: 125) else { return nil }
            components = [min(max(l, 0), 100), a, b]
        case "lch":
            guard let l = number(0, percent: 100), let c = number(1, percent: 150), let h = hue(2) else { return nil }
            components = [min(max(l, 0), 100), max(c, 0), h]
        case "oklab":
            guard let l = number(0, percent: 1), let a = number(1, percent: 0.4), let b = number(2, percent: 0.4) else { return nil }
            components = [min(max(l, 0), 1), a, b]
        case "oklch":
            guard let l = number(0, percent: 1), let c = number(1, percent: 0.4), let h = hue(2) else { return nil }
            components = [min(max(l, 0), 1), max(c, 0), h]
        case "color":
            guard ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"].contains(space),
                let a = number(0, percent: 1), let b = number(1, percent: 1), let c = number(2, percent: 1)
            else { return nil }
            components = [a, b, c]
        default:
            return nil
        }
        return convert(space: space, components: components, alpha: alpha)
    }

    /// Parses a CSS colour to an sRGB colour (gamut-mapped), or `nil`.
    static func css(_ text: String) -> TabBarColor? { cssColor(text)?.color }

    static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }

    /// `12`, `12.5`, or `50%` (as a share of `percentOf`); finite only.
    static func cssNumber(_ text: String, percentOf scale: Double) -> Double? {
        if text.hasSuffix("%") { return TabBarDesignTokens.decimal(Substring(text.dropLast())).map { $0 / 100 * scale } }
        return TabBarDesignTokens.decimal(Substring(text))
    }

    /// A hue in degrees from `120`, `120deg`, `0.5turn`, `3.14rad` or `200grad`, normalised to 0..<360.
    static func cssHue(_ text: String) -> Double? {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        var degrees: Double?
        for (unit, factor) in units where text.hasSuffix(unit) {
            degrees = TabBarDesignTokens.decimal(Substring(text.dropLast(unit.count))).map { $0 * factor }
            break
        }
        if degrees == nil { degrees = TabBarDesignTokens.decimal(Substring(text)) }
        guard let d = degrees else { return nil }
        let r = d.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    // MARK: Conversions

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static func decodeSRGB(_ x: Double) -> Double {
        abs(x) <= 0.04045 ? x / 12.92 : copysign(pow((abs(x) + 0.055) / 1.055, 2.4), x)
    }

    static func encodeSRGB(_ x: Double) -> Double {
        abs(x) > 0.0031308 ? copysign(1.055 * pow(abs(x), 1 / 2.4) - 0.055, x) : 12.92 * x
    }

    static func fromXYZ65(_ xyz: [Double]) -> [Double] { multiply(xyzToLinearSRGB, xyz).map(encodeSRGB) }

    static func toXYZ65(_ rgb: [Double]) -> [Double] { multiply(linearSRGBToXYZ, rgb.map(decodeSRGB)) }

    static func hslToSRGB(_ h: Double, _ s: Double, _ l: Double) -> [Double] {
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    static func hwbToSRGB(_ h: Double, _ w: Double, _ b: Double) -> [Double] {
        if w + b >= 1 {
            let gray = w / (w + b)
            return [gray, gray, gray]
        }
        return hslToSRGB(h, 1, 0.5).map { $0 * (1 - w - b) + w }
    }

    /// sRGB to HSL: hue in degrees, saturation and lightness in 0…100.
    static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let maximum = rgb.max() ?? 0, minimum = rgb.min() ?? 0
        let l = (maximum + minimum) / 2
        let d = maximum - minimum
        var h = 0.0, s = 0.0
        if d != 0 {
            s = (l == 0 || l == 1) ? 0 : (maximum - l) / min(l, 1 - l)
            switch maximum {
            case rgb[0]: h = (rgb[1] - rgb[2]) / d + (rgb[1] < rgb[2] ? 6 : 0)
            case rgb[1]: h = (rgb[2] - rgb[0]) / d + 2
            default: h = (rgb[0] - rgb[1]) / d + 4
            }
            h *= 60
        }
        return [h, s * 100, l * 100]
    }

    static func polarToRect(_ v: [Double]) -> [Double] {
        let radians = v[2] * Double.pi / 180
        return [v[0], v[1] * cos(radians), v[1] * sin(radians)]
    }

    static func rectToPolar(_ v: [Double]) -> [Double] {
        var h = atan2(v[2], v[1]) * 180 / Double.pi
        if h < 0 { h += 360 }
        return [v[0], (v[1] * v[1] + v[2] * v[2]).squareRoot(), h]
    }

    static let d50White = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
    static let kappa = 24389.0 / 27
    static let epsilon = 216.0 / 24389

    static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    static func xyz50ToLab(_ xyz: [Double]) -> [Double] {
        let f = zip(xyz, d50White).map { value, white -> Double in
            let v = value / white
            return v > epsilon ? cbrt(v) : (kappa * v + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    /// sRGB to CIE LCH (D50), for Tokens Studio's `lch` modifiers.
    static func srgbToLCH(_ rgb: [Double]) -> [Double] { rectToPolar(xyz50ToLab(multiply(d65ToD50, toXYZ65(rgb)))) }

    /// CIE LCH (D50) to sRGB, unclamped.
    static func lchToSRGB(_ lch: [Double]) -> [Double] { fromXYZ65(multiply(d50ToD65, labToXYZ50(polarToRect(lch)))) }

    /// sRGB to Display P3, for Tokens Studio's `p3` modifiers.
    static func srgbToP3(_ rgb: [Double]) -> [Double] { multiply(xyzToLinearP3, toXYZ65(rgb)).map(encodeSRGB) }

    /// Display P3 to sRGB, unclamped.
    static func p3ToSRGB(_ p3: [Double]) -> [Double] { fromXYZ65(multiply(p3ToXYZ, p3.map(decodeSRGB))) }

    static func oklabToLinear(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    // Matrices of CSS Color 4 (D65 unless named D50); Bradford chromatic adaptation between D50 and D65.
    static let linearSRGBToXYZ = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToLinearSRGB = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3ToXYZ = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToLinearP3 = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    static let a98ToXYZ = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let prophotoToXYZ50 = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    static let rec2020ToXYZ = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    static let d50ToD65 = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let d65ToD50 = [
        [1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
        [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
        [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008],
    ]

    /// The CSS named colours (CSS Color 4), as RRGGBB.
    static let namedColors: [String: String] = {
        let table = """
            aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 \
            black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 cadetblue 5f9ea0 \
            chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff \
            darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 \
            darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000 \
            darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f \
            darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 \
            dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc \
            ghostwhite f8f8ff gold ffd700 goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 \
            honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa \
            lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 lightcyan e0ffff \
            lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 \
            lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 \
            lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 \
            mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db mediumseagreen 3cb371 \
            mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc mediumvioletred c71585 \
            midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080 \
            oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 \
            palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee palevioletred db7093 papayawhip ffefd5 \
            peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 purple 800080 rebeccapurple 663399 \
            red ff0000 rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 \
            seagreen 2e8b57 seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 \
            slategrey 708090 snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 \
            tomato ff6347 turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 \
            yellowgreen 9acd32
            """
        let words = table.split(separator: " ")
        var result: [String: String] = [:]
        for i in stride(from: 0, to: words.count - 1, by: 2) { result[String(words[i])] = String(words[i + 1]) }
        return result
    }()
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !" \t\n\r".unicodeScalars.contains($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !" \t\n\r".unicodeScalars.contains($0) }) ?? start
        return String(scalars[start...end])
    }
}

extension TokenColor {
    /// A Tokens Studio colour modifier applied as Tokens Studio does: `alpha` sets the opacity;
    /// `lighten` and `darken` move lightness (`hsl`, `lch`) or each channel (`srgb`, `p3`) towards white or
    /// black by `amount`; `mix` interpolates towards `other` in the space. `nil` for another type or space.
    static func modified(_ color: TabBarColor, kind: String, space: String, amount: Double, with other: TabBarColor?) -> TabBarColor? {
        let rgb = [color.red, color.green, color.blue]
        let t = min(max(amount, 0), 1)
        func result(_ c: [Double], alpha: Double = color.alpha) -> TabBarColor {
            TabBarColor(red: clamp01(c[0]), green: clamp01(c[1]), blue: clamp01(c[2]), alpha: alpha)
        }
        switch kind {
        case "alpha": return result(rgb, alpha: t)
        case "lighten", "darken":
            let up = kind == "lighten"
            switch space {
            case "srgb": return result(rgb.map { up ? $0 + amount * (1 - $0) : $0 - amount * $0 })
            case "p3": return result(p3ToSRGB(srgbToP3(rgb).map { min(max(up ? $0 + amount * (1 - $0) : $0 - amount * $0, 0), 1) }))
            case "hsl":
                var hsl = srgbToHSL(rgb)
                hsl[2] = up ? min(100, hsl[2] + (100 - hsl[2]) * amount) : max(0, hsl[2] - hsl[2] * amount)
                return result(hslToSRGB(hsl[0], hsl[1] / 100, hsl[2] / 100))
            case "lch":
                var lch = srgbToLCH(rgb)
                lch[1] = max(0, lch[1] - amount * lch[1])
                lch[0] = up ? min(100, lch[0] + (100 - lch[0]) * amount) : max(0, lch[0] - lch[0] * amount)
                return result(lchToSRGB(lch))
            default: return nil
            }
        case "mix":
            guard let other else { return nil }
            let b = [other.red, other.green, other.blue]
            let alpha = color.alpha + (other.alpha - color.alpha) * t
            func lerp(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
            func lerpHue(_ x: [Double], _ y: [Double], hueIndex: Int) -> [Double] {
                var r = lerp(x, y)
                var d = y[hueIndex] - x[hueIndex]
                if d > 180 { d -= 360 } else if d < -180 { d += 360 }
                r[hueIndex] = x[hueIndex] + d * t
                return r
            }
            switch space {
            case "srgb": return result(lerp(rgb, b), alpha: alpha)
            case "p3": return result(p3ToSRGB(lerp(srgbToP3(rgb), srgbToP3(b))), alpha: alpha)
            case "hsl":
                let h = lerpHue(srgbToHSL(rgb), srgbToHSL(b), hueIndex: 0)
                return result(hslToSRGB(h[0], h[1] / 100, h[2] / 100), alpha: alpha)
            case "lch": return result(lchToSRGB(lerpHue(srgbToLCH(rgb), srgbToLCH(b), hueIndex: 2)), alpha: alpha)
            default: return nil
            }
        default: return nil
        }
    }
}
