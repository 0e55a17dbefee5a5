@_spi(TabBarKitInternal) import TabBarCore
import TabBarTesting
import TabBarTools

/// A music app with more destinations than a compact bar holds (issue 33): a fixed Home, a pinned Search, a movable
/// Library, an optional Downloads (out of the bar until the user adds it), a sidebar-only Settings and an Account
/// tab that only a deep link or code reaches. The compact bar shows Home, Browse, Library and Search; the sidebar
/// groups Library and Downloads in a section with an action and a footer, and Settings in a collapsed one.
/// (The gallery's `atlas` sample: one definition for the tests, the gallery and `Examples/scripts/issue33/atlas.json`,
/// which a transcript test keeps equal to it.)
let atlas = TabBarFeatureSamples.atlas

/// Both reading directions, for tests where direction may matter.
let bothDirections: [TabBarReadingDirection] = [.leftToRight, .rightToLeft]
