#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension NativeTabBarBridge {
    /// Passes the configuration's minimise policy to the system bar: `UITabBarController.tabBarMinimizeBehavior` on
    /// iOS 26 (the system's own threshold; ours is not passed). Earlier systems' bar never minimises. Compiled only
    /// by an SDK that has it (the iOS 26 SDK, which is also SwiftUI 7's): checked against Apple's documentation.
    /// Its scroll behaviours exist on iOS, iPadOS and Mac Catalyst only: visionOS keeps the system's default.
    func applyMinimizePolicy() {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *) {
            switch machine.configuration.behavior.minimize {
            case .never: tabBarController.tabBarMinimizeBehavior = .never
            case .onScrollDown: tabBarController.tabBarMinimizeBehavior = .onScrollDown
            case .onScrollUp: tabBarController.tabBarMinimizeBehavior = .onScrollUp
            default: tabBarController.tabBarMinimizeBehavior = .automatic
            }
        }
        #endif
    }

    /// iOS 26: `searchActivation: selection` is `UISearchTab.automaticallyActivatesSearch` (selecting the search tab
    /// activates its view controller's `navigationItem.searchController`; cancelling search selects the tab before again,
    /// which the bridge hears as a selection). Compiled only by an SDK that has it (the iOS 26 SDK), checked against
    /// Apple's documentation; it exists on iOS, iPadOS and Mac Catalyst only.
    @available(iOS 18.0, visionOS 2.0, *)
    func applySearchActivation(to tab: UITab) {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *), let search = tab as? UISearchTab {
            search.automaticallyActivatesSearch = machine.configuration.behavior.searchActivation == .selection
        }
        #endif
    }

    /// Shows a view as the system bar's bottom accessory on iOS 26 (`UITabAccessory(contentView:)`, set with
    /// `setBottomAccessory(_:animated:)`); `nil` removes it. Earlier systems' bar has none: the custom bar
    /// (`TabBarKitController.setBottomAccessory`) draws one there. `UITabAccessory` exists on iOS, iPadOS and Mac
    /// Catalyst only: on visionOS this does nothing.
    public func setBottomAccessory(_ view: UIView?, animated: Bool) {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *) {
            tabBarController.setBottomAccessory(view.map { UITabAccessory(contentView: $0) }, animated: animated && !input.reduceMotion)
        }
        #endif
    }
}
#endif
