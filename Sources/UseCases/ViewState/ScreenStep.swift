/// One command a screen handled: the command, where it came from, and the view model before and after.
///
/// A screen hands each step to ``Screen/onStep`` as soon as the reducer has run, before the views render
/// the new view model. `UseCaseSpy`'s `ScreenTest` builds its assertions on them; an app can log them:
///
/// ```swift
/// @MainActor
/// func logSteps(of screen: Screen<ProfileReducer>) {
///     screen.onStep = { step in
///         print("\(step.origin): \(step.command)", step.before == step.after ? "" : "→ \(step.after)")
///     }
/// }
/// ```
public struct ScreenStep<Reducer: ScreenReducer>: Sendable {
    /// The command handled.
    public let command: Reducer.Command
    /// Where it came from.
    public let origin: ScreenStepOrigin
    /// The view model before the reducer ran.
    public let before: Reducer.ViewModel
    /// The view model the reducer left; the same as ``before`` when the command changed nothing.
    public let after: Reducer.ViewModel
}

/// Where a command a screen handled came from: ``ScreenStep/origin``.
///
/// Not nested in the generic ``ScreenStep``, so that a screen's `send` needs no type metadata for it (see
/// "View state" in Benchmarks/README.md).
public enum ScreenStepOrigin: Equatable, Sendable {
    /// Sent from outside the screen, through ``Screen/send(_:)``, while it handled no other command.
    case sent
    /// Fed back by an effect that ended.
    case fedBack
    /// Sent while the screen handled another command, by a render closure or the output handler; the
    /// screen handles it right after that command and the others sent before it.
    case sentDuringStep
}
