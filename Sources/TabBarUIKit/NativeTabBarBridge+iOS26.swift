#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension NativeTabBarBridge {
    /// Passes the configuration's minimise policy to the system bar: `UITabBarController.tabBarMinimizeBehavior` on
    /// iOS 26 (the system's own threshold; ours is not passed). Earlier systems' bar never minimises. Compiled only
    /// by an SDK that has it (the iOS 26 SDK, which is also SwiftUI 7's): checked against Apple's documentation.
    func applyMinimizePolicy() {
        #if canImport(SwiftUI, _version: 7.0)
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

    /// Shows a view as the system bar's bottom accessory on iOS 26 (`UITabAccessory(contentView:)`, set with
    /// `setBottomAccessory(_:animated:)`); `nil` removes it. Earlier systems' bar has none: the custom bar
    /// (`TabBarKitController.setBottomAccessory`) draws one there.
    public func setBottomAccessory(_ view: UIView?, animated: Bool) {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26, *) {
            tabBarController.setBottomAccessory(view.map { UITabAccessory(contentView: $0) }, animated: animated && !input.reduceMotion)
        }
        #endif
    }
}
#endif
