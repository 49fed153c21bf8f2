import Foundation

/// A fresh directory under the system's temporary directory, removed when the last reference goes: for tests.
public final class TemporaryDirectory: Sendable {
    /// Where it is.
    public let url: URL

    /// Creates a directory whose name starts with `name`.
    public init(named name: String = "ExampleTests") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A URL for `name` inside the directory.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the entries in the directory, sorted.
    public var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// A file's text, read through a file handle: `String(contentsOf:)` leaks on an empty file in
    /// swift-foundation 6.3, which fails the AddressSanitizer run.
    public func text(of file: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
