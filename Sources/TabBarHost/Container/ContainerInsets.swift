import TabBarCore

extension TabBarLayout {
    /// What a container adds to its children's safe area so they lay out clear of the bar
    /// (`additionalSafeAreaInsets` in UIKit): the layout's `TabBarLayout/contentInsets`.
    ///
    /// A hidden bar adds nothing; a minimised one keeps its inset so content does not jump.
    public func additionalSafeArea(visibility: TabBarVisibility) -> Insets {
        visibility == .hidden ? Insets() : contentInsets
    }
}
