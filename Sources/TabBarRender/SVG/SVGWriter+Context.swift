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
                let rx = radius > 0 ? " rx=\"\(n(min(radius, r.width / 2, r.height / 2)))\"" : ""
                out += "\(pad)<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(rx)\(paint(fill, stroke))/>\n"
            case .circle(let c, let radius, let fill, let stroke):
                out += "\(pad)<circle cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(radius))\"\(paint(fill, stroke))/>\n"
            case .path(let path, let fill, let stroke):
                out += "\(pad)<path d=\"\(writer.pathData(path))\"\(paint(fill, stroke))/>\n"
            case .text(let text, let origin, let size, let weight, let color, let anchor):
                let anchorAttribute = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
                out += "\(pad)<text x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" font-family=\"\(writer.fontFamily)\" font-size=\"\(n(size))\" font-weight=\"\(Self.cssWeight(weight))\"\(anchorAttribute)\(fillAttributes(color))>\(SVGWriter.escape(text))</text>\n"
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
                out += "\(pad)<g\(attributes)>\n"
                for child in children { write(child, into: &out, indent: indent + 1) }
                out += "\(pad)</g>\n"
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

        static func cssWeight(_ weight: FontWeight) -> Int {
            switch weight {
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
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
            color.alpha < 1 ? " fill=\"\(color.withAlpha(1).hex)\" fill-opacity=\"\(n(color.alpha))\"" : " fill=\"\(color.hex)\""
        }

        func strokeAttributes(_ stroke: Stroke) -> String {
            var text = " stroke=\"\(stroke.color.withAlpha(1).hex)\""
            if stroke.color.alpha < 1 { text += " stroke-opacity=\"\(n(stroke.color.alpha))\"" }
            text += " stroke-width=\"\(n(stroke.width))\""
            if !stroke.dash.isEmpty { text += " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: " "))\"" }
            return text
        }

        mutating func paint(_ fill: Paint?, _ stroke: Stroke?) -> String {
            var text: String
            switch fill {
            case nil: text = " fill=\"none\""
            case .solid(let color)?: text = fillAttributes(color)
            case let gradient?: text = " fill=\"url(#\(define(gradient)))\""
            }
            if let stroke { text += strokeAttributes(stroke) }
            return text
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
                defs += "    <filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                    + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(blur / 2))\"/>"
                    + "<feOffset dx=\"\(n(dx))\" dy=\"\(n(dy))\" result=\"offset\"/>"
                    + "<feFlood flood-color=\"\(color.withAlpha(1).hex)\" flood-opacity=\"\(n(color.alpha))\"/>"
                    + "<feComposite in2=\"offset\" operator=\"in\"/>"
                    + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
            case .blur(let radius):
                defs += "    <filter id=\"\(id)\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"\(n(radius / 2))\"/></filter>\n"
            case .isolate:
                break  // an attribute of the group, not a filter (see `write`)
            }
            return id
        }
    }
}
