import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// A test that plays a person at a field: keystrokes, the caret, and what the field shows and writes.
@MainActor
@Suite struct FieldTestTests {
    private func price(_ model: FieldModel<FieldDecimal?>) -> FieldTest<NumberFieldFormat> {
        FieldTest(
            Field(
                NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " "),
                binding: model.binding,
                rules: [.required("Enter a price.")]))
    }

    @Test func typesEachCharacterAtTheCaretAndRecordsTheRefusedOnes() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        #expect(!person.type("12,5,0x"))
        #expect(person.text == "12,50")
        #expect(person.caret == 5)
        #expect(person.refused == [",", "x"])
        #expect(model.value == FieldDecimal("12.5"))
        #expect(person.field.messages.isEmpty)
    }

    @Test func eachIntermediateStateIsAcceptedWithItsValue() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        person.type("-")
        #expect(person.refused == ["-"], "no negatives in this field")
        person.type("0")
        #expect(model.value == FieldDecimal("0"))
        person.type(",")
        #expect(person.text == "0,")
        #expect(model.value == FieldDecimal("0"))
        person.type("5")
        #expect(model.value == FieldDecimal("0.5"))
    }

    @Test func deletesTheCharacterBeforeTheCaretOrTheSelection() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        person.type("1234")
        person.moveCaret(to: 2)
        #expect(person.deleteBackward())
        #expect(person.text == "134")
        #expect(person.caret == 1)
        person.select(1..<3)
        person.deleteBackward()
        #expect(person.text == "1")
        person.moveCaret(to: 0)
        #expect(person.deleteBackward(), "nothing to delete")
        #expect(person.text == "1")
        person.deleteBackward()
        person.moveCaret(to: 1)
        person.deleteBackward()
        #expect(person.text == "")
        #expect(model.value == nil)
        #expect(person.field.messages == ["Enter a price."])
    }

    @Test func aRefusedKeystrokeLeavesTheTextAndTheCaretAsTheyWere() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        person.type("12,34")
        #expect(!person.type("9"), "a third fraction digit")
        #expect(person.text == "12,34")
        #expect(person.caret == 5)
        person.moveCaret(to: 1)
        #expect(!person.type("x"))
        #expect(person.caret == 1)
        #expect(model.writes.count == 4, "one for each accepted digit; the comma changed nothing")
    }

    @Test func pastesOverTheSelectionAsOneEditGroupingIncluded() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        person.type("9")
        person.selectAll()
        #expect(person.paste("1 234,50"))
        #expect(person.text == "1 234,50")
        #expect(person.caret == 8)
        #expect(model.value == FieldDecimal("1234.5"))
        #expect(model.writes.count == 2)
        #expect(!person.paste("1,2,3"))
        #expect(person.refused == ["1,2,3"])
    }

    @Test func recordsWhatTheFieldRenderedAndTheModelsChangesMoveTheCaret() {
        let model = FieldModel<FieldDecimal?>(FieldDecimal("3"))
        let person = price(model)
        model.set(FieldDecimal("1234.5"))
        #expect(person.text == "1 234,5")
        #expect(person.caret == 7)
        #expect(person.states.map(\.text) == ["3", "1 234,5"])
        person.endEditing()
        #expect(person.text == "1 234,5")
    }

    @Test func anAsynchronousCheckIsPacedByItsSpy() async {
        await TestExecutor.run { test in
            let checks = test.spy(for: UserNameCheckRequest.self)
            checks.hold()
            let model = FieldModel("")
            let person = FieldTest(
                Field(
                    TextFieldFormat(), binding: model.binding, rules: [.required("Enter a name.")],
                    check: .userName(on: test.executor)))
            person.paste("ada")
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "ada"))
            #expect(person.states.last?.isChecking == true)
            checks.completeHeld(with: true)
            await person.field.checksEnded()
            #expect(person.field.messages == ["This name is taken."])
            #expect(person.states.last?.messages == ["This name is taken."])
        }
    }

    @Test func theControlsTextIsWhatItTypedAndWhatTheFieldRenderedForIt() {
        let model = FieldModel<FieldDecimal?>(nil)
        let person = price(model)
        person.type("7,")
        #expect(person.text == "7,")
        person.endEditing()
        #expect(person.text == "7", "rendered: the format's text once editing ends")
        #expect(person.caret == 1)
        let other = FieldTest(person.field)  // Another control takes the field over.
        model.set(FieldDecimal("8"))
        #expect(other.text == "8")
        #expect(person.text == "7", "the first control no longer hears from the field")
    }

    @Test func theCaretNeverSitsInsideACharacter() {
        let model = FieldModel("a😀b")
        let person = FieldTest(Field(TextFieldFormat(), binding: model.binding))
        person.moveCaret(to: 2)  // Inside the emoji's surrogate pair: before the emoji.
        #expect(person.caret == 1)
        person.select(2..<3)
        #expect(person.selection == 1..<3, "the whole emoji")
        person.moveCaret(to: 3)
        person.deleteBackward()
        #expect(person.text == "ab")
        person.moveCaret(to: 99)
        #expect(person.caret == 2)
    }
}
