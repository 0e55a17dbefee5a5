#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarDisplay
import TabBarHost

/// The SwiftUI painter: each display-list call as a `Canvas` drawing call, nothing decided here.
/// Groups are Canvas layers (opacity, transform, clip, filters); blur and shadow radii are the list's σ;
/// text, symbols and images are the canvas's symbols (``DisplayCanvas``), laid out by SwiftUI once and drawn
/// where the list says (``TabBarDisplayText/lineOrigin(width:lineHeight:)``); a tint colour is the canvas's
/// tint (`.style(.tint)`); backdrops are SwiftUI materials placed under the canvas (``BarBackdrops``).
struct SwiftUIDisplayPainter: TabBarDisplayPainting {
    var context: GraphicsContext
    /// The registered images' revisions the canvas declared its symbols at.
    let revisions: TabBarImageRevisions
    /// The environment's pixels per point: symbols and images are placed on whole pixels, where their canvas symbols
    /// were sized for (the UIKit painter draws them in the same frames).
    let displayScale: Double
    private(set) var issues: [TabBarDisplayPaintIssue] = []

    init(context: GraphicsContext, revisions: TabBarImageRevisions, displayScale: Double) {
        self.context = context
        self.revisions = revisions
        self.displayScale = displayScale
    }

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
            var inner = SwiftUIDisplayPainter(context: layer, revisions: revisions, displayScale: displayScale)
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

    /// The line SwiftUI laid out once (the canvas's symbol for this text), placed by the list's one rule.
    mutating func paintText(_ text: TabBarDisplayText) {
        guard let line = context.resolveSymbol(id: TabBarCanvasSymbolID.of(text)) else { return }
        let origin = text.lineOrigin(width: Double(line.size.width), lineHeight: Double(line.size.height))
        context.draw(line, in: TabBarRect(x: origin.x, y: origin.y, width: Double(line.size.width), height: Double(line.size.height)).cgRect)
    }

    /// The SF Symbol as its canvas symbol rendered it (loaded, already mirrored when it mirrors, and fitted in
    /// ``DisplaySymbolView``'s body, on the main actor), placed in its frame by its size: the renderer looks nothing up.
    mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) {
        guard let resolved = context.resolveSymbol(id: TabBarCanvasSymbolID.of(symbol)), resolved.size.width > 0, resolved.size.height > 0 else {
            return issues.append(TabBarDisplayPaintIssue(.symbol, detail: "no SF Symbol named \"\(symbol.name)\"", group: nil))
        }
        context.draw(resolved, in: symbol.placedFrame(size: TabBarSize(width: Double(resolved.size.width), height: Double(resolved.size.height)), displayScale: displayScale).cgRect)
    }

    /// The asset-catalog or registered image as its canvas symbol rendered it: the variant a UIImageView in the bar shows
    /// (the bar's direction and appearance, the hosting controller's traits), resolved (already mirrored when it mirrors)
    /// and fitted in ``DisplaySymbolView``'s body on the main actor — never in this renderer, which SwiftUI may run off
    /// it — and placed in its frame by its size. Its symbol names the registered image's revision: a new image under its
    /// id is a new symbol.
    mutating func paintImage(_ image: TabBarDisplayImage) {
        guard let resolved = context.resolveSymbol(id: TabBarCanvasSymbolID.of(image, revisions: revisions)), resolved.size.width > 0, resolved.size.height > 0 else {
            return issues.append(image.missingIssue)
        }
        context.draw(resolved, in: image.placedFrame(size: TabBarSize(width: Double(resolved.size.width), height: Double(resolved.size.height)), displayScale: displayScale).cgRect)
    }

    /// A canvas cannot see what lies behind it: ``BarBackdrops`` places the material under the canvas.
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {}
}

/// One still picture of a list: a `Canvas` whose text and images are its symbols, so SwiftUI lays a label out
/// and renders an image once and keeps them while only the frame's slots change (the canvas redraws by
/// placing them, shaping nothing). A symbol is what it shows, never where (``TabBarCanvasSymbolID``): a label or an
/// icon carried across the bar keeps its symbol; a registered image's new revision makes a new one.
struct DisplayCanvas: View {
    let list: TabBarDisplayList
    @Environment(\.tabBarImageRevisions) private var imageRevisions
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let revisions = imageRevisions
        let scale = Double(displayScale)
        Canvas { context, _ in
            var painter = SwiftUIDisplayPainter(context: context, revisions: revisions, displayScale: scale)
            list.paint(into: &painter)
        } symbols: {
            ForEach(TabBarCanvasSymbolID.ids(in: list, revisions: revisions), id: \.self) { id in
                // Equatable: a frame of the timeline that keeps the symbol does not run its body again.
                DisplaySymbolView(id: id).equatable().tag(id)
            }
        }
        // The list's weights already say what Bold Text does (the core measured them so): SwiftUI must not
        // make them heavier again.
        .environment(\.legibilityWeight, .regular)
        .allowsHitTesting(false)
    }
}

/// One canvas symbol: a label in the system font, an SF Symbol or an image, in the list's colour. Its body (on the main
/// actor) does the lookups a frame must not: it loads the symbol or the image variant — already mirrored when it says it
/// flips in right to left (or is drawn flipped, `rightToLeft`), as a UIImageView would show it (the canvas draws under a
/// forced left to right) — and fits it (the symbol's size is the fitted frame's, so the renderer places it by that size
/// alone). Equal for the same id, so SwiftUI runs its body again only for another symbol or a change of its environment.
struct DisplaySymbolView: View, Equatable {
    let id: TabBarCanvasSymbolID
    @Environment(\.displayScale) private var displayScale
    @Environment(\.tabBarImageTraits) private var imageTraits

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    var body: some View {
        switch id {
        case .text(let text):
            Text(verbatim: text.string)
                .font(.system(size: text.size, weight: text.weight.swiftUI))
                .foregroundStyle(text.color.shapeStyle)
                .lineLimit(1)
                .fixedSize()
        case .symbol(let symbol):
            if let image = symbol.canvasImage(displayScale: Double(displayScale), traits: imageTraits ?? .unspecified) {
                let frame = symbol.imageFrame(for: image, displayScale: Double(displayScale))
                Image(uiImage: image).renderingMode(.template).resizable()
                    .foregroundStyle(symbol.color.shapeStyle)
                    .frame(width: frame.width, height: frame.height)
            }
        case .image(let image, _):
            // The variant a UIImageView in the bar shows, loaded with the bar's direction and appearance and the hosting
            // controller's traits: never an asset by name, which the canvas's forced left to right would resolve to its
            // left-to-right image. An original image is drawn as it is (a palette or multicolour symbol in its colours).
            if let uiImage = image.canvasImage(displayScale: Double(displayScale), traits: imageTraits ?? .unspecified) {
                let frame = image.imageFrame(for: uiImage, displayScale: Double(displayScale))
                Image(uiImage: uiImage)
                    .renderingMode(image.icon.isTemplate ? .template : .original).resizable()
                    .foregroundStyle(image.color.shapeStyle)
                    .frame(width: frame.width, height: frame.height)
            }
        }
    }
}

/// The bar's picture in one frame: the backdrops where the list places them, then the list's segments, each a
/// canvas; a segment an ambient animation moves (the breathing glow) runs that animation on its own, as a
/// repeating SwiftUI animation, so no frame is drawn for it.
struct BarPicture: View {
    let frame: TabBarFrame
    let tint: TabBarColor

    var body: some View {
        ZStack(alignment: .topLeading) {
            BarBackdrops(placements: frame.list.backdropPlacements)
            let segments = frame.list.segments(around: frame.ambient)
            ForEach(Array(segments.enumerated()), id: \.offset) { _, segment in
                if let ambient = segment.ambient {
                    DisplayCanvas(list: segment.list).modifier(AmbientMotion(ambient: ambient, size: frame.list.size))
                } else {
                    DisplayCanvas(list: segment.list)
                }
            }
        }
        // Where the app set no `.tint(_:)`, the tint falls back to the accent colour: the theme's here.
        .accentColor(tint.swiftUI)
    }
}

/// A repeating animation the core described (``TabBarDisplayAmbient``), as SwiftUI runs one: back and forth
/// between its two ends along its curve, without end, started when the view appears.
struct AmbientMotion: ViewModifier {
    let ambient: TabBarDisplayAmbient
    let size: TabBarSize
    @State private var out = false

    func body(content: Content) -> some View {
        let anchor = UnitPoint(x: size.width > 0 ? ambient.anchor.x / size.width : 0.5, y: size.height > 0 ? ambient.anchor.y / size.height : 0.5)
        let opacity = ambient.opacity ?? TabBarDisplayAmbientRange(from: 1, to: 1)
        let scale = ambient.scale ?? TabBarDisplayAmbientRange(from: 1, to: 1)
        content
            .animation(ambient.swiftUIAnimation) { view in
                view
                    .opacity(out ? opacity.to : opacity.from)
                    .scaleEffect(out ? scale.to : scale.from, anchor: anchor)
            }
            .onAppear { out = true }
    }
}

/// The list's backdrops as SwiftUI materials at their shapes, moved with the groups round them (a bar sliding
/// out of view takes its material along), under the canvas, shown at the strength the groups give them (a fading
/// accessory's capsule: the material at that opacity).
struct BarBackdrops: View {
    let placements: [TabBarDisplayBackdropPlacement]

    var body: some View {
        ForEach(Array(placements.enumerated()), id: \.offset) { _, placement in
            DisplayBackdropView(backdrop: placement.backdrop)
                .opacity(placement.opacity)
                .transformEffect(placement.matrix?.cgAffineTransform ?? .identity)
        }
        .allowsHitTesting(false)
    }
}

extension TabBarDisplayMaterial {
    /// SwiftUI's material of the same thickness.
    var swiftUI: Material {
        switch self {
        case .ultraThin: .ultraThinMaterial
        case .thin: .thinMaterial
        case .regular: .regularMaterial
        case .thick: .thickMaterial
        case .chrome: .bar
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
