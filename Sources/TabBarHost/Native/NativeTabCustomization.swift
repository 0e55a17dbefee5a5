import TabBarCore

/// One tab as the native style declares it to SwiftUI's `TabView` on iOS 18 (a `Tab` with modifiers), from the
/// core's placements and the user's customisation: where it goes, whether the system lets the user move or hide it,
/// whether it starts out of the tab bar, and the sidebar section it is in.
///
/// | core | SwiftUI |
/// |---|---|
/// | `fixed` | `.customizationBehavior(.disabled, for: .sidebar, .tabBar)` |
/// | `pinned` | `.tabPlacement(.pinned)` |
/// | `movable` | `.customizationBehavior(.reorderable, for: .sidebar, .tabBar)` |
/// | `optional`, or a tab the user took out | `.defaultVisibility(.hidden, for: .tabBar)` in iPadOS's sidebar-adaptable `TabView` on an iPad at regular width, else `.hidden()` |
/// | `sidebarOnly` | `.tabPlacement(.sidebarOnly)` |
/// | `hidden`, or outside the compact set in a compact width | `.hidden()` |
/// | every tab | `.customizationID(id)` |
public struct TabBarNativeTab: Hashable, Sendable {
    /// SwiftUI's `TabPlacement`.
    public enum Placement: String, Hashable, Sendable {
        /// `.automatic`.
        case automatic
        /// `.pinned`: at the bar's trailing end, never customised.
        case pinned
        /// `.sidebarOnly`.
        case sidebarOnly
    }

    /// SwiftUI's `TabCustomizationBehavior`.
    public enum Customization: String, Hashable, Sendable {
        /// `.automatic`: the user may move and hide it.
        case automatic
        /// `.reorderable`: the user may move it, not hide it.
        case reorderable
        /// `.disabled`: the user may do neither.
        case disabled
    }

    /// The tab.
    public var id: TabID
    /// Its `customizationID`: the tab's id, stable across versions as the system requires.
    public var customizationID: String
    /// Its `tabPlacement`.
    public var placement: Placement
    /// Its `customizationBehavior` in the sidebar and the tab bar.
    public var customization: Customization
    /// Whether it is out of the tab bar until the user adds it (`defaultVisibility(.hidden, for: .tabBar)`).
    public var startsOutOfTabBar: Bool
    /// Whether it is hidden from the user altogether (`.hidden()`); it can still be selected.
    public var isHidden: Bool
    /// The sidebar section it is in (`TabSection`), by id; `nil` for a tab no section lists.
    public var section: String?

    /// The width the native style shows: regular only where both size classes are (an iPad, full screen or in a
    /// wide enough window). An iPhone Plus or Pro Max in landscape is regular in width but compact in height, and the
    /// system shows it a bottom tab bar (a `.sidebarAdaptable` `TabView` included), so it keeps the compact tab set.
    public static func width(horizontal: TabBarSizeClass, vertical: TabBarSizeClass) -> TabBarSizeClass {
        horizontal == .regular && vertical == .regular ? .regular : .compact
    }

    /// Whether the system's customisation (`TabViewCustomization`) decides which tabs the tab bar shows: only in a
    /// `.sidebarAdaptable` `TabView` on an iPad at regular width (iPadOS 18's sidebar and its top bar; see
    /// ``width(horizontal:vertical:)``). Elsewhere (a plain tab bar, any compact width, an iPhone in landscape)
    /// `.defaultVisibility(_:for:)` does nothing, so a tab the core keeps out of its bar is declared `.hidden()`
    /// instead (``tabs(configuration:state:systemCustomizes:)``).
    public static func systemCustomizes(adaptsToSidebar: Bool, horizontalSizeClass: TabBarSizeClass, verticalSizeClass: TabBarSizeClass) -> Bool {
        adaptsToSidebar && width(horizontal: horizontalSizeClass, vertical: verticalSizeClass) == .regular
    }

    /// Every tab of the configuration, in the user's order, as the system `TabView` is given them: a tab the
    /// configuration keeps out of both bar and sidebar (`hidden`), or out of a compact bar's tab set, is declared
    /// hidden rather than left out, so its content keeps its state and a selection of it (a deep link) has a tab.
    /// Where the system does not customise the bar (`systemCustomizes` false: see
    /// ``systemCustomizes(adaptsToSidebar:horizontalSizeClass:verticalSizeClass:)``), every tab the core's bar does not show (one the
    /// user took out, an `optional` one not added, one outside the tab set of the width) is hidden too.
    public static func tabs(configuration: TabBarConfiguration, state: TabBarState, systemCustomizes: Bool = true) -> [TabBarNativeTab] {
        var sectionOf: [TabID: String] = [:]
        for section in configuration.sections {
            for id in section.tabs where sectionOf[id] == nil { sectionOf[id] = section.id }
        }
        return state.order.compactMap { id in
            guard let tab = configuration.tab(id) else { return nil }
            let placement = tab.placement
            let shown = placement == .sidebarOnly || placement.isInSidebar && !state.outOfBar.contains(id)
            return TabBarNativeTab(
                id: id, customizationID: id.rawValue,
                placement: placement == .pinned ? .pinned : placement == .sidebarOnly ? .sidebarOnly : .automatic,
                customization: placement == .fixed || placement == .pinned ? .disabled : placement.isUserHideable && tab.isHideable ? .automatic : .reorderable,
                startsOutOfTabBar: placement.canBeInBar && state.hidden.contains(id),
                isHidden: systemCustomizes ? !shown : state.visiblePosition(of: id) == nil, section: sectionOf[id])
        }
    }
}

/// The user's customisation of the system `TabView` (SwiftUI's `TabViewCustomization` on iOS 18.4 and later),
/// read into plain values, and the core events that bring the core to it.
///
/// The system's customisation and the core's are kept one: the native style declares each tab from the core
/// (``TabBarNativeTab``), hands the system the customisation it last wrote, and sends the core what the user
/// changes there; when the core changed by itself (the app's own editor, a restore), the system's customisation is
/// reset, so the declarations, which are the core's, show.
///
/// ```swift
/// var reading = TabBarNativeCustomization()
/// reading.tabBarVisibility["downloads"] = true           // the user added Downloads to the tab bar
/// let events = reading.events(configuration: configuration, state: machine.state)   // [.tabShown("downloads")]
/// ```
public struct TabBarNativeCustomization: Hashable, Sendable {
    /// Each tab the user put in the tab bar (`true`) or took out of it (`false`); a tab left as declared is absent.
    public var tabBarVisibility: [TabID: Bool] = [:]
    /// Each sidebar section's tabs in the order the user gave them; a section left as declared is absent.
    public var sectionOrders: [String: [TabID]] = [:]

    /// A reading with nothing customised.
    public init() {}

    /// The events that bring the core to this customisation, as the core's editor would send them: tabs added or
    /// taken out (as the placements allow), then the new order of the sections' tabs; none when the core agrees.
    public func events(configuration: TabBarConfiguration, state: TabBarState) -> [TabBarEvent] {
        var events: [TabBarEvent] = []
        let model = TabBarCustomizationModel(configuration: configuration, state: state)
        for id in state.order {
            guard let visible = tabBarVisibility[id], let event = model.setInBar(visible, for: id) else { continue }
            events.append(event)
        }
        if let order = reordered(state.order), order != state.order { events.append(.tabsReordered(order)) }
        return events
    }

    /// Whether the core shows what this customisation says (every tab's place in the bar, every section's order).
    public func agrees(configuration: TabBarConfiguration, state: TabBarState) -> Bool {
        for (id, visible) in tabBarVisibility where configuration.tab(id)?.placement.canBeInBar == true {
            if visible == state.hidden.contains(id) { return false }
        }
        return reordered(state.order).map { $0 == state.order } ?? true
    }

    /// The user defaults key under which the native style keeps the system's customisation for a configuration: one
    /// per set of tabs (their ids and placements) and sections, so containers with other tabs, or a configuration that
    /// adds, removes or moves a tab, never take a customisation written for another.
    public static func storageKey(configuration: TabBarConfiguration) -> String {
        let tabs = configuration.tabs.map { "\($0.id.rawValue)=\($0.placement.name)" }
        let sections = configuration.sections.map { "\($0.id)=\($0.tabs.map(\.rawValue).joined(separator: ","))" }
        return "TabBarKit.nativeTabViewCustomization." + stableHash(tabs.joined(separator: ";") + "|" + sections.joined(separator: ";"))
    }

    /// What of the core's state the system's customisation shows (the user's order, the tabs taken out of the bar), as
    /// a string kept beside the customisation (``keepsStored(_:configuration:state:recorded:)``).
    public static func fingerprint(state: TabBarState) -> String {
        state.order.map(\.rawValue).joined(separator: ",") + "|" + state.hidden.map(\.rawValue).sorted().joined(separator: ",")
    }

    /// Whether the native style gives the system `TabView` the customisation it last wrote (`true`) or an empty one, so
    /// the core's declarations show. From iOS 18.4 on (`reading` is the stored customisation read) while the core agrees
    /// with it. Before 18.4 the customisation cannot be read: while the core's ``fingerprint(state:)`` is still the one
    /// `recorded` when the system last wrote it; once the core changed by itself (the app's editor, a restored
    /// snapshot) it no longer is, and the system's copy would otherwise override the core for good.
    public static func keepsStored(_ reading: TabBarNativeCustomization?, configuration: TabBarConfiguration, state: TabBarState, recorded: String?) -> Bool {
        if let reading { return reading.agrees(configuration: configuration, state: state) }
        return recorded == fingerprint(state: state)
    }

    /// FNV-1a, 64 bits, as hexadecimal: the same in every process (Swift's `Hasher` is seeded per launch).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The user's whole order with each customised section's tabs, in the places they hold in it, in the section's
    /// order; `nil` when no section is customised.
    func reordered(_ order: [TabID]) -> [TabID]? {
        guard !sectionOrders.isEmpty else { return nil }
        var result = order
        for (_, wanted) in sectionOrders.sorted(by: { $0.key < $1.key }) {
            let members = Set(wanted)
            let places = result.indices.filter { members.contains(result[$0]) }
            let present = wanted.filter { result.contains($0) }
            guard places.count == present.count else { continue }
            for (place, id) in zip(places, present) { result[place] = id }
        }
        return result
    }
}
