import Foundation
import TabBarCore

extension TabBarRenderer {
    /// The bar alone for one animation frame, on a canvas with room above for an action menu.
    public func animatedBarDisplayList(canvas: Rect) -> DisplayList {
        var warnings: [String] = []
        let items = barItems(backdrop: nil, warnings: &warnings)
        let backdrop = DisplayItem.rect(canvas, radius: 0, fill: .solid(SampleContent.screenColor(appearance)))
        let shifted = DisplayItem.group([backdrop] + items, transform: Transform(translate: Point(x: -canvas.x, y: -canvas.y)))
        return DisplayList(size: Size(width: canvas.width, height: canvas.height), items: [shifted], warnings: warnings)
    }

    /// The canvas animated frames use: the bar's bounds with margins, and room above for a menu.
    public var animationCanvas: Rect {
        let menuRoom = configuration.tabs.contains { $0.role == .action && !$0.menu.isEmpty } ? Self.menuRadius + 40 : 12
        let b = layout.bounds
        return Rect(x: b.minX, y: b.minY - menuRoom, width: b.width, height: b.height + menuRoom)
    }

    static let menuRadius = 96.0
    static let menuItemSize = 46.0

    /// The indicator's frame mid-slide, when the frame animates one.
    var animatedIndicatorFrame: Rect? {
        guard let progress = animation?.indicatorProgress, let from = previousSelection,
            let to = layout.items.first(where: \.isSelected)?.id
        else { return nil }
        return layout.indicatorFrame(from: from, to: to, progress: progress)
    }

    /// The indicator with the breathing glow's and the cross-fade's opacity.
    func animatedIndicator(_ items: [DisplayItem]) -> [DisplayItem] {
        guard let animation, !items.isEmpty else { return items }
        let opacity = (animation.glowOpacity ?? 1) * (animation.crossFade ?? 1)
        return opacity < 1 ? [.group(items, opacity: max(opacity, 0))] : items
    }

    /// An item's drawing scaled about its icon (bounce, press), faded (reduced press), with a pulsing badge.
    func animated(_ drawn: [DisplayItem], item: TabItemLayout) -> [DisplayItem] {
        guard let animation else { return drawn }
        var result = drawn
        if let badge = item.badgeFrame, let scale = animation.badgeScale[item.id], abs(scale - 1) > 1e-4, result.count >= 2 {
            // The badge is drawn last (a capsule and its text, or a dot).
            let count = item.badgeText == nil ? 1 : 2
            let badgeItems = Array(result.suffix(count))
            result.removeLast(count)
            result.append(.group(badgeItems, transform: Transform(scale: scale, anchor: badge.center)))
        }
        if item.role == .action, let rotation = animation.actionRotation, let iconIndex = result.firstIndex(where: { if case .icon = $0 { true } else { false } }) {
            result[iconIndex] = .group([result[iconIndex]], transform: Transform(rotationDegrees: rotation, anchor: item.iconFrame.center))
        }
        let scale = animation.scale[item.id] ?? 1
        var opacity = animation.opacity[item.id] ?? 1
        if item.isSelected, let fade = animation.crossFade, animation.indicatorProgress == nil { opacity *= 0.4 + 0.6 * fade }
        guard abs(scale - 1) > 1e-4 || opacity < 1 - 1e-4 else { return result }
        let anchor = item.actionButtonFrame?.center ?? item.iconFrame.center
        return [.group(result, opacity: opacity, transform: abs(scale - 1) > 1e-4 ? Transform(scale: scale, anchor: anchor) : nil)]
    }

    /// The action menu's items fanned out above the button by their progress.
    func menuItems() -> [DisplayItem] {
        guard let animation, !animation.menuProgress.isEmpty,
            let action = layout.items.first(where: { $0.actionButtonFrame != nil }), let button = action.actionButtonFrame,
            let tab = configuration.tab(action.id), !tab.menu.isEmpty
        else { return [] }
        let count = tab.menu.count
        var items: [DisplayItem] = []
        let fill = color(theme.actionButton.fill), foreground = color(theme.actionButton.foreground)
        for (index, entry) in tab.menu.enumerated() {
            let progress = animation.menuProgress[index] ?? 0
            guard progress > 0.001 else { continue }
            // Spread over an arc from 150° to 30° above the button (left to right).
            let angle = count == 1 ? Double.pi / 2 : (150 - 120 * Double(index) / Double(count - 1)) * Double.pi / 180
            // Reduced motion keeps the items in place and only fades them.
            let distance = Self.menuRadius * (animation.reduceMotion ? 1 : progress)
            let center = Point(x: button.midX + cos(angle) * distance, y: button.midY - sin(angle) * distance)
            let size = Self.menuItemSize * (animation.reduceMotion ? 1 : 0.5 + 0.5 * min(max(progress, 0), 1.2))
            let frame = Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
            let iconSize = size * 0.5
            items.append(.group([
                .circle(center: center, radius: size / 2, fill: .solid(fill)),
                .icon(name: entry.icon ?? "circle", frame: Rect(x: center.x - iconSize / 2, y: center.y - iconSize / 2, width: iconSize, height: iconSize), color: foreground, filled: false, knockout: fill),
                .text(entry.title, origin: Point(x: center.x, y: frame.maxY + 13), size: 11, weight: .semibold, color: color(theme.items.selected), anchor: .middle),
            ], opacity: min(max(progress, 0), 1)))
        }
        return items
    }
}
