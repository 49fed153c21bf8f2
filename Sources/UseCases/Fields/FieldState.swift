/// What a field's view shows: its text, its caret, its messages, and whether it is being checked.
public struct FieldState: Hashable, Sendable {
    /// The field's text.
    public var text: String
    /// Where the caret is, in UTF-16 code units from the start.
    public var caret: Int
    /// The message of every rule the value breaks, in order, then the check's, if any.
    public var messages: [String]
    /// Whether an asynchronous check of the value is running.
    public var isChecking: Bool
    /// Whether the field is active: an inactive field refuses edits and does not follow the model.
    public var isActive: Bool
    /// Whether the view must show ``text`` and ``caret``: `true` when the view attaches and after a change
    /// it did not type, such as a change of the model; `false` after the view's own edit, which it has
    /// already shown, so that a control's caret and its input method's composition are never disturbed.
    public var replacesText: Bool

    /// Whether the value keeps every rule and its check, as ``Field/isValid`` says.
    public var isValid: Bool

    /// Creates a state, such as one a test expects.
    ///
    /// - Parameters:
    ///   - text: The field's text.
    ///   - caret: Where the caret is, in UTF-16 code units.
    ///   - messages: The messages shown.
    ///   - isChecking: Whether a check is running.
    ///   - isActive: Whether the field is active.
    ///   - replacesText: Whether the view must show the text and caret.
    ///   - isValid: Whether the value keeps every rule and its check; unless given, whether there is no
    ///     message and no check running.
    public init(
        text: String, caret: Int, messages: [String] = [], isChecking: Bool = false, isActive: Bool = true,
        replacesText: Bool = true, isValid: Bool? = nil
    ) {
        self.text = text
        self.caret = caret
        self.messages = messages
        self.isChecking = isChecking
        self.isActive = isActive
        self.replacesText = replacesText
        self.isValid = isValid ?? (messages.isEmpty && !isChecking)
    }
}
