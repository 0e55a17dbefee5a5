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
        data = try readFile(path)
    }
    do {
        return try TabBarUTF8Input.text(data)
    } catch {
        throw InputFailure(description: error.issues.map { "\(name): \($0.reason)" }.joined(separator: "\n"))
    }
}

/// The bytes of a regular file, with a specific reason when it is not one or cannot be read: no such
/// file, a folder, a FIFO, a device or a socket (give `-` and pipe a stream in instead), permission denied.
/// Its size is checked against the document limit before it is read.
func readFile(_ path: String) throws -> Data {
    func failure(_ reason: String) -> InputFailure { InputFailure(description: "\(path): \(reason)") }
    func systemReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "no such file (a part of the path is a file, not a folder)"
        default: String(cString: strerror(code))
        }
    }
    // Opened without waiting (a FIFO with no writer would block), then checked for what it is.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
        if errno == ENXIO { throw failure("is a socket or a device with nothing behind it, not a file") }
        throw failure(systemReason(errno))
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw failure(systemReason(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure("is a folder, not a file")
    case S_IFIFO: throw failure("is a FIFO (named pipe), not a file; to read a stream, give - and send it to standard input")
    case S_IFCHR, S_IFBLK: throw failure("is a device, not a file; to read a stream, give - and send it to standard input")
    case S_IFSOCK: throw failure("is a socket, not a file")
    default: throw failure("is not a regular file")
    }
    do { try TabBarUTF8Input.checkSize(Int(status.st_size)) } catch { throw failure("\(error)") }
    var data = Data(count: Int(status.st_size))
    var total = 0
    while total < data.count {
        let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, $0.count - total) }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { throw failure("cannot read: \(systemReason(errno))") }
        if count == 0 { break }
        total += count
    }
    return data.prefix(total)
}

/// Writes `text` to `path` all or nothing, or to standard output when `path` is nil or `-`.
///
/// `inputs` are the files the command read: `path` must not be one of them.
func emit(_ text: String, to path: String?, reading inputs: [String] = []) throws {
    guard let path else {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return
    }
    try OutputWriter.transaction(reading: inputs) { output in try output.file(path, text: text, role: "-o") }
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
