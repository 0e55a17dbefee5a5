import Foundation

#if canImport(Glibc)
/// Linux's `renameat2` (glibc 2.28+): with `RENAME_EXCHANGE` it swaps two paths atomically.
@_silgen_name("renameat2")
private func renameat2(_ oldDirectory: Int32, _ oldPath: UnsafePointer<CChar>, _ newDirectory: Int32, _ newPath: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
#endif

extension OutputWriter {
    /// A staged output moved into place, with what it replaced kept until the transaction ends.
    struct Moved {
        var item: Staged
        /// What was at the target before, moved or linked aside; nil when there was nothing (or it could not be kept).
        var aside: String?
        /// Whether a folder was swapped with the one it replaces (the old one is then at `item.staging`).
        var swapped = false
        /// Whether something was at the target before.
        var replaced = false
    }

    /// Moves every staged output into place, then writes the in-place ones; undoes the moves if any step fails.
    ///
    /// The moves run with interrupts deferred (``Registry/deferringInterrupts(_:)``): a SIGINT or SIGTERM
    /// that lands meanwhile is handled once every output is in place, or every move is undone. What was
    /// replaced stays aside until the end, registered, so an interrupt after the moves removes it.
    mutating func commit() throws {
        let keepAside = staged.count > 1 || !inPlace.isEmpty
        let staged = self.staged
        let moved = try Registry.shared.deferringInterrupts { try Self.move(staged, keepAside: keepAside) }
        do {
            for item in inPlace { try Self.write(item) }
        } catch {
            Registry.shared.deferringInterrupts { Self.undo(moved) }
            throw error
        }
        Registry.shared.deferringInterrupts {
            for done in moved {
                if let aside = done.aside { Staging.remove(aside) }
                if done.swapped { Staging.remove(done.item.staging) } else { Registry.shared.remove(done.item.staging) }
            }
            for item in inPlace { if let file = item.temporaryFile { Staging.remove(file) } }
        }
        self.staged = []
        self.inPlace = []
    }

    /// Moves each staged output onto its target; on a failure, undoes the earlier ones and throws.
    private static func move(_ staged: [Staged], keepAside: Bool) throws -> [Moved] {
        var moved: [Moved] = []
        for item in staged {
            let target = item.target.path
            var done = Moved(item: item)
            var status = stat()
            let exists = lstat(target, &status) == 0
            done.replaced = exists
            var result: Int32
            if item.isFolder && exists && status.st_mode & S_IFMT == S_IFDIR {
                if exchange(item.staging, target) {
                    done.swapped = true
                    result = 0
                } else {
                    // No atomic swap here (not Linux, or a file system without it): move the old folder aside first.
                    let aside = Staging.name(beside: item.target)
                    Registry.shared.add(aside)
                    result = rename(target, aside)
                    if result == 0 {
                        done.aside = aside
                        result = rename(item.staging, target)
                        if result != 0 {
                            _ = rename(aside, target)
                            Registry.shared.remove(aside)
                            done.aside = nil
                        }
                    } else {
                        Registry.shared.remove(aside)
                    }
                }
            } else {
                if keepAside && exists && !item.isFolder { done.aside = Staging.keepCopy(of: item.target) }
                // One atomic rename: the target holds the old file or the new one, never nothing.
                result = rename(item.staging, target)
            }
            guard result == 0 else {
                let reason = String(cString: strerror(errno))
                if let aside = done.aside, !item.isFolder { Staging.remove(aside) }
                undo(moved)
                throw InputFailure(description: "\(item.target.given): cannot move the output into place: \(reason)")
            }
            moved.append(done)
        }
        return moved
    }

    /// Puts back what each move replaced, latest first.
    private static func undo(_ moved: [Moved]) {
        for done in moved.reversed() {
            let target = done.item.target.path
            if done.swapped {
                _ = exchange(done.item.staging, target)
            } else if let aside = done.aside {
                if done.item.isFolder { _ = rename(target, done.item.staging) }
                _ = rename(aside, target)
                Registry.shared.remove(aside)
            } else if !done.replaced {
                // Nothing was there: the new output goes back to its staging place, which discard removes.
                _ = rename(target, done.item.staging)
            }
            // Else the old file could not be kept (no link, no copy): the new one stays rather than none.
        }
    }

    /// Swaps two paths atomically; false when the system cannot.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if canImport(Glibc)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }

    /// Writes an output into standard output, a character device or a FIFO (opening a FIFO waits for its reader).
    private static func write(_ item: InPlace) throws {
        let target = item.target
        let bytes: Data
        if let contents = item.contents {
            bytes = contents
        } else if let file = item.temporaryFile, let written = FileManager.default.contents(atPath: file) {
            bytes = written
        } else {
            throw InputFailure(description: "\(target.given): the output to write was lost")
        }
        let fd: Int32
        if target.isStandardOutput {
            fd = STDOUT_FILENO
        } else {
            fd = open(target.path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw InputFailure(description: "\(target.given): cannot write into \(target.kind.phrase): \(String(cString: strerror(errno)))") }
            var status = stat()
            // What is there may have changed since it was checked: never write into a regular file in place.
            guard fstat(fd, &status) == 0, [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) else {
                close(fd)
                throw InputFailure(description: "\(target.given): is no longer a device or FIFO; run again")
            }
        }
        defer { if fd != STDOUT_FILENO { close(fd) } }
        // A reader that goes away must be an error, not a SIGPIPE that ends the process with staged files left.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    let shown = target.isStandardOutput ? "standard output" : target.kind.phrase
                    throw InputFailure(description: "\(target.given): cannot write into \(shown): \(String(cString: strerror(errno)))")
                }
                offset += count
            }
        }
    }
}

extension OutputWriter {
    /// The hidden files and folders outputs are staged in, each registered for removal on an interrupt
    /// before it exists.
    enum Staging {
        /// A new hidden name beside the target: `.NAME.tabbar-PID-RANDOM` (the name cut to 64 bytes), unique
        /// to this process and this output, so parallel runs writing one output never meet.
        static func name(beside target: OutputPath) -> String {
            var prefix = ""
            for character in target.name where prefix.utf8.count + String(character).utf8.count <= 64 { prefix.append(character) }
            let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            return OutputPath.join(target.parent, ".\(prefix).tabbar-\(getpid())-\(random)")
        }

        /// Creates an empty staging file beside the target, with the permissions of the file it replaces.
        static func file(beside target: OutputPath) throws -> String {
            for _ in 0..<16 {
                let path = name(beside: target)
                Registry.shared.add(path)
                let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o666)
                if fd >= 0 {
                    if case .file(let mode, _) = target.kind { fchmod(fd, mode) }
                    close(fd)
                    return path
                }
                let failure = errno
                Registry.shared.remove(path)
                guard failure == EEXIST else {
                    throw InputFailure(description: "\(target.given): cannot write into \(target.parent): \(String(cString: strerror(failure)))")
                }
            }
            throw InputFailure(description: "\(target.given): cannot find a free staging name in \(target.parent)")
        }

        /// Creates an empty staging folder beside the target.
        static func folder(beside target: OutputPath) throws -> String {
            for _ in 0..<16 {
                let path = name(beside: target)
                Registry.shared.add(path)
                if mkdir(path, 0o777) == 0 { return path }
                let failure = errno
                Registry.shared.remove(path)
                guard failure == EEXIST else {
                    throw InputFailure(description: "\(target.given): cannot write into \(target.parent): \(String(cString: strerror(failure)))")
                }
            }
            throw InputFailure(description: "\(target.given): cannot find a free staging name in \(target.parent)")
        }

        /// A new temporary file (for output a tool writes before it goes to standard output or a device).
        static func temporaryFile() throws -> String {
            let folder = FileManager.default.temporaryDirectory.path
            let path = OutputPath.join(folder, "tabbar-\(getpid())-\(UUID().uuidString)")
            Registry.shared.add(path)
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                Registry.shared.remove(path)
                throw InputFailure(description: "cannot write a temporary file into \(folder)")
            }
            return path
        }

        /// Keeps the file at the target under a hidden name beside it (a hard link, or a copy where links
        /// are not possible), so a later failure can put it back; nil when neither works.
        static func keepCopy(of target: OutputPath) -> String? {
            let aside = name(beside: target)
            Registry.shared.add(aside)
            if link(target.path, aside) == 0 || (try? FileManager.default.copyItem(atPath: target.path, toPath: aside)) != nil {
                return aside
            }
            Registry.shared.remove(aside)
            return nil
        }

        /// Removes a staged file or folder (first moved aside, so nothing still writing into it lands in
        /// its place) and forgets it.
        static func remove(_ path: String) {
            let doomed = rename(path, path + ".removing") == 0 ? path + ".removing" : path
            try? FileManager.default.removeItem(atPath: doomed)
            Registry.shared.remove(path)
        }
    }
}
