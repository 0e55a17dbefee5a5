import TabBarCore

extension TabBarPresenter {
    /// Whether a touch at `point` (the container's coordinates) is the bar's, as last laid out: the bar, the raised
    /// action button, an open menu or its scrim; never while the bar is hidden. A bar hosted over its container
    /// lets every other touch through to the content (UIKit's `point(inside:with:)`).
    public func takesTouch(at point: TabBarPoint) -> Bool {
        guard let layout, barVisibility != .hidden, !layout.isHidden else { return false }
        return layout.takesTouch(at: point)
    }
}
