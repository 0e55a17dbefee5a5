import Testing
@_spi(TabBarKitInternal) import TabBarCore
import TabBarHost
import TabBarTesting
@_spi(TabBarKitInternal) import TabBarTools

/// Reduce Motion turned on or off while the app runs reaches the container driver, not only the bar (the device review
/// of issue 33, item 7): the UIKit container sets `TabBarContainerDriver.isReduceMotionEnabled` when
/// `UIAccessibility.reduceMotionStatusDidChangeNotification` arrives, and the driver's next actions follow it.
@Suite("Reduce Motion while running")
@MainActor
struct ReduceMotionWhileRunningTests {
    @Test("the driver's actions animate until Reduce Motion turns on, and again once it turns off")
    func followsTheSetting() throws {
        let store = try TabBarKitStore(configuration: TabBarFeatureSamples.accountMenu)
        let driver = TabBarContainerDriver(store: store, planner: TabBarContainerPlanner(style: .crossDissolve))
        var performed: [TabBarContainerAction] = []
        driver.perform = { performed.append($0) }
        driver.launch()
        let tab = store.state.selected
        var pushes = 0
        // A push on the selected tab: animated unless Reduce Motion is on (the bar's own showing and hiding carries no
        // animation of the container's: `setBarVisibility` only lays out again).
        func push() -> [TabBarContainerAction] {
            performed = []
            pushes += 1
            driver.send(.routePushed(TabBarRoute("screen/\(pushes)"), on: tab))
            return performed.filter { if case .push = $0 { true } else { false } }
        }
        #expect(push() == [.push(TabBarRoute("screen/1"), on: tab, animated: true)])
        driver.isReduceMotionEnabled = true
        #expect(push() == [.push(TabBarRoute("screen/2"), on: tab, animated: false)])
        driver.isReduceMotionEnabled = false
        #expect(push() == [.push(TabBarRoute("screen/3"), on: tab, animated: true)])
    }
}
