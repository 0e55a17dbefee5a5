import TabBarCore

extension TabBarPresenter {
    /// The app's bottom accessory appeared (with its height), went away (`nil`), or changed height: the core lays
    /// it out above the bar or beside the minimised capsule. Only the bar's layout changes; the tabs are untouched.
    /// Views that draw the bar are told (``revision`` moves) on the next turn of the main actor, so a SwiftUI view
    /// update may call this.
    public func update(bottomAccessory: TabBarBottomAccessory?) {
        guard bottomAccessory != self.bottomAccessory else { return }
        self.bottomAccessory = bottomAccessory
        postpone(.change)
    }

    /// Tells ``onAccessoryChange`` where the accessory is drawn now, when that changed, and whether it came or went
    /// while the bar stayed shown (``accessoryCameOrWentAlone``; `barShown`: the bar drawn, its menu closed). Called
    /// while a frame is drawn: the front ends only move a view there, they change nothing a SwiftUI view observes.
    func reportAccessory(_ accessory: TabBarAccessoryLayout?, barShown: Bool) {
        defer { accessoryBarShown = barShown }
        guard accessory != reportedAccessory else { return }
        accessoryCameOrWentAlone = (accessory == nil) != (reportedAccessory == nil) && barShown && accessoryBarShown
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
