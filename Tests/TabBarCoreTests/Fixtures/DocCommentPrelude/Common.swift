// The "givens" doc-comment examples may use without declaring them (Scripts/doc-comment-snippets.py): an example's
// own declarations shadow these. Compiled with the examples on Linux and, with Apple.swift, for iOS.
import Foundation
import TabBarCore
import TabBarDisplay
import TabBarHost

/// An app's tabs, as the examples name them.
enum AppTab: String, TabRepresentable {
    case home, search, activity, profile, inbox, settings
    var tab: TabBarKitItem { TabBarKitItem(id: tabID, title: rawValue.capitalized, icon: "house") }
}

/// A mail app's tabs.
enum MailTab: String, TabRepresentable {
    case inbox, settings, premium, paywall
    var tab: TabBarKitItem { TabBarKitItem(id: tabID, title: rawValue.capitalized, icon: "tray") }
}

/// A menu's choices.
enum ComposeChoice: String, TabBarActionMenuRepresentable {
    case post, photo
    var menuItem: TabBarActionMenuItem { TabBarActionMenuItem(id: rawValue, title: rawValue.capitalized) }
}

/// An app's account.
@MainActor
final class Account {
    var isSubscribed = false
}

@MainActor let account = Account()
@MainActor var isSubscribed = false
@MainActor var showComposer = false
let configuration = TabBarConfiguration(AppTab.self, selected: .home)
let config = configuration
let declaredConfiguration = configuration
@MainActor var machine = try! TabBarMachine(configuration: configuration)
@MainActor let store = try! TabBarKitStore(configuration: configuration)
@MainActor let state = machine.state
let now = 0.0
let secondsSinceLaunch = 0.5
/// Half an em per character: the examples' measurer where they name none.
struct PreludeMeasurer: TabBarTextMeasuring {
    func width(of text: String, size: Double, weight: TabBarFontWeight) -> Double { Double(text.count) * size / 2 }
}
let layout = TabBarLayout(
    configuration: configuration, state: try! TabBarMachine(configuration: configuration).state,
    environment: TabBarDevicePreset.iPhone16Pro.environment(), theme: .system, measurer: PreludeMeasurer())
/// Stands for the host's own code performing an action.
func perform(_ action: TabBarContainerAction) {}
@MainActor let presenter = TabBarPresenter(store: store, measurer: PreludeMeasurer(), clock: { now })
@MainActor let frame = presenter.frame(at: now)
@MainActor let shownFrame = frame
let drawing = TabBarDrawing(configuration: configuration, layout: layout, theme: .system, appearance: TabBarAppearance())
let list = drawing.list
@MainActor var painter = TabBarDisplayRecorder()
