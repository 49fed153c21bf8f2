import ExampleSupport
import Foundation
import InvoiceCore
import UseCases

/// `invoice`: the invoice form in the terminal, driven by keys, over a customer directory that takes a
/// moment to answer.
@MainActor
struct InteractiveSession {
    /// How long the directory takes to answer.
    static let latencyInNanoseconds: UInt64 = 300_000_000
    /// The line under the form.
    static let keysLine =
        "Keys: type; Tab/Enter/Down next field, Shift-Tab/Up previous, Left/Right, Backspace, Ctrl-D quit"

    let console: any Console
    let decimalSeparator: Character

    /// Shows the form and handles keys until Ctrl-D or the end of the input.
    ///
    /// - Returns: ``ExitCode/success``.
    func run() async -> Int32 {
        let terminal = RawTerminal.enterIfTerminal()
        defer { terminal?.restore() }
        let clearsScreen = isatty(STDOUT_FILENO) == 1

        let executor = InvoiceLogic.makeExecutor(
            directory: ScriptedCustomerDirectory(pace: { _ in
                try await Task.sleep(nanoseconds: Self.latencyInNanoseconds)
            }))
        let form = InvoiceForm(executor: executor, decimalSeparator: decimalSeparator)
        let cursor = FormCursor(form)
        defer { form.group.isActive = false }

        let render = { [console] in
            var lines = InvoiceRenderer.lines(for: form, cursor: cursor) + [Self.keysLine]
            if clearsScreen {
                lines[0] = "\u{1B}[H\u{1B}[2J" + lines[0]
            } else {
                lines.append("")
            }
            lines.forEach(console.write)
        }
        // A person's check answers while they type: the e-mail field's view redraws the form when it does.
        // Piped keys wait for each check instead.
        var wasChecking = false
        let attachment = form.email.attach { state in
            if terminal != nil, wasChecking, !state.isChecking { render() }
            wasChecking = state.isChecking
        }
        defer { attachment.cancel() }

        render()  // The form before the first key.
        var decoder = KeyDecoder()
        for await byte in KeyboardInput.keys() {
            guard let action = decoder.take(byte) else { continue }
            if action == .quit { break }
            cursor.perform(action)  // A refused key changes nothing, as in any text field.
            if terminal == nil { await form.group.checksEnded() }  // Piped keys: each acts on a settled form.
            render()
        }
        cursor.perform(.quit)
        await form.group.checksEnded()
        render()
        console.write(form.isComplete ? "Invoice ready: \(form.total.text)." : "Bye; the invoice is not complete.")
        return ExitCode.success
    }
}
