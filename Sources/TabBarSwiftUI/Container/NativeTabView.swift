#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import UIKit

/// The system `TabView` driven by the same store: selection (a tap on the selected tab is a reselect,
/// which the core turns into pop-to-root and scroll-to-top), badges spoken on every system version,
/// per-tab stacks, the search role, the theme's full style (background, item and badge colours, the
/// indicator) through `UITabBarAppearance`, the action's menu as a system dialog; Liquid Glass options on iOS 26.
struct NativeTabView<Stack: View>: View {
    let store: TabBarKitStore
    let presenter: TabBarPresenter
    let style: NativeTabBarStyle
    let stack: (TabID) -> Stack
    @Environment(\.tabBarBottomAccessory) private var accessory
    @Environment(\.tabBarOpaqueOverLiquidGlass) private var opaqueOverLiquidGlass

    var body: some View {
        let style = withOpacityRequest
        // Every tap on a tab reaches the input layer as the system bar's choice: a reselect, or the action.
        let selection = Binding(get: { store.state.selected }, set: { presenter.handle(.nativeTabSelected($0)) })
        let items = NativeTabItem.items(configuration: store.configuration, state: store.state, phrases: store.machine.phrases)
        let menu = TabBarNativeActionMenu(configuration: store.configuration, state: store.state)
        Group {
            if #available(iOS 18, macOS 15, visionOS 2, *) {
                modern(selection, items: items)
                    .modifier(SidebarAdaptable(enabled: style.adaptsToSidebar))
                    .modifier(LiquidGlassOptions(behavior: store.configuration.behavior, accessory: accessory))
            } else {
                legacy(selection, items: items)
            }
        }
        .tint(style.selected.swiftUI)
        .background { NativeTabBarAppearance(style: style) }
        // A system bar cannot draw the core's fanned-out menu: while the core has it open, it is a dialog.
        .confirmationDialog(
            Text(verbatim: menu?.title ?? ""),
            isPresented: Binding(get: { menu != nil }, set: { shown in if !shown { presenter.handle(.nativeMenuDismissed) } }),
            titleVisibility: .visible
        ) {
            ForEach(menu?.choices ?? [], id: \.id) { choice in
                Button(choice.title) { presenter.handle(.nativeMenuItemChosen(choice.id)) }
            }
        }
    }

    /// The style with the app's request for an opaque bar over Liquid Glass.
    var withOpacityRequest: NativeTabBarStyle {
        var style = style
        style.opaqueOverLiquidGlass = opaqueOverLiquidGlass
        return style
    }

    /// iOS 18's `Tab` API: a `Tab` per tab, the search role for search.
    @available(iOS 18, macOS 15, visionOS 2, *)
    func modern(_ selection: Binding<TabID>, items: [NativeTabItem]) -> some View {
        TabView(selection: selection) {
            ForEach(items, id: \.id) { item in
                Tab(value: item.id, role: item.isSearch ? .search : nil) {
                    content(item)
                } label: {
                    label(item)
                }
                .badge(item.badge.map { Text(verbatim: $0) })
            }
        }
    }

    /// iOS 17's `.tabItem` and `.tag`.
    func legacy(_ selection: Binding<TabID>, items: [NativeTabItem]) -> some View {
        TabView(selection: selection) {
            ForEach(items, id: \.id) { item in
                content(item)
                    .tabItem { label(item) }
                    .tag(item.id)
                    .badge(item.badge.map { Text(verbatim: $0) })
            }
        }
    }

    /// The item's title and icon (a symbol, an asset or a registered image), with what VoiceOver says for
    /// its badge, label and hint.
    func label(_ item: NativeTabItem) -> some View {
        Label {
            Text(verbatim: item.title)
        } icon: {
            if let image = item.icon.uiImage { Image(uiImage: image) } else { Image(systemName: item.symbol) }
        }
            .accessibilityLabel(Text(verbatim: item.accessibilityLabel ?? item.title))
            .accessibilityValue(Text(verbatim: item.badgeAccessibilityValue ?? ""))
            .accessibilityHint(Text(verbatim: item.accessibilityHint ?? ""))
    }

    /// A destination's stack when it is mounted; nothing for an action or an evicted tab.
    @ViewBuilder func content(_ item: NativeTabItem) -> some View {
        if !item.isAction && store.state.lifecycle.isLive(item.id) {
            stack(item.id)
        }
    }
}

/// iOS 18's `.sidebarAdaptable` style when a regular-width bar becomes a sidebar: the system tab bar turns
/// into a sidebar on iPad, as the custom bar becomes the core's.
@available(iOS 18, macOS 15, visionOS 2, *)
struct SidebarAdaptable: ViewModifier {
    let enabled: Bool

    func body(content: Content) -> some View {
        if enabled {
            content.tabViewStyle(.sidebarAdaptable)
        } else {
            content
        }
    }
}

struct OpaqueOverLiquidGlassKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the native style paints the theme's opaque bar over iOS 26's Liquid Glass.
    var tabBarOpaqueOverLiquidGlass: Bool {
        get { self[OpaqueOverLiquidGlassKey.self] }
        set { self[OpaqueOverLiquidGlassKey.self] = newValue }
    }
}

extension View {
    /// Asks a ``TabBarKitContainer`` in the native style for the theme's opaque bar even on iOS 26, where the
    /// system otherwise draws Liquid Glass and the theme gives only the selected tint and the badges.
    public func tabBarOpaqueOverLiquidGlass(_ opaque: Bool = true) -> some View {
        environment(\.tabBarOpaqueOverLiquidGlass, opaque)
    }
}

/// Applies the theme's `UITabBarAppearance` to the system tab bar that hosts this view: SwiftUI's `TabView`
/// takes only a tint, so the bar of the enclosing `UITabBarController` is given the full appearance.
struct NativeTabBarAppearance: UIViewControllerRepresentable {
    let style: NativeTabBarStyle

    func makeUIViewController(context: Context) -> AppearanceController { AppearanceController() }

    func updateUIViewController(_ controller: AppearanceController, context: Context) {
        controller.style = style
        controller.apply()
    }

    /// Finds its tab bar controller once in the hierarchy and sets the appearance on its bar.
    final class AppearanceController: UIViewController {
        var style: NativeTabBarStyle?

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            apply()
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            apply()
        }

        func apply() {
            guard let style, let bar = tabBarController?.tabBar else { return }
            let appearance = UITabBarAppearance(style: style)
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
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
