#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// A badge a tab's content asks for (`.tabBarBadge(_:)`), given to the store of the tab it is in as it
/// appears and as it changes. The store and the tab come down through the environment, which reaches into
/// the native style's `TabView` as into the custom container (a preference would have to pass up through it).
struct BadgeForTab: ViewModifier {
    let badge: TabBarBadge
    @Environment(\.tabBarStore) private var store
    @Environment(\.tabBarCurrentTab) private var tab

    func body(content: Content) -> some View {
        content.onChange(of: badge, initial: true) {
            guard let store, let tab else { return }
            store.applyReportedBadges([tab: badge])
        }
    }
}

/// Where screens report what they ask of the bar (`.tabBarHidden(_:)`): the container's driver, reached through
/// the environment (which a hosting boundary passes on; a preference would stop there).
@MainActor
final class TabBarScreenReporter {
    let driver: TabBarContainerDriver
    private var nextToken = 0

    init(driver: TabBarContainerDriver) { self.driver = driver }

    /// A token for one screen's report.
    func token() -> Int {
        nextToken += 1
        return nextToken
    }
}

struct TabBarScreenReporterKey: EnvironmentKey {
    static var defaultValue: TabBarScreenReporter? { nil }
}

extension EnvironmentValues {
    /// The reporter of the container a view is in.
    var tabBarScreenReporter: TabBarScreenReporter? {
        get { self[TabBarScreenReporterKey.self] }
        set { self[TabBarScreenReporterKey.self] = newValue }
    }
}

/// Tells the container, while this screen is on screen in its tab, whether it asks to hide the bar.
struct HiddenForScreen: ViewModifier {
    let hidden: Bool
    @Environment(\.tabBarScreenReporter) private var reporter
    @Environment(\.tabBarCurrentTab) private var tab
    @State private var token: Int?

    func body(content: Content) -> some View {
        content
            .onAppear { report() }
            .onChange(of: hidden) { report() }
            .onDisappear {
                guard let reporter, let tab, let token else { return }
                reporter.driver.screenDisappeared(token, in: tab)
            }
    }

    func report() {
        guard let reporter, let tab else { return }
        let token = token ?? reporter.token()
        self.token = token
        reporter.driver.screenAppeared(token, in: tab, hidesBar: hidden)
    }
}

/// Gives the container, while this screen is on screen in its tab, something to do in its place (a scroll to top
/// of its own, its own refresh), through the driver's `register`; taken back when the screen goes.
struct ScreenRegistration<Perform>: ViewModifier {
    let perform: Perform
    let register: @MainActor (TabBarContainerDriver, Perform?, Int, TabID) -> Void
    @Environment(\.tabBarScreenReporter) private var reporter
    @Environment(\.tabBarCurrentTab) private var tab
    @State private var token: Int?

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard let reporter, let tab else { return }
                let token = token ?? reporter.token()
                self.token = token
                register(reporter.driver, perform, token, tab)
            }
            .onDisappear {
                guard let reporter, let tab, let token else { return }
                register(reporter.driver, nil, token, tab)
            }
    }
}

/// Puts a screen's own action in place of the container's scroll to top while the screen is on screen.
struct ScrollToTopHandler: ViewModifier {
    let perform: @MainActor () -> Void

    func body(content: Content) -> some View {
        content.modifier(ScreenRegistration(perform: perform) { driver, perform, screen, tab in
            driver.setScrollToTopHandler(perform, screen: screen, in: tab)
        })
    }
}

/// Refreshes a screen's content when its tab is asked to (a reselect chain's refresh stage, a double tap) while
/// the screen is on screen. The driver runs it: a refresh still running is not started again, and one running when
/// the screen goes is cancelled.
struct RefreshHandler: ViewModifier {
    let perform: @MainActor () async -> Void

    func body(content: Content) -> some View {
        content.modifier(ScreenRegistration(perform: perform) { driver, perform, screen, tab in
            driver.setRefreshHandler(perform, screen: screen, in: tab)
        })
    }
}

/// A tint given to the bar explicitly (`.tabBarTint(_:)`).
struct TabBarTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint given to the enclosing bar with `.tabBarTint(_:)`, if any.
    var tabBarTint: Color? {
        get { self[TabBarTintKey.self] }
        set { self[TabBarTintKey.self] = newValue }
    }
}

extension View {
    /// Colours the bar's selected items, whatever the theme says; without it the container follows the
    /// app's accent colour (`Color.accentColor`) when that is not the system default.
    public func tabBarTint(_ color: Color?) -> some View {
        environment(\.tabBarTint, color)
    }

    /// The badge of a tab, as SwiftUI's `.badge(_:)` is for `TabView`: on a tab's root view (what the container's
    /// content closure returns) it shows from launch, before the tab was ever opened — the container reads it
    /// from the view value, as `TabView` reads `.badge(_:)`; anywhere inside a tab it shows once that content is
    /// on screen. The native style shows it too.
    ///
    /// ```swift
    /// InboxView().tabBarBadge(.count(unread))
    /// ```
    public func tabBarBadge(_ badge: TabBarBadge) -> some View {
        modifier(BadgeForTab(badge: badge))
    }

    /// A count badge on the tab this view is in; zero shows none.
    public func tabBarBadge(_ count: Int) -> some View {
        tabBarBadge(count > 0 ? .count(count) : .none)
    }

    /// Replaces the container's scroll to top for the tab this view is in, while it is on screen: what a reselect
    /// at the root does instead (a chat scrolls to its latest message).
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     List(messages) { MessageRow($0) }
    ///         .onTabBarScrollToTop { withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) } }
    /// }
    /// ```
    public func onTabBarScrollToTop(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(ScrollToTopHandler(perform: action))
    }

    /// Refreshes this screen when its tab asks for it, while the screen is on screen: the last stage of a reselect
    /// chain that has one (`popThenScrollThenRefresh`, or `stages` ending in `refresh`), or, in the custom style, a
    /// double tap that does (`doubleTap`; the native style's system bar reports single selections). A refresh still running when another is asked for is not started again.
    ///
    /// ```swift
    /// List(posts) { PostRow($0) }
    ///     .refreshable { await feed.reload() }
    ///     .onTabBarRefresh { await feed.reload() }
    /// ```
    public func onTabBarRefresh(perform action: @escaping @MainActor () async -> Void) -> some View {
        modifier(RefreshHandler(perform: action))
    }

    /// Hides the bar while this view is on screen in the selected tab (a pushed detail screen, a player):
    /// the custom bar through the core's host visibility, the native style through
    /// `.toolbar(.hidden, for: .tabBar)`, so one modifier works in both styles.
    public func tabBarHidden(_ hidden: Bool = true) -> some View {
        modifier(HiddenForScreen(hidden: hidden))
            .toolbar(hidden ? .hidden : .automatic, for: .tabBar)
    }
}
#endif
