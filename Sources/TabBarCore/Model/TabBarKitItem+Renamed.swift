/// The name of ``TabBarKitItem`` before 0.2.0 (apps often have a `TabItem` of their own).
@available(*, deprecated, renamed: "TabBarKitItem")
public typealias TabItem = TabBarKitItem
