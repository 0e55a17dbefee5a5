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

    /// Shows, updates or removes the accessory of the container's environment.
    func update(_ accessory: AnyView?, controller: TabBarKitController) {
        guard let accessory else {
            if hosting != nil { controller.setBottomAccessory(nil) }
            hosting = nil
            return
        }
        let root = HostedAccessoryRoot(content: accessory, placement: placement)
        if let hosting {
            hosting.rootView = root
            return
        }
        let made = UIHostingController(rootView: root)
        made.view.backgroundColor = .clear
        hosting = made
        let placement = placement
        // Told while the bar draws a frame: the environment changes on the next turn, not during a view update.
        controller.onBottomAccessoryPlacementChange = { value in
            DispatchQueue.main.async { placement.value = value }
        }
        controller.setBottomAccessory(made.view, controller: made)
    }
}

/// The accessory's content with its placement in the environment.
struct HostedAccessoryRoot: View {
    let content: AnyView
    @ObservedObject var placement: HostedAccessory.Placement

    var body: some View {
        content.environment(\.tabBarAccessoryPlacement, placement.value)
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
