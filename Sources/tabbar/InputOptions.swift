import ArgumentParser
import Foundation
import TabBarCore
import TabBarTools

/// A failure the user can fix: printed as `error: …` on standard error, exit status 2.
struct InputFailure: Error, CustomStringConvertible {
    var description: String
}

/// Reads a configuration file or a built-in example.
enum ConfigurationSource {
    case file(String)
    case example(BuiltInExample)

    static func resolve(example: String?) throws -> ConfigurationSource? {
        guard let example else { return nil }
        guard let builtIn = BuiltInExample(rawValue: example) else {
            throw InputFailure(description: "unknown example \"\(example)\"; examples are " + BuiltInExample.names.joined(separator: ", "))
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
            throw InputFailure(description: error.issues.map { "\(name): \($0)" }.joined(separator: "\n"))
        }
    }
}

/// The text of a file, or of standard input for `-`.
func readText(_ path: String) throws -> String {
    // Size and UTF-8 are checked by the core (limit before reading a file, byte offset of bad UTF-8).
    let data: Data
    if path == "-" {
        // One byte past the limit is enough to know the input is too large.
        let limit = ConfigurationLimits.maximumDocumentBytes
        data = FileHandle.standardInput.readData(ofLength: limit + 1)
        if data.count > limit { throw InputFailure(description: "-: the input is more than \(limit) bytes; at most \(limit) are read") }
    } else {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
            do { try UTF8Input.checkSize(size) } catch { throw InputFailure(description: "\(path): \(error)") }
        }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw InputFailure(description: "\(path): cannot read the file")
        }
        data = contents
    }
    do {
        return try UTF8Input.text(data)
    } catch {
        throw InputFailure(description: error.issues.map { "\(path): \($0)" }.joined(separator: "\n"))
    }
}

/// Writes `text` to `path`, or to standard output when `path` is nil.
func emit(_ text: String, to path: String?) throws {
    guard let path else {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        throw InputFailure(description: "\(path): cannot write: \(error.localizedDescription)")
    }
}

/// Runs a command body, turning input failures into a message and exit status 2.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as InputFailure {
        FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        throw ExitCode(2)
    } catch let failure as ToolFailure {
        FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        throw ExitCode(1)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
