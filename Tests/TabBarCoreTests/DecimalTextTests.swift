import Foundation
import PropertyBased
@_spi(TabBarKitInternal) import TabBarCore
import Testing

/// `Double.decimalText(places:)` writes every number the JSON and SVG writers emit: it must give the
/// same text as the search through `String(Double)` it replaced, and text for any input at all.
struct DecimalTextTests {
    /// The formatting `decimalText` had before it was rewritten without string searches, kept here as
    /// the reference the fast version must match (for the values that version handled without trapping).
    static func reference(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int(rounded)) }
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > places + 1 {
            text = String(text[..<text.index(dot, offsetBy: places + 1)])
        }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    @Test("rounds, cuts trailing zeros and never writes -0")
    func examples() {
        #expect(12.345.decimalText(places: 2) == "12.35")
        #expect(12.3.decimalText(places: 2) == "12.3")
        #expect(12.0.decimalText(places: 2) == "12")
        #expect(0.05.decimalText(places: 2) == "0.05")
        #expect((-0.05).decimalText(places: 2) == "-0.05")
        #expect((-0.001).decimalText(places: 2) == "0")
        #expect((-0.0).decimalText(places: 2) == "0")
        #expect(1234.5678.decimalText(places: 0) == "1235")
        #expect(0.1.decimalText(places: 6) == "0.1")
    }

    @Test("matches the String(Double)-based formatting it replaced, for coordinates and ratios")
    func matchesReference() async {
        await propertyCheck(count: 500, input: zip(Gen.int(in: -2_000_000_000...2_000_000_000), Gen.int(in: 0...6))) { pair in
            let (raw, places) = pair
            // Coordinates in thousandths and odd fractions, both signs.
            for value in [Double(raw) / 1000, Double(raw) / 7, Double(raw) * 1e-9, Double(raw) * 3.3e3] {
                #expect(value.decimalText(places: places) == Self.reference(value, places: places))
            }
        }
    }

    @Test("gives text for every Double: NaN, infinities, huge and tiny values, any places")
    func total() {
        #expect(Double.nan.decimalText(places: 2) == "0")
        #expect(Double.infinity.decimalText(places: 2) == "0")
        #expect((-Double.infinity).decimalText(places: 2) == "0")
        #expect(1e20.decimalText(places: 2) == "100000000000000000000")
        #expect((-1e19).decimalText(places: 3) == "-10000000000000000000")
        #expect(Double(Int64.max).decimalText(places: 2) == "9223372036854775808")
        #expect(Double.leastNonzeroMagnitude.decimalText(places: 2) == "0")
        #expect(0.5.decimalText(places: -3) == "1")
        #expect(0.125.decimalText(places: Int.max) == "0.125")
        let huge = Double.greatestFiniteMagnitude.decimalText(places: 2)
        #expect(huge.count == 309 && huge.hasPrefix("17976931348623157") && huge.allSatisfy(\.isNumber))
        #expect((-Double.greatestFiniteMagnitude).decimalText(places: 2) == "-" + huge)
        for value in [1e15, 4.5e15 + 0.5, 9.007199254740993e15, 1e300, -3.14e200, 123456789012.345678] {
            let text = value.decimalText(places: 2)
            #expect(!text.contains("e") && !text.contains("inf") && Double(text) != nil, "\(value) wrote \(text)")
            #expect(abs((Double(text) ?? .nan) - value) <= abs(value) * 1e-15 + 0.005, "\(value) wrote \(text)")
        }
    }

    @Test("colours write as #RRGGBB or #RRGGBBAA, clamped, NaN as 00")
    func colourHex() {
        #expect(TabBarColor(red: 1, green: 0.5, blue: 0, alpha: 1).hex == "#FF8000")
        #expect(TabBarColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).hex == "#33669980")
        #expect(TabBarColor(red: 2, green: -1, blue: .nan, alpha: 1).hex == "#FF0000")
        #expect(TabBarColor(hex: "#0A0B0C")?.hex == "#0A0B0C")
    }
}
