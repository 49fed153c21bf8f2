import InvoiceCore
import UseCases

/// The terminal's side of the form: which field has the focus, where its caret is, and what each key does
/// to it, as a text view would ask the fields. A field that takes the focus has its text selected, so that
/// typing replaces it (the quantity's 1) and the arrows keep it.
@MainActor
final class FormCursor {
    /// One of the form's fields, whatever its format, as the terminal edits it.
    @MainActor
    struct Entry {
        var name: String
        var text: () -> String
        var messages: () -> [String]
        var isChecking: () -> Bool
        /// Asks the field for an edit; returns the caret after it, or `nil` when refused.
        var edit: (Range<Int>, String) -> Int?
        var endEditing: () -> Void

        init<Format: FieldFormat>(_ name: String, _ field: Field<Format>) {
            self.name = name
            text = { field.text }
            messages = { field.messages }
            isChecking = { field.isChecking }
            edit = { range, replacement in field.edit(replacing: range, with: replacement)?.caret }
            endEditing = { field.endEditing() }
        }
    }

    /// The form's fields, in order.
    let entries: [Entry]
    /// The field with the focus.
    private(set) var focus = 0
    /// Where the caret was put, in UTF-16 offsets; the field's text may have become shorter since.
    private var storedCaret: Int
    /// Where the selection starts when the field's text is selected: 0, from taking the focus until a key
    /// other than a refused one.
    private var anchor: Int?

    /// The caret in the focused field, in UTF-16 offsets: where it was put, within the field's text now,
    /// which ending editing (`2.` becomes `2`) or the model may have shortened.
    var caret: Int {
        min(storedCaret, entries[focus].text().utf16.count)
    }

    /// The selection in the focused field: the whole text after it took the focus, else the caret.
    var selection: Range<Int> {
        anchor.map { min($0, caret)..<caret } ?? caret..<caret
    }

    init(_ form: InvoiceForm) {
        entries = [
            Entry("Quantity", form.quantity), Entry("Unit price", form.unitPrice),
            Entry("Discount %", form.discount), Entry("Customer", form.email),
        ]
        storedCaret = 0
        selectAll()
    }

    /// Does what a key does.
    ///
    /// - Parameter action: The key.
    /// - Returns: Whether the focused field accepted it; `false` for a refused keystroke, which changes
    ///   nothing.
    @discardableResult
    func perform(_ action: KeyAction) -> Bool {
        let entry = entries[focus]
        let text = entry.text()
        switch action {
        case .type(let character):
            return replace(selection, with: String(character))
        case .deleteBackward:
            guard selection.isEmpty else { return replace(selection, with: "") }
            guard caret > 0 else { return true }
            let end = String.Index(utf16Offset: caret, in: text)
            return replace(text.index(before: end).utf16Offset(in: text)..<caret, with: "")
        case .left where !selection.isEmpty, .right where !selection.isEmpty:
            storedCaret = action == .left ? selection.lowerBound : selection.upperBound
            anchor = nil
        case .left:
            guard caret > 0 else { return true }
            storedCaret = text.index(before: String.Index(utf16Offset: caret, in: text)).utf16Offset(in: text)
        case .right:
            guard caret < text.utf16.count else { return true }
            storedCaret = text.index(after: String.Index(utf16Offset: caret, in: text)).utf16Offset(in: text)
        case .next, .previous:
            entry.endEditing()
            focus = (focus + (action == .next ? 1 : entries.count - 1)) % entries.count
            selectAll()
        case .quit:
            entry.endEditing()
            storedCaret = entry.text().utf16.count
            anchor = nil
        }
        return true
    }

    /// Selects the focused field's text, with the caret at its end.
    private func selectAll() {
        storedCaret = entries[focus].text().utf16.count
        anchor = storedCaret > 0 ? 0 : nil
    }

    private func replace(_ range: Range<Int>, with replacement: String) -> Bool {
        guard let newCaret = entries[focus].edit(range, replacement) else { return false }
        storedCaret = newCaret
        anchor = nil
        return true
    }
}
