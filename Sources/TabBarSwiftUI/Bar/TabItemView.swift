#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// One item at its layout frames: the action button's circle, the icon, the label, the badge;
/// with its accessibility element and the animated scale, opacity, rotation and badge pulse.
struct TabItemView: View {
    let item: TabItemLayout
    let tab: TabItem?
    let theme: TabBarTheme
    let appearance: Appearance
    let frame: AnimationFrame?
    let element: AccessibilityElement?
    let send: (TabBarEvent) -> Void

    var body: some View {
        ZStack(alignment: .topLeading) {
            if let button = item.actionButtonFrame {
                actionButton.placed(button)
            }
            icon
                .rotationEffect(.degrees(item.actionButtonFrame != nil ? frame?.actionRotation ?? 0 : 0))
                .scaleEffect(frame?.scale[item.id] ?? 1)
                .placed(item.iconFrame)
            if let label = item.labelFrame, let text = item.labelText {
                Text(verbatim: text)
                    .font(.system(size: item.labelSize, weight: item.labelWeight.swiftUI))
                    .lineLimit(1)
                    .fixedSize()
                    .foregroundStyle(tint)
                    .placed(label)
            }
            if let badge = item.badgeFrame {
                badgeView.scaleEffect(frame?.badgeScale[item.id] ?? 1).placed(badge)
            }
        }
        .opacity(frame?.opacity[item.id] ?? 1)
        .allowsHitTesting(false)
        .modifier(ItemAccessibility(item: item, element: element, tab: tab, send: send))
    }

    var tint: Color {
        let colors = theme.items
        return (!item.isEnabled ? colors.disabled : item.isSelected ? colors.selected : colors.unselected).resolve(appearance).swiftUI
    }

    @ViewBuilder var icon: some View {
        let name = item.isSelected ? tab?.selectedIcon ?? tab?.icon ?? "circle" : tab?.icon ?? "circle"
        let onIndicator = item.isSelected ? theme.indicator.foreground?.resolve(appearance).swiftUI : nil
        Image(systemName: name)
            .resizable()
            .scaledToFit()
            .symbolVariant(item.isSelected && theme.filledSelectedIcons ? .fill : .none)
            .foregroundStyle(item.actionButtonFrame != nil ? theme.actionButton.foreground.resolve(appearance).swiftUI : onIndicator ?? tint)
    }

    @ViewBuilder var actionButton: some View {
        let tokens = theme.actionButton
        let fill = tokens.fill.resolve(appearance).swiftUI
        Circle()
            .fill(tokens.gradientEnd.map { AnyShapeStyle(LinearGradient(colors: [fill, $0.resolve(appearance).swiftUI], startPoint: .topLeading, endPoint: .bottomTrailing)) } ?? AnyShapeStyle(fill))
            .shadow(color: tokens.shadow?.resolve(appearance).swiftUI ?? .clear, radius: ActionButtonTokens.shadowRadius, y: ActionButtonTokens.shadowOffsetY)
    }

    @ViewBuilder var badgeView: some View {
        let fill = theme.badge.fill.resolve(appearance).swiftUI
        if let text = item.badgeText {
            Capsule().fill(fill).overlay {
                Text(verbatim: text)
                    .font(.system(size: theme.typography.badgeSize, weight: theme.typography.badgeWeight.swiftUI))
                    .foregroundStyle(theme.badge.text.resolve(appearance).swiftUI)
                    .lineLimit(1)
                    .fixedSize()
            }
        } else {
            Circle().fill(fill)
        }
    }
}

/// The item's accessibility from the core's element: label, value, hint, traits, custom actions,
/// the large content viewer; activating it sends the same tap the bar would.
struct ItemAccessibility: ViewModifier {
    let item: TabItemLayout
    let element: AccessibilityElement?
    let tab: TabItem?
    let send: (TabBarEvent) -> Void

    func body(content: Content) -> some View {
        content
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: element?.label ?? tab?.title ?? item.id.rawValue))
            .accessibilityValue(Text(verbatim: element?.value ?? ""))
            .accessibilityHint(Text(verbatim: element?.hint ?? ""))
            .accessibilityAddTraits(element?.traits.contains("button") ?? true ? .isButton : [])
            .accessibilityAddTraits(element?.traits.contains("selected") ?? item.isSelected ? .isSelected : [])
            .accessibilityAction { send(.tabTapped(item.id)) }
            .accessibilityActions {
                ForEach(element?.customActions ?? [], id: \.name) { action in
                    Button(action.name) { action.events.forEach(send) }
                }
            }
            .accessibilityShowsLargeContentViewer {
                if let large = element?.largeContent {
                    if let image = large.image { Image(systemName: image) }
                    Text(verbatim: large.title)
                }
            }
            .disabled(!(element?.isEnabled ?? item.isEnabled))
    }
}
#endif
