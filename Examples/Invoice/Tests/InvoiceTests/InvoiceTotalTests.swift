import InvoiceCore
import Testing
import UseCases

/// The total, as a function: exact cents, rounded half up.
@Suite struct InvoiceTotalTests {
    private func total(_ quantity: Int?, _ price: String?, _ discount: Int? = nil) -> InvoiceTotal {
        InvoiceTotal(quantity: quantity, unitPrice: price.flatMap(FieldDecimal.init), discount: discount)
    }

    @Test func multipliesExactlyAndRoundsHalfUpToCents() {
        #expect(total(12, "19.99", 15) == .amount(FieldDecimal(units: 20_390, fractionDigits: 2)))  // 203.898
        #expect(total(3, "0.10") == .amount(FieldDecimal(units: 30, fractionDigits: 2)))
        #expect(total(1, "0.125") == .amount(FieldDecimal(units: 13, fractionDigits: 2)))
        #expect(total(1, "0.1249") == .amount(FieldDecimal(units: 12, fractionDigits: 2)))
        #expect(total(1, "10", 100) == .amount(FieldDecimal(units: 0, fractionDigits: 2)))
    }

    @Test func isIncompleteWithoutAQuantityOrAPriceOrWithADiscountOutOfRange() {
        #expect(total(nil, "1") == .incomplete)
        #expect(total(1, nil) == .incomplete)
        #expect(total(1, "1", 101) == .incomplete)
        #expect(total(-1, "1") == .incomplete)
        #expect(total(0, "1") == .incomplete, "the quantity field says what is wrong")
    }

    @Test func saysWhenTheAmountDoesNotFit() {
        #expect(total(Int(Int32.max), "9999999.99") == .tooLarge)
        #expect(total(1, "92233720368547758.07") == .tooLarge)
    }
}
