#if canImport(UIKit) && !os(watchOS)
/// The name of ``TabBarKitController`` before 0.2.0 (apps often have a `TabBarController` of their own).
@available(*, deprecated, renamed: "TabBarKitController")
public typealias TabBarController = TabBarKitController
/// The name of ``TabBarKitControllerDelegate`` before 0.2.0.
@available(*, deprecated, renamed: "TabBarKitControllerDelegate")
public typealias TabBarControllerDelegate = TabBarKitControllerDelegate
/// The name of ``TabBarKitView`` before 0.2.0 (apps often have a `TabBarView` of their own).
@available(*, deprecated, renamed: "TabBarKitView")
public typealias TabBarView = TabBarKitView
#endif
