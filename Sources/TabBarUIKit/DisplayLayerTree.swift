#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import TabBarHost
import UIKit

/// The UIKit painter: a retained layer tree built from the display list and keyed by its groups' stable
/// ids. A group is a container layer (opacity, transform, clip as a mask, a shadow with its path); runs of
/// primitives between groups are layers that draw once (``DisplayRunLayer``). When only the slots change,
/// the tree changes only the animated layers' opacity and transform: nothing is redrawn per frame.
@MainActor
final class DisplayLayerTree {
    /// The tree's root, as large as the canvas.
    let root = CALayer()
    /// The list's backdrops, for the bar to place its visual-effect views under the tree.
    private(set) var backdrops: [TabBarDisplayBackdrop] = []
    /// What could not be drawn.
    private(set) var issues: [TabBarDisplayPaintIssue] = []
    private var layers: [String: CALayer] = [:]
    private var animated: [(slot: Int, layer: CALayer, group: TabBarDisplayGroup)] = []
    private var generation: Int?

    init() {
        root.anchorPoint = .zero
    }

    /// Shows a frame: the whole tree patched when the list's structure changed, else only the animated layers.
    func show(_ list: TabBarDisplayList, generation: Int, bounds: CGRect, scale: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if generation != self.generation || root.bounds != bounds {
            self.generation = generation
            root.bounds = bounds
            root.position = .zero
            var builder = DisplayLayerTreeBuilder(root: root, reusable: layers, bounds: bounds, scale: scale)
            list.paint(into: &builder)
            builder.finish()
            for (key, layer) in layers where builder.built[key] !== layer { layer.removeFromSuperlayer() }
            layers = builder.built
            animated = builder.animated
            backdrops = builder.backdrops
            issues = builder.issues
        }
        for entry in animated where list.slots.indices.contains(entry.slot) {
            let paint = TabBarDisplayGroupPaint(entry.group, value: list.slots[entry.slot])
            entry.layer.opacity = Float(paint.opacity)
            entry.layer.setAffineTransform(paint.matrix?.cgAffineTransform ?? .identity)
        }
        CATransaction.commit()
    }
}

/// Builds (or patches) the tree: each group a container layer, each run of primitives a drawn layer.
@MainActor
struct DisplayLayerTreeBuilder: @MainActor TabBarDisplayPainting {
    let reusable: [String: CALayer]
    let bounds: CGRect
    let scale: CGFloat
    private(set) var built: [String: CALayer] = [:]
    private(set) var animated: [(slot: Int, layer: CALayer, group: TabBarDisplayGroup)] = []
    private(set) var backdrops: [TabBarDisplayBackdrop] = []
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

    init(root: CALayer, reusable: [String: CALayer], bounds: CGRect, scale: CGFloat) {
        self.reusable = reusable
        self.bounds = bounds
        self.scale = scale
        levels = [Level(layer: root, key: "")]
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
            mask.path = clip.cgPath
            layer.mask = mask
        } else {
            layer.mask = nil
        }
        switch group.effect {
        case .shadow(let shadow)?:
            layer.shadowPath = shadow.shape.cgPath
            layer.shadowColor = shadow.color.withAlpha(1).uiColor.cgColor
            layer.shadowOpacity = Float(shadow.color.alpha)
            layer.shadowRadius = shadow.sigma
            layer.shadowOffset = CGSize(width: shadow.dx, height: shadow.dy)
        case .contentShadow(let shadow)?:
            // No path: Core Animation casts the shadow of the layer's own content (the icon's outline).
            layer.shadowPath = nil
            layer.shadowColor = shadow.color.withAlpha(1).uiColor.cgColor
            layer.shadowOpacity = Float(shadow.color.alpha)
            layer.shadowRadius = shadow.sigma
            layer.shadowOffset = CGSize(width: shadow.dx, height: shadow.dy)
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

    /// Backdrops are platform views under the tree: collected for the bar, drawn by nothing here.
    mutating func paintBackdrop(_ backdrop: TabBarDisplayBackdrop) {
        switch backdrop.style {
        case .material, .glass: backdrops.append(backdrop)
        }
    }

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
        let box = (TabBarDisplayItem.paintBounds(of: sigma == nil ? items : [.group(items, effect: blur)]) ?? TabBarRect.zero).cgRect
        guard layer.items != items || layer.blurSigma != sigma || layer.frame != box || layer.contentsScale != scale else { return }
        layer.items = items
        layer.blurSigma = sigma
        layer.origin = box.origin
        layer.frame = box
        layer.contentsScale = scale
        layer.setNeedsDisplay()
    }

}
#endif
