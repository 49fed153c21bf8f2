import Foundation

/// The to-do file's JSON, written and read by hand in one pass: a list of 100,000 items is read and written in
/// a few milliseconds, where `JSONDecoder` and `JSONEncoder` with ISO 8601 dates took most of a second.
///
/// The file is a JSON object with the format's version and the items, one item a line:
///
/// ```json
/// {
///   "version" : 1,
///   "items" : [
///     {"id" : 1, "title" : "Buy milk", "createdAt" : "2025-01-31T09:00:00Z"},
///     {"id" : 2, "title" : "Walk the dog", "createdAt" : "2025-01-31T09:05:00Z", "completedAt" : "2025-01-31T10:00:00Z"}
///   ]
/// }
/// ```
///
/// Any JSON with the same members reads the same, whatever its spacing and order of members. A member this
/// format does not know is refused, with its place: a later write would otherwise drop it in silence.
public enum TodoFileFormat {
    /// The version of the format this todo reads and writes.
    public static let version = 1

    /// Why a file's bytes are not a to-do list, in the user's words.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong, such as `items[2].title is missing`.
        public var description: String
    }

    /// The file's bytes for `items`.
    ///
    /// - Parameter items: The list.
    /// - Returns: UTF-8 JSON, ending with a newline.
    public static func encode(_ items: [TodoItem]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + items.count * 96)
        bytes.append(contentsOf: "{\n  \"version\" : \(version),\n  \"items\" : [".utf8)
        for (index, item) in items.enumerated() {
            bytes.append(contentsOf: (index == 0 ? "\n    {\"id\" : " : ",\n    {\"id\" : ").utf8)
            bytes.append(contentsOf: String(item.id).utf8)
            bytes.append(contentsOf: ", \"title\" : ".utf8)
            JSONText.appendString(item.title, to: &bytes)
            bytes.append(contentsOf: ", \"createdAt\" : \"".utf8)
            ISO8601Timestamp.append(item.createdAt, to: &bytes)
            if let completedAt = item.completedAt {
                bytes.append(contentsOf: "\", \"completedAt\" : \"".utf8)
                ISO8601Timestamp.append(completedAt, to: &bytes)
            }
            bytes.append(contentsOf: "\"}".utf8)
        }
        bytes.append(contentsOf: (items.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        return bytes
    }

    /// The list in a file's bytes.
    ///
    /// - Parameter bytes: The file's contents.
    /// - Returns: The items, in the file's order.
    /// - Throws: ``Failure`` when the bytes are not JSON, not a list of this version, or hold a member this
    ///   format does not know.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> [TodoItem] {
        var reader = JSONText(bytes)
        var version: Int?
        var items: [TodoItem]?
        do throws(JSONText.Failure) {
            guard reader.peek() == UInt8(ascii: "{") else {
                throw reader.peek() == nil ? JSONText.Failure.notJSON : JSONText.Failure.wrongType(path: "")
            }
            try reader.forEachMember(at: "") { key, reader throws(JSONText.Failure) in
                switch key {
                case "version": version = try reader.integer(at: "version")
                case "items": items = try decodeItems(&reader)
                default: throw .unknownMember(key, path: "")
                }
            }
            try reader.expectEnd()
        } catch {
            throw Failure(description: error.description)
        }
        guard let version else { throw Failure(description: "version is missing") }
        guard version == Self.version else {
            throw Failure(description: "it has format version \(version), and this todo reads version \(Self.version)")
        }
        guard let items else { throw Failure(description: "items is missing") }
        return items
    }

    private static func decodeItems(_ reader: inout JSONText) throws(JSONText.Failure) -> [TodoItem] {
        var items: [TodoItem] = []
        try reader.forEachElement(at: "items") { index, reader throws(JSONText.Failure) in
            // Built only for a failure, never for every item read (Benchmarks/README.md, the Todo example).
            func place(_ member: String = "") -> String { "items[\(index)]\(member)" }
            var id: Int?
            var title: String?
            var createdAt: Date?
            var completedAt: Date?
            try reader.forEachMember(at: place()) { key, reader throws(JSONText.Failure) in
                switch key {
                case "id": id = try reader.integer(at: place(".id"))
                case "title": title = try reader.string(at: place(".title"))
                case "createdAt": createdAt = try date(&reader, at: place(".createdAt"))
                case "completedAt":
                    completedAt = try reader.isNull() ? nil : date(&reader, at: place(".completedAt"))
                default: throw .unknownMember(key, path: place())
                }
            }
            guard let id else { throw .missing(place(".id")) }
            guard let title else { throw .missing(place(".title")) }
            guard let createdAt else { throw .missing(place(".createdAt")) }
            items.append(TodoItem(id: id, title: title, createdAt: createdAt, completedAt: completedAt))
        }
        return items
    }

    private static func date(
        _ reader: inout JSONText, at path: @autoclosure () -> String
    ) throws(JSONText.Failure) -> Date {
        guard let date = ISO8601Timestamp.date(fromUTF8: try reader.utf8String(at: path())) else {
            throw .invalid(path())
        }
        return date
    }
}
