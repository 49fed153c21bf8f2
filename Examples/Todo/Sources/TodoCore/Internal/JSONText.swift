/// A reader of JSON text that walks it once, for ``TodoFileFormat``: members and elements are handed to the
/// caller as they come, so that nothing is built but the values asked for.
struct JSONText {
    /// What is wrong in the text, with its place as a path such as `items[2].title`.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case notJSON
        case wrongType(path: String)
        case invalid(String)
        case missing(String)
        case unknownMember(String, path: String)

        var description: String {
            switch self {
            case .notJSON:
                "it is not valid JSON"
            case .wrongType(let path):
                path.isEmpty ? "it has the wrong shape" : "\(path) has the wrong type"
            case .invalid(let path):
                "\(path) is not valid"
            case .missing(let path):
                "\(path) is missing"
            case .unknownMember(let key, let path):
                "\(path.isEmpty ? "it" : path) has a member '\(key)' that this todo does not know, and would drop"
            }
        }
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Structure

    /// The next byte that is not white space, or `nil` at the end.
    mutating func peek() -> UInt8? {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return bytes[index]
            }
        }
        return nil
    }

    /// Whether `byte` may be part of a JSON number.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether what comes next cannot start a value: the end, or a bracket, comma or colon.
    private mutating func notAValue() -> Bool {
        switch peek() {
        case nil, UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"): true
        default: false
        }
    }

    /// Nothing but white space is left.
    mutating func expectEnd() throws(Failure) {
        guard peek() == nil else { throw .notJSON }
    }

    /// Reads an object, calling `body` with each member's key, the reader standing before its value, which
    /// `body` must read.
    mutating func forEachMember(
        at path: @autoclosure () -> String,
        _ body: (String, inout JSONText) throws(Failure) -> Void
    ) throws(Failure) {
        try forEachEntry(between: UInt8(ascii: "{"), and: UInt8(ascii: "}"), at: path) { reader throws(Failure) in
            guard reader.peek() == UInt8(ascii: "\"") else { throw .notJSON }
            let key = try reader.string(at: path())
            try reader.expect(UInt8(ascii: ":"))
            try body(key, &reader)
        }
    }

    /// Reads an array, calling `body` with each element's index, the reader standing before it.
    mutating func forEachElement(
        at path: @autoclosure () -> String,
        _ body: (Int, inout JSONText) throws(Failure) -> Void
    ) throws(Failure) {
        var count = 0
        try forEachEntry(between: UInt8(ascii: "["), and: UInt8(ascii: "]"), at: path) { reader throws(Failure) in
            try body(count, &reader)
            count += 1
        }
    }

    /// Reads `opening`, then entries that `entry` reads, separated by commas, then `closing`.
    private mutating func forEachEntry(
        between opening: UInt8,
        and closing: UInt8,
        at path: () -> String,
        _ entry: (inout JSONText) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek() == opening else { throw notAValue() ? Failure.notJSON : Failure.wrongType(path: path()) }
        index += 1
        if peek() == closing {
            index += 1
            return
        }
        repeat {
            try entry(&self)
        } while try !endOfList(closing: closing)
    }

    /// After a member or an element: `true` past the closing bracket, `false` past a comma.
    private mutating func endOfList(closing: UInt8) throws(Failure) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return false
        case closing:
            index += 1
            return true
        default:
            throw .notJSON
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw .notJSON }
        index += 1
    }

    // MARK: - Values

    /// Reads `null`, if that is the next value.
    mutating func isNull() throws(Failure) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        guard bytes[index...].starts(with: "null".utf8) else { throw .notJSON }
        index += 4
        return true
    }

    /// Reads an integer: digits, after a minus sign or not.
    mutating func integer(at path: @autoclosure () -> String) throws(Failure) -> Int {
        guard let first = peek() else { throw .notJSON }
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            try skipOtherValue()
            throw .wrongType(path: path())
        }
        let start = index
        index += 1
        while index < bytes.count, Self.isNumberByte(bytes[index]) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Int(text) else {
            throw Double(text) == nil ? Failure.notJSON : Failure.wrongType(path: path())
        }
        return value
    }

    /// Reads a string, its escapes decoded.
    mutating func string(at path: @autoclosure () -> String) throws(Failure) -> String {
        String(decoding: try utf8String(at: path()), as: UTF8.self)
    }

    /// Reads a string as its UTF-8 bytes, its escapes decoded: the text itself when it has no escape.
    mutating func utf8String(at path: @autoclosure () -> String) throws(Failure) -> ArraySlice<UInt8> {
        guard peek() == UInt8(ascii: "\"") else {
            try skipOtherValue()
            throw .wrongType(path: path())
        }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw .notJSON }
            index += 1
        }
        guard index < bytes.count else { throw .notJSON }
        if bytes[index] == UInt8(ascii: "\"") {  // No escape: the common case.
            index += 1
            return bytes[start..<(index - 1)]
        }
        var decoded = Array(bytes[start..<index])
        while true {
            guard index < bytes.count, bytes[index] >= 0x20 else { throw .notJSON }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            try appendEscape(to: &decoded)
        }
        return decoded[...]
    }

    /// Decodes the escape after a backslash.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(Failure) {
        guard index < bytes.count else { throw .notJSON }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexadecimalUnit()
            if (0xD800..<0xDC00).contains(scalar) {  // A high surrogate: its low one must follow.
                guard bytes[index...].starts(with: "\\u".utf8) else { throw .notJSON }
                index += 2
                let low = try hexadecimalUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw .notJSON }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let character = Unicode.Scalar(scalar) else { throw .notJSON }
            decoded += Array(String(Character(character)).utf8)
        default:
            throw .notJSON
        }
    }

    private mutating func hexadecimalUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw .notJSON }
        index += 4
        return unit
    }

    /// Skips a value of another type than the one asked for, so that the failure names the type, not the JSON.
    private mutating func skipOtherValue() throws(Failure) {
        switch peek() {
        case UInt8(ascii: "{"): try forEachMember(at: "") { _, reader throws(Failure) in try reader.skipAny() }
        case UInt8(ascii: "["): try forEachElement(at: "") { _, reader throws(Failure) in try reader.skipAny() }
        case UInt8(ascii: "\""): _ = try string(at: "")
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            guard let word = ["true", "false", "null"].first(where: { bytes[index...].starts(with: $0.utf8) })
            else { throw .notJSON }
            index += word.utf8.count
        default: throw .notJSON
        }
    }

    private mutating func skipAny() throws(Failure) {
        switch peek() {
        case UInt8(ascii: "\""): _ = try string(at: "")
        case let byte? where byte == UInt8(ascii: "-") || Self.isNumberByte(byte): _ = try? integer(at: "")
        default: try skipOtherValue()
        }
    }

    // MARK: - Writing

    /// Appends `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)  // Nothing to escape: the common case, copied whole.
        } else {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
                case 0x0A: bytes += Array("\\n".utf8)
                case 0x0D: bytes += Array("\\r".utf8)
                case 0x09: bytes += Array("\\t".utf8)
                case 0..<0x20:
                    let digits = String(byte, radix: 16)
                    bytes += Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
