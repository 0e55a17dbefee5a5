#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// The system `TabView` driven by the same store: selection (a tap on the selected tab is a reselect,
/// which the core turns into pop-to-root and scroll-to-top), badges, per-tab stacks, the search role,
/// the theme's tint; the Liquid Glass options on iOS 26.
struct NativeTabView<Stack: View>: View {
    let store: TabBarStore
    let theme: TabBarTheme
    let appearance: Appearance
    let stack: (TabID) -> Stack
    @Environment(\.tabBarBottomAccessory) private var accessory

    var body: some View {
        // Every tap on a tab reaches the core as a tap: a reselect, or the action (which keeps the selection).
        let selection = Binding(get: { store.state.selected }, set: { store.send(.tabTapped($0)) })
        Group {
            if #available(iOS 18, macOS 15, visionOS 2, *) {
                modern(selection).modifier(LiquidGlassOptions(behavior: store.configuration.behavior, accessory: accessory))
            } else {
                legacy(selection)
            }
        }
        .tint(theme.items.selected.resolve(appearance).swiftUI)
    }

    var tabs: [TabItem] {
        store.state.order.compactMap { id in store.state.hidden.contains(id) ? nil : store.configuration.tab(id) }
    }

    func badge(_ tab: TabItem) -> Text? {
        store.state.badge(tab.id).displayText(style: store.configuration.behavior.badgeStyle).map { Text(verbatim: $0) }
    }

    /// iOS 18's `Tab` API: a `Tab` per tab, the search role for search.
    @available(iOS 18, macOS 15, visionOS 2, *)
    func modern(_ selection: Binding<TabID>) -> some View {
        TabView(selection: selection) {
            ForEach(tabs, id: \.id) { tab in
                Tab(value: tab.id, role: tab.role == .search ? .search : nil) {
                    content(tab)
                } label: {
                    Label(tab.title, systemImage: tab.icon ?? "circle")
                }
                .badge(badge(tab))
                .accessibilityValue(Text(verbatim: store.state.badge(tab.id).accessibilityPhrase(noun: tab.badgeNoun, plural: tab.badgeNounPlural) ?? ""))
            }
        }
    }

    /// iOS 17's `.tabItem` and `.tag`.
    func legacy(_ selection: Binding<TabID>) -> some View {
        TabView(selection: selection) {
            ForEach(tabs, id: \.id) { tab in
                content(tab)
                    .tabItem { Label(tab.title, systemImage: tab.icon ?? "circle") }
                    .tag(tab.id)
                    .badge(badge(tab))
            }
        }
    }

    /// A destination's stack when it is mounted; nothing for an action or an evicted tab.
    @ViewBuilder func content(_ tab: TabItem) -> some View {
        if tab.role != .action && store.state.lifecycle.isLive(tab.id) {
            stack(tab.id)
        }
    }
}

/// iOS 26 Liquid Glass options, compiled only by an SDK that has them (SwiftUI 7) and used only on iOS 26:
/// the bar minimises on scroll when the core's behaviour says so, and shows the app's bottom accessory.
/// (Checked against Apple's documentation, not by this compiler: see docs/apple-api.md.)
struct LiquidGlassOptions: ViewModifier {
    let behavior: TabBarBehavior
    let accessory: AnyView?

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26, visionOS 26, *) {
            let minimizing = content.tabBarMinimizeBehavior(behavior.minimizeOnScroll ? .onScrollDown : .never)
            // The bottom accessory exists on iOS, iPadOS and Mac Catalyst only.
            #if os(iOS)
            if let accessory {
                minimizing.tabViewBottomAccessory { accessory }
            } else {
                minimizing
            }
            #else
            minimizing
            #endif
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
