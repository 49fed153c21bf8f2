/// Sends a streamed use case's elements to its caller: what a ``StreamInteractor`` is given.
///
/// Use it only while `execute` runs: an element sent after the use case returned is not delivered, and,
/// unless its consumer had stopped already, is reported to the executor's diagnostics handler
/// (``InteractorDiagnostic/Kind/elementAfterEnd``). Elements may be sent from several tasks at once; they
/// then wait for room in turn.
public struct ElementSender<Element: Sendable>: Sendable {
    /// Sends to the caller's channel; `nil` when the request was executed without a consumer of elements.
    private let sink: (@Sendable (Element) async throws(CancellationError) -> Void)?

    init(_ sink: (@Sendable (Element) async throws(CancellationError) -> Void)?) {
        self.sink = sink
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
        sink = { element in await receive(element) }
    }

    /// A sender whose elements nobody receives, and that never throws, such as in a test of the interactor
    /// that checks only its response.
    public static var discarding: ElementSender { ElementSender(nil) }

    /// Sends an element to the caller, waiting while as many elements as the request allows wait for it.
    ///
    /// - Parameter element: The element.
    /// - Throws: `CancellationError` once nobody will receive it: the use case's task was cancelled (the
    ///   caller stopped, or a timeout ended the execution), or the use case ended.
    public func send(_ element: Element) async throws(CancellationError) {
        try await sink?(element)
    }
}

/// The element sender of the streamed execution that the current task runs, for the registration of its
/// request type to pick up: a task-local value, so that it reaches the interactor through any middleware,
/// and the middleware can see how many elements went through.
struct ElementSenderScope: Sendable {
    /// The request type whose execution the sender belongs to.
    let requestType: ObjectIdentifier
    /// An ``ElementSender`` of that request type's elements.
    let sender: any Sendable
    /// How many elements the use case sent so far.
    let progress: StreamProgress

    @TaskLocal static var current: ElementSenderScope?

    /// The progress of the streamed execution of `requestType` that the current task runs; `nil` for an
    /// execution that is not streamed.
    static func progress(for requestType: Any.Type) -> StreamProgress? {
        guard let scope = current, scope.requestType == ObjectIdentifier(requestType) else { return nil }
        return scope.progress
    }

    /// The sender for an execution of `Request`: the one in scope, or one that discards elements when the
    /// request was executed without a consumer of elements.
    static func sender<Request: StreamRequest>(for requestType: Request.Type) -> ElementSender<Request.Element> {
        guard let scope = current, scope.requestType == ObjectIdentifier(requestType),
            let sender = scope.sender as? ElementSender<Request.Element>
        else { return .discarding }
        return sender
    }
}

/// How many elements a streamed execution's use case began to send: what logging, metrics and retries read.
/// Counted as each send begins, so that a retry never misses one a timeout interrupted.
final class StreamProgress: Sendable {
    private let sent = Locked(0)

    /// How many elements were sent so far.
    var elementCount: Int {
        sent.withLock { $0 }
    }

    /// Counts one more element.
    func elementSent() {
        sent.withLock { $0 += 1 }
    }
}
