import ArgumentParser
import Foundation
@_spi(TabBarKitInternal) import TabBarCore
@_spi(TabBarKitInternal) import TabBarTools

/// A failure the user can fix: printed as `error: …` on standard error, exit status 2.
struct InputFailure: Error, CustomStringConvertible {
    /// One message per line; a line's own control characters are escaped when printed.
    var lines: [String]

    init(description: String) { lines = [description] }

    init(lines: [String]) { self.lines = lines }

    var description: String { lines.joined(separator: "\n") }
}

/// Reads a configuration file or a built-in example.
enum ConfigurationSource {
    case file(String)
    case example(TabBarBuiltInExample)

    static func resolve(example: String?) throws -> ConfigurationSource? {
        guard let example else { return nil }
        guard let builtIn = TabBarBuiltInExample(rawValue: example) else {
            throw InputFailure(description: Suggestion.unknown("example", example, among: TabBarBuiltInExample.names, plural: "examples"))
        }
        return .example(builtIn)
    }

    var name: String {
        switch self {
        case .file(let path): path
        case .example(let example): "example \(example.rawValue)"
        }
    }

    func load() throws -> TabBarConfiguration {
        let text: String
        switch self {
        case .file(let path): text = try readText(path)
        case .example(let example): text = example.json
        }
        do {
            return try TabBarConfiguration.decode(json: text)
        } catch {
            throw InputFailure(lines: error.issues.map { "\(name): \($0)" })
        }
    }
}

/// The text of a file, or of standard input for `-`; both must be UTF-8.
func readText(_ path: String) throws -> String {
    // Size and UTF-8 are checked by the core (the limit before reading, the byte offset of bad UTF-8).
    let data: Data
    let name = path == "-" ? "standard input" : path
    if path == "-" {
        // One byte past the limit is enough to know the input is too large.
        let limit = TabBarConfigurationLimits.maximumDocumentBytes
        data = FileHandle.standardInput.readData(ofLength: limit + 1)
        if data.count > limit { throw InputFailure(description: "\(name): the input is more than \(limit) bytes; at most \(limit) are read") }
    } else {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputFailure(description: "\(path): no such file")
        }
        guard !isFolder.boolValue else { throw InputFailure(description: "\(path): is a folder, not a file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
            do { try TabBarUTF8Input.checkSize(size) } catch { throw InputFailure(description: "\(path): \(error)") }
        }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw InputFailure(description: "\(path): cannot read the file")
        }
        data = contents
    }
    do {
        return try TabBarUTF8Input.text(data)
    } catch {
        throw InputFailure(description: error.issues.map { "\(name): \($0.reason)" }.joined(separator: "\n"))
    }
}

/// Writes `text` to `path` all or nothing, or to standard output when `path` is nil.
func emit(_ text: String, to path: String?) throws {
    guard let path else {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return
    }
    try OutputWriter.transaction { output in try output.file(path, text: text) }
}

/// Runs a command body, turning input failures into a message and exit status 2, tool failures into 1.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as InputFailure {
        printError(failure.lines)
        throw ExitCode(ExitStatus.badInput)
    } catch let failure as ToolFailure {
        printError([failure.description])
        throw ExitCode(ExitStatus.findings)
    }
}

/// Prints `error: …` lines on standard error, with control characters escaped.
func printError(_ lines: [String]) {
    let text = lines.map { "error: " + Escaping.visible($0) + "\n" }.joined()
    FileHandle.standardError.write(Data(text.utf8))
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
