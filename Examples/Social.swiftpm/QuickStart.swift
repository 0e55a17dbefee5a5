import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// The smallest use of TabBarKit: a store from an enum, and a container with a view per tab.
struct QuickStartView: View {
    @State private var store = try? TabBarKitStore(SocialTab.self, selected: .home)

    var body: some View {
        if let store {
            TabBarKitContainer(store: store, routes: SocialRoute.self) { (tab: SocialTab) in
                Text(tab.tab.title)
            } destination: { route in
                Text(route.route.path)
            }
        }
    }
}
