#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

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

/// The view the system tab bar shows above itself on iOS 26 (native style).
struct TabBarBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The bottom accessory of the native style's tab bar on iOS 26, if the app gave one.
    var tabBarBottomAccessory: AnyView? {
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
        environment(\.tabBarBottomAccessory, AnyView(accessory()))
    }
}
#endif
