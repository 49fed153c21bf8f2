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
        #expect(cursor.selection == 0..<1, "the quantity's 1, selected")
        cursor.perform(.right)
        #expect(cursor.selection == 1..<1, "the arrow keeps the text")
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
        #expect(form.unitPrice.text == "2.00")
    }

    @Test func theCaretStaysInTheTextWhenTheModelShortensIt() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let cursor = FormCursor(form)
        cursor.perform(.next)
        "002.5".forEach { cursor.perform(.type($0)) }
        #expect(cursor.caret == 5)
        form.screen.send(.setUnitPrice(FieldDecimal("7")))  // Elsewhere: the text becomes "7.00".
        #expect(form.unitPrice.text == "7.00")
        #expect(cursor.caret == 4)
        #expect(InvoiceRenderer.lines(for: form, cursor: cursor).contains("> Unit price   7.00|"))
    }
}
