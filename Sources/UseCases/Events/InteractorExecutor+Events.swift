// MARK: - Listening

extension InteractorExecutor {
    /// Registers a listener for every event of its `Event` type, or of every type that conforms to the
    /// protocol it names (`any P`): at start-up, like an interactor.
    ///
    /// ```swift
    /// func registerListeners(with executor: InteractorExecutor, counter: LoginCounter) {
    ///     executor.listen(CountLogins(counter: counter))
    ///     executor.listenLazily(order: -1) { CountLogins(counter: counter) }  // Runs before the one above.
    /// }
    /// ```
    ///
    /// Listeners run one after another, in the order of `order`, lowest first, and in the order they were
    /// added within one order (subscriptions included). A listener stays for the executor's lifetime.
    ///
    /// - Parameters:
    ///   - listener: The listener.
    ///   - order: Where it runs among the listeners of an event: lower runs earlier; `0` unless you give one.
    @inlinable
    public func listen<Listener: EventListener>(_ listener: Listener, order: Int = 0) {
        add(RegisteredListener(listener), order: order, for: Listener.Event.self)
    }

    /// Registers a listener that is built when the first event reaches it, as
    /// ``registerLazily(_:)-6fuxi`` builds an interactor.
    ///
    /// Its failures are listed under its type's name.
    ///
    /// - Parameters:
    ///   - order: Where it runs among the listeners of an event, as in ``listen(_:order:)``.
    ///   - makeListener: Builds the listener, once.
    public func listenLazily<Listener: EventListener>(
        order: Int = 0,
        _ makeListener: @escaping @Sendable () -> Listener
    ) {
        add(RegisteredListener(lazy: LazyInteractor(makeListener)), order: order, for: Listener.Event.self)
    }

    /// Runs `handle` for every event of `eventType` published from now on, on the caller's actor, until the
    /// subscription returned is cancelled or released.
    ///
    /// ```swift
    /// extension BadgeModel {
    ///     func follow(_ executor: InteractorExecutor) -> EventSubscription {
    ///         executor.subscribe(to: UserLoggedIn.self) { event in
    ///             self.logins += 1
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A subscriber on the main actor is called on the main actor, and one on another actor on that actor;
    /// the subscription holds the actor weakly, so an actor that keeps its subscription can go away. Code on
    /// no actor subscribes with ``events(of:order:)``. Pass `(any P).self` for a protocol `P` that refines ``InteractorEvent`` to receive every event
    /// whose type conforms to it.
    ///
    /// - Parameters:
    ///   - eventType: The event type, or `(any P).self`.
    ///   - order: Where it runs among the listeners of an event, as in ``listen(_:order:)``.
    ///   - name: The name its failures are listed under; the file and line of the call unless you give one.
    ///   - fileID: The file of the call, for the default name; leave the default.
    ///   - line: The line of the call, for the default name; leave the default.
    ///   - isolation: The caller's actor, where `handle` runs; leave the default.
    ///   - handle: Receives each event. An error it throws reaches the publisher, listed under `name`.
    /// - Returns: The subscription: keep it as long as `handle` should run.
    public func subscribe<Event: Sendable>(
        to eventType: Event.Type,
        order: Int = 0,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        isolation: isolated any Actor = #isolation,
        _ handle: @escaping (Event) async throws -> Void
    ) -> EventSubscription {
        let handler = SubscribedListener<Event>.Handler(handle, actor: isolation)
        return addSubscription(handler, to: eventType, order: order, name: name ?? "subscription at \(fileID):\(line)")
    }

    /// Lists a subscription's handler; returns the subscription that ends it.
    private func addSubscription<Event: Sendable>(
        _ handler: SubscribedListener<Event>.Handler,
        to eventType: Event.Type,
        order: Int,
        name: String
    ) -> EventSubscription {
        let id = add(SubscribedListener(name: name, handler: handler), order: order, for: eventType)
        return EventSubscription(listeners: events, id: id, isActive: handler.isActive)
    }

    /// The events of `eventType` published from now on, as an asynchronous sequence that ends with the task
    /// that iterates it.
    ///
    /// ```swift
    /// func countLogins(on executor: InteractorExecutor) async -> Int {
    ///     var count = 0
    ///     for await _ in executor.events(of: UserLoggedIn.self).prefix(3) {
    ///         count += 1
    ///     }
    ///     return count
    /// }
    /// ```
    ///
    /// The subscription starts at the call, so no event published after it is missed, and ends when the
    /// sequence and its iterators are released or the iterating task is cancelled. A publisher awaits only
    /// the event's arrival in the sequence's buffer, which grows without bound, not the loop's work on it.
    ///
    /// - Parameters:
    ///   - eventType: The event type, or `(any P).self` for a protocol `P` that refines ``InteractorEvent``.
    ///   - order: Where it runs among the listeners of an event, as in ``listen(_:order:)``.
    /// - Returns: The events, in the order they were published.
    public func events<Event: Sendable>(of eventType: Event.Type, order: Int = 0) -> EventSequence<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        let handler = SubscribedListener<Event>.Handler(sendable: { continuation.yield($0) })
        let subscription = addSubscription(handler, to: eventType, order: order, name: "events(of: \(eventType))")
        // Weakly: the executor keeps the continuation, which keeps this closure, for as long as the subscription lasts.
        continuation.onTermination = { [weak subscription] _ in subscription?.cancel() }
        return EventSequence(stream: stream, subscription: subscription)
    }

    /// Lists a listener, and notes its event type for the middleware scopes' check; returns the number that
    /// removes it.
    @usableFromInline
    @discardableResult
    func add(_ listener: any AnyListener, order: Int, for eventType: any Any.Type) -> Int {
        if let eventType = eventType as? any UseCaseRequest.Type {
            registry.noteEventType(eventType)
        }
        return events.add(listener, order: order)
    }
}

// MARK: - Publishing

extension InteractorExecutor {
    // Always inlined into the publisher: as a call of its own, its task frame and call were a quarter of a publish
    // to one listener (see "Events (issue 38)" in Benchmarks/README.md).
    /// Delivers `event` to every listener of its type, one after another, and returns once all of them have
    /// run.
    ///
    /// ```swift
    /// struct RecordLoginRequest: InteractorRequest {
    ///     var username: String
    /// }
    ///
    /// struct RecordLoginInteractor: AsyncInteractor {
    ///     let executor: InteractorExecutor
    ///
    ///     func execute(_ request: RecordLoginRequest) async throws {
    ///         try await executor.publish(UserLoggedIn(username: request.username))
    ///     }
    /// }
    /// ```
    ///
    /// The event reaches the listeners and subscriptions there were at the call, each once, in their order
    /// (see ``listen(_:order:)``), each behind the middleware that applies to the event's type: one after
    /// another, so that the order holds. Every listener runs, whatever the others threw. A subscription that
    /// ends meanwhile is skipped. An event with no listener is not an error: the count returned is `0`.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - isolation: The caller's actor, where the middleware runs; leave the default.
    /// - Returns: How many listeners the event had at the call: each received it, unless its subscription
    ///   ended meanwhile.
    /// - Throws: ``InteractorError/Code/listenersFailed`` once every listener ran, when some failed, with each
    ///   failure and the listener's name in ``InteractorError/listenerFailures``;
    ///   ``InteractorError/Code/cancelled`` instead when the caller's task was cancelled and every failure is
    ///   that cancellation.
    @inlinable @inline(__always)
    @discardableResult
    public func publish<Event: InteractorEvent>(
        _ event: Event,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(InteractorError) -> Int {
        if kitHooks != nil {
            published(event)
        }
        let deliveries = events.deliveries(for: event)
        try await deliveries.deliver(event, diagnostics: diagnosticsHandler, isolation: isolation)
        return deliveries.deliveries.count
    }

    /// Delivers `event` to every listener of its type in a task of its own, and returns at once.
    ///
    /// The listeners run as for ``publish(_:isolation:)``, on no actor but their own. When some fail, the
    /// error goes to `onError`, or, without one, to the diagnostics handler, once
    /// (``InteractorDiagnostic/Kind/unhandledError``).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - onError: Receives the error of failed listeners, on no actor; `nil` sends it to the diagnostics
    ///     handler.
    public func publishDetached<Event: InteractorEvent>(
        _ event: Event,
        onError: (@Sendable (InteractorError) -> Void)? = nil
    ) {
        Task {
            do throws(InteractorError) {
                try await self.publish(event, isolation: nil)
            } catch {
                if let onError {
                    onError(error)
                } else {
                    self.diagnosticsHandler(
                        InteractorDiagnostic(kind: .unhandledError, requestType: Event.self, error: error))
                }
            }
        }
    }
}
