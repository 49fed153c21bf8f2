/// The format of a field for a whole number: digits, a minus sign where negatives are allowed, and the
/// app's grouping separator; its value is an `Int`, `nil` while no digit is typed.
///
/// It decides each keystroke as ``NumberFieldFormat`` does with no fraction digits; an edit whose number
/// does not fit in an `Int` (on a platform where it has 32 bits) is refused.
///
/// ```swift
/// let quantity = IntegerFieldFormat(integerDigits: 4, groupingSeparator: ",")
/// // quantity.edit("1,20", replacing: 4..<4, with: "0")?.value == 1200
/// ```
public struct IntegerFieldFormat: FieldFormat, Hashable {
    /// The keystroke decisions, with no fraction digits.
    public let number: NumberFieldFormat

    /// Creates the format of a whole-number field.
    ///
    /// - Parameters:
    ///   - integerDigits: The most digits, not counting leading zeros; 15 unless given, at most 18.
    ///   - allowsNegative: Whether a minus sign may lead the text.
    ///   - groupingSeparator: The character that may group the digits, such as `,`, `.` or a space, or
    ///     `nil`.
    ///   - zeroDigit: The digit zero of the script values are shown in, as ``NumberFieldFormat/zeroDigit``;
    ///     typed digits of every script are accepted.
    public init(
        integerDigits: Int = 15, allowsNegative: Bool = false, groupingSeparator: Character? = nil,
        zeroDigit: Character = "0"
    ) {
        // The decimal separator is never accepted with no fraction digits; "\u{0}" cannot equal the grouping one.
        number = NumberFieldFormat(
            integerDigits: integerDigits, fractionDigits: 0, allowsNegative: allowsNegative,
            decimalSeparator: "\u{0}", groupingSeparator: groupingSeparator, zeroDigit: zeroDigit)
    }

    /// Decides an edit, as ``NumberFieldFormat/edit(_:replacing:with:)`` does.
    ///
    /// - Parameters:
    ///   - text: The field's text before the edit.
    ///   - range: The UTF-16 offsets replaced; clamped to the text.
    ///   - replacement: What the user typed or pasted; empty for a deletion.
    /// - Returns: The text, caret and value after the edit, or `nil` when it is refused.
    public func edit(_ text: String, replacing range: Range<Int>, with replacement: String) -> FieldEdit<Int?>? {
        guard let edit = number.edit(text, replacing: range, with: replacement) else { return nil }
        guard let decimal = edit.value else { return FieldEdit(text: edit.text, caret: edit.caret, value: nil) }
        guard let value = Int(exactly: decimal.units) else { return nil }
        return FieldEdit(text: edit.text, caret: edit.caret, value: value)
    }

    /// `value` with the grouping separator every three digits, if there is one; empty for `nil`.
    ///
    /// - Parameter value: The number the model holds.
    /// - Returns: The text; the plain number when it has more digits than the format allows.
    public func text(for value: Int?) -> String {
        number.text(for: value.map { FieldDecimal(units: Int64($0), fractionDigits: 0) })
    }
}
