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
    /// Writes a value to the model; the model holds what it keeps of it when this returns.
    public let write: (Value) -> Void
    /// Starts observing the model: calls its argument on the main actor after every change, until the
    /// returned observation is cancelled or released. It may call it for changes of other properties too.
    public let observe: (@escaping () -> Void) -> FieldObservation
    /// Writes a value, and calls its second argument once the model has it: at once, or, for a screen that
    /// queues the command because it is handling another, once the reducer has run for it.
    let writeThen: (Value, @escaping () -> Void) -> Void

    /// Creates a binding from closures, for a model of your own.
    ///
    /// - Parameters:
    ///   - read: Reads the value the model holds now.
    ///   - write: Writes a value to the model; the model holds what it keeps of it when this returns.
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
        writeThen = { value, written in
            write(value)
            written()
        }
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
        observe = { changed in FieldObservation(of: screen, calling: changed) }
        writeThen = { value, written in screen.send(send(value), then: written) }
    }
}

@available(*, unavailable)
extension FieldBinding: Sendable {}

#if canImport(Observation)
    extension FieldBinding {
        /// Binds to a property of an observable model object, by key path.
        ///
        /// A change of the property reaches the field on the main actor, which reads the property right after
        /// the Observation module reports the change. The module reports it before the property is set, so an
        /// object changed on other threads must hold its lock from before it reports the change until the
        /// change is made (its lock around `withMutation`), so that the field's read waits for the change; an
        /// object changed only on the main actor, as SwiftUI's are, needs nothing.
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
        public init<Model: AnyObject & Observable>(_ model: Model, _ property: ReferenceWritableKeyPath<Model, Value>) {
            read = { model[keyPath: property] }
            write = { model[keyPath: property] = $0 }
            observe = { changed in FieldObservation(of: model, property, calling: changed) }
            writeThen = { value, written in
                model[keyPath: property] = value
                written()
            }
        }
    }
#endif
