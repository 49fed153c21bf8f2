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
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Takes one byte.
    ///
    /// - Parameter byte: The next byte of standard input.
    /// - Returns: The action it completes, or `nil` while a character or a sequence is incomplete, or for a
    ///   key the form does not use.
    mutating func take(_ byte: UInt8) -> KeyAction? {
        if pending.first == 0x1B {
            pending.append(byte)
            return escapeSequence()
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
        case 0x04: return .quit
        case 0x20..<0x7F: return .type(Character(Unicode.Scalar(byte)))
        default: return nil
        }
    }

    /// `ESC [ A` and its like: up, down, right, left, Shift-Tab (`ESC [ Z`); any other sequence is dropped.
    private mutating func escapeSequence() -> KeyAction? {
        guard pending.count == 3 else {
            if pending.count == 2, pending[1] != UInt8(ascii: "[") { pending = [] }
            return nil
        }
        defer { pending = [] }
        switch pending[2] {
        case UInt8(ascii: "A"), UInt8(ascii: "Z"): return .previous
        case UInt8(ascii: "B"): return .next
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
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
