import TabBarCore

extension TabBarDisplayItem {
    /// The area the item paints into, with room for what spills past its geometry: half a stroke, three
    /// standard deviations of a blur or shadow (and its offset), a quarter of a line's size round its text.
    /// A retained painter sizes the layer it draws the item in from it; `nil` for a backdrop or an empty group.
    public var paintBounds: TabBarRect? {
        switch self {
        case .shape(let shape, _, let stroke):
            let half = (stroke?.width ?? 0) / 2
            return shape.bounds.insetBy(dx: -half, dy: -half)
        case .text(let text):
            return text.frame.insetBy(dx: -text.size / 4, dy: -text.size / 4)
        case .symbol(let symbol):
            return symbol.frame.insetBy(dx: -1, dy: -1)
        case .image(let image):
            return image.frame.insetBy(dx: -1, dy: -1)
        case .backdrop:
            return nil
        case .group(let group):
            guard var box = group.paintBoundsBeforeTransform else { return nil }
            if let matrix = group.transform?.matrix { box = box.applying(matrix) }
            return box
        }
    }

    /// The union of the items' paint bounds.
    public static func paintBounds(of items: [TabBarDisplayItem]) -> TabBarRect? {
        items.compactMap(\.paintBounds).reduce(nil) { union, box in union.map { $0.union(box) } ?? box }
    }

    /// ``paintBounds(of:)`` rounded outward to whole pixels at `displayScale` (pixels per point): a retained painter's
    /// layer sized from it sits on the pixel grid, so what it draws on whole pixels (an image's or a symbol's pixel
    /// frame) lands on whole pixels of the screen, never resampled at rest; unchanged at a scale that is not positive.
    public static func paintBounds(of items: [TabBarDisplayItem], displayScale: Double) -> TabBarRect? {
        paintBounds(of: items)?.roundedOutToPixels(displayScale: displayScale)
    }
}

extension TabBarDisplayGroup {
    /// The area the group paints into in its own coordinates, before its transform: its children's, grown by its
    /// effect's spill and cut by its clip. A painter that applies the transform itself sizes the group's layer
    /// from it; `nil` for an empty group.
    public var paintBoundsBeforeTransform: TabBarRect? {
        guard var box = TabBarDisplayItem.paintBounds(of: children) else { return nil }
        switch effect {
        case .blur(let sigma)?: box = box.insetBy(dx: -3 * sigma, dy: -3 * sigma)
        case .shadow(let shadow)?:
            let cast = shadow.shape.bounds.offsetBy(dx: shadow.dx, dy: shadow.dy).insetBy(dx: -3 * shadow.sigma, dy: -3 * shadow.sigma)
            box = box.union(cast)
        case .contentShadow(let shadow)?:
            box = box.union(box.offsetBy(dx: shadow.dx, dy: shadow.dy).insetBy(dx: -3 * shadow.sigma, dy: -3 * shadow.sigma))
        case .isolate?, nil: break
        }
        if let clip { box = box.intersection(clip.bounds) ?? TabBarRect(x: box.x, y: box.y, width: 0, height: 0) }
        return box
    }

    /// ``paintBoundsBeforeTransform`` rounded outward to whole pixels at `displayScale` (pixels per point), for a layer
    /// that must sit on the pixel grid at rest (a rasterised content shadow's); unchanged at a scale that is not positive.
    public func paintBoundsBeforeTransform(displayScale: Double) -> TabBarRect? {
        paintBoundsBeforeTransform?.roundedOutToPixels(displayScale: displayScale)
    }
}

extension TabBarRect {
    /// The smallest rectangle on whole pixels at `displayScale` (pixels per point) holding this one: its minimum edges
    /// floored, its maximum edges ceiled, in pixels (an edge within a millionth of a pixel of a whole one is taken as on
    /// it, so a value already snapped does not grow by a pixel of rounding error); unchanged at a scale that is not positive.
    func roundedOutToPixels(displayScale: Double) -> TabBarRect {
        guard displayScale.isFinite, displayScale > 0 else { return self }
        func pixels(_ value: Double, _ round: (Double) -> Double) -> Double {
            let exact = value * displayScale
            let nearest = exact.rounded()
            return (abs(exact - nearest) < 1e-6 ? nearest : round(exact)) / displayScale
        }
        let x0 = pixels(minX, { $0.rounded(.down) }), y0 = pixels(minY, { $0.rounded(.down) })
        let x1 = pixels(maxX, { $0.rounded(.up) }), y1 = pixels(maxY, { $0.rounded(.up) })
        return TabBarRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where two rectangles overlap, or `nil`.
    func intersection(_ other: TabBarRect) -> TabBarRect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY), x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 >= x0 && y1 >= y0 ? TabBarRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest rectangle holding this one's corners after `matrix`.
    func applying(_ matrix: TabBarDisplayMatrix) -> TabBarRect {
        let corners = [TabBarPoint(x: minX, y: minY), TabBarPoint(x: maxX, y: minY), TabBarPoint(x: minX, y: maxY), TabBarPoint(x: maxX, y: maxY)].map(matrix.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return TabBarRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
