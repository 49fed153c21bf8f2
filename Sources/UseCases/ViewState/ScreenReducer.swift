/// The logic of one screen: how each command changes the screen's view model, and which effects it starts.
///
/// A reducer is a pure function. It changes the view model it is given and returns the effects to run: the
/// use cases to execute, the outputs to send to the coordinator, the effects to cancel. It performs no I/O,
/// reads no clock and calls no executor, so a test calls ``reduce(_:_:)`` and compares what comes out:
///
/// ```swift
/// struct CounterReducer: ScreenReducer {
///     struct ViewModel: Equatable, Sendable {
///         var count = 0
///         var isSaving = false
///     }
///
///     enum Command: Sendable {
///         case increment
///         case save
///         case saved
///         case saveFailed(String)
///     }
///
///     func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
///         switch command {
///         case .increment:
///             viewModel.count += 1
///             return []
///         case .save:
///             viewModel.isSaving = true
///             return [
///                 .execute(SaveCountRequest(count: viewModel.count), onComplete: { .saved }, onError: { .saveFailed($0.message) })
///             ]
///         case .saved, .saveFailed:
///             viewModel.isSaving = false
///             return []
///         }
///     }
/// }
/// ```
///
/// A ``Screen`` runs a reducer on the main actor: it holds the view model, runs the effects through an
/// ``InteractorExecutor``, and feeds the command each effect maps its outcome to back into the reducer.
///
/// ## Implementation requirements
/// - Make `reduce` depend on nothing but its arguments and the reducer's own constant properties.
/// - Put everything that waits or talks to the outside world in an effect: the reducer returns at once.
public protocol ScreenReducer<ViewModel, Command, Output> {
    /// Everything the screen shows, as one value: the view reads it, the reducer changes it.
    associatedtype ViewModel: Equatable & Sendable
    /// Everything the screen can be asked to do: by the view (`load`, `retry`, `select(id)`), and by the
    /// effects, which feed back what their use case answered.
    associatedtype Command: Sendable
    /// What the screen tells its coordinator, such as where to go next; `Never` for a screen that tells it
    /// nothing.
    associatedtype Output: Sendable = Never

    /// Applies a command to the view model and returns the effects to run, in order.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to change.
    ///   - command: What the view or an effect asked for.
    /// - Returns: The effects to run; empty when the command only changes the view model.
    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>]
}
