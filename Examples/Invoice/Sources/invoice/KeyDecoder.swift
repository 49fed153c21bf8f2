/// What a key does in the form.
enum KeyAction: Equatable {
    /// Types a character at the caret.
    case type(Character)
    /// Deletes the character before the caret (Backspace).
    case deleteBackward
    /// Moves the caret one character left or right.
    case left, right
    /// Ends editing the field and goes to the next one (Tab, Enter, down arrow) or the previous one
    /// (Shift-Tab, up arrow).
    case next, previous
    /// Ends the session (Ctrl-D).
    case quit
}

/// Turns the bytes a terminal sends into key actions: UTF-8 characters, control keys, and the escape
/// sequences of the arrows and Shift-Tab. Pure: a test feeds it bytes.
///
/// A control sequence it does not use (`ESC [ 3 ~`, the Delete key; `ESC [ 1 ; 5 C`, Ctrl-Right) is dropped
/// whole, so none of its bytes is typed; an `ESC` followed by anything but `[` or `O` (the Escape key, or
/// Alt with a key) is dropped, and the byte after it counts as a key of its own.
struct KeyDecoder {
    /// The key that ends the session: Ctrl-D.
    static let quitKey: UInt8 = 0x04

    private var pending: [UInt8] = []

    /// Takes one byte.
    ///
    /// - Parameter byte: The next byte of standard input.
    /// - Returns: The action it completes, or `nil` while a character or a sequence is incomplete, or for a
    ///   key the form does not use.
    mutating func take(_ byte: UInt8) -> KeyAction? {
        if pending.first == 0x1B {
            return escapeSequence(adding: byte)
        }
        if !pending.isEmpty, !(0x80...0xBF).contains(byte) {
            pending = []  // A character cut short: dropped, and this byte starts afresh.
        }
        if !pending.isEmpty || byte >= 0x80 {
            pending.append(byte)
            return character()
        }
        switch byte {
        case 0x1B:
            pending = [byte]
            return nil
        case 0x09, 0x0A, 0x0D: return .next
        case 0x08, 0x7F: return .deleteBackward
        case Self.quitKey: return .quit
        case 0x20..<0x7F: return .type(Character(Unicode.Scalar(byte)))
        default: return nil
        }
    }

    /// `ESC [`, then parameter bytes (`0`–`?`) and intermediate bytes (space–`/`), then a final byte (`@`–`~`);
    /// or `ESC O` and a final byte, as terminals send arrows in application mode.
    private mutating func escapeSequence(adding byte: UInt8) -> KeyAction? {
        if pending.count == 1 {
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else {
                pending = []
                return take(byte)  // The Escape key alone, or Alt with a key: the key counts by itself.
            }
            pending.append(byte)
            return nil
        }
        let isSS3 = pending[1] == UInt8(ascii: "O")
        guard (0x40...0x7E).contains(byte) else {
            guard !isSS3, (0x20...0x3F).contains(byte), pending.count < 16 else {
                pending = []
                return take(byte)  // Not a control sequence after all, or a runaway one: the byte is a key.
            }
            pending.append(byte)
            return nil
        }
        pending = []
        switch byte {
        case UInt8(ascii: "A"): return .previous
        case UInt8(ascii: "B"): return .next
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "Z") where !isSS3: return .previous
        default: return nil
        }
    }

    /// A character of several UTF-8 bytes, once all have come; invalid bytes are dropped.
    private mutating func character() -> KeyAction? {
        let lead = pending[0]
        let length = lead >= 0xF8 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0 else {
            pending = []
            return nil
        }
        guard pending.count == length else { return nil }
        defer { pending = [] }
        var bytes = pending.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return .type(Character(scalar))
    }
}
