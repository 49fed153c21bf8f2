/// The format of a field for free text: it accepts every edit, and its value is the text.
///
/// Limits on the text, such as its length or a pattern, are validation rules (``FieldRule``), so that a
/// paste is never cut short without a word.
public struct TextFieldFormat: FieldFormat, Hashable {
    /// Creates the format of a free-text field.
    public init() {}

    /// Applies an edit: `text` with the UTF-16 range `range` replaced by `replacement`.
    ///
    /// - Parameters:
    ///   - text: The field's text before the edit.
    ///   - range: The UTF-16 offsets replaced; clamped to the text, and widened so as not to split a
    ///     surrogate pair. An empty range inside a character (an insertion between the halves of an emoji)
    ///     moves to the character's nearer end, and inserts there.
    ///   - replacement: What the user typed or pasted; empty for a deletion.
    /// - Returns: The text after the edit, the caret after what was inserted, and the text as the value.
    public func edit(_ text: String, replacing range: Range<Int>, with replacement: String) -> FieldEdit<String>? {
        let (edited, caret) = FieldText.replacing(range, in: text, with: replacement)
        return FieldEdit(text: edited, caret: caret, value: edited)
    }

    /// The text itself.
    ///
    /// - Parameter value: The text the model holds.
    /// - Returns: `value`.
    public func text(for value: String) -> String {
        value
    }
}
