/// Every decision of a ``Field``, pure: which edits it accepts, when it writes the model, when a change of
/// the model rewrites its text, its messages, and which asynchronous check counts. ``Field`` performs what
/// this decides: it reads and writes the binding, renders its view and runs the checks' tasks.
struct FieldStateMachine<Format: FieldFormat> {
    typealias Value = Format.Value

    /// What to do about the asynchronous check after a change of the value.
    enum CheckDecision: Equatable {
        /// Nothing: no check, or the one running (or done) is for this value.
        case none
        /// Cancel the running check, whose value is stale: the rules refuse the new value.
        case cancel
        /// Cancel the running check, if any, and start this one.
        case start(token: Int, value: Value)
    }

    let format: Format
    let writing: FieldWriting
    let rules: [FieldRule<Value>]
    let hasCheck: Bool

    /// The field's text, and the caret in it.
    private(set) var text: String
    private(set) var caret: Int
    /// What the text stands for.
    private(set) var value: Value
    /// What the model holds, as far as the field knows: the last value it read or wrote.
    private(set) var modelValue: Value
    private(set) var isActive = true
    /// Whether the value was edited since the field last wrote it or showed the model's.
    private(set) var isUnwritten = false
    /// How many of the field's writes the model has yet to take (more than one only while a screen queues
    /// them): a change the model reports meanwhile is the field's own, or out of date.
    private(set) var pendingWrites = 0
    /// The messages of the rules the value breaks.
    private(set) var ruleMessages: [String] = []
    /// The running check's token and value.
    private(set) var runningCheck: (token: Int, value: Value)?
    /// The value the last finished check was for, and its message.
    private(set) var finishedCheck: (value: Value, message: String?)?
    private var nextToken = 0

    /// A field showing the model's value.
    init(format: Format, writing: FieldWriting, rules: [FieldRule<Value>], hasCheck: Bool, modelValue: Value) {
        self.format = format
        self.writing = writing
        self.rules = rules
        self.hasCheck = hasCheck
        self.text = format.text(for: modelValue)
        self.caret = text.utf16.count
        self.value = modelValue
        self.modelValue = modelValue
    }

    /// The message of every rule the value breaks, then the finished check's.
    var messages: [String] {
        guard ruleMessages.isEmpty, runningCheck == nil, let finishedCheck, finishedCheck.value == value,
            let message = finishedCheck.message
        else { return ruleMessages }
        return [message]
    }

    var isChecking: Bool {
        runningCheck != nil
    }

    /// Whether the value keeps every rule and its check: no message, no check running, and, for a field with
    /// a check, the check's answer for this value (an inactive field's check may have been cancelled).
    var isValid: Bool {
        guard ruleMessages.isEmpty, runningCheck == nil else { return false }
        guard hasCheck else { return true }
        return finishedCheck.map { $0.value == value && $0.message == nil } ?? false
    }

    // MARK: - Edits

    /// The view asks for an edit.
    ///
    /// - Returns: The edit, and whether to write its value to the model now; `nil` when it is refused (the
    ///   format refuses it, or the field is inactive), and nothing changed.
    mutating func edit(replacing range: Range<Int>, with replacement: String) -> (FieldEdit<Value>, writes: Bool)? {
        guard isActive, let edit = format.edit(text, replacing: range, with: replacement) else { return nil }
        text = edit.text
        caret = edit.caret
        if !format.isSame(edit.value, as: value) {  // 0.10 after 0.1 is written too.
            value = edit.value
            isUnwritten = true
        }
        return (edit, writing == .everyEdit && isUnwritten)
    }

    /// The view hands over the whole new text, as SwiftUI's `TextField` does: the edit is what lies between
    /// the common prefix and suffix of the text and `newText`, decided as any other.
    ///
    /// - Returns: As ``edit(replacing:with:)``; `nil` when the text is unchanged, or the edit refused.
    mutating func replaceText(with newText: String) -> (FieldEdit<Value>, writes: Bool)? {
        guard newText != text else { return nil }
        let (range, replacement) = FieldText.difference(from: text, to: newText)
        return edit(replacing: range, with: replacement)
    }

    /// What ending editing calls for.
    enum EndOfEditing: Equatable {
        /// Nothing: the field is inactive, or its text is already the format's text for the model's value.
        case none
        /// The text was rewritten to show the model's value, formatted.
        case rewrote
        /// Write this value, not yet in the model; then ``wrote(readBack:endsEditing:)``.
        case write(Value)
    }

    /// Editing ends.
    mutating func endEditing() -> EndOfEditing {
        guard isActive else { return .none }
        if isUnwritten { return .write(value) }
        return showModel(normalizing: true) ? .rewrote : .none
    }

    /// The field is about to write the model.
    mutating func willWrite() {
        pendingWrites += 1
    }

    /// The model took one of the field's writes (a screen may have queued it, and handled it later), and the
    /// field read the model back: it may keep something else, such as a value it clamped, or refused.
    ///
    /// - Parameters:
    ///   - readBack: What the model holds now.
    ///   - endsEditing: Whether editing ended: the text then shows what the model holds, formatted.
    /// - Returns: Whether the text was rewritten.
    mutating func wrote(readBack: Value, endsEditing: Bool) -> Bool {
        pendingWrites = max(pendingWrites - 1, 0)
        modelValue = readBack
        guard pendingWrites == 0 else { return false }  // A later write is on its way.
        isUnwritten = false
        return endsEditing && isActive && showModel(normalizing: true)  // An inactive field shows nothing new.
    }

    // MARK: - The model

    /// The model reports a change, of this field's property or of another.
    ///
    /// - Returns: Whether the text was rewritten: never for the field's own write, for a change of another
    ///   property, or for a value equal to the one shown.
    mutating func modelChanged(to newValue: Value) -> Bool {
        guard isActive, pendingWrites == 0, newValue != modelValue else { return false }
        modelValue = newValue
        return showModel(normalizing: false)
    }

    /// Shows what the model holds, if the text stands for something else; or, when `normalizing`, if the
    /// text is not the format's text for it ("1." becomes "1" when editing ends).
    @discardableResult
    private mutating func showModel(normalizing: Bool) -> Bool {
        let shown = format.text(for: modelValue)
        guard modelValue != value || (normalizing && shown != text) else { return false }
        text = shown
        caret = shown.utf16.count
        value = modelValue
        isUnwritten = false
        return true
    }

    // MARK: - Activation

    /// The field becomes active, with what the model holds now.
    ///
    /// - Returns: Whether the text was rewritten.
    mutating func activate(modelValue newValue: Value) -> Bool {
        guard !isActive else { return false }
        isActive = true
        guard newValue != modelValue else { return false }  // What was typed and not yet written stays.
        modelValue = newValue
        return showModel(normalizing: false)
    }

    /// The field becomes inactive: it refuses edits and ignores the model.
    ///
    /// - Returns: Whether a running check is to be cancelled.
    mutating func deactivate() -> Bool {
        guard isActive else { return false }
        isActive = false
        return stopCheck()
    }

    // MARK: - Validation

    /// Checks the value against the rules, and decides about the asynchronous check.
    mutating func validate() -> CheckDecision {
        ruleMessages = rules.compactMap { $0.message(for: value) }
        guard isActive, hasCheck, ruleMessages.isEmpty else { return stopCheck() ? .cancel : .none }
        if let runningCheck, runningCheck.value == value { return .none }
        if runningCheck == nil, let finishedCheck, finishedCheck.value == value { return .none }
        nextToken += 1
        runningCheck = (nextToken, value)
        return .start(token: nextToken, value: value)
    }

    /// A check returned.
    ///
    /// - Returns: Whether its answer applies: `false` for a check that was cancelled or replaced.
    mutating func checkEnded(token: Int, message: String?) -> Bool {
        guard let runningCheck, runningCheck.token == token else { return false }
        self.runningCheck = nil
        finishedCheck = (runningCheck.value, message)
        return true
    }

    private mutating func stopCheck() -> Bool {
        guard runningCheck != nil else { return false }
        runningCheck = nil
        return true
    }
}
