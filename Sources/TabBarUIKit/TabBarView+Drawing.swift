#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// The views that draw one item: every frame comes straight from its ``TabItemLayout``.
@MainActor
struct TabBarItemViews {
    let icon = UIImageView()
    let label = UILabel()
    let badge = UILabel()
    let actionButton = UIView()
    let actionIcon = UIImageView()

    init(in parent: UIView) {
        icon.contentMode = .scaleAspectFit
        badge.textAlignment = .center
        badge.clipsToBounds = true
        actionButton.isUserInteractionEnabled = false
        actionIcon.contentMode = .scaleAspectFit
        for view in [actionButton, icon, label, badge] { parent.addSubview(view) }
        actionButton.addSubview(actionIcon)
    }

    func remove() {
        for view in [actionButton, icon, label, badge] { view.removeFromSuperview() }
    }
}

/// The views that draw one item of an open action menu.
@MainActor
struct ActionMenuItemViews {
    let circle = UIView()
    let icon = UIImageView()
    let title = UILabel()

    init(in parent: UIView) {
        circle.isUserInteractionEnabled = false
        icon.contentMode = .scaleAspectFit
        title.textAlignment = .center
        for view in [circle, icon, title] { parent.addSubview(view) }
    }

    func remove() {
        for view in [circle, icon, title] { view.removeFromSuperview() }
    }
}

extension TabBarView {
    /// The background's outline: the rectangle, the capsule or the notched shape of the layout.
    func backgroundPath(_ layout: TabBarLayout) -> UIBezierPath {
        switch layout.background {
        case .rectangle(let rect): UIBezierPath(rect: rect.cgRect)
        case .roundedRect(let rect, let radius): UIBezierPath(roundedRect: rect.cgRect, cornerRadius: radius)
        case .notched(let path): UIBezierPath(cgPath: path.cgPath)
        }
    }

    /// Sets every view from the layout and the current animation frame; computes nothing.
    func apply(_ layout: TabBarLayout, configuration: TabBarConfiguration, state: TabBarState) {
        let frame = animationFrame
        let colors = theme.items
        backgroundLayer.path = backgroundPath(layout).cgPath
        backgroundLayer.fillColor = theme.background.color.uiColor.resolvedColor(with: traitCollection).cgColor
        hairlineView.isHidden = layout.hairline == nil
        hairlineView.frame = layout.hairline?.cgRect ?? .zero
        hairlineView.backgroundColor = theme.hairline?.uiColor

        let indicatorRect = frame?.indicatorProgress.flatMap { progress in
            previousSelection.flatMap { layout.indicatorFrame(from: $0, to: state.selected, progress: progress) }
        } ?? layout.indicator
        indicatorView.isHidden = indicatorRect == nil
        indicatorView.frame = indicatorRect?.cgRect ?? .zero
        indicatorView.layer.cornerRadius = layout.indicatorStyle == .underline ? 0 : indicatorView.bounds.height / 2
        indicatorView.backgroundColor = theme.indicator.color.uiColor
        indicatorView.alpha = frame?.glowOpacity ?? 1

        var seen: Set<TabID> = []
        for item in layout.items {
            seen.insert(item.id)
            let views = itemViews[item.id] ?? TabBarItemViews(in: self)
            itemViews[item.id] = views
            let tab = configuration.tab(item.id)
            let tint = (item.isEnabled ? (item.isSelected ? colors.selected : colors.unselected) : colors.disabled).uiColor
            let symbol = item.isSelected ? tab?.selectedIcon ?? tab?.icon : tab?.icon
            let isAction = item.actionButtonFrame != nil

            views.actionButton.isHidden = !isAction
            views.actionButton.frame = item.actionButtonFrame?.cgRect ?? .zero
            views.actionButton.layer.cornerRadius = views.actionButton.bounds.height / 2
            views.actionButton.backgroundColor = theme.actionButton.fill.uiColor
            views.actionIcon.frame = views.actionButton.bounds
            views.actionIcon.image = symbol.flatMap { UIImage(systemName: $0) }
            views.actionIcon.tintColor = theme.actionButton.foreground.uiColor
            views.actionIcon.transform = CGAffineTransform(rotationAngle: (frame?.actionRotation ?? 0) * .pi / 180)

            views.icon.isHidden = isAction
            views.icon.transform = .identity
            views.icon.frame = item.iconFrame.cgRect
            views.icon.image = symbol.flatMap { UIImage(systemName: $0) }
            views.icon.tintColor = tint
            let scale = frame?.scale[item.id] ?? 1
            views.icon.transform = CGAffineTransform(scaleX: scale, y: scale)
            views.icon.alpha = frame?.opacity[item.id] ?? 1

            views.label.isHidden = item.labelFrame == nil
            views.label.frame = item.labelFrame?.cgRect ?? .zero
            views.label.text = item.labelText
            views.label.font = .tabBarLabel(size: item.labelSize, weight: item.labelWeight)
            views.label.textColor = tint
            views.label.textAlignment = .center

            views.badge.isHidden = item.badgeFrame == nil
            views.badge.transform = .identity
            views.badge.frame = item.badgeFrame?.cgRect ?? .zero
            views.badge.layer.cornerRadius = views.badge.bounds.height / 2
            views.badge.text = item.badgeText
            views.badge.font = .tabBarLabel(size: theme.typography.badgeSize, weight: theme.typography.badgeWeight)
            views.badge.textColor = theme.badge.text.uiColor
            views.badge.backgroundColor = theme.badge.fill.uiColor
            let badgeScale = frame?.badgeScale[item.id] ?? 1
            views.badge.transform = CGAffineTransform(scaleX: badgeScale, y: badgeScale)
        }
        for (id, views) in itemViews where !seen.contains(id) {
            views.remove()
            itemViews[id] = nil
        }
        applyFades(layout)
        applyMenu(layout, configuration: configuration, state: state)
    }

    /// Gradients over the ends of a scrolling bar, in the bar's own colour.
    func applyFades(_ layout: TabBarLayout) {
        let fades = layout.edgeFades
        while fadeLayers.count > fades.count { fadeLayers.removeLast().removeFromSuperlayer() }
        while fadeLayers.count < fades.count {
            let gradient = CAGradientLayer()
            layer.addSublayer(gradient)
            fadeLayers.append(gradient)
        }
        let solid = theme.background.color.uiColor.resolvedColor(with: traitCollection)
        for (fade, gradient) in zip(fades, fadeLayers) {
            gradient.frame = fade.frame.cgRect
            gradient.colors = [solid.cgColor, solid.withAlphaComponent(0).cgColor]
            gradient.startPoint = CGPoint(x: fade.opaqueAtLeft ? 0 : 1, y: 0.5)
            gradient.endPoint = CGPoint(x: fade.opaqueAtLeft ? 1 : 0, y: 0.5)
        }
    }

    /// The open action menu (or one folding in or out), at the progress the timeline gives each item,
    /// over its black scrim (``ActionMenuLayout/scrimOpacity``, fading with the items). The scrim takes
    /// touches too: ``TabBarLayout/hit(_:)`` finds it, and a tap there dismisses the menu.
    func applyMenu(_ layout: TabBarLayout, configuration: TabBarConfiguration, state: TabBarState) {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let menu: ActionMenuLayout?
        if let frame = animationFrame, !frame.menuProgress.isEmpty, let action = layout.menuAction {
            menu = layout.actionMenu(for: action, progress: { frame.menuProgress[$0] ?? (state.openMenu == nil ? 0 : 1) }, reduceMotion: reduceMotion)
        } else {
            menu = layout.actionMenu
        }
        applyScrim(menu)
        var seen: Set<String> = []
        for item in menu?.items ?? [] {
            seen.insert(item.id)
            let views = menuViews[item.id] ?? ActionMenuItemViews(in: self)
            menuViews[item.id] = views
            views.circle.frame = item.frame.cgRect
            views.circle.layer.cornerRadius = views.circle.bounds.height / 2
            views.circle.backgroundColor = theme.actionButton.fill.uiColor
            views.icon.frame = item.iconFrame.cgRect
            views.icon.image = item.icon.flatMap { UIImage(systemName: $0) }
            views.icon.tintColor = theme.actionButton.foreground.uiColor
            views.title.frame = item.labelFrame.cgRect
            views.title.text = item.title
            views.title.font = .tabBarLabel(size: item.labelSize, weight: item.labelWeight)
            views.title.textColor = theme.items.selected.uiColor
            for view in [views.circle, views.icon, views.title] { view.alpha = item.opacity }
        }
        for (id, views) in menuViews where !seen.contains(id) {
            views.remove()
            menuViews[id] = nil
        }
    }

    /// The scrim behind `menu`: as opaque as the menu's most visible item allows, none without a menu.
    func applyScrim(_ menu: ActionMenuLayout?) {
        CATransaction.begin()
        // The timeline already moves the items frame by frame; the scrim follows without a curve of its own.
        CATransaction.setDisableActions(true)
        scrimLayer.backgroundColor = UIColor.black.cgColor
        scrimLayer.frame = menu?.scrimFrame.cgRect ?? .zero
        let shown = menu?.items.map(\.opacity).max() ?? 0
        scrimLayer.opacity = Float(ActionMenuLayout.scrimOpacity * shown)
        CATransaction.commit()
    }
}
#endif
