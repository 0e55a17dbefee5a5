import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// The detail screens pushed on each tab's stack.
enum SocialRoute: TabBarRouteRepresentable {
    case post(Int)
    case person(String)

    init?(route: TabBarRoute) {
        let parts = route.path.split(separator: "/").map(String.init)
        switch (parts.first, parts.count) {
        case ("post", 2): guard let id = Int(parts[1]) else { return nil }; self = .post(id)
        case ("person", 2): self = .person(parts[1])
        default: return nil
        }
    }

    var route: TabBarRoute {
        switch self {
        case .post(let id): TabBarRoute("post/\(id)")
        case .person(let name): TabBarRoute("person/\(name)")
        }
    }
}

/// A pushed screen; deeper links push further on the same stack.
struct SocialDetail: View {
    let route: SocialRoute

    var body: some View {
        List {
            switch route {
            case .post(let id):
                Text("Post \(id)")
                NavigationLink("Author", value: SocialRoute.person("author\(id)"))
            case .person(let name):
                Text(name)
                NavigationLink("Latest post", value: SocialRoute.post(name.count))
            }
        }
        .navigationTitle(Text(verbatim: route.route.path))
    }
}

/// What the centre action presents: a composer for a post, a photo or a story.
struct SocialComposer: View {
    let kind: String
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextField("What's new?", text: $text, axis: .vertical)
                .padding()
                .navigationTitle(Text("New \(Text(LocalizedStringKey(kind.capitalized), bundle: .module))", bundle: .module))
                .toolbar { Button(String(localized: "Done", bundle: .module)) { dismiss() } }
        }
    }
}
