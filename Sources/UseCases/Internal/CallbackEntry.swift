/// A registered callback interactor, seen through its request type only.
///
/// The executor stores registrations as `AnyObject` keyed by `ObjectIdentifier(Request.self)`, with a flag
/// that says whether it is a `CallbackEntry` or an ``AsyncEntry``; because the key fixes the request type,
/// it casts back without a check.
///
/// A registration's one entry point is a stored closure rather than an overridden method: a generic class's
/// vtable always points at unspecialized code, which looks up generic metadata on every call. The closure
/// is made in an `@inlinable` initializer (see `CallbackRegistration`), so where `register` is called with
/// a concrete interactor it is specialized for it. It captures nothing (the interactor lives in the
/// subclass), but a generic class stores a closure at the most general abstraction, so one made in
/// specialized code comes wrapped in a reabstraction thunk with a small allocation of its own. One entry
/// point serves both kinds of caller, so a registration is two allocations (see `Benchmarks/README.md`,
/// "heap per registration").
@usableFromInline
class CallbackEntry<Request: InteractorRequest>: @unchecked Sendable {
    // @unchecked: the one stored property is a `let` @Sendable closure, and the subclass adds one `let`
    // Sendable interactor. No state is ever mutated, so no lock is needed.

    @usableFromInline
    typealias Response = Request.Response

    /// Runs the interactor. The handle goes to `awaiting` when an awaiting caller passes one, and otherwise
    /// to the caller's closures: the entry point builds the handle itself, so that the closures are copied
    /// once, straight into it.
    @usableFromInline
    typealias Run =
        @Sendable (
            _ registration: CallbackEntry,
            _ request: Request,
            _ onComplete: @escaping (Response) -> Void,
            _ onError: ((InteractorError) -> Void)?,
            _ reporter: Reporter,
            _ callerActor: (any Actor)?,
            _ awaiting: CompletionState<Response>?
        ) -> Void

    @usableFromInline
    let run: Run

    @usableFromInline
    init(run: @escaping Run) {
        self.run = run
    }
}

/// Adapts a callback-style ``Interactor``.
@usableFromInline
final class CallbackRegistration<Wrapped: Interactor>: CallbackEntry<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: adds one `let` of a Sendable type to an immutable base class; no lock is needed.
    @usableFromInline
    let interactor: Wrapped

    @inlinable
    init(_ interactor: Wrapped) {
        self.interactor = interactor
        super.init { registration, request, onComplete, onError, reporter, callerActor, awaiting in
            // Sound: this closure is only ever stored in, and called with, this registration.
            let interactor = unsafeDowncast(registration, to: Self.self).interactor
            if let awaiting {
                return interactor.execute(request, completion: Completion(.state(awaiting)))
            }
            let callbacks = Callbacks(
                onComplete: onComplete, onError: onError, isolation: callerActor, reporter: reporter)
            interactor.execute(request, completion: Completion(.callbacks(callbacks)))
        }
    }
}
