#if canImport(Observation)
    public import Observation
#endif

/// A label of a form: it shows a value of the model as text, and follows its changes on the main actor,
/// from wherever they came.
///
/// What the package's design calls a label interactor. Like a ``Field``, it is created with its
/// ``FieldBinding`` before any view exists, a view attaches later, and a ``FieldGroup`` activates and
/// deactivates it; an inactive label does not follow the model.
///
/// ```swift
/// @MainActor func totalLabel(on screen: Screen<InvoiceReducer>) -> FieldLabel<FieldDecimal?> {
///     FieldLabel(screen, \.total) { total in total.map { "Total: \($0)" } ?? "Total: -" }
/// }
/// ```
@MainActor
public final class FieldLabel<Value: Equatable & Sendable>: FieldGroupMember {
    private let read: () -> Value
    private let startObserving: (@escaping () -> Void) -> FieldObservation
    private let format: (Value) -> String
    private var observation: FieldObservation?
    private var view = AttachedView<String>()
    /// What the attached view was last given.
    private var rendered: String?

    /// The text the label shows.
    public private(set) var text: String

    /// Creates an active label that shows a value the model holds, read and observed as a binding does.
    ///
    /// - Parameters:
    ///   - read: Reads the value the model holds now.
    ///   - observe: Starts observing the model, as ``FieldBinding/observe`` does.
    ///   - text: How a value is shown.
    public init(
        read: @escaping () -> Value,
        observe: @escaping (@escaping () -> Void) -> FieldObservation,
        text: @escaping (Value) -> String
    ) {
        self.read = read
        self.startObserving = observe
        self.format = text
        self.text = text(read())
        self.observe()
    }

    /// Creates an active label that shows a part of a screen's view model, such as a total the reducer
    /// computes.
    ///
    /// - Parameters:
    ///   - screen: The screen whose view model holds the value.
    ///   - property: Where the view model holds it.
    ///   - text: How a value is shown.
    public convenience init<Reducer: ScreenReducer>(
        _ screen: Screen<Reducer>,
        _ property: KeyPath<Reducer.ViewModel, Value>,
        text: @escaping (Value) -> String
    ) {
        self.init(
            read: { screen.viewModel[keyPath: property] },
            observe: { changed in FieldObservation(of: screen, calling: changed) },
            text: text)
    }

    /// Whether the label follows the model; setting it to `true` shows what the model holds now.
    public var isActive: Bool {
        get { observation != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                observe()
                modelChanged()
            } else {
                observation?.cancel()
                observation = nil
            }
        }
    }

    /// Always `true`: a label has no rules.
    public var isValid: Bool { true }
    /// Attaches a view: calls `render` with the text now, then with every new text, until the attachment is
    /// cancelled or released, or another view attaches.
    ///
    /// - Parameter render: Shows a text.
    /// - Returns: The attachment.
    public func attach(_ render: @escaping (String) -> Void) -> ViewAttachment {
        let attachment = view.attach(render)
        rendered = text
        render(text)
        return attachment
    }

    private func observe() {
        observation = startObserving { [weak self] in self?.modelChanged() }
    }

    private func modelChanged() {
        text = format(read())
        guard text != rendered, let render = view.render else { return }
        rendered = text
        render(text)
    }
}

#if canImport(Observation)
    extension FieldLabel {
        /// Creates an active label that shows a property of an observable model object, computed ones
        /// included; a change, made on any thread, reaches it on the main actor.
        ///
        /// - Parameters:
        ///   - model: The object that holds the value; the label keeps it alive.
        ///   - property: The property that holds the value.
        ///   - text: How a value is shown.
        public convenience init<Model: AnyObject & Observable>(
            _ model: Model, _ property: KeyPath<Model, Value>, text: @escaping (Value) -> String
        ) {
            self.init(
                read: { model[keyPath: property] },
                observe: { changed in FieldObservation(of: model, property, calling: changed) },
                text: text)
        }
    }
#endif
