/// A field of a form: it binds a text input to a typed value that lives in a model the app owns, decides
/// each keystroke, validates the value, and keeps its view and the model in step.
///
/// What the package's design calls a field interactor: below a ``Screen``, one for each control. It is
/// created with its ``FieldBinding`` before any view exists; a view attaches later, and another view (a
/// reused table cell) may take its place:
///
/// - **Every keystroke**: the view asks ``edit(replacing:with:)`` whether an edit is accepted, and shows
///   the text and caret it returns; a refused edit changes nothing. The field writes the value to the model
///   on each accepted edit or when editing ends (``FieldWriting``).
/// - **The model**: a change made elsewhere reaches the view, formatted, on the main actor. The field's own
///   write does not come back to rewrite its text, and neither does a value equal to what it shows.
/// - **Validation**: the ``FieldRule``s are checked on every change of the value, and a ``FieldCheck``
///   runs a use case once they pass; ``messages`` and ``isValid`` are readable at any moment.
/// - **Activation**: an inactive field refuses edits, ignores the model and runs no check; a
///   ``FieldGroup`` activates and deactivates its fields together.
///
/// ```swift
/// @MainActor func quantityField(on screen: Screen<InvoiceReducer>) -> Field<IntegerFieldFormat> {
///     Field(
///         IntegerFieldFormat(integerDigits: 4),
///         binding: FieldBinding(screen, \.quantity, send: InvoiceReducer.Command.setQuantity),
///         rules: [.required("Enter a quantity."), .range(1...9999, "Order from 1 to 9999.")]
///     )
/// }
/// ```
@MainActor
public final class Field<Format: FieldFormat>: FieldGroupMember {
    /// The value the field edits, as the model holds it.
    public typealias Value = Format.Value

    private let binding: FieldBinding<Value>
    private let check: FieldCheck<Value>?
    private var machine: FieldStateMachine<Format>
    private var observation: FieldObservation?
    private var view = AttachedView<FieldState>()
    /// What the attached view was last given, with `replacesText` false.
    private var rendered: FieldState?
    /// The task of every check until it returns, cancelled ones included; `machine` says which one counts.
    private var checkTasks: [Int: Task<Void, Never>] = [:]

    /// Creates an active field that shows the value the model holds now and follows its changes.
    ///
    /// - Parameters:
    ///   - format: Decides each keystroke, and how a value is shown.
    ///   - binding: Where the value lives.
    ///   - writing: When the field writes the model; on every accepted edit unless given.
    ///   - rules: The validation rules, checked in order on every change of the value.
    ///   - check: A use case that checks the value once the rules pass, or `nil`.
    public init(
        _ format: Format,
        binding: FieldBinding<Value>,
        writing: FieldWriting = .everyEdit,
        rules: [FieldRule<Value>] = [],
        check: FieldCheck<Value>? = nil
    ) {
        self.binding = binding
        self.check = check
        machine = FieldStateMachine(
            format: format, writing: writing, rules: rules, hasCheck: check != nil, modelValue: binding.read())
        perform(machine.validate())
        observe()
    }

    deinit {
        for task in checkTasks.values {
            task.cancel()
        }
    }

    // MARK: - Reading

    /// How the field decides keystrokes and shows values.
    public var format: Format { machine.format }
    /// The field's text.
    public var text: String { machine.text }
    /// Where the caret is, in UTF-16 code units from the start: after the last accepted edit, or at the end
    /// of a text the model set.
    public var caret: Int { machine.caret }
    /// The value the text stands for; the model holds it too, or will when editing ends.
    public var value: Value { machine.value }
    /// The message of every rule the value breaks, in order, then the check's, if any.
    public var messages: [String] { machine.messages }
    /// Whether the check of the value is running.
    public var isChecking: Bool { machine.isChecking }
    /// Whether the value keeps every rule and its check: no message, no check running, and for a field with
    /// a check, its answer for this value (a check cancelled when the field was deactivated has none).
    public var isValid: Bool { machine.isValid }

    /// What the view shows, with ``FieldState/replacesText`` set.
    public var state: FieldState {
        FieldState(
            text: machine.text, caret: machine.caret, messages: machine.messages, isChecking: machine.isChecking,
            isActive: machine.isActive, isValid: machine.isValid)
    }

    // MARK: - Editing

    /// Decides an edit the user makes: the UTF-16 range `range` of the text replaced by `replacement`, as a
    /// text field's delegate is asked. Call it on every keystroke, paste or deletion.
    ///
    /// An accepted edit changes the text, the caret and the value, writes the model if the field writes on
    /// every edit, and validates the value; the view shows the returned text and caret itself.
    ///
    /// - Parameters:
    ///   - range: The UTF-16 offsets replaced: the selection, or the caret as an empty range.
    ///   - replacement: What the user typed or pasted; empty for a deletion.
    /// - Returns: The text, caret and value to show, or `nil` when the edit is refused (by the format, or
    ///   because the field is inactive) and the view keeps its text and caret.
    @discardableResult
    public func edit(replacing range: Range<Int>, with replacement: String) -> FieldEdit<Value>? {
        guard let (edit, writes) = machine.edit(replacing: range, with: replacement) else { return nil }
        if writes { write(endsEditing: false) }
        perform(machine.validate())
        render(replacesText: false)
        return edit
    }

    /// Decides an edit from the whole new text, as a control that hands over its text rather than a range
    /// and a replacement gives it (SwiftUI's `TextField`, through a `Binding<String>`). The edit is what lies
    /// between the longest common prefix and suffix of ``text`` and `newText`, and is decided as
    /// ``edit(replacing:with:)`` decides it.
    ///
    /// - Parameter newText: The control's text after the user's edit.
    /// - Returns: What the control must show: `newText` when it is accepted as typed, the format's text when
    ///   it changed it (regrouped, say), and ``text`` as it was when the edit is refused.
    @discardableResult
    public func replaceText(with newText: String) -> String {
        guard let (_, writes) = machine.replaceText(with: newText) else { return machine.text }
        if writes { write(endsEditing: false) }
        perform(machine.validate())
        render(replacesText: false)
        return machine.text
    }

    /// Ends editing, such as when the control loses focus: writes the value to the model if it is not
    /// there yet, and shows what the model then holds, formatted (`1.` becomes `1`).
    public func endEditing() {
        switch machine.endEditing() {
        case .none:
            return
        case .rewrote:
            perform(machine.validate())
            render(replacesText: true)
        case .write:
            write(endsEditing: true)
        }
    }

    /// Writes the value to the model; once the model has it (at once, or once a busy screen has handled the
    /// command), reads back what it kept, and shows it when it differs and editing ended. A change the model
    /// reports meanwhile is this write's, or out of date, and is ignored.
    private func write(endsEditing: Bool) {
        machine.willWrite()
        binding.writeThen(machine.value, endsEditing ? wroteAtTheEndOfEditing : wroteWhileEditing)
    }

    /// What a write calls once the model has it, made once rather than on every keystroke (see "Fields" in
    /// Benchmarks/README.md).
    private lazy var wroteWhileEditing: () -> Void = { [weak self] in self?.wrote(endsEditing: false) }
    private lazy var wroteAtTheEndOfEditing: () -> Void = { [weak self] in self?.wrote(endsEditing: true) }

    private func wrote(endsEditing: Bool) {
        guard machine.wrote(readBack: binding.read(), endsEditing: endsEditing) else { return }
        perform(machine.validate())
        render(replacesText: true)
    }

    // MARK: - The model

    private func observe() {
        observation = binding.observe { [weak self] in self?.modelChanged() }
    }

    private func modelChanged() {
        guard machine.modelChanged(to: binding.read()) else { return }
        perform(machine.validate())
        render(replacesText: true)
    }

    // MARK: - Activation

    /// Whether the field is active: it accepts edits, follows the model and runs its check. Setting it to
    /// `true` shows what the model holds now, unless what was typed is not yet written and the model has not
    /// changed meanwhile.
    public var isActive: Bool {
        get { machine.isActive }
        set {
            guard newValue != machine.isActive else { return }
            if newValue {
                let rewrote = machine.activate(modelValue: binding.read())
                observe()
                perform(machine.validate())
                render(replacesText: rewrote)
            } else {
                observation?.cancel()
                observation = nil
                if machine.deactivate() { cancelChecks() }
                render(replacesText: false)
            }
        }
    }

    // MARK: - Checks

    private func perform(_ decision: FieldStateMachine<Format>.CheckDecision) {
        switch decision {
        case .none:
            return
        case .cancel:
            cancelChecks()
        case .start(let token, let value):
            cancelChecks()
            guard let check else { return }
            checkTasks[token] = Task { [weak self] in
                let message = await check.run(value)
                self?.checkEnded(token, message: message)
            }
        }
    }

    private func checkEnded(_ token: Int, message: String?) {
        checkTasks[token] = nil
        guard machine.checkEnded(token: token, message: message) else { return }  // Stale: its value changed.
        render(replacesText: false)
    }

    private func cancelChecks() {
        for task in checkTasks.values {
            task.cancel()
        }
    }

    /// Waits until no check is running and every cancelled check's task has returned.
    ///
    /// For a test: type, answer the check's use case (with `UseCaseSpy`'s spies), then await this before
    /// reading ``messages``. It does not return while a check waits for something the test has yet to do.
    public func checksEnded() async {
        while let task = checkTasks.values.first {
            await task.value
        }
    }

    // MARK: - The view

    /// Attaches a view: calls `render` with the state now, then after every change, until the attachment is
    /// cancelled or released, or another view attaches.
    ///
    /// - Parameter render: Shows a state: its text and caret only when ``FieldState/replacesText``, and
    ///   always its messages. A state equal to the last one is not sent again.
    /// - Returns: The attachment.
    public func attach(_ render: @escaping (FieldState) -> Void) -> ViewAttachment {
        let attachment = view.attach(render)
        rendered = nil
        self.render(replacesText: true)
        return attachment
    }

    private func render(replacesText: Bool) {
        guard let render = view.render else { return }
        var state = self.state
        state.replacesText = false
        guard state != rendered || replacesText else { return }
        rendered = state
        state.replacesText = replacesText
        render(state)
    }
}
