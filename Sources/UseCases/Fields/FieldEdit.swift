/// An accepted edit of a field: the text and caret to show, and the value the text stands for.
public struct FieldEdit<Value: Sendable>: Sendable {
    /// The field's text after the edit.
    public let text: String
    /// Where the caret goes, in UTF-16 code units from the start, as text views count: after what was
    /// inserted.
    public let caret: Int
    /// The value the text stands for.
    public let value: Value

    /// Creates the result of an edit, such as one a test expects.
    ///
    /// - Parameters:
    ///   - text: The field's text after the edit.
    ///   - caret: Where the caret goes, in UTF-16 code units from the start.
    ///   - value: The value the text stands for.
    public init(text: String, caret: Int, value: Value) {
        self.text = text
        self.caret = caret
        self.value = value
    }
}

extension FieldEdit: Equatable where Value: Equatable {}
extension FieldEdit: Hashable where Value: Hashable {}
