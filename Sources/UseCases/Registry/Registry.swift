/// The executor's registrations: at most one per request type, keyed by the request's type.
///
/// The key is `ObjectIdentifier(Request.self)`, never a name or a description, so every distinct type is a
/// distinct key: structs, classes, specializations of a generic request, equally named types of two modules.
/// Many threads look up at once and few register, so the table sits behind a ``StripedLock``.
@usableFromInline
final class Registry: @unchecked Sendable {
    // @unchecked: `registrations` is read under one stripe of `lock` and written only under all of them.
    private var registrations: [ObjectIdentifier: AnyObject] = [:]
    private let lock = StripedLock()

    init() {}

    /// Files `registration` under its request type and returns the one it replaces.
    ///
    /// The caller releases what it gets back, outside the lock: an interactor's `deinit` is user code.
    func store<Request>(_ registration: Registration<Request>) -> AnyObject? {
        lock.withWriteLock { registrations.updateValue(registration, forKey: ObjectIdentifier(Request.self)) }
    }

    /// Removes the registration of `requestType` and returns it, for the caller to release outside the lock.
    func remove(_ requestType: any Any.Type) -> AnyObject? {
        lock.withWriteLock { registrations.removeValue(forKey: ObjectIdentifier(requestType)) }
    }

    /// The registration for `Request`, typed by it, or `nil` when none is registered.
    @inlinable
    func registration<Request>(for requestType: Request.Type) -> Registration<Request>? {
        guard let registration = registration(for: ObjectIdentifier(requestType)) else {
            return nil
        }
        // Sound: `store(_:)`, the only place that writes the table, files a Registration<Request> under
        // ObjectIdentifier(Request.self), so the object found under that key is one.
        return unsafeDowncast(registration, to: Registration<Request>.self)
    }

    /// The registration filed under `key`, retained for the caller.
    @usableFromInline
    func registration(for key: ObjectIdentifier) -> AnyObject? {
        lock.withReadLock { registrations[key] }
    }
}

// MARK: - What the registry stores

/// One registered interactor, typed by its request: how to run it for a callback or an `async` interactor.
///
/// Made where `register` is called, so that its closure is specialized for the concrete interactor there.
@usableFromInline
final class Registration<Request: InteractorRequest>: Sendable {
    @usableFromInline
    typealias Response = Request.Response

    /// How to run the interactor; the executor switches over it.
    @usableFromInline
    enum Kind: Sendable {
        /// Calls a callback ``Interactor``'s `execute(_:completion:)` with the request and the handle.
        case callback(@Sendable (Request, consuming Completion<Response>) -> Void)
        /// Calls an ``AsyncInteractor``'s `execute(_:)` and turns what it returns or throws into an outcome.
        /// It runs on the caller's actor, so that calling it costs no switch of its own.
        case async(@Sendable (Request, isolated (any Actor)?) async -> Outcome<Response>)
    }

    @usableFromInline
    let kind: Kind

    @inlinable
    init<Wrapped: Interactor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        kind = .callback { request, completion in
            interactor.execute(request, completion: completion)
        }
    }

    @inlinable
    init<Wrapped: AsyncInteractor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        kind = .async { request, _ in
            do {
                return .success(try await interactor.execute(request))
            } catch {
                return .failure(InteractorError(wrapping: error, requestType: Request.self))
            }
        }
    }
}
