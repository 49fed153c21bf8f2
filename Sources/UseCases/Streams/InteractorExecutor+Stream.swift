// MARK: - Registering

extension InteractorExecutor {
    /// Registers a streamed use case's interactor for its request type.
    ///
    /// Registering another interactor for the same request type replaces this one; executions already
    /// running finish with the interactor they started with.
    ///
    /// - Parameter interactor: The interactor that will handle every execution of `StreamInteractor.Request`.
    @inlinable
    public func register<Wrapped: StreamInteractor>(_ interactor: Wrapped) {
        store(Registration(streaming: interactor, diagnostics: diagnostics(for: Wrapped.Request.self)))
    }

    /// Registers a streamed use case's interactor that is built on the first execution of its request type,
    /// as ``registerLazily(_:)-6fuxi`` does for a callback interactor.
    ///
    /// - Parameter makeInteractor: Builds the interactor that will handle every execution of
    ///   `StreamInteractor.Request`.
    @inlinable
    public func registerLazily<Wrapped: StreamInteractor>(_ makeInteractor: @escaping @Sendable () -> Wrapped) {
        store(
            Registration(
                streaming: LazyInteractor(makeInteractor), diagnostics: diagnostics(for: Wrapped.Request.self)))
    }
}

// MARK: - Executing

extension InteractorExecutor {
    /// Executes a streamed use case and returns its elements, as they come, as an asynchronous sequence.
    ///
    /// ```swift
    /// extension ImportScreenModel {
    ///     func importTodos(_ lines: [String]) async throws {
    ///         let stream = Logic.executor.stream(ImportTodosRequest(lines: lines))
    ///         for try await progress in stream {
    ///             self.progress = progress
    ///         }
    ///         summary = stream.response
    ///     }
    /// }
    /// ```
    ///
    /// The use case starts at once, in a task of its own, and runs ahead of the iteration by at most
    /// ``StreamRequest/bufferedElements`` elements. The iteration ends after the last element, or throws the
    /// ``InteractorError`` the use case ended with; ``UseCaseStream/response`` then holds the response.
    /// Breaking out of the loop, cancelling the iterating task, or letting go of the stream before
    /// iterating cancels the use case at once, and drops the elements not taken. A request nobody registered
    /// ends the iteration with ``InteractorError/Code/notRegistered``.
    ///
    /// The middleware added for the request type runs around the whole stream, in the stream's own task, on
    /// no actor. A ``TimeoutMiddleware`` limits the whole stream, the time its use case waits for a slow
    /// consumer included; a ``RetryMiddleware`` runs it again only while it has sent no element.
    ///
    /// - Parameter request: The request to execute.
    /// - Returns: The elements, for one consumer to iterate once.
    @inlinable
    public func stream<Request: StreamRequest>(_ request: Request) -> UseCaseStream<Request> {
        let diagnostics = diagnostics(for: Request.self)
        let channel = ElementChannel<Request.Element, Request.Response>(
            capacity: max(1, Request.bufferedElements), diagnostics: diagnostics)
        guard let registration = registry.registration(for: Request.self) else {
            notRegistered(request)
            channel.finish(.failure(.notRegistered(Request.self)))
            return UseCaseStream(channel)
        }
        let progress = StreamProgress()
        let sender = ElementSender<Request.Element>(
            { element throws(CancellationError) in
                // Counted before sending: a retry reading the count after a timeout cancelled this send must
                // see it, or the consumer could receive the element twice.
                progress.elementSent()
                try await channel.send(element)
            },
            consumption: channel)
        let route = StreamRoute.make(
            for: Request.self, sender: sender, progress: progress, track: { channel.track($0) })
        channel.run(
            Task {
                channel.finish(
                    await registration.outcome(for: request, route: route, diagnostics: diagnostics, isolation: nil))
            })
        streamStarted(request, channel)
        return UseCaseStream(channel)
    }

    /// Executes a streamed use case and calls `onElement` for each element, then `onComplete` or `onError`
    /// exactly once, all on the caller's actor.
    ///
    /// ```swift
    /// extension ImportViewModel {
    ///     func importTodos(_ lines: [String]) {
    ///         importing = Logic.executor.execute(ImportTodosRequest(lines: lines)) { progress in
    ///             self.progress = progress
    ///         } onComplete: { summary in
    ///             self.summary = summary
    ///         } onError: { error in
    ///             self.message = error.message
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - isolation: The caller's actor; leave the default, which the compiler fills in.
    ///   - onElement: Receives each element, in order.
    ///   - onComplete: Receives the response, after the last element.
    ///   - onError: Receives the error. Without it, an error goes to the executor's diagnostics handler
    ///     instead of being lost; a cancellation goes nowhere.
    /// - Returns: The task that consumes the elements: cancel it to cancel the use case, after which no
    ///   closure is called but `onError`, with ``InteractorError/Code/cancelled``. The task ends once the
    ///   use case has ended too, so a caller that cancels it and must know that the use case runs no more,
    ///   such as a command-line tool about to exit, awaits it.
    @discardableResult
    public func execute<Request: StreamRequest>(
        _ request: Request,
        isolation: isolated any Actor = #isolation,
        onElement: @escaping (Request.Element) -> Void,
        onComplete: @escaping (Request.Response) -> Void,
        onError: ((InteractorError) -> Void)? = nil
    ) -> Task<Void, Never> {
        let stream = stream(request)
        let diagnostics = diagnostics(for: Request.self)
        let consumer = Task {
            _ = isolation  // Captured, so the task runs on the caller's actor, where the closures belong.
            do throws(InteractorError) {
                onComplete(try await stream.consume(isolation: isolation, onElement: onElement))
            } catch {
                if let onError {
                    onError(error)
                } else if error.code != .cancelled {
                    diagnostics.report(.unhandledError, error: error)
                }
            }
            await stream.useCaseEnded()
        }
        stream.channel.consumed(by: consumer)
        return consumer
    }

    /// Executes a streamed use case, calls `onElement` for each element on the caller's actor, and returns
    /// the response.
    ///
    /// ```swift
    /// extension ImportScreenModel {
    ///     func importAndWait(_ lines: [String]) async throws {
    ///         summary = try await Logic.executor.stream(ImportTodosRequest(lines: lines)) { progress in
    ///             self.progress = progress
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Cancelling the awaiting task cancels the use case at once; the call then throws
    /// ``InteractorError/Code/cancelled``.
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - isolation: The caller's actor; leave the default, which the compiler fills in.
    ///   - onElement: Receives each element, in order.
    /// - Returns: The response, after the last element.
    /// - Throws: ``InteractorError``: the use case's own, or ``InteractorError/Code/notRegistered``,
    ///   ``InteractorError/Code/cancelled`` or ``InteractorError/Code/interactorThrew``.
    public func stream<Request: StreamRequest>(
        _ request: Request,
        isolation: isolated (any Actor)? = #isolation,
        onElement: (Request.Element) -> Void
    ) async throws(InteractorError) -> Request.Response {
        try await stream(request).consume(isolation: isolation, onElement: onElement)
    }
}
