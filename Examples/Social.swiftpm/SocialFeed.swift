import SwiftUI
import TabBarSwiftUI

/// A tab's root: a feed that scrolls to the top when its tab is tapped again.
struct SocialFeed: View {
    let tab: SocialTab
    @Environment(\.tabBarStore) private var store

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(1...40, id: \.self) { id in
                    NavigationLink(value: id.isMultiple(of: 5) ? SocialRoute.person("friend\(id)") : SocialRoute.post(id)) {
                        Text(id.isMultiple(of: 5) ? "Friend \(id)" : "\(tab.tab.title) post \(id)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
            }
            .padding()
        }
        .navigationTitle(Text(LocalizedStringKey(tab.tab.title), bundle: .module))
        // The same event a `social://` URL sends through `onOpenURL`, for trying deep links in the simulator.
        .toolbar { Button(String(localized: "Open post 42", bundle: .module)) { store?.send(.deepLinkOpened("social://home/post/42")) } }
    }
}
