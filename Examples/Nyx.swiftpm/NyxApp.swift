import os
import SwiftUI
import UIKit
import TabBarCore
import TabBarHost
import TabBarSwiftUI

/// Nyx: three tabs with the chat in the centre, selected at launch, under a breathing glow.
enum NyxTab: String, TabRepresentable {
    case insights, chat, settings

    var tab: TabBarKitItem {
        switch self {
        case .insights: TabBarKitItem(id: "insights", title: "Insights", icon: "sparkles", analyticsName: "insights_screen")
        case .chat: TabBarKitItem(id: "chat", title: "Chat", icon: .image(NyxGlyph.id), accessibilityHint: "Talk with Nyx", analyticsName: "chat_screen")
        case .settings: TabBarKitItem(id: "settings", title: "Settings", icon: "gearshape", selectedIcon: "gearshape.fill", analyticsName: "settings_screen")
        }
    }
}

/// The article's own glyph for Chat, a "W" drawn in code (not an SF Symbol), registered as a template image
/// so that the bar tints it, scales it and casts the selected icon's shadow like any icon.
enum NyxGlyph {
    static let id = "nyx.w"

    /// A 26-point "W": four strokes with round joins.
    static var image: UIImage {
        let size = CGSize(width: 26, height: 26)
        return UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 3, y: 6))
            path.addLine(to: CGPoint(x: 8, y: 20))
            path.addLine(to: CGPoint(x: 13, y: 10))
            path.addLine(to: CGPoint(x: 18, y: 20))
            path.addLine(to: CGPoint(x: 23, y: 6))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}

/// Nyx's routes: a day of insights.
enum NyxRoute: TabBarRouteRepresentable {
    case day(String)

    init?(route: TabBarRoute) {
        let parts = route.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "day" else { return nil }
        self = .day(String(parts[1]))
    }

    var route: TabBarRoute {
        switch self {
        case .day(let day): TabBarRoute("day/\(day)")
        }
    }
}

@main
struct NyxApp: App {
    /// The bar stays put over the keyboard; a second tap on Chat scrolls to the latest message (the core's
    /// reselect effect, which the chat reads as "go to the newest", with a rigid tap instead of the selection tick).
    static let behavior = TabBarBehavior(
        reselect: .scrollToTop, back: .initialTab, hideOnKeyboard: false, minimizeOnScroll: false, swipeToSwitch: false,
        haptics: TabBarHaptics(reselect: .rigidImpact))
    static let analytics = Logger(subsystem: "org.tabbarkit.examples.nyx", category: "analytics")

    // Titles, the hint and the bar's spoken phrases are keys of this app's String Catalog (English, French).
    @State private var store = try? TabBarKitStore(
        NyxTab.self, selected: .chat, behavior: behavior, routes: [TabBarRouteRule("nyx://insights/day/:day", tab: "insights")],
        translator: .bundle(.module)
    ) { effect in
        if case .analytics(let screen, _) = effect { NyxApp.analytics.info("screen \(screen, privacy: .public)") }
    }

    init() {
        TabBarImageRegistry.shared.register(NyxGlyph.image, id: NyxGlyph.id)
    }

    var body: some Scene {
        WindowGroup {
            if let store {
                NyxLaunch(store: store)
                    .preferredColorScheme(.dark)
            }
        }
    }
}

/// The splash, then onboarding or the tabs falling into place, as the core's launch timeline says: this view
/// only samples it (the splash's opacity, the content's opacity and its fall).
struct NyxLaunch: View {
    let store: TabBarKitStore
    static let entrance = TabBarLaunchEntrance()
    @AppStorage("nyx.onboarded") private var onboarded = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var launched = Date()
    @State private var finished = false

    var body: some View {
        let timeline = TabBarMotionPlanner(theme: .midnight, reduceMotion: reduceMotion)
            .launchTimeline(configuration: store.configuration, state: store.state, entrance: Self.entrance)
        let end = Self.entrance.duration
        TimelineView(.animation(minimumInterval: nil, paused: finished)) { context in
            let elapsed = context.date.timeIntervalSince(launched)
            let frame = timeline.sample(at: finished ? end : elapsed)
            ZStack {
                content
                    .opacity(frame.entranceOpacity ?? 1)
                    .offset(y: frame.entranceOffset ?? 0)
                if (frame.splashOpacity ?? 0) > 0 {
                    NyxSplash().opacity(frame.splashOpacity ?? 0).zIndex(1)
                }
            }
            .onChange(of: elapsed >= end) { _, done in if done { finished = true } }
        }
    }

    /// Onboarding once, then the tabs.
    @ViewBuilder var content: some View {
        if onboarded {
            NyxTabs(store: store)
                .transition(.opacity)
        } else {
            NyxOnboarding { withAnimation(.easeInOut(duration: 0.5)) { onboarded = true } }
                .transition(.opacity)
        }
    }
}

/// The three tabs under the midnight theme's breathing glow. Content does not animate between tabs (a
/// chat's text field must not move), and `nyx://insights/day/Monday` opens a day (the "Open Monday" button
/// sends the same link, since a Playgrounds app package declares no URL scheme).
struct NyxTabs: View {
    let store: TabBarKitStore

    var body: some View {
        TabBarKitContainer(store: store, routes: NyxRoute.self) { (tab: NyxTab) in
            switch tab {
            case .chat: NyxChat()
            case .insights: NyxInsights()
            case .settings:
                // A second tap on Settings (or Insights) brings its first row back, as the article's reset does.
                Form {
                    Text("Haptics and analytics follow the bar's effects.", bundle: .module).id("top")
                    Button(String(localized: "Open Monday", bundle: .module)) { store.send(.deepLinkOpened("nyx://insights/day/Monday")) }
                }
                .navigationTitle(Text("Settings", bundle: .module))
            }
        } destination: { route in
            switch route {
            case .day(let day): Text(verbatim: day).navigationTitle(Text(verbatim: day))
            }
        }
        .tabBarTheme(.midnight)
        .tabContentTransition(.none)
    }
}

/// The splash: the moon on the night sky.
struct NyxSplash: View {
    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            Image(systemName: "moon.stars.fill").font(.system(size: 64)).foregroundStyle(.purple)
        }
        .accessibilityHidden(true)
    }
}

/// Onboarding: one page, then the tabs.
struct NyxOnboarding: View {
    let done: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "moon.stars").font(.system(size: 56))
            Text("Nyx listens at night.").font(.title2)
            Button("Start", action: done).buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

/// The chat: a long conversation and a message field; the bar does not move when the keyboard shows. A second
/// tap on Chat (the core's `scrollToTop` for this tab) scrolls to the latest message, at the bottom.
struct NyxChat: View {
    @State private var draft = ""
    static let messages = Array(1...60)

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 10) {
                    ForEach(Self.messages, id: \.self) { n in
                        Text(n.isMultiple(of: 2) ? "Nyx: message \(n)" : "You: message \(n)")
                            .padding(10)
                            .background(.quaternary, in: Capsule())
                            .id(n)
                    }
                }
                .padding()
            }
            .onTabBarScrollToTop {
                guard let last = Self.messages.last else { return }
                withAnimation { proxy.scrollTo(last, anchor: .bottom) }
            }
        }
        .safeAreaInset(edge: .bottom) {
            TextField("Message Nyx", text: $draft).textFieldStyle(.roundedBorder).padding()
        }
        .navigationTitle(Text("Chat", bundle: .module))
    }
}

/// Insights: a list of days, each pushing a detail.
struct NyxInsights: View {
    static let days = ["Monday", "Tuesday", "Wednesday"]

    var body: some View {
        List(Self.days, id: \.self) { day in
            NavigationLink(day, value: NyxRoute.day(day))
        }
        .navigationTitle(Text("Insights", bundle: .module))
    }
}
