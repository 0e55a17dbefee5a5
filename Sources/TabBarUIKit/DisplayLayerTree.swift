#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import TabBarHost
import UIKit

/// The UIKit painter: a retained layer tree built from the display list and keyed by its groups' stable
/// ids. A group is a container layer (opacity, transform, clip as a mask, a shadow with its path); runs of
/// primitives between groups are layers that draw once (``DisplayRunLayer``). When only the slots change,
/// the tree changes only the animated layers' opacity and transform: nothing is redrawn per frame. The
/// list's ambient animations (the breathing glow) are Core Animation animations on their groups' layers, run
/// by the render server without a frame of ours.
@MainActor
final class DisplayLayerTree {
    /// The tree's root, as large as the canvas.
    let root = CALayer()
    /// What could not be drawn.
    private(set) var issues: [TabBarDisplayPaintIssue] = []
    private var layers: [String: CALayer] = [:]
    private var animated: [(slot: Int, layer: CALayer, group: TabBarDisplayGroup)] = []
    private var generation: Int?
    private var traitKey: DisplayTraitKey?
    private var imageRevisions = TabBarImageRevisions()
    /// The ambient animation each layer runs now.
    private var running: [ObjectIdentifier: (layer: CALayer, ambient: TabBarDisplayAmbient)] = [:]

    /// The key the tree's ambient animations are added under.
    static let ambientKey = "tabbar.ambient"

    init() {
        root.anchorPoint = .zero
    }

    /// Shows a frame: the whole tree patched when the list's structure (or the traits its colours and images are
    /// resolved with, or a registered image's revision: `images`) changed, else only the animated layers.
    func show(_ list: TabBarDisplayList, generation: Int, bounds: CGRect, scale: CGFloat, traits: UITraitCollection, images: TabBarImageRevisions) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let key = DisplayTraitKey(traits)
        if generation != self.generation || root.bounds != bounds || key != traitKey || images != imageRevisions {
            self.generation = generation
            traitKey = key
            imageRevisions = images
            root.bounds = bounds
            root.position = .zero
            var builder = DisplayLayerTreeBuilder(
                root: root, reusable: layers, bounds: bounds, scale: scale, traits: traits, traitKey: key, imageRevisions: images)
            list.paint(into: &builder)
            builder.finish()
            for (key, layer) in layers where builder.built[key] !== layer { layer.removeFromSuperlayer() }
            layers = builder.built
            animated = builder.animated
            issues = builder.issues
        }
        for entry in animated where list.slots.indices.contains(entry.slot) {
            let paint = TabBarDisplayGroupPaint(entry.group, value: list.slots[entry.slot])
            entry.layer.opacity = Float(paint.opacity)
            entry.layer.setAffineTransform(Self.transform(paint.matrix, pivot: entry.layer.bounds.origin))
        }
        CATransaction.commit()
    }

    /// A group's transform for its layer, whose bounds start at `pivot` in the canvas's coordinates (a layer sized to
    /// what it paints; the canvas's origin otherwise): the same mapping of the canvas, about the layer's own origin.
    static func transform(_ matrix: TabBarDisplayMatrix?, pivot: CGPoint) -> CGAffineTransform {
        let m = matrix?.cgAffineTransform ?? .identity
        guard pivot != .zero else { return m }
        return CGAffineTransform(translationX: pivot.x, y: pivot.y).concatenating(m).concatenating(CGAffineTransform(translationX: -pivot.x, y: -pivot.y))
    }

    /// Makes the drawn layers draw again at the next frame (their traits changed).
    func invalidateContents() { traitKey = nil }

    /// Runs `ambient` on their groups' layers as repeating Core Animation animations, in phase with the clock
    /// (`now`, media time); an animation already running as described is left alone, one no longer described
    /// is removed.
    func run(_ ambient: [TabBarDisplayAmbient], now: CFTimeInterval) {
        var wanted: [ObjectIdentifier: (layer: CALayer, ambient: TabBarDisplayAmbient)] = [:]
        for animation in ambient {
            guard let entry = animated.first(where: { $0.slot == animation.slot }) else { continue }
            wanted[ObjectIdentifier(entry.layer)] = (entry.layer, animation)
        }
        for (id, old) in running where wanted[id]?.ambient != old.ambient || wanted[id]?.layer !== old.layer {
            old.layer.removeAnimation(forKey: Self.ambientKey)
        }
        for (id, new) in wanted where running[id]?.ambient != new.ambient || new.layer.animation(forKey: Self.ambientKey) == nil {
            new.layer.add(new.ambient.coreAnimation(now: now), forKey: Self.ambientKey)
        }
        running = wanted
    }
}

/// What of a view's traits the drawn layers depend on: light or dark, the contrast, Bold Text, the scale, and the
/// traits an image is loaded with besides (idiom, gamut, size classes, text size: ``TabBarImageTraits``).
struct DisplayTraitKey: Equatable {
    let style: UIUserInterfaceStyle
    let contrast: UIAccessibilityContrast
    let legibility: UILegibilityWeight
    let scale: CGFloat
    let images: TabBarImageTraits

    init(_ traits: UITraitCollection) {
        style = traits.userInterfaceStyle
        contrast = traits.accessibilityContrast
        legibility = traits.legibilityWeight
        scale = traits.displayScale
        images = TabBarImageTraits(traits)
    }
}

/// Builds (or patches) the tree: each group a container layer, each run of primitives a drawn layer.
@MainActor
struct DisplayLayerTreeBuilder: @MainActor TabBarDisplayPainting {
    let reusable: [String: CALayer]
    let bounds: CGRect
    let scale: CGFloat
    /// The traits colours and images are resolved with (a `CGColor` and a layer's contents do not follow them).
    let traits: UITraitCollection
    /// What of ``traits`` the drawn layers depend on.
    let traitKey: DisplayTraitKey
    /// ``traits`` as images are loaded with them, made once per build.
    let imageTraits: TabBarImageLoadingTraits
    /// The registered images' revisions: a run whose images' revisions changed is drawn again.
    let imageRevisions: TabBarImageRevisions
    private(set) var built: [String: CALayer] = [:]
    private(set) var animated: [(slot: Int, layer: CALayer, group: TabBarDisplayGroup)] = []
    private(set) var issues: [TabBarDisplayPaintIssue] = []
    private var levels: [Level]

    /// One container being filled: its layer, its key, the primitives waiting for a run layer, its children's count.
    struct Level {
        let layer: CALayer
        let key: String
        var run: [TabBarDisplayItem] = []
        var count = 0
        var sublayers: [CALayer] = []
    }

    init(
        root: CALayer, reusable: [String: CALayer], bounds: CGRect, scale: CGFloat, traits: UITraitCollection, traitKey: DisplayTraitKey,
        imageRevisions: TabBarImageRevisions
    ) {
        self.reusable = reusable
        self.bounds = bounds
        self.scale = scale
        self.traits = traits
        self.traitKey = traitKey
        imageTraits = TabBarImageLoadingTraits(traits, key: traitKey.images)
        self.imageRevisions = imageRevisions
        levels = [Level(layer: root, key: "")]
    }

    /// A colour as Core Animation takes it, resolved with the view's traits (an asset colour's variant).
    func cgColor(_ color: TabBarColor) -> CGColor {
        color.uiColor.resolvedColor(with: traits).cgColor
    }

    mutating func paintGroup(_ paint: TabBarDisplayGroupPaint, children: (inout DisplayLayerTreeBuilder) -> Void) {
        let group = paint.group
        flushRun()
        let key = nextKey(group.id)
        let layer: CALayer = reuse(key) ?? CALayer()
        layer.anchorPoint = .zero
        layer.bounds = bounds
        layer.position = .zero
        layer.opacity = Float(paint.opacity)
        layer.setAffineTransform(paint.matrix?.cgAffineTransform ?? .identity)
        if let clip = group.clip {
            let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.frame = bounds
            mask.contentsScale = scale
            mask.path = clip.cgPath
            layer.mask = mask
        } else {
            layer.mask = nil
        }
        layer.shouldRasterize = false
        switch group.effect {
        case .shadow(let shadow)?:
            layer.shadowPath = shadow.shape.cgPath
            layer.shadowColor = cgColor(shadow.color.withAlpha(1))
            layer.shadowOpacity = Float(shadow.color.alpha)
            layer.shadowRadius = shadow.sigma
            layer.shadowOffset = CGSize(width: shadow.dx, height: shadow.dy)
        case .contentShadow(let shadow)?:
            // No path: Core Animation casts the shadow of the layer's own content (the icon's outline). The layer
            // is rasterised with its shadow once, so the offscreen pass is not made again every frame; its bounds
            // are the group's painted area (a container-sized raster would be megabytes for one icon), its origin
            // kept in the container's coordinates and its transform moved to the same pivot.
            // The box of what it paints before its own transform (which the layer applies), on whole pixels (its raster
            // composited at rest lands on the screen's pixels).
            if let box = group.paintBoundsBeforeTransform(displayScale: Double(scale)) {
                layer.bounds = box.cgRect
                layer.position = box.cgRect.origin
                layer.setAffineTransform(DisplayLayerTree.transform(paint.matrix, pivot: box.cgRect.origin))
            }
            layer.shadowPath = nil
            layer.shadowColor = cgColor(shadow.color.withAlpha(1))
            layer.shadowOpacity = Float(shadow.color.alpha)
            layer.shadowRadius = shadow.sigma
            layer.shadowOffset = CGSize(width: shadow.dx, height: shadow.dy)
            layer.shouldRasterize = true
            layer.rasterizationScale = scale
        case .isolate?, .blur?, nil:
            // Layers composite as a group already (`allowsGroupOpacity`): isolation needs nothing more.
            layer.shadowOpacity = 0
            layer.shadowPath = nil
        }
        layer.allowsGroupOpacity = true
        levels[levels.count - 1].sublayers.append(layer)
        built[key] = layer
        if let slot = group.slot { animated.append((slot, layer, group)) }
        levels.append(Level(layer: layer, key: key))
        if case .blur? = group.effect {
            // Core Animation cannot blur a layer's own content: the children are drawn, then blurred, in one layer.
            let runKey = nextKey(nil)
            let run: DisplayRunLayer = reuse(runKey) ?? DisplayRunLayer()
            configure(run: run, items: group.children, blur: group.effect)
            levels[levels.count - 1].sublayers.append(run)
            built[runKey] = run
        } else {
            children(&self)
        }
        finishLevel()
    }

    mutating func paintShape(_ shape: TabBarDisplayShape, fill: TabBarDisplayPaint?, stroke: TabBarDisplayStroke?) {
        levels[levels.count - 1].run.append(.shape(shape, fill: fill, stroke: stroke))
    }

    mutating func paintText(_ text: TabBarDisplayText) { levels[levels.count - 1].run.append(.text(text)) }

    mutating func paintSymbol(_ symbol: TabBarDisplaySymbol) { levels[levels.count - 1].run.append(.symbol(symbol)) }

    mutating func paintImage(_ image: TabBarDisplayImage) { levels[levels.count - 1].run.append(.image(image)) }

    /// Backdrops are platform views under the tree (the bar places them from the list): drawn by nothing here.
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {}

    /// Closes the root level.
    mutating func finish() {
        flushRun()
        let root = levels[0]
        root.layer.sublayers = root.sublayers
    }

    mutating func finishLevel() {
        flushRun()
        let level = levels.removeLast()
        level.layer.sublayers = level.sublayers
    }

    mutating func nextKey(_ id: String?) -> String {
        let level = levels[levels.count - 1]
        levels[levels.count - 1].count += 1
        return level.key + "/" + (id ?? "\(level.count)")
    }

    func reuse<Layer: CALayer>(_ key: String) -> Layer? { reusable[key] as? Layer }

    /// The primitives since the last group, as one drawn layer (kept as it is when they did not change).
    mutating func flushRun() {
        let run = levels[levels.count - 1].run
        guard !run.isEmpty else { return }
        levels[levels.count - 1].run = []
        let key = nextKey(nil)
        let layer: DisplayRunLayer = reuse(key) ?? DisplayRunLayer()
        configure(run: layer, items: run, blur: nil)
        levels[levels.count - 1].sublayers.append(layer)
        built[key] = layer
    }

    func configure(run layer: DisplayRunLayer, items: [TabBarDisplayItem], blur: TabBarDisplayEffect?) {
        var sigma: Double?
        if case .blur(let value)? = blur { sigma = value }
        // On whole pixels: the layer's backing store starts at its origin, so what the painter snaps to pixels (an
        // image's frame) stays on the screen's pixels once the layer is composited.
        let box = (TabBarDisplayItem.paintBounds(of: sigma == nil ? items : [.group(items, effect: blur)], displayScale: Double(scale)) ?? TabBarRect.zero).cgRect
        let key = traitKey
        let revisions = imageRevisions.revisions(in: items)
        guard layer.items != items || layer.blurSigma != sigma || layer.box != box || layer.contentsScale != scale || layer.traitKey != key
            || layer.imageRevisions != revisions
        else { return }
        layer.items = items
        // The images resolved here, on the main actor, for the view's traits: the layer's drawing only draws them.
        var images: [TabBarDisplayImage: UIImage] = [:]
        for image in TabBarDisplayItem.images(in: items) {
            images[image] = image.resolvedImage(displayScale: Double(scale), traits: imageTraits)
        }
        layer.images = images
        layer.imageRevisions = revisions
        layer.blurSigma = sigma
        layer.origin = box.origin
        layer.box = box
        layer.frame = box
        layer.contentsScale = scale
        layer.traits = traits
        layer.traitKey = key
        layer.setNeedsDisplay()
    }

}
#endif
