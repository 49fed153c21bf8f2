import Testing
import UseCases

/// Keystroke by keystroke: which edits a number field accepts, and the text, caret and value after them.
@Suite struct NumberFieldFormatTests {
    private let price = NumberFieldFormat(
        integerDigits: 6, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")
    private let quantity = NumberFieldFormat(integerDigits: 4)
    private let balance = NumberFieldFormat(fractionDigits: 2, allowsNegative: true)

    /// The field after typing `text` one character at a time at the end, or `nil` at the first refusal.
    private func typing(_ text: String, into format: NumberFieldFormat) -> FieldEdit<FieldDecimal?>? {
        var edit = FieldEdit<FieldDecimal?>?.none
        var current = ""
        for character in text {
            let end = current.utf16.count
            guard let next = format.edit(current, replacing: end..<end, with: String(character)) else { return nil }
            edit = next
            current = next.text
        }
        return edit
    }

    @Test(
        arguments: [
            ("-", nil), ("-1", "-1"), ("1.", "1"), ("0.", "0"), ("-.", nil), ("-.5", "-0.5"), ("12.34", "12.34"),
        ] as [(String, String?)])
    func everyIntermediateStateIsAcceptedWithItsDocumentedValue(text: String, value: String?) throws {
        let edit = try #require(typing(text, into: balance))
        #expect(edit.text == text)
        #expect(edit.value == value.flatMap(FieldDecimal.init))
    }

    @Test func anEmptyFieldHasNoValue() throws {
        let edit = try #require(quantity.edit("7", replacing: 0..<1, with: ""))
        #expect(edit == FieldEdit<FieldDecimal?>(text: "", caret: 0, value: nil))
    }

    @Test func aDecimalCommaIsTheSeparatorItWasGiven() throws {
        let edit = try #require(typing("0,5", into: price))
        #expect(edit.value == FieldDecimal("0.5"))
        #expect(price.edit("0", replacing: 1..<1, with: ".") == nil, "the point is not this field's separator")
    }

    @Test(arguments: ["1 234,50", "1\u{00A0}234,50", "1\u{202F}234,50"])
    func aPasteWithGroupingIsAccepted(pasted: String) throws {
        let edit = try #require(price.edit("", replacing: 0..<0, with: pasted))
        #expect(edit.value == FieldDecimal("1234.50"))
        #expect(edit.text == pasted, "kept as pasted: never reformatted while typed")
        #expect(edit.caret == pasted.utf16.count)
    }

    @Test(
        arguments: [
            ("12", 1..<1, "a"),  // not a digit
            ("1,5", 3..<3, ","),  // a second separator
            ("1,55", 4..<4, "5"),  // a third fraction digit
            ("123456", 6..<6, "7"),  // a seventh integer digit
            ("12", 0..<0, "-"),  // a sign where negatives are not allowed
            ("1,5", 2..<2, " "),  // grouping among the fraction digits
        ] as [(String, Range<Int>, String)])
    func aRefusedEditLeavesTheFieldAsItWas(text: String, range: Range<Int>, replacement: String) {
        #expect(price.edit(text, replacing: range, with: replacement) == nil)
    }

    @Test func aSignIsRefusedAnywhereButFirst() {
        #expect(balance.edit("12", replacing: 1..<1, with: "-") == nil)
        #expect(balance.edit("12", replacing: 0..<0, with: "-")?.value == FieldDecimal("-12"))
    }

    @Test func theDocumentedIntermediateStatesOfTheOtherSeparatorsHaveTheirValues() {
        #expect(price.reading(of: "0,") == .number(FieldDecimal(units: 0, fractionDigits: 0)))
        #expect(balance.reading(of: ".") == .noDigits)
        #expect(price.reading(of: " ") == .noDigits)
    }

    @Test func aGroupingSeparatorThatIsTheDecimalOneIsIgnored() {
        let format = NumberFieldFormat(groupingSeparator: ".")
        #expect(format.groupingSeparator == nil)
        #expect(format.reading(of: "1.5") == .refused, "an integer field: never read as 15")
    }

    @Test func aNarrowNoBreakSpaceSeparatorTakesAPlainSpaceToo() throws {
        let french = NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",", groupingSeparator: "\u{202F}")
        let edit = try #require(french.edit("", replacing: 0..<0, with: "1 234,50"))
        #expect(edit.value == FieldDecimal("1234.50"))
    }

    @Test func aRangeThatSplitsASurrogatePairCoversItWhole() throws {
        let replaced = try #require(quantity.edit("😀", replacing: 1..<2, with: "5"))
        #expect(replaced.text == "5" && replaced.caret == 1)
        let deleted = try #require(quantity.edit("1😀", replacing: 2..<3, with: ""))
        #expect(deleted.text == "1" && deleted.caret == 1)
    }

    @Test func anIntegerFieldRefusesASeparator() {
        #expect(quantity.edit("3", replacing: 1..<1, with: ".") == nil)
        #expect(typing("9999", into: quantity)?.value == FieldDecimal("9999"))
        #expect(typing("99999", into: quantity) == nil)
    }

    @Test func leadingZerosDoNotCountAsDigits() throws {
        let edit = try #require(typing("0000012", into: quantity))
        #expect(edit.value == FieldDecimal("12"))
    }

    @Test func theCaretGoesAfterWhatWasInsertedOrWhereTheDeletionWas() throws {
        #expect(try #require(price.edit("1234", replacing: 2..<2, with: "9")).caret == 3)
        #expect(try #require(price.edit("1234", replacing: 1..<3, with: "")).caret == 1)
        #expect(try #require(price.edit("1234", replacing: 1..<3, with: "")).text == "14")
        #expect(try #require(price.edit("12", replacing: 5..<9, with: "3")).text == "123", "a range past the end")
    }

    @Test(
        arguments: [
            ("1234567.5", "1,234,567.5"), ("-1000", "-1,000"), ("999", "999"), ("0.05", "0.05"), ("2.500", "2.50"),
            ("1.234", nil), ("1000000000000000", nil),
        ] as [(String, String?)])
    func aValueIsShownGroupedWithTheFieldsSeparatorsWhenItFits(value: String, shown: String?) throws {
        let format = NumberFieldFormat(
            integerDigits: 15, fractionDigits: 2, allowsNegative: true, groupingSeparator: ",")
        #expect(format.fittingText(for: try #require(FieldDecimal(value))) == shown)
    }

    @Test func aValueTheFieldCannotHoldIsNotShown() throws {
        #expect(quantity.fittingText(for: try #require(FieldDecimal("-1"))) == nil, "no negatives")
        #expect(quantity.fittingText(for: try #require(FieldDecimal("5.0"))) == "5", "trailing zeros dropped")
        #expect(quantity.fittingText(for: try #require(FieldDecimal("5.5"))) == nil, "no fraction")
    }

    @Test func everyValueShownReadsBackAsItselfAndOnlyValuesThatDoNotFitAreNotShown() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        let separators: [Character?] = [nil, " ", "'", ".", ",", "\u{202F}"]
        for _ in 0..<3_000 {
            let format = NumberFieldFormat(
                integerDigits: Int.random(in: 1...12, using: &generator),
                fractionDigits: Int.random(in: 0...4, using: &generator),
                allowsNegative: Bool.random(using: &generator),
                decimalSeparator: Bool.random(using: &generator) ? "," : ".",
                groupingSeparator: separators.randomElement(using: &generator) ?? nil
            )
            let value = FieldDecimal(
                units: Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator),
                fractionDigits: Int.random(in: 0...6, using: &generator)
            )
            let context = "seed \(seed): \(value) in \(format)"
            if let shown = format.fittingText(for: value) {
                #expect(format.reading(of: shown) == .number(value), "\(context) shown as \(shown)")
            } else {
                #expect(!fits(value, in: format), "\(context) fits but was not shown")
            }
        }
    }

    /// Whether `format` can hold `value`: its digits without trailing fraction zeros, and its sign.
    private func fits(_ value: FieldDecimal, in format: NumberFieldFormat) -> Bool {
        var digits = value.description.drop { $0 == "-" }
        while digits.contains("."), digits.hasSuffix("0") || digits.hasSuffix(".") {
            digits = digits.dropLast()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let integer = parts[0].drop { $0 == "0" }
        let fraction = parts.count > 1 ? parts[1].count : 0
        return integer.count <= format.integerDigits && fraction <= format.fractionDigits
            && (value.units >= 0 || format.allowsNegative)
    }

    // MARK: - A value the format cannot show

    @Test(
        arguments: [
            (IntegerFieldFormat(integerDigits: 4).number, "123456", ["12345", "1234", "123"]),
            (IntegerFieldFormat(integerDigits: 4).number, "-5", ["-", ""]),
            (NumberFieldFormat(fractionDigits: 2), "1.2345", ["1.234", "1.23", "1.2"]),
        ] as [(NumberFieldFormat, String, [String])])
    func backspaceFromATextTheModelSetIsAcceptedUntilTheFormatTakesIt(
        format: NumberFieldFormat, text: String, backspaces: [String]
    ) throws {
        var current = text
        #expect(format.reading(of: current) == .refused)
        for expected in backspaces {
            let end = current.utf16.count
            let edit = try #require(format.edit(current, replacing: end - 1..<end, with: ""), "after \(current)")
            #expect(edit.text == expected)
            #expect(edit.value == FieldDecimal(expected), "\(expected) reads as its number, or nil with no digit")
            current = edit.text
        }
    }

    @Test func aTextTheModelSetTakesNoKeystrokeButADeletion() {
        let quantity = IntegerFieldFormat(integerDigits: 4).number
        #expect(quantity.edit("123456", replacing: 6..<6, with: "7") == nil)
        #expect(quantity.edit("123456", replacing: 0..<1, with: "9") == nil, "a replacement is no deletion")
        #expect(quantity.edit("1234", replacing: 4..<4, with: "5") == nil, "an accepted text stays within limits")
    }

    @Test func deletingCharactersFromAnyValueTheFormatCannotShowAlwaysLeadsBackToAnAcceptedText() throws {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let format = NumberFieldFormat(
                integerDigits: Int.random(in: 1...8, using: &generator),
                fractionDigits: Int.random(in: 0...3, using: &generator),
                allowsNegative: Bool.random(using: &generator),
                decimalSeparator: Bool.random(using: &generator) ? "," : ".", groupingSeparator: " ")
            let value = FieldDecimal(
                units: Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator),
                fractionDigits: Int.random(in: 0...6, using: &generator))
            var text = format.text(for: value)
            var deletions = 0
            while format.reading(of: text) == .refused {
                let characters = Array(text)
                let index = Int.random(in: 0..<characters.count, using: &generator)
                let start = String(characters[..<index]).utf16.count
                let range = start..<start + String(characters[index]).utf16.count
                let edit = try #require(
                    format.edit(text, replacing: range, with: ""),
                    "seed \(seed): deleting \(range) from \(text), shown for \(value) by \(format), was refused")
                text = edit.text
                deletions += 1
            }
            #expect(deletions <= 20, "seed \(seed): \(value)")
        }
    }
}
