#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

/// An item the large content viewer shows at accessibility text sizes.
@MainActor
final class TabBarLargeContentItem: NSObject, UILargeContentViewerItem {
    let id: TabID
    let frame: CGRect
    let showsLargeContentViewer: Bool
    let largeContentTitle: String?
    let largeContentImage: UIImage?
    let scalesLargeContentImage = true
    let largeContentImageInsets = UIEdgeInsets.zero

    init(id: TabID, frame: CGRect, content: LargeContent?) {
        self.id = id
        self.frame = frame
        showsLargeContentViewer = content != nil
        largeContentTitle = content?.title
        largeContentImage = content?.image.flatMap { UIImage(systemName: $0) }
    }
}

extension TabBarView {
    /// One accessibility element per item, from the core's model: label, value, hint, traits, actions.
    func updateAccessibility(_ layout: TabBarLayout, configuration: TabBarConfiguration, state: TabBarState) {
        let model = TabBarAccessibility.elements(configuration: configuration, state: state, layout: layout)
        accessibilityElements = model.map { element in
            let item = UIAccessibilityElement(accessibilityContainer: self)
            item.accessibilityIdentifier = element.id.rawValue
            item.accessibilityLabel = element.label
            item.accessibilityValue = element.value
            item.accessibilityHint = element.hint
            item.accessibilityTraits = UIAccessibilityTraits(coreTraits: element.traits)
            item.accessibilityFrameInContainerSpace = element.frame?.cgRect ?? .zero
            item.accessibilityCustomActions = element.customActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                    for event in action.events { self?.onEvent?(event) }
                    return true
                }
            }
            return item
        }
        largeContentItems = model.map { element in
            TabBarLargeContentItem(id: element.id, frame: element.frame?.cgRect ?? .zero, content: element.largeContent)
        }
    }
}

extension UIAccessibilityTraits {
    /// UIKit's traits for the core's trait names (`button`, `selected`, `notEnabled`, `tabBar`).
    init(coreTraits names: [String]) {
        let table: [String: UIAccessibilityTraits] = [
            "button": .button, "selected": .selected, "notEnabled": .notEnabled, "tabBar": .tabBar,
        ]
        self = names.reduce(into: []) { traits, name in traits.formUnion(table[name] ?? []) }
    }
}

extension TabBarView: UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard case .tab(let id)? = layout?.hit(Point(point)) else { return nil }
        return largeContentItems.first { $0.id == id && $0.showsLargeContentViewer }
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        guard let item = item as? TabBarLargeContentItem else { return }
        onEvent?(.tabTapped(item.id))
    }
}
#endif
