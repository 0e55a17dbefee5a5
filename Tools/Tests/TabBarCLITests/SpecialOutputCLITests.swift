#if canImport(Glibc)
import Foundation
import Glibc
import Testing

/// `-o` on device nodes, FIFOs, sockets and symbolic links, made in a scratch folder, against the real
/// `tabbar` (issue 28: as root, `-o /dev/null` replaced the system's /dev/null with an SVG file).
///
/// Only nodes made here are written to: a test against the system's own /dev/null would, with a build
/// that has the bug, replace it for every process on the machine.
@Suite("tabbar -o on special files and symbolic links: written into or followed, never replaced")
struct SpecialOutputCLITests {
    static let isRoot = getuid() == 0

    /// A device number (Linux's encoding, for a major below 4096 and a minor below 256).
    static func device(_ major: UInt64, _ minor: UInt64) -> dev_t { dev_t((major << 8) | minor) }

    /// The file type bits of what is at `path` (not following a link).
    static func type(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test("a character device made with mknod (1,3: null) stays a device: written into, exit 0", .enabled(if: isRoot, "mknod needs root"))
    func characterDevice() throws {
        let folder = try CLI.temporaryFolder()
        let node = folder.appendingPathComponent("null").path
        #expect(mknod(node, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
        let result = try CLI.run(["render", "--example", "social", "-o", node])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.type(node) == S_IFCHR, "still a character device")
        #expect(CLI.tree(folder) == ["null"], "no staging file beside it")
    }

    @Test("a device that refuses the write (1,7: full) fails the run after the moves, which are undone: the old outputs stay",
          .enabled(if: isRoot, "mknod needs root"))
    func failingDeviceUndoesMoves() throws {
        let folder = try CLI.temporaryFolder()
        #expect(mknod(folder.appendingPathComponent("full").path, S_IFCHR | 0o666, Self.device(1, 7)) == 0)
        try Data("tap search\nsave snap.json\n".utf8).write(to: folder.appendingPathComponent("old.txt"))
        try Data("tap activity\nsave snap.json\n".utf8).write(to: folder.appendingPathComponent("new.txt"))
        #expect(try CLI.run(["simulate", "--example", "social", "old.txt", "--frames", "frames", "-o", "out.txt"], in: folder).status == 0)
        let before = CLI.tree(folder).filter { $0 != "out.txt" }.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)) }
        let result = try CLI.run(["simulate", "--example", "social", "new.txt", "--frames", "frames", "-o", "full"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("full: cannot write into a character device: No space left on device"), "\(result.stderr)")
        let after = CLI.tree(folder).filter { $0 != "out.txt" }.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)) }
        #expect(after.map(\.0) == before.map(\.0) && zip(after, before).allSatisfy { $0.1 == $1.1 }, "the frames and the snapshot are the old ones, nothing left beside them")
        #expect(Self.type(folder.appendingPathComponent("full").path) == S_IFCHR)
    }

    @Test("a block device made with mknod is refused before anything is written", .enabled(if: isRoot, "mknod needs root"))
    func blockDevice() throws {
        let folder = try CLI.temporaryFolder()
        let node = folder.appendingPathComponent("disk").path
        #expect(mknod(node, S_IFBLK | 0o600, Self.device(7, 0)) == 0)
        let result = try CLI.run(["render", "--example", "social", "-o", node])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a block device (a disk); tabbar writes files, not disks"), "\(result.stderr)")
        #expect(Self.type(node) == S_IFBLK && CLI.tree(folder) == ["disk"])
    }

    @Test("a FIFO is written into once its reader opens it, and stays a FIFO")
    func fifo() throws {
        let folder = try CLI.temporaryFolder()
        let pipe = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let received = ReadBox()
        let reader = Thread {
            let fd = open(pipe, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while fd >= 0 {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            close(fd)
            received.set(bytes)
        }
        reader.start()
        let result = try CLI.run(["render", "--example", "social", "-o", pipe])
        #expect(result.status == 0, "\(result.stderr)")
        let deadline = Date().addingTimeInterval(5)
        while received.get() == nil && Date() < deadline { usleep(10_000) }
        #expect(String(decoding: received.get() ?? [], as: UTF8.self).hasPrefix("<svg "), "the reader got the SVG")
        #expect(Self.type(pipe) == S_IFIFO && CLI.tree(folder) == ["pipe"])
    }

    @Test("a socket is refused")
    func socketTarget() throws {
        let folder = try CLI.temporaryFolder()
        let path = folder.appendingPathComponent("sock").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        #expect(bound == 0)
        let result = try CLI.run(["render", "--example", "social", "-o", path])
        #expect(result.status == 2 && result.stderr.contains("is a socket"), "\(result.stderr)")
        #expect(Self.type(path) == S_IFSOCK)
    }

    @Test("a symbolic link to a file is followed: the file gets the output and the link stays")
    func linkToFile() throws {
        let folder = try CLI.temporaryFolder()
        let real = folder.appendingPathComponent("real.svg"), link = folder.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.svg")
        let result = try CLI.run(["render", "--example", "social", "-o", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.type(link.path) == S_IFLNK)
        #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("<svg "))
        #expect(CLI.tree(folder) == ["link.svg", "real.svg"])
    }

    @Test("a chain of links to a device node is followed to the device, which stays one", .enabled(if: isRoot, "mknod needs root"))
    func linkToDevice() throws {
        let folder = try CLI.temporaryFolder()
        let node = folder.appendingPathComponent("null").path
        #expect(mknod(node, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("one").path, withDestinationPath: "null")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("two").path, withDestinationPath: folder.appendingPathComponent("one").path)
        let result = try CLI.run(["render", "--example", "social", "-o", folder.appendingPathComponent("two").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.type(node) == S_IFCHR && Self.type(folder.appendingPathComponent("two").path) == S_IFLNK)
        #expect(CLI.tree(folder) == ["null", "one", "two"])
    }

    @Test("a dangling link creates its target; a link loop and a link into a missing folder are refused")
    func danglingAndLoops() throws {
        let folder = try CLI.temporaryFolder()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "target.svg")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("away").path, withDestinationPath: "missing/x.svg")
        let dangling = try CLI.run(["render", "--example", "social", "-o", "dangling"], in: folder)
        #expect(dangling.status == 0 && Self.type(folder.appendingPathComponent("target.svg").path) == S_IFREG, "\(dangling.stderr)")
        let loop = try CLI.run(["render", "--example", "social", "-o", "loop"], in: folder)
        #expect(loop.status == 2 && loop.stderr.contains("too many levels of symbolic links"), "\(loop.stderr)")
        let away = try CLI.run(["render", "--example", "social", "-o", "away"], in: folder)
        #expect(away.status == 2 && away.stderr.contains("the folder missing (where the link leads) does not exist"), "\(away.stderr)")
        #expect(CLI.tree(folder) == ["away", "dangling", "loop", "target.svg"])
    }

    @Test("simulate --frames through a link to a folder replaces the folder's frames; the link stays")
    func framesThroughLink() throws {
        let folder = try CLI.temporaryFolder()
        try Data("tap activity\n".utf8).write(to: folder.appendingPathComponent("sc"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("frames").path, withDestinationPath: "real")
        let result = try CLI.run(["simulate", "--example", "social", "sc", "--frames", "frames"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.type(folder.appendingPathComponent("frames").path) == S_IFLNK)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("real/index.html").path))
    }
}

/// What a reader thread received.
final class ReadBox: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var bytes: [UInt8]?
    func set(_ value: [UInt8]) { lock.withLock { bytes = value } }
    func get() -> [UInt8]? { lock.withLock { bytes } }
}
#endif
