public import UseCases

/// Plays a person at a `Field`'s control in a test: types, deletes, pastes, moves the caret and selects,
/// the way a text field's delegate asks the field, and records what the field shows.
///
/// It attaches to the field as its view. Assert what the field shows (``text``, ``caret``,
/// `Field.messages`), the value in the model, and which keystrokes were refused:
///
/// ```swift
/// @Test @MainActor func refusesASecondDecimalComma() {
///     let screen = Screen(InvoiceReducer(), viewModel: .init(), executor: InteractorExecutor())
///     let price = Field(
///         NumberFieldFormat(fractionDigits: 2, decimalSeparator: ","),
///         binding: FieldBinding(screen, \.unitPrice, send: InvoiceReducer.Command.setUnitPrice))
///     let person = FieldTest(price)
///
///     #expect(person.type("12,5,0") == false)  // The second comma is refused; the 0 is typed.
///     #expect(person.text == "12,50")
///     #expect(person.caret == 5)
///     #expect(screen.viewModel.unitPrice == FieldDecimal("12.5"))
/// }
/// ```
///
/// An asynchronous check is paced by the spy of its use case: hold it, type, take its request with
/// `nextRequest()`, complete it, then await `Field.checksEnded()` before reading the messages.
@MainActor
public final class FieldTest<Format: FieldFormat> {
    /// The field under test.
    public let field: Field<Format>
    /// The selection in the simulated control, in UTF-16 offsets; an empty range is the caret.
    public private(set) var selection: Range<Int>
    /// Every state the field rendered to the simulated control, oldest first: one when it attached, then
    /// one for each change.
    public private(set) var states: [FieldState] = []
    /// Every edit the field refused, as typed or pasted (`""` for a deletion), oldest first.
    public private(set) var refused: [String] = []
    /// The text the simulated control shows: what its accepted edits made, and what the field rendered
    /// with `FieldState.replacesText`.
    public private(set) var text: String
    private var attachment: ViewAttachment?

    /// Attaches to a field as its view, with the caret at the end of its text.
    ///
    /// - Parameter field: The field under test.
    public init(_ field: Field<Format>) {
        self.field = field
        selection = field.caret..<field.caret
        text = field.text
        attachment = field.attach { [weak self] state in
            guard let self else { return }
            states.append(state)
            if state.replacesText {
                text = state.text
                selection = state.caret..<state.caret
            }
        }
    }

    /// The caret in the simulated control, in UTF-16 offsets: the end of the selection.
    public var caret: Int {
        selection.upperBound
    }

    // MARK: - Keystrokes

    /// Types `text` one character at a time at the caret, the first replacing the selection, as a person
    /// would; a refused character changes nothing, and the next one is typed.
    ///
    /// - Parameter text: The characters to type.
    /// - Returns: Whether every character was accepted.
    @discardableResult
    public func type(_ text: String) -> Bool {
        var accepted = true
        for character in text {
            accepted = replaceSelection(with: String(character)) && accepted
        }
        return accepted
    }

    /// Pastes `text` over the selection, as one edit.
    ///
    /// - Parameter text: What is pasted.
    /// - Returns: Whether the paste was accepted.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        replaceSelection(with: text)
    }

    /// Presses the delete key: deletes the selection, or the character before the caret.
    ///
    /// - Returns: Whether the deletion was accepted; `true` with nothing to delete.
    @discardableResult
    public func deleteBackward() -> Bool {
        if selection.isEmpty {
            guard let before = characterRange(endingAt: selection.lowerBound) else { return true }
            selection = before
        }
        return replaceSelection(with: "")
    }

    /// Hands the field a whole new text, as a SwiftUI `TextField` does through its `Binding<String>`; the
    /// simulated control then shows what the field returns, with the caret where the field puts it.
    ///
    /// - Parameter newText: The control's text after the user's edit.
    /// - Returns: Whether the edit was accepted; `true` when `newText` is the text already shown.
    @discardableResult
    public func replaceText(with newText: String) -> Bool {
        let before = field.text
        let shown = field.replaceText(with: newText)
        let accepted = newText == before || shown != before
        if !accepted { refused.append(newText) }
        text = shown
        selection = field.caret..<field.caret
        return accepted
    }

    /// Types `text` one character at a time at the caret, as a SwiftUI `TextField` reports each keystroke:
    /// the whole new text, through ``replaceText(with:)``.
    ///
    /// - Parameter text: The characters to type.
    /// - Returns: Whether every character was accepted.
    @discardableResult
    public func typeAsWholeTexts(_ text: String) -> Bool {
        var accepted = true
        for character in text {
            let selected =
                String.Index(
                    utf16Offset: selection.lowerBound, in: self.text)..<String.Index(
                    utf16Offset: selection.upperBound, in: self.text)
            var newText = self.text
            newText.replaceSubrange(selected, with: String(character))
            accepted = replaceText(with: newText) && accepted
        }
        return accepted
    }

    /// Moves the caret, with no selection.
    ///
    /// - Parameter offset: The new caret, in UTF-16 offsets; clamped to the text.
    public func moveCaret(to offset: Int) {
        let offset = boundary(atOrBefore: offset)
        selection = offset..<offset
    }

    /// Selects a range of the text, which the next keystroke replaces.
    ///
    /// - Parameter range: The UTF-16 offsets selected; clamped to the text, and widened to whole characters,
    ///   as a text view selects.
    public func select(_ range: Range<Int>) {
        guard !range.isEmpty else { return moveCaret(to: range.lowerBound) }
        let lower = boundary(atOrBefore: range.lowerBound)
        var upper = boundary(atOrBefore: range.upperBound)
        if upper < min(max(range.upperBound, 0), text.utf16.count) {
            upper = boundary(after: upper)
        }
        selection = lower..<max(lower, upper)
    }

    /// Selects the whole text.
    public func selectAll() {
        selection = 0..<text.utf16.count
    }

    /// Leaves the field, as when the control loses focus: the field ends editing.
    public func endEditing() {
        field.endEditing()
    }

    // MARK: -

    private func replaceSelection(with replacement: String) -> Bool {
        guard let edit = field.edit(replacing: selection, with: replacement) else {
            refused.append(replacement)
            return false
        }
        text = edit.text
        selection = edit.caret..<edit.caret
        return true
    }

    /// The UTF-16 range of the character before `offset`, or `nil` at the start.
    private func characterRange(endingAt offset: Int) -> Range<Int>? {
        let end = boundary(atOrBefore: offset)
        guard end > 0 else { return nil }
        return boundary(atOrBefore: end - 1)..<end
    }

    /// The start of the character at `offset`, in UTF-16 offsets, with `offset` clamped to the text: a
    /// caret never sits inside a character.
    private func boundary(atOrBefore offset: Int) -> Int {
        let offset = min(max(offset, 0), text.utf16.count)
        var start = 0
        for index in text.indices {
            let position = index.utf16Offset(in: text)
            if position > offset { break }
            start = position
        }
        return offset == text.utf16.count ? offset : start
    }

    /// The end of the character that starts at `offset`.
    private func boundary(after offset: Int) -> Int {
        let index = text.index(after: String.Index(utf16Offset: offset, in: text))
        return index.utf16Offset(in: text)
    }
}

@available(*, unavailable)
extension FieldTest: Sendable {}
