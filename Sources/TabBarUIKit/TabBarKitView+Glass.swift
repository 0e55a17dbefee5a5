#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarDisplay
import UIKit

extension TabBarDisplayBackdrop {
    /// The effect of the backdrop's visual-effect view: iOS 26's `UIGlassEffect` for glass where the SDK and the
    /// system have it (compiled only by an SDK with SwiftUI 7, that is iOS 26's), else the blur of the list's material.
    @MainActor var visualEffect: UIVisualEffect {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if style == .glass, #available(iOS 26, *) { return UIGlassEffect(style: .regular) }
        #endif
        return UIBlurEffect(style: material.blurStyle)
    }

    /// Which effect a view holds, to set a new one only when it changes: the blur style's raw value, or -1 for glass.
    var effectTag: Int {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if style == .glass, #available(iOS 26, *) { return -1 }
        #endif
        return material.blurStyle.rawValue
    }
}

extension TabBarKitController {
    /// Reduce Transparency changed: the appearance is resolved again (a glass bar takes or leaves its fallback).
    @objc func reduceTransparencyChanged() {
        updateLook()
    }
}
#endif
