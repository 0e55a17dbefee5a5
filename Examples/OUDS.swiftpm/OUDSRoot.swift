import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// One argument picks the system TabView or TabBarKit's bar; the store, stacks and badges are the same, and a pushed
/// item hides the bar in both styles (`.tabBarHidden()`: the core's host visibility, and the system bar's toolbar).
struct OUDSRoot<Page: View>: View {
    let store: TabBarKitStore
    let native: Bool
    @ViewBuilder let page: (OUDSTab) -> Page

    var body: some View {
        TabBarKitContainer(store: store, style: native ? .native : .custom, routes: OUDSRoute.self) { (tab: OUDSTab) in
            page(tab)
        } destination: { route in
            switch route {
            case .item(let n): Text("Item \(n)").tabBarHidden()
            }
        }
    }
}
