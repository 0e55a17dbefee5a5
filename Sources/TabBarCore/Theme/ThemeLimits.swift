/// The ranges a theme's numbers must lie in; ``TabBarTheme/problems()`` reports any value outside them.
///
/// | tokens | range |
/// |---|---|
/// | bar heights, icon sizes, item widths, sidebar sizes, badge height | greater than 0, at most ``maximumLength`` |
/// | margins, paddings, spacing, hairline width, dot size, corner radius, action size and rise | 0 … ``maximumLength`` |
/// | label and badge type sizes | greater than 0, at most ``maximumTypeSize`` |
/// | indicator response | greater than 0, at most ``maximumDuration`` seconds |
/// | glow period | 0 … ``maximumDuration`` seconds |
/// | indicator damping, icon and press scales | 0 … ``maximumFactor`` |
/// | press opacity, every colour component | 0 … 1 |
///
/// Every value must be finite: NaN and infinities are never accepted.
public enum TabBarThemeLimits {
    /// The largest length any metric may have, in points.
    public static let maximumLength = 4_096.0
    /// The largest label or badge type size, in points.
    public static let maximumTypeSize = 256.0
    /// The longest spring response or glow period, in seconds.
    public static let maximumDuration = 60.0
    /// The largest damping fraction or scale.
    public static let maximumFactor = 10.0
    /// The longest theme name, in Unicode scalars.
    public static let maximumNameScalars = 64
}
