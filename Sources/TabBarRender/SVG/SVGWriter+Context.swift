import TabBarCore

extension SVGWriter {
    /// Accumulates definitions while the body is written; ids are numbered in document order.
    struct Context {
        let writer: SVGWriter
        var defs = ""
        var counter = 0

        init(writer: SVGWriter) { self.writer = writer }

        mutating func nextID(_ prefix: String) -> String {
            counter += 1
            return "\(prefix)\(counter)"
        }

        func n(_ v: Double) -> String { writer.number(v) }

        /// The indentation of each depth, made once.
        static let pads = (0..<16).map { String(repeating: "  ", count: $0) }

        mutating func write(_ item: DisplayItem, into out: inout String, indent: Int) {
            let pad = indent < Self.pads.count ? Self.pads[indent] : String(repeating: "  ", count: indent)
            switch item {
            case .rect(let r, let radius, let fill, let stroke):
                // Appended piece by piece: no interpolation buffer to allocate and copy per element.
                out += pad
                out += "<rect x=\""
                out += n(r.x)
                out += "\" y=\""
                out += n(r.y)
                out += "\" width=\""
                out += n(r.width)
                out += "\" height=\""
                out += n(r.height)
                out += "\""
                if radius > 0 {
                    out += " rx=\""
                    out += n(min(radius, r.width / 2, r.height / 2))
                    out += "\""
                }
                paint(fill, stroke, into: &out)
                out += "/>\n"
            case .circle(let c, let radius, let fill, let stroke):
                out += pad
                out += "<circle cx=\""
                out += n(c.x)
                out += "\" cy=\""
                out += n(c.y)
                out += "\" r=\""
                out += n(radius)
                out += "\""
                paint(fill, stroke, into: &out)
                out += "/>\n"
            case .path(let path, let fill, let stroke):
                out += pad
                out += "<path d=\""
                out += writer.pathData(path)
                out += "\""
                paint(fill, stroke, into: &out)
                out += "/>\n"
            case .text(let text, let origin, let size, let weight, let color, let anchor):
                out += pad
                out += "<text x=\""
                out += n(origin.x)
                out += "\" y=\""
                out += n(origin.y)
                out += "\" font-family=\""
                out += writer.fontFamily
                out += "\" font-size=\""
                out += n(size)
                out += "\" font-weight=\""
                out += Self.cssWeight(weight)
                out += "\""
                if anchor != .start {
                    out += " text-anchor=\""
                    out += anchor.rawValue
                    out += "\""
                }
                fillAttributes(color, into: &out)
                out += ">"
                out += SVGWriter.escape(text)
                out += "</text>\n"
            case .icon(let name, let frame, let color, let filled, let knockout):
                writeIcon(name, frame: frame, color: color, filled: filled, knockout: knockout, into: &out, pad: pad)
            case .group(let children, let opacity, let transform, let clip, let effect, let id):
                var attributes = ""
                if let id { attributes += " id=\"\(id)\"" }
                if opacity < 1 { attributes += " opacity=\"\(n(opacity))\"" }
                if let transform { attributes += " transform=\"\(transformText(transform))\"" }
                if let clip { attributes += " clip-path=\"url(#\(define(clip)))\"" }
                if effect == .isolate {
                    attributes += " style=\"isolation:isolate\""
                } else if let effect {
                    attributes += " filter=\"url(#\(define(effect)))\""
                }
                out += pad
                out += "<g"
                out += attributes
                out += ">\n"
                for child in children { write(child, into: &out, indent: indent + 1) }
                out += pad
                out += "</g>\n"
            case .reuse(let id, let clip, let effect):
                var attributes = ""
                if let clip { attributes += " clip-path=\"url(#\(define(clip)))\"" }
                out += "\(pad)<g\(attributes)>\n"
                // A blurred backdrop only shows through the clip: blur just the clip's region.
                let filter = effect.map { " filter=\"url(#\(define($0, within: clip.map(Self.bounds))))\"" } ?? ""
                out += "\(pad)  <use xlink:href=\"#\(id)\"\(filter)/>\n"
                out += "\(pad)</g>\n"
            }
        }

        static func cssWeight(_ weight: FontWeight) -> String {
            switch weight {
            case .regular: "400"
            case .medium: "500"
            case .semibold: "600"
            case .bold: "700"
            }
        }

        func transformText(_ t: Transform) -> String {
            var parts: [String] = []
            if t.translate.x != 0 || t.translate.y != 0 { parts.append("translate(\(n(t.translate.x)) \(n(t.translate.y)))") }
            if t.rotationDegrees != 0 { parts.append("rotate(\(n(t.rotationDegrees)) \(n(t.anchor.x)) \(n(t.anchor.y)))") }
            if t.scale != 1 {
                parts.append("translate(\(n(t.anchor.x)) \(n(t.anchor.y))) scale(\(n(t.scale))) translate(\(n(-t.anchor.x)) \(n(-t.anchor.y)))")
            }
            return parts.isEmpty ? "translate(0 0)" : parts.joined(separator: " ")
        }

        func fillAttributes(_ color: TabBarColor) -> String {
            var text = ""
            fillAttributes(color, into: &text)
            return text
        }

        /// Appends ` fill="#rrggbb"`, with `fill-opacity` when the colour is translucent.
        func fillAttributes(_ color: TabBarColor, into out: inout String) {
            out += " fill=\""
            if color.alpha < 1 {
                out += color.withAlpha(1).hex
                out += "\" fill-opacity=\""
                out += n(color.alpha)
            } else {
                out += color.hex
            }
            out += "\""
        }

        func strokeAttributes(_ stroke: Stroke) -> String {
            var text = " stroke=\"\(stroke.color.withAlpha(1).hex)\""
            if stroke.color.alpha < 1 { text += " stroke-opacity=\"\(n(stroke.color.alpha))\"" }
            text += " stroke-width=\"\(n(stroke.width))\""
            if !stroke.dash.isEmpty { text += " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: " "))\"" }
            return text
        }

        /// Appends the fill and stroke attributes.
        mutating func paint(_ fill: Paint?, _ stroke: Stroke?, into out: inout String) {
            switch fill {
            case nil: out += " fill=\"none\""
            case .solid(let color)?: fillAttributes(color, into: &out)
            case let gradient?:
                out += " fill=\"url(#"
                out += define(gradient)
                out += ")\""
            }
            if let stroke { out += strokeAttributes(stroke) }
        }

        func stops(_ stops: [GradientStop]) -> String {
            stops.map { stop in
                let opacity = stop.color.alpha < 1 ? " stop-opacity=\"\(n(stop.color.alpha))\"" : ""
                return "      <stop offset=\"\(n(stop.offset))\" stop-color=\"\(stop.color.withAlpha(1).hex)\"\(opacity)/>\n"
            }.joined()
        }

        mutating func define(_ paint: Paint) -> String {
            let id = nextID("g")
            switch paint {
            case .solid: break
            case .linearGradient(let from, let to, let s):
                defs += "    <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\">\n\(stops(s))    </linearGradient>\n"
            case .radialGradient(let center, let radius, let s):
                defs += "    <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\">\n\(stops(s))    </radialGradient>\n"
            }
            return id
        }

        mutating func define(_ clip: Clip) -> String {
            let id = nextID("c")
            switch clip {
            case .rect(let r, let radius):
                let rx = radius > 0 ? " rx=\"\(n(radius))\"" : ""
                defs += "    <clipPath id=\"\(id)\"><rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(rx)/></clipPath>\n"
            case .path(let path):
                defs += "    <clipPath id=\"\(id)\"><path d=\"\(writer.pathData(path))\"/></clipPath>\n"
            }
            return id
        }

        /// A clip's bounding box (a path's from its points, arcs as whole circles).
        static func bounds(_ clip: Clip) -> Rect {
            switch clip {
            case .rect(let r, _): return r
            case .path(let path):
                var box: Rect?
                func add(_ r: Rect) { box = box.map { $0.union(r) } ?? r }
                for element in path.elements {
                    switch element {
                    case .move(let p), .line(let p): add(Rect(x: p.x, y: p.y, width: 0, height: 0))
                    case .quad(let c, let p):
                        add(Rect(x: c.x, y: c.y, width: 0, height: 0))
                        add(Rect(x: p.x, y: p.y, width: 0, height: 0))
                    case .cubic(let c1, let c2, let p):
                        for q in [c1, c2, p] { add(Rect(x: q.x, y: q.y, width: 0, height: 0)) }
                    case .arc(let c, let r, _, _, _): add(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                    case .close: break
                    }
                }
                return box ?? Rect(x: 0, y: 0, width: 0, height: 0)
            }
        }

        /// A filter; a blur given the region it shows through is computed over that region plus
        /// four standard deviations each side (beyond the blur's reach), not over the whole source.
        mutating func define(_ effect: Effect, within region: Rect?) -> String {
            guard case .blur(let radius) = effect, let region else { return define(effect) }
            let id = nextID("f")
            let margin = 4 * (radius / 2)
            let r = region.insetBy(dx: -margin, dy: -margin)
            defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"><feGaussianBlur stdDeviation=\"\(n(radius / 2))\"/></filter>\n"
            return id
        }

        mutating func define(_ effect: Effect) -> String {
            let id = nextID("f")
            switch effect {
            case .shadow(let color, let blur, let dx, let dy):
                // The primitive chain rather than feDropShadow, which older renderers (rsvg 2.54) skip.
                defs += "    <filter id=\""
                defs += id
                defs += "\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\""
                defs += n(blur / 2)
                defs += "\"/><feOffset dx=\""
                defs += n(dx)
                defs += "\" dy=\""
                defs += n(dy)
                defs += "\" result=\"offset\"/><feFlood flood-color=\""
                defs += color.withAlpha(1).hex
                defs += "\" flood-opacity=\""
                defs += n(color.alpha)
                defs += "\"/><feComposite in2=\"offset\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
            case .blur(let radius):
                defs += "    <filter id=\"\(id)\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"\(n(radius / 2))\"/></filter>\n"
            case .isolate:
                break  // an attribute of the group, not a filter (see `write`)
            }
            return id
        }
    }
}
