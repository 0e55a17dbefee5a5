#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost
import UIKit

/// The root of a tabbed app: one `NavigationStack` per tab bound to the core's stacks, mounted and
/// evicted as the core's lifecycle says, under TabBarKit's bar (or the system `TabView`).
///
/// ```swift
/// TabBarContainer(store: store, routes: AppRoute.self) { (tab: AppTab) in
///     HomeView()
/// } destination: { route in
///     DetailView(route: route)
/// } action: { _, _ in
///     ComposerView()
/// }
/// ```
public struct TabBarContainer<AppRoute: RouteRepresentable, Content: View, Destination: View, ActionContent: View>: View {
    let store: TabBarStore
    let style: TabBarStyle
    let regularWidth: RegularWidthPresentation
    let content: (TabID) -> Content
    let destination: (AppRoute) -> Destination
    let action: ((TabID, String?) -> ActionContent)?

    @Environment(\.tabBarTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dynamicTypeSize) private var dynamicType
    @Environment(\.displayScale) private var displayScale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @AccessibilityFocusState private var focusedTab: TabID?
    @State private var presented: PresentedAction?

    /// A container whose tab content is built from the tab's id.
    public init(
        store: TabBarStore, style: TabBarStyle = .custom, regularWidth: RegularWidthPresentation = .floatingBar,
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

    public var body: some View {
        Group {
            switch style {
            case .custom: custom
            case .native:
                NativeTabView(store: store, theme: theme, appearance: Appearance(colorScheme, contrast)) { id in stack(id) }
            }
        }
        .environment(\.tabBarStore, store)
        .onAppear { store.launch() }
        .onChange(of: store.transition.sequence) { perform(store.transition) }
        .sensoryFeedback(trigger: store.transition.sequence) { _, _ in
            store.transition.effects.lazy.compactMap { effect -> SensoryFeedback? in
                if case .feedback(let feedback) = HostAction(effect) { return feedback.sensoryFeedback }
                return nil
            }.first
        }
        .sheet(item: $presented, onDismiss: nil) { presented in
            action?(presented.action, presented.item)
        }
        .background { KeyboardShortcuts(store: store) }
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            store.send(.keyPressed(press.key == .leftArrow ? .leftArrow : .rightArrow))
            return .handled
        }
        #if !os(visionOS)
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
            store.send(.keyboardChanged(isShown: true))
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
            store.send(.keyboardChanged(isShown: false))
        }
        #endif
    }

    /// TabBarKit's bar over the mounted tabs, at the core's layout.
    var custom: some View {
        GeometryReader { proxy in
            let environment = LayoutEnvironment(
                proxy, scale: displayScale, horizontal: horizontalSizeClass, vertical: verticalSizeClass, direction: direction,
                dynamicType: dynamicType, keyboardVisible: store.state.visibilityReasons.keyboardShown)
            let layout = TabBarLayout(
                configuration: store.configuration, state: store.state, environment: environment, theme: theme,
                measurer: SystemTextMeasurer(), regularWidth: regularWidth)
            let appearance = Appearance(colorScheme, contrast)
            let insets = store.visibility == .hidden ? EdgeInsets() : layout.contentInsets.swiftUI
            ZStack(alignment: .topLeading) {
                // Content scrolls under the bar: the insets the layout asks for, as safe-area insets.
                tabs
                    .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: insets.bottom) }
                    .safeAreaInset(edge: direction == .leftToRight ? .leading : .trailing, spacing: 0) { Color.clear.frame(width: insets.leading) }
                    .safeAreaInset(edge: direction == .leftToRight ? .trailing : .leading, spacing: 0) { Color.clear.frame(width: insets.trailing) }
                if store.visibility != .hidden && !layout.isHidden {
                    AnimatedTabBar(store: store, layout: layout, theme: theme, appearance: appearance)
                        .ignoresSafeArea()
                }
            }
        }
        .ignoresSafeArea(.keyboard)
    }

    /// The mounted tabs, each in its own `NavigationStack`; only the selected one shows.
    var tabs: some View {
        ZStack {
            ForEach(store.state.order.filter(store.state.lifecycle.isLive), id: \.self) { id in
                let selected = id == store.state.selected
                stack(id)
                    .opacity(selected ? 1 : 0)
                    .allowsHitTesting(selected)
                    .accessibilityHidden(!selected)
                    .accessibilityFocused($focusedTab, equals: id)
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
            switch HostAction(effect) {
            case .announce(let text):
                AccessibilityNotification.Announcement(text).post()
            case .focus(let id):
                focusedTab = id
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

extension TabBarContainer where ActionContent == EmptyView {
    /// A container without an action sheet (the app presents its action from the performer).
    public init(
        store: TabBarStore, style: TabBarStyle = .custom, regularWidth: RegularWidthPresentation = .floatingBar,
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

/// Command-1 … 9 as keyboard shortcuts, from the core's key commands.
struct KeyboardShortcuts: View {
    let store: TabBarStore

    var body: some View {
        ZStack {
            ForEach(store.machine.keyCommands, id: \.self) { command in
                if case .commandDigit(let digit) = command.input, let key = String(digit).first {
                    Button(command.title) { store.send(command.event) }
                        .keyboardShortcut(KeyEquivalent(key), modifiers: .command)
                }
            }
        }
        .opacity(0)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
}
#endif
