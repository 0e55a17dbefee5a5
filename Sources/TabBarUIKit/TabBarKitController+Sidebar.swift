#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// The sidebar's keys while it has the keyboard focus (the input layer registers them then): the up and down
    /// arrows move through its rows across sections, the selection following onto a tab's row; Return and Space
    /// activate the focused row. They win over focus movement, as the bar's arrows do (no text input has the focus
    /// while the bar has it).
    var sidebarKeyCommands: [UIKeyCommand] {
        [(UIKeyCommand.inputUpArrow, TabBarKey.upArrow), (UIKeyCommand.inputDownArrow, .downArrow), ("\r", .enter), (" ", .enter)]
            .enumerated().map { index, pair in
                let command = UIKeyCommand(title: "", action: #selector(performSidebarKey(_:)), input: pair.0, modifierFlags: [], propertyList: index)
                command.wantsPriorityOverSystemBehavior = true
                return command
            }
    }

    @objc func performSidebarKey(_ sender: UIKeyCommand) {
        let keys: [TabBarKey] = [.upArrow, .downArrow, .enter, .enter]
        guard let index = sender.propertyList as? Int, keys.indices.contains(index) else { return }
        presenter.handle(.key(TabBarKeyPress(keys[index], textInputFocused: view.window?.hasFocusedTextInput ?? false, barFocused: tabBarView.isFocused)))
    }

    /// A tab's refresh (the reselect chain's last stage, or a double tap): a screen's own refresh when one set it
    /// (SwiftUI's `.onTabBarRefresh`), else the pull-to-refresh of the tab's scroll view when it has one, else the
    /// app's ``onRefresh``. None starts while the tab's refresh is in flight: the driver's (until the handler or
    /// `onRefresh` returns), or the refresh control's own, which spins until the app calls `endRefreshing()`.
    func refresh(_ id: TabID) {
        // A refresh right behind this tab's scroll to the top (a double tap's) finds the content on its way there.
        let justSentToTop = sentToTop.take(id, at: CACurrentMediaTime())
        if driver.refreshHandler(for: id) == nil, let scrollView = scrollView(of: id),
            scrollView.refreshAsPulled(assumingTop: justSentToTop, animated: !driver.isReduceMotionEnabled)
        {
            return
        }
        var app: (@MainActor () async -> Void)?
        if let onRefresh { app = { await onRefresh(id) } }
        driver.refresh(id, otherwise: app)
    }
}

extension UIScrollView {
    /// Refreshes through the scroll view's refresh control as a pull does (it begins refreshing and sends
    /// `.valueChanged`); `false` when it has none. A control already refreshing is the refresh asked for: nothing new
    /// begins. Begun in code the control does not show itself (UIRefreshControl's documentation), so content at its
    /// top (or on its way there when `assumingTop`: a reselect's scroll stage just sent it) moves down by the
    /// control's height; content scrolled elsewhere, however little, stays put. The host decides
    /// (`TabBarRefreshesInFlight.revealOffset`), from the inset before `beginRefreshing()` changes it.
    func refreshAsPulled(assumingTop: Bool, animated: Bool) -> Bool {
        guard let control = refreshControl else { return false }
        guard !control.isRefreshing else { return true }
        let topInset = adjustedContentInset.top
        let reveal = TabBarRefreshesInFlight.revealOffset(
            contentOffset: contentOffset.y, topInset: topInset, controlHeight: control.frame.height, justSentToTop: assumingTop)
        control.beginRefreshing()
        if let reveal { setContentOffset(CGPoint(x: contentOffset.x, y: reveal), animated: animated) }
        control.sendActions(for: .valueChanged)
        return true
    }
}
#endif
