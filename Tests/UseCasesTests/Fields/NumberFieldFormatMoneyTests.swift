import Testing

@testable import UseCases

/// Money: a minimum of fraction digits when a value is shown, and grouping as the user types, with the
/// caret kept after the same digit.
@Suite struct NumberFieldFormatMoneyTests {
    private let money = NumberFieldFormat(
        integerDigits: 9, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ",
        minimumFractionDigits: 2, groupsWhileTyping: true)

    @Test(arguments: [("1234.5", "1 234,50"), ("1234", "1 234,00"), ("0.1", "0,10"), ("-0.5", "-0,50")])
    func aValueIsShownWithAtLeastTheMinimumFractionDigits(value: String, shown: String) throws {
        let format = NumberFieldFormat(
            fractionDigits: 2, allowsNegative: true, decimalSeparator: ",", groupingSeparator: " ",
            minimumFractionDigits: 2)
        let decimal = try #require(FieldDecimal(value))
        #expect(format.text(for: decimal) == shown)
        #expect(format.reading(of: shown) == .number(decimal), "reads back")
    }

    @Test func aMinimumAboveTheFractionDigitsIsTheFractionDigits() {
        let format = NumberFieldFormat(fractionDigits: 3, minimumFractionDigits: 5)
        #expect(format.minimumFractionDigits == 3)
        #expect(format.text(for: FieldDecimal(units: 5, fractionDigits: 0)) == "5.000")
    }

    @Test func typingDigitsRegroupsThemWithTheCaretAtTheEnd() {
        var text = ""
        var shown: [String] = []
        for digit in "1234567" {
            let end = text.utf16.count
            guard let edit = money.edit(text, replacing: end..<end, with: String(digit)) else { break }
            #expect(edit.caret == edit.text.utf16.count)
            text = edit.text
            shown.append(text)
        }
        #expect(shown == ["1", "12", "123", "1 234", "12 345", "123 456", "1 234 567"])
    }

    @Test(
        arguments: [
            ("1 234", 1..<1, "9", "19 234", 2),  // a digit after the 1 stays after it
            ("1 234", 1..<2, "", "234", 0),  // backspace after the space deletes the 1
            ("1 234 567", 0..<1, "", "234 567", 0),
            ("12 345", 2..<2, "6", "126 345", 3),  // typed before a space: after the 6
            ("1234", 4..<4, ",", "1 234,", 6),
            ("1 234,5", 7..<7, "0", "1 234,50", 8),
            ("", 0..<0, "1234567,89", "1 234 567,89", 12),  // a paste
            ("123 456", 3..<4, "", "12 456", 2),  // a selected space deleted: the 3 goes with it
        ] as [(String, Range<Int>, String, String, Int)])
    func anEditIsRegroupedAndTheCaretStaysAfterTheSameDigit(
        text: String, range: Range<Int>, replacement: String, edited: String, caret: Int
    ) {
        let edit = money.edit(text, replacing: range, with: replacement)
        #expect(edit?.text == edited)
        #expect(edit?.caret == caret)
    }

    /// A decimal separator that is also a grouping separator (a space, when the grouping separator is a
    /// no-break space): reading, regrouping and deleting all take it for the decimal separator where the
    /// format takes a fraction; where it does not, it is refused (see the test after this one).
    @Test(
        arguments: [
            (0, "1\u{A0}234", 2..<2, "\u{A0}", "1\u{A0}234", 1, "1234"),
            (2, "1\u{A0}234", 5..<5, " 5", "1\u{A0}234 5", 7, "1234.5"),  // a fraction: the decimal separator
            (2, "1\u{A0}234 5", 5..<6, "", "12\u{A0}345", 5, "12345"),  // deleted alone, not with the 4
            (2, "1\u{A0}234", 1..<2, "", "234", 0, "234"),  // a grouping space, deleted with the 1
            (2, "12 3", 2..<2, "4", "124 3", 3, "124.3"),
        ] as [(Int, String, Range<Int>, String, String, Int, String)])
    func aSeparatorThatIsBothIsReadAlikeByReadingRegroupingAndDeleting(
        fractionDigits: Int, text: String, range: Range<Int>, replacement: String, edited: String, caret: Int,
        value: String
    ) throws {
        let format = NumberFieldFormat(
            fractionDigits: fractionDigits, decimalSeparator: " ", groupingSeparator: "\u{00A0}",
            groupsWhileTyping: true)
        let edit = try #require(format.edit(text, replacing: range, with: replacement))
        #expect(edit.text == edited)
        #expect(edit.caret == caret)
        #expect(edit.value == FieldDecimal(value))
        #expect(format.reading(of: edit.text) == .number(try #require(FieldDecimal(value))), "reads back")
    }

    @Test func withoutAFractionADecimalSeparatorThatLooksLikeAGroupingSpaceIsRefused() {
        let format = NumberFieldFormat(
            fractionDigits: 0, decimalSeparator: " ", groupingSeparator: "\u{00A0}", groupsWhileTyping: true)
        #expect(format.edit("1\u{A0}234", replacing: 5..<5, with: " 5") == nil)
        #expect(format.edit("1\u{A0}234", replacing: 3..<3, with: " ") == nil)
        // The text of a value the format cannot show stands for no other: refused, and a digit typed into it.
        let text = format.text(for: FieldDecimal("1234.5"))
        #expect(text == "1234 5")
        #expect(format.reading(of: text) == .refused)
        #expect(format.edit(text, replacing: 6..<6, with: "6") == nil)
    }

    @Test func withoutTheOptionNothingIsRegrouped() {
        let plain = NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")
        #expect(plain.edit("1234", replacing: 4..<4, with: "5")?.text == "12345")
        #expect(!NumberFieldFormat(groupsWhileTyping: true).groupsWhileTyping, "no separator to group with")
    }

    /// The law of regrouping: what is kept (sign, digits, decimal separator, fraction) and how much of it
    /// is before the caret survive, and the integer digits are grouped every three from the right. Under
    /// grouping separators of one to three UTF-8 bytes, with digits of two UTF-16 units (`𝟗`), minus signs
    /// and deletions, each compared with the plain edit of the range a deletion of separators widens to.
    @Test(arguments: [" ", "\u{202F}", "٬"] as [Character])
    func randomEditSequencesKeepTheDigitsAndTheCaretsDigitIndex(grouping: Character) {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        let format = NumberFieldFormat(
            integerDigits: 9, fractionDigits: 2, allowsNegative: true, decimalSeparator: ",",
            groupingSeparator: grouping, minimumFractionDigits: 2, groupsWhileTyping: true)
        let keys = ["1", "2", "0", "9", ",", String(grouping), "\u{A0}", "", "", "", "٣", "45", "𝟗", "-", "\u{2212}"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<25 {
                let count = text.utf16.count
                let lower = Int.random(in: 0...count, using: &generator)
                let key = keys.randomElement(using: &generator) ?? ""
                let upper = key.isEmpty ? min(lower + Int.random(in: 1...2, using: &generator), count) : lower
                let range = key.isEmpty ? widened(lower..<upper, in: text, grouping) : lower..<upper
                let plain = FieldText.replacing(range, in: text, with: key)
                guard let edit = format.edit(text, replacing: lower..<upper, with: key) else { continue }
                let context = "seed \(seed): \"\(key)\" over \(lower..<upper) of \"\(text)\" gave \"\(edit.text)\""
                #expect(kept(edit.text, grouping) == kept(plain.0, grouping), "\(context)")
                #expect(
                    kept(edit.text, grouping, before: edit.caret) == kept(plain.0, grouping, before: plain.caret),
                    "\(context), caret \(edit.caret)")
                #expect(isGrouped(edit.text, grouping), "\(context)")
                text = edit.text
            }
        }
    }

    /// A deletion's range as the format widens it: over grouping separators only, it takes the scalar before
    /// them too.
    private func widened(_ range: Range<Int>, in text: String, _ grouping: Character) -> Range<Int> {
        let all = GroupedNumberText(text, grouping: grouping).scalars
        let inside = all.filter { range.contains($0.offset) }
        guard let previous = all.last(where: { $0.offset < range.lowerBound }), !inside.isEmpty,
            inside.allSatisfy({ $0.part == .groupingSeparator })
        else { return range }
        return previous.offset..<range.upperBound
    }

    /// The scalars of `text` (up to the UTF-16 offset `caret`) that are not grouping separators.
    private func kept(_ text: String, _ grouping: Character, before caret: Int = .max) -> [Unicode.Scalar] {
        GroupedNumberText(text, grouping: grouping).kept(before: caret)
    }

    /// Whether the integer part, after its sign, has a grouping separator exactly every three digits from
    /// the right.
    private func isGrouped(_ text: String, _ grouping: Character) -> Bool {
        var integer = text.split(separator: ",", omittingEmptySubsequences: false)[0]
        if integer.first == "-" || integer.first == "\u{2212}" { integer = integer.dropFirst() }
        let groups = integer.split(separator: grouping, omittingEmptySubsequences: false)
        return groups.dropFirst().allSatisfy { $0.count == 3 } && (1...3).contains(groups[0].count)
            || integer.isEmpty
    }
}
