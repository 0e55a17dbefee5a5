import TabBarCore

extension TabBarDrawing {
    /// Fills the slots from an animation frame (`nil`: at rest). Only opacities and transforms change;
    /// nothing is allocated.
    ///
    /// - Complexity: O(*v*) for the *v* items on screen.
    public mutating func apply(_ frame: TabBarAnimationFrame?) {
        let rest = TabBarAnimationFrame()
        let frame = frame ?? rest
        if let indicator = indicatorBinding {
            // The glow's breath is the glow's own slot's; the indicator's carries the slide and the cross-fade.
            var value = TabBarDisplaySlotValue(opacity: max(frame.crossFade ?? 1, 0))
            if let progress = frame.indicatorProgress, let from = indicator.from {
                let now = TabBarRect.interpolate(from, indicator.rest, min(max(progress, 0), 1))
                let r = indicator.rest
                let moved = abs(now.x - r.x) > 1e-3 || abs(now.y - r.y) > 1e-3 || abs(now.width - r.width) > 1e-3 || abs(now.height - r.height) > 1e-3
                if moved { value.transform = TabBarDisplayTransform.mapping(r, to: now) }
            }
            list.slots[indicator.slot] = value
            if let slot = indicator.glowSlot {
                let scale = indicator.glowScales ? frame.glowScale ?? 1 : 1
                list.slots[slot] = TabBarDisplaySlotValue(
                    opacity: max(frame.glowOpacity ?? 1, 0),
                    transform: abs(scale - 1) > 1e-4 ? TabBarDisplayTransform(scale: scale, anchor: indicator.glowCenter) : nil)
            }
        }
        for binding in itemBindings {
            let scale = frame.scale[binding.id] ?? 1
            var opacity = frame.opacity[binding.id] ?? 1
            if binding.isSelected, let fade = frame.crossFade, frame.indicatorProgress == nil { opacity *= 0.4 + 0.6 * fade }
            list.slots[binding.slot] = TabBarDisplaySlotValue(
                opacity: opacity, transform: abs(scale - 1) > 1e-4 ? TabBarDisplayTransform(scale: scale, anchor: binding.anchor) : nil)
            if let slot = binding.iconSlot {
                // The group holds the resting scale of a selected icon; the slot carries it from there to now.
                let rest = binding.isSelected ? theme.motion.restScale : 1
                let now = frame.iconScale[binding.id] ?? rest
                let relative = rest != 0 ? now / rest : 1
                list.slots[slot] = TabBarDisplaySlotValue(transform: abs(relative - 1) > 1e-4 ? TabBarDisplayTransform(scale: relative, anchor: binding.iconCenter) : nil)
            }
            if let slot = binding.badgeSlot {
                let pulse = frame.badgeScale[binding.id] ?? 1
                list.slots[slot] = TabBarDisplaySlotValue(transform: abs(pulse - 1) > 1e-4 ? TabBarDisplayTransform(scale: pulse, anchor: binding.badgeCenter) : nil)
            }
            if let slot = binding.glyphSlot {
                // At rest the glyph of an action whose menu is open stays turned, as the planner leaves it. It turns about
                // the centre it is drawn at: the slot's turn comes before the group's own transform, which in the sidebar
                // transition carries the glyph from where it rests onto its moving circle.
                let rotation = frame.actionRotation ?? (binding.id == openMenuAction ? TabBarMotionPlanner.openMenuRotation : 0)
                list.slots[slot] = TabBarDisplaySlotValue(transform: rotation != 0 ? TabBarDisplayTransform(rotationDegrees: rotation, anchor: binding.glyphCenter) : nil)
            }
        }
        var shown = 0.0
        // A theme with its own closing curve shrinks and fades the items where they are (article 000).
        let closeScale = frame.menuClosing && !frame.reduceMotion && theme.motion.menuCloseDuration != nil
            ? theme.motion.menuCloseScale ?? TabBarMotionTokens.defaultMenuCloseScale : nil
        for binding in menuBindings {
            let progress = frame.menuProgress[binding.index] ?? (openMenuAction != nil ? 1 : 0)
            if let closeScale {
                let opacity = min(max(progress, 0), 1)
                shown = max(shown, opacity)
                let scale = closeScale + (1 - closeScale) * opacity
                list.slots[binding.slot] = TabBarDisplaySlotValue(
                    opacity: opacity, transform: abs(scale - 1) > 1e-4 ? TabBarDisplayTransform(scale: scale, anchor: binding.rest.center) : nil)
                continue
            }
            let now = TabBarActionMenuLayout.placement(
                anchor: binding.anchor, degrees: binding.degrees, distance: binding.distance, progress: progress, reduceMotion: frame.reduceMotion)
            let scale = binding.rest.side > 0 ? now.side / binding.rest.side : 1
            let moved = abs(now.center.x - binding.rest.center.x) > 1e-4 || abs(now.center.y - binding.rest.center.y) > 1e-4 || abs(scale - 1) > 1e-4
            let opacity = min(max(progress, 0), 1)
            shown = max(shown, opacity)
            list.slots[binding.slot] = TabBarDisplaySlotValue(
                opacity: opacity,
                transform: moved ? TabBarDisplayTransform(translate: TabBarPoint(x: now.center.x - binding.rest.center.x, y: now.center.y - binding.rest.center.y), scale: scale, anchor: binding.rest.center) : nil)
        }
        if let slot = scrimSlot { list.slots[slot] = TabBarDisplaySlotValue(opacity: shown) }
    }
}
