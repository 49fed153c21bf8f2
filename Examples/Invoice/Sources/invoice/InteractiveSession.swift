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

    /// Shows the form and handles keys until Ctrl-D or the end of the input; Ctrl-D goes before the keys that
    /// wait, and the form is drawn again when the window changes its size or the program continues after a
    /// stop.
    ///
    /// - Returns: ``ExitCode/success``.
    func run() async -> Int32 {
        let terminal = RawTerminal.enterIfTerminal()
        defer { terminal?.restore() }

        let executor = InvoiceLogic.makeExecutor(
            directory: ScriptedCustomerDirectory(pace: { _ in
                try await Task.sleep(nanoseconds: Self.latencyInNanoseconds)
            }))
        let form = InvoiceForm(executor: executor, decimalSeparator: decimalSeparator)
        let cursor = FormCursor(form)
        defer { form.group.isActive = false }

        let frame = TerminalFrame(console: console)
        let render = { frame.draw(InvoiceRenderer.lines(for: form, cursor: cursor) + [Self.keysLine]) }
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
        let input = TerminalInput(quitKeys: [KeyDecoder.quitKey])
        while let event = await input.next() {
            guard case .key(let byte) = event else {
                render()
                continue
            }
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
