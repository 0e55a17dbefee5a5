import TabBarCore

extension TabBarLayout {
    /// What a container adds to its children's safe area so they lay out clear of the bar
    /// (`additionalSafeAreaInsets` in UIKit, `safeAreaInset` in SwiftUI): the layout's `TabBarLayout/contentInsets`.
    ///
    /// A hidden bar adds nothing; a minimised one the minimised layout's smaller inset, which a container moves on the
    /// bar's spring (`TabBarPresenter.contentInsetsSpring`) so content does not jump.
    public func additionalSafeArea(visibility: TabBarVisibility) -> TabBarInsets {
        visibility == .hidden ? TabBarInsets() : contentInsets
    }

    /// The same, with the keyboard up: keyboard avoidance stays with the content (SwiftUI moves it above the
    /// keyboard by itself; UIKit content follows its `keyboardLayoutGuide`), so the bar adds only the part of
    /// its inset the keyboard does not already cover. A bar that stays under the keyboard (Nyx's) adds nothing
    /// then, and a text field at the bottom of a tab sits right above the keyboard.
    public func additionalSafeArea(visibility: TabBarVisibility, keyboard: TabBarRect?) -> TabBarInsets {
        var insets = additionalSafeArea(visibility: visibility)
        guard let keyboard, insets.bottom > 0 else { return insets }
        let size = environment.containerSize
        let covered = max(0, min(size.height, size.height - environment.safeArea.bottom) - keyboard.minY)
        insets.bottom = max(0, insets.bottom - covered)
        return insets
    }
}
