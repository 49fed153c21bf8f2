import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// A field with its binding, its view, its activation and its checks.
@MainActor
@Suite struct FieldTests {
    private func quantity(_ model: FieldModel<Int?>, writing: FieldWriting = .everyEdit) -> Field<IntegerFieldFormat> {
        Field(IntegerFieldFormat(groupingSeparator: ","), binding: model.binding, writing: writing)
    }

    // MARK: - View to model

    @Test func writesTheModelOnEveryAcceptedKeystroke() {
        let model = FieldModel<Int?>(nil)
        let field = quantity(model)
        field.edit(replacing: 0..<0, with: "1")
        field.edit(replacing: 1..<1, with: "x")
        field.edit(replacing: 1..<1, with: "2")
        #expect(model.writes == [1, 12])
        #expect(field.text == "12")
    }

    @Test func writesTheModelOnlyWhenEditingEndsWhenSoChosen() {
        let model = FieldModel<Int?>(nil)
        let field = quantity(model, writing: .endOfEditing)
        field.edit(replacing: 0..<0, with: "1234")
        #expect(model.writes.isEmpty)
        field.endEditing()
        #expect(model.writes == [1234])
        #expect(field.text == "1,234", "shown formatted once editing ends")
    }

    // MARK: - Model to view

    @Test func aChangeMadeElsewhereReachesTheViewFormatted() {
        let model = FieldModel<Int?>(5)
        let field = quantity(model)
        var shown: [FieldState] = []
        let attachment = field.attach { shown.append($0) }
        model.set(12345)
        #expect(shown.map(\.text) == ["5", "12,345"])
        #expect(shown.last?.replacesText == true)
        #expect(shown.last?.caret == 6)
        #expect(attachment.isAttached)
    }

    @Test func theFieldsOwnWriteNeverComesBackToItsView() {
        let model = FieldModel<Int?>(nil)
        let field = quantity(model)
        var shown: [FieldState] = []
        let attachment = field.attach { shown.append($0) }
        field.edit(replacing: 0..<0, with: "1")
        field.edit(replacing: 1..<1, with: "2")
        model.touch()  // Another property changed.
        #expect(shown.map(\.text) == ["", "1", "12"])
        #expect(shown.map(\.replacesText) == [true, false, false], "the view already shows what it typed")
        #expect(attachment.isAttached)
    }

    /// A control that reports the text set from code as an edit, as some do, and a model that keeps
    /// something other than what is written (here, one more) and reports it at once, in the middle of the
    /// field's write. The field ignores that report, so the text the user typed stays until editing ends;
    /// and it rewrites its text only for a value other than the one it shows, so an echoed text is no
    /// change, and the field and the model do not chase each other (the renders are counted, and bounded in
    /// case they did).
    @Test func anEchoingControlAndAModelThatKeepsSomethingElseSettleAndTheTypedTextStays() {
        let model = FieldModel<Int?>(nil, stored: { $0.map { $0 + 1 } })
        let field = quantity(model)
        var renders = 0
        let attachment = field.attach { state in
            renders += 1
            guard renders < 100 else { return }  // Bounds the test if the field loops.
            if state.replacesText {
                field.edit(replacing: 0..<field.text.utf16.count, with: state.text)
            }
        }
        field.edit(replacing: 0..<0, with: "5")
        #expect(model.writes == [5])
        #expect(model.value == 6)
        #expect(field.text == "5", "what the user typed stays while editing")
        #expect(renders < 100)
        field.endEditing()
        #expect(field.text == "6", "what the model kept, once editing ends")
        #expect(attachment.isAttached)
    }

    // MARK: - Attaching

    @Test func worksBeforeAnyViewAndAViewAttachingLaterShowsTheCurrentState() {
        let model = FieldModel<Int?>(nil)
        let field = Field(IntegerFieldFormat(), binding: model.binding, rules: [.range(1...9, "1 to 9.")])
        field.edit(replacing: 0..<0, with: "12")
        var shown: [FieldState] = []
        let attachment = field.attach { shown.append($0) }
        #expect(shown == [FieldState(text: "12", caret: 2, messages: ["1 to 9."])])
        #expect(attachment.isAttached)
    }

    @Test func aReusedViewTakesTheFieldOverAndTheFirstStopsHearingFromIt() {
        let model = FieldModel<Int?>(1)
        let field = quantity(model)
        var first: [String] = []
        var second: [String] = []
        let firstAttachment = field.attach { first.append($0.text) }
        let secondAttachment = field.attach { second.append($0.text) }
        model.set(2)
        #expect(first == ["1"])
        #expect(second == ["1", "2"])
        #expect(!firstAttachment.isAttached)
        #expect(secondAttachment.isAttached)
    }

    @Test func aCancelledAttachmentIsRenderedNoMore() {
        let model = FieldModel<Int?>(1)
        let field = quantity(model)
        var shown: [String] = []
        let attachment = field.attach { shown.append($0.text) }
        attachment.cancel()
        model.set(2)
        #expect(shown == ["1"])
        #expect(field.text == "2")
    }

    // MARK: - Activation

    @Test func anInactiveFieldNeitherWritesTheModelNorUpdatesTheView() {
        let model = FieldModel<Int?>(1)
        let field = quantity(model)
        var shown: [FieldState] = []
        let attachment = field.attach { shown.append($0) }
        field.isActive = false
        #expect(field.edit(replacing: 1..<1, with: "2") == nil)
        model.set(3)
        #expect(model.writes.isEmpty)
        #expect(shown.filter(\.replacesText).map(\.text) == ["1"])
        #expect(shown.last?.isActive == false)
        #expect(model.observerCount == 0)
        field.isActive = true
        #expect(shown.filter(\.replacesText).map(\.text) == ["1", "3"], "activating shows what the model holds now")
        #expect(attachment.isAttached)
    }

    @Test func aParentDeactivatesAndActivatesItsChildrenNestedGroupsIncluded() {
        let model = FieldModel<Int?>(1)
        let quantity = quantity(model)
        let total = FieldLabel(read: { model.value }, observe: model.binding.observe) { "\($0 ?? 0)" }
        let row = FieldGroup([quantity])
        let form = FieldGroup([row, total])
        form.isActive = false
        #expect(!quantity.isActive)
        #expect(!total.isActive)
        #expect(!row.isActive)
        #expect(model.observerCount == 0)
        form.isActive = true
        #expect(quantity.isActive)
        #expect(total.isActive)
        #expect(model.observerCount == 2)
    }

    @Test func aChildAddedToAnActiveParentIsActivatedAndToAnInactiveOneDeactivated() {
        let model = FieldModel<Int?>(1)
        let form = FieldGroup()
        let first = quantity(model)
        first.isActive = false
        form.add(first)
        #expect(first.isActive)
        form.isActive = false
        let second = quantity(model)
        form.add(second)
        #expect(!second.isActive)
        form.remove(second)
        form.isActive = true
        #expect(!second.isActive, "removed, it keeps its state")
        #expect(form.members.count == 1)
    }

    @Test func aFormIsValidWhenEveryFieldIs() {
        let quantityModel = FieldModel<Int?>(nil)
        let nameModel = FieldModel("")
        let quantity = Field(
            IntegerFieldFormat(), binding: quantityModel.binding, rules: [.required("Enter a quantity.")])
        let name = Field(TextFieldFormat(), binding: nameModel.binding, rules: [.length(1...20, "1 to 20 letters.")])
        let form = FieldGroup([FieldGroup([quantity]), name])
        #expect(!form.isValid)
        quantity.edit(replacing: 0..<0, with: "3")
        #expect(!form.isValid)
        name.edit(replacing: 0..<0, with: "Ada")
        #expect(form.isValid)
    }

    // MARK: - Checks

    @Test func aStaleChecksAnswerIsNeverAppliedToANewerText() async {
        await TestExecutor.run { test in
            let checks = test.spy(for: UserNameCheckRequest.self)
            checks.hold()
            let model = FieldModel("")
            let name = Field(
                TextFieldFormat(), binding: model.binding, rules: [.required("Enter a name.")],
                check: .userName(on: test.executor))
            #expect(checks.peekAtRequests().isEmpty, "the rules refuse an empty name: no check")

            name.edit(replacing: 0..<0, with: "ada")
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "ada"))
            #expect(name.isChecking)
            #expect(!name.isValid)
            name.edit(replacing: 3..<3, with: "m")
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "adam"))

            #expect(checks.heldRequests == [UserNameCheckRequest(name: "adam")], "the check of \"ada\" was cancelled")
            checks.completeHeld(with: false)
            await name.checksEnded()
            #expect(name.messages.isEmpty)
            #expect(name.isValid)
        }
    }

    @Test func aChecksMessageShowsUntilTheValueChanges() async {
        await TestExecutor.run { test in
            let checks = test.spy(for: UserNameCheckRequest.self)
            checks.respond(with: true)
            let model = FieldModel("")
            let name = Field(
                TextFieldFormat(), binding: model.binding,
                check: .userName(on: test.executor))
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: ""))
            var shown: [FieldState] = []
            let attachment = name.attach { shown.append($0) }
            name.edit(replacing: 0..<0, with: "ada")
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "ada"))
            await name.checksEnded()
            #expect(name.messages == ["This name is taken."])
            #expect(shown.last?.messages == ["This name is taken."])
            #expect(shown.last?.replacesText == false)

            name.edit(replacing: 3..<3, with: "m")
            #expect(name.messages.isEmpty, "the message was for \"ada\"")
            #expect(name.isChecking)
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "adam"))
            await name.checksEnded()
            #expect(attachment.isAttached)
        }
    }

    @Test func aFailedCheckShowsItsErrorMessage() async {
        await TestExecutor.run { test in
            let checks = test.spy(for: UserNameCheckRequest.self)
            checks.fail(with: InteractorError(message: "offline", code: .notCompleted))
            let model = FieldModel("ada")
            let name = Field(
                TextFieldFormat(), binding: model.binding,
                check: .userName(on: test.executor))
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "ada"))
            await name.checksEnded()
            #expect(name.messages == ["Cannot check the name."])
        }
    }

    @Test func aUseCaseThatEndsCancelledByItselfFailsTheCheck() async {
        await TestExecutor.run { test in
            let checks = test.spy(for: UserNameCheckRequest.self)
            checks.fail(with: InteractorError(message: "gave up", code: .cancelled))
            let model = FieldModel("ada")
            let name = Field(TextFieldFormat(), binding: model.binding, check: .userName(on: test.executor))
            #expect(await checks.nextRequest() == UserNameCheckRequest(name: "ada"))
            await name.checksEnded()
            #expect(name.messages == ["Cannot check the name."])
            #expect(!name.isValid, "the field did not cancel it: no answer is no pass")
        }
    }

    /// The check of "ada" ignores its cancellation and answers after the check of "adam" has: its answer,
    /// which would clear the message, is not applied.
    @Test func aStaleAnswerThatArrivesLateIsNotApplied() async {
        let gate = NameCheckGate()
        let executor = InteractorExecutor()
        executor.register(GatedNameCheckInteractor(gate: gate))
        let model = FieldModel("")
        let name = Field(
            TextFieldFormat(), binding: model.binding, rules: [.required("Enter a name.")],
            check: .userName(on: executor, failure: nil))
        let shown = TestRecorder<FieldState>()
        let attachment = name.attach { shown.record($0) }
        name.edit(replacing: 0..<0, with: "ada")
        name.edit(replacing: 3..<3, with: "m")

        await gate.release("adam", answer: true)
        while await shown.next()?.messages.isEmpty == true {}  // Until the answer about "adam" shows.
        #expect(name.messages == ["This name is taken."])
        await gate.release("ada", answer: false)
        await name.checksEnded()
        #expect(await gate.answered == ["adam", "ada"], "the stale check did answer")
        #expect(name.messages == ["This name is taken."])
        #expect(attachment.isAttached)
    }

    /// A field that ends editing while its screen handles a command (here, from a view's render closure, as
    /// a control that loses focus when the screen changes) has its command queued: until the screen has run
    /// it, the field keeps what was typed, whatever order the screen's observers run in, and then shows what
    /// the model kept, formatted.
    @Test(arguments: [false, true])
    func aWriteTheScreenQueuesKeepsTheTypedTextThenShowsWhatTheModelKept(viewAttachesFirst: Bool) {
        let screen = Screen(QuantityReducer(), viewModel: .init(), executor: InteractorExecutor())
        var quantity: Field<IntegerFieldFormat>?
        var shownDuringStep: [String] = []
        let attachField = {
            quantity = Field(
                IntegerFieldFormat(groupingSeparator: ","),
                binding: FieldBinding(screen, \.quantity, send: QuantityReducer.Command.set), writing: .endOfEditing)
            quantity?.edit(replacing: 0..<1, with: "12000")
        }
        if !viewAttachesFirst { attachField() }
        let view = screen.attach { viewModel in
            guard viewModel.note == "saved", shownDuringStep.isEmpty, let quantity else { return }
            quantity.endEditing()  // While the screen handles the step that set the note.
            shownDuringStep.append(quantity.text)
        }
        if viewAttachesFirst { attachField() }
        screen.send(.note("saved"))
        #expect(shownDuringStep == ["12000"], "not the 1 the model held until the queued command ran")
        #expect(screen.viewModel.quantity == 9999, "the reducer keeps at most 9999")
        #expect(quantity?.text == "9,999", "what the model kept, formatted, once its command ran")
        #expect(view.isAttached)
    }

    @Test func endingEditingWithNothingToWriteOrFormatRendersNothing() {
        let model = FieldModel<Int?>(5)
        let field = quantity(model)
        var shown: [FieldState] = []
        let attachment = field.attach { shown.append($0) }
        field.endEditing()
        field.isActive = false
        field.endEditing()
        #expect(shown.count == 2, "the attach, and the deactivation")
        #expect(attachment.isAttached)
    }
}

/// A screen with a quantity and a note.
private struct QuantityReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var quantity: Int? = 1
        var note = ""
    }

    enum Command: Sendable {
        case set(Int?)
        case note(String)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .set(let quantity): viewModel.quantity = quantity.map { min($0, 9999) }
        case .note(let note): viewModel.note = note
        }
        return []
    }
}
