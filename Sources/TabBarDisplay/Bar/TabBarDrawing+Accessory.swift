import TabBarCore

extension TabBarDrawing.Builder {
    /// The bottom accessory's capsule, in the bar's own look (shadow, backdrop, fill, edge), under the app's view
    /// that the front ends place at the same frame; the SVG renderer draws sample content over it.
    func accessoryItems() -> [TabBarDisplayItem] {
        guard let accessory = layout.accessory, accessory.frame.width > 0 else { return [] }
        let shape = TabBarDisplayShape.rect(accessory.frame, cornerRadius: accessory.cornerRadius)
        let fill = TabBarDisplayPaint.solid(color(theme.background.color))
        var items: [TabBarDisplayItem] = [
            .group([.shape(shape, fill: fill)], effect: Self.capsuleShadow(drawing.appearance, shape: shape), id: "accessory-shadow"),
        ]
        let style = theme.background.style
        if style == .material || style == .glass {
            items.append(.backdrop(TabBarDisplayBackdrop(
                style == .glass ? .glass : .material, shape: shape,
                blurSigma: style == .glass ? TabBarDrawing.glassBlurSigma : TabBarDrawing.materialBlurSigma, material: .ultraThin)))
        }
        items.append(.shape(shape, fill: fill))
        if let token = theme.hairline {
            items.append(.shape(shape, fill: nil, stroke: TabBarDisplayStroke(color(token), width: 0.5)))
        }
        return [.group(items, id: "accessory")]
    }
}
