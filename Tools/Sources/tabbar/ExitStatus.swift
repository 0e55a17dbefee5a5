/// The exit statuses every `tabbar` command keeps.
///
/// - 0: success (lint warnings allowed);
/// - 1: findings (lint errors) or an external tool failing (rsvg-convert);
/// - 2: bad input or usage: files, options, paths, scripts, tokens; nothing is written.
enum ExitStatus {
    /// Lint errors, or an external tool failed.
    static let findings: Int32 = 1
    /// Bad input or usage; nothing was written.
    static let badInput: Int32 = 2

    /// The exit-status paragraph of every command's help, with an example.
    static func help(_ text: String? = nil, example: String) -> String {
        (text.map { $0 + "\n\n" } ?? "") + "Example: \(example)\n\n"
            + "Exit status: 0 success; 1 lint errors or an external tool failed; 2 bad input or usage (nothing is written)."
    }
}
