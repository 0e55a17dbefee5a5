import TabBarCore

extension TabBarLayout {
    /// What a container adds to its children's safe area so they lay out clear of the bar
    /// (`additionalSafeAreaInsets` in UIKit): the part of the bar outside the system's safe area.
    ///
    /// A hidden bar adds nothing; a minimised one keeps its inset so content does not jump.
    public func additionalSafeArea(visibility: TabBarVisibility) -> Insets {
        guard visibility != .hidden, !isHidden else { return Insets() }
        let size = environment.containerSize, safe = environment.safeArea
        switch presentation {
        case .bar, .floatingBar:
            return Insets(bottom: max(0, size.height - safe.bottom - barFrame.minY))
        case .sidebar:
            return environment.layoutDirection == .rightToLeft
                ? Insets(right: max(0, size.width - safe.right - barFrame.minX))
                : Insets(left: max(0, barFrame.maxX - safe.left))
        }
    }
}
