import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// The tabs: each case describes its item.
enum MailTab: String, TabRepresentable {
    case inbox, search, compose, settings
    var tab: TabItem {
        switch self {
        case .inbox: TabItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill", badge: .count(2), badgeNoun: "unread message")
        case .search: TabItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search)
        case .compose: TabItem(id: "compose", title: "New", icon: "square.and.pencil", role: .action, accessibilityLabel: "New message")
        case .settings: TabItem(id: "settings", title: "Settings", icon: "gear")
        }
    }
}

/// A screen pushed on a tab's stack: a message, stored as the route "message/<id>".
struct MessageRoute: RouteRepresentable {
    var id: String
    init(id: String) { self.id = id }
    init?(route: Route) {
        guard route.path.hasPrefix("message/") else { return nil }
        id = String(route.path.dropFirst("message/".count))
    }
    var route: Route { Route("message/\(id)") }
}

@main
struct MailApp: App {
    @State private var store = try? TabBarStore(MailTab.self, selected: .inbox)

    var body: some Scene {
        WindowGroup {
            if let store {
                TabBarContainer(store: store, routes: MessageRoute.self) { (tab: MailTab) in
                    List(1...20, id: \.self) { n in
                        NavigationLink("Message \(n)", value: MessageRoute(id: "\(n)"))
                    }
                    .navigationTitle(tab.tab.title)
                } destination: { message in
                    Text("Message \(message.id)")
                } action: { _, _ in
                    Text("New message")
                }
                .tabBarTheme(.midnight)
            }
        }
    }
}
