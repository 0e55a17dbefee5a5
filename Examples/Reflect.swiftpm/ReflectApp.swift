import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// Reflect: eleven tabs that scroll, five kept alive, four pinned, and an Edit screen.
enum ReflectTab: String, TabRepresentable {
    case today, journal, goals, habits, mood, sleep, focus, reading, gratitude, insights, edit

    var tab: TabBarKitItem {
        switch self {
        case .today: TabBarKitItem(id: "today", title: "Today", icon: "sun.max")
        case .journal: TabBarKitItem(id: "journal", title: "Journal", icon: "book")
        case .goals: TabBarKitItem(id: "goals", title: "Goals", icon: "target")
        case .habits: TabBarKitItem(id: "habits", title: "Habits", icon: "checkmark.circle")
        case .mood: TabBarKitItem(id: "mood", title: "Mood", icon: "face.smiling")
        case .sleep: TabBarKitItem(id: "sleep", title: "Sleep", icon: "bed.double")
        case .focus: TabBarKitItem(id: "focus", title: "Focus", icon: "timer")
        case .reading: TabBarKitItem(id: "reading", title: "Reading", icon: "books.vertical")
        case .gratitude: TabBarKitItem(id: "gratitude", title: "Gratitude", icon: "heart")
        case .insights: TabBarKitItem(id: "insights", title: "Insights", icon: "chart.bar")
        case .edit: TabBarKitItem(id: "edit", title: "Edit", icon: "slider.horizontal.3", isHideable: false)
        }
    }
}

/// Reflect has no pushed screens of its own beyond an entry.
enum ReflectRoute: TabBarRouteRepresentable {
    case entry(Int)

    init?(route: TabBarRoute) {
        let parts = route.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "entry", let n = Int(parts[1]) else { return nil }
        self = .entry(n)
    }

    var route: TabBarRoute {
        switch self {
        case .entry(let n): TabBarRoute("entry/\(n)")
        }
    }
}

@main
struct ReflectApp: App {
    /// At most five live tabs, four pinned; no swipe between tabs (the article keeps swipes for the content's
    /// own actions); the bar stays put when the keyboard comes up, as the article's bar ignores the bottom
    /// safe area.
    static let behavior = TabBarBehavior(
        maxLiveTabs: 5, pinned: ["today", "journal", "goals", "edit"], hideOnKeyboard: false, swipeToSwitch: false)
    /// The article's look: a translucent material under a hairline, filled selected icons, and a 3-point blue
    /// underline under the selected tab casting a soft blue glow (half opacity, radius 5, raised by 1).
    static let theme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "reflect"
        theme.indicator = TabBarIndicatorTokens(
            style: .underline, color: TabBarDynamicColor("#0062D1", "#3D9BFF", highContrast: ("#0040A8", "#8AC2FF")),
            shadow: TabBarIndicatorShadowTokens(opacity: 0.5, radius: 5, y: -1), width: 32)
        return theme
    }()
    @AppStorage("reflect.tabs") private var saved = ""
    @State private var store = try? TabBarKitStore(ReflectTab.self, selected: .today, behavior: behavior)

    var body: some Scene {
        WindowGroup {
            if let store {
                TabBarKitContainer(store: store, routes: ReflectRoute.self) { (tab: ReflectTab) in
                    if tab == .edit {
                        ReflectEditor(store: store)
                    } else {
                        ReflectEntries(tab: tab)
                    }
                } destination: { route in
                    switch route {
                    case .entry(let n): Text("Entry \(n)")
                    }
                }
                .tabBarTheme(ReflectApp.theme)
                // The user's order and hidden tabs come back at launch, validated by the core.
                .task { if !saved.isEmpty { store.restore(json: saved) } }
                .onChange(of: store.state) { saved = store.snapshotJSON() }
            }
        }
    }
}

/// Reorders and hides tabs from the core's edit-screen rows; every change is an event, so the core validates
/// it and the snapshot keeps it. The Edit tab is not hideable: its switch stays on.
struct ReflectEditor: View {
    let store: TabBarKitStore

    var body: some View {
        let screen = TabBarCustomization(configuration: store.configuration, state: store.state)
        List {
            ForEach(Array(screen.rows.enumerated()), id: \.element.id) { index, row in
                Toggle(isOn: Binding(get: { !row.isHidden }, set: { shown in
                    if let event = screen.setHidden(!shown, at: index) { store.send(event) }
                })) {
                    Label(row.title, systemImage: row.icon?.symbolName ?? "circle")
                }
                .disabled(!row.canToggle)
            }
            .onMove { from, to in
                var order = screen.rows.map(\.id)
                order.move(fromOffsets: from, toOffset: to)
                store.send(.tabsReordered(order))
            }
        }
        .environment(\.editMode, .constant(.active))
        .navigationTitle("Edit tabs")
    }
}

/// The tabs whose content is alive right now (the core mounts and evicts them: at most five, four pinned),
/// most recently used first, as the article's "Current TabView Tabs" list.
struct ReflectLiveTabs: View {
    @Environment(\.tabBarStore) private var store

    var body: some View {
        if let store {
            VStack(alignment: .leading, spacing: 4) {
                Text("Live tabs").font(.headline)
                ForEach(store.state.lifecycle.recency.reversed(), id: \.self) { id in
                    let pinned = store.state.lifecycle.pinned.contains(id)
                    Text(verbatim: "• \(store.configuration.tab(id)?.title ?? id.rawValue)\(pinned ? " (pinned)" : "")")
                        .foregroundStyle(.secondary)
                }
            }
            .font(.system(.body, design: .monospaced))
            .padding()
        }
    }
}

/// A tab's entries; an evicted tab comes back scrolled where it was, a second tap scrolls to the top.
struct ReflectEntries: View {
    let tab: ReflectTab

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ReflectLiveTabs()
                ForEach(1...30, id: \.self) { n in
                    NavigationLink("\(tab.tab.title) entry \(n)", value: ReflectRoute.entry(n))
                        .padding()
                        .id("entry-\(n)")
                }
            }
            .scrollTargetLayout()
        }
        .navigationTitle(LocalizedStringKey(tab.tab.title))
    }
}
