@_spi(TabBarKitInternal) import TabBarCore
/// A parsed event script: one command per line, `#` starts a comment.
///
/// Lines may end with LF, CRLF or CR; VT, FF, NEL (U+0085), U+2028 and U+2029 also end a line.
///
/// ```text
/// push home detail/42
/// tap home        # pops to root
/// badge activity count 120
/// ```
public struct TabBarSimulationScript: Hashable, Sendable {
    /// One command with the line it came from.
    public struct Step: Hashable, Sendable {
        /// The 1-based line number.
        public var line: Int
        /// The line as written, without its comment.
        public var text: String
        /// What to do.
        public var command: Command

        /// Creates a step, as the parser does; a host can add its own (`tabbar simulate --state`).
        public init(line: Int, text: String, command: Command) {
            self.line = line
            self.text = text
            self.command = command
        }
    }

    /// What a line asks for.
    public enum Command: Hashable, Sendable {
        /// Send an event to the machine.
        case event(TabBarEvent)
        /// Choose the N-th (1-based) item of the open menu, or the item with this id.
        case chooseMenuItem(String)
        /// Save the whole state through its Codable form.
        case save
        /// Restore the last saved state.
        case restore
        /// Save the state as a snapshot file (`save FILE`); the host writes it (see `TabBarSimulator/snapshotFiles`).
        case saveFile(String)
        /// Restore a snapshot file (`restore FILE`) that the host read in, or that `save FILE` wrote earlier.
        case restoreFile(String)
        /// Apply a new configuration (`configure FILE`), read and validated when the script was parsed.
        case configure(String, TabBarConfiguration)
    }

    /// Reads and validates the configuration a `configure FILE` line names; its error becomes the line's.
    public typealias ConfigurationLoader = (String) throws -> TabBarConfiguration

    /// The steps in order.
    public var steps: [Step]

    /// Every command word, for error messages and documentation.
    public static let commands = [
        "tap", "select", "action", "menu", "longpress", "doubletap", "sidebar", "search", "sizeclass", "swipe", "back", "push", "pop", "poproot",
        "deeplink", "keyboard", "scroll", "scroll-position", "memory-warning", "preload", "badge", "reorder", "hide", "show", "bar",
        "direction", "key", "save", "restore", "configure",
    ]

    /// Parses a script against a configuration, so unknown tab ids are caught with their line.
    ///
    /// `loadConfiguration` reads the file of a `configure FILE` line; the lines after it are checked against
    /// that configuration. Without it, `configure` is an error.
    public static func parse(
        _ text: String, configuration: TabBarConfiguration, loadConfiguration: ConfigurationLoader? = nil
    ) throws(TabBarScriptError) -> TabBarSimulationScript {
        var parser = ScriptParser(configuration: configuration, loadConfiguration: loadConfiguration)
        var steps: [Step] = []
        var saved = false
        // A line ends at any Character that is a newline: LF, CRLF (one Character), CR, and also
        // VT, FF, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029); each counts as one line.
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = offset + 1
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.trimmingCharacters(in: " \t\r")
            guard !trimmed.isEmpty else { continue }
            let command = try parser.command(trimmed, line: line)
            if case .configure(_, let next) = command { parser = ScriptParser(configuration: next, loadConfiguration: loadConfiguration) }
            if command == .save { saved = true }
            if command == .restore && !saved { throw TabBarScriptError(line: line, reason: "restore before any save") }
            steps.append(Step(line: line, text: trimmed, command: command))
        }
        return TabBarSimulationScript(steps: steps)
    }
}

/// A script line that cannot be run, with its line number.
public struct TabBarScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var reason: String
    /// `line 4: unknown event "tapp"`, with control characters and line breaks escaped.
    public var description: String { "line \(line): \(reason.escapedForMessage)" }
}
