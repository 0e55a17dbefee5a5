#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarDisplay
import TabBarHost

/// The SwiftUI painter: each display-list call as a `Canvas` drawing call, nothing decided here.
/// Groups are Canvas layers (opacity, transform, clip, filters); blur and shadow radii are the list's σ;
/// symbols are SF Symbols, images the app's (`TabBarImageRegistry`); a tint colour is the canvas's tint
/// (`.style(.tint)`); backdrops are SwiftUI materials placed under the canvas (``BarBackdrops``).
struct SwiftUIDisplayPainter: TabBarDisplayPainting {
    var context: GraphicsContext
    private(set) var issues: [TabBarDisplayPaintIssue] = []

    init(context: GraphicsContext) { self.context = context }

    mutating func paintGroup(_ paint: TabBarDisplayGroupPaint, children: (inout SwiftUIDisplayPainter) -> Void) {
        var outer = context
        if let matrix = paint.matrix { outer.concatenate(matrix.cgAffineTransform) }
        if let clip = paint.group.clip { outer.clip(to: clip.swiftUIPath) }
        outer.opacity *= paint.opacity
        switch paint.group.effect {
        case .shadow(let shadow)?: outer.addFilter(.shadow(color: shadow.color.swiftUI, radius: shadow.sigma, x: shadow.dx, y: shadow.dy))
        case .contentShadow(let shadow)?: outer.addFilter(.shadow(color: shadow.color.swiftUI, radius: shadow.sigma, x: shadow.dx, y: shadow.dy))
        case .blur(let sigma)?: outer.addFilter(.blur(radius: sigma))
        case .isolate?, nil: break  // a Canvas layer is composited on its own already
        }
        var found = issues
        outer.drawLayer { layer in
            var inner = SwiftUIDisplayPainter(context: layer)
            children(&inner)
            found += inner.issues
        }
        issues = found
    }

    mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?) {
        let path = shape.swiftUIPath
        if let fill { context.fill(path, with: fill.shading) }
        if let stroke { context.stroke(path, with: stroke.color.shading, style: stroke.style) }
    }

    mutating func paintText(_ text: TabBarDisplayText) {
        let line = Text(verbatim: text.string).font(.system(size: text.size, weight: text.weight.swiftUI)).foregroundStyle(text.color.shapeStyle)
        context.draw(line, at: TabBarPoint(x: text.origin.x, y: text.frame.midY).cgPoint, anchor: text.anchor.unitPoint)
    }

    mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) {
        guard let image = symbol.symbolImage else {
            issues.append(TabBarDisplayPaintIssue(.symbol, detail: "no SF Symbol named \"\(symbol.name)\"", group: nil))
            return
        }
        var resolved = context.resolve(Image(uiImage: image).renderingMode(.template))
        resolved.shading = symbol.color.shading
        context.draw(resolved, in: symbol.imageFrame(for: image).cgRect)
    }

    /// The asset-catalog or registered image, as a template tinted with the list's colour or in its own colours.
    mutating func paintImage(_ image: TabBarDisplayImage) {
        guard let uiImage = image.uiImage else { return issues.append(image.missingIssue) }
        var resolved = context.resolve(Image(uiImage: uiImage).renderingMode(image.icon.isTemplate ? .template : .original))
        if image.icon.isTemplate { resolved.shading = image.color.shading }
        context.draw(resolved, in: image.imageFrame(for: uiImage).cgRect)
    }

    /// A canvas cannot see what lies behind it: ``BarBackdrops`` places the material under the canvas.
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {}
}

/// The list's backdrops as SwiftUI materials at their shapes, under the canvas: material for `.material`,
/// the thinnest material for `.glass` (Liquid Glass on iOS 26 is the native style's).
struct BarBackdrops: View {
    let backdrops: [TabBarDisplayBackdrop]

    var body: some View {
        ForEach(Array(backdrops.enumerated()), id: \.offset) { _, backdrop in
            DisplayShapeView(shape: backdrop.shape).fill(Self.material(backdrop.style))
        }
        .allowsHitTesting(false)
    }

    static func material(_ style: TabBarDisplayBackdropStyle) -> Material {
        switch style {
        case .material: .regularMaterial
        case .glass: .ultraThinMaterial
        }
    }
}

/// A display-list shape as a SwiftUI shape, in the canvas's own coordinates.
struct DisplayShapeView: Shape {
    let shape: TabBarDisplayShape
    func path(in rect: CGRect) -> Path { shape.swiftUIPath }
}

/// The bar's touch area as a shape: its bounds, the whole container while a menu is open, nothing while hidden.
struct TouchAreaShape: Shape {
    let area: TabBarRect?
    func path(in rect: CGRect) -> Path { area.map { Path($0.cgRect) } ?? Path() }
}
#endif
