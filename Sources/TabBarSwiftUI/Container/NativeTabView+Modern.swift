#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// iOS 18's `Tab` API for the native style: every tab the core can show (``TabBarNativeTab``), in the user's order,
/// each with its placement, what the system lets the user customise, whether it starts out of the tab bar, and its
/// sidebar section (`TabSection`, with the section's actions); a long-press menu is the tab's context menu (the
/// sidebar's rows show it). The system's own customisation (`TabViewCustomization`, the iPad sidebar's Edit) is
/// given to the core as the events its editor sends, and reset to the core's declarations when the core changed by
/// itself, so both always show one order and one set of tabs in the bar (``TabBarNativeCustomization``).
@available(iOS 18, macOS 15, visionOS 2, *)
struct ModernNativeTabs<Stack: View>: View {
    let native: NativeTabView<Stack>
    let selection: Binding<TabID>
    let style: NativeTabBarStyle
    /// The system's customisation, kept in the user defaults as Apple's example keeps it (`AppStorage`'s
    /// `TabViewCustomization` initialiser), under a key of the configuration's tabs and sections
    /// (``TabBarNativeCustomization/storageKey(configuration:)``): before iOS 18.4 the core cannot read it, so this is
    /// what keeps the user's sidebar edits across launches there; from 18.4 on it agrees with the core's, which is
    /// saved in its snapshots.
    @AppStorage private var customization: TabViewCustomization
    /// The core's ``TabBarNativeCustomization/fingerprint(state:)`` when the system last wrote its customisation
    /// (before iOS 18.4 the only way to know the core changed by itself since).
    @AppStorage private var recorded: String
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    init(native: NativeTabView<Stack>, selection: Binding<TabID>, style: NativeTabBarStyle) {
        self.native = native
        self.selection = selection
        self.style = style
        let key = TabBarNativeCustomization.storageKey(configuration: native.store.configuration)
        _customization = AppStorage(wrappedValue: TabViewCustomization(), key)
        _recorded = AppStorage(wrappedValue: "", key + ".core")
    }

    var store: TabBarKitStore { native.store }

    var body: some View {
        let configuration = store.configuration, state = store.state
        // Outside a sidebar-adaptable `TabView` on an iPad at regular width the system does not customise the bar: the tabs the
        // core's bar does not show are `.hidden()` there (`.defaultVisibility` would do nothing).
        let classes = NativeSizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        let customizes = TabBarNativeTab.systemCustomizes(
            adaptsToSidebar: style.adaptsToSidebar, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
        let declared = TabBarNativeTab.tabs(configuration: configuration, state: state, systemCustomizes: customizes)
        let items = Dictionary(
            NativeTabItem.items(declared.map(\.id), configuration: configuration, state: state, phrases: store.machine.phrases).map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        let all = declared.compactMap { items[$0.id] }
        let loose = declared.filter { $0.section == nil }
        TabView(selection: selection) {
            ForEach(loose, id: \.id) { tab in
                self.tab(tab, item: items[tab.id], all: all)
            }
            ForEach(configuration.sections, id: \.id) { section in
                TabSection {
                    ForEach(declared.filter { $0.section == section.id }, id: \.id) { tab in
                        self.tab(tab, item: items[tab.id], all: all)
                    }
                } header: {
                    Text(verbatim: section.title ?? "")
                }
                .customizationID("section." + section.id)
                .sectionActions {
                    ForEach(section.actions, id: \.id) { action in
                        Button(role: action.isDestructive ? .destructive : nil) {
                            native.presenter.handle(.nativeSidebarActionChosen(action.id, section: section.id))
                        } label: {
                            Label { Text(verbatim: action.title) } icon: { action.icon.map(Self.image) }
                        }
                    }
                }
            }
        }
        .tabViewCustomization(customizationBinding)
    }

    /// One `Tab`: its item, placement, customisation and long-press menu, as the core declares it.
    func tab(_ tab: TabBarNativeTab, item: NativeTabItem?, all: [NativeTabItem]) -> some TabContent<TabID> {
        let menu = store.configuration.tab(tab.id)?.menu ?? []
        let hasMenu = store.configuration.tab(tab.id)?.hasLongPressMenu == true
        return Tab(value: tab.id, role: item?.isSearch == true ? .search : nil) {
            if let item { native.content(item, items: all, style: style) }
        } label: {
            if let item { native.label(item) }
        }
        .badge(item?.badge.map { Text(verbatim: $0) })
        .customizationID(tab.customizationID)
        .tabPlacement(Self.placement(tab.placement))
        .customizationBehavior(Self.behavior(tab.customization), for: .sidebar, .tabBar)
        .defaultVisibility(tab.startsOutOfTabBar ? .hidden : .automatic, for: .tabBar)
        .hidden(tab.isHidden)
        .contextMenu {
            // The tab's long-press menu, on its sidebar row (the system shows a tab's context menu there).
            ForEach(hasMenu ? menu : [], id: \.id) { entry in
                Button(role: entry.isDestructive ? .destructive : nil) {
                    native.presenter.handle(.nativeTabMenuItemChosen(tab.id, item: entry.id))
                } label: {
                    Label { Text(verbatim: entry.title) } icon: { entry.icon.map(Self.image) }
                }
            }
        }
    }

    /// The system's customisation, read and written through the core (iOS 18.4 reads it; earlier, the system keeps
    /// its own): the user's changes become the core's events; a customisation the core no longer shows (its own
    /// editor changed it, a snapshot was restored) is replaced by an empty one (`TabViewCustomization()`), so the
    /// declarations, which are the core's, show (``TabBarNativeCustomization/keepsStored(_:configuration:state:recorded:)``;
    /// before 18.4, known from the core's fingerprint recorded with each write). (Empty rather than `resetVisibility()`,
    /// whose documentation speaks only of the sidebar's visibilities and keeps the section customisations: the tab bar's
    /// visibilities and the orders are what the core and the system must agree on.)
    var customizationBinding: Binding<TabViewCustomization> {
        Binding(
            get: {
                let reading = Self.reading(customization, configuration: store.configuration)
                let keeps = TabBarNativeCustomization.keepsStored(reading, configuration: store.configuration, state: store.state, recorded: recorded)
                return keeps ? customization : TabViewCustomization()
            },
            set: { changed in
                customization = changed
                if let reading = Self.reading(changed, configuration: store.configuration) {
                    for event in reading.events(configuration: store.configuration, state: store.state) { store.send(event) }
                }
                recorded = TabBarNativeCustomization.fingerprint(state: store.state)
            })
    }

    /// The customisation as plain values (iOS 18.4's `subscript(tab:)` and `subscript(section:)`); `nil` before 18.4.
    static func reading(_ customization: TabViewCustomization, configuration: TabBarConfiguration) -> TabBarNativeCustomization? {
        #if os(iOS)
        guard #available(iOS 18.4, *) else { return nil }
        var reading = TabBarNativeCustomization()
        for tab in configuration.tabs {
            switch customization[tab: tab.id.rawValue].tabBarVisibility {
            case .visible: reading.tabBarVisibility[tab.id] = true
            case .hidden: reading.tabBarVisibility[tab.id] = false
            default: break
            }
        }
        for section in configuration.sections {
            if let order = customization[section: "section." + section.id].tabOrder { reading.sectionOrders[section.id] = order.map { TabID($0) } }
        }
        return reading
        #else
        return nil
        #endif
    }

    static func placement(_ placement: TabBarNativeTab.Placement) -> TabPlacement {
        switch placement {
        case .automatic: .automatic
        case .pinned: .pinned
        case .sidebarOnly: .sidebarOnly
        }
    }

    static func behavior(_ customization: TabBarNativeTab.Customization) -> TabCustomizationBehavior {
        switch customization {
        case .automatic: .automatic
        case .reorderable: .reorderable
        case .disabled: .disabled
        }
    }

    /// An icon as an image (a symbol, an asset, a registered image).
    static func image(_ icon: TabIcon) -> Image {
        icon.uiImage.map(Image.init(uiImage:)) ?? Image(systemName: icon.name)
    }
}
#endif
