#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore
import TabBarHost

/// The expanding menu at the core's frames (``ActionMenuLayout``), each item at its progress.
struct ActionMenuView: View {
    let menu: ActionMenuLayout
    let theme: TabBarTheme
    let appearance: Appearance
    let send: (TabBarEvent) -> Void

    var body: some View {
        let fill = theme.actionButton.fill.resolve(appearance).swiftUI
        let foreground = theme.actionButton.foreground.resolve(appearance).swiftUI
        ForEach(menu.items, id: \.id) { item in
            ZStack(alignment: .topLeading) {
                Circle().fill(fill).placed(item.frame)
                Image(systemName: item.icon ?? "circle").resizable().scaledToFit().foregroundStyle(foreground).placed(item.iconFrame)
                Text(verbatim: item.title)
                    .font(.system(size: item.labelSize, weight: item.labelWeight.swiftUI))
                    .foregroundStyle(theme.items.selected.resolve(appearance).swiftUI)
                    .fixedSize()
                    .placed(item.labelFrame)
            }
            .opacity(item.opacity)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: item.title))
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { send(.actionMenuItemChosen(item.id)) }
        }
    }
}

/// The dimming scrim behind an open menu; a tap on it (the canvas's hit test finds `.scrim`) closes the menu.
struct MenuScrim: View {
    let menu: ActionMenuLayout
    let layout: TabBarLayout
    let send: (TabBarEvent) -> Void

    var body: some View {
        Color.black.opacity(ActionMenuLayout.scrimOpacity)
            .placed(menu.scrimFrame)
            .accessibilityElement()
            .accessibilityLabel(Text("Dismiss menu"))
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { send(.actionMenuDismissed) }
    }
}
#endif
