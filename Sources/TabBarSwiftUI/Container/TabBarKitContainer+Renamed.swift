#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TabBarCore

/// The name of ``TabBarKitContainer`` before 0.2.0 (apps often have a `TabBarContainer` of their own).
@available(*, deprecated, renamed: "TabBarKitContainer")
public typealias TabBarContainer<AppRoute: TabBarRouteRepresentable, Content: View, Destination: View, ActionContent: View> =
    TabBarKitContainer<AppRoute, Content, Destination, ActionContent>
/// The name of ``TabBarKitStyle`` before 0.2.0 (apps often have a `TabBarStyle` of their own).
@available(*, deprecated, renamed: "TabBarKitStyle")
public typealias TabBarStyle = TabBarKitStyle
#endif
