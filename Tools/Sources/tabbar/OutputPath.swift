import Foundation

/// An output path as the user gave it, resolved to where the output goes and checked against what is
/// there now: before anything is written, every output is one of these.
///
/// Paths are taken apart with plain string operations (Foundation's path functions trap on some
/// one-character names on Linux: `x`, `-`, `.`, `é`). The last component is followed through symbolic
/// links, as `cp` or a shell's `>` do: the link stays and its target gets the output.
///
/// ```swift
/// let target = try OutputPath("scratch/bar.svg", holds: .file)   // parent "scratch", name "bar.svg"
/// ```
struct OutputPath {
    /// What the output is.
    enum Shape {
        /// A file (written whole, or into a device or FIFO).
        case file
        /// A folder of files.
        case folder
    }

    /// What is at the resolved path now.
    enum Kind: Equatable {
        /// Nothing: the output is created.
        case missing
        /// A regular file, with its permission bits and whether this process may replace it.
        case file(mode: mode_t, writable: Bool)
        /// A folder, and whether this process may replace it.
        case folder(writable: Bool)
        /// A character device (`/dev/null`, a terminal): written into, never replaced.
        case characterDevice
        /// A named pipe: written into (once a reader opens it), never replaced.
        case fifo
        /// A block device (a disk): refused.
        case blockDevice
        /// A socket: refused.
        case socket
    }

    /// `-`: standard output.
    static let standardOutput = "-"

    /// The path as given, for messages.
    let given: String
    /// The folder the output goes into (`.` for a bare name), after following symbolic links.
    let parent: String
    /// The output's own name in `parent`.
    let name: String
    /// What is there now.
    let kind: Kind
    /// Whether the given path was a symbolic link (messages then name the folder it leads to).
    let followedLink: Bool

    /// The resolved path: `parent/name`.
    var path: String { Self.join(parent, name) }

    /// Whether the output is standard output.
    var isStandardOutput: Bool { given == Self.standardOutput }

    /// Whether the output is written into what is there (a device, a FIFO, standard output) rather than staged and moved.
    var isWrittenInPlace: Bool { isStandardOutput || kind == .characterDevice || kind == .fifo }

    /// Resolves and checks `given` for an output of `shape`; throws an ``InputFailure`` naming the path and why.
    init(_ given: String, holds shape: Shape) throws {
        self.given = given
        guard !given.isEmpty else { throw InputFailure(description: "an output path is empty") }
        if given == Self.standardOutput {
            guard shape == .file else { throw InputFailure(description: "-: standard output cannot hold a folder; give a folder name") }
            (parent, name, kind, followedLink) = ("", "", .characterDevice, false)
            return
        }
        var text = Substring(given)
        if text.hasSuffix("/") && text.contains(where: { $0 != "/" }) {
            guard shape == .folder else {
                throw InputFailure(description: "\(given): ends with \"/\", so it names a folder; give a file name")
            }
            while text.hasSuffix("/") { text = text.dropLast() }
        }
        var (parent, name) = Self.split(text)
        // Follow the last component through symbolic links (at most 40, as the kernel does).
        var hops = 0
        while name != "." && name != ".." && name != "/", let target = Self.linkTarget(Self.join(parent, name)) {
            hops += 1
            guard hops <= 40 else { throw InputFailure(description: "\(given): too many levels of symbolic links") }
            var next = Substring(target)
            while next.count > 1 && next.hasSuffix("/") { next = next.dropLast() }
            (parent, name) = target.hasPrefix("/") ? Self.split(next) : Self.split(Substring(Self.join(parent, String(next))))
        }
        self.parent = parent
        self.name = name
        followedLink = hops > 0
        kind = try Self.kind(at: Self.join(parent, name), given: given)
        try check(shape)
    }

    /// Refuses what cannot hold an output of `shape`; checks the folder a staged output is written into.
    private func check(_ shape: Shape) throws {
        if name == "." || name == ".." || name == "/" {
            throw InputFailure(description: shape == .file ? "\(given): is a folder; give a file name" : "\(given): give a new folder's name, not \(name)")
        }
        switch (kind, shape) {
        case (.folder, .file): throw InputFailure(description: "\(given): is a folder; give a file name")
        case (.file(_, false), .file): throw InputFailure(description: "\(given): the file is read-only")
        case (.file, .folder): throw InputFailure(description: "\(given): is a file; give a folder name")
        case (.folder(false), .folder): throw InputFailure(description: "\(given): the folder is read-only")
        case (.characterDevice, .folder), (.fifo, .folder): throw InputFailure(description: "\(given): is \(kind.phrase), not a folder; give a folder name")
        case (.blockDevice, _): throw InputFailure(description: "\(given): is a block device (a disk); tabbar writes files, not disks")
        case (.socket, _): throw InputFailure(description: "\(given): is a socket; give a file name")
        case (.characterDevice, .file), (.fifo, .file):
            guard access(path, W_OK) == 0 else { throw InputFailure(description: "\(given): cannot write into \(kind.phrase): \(String(cString: strerror(errno)))") }
            return  // written into: the folder it is in is not touched
        default: break
        }
        let shown = followedLink ? "\(parent) (where the link leads)" : parent
        var status = stat()
        guard stat(parent, &status) == 0 else {
            if errno == ENOENT { throw InputFailure(description: "\(given): the folder \(shown) does not exist") }
            if errno == ENOTDIR { throw InputFailure(description: "\(given): the folder \(shown) does not exist (a part of it is a file)") }
            throw InputFailure(description: "\(given): \(shown): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw InputFailure(description: "\(given): \(shown) is a file, not a folder") }
        guard status.st_mode & 0o222 != 0, access(parent, W_OK) == 0 else { throw InputFailure(description: "\(given): the folder \(shown) is read-only") }
    }

    /// What is at `path` (not following a last symbolic link, which `init` has followed already).
    private static func kind(at path: String, given: String) throws -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing  // the folder check says which part is missing or a file
            default: throw InputFailure(description: "\(given): \(String(cString: strerror(errno)))")
            }
        }
        let writable = status.st_mode & 0o222 != 0 && access(path, W_OK) == 0
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder(writable: writable)
        case S_IFCHR: return .characterDevice
        case S_IFIFO: return .fifo
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .file(mode: status.st_mode & 0o7777, writable: writable)
        }
    }

    /// Where the symbolic link at `path` points, or nil when `path` is not one.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder part and the last component of a path with no trailing slash: `("scratch", "bar.svg")`,
    /// `(".", "x")` for a bare name, `("/", "tmp")`.
    static func split(_ path: Substring) -> (parent: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", String(path)) }
        var parent = path[..<slash]
        while parent.count > 1 && parent.hasSuffix("/") { parent = parent.dropLast() }
        let name = path[path.index(after: slash)...]
        return (parent.isEmpty ? "/" : String(parent), name.isEmpty ? "/" : String(name))
    }

    /// `parent/name`; a bare `name` for the current folder.
    static func join(_ parent: String, _ name: String) -> String {
        if parent == "." { return name }
        return parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }

    /// The extension of a path's last component (`png` for `bar.PNG`, lowercased), or "" when it has none.
    static func fileExtension(_ path: String) -> String {
        let name = split(Substring(path)).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The path with every symbolic link and `.`/`..` resolved, when it exists.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A key equal for two outputs that land in the same place: the resolved folder and the name.
    var identity: String {
        if isStandardOutput { return Self.standardOutput }
        return Self.join(Self.canonical(parent) ?? parent, name)
    }
}

extension OutputPath.Kind {
    /// `a character device`, `a FIFO`, … for messages.
    var phrase: String {
        switch self {
        case .missing: "nothing"
        case .file: "a file"
        case .folder: "a folder"
        case .characterDevice: "a character device"
        case .fifo: "a FIFO (named pipe)"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }
}
