#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// The bar drawn at the core's frames, in screen coordinates, for one animation frame.
///
/// Every frame, colour and progress comes from the core (``TabBarLayout``, ``ActionMenuLayout``,
/// ``AnimationFrame``, ``AccessibilityElement``); this view only translates them into views.
struct TabBarCanvas: View {
    let configuration: TabBarConfiguration
    let layout: TabBarLayout
    let theme: TabBarTheme
    let appearance: Appearance
    let frame: AnimationFrame?
    let previousSelection: TabID?
    let elements: [AccessibilityElement]
    let send: (TabBarEvent) -> Void

    var body: some View {
        let size = layout.environment.containerSize
        ZStack(alignment: .topLeading) {
            if let menu { MenuScrim(menu: menu, layout: layout, send: send) }
            background
            if let menu { ActionMenuView(menu: menu, theme: theme, appearance: appearance, send: send) }
            indicator
            ForEach(layout.items, id: \.id) { item in
                TabItemView(item: item, tab: configuration.tab(item.id), theme: theme, appearance: appearance, frame: frame,
                            element: elements.first { $0.id == item.id }, send: send)
            }
            // The action button also takes a long press, which opens its menu (the core decides what follows).
            ForEach(layout.items.filter { $0.role == .action }, id: \.id) { item in
                Color.clear
                    .contentShape(Circle())
                    .onTapGesture { send(.tabTapped(item.id)) }
                    .onLongPressGesture { send(.actionMenuOpened(item.id)) }
                    .accessibilityHidden(true)
                    .placed(item.actionButtonFrame ?? item.hitFrame)
            }
            ForEach(Array(layout.edgeFades.enumerated()), id: \.offset) { _, fade in
                LinearGradient(colors: [fadeColor, fadeColor.opacity(0)], startPoint: fade.opaqueAtLeft ? .leading : .trailing,
                               endPoint: fade.opaqueAtLeft ? .trailing : .leading)
                    .allowsHitTesting(false)
                    .placed(fade.frame)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .contentShape(BarHitShape(layout: layout, menuOpen: menu != nil))
        .gesture(SpatialTapGesture().onEnded { value in
            switch layout.hit(Point(x: value.location.x, y: value.location.y)) {
            case .tab(let id)?: send(.tabTapped(id))
            case .actionMenuItem(_, let item)?: send(.actionMenuItemChosen(item))
            case .scrim?: send(.actionMenuDismissed)
            case nil: break
            }
        })
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
        // The core lays out right to left itself, in screen coordinates: SwiftUI must not mirror it again.
        .environment(\.layoutDirection, .leftToRight)
    }

    /// The menu to draw: each item at its animated progress, or the open menu at rest.
    var menu: ActionMenuLayout? {
        if let frame, !frame.menuProgress.isEmpty, let action = layout.menuAction {
            return layout.actionMenu(for: action, progress: { frame.menuProgress[$0] ?? 0 }, reduceMotion: frame.reduceMotion)
        }
        return layout.actionMenu
    }

    var fadeColor: Color { theme.backgroundColors(appearance)[0].swiftUI }

    @ViewBuilder var background: some View {
        let fill = BarFill(theme: theme, appearance: appearance)
        switch layout.background {
        case .rectangle(let rect): fill.shape(Rectangle()).placed(rect)
        case .roundedRect(let rect, let radius): fill.shape(RoundedRectangle(cornerRadius: radius, style: .continuous)).placed(rect)
        case .notched(let path): fill.shape(AbsolutePath(path: path.swiftUI))
        }
        if let hairline = layout.hairline, let color = theme.hairline {
            Rectangle().fill(color.resolve(appearance).swiftUI).placed(hairline)
        }
    }

    @ViewBuilder var indicator: some View {
        let selected = layout.items.first(where: \.isSelected)?.id
        let sliding = frame?.indicatorProgress.flatMap { progress in
            previousSelection.flatMap { from in selected.flatMap { layout.indicatorFrame(from: from, to: $0, progress: progress) } }
        }
        if let rect = sliding ?? layout.indicator {
            IndicatorView(style: layout.indicatorStyle, color: theme.indicator.color.resolve(appearance).swiftUI)
                .opacity(frame?.indicatorOpacity ?? 1)
                .placed(rect)
                .allowsHitTesting(false)
        }
    }
}

/// A path in the canvas's own coordinates (the notched bar's outline).
struct AbsolutePath: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

/// Where the canvas takes touches: the bar's bounds, or the whole screen while a menu's scrim is up.
struct BarHitShape: Shape {
    let layout: TabBarLayout
    let menuOpen: Bool
    func path(in rect: CGRect) -> Path {
        if menuOpen { return Path(rect) }
        guard !layout.isHidden else { return Path() }
        let b = layout.bounds
        return Path(CGRect(x: b.x, y: b.y, width: b.width, height: b.height))
    }
}

/// The theme's background paint: a colour, a vertical gradient, or a system material (material, glass).
struct BarFill {
    let theme: TabBarTheme
    let appearance: Appearance

    @ViewBuilder func shape<S: Shape>(_ shape: S) -> some View {
        let color = theme.background.color.resolve(appearance).swiftUI
        switch theme.background.style {
        case .gradient:
            let end = (theme.background.gradientEnd ?? theme.background.color).resolve(appearance).swiftUI
            shape.fill(LinearGradient(colors: [color, end], startPoint: .top, endPoint: .bottom))
        case .material:
            shape.fill(.regularMaterial).overlay(shape.fill(color))
        case .glass:
            shape.fill(.ultraThinMaterial).overlay(shape.fill(color))
        default:
            shape.fill(color)
        }
    }
}

/// The selection indicator in its style.
struct IndicatorView: View {
    let style: IndicatorStyle
    let color: Color

    var body: some View {
        switch style {
        case .underline, .pill: Capsule().fill(color)
        case .dot: Circle().fill(color)
        case .glow:
            Circle().fill(EllipticalGradient(stops: IndicatorStyle.glowStops.map { Gradient.Stop(color: color.opacity($0.opacity), location: $0.location) }))
        default: EmptyView()
        }
    }
}
#endif
