import TestSupport
import Testing
import UseCaseSpy

@testable import UseCases

/// A control that hands over its whole text, as SwiftUI's `TextField` does: the field finds the edit by
/// the common prefix and suffix, and decides it as any other.
@MainActor
@Suite struct FieldWholeTextTests {
    @Test(
        arguments: [
            ("12", "123", 2..<2, "3"), ("123", "13", 1..<2, ""), ("1 234", "1 2354", 4..<4, "5"),
            ("aa", "aaa", 2..<2, "a"),  // a repeated character: inserted at the end
            ("a😀b", "ab", 1..<3, ""), ("", "12,5", 0..<0, "12,5"), ("12,5", "", 0..<4, ""),
            ("e\u{301}", "e", 0..<2, "e"),  // whole characters: the accent is not split off
            ("\u{E9}", "e\u{301}", 0..<1, "e\u{301}"),  // the same character in other scalars is replaced
        ] as [(String, String, Range<Int>, String)])
    func theEditIsWhatLiesBetweenTheCommonPrefixAndSuffix(
        old: String, new: String, range: Range<Int>, replacement: String
    ) {
        let difference = FieldText.difference(from: old, to: new)
        #expect(difference.range == range)
        #expect(difference.replacement == replacement)
    }

    @Test func theDifferenceAppliedToTheOldTextGivesTheNewOne() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["1", "2", " ", ",", "😀", "é", "a"]
        func randomText() -> String {
            String(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
        }
        for _ in 0..<2_000 {
            let old = randomText()
            let new = randomText()
            let (range, replacement) = FieldText.difference(from: old, to: new)
            let applied = FieldText.replacing(range, in: old, with: replacement).0
            #expect(applied == new, "seed \(seed): \(old) to \(new) by \(range), \(replacement)")
        }
    }

    @Test func typingThroughWholeTextsWritesAsKeystrokesDo() {
        let format = NumberFieldFormat(
            fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ", groupsWhileTyping: true)
        let byKeystroke = FieldModel<FieldDecimal?>(nil)
        let byWholeText = FieldModel<FieldDecimal?>(nil)
        let keystrokes = FieldTest(Field(format, binding: byKeystroke.binding))
        let wholeTexts = FieldTest(Field(format, binding: byWholeText.binding))
        #expect(keystrokes.type("1234,5x0") == false)
        #expect(wholeTexts.typeAsWholeTexts("1234,5x0") == false)
        #expect(wholeTexts.text == "1 234,50")
        #expect(wholeTexts.text == keystrokes.text && wholeTexts.caret == keystrokes.caret)
        #expect(byWholeText.writes.map(\.?.description) == byKeystroke.writes.map(\.?.description))
        #expect(wholeTexts.refused == ["1 234,5x"])
    }

    @Test func aRefusedTextReturnsTheFieldsTextAndAnUnchangedOneChangesNothing() {
        let model = FieldModel<Int?>(12)
        let field = Field(IntegerFieldFormat(integerDigits: 2), binding: model.binding)
        #expect(field.replaceText(with: "123") == "12")
        #expect(field.replaceText(with: "12") == "12")
        #expect(field.replaceText(with: "1") == "1")
        #expect(model.writes == [1])
    }
}
