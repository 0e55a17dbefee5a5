#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import UIKit

/// The theme the bar draws with (macro-free environment value: `@Entry` cannot expand here).
struct TabBarThemeKey: EnvironmentKey {
    static let defaultValue = TabBarTheme.system
}

/// The store of the enclosing container, for modifiers inside a tab (scroll to top).
struct TabBarStoreKey: EnvironmentKey {
    static let defaultValue: TabBarKitStore? = nil
}

/// The presenter of the enclosing container, for modifiers inside a tab that report scrolling.
struct TabBarPresenterKey: EnvironmentKey {
    static let defaultValue: TabBarPresenter? = nil
}

/// The tab whose content a view is in.
struct TabBarCurrentTabKey: EnvironmentKey {
    static let defaultValue: TabID? = nil
}

/// The traits of the view controller hosting the bar (its idiom, gamut, size classes, text size): what the bar's images
/// are loaded with, as a `UIImageView` in the bar has them (`nil` outside a container: only the list's variant's).
struct TabBarImageTraitsKey: EnvironmentKey {
    static let defaultValue: TabBarImageLoadingTraits? = nil
}

/// The revisions of the registered images the bar draws (`TabBarImageRegistry`'s, given again when one changes): part of
/// a registered image's canvas symbol, so a new image under the same id is drawn.
struct TabBarImageRevisionsKey: EnvironmentKey {
    static let defaultValue = TabBarImageRevisions()
}

/// The app's bottom accessory and whether it shows now (`.tabBarBottomAccessory(isEnabled:content:)`).
struct BottomAccessoryContent {
    let view: AnyView
    let isEnabled: Bool
}

/// The view the tab bar shows above itself (the custom bar; the native style on iOS 26).
struct TabBarBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: BottomAccessoryContent? { nil }
}

extension EnvironmentValues {
    /// The bottom accessory of the container's tab bar, if the app gave one.
    var tabBarBottomAccessory: BottomAccessoryContent? {
        get { self[TabBarBottomAccessoryKey.self] }
        set { self[TabBarBottomAccessoryKey.self] = newValue }
    }

    /// The theme a tab bar draws with; light, dark and increased contrast resolve from the environment.
    public var tabBarTheme: TabBarTheme {
        get { self[TabBarThemeKey.self] }
        set { self[TabBarThemeKey.self] = newValue }
    }

    /// The store of the enclosing tab bar container, if any.
    public var tabBarStore: TabBarKitStore? {
        get { self[TabBarStoreKey.self] }
        set { self[TabBarStoreKey.self] = newValue }
    }

    /// The hosting controller's traits the bar's images are loaded with (``TabBarImageTraitsKey``).
    var tabBarImageTraits: TabBarImageLoadingTraits? {
        get { self[TabBarImageTraitsKey.self] }
        set { self[TabBarImageTraitsKey.self] = newValue }
    }

    /// The registered images' revisions the bar draws at (``TabBarImageRevisionsKey``).
    var tabBarImageRevisions: TabBarImageRevisions {
        get { self[TabBarImageRevisionsKey.self] }
        set { self[TabBarImageRevisionsKey.self] = newValue }
    }

    /// The presenter of the enclosing container (scroll reports go through its input layer).
    var tabBarPresenter: TabBarPresenter? {
        get { self[TabBarPresenterKey.self] }
        set { self[TabBarPresenterKey.self] = newValue }
    }

    /// The tab whose content this view is in, if any.
    public var tabBarCurrentTab: TabID? {
        get { self[TabBarCurrentTabKey.self] }
        set { self[TabBarCurrentTabKey.self] = newValue }
    }
}

extension View {
    /// Draws the enclosing tab bar with a theme (``TabBarTheme/system``, `.midnight`, a token theme …).
    public func tabBarTheme(_ theme: TabBarTheme) -> some View {
        environment(\.tabBarTheme, theme)
    }

    /// The bottom accessory (a mini player, a status line), one view: the custom bar shows it above itself and
    /// inline beside its minimised capsule on iOS 17 and later (its content reads `\.tabBarAccessoryPlacement`);
    /// the `.native` style passes it to `tabViewBottomAccessory` on iOS 26 (earlier systems' native bar has none).
    public func tabBarBottomAccessory<Accessory: View>(@ViewBuilder _ accessory: () -> Accessory) -> some View {
        environment(\.tabBarBottomAccessory, BottomAccessoryContent(view: AnyView(accessory()), isEnabled: true))
    }

    /// The bottom accessory, shown while `isEnabled` (iOS 26.1's `tabViewBottomAccessory(isEnabled:content:)`): one
    /// structure either way, so showing or hiding it (a player that stops) leaves no empty capsule, gives the tabs'
    /// content its room back and never rebuilds the tabs, in the custom and the native style.
    public func tabBarBottomAccessory<Accessory: View>(isEnabled: Bool, @ViewBuilder content: () -> Accessory) -> some View {
        environment(\.tabBarBottomAccessory, BottomAccessoryContent(view: AnyView(content()), isEnabled: isEnabled))
    }
}
#endif
