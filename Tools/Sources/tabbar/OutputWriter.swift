import Foundation

/// Writes a command's output files and folders all or nothing.
///
/// Every output path is resolved and checked before anything is written (see ``OutputPath``): a missing
/// parent folder, a folder where a file is wanted, a read-only file or folder, a block device or a socket,
/// a path that ends with `/` where a file is wanted, an input of the command, or a path another output
/// of the same command already names each fail with an ``InputFailure`` naming the path (exit status 2).
///
/// Files and folders are first written beside their target (a hidden `.NAME.tabbar-PID-RANDOM` sibling,
/// so the final move stays on one file system), then moved into place in ``commit()`` with one atomic
/// `rename` each (a folder is swapped with the one it replaces), so a reader, a parallel run or an
/// interrupt sees the old output or the new one, whole, never neither. Three kinds of target are
/// written into instead, at commit, after the moves: standard output (`-`), a character device
/// (`/dev/null`) and a FIFO (which waits for its reader) — these cannot be taken back if a later step
/// fails. A symbolic link is followed: its target gets the output and the link stays.
///
/// If staging, a check, a move or a write fails, nothing new remains and what was there before is put
/// back. An interrupt (SIGINT, SIGTERM, SIGHUP) removes what was staged; one that lands while outputs
/// are being moved into place waits until they all are (see ``Registry``).
///
/// ```swift
/// try OutputWriter.transaction(reading: [configurationPath]) { output in
///     try output.file("scratch/bar.svg", contents: svg)
///     let folder = try output.folder("scratch/frames") { $0.hasSuffix(".svg") || $0 == "index.html" }
///     try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
/// }
/// ```
struct OutputWriter {
    /// An output written beside its target and moved into place on commit.
    struct Staged {
        var target: OutputPath
        var staging: String
        var isFolder: Bool
    }

    /// An output written into its target on commit: standard output, a character device, a FIFO.
    struct InPlace {
        var target: OutputPath
        /// The bytes, or the temporary file a tool wrote them into.
        var contents: Data?
        var temporaryFile: String?
    }

    var staged: [Staged] = []
    var inPlace: [InPlace] = []
    /// Each output so far, by where it lands, with how it was named.
    private var claimed: [String: String] = [:]
    /// The command's input files, by where they are, with how they were named.
    private let inputs: [String: String]

    /// A writer that refuses to write over any of `inputs` (the files the command reads; `-` is ignored).
    init(reading inputs: [String] = []) {
        var found: [String: String] = [:]
        for input in inputs where input != OutputPath.standardOutput {
            if let place = OutputPath.canonical(input), found[place] == nil { found[place] = input }
        }
        self.inputs = found
    }

    /// Stages every output `body` asks for, then commits them together; on any error nothing new remains.
    ///
    /// `inputs` are the files the command reads: naming one as an output is refused.
    static func transaction<T>(reading inputs: [String] = [], _ body: (inout OutputWriter) throws -> T) throws -> T {
        var writer = OutputWriter(reading: inputs)
        do {
            let result = try body(&writer)
            try writer.commit()
            return result
        } catch {
            writer.discard()
            throw error
        }
    }

    /// Stages a file; it appears at `path` when the transaction commits. `role` names the output in messages (`-o`).
    mutating func file(_ path: String, contents: Data, role: String? = nil) throws {
        let target = try claim(path, holds: .file, role: role)
        if target.isWrittenInPlace {
            inPlace.append(InPlace(target: target, contents: contents))
            return
        }
        let staging = try Staging.file(beside: target)
        staged.append(Staged(target: target, staging: staging, isFolder: false))
        do {
            try contents.write(to: URL(fileURLWithPath: staging))
        } catch {
            throw InputFailure(description: "\(path): cannot write: \(Self.reason(error))")
        }
    }

    /// Stages a file; it appears at `path` when the transaction commits.
    mutating func file(_ path: String, text: String, role: String? = nil) throws {
        try file(path, contents: Data(text.utf8), role: role)
    }

    /// Checks `path` and returns where a tool should write the file; it reaches `path` on commit.
    mutating func stagingFile(for path: String, role: String? = nil) throws -> URL {
        let target = try claim(path, holds: .file, role: role)
        if target.isWrittenInPlace {
            let temporary = try Staging.temporaryFile()
            inPlace.append(InPlace(target: target, temporaryFile: temporary))
            return URL(fileURLWithPath: temporary)
        }
        let staging = try Staging.file(beside: target)
        staged.append(Staged(target: target, staging: staging, isFolder: false))
        return URL(fileURLWithPath: staging)
    }

    /// Stages a folder and returns where to write its files; it replaces `path` on commit.
    ///
    /// An existing folder is replaced only when everything in it is a file that `isOurs` accepts
    /// (what an earlier run of the same command wrote), so a user's folder is never swept away.
    mutating func folder(_ path: String, role: String? = nil, replacing isOurs: (String) -> Bool) throws -> URL {
        let target = try claim(path, holds: .folder, role: role)
        if case .folder = target.kind {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
            for name in names.sorted() {
                if !isOurs(name) {
                    throw InputFailure(description: "\(path): holds \(Self.quoted(name)), which tabbar did not write; give a new or empty folder")
                }
                var status = stat()
                if lstat(OutputPath.join(target.path, name), &status) != 0 || status.st_mode & S_IFMT != S_IFREG {
                    throw InputFailure(description: "\(path)/\(Self.quoted(name)): is a folder, not a file tabbar wrote; give a new or empty folder")
                }
            }
        }
        let staging = try Staging.folder(beside: target)
        staged.append(Staged(target: target, staging: staging, isFolder: true))
        return URL(fileURLWithPath: staging)
    }

    /// Resolves an output and refuses it when it is an input or another output's place.
    private mutating func claim(_ path: String, holds shape: OutputPath.Shape, role: String?) throws -> OutputPath {
        let target = try OutputPath(path, holds: shape)
        let place = target.identity
        let named = role.map { "\(path) (\($0))" } ?? path
        if let input = inputs[place] {
            let what = input == path ? "is an input of this command" : "is the same file as the input \(input)"
            throw InputFailure(description: "\(named): \(what); writing it would replace what is read; give another output path")
        }
        if let other = claimed[place] {
            if target.isStandardOutput {
                throw InputFailure(description: "\(named): standard output already gets \(other); give one of them a file name")
            }
            throw InputFailure(description: "\(named): names the same file as \(other); give each output its own path")
        }
        claimed[place] = named
        return target
    }

    /// Removes everything staged so far.
    mutating func discard() {
        for item in staged { Staging.remove(item.staging) }
        for item in inPlace { if let file = item.temporaryFile { Staging.remove(file) } }
        staged = []
        inPlace = []
    }

    // MARK: - Messages

    /// A Foundation error's reason without its domain and code.
    static func reason(_ error: any Error) -> String {
        if let failure = error as? InputFailure { return failure.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    static func quoted(_ name: String) -> String { "\"" + Escaping.visible(name) + "\"" }
}
