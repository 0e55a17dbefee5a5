#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

/// An item the large content viewer shows at accessibility text sizes.
@MainActor
final class TabBarLargeContentItem: NSObject, UILargeContentViewerItem {
    let hit: TabBarHit
    let frame: CGRect
    let showsLargeContentViewer: Bool
    let largeContentTitle: String?
    /// The icon the viewer shows, resolved when UIKit asks (it reads the property when it shows the item): the image
    /// registered now, in the rendering mode the bar draws it in (`TabIcon.uiImage`), never one kept from an older build.
    let largeContentIcon: TabIcon?
    var largeContentImage: UIImage? { largeContentIcon?.uiImage }
    let scalesLargeContentImage = true
    let largeContentImageInsets = UIEdgeInsets.zero

    init(hit: TabBarHit, frame: CGRect, content: TabBarLargeContent?) {
        self.hit = hit
        self.frame = frame
        showsLargeContentViewer = content != nil
        largeContentTitle = content?.title
        largeContentIcon = content?.icon
    }
}

/// An element whose activation goes to the input layer, like a tap on what it stands for.
final class TabBarAccessibilityElement: UIAccessibilityElement {
    var activate: (() -> Void)?
    /// Told when VoiceOver moves onto the element (a sidebar row scrolled away scrolls into view).
    var focused: (() -> Void)?

    override func accessibilityElementDidBecomeFocused() {
        super.accessibilityElementDidBecomeFocused()
        focused?()
    }

    override func accessibilityActivate() -> Bool {
        activate?()
        return activate != nil
    }
}

extension TabBarKitView {
    /// The elements from the core's model, in its reading order (the items — in a sidebar, among its headers,
    /// actions and footers — then the open menu's items and its scrim), kept by what they stand for: an element
    /// whose words, traits or frame changed (a badge came in) is updated in place, so VoiceOver stays on it; the list
    /// is made again only when elements come or go (a menu opens, a section collapses), with a layout-changed
    /// notification that takes VoiceOver to the menu's first item (and back to the tab that owns it when it closes).
    /// While the menu is open the bar is modal. Never per frame.
    func updateAccessibility(_ frame: TabBarFrame, _ update: TabBarAccessibilityUpdate) {
        accessibilityViewIsModal = frame.isModal
        // A selection the bar has no item for is the bar's value ("Settings, not in the tab bar").
        accessibilityValue = frame.containerValue
        guard update.change != .none else { return }
        var kept: [TabBarAccessibilityUpdate.Identity: TabBarAccessibilityElement] = [:]
        for element in frame.accessibilityElements {
            let identity = TabBarAccessibilityUpdate.Identity.tab(element.id)
            let item = accessibilityItems[identity] ?? TabBarAccessibilityElement(accessibilityContainer: self)
            item.accessibilityIdentifier = element.id.rawValue
            item.accessibilityLabel = element.label
            item.accessibilityValue = element.value
            item.accessibilityHint = element.hint
            item.accessibilityTraits = UIAccessibilityTraits(coreTraits: element.traits)
            item.accessibilityFrameInContainerSpace = element.frame?.cgRect ?? .zero
            item.activate = { [weak self] in self?.presenter?.handle(.accessibilityActivated(.tab(element.id))) }
            item.focused = { [weak self] in self?.presenter?.handle(.accessibilityFocused(.tab(element.id))) }
            item.accessibilityCustomActions = element.customActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                    self?.presenter?.handle(.accessibilityAction(action))
                    return true
                }
            }
            kept[identity] = item
        }
        for target in frame.menuTargets + frame.sidebarTargets {
            let identity = TabBarAccessibilityUpdate.Identity.target(target.hit)
            let item = accessibilityItems[identity] ?? TabBarAccessibilityElement(accessibilityContainer: self)
            item.accessibilityLabel = target.label
            item.accessibilityValue = target.value
            item.accessibilityTraits = UIAccessibilityTraits(coreTraits: target.traits)
            item.accessibilityFrameInContainerSpace = target.frame.cgRect
            // A footer is read, never activated.
            item.activate = target.traits.contains("staticText") ? nil : { [weak self] in self?.presenter?.handle(.accessibilityActivated(target.hit)) }
            item.focused = { [weak self] in self?.presenter?.handle(.accessibilityFocused(target.hit)) }
            kept[identity] = item
        }
        accessibilityItems = kept
        if update.change == .structure { accessibilityElements = TabBarAccessibilityUpdate.identities(frame).compactMap { kept[$0] } }
        largeContentItems = frame.accessibilityElements.map { element in
            TabBarLargeContentItem(hit: .tab(element.id), frame: element.frame?.cgRect ?? .zero, content: element.largeContent)
        }
        // A sidebar's header, action or footer whose text shows cut at an accessibility size (the core says which).
        largeContentItems += frame.layout.sidebar?.rows.compactMap { row in
            row.largeContentTitle.map { title in
                TabBarLargeContentItem(hit: .sidebarRow(row.item), frame: row.frame.cgRect, content: TabBarLargeContent(title: title, icon: row.icon))
            }
        } ?? []
        if update.postsLayoutChanged {
            UIAccessibility.post(notification: .layoutChanged, argument: update.focus.flatMap { kept[$0] })
        }
    }

    /// VoiceOver's escape gesture: an open menu closes (the input layer decides); otherwise it goes on.
    public override func accessibilityPerformEscape() -> Bool {
        presenter?.handle(.accessibilityEscape).handled ?? false
    }

    /// VoiceOver's three-finger scroll over a sidebar: the sidebar moves a page (the input layer decides how far) and
    /// VoiceOver hears which rows show (`.pageScrolled`, as UIAccessibilityAction's documentation asks). A bar, or a
    /// sidebar at that end, returns `false`: the scroll goes on to the content, or VoiceOver plays its boundary sound.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let scroll: TabBarScrollDirection
        switch direction {
        case .down, .next: scroll = .down
        case .up, .previous: scroll = .up
        default: return false
        }
        guard let presenter, let page = presenter.handle(.accessibilityScroll(scroll)).pageScrolled else { return false }
        UIAccessibility.post(notification: .pageScrolled, argument: page.announcement(phrases: presenter.store.machine.phrases))
        return true
    }
}

extension UIAccessibilityTraits {
    /// UIKit's traits for the core's trait names (`button`, `selected`, `notEnabled`, `tabBar`).
    init(coreTraits names: [String]) {
        let table: [String: UIAccessibilityTraits] = [
            "button": .button, "selected": .selected, "notEnabled": .notEnabled, "tabBar": .tabBar, "header": .header, "staticText": .staticText,
        ]
        self = names.reduce(into: []) { traits, name in traits.formUnion(table[name] ?? []) }
    }
}

extension TabBarKitView {
    /// The bar gained or lost the keyboard focus: a sidebar's focus ring is the keyboard's, shown only while it has it.
    public override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        presenter?.handle(.keyboardFocus(isFocused))
    }
}

extension TabBarKitView: UILargeContentViewerInteractionDelegate {
    /// The item under the finger, found by the core: a tab's (its hit test), or a sidebar row's whose text is cut.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        if let row = shown?.layout.sidebarLargeContent(at: TabBarPoint(point)) {
            return largeContentItems.first { $0.hit == .sidebarRow(row.item) }
        }
        guard case .tab(let id)? = shown?.layout.hit(TabBarPoint(point)) else { return nil }
        return largeContentItems.first { $0.hit == .tab(id) && $0.showsLargeContentViewer }
    }

    /// Lifting the finger chooses the item under it, through the input layer.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        presenter?.handle(.largeContentViewerEnded(TabBarPoint(point)))
    }
}
#endif
