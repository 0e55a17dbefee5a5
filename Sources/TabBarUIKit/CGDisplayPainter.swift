#if canImport(UIKit) && !os(watchOS)
import CoreImage
import TabBarCore
import TabBarDisplay
import TabBarHost
import UIKit

/// The UIKit painter's drawing half: display-list calls as Core Graphics calls, for the layers of the
/// retained tree (``DisplayLayerTree``) to draw their primitives once, when they change.
struct CGDisplayPainter: TabBarDisplayPainting {
    let context: CGContext
    /// The run's images, resolved when the tree was built (on the main actor): drawing looks nothing up.
    let images: [TabBarDisplayImage: UIImage]
    /// The pixels per point the context draws at (the layer's `contentsScale`): images are drawn on whole pixels.
    let displayScale: Double
    private(set) var issues: [TabBarDisplayPaintIssue] = []

    init(context: CGContext, images: [TabBarDisplayImage: UIImage] = [:], displayScale: Double) {
        self.context = context
        self.images = images
        self.displayScale = displayScale
    }

    /// A group inside a drawn layer (the retained tree gives groups layers of their own; only a blurred
    /// group's children come here): opacity and transform, clip; a shadow or blur nested in it is reported.
    mutating func paintGroup(_ paint: TabBarDisplayGroupPaint, children: (inout CGDisplayPainter) -> Void) {
        context.saveGState()
        if let matrix = paint.matrix { context.concatenate(matrix.cgAffineTransform) }
        if let clip = paint.group.clip {
            context.addPath(clip.cgPath)
            context.clip()
        }
        context.setAlpha(paint.opacity)
        switch paint.group.effect {
        case .shadow?: issues.append(TabBarDisplayPaintIssue(.shadow, detail: "a shadow inside a blurred group", group: paint.group.id))
        case .contentShadow?: issues.append(TabBarDisplayPaintIssue(.contentShadow, detail: "a shadow inside a blurred group", group: paint.group.id))
        case .blur?: issues.append(TabBarDisplayPaintIssue(.blur, detail: "a blur inside a blurred group", group: paint.group.id))
        case .isolate?, nil: break  // a transparency layer composites the group on its own
        }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        children(&self)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?) {
        let path = shape.cgPath
        switch fill {
        case .solid(let color)?:
            context.addPath(path)
            context.setFillColor(color.uiColor.cgColor)
            context.fillPath()
        case .linearGradient(let from, let to, let stops)?:
            context.saveGState()
            context.addPath(path)
            context.clip()
            if let gradient = Self.gradient(stops) {
                context.drawLinearGradient(gradient, start: from.cgPoint, end: to.cgPoint, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            context.restoreGState()
        case .radialGradient(let center, let radius, let stops)?:
            context.saveGState()
            context.addPath(path)
            context.clip()
            if let gradient = Self.gradient(stops) {
                context.drawRadialGradient(gradient, startCenter: center.cgPoint, startRadius: 0, endCenter: center.cgPoint, endRadius: radius, options: [.drawsAfterEndLocation])
            }
            context.restoreGState()
        case nil:
            break
        }
        if let stroke {
            context.addPath(path)
            context.setStrokeColor(stroke.color.uiColor.cgColor)
            context.setLineWidth(stroke.width)
            context.setLineDash(phase: 0, lengths: stroke.dash.map { CGFloat($0) })
            context.strokePath()
        }
    }

    static func gradient(_ stops: [TabBarDisplayGradientStop]) -> CGGradient? {
        CGGradient(
            colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: stops.map(\.color.uiColor.cgColor) as CFArray,
            locations: stops.map { CGFloat($0.offset) })
    }

    /// The line in the system font, placed by the list's one rule (``TabBarDisplayText/lineOrigin(width:lineHeight:)``:
    /// its line box centred in the frame, its anchor on the origin).
    mutating func paintText(_ text: TabBarDisplayText) {
        let font = UIFont.systemFont(ofSize: text.size, weight: text.weight.uiFontWeight)
        let line = NSAttributedString(string: text.string, attributes: [.font: font, .foregroundColor: text.color.uiColor])
        let size = line.size()
        let origin = text.lineOrigin(width: Double(size.width), lineHeight: Double(font.lineHeight))
        UIGraphicsPushContext(context)
        line.draw(at: origin.cgPoint)
        UIGraphicsPopContext()
    }

    /// The SF Symbol, tinted, fitted into its frame on whole pixels (the frame SwiftUI's painter draws it in).
    mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) {
        guard let image = symbol.symbolImage else {
            issues.append(TabBarDisplayPaintIssue(.symbol, detail: "no SF Symbol named \"\(symbol.name)\"", group: nil))
            return
        }
        let frame = symbol.imageFrame(for: image, displayScale: displayScale).cgRect
        context.saveGState()
        // A directional symbol in right to left: the image mirrored about the frame's centre when it says it flips
        // (or is drawn flipped, `rightToLeft`), as a UIImageView mirrors it at display time; `draw(in:)` does not.
        if symbol.mirrors(image) { mirror(about: frame.midX) }
        UIGraphicsPushContext(context)
        image.withTintColor(symbol.color.uiColor, renderingMode: .alwaysOriginal).draw(in: frame)
        UIGraphicsPopContext()
        context.restoreGState()
    }

    /// The asset-catalog or registered image fitted into its frame, tinted when it is a template: the variant a
    /// UIImageView in the bar shows (the bar's direction and appearance, with the view's traits, at the run layer's
    /// scale), as SwiftUI draws it — resolved by the layer tree's build (``DisplayLayerTreeBuilder/configure(run:items:blur:)``),
    /// so this only draws.
    mutating func paintImage(_ image: TabBarDisplayImage) {
        guard let uiImage = images[image] else { return issues.append(image.missingIssue) }
        let drawn = image.icon.isTemplate ? uiImage.withTintColor(image.color.uiColor, renderingMode: .alwaysOriginal) : uiImage
        let frame = image.imageFrame(for: uiImage, displayScale: displayScale).cgRect
        context.saveGState()
        // An asset that mirrors ("Mirrors" direction), in right to left: mirrored as a UIImageView would.
        if image.mirrors(uiImage) { mirror(about: frame.midX) }
        UIGraphicsPushContext(context)
        drawn.draw(in: frame)
        UIGraphicsPopContext()
        context.restoreGState()
    }

    /// Mirrors the context's drawing about the vertical line at `x`.
    func mirror(about x: CGFloat) {
        context.translateBy(x: x, y: 0)
        context.scaleBy(x: -1, y: 1)
        context.translateBy(x: -x, y: 0)
    }

    /// A layer cannot see what lies behind it: the bar places a `UIVisualEffectView` there (``DisplayLayerTree/backdrops``).
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {}
}

/// A layer that draws a run of display items once (and again only when they, or the traits they are resolved
/// with, change), in the canvas's coordinates, blurred when its group says so (Core Image's Gaussian radius is
/// the list's σ). Asset colours and images are resolved with the view's traits: a layer's `draw(in:)` has no
/// trait collection of its own. Its images come resolved (``images``): drawing makes no trait collection and looks
/// nothing up, wherever Core Animation runs it.
final class DisplayRunLayer: CALayer {
    var items: [TabBarDisplayItem] = []
    /// The images of ``items``, resolved on the main actor when the tree was built.
    var images: [TabBarDisplayImage: UIImage] = [:]
    /// The revisions of the registered images among ``items`` they were resolved at: a new image under the same id draws
    /// the run again.
    var imageRevisions: [Int] = []
    var blurSigma: Double?
    var origin = CGPoint.zero
    /// The frame it was given, as given: `frame` is recomputed from position and bounds and may come back an ulp off,
    /// which would count as a change and draw the run again at every patch.
    var box = CGRect.null
    var traits = UITraitCollection()
    var traitKey: DisplayTraitKey?

    /// One Core Image context for every blurred run: making one is costly.
    nonisolated(unsafe) static let blurContext = CIContext()

    override func draw(in context: CGContext) {
        traits.performAsCurrent { draw(resolved: context) }
    }

    func draw(resolved context: CGContext) {
        guard let sigma = blurSigma else { return paint(in: context) }
        let format = UIGraphicsImageRendererFormat(for: traits)
        format.scale = contentsScale
        let sharp = UIGraphicsImageRenderer(size: bounds.size, format: format).image { paint(in: $0.cgContext) }
        guard let input = CIImage(image: sharp), let filter = CIFilter(name: "CIGaussianBlur") else { return paint(in: context) }
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(sigma * Double(contentsScale), forKey: kCIInputRadiusKey)
        guard let output = filter.outputImage?.cropped(to: input.extent),
            let blurred = Self.blurContext.createCGImage(output, from: input.extent)
        else { return paint(in: context) }
        UIGraphicsPushContext(context)
        UIImage(cgImage: blurred, scale: contentsScale, orientation: .up).draw(in: bounds)
        UIGraphicsPopContext()
    }

    func paint(in context: CGContext) {
        context.translateBy(x: -origin.x, y: -origin.y)
        var painter = CGDisplayPainter(context: context, images: images, displayScale: Double(contentsScale))
        let list = TabBarDisplayList(size: TabBarSize(width: Double(bounds.width), height: Double(bounds.height)), items: items)
        list.paint(into: &painter)
    }
}
#endif
