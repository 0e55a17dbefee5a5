#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// A badge a tab's content asks for (`.tabBarBadge(_:)`), given to the store of the tab it is in as it
/// appears and as it changes. The store and the tab come down through the environment, which reaches into
/// the native style's `TabView` as into the custom container (a preference would have to pass up through it).
struct BadgeForTab: ViewModifier {
    let badge: TabBarBadge
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        content.onChange(of: badge, initial: true) {
            guard let store, let tab else { return }
            store.applyReportedBadges([tab: badge])
        }
    }
}

/// Whether tab contents ask to hide the bar (`.tabBarHidden(_:)`), by tab; the container turns the
/// selected tab's answer into the host's visibility.
struct TabBarHiddenReport: PreferenceKey {
    static let defaultValue: [TabID: Bool] = [:]
    static func reduce(value: inout [TabID: Bool], nextValue: () -> [TabID: Bool]) {
        value.merge(nextValue()) { old, new in old || new }
    }
}

/// Reports one value for the tab the view is in.
struct ReportForTab<Key: PreferenceKey, Value>: ViewModifier where Key.Value == [TabID: Value] {
    let value: Value
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        content.preference(key: Key.self, value: tab.map { [$0: value] } ?? [:])
    }
}

/// A tint given to the bar explicitly (`.tabBarTint(_:)`).
struct TabBarTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint given to the enclosing bar with `.tabBarTint(_:)`, if any.
    var tabBarTint: Color? {
        get { self[TabBarTintKey.self] }
        set { self[TabBarTintKey.self] = newValue }
    }
}

extension View {
    /// Colours the bar's selected items, whatever the theme says; without it the container follows the
    /// app's accent colour (`Color.accentColor`) when that is not the system default.
    public func tabBarTint(_ color: Color?) -> some View {
        environment(\.tabBarTint, color)
    }

    /// The badge of the tab this view is in, as SwiftUI's `.badge(_:)` is for `TabView` (which a custom
    /// container cannot read): the container feeds it to the store, and the native style shows it too.
    ///
    /// ```swift
    /// InboxView().tabBarBadge(.count(unread))
    /// ```
    public func tabBarBadge(_ badge: TabBarBadge) -> some View {
        modifier(BadgeForTab(badge: badge))
    }

    /// A count badge on the tab this view is in; zero shows none.
    public func tabBarBadge(_ count: Int) -> some View {
        tabBarBadge(count > 0 ? .count(count) : .none)
    }

    /// Hides the bar while this view is on screen in the selected tab (a pushed detail screen, a player):
    /// the custom bar through the core's host visibility, the native style through
    /// `.toolbar(.hidden, for: .tabBar)`, so one modifier works in both styles.
    public func tabBarHidden(_ hidden: Bool = true) -> some View {
        modifier(ReportForTab<TabBarHiddenReport, Bool>(value: hidden))
            .toolbar(hidden ? .hidden : .automatic, for: .tabBar)
    }
}
#endif
