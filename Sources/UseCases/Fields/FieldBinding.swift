#if canImport(Observation)
    public import Observation
#endif

/// Where a ``Field`` or a ``FieldLabel`` reads its value, writes it, and learns that it changed: a property
/// of a model the app owns.
///
/// Three kinds:
/// - a part of a ``Screen``'s view model, changed through a command: ``init(_:_:send:)``;
/// - a property of an observable model object, by key path: ``init(_:_:)``;
/// - anything else, with your own closures: ``init(read:write:observe:)``.
///
/// Everything happens on the main actor. Not `Sendable`: it holds the model and is used where the field is.
@MainActor
public struct FieldBinding<Value: Equatable & Sendable> {
    /// Reads the value the model holds now.
    public let read: () -> Value
    /// Writes a value to the model.
    public let write: (Value) -> Void
    /// Starts observing the model: calls its argument on the main actor after every change, until the
    /// returned observation is cancelled or released. It may call it for changes of other properties too.
    public let observe: (@escaping () -> Void) -> FieldObservation

    /// Creates a binding from closures, for a model of your own.
    ///
    /// - Parameters:
    ///   - read: Reads the value the model holds now.
    ///   - write: Writes a value to the model.
    ///   - observe: Starts observing the model: calls its argument on the main actor after every change,
    ///     until the returned observation is cancelled or released.
    public init(
        read: @escaping () -> Value,
        write: @escaping (Value) -> Void,
        observe: @escaping (@escaping () -> Void) -> FieldObservation
    ) {
        self.read = read
        self.write = write
        self.observe = observe
    }

    /// Binds to a part of a screen's view model, which the field changes by sending a command.
    ///
    /// ```swift
    /// @MainActor func boundQuantityField(on screen: Screen<InvoiceReducer>) -> Field<IntegerFieldFormat> {
    ///     Field(
    ///         IntegerFieldFormat(integerDigits: 4),
    ///         binding: FieldBinding(screen, \.quantity, send: InvoiceReducer.Command.setQuantity)
    ///     )
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen whose view model holds the value.
    ///   - property: Where the view model holds it.
    ///   - send: The command that sets it, which the screen's reducer handles.
    public init<Reducer: ScreenReducer>(
        _ screen: Screen<Reducer>,
        _ property: KeyPath<Reducer.ViewModel, Value>,
        send: @escaping (Value) -> Reducer.Command
    ) {
        read = { screen.viewModel[keyPath: property] }
        write = { screen.send(send($0)) }
        observe = { changed in
            let attachment = screen.attach { _ in changed() }
            return FieldObservation { attachment.cancel() }
        }
    }
}

@available(*, unavailable)
extension FieldBinding: Sendable {}

#if canImport(Observation)
    extension FieldBinding {
        /// Binds to a property of an observable model object, by key path.
        ///
        /// A change of the property, made on any thread, reaches the field on the main actor after the change
        /// (the Observation module reports it before the property is set).
        ///
        /// ```swift
        /// import Observation
        ///
        /// @Observable @MainActor final class Order {
        ///     var quantity: Int? = 1
        /// }
        ///
        /// @MainActor func quantityField(of order: Order) -> Field<IntegerFieldFormat> {
        ///     Field(IntegerFieldFormat(), binding: FieldBinding(order, \.quantity))
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - model: The object that holds the value; the binding keeps it alive.
        ///   - property: The property that holds the value.
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        public init<Model: AnyObject & Observable>(_ model: Model, _ property: ReferenceWritableKeyPath<Model, Value>) {
            read = { model[keyPath: property] }
            write = { model[keyPath: property] = $0 }
            observe = { changed in
                let observer = ModelObserver(model, property, changed)
                observer.track()
                return FieldObservation { observer.cancel() }
            }
        }
    }

    /// Follows one property of an observable object, re-arming the Observation module's one-shot tracking
    /// after each change, until cancelled.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    final class ModelObserver<Model: AnyObject & Observable, Value> {
        private let model: Model
        private let property: KeyPath<Model, Value>
        private var changed: (() -> Void)?

        init(_ model: Model, _ property: KeyPath<Model, Value>, _ changed: @escaping () -> Void) {
            self.model = model
            self.property = property
            self.changed = changed
        }

        func track() {
            guard changed != nil else { return }
            withObservationTracking {
                _ = model[keyPath: property]
            } onChange: { [weak self] in
                // Called before the property is set, on the thread that sets it: read it on the main actor, after.
                Task { @MainActor in
                    self?.track()
                    self?.changed?()
                }
            }
        }

        func cancel() {
            changed = nil
        }
    }
#endif
