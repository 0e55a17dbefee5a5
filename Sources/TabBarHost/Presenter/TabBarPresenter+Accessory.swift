import TabBarCore

extension TabBarPresenter {
    /// The app's bottom accessory appeared (with its height), went away (`nil`), or changed height: the core lays
    /// it out above the bar or beside the minimised capsule. Only the bar's layout changes; the tabs are untouched.
    public func update(bottomAccessory: TabBarBottomAccessory?) {
        guard bottomAccessory != self.bottomAccessory else { return }
        self.bottomAccessory = bottomAccessory
    }

    /// Tells ``onAccessoryChange`` where the accessory is drawn now, when that changed. Called while a frame is
    /// drawn: the front ends only move a view there, they change nothing a SwiftUI view observes.
    func reportAccessory(_ accessory: TabBarAccessoryLayout?) {
        guard accessory != reportedAccessory else { return }
        reportedAccessory = accessory
        onAccessoryChange?(accessory)
    }
}

extension TabBarFrame {
    /// Sets where the app's accessory view goes in this frame: the layout's accessory moved down with its bar while
    /// the bar changes visibility (minimising, showing), so the view moves with the capsule drawn under it.
    mutating func placeAccessory(_ accessory: TabBarAccessoryLayout?, lowered offset: Double) {
        guard var accessory else {
            self.accessory = nil
            return
        }
        accessory.frame.y += offset
        accessory.hitFrame.y += offset
        self.accessory = accessory
    }
}
