extension TabBarLayout {
    /// The gap between the accessory and the bar, in points.
    public static let accessoryGap = 8.0
    /// How far an accessory above the edge-to-edge bar keeps from the screen's sides, in points.
    public static let accessoryMargin = 16.0
    /// The widest an accessory under a top bar grows at the default text size (`large`), centred across the screen: the
    /// width of UIKit's `readableContentGuide` there, in points (a 13-inch iPad in landscape would stretch it past
    /// 1,300). At other text sizes: ``accessoryReadableWidth(for:)``.
    public static let accessoryReadableWidth = 672.0

    /// The widest an accessory under a top bar grows at a text size: ``accessoryReadableWidth`` (672 points at `large`)
    /// in proportion to the Body style's size there (``TabBarTextSize/bodyPointSize``), as UIKit's readable width grows
    /// with the text: 553 points at xSmall, 909 at xxxLarge, 1,107 at AX1, 2,095 at AX5 (wider than any iPad: the
    /// accessory then runs between the margins).
    ///
    /// Apple documents that the readable content guide's width is "equal to or less than the readable width defined for
    /// the current dynamic text size" (`UIView.readableContentGuide`) but gives no figures; 672 points at the default
    /// size is measured (useyourloaf.com, "Readable Content Guides"). That the width is proportional to the Body size
    /// is our assumption, to verify on a device (docs/ios26-tab-bar.md §2).
    public static func accessoryReadableWidth(for textSize: TabBarTextSize) -> Double {
        accessoryReadableWidth * textSize.bodyPointSize / TabBarTextSize.large.bodyPointSize
    }

    /// Places the environment's accessory: above the bar (clear of a raised action button) across the bar's width
    /// within the margins, or inline beside the minimised capsule (on its trailing side, the left in right to
    /// left) at the capsule's height; at the bottom of the content, inside the safe area, beside a sidebar or under a
    /// bar at the top (there no wider than a readable line at the text size, ``accessoryReadableWidth(for:)``,
    /// centred). None while the bar is hidden, nor while the keyboard is up and hides the bar's things
    /// (`keyboardHides`: it covers the bottom of the screen even where the bar stays, at the top or as a sidebar).
    mutating func placeAccessory(keyboardHides: Bool) {
        guard let accessory = environment.bottomAccessory, !isHidden, !keyboardHides, accessory.height.isFinite, accessory.height > 0 else {
            self.accessory = nil
            return
        }
        let size = environment.containerSize, safe = environment.safeArea, scale = environment.displayScale
        let rtl = environment.layoutDirection == .rightToLeft
        let gap = Self.accessoryGap, margin = Self.accessoryMargin
        var frame: TabBarRect
        var placement = TabBarAccessoryPlacement.expanded
        let raisedTop = items.compactMap(\.actionButtonFrame).reduce(barFrame.minY) { min($0, $1.minY) }
        if presentation == .sidebar || isAtTop {
            // At the bottom of the content: beside the sidebar, or across the screen within the margins under a top bar.
            var left = presentation == .sidebar && !rtl ? barFrame.maxX + margin : safe.left + margin
            var right = presentation == .sidebar && rtl ? barFrame.minX - margin : size.width - safe.right - margin
            let readable = Self.accessoryReadableWidth(for: environment.dynamicType)
            if presentation != .sidebar, right - left > readable {
                // Under a top bar: no wider than a readable line at the text size, in the middle of the safe area.
                let middle = (left + right) / 2
                (left, right) = (middle - readable / 2, middle + readable / 2)
            }
            frame = TabBarRect(x: left, y: size.height - safe.bottom - margin - accessory.height, width: max(0, right - left), height: accessory.height)
        } else if isMinimized {
            // Inline: the rest of the capsule's row, from the capsule to where the full bar ended (a floating
            // capsule's end, or the far margin of the edge-to-edge bar).
            let capsule = barFrame
            let far = presentation == .floatingBar
                ? (rtl ? engine.barFrame.minX : engine.barFrame.maxX)
                : (rtl ? safe.left + margin : size.width - safe.right - margin)
            let left = rtl ? far : capsule.maxX + gap
            let right = rtl ? capsule.minX - gap : far
            frame = TabBarRect(x: left, y: capsule.minY, width: max(0, right - left), height: capsule.height)
            placement = .inline
        } else if presentation == .floatingBar {
            frame = TabBarRect(x: barFrame.minX, y: raisedTop - gap - accessory.height, width: barFrame.width, height: accessory.height)
        } else {
            let left = safe.left + margin, right = size.width - safe.right - margin
            frame = TabBarRect(x: left, y: raisedTop - gap - accessory.height, width: max(0, right - left), height: accessory.height)
        }
        frame = frame.snapped(scale: scale)
        let hitHeight = max(44, frame.height)
        let hit = TabBarRect(x: frame.minX, y: min(max(frame.midY - hitHeight / 2, 0), size.height - hitHeight), width: frame.width, height: hitHeight)
            .snapped(scale: scale)
        self.accessory = TabBarAccessoryLayout(placement: placement, frame: frame, cornerRadius: frame.height / 2, hitFrame: hit)
    }

    /// Whether the accessory lies apart from the bar: at the bottom of the content under a bar at the top (iPad's top
    /// bar), so it does not move with the bar; it comes and goes on its own track when the bar hides or shows.
    public var accessoryLiesApart: Bool { isAtTop && accessory != nil }

    /// How the accessory goes and comes back while the bar hides or shows: apart under a top bar, with the bar elsewhere,
    /// ``TabBarAccessoryTransit/none`` without one (or while the keyboard has taken it away).
    public var accessoryTransit: TabBarAccessoryTransit {
        accessory == nil ? .none : isAtTop ? .apart : .withBar
    }

    /// Whether a point is the accessory's: a touch there goes to the app's view, never to the bar. None while the
    /// action menu is open: the accessory lies under the scrim then and the menu takes every touch.
    public func accessoryContains(_ point: TabBarPoint) -> Bool {
        actionMenu == nil && accessory?.hitFrame.contains(point) ?? false
    }

    /// The content's bottom inset with the accessory: from the container's bottom safe edge to the accessory's top
    /// (or a bottom bar's, whichever is higher); `nil` when there is no accessory.
    var accessoryBottomInset: Double? {
        guard let accessory else { return nil }
        let size = environment.containerSize, safe = environment.safeArea
        let top = presentation == .sidebar || isAtTop ? accessory.frame.minY : min(accessory.frame.minY, barFrame.minY)
        return max(0, size.height - safe.bottom - top)
    }
}

extension TabBarAccessoryLayout {
    /// The accessory on its way from `from` to `to` at `progress` 0 … 1 (a top bar becoming the sidebar, or back): its
    /// frame and hit frame move between the two, a capsule all the way; the placement is the nearer end's.
    static func between(_ from: TabBarAccessoryLayout, _ to: TabBarAccessoryLayout, progress t: Double, scale: Double) -> TabBarAccessoryLayout {
        let frame = TabBarRect.interpolate(from.frame, to.frame, t).snapped(scale: scale)
        return TabBarAccessoryLayout(
            placement: t < 0.5 ? from.placement : to.placement, frame: frame, cornerRadius: frame.height / 2,
            hitFrame: TabBarRect.interpolate(from.hitFrame, to.hitFrame, t).snapped(scale: scale))
    }
}

extension TabBarLayout {
    /// The accessory's members of the layout's JSON: none without one, so layouts without it read as before.
    var accessoryJSON: [(key: String, value: TabBarJSONValue)] {
        guard let accessory else { return [] }
        return [("accessory", .object([
            ("placement", .string(accessory.placement.rawValue)),
            ("frame", accessory.frame.json),
            ("hitFrame", accessory.hitFrame.json),
            ("cornerRadius", .number(accessory.cornerRadius)),
            ("contentInsetBottom", .number(contentInsets.bottom)),
        ]))]
    }
}
