import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// The tabs: each case describes its item. The centre action is not a case: it is declared on the store.
enum MailTab: String, TabRepresentable {
    case inbox, search, premium, settings
    var tab: TabBarKitItem {
        switch self {
        case .inbox: TabBarKitItem(id: "inbox", title: "Inbox", icon: "tray", selectedIcon: "tray.fill", badgeNoun: "unread message")
        case .search: TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search)
        case .premium: TabBarKitItem(id: "premium", title: "Premium", icon: "star", selectedIcon: "star.fill")
        case .settings: TabBarKitItem(id: "settings", title: "Settings", icon: "gear")
        }
    }
}

/// What the centre action's menu offers.
enum ComposeChoice: String, TabBarActionMenuRepresentable {
    case message, photo
    var menuItem: TabBarActionMenuItem { TabBarActionMenuItem(id: rawValue, title: rawValue.capitalized) }
}

/// A screen pushed on a tab's stack: a message, stored as the route "message/<id>".
struct MessageRoute: TabBarRouteRepresentable {
    var id: String
    init(id: String) { self.id = id }
    init?(route: TabBarRoute) {
        guard route.path.hasPrefix("message/") else { return nil }
        id = String(route.path.dropFirst("message/".count))
    }
    var route: TabBarRoute { TabBarRoute("message/\(id)") }
}

/// Makes the store: four tabs, a centre action with a menu, a deep link (mail://inbox/message/7) whose
/// screen hides the bar, and a paywall in front of the premium tab.
@MainActor
func makeMailStore(isSubscribed: @escaping @MainActor () -> Bool) -> TypedTabBarStore<MailTab, ComposeChoice>? {
    let store = try? TypedTabBarStore(
        MailTab.self, selected: .inbox,
        action: TabBarCenterAction(id: "compose", title: "New", icon: "square.and.pencil", accessibilityLabel: "New message", menu: ComposeChoice.self),
        routes: [TabBarTypedRouteRule("mail://inbox/message/:id", tab: .inbox, hidesTabBar: true)])
    store?.shouldSelect = { _, to in
        to == .premium && !isSubscribed() ? .deny(reason: "Premium needs a subscription") : .allow
    }
    return store
}

@main
struct MailApp: App {
    @State private var store = makeMailStore(isSubscribed: { false })
    @State private var selection = MailTab.inbox
    @State private var unread = 2

    var body: some Scene {
        WindowGroup {
            if let store {
                TabBarKitContainer(store: store, selection: $selection, routes: MessageRoute.self) { tab in
                    switch tab {
                    case .inbox:
                        List(1...20, id: \.self) { n in
                            NavigationLink("Message \(n)", value: MessageRoute(id: "\(n)"))
                        }
                        .tabBarBadge(unread)
                        .onAppear { print("inbox shown") }
                        .onDisappear { unread = 0 }
                        .navigationTitle("Inbox")
                    case .search:
                        Text("Search").navigationTitle("Search")
                    case .premium:
                        Text("Premium").navigationTitle("Premium")
                    case .settings:
                        Button("Show the inbox") { selection = .inbox }.navigationTitle("Settings")
                    }
                } destination: { message in
                    Text("Message \(message.id)").tabBarHidden()
                } action: { choice in
                    Text(choice == .photo ? "New photo" : "New message")
                }
                .tint(.orange)
                .tabBarTint(.orange)
                .tabBarTheme(.midnight)
            }
        }
    }
}
