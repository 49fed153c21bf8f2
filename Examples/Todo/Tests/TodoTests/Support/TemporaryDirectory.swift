import Foundation

/// A fresh directory under the system's temporary directory, removed when the last reference goes.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TodoTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A URL for `name` inside the directory.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the entries in the directory, sorted.
    var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// The text of a file, read through a file handle: `String(contentsOf:)` leaks on an empty file in
    /// swift-foundation 6.3, which fails the AddressSanitizer run.
    func text(of url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { handle.closeFile() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
