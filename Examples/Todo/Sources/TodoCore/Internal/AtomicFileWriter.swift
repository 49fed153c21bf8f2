#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Replaces a file's contents so that a crash at any moment leaves either the old or the new contents.
///
/// The bytes go to a new temporary file in the same directory, are flushed to disk, and only then is the
/// temporary file renamed over the destination; `rename(2)` within one file system is atomic.
enum AtomicFileWriter {
    /// A failed system call, with the reason the system gave.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var code: Int32

        var description: String {
            "\(operation) failed: \(String(cString: strerror(code)))"
        }
    }

    /// Writes `bytes` to `temporaryPath`, flushes it, and renames it to `path`.
    ///
    /// - Parameters:
    ///   - path: The file to replace (or create).
    ///   - bytes: The complete new contents.
    ///   - temporaryPath: A path in the same directory that does not exist yet; removed on failure.
    ///   - permissions: The new file's permission bits, such as the old file's; when `nil`, 0o644 less the
    ///     process's umask.
    ///   - owner: The user and group to give the new file, such as the old file's, as far as the system lets
    ///     the process (any user may keep a file's group when it is one of theirs; only root may give a file
    ///     to another user); when `nil`, the process's.
    /// - Throws: ``Failure`` naming the system call that failed; `path` is unchanged then.
    static func replace(
        _ path: String,
        with bytes: [UInt8],
        temporaryPath: String,
        permissions: mode_t? = nil,
        owner: (user: uid_t, group: gid_t)? = nil
    ) throws(Failure) {
        do throws(Failure) {
            try writeFlushed(bytes, to: temporaryPath, permissions: permissions, owner: owner)
            guard rename(temporaryPath, path) == 0 else {
                throw Failure(operation: "renaming \(temporaryPath) to \(path)", code: errno)
            }
        } catch {
            _ = unlink(temporaryPath)
            throw error
        }
        flushDirectory(containing: path)
    }

    /// Creates the file at `path` with `permissions`, writes `bytes`, and waits until they are on disk.
    private static func writeFlushed(
        _ bytes: [UInt8],
        to path: String,
        permissions: mode_t?,
        owner: (user: uid_t, group: gid_t)?
    ) throws(Failure) {
        // Created readable by its owner only, and given its permissions before any byte is written.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions == nil ? 0o644 : 0o600)
        guard descriptor >= 0 else {
            throw Failure(operation: "creating \(path)", code: errno)
        }
        defer { _ = close(descriptor) }  // After fsync succeeded, close has nothing left to report.
        // Owner first: changing it may clear the set-user-ID and set-group-ID bits, which fchmod then restores.
        if let owner, fchown(descriptor, owner.user, owner.group) != 0 {
            _ = fchown(descriptor, uid_t.max, owner.group)  // uid_t.max is -1: keep the user, try the group.
        }
        if let permissions, fchmod(descriptor, permissions) != 0 {
            throw Failure(operation: "setting the permissions of \(path)", code: errno)
        }
        try writeAll(bytes, to: descriptor)
        guard fsync(descriptor) == 0 else {
            throw Failure(operation: "flushing \(path)", code: errno)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "writing", code: errno)
            }
            offset += count
        }
    }

    /// Makes the rename itself durable; best effort, since the data is already safe in either file.
    private static func flushDirectory(containing path: String) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
