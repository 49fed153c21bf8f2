import InvoiceCore
import UseCases

/// The terminal's side of the form: which field has the focus, where its caret is, and what each key does
/// to it, as a text view would ask the fields.
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

    /// The caret in the focused field, in UTF-16 offsets: where it was put, within the field's text now,
    /// which ending editing (`2.` becomes `2`) or the model may have shortened.
    var caret: Int {
        min(storedCaret, entries[focus].text().utf16.count)
    }

    init(_ form: InvoiceForm) {
        entries = [
            Entry("Quantity", form.quantity), Entry("Unit price", form.unitPrice),
            Entry("Discount %", form.discount), Entry("Customer", form.email),
        ]
        storedCaret = entries[0].text().utf16.count
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
            return replace(caret..<caret, with: String(character))
        case .deleteBackward:
            guard caret > 0 else { return true }
            let end = String.Index(utf16Offset: caret, in: text)
            return replace(text.index(before: end).utf16Offset(in: text)..<caret, with: "")
        case .left:
            guard caret > 0 else { return true }
            storedCaret = text.index(before: String.Index(utf16Offset: caret, in: text)).utf16Offset(in: text)
        case .right:
            guard caret < text.utf16.count else { return true }
            storedCaret = text.index(after: String.Index(utf16Offset: caret, in: text)).utf16Offset(in: text)
        case .next, .previous:
            entry.endEditing()
            focus = (focus + (action == .next ? 1 : entries.count - 1)) % entries.count
            storedCaret = entries[focus].text().utf16.count
        case .quit:
            entry.endEditing()
        }
        return true
    }

    private func replace(_ range: Range<Int>, with replacement: String) -> Bool {
        guard let newCaret = entries[focus].edit(range, replacement) else { return false }
        storedCaret = newCaret
        return true
    }
}
