#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import UIKit

/// The system `TabView` driven by the same store: selection (a tap on the selected tab is a reselect,
/// which the core turns into pop-to-root and scroll-to-top), badges spoken on every system version,
/// per-tab stacks, the search role, selected icons and disabled tabs, the theme's full style (background,
/// item and badge colours, the indicator) through `UITabBarAppearance` on the bar on screen, the action's menu
/// as a system dialog; Liquid Glass options on iOS 26. The theme's colours go to the bar only: the tabs'
/// content keeps the app's tint.
struct NativeTabView<Stack: View>: View {
    let store: TabBarKitStore
    let presenter: TabBarPresenter
    let style: NativeTabBarStyle
    let stack: (TabID) -> Stack
    @Environment(\.tabBarBottomAccessory) private var accessory
    @Environment(\.tabBarOpaqueOverLiquidGlass) private var opaqueOverLiquidGlass
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        let style = withOpacityRequest
        // Every tap on a tab reaches the input layer as the system bar's choice: a reselect, or the action.
        let selection = Binding(get: { store.state.selected }, set: { presenter.handle(.nativeTabSelected($0)) })
        let menu = TabBarNativeActionMenu(configuration: store.configuration, state: store.state)
        Group {
            if #available(iOS 18, macOS 15, visionOS 2, *) {
                ModernNativeTabs(native: self, selection: selection, style: style)
                    .modifier(SidebarAdaptable(enabled: style.adaptsToSidebar))
                    .modifier(LiquidGlassOptions(behavior: store.configuration.behavior, accessory: accessory))
                    .modifier(SearchActivationOption(activation: store.configuration.behavior.searchActivation))
            } else {
                // iOS 17's `.tabItem` shows only items: a selection the bar has no item for is presented over the bar's
                // tab at compact width (an item more would turn the bar into four and More), given an item at regular.
                // (An iPhone in landscape is compact here too: its bar stays a bottom bar.)
                legacy(TabBarNativeLegacyTabs(state: store.state, horizontalSizeClass: NativeSizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass).horizontal), style: style)
            }
        }
        // A system bar cannot draw the core's fanned-out menu: while the core has it open, it is a dialog.
        .confirmationDialog(
            Text(verbatim: menu?.title ?? ""),
            isPresented: Binding(get: { menu != nil }, set: { shown in if !shown { presenter.handle(.nativeMenuDismissed) } }),
            titleVisibility: .visible
        ) {
            ForEach(menu?.choices ?? [], id: \.id) { choice in
                Button(choice.title, role: choice.isDestructive ? .destructive : nil) { presenter.handle(.nativeMenuItemChosen(choice.id)) }
            }
        }
    }

    /// The style with the app's request for an opaque bar over Liquid Glass.
    var withOpacityRequest: NativeTabBarStyle {
        var style = style
        style.opaqueOverLiquidGlass = opaqueOverLiquidGlass
        return style
    }

    /// iOS 17's `.tabItem` and `.tag`, and a selection without an item presented over them as a sheet (`sheet(item:)`):
    /// swiping it down chooses the bar's tab, as a tap on it would.
    func legacy(_ tabs: TabBarNativeLegacyTabs, style: NativeTabBarStyle) -> some View {
        let items = NativeTabItem.items(tabs.items, configuration: store.configuration, state: store.state, phrases: store.machine.phrases)
        let covering = tabs.covering.flatMap { NativeTabItem.items([$0], configuration: store.configuration, state: store.state, phrases: store.machine.phrases).first }
        let selection = Binding(get: { tabs.selected }, set: { presenter.handle(.nativeTabSelected($0)) })
        let cover = Binding(
            get: { covering.map(CoveredTab.init) },
            set: { shown in if shown == nil, store.state.selected == covering?.id { presenter.handle(.nativeTabSelected(tabs.selected)) } })
        return TabView(selection: selection) {
            ForEach(items, id: \.id) { item in
                content(item, items: items, style: style)
                    .tabItem { label(item, selected: tabs.selected) }
                    .tag(item.id)
                    .badge(item.badge.map { Text(verbatim: $0) })
            }
        }
        .sheet(item: cover) { covered in
            content(covered.item, items: items, style: style)
        }
    }

    /// The item's title and icon (a symbol, an asset or a registered image; the selected variant while it is the
    /// bar's selection, as the system shows `selectedImage`), with what VoiceOver says for its badge, label and hint.
    /// `selected` is the item the bar highlights: the core's selection, or on iOS 17 the bar's tab under the sheet
    /// that presents a selection without an item (``TabBarNativeLegacyTabs/selected``).
    func label(_ item: NativeTabItem, selected: TabID? = nil) -> some View {
        let icon = item.icon(selected: (selected ?? store.state.selected) == item.id)
        return Label {
            Text(verbatim: item.title)
        } icon: {
            if let image = icon.uiImage { Image(uiImage: image) } else { Image(systemName: icon.name) }
        }
            .accessibilityLabel(Text(verbatim: item.accessibilityLabel ?? item.title))
            .accessibilityValue(Text(verbatim: item.badgeAccessibilityValue ?? ""))
            .accessibilityHint(Text(verbatim: item.accessibilityHint ?? ""))
    }

    /// A tab's content: its stack when it is mounted, else an empty placeholder (an action, an evicted tab),
    /// never no view at all, so the system keeps the tab's item. The probe inside it finds the system bar the
    /// content is shown in and gives it the theme (``NativeTabBarAppearance``).
    func content(_ item: NativeTabItem, items: [NativeTabItem], style: NativeTabBarStyle) -> some View {
        ZStack {
            Color.clear
            if !item.isAction && store.state.lifecycle.isLive(item.id) {
                stack(item.id)
            }
        }
        .background { NativeTabBarAppearance(style: style, enabled: Dictionary(items.map { ($0.title, $0.isEnabled) }, uniquingKeysWith: { $0 && $1 })) }
    }
}

/// A selected tab presented over iOS 17's bar (``TabBarNativeLegacyTabs/covering``), identified by its tab.
struct CoveredTab: Identifiable {
    let item: NativeTabItem
    var id: TabID { item.id }
}

/// iOS 18's `.sidebarAdaptable` style when a regular-width bar becomes a sidebar: the system tab bar turns
/// into a sidebar on iPad, as the custom bar becomes the core's. The two styles are two kinds of `TabView`, so
/// changing `regularWidth` while the container is on screen rebuilds its tabs; the container's own state
/// (stacks, selection) is the core's and comes back with them.
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

/// Applies the theme's `UITabBarAppearance` to the system tab bar that shows this view: SwiftUI's `TabView`
/// takes no appearance, so the probe, placed inside a tab's content (a child of the `TabView`'s own
/// `UITabBarController` once it is in a window), finds that controller through its parent chain and gives its
/// bar the full appearance, and each item its enabled state. It applies again when SwiftUI updates it (a new
/// theme, light or dark), when it appears, and when the bar's size changes (the indicator image is one item
/// large); never before it is in a window.
struct NativeTabBarAppearance: UIViewControllerRepresentable {
    let style: NativeTabBarStyle
    /// Whether each tab takes taps (`UITabBarItem.isEnabled`), by its title: the system may order its items
    /// otherwise than the `TabView`'s content (iOS 26 puts a search tab at the trailing end).
    let enabled: [String: Bool]

    func makeUIViewController(context: Context) -> AppearanceController { AppearanceController() }

    func updateUIViewController(_ controller: AppearanceController, context: Context) {
        controller.style = style
        controller.enabled = enabled
        controller.apply()
    }

    /// Finds its tab bar controller once in a window and sets the appearance on its bar.
    final class AppearanceController: UIViewController {
        var style: NativeTabBarStyle?
        var enabled: [String: Bool] = [:]
        private var applied: (style: NativeTabBarStyle, item: TabBarSize)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // A probe behind the tab's content: it never takes a touch the content lets through.
            view.isUserInteractionEnabled = false
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            apply()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            apply()
        }

        func apply() {
            guard viewIfLoaded?.window != nil, let style, let controller = tabBarController else { return }
            let bar = controller.tabBar
            // The bar is laid out again at a new size (rotation, Split View) without this probe's layout: told.
            TabBarSizeObserver.attach(to: bar) { [weak self] _ in self?.apply() }
            // Every time: SwiftUI may give an item back its enabled state when it updates the labels.
            for child in controller.viewControllers ?? [] {
                guard let title = child.tabBarItem.title, let isEnabled = enabled[title], child.tabBarItem.isEnabled != isEnabled else { continue }
                child.tabBarItem.isEnabled = isEnabled
            }
            guard bar.bounds.width > 0, bar.bounds.height > 0 else { return }
            let item = TabBarNativeIndicator.itemSize(
                barWidth: Double(bar.bounds.width), barHeight: Double(bar.bounds.height - bar.safeAreaInsets.bottom),
                itemCount: bar.items?.count ?? enabled.count)
            if let applied, applied.style == style, applied.item == item { return }
            applied = (style, item)
            let appearance = UITabBarAppearance(style: style, itemSize: item)
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
            // The selected colour on the bar alone (iOS 26's glass takes it from here too): the tabs' content keeps the app's tint.
            bar.tintColor = style.selected.uiColor
        }
    }
}

/// iOS 26 Liquid Glass options, compiled only by an SDK that has them (SwiftUI 7) and used only on iOS 26:
/// the bar minimises as the core's behaviour says (`.automatic`, `.never`, `.onScrollDown`, `.onScrollUp`; the
/// system keeps its own threshold), and shows the app's bottom accessory.
/// (Checked against Apple's documentation, not by this compiler: see docs/apple-api.md.)
struct LiquidGlassOptions: ViewModifier {
    let behavior: TabBarBehavior
    let accessory: BottomAccessoryContent?

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26, visionOS 26, *) {
            let minimizing = content.tabBarMinimizeBehavior(Self.minimize(behavior.minimize))
            // The bottom accessory exists on iOS, iPadOS and Mac Catalyst only.
            #if os(iOS)
            if #available(iOS 26.1, *) {
                // One structure whether or not there is an accessory: showing or hiding it never rebuilds the
                // `TabView` (its stacks keep their screens).
                minimizing.tabViewBottomAccessory(isEnabled: accessory?.isEnabled == true) {
                    NativeAccessoryPlacement(content: accessory?.view ?? AnyView(EmptyView()))
                }
            } else if let accessory, accessory.isEnabled {
                // iOS 26.0 has no `isEnabled:`: an app that shows and hides its accessory rebuilds the tabs there.
                minimizing.tabViewBottomAccessory { NativeAccessoryPlacement(content: accessory.view) }
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
#if canImport(SwiftUI, _version: 7.0)
@available(iOS 26, visionOS 26, *)
extension LiquidGlassOptions {
    /// The core's minimise policy as SwiftUI's `TabBarMinimizeBehavior`, one case each (the system keeps its own
    /// threshold and end-of-content rules).
    static func minimize(_ policy: TabBarMinimizePolicy) -> TabBarMinimizeBehavior {
        // `never` and the scroll behaviours exist on iOS, iPadOS and Mac Catalyst only: visionOS keeps its default.
        #if os(iOS)
        switch policy {
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        default: .automatic
        }
        #else
        .automatic
        #endif
    }
}

/// The system's accessory placement given to the accessory's content as ours, so one accessory view reads
/// `\.tabBarAccessoryPlacement` in both styles.
@available(iOS 26, visionOS 26, *)
struct NativeAccessoryPlacement: View {
    let content: AnyView
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        content.environment(\.tabBarAccessoryPlacement, placement.map { $0 == .inline ? TabBarAccessoryPlacement.inline : .expanded })
    }
}
#endif
#endif
