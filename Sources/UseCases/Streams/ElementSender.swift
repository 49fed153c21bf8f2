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

extension ElementSender {
    /// This sender, telling `watcher` when each send begins, with its element, and when it returns.
    func watched(by watcher: @escaping @Sendable (ElementSend) -> Void) -> ElementSender {
        ElementSender(
            { element throws(CancellationError) in
                watcher(.began(element))
                defer { watcher(.ended) }
                try await send(element)
            },
            consumption: consumption)
    }

    /// A sender for a streamed use case executed without a consumer of elements: it drops each element, and
    /// reports the first (``InteractorDiagnostic/Kind/elementsDiscarded``), since the caller most likely
    /// meant to receive them.
    @usableFromInline
    static func reportingDiscarded(to diagnostics: DiagnosticReporter) -> ElementSender {
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
