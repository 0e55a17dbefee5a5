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
        func keyboard(_ shown: Bool) -> [TabBarContainerAction] {
            performed = []
            driver.send(.keyboardChanged(isShown: shown))
            return performed.filter { if case .setBarVisibility = $0 { true } else { false } }
        }
        #expect(keyboard(true) == [.setBarVisibility(.hidden, animated: true)])
        driver.isReduceMotionEnabled = true
        #expect(keyboard(false).allSatisfy { $0 == .setBarVisibility(.visible, animated: false) })
        #expect(keyboard(true) == [.setBarVisibility(.hidden, animated: false)])
        driver.isReduceMotionEnabled = false
        _ = keyboard(false)
        #expect(keyboard(true) == [.setBarVisibility(.hidden, animated: true)])
    }
}
