#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import UIKit

/// The root of a tabbed app: one `NavigationStack` per tab bound to the core's stacks, mounted and
/// evicted as the core's lifecycle says, under TabBarKit's bar (or the system `TabView`).
///
/// ```swift
/// TabBarKitContainer(store: store, routes: AppRoute.self) { (tab: AppTab) in
///     HomeView()
/// } destination: { route in
///     DetailView(route: route)
/// } action: { _, _ in
///     ComposerView()
/// }
/// ```
public struct TabBarKitContainer<AppRoute: TabBarRouteRepresentable, Content: View, Destination: View, ActionContent: View>: View {
    let store: TabBarKitStore
    let style: TabBarKitStyle
    let regularWidth: TabBarRegularWidthPresentation
    let content: (TabID) -> Content
    let destination: (AppRoute) -> Destination
    let action: ((TabID, String?) -> ActionContent)?
    /// The app's own selection state (`selection:`), followed both ways through the store.
    var selection: Binding<TabID>?

    @Environment(\.tabBarTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dynamicTypeSize) private var dynamicType
    @Environment(\.displayScale) private var displayScale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.tabContentTransition) private var contentTransition
    @AccessibilityFocusState private var focusedTab: TabID?
    @State private var presented: PresentedAction?
    @State private var presenters = PresenterHolder()
    @State private var hiddenReports: [TabID: Bool] = [:]
    /// The tab the last selection change left, kept through later changes until its transition settles: a
    /// slide keeps it in view while it leaves.
    @State private var leavingTab: TabID?
    /// The change that made `leavingTab` leave.
    @State private var leavingSequence: Int?
    /// The change after which the last transition settled (no tab is leaving any more).
    @State private var settledSequence: Int?
    @Environment(\.self) private var environment

    /// A container whose tab content is built from the tab's id.
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (TabID) -> Content,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination,
        @ViewBuilder action: @escaping (TabID, String?) -> ActionContent
    ) {
        self.store = store
        self.style = style
        self.regularWidth = regularWidth
        self.content = content
        self.destination = destination
        self.action = action
    }

    /// The theme with the app's tint: `.tabBarTint(_:)`, else the custom bar follows `.tint(_:)` (falling back
    /// to the accent colour when the app set one, else to the theme's colour); see `TabBarTint`.
    var tintedTheme: TabBarTheme {
        TabBarTint.theme(
            theme, resolvedAccent: TabBarColor(Color.accentColor.resolve(in: environment)),
            explicit: environment.tabBarTint.map { TabBarColor($0.resolve(in: environment)) }, followsTint: style == .custom,
            systemBlue: TabBarColor(Color.blue.resolve(in: environment)))
    }

    public var body: some View {
        let appearance = TabBarAppearance(colorScheme, contrast)
        let theme = tintedTheme
        let presenter = presenters.presenter(for: store, theme: theme, appearance: appearance)
        Group {
            switch style {
            case .custom: custom(presenter, theme: theme, appearance: appearance)
            case .native:
                NativeTabView(store: store, presenter: presenter, style: NativeTabBarStyle(theme: theme, appearance: appearance, regularWidth: regularWidth)) { id in stack(id) }
            }
        }
        .environment(\.tabBarStore, store)
        .environment(\.tabBarPresenter, presenter)
        // Launch effects once the view is on screen: the app has set its performer by then.
        .onAppear { presenter.launch() }
        .onChange(of: store.transition.sequence) {
            if let left = store.transition.leftTab { leave(left) }
            presenter.sync()
            perform(store.transition)
        }
        // The app's selection state, both ways: its changes are requests (`shouldSelect` decides), and the
        // store's answer is written back.
        .onChange(of: selection?.wrappedValue, initial: true) { _, wanted in
            guard let selection, let wanted else { return }
            let selected = store.follow(appSelection: wanted)
            if selected != wanted { selection.wrappedValue = selected }
        }
        .onChange(of: store.state.selected) { _, selected in
            if let selection, selection.wrappedValue != selected { selection.wrappedValue = selected }
            // Only once a tab has asked to hide the bar: an app's own `barHiddenChanged` stays untouched.
            if !hiddenReports.isEmpty, let event = store.barHiddenEvent(reported: hiddenReports) { store.send(event) }
        }
        // What tab contents ask for with `.tabBarHidden(_:)` (`.tabBarBadge(_:)` goes to the store itself).
        .onPreferenceChange(TabBarHiddenReport.self) { reported in
            MainActor.assumeIsolated {
                hiddenReports = reported
                if let event = store.barHiddenEvent(reported: reported) { store.send(event) }
            }
        }
        .sensoryFeedback(trigger: store.transition.sequence) { _, _ in
            store.transition.effects.lazy.compactMap { effect -> SensoryFeedback? in
                if case .feedback(let feedback) = TabBarHostAction(effect) { return feedback.sensoryFeedback }
                return nil
            }.first
        }
        .sheet(item: $presented, onDismiss: nil) { presented in
            action?(presented.action, presented.item)
        }
        .background { KeyboardShortcuts(store: store, presenter: presenter) }
        // The platform's signals, each handed to the input layer as it changes.
        .onChange(of: direction, initial: true) { presenter.handle(.layoutDirection(TabBarReadingDirection(direction))) }
        .onChange(of: horizontalSizeClass, initial: true) { presenter.handle(.sizeClasses(horizontal: TabBarSizeClass(horizontalSizeClass), vertical: TabBarSizeClass(verticalSizeClass))) }
        .onChange(of: verticalSizeClass) { presenter.handle(.sizeClasses(horizontal: TabBarSizeClass(horizontalSizeClass), vertical: TabBarSizeClass(verticalSizeClass))) }
        .onChange(of: dynamicType, initial: true) { presenter.handle(.dynamicType(TabBarTextSize(dynamicType))) }
        .onChange(of: reduceMotion, initial: true) { presenter.handle(.reduceMotion(reduceMotion)) }
        .onOpenURL { presenter.handle(.urlOpened($0.absoluteString)) }
        #if !os(visionOS)
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)) { _ in
            presenter.handle(.memoryWarning)
        }
        #endif
    }

    /// TabBarKit's bar over the mounted tabs. Keyboard avoidance stays with the content: only the bar
    /// ignores the keyboard, and the insets it asks for shrink by what the keyboard already covers.
    func custom(_ presenter: TabBarPresenter, theme: TabBarTheme, appearance: TabBarAppearance) -> some View {
        GeometryReader { proxy in
            let insets = presenter.contentInsets.swiftUI
            ZStack(alignment: .topLeading) {
                // Content scrolls under the bar: the insets the layout asks for, as safe-area insets.
                tabs(presenter, width: proxy.size.width)
                    .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: insets.bottom) }
                    .safeAreaInset(edge: direction == .leftToRight ? .leading : .trailing, spacing: 0) { Color.clear.frame(width: insets.leading) }
                    .safeAreaInset(edge: direction == .leftToRight ? .trailing : .leading, spacing: 0) { Color.clear.frame(width: insets.trailing) }
                PresentedBar(
                    presenter: presenter, geometry: BarGeometry(proxy, displayScale: displayScale, direction: direction),
                    theme: theme, appearance: appearance, regularWidth: regularWidth)
                    .ignoresSafeArea()
            }
            #if !os(visionOS)
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)) { note in
                guard let screen = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                presenter.handle(.keyboardFrame(TabBarRect(screen).relative(to: TabBarPoint(proxy.frame(in: .global).origin))))
            }
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
                presenter.handle(.keyboardFrame(nil))
            }
            #endif
        }
    }

    /// The mounted tabs, each in its own `NavigationStack`, where the host places them (`TabBarContentPlacement`):
    /// only the selected one shows, and a change animates them to their new places (a fade, or a slide). A
    /// horizontal pan over them goes to the input layer, which decides whether it switches tabs.
    func tabs(_ presenter: TabBarPresenter, width: CGFloat) -> some View {
        // The change being drawn names the tab it left; a later change that selects nothing keeps the last one
        // until the transition has settled.
        let leaving = settledSequence == store.transition.sequence ? nil : store.transition.leftTab ?? leavingTab
        let live = store.state.order.filter(store.state.lifecycle.isLive)
        // A tab mounted or evicted by this change has no place on the other side of it: the host gives one.
        let transition = switchTransition, direction = store.machine.layoutDirection
        let entry = TabBarContentPlacement.entry(for: transition, width: Double(width), direction: direction)
        let exit = TabBarContentPlacement.exit(for: transition, width: Double(width), direction: direction)
        return ZStack {
            ForEach(live, id: \.self) { id in
                let selected = id == store.state.selected
                let placement = TabBarContentPlacement(
                    of: id, selected: store.state.selected, leaving: leaving, style: contentTransition, machine: store.machine,
                    width: Double(width), reduceMotion: reduceMotion)
                stack(id)
                    .animation(contentAnimation) { $0.modifier(PlacedContent(placement: placement)) }
                    .transition(.asymmetric(
                        insertion: .modifier(active: PlacedContent(placement: entry), identity: PlacedContent(placement: .resting)),
                        removal: .modifier(active: PlacedContent(placement: exit), identity: PlacedContent(placement: .resting))))
                    .allowsHitTesting(selected)
                    .accessibilityHidden(!selected)
                    .accessibilityFocused($focusedTab, equals: id)
            }
        }
        .animation(contentAnimation, value: live)
        .simultaneousGesture(DragGesture(minimumDistance: TabBarInput.touchSlop, coordinateSpace: .global).onEnded { value in
            presenter.handle(.contentPan(start: TabBarPoint(value.startLocation), translation: TabBarPoint(x: value.translation.width, y: value.translation.height),
                                         velocity: TabBarPoint(x: value.velocity.width, y: value.velocity.height)))
        })
    }

    /// The content's transition for the store's last change, as the host decides it.
    var switchTransition: TabSwitchTransition {
        TabSwitchTransition(for: store.transition, machine: store.machine, style: contentTransition, motion: theme.motion, reduceMotion: reduceMotion)
    }

    /// The content's animation for the store's last change.
    var contentAnimation: Animation? { switchTransition.contentAnimation }

    /// Keeps `tab` in view while the transition that left it settles, then lets it go (off screen, it would
    /// still be drawn beside a container that does not fill the window).
    func leave(_ tab: TabID) {
        let sequence = store.transition.sequence, settle = switchTransition.settlingTime
        leavingTab = tab
        leavingSequence = sequence
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(settle))
            guard leavingSequence == sequence else { return }
            // Off screen by then: it disappears at once rather than fading over another transition.
            var instant = Transaction()
            instant.disablesAnimations = true
            withTransaction(instant) {
                leavingTab = nil
                settledSequence = store.transition.sequence
            }
        }
    }

    /// A tab's `NavigationStack`, its path bound to the core's stack for that tab.
    func stack(_ id: TabID) -> some View {
        NavigationStack(path: Binding(get: { store.path(of: id, as: AppRoute.self) }, set: { store.setPath($0, of: id) })) {
            content(id).navigationDestination(for: AppRoute.self, destination: destination)
        }
        .environment(\.tabBarCurrentTab, id)
    }

    /// What the container itself does for a change's effects; the app's performer has had them all.
    func perform(_ transition: TabBarTransition) {
        for effect in transition.effects {
            switch TabBarHostAction(effect) {
            case .announce(let text):
                AccessibilityNotification.Announcement(text).post()
            case .focus(let id):
                // After the time it takes to speak what this change announced (the host's), so it is heard whole.
                let delay = TabBarAccessibilityTiming.focusDelay(before: id, in: transition.effects)
                if delay > 0 {
                    Task { @MainActor in
                        try? await Task.sleep(for: .seconds(delay))
                        if store.state.selected == id { focusedTab = id }  // another switch came first: its own follows
                    }
                } else {
                    focusedTab = id
                }
            case .app(.presentAction(let id, let item)) where action != nil:
                presented = PresentedAction(action: id, item: item)
            default:
                // Selection, mounting, stacks, menu and visibility follow the state; scroll to top is
                // `tabBarScrollsToTop()`; feedback is `sensoryFeedback` above.
                break
            }
        }
    }
}

extension TabBarKitContainer where ActionContent == EmptyView {
    /// A container without an action sheet (the app presents its action from the performer).
    public init(
        store: TabBarKitStore, style: TabBarKitStyle = .custom, regularWidth: TabBarRegularWidthPresentation = .floatingBar,
        routes: AppRoute.Type = AppRoute.self,
        @ViewBuilder content: @escaping (TabID) -> Content,
        @ViewBuilder destination: @escaping (AppRoute) -> Destination
    ) {
        self.store = store
        self.style = style
        self.regularWidth = regularWidth
        self.content = content
        self.destination = destination
        self.action = nil
    }
}

/// The action being presented as a sheet.
struct PresentedAction: Identifiable, Hashable {
    let action: TabID
    let item: String?
    var id: String { action.rawValue + "/" + (item ?? "") }
}

/// Command-1 … 9 as keyboard shortcuts, from the core's key commands, handed to the input layer as keys.
struct KeyboardShortcuts: View {
    let store: TabBarKitStore
    let presenter: TabBarPresenter

    var body: some View {
        ZStack {
            ForEach(store.machine.keyCommands, id: \.self) { command in
                if case .commandDigit(let digit) = command.input, let key = String(digit).first {
                    Button(command.title) { presenter.handle(.key(TabBarKeyPress(command: command.input))) }
                        .keyboardShortcut(KeyEquivalent(key), modifiers: .command)
                }
            }
        }
        .opacity(0)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
}

/// Keeps one presenter per container (made on first use, with the look of that moment).
@MainActor
final class PresenterHolder {
    private var made: TabBarPresenter?

    func presenter(for store: TabBarKitStore, theme: TabBarTheme, appearance: TabBarAppearance) -> TabBarPresenter {
        if let made, made.store === store { return made }
        let presenter = TabBarPresenter(store: store, theme: theme, appearance: appearance, measurer: TabBarSystemTextMeasurer()) {
            Date().timeIntervalSinceReferenceDate
        }
        made = presenter
        return presenter
    }
}
#endif
