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
        show(hosting, controller: controller)
    }

    /// Gives the controller the accessory at its content's height: as tall as the content needs at the current text size
    /// and width (the core bounds it, `TabBarBottomAccessory(fitting:displayScale:)`); the same view and controller again
    /// change only the height.
    /// Without a width to measure at (0 before the container's first layout) the accessory keeps the height it has (the
    /// default at first) and is measured once the layout reports its width.
    private func show(_ hosting: UIHostingController<HostedAccessoryRoot>, controller: TabBarKitController) {
        let height = fittingHeight(hosting, controller: controller)
            ?? controller.presenter.environment.bottomAccessory?.height ?? TabBarBottomAccessory.defaultHeight
        controller.setBottomAccessory(hosting.view, height: height, controller: hosting)
    }

    /// Measures the content again (the text size or the accessory's width changed) and gives the controller its new height.
    private func remeasure(_ controller: TabBarKitController) {
        guard isShown, let hosting else { return }
        show(hosting, controller: controller)
    }

    /// Takes the accessory out of the bar (its inset goes too).
    private func hide(_ controller: TabBarKitController) {
        if isShown { controller.setBottomAccessory(nil) }
        isShown = false
    }

    /// The accessory's height for its content: its ideal height at the width the presenter measures at (the expanded
    /// accessory's, `accessoryMeasuringWidth(lastExpanded:)`); `nil` while no width is known. The root
    /// (``HostedAccessoryFit``) answers an unspecified height with the content's ideal height at the proposed width, so
    /// flexible content (a `Spacer`, a `Color`) answers its ideal height, not the whole proposal. The core clamps it
    /// (48 to 144 points).
    private func fittingHeight(_ hosting: UIHostingController<HostedAccessoryRoot>, controller: TabBarKitController) -> Double? {
        guard let width = controller.presenter.accessoryMeasuringWidth(lastExpanded: expandedWidth) else { return nil }
        if let laidOut = controller.presenter.layout?.accessory, laidOut.placement == .expanded { expandedWidth = laidOut.frame.width }
        let size = hosting.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return TabBarBottomAccessory(fitting: Double(size.height), displayScale: Double(controller.traitCollection.displayScale)).height
    }

    /// The hosting controller, made when the accessory first appears.
    private func made(_ root: HostedAccessoryRoot, controller: TabBarKitController) -> UIHostingController<HostedAccessoryRoot> {
        let made = UIHostingController(rootView: root)
        // No `sizingOptions`: the core lays the view out at the height measured here, when the text size or the width
        // changes (content that changes its own height is not measured again; docs/swiftui.md).
        made.view.backgroundColor = .clear
        // No safe area at all: the core places the view inside the container's safe area and takes it away while the
        // keyboard is up, so neither the keyboard nor the home indicator may squeeze its content (nor pad its measured
        // height).
        made.safeAreaRegions = []
        hosting = made
        // A new text size changes the content's height: measured again on the next turn (as the width is), once SwiftUI's
        // environment has the new size category.
        made.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            [weak self, weak controller] (_: UIViewController, _: UITraitCollection) in
            DispatchQueue.main.async {
                guard let self, let controller else { return }
                self.remeasure(controller)
            }
        }
        // A new expanded width (rotation, split view, the sidebar) wraps the content differently: measured again, after
        // the frame that found it (frames are drawn during view updates).
        controller.onBottomAccessoryWidthChange = { [weak self, weak controller] _ in
            DispatchQueue.main.async {
                guard let self, let controller else { return }
                self.remeasure(controller)
            }
        }
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
            HostedAccessoryFit { content }
                .environment(\.tabBarAccessoryPlacement, placement.value)
                .environment(\.tabBarStore, model.store)
                .environment(\.tabBarPresenter, model.presenter)
                // Outermost, so the keys set inside win: everything the container's surroundings had.
                .environment(\.self, model.environment)
        } else {
            HostedAccessoryFit { content }.environment(\.tabBarAccessoryPlacement, placement.value)
        }
    }
}

/// The accessory's content, measured one way and displayed another: asked for its size with the height unspecified
/// (or infinite: `UIHostingController.sizeThatFits(in:)` with `.greatestFiniteMagnitude`), it answers the content's
/// ideal height at the proposed width (what `fixedSize(horizontal: false, vertical: true)` would); displayed, it
/// fills the frame the core gave it and proposes that whole size to the content, centred (Apple's `Layout`:
/// `placeSubviews(in:proposal:subviews:cache:)` proposes each subview its size), so a taller mini player is not cut
/// to its ideal height, nor a full-width background drawn as a band.
struct HostedAccessoryFit: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        if let height = proposal.height, height < .greatestFiniteMagnitude / 2, let width = proposal.width, width < .greatestFiniteMagnitude / 2 {
            return CGSize(width: width, height: height)
        }
        return content.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
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
