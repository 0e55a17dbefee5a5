import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

/// Writes a display list as SVG: fixed decimal precision, a fixed attribute order and definitions
/// numbered in document order, so equal lists give byte-equal files. It is one painter of the list
/// (``TabBarSVGPainter``), drawing symbols with the built-in vector icons.
public struct TabBarSVGWriter: Sendable {
    /// Decimals kept for coordinates.
    public var precision: Int
    /// The font stack text uses; Inter first, matching the measurements.
    public var fontFamily: String

    /// Creates a writer.
    public init(precision: Int = 2, fontFamily: String = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', sans-serif") {
        self.precision = precision
        self.fontFamily = fontFamily
    }

    /// The SVG document.
    public func write(_ list: TabBarDisplayList) -> String { document(list).svg }

    /// The SVG document and what the painter could not draw (an unknown symbol draws a placeholder).
    public func document(_ list: TabBarDisplayList) -> TabBarSVGDocument {
        var painter = TabBarSVGPainter(writer: self, backdropSource: list.backdropSource)
        // Room for a typical bar up front, so the body is not copied each time it outgrows its storage.
        painter.body.reserveCapacity(Self.typicalBodySize)
        list.paint(into: &painter)
        let w = number(list.size.width), h = number(list.size.height)
        var out = ""
        out.reserveCapacity(painter.body.utf8.count + painter.defs.utf8.count + 256)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !painter.defs.isEmpty {
            out += "  <defs>\n"
            out += painter.defs
            out += "  </defs>\n"
        }
        out += painter.body
        out += "</svg>\n"
        return TabBarSVGDocument(svg: out, issues: painter.issues)
    }

    /// A number with at most `precision` decimals, trailing zeros cut, never `-0`; non-finite values write `0`.
    public func number(_ value: Double) -> String { value.decimalText(places: precision) }

    /// SVG path data for a path.
    public func pathData(_ path: TabBarVectorPath) -> String {
        var parts: [String] = []
        var current = TabBarPoint(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p):
                parts.append("M\(number(p.x)) \(number(p.y))")
                current = p
            case .line(let p):
                parts.append("L\(number(p.x)) \(number(p.y))")
                current = p
            case .quad(let c, let p):
                parts.append("Q\(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y))")
                current = p
            case .cubic(let c1, let c2, let p):
                parts.append("C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))")
                current = p
            case .arc(let c, let r, let a0, let a1, let clockwise):
                let start = TabBarPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
                let end = TabBarPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
                if abs(start.x - current.x) > 0.001 || abs(start.y - current.y) > 0.001 {
                    parts.append("L\(number(start.x)) \(number(start.y))")
                }
                var sweep = clockwise ? a1 - a0 : a0 - a1
                while sweep < 0 { sweep += 2 * Double.pi }
                parts.append("A\(number(r)) \(number(r)) 0 \(sweep > Double.pi ? 1 : 0) \(clockwise ? 1 : 0) \(number(end.x)) \(number(end.y))")
                current = end
            case .close:
                parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The bytes reserved for a document's body: a whole screen with its bar fits.
    static let typicalBodySize = 16_384

    /// Escapes text for XML, and drops the characters XML 1.0 cannot hold at all (U+0000–U+0008,
    /// U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF), so the document stays well-formed whatever a label holds.
    static func escape(_ text: String) -> String {
        // Most labels have nothing to escape: return them as they are, without a walk over their characters.
        // A control byte, or 0xEF (which leads U+FFFE and U+FFFF in UTF-8), takes the careful path.
        guard text.utf8.contains(where: { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
            case 0x9, 0xA, 0xD: false
            default: byte < 0x20
            }
        })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// An SVG document and what its painter could not draw.
public struct TabBarSVGDocument: Hashable, Sendable {
    /// The SVG text.
    public var svg: String
    /// What could not be drawn as asked (an unknown symbol, drawn as a placeholder).
    public var issues: [TabBarDisplayPaintIssue]
    /// The issues as messages for a command line.
    public var warnings: [String] { issues.map(\.description) }
}
