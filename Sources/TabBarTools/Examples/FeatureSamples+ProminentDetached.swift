import TabBarCore

extension TabBarFeatureSamples {
    /// ``prominent`` with its prominent tab and its search tab both detached from a floating bar (issue 32, item 5's
    /// detached form): Live in a circle beside the capsule's leading end, Search beside its trailing end, the centre
    /// action raised in the capsule between Home and Profile.
    public static var prominentDetached: TabBarConfiguration {
        get throws(TabBarConfigurationError) {
            var configuration = try prominent
            configuration.behavior.prominentPlacement = .detached
            configuration.behavior.searchPlacement = .detached
            return configuration
        }
    }
}
