#if canImport(SwiftUI) && canImport(UIKit)
import Combine
import SwiftUI
import TabBarCore
import TabBarHost
import TabBarUIKit
import UIKit

/// The app's `.tabBarBottomAccessory { … }` in the custom bar: one hosting controller, made when the accessory
/// first appears and kept while it shows (its state survives expanded ↔ inline), handed to the UIKit container,
/// which puts it where the core lays it out. Showing or hiding it never rebuilds the tabs.
@MainActor
final class HostedAccessory {
    /// The placement the accessory's content reads (`\.tabBarAccessoryPlacement`).
    final class Placement: ObservableObject {
        @Published var value: TabBarAccessoryPlacement?
    }

    let placement = Placement()
    var hosting: UIHostingController<HostedAccessoryRoot>?
    /// Whether the controller shows the hosting controller's view now.
    var isShown = false
    /// The width the core last gave the expanded accessory, which its height is measured at.
    var expandedWidth: Double?

    /// Shows, updates or removes the accessory of the container's environment. A disabled accessory is removed from
    /// the bar but its hosting controller (and the state of its views) is kept for when it is enabled again.
    func update(_ accessory: BottomAccessoryContent?, model: HostedTabsModel?, controller: TabBarKitController) {
        guard let accessory else {
            hide(controller)
            hosting = nil
            return
        }
        let root = HostedAccessoryRoot(content: accessory.view, model: model, placement: placement)
        let hosting = self.hosting ?? made(root, controller: controller)
        hosting.rootView = root
        guard accessory.isEnabled else {
            hide(controller)
            return
        }
        isShown = true
        // As tall as the content needs at the current text size (the core bounds it); the same view and controller
        // again change only the height.
        controller.setBottomAccessory(hosting.view, height: fittingHeight(hosting, controller: controller), controller: hosting)
    }

    /// Takes the accessory out of the bar (its inset goes too).
    private func hide(_ controller: TabBarKitController) {
        if isShown { controller.setBottomAccessory(nil) }
        isShown = false
    }

    /// The accessory's height for its content, measured at the width the core last gave it expanded (the
    /// container's before the first layout).
    private func fittingHeight(_ hosting: UIHostingController<HostedAccessoryRoot>, controller: TabBarKitController) -> Double {
        if let laidOut = controller.presenter.layout?.accessory, laidOut.placement == .expanded { expandedWidth = laidOut.frame.width }
        let width = expandedWidth ?? Double(controller.view.bounds.width)
        let size = hosting.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return TabBarBottomAccessory(fitting: Double(size.height), displayScale: Double(controller.traitCollection.displayScale)).height
    }

    /// The hosting controller, made when the accessory first appears.
    private func made(_ root: HostedAccessoryRoot, controller: TabBarKitController) -> UIHostingController<HostedAccessoryRoot> {
        let made = UIHostingController(rootView: root)
        made.view.backgroundColor = .clear
        hosting = made
        let placement = placement
        // Told while the bar draws a frame: the environment changes on the next turn, not during a view update.
        controller.onBottomAccessoryPlacementChange = { value in
            DispatchQueue.main.async { placement.value = value }
        }
        return made
    }
}

/// The accessory's content with its placement, and the container's environment forwarded as each tab gets it
/// (the app's `.environment(model)` objects, the store and the presenter).
struct HostedAccessoryRoot: View {
    let content: AnyView
    let model: HostedTabsModel?
    @ObservedObject var placement: HostedAccessory.Placement

    var body: some View {
        if let model {
            content
                .environment(\.tabBarAccessoryPlacement, placement.value)
                .environment(\.tabBarStore, model.store)
                .environment(\.tabBarPresenter, model.presenter)
                // Outermost, so the keys set inside win: everything the container's surroundings had.
                .environment(\.self, model.environment)
        } else {
            content.environment(\.tabBarAccessoryPlacement, placement.value)
        }
    }
}

/// Where the custom bar's bottom accessory is.
struct TabBarAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabBarAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// Where the bottom accessory is shown (expanded above the bar, or inline beside the minimised capsule), for
    /// the accessory's content to choose what it shows; `nil` outside it. The custom bar's counterpart of iOS 26's
    /// `tabViewBottomAccessoryPlacement`.
    public var tabBarAccessoryPlacement: TabBarAccessoryPlacement? {
        get { self[TabBarAccessoryPlacementKey.self] }
        set { self[TabBarAccessoryPlacementKey.self] = newValue }
    }
}
#endif
