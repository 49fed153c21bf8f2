public import Foundation

/// Stores the list as a JSON file, replaced atomically on every change.
///
/// A change is written to a temporary file next to the list, flushed to disk, and renamed over the list,
/// so a crash mid-write leaves the previous list in place. A missing file is an empty list. A file that
/// cannot be read or decoded is reported as a ``TodoGatewayError`` and left exactly as it is: the gateway
/// never overwrites a list it could not read.
///
/// Executions in one process are serialised by a lock; separate processes writing at the same moment
/// may each miss the other's change, but never corrupt the file.
public final class JSONFileTodoGateway: TodoGateway {
    /// The version of the file format this gateway reads and writes.
    public static let formatVersion = 1

    /// The file that holds the list.
    public let fileURL: URL
    private let lock = NSLock()

    /// Creates a gateway for the list in `fileURL`; the file and its directory are created on first change.
    ///
    /// - Parameter fileURL: A file URL for the list.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Reads the list from the file.
    ///
    /// - Returns: The stored items; an empty array when the file does not exist.
    /// - Throws: ``TodoGatewayError`` of kind `unreadable` or `corrupt`.
    public func loadItems() throws -> [TodoItem] {
        try lock.withLock { try read() }
    }

    /// Reads the list, lets `change` edit it, and replaces the file when the list changed.
    ///
    /// - Parameter change: Edits the items in place; when it throws, the file is not touched.
    /// - Returns: What `change` returned.
    /// - Throws: ``TodoGatewayError``, or what `change` threw.
    public func update<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result {
        try lock.withLock {
            let original = try read()
            var edited = original
            let result = try change(&edited)
            if edited != original {
                try write(edited)
            }
            return result
        }
    }

    // MARK: - Reading and writing

    private var path: String {
        fileURL.path
    }

    private func read() throws(TodoGatewayError) -> [TodoItem] {
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
            data = try Data(contentsOf: fileURL)
        } catch {
            throw unreadable(
                FileManager.default.isReadableFile(atPath: path) ? error.localizedDescription : "permission denied"
            )
        }
        let stored: StoredList
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            stored = try decoder.decode(StoredList.self, from: data)
        } catch {
            throw corrupt("it is not a to-do list in JSON (\(Self.summary(of: error)))")
        }
        guard stored.version == Self.formatVersion else {
            throw corrupt("it has format version \(stored.version), and this todo reads version \(Self.formatVersion)")
        }
        return stored.items
    }

    private func write(_ items: [TodoItem]) throws(TodoGatewayError) {
        let directory = fileURL.deletingLastPathComponent()
        let temporaryURL = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(StoredList(version: Self.formatVersion, items: items))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFileWriter.replace(path, with: Array(data), temporaryPath: temporaryURL.path)
        } catch {
            throw TodoGatewayError(
                kind: .unwritable,
                message: "Could not save the to-do file at \(path) (\(error)). The previous list is unchanged."
            )
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

    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        default:
            "\(error)"
        }
    }
}

/// The file's top level: a format version, then the items.
private struct StoredList: Codable {
    var version: Int
    var items: [TodoItem]
}
