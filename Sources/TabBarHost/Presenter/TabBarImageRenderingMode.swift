import TabBarCore

/// How the painters draw an image loaded for an icon: UIKit's `UIImage.RenderingMode`, by its raw value, so that the rule
/// choosing it (``drawn(for:loaded:isSymbolImage:)``) is tested on Linux.
public enum TabBarImageRenderingMode: Int, Hashable, Sendable {
    /// `UIImage.RenderingMode.automatic`.
    case automatic = 0
    /// `UIImage.RenderingMode.alwaysOriginal`.
    case alwaysOriginal = 1
    /// `UIImage.RenderingMode.alwaysTemplate`.
    case alwaysTemplate = 2

    /// The mode an image loaded for `icon` is drawn in, given the mode it came in (`loaded`): a template icon's is a
    /// template (tinted in the list's colour); an original icon's keeps its own colours — as an original image, except a
    /// symbol image that came automatic, which stays automatic: a palette, hierarchical or multicolour symbol
    /// configuration has an effect only on a symbol whose rendering mode is `alwaysTemplate` or `automatic`
    /// (developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(palettecolors:),
    /// …/init(hierarchicalcolor:), …/preferringmulticolor()), so forcing it to `alwaysOriginal` would lose its colours.
    public static func drawn(for icon: TabIcon, loaded: Self, isSymbolImage: Bool) -> Self {
        if icon.isTemplate { return .alwaysTemplate }
        if isSymbolImage && loaded == .automatic { return .automatic }
        return .alwaysOriginal
    }
}
