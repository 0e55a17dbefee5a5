extension TabBarCustomizationModel {
    /// The edit screen's words, as String Catalog keys (each is its English text): both front ends' editors look them
    /// up through the store's translator, as the bar's other labels are.
    public enum Key {
        /// The screen's navigation title.
        public static let title = "Edit Tabs"
        /// The button that closes the screen (SwiftUI's confirmation action; UIKit's system Done item says its own).
        public static let done = "Done"
        /// The header of the bar's tabs.
        public static let bar = "Tab Bar"
        /// The header of the tabs the user can add.
        public static let available = "More Tabs"
        /// The header of a sidebar section without a title.
        public static let sidebar = "Sidebar"
        /// A caption under a tab the compact bar leaves out.
        public static let notInCompactBar = "Not in the compact tab bar"
    }

    /// Every key the edit screen looks up, for a translator to fill a table from a String Catalog.
    public static let keys = [Key.title, Key.done, Key.bar, Key.available, Key.sidebar, Key.notInCompactBar]
}
