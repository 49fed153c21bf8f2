/// How a ``Field`` turns what the user types into its value, and a value from the model into text.
///
/// A format is pure: the same edit always gets the same answer. The package has three:
/// ``TextFieldFormat`` (any text), ``IntegerFieldFormat`` (an `Int?`) and ``NumberFieldFormat`` (a
/// ``FieldDecimal``?). Write your own for a value of another kind, such as a date typed as digits:
///
/// ```swift
/// /// A two-letter country code, typed in any case and kept in capitals.
/// struct CountryCodeFormat: FieldFormat {
///     func edit(_ text: String, replacing range: Range<Int>, with replacement: String) -> FieldEdit<String>? {
///         let letters = replacement.uppercased()
///         guard letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
///         let edited = TextFieldFormat().edit(text, replacing: range, with: letters)
///         return edited.flatMap { $0.text.count <= 2 ? $0 : nil }
///     }
///
///     func text(for value: String) -> String { value }
/// }
/// ```
///
/// ## Implementation requirements
/// - ``edit(_:replacing:with:)`` returns `nil` to refuse an edit; the field then keeps its text and caret.
/// - ``text(for:)`` must read back as the value: `edit("", replacing: 0..<0, with: text(for: v))?.value`
///   is `v` for every value the format can show, or a field would rewrite its own text.
/// - ``isSame(_:as:)`` is `==` or finer: two values it calls the same are equal.
public protocol FieldFormat<Value>: Sendable {
    /// The typed value the text stands for, as the model holds it.
    associatedtype Value: Equatable & Sendable

    /// Decides an edit: `text` with the UTF-16 range `range` replaced by `replacement`, as a text field's
    /// delegate is asked.
    ///
    /// - Parameters:
    ///   - text: The field's text before the edit.
    ///   - range: The UTF-16 offsets replaced.
    ///   - replacement: What the user typed or pasted; empty for a deletion.
    /// - Returns: The text, caret and value after the edit, or `nil` to refuse it.
    func edit(_ text: String, replacing range: Range<Int>, with replacement: String) -> FieldEdit<Value>?

    /// `value` as the field shows it when it comes from the model.
    ///
    /// - Parameter value: A value the model holds.
    /// - Returns: The text to show.
    func text(for value: Value) -> String

    /// Whether two values are the same as typed: a field writes the model whenever the value of its text
    /// changes by this comparison. (It rewrites its text for a change of the model only when the values
    /// differ by `==`: `"3,50"` stays while the model holds `3.5`.)
    ///
    /// `==` unless a format says otherwise; ``NumberFieldFormat`` tells `0.1` from `0.10`, so that a
    /// fraction zero typed last reaches the model.
    ///
    /// - Parameters:
    ///   - value: A value.
    ///   - other: Another value.
    /// - Returns: Whether the two are the same, digit for digit.
    func isSame(_ value: Value, as other: Value) -> Bool
}

extension FieldFormat {
    /// Whether two values are equal: `value == other`.
    ///
    /// - Parameters:
    ///   - value: A value.
    ///   - other: Another value.
    /// - Returns: `value == other`.
    public func isSame(_ value: Value, as other: Value) -> Bool {
        value == other
    }
}
