import InvoiceCore
import Testing
import UseCases

/// The invoice screen's reducer, as a function.
@Suite struct InvoiceReducerTests {
    @Test func everyFieldsCommandRecomputesTheTotal() {
        let reducer = InvoiceReducer()
        var viewModel = InvoiceReducer.ViewModel()
        #expect(viewModel.total == .incomplete)
        #expect(reducer.reduce(&viewModel, .setUnitPrice(FieldDecimal("2.50"))).isEmpty)
        #expect(viewModel.total == .amount(FieldDecimal(units: 250, fractionDigits: 2)))
        _ = reducer.reduce(&viewModel, .setQuantity(4))
        _ = reducer.reduce(&viewModel, .setDiscount(50))
        #expect(viewModel.total == .amount(FieldDecimal(units: 500, fractionDigits: 2)))
        _ = reducer.reduce(&viewModel, .setEmail("ada@example.com"))
        #expect(viewModel.email == "ada@example.com")
        _ = reducer.reduce(&viewModel, .clear)
        #expect(viewModel == InvoiceReducer.ViewModel())
    }
}
