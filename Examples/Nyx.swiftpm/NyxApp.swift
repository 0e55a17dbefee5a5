import os
import SwiftUI
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// Nyx: three tabs with the chat in the centre, selected at launch, under a breathing glow.
enum NyxTab: String, TabRepresentable {
    case insights, chat, settings

    var tab: TabItem {
        switch self {
        case .insights: TabItem(id: "insights", title: "Insights", icon: "sparkles", analyticsName: "insights_screen")
        case .chat: TabItem(id: "chat", title: "Chat", icon: "moon.stars", accessibilityHint: "Talk with Nyx", analyticsName: "chat_screen")
        case .settings: TabItem(id: "settings", title: "Settings", icon: "gearshape", selectedIcon: "gearshape.fill", analyticsName: "settings_screen")
        }
    }
}

/// Nyx's routes: a day of insights.
enum NyxRoute: RouteRepresentable {
    case day(String)

    init?(route: Route) {
        let parts = route.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "day" else { return nil }
        self = .day(String(parts[1]))
    }

    var route: Route {
        switch self {
        case .day(let day): Route("day/\(day)")
        }
    }
}

@main
struct NyxApp: App {
    /// The bar stays put over the keyboard; a second tap on Chat scrolls to the latest message.
    static let behavior = TabBarBehavior(reselect: .scrollToTop, back: .initialTab, hideOnKeyboard: false, minimizeOnScroll: false, swipeToSwitch: false)
    static let analytics = Logger(subsystem: "org.tabbarkit.examples.nyx", category: "analytics")

    @State private var store = try? TabBarStore(NyxTab.self, selected: .chat, behavior: behavior) { effect in
        if case .analytics(let screen, _) = effect { NyxApp.analytics.info("screen \(screen, privacy: .public)") }
    }

    var body: some Scene {
        WindowGroup {
            if let store {
                TabBarContainer(store: store, routes: NyxRoute.self) { (tab: NyxTab) in
                    switch tab {
                    case .chat: NyxChat()
                    case .insights: NyxInsights()
                    case .settings: Form { Text("Haptics and analytics follow the bar's effects.") }.navigationTitle("Settings")
                    }
                } destination: { route in
                    switch route {
                    case .day(let day): Text(verbatim: day).navigationTitle(Text(verbatim: day))
                    }
                }
                .tabBarTheme(.midnight)
                .preferredColorScheme(.dark)
            }
        }
    }
}

/// The chat: a long conversation and a message field; the bar does not move when the keyboard shows.
struct NyxChat: View {
    @State private var draft = ""

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(1...60, id: \.self) { n in
                    Text(n.isMultiple(of: 2) ? "Nyx: message \(n)" : "You: message \(n)")
                        .padding(10)
                        .background(.quaternary, in: Capsule())
                }
            }
            .padding()
            .tabBarScrollsToTop()
        }
        .safeAreaInset(edge: .bottom) {
            TextField("Message Nyx", text: $draft).textFieldStyle(.roundedBorder).padding()
        }
        .navigationTitle("Chat")
    }
}

/// Insights: a list of days, each pushing a detail.
struct NyxInsights: View {
    var body: some View {
        List(["Monday", "Tuesday", "Wednesday"], id: \.self) { day in
            NavigationLink(day, value: NyxRoute.day(day))
        }
        .navigationTitle("Insights")
    }
}
