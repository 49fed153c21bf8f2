import ExampleSupport
import InvoiceCore
import UseCases

/// `invoice demo`: types scripted keys into the invoice form, refused ones included, and prints the form
/// after each: the quantity's selected 1 replaced, a price regrouped as it is typed, a discount out of range
/// and an address checked as it is typed.
///
/// The customer directory answers about an address only when the demo releases it, and the demo waits for
/// the field's check to end, so that the output is the same on every run.
@MainActor
struct InvoiceDemo {
    let console: any Console
    let decimalSeparator: Character

    /// Plays the keystrokes.
    ///
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when the form did not end as planned.
    func run() async -> Int32 {
        let gate = AnswerGate()
        let executor = InvoiceLogic.makeExecutor(
            directory: ScriptedCustomerDirectory(pace: { email in try await gate.wait(for: email) }))
        let form = InvoiceForm(executor: executor, decimalSeparator: decimalSeparator)
        let cursor = FormCursor(form)
        defer { form.group.isActive = false }

        console.write(
            "Scripted keystrokes into an invoice form; '|' is the caret, [ ] the selection, '>' the focused field.")
        console.write("")
        show(form, cursor)
        let separator = String(decimalSeparator)
        for keys in ["2x\t", "1234" + separator + "99" + separator + "9\t", "150\u{7F}\t", "ada@example.co", "m"] {
            for key in keys {
                press(key, cursor: cursor)
                show(form, cursor)
            }
        }

        // The checks of "ada@example.c" and "ada@example.co" were cancelled as the next key was typed.
        console.write("> the directory answers about ada@example.com")
        await gate.release("ada@example.com")
        await form.group.checksEnded()
        show(form, cursor)
        guard form.isComplete else {
            console.writeError("invoice: the demo did not go as planned; the form shows \(form.screen.viewModel).")
            return ExitCode.failure
        }
        return ExitCode.success
    }

    private func press(_ key: Character, cursor: FormCursor) {
        let name = cursor.entries[cursor.focus].name
        let action: KeyAction =
            switch key {
            case "\t": .next
            case "\u{7F}": .deleteBackward
            default: .type(key)
            }
        let accepted = cursor.perform(action)
        let what =
            switch action {
            case .next: "Tab in \(name)"
            case .deleteBackward: "Backspace in \(name)"
            default: "type '\(key)' in \(name)"
            }
        console.write("> " + what + (accepted ? "" : ": refused"))
    }

    private func show(_ form: InvoiceForm, _ cursor: FormCursor) {
        InvoiceRenderer.lines(for: form, cursor: cursor).forEach(console.write)
        console.write("")
    }
}
