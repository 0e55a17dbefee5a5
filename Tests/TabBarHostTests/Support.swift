import Foundation
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost

/// The app's tabs, as an app declares them.
enum AppTab: String, TabRepresentable {
    case home, search, create, activity, profile

    var tab: TabBarKitItem {
        switch self {
        case .home: TabBarKitItem(id: "home", title: "Home", icon: "house")
        case .search: TabBarKitItem(id: "search", title: "Search", icon: "magnifyingglass", role: .search)
        case .create: TabBarKitItem(id: "create", title: "Create", icon: "plus", role: .action,
                              menu: [TabBarActionMenuItem(id: "photo", title: "Photo"), TabBarActionMenuItem(id: "story", title: "Story")])
        case .activity: TabBarKitItem(id: "activity", title: "Activity", icon: "bell", badgeNoun: "notification")
        case .profile: TabBarKitItem(id: "profile", title: "Profile", icon: "person")
        }
    }
}

/// A typed route, as an app declares them.
enum PostRoute: TabBarRouteRepresentable {
    case post(Int)
    case author(String)

    init?(route: TabBarRoute) {
        let parts = route.path.split(separator: "/")
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "post": guard let id = Int(parts[1]) else { return nil }; self = .post(id)
        case "author": self = .author(String(parts[1]))
        default: return nil
        }
    }

    var route: TabBarRoute {
        switch self {
        case .post(let id): TabBarRoute("post/\(id)")
        case .author(let name): TabBarRoute("author/\(name)")
        }
    }
}

/// Collects what the store hands the app.
@MainActor
final class EffectLog {
    var effects: [TabBarEffect] = []
}

@MainActor
func makeStore(_ log: EffectLog = EffectLog()) throws -> TabBarKitStore {
    try TabBarKitStore(AppTab.self, selected: .home, routes: [TabBarRouteRule("app://home/post/:id", tab: "home")]) { log.effects.append($0) }
}

/// A measurer that counts its calls: 0.55 em per character.
final class CountingMeasurer: TabBarTextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var calls: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double {
        lock.lock()
        count += 1
        lock.unlock()
        return Double(text.count) * size * 0.55
    }
}

/// A clock the test moves by hand.
@MainActor
final class ManualClock {
    var now = 100.0
}

/// An iPhone 16 Pro's container.
let phone = (size: TabBarSize(width: 402, height: 874), safeArea: TabBarInsets(top: 62, bottom: 34))

/// A presenter over a store, laid out on an iPhone 16 Pro.
@MainActor
func makePresenter(_ store: TabBarKitStore, theme: TabBarTheme = .system, clock: ManualClock, measurer: any TabBarTextMeasuring = CountingMeasurer()) -> TabBarPresenter {
    let presenter = TabBarPresenter(store: store, theme: theme, measurer: measurer, clock: { clock.now })
    presenter.updateContainer(size: phone.size, safeArea: phone.safeArea, displayScale: 3)
    return presenter
}
