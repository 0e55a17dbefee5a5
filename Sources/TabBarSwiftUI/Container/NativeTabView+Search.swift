#if canImport(SwiftUI)
import SwiftUI
import TabBarCore

/// iOS 26's search activation for the system bar, compiled only by an SDK that has it (SwiftUI 7) and used only on
/// iOS 26: `searchActivation: selection` is `tabViewSearchActivation(.searchTabSelection)` (selecting the
/// `Tab(role: .search)` activates the search field; dismissing it reselects the tab before). Earlier systems keep the
/// platform's default, where search activates only when the user interacts with the field.
/// (Checked against Apple's documentation, not by this compiler: see docs/ios26-tab-bar.md.)
struct SearchActivationOption: ViewModifier {
    let activation: TabBarSearchActivation

    func body(content: Content) -> some View {
        // Apple lists `tabViewSearchActivation` for iOS, iPadOS, Mac Catalyst and macOS only: visionOS keeps its default.
        #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
        if #available(iOS 26, macOS 26, *) {
            content.tabViewSearchActivation(activation == .selection ? .searchTabSelection : .automatic)
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
