import Testing
import UseCases

/// The formats of whole numbers and free text, and the validation rules.
@Suite struct FieldFormatTests {
    // MARK: - Integers

    @Test(arguments: [("", nil), ("-", nil), ("0", 0), ("12", 12), ("-12", -12), ("1,234", 1234)] as [(String, Int?)])
    func anIntegerFieldReadsEachIntermediateState(text: String, value: Int?) {
        let format = IntegerFieldFormat(allowsNegative: true, groupingSeparator: ",")
        #expect(
            format.edit("", replacing: 0..<0, with: text)
                == FieldEdit(text: text, caret: text.utf16.count, value: value))
    }

    @Test(arguments: [".", "1.5", "a", "12345"])
    func anIntegerFieldRefusesWhatIsNotAWholeNumberOfItsDigits(text: String) {
        #expect(IntegerFieldFormat(integerDigits: 4).edit("", replacing: 0..<0, with: text) == nil)
    }

    @Test func anIntegerFieldShowsItsValueGroupedAndNothingForNil() {
        let format = IntegerFieldFormat(allowsNegative: true, groupingSeparator: "\u{00A0}")
        #expect(format.text(for: -1_234_567) == "-1\u{00A0}234\u{00A0}567")
        #expect(format.text(for: nil) == "")
        #expect(format.edit("", replacing: 0..<0, with: "1 234")?.value == 1234, "a space for a no-break space")
    }

    @Test func aValueAFormatCannotShowIsShownPlainRatherThanLost() throws {
        let cents = NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",")
        let value = try #require(FieldDecimal("1.234"))
        #expect(cents.fittingText(for: value) == nil)
        #expect(cents.text(for: value) == "1,234", "with the format's separator: it stands for nothing else")
        #expect(cents.reading(of: "1,234") == .refused)
        #expect(cents.edit("1,234", replacing: 4..<5, with: "")?.value == FieldDecimal("1.23"))
        #expect(cents.text(for: nil) == "")
    }

    // MARK: - Text

    @Test func aTextFieldAcceptsEveryEditAndCountsTheCaretInUTF16() {
        let format = TextFieldFormat()
        #expect(format.edit("ab", replacing: 1..<1, with: "😀") == FieldEdit(text: "a😀b", caret: 3, value: "a😀b"))
        #expect(
            format.edit("a😀b", replacing: 2..<3, with: "") == FieldEdit(text: "ab", caret: 1, value: "ab"),
            "half an emoji deletes all of it")
        #expect(format.text(for: "x") == "x")
    }

    @Test(
        arguments: [
            ("😀", 1, "x😀", 1),  // inside a surrogate pair: a tie, so before it
            ("a😀b", 2, "ax😀b", 2),
            ("e\u{301}", 1, "xe\u{301}", 1),  // before a combining accent: the character's start
            ("👨‍👩‍👧", 7, "👨‍👩‍👧x", 9),  // near the end of a family of three: after it
        ] as [(String, Int, String, Int)])
    func anInsertionInsideACharacterSnapsToItsNearerEndAndRemovesNothing(
        text: String, offset: Int, edited: String, caret: Int
    ) {
        let edit = TextFieldFormat().edit(text, replacing: offset..<offset, with: "x")
        #expect(edit?.text == edited)
        #expect(edit?.caret == caret)
    }

    // MARK: - Rules

    @Test func requiredNeedsAValueOrTextOtherThanSpaces() {
        let number = FieldRule<Int?>.required("Needed.")
        let text = FieldRule<String>.required("Needed.")
        #expect(number.message(for: nil) == "Needed.")
        #expect(number.message(for: 0) == nil)
        #expect(text.message(for: " \n") == "Needed.")
        #expect(text.message(for: " a") == nil)
    }

    @Test func rangeIncludesItsBoundsAndLetsAnEmptyFieldPass() {
        let rule = FieldRule<FieldDecimal?>.range(
            FieldDecimal(units: 0, fractionDigits: 0)...FieldDecimal(units: 100, fractionDigits: 0), "0 to 100.")
        #expect(rule.message(for: FieldDecimal("100.00")) == nil)
        #expect(rule.message(for: FieldDecimal("100.01")) == "0 to 100.")
        #expect(rule.message(for: FieldDecimal("-0.5")) == "0 to 100.")
        #expect(rule.message(for: FieldDecimal?.none) == nil)
    }

    @Test func lengthCountsCharactersAsAPersonSeesThem() {
        let rule = FieldRule<String>.length(1...3, "1 to 3 letters.")
        #expect(rule.message(for: "🇫🇷é😀") == nil)
        #expect(rule.message(for: "") == "1 to 3 letters.")
        #expect(rule.message(for: "abcd") == "1 to 3 letters.")
    }

    @Test func aPatternMustMatchTheWholeText() {
        let rule = FieldRule<String>.matching(/[0-9]{4}/, "Four digits.")
        #expect(rule.message(for: "1234") == nil)
        #expect(rule.message(for: "12345") == "Four digits.")
        #expect(rule.message(for: "") == nil, "required is the rule for an empty text")
    }

    @Test func aClosureRuleAndRulesComposedShowEachBrokenMessageInOrder() {
        let rules: [FieldRule<String>] = [
            .required("Enter a code."),
            FieldRule("Capitals only.") { $0.allSatisfy(\.isUppercase) },
            .length(2...2, "Two letters."),
        ]
        #expect(rules.compactMap { $0.message(for: "abc") } == ["Capitals only.", "Two letters."])
        #expect(rules.compactMap { $0.message(for: "AB") }.isEmpty)
    }
}
