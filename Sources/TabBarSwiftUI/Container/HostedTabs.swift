#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import TabBarUIKit
import UIKit

/// The custom style of ``TabBarKitContainer``: the UIKit container, its tabs in hosting controllers and its bar
/// in one more, each given the environment around the container.
struct HostedTabs<AppRoute: TabBarRouteRepresentable, Content: View, Destination: View, ActionContent: View>: UIViewControllerRepresentable {
    let container: TabBarKitContainer<AppRoute, Content, Destination, ActionContent>
    @Binding var presented: PresentedAction?
    let reference: HostedContainerReference

    func makeCoordinator() -> HostedTabsCoordinator { HostedTabsCoordinator() }

    func makeUIViewController(context: Context) -> TabBarKitController {
        let coordinator = context.coordinator
        let store = container.store
        let model = HostedTabsModel(environment: context.environment, root: root)
        let controller = TabBarKitController(
            store: store, theme: tintedTheme(context.environment), transition: context.environment.tabContentTransition,
            hosting: { id in
                let hosting = UIHostingController(rootView: HostedTabRoot(id: id, model: model))
                hosting.view.backgroundColor = .clear
                return hosting
            })
        controller.followsTintColor = false
        controller.barBackdrop = context.environment.tabBarBackdrop
        controller.delegate = coordinator
        // The app's `selection:` follows the store's change itself, as `TabView`'s does, not the transition's end.
        controller.onSelectionChange = { [weak coordinator] tab in coordinator?.storeSelected(tab) }
        model.store = store
        model.presenter = controller.presenter
        model.regularWidth = container.regularWidth
        let bar = UIHostingController(rootView: HostedBar(presenter: controller.presenter, model: model))
        bar.view.isUserInteractionEnabled = true
        // The bar keeps the container's safe area but not the keyboard's: it stays where the layout puts it.
        bar.safeAreaRegions = .container
        bar.view.backgroundColor = .clear
        let filter = TabBarTouchFilterView(presenter: controller.presenter)
        bar.view.frame = filter.bounds
        bar.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        filter.addSubview(bar.view)
        controller.addChild(bar)
        controller.installBar(filter, controller: bar)
        bar.didMove(toParent: controller)
        // The bar's images are loaded with its hosting controller's traits (idiom, gamut, size classes, text size), as a
        // UIImageView in it would be: given to the bar's view, again when one of them changes.
        model.imageTraits = TabBarImageLoadingTraits(bar.traitCollection)
        bar.registerForTraitChanges(TabBarImageTraits.uiTraits) { (bar: UIViewController, _: UITraitCollection) in
            model.imageTraits = TabBarImageLoadingTraits(bar.traitCollection)
        }
        model.screens = TabBarScreenReporter(driver: controller.driver)
        coordinator.model = model
        coordinator.controller = controller
        reference.controller = controller
        update(coordinator)
        coordinator.accessory.update(context.environment.tabBarBottomAccessory, model: model, controller: controller)
        reference.controllerMade()
        return controller
    }

    func updateUIViewController(_ controller: TabBarKitController, context: Context) {
        context.coordinator.model?.update(environment: context.environment, root: root)
        // The UIKit container writes the bar's appearance too (on a theme or trait change): with the app's backdrop.
        controller.barBackdrop = context.environment.tabBarBackdrop
        controller.theme = tintedTheme(context.environment)
        controller.transitionStyle = context.environment.tabContentTransition
        controller.tabBarView.regularWidthPresentation = container.regularWidth
        // The hosted bar reads it from the model: its root view was made once, with the first value.
        context.coordinator.model?.regularWidth = container.regularWidth
        update(context.coordinator)
        context.coordinator.accessory.update(context.environment.tabBarBottomAccessory, model: context.coordinator.model, controller: controller)
    }

    /// What the coordinator needs of this value (it outlives each one).
    func update(_ coordinator: HostedTabsCoordinator) {
        coordinator.selection = container.selection
        reference.selection = container.selection
        let present = $presented
        let hasAction = container.action != nil
        coordinator.presentAction = hasAction ? { present.wrappedValue = PresentedAction(action: $0, item: $1) } : nil
    }

    /// A tab's root view: the content, in a `NavigationStack` bound to the core's stack when the container
    /// manages navigation.
    var root: (TabID) -> AnyView {
        let container = container
        return { id in AnyView(container.stack(id)) }
    }

    /// The theme with the app's tint: `.tabBarTint(_:)`, else `.tint(_:)` (falling back to the accent colour when the
    /// app set one, else to the theme's colour); see `TabBarTint`.
    func tintedTheme(_ environment: EnvironmentValues) -> TabBarTheme {
        TabBarTint.theme(
            environment.tabBarTheme, resolvedAccent: TabBarColor(Color.accentColor.resolve(in: environment)),
            explicit: environment.tabBarTint.map { TabBarColor($0.resolve(in: environment)) }, followsTint: true,
            systemBlue: TabBarColor(Color.blue.resolve(in: environment)))
    }
}

/// The container's end of the UIKit container's delegate: writes the app's selection state and presents the action.
@MainActor
final class HostedTabsCoordinator: TabBarKitControllerDelegate {
    weak var controller: TabBarKitController?
    var model: HostedTabsModel?
    var selection: Binding<TabID>?
    var presentAction: ((TabID, String?) -> Void)?
    /// The app's bottom accessory in the custom bar.
    let accessory = HostedAccessory()

    func tabBarController(_ controller: TabBarKitController, shouldSelect request: TabBarSelectionPolicy.Request) -> TabBarSelectionPolicy.Decision {
        .allow  // never asked: the app's store has its own `shouldSelect`
    }

    /// The transition to a tab ended: the app's state was written when the store changed.
    func tabBarController(_ controller: TabBarKitController, didSelect tab: TabID) {}

    /// The store selected a tab: the app's `selection:` follows at once (a request it made is already there).
    func storeSelected(_ tab: TabID) {
        if let selection, selection.wrappedValue != tab { selection.wrappedValue = tab }
    }

    func tabBarController(_ controller: TabBarKitController, didReselect tab: TabID) {}

    func tabBarController(_ controller: TabBarKitController, didTapAction tab: TabID, item: String?) {
        presentAction?(tab, item)
    }

    func tabBarController(_ controller: TabBarKitController, didDenySelectionOf tab: TabID, reason: String) {}
}

/// The UIKit container a ``TabBarKitContainer`` made, for what the container does outside it (launch, URLs).
@MainActor
final class HostedContainerReference {
    weak var controller: TabBarKitController?
    /// The app's selection state, as the container last gave it.
    var selection: Binding<TabID>?
    private var launchAsked = false

    /// First appearance: the app's selection state meets the store's (a restored selection wins), then launch.
    /// Asked before the controller exists, it happens once it does (on the next turn, outside the view update).
    func launch(selection: Binding<TabID>?) {
        if let selection { self.selection = selection }
        launchAsked = true
        guard let controller else { return }
        let store = controller.store
        if let selection = self.selection, !store.isLaunched {
            let selected = store.adoptInitialSelection(selection.wrappedValue)
            if selection.wrappedValue != selected { selection.wrappedValue = selected }
        }
        controller.launch()
    }

    /// The controller was made: a launch asked for before it existed happens now.
    func controllerMade() {
        guard launchAsked else { return }
        DispatchQueue.main.async { [weak self] in self?.launch(selection: nil) }
    }
}

/// What every tab's hosting controller reads: the environment around the container and how to build a tab.
/// Observable by hand (`@Observable` cannot expand here), so a change of either redraws each live tab.
@MainActor
final class HostedTabsModel: Observable {
    private let registrar = ObservationRegistrar()
    private var storedEnvironment: EnvironmentValues
    private var storedRoot: (TabID) -> AnyView
    /// Where `.tabBarHidden(_:)` reports what screens ask.
    var screens: TabBarScreenReporter?
    /// The store, for the modifiers inside a tab (`.tabBarNavigationPath`, `.tabBarBadge`, the app's own views).
    var store: TabBarKitStore?
    /// The presenter of the container.
    var presenter: TabBarPresenter?

    init(environment: EnvironmentValues, root: @escaping (TabID) -> AnyView) {
        storedEnvironment = environment
        storedRoot = root
    }

    /// The environment around the container, forwarded into each tab (its keys, `.environment(model)`, the tint).
    var environment: EnvironmentValues {
        registrar.access(self, keyPath: \.environment)
        return storedEnvironment
    }

    /// What a regular-width bar becomes (`regularWidth:` of the container), as the container was last updated with:
    /// observed, so the bar and its key shortcuts (Control-Command-S) follow a change after the controller is made.
    var regularWidth: TabBarRegularWidthPresentation {
        get {
            registrar.access(self, keyPath: \.regularWidth)
            return storedRegularWidth
        }
        set {
            guard newValue != storedRegularWidth else { return }
            registrar.withMutation(of: self, keyPath: \.regularWidth) { storedRegularWidth = newValue }
        }
    }
    private var storedRegularWidth: TabBarRegularWidthPresentation = .floatingBar

    /// The traits of the bar's hosting controller the bar's images are loaded with: observed, so the bar loads them
    /// again when its idiom, gamut, size classes or text size change.
    var imageTraits: TabBarImageLoadingTraits? {
        get {
            registrar.access(self, keyPath: \.imageTraits)
            return storedImageTraits
        }
        set {
            guard newValue?.key != storedImageTraits?.key || newValue?.collection.displayScale != storedImageTraits?.collection.displayScale
            else { return }
            registrar.withMutation(of: self, keyPath: \.imageTraits) { storedImageTraits = newValue }
        }
    }
    private var storedImageTraits: TabBarImageLoadingTraits?

    /// Builds a tab's root view.
    var root: (TabID) -> AnyView {
        registrar.access(self, keyPath: \.root)
        return storedRoot
    }

    func update(environment: EnvironmentValues, root: @escaping (TabID) -> AnyView) {
        registrar.withMutation(of: self, keyPath: \.environment) { storedEnvironment = environment }
        registrar.withMutation(of: self, keyPath: \.root) { storedRoot = root }
    }
}

/// A tab's root in its hosting controller: the app's content with the container's environment forwarded, and
/// the store, the tab and the screen reporter for the modifiers inside.
struct HostedTabRoot: View {
    let id: TabID
    let model: HostedTabsModel

    var body: some View {
        model.root(id)
            .environment(\.tabBarCurrentTab, id)
            .environment(\.tabBarStore, model.store)
            .environment(\.tabBarPresenter, model.presenter)
            .environment(\.tabBarScreenReporter, model.screens)
            // Outermost, so the keys set inside win: everything the container's surroundings had.
            .environment(\.self, model.environment)
    }
}

/// The bar in its hosting controller, with the container's environment (the tint reaches its painter).
struct HostedBar: View {
    let presenter: TabBarPresenter
    let model: HostedTabsModel
    /// The registered images' revisions, given again whenever the app registers another image under an id (or removes
    /// one), so the bar draws the new image (its canvas symbol names the revision).
    @State private var imageRevisions = TabBarImageRegistry.shared.revisions
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    var body: some View {
        let regularWidth = model.regularWidth
        // The size is read so the bar draws again when the container resizes (the container writes the layout's
        // inputs; a resize that changes no size class would otherwise leave the old picture).
        GeometryReader { proxy in
            PresentedBar(
                presenter: presenter, theme: presenter.theme, appearance: TabBarAppearance(colorScheme, contrast, reduceTransparency: reduceTransparency, backdrop: model.environment.tabBarBackdrop),
                regularWidth: regularWidth,
                containerSize: proxy.size)
            .environment(\.tabBarImageTraits, model.imageTraits)
            .environment(\.tabBarImageRevisions, imageRevisions)
        }
        .ignoresSafeArea()
        // Posted on the thread that changed the registry: read on the main queue.
        .onReceive(NotificationCenter.default.publisher(for: .tabBarRegisteredImagesDidChange, object: TabBarImageRegistry.shared).receive(on: DispatchQueue.main)) { _ in
            imageRevisions = TabBarImageRegistry.shared.revisions
        }
        .background { CommandDigitShortcuts(presenter: presenter, regularWidth: regularWidth) }
        .environment(\.self, model.environment)
    }
}

/// Command-1 … 9 (and a top bar's Control-Command-S) as SwiftUI keyboard shortcuts (a SwiftUI app often has no first
/// responder inside the container, where UIKit's key commands would be asked), each handed to the input layer as the
/// key it is; a press both hear is one press (the input layer's rule).
struct CommandDigitShortcuts: View {
    let presenter: TabBarPresenter
    let regularWidth: TabBarRegularWidthPresentation

    var body: some View {
        // The revision is read so the shortcuts follow the state (titles in the bar's order, translated); Control-Command-S
        // is decided from the layout's inputs, not from the last layout, which this body runs before.
        let registered = presenter.revision >= 0 ? presenter.registeredKeys(barFocused: false).commands : []
        let sidebar = presenter.input.sidebarKeyCommand(regularWidth: regularWidth, machine: presenter.store.machine, translator: presenter.store.translator)
        ZStack {
            ForEach(registered, id: \.self) { command in
                if case .commandDigit(let digit) = command.input, let key = String(digit).first {
                    Button(command.title) { presenter.handle(.key(TabBarKeyPress(command: command.input))) }
                        .keyboardShortcut(KeyEquivalent(key), modifiers: .command)
                }
            }
            if let sidebar {
                // Control-Command-S, only while a top bar shows its sidebar button.
                Button(sidebar.title) { presenter.handle(.key(TabBarKeyPress(command: sidebar.input))) }
                    .keyboardShortcut("s", modifiers: [.control, .command])
            }
        }
        .opacity(0)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
}

/// Holds a SwiftUI bar's hosting view over the container and lets touches through except where the core finds
/// the bar (as the UIKit bar's `point(inside:with:)` does): a hidden bar takes none.
final class TabBarTouchFilterView: UIView {
    let presenter: TabBarPresenter

    init(presenter: TabBarPresenter) {
        self.presenter = presenter
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        presenter.takesTouch(at: TabBarPoint(point))
    }
}

/// The native style: the system `TabView`, with the store and a presenter in the environment, and the effects of
/// every change performed (announcements, haptics, the action) through the one container driver.
struct NativeContainer<Stack: View>: View {
    let store: TabBarKitStore
    let theme: TabBarTheme
    let regularWidth: TabBarRegularWidthPresentation
    @Binding var presented: PresentedAction?
    /// Whether the container has an action sheet to present.
    let presents: Bool
    let stack: (TabID) -> Stack
    @State private var host = NativeHost()
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        let appearance = TabBarAppearance(colorScheme, contrast)
        let presenter = host.presenter(for: store, theme: theme, appearance: appearance)
        let screens = host.screens
        NativeTabView(store: store, presenter: presenter, style: NativeTabBarStyle(theme: theme, appearance: appearance, regularWidth: regularWidth)) { id in
            // The screen reporter: `.onTabBarRefresh` (and `.onTabBarScrollToTop`, `.tabBarHidden`) reach the driver here too.
            stack(id).environment(\.tabBarCurrentTab, id).environment(\.tabBarScreenReporter, screens)
        }
        .environment(\.tabBarStore, store)
        .environment(\.tabBarPresenter, presenter)
        // The core shows a width's tab set (the compact one on an iPhone, all of them on an iPad): told the size
        // classes from the first appearance on, as the custom container tells it from its traits.
        .onChange(of: NativeSizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass), initial: true) { _, classes in
            presenter.handle(.sizeClasses(horizontal: classes.horizontal, vertical: classes.vertical))
        }
        .onAppear {
            let present = $presented
            host.presentAction = presents ? { present.wrappedValue = PresentedAction(action: $0, item: $1) } : nil
            // The system `TabView` never reports its content's scrolling: the core holds a content at its top only from
            // one reselect to the next (set here, not in the body: the store is observed state; the custom container
            // sets it back when it appears).
            if store.hostReportsScrolling { store.hostReportsScrolling = false }
            presenter.launch()
        }
        .onOpenURL { presenter.handle(.urlOpened($0.absoluteString)) }
        #if !os(visionOS)
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)) { _ in
            presenter.handle(.memoryWarning)
        }
        #endif
    }
}

/// SwiftUI's size classes as the native style gives them to the core: regular only where SwiftUI says so (an unknown
/// width is compact, as the UIKit containers read their traits), and a regular width only where the height is regular
/// too (``TabBarNativeTab/width(horizontal:vertical:)``: an iPhone in landscape keeps its bottom bar's tab set).
struct NativeSizeClasses: Equatable {
    let horizontal: TabBarSizeClass
    let vertical: TabBarSizeClass

    init(horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        self.vertical = vertical == .compact ? .compact : .regular
        self.horizontal = TabBarNativeTab.width(horizontal: horizontal == .regular ? .regular : .compact, vertical: self.vertical)
    }
}

/// Keeps the native style's presenter and driver (made on first use).
@MainActor
final class NativeHost {
    private var made: (presenter: TabBarPresenter, driver: TabBarContainerDriver)?
    /// Presents the action as the container's sheet (`nil`: the app's performer presents it).
    var presentAction: ((TabID, String?) -> Void)?
    /// Where the tabs' screens register their own refresh and scroll to top, and ask to hide the bar.
    private(set) var screens: TabBarScreenReporter?

    func presenter(for store: TabBarKitStore, theme: TabBarTheme, appearance: TabBarAppearance) -> TabBarPresenter {
        if let made, made.presenter.store === store { return made.presenter }
        let presenter = TabBarPresenter(store: store, theme: theme, appearance: appearance, measurer: TabBarSystemTextMeasurer()) {
            Date().timeIntervalSinceReferenceDate
        }
        let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(navigatesChildren: false))
        let feedback = UISelectionFeedbackGenerator()
        driver.perform = { [weak self, weak driver] action in
            switch action {
            case .presentAction(let id, let item): self?.presentAction?(id, item)
            case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
            case .playHaptic(.selection): feedback.selectionChanged()
            case .playHaptic(let impact): UIImpactFeedbackGenerator(style: impact.impactStyle).impactOccurred()
            // A reselect chain's refresh stage or a double tap: the screen's `.onTabBarRefresh`, if one is on screen
            // (else the app's performer, which hears every refresh effect).
            case .refresh(let id): driver?.refresh(id, otherwise: nil)
            // A reselect chain's scroll stage: the screen's `.onTabBarScrollToTop`, if one is on screen (the system
            // `TabView` scrolls a tab's content itself only for its own reselect, which the core's chain replaces).
            case .scrollToTop(let id, _): driver?.scrollToTopHandler(for: id)?()
            default: break  // the TabView shows the selection, mounts its tabs and moves focus itself
            }
        }
        driver.didChange = { [weak presenter] transition in presenter?.record(transition) }
        presenter.send = { [weak driver] event in driver?.send(event) }
        // A system context menu's choice: the system gave its feedback, the core's haptic is not played again.
        presenter.sendWithoutHaptics = { [weak driver] event in driver?.send(event, playsHaptics: false) }
        screens = TabBarScreenReporter(driver: driver)
        made = (presenter, driver)
        return presenter
    }
}
#endif
