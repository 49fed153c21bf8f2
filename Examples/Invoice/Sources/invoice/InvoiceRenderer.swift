import InvoiceCore
import UseCases

/// Turns the form into the lines the terminal shows: the view, with no logic but layout. A selected text
/// is in brackets, and the caret a `|`.
///
/// ```
/// Invoice
///   Quantity     12
/// > Unit price   2,5|
///   Discount %   150                   A discount is from 0 to 100 %.
///   Customer     ada@example.com       checking...
///   Total        -
/// Not ready yet.
/// ```
enum InvoiceRenderer {
    /// The lines for the form, with the caret (`|`) or the selection (`[…]`) in the focused field.
    @MainActor
    static func lines(for form: InvoiceForm, cursor: FormCursor) -> [String] {
        var lines = ["Invoice"]
        for (index, entry) in cursor.entries.enumerated() {
            var text = entry.text()
            let isFocused = index == cursor.focus
            if isFocused {
                // The caret is within the text (see FormCursor.caret); a text the model rewrote could put it
                // inside a character, where it is shown at the end instead.
                let caret = String.Index(utf16Offset: cursor.caret, in: text).samePosition(in: text) ?? text.endIndex
                let selection = cursor.selection
                if selection.isEmpty {
                    text.insert("|", at: caret)
                } else {
                    text.insert("]", at: caret)
                    text.insert("[", at: String.Index(utf16Offset: selection.lowerBound, in: text))
                }
            }
            var notes = entry.messages()
            if entry.isChecking() { notes.append("checking...") }
            let line =
                (isFocused ? "> " : "  ") + pad(entry.name, to: 13) + pad(text, to: 22) + notes.joined(separator: " ")
            lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
        lines.append("  " + pad("Total", to: 13) + form.total.text)
        lines.append(form.isComplete ? "Ready to send." : "Not ready yet.")
        return lines
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
