import Testing
import UseCases

/// Digits of every script, and both minus signs: typed in any of them, a number is the same number.
@Suite struct NumberFieldFormatScriptTests {
    /// The digit zero of scripts people type numbers in; each script's other digits follow its zero.
    private static let zeros: [Character] = ["0", "٠", "۰", "०", "০", "๐", "０", "𝟎"]

    @Test(arguments: ["١٢٣", "۱۲۳", "१२३", "１２３", "১২৩", "๑๒๓", "1٢3"])
    func digitsOfEveryScriptAreAcceptedAsTheirNumber(typed: String) {
        let quantity = IntegerFieldFormat(integerDigits: 4)
        #expect(quantity.edit("", replacing: 0..<0, with: typed)?.value == 123)
        #expect(quantity.edit("", replacing: 0..<0, with: typed)?.text == typed, "kept as typed")
    }

    @Test func anArabicDecimalAndGroupingSeparatorTakeArabicIndicDigits() {
        let price = NumberFieldFormat(fractionDigits: 2, decimalSeparator: "٫", groupingSeparator: "٬")
        #expect(price.reading(of: "١٬٢٣٤٫٥") == .number(FieldDecimal(units: 12345, fractionDigits: 1)))
    }

    @Test(
        arguments: [
            ("\u{2212}5", true, "-5"), ("\u{2212}", true, nil), ("-5", true, "-5"), ("\u{2212}5", false, "refused"),
            ("5\u{2212}", true, "refused"),
        ] as [(String, Bool, String?)])
    func theMinusSignIsAMinusWhereNegativesAreAllowed(typed: String, allowsNegative: Bool, value: String?) {
        let format = NumberFieldFormat(allowsNegative: allowsNegative)
        let edit = format.edit("", replacing: 0..<0, with: typed)
        if value == "refused" {
            #expect(edit == nil)
        } else {
            #expect(edit?.value == value.flatMap(FieldDecimal.init))
        }
    }

    @Test(
        arguments: [
            ("0", "-1,234.5"), ("٠", "-١,٢٣٤.٥"), ("०", "-१,२३४.५"), ("０", "-１,２３４.５"), ("x", "-1,234.5"),
        ] as [(Character, String)])
    func valuesAreShownInTheDigitsTheAppChooses(zero: Character, shown: String) {
        let format = NumberFieldFormat(
            fractionDigits: 2, allowsNegative: true, groupingSeparator: ",", zeroDigit: zero)
        #expect(format.text(for: FieldDecimal(units: -12_345, fractionDigits: 1)) == shown)
    }

    @Test func anIntegerFieldShowsItsValueInTheChosenDigits() {
        #expect(IntegerFieldFormat(groupingSeparator: "٬", zeroDigit: "٠").text(for: 1_907) == "١٬٩٠٧")
        #expect(IntegerFieldFormat(zeroDigit: "x").text(for: 1_907) == "1907", "not a zero: ASCII")
    }

    @Test func aNumberTypedInAnyScriptReadsAsTypedInASCIIAndEveryScriptShowsValuesThatReadBack() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let zero = Self.zeros.randomElement(using: &generator) ?? "0"
            let format = NumberFieldFormat(
                integerDigits: 12, fractionDigits: 3, allowsNegative: true, groupingSeparator: " ", zeroDigit: zero)
            let value = FieldDecimal(
                units: Int64.random(in: -999_999_999_999...999_999_999_999, using: &generator),
                fractionDigits: Int.random(in: 0...3, using: &generator))
            let ascii = value.description
            let typed = String(
                String.UnicodeScalarView(
                    ascii.unicodeScalars.map { scalar in
                        guard ("0"..."9").contains(scalar), let zero = zero.unicodeScalars.first else { return scalar }
                        return Unicode.Scalar(zero.value + scalar.value - 48) ?? scalar
                    }))
            let minus = Bool.random(using: &generator) ? "\u{2212}" : "-"
            let signed = typed.hasPrefix("-") ? minus + typed.dropFirst() : typed
            #expect(format.reading(of: signed) == format.reading(of: ascii), "seed \(seed): \(signed) and \(ascii)")
            let shown = format.text(for: value)
            #expect(format.reading(of: shown) == .number(value), "seed \(seed): \(value) shown as \(shown)")
        }
    }
}
