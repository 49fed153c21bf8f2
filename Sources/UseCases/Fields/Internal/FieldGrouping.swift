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
        // Two passes, the first counting and the second writing UTF-8 into one buffer, where the parts kept in
        // arrays and strings of scalars cost twice as much (see "Fields" in Benchmarks/README.md).
        var integerDigits = 0
        var kept = 0  // What the caret is after: the sign, digits and the rest, not separators.
        var offset = 0
        var reader = Reader()
        for scalar in text.unicodeScalars {
            let isBeforeCaret = offset < caret
            offset += scalar.utf16.count
            switch reader.part(of: scalar, isGrouping: isGrouping, isDecimal: isDecimal) {
            case .groupingSeparator: continue
            case .integerDigit: integerDigits += 1
            case .sign, .fraction: break
            }
            if isBeforeCaret { kept += 1 }
        }
        var grouped: [UInt8] = []
        grouped.reserveCapacity(text.utf8.count + integerDigits / 3 * separator.utf8.count)
        var length = 0  // In UTF-16, as the caret.
        var newCaret = 0
        var digit = 0
        reader = Reader()
        for scalar in text.unicodeScalars {
            switch reader.part(of: scalar, isGrouping: isGrouping, isDecimal: isDecimal) {
            case .groupingSeparator: continue
            case .integerDigit:
                if digit > 0, (integerDigits - digit) % 3 == 0 {
                    for byte in separator.utf8 { grouped.append(byte) }
                    length += separator.utf16.count
                }
                digit += 1
            case .sign, .fraction: break
            }
            for byte in scalar.utf8 { grouped.append(byte) }  // append(contentsOf:) cost 4 times as much.
            length += scalar.utf16.count
            if kept > 0 {
                kept -= 1
                if kept == 0 { newCaret = length }
            }
        }
        return (String(decoding: grouped, as: UTF8.self), newCaret)
    }

    /// Which part of a number's text each scalar is, read in order.
    private struct Reader {
        enum Part { case sign, integerDigit, groupingSeparator, fraction }

        private var isInFraction = false
        private var isAtStart = true  // No sign and no digit yet.

        /// The part `scalar` is, the scalars before it having been read.
        mutating func part(
            of scalar: Unicode.Scalar, isGrouping: (Unicode.Scalar) -> Bool, isDecimal: (Unicode.Scalar) -> Bool
        ) -> Part {
            if isInFraction || isDecimal(scalar) {
                isInFraction = true
                return .fraction  // The decimal separator and what follows it.
            }
            if isGrouping(scalar) { return .groupingSeparator }
            defer { isAtStart = false }
            return isAtStart && (scalar == "-" || scalar == "\u{2212}") ? .sign : .integerDigit
        }
    }
}
