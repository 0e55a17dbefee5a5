import TabBarCore
import TabBarTools

extension TabBarConfiguration {
    /// A valid configuration with `count` plain tabs `t0`, `t1`, …, for tests and benchmarks.
    ///
    /// With `action` set, a centre action tab `fab` is inserted in the middle.
    public static func synthetic(tabCount count: Int, maxLiveTabs: Int? = nil, pinned: Int = 0, action: Bool = false) -> TabBarConfiguration {
        var tabs = (0..<count).map { TabBarKitItem(id: TabID("t\($0)"), title: "Tab \($0)", icon: "circle") }
        if action {
            tabs.insert(TabBarKitItem(id: "fab", title: "New", icon: "plus", role: .action, accessibilityLabel: "New item"), at: count / 2)
        }
        return TabBarConfiguration(
            tabs: tabs, selected: "t0",
            behavior: TabBarBehavior(maxLiveTabs: maxLiveTabs, pinned: (0..<min(pinned, count)).map { TabID("t\($0)") }))
    }

    /// A built-in example's configuration; examples are checked by the test suite, so a failure is a bug.
    public static func example(_ example: TabBarBuiltInExample) -> TabBarConfiguration {
        do {
            return try example.configuration
        } catch {
            preconditionFailure("built-in example \(example) is invalid: \(error)")
        }
    }
}

extension TabBarMachine {
    /// A machine for a configuration known to be valid (fixtures); invalid input is a test bug.
    public static func fixture(_ configuration: TabBarConfiguration) -> TabBarMachine {
        do {
            return try TabBarMachine(configuration: configuration)
        } catch {
            preconditionFailure("fixture configuration is invalid: \(error)")
        }
    }

    /// Sends several events and returns all their effects, in order.
    public mutating func send(_ events: TabBarEvent...) -> [TabBarEffect] {
        events.flatMap { handle($0) }
    }
}

extension Array where Element == TabBarEffect {
    /// The effects whose transcript type is `type` (`"popToRoot"`, …).
    public func ofType(_ type: String) -> [TabBarEffect] { filter { $0.type == type } }

    /// The diagnostics among the effects.
    public var diagnostics: [TabBarDiagnostic] {
        compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }
    }
}
