import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

// The doc comments' SwiftUI examples, each verbatim in the context it needs, compiled for iOS by Scripts/ios-check.sh.

enum MailTab: String, TabRepresentable {
    case inbox, settings
    var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized, icon: "tray") }
}

enum ComposeChoice: String, TabBarActionMenuRepresentable {
    case message, photo
    var menuItem: TabBarActionMenuItem { TabBarActionMenuItem(id: rawValue, title: rawValue.capitalized) }
}

struct MailRoute: TabBarRouteRepresentable {
    var id: Int
    init?(route: TabBarRoute) { guard let id = Int(route.path.dropFirst("message/".count)) else { return nil }; self.id = id }
    var route: TabBarRoute { TabBarRoute("message/\(id)") }
}

enum AppTab: String, TabRepresentable {
    case home, inbox
    var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized, icon: "house") }
}

typealias AppRoute = MailRoute

struct Message: Identifiable { let id: Int }
struct MessageRow: View { let message: Message; init(_ message: Message) { self.message = message }; var body: some View { Text("\(message.id)") } }
struct InboxView: View { var body: some View { Text("Inbox") } }
struct InboxStack: View { var body: some View { NavigationStack { InboxView() } } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct HomeView: View { var body: some View { Text("Home") } }
struct MessageView: View { let route: MailRoute; var body: some View { Text("\(route.id)") } }
struct DetailView: View { let route: AppRoute; var body: some View { Text("\(route.id)") } }
struct ComposeView: View { let choice: ComposeChoice?; var body: some View { Text("Compose") } }
struct ComposerView: View { var body: some View { Text("Compose") } }

/// Sources/TabBarSwiftUI/Container/TabBarKitContainer+Typed.swift (with routes)
struct TypedContainer: View {
    let store: TypedTabBarStore<MailTab, ComposeChoice>
    @State private var tab = MailTab.inbox

    var body: some View {
        TabBarKitContainer(store: store, selection: $tab, routes: MailRoute.self) { tab in
            switch tab { case .inbox: InboxView(); case .settings: SettingsView() }
        } destination: { route in
            MessageView(route: route)
        } action: { choice in
            ComposeView(choice: choice)
        }
    }
}

/// Sources/TabBarSwiftUI/Container/TabBarKitContainer+Typed.swift (tabs that navigate by themselves)
struct TypedOwnNavigation: View {
    let store: TypedTabBarStore<MailTab, TabBarNoActionMenu>
    @State private var tab = MailTab.inbox

    var body: some View {
        TabBarKitContainer(store: store, selection: $tab) { tab in
            switch tab { case .inbox: InboxStack(); case .settings: SettingsView() }
        }
    }
}

/// Sources/TabBarSwiftUI/Container/TabBarKitContainer.swift
struct UntypedContainer: View {
    let store: TabBarKitStore

    var body: some View {
        TabBarKitContainer(store: store, routes: AppRoute.self) { (tab: AppTab) in
            HomeView()
        } destination: { route in
            DetailView(route: route)
        } action: { _, _ in
            ComposerView()
        }
    }
}

/// Sources/TabBarSwiftUI/Support/NavigationPath+TabBar.swift
struct OwnPath: View {
    struct Model { var inboxPath: [MailRoute] = [] }
    @State private var model = Model()

    var body: some View {
        NavigationStack(path: $model.inboxPath) {
            InboxView().navigationDestination(for: MailRoute.self) { MessageView(route: $0) }
        }
        .tabBarNavigationPath($model.inboxPath)
    }
}

/// Sources/TabBarSwiftUI/Support/TabBarReports.swift (a badge; a screen's own scroll to top)
struct Reports: View {
    let unread: Int
    let messages: [Message]

    var body: some View {
        InboxView().tabBarBadge(.count(unread))
        ScrollViewReader { proxy in
            List(messages) { MessageRow($0) }
                .onTabBarScrollToTop { withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) } }
        }
    }
}

/// Sources/TabBarSwiftUI/Support/TabBarReports.swift (a screen's own refresh)
struct PostRow: View { let post: Message; init(_ post: Message) { self.post = post }; var body: some View { Text("\(post.id)") } }
@MainActor final class Feed { var posts: [Message] = []; func reload() async {} }

struct Refreshing: View {
    let feed: Feed
    var posts: [Message] { feed.posts }

    var body: some View {
        List(posts) { PostRow($0) }
            .refreshable { await feed.reload() }
            .onTabBarRefresh { await feed.reload() }
    }
}

/// Sources/TabBarSwiftUI/Support/TabBarCustomizationEditor.swift
struct Editing: View {
    let store: TabBarKitStore
    @State private var editing = false

    var body: some View {
        InboxView()
        .sheet(isPresented: $editing) {
            NavigationStack { TabBarCustomizationEditor(store: store) }
        }
    }
}
