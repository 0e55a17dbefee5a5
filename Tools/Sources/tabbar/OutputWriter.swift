import Foundation

/// Writes a command's output files and folders all or nothing.
///
/// Everything is first written beside its target (a hidden `.NAME.tabbar-…` sibling, so the final
/// move stays on one file system), then moved into place in ``commit()``. If staging, a later check
/// or a move fails, nothing new remains and what was there before is put back. Targets are checked
/// before anything is written: a missing parent folder, a folder where a file is wanted, a
/// read-only file or folder each fail with an ``InputFailure`` naming the path (exit status 2).
/// An interrupt (Ctrl-C) removes what was staged (see ``removeStagedOutputOnInterrupt()``).
///
/// ```swift
/// try OutputWriter.transaction { output in
///     try output.file("scratch/bar.svg", contents: svg)
///     let folder = try output.folder("scratch/frames") { $0.hasSuffix(".svg") || $0 == "index.html" }
///     try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
/// }
/// ```
struct OutputWriter {
    private struct Staged {
        var target: URL
        var staging: URL
        var isFolder: Bool
    }

    private var staged: [Staged] = []
    private let fileManager = FileManager.default

    /// Stages every output `body` asks for, then commits them together; on any error nothing new remains.
    static func transaction<T>(_ body: (inout OutputWriter) throws -> T) throws -> T {
        var writer = OutputWriter()
        do {
            let result = try body(&writer)
            try writer.commit()
            return result
        } catch {
            writer.discard()
            throw error
        }
    }

    /// Stages a file; it appears at `path` when the transaction commits.
    mutating func file(_ path: String, contents: Data) throws {
        let staging = try stagingFile(for: path)
        do {
            try contents.write(to: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw InputFailure(description: "\(path): cannot write: \(Self.reason(error))")
        }
    }

    /// Stages a file; it appears at `path` when the transaction commits.
    mutating func file(_ path: String, text: String) throws {
        try file(path, contents: Data(text.utf8))
    }

    /// Checks `path` and returns a staging path beside it for a tool to write; it moves to `path` on commit.
    mutating func stagingFile(for path: String) throws -> URL {
        let target = URL(fileURLWithPath: path)
        try checkParent(of: target, path: path)
        if let kind = kind(of: target) {
            guard !kind.isFolder else { throw InputFailure(description: "\(path): is a folder; give a file name") }
            guard kind.isWritable else { throw InputFailure(description: "\(path): the file is read-only") }
        }
        let staging = stagingURL(for: target)
        guard fileManager.createFile(atPath: staging.path, contents: nil) else {
            throw InputFailure(description: "\(path): cannot write into \(Self.displayParent(of: path))")
        }
        staged.append(Staged(target: target, staging: staging, isFolder: false))
        Registry.shared.add(staging)
        return staging
    }

    /// Stages a folder and returns where to write its files; it replaces `path` on commit.
    ///
    /// An existing folder is replaced only when everything in it is a file that `isOurs` accepts
    /// (what an earlier run of the same command wrote), so a user's folder is never swept away.
    mutating func folder(_ path: String, replacing isOurs: (String) -> Bool) throws -> URL {
        let target = URL(fileURLWithPath: path)
        try checkParent(of: target, path: path)
        if let kind = kind(of: target) {
            guard kind.isFolder else { throw InputFailure(description: "\(path): is a file; give a folder name") }
            guard kind.isWritable else { throw InputFailure(description: "\(path): the folder is read-only") }
            let names = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? []
            for name in names.sorted() {
                let entry = target.appendingPathComponent(name)
                if !isOurs(name) {
                    throw InputFailure(description: "\(path): holds \(Self.quoted(name)), which tabbar did not write; give a new or empty folder")
                }
                if self.kind(of: entry)?.isFolder ?? true {
                    throw InputFailure(description: "\(path)/\(Self.quoted(name)): is a folder, not a file tabbar wrote; give a new or empty folder")
                }
            }
        }
        let staging = stagingURL(for: target)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw InputFailure(description: "\(path): cannot write into \(Self.displayParent(of: path)): \(Self.reason(error))")
        }
        staged.append(Staged(target: target, staging: staging, isFolder: true))
        Registry.shared.add(staging)
        return staging
    }

    /// Moves every staged output into place; if one move fails, the earlier ones are undone.
    mutating func commit() throws {
        var done: [(Staged, backup: URL?)] = []
        for item in staged {
            var backup: URL?
            do {
                if fileManager.fileExists(atPath: item.target.path) {
                    let aside = stagingURL(for: item.target)
                    try Self.rename(item.target, to: aside)
                    backup = aside
                }
                try Self.rename(item.staging, to: item.target)
                done.append((item, backup))
            } catch {
                if let backup { try? Self.rename(backup, to: item.target) }
                for (earlier, earlierBackup) in done.reversed() {
                    try? fileManager.removeItem(at: earlier.target)
                    if let earlierBackup { try? Self.rename(earlierBackup, to: earlier.target) }
                }
                throw InputFailure(description: "\(item.target.path): cannot move the output into place: \(Self.reason(error))")
            }
        }
        for (_, backup) in done { if let backup { try? fileManager.removeItem(at: backup) } }
        for item in staged { Registry.shared.remove(item.staging) }
        staged = []
    }

    /// Removes everything staged so far.
    mutating func discard() {
        for item in staged {
            try? fileManager.removeItem(at: item.staging)
            Registry.shared.remove(item.staging)
        }
        staged = []
    }

    // MARK: - Checks

    private struct Kind {
        var isFolder: Bool
        var isWritable: Bool
    }

    /// What is at `url`, if anything; read-only means no write permission bit, even for root.
    private func kind(of url: URL) -> Kind? {
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        let permissions = (try? fileManager.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0o644
        let writable = permissions & 0o222 != 0 && fileManager.isWritableFile(atPath: url.path)
        return Kind(isFolder: isFolder.boolValue, isWritable: writable)
    }

    private func checkParent(of target: URL, path: String) throws {
        guard !path.isEmpty, target.lastPathComponent != "/" else { throw InputFailure(description: "an output path is empty") }
        let parent = target.deletingLastPathComponent()
        let shown = Self.displayParent(of: path)
        guard let kind = kind(of: parent) else {
            throw InputFailure(description: "\(path): the folder \(shown) does not exist")
        }
        guard kind.isFolder else { throw InputFailure(description: "\(path): \(shown) is a file, not a folder") }
        guard kind.isWritable else { throw InputFailure(description: "\(path): the folder \(shown) is read-only") }
    }

    private func stagingURL(for target: URL) -> URL {
        let name = "." + target.lastPathComponent + ".tabbar-" + UUID().uuidString.prefix(8).lowercased()
        return target.deletingLastPathComponent().appendingPathComponent(name)
    }

    private static func rename(_ from: URL, to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            throw InputFailure(description: String(cString: strerror(errno)))
        }
    }

    /// The folder part of a path as the user wrote it (`.` for a bare name).
    private static func displayParent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// A Foundation error's reason without its domain and code.
    static func reason(_ error: any Error) -> String {
        if let failure = error as? InputFailure { return failure.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    private static func quoted(_ name: String) -> String { "\"" + Escaping.visible(name) + "\"" }
}
