/// A subscription to published events: it receives them until it is cancelled or released.
///
/// Keep it as long as the subscriber should hear of the events, typically in a stored property; nothing needs
/// to be unsubscribed by hand:
///
/// ```swift
/// @MainActor
/// final class BadgeModel {
///     var logins = 0
///     private var subscription: EventSubscription?
///
///     func start(with executor: InteractorExecutor) {
///         subscription = executor.subscribe(to: UserLoggedIn.self) { [weak self] _ in
///             self?.logins += 1
///         }
///     }
/// }
/// ```
///
/// Once it has ended, no event reaches its closure, not even one published before that is still being
/// delivered, and the executor lets go of the closure.
public final class EventSubscription: Sendable {
    /// Where the subscription is listed; the executor, not the subscription, keeps them.
    private weak let listeners: EventListeners?
    private let id: Int
    /// The subscription's own flag, which its deliveries check right before they call the closure.
    private let isActiveFlag: Locked<Bool>

    init(listeners: EventListeners, id: Int, isActive: Locked<Bool>) {
        self.listeners = listeners
        self.id = id
        self.isActiveFlag = isActive
    }

    /// Whether events still reach the closure: `true` until ``cancel()`` or the release.
    public var isActive: Bool {
        isActiveFlag.withLock { $0 }
    }

    /// Ends the subscription: no event reaches the closure from now on, and the executor lets go of it.
    ///
    /// Calling it again does nothing. Releasing the subscription does the same.
    public func cancel() {
        let wasActive = isActiveFlag.withLock { isActive in
            defer { isActive = false }
            return isActive
        }
        if wasActive {
            listeners?.remove(id)
        }
    }

    deinit {
        cancel()
    }
}
