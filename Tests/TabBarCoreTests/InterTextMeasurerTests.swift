import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarRender

@Suite("Inter text measurer")
struct InterTextMeasurerTests {
    /// ASCII strings with controls, CR LF (one grapheme of two scalars), tabs and every printable character.
    static let samples: [String] = {
        var samples = ["", "Home", "Tab 999", "a\r\nb", "\t\u{1}\u{7F}", "Notifications & Settings", String((0x20...0x7E).map { Character(Unicode.Scalar($0)) })]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            samples.append(String((0..<Int.random(in: 1...24, using: &generator)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &generator))) }))
        }
        return samples
    }()

    @Test("the byte-by-byte ASCII path measures what the grapheme walk measures")
    func asciiPathMatchesGraphemeWalk() {
        let measurer = TabBarInterTextMeasurer()
        for weight in [TabBarFontWeight.regular, .medium, .semibold, .bold] {
            // "é" is not ASCII, so the whole string takes the grapheme walk; its own width is added once.
            let accent = measurer.width(of: "é", size: 10, weight: weight)
            for text in Self.samples {
                let fast = measurer.width(of: text, size: 10, weight: weight)
                let walked = measurer.width(of: text + "é", size: 10, weight: weight) - accent
                #expect(abs(fast - walked) < 1e-9, "\(text.debugDescription) \(weight): \(fast) vs \(walked)")
            }
        }
    }
}
