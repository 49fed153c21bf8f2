public import Foundation

/// Stores the list as a JSON file, replaced atomically on every change, and changed by one `todo` at a time.
///
/// - **Nothing lost between processes.** A change reads, edits and writes the list while holding a lock on
///   a lock file beside it (`.todo.json.lock` for `todo.json`, `.todo.json.lock` for `.todo.json` too), so
///   `todo` commands run at the same moment
///   take turns, each seeing the others' changes. A command waits its turn as long as the turns before it
///   keep moving; when one other `todo` holds the lock for more than ``lockTimeout``, it gives up with a
///   ``TodoGatewayError`` of kind `busy`, and changes nothing.
/// - **Never half a list.** A change is written to a temporary file next to the list, flushed to disk, and
///   renamed over the list, so a crash or `kill -9` at any moment leaves the previous list or the new one.
///   A temporary file that an interrupted write left behind is removed by the next change.
/// - **The file as the user left it.** The new file keeps the old one's permissions (a list readable only
///   by its owner stays so) and, where the system lets the user, its owner and group (a list shared by a
///   group stays shared). A list whose name is a symbolic link is followed: its target is replaced, and the
///   link stays. A list the user made read-only is not changed: the change fails with a message saying so.
/// - **Nothing written over what it could not read.** A missing file is an empty list. A file that cannot
///   be read or decoded, or whose items have identifiers that are not positive and distinct, is reported as
///   a ``TodoGatewayError`` and left exactly as it is.
public final class JSONFileTodoGateway: TodoGateway {
    /// How long a change waits, by default, while one other `todo` holds the list, in seconds: far less than
    /// the time limit `TodoLogic` gives every use case, so that a user learns that the list is stuck.
    public static let defaultLockTimeout = 3.0

    /// How long a change waits while one other `todo` holds the list, in seconds; a wait behind several, each
    /// holding it for less, goes on.
    public let lockTimeout: Double

    /// The file that holds the list, as given; a symbolic link is followed when the list is changed.
    public let fileURL: URL
    private let lock = NSLock()

    /// Creates a gateway for the list in `fileURL`; the file and its directory are created on first change.
    public init(fileURL: URL, lockTimeout: Double = JSONFileTodoGateway.defaultLockTimeout) {
        self.fileURL = fileURL
        self.lockTimeout = lockTimeout
    }

    /// Reads the list from the file.
    ///
    /// Takes no lock between processes: a change replaces the file in one step, so a read sees the list
    /// before it or after it.
    ///
    /// - Returns: The stored items; an empty array when the file does not exist.
    /// - Throws: ``TodoGatewayError`` of kind `unreadable` or `corrupt`.
    public func loadItems() throws -> [TodoItem] {
        try lock.withLock { try read(Self.resolvingLinks(path)) }
    }

    /// Reads the list, lets `change` edit it, and replaces the file when the list changed, all while holding
    /// the list's lock.
    ///
    /// - Parameter change: Edits the items in place; when it throws, the file is not touched.
    /// - Returns: What `change` returned.
    /// - Throws: ``TodoGatewayError``, or what `change` threw.
    public func update<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result {
        try lock.withLock {
            let target = Self.resolvingLinks(path)
            let directory = (target as NSString).deletingLastPathComponent
            let name = (target as NSString).lastPathComponent
            do {
                try FileManager.default.createDirectory(
                    atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
            } catch {
                throw unwritable("its folder could not be created (\(error.localizedDescription))")
            }
            let lockPath = (directory as NSString).appendingPathComponent(Self.hidden(name) + ".lock")
            var info = stat()
            let permissions = stat(target, &info) == 0 ? info.st_mode & 0o666 : 0o644
            do {
                return try FileLock.withLock(on: lockPath, permissions: permissions, patience: lockTimeout) {
                    Self.removeLeftoverTemporaryFiles(of: name, in: directory)
                    let original = try read(target)
                    var edited = original
                    let result = try change(&edited)
                    if edited != original {
                        try write(edited, to: target, temporaryPath: Self.temporaryPath(of: name, in: directory))
                    }
                    return result
                }
            } catch FileLock.Failure.timedOut {
                throw TodoGatewayError(
                    kind: .busy,
                    message: "The to-do file at \(path) is being changed by another todo, which has held it for "
                        + "over \(Self.seconds(lockTimeout)). Nothing was changed; try again when it is done."
                )
            } catch FileLock.Failure.system(let reason) {
                throw unwritable("its lock file \(lockPath) could not be used (\(reason))")
            }
        }
    }

    // MARK: - Reading and writing

    private var path: String {
        fileURL.path
    }

    /// Reads the list at `path`, the list's file with its links followed.
    private func read(_ path: String) throws(TodoGatewayError) -> [TodoItem] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            guard FileManager.default.fileExists(atPath: path) else { return [] }
            throw unreadable(error.localizedDescription)
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw unreadable("it is a directory")
        }
        // Checked before reading: an empty file is not a list, and reading one leaks in swift-foundation 6.3.
        if (attributes[.size] as? UInt64 ?? (attributes[.size] as? Int).map(UInt64.init)) == 0 {
            throw corrupt("it is empty")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw unreadable(
                FileManager.default.isReadableFile(atPath: path) ? error.localizedDescription : "permission denied"
            )
        }
        let items: [TodoItem]
        do throws(TodoFileFormat.Failure) {
            items = try TodoFileFormat.decode(Array(data))
        } catch {
            throw corrupt(error.description)
        }
        if let id = items.lazy.map(\.id).first(where: { $0 <= 0 }) {
            throw corrupt("a to-do has the number \(id), and to-do numbers start at 1")
        }
        var seen = Set<Int>()
        seen.reserveCapacity(items.count)
        if let id = items.lazy.map(\.id).first(where: { !seen.insert($0).inserted }) {
            throw corrupt("two to-dos have the number \(id)")
        }
        return items
    }

    /// Replaces the list at `target` with `items`, keeping the file's permissions.
    private func write(_ items: [TodoItem], to target: String, temporaryPath: String) throws(TodoGatewayError) {
        var info = stat()
        let exists = stat(target, &info) == 0
        // Read-only when no one may write it, even for a user whom the system would let (root).
        if exists, access(target, W_OK) != 0 || info.st_mode & 0o222 == 0 {
            throw TodoGatewayError(
                kind: .unwritable,
                message: "The to-do file at \(path) is read-only, so nothing was changed. To change the list, make "
                    + "it writable: chmod u+w '\(target)'."
            )
        }
        do {
            try AtomicFileWriter.replace(
                target,
                with: TodoFileFormat.encode(items),
                temporaryPath: temporaryPath,
                permissions: exists ? info.st_mode & 0o7777 : nil,
                owner: exists ? (info.st_uid, info.st_gid) : nil
            )
        } catch {
            throw unwritable("\(error)")
        }
    }

    private func unwritable(_ reason: String) -> TodoGatewayError {
        TodoGatewayError(
            kind: .unwritable,
            message: "Could not save the to-do file at \(path): \(reason). The previous list is unchanged."
        )
    }

    /// `10 seconds`, or `0.5 seconds`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) seconds" : "\(value) seconds"
    }

    // MARK: - The files beside the list

    /// `path` with its last component followed while it is a symbolic link, so that a change replaces the
    /// link's target and keeps the link; `path` itself when it is not a link. (Links among the folders on
    /// the way are left to the system, which follows them.)
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {  // A loop of links ends here, and reading the list then fails with the system's reason.
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// `name` as a hidden file's name: with a leading dot, unless it has one already.
    private static func hidden(_ name: String) -> String {
        name.hasPrefix(".") ? name : ".\(name)"
    }

    /// A new temporary file's path for the list `name` in `directory`: `.todo.json.<UUID>.tmp`.
    private static func temporaryPath(of name: String, in directory: String) -> String {
        (directory as NSString).appendingPathComponent("\(hidden(name)).\(UUID().uuidString).tmp")
    }

    /// Whether `entry` is one of this list's temporary files, and no other list's: `.<name>.`, a UUID, `.tmp`.
    static func isTemporaryFile(_ entry: String, of name: String) -> Bool {
        let prefix = "\(hidden(name))."
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
        let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
        return UUID(uuidString: String(middle)) != nil
    }

    /// Removes the temporary files that writes interrupted by a crash or `kill -9` left behind; called under
    /// the list's lock, when no other write of this list can be under way.
    private static func removeLeftoverTemporaryFiles(of name: String, in directory: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for entry in entries where isTemporaryFile(entry, of: name) {
            unlink((directory as NSString).appendingPathComponent(entry))
        }
    }

    private func unreadable(_ reason: String) -> TodoGatewayError {
        TodoGatewayError(
            kind: .unreadable,
            message: "Could not read the to-do file at \(path): \(reason). It was left unchanged; "
                + "make it a readable file, or move it away to start a new list."
        )
    }

    private func corrupt(_ reason: String) -> TodoGatewayError {
        TodoGatewayError(
            kind: .corrupt,
            message: "The to-do file at \(path) cannot be used: \(reason). "
                + "It was left unchanged; repair it, or move it away to start a new list."
        )
    }
}
