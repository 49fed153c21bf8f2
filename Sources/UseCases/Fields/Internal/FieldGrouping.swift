/// Regrouping a number's text as it is typed: the grouping separators of its integer part put back every
/// three digits from the decimal separator, and the caret kept after the same digit.
enum FieldGrouping {
    /// `text` with its integer digits grouped by `separator` every three digits, and `caret` moved with them.
    ///
    /// Everything but the grouping separators of the integer part is kept, in order: the sign, the digits
    /// as typed (in any script), the decimal separator and the fraction. The caret stays after as many of
    /// those as it was after, and before any separator that follows them.
    ///
    /// - Parameters:
    ///   - text: A text the format accepts.
    ///   - caret: A UTF-16 offset in `text`.
    ///   - separator: The grouping separator to insert.
    ///   - isGrouping: Whether a scalar is a grouping separator, to drop.
    ///   - isDecimal: Whether a scalar is the decimal separator, which ends the integer part.
    /// - Returns: The regrouped text and its caret.
    static func regrouped(
        _ text: String, caret: Int, separator: Character, isGrouping: (Unicode.Scalar) -> Bool,
        isDecimal: (Unicode.Scalar) -> Bool
    ) -> (text: String, caret: Int) {
        var sign = String.UnicodeScalarView()
        var digits: [Unicode.Scalar] = []
        var rest = String.UnicodeScalarView()
        var kept = 0  // What the caret is after: the sign, digits and the rest, not separators.
        var offset = 0
        var inFraction = false
        for scalar in text.unicodeScalars {
            let isBeforeCaret = offset < caret
            offset += scalar.utf16.count
            if inFraction || isDecimal(scalar) {
                inFraction = true
                rest.append(scalar)
            } else if isGrouping(scalar) {
                continue
            } else if digits.isEmpty, sign.isEmpty, scalar == "-" || scalar == "\u{2212}" {
                sign.append(scalar)
            } else {
                digits.append(scalar)
            }
            if isBeforeCaret { kept += 1 }
        }
        var grouped = String.UnicodeScalarView()
        var length = 0
        var count = 0
        var newCaret = 0
        func append(_ scalar: Unicode.Scalar, isKept: Bool) {
            grouped.append(scalar)
            length += scalar.utf16.count
            guard isKept else { return }
            count += 1
            if count == kept { newCaret = length }
        }
        for scalar in sign { append(scalar, isKept: true) }
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 {
                for scalar in separator.unicodeScalars { append(scalar, isKept: false) }
            }
            append(digit, isKept: true)
        }
        for scalar in rest { append(scalar, isKept: true) }
        return (String(grouped), newCaret)
    }
}
