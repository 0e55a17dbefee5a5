/// TabBarHost: what SwiftUI and UIKit hosts share and Linux can test (the observable store, effect mappings).
public enum TabBarHost {}
