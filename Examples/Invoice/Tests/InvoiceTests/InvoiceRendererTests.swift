import InvoiceCore
import Testing
import UseCases

@testable import invoice

/// The form as the terminal shows it.
@MainActor
@Suite struct InvoiceRendererTests {
    @Test func showsTheCaretInTheFocusedFieldTheMessagesAndTheTotal() {
        let form = InvoiceForm(executor: InteractorExecutor(), decimalSeparator: ",")
        let cursor = FormCursor(form)
        cursor.perform(.next)
        "2,5".forEach { cursor.perform(.type($0)) }
        #expect(
            InvoiceRenderer.lines(for: form, cursor: cursor) == [
                "Invoice",
                "  Quantity     1",
                "> Unit price   2,5|",
                "  Discount %",
                "  Customer" + String(repeating: " ", count: 27) + "Enter the customer's e-mail address.",
                "  Total        2,50",
                "Not ready yet.",
            ])
    }
}
