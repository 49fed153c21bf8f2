import InvoiceCore
import Testing
import UseCases

@testable import invoice

/// The terminal's focus and caret over the form.
@MainActor
@Suite struct FormCursorTests {
    @Test func typesAtTheCaretMovesItAndGoesFromFieldToField() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let cursor = FormCursor(form)
        #expect(cursor.caret == 1, "after the quantity's 1")
        cursor.perform(.left)
        #expect(cursor.perform(.type("2")))
        #expect(form.quantity.text == "21")
        #expect(!cursor.perform(.type("x")))
        #expect(cursor.caret == 1)
        cursor.perform(.right)
        cursor.perform(.deleteBackward)
        #expect(form.quantity.text == "2")
        cursor.perform(.previous)
        #expect(cursor.focus == 3)
        cursor.perform(.type("é"))
        cursor.perform(.deleteBackward)
        #expect(form.email.text == "")
        cursor.perform(.next)
        #expect(cursor.focus == 0)
    }

    @Test func leavingAFieldShowsItsValueFormatted() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let cursor = FormCursor(form)
        cursor.perform(.next)
        "2.".forEach { cursor.perform(.type($0)) }
        cursor.perform(.next)
        #expect(form.unitPrice.text == "2")
    }

    @Test func theCaretStaysInTheTextWhenEndingEditingShortensIt() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let cursor = FormCursor(form)
        cursor.perform(.next)
        "2.50".forEach { cursor.perform(.type($0)) }
        #expect(cursor.caret == 4)
        cursor.perform(.quit)
        #expect(form.unitPrice.text == "2.5")
        #expect(cursor.caret == 3)
        #expect(InvoiceRenderer.lines(for: form, cursor: cursor).contains("> Unit price   2.5|"))
    }
}
