@_spi(TabBarKitInternal) import TabBarCore

/// A painter that writes down every call it receives, one line each, for tests and snapshots (as Rive's
/// recorded renderer). It reports what a painter with its ``capabilities`` could not draw, and what no
/// painter could: a non-finite number, an empty frame, an opacity outside 0…1, gradient stops out of order.
///
/// ```swift
/// var recorder = TabBarDisplayRecorder(capabilities: TabBarDisplayFeature.applePainters)
/// list.paint(into: &recorder)
/// print(recorder.lines.joined(separator: "\n"))   // "group tab:home opacity 1", "symbol house …"
/// ```
public struct TabBarDisplayRecorder: TabBarDisplayPainting {
    /// The calls, one line each, indented by group depth.
    public private(set) var lines: [String] = []
    /// What could not be drawn.
    public private(set) var issues: [TabBarDisplayPaintIssue] = []
    /// What the painter this recorder stands for can draw.
    public var capabilities: Set<TabBarDisplayFeature>
    /// Every feature the calls asked for.
    public private(set) var used: Set<TabBarDisplayFeature> = []
    private var groups: [String?] = []

    /// Creates a recorder standing for a painter that can draw `capabilities` (by default, everything).
    public init(capabilities: Set<TabBarDisplayFeature> = Set(TabBarDisplayFeature.allCases)) {
        self.capabilities = capabilities
    }

    var pad: String { String(repeating: "  ", count: groups.count) }
    var innermost: String? { groups.last { $0 != nil } ?? nil }

    mutating func check(_ item: TabBarDisplayItem) {
        for feature in item.features.sorted(by: { $0.rawValue < $1.rawValue }) {
            used.insert(feature)
            if !capabilities.contains(feature) {
                issues.append(TabBarDisplayPaintIssue(feature, detail: "cannot draw \(feature.rawValue)", group: innermost))
            }
        }
    }

    mutating func require(_ condition: Bool, _ feature: TabBarDisplayFeature, _ detail: @autoclosure () -> String) {
        if !condition { issues.append(TabBarDisplayPaintIssue(feature, detail: detail(), group: innermost)) }
    }

    static func n(_ v: Double) -> String { v.decimalText(places: 2) }
    static func rect(_ r: TabBarRect) -> String { "\(n(r.x)),\(n(r.y)) \(n(r.width))×\(n(r.height))" }
    static func point(_ p: TabBarPoint) -> String { "\(n(p.x)),\(n(p.y))" }
    static func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
    static func finite(_ r: TabBarRect) -> Bool { finite(r.x, r.y, r.width, r.height) }

    static func describe(_ shape: TabBarDisplayShape) -> String {
        switch shape {
        case .rect(let r, let radius): "rect \(rect(r))\(radius > 0 ? " r\(n(radius))" : "")"
        case .circle(let c, let r): "circle \(point(c)) r\(n(r))"
        case .path(let p): "path \(p.elements.count) elements \(rect(shape.bounds))"
        }
    }

    static func describe(_ paint: TabBarDisplayPaint) -> String {
        switch paint {
        case .solid(let c): c.description
        case .linearGradient(let from, let to, let stops): "linear \(point(from))→\(point(to)) \(stops.map { "\(n($0.offset)):\($0.color)" }.joined(separator: " "))"
        case .radialGradient(let c, let r, let stops): "radial \(point(c)) r\(n(r)) \(stops.map { "\(n($0.offset)):\($0.color)" }.joined(separator: " "))"
        }
    }

    static func describe(_ t: TabBarDisplayTransform) -> String {
        var parts: [String] = []
        if t.translate != TabBarPoint(x: 0, y: 0) { parts.append("translate \(point(t.translate))") }
        if t.scaleX != 1 || t.scaleY != 1 { parts.append(t.scaleX == t.scaleY ? "scale \(n(t.scaleX))" : "scale \(n(t.scaleX))×\(n(t.scaleY))") }
        if t.rotationDegrees != 0 { parts.append("rotate \(n(t.rotationDegrees))°") }
        if t.scaleX != 1 || t.scaleY != 1 || t.rotationDegrees != 0 { parts.append("about \(point(t.anchor))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    static func stopsInOrder(_ paint: TabBarDisplayPaint?) -> Bool {
        switch paint {
        case .linearGradient(_, _, let stops)?, .radialGradient(_, _, let stops)?:
            return !stops.isEmpty && zip(stops, stops.dropFirst()).allSatisfy { $0.offset <= $1.offset } && stops.allSatisfy { (0...1).contains($0.offset) }
        default: return true
        }
    }

    /// Records a group, its children indented under it.
    public mutating func paintGroup(_ paint: TabBarDisplayGroupPaint, children: (inout TabBarDisplayRecorder) -> Void) {
        let group = paint.group
        check(.group(group))
        require((0...1).contains(paint.opacity), .groupOpacity, "opacity \(paint.opacity) outside 0…1")
        var parts = ["group"]
        if let id = group.id { parts.append(id) }
        if let slot = group.slot { parts.append("slot \(slot)") }
        if paint.opacity < 1 { parts.append("opacity \(Self.n(paint.opacity))") }
        if let t = paint.transform { parts.append("transform \(Self.describe(t))") }
        if let t = paint.slotTransform { parts.append("animated \(Self.describe(t))") }
        if let clip = group.clip { parts.append("clip \(Self.describe(clip))") }
        switch group.effect {
        case .shadow(let s)?:
            parts.append("shadow \(s.color) σ\(Self.n(s.sigma)) \(Self.n(s.dx)),\(Self.n(s.dy)) of \(Self.describe(s.shape))")
        case .contentShadow(let s)?: parts.append("content shadow \(s.color) σ\(Self.n(s.sigma)) \(Self.n(s.dx)),\(Self.n(s.dy))")
        case .blur(let sigma)?: parts.append("blur σ\(Self.n(sigma))")
        case .isolate?: parts.append("isolate")
        case nil: break
        }
        lines.append(pad + parts.joined(separator: " "))
        groups.append(group.id)
        children(&self)
        groups.removeLast()
        lines.append(pad + "end")
    }

    /// Records a shape.
    public mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?) {
        check(.shape(shape, fill: fill, stroke: stroke))
        let bounds = shape.bounds
        require(Self.finite(bounds), shape.featureForRecorder, "a shape with a non-finite coordinate")
        require(fill != nil || stroke != nil, shape.featureForRecorder, "a shape with neither fill nor stroke")
        if case .radialGradient? = fill {
            require(Self.stopsInOrder(fill), .radialGradient, "gradient stops out of order or outside 0…1")
        } else {
            require(Self.stopsInOrder(fill), .linearGradient, "gradient stops out of order or outside 0…1")
        }
        var line = "\(pad)\(Self.describe(shape))"
        if let fill { line += " fill \(Self.describe(fill))" }
        if let stroke { line += " stroke \(stroke.color) \(Self.n(stroke.width))\(stroke.dash.isEmpty ? "" : " dash \(stroke.dash.map(Self.n).joined(separator: ","))")" }
        lines.append(line)
    }

    /// Records a line of text.
    public mutating func paintText(_ text: TabBarDisplayText) {
        check(.text(text))
        require(Self.finite(text.frame) && Self.finite(text.origin.x, text.origin.y) && text.size > 0, .text, "text \"\(text.string)\" with a bad frame or size")
        lines.append("\(pad)text \"\(text.string)\" \(Self.n(text.size))pt \(text.weight.rawValue) \(text.color) \(text.anchor.rawValue) at \(Self.point(text.origin)) in \(Self.rect(text.frame))")
    }

    /// Records a symbol.
    public mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) {
        check(.symbol(symbol))
        require(Self.finite(symbol.frame) && symbol.frame.width > 0 && symbol.frame.height > 0, .symbol, "symbol \"\(symbol.name)\" with an empty frame")
        lines.append("\(pad)symbol \(symbol.name)\(symbol.filled ? " filled" : "")\(symbol.rightToLeft ? " rtl" : "") \(symbol.weight.rawValue) \(symbol.color) in \(Self.rect(symbol.frame))")
    }

    /// Records an image.
    public mutating func paintImage(_ image: TabBarDisplayImage) {
        check(.image(image))
        let feature: TabBarDisplayFeature = image.icon.isTemplate ? .templateImage : .originalImage
        require(Self.finite(image.frame) && image.frame.width > 0 && image.frame.height > 0, feature, "image \"\(image.icon.name)\" with an empty frame")
        let colors = image.icon.isTemplate ? "template \(image.color)" : "original"
        lines.append("\(pad)image \(image.icon.source.name) \(image.icon.name) \(colors) in \(Self.rect(image.frame))")
    }

    /// Records a backdrop.
    public mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {
        check(.backdrop(backdrop))
        require(backdrop.blurSigma >= 0, .materialBackdrop, "a negative blur")
        lines.append("\(pad)backdrop \(backdrop.style.rawValue) \(backdrop.material.rawValue) σ\(Self.n(backdrop.blurSigma)) \(Self.describe(backdrop.shape))")
    }
}

extension TabBarDisplayShape {
    var featureForRecorder: TabBarDisplayFeature {
        switch self {
        case .rect: .rectShape
        case .circle: .circleShape
        case .path: .pathShape
        }
    }
}
