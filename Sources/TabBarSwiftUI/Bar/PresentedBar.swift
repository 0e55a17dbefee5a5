#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarDisplay
import TabBarHost

/// TabBarKit's bar in SwiftUI: the presenter's display list painted in a `Canvas` inside a `TimelineView`
/// that pauses when nothing moves, materials under it, accessibility over it, and every touch handed to
/// the input layer as it happens. It decides nothing: the list, the hit testing and the motion are the core's.
struct PresentedBar: View {
    let presenter: TabBarPresenter
    let geometry: BarGeometry
    let theme: TabBarTheme
    let appearance: TabBarAppearance
    let regularWidth: TabBarRegularWidthPresentation
    @State private var tracking = false
    @GestureState private var touching = false

    var body: some View {
        // Inputs that are not signals: the container, the look (stored, not observed; this view redraws for them).
        let _ = presenter.updateContainer(safeRegionSize: geometry.safeRegion, safeArea: geometry.safeArea, displayScale: geometry.displayScale)
        let _ = presenter.update(theme: theme, appearance: appearance)
        let _ = presenter.update(regularWidth: regularWidth)
        let _ = presenter.revision
        let interval = presenter.frameInterval
        TimelineView(.animation(minimumInterval: interval == 0 ? nil : interval, paused: interval == nil)) { timeline in
            let frame = presenter.frame(at: timeline.date.timeIntervalSinceReferenceDate)
            ZStack(alignment: .topLeading) {
                BarBackdrops(backdrops: frame.list.backdrops)
                Canvas { context, _ in
                    var painter = SwiftUIDisplayPainter(context: context)
                    frame.list.paint(into: &painter)
                }
                .allowsHitTesting(false)
                // Where the app set no `.tint(_:)`, the tint falls back to the accent colour: the theme's here.
                .accentColor(presenter.tintFallback.swiftUI)
                BarAccessibility(frame: frame, presenter: presenter)
            }
            .contentShape(TouchAreaShape(area: frame.layout.touchArea))
        }
        .simultaneousGesture(touches)
        .onChange(of: touching) {
            // The system took the touch away before it ended.
            if !touching && tracking {
                tracking = false
                presenter.handle(.touchCancelled)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
        .focusable()
        .focusEffectDisabled()
        .onKeyPress(phases: .down) { press in presenter.handle(.key(TabBarKeyPress(press))).handled ? .handled : .ignored }
        // The core lays out right to left itself, in screen coordinates: SwiftUI must not mirror it again.
        // Reading order does not come from positions but from each element's sort priority.
        .environment(\.layoutDirection, .leftToRight)
    }

    /// Every touch, raw: down where it lands, each move, up where it lifts; the input layer makes taps,
    /// drags of a scrolling bar and long presses of them.
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
/// activation and custom action goes through the input layer; the large content viewer shows on each item.
struct BarAccessibility: View {
    let frame: TabBarFrame
    let presenter: TabBarPresenter

    var body: some View {
        let elements = frame.accessibilityElements
        ForEach(Array(elements.enumerated()), id: \.element.id) { index, element in
            if let place = element.frame {
                Color.clear
                    .contentShape(Rectangle())
                    .placed(place)
                    .accessibilityElement()
                    .accessibilityLabel(Text(verbatim: element.label))
                    .accessibilityValue(Text(verbatim: element.value ?? ""))
                    .accessibilityHint(Text(verbatim: element.hint ?? ""))
                    .accessibilityAddTraits(AccessibilityTraits(coreTraits: element.traits))
                    .accessibilitySortPriority(TabBarFrame.accessibilitySortPriority(index: index, count: elements.count))
                    .accessibilityAction { presenter.handle(.accessibilityActivated(.tab(element.id))) }
                    .accessibilityActions {
                        ForEach(element.customActions, id: \.name) { action in
                            Button(action.name) { presenter.handle(.accessibilityAction(action)) }
                        }
                    }
                    .accessibilityShowsLargeContentViewer {
                        if let large = element.largeContent {
                            if let image = large.icon?.uiImage { Image(uiImage: image) }
                            Text(verbatim: large.title)
                        }
                    }
            }
        }
        ForEach(Array(frame.menuTargets.enumerated()), id: \.offset) { index, target in
            Color.clear
                .placed(target.frame)
                .allowsHitTesting(false)
                .accessibilityElement()
                .accessibilityLabel(Text(verbatim: target.label))
                .accessibilityAddTraits(.isButton)
                .accessibilitySortPriority(TabBarFrame.accessibilitySortPriority(index: elements.count + index, count: elements.count + frame.menuTargets.count))
                .accessibilityAction { presenter.handle(.accessibilityActivated(target.hit)) }
        }
    }
}

extension AccessibilityTraits {
    /// SwiftUI's traits for the core's trait names (`button`, `selected`; `notEnabled` is the view's disabled state).
    init(coreTraits names: [String]) {
        self = names.reduce(into: []) { traits, name in
            switch name {
            case "button": traits.formUnion(.isButton)
            case "selected": traits.formUnion(.isSelected)
            default: break
            }
        }
    }
}

extension TabBarKeyPress {
    /// A SwiftUI key press as the input layer takes it (a focused text field keeps its keys before they reach the bar).
    init(_ press: KeyPress) {
        var modifiers: TabBarKeyModifiers = []
        if press.modifiers.contains(.command) { modifiers.insert(.command) }
        if press.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if press.modifiers.contains(.option) { modifiers.insert(.option) }
        if press.modifiers.contains(.control) { modifiers.insert(.control) }
        let key: TabBarKey
        switch press.key {
        case .leftArrow: key = .leftArrow
        case .rightArrow: key = .rightArrow
        case .escape: key = .escape
        default: key = press.characters.first?.wholeNumberValue.map(TabBarKey.digit) ?? .other
        }
        self.init(key, modifiers: modifiers, textInputFocused: false)
    }
}
#endif
