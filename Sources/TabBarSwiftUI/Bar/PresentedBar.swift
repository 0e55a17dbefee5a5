#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarDisplay
import TabBarHost

/// TabBarKit's bar in SwiftUI: the presenter's display list painted in canvases inside a `TimelineView` that
/// pauses when nothing moves (at rest, the breathing glow runs as a repeating SwiftUI animation of its own),
/// materials under them, accessibility over them (outside the timeline: made again only when the bar changes,
/// never per frame), and every touch handed to the input layer as it happens. It decides nothing: the list,
/// the hit testing and the motion are the core's.
struct PresentedBar: View {
    let presenter: TabBarPresenter
    let theme: TabBarTheme
    let appearance: TabBarAppearance
    let regularWidth: TabBarRegularWidthPresentation
    /// The container's size: a new one draws the bar again (the UIKit container has given the presenter its layout).
    let containerSize: CGSize
    @State private var tracking = false
    @GestureState private var touching = false
    @FocusState private var focused: Bool
    @Environment(\.legibilityWeight) private var legibilityWeight

    var body: some View {
        // Inputs that are not signals: the look (stored, not observed; this view redraws for them). The container's
        // size and safe area come from the UIKit container the bar is hosted in, its one writer.
        let _ = presenter.update(theme: theme, appearance: appearance)
        let _ = presenter.update(regularWidth: regularWidth)
        let _ = presenter.revision
        let interval = presenter.frameInterval
        // The bar as it stands (touches, accessibility); the timeline only repaints the picture.
        let shown = presenter.frame()
        ZStack(alignment: .topLeading) {
            TimelineView(.animation(minimumInterval: nil, paused: interval == nil)) { timeline in
                // The presenter's own clock (the container's media time): the timeline only says when to draw.
                let _ = timeline.date
                BarPicture(frame: presenter.frame(), tint: presenter.tintFallback)
            }
            .allowsHitTesting(false)
            BarAccessibility(frame: shown, presenter: presenter)
            if shown.isModal {
                // Escape closes the open menu (the input layer says so); registered only while it is open.
                Button(TabBarAccessibilityTarget.dismissLabel) { presenter.handle(.key(TabBarKeyPress(.escape))) }
                    .keyboardShortcut(.cancelAction)
                    .opacity(0)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        }
        .contentShape(TouchAreaShape(area: shown.touchArea))
        .simultaneousGesture(touches)
        .onChange(of: touching) {
            // The system took the touch away before it ended.
            if !touching && tracking {
                tracking = false
                presenter.handle(.touchCancelled)
            }
        }
        .onChange(of: legibilityWeight, initial: true) { presenter.handle(.boldText(legibilityWeight == .bold)) }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(shown.isModal ? [.isTabBar, .isModal] : .isTabBar)
        // A selection the bar has no item for is the bar's value ("Settings, not in the tab bar").
        .accessibilityValue(Text(verbatim: shown.containerValue ?? ""))
        .focusable()
        .focused($focused)
        .focusEffectDisabled()
        // A sidebar's focus ring is the keyboard's: it goes with the focus.
        .onChange(of: focused) { presenter.handle(.keyboardFocus(focused)) }
        // Heard only while the bar has the focus: the arrows are the bar's then (the input layer's rule).
        .onKeyPress(phases: .down) { press in presenter.handle(.key(TabBarKeyPress(press, barFocused: true))).handled ? .handled : .ignored }
        // The core lays out right to left itself, in screen coordinates: SwiftUI must not mirror it again.
        // Reading order does not come from positions but from each element's sort priority.
        .environment(\.layoutDirection, .leftToRight)
    }

    /// Every touch, raw: down where it lands, each move, up where it lifts; the input layer makes taps,
    /// drags of a scrolling bar and long presses of them, and takes none while the bar is hidden.
    var touches: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($touching) { _, state, _ in state = true }
            .onChanged { value in
                if !tracking {
                    tracking = true
                    presenter.handle(.touchDown(TabBarPoint(value.startLocation)))
                }
                presenter.handle(.touchMoved(TabBarPoint(value.location)))
            }
            .onEnded { value in
                tracking = false
                presenter.handle(.touchUp(TabBarPoint(value.location)))
            }
    }
}

/// The core's accessibility elements over the canvas, at their frames, read in the core's order; each
/// activation and custom action goes through the input layer; the large content viewer shows over each item whose
/// text the core says is cut. The
/// elements keep their identity (a tab, a menu target), so a badge change updates one in place and VoiceOver
/// stays on it; when the menu opens, focus moves to its first item, and back to the action when it closes
/// (``TabBarAccessibilityUpdate``).
struct BarAccessibility: View {
    let frame: TabBarFrame
    let presenter: TabBarPresenter
    @AccessibilityFocusState private var focus: TabBarAccessibilityUpdate.Identity?
    @State private var previous: [TabBarAccessibilityUpdate.Identity]?
    /// Read so the large content viewer's image is resolved again when a registered image changes (a new revision is
    /// not an accessibility change).
    @Environment(\.tabBarImageRevisions) private var imageRevisions

    var body: some View {
        let elements = frame.accessibilityElements
        // The body depends on the registered images' revisions: the viewer's content below is made again with each.
        let _ = imageRevisions
        // The reading order: in a sidebar its headers, actions and footers among the tabs' rows, then the menu.
        let order = TabBarAccessibilityUpdate.identities(frame)
        let count = order.count
        let priority = { (identity: TabBarAccessibilityUpdate.Identity) in
            TabBarFrame.accessibilitySortPriority(index: order.firstIndex(of: identity) ?? count, count: count)
        }
        // One view that is always there, so the focus moves follow every change (a modifier on a `ForEach` would
        // go to each of its elements, and to none while the menu is closed).
        ZStack(alignment: .topLeading) {
        ForEach(elements, id: \.id) { element in
            if let place = element.frame {
                Color.clear
                    .contentShape(Rectangle())
                    .placed(place)
                    .accessibilityElement()
                    .accessibilityLabel(Text(verbatim: element.label))
                    .accessibilityValue(Text(verbatim: element.value ?? ""))
                    .accessibilityHint(Text(verbatim: element.hint ?? ""))
                    .accessibilityAddTraits(AccessibilityTraits(coreTraits: element.traits))
                    .accessibilitySortPriority(priority(.tab(element.id)))
                    .accessibilityAction { presenter.handle(.accessibilityActivated(.tab(element.id))) }
                    .accessibilityActions {
                        ForEach(element.customActions, id: \.name) { action in
                            Button(action.name) { presenter.handle(.accessibilityAction(action)) }
                        }
                    }
                    .accessibilityScrollAction { edge in scroll(edge) }
                    // A disabled tab is spoken as dimmed ("notEnabled"), as UIKit's trait says.
                    .disabled(!element.isEnabled)
                    .accessibilityFocused($focus, equals: .tab(element.id))
            }
        }
        ForEach(frame.menuTargets + frame.sidebarTargets, id: \.hit) { target in
            Color.clear
                .placed(target.frame)
                .allowsHitTesting(false)
                .accessibilityElement()
                .accessibilityLabel(Text(verbatim: target.label))
                .accessibilityValue(Text(verbatim: target.value ?? ""))
                .accessibilityAddTraits(AccessibilityTraits(coreTraits: target.traits))
                .accessibilitySortPriority(priority(.target(target.hit)))
                .accessibilityAction { presenter.handle(.accessibilityActivated(target.hit)) }
                // VoiceOver's escape gesture closes the menu, as its scrim and Escape do.
                .accessibilityAction(.escape) { presenter.handle(.accessibilityEscape) }
                .accessibilityScrollAction { edge in scroll(edge) }
                .accessibilityFocused($focus, equals: .target(target.hit))
        }
        // The large content viewer only where the core says text shows cut (a tab whose title is cut, a sidebar
        // header, action or footer), each over its frame and hit-testable, so the viewer's long press finds it; nowhere
        // else, so a tab that fits keeps its long-press menu and the menu and its scrim have none. On top of the
        // elements; the bar's touches still reach the input layer (the gesture is the parent's, simultaneous).
        ForEach(largeContentSpots, id: \.hit) { spot in
            Color.clear
                .contentShape(Rectangle())
                .placed(spot.frame)
                .accessibilityShowsLargeContentViewer {
                    // The image registered now (the body reads its revision), in the mode the bar draws it in.
                    if let image = spot.content.icon?.uiImage { Image(uiImage: image) }
                    Text(verbatim: spot.content.title)
                }
                // VoiceOver reads the element under it; this view is only the viewer's.
                .accessibilityHidden(true)
        }
        }
        .onChange(of: TabBarAccessibilityUpdate.identities(frame), initial: true) { _, now in
            let update = TabBarAccessibilityUpdate(from: previous, to: frame)
            previous = now
            if let target = update.focus { focus = target }
        }
        // VoiceOver moved onto an element: a sidebar row scrolled away scrolls into view (the input layer decides).
        .onChange(of: focus) { _, now in
            switch now {
            case .tab(let id): presenter.handle(.accessibilityFocused(.tab(id)))
            case .target(let hit): presenter.handle(.accessibilityFocused(hit))
            case nil: break
            }
        }
    }
}

extension BarAccessibility {
    /// Where the large content viewer shows and what: each tab element whose title shows cut
    /// (``TabBarAccessibilityElement/largeContent``) and each sidebar row the layout shows cut
    /// (``TabBarSidebarRowLayout/largeContentTitle``), as UIKit's bar lists them.
    var largeContentSpots: [(hit: TabBarHit, frame: TabBarRect, content: TabBarLargeContent)] {
        let tabs = frame.accessibilityElements.compactMap { element in
            element.largeContent.flatMap { large in element.frame.map { (hit: TabBarHit.tab(element.id), frame: $0, content: large) } }
        }
        let rows = (frame.layout.sidebar?.rows ?? []).compactMap { row in
            row.largeContentTitle.map { (hit: TabBarHit.sidebarRow(row.item), frame: row.frame, content: TabBarLargeContent(title: $0, icon: row.icon)) }
        }
        return tabs + rows
    }

    /// VoiceOver's three-finger scroll over a sidebar (SwiftUI gives the edge it scrolls toward: the top shows the rows
    /// above): the input layer moves it a page and VoiceOver hears which rows show, as UIKit's `accessibilityScroll(_:)`
    /// does; over a bar, or at an end, nothing happens.
    func scroll(_ edge: Edge) {
        let direction: TabBarScrollDirection
        switch edge {
        case .top: direction = .up
        case .bottom: direction = .down
        default: return
        }
        guard let page = presenter.handle(.accessibilityScroll(direction)).pageScrolled else { return }
        AccessibilityNotification.PageScrolled(page.announcement(phrases: presenter.store.machine.phrases)).post()
    }
}

extension AccessibilityTraits {
    /// SwiftUI's traits for the core's trait names (`button`, `selected`; `notEnabled` is the view's disabled state).
    init(coreTraits names: [String]) {
        self = names.reduce(into: []) { traits, name in
            switch name {
            case "button": traits.formUnion(.isButton)
            case "selected": traits.formUnion(.isSelected)
            case "header": traits.formUnion(.isHeader)
            case "staticText": traits.formUnion(.isStaticText)
            default: break
            }
        }
    }
}

extension TabBarKeyPress {
    /// A SwiftUI key press as the input layer takes it (a focused text field keeps its keys before they reach the bar).
    init(_ press: KeyPress, barFocused: Bool) {
        var modifiers: TabBarKeyModifiers = []
        if press.modifiers.contains(.command) { modifiers.insert(.command) }
        if press.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if press.modifiers.contains(.option) { modifiers.insert(.option) }
        if press.modifiers.contains(.control) { modifiers.insert(.control) }
        let key: TabBarKey
        switch press.key {
        case .leftArrow: key = .leftArrow
        case .rightArrow: key = .rightArrow
        case .upArrow: key = .upArrow
        case .downArrow: key = .downArrow
        case .return, .space: key = .enter
        case .escape: key = .escape
        default: key = press.characters.first?.wholeNumberValue.map(TabBarKey.digit) ?? .other
        }
        self.init(key, modifiers: modifiers, textInputFocused: false, barFocused: barFocused)
    }
}
#endif
