import TabBarCore

extension TabBarFeatureSamples {
    /// ``prominentJSON`` with its prominent tab and its search tab both detached from a floating bar (issue 32,
    /// item 5's detached form): Live in a circle beside the capsule's leading end, Search beside its trailing end,
    /// the centre action raised in the capsule between Home and Profile.
    public static let prominentDetachedJSON = #"""
        {
          "version": 1,
          "tabs": [
            { "id": "home", "title": "Home", "icon": "house" },
            { "id": "search", "title": "Search", "icon": "magnifyingglass", "role": "search" },
            { "id": "create", "title": "Create", "icon": "plus", "role": "action", "accessibilityLabel": "Create a post" },
            { "id": "live", "title": "Live", "icon": "video", "role": "prominent" },
            { "id": "profile", "title": "Profile", "icon": "person" }
          ],
          "selected": "home",
          "behavior": { "prominentPlacement": "detached", "searchPlacement": "detached" }
        }
        """#

    /// ``prominentDetachedJSON``, decoded.
    public static var prominentDetached: TabBarConfiguration {
        get throws(TabBarConfigurationError) { try TabBarConfiguration.decode(json: prominentDetachedJSON) }
    }
}
