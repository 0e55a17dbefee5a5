import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// The tabs, one case each.
enum NoteTab: String, TabRepresentable {
    case notes, settings
    var tab: TabBarKitItem { TabBarKitItem(id: TabID(rawValue), title: rawValue.capitalized, icon: rawValue == "notes" ? "note.text" : "gear") }
}

/// A screen pushed on a tab: a note, stored as the route "note/<n>".
struct NoteRoute: TabBarRouteRepresentable {
    var number: Int
    init(number: Int) { self.number = number }
    init?(route: TabBarRoute) {
        guard route.path.hasPrefix("note/"), let number = Int(route.path.dropFirst("note/".count)) else { return nil }
        self.number = number
    }
    var route: TabBarRoute { TabBarRoute("note/\(number)") }
}

/// The smallest use of TabBarKit: a typed store, and a container bound to the app's own selection.
struct QuickStartView: View {
    @State private var store = try? TypedTabBarStore(NoteTab.self, selected: .notes)
    @State private var selection = NoteTab.notes

    var body: some View {
        if let store {
            TabBarKitContainer(store: store, selection: $selection, routes: NoteRoute.self) { (tab: NoteTab) in
                List(1...10, id: \.self) { n in
                    NavigationLink("\(tab.tab.title) \(n)", value: NoteRoute(number: n))
                }
            } destination: { (note: NoteRoute) in
                Text("Note \(note.number)").tabBarHidden()
            }
        }
    }
}
