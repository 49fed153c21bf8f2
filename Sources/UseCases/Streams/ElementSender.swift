/// Sends a streamed use case's elements to its caller: what a ``StreamInteractor`` is given.
///
/// Use it only while `execute` runs: an element sent after the use case returned is not delivered, and,
/// unless its consumer had stopped already, is reported to the executor's diagnostics handler
/// (``InteractorDiagnostic/Kind/elementAfterEnd``). Elements may be sent from several tasks at once; they
/// then wait for room in turn.
public struct ElementSender<Element: Sendable>: Sendable {
    /// Sends to the caller's channel; `nil` for a sender whose elements nobody receives.
    @usableFromInline
    let sink: (@Sendable (Element) async throws(CancellationError) -> Void)?
    /// The consumer's side of the stream the elements go to; `nil` for a sender made by a test, or one
    /// whose elements nobody receives.
    package let consumption: (any StreamConsumption)?

    @usableFromInline
    init(
        _ sink: (@Sendable (Element) async throws(CancellationError) -> Void)?,
        consumption: (any StreamConsumption)? = nil
    ) {
        self.sink = sink
        self.consumption = consumption
    }

    /// A sender that hands each element to `receive`: for a test that runs a ``StreamInteractor`` directly.
    ///
    /// ```swift
    /// @Test func reportsProgressForEachLine() async throws {
    ///     let (progress, report) = AsyncStream<ImportProgress>.makeStream()
    ///     let elements = ElementSender<ImportProgress> { report.yield($0) }
    ///     _ = try await ImportTodosInteractor(gateway: InMemoryTodoGateway())
    ///         .execute(ImportTodosRequest(lines: ["Milk", "Eggs"]), elements: elements)
    ///     report.finish()
    ///     var reported: [ImportProgress] = []
    ///     for await step in progress {
    ///         reported.append(step)
    ///     }
    ///     #expect(reported == [ImportProgress(done: 1, of: 2), ImportProgress(done: 2, of: 2)])
    /// }
    /// ```
    ///
    /// - Parameter receive: Receives each element, in order; the use case waits while it runs.
    public init(receiving receive: @escaping @Sendable (Element) async -> Void) {
        self.init({ element in await receive(element) })
    }

    /// A sender whose elements nobody receives, and that never throws, such as in a test of the interactor
    /// that checks only its response.
    public static var discarding: ElementSender { ElementSender(nil) }

    /// Sends an element to the caller, waiting while as many elements as the request allows wait for it.
    ///
    /// - Parameter element: The element.
    /// - Throws: `CancellationError` once nobody will receive it: the use case's task was cancelled (the
    ///   caller stopped, or a timeout ended the execution), or the use case ended.
    @inlinable
    public func send(_ element: Element) async throws(CancellationError) {
        try await sink?(element)
    }
}

/// The element sender of the streamed execution that the current task runs, for the registration of its
/// request type to pick up: a task-local value, so that it reaches the interactor through any middleware,
/// and the middleware can see how many elements went through.
@usableFromInline
struct ElementSenderScope: Sendable {
    /// The request type whose execution the sender belongs to.
    let requestType: ObjectIdentifier
    /// An ``ElementSender`` of that request type's elements.
    @usableFromInline
    let sender: any Sendable
    /// How many elements the use case sent so far.
    let progress: StreamProgress
    /// Keeps a task that a middleware runs the rest of the pipeline in, so that the stream's use case has
    /// ended only once it has too.
    let track: @Sendable (Task<Void, Never>) -> Void
    /// The same scope with a sender that tells `watcher` when each send begins and when it returns: for a
    /// timeout that limits the time between elements.
    let watched: @Sendable (_ watcher: @escaping @Sendable (ElementSend) -> Void) -> ElementSenderScope

    @TaskLocal static var current: ElementSenderScope?

    /// Runs `operation` with `scope` as the current one, where it is called.
    @usableFromInline
    nonisolated(nonsending) static func with<Result>(
        _ scope: ElementSenderScope?,
        _ operation: nonisolated(nonsending) () async -> Result
    ) async -> Result {
        await $current.withValue(scope) { await operation() }
    }

    /// The scope of a streamed execution of `requestType`, whose use case sends with `sender`.
    @usableFromInline
    static func make<Request: StreamRequest>(
        for requestType: Request.Type,
        sender: ElementSender<Request.Element>,
        progress: StreamProgress,
        track: @escaping @Sendable (Task<Void, Never>) -> Void
    ) -> ElementSenderScope {
        ElementSenderScope(
            requestType: ObjectIdentifier(requestType),
            sender: sender,
            progress: progress,
            track: track,
            watched: { watcher in
                make(for: requestType, sender: sender.watched(by: watcher), progress: progress, track: track)
            })
    }

    /// The scope of the streamed execution of `requestType` that the current task runs; `nil` for an
    /// execution that is not streamed.
    @usableFromInline
    static func current(for requestType: Any.Type) -> ElementSenderScope? {
        guard let scope = current, scope.requestType == ObjectIdentifier(requestType) else { return nil }
        return scope
    }

    /// The sender for an execution of `Request`: the one in scope, or `nil` when the request was executed
    /// without a consumer of elements.
    @inlinable
    static func sender<Request: StreamRequest>(for requestType: Request.Type) -> ElementSender<Request.Element>? {
        current(for: requestType)?.sender as? ElementSender<Request.Element>
    }
}

/// A step of one send, as ``ElementSenderScope/watched`` tells it.
enum ElementSend: Sendable {
    /// The use case began to send an element.
    case began
    /// The send returned: the element was buffered or taken, or refused.
    case ended
}

extension ElementSender {
    /// This sender, telling `watcher` when each send begins and when it returns.
    func watched(by watcher: @escaping @Sendable (ElementSend) -> Void) -> ElementSender {
        ElementSender(
            { element throws(CancellationError) in
                watcher(.began)
                defer { watcher(.ended) }
                try await send(element)
            },
            consumption: consumption)
    }

    /// A sender for a streamed use case executed without a consumer of elements: it drops each element, and
    /// reports the first (``InteractorDiagnostic/Kind/elementsDiscarded``), since the caller meant to
    /// receive them or a middleware lost the way they travel.
    @usableFromInline
    static func reportingDiscarded(to diagnostics: Diagnostics) -> ElementSender {
        let reported = Locked(false)
        return ElementSender({ _ throws(CancellationError) in
            guard !Task.isCancelled else { throw CancellationError() }  // As any sender, once cancelled.
            let first = reported.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if first {
                diagnostics.report(.elementsDiscarded)
            }
        })
    }
}

/// How many elements a streamed execution's use case began to send: what logging, metrics and retries read.
/// Counted as each send begins, so that a retry never misses one a timeout interrupted.
@usableFromInline
final class StreamProgress: Sendable {
    @usableFromInline
    let sent = Locked(0)

    @inlinable
    init() {}

    /// How many elements were sent so far.
    var elementCount: Int {
        sent.withLock { $0 }
    }

    /// Counts one more element.
    @inlinable
    func elementSent() {
        sent.withLock { $0 += 1 }
    }
}
