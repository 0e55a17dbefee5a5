#if canImport(UIKit) && !os(watchOS)
import UIKit

/// TabBarUIKit: a container view controller and bar view over TabBarCore.
public enum TabBarUIKit {}
#endif
