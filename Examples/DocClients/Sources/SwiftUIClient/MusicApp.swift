// docs/swiftui.md, "Beyond five tabs": the block verbatim (DocSnippetTests finds it here), compiled for iOS by Scripts/ios-check.sh.
import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// A music app with more places than a phone's bar holds: a fixed Home, a pinned Search, a Downloads tab the user
/// may add, Settings only in the sidebar, an Account screen only a link reaches, two sidebar sections, a long-press
/// menu on Radio, and a Library that refreshes when it is tapped again at its top (or double-tapped).
@MainActor
func makeMusicStore(player: MusicPlayer) throws -> TabBarKitStore {
    let configuration = TabBarConfiguration(
        tabs: [
            TabBarKitItem(id: "home", title: "Home", icon: "house", placement: .fixed),
            TabBarKitItem(id: "radio", title: "Radio", icon: "dot.radiowaves.left.and.right", menu: [
                TabBarActionMenuItem(id: "station", title: "Start Station", icon: "play"),
                TabBarActionMenuItem(id: "clear", title: "Clear History", icon: "trash", isDestructive: true),
            ]),
            TabBarKitItem(
                id: "library", title: "Library", icon: "books.vertical",
                reselect: TabBarReselectPolicy(stages: [.popToRoot, .scrollToTop, .refresh], doubleTap: [.scrollToTop, .refresh]), placement: .movable),
            TabBarKitItem(id: "downloads", title: "Downloads", icon: "arrow.down.circle", placement: .optional),
            TabBarKitItem(id: "settings", title: "Settings", icon: "gear", placement: .sidebarOnly),
            TabBarKitItem(id: "account", title: "Account", icon: "person.crop.circle", placement: .hidden),
            TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search, placement: .pinned),
        ],
        routes: [TabBarRouteRule("music://account", tab: "account")],
        compactTabs: ["home", "radio", "library", "search"],
        sections: [
            TabBarSidebarSection(
                id: "collection", title: "Collection", footer: "Synced with iCloud", tabs: ["library", "downloads"],
                actions: [TabBarActionMenuItem(id: "newPlaylist", title: "New Playlist", icon: "plus")]),
            TabBarSidebarSection(id: "more", title: "More", tabs: ["settings"], isCollapsedByDefault: true),
        ])
    return try TabBarKitStore(configuration: configuration) { effect in
        switch effect {
        case .performMenuItem("radio", item: "station"): player.startStation()
        case .performMenuItem("radio", item: "clear"): player.clearHistory()
        case .performSidebarAction("newPlaylist", _): player.newPlaylist()
        default: break  // the container performs the rest
        }
    }
}

/// The root: a sidebar on iPad (a bar of the compact tabs on iPhone), and an editor for the user's tabs.
struct MusicRoot: View {
    let store: TabBarKitStore
    @State private var editing = false

    var body: some View {
        TabBarKitContainer(store: store, regularWidth: .sidebar) { tab in
            NavigationStack {
                Group {
                    if tab == "library" { LibraryList() } else { Text(tab.rawValue.capitalized) }
                }
                .toolbar { Button("Edit Tabs") { editing = true } }
            }
        }
        .sheet(isPresented: $editing) {
            NavigationStack { TabBarCustomizationEditor(store: store) }
        }
    }
}

/// The library: pulled down, or tapped again at its top, it reloads.
struct LibraryList: View {
    @State private var albums = (1...30).map { "Album \($0)" }

    var body: some View {
        List(albums, id: \.self) { Text($0) }
            .refreshable { await reload() }
            .onTabBarRefresh { await reload() }
    }

    func reload() async { albums.shuffle() }
}

/// What the store's performer calls.
@MainActor
final class MusicPlayer {
    func startStation() {}
    func clearHistory() {}
    func newPlaylist() {}
}
