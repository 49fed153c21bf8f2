import InvoiceCore
import Testing
import UseCaseSpy
import UseCases

/// The invoice form, typed into with `FieldTest`, its customer check paced by a spy.
@MainActor
@Suite struct InvoiceFormTests {
    @Test func theTotalFollowsEveryKeystrokeWithADecimalComma() {
        let form = InvoiceForm(executor: InteractorExecutor(), decimalSeparator: ",")
        let quantity = FieldTest(form.quantity)
        let price = FieldTest(form.unitPrice)
        var totals: [String] = []
        let attachment = form.total.attach { totals.append($0) }

        quantity.selectAll()
        quantity.type("12")
        price.type("19,999")
        #expect(price.refused == ["9"], "a third fraction digit")
        #expect(price.text == "19,99")
        #expect(form.screen.viewModel.unitPrice == FieldDecimal("19.99"))
        #expect(totals == ["-", "12,00", "228,00", "238,80", "239,88"])
        #expect(attachment.isAttached)
    }

    @Test func aPastedPriceWithSpacesBetweenThousandsIsAccepted() {
        let form = InvoiceForm(executor: InteractorExecutor(), decimalSeparator: ",")
        let price = FieldTest(form.unitPrice)
        #expect(price.paste("1 234,50"))
        #expect(form.screen.viewModel.unitPrice == FieldDecimal("1234.5"))
        #expect(form.total.text == "1 234,50")
    }

    @Test func aFormDrivenByWholeTextsAsSwiftUIDoesGroupsThePriceAsItIsTyped() {
        let form = InvoiceForm(executor: InteractorExecutor(), decimalSeparator: ",")
        let quantity = FieldTest(form.quantity)
        let price = FieldTest(form.unitPrice)
        quantity.selectAll()
        #expect(quantity.typeAsWholeTexts("9999"))
        var shown: [String] = []
        for character in "9999999,99" {
            price.typeAsWholeTexts(String(character))
            shown.append(price.text)
        }
        #expect(shown.prefix(7) == ["9", "99", "999", "9 999", "99 999", "999 999", "9 999 999"])
        #expect(price.caret == price.text.utf16.count)
        #expect(form.screen.viewModel.unitPrice == FieldDecimal("9999999.99"))
        #expect(form.total.text == "99 989 999 900,01", "grouped at any size")
        price.endEditing()
        #expect(price.text == "9 999 999,99")
    }

    @Test func aPriceIsShownWithTwoFractionDigitsAndKeepsATrailingZero() {
        let form = InvoiceForm(executor: InteractorExecutor(), decimalSeparator: ",")
        let price = FieldTest(form.unitPrice)
        #expect(price.type("12,5,0") == false)
        price.endEditing()
        #expect(form.screen.viewModel.unitPrice?.description == "12.50")
        #expect(price.text == "12,50")
        price.selectAll()
        price.type("3")
        price.endEditing()
        #expect(price.text == "3,00")
    }

    @Test func aQuantityIsRequiredFrom1To9999AndAFifthDigitIsRefused() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let quantity = FieldTest(form.quantity)
        quantity.selectAll()
        #expect(!quantity.type("99990"))
        #expect(quantity.refused == ["0"])
        #expect(form.quantity.messages.isEmpty)
        quantity.selectAll()
        quantity.type("0")
        #expect(form.quantity.messages == ["Order from 1 to 9999."])
        quantity.deleteBackward()
        #expect(form.quantity.messages == ["Enter a quantity."])
    }

    @Test func aDiscountOutOfRangeIsAMessageNotARefusedKeystroke() {
        let form = InvoiceForm(executor: InteractorExecutor())
        let discount = FieldTest(form.discount)
        #expect(discount.type("150"))
        #expect(form.discount.messages == ["A discount is from 0 to 100 %."])
        #expect(form.screen.viewModel.total == .incomplete)
        discount.deleteBackward()
        #expect(form.discount.messages.isEmpty)
    }

    @Test func theCustomerIsCheckedOnceTheAddressLooksRightAndAStaleCheckIsDropped() async {
        await TestExecutor.run { test in
            let customers = test.spy(for: FindCustomerRequest.self)
            customers.hold()
            let form = InvoiceForm(executor: test.executor)
            let quantity = FieldTest(form.quantity)
            let price = FieldTest(form.unitPrice)
            let email = FieldTest(form.email)
            quantity.type("0")  // "10"
            price.type("2.5")

            email.type("ada@example.")
            #expect(customers.peekAtRequests().isEmpty, "the rules refuse an incomplete address")
            #expect(form.email.messages == ["Enter an e-mail address, such as ada@example.com."])
            email.type("c")
            #expect(await customers.nextRequest() == FindCustomerRequest(email: "ada@example.c"))
            email.paste("om")  // One edit, one new check: the check of "ada@example.c" is cancelled.
            #expect(await customers.nextRequest() == FindCustomerRequest(email: "ada@example.com"))
            #expect(customers.heldRequests == [FindCustomerRequest(email: "ada@example.com")])
            #expect(!form.isComplete, "still checking")

            customers.completeHeld(with: Customer(email: "ada@example.com", name: "Ada Lovelace"))
            await form.group.checksEnded()
            #expect(form.email.messages.isEmpty)
            #expect(form.isComplete)
            #expect(form.total.text == "25.00")
        }
    }

    @Test func anUnknownCustomerIsAMessage() async {
        await TestExecutor.run { test in
            let customers = test.spy(for: FindCustomerRequest.self)
            customers.respond(with: nil)
            let form = InvoiceForm(executor: test.executor)
            FieldTest(form.email).paste("bob@example.com")
            #expect(await customers.nextRequest() == FindCustomerRequest(email: "bob@example.com"))
            await form.group.checksEnded()
            #expect(form.email.messages == ["No customer has this e-mail address."])
            #expect(!form.isComplete)
        }
    }
}
