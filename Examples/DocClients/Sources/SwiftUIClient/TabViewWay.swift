import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

// An app written the `TabView` way (issue 29): `selection:` bound to its own state, its own
// `NavigationStack(path:)` in a tab, a gated tab, state restored at launch, `.onAppear` for analytics, a badge on
// a tab's root view. Its behaviour is driven on Linux by Tests/TabBarHostTests/PlatformWayTests.swift.

enum ShelfTab: String, TabRepresentable {
    case library, reading, account
    var tab: TabBarKitItem {
        switch self {
        case .library: TabBarKitItem(id: "library", title: "Library", icon: "books.vertical")
        case .reading: TabBarKitItem(id: "reading", title: "Reading", icon: "book")
        case .account: TabBarKitItem(id: "account", title: "Account", icon: "person")
        }
    }
}

struct BookRoute: TabBarRouteRepresentable {
    var number: Int
    init(number: Int) { self.number = number }
    init?(route: TabBarRoute) {
        guard route.path.hasPrefix("book/"), let number = Int(route.path.dropFirst(5)) else { return nil }
        self.number = number
    }
    var route: TabBarRoute { TabBarRoute("book/\(number)") }
}

/// Whether the reader signed in (the gate of the account tab).
@MainActor
final class Account {
    var signedIn = false
}

struct TabViewWayApp: View {
    @State private var selection = ShelfTab.library
    @State private var libraryPath: [BookRoute] = []
    @State private var account = Account()
    @State private var store: TypedTabBarStore<ShelfTab, TabBarNoActionMenu> = {
        let store = try! TypedTabBarStore(ShelfTab.self, selected: .library)
        // Restored before the container appears: the restored tab wins over `selection`'s initial value.
        if let saved = UserDefaults.standard.string(forKey: "tabs") { store.restore(json: saved) }
        return store
    }()

    var body: some View {
        TabBarKitContainer(store: store, selection: $selection) { tab in
            switch tab {
            case .library:
                NavigationStack(path: $libraryPath) {
                    List(1...30, id: \.self) { n in NavigationLink("Book \(n)", value: BookRoute(number: n)) }
                        .navigationDestination(for: BookRoute.self) { Text("Book \($0.number)").tabBarHidden() }
                        .navigationTitle("Library")
                        .onAppear { print("library shown") }
                }
                .tabBarNavigationPath($libraryPath)
                .tabBarBadge(3)
            case .reading: Text("Reading")
            case .account: Button("Sign in") { account.signedIn = true }
            }
        }
        .onAppear {
            // Asked by every selection, the restored one included: a signed-out relaunch does not open the account tab.
            store.store.shouldSelect = { [account] request in
                request.to == ShelfTab.account.tabID && !account.signedIn ? .deny(reason: "Sign in first") : .allow
            }
        }
        .onChange(of: store.store.transition.sequence) { UserDefaults.standard.set(store.store.snapshotJSON(), forKey: "tabs") }
    }
}
