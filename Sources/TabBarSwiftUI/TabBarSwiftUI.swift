#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// TabBarSwiftUI: SwiftUI views over TabBarCore's layout, state machine and accessibility model
/// (iOS, iPadOS, Mac Catalyst and visionOS: wherever SwiftUI runs on UIKit; empty elsewhere).
public enum TabBarSwiftUI {}
#endif
