/// Text from the list, made safe to print on a terminal.
enum TerminalText {
    /// The marks, embeddings, overrides and isolates that reorder text: U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069.
    static let bidirectionalControls: Set<UInt32> = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]

    /// `text` with every control character written as an escape, such as `\n` or `\u{1B}`, so that a title
    /// holding a newline or a terminal's escape sequence keeps the list's layout and cannot drive the
    /// terminal; and every bidirectional control too, such as U+202E, which would reverse what follows. (Other
    /// invisible format characters, such as the joiners of emoji and Persian, stay.)
    ///
    /// - Parameter text: A title as stored.
    /// - Returns: The text to print.
    static func escaped(_ text: String) -> String {
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return text  // Printable ASCII, the common case, has nothing to escape.
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || Self.bidirectionalControls.contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
