/// The explicit limits a configuration is checked against; input beyond them is an error, never truncated.
public enum TabBarConfigurationLimits {
    /// The most tabs a bar may have.
    public static let maximumTabs = 1_000
    /// The longest tab id, in characters.
    public static let maximumIDLength = 64
    /// The longest title, in characters (grapheme clusters).
    public static let maximumTitleLength = 64
    /// The most Unicode scalars a title, id, badge text or menu title may hold, checked before
    /// characters are counted, so stacked combining marks cannot make counting slow.
    public static let maximumTextScalars = 256
    /// The largest JSON document (configuration, snapshot, theme or token file) or script read, in
    /// UTF-8 bytes (8 MiB); larger input is refused before it is parsed.
    public static let maximumDocumentBytes = 8_388_608
    /// The longest badge text, in characters (the linter warns above 4).
    public static let maximumBadgeTextLength = 16
    /// The largest badge count accepted.
    public static let maximumBadgeCount = 1_000_000
    /// The most items an action menu may have.
    public static let maximumMenuItems = 8
    /// The most deep-link rules.
    public static let maximumRoutes = 1_000
    /// The most routes on one tab's stack.
    public static let maximumStackDepth = 256
    /// The most visits the back history keeps with ``TabBarBackBehavior/fullHistory`` (the oldest are dropped);
    /// the other behaviours hold each tab at most once.
    public static let maximumHistoryLength = 1_000
    /// The most sidebar sections.
    public static let maximumSections = 100
    /// The most actions a sidebar section may have.
    public static let maximumSectionActions = 8
}
