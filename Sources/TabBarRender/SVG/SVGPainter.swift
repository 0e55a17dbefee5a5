@_spi(TabBarKitInternal) import TabBarCore
import TabBarDisplay

/// The SVG painter: writes each call of the display-list walker as SVG elements, collecting definitions
/// (gradients, clips, filters) numbered in document order. ``TabBarSVGWriter`` runs it.
///
/// A group that changes nothing is written as its children; a group nobody can see (opacity 0) is left
/// out; a backdrop blurs the list's backdrop source, or draws nothing when the list has none.
public struct TabBarSVGPainter: TabBarDisplayPainting {
    let writer: TabBarSVGWriter
    let backdropSource: String?
    /// The document's body so far.
    var body = ""
    /// The definitions so far.
    var defs = ""
    var counter = 0
    var depth = 1
    var groupIDs: [String?] = []
    /// What could not be drawn.
    public private(set) var issues: [TabBarDisplayPaintIssue] = []

    init(writer: TabBarSVGWriter, backdropSource: String?) {
        self.writer = writer
        self.backdropSource = backdropSource
    }

    mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    func n(_ v: Double) -> String { writer.number(v) }

    /// The indentation of each depth, made once.
    static let pads = (0..<16).map { String(repeating: "  ", count: $0) }
    var pad: String { depth < Self.pads.count ? Self.pads[depth] : String(repeating: "  ", count: depth) }

    mutating func report(_ feature: TabBarDisplayFeature, _ detail: String) {
        issues.append(TabBarDisplayPaintIssue(feature, detail: detail, group: groupIDs.last { $0 != nil } ?? nil))
    }

    /// Writes a group as `<g>` with its attributes, or its children alone when it changes nothing.
    public mutating func paintGroup(_ paint: TabBarDisplayGroupPaint, children: (inout TabBarSVGPainter) -> Void) {
        guard paint.opacity > 0.001 else { return }
        let group = paint.group
        let named = group.id != nil && group.id == backdropSource
        groupIDs.append(group.id)
        defer { groupIDs.removeLast() }
        if paint.isPlain && !named {
            children(&self)
            return
        }
        var attributes = ""
        if named, let id = group.id { attributes += " id=\"\(id)\"" }
        if paint.opacity < 1 { attributes += " opacity=\"\(n(paint.opacity))\"" }
        let transforms = [paint.transform, paint.slotTransform].compactMap { $0 }
        if !transforms.isEmpty { attributes += " transform=\"\(transforms.map(transformText).joined(separator: " "))\"" }
        if let clip = group.clip { attributes += " clip-path=\"url(#\(define(clip: clip)))\"" }
        if group.effect == .isolate {
            attributes += " style=\"isolation:isolate\""
        } else if let effect = group.effect {
            attributes += " filter=\"url(#\(define(effect)))\""
        }
        body += pad
        body += "<g"
        body += attributes
        body += ">\n"
        depth += 1
        children(&self)
        depth -= 1
        body += pad
        body += "</g>\n"
    }

    /// Writes a rectangle, circle or path with its fill and stroke.
    public mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?) {
        // Appended piece by piece: no interpolation buffer to allocate and copy per element.
        body += pad
        switch shape {
        case .rect(let r, let radius):
            body += "<rect x=\""
            body += n(r.x)
            body += "\" y=\""
            body += n(r.y)
            body += "\" width=\""
            body += n(r.width)
            body += "\" height=\""
            body += n(r.height)
            body += "\""
            if radius > 0 {
                body += " rx=\""
                body += n(shape.effectiveCornerRadius)
                body += "\""
            }
        case .circle(let c, let radius):
            body += "<circle cx=\""
            body += n(c.x)
            body += "\" cy=\""
            body += n(c.y)
            body += "\" r=\""
            body += n(radius)
            body += "\""
        case .path(let path):
            body += "<path d=\""
            body += writer.pathData(path)
            body += "\""
        }
        paint(fill, stroke)
        body += "/>\n"
    }

    /// Writes a line of text at its baseline origin.
    public mutating func paintText(_ text: TabBarDisplayText) {
        body += pad
        body += "<text x=\""
        body += n(text.origin.x)
        body += "\" y=\""
        body += n(text.origin.y)
        body += "\" font-family=\""
        body += writer.fontFamily
        body += "\" font-size=\""
        body += n(text.size)
        body += "\" font-weight=\""
        body += Self.cssWeight(text.weight)
        body += "\""
        if text.anchor != .start {
            body += " text-anchor=\""
            body += text.anchor.rawValue
            body += "\""
        }
        fillAttributes(text.color, into: &body)
        body += ">"
        body += TabBarSVGWriter.escape(text.string)
        body += "</text>\n"
    }

    /// Writes a built-in icon; an unknown name draws the placeholder and is reported.
    public mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) {
        if !TabBarIconLibrary.contains(symbol.name) {
            report(.symbol, "unknown icon \"\(symbol.name)\"; drew a placeholder")
        }
        writeIcon(symbol)
    }

    /// Writes a stand-in for an app image (which a render cannot load): a rounded square with the name's
    /// initial, tinted when the image is a template, grey with a white initial when it keeps its own colours.
    public mutating func paintImage(_ image: TabBarDisplayImage) {
        writeImageStandIn(image)
    }

    /// Writes the backdrop source blurred inside the backdrop's shape (blurring only that region).
    public mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {
        guard let source = backdropSource else { return }
        let clip = define(clip: backdrop.shape)
        body += "\(pad)<g clip-path=\"url(#\(clip))\">\n"
        let filter = defineBlur(sigma: backdrop.blurSigma, within: backdrop.shape.bounds)
        body += "\(pad)  <use xlink:href=\"#\(source)\" filter=\"url(#\(filter))\"/>\n"
        body += "\(pad)</g>\n"
    }

    static func cssWeight(_ weight: TabBarFontWeight) -> String {
        switch weight {
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        }
    }

    func transformText(_ t: TabBarDisplayTransform) -> String {
        var parts: [String] = []
        if t.translate.x != 0 || t.translate.y != 0 { parts.append("translate(\(n(t.translate.x)) \(n(t.translate.y)))") }
        if t.rotationDegrees != 0 { parts.append("rotate(\(n(t.rotationDegrees)) \(n(t.anchor.x)) \(n(t.anchor.y)))") }
        if t.scaleX != 1 || t.scaleY != 1 {
            let scale = t.scaleX == t.scaleY ? n(t.scaleX) : "\(n(t.scaleX)) \(n(t.scaleY))"
            parts.append("translate(\(n(t.anchor.x)) \(n(t.anchor.y))) scale(\(scale)) translate(\(n(-t.anchor.x)) \(n(-t.anchor.y)))")
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

    func strokeAttributes(_ stroke: TabBarDisplayStroke) -> String {
        var text = " stroke=\"\(stroke.color.withAlpha(1).hex)\""
        if stroke.color.alpha < 1 { text += " stroke-opacity=\"\(n(stroke.color.alpha))\"" }
        text += " stroke-width=\"\(n(stroke.width))\""
        if !stroke.dash.isEmpty { text += " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: " "))\"" }
        return text
    }

    /// Appends the fill and stroke attributes.
    mutating func paint(_ fill: TabBarDisplayPaint?, _ stroke: TabBarDisplayStroke?) {
        switch fill {
        case nil: body += " fill=\"none\""
        case .solid(let color)?: fillAttributes(color, into: &body)
        case let gradient?:
            body += " fill=\"url(#"
            body += define(gradient)
            body += ")\""
        }
        if let stroke { body += strokeAttributes(stroke) }
    }

    func stops(_ stops: [TabBarDisplayGradientStop]) -> String {
        stops.map { stop in
            let opacity = stop.color.alpha < 1 ? " stop-opacity=\"\(n(stop.color.alpha))\"" : ""
            return "      <stop offset=\"\(n(stop.offset))\" stop-color=\"\(stop.color.withAlpha(1).hex)\"\(opacity)/>\n"
        }.joined()
    }

    mutating func define(_ paint: TabBarDisplayPaint) -> String {
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

    mutating func define(clip: TabBarDisplayShape) -> String {
        let id = nextID("c")
        switch clip {
        case .rect(let r, let radius):
            let rx = radius > 0 ? " rx=\"\(n(radius))\"" : ""
            defs += "    <clipPath id=\"\(id)\"><rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(rx)/></clipPath>\n"
        case .circle(let c, let r):
            defs += "    <clipPath id=\"\(id)\"><circle cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(r))\"/></clipPath>\n"
        case .path(let path):
            defs += "    <clipPath id=\"\(id)\"><path d=\"\(writer.pathData(path))\"/></clipPath>\n"
        }
        return id
    }

    /// A blur computed over the region it shows through plus four standard deviations each side (beyond
    /// the blur's reach), not over the whole source.
    mutating func defineBlur(sigma: Double, within region: TabBarRect) -> String {
        let id = nextID("f")
        let r = region.insetBy(dx: -4 * sigma, dy: -4 * sigma)
        defs += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"><feGaussianBlur stdDeviation=\"\(n(sigma))\"/></filter>\n"
        return id
    }

    /// A drop shadow of the group's alpha, as the primitive chain rather than feDropShadow, which older
    /// renderers (rsvg 2.54) skip. The filter region is half the source's size round it, or, where that is
    /// less than the shadow's reach (three σ and its offset: a thin underline's glow), `within` widened by it.
    mutating func defineShadow(_ id: String, color: TabBarColor, sigma: Double, dx: Double, dy: Double, within source: TabBarRect? = nil) {
        defs += "    <filter id=\""
        defs += id
        if let source, min(source.width / 2 - abs(dx), source.height / 2 - abs(dy)) < 3 * sigma {
            let r = source.insetBy(dx: -(3 * sigma + abs(dx)), dy: -(3 * sigma + abs(dy)))
            defs += "\" filterUnits=\"userSpaceOnUse\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
        } else {
            defs += "\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\""
        }
        defs += "><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\""
        defs += n(sigma)
        defs += "\"/><feOffset dx=\""
        defs += n(dx)
        defs += "\" dy=\""
        defs += n(dy)
        defs += "\" result=\"offset\"/><feFlood flood-color=\""
        defs += color.withAlpha(1).hex
        defs += "\" flood-opacity=\""
        defs += n(color.alpha)
        defs += "\"/><feComposite in2=\"offset\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
    }

    mutating func define(_ effect: TabBarDisplayEffect) -> String {
        let id = nextID("f")
        switch effect {
        case .shadow(let shadow):
            defineShadow(id, color: shadow.color, sigma: shadow.sigma, dx: shadow.dx, dy: shadow.dy, within: shadow.shape.bounds)
        case .contentShadow(let shadow):
            // SVG's shadow is the group's own alpha either way: the shape of a `.shadow` is for Core Animation.
            defineShadow(id, color: shadow.color, sigma: shadow.sigma, dx: shadow.dx, dy: shadow.dy)
        case .blur(let sigma):
            defs += "    <filter id=\"\(id)\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\"><feGaussianBlur stdDeviation=\"\(n(sigma))\"/></filter>\n"
        case .isolate:
            break  // an attribute of the group, not a filter (see `paintGroup`)
        }
        return id
    }
}
