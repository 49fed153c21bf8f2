/// Regrouping a number's text as it is typed: the grouping separators of its integer part put back every
/// three digits from the decimal separator, and the caret kept after the same digit.
enum FieldGrouping {
    /// `text` with its integer digits grouped every three digits, and `caret` moved with them.
    ///
    /// Everything but the grouping separators of the integer part is kept, in order: the sign, the digits
    /// as typed (in any script), the decimal separator and the fraction. The caret stays after as many of
    /// those as it was after, and before any separator that follows them.
    ///
    /// - Parameters:
    ///   - text: A text the format accepts.
    ///   - caret: A UTF-16 offset in `text`.
    ///   - integerDigits: The digits before the decimal separator, leading zeros included.
    ///   - separators: The separators `text` is read by; their grouping separator is the one inserted.
    /// - Returns: The regrouped text and its caret.
    static func regrouped(
        _ text: String, caret: Int, integerDigits: Int, separators: NumberSeparators
    ) -> (text: String, caret: Int) {
        // One pass, writing UTF-8 straight into the new string; the format counted the digits as it read them
        // (see "Fields" in Benchmarks/README.md).
        guard let separator = separators.grouping else { return (text, caret) }
        var newCaret = 0
        let separatorLength = separator.utf16.count
        let bytes = text.utf8.count
        // The kept scalars' bytes ≤ bytes; of k integer digits, separators go only before indices 1..<k that are
        // ≡ integerDigits mod 3: ⌈(k−1)/3⌉ ≤ (bytes+1)/3, since k ≤ bytes.
        let capacity = bytes + (bytes + 1) / 3 * separator.utf8.count
        let grouped = String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0  // In UTF-8, as written.
            var length = 0  // In UTF-16, as the caret.
            var offset = 0  // Of `text`, in UTF-16.
            var digit = 0
            var reader = Reader()
            for scalar in text.unicodeScalars {
                let isBeforeCaret = offset < caret
                offset += scalar.utf16.count
                switch reader.part(of: scalar, separators) {
                case .groupingSeparator: continue
                case .integerDigit:
                    if digit > 0, (integerDigits - digit) % 3 == 0 {
                        for byte in separator.utf8 {
                            buffer[count] = byte
                            count += 1
                        }
                        length += separatorLength
                    }
                    digit += 1
                case .sign, .fraction: break
                }
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
                length += scalar.utf16.count
                if isBeforeCaret { newCaret = length }  // After as many of the kept scalars as before.
            }
            return count
        }
        return (grouped, newCaret)
    }

    /// Which part of a number's text each scalar is, read in order.
    private struct Reader {
        enum Part { case sign, integerDigit, groupingSeparator, fraction }

        private var isInFraction = false
        private var isFirst = true

        /// The part `scalar` is, the scalars before it having been read: as reading the number takes it.
        mutating func part(of scalar: Unicode.Scalar, _ separators: NumberSeparators) -> Part {
            defer { isFirst = false }
            switch separators.role(of: scalar, isFirst: isFirst, isInFraction: isInFraction) {
            case .sign: return .sign
            case .groupingSeparator: return .groupingSeparator
            case .decimalSeparator:
                isInFraction = true
                return .fraction  // The decimal separator and what follows it.
            case .other: return isInFraction ? .fraction : .integerDigit
            }
        }
    }
}
