/// Something that happened, which a use case tells every listener of its type: the value published.
///
/// An event is a value, like a request, but it goes to many listeners, or none, and answers with nothing:
/// publish it with ``InteractorExecutor/publish(_:isolation:)``, and receive it with an ``EventListener``
/// registered at start-up or a subscription (``InteractorExecutor/subscribe(to:order:name:fileID:line:isolation:_:)``).
///
/// ```swift
/// struct UserLoggedIn: InteractorEvent, Equatable {
///     var username: String
/// }
/// ```
///
/// An event is a ``UseCaseRequest`` whose response is `Void`, so middleware runs around the delivery to each
/// listener as it runs around an execution, scoped the same way: ``MiddlewareScope/requests(ofType:)`` with an
/// event type, or ``MiddlewareScope/requests(conformingTo:)`` with a protocol events conform to. `next(event)`
/// runs that one listener.
///
/// ## Implementation requirements
/// Events cross from the publisher to each listener, possibly between threads, so they are `Sendable`:
/// prefer structs of value types. Give each kind of event its own type; the listeners are found by the
/// event's static type where it is published.
public protocol InteractorEvent: UseCaseRequest where Response == Void {}
