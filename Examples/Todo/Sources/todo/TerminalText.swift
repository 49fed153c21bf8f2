/// Text from the list, made safe to print on a terminal.
enum TerminalText {
    /// `text` with every control character written as an escape, such as `\n` or `\u{1B}`, so that a title
    /// holding a newline or a terminal's escape sequence keeps the list's layout and cannot drive the
    /// terminal; and every invisible format character too, such as U+202E, which would reverse what follows.
    ///
    /// - Parameter text: A title as stored.
    /// - Returns: The text to print.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if [.control, .format].contains(scalar.properties.generalCategory) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
