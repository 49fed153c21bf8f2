import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// The value a field writes is what was typed, digit for digit: a fraction zero typed last reaches the
/// model, and ending editing keeps it.
@MainActor
@Suite struct FieldTypedDigitsTests {
    private let cents = NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",")

    @Test(
        arguments: [
            ("0,10", "0,10", "0.10"), ("1,00", "1,00", "1.00"), ("12,5,0", "12,50", "12.50"), ("1,", "1", "1"),
            ("0,0", "0,0", "0.0"),
        ])
    func aTrailingFractionZeroIsWrittenAndSurvivesTheEndOfEditing(typed: String, shown: String, written: String) {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = FieldTest(Field(cents, binding: model.binding))
        person.type(typed)
        #expect(model.value?.description == written, "written as typed")
        person.endEditing()
        #expect(model.value?.description == written, "kept when editing ends")
        #expect(person.text == shown, "not shortened")
    }

    @Test func eachDigitThatChangesTheTextsValueIsWrittenAndNoOtherKeystroke() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = FieldTest(Field(cents, binding: model.binding))
        person.type("1,00")
        #expect(model.writes.map { $0?.description } == ["1", "1.0", "1.00"], "the comma changes no digit")
    }

    /// A screen publishes no view model equal to the one it shows, but keeps the digits written.
    @Test func aScreenKeepsTheTrailingZeroTheFieldWrites() {
        let screen = Screen(PriceReducer(), viewModel: nil, executor: InteractorExecutor())
        let person = FieldTest(Field(cents, binding: FieldBinding(screen, \.self, send: { $0 })))
        person.type("12,5,0")
        person.endEditing()
        #expect(screen.viewModel?.description == "12.50")
        #expect(person.text == "12,50")
    }

    @Test func decimalsHaveTheSameDigitsOnlyWithTheSameFractionDigits() throws {
        let tenth = try #require(FieldDecimal("0.1"))
        let tenHundredths = try #require(FieldDecimal("0.10"))
        #expect(tenth == tenHundredths)
        #expect(!tenth.hasSameDigits(as: tenHundredths))
        #expect(tenth.hasSameDigits(as: FieldDecimal(units: 1, fractionDigits: 1)))
        #expect(cents.isSame(nil, as: nil) && !cents.isSame(nil, as: tenth))
    }
}

/// A screen whose view model is a price.
private struct PriceReducer: ScreenReducer {
    func reduce(_ viewModel: inout FieldDecimal?, _ command: FieldDecimal?) -> [ScreenEffect<FieldDecimal?, Never>] {
        viewModel = command
        return []
    }
}
