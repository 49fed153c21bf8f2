import Testing

@testable import UseCases

/// The decisions of a field, tested as a function: no binding, no view, no task.
@Suite struct FieldStateMachineTests {
    private typealias Decimals = FieldStateMachine<NumberFieldFormat>

    private func decimals(
        _ value: FieldDecimal? = nil, writing: FieldWriting = .everyEdit, rules: [FieldRule<FieldDecimal?>] = [],
        hasCheck: Bool = false
    ) -> Decimals {
        FieldStateMachine(
            format: NumberFieldFormat(fractionDigits: 2, decimalSeparator: ","), writing: writing, rules: rules,
            hasCheck: hasCheck, modelValue: value)
    }

    /// Makes an edit the test expects to be accepted.
    @discardableResult
    private func edit(
        _ machine: inout Decimals, _ range: Range<Int>, _ replacement: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (edit: FieldEdit<FieldDecimal?>, writes: Bool) {
        let result = machine.edit(replacing: range, with: replacement)
        return try #require(result, sourceLocation: sourceLocation)
    }

    @Test func startsWithTheModelsValueFormattedAndTheCaretAtTheEnd() {
        let machine = decimals(FieldDecimal("1234.5"))
        #expect(machine.text == "1234,5")
        #expect(machine.caret == 6)
        #expect(machine.value == FieldDecimal("1234.5"))
    }

    @Test func anAcceptedEditWritesOnlyWhenTheValueDiffersFromTheModel() throws {
        var machine = decimals()
        let first = try edit(&machine, 0..<0, "1")
        #expect(first.writes)
        machine.willWrite()
        _ = machine.wrote(readBack: FieldDecimal("1"), endsEditing: false)
        let comma = try edit(&machine, 1..<1, ",")
        #expect(comma.edit.value == FieldDecimal("1"))
        #expect(!comma.writes, "\"1,\" stands for 1, which the model holds")
    }

    @Test func aRefusedEditChangesNothing() {
        var machine = decimals(FieldDecimal("1.5"))
        let edit = machine.edit(replacing: 1..<1, with: "x")
        #expect(edit == nil)
        #expect(machine.text == "1,5")
        #expect(machine.caret == 3)
    }

    @Test func theFieldsOwnWriteDoesNotRewriteItsText() throws {
        var machine = decimals()
        try edit(&machine, 0..<0, "1,")
        machine.willWrite()
        let rewrote = machine.modelChanged(to: FieldDecimal("1"))
        #expect(!rewrote, "reported while writing")
        _ = machine.wrote(readBack: FieldDecimal("1"), endsEditing: false)
        let rewrote2 = machine.modelChanged(to: FieldDecimal("1"))
        #expect(!rewrote2, "reported later, as the Observation module does")
        #expect(machine.text == "1,")
    }

    @Test func aChangeOfAnotherPropertyKeepsWhatIsTypedButNotWritten() throws {
        var machine = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&machine, 0..<1, "5")
        let rewrote = machine.modelChanged(to: FieldDecimal("3"))
        #expect(!rewrote)
        #expect(machine.text == "5")
    }

    @Test func aChangeMadeElsewhereRewritesTheTextWithTheCaretAtTheEnd() {
        var machine = decimals(FieldDecimal("3"))
        let rewrote = machine.modelChanged(to: FieldDecimal("1234.56"))
        #expect(rewrote)
        #expect(machine.text == "1234,56")
        #expect(machine.caret == 7)
    }

    @Test func aValueEqualToTheOneShownNeverRewritesTheText() throws {
        var machine = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&machine, 1..<1, ",50")  // "3,50", 3.5; the model holds 3.
        let rewrote = machine.modelChanged(to: FieldDecimal("3.5"))
        #expect(!rewrote, "3.5 is what the field shows")
        #expect(machine.text == "3,50")
    }

    @Test func endingEditingWritesAnUnwrittenValueThenShowsTheModelFormatted() throws {
        var machine = decimals(nil, writing: .endOfEditing)
        let edit = try edit(&machine, 0..<0, "7,")
        #expect(!edit.writes)
        let ending = machine.endEditing()
        #expect(ending == .write(FieldDecimal("7")))
        machine.willWrite()
        let rewrote = machine.wrote(readBack: FieldDecimal("7"), endsEditing: true)
        #expect(rewrote)
        #expect(machine.text == "7")
        #expect(machine.caret == 1)
    }

    @Test func endingEditingShowsWhatTheModelKeptWhenItKeptSomethingElse() throws {
        var machine = decimals()
        try edit(&machine, 0..<0, "150")
        machine.willWrite()
        _ = machine.wrote(readBack: FieldDecimal("100"), endsEditing: false)
        #expect(machine.text == "150", "not while editing")
        try edit(&machine, 3..<3, "0")  // "1500": the model keeps 100 again, the value it held.
        machine.willWrite()
        _ = machine.wrote(readBack: FieldDecimal("100"), endsEditing: false)
        let ending = machine.endEditing()
        #expect(ending == .rewrote)
        #expect(machine.text == "100")
    }

    @Test func whileAWriteIsPendingWhatTheModelReportsIsIgnoredThenItsReadBackIsShown() throws {
        var machine = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&machine, 0..<1, "150,")
        let ending = machine.endEditing()
        #expect(ending == .write(FieldDecimal("150")))
        machine.willWrite()  // A screen queued the command.
        let stale = machine.modelChanged(to: FieldDecimal("4"))
        #expect(!stale, "a report from before the command ran")
        #expect(machine.text == "150,")
        let rewrote = machine.wrote(readBack: FieldDecimal("100"), endsEditing: true)  // The model clamped.
        #expect(rewrote)
        #expect(machine.text == "100")
    }

    @Test func twoPendingWritesShowTheModelOnlyAfterTheLast() throws {
        var machine = decimals()
        try edit(&machine, 0..<0, "1")
        machine.willWrite()
        try edit(&machine, 1..<1, "2")
        machine.willWrite()
        let first = machine.wrote(readBack: FieldDecimal("1"), endsEditing: true)
        #expect(!first, "12 is on its way")
        #expect(machine.text == "12")
        let second = machine.wrote(readBack: FieldDecimal("12"), endsEditing: true)
        #expect(!second, "the text already shows 12")
    }

    @Test func endingEditingWithNothingToDoChangesNothing() throws {
        var machine = decimals(FieldDecimal("3"))
        let ending = machine.endEditing()
        #expect(ending == .none)
        _ = machine.deactivate()
        try #require(machine.edit(replacing: 0..<1, with: "4") == nil)
        let inactive = machine.endEditing()
        #expect(inactive == .none)
    }

    @Test func anInactiveFieldRefusesEditsAndIgnoresTheModel() {
        var machine = decimals(FieldDecimal("1"))
        _ = machine.deactivate()
        let edit = machine.edit(replacing: 0..<0, with: "2")
        #expect(edit == nil)
        let rewrote = machine.modelChanged(to: FieldDecimal("5"))
        #expect(!rewrote)
        let ending = machine.endEditing()
        #expect(ending == .none)
        #expect(machine.text == "1")
    }

    @Test func activatingShowsWhatTheModelHoldsNow() {
        var machine = decimals(FieldDecimal("1"))
        _ = machine.deactivate()
        let rewrote = machine.activate(modelValue: FieldDecimal("5"))
        #expect(rewrote)
        #expect(machine.text == "5")
    }

    @Test func activatingKeepsWhatWasTypedWhenTheModelDidNotChange() throws {
        var machine = decimals(FieldDecimal("1"), writing: .endOfEditing)
        try edit(&machine, 1..<1, "2")
        _ = machine.deactivate()
        let rewrote = machine.activate(modelValue: FieldDecimal("1"))
        #expect(!rewrote)
        #expect(machine.text == "12")
    }

    // MARK: - Validation

    @Test func showsTheMessageOfEveryRuleTheValueBreaksInOrder() throws {
        var machine = decimals(
            rules: [
                .required("Enter a price."),
                .range(
                    FieldDecimal(units: 1, fractionDigits: 0)...FieldDecimal(units: 9, fractionDigits: 0), "1 to 9."),
            ])
        let decision = machine.validate()
        #expect(decision == .none)
        #expect(machine.messages == ["Enter a price."])
        try edit(&machine, 0..<0, "12")
        _ = machine.validate()
        #expect(machine.messages == ["1 to 9."])
    }

    @Test func startsACheckOnlyOnceTheRulesPassAndOncePerValue() throws {
        var machine = decimals(rules: [.required("Enter a price.")], hasCheck: true)
        let decision = machine.validate()
        #expect(decision == .none, "the rules refuse an empty field")
        try edit(&machine, 0..<0, "1")
        let decision2 = machine.validate()
        #expect(decision2 == .start(token: 1, value: FieldDecimal("1")))
        #expect(machine.isChecking)
        try edit(&machine, 1..<1, ",")
        let decision3 = machine.validate()
        #expect(decision3 == .none, "\"1,\" is still 1, being checked")
    }

    @Test func aStaleChecksAnswerIsNeverApplied() throws {
        var machine = decimals(hasCheck: true)
        try edit(&machine, 0..<0, "1")
        let decision = machine.validate()
        #expect(decision == .start(token: 1, value: FieldDecimal("1")))
        try edit(&machine, 1..<1, "2")
        let decision2 = machine.validate()
        #expect(decision2 == .start(token: 2, value: FieldDecimal("12")))
        let applies = machine.checkEnded(token: 1, message: "1 is taken.")
        #expect(!applies)
        #expect(machine.messages.isEmpty)
        let applies2 = machine.checkEnded(token: 2, message: "12 is taken.")
        #expect(applies2)
        #expect(machine.messages == ["12 is taken."])
        #expect(!machine.isChecking)
    }

    @Test func aCheckIsCancelledWhenTheRulesRefuseTheNewValue() throws {
        var machine = decimals(rules: [.required("Enter a price.")], hasCheck: true)
        try edit(&machine, 0..<0, "1")
        _ = machine.validate()
        try edit(&machine, 0..<1, "")
        let decision = machine.validate()
        #expect(decision == .cancel)
        let applies = machine.checkEnded(token: 1, message: "taken")
        #expect(!applies)
        #expect(machine.messages == ["Enter a price."])
    }

    @Test func aFinishedChecksMessageShowsOnlyForItsValue() throws {
        var machine = decimals(hasCheck: true)
        try edit(&machine, 0..<0, "1")
        _ = machine.validate()
        let applies = machine.checkEnded(token: 1, message: "1 is taken.")
        #expect(applies)
        try edit(&machine, 1..<1, "2")
        _ = machine.validate()
        #expect(machine.messages.isEmpty, "checking 12")
        try edit(&machine, 1..<2, "")
        let decision = machine.validate()
        #expect(decision == .start(token: 3, value: FieldDecimal("1")), "the check of 12 was cancelled")
    }

    @Test func deactivatingCancelsTheRunningCheckAndLeavesTheValueNotValid() throws {
        var machine = decimals(hasCheck: true)
        try edit(&machine, 0..<0, "1")
        _ = machine.validate()
        let cancelsCheck = machine.deactivate()
        #expect(cancelsCheck)
        let applies = machine.checkEnded(token: 1, message: "taken")
        #expect(!applies)
        #expect(machine.messages.isEmpty && !machine.isChecking)
        #expect(!machine.isValid, "no answer for this value")
        _ = machine.activate(modelValue: nil)
        let decision = machine.validate()
        #expect(decision == .start(token: 2, value: FieldDecimal("1")), "checked again once active")
    }

    @Test func aValueIsValidOnlyWithTheChecksAnswerForIt() throws {
        var machine = decimals(hasCheck: true)
        try edit(&machine, 0..<0, "1")
        _ = machine.validate()
        #expect(!machine.isValid, "checking")
        _ = machine.checkEnded(token: 1, message: nil)
        #expect(machine.isValid)
        var taken = decimals(hasCheck: true)
        try edit(&taken, 0..<0, "2")
        _ = taken.validate()
        _ = taken.checkEnded(token: 1, message: "taken")
        #expect(!taken.isValid)
    }

    @Test func aWriteTheModelTakesAfterTheFieldWasDeactivatedRewritesNothing() throws {
        var machine = decimals(writing: .endOfEditing)
        try edit(&machine, 0..<0, "5,")
        let ending = machine.endEditing()
        #expect(ending == .write(FieldDecimal("5")))
        machine.willWrite()  // Queued by a busy screen.
        _ = machine.deactivate()
        let rewrote = machine.wrote(readBack: FieldDecimal("5"), endsEditing: true)
        #expect(!rewrote)
        #expect(machine.text == "5,")
    }
}
