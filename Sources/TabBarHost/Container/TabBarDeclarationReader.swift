import TabBarCore

/// Reads what an app declared on a tab's root view without building it, as `TabView` reads `.badge(_:)` from
/// every tab at launch, whether or not its content has been shown: a SwiftUI view is a value, and a modifier
/// such as `.tabBarBadge(_:)` is stored in it (`ModifiedContent(content:modifier:)`).
///
/// The reader walks only the parts of a view value that wrap other views (a modified view's content and
/// modifier, a condition's branches, a group's or a tuple's content, an optional, a type-erased view's
/// storage), never the app's own stored data (arrays, models), and stops at a fixed depth.
///
/// ```swift
/// struct Badge { let count: Int }
/// struct Modified<C, M> { let content: C; let modifier: M }
/// TabBarDeclarationReader.first(Badge.self, in: Modified(content: "Inbox", modifier: Badge(count: 3)))?.count  // 3
/// ```
public enum TabBarDeclarationReader {
    /// The labels under which SwiftUI's view wrappers keep the views they wrap.
    static let wrapperLabels: Set<String> = [
        "content", "modifier", "storage", "some", "view", "value", "trueContent", "falseContent", "base",
    ]
    /// How deep the reader goes: far enough for a long chain of modifiers, not into an app's model graph.
    public static let maximumDepth = 48

    /// The tabs whose root views declarations are read from: the destinations (an action has no content).
    public static func tabs(of configuration: TabBarConfiguration) -> [TabID] {
        configuration.tabs.filter { $0.role.isSelectable }.map(\.id)
    }

    /// The outermost value of type `T` in `view`'s wrappers (the shallowest; the first of equals), if any.
    public static func first<T>(_ type: T.Type, in view: Any) -> T? {
        var level: [Any] = [view]
        for _ in 0...maximumDepth {
            var next: [Any] = []
            for value in level {
                if let found = value as? T { return found }
                next += wrapped(in: value)
            }
            guard !next.isEmpty else { return nil }
            level = next
        }
        return nil
    }

    /// The views `value` wraps, in order.
    static func wrapped(in value: Any) -> [Any] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .dictionary?, .set?: return []
        case .tuple?: return mirror.children.map(\.value)
        default: return mirror.children.compactMap { wrapperLabels.contains($0.label ?? "") ? $0.value : nil }
        }
    }
}
