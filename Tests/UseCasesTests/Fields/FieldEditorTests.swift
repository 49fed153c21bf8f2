import Testing

@testable import UseCases

/// The decisions of a field, tested as a function: no binding, no view, no task.
@Suite struct FieldEditorTests {
    private typealias Decimals = FieldEditor<NumberFieldFormat>

    private func decimals(
        _ value: FieldDecimal? = nil, writing: FieldWriting = .everyEdit, rules: [FieldRule<FieldDecimal?>] = [],
        hasCheck: Bool = false
    ) -> Decimals {
        FieldEditor(
            format: NumberFieldFormat(fractionDigits: 2, decimalSeparator: ","), writing: writing, rules: rules,
            hasCheck: hasCheck, modelValue: value)
    }

    /// Makes an edit the test expects to be accepted.
    @discardableResult
    private func edit(
        _ editor: inout Decimals, _ range: Range<Int>, _ replacement: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (edit: FieldEdit<FieldDecimal?>, writes: Bool) {
        let result = editor.edit(replacing: range, with: replacement)
        return try #require(result, sourceLocation: sourceLocation)
    }

    @Test func startsWithTheModelsValueFormattedAndTheCaretAtTheEnd() {
        let editor = decimals(FieldDecimal("1234.5"))
        #expect(editor.text == "1234,5")
        #expect(editor.caret == 6)
        #expect(editor.value == FieldDecimal("1234.5"))
    }

    @Test func anAcceptedEditWritesOnlyWhenTheValueDiffersFromTheModel() throws {
        var editor = decimals()
        let first = try edit(&editor, 0..<0, "1")
        #expect(first.writes)
        editor.willWrite()
        _ = editor.wrote(readBack: FieldDecimal("1"), endsEditing: false)
        let comma = try edit(&editor, 1..<1, ",")
        #expect(comma.edit.value == FieldDecimal("1"))
        #expect(!comma.writes, "\"1,\" stands for 1, which the model holds")
    }

    @Test func aRefusedEditChangesNothing() {
        var editor = decimals(FieldDecimal("1.5"))
        let edit = editor.edit(replacing: 1..<1, with: "x")
        #expect(edit == nil)
        #expect(editor.text == "1,5")
        #expect(editor.caret == 3)
    }

    @Test func theFieldsOwnWriteDoesNotRewriteItsText() throws {
        var editor = decimals()
        try edit(&editor, 0..<0, "1,")
        editor.willWrite()
        let rewrote = editor.modelChanged(to: FieldDecimal("1"))
        #expect(!rewrote, "reported while writing")
        _ = editor.wrote(readBack: FieldDecimal("1"), endsEditing: false)
        let rewrote2 = editor.modelChanged(to: FieldDecimal("1"))
        #expect(!rewrote2, "reported later, as the Observation module does")
        #expect(editor.text == "1,")
    }

    @Test func aChangeOfAnotherPropertyKeepsWhatIsTypedButNotWritten() throws {
        var editor = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&editor, 0..<1, "5")
        let rewrote = editor.modelChanged(to: FieldDecimal("3"))
        #expect(!rewrote)
        #expect(editor.text == "5")
    }

    @Test func aChangeMadeElsewhereRewritesTheTextWithTheCaretAtTheEnd() {
        var editor = decimals(FieldDecimal("3"))
        let rewrote = editor.modelChanged(to: FieldDecimal("1234.56"))
        #expect(rewrote)
        #expect(editor.text == "1234,56")
        #expect(editor.caret == 7)
    }

    @Test func aValueEqualToTheOneShownNeverRewritesTheText() throws {
        var editor = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&editor, 1..<1, ",50")  // "3,50", 3.5; the model holds 3.
        let rewrote = editor.modelChanged(to: FieldDecimal("3.5"))
        #expect(!rewrote, "3.5 is what the field shows")
        #expect(editor.text == "3,50")
    }

    @Test func endingEditingWritesAnUnwrittenValueThenShowsTheModelFormatted() throws {
        var editor = decimals(nil, writing: .endOfEditing)
        let edit = try edit(&editor, 0..<0, "7,")
        #expect(!edit.writes)
        let ending = editor.endEditing()
        #expect(ending == .write(FieldDecimal("7")))
        editor.willWrite()
        let rewrote = editor.wrote(readBack: FieldDecimal("7"), endsEditing: true)
        #expect(rewrote)
        #expect(editor.text == "7")
        #expect(editor.caret == 1)
    }

    @Test func endingEditingShowsWhatTheModelKeptWhenItKeptSomethingElse() throws {
        var editor = decimals()
        try edit(&editor, 0..<0, "150")
        editor.willWrite()
        _ = editor.wrote(readBack: FieldDecimal("100"), endsEditing: false)
        #expect(editor.text == "150", "not while editing")
        try edit(&editor, 3..<3, "0")  // "1500": the model keeps 100 again, the value it held.
        editor.willWrite()
        _ = editor.wrote(readBack: FieldDecimal("100"), endsEditing: false)
        let ending = editor.endEditing()
        #expect(ending == .rewrote)
        #expect(editor.text == "100")
    }

    @Test func whileAWriteIsPendingWhatTheModelReportsIsIgnoredThenItsReadBackIsShown() throws {
        var editor = decimals(FieldDecimal("3"), writing: .endOfEditing)
        try edit(&editor, 0..<1, "150,")
        let ending = editor.endEditing()
        #expect(ending == .write(FieldDecimal("150")))
        editor.willWrite()  // A screen queued the command.
        let stale = editor.modelChanged(to: FieldDecimal("4"))
        #expect(!stale, "a report from before the command ran")
        #expect(editor.text == "150,")
        let rewrote = editor.wrote(readBack: FieldDecimal("100"), endsEditing: true)  // The model clamped.
        #expect(rewrote)
        #expect(editor.text == "100")
    }

    @Test func twoPendingWritesShowTheModelOnlyAfterTheLast() throws {
        var editor = decimals()
        try edit(&editor, 0..<0, "1")
        editor.willWrite()
        try edit(&editor, 1..<1, "2")
        editor.willWrite()
        let first = editor.wrote(readBack: FieldDecimal("1"), endsEditing: true)
        #expect(!first, "12 is on its way")
        #expect(editor.text == "12")
        let second = editor.wrote(readBack: FieldDecimal("12"), endsEditing: true)
        #expect(!second, "the text already shows 12")
    }

    @Test func endingEditingWithNothingToDoChangesNothing() throws {
        var editor = decimals(FieldDecimal("3"))
        let ending = editor.endEditing()
        #expect(ending == .none)
        _ = editor.deactivate()
        try #require(editor.edit(replacing: 0..<1, with: "4") == nil)
        let inactive = editor.endEditing()
        #expect(inactive == .none)
    }

    @Test func anInactiveFieldRefusesEditsAndIgnoresTheModel() {
        var editor = decimals(FieldDecimal("1"))
        _ = editor.deactivate()
        let edit = editor.edit(replacing: 0..<0, with: "2")
        #expect(edit == nil)
        let rewrote = editor.modelChanged(to: FieldDecimal("5"))
        #expect(!rewrote)
        let ending = editor.endEditing()
        #expect(ending == .none)
        #expect(editor.text == "1")
    }

    @Test func activatingShowsWhatTheModelHoldsNow() {
        var editor = decimals(FieldDecimal("1"))
        _ = editor.deactivate()
        let rewrote = editor.activate(modelValue: FieldDecimal("5"))
        #expect(rewrote)
        #expect(editor.text == "5")
    }

    @Test func activatingKeepsWhatWasTypedWhenTheModelDidNotChange() throws {
        var editor = decimals(FieldDecimal("1"), writing: .endOfEditing)
        try edit(&editor, 1..<1, "2")
        _ = editor.deactivate()
        let rewrote = editor.activate(modelValue: FieldDecimal("1"))
        #expect(!rewrote)
        #expect(editor.text == "12")
    }

    // MARK: - Validation

    @Test func showsTheMessageOfEveryRuleTheValueBreaksInOrder() throws {
        var editor = decimals(
            rules: [
                .required("Enter a price."),
                .range(
                    FieldDecimal(units: 1, fractionDigits: 0)...FieldDecimal(units: 9, fractionDigits: 0), "1 to 9."),
            ])
        let decision = editor.validate()
        #expect(decision == .none)
        #expect(editor.messages == ["Enter a price."])
        try edit(&editor, 0..<0, "12")
        _ = editor.validate()
        #expect(editor.messages == ["1 to 9."])
    }

    @Test func startsACheckOnlyOnceTheRulesPassAndOncePerValue() throws {
        var editor = decimals(rules: [.required("Enter a price.")], hasCheck: true)
        let decision = editor.validate()
        #expect(decision == .none, "the rules refuse an empty field")
        try edit(&editor, 0..<0, "1")
        let decision2 = editor.validate()
        #expect(decision2 == .start(token: 1, value: FieldDecimal("1")))
        #expect(editor.isChecking)
        try edit(&editor, 1..<1, ",")
        let decision3 = editor.validate()
        #expect(decision3 == .none, "\"1,\" is still 1, being checked")
    }

    @Test func aStaleChecksAnswerIsNeverApplied() throws {
        var editor = decimals(hasCheck: true)
        try edit(&editor, 0..<0, "1")
        let decision = editor.validate()
        #expect(decision == .start(token: 1, value: FieldDecimal("1")))
        try edit(&editor, 1..<1, "2")
        let decision2 = editor.validate()
        #expect(decision2 == .start(token: 2, value: FieldDecimal("12")))
        let applies = editor.checkEnded(token: 1, message: "1 is taken.")
        #expect(!applies)
        #expect(editor.messages.isEmpty)
        let applies2 = editor.checkEnded(token: 2, message: "12 is taken.")
        #expect(applies2)
        #expect(editor.messages == ["12 is taken."])
        #expect(!editor.isChecking)
    }

    @Test func aCheckIsCancelledWhenTheRulesRefuseTheNewValue() throws {
        var editor = decimals(rules: [.required("Enter a price.")], hasCheck: true)
        try edit(&editor, 0..<0, "1")
        _ = editor.validate()
        try edit(&editor, 0..<1, "")
        let decision = editor.validate()
        #expect(decision == .cancel)
        let applies = editor.checkEnded(token: 1, message: "taken")
        #expect(!applies)
        #expect(editor.messages == ["Enter a price."])
    }

    @Test func aFinishedChecksMessageShowsOnlyForItsValue() throws {
        var editor = decimals(hasCheck: true)
        try edit(&editor, 0..<0, "1")
        _ = editor.validate()
        let applies = editor.checkEnded(token: 1, message: "1 is taken.")
        #expect(applies)
        try edit(&editor, 1..<1, "2")
        _ = editor.validate()
        #expect(editor.messages.isEmpty, "checking 12")
        try edit(&editor, 1..<2, "")
        let decision = editor.validate()
        #expect(decision == .start(token: 3, value: FieldDecimal("1")), "the check of 12 was cancelled")
    }

    @Test func deactivatingCancelsTheRunningCheckAndLeavesTheValueNotValid() throws {
        var editor = decimals(hasCheck: true)
        try edit(&editor, 0..<0, "1")
        _ = editor.validate()
        let cancelsCheck = editor.deactivate()
        #expect(cancelsCheck)
        let applies = editor.checkEnded(token: 1, message: "taken")
        #expect(!applies)
        #expect(editor.messages.isEmpty && !editor.isChecking)
        #expect(!editor.isValid, "no answer for this value")
        _ = editor.activate(modelValue: nil)
        let decision = editor.validate()
        #expect(decision == .start(token: 2, value: FieldDecimal("1")), "checked again once active")
    }

    @Test func aValueIsValidOnlyWithTheChecksAnswerForIt() throws {
        var editor = decimals(hasCheck: true)
        try edit(&editor, 0..<0, "1")
        _ = editor.validate()
        #expect(!editor.isValid, "checking")
        _ = editor.checkEnded(token: 1, message: nil)
        #expect(editor.isValid)
        var taken = decimals(hasCheck: true)
        try edit(&taken, 0..<0, "2")
        _ = taken.validate()
        _ = taken.checkEnded(token: 1, message: "taken")
        #expect(!taken.isValid)
    }

    @Test func aWriteTheModelTakesAfterTheFieldWasDeactivatedRewritesNothing() throws {
        var editor = decimals(writing: .endOfEditing)
        try edit(&editor, 0..<0, "5,")
        let ending = editor.endEditing()
        #expect(ending == .write(FieldDecimal("5")))
        editor.willWrite()  // Queued by a busy screen.
        _ = editor.deactivate()
        let rewrote = editor.wrote(readBack: FieldDecimal("5"), endsEditing: true)
        #expect(!rewrote)
        #expect(editor.text == "5,")
    }
}
