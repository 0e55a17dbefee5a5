/// The name of ``TabBarKitStore`` before 0.2.0 (apps often have a `TabBarStore` of their own).
@available(*, deprecated, renamed: "TabBarKitStore")
public typealias TabBarStore = TabBarKitStore
