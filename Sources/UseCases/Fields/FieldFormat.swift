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
}
