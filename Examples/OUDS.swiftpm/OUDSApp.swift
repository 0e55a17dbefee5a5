import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// An OUDS-style app: the system TabView, design-token colours, +99 badges spoken with their noun.
enum OUDSTab: String, TabRepresentable {
    case emails, messages, calls, account

    var tab: TabItem {
        switch self {
        case .emails: TabItem(id: "emails", title: "Emails", icon: "envelope", selectedIcon: "envelope.fill", badge: .count(5), badgeNoun: "unread email")
        case .messages: TabItem(id: "messages", title: "Messages", icon: "message", selectedIcon: "message.fill", badge: .count(120), badgeNoun: "unread message")
        case .calls: TabItem(id: "calls", title: "Calls", icon: "phone", selectedIcon: "phone.fill")
        case .account: TabItem(id: "account", title: "Account", icon: "person.crop.circle")
        }
    }
}

/// No pushed screens beyond a message.
enum OUDSRoute: RouteRepresentable {
    case item(Int)

    init?(route: Route) {
        let parts = route.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "item", let n = Int(parts[1]) else { return nil }
        self = .item(n)
    }

    var route: Route {
        switch self {
        case .item(let n): Route("item/\(n)")
        }
    }
}

@main
struct OUDSApp: App {
    static let behavior = TabBarBehavior(badgeStyle: .leadingPlus)
    @State private var store = try? TabBarStore(OUDSTab.self, selected: .emails, behavior: behavior)
    /// OUDS design tokens: Orange's brand orange for selection and badges, on the system theme's metrics.
    static let oudsTheme: TabBarTheme = {
        var theme = TabBarTheme.system
        theme.name = "ouds"
        theme.items.selected = DynamicColor("#F16E00", "#FF7900", highContrast: ("#B34F00", "#FF9A40"))
        theme.indicator.color = theme.items.selected
        theme.badge.fill = DynamicColor("#DB0002", "#FF4D4F")
        theme.badge.text = DynamicColor("#FFFFFF", "#000000")
        return theme
    }()
    /// Four themes the user switches between at run time.
    static let themes = [oudsTheme, .system, .midnight, .floating]
    @State private var themeName = OUDSApp.oudsTheme.name
    @State private var native = true

    var body: some Scene {
        WindowGroup {
            if let store {
                OUDSRoot(store: store, native: native) { tab in
                    Form {
                        Picker("Theme", selection: $themeName) {
                            ForEach(OUDSApp.themes, id: \.name) { Text(verbatim: $0.name).tag($0.name) }
                        }
                        Toggle("System tab bar", isOn: $native)
                        ForEach(1...5, id: \.self) { n in NavigationLink("\(tab.tab.title) \(n)", value: OUDSRoute.item(n)) }
                    }
                    .navigationTitle(LocalizedStringKey(tab.tab.title))
                }
                .tabBarBottomAccessory { Label("3 missed calls", systemImage: "phone.arrow.down.left") }
                .tabBarTheme(OUDSApp.themes.first { $0.name == themeName } ?? OUDSApp.oudsTheme)
            }
        }
    }
}
