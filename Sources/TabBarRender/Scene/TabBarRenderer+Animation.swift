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
        let menuRoom = configuration.tabs.contains { $0.role == .action && !$0.menu.isEmpty } ? ActionMenuLayout.radius + 40 : 12
        let b = layout.bounds
        return Rect(x: b.minX, y: b.minY - menuRoom, width: b.width, height: b.height + menuRoom)
    }

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

    /// The action menu drawn from the layout's geometry: each item at its progress in an animation
    /// frame, or the open menu at rest.
    func menuItems() -> [DisplayItem] {
        let menu: ActionMenuLayout?
        if let animation {
            guard !animation.menuProgress.isEmpty, let action = layout.menuAction else { return [] }
            menu = layout.actionMenu(for: action, progress: { animation.menuProgress[$0] ?? 0 }, reduceMotion: animation.reduceMotion)
        } else {
            menu = layout.actionMenu
        }
        guard let menu else { return [] }
        let fill = color(theme.actionButton.fill), foreground = color(theme.actionButton.foreground)
        return menu.items.filter { $0.opacity > 0.001 }.map { item in
            .group([
                .circle(center: item.center, radius: item.frame.width / 2, fill: .solid(fill)),
                .icon(name: item.icon ?? "circle", frame: item.iconFrame, color: foreground, filled: false, knockout: fill),
                .text(item.title, origin: Point(x: item.labelFrame.midX, y: item.labelFrame.minY + item.labelSize * 0.98),
                      size: item.labelSize, weight: item.labelWeight, color: color(theme.items.selected), anchor: .middle),
            ], opacity: item.opacity)
        }
    }
}
