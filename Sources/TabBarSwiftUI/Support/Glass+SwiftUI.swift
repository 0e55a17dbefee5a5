#if canImport(SwiftUI)
import SwiftUI
import TabBarCore
import TabBarDisplay

extension TabBarAppearance {
    /// The appearance of a SwiftUI environment: its colour scheme and contrast, Reduce Transparency, and what the
    /// app says lies under the bar (`tabBarBackdrop(_:)`).
    init(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast, reduceTransparency: Bool, backdrop: TabBarBackdropContent) {
        self.init(
            scheme == .dark ? .dark : .light, contrast: contrast == .increased ? .increased : .standard,
            transparency: reduceTransparency ? .reduced : .standard, backdrop: backdrop)
    }
}

struct TabBarBackdropKey: EnvironmentKey {
    static let defaultValue = TabBarBackdropContent.plain
}

extension EnvironmentValues {
    /// What lies under the custom bar, as the app says: a glass bar falls back over busy content its labels would not read on.
    var tabBarBackdrop: TabBarBackdropContent {
        get { self[TabBarBackdropKey.self] }
        set { self[TabBarBackdropKey.self] = newValue }
    }
}

extension View {
    /// Tells the custom bar what lies under it: `.busy` under photos, video and maps, where a glass background
    /// whose labels would read under 4.5:1 takes the theme's fallback (the core's readability guard decides).
    /// Set it on the container (or around it): the bar reads the container's environment, not a tab's.
    public func tabBarBackdrop(_ content: TabBarBackdropContent) -> some View {
        environment(\.tabBarBackdrop, content)
    }
}

/// One backdrop of the list under the canvas: iOS 26's Liquid Glass for a glass backdrop where the SDK and the
/// system have it (`glassEffect(_:in:)`, compiled only by an SDK with SwiftUI 7), else the SwiftUI material the
/// list names, at the backdrop's shape.
struct DisplayBackdropView: View {
    let backdrop: TabBarDisplayBackdrop

    var body: some View {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if backdrop.style == .glass {
            if #available(iOS 26, *) {
                Color.clear.glassEffect(.regular, in: DisplayShapeView(shape: backdrop.shape))
            } else {
                material
            }
        } else {
            material
        }
        #else
        material
        #endif
    }

    var material: some View {
        DisplayShapeView(shape: backdrop.shape).fill(backdrop.material.swiftUI)
    }
}
#endif
