#if canImport(SwiftUI)
import SwiftUI

/// TabBarSwiftUI: SwiftUI views over TabBarCore's layout, state machine and accessibility model.
public enum TabBarSwiftUI {}
#endif
