/// One streamed execution's elements and end on their way to its consumer: an
/// ``ElementChannelStateMachine`` under a lock, performing what it decides, and the task that runs the use
/// case, which stopping the consumer cancels.
@usableFromInline
final class ElementChannel<Element: Sendable, Response: Sendable>: Sendable {
    /// What the consumer receives for each request of the next element.
    @usableFromInline
    enum Event: Sendable {
        case element(Element)
        case end(Outcome<Response>)
        case cancelled
        case finished
    }

    // Sound: the state keeps a waiting consumer once and hands it out once, to be resumed once.
    @usableFromInline
    typealias Consumer = UnsafeContinuation<Event, Never>
    /// Resumed with whether the element was taken (`false`: nobody will receive it).
    // Sound: the state keeps a waiting sender once and hands it out once, to be resumed once.
    @usableFromInline
    typealias Sender = UnsafeContinuation<Bool, Never>
    @usableFromInline
    typealias State = ElementChannelStateMachine<Element, Response, Consumer, Sender>

    /// Everything the channel keeps, behind its one lock: the state, whoever watches the consumer (a test's
    /// spy), the tasks that run the use case, and what the consumer received.
    @usableFromInline
    struct Guarded: Sendable {
        @usableFromInline
        var state: State
        @usableFromInline
        var watcher: (@Sendable (StreamConsumerProgress) -> Void)?
        /// The task that runs the use case, which stopping the consumer cancels; `nil` for a request nobody
        /// registered.
        @usableFromInline
        var useCase: Task<Void, Never>?
        /// Tasks the use case's middleware ran the rest of its pipeline in, such as a timeout's: the use case
        /// has ended once they have too.
        @usableFromInline
        var tracked: [Task<Void, Never>] = []
        /// The response, once the consumer received it.
        @usableFromInline
        var response: Response?
        /// Whether an iterator took the elements already.
        @usableFromInline
        var isIterated = false
        /// The task of the closure form that consumes the elements: once it is cancelled, the consumer has
        /// stopped, even before the task has run to say so.
        @usableFromInline
        var consumer: Task<Void, Never>?

        @inlinable
        init(state: State) {
            self.state = state
        }

        /// Where the consumer stands now.
        @inlinable
        var progress: StreamConsumerProgress {
            StreamConsumerProgress(
                handled: max(0, state.requests - 1), isOpen: state.isOpen && consumer?.isCancelled != true)
        }

        /// What the watcher is to be told after a step of the consumer, if anyone watches.
        @inlinable
        var report: (@Sendable (StreamConsumerProgress) -> Void, StreamConsumerProgress)? {
            watcher.map { ($0, progress) }
        }
    }

    @usableFromInline
    let guarded: Locked<Guarded>
    @usableFromInline
    let diagnostics: DiagnosticReporter

    @inlinable
    init(capacity: Int, diagnostics: DiagnosticReporter) {
        guarded = Locked(Guarded(state: State(capacity: capacity)))
        self.diagnostics = diagnostics
    }

    /// Hands over the task that runs the use case, before the stream is handed out.
    @inlinable
    func run(_ task: Task<Void, Never>) {
        guarded.withLock { $0.useCase = task }
    }

    /// Keeps a task that the use case's middleware runs the rest of its pipeline in, for ``useCaseEnded()``.
    @usableFromInline
    func track(_ task: Task<Void, Never>) {
        guarded.withLock { $0.tracked.append(task) }
    }

    /// Returns once the use case has ended: the task that runs it, and every task its middleware ran the
    /// rest of the pipeline in, such as one a timeout left running, cancelled, when its limit passed.
    @usableFromInline
    func useCaseEnded() async {
        await guarded.withLock { $0.useCase }?.value
        // A task awaited here may start and track another, such as a timeout inside a timeout: in turn.
        var next = 0
        while let task = guarded.withLock({ next < $0.tracked.count ? $0.tracked[next] : nil }) {
            await task.value
            next += 1
        }
    }

    /// The response, once the consumer received it.
    @inlinable
    var response: Response? {
        guarded.withLock { $0.response }
    }

    /// Claims the elements for an iterator: `true` for the first call only.
    @inlinable
    func claimIteration() -> Bool {
        guarded.withLock { guarded in
            defer { guarded.isIterated = true }
            return !guarded.isIterated
        }
    }

    /// The consumer received the response: kept for ``UseCaseStream/response``.
    @inlinable
    func received(_ response: Response) {
        guarded.withLock { $0.response = response }
    }

    // MARK: - The use case's side

    /// Sends an element, waiting while the buffer is full.
    ///
    /// - Throws: `CancellationError` when nobody will receive it: the use case's task was cancelled (its
    ///   consumer stopped, or a timeout ended it), or the use case ended already (which is reported).
    @inlinable
    func send(_ element: Element) async throws(CancellationError) {
        guard !Task.isCancelled else { throw CancellationError() }
        let number: Int
        switch guarded.withLock({ $0.state.send(element) }) {
        case .deliver(let element, let consumer):
            return consumer.resume(returning: .element(element))
        case .buffered:
            return
        case .refuse:
            throw CancellationError()
        case .refuseAfterEnd:
            reportAfterEnd()
            throw CancellationError()
        case .wait(let reserved):
            number = reserved
        }
        let taken = await withTaskCancellationHandler {
            // Sound: resumed here unless the state keeps it, and then once by whoever takes it out.
            await withUnsafeContinuation { (sender: Sender) in
                switch guarded.withLock({ $0.state.wait(number, element: element, sender: sender) }) {
                case .deliver(let element, let consumer):
                    consumer.resume(returning: .element(element))
                    sender.resume(returning: true)
                case .buffered:
                    sender.resume(returning: true)
                case .wait:
                    preconditionFailure("A waiting sender is kept or answered, never told to wait again.")
                case nil:
                    // Kept: the consumer resumes it when it makes room; stopping, the end, or this task's
                    // cancellation refuses it. A cancellation that came before it was kept found nothing to
                    // withdraw: withdraw it here.
                    if Task.isCancelled {
                        withdraw(number)
                    }
                case .refuse:
                    sender.resume(returning: false)
                case .refuseAfterEnd:
                    reportAfterEnd()
                    sender.resume(returning: false)
                }
            }
        } onCancel: {
            withdraw(number)
        }
        if !taken {
            throw CancellationError()
        }
    }

    /// Stops a waiting sender, whose task was cancelled: its element is refused.
    @inlinable
    func withdraw(_ number: Int) {
        guarded.withLock { $0.state.withdraw(number) }?.resume(returning: false)
    }

    /// Reports an element sent after the end, unless the sending task was cancelled, such as by a timeout
    /// that ended the execution while it sent.
    @usableFromInline
    func reportAfterEnd() {
        if !Task.isCancelled {
            diagnostics.report(.elementAfterEnd)
        }
    }

    /// The use case returned or threw.
    @inlinable
    func finish(_ outcome: Outcome<Response>) {
        let (action, report) = guarded.withLock { guarded in
            let action = guarded.state.finish(outcome)
            return (action, action.consumer == nil ? nil : guarded.report)
        }
        action.consumer?.resume(returning: .end(outcome))
        for sender in action.refusedSenders {
            sender.resume(returning: false)
        }
        report.map { watcher, progress in watcher(progress) }
    }

    // MARK: - The consumer's side

    /// The next element, the end, or that there is nothing more, on the caller's actor; the consumer's task
    /// being cancelled stops the stream.
    @inlinable
    nonisolated(nonsending) func next() async -> Event {
        if Task.isCancelled {
            cancel()  // At once, even while elements are buffered: they would keep the use case running.
        }
        let (action, report) = guarded.withLock { guarded in (guarded.state.next(), guarded.report) }
        report.map { watcher, progress in watcher(progress) }
        if let event = perform(action) {
            return event
        }
        return await withTaskCancellationHandler {
            // Sound: resumed here unless the state keeps it, and then once by whoever takes it out.
            await withUnsafeContinuation { (consumer: Consumer) in
                let answered = guarded.withLock { guarded in
                    guarded.state.wait(consumer).map { action in (action, guarded.report) }
                }
                guard let (action, report) = answered else { return }  // Kept: an element or the end resumes it.
                guard let event = perform(action) else {
                    preconditionFailure("A waiting consumer is kept or answered, never told to wait again.")
                }
                consumer.resume(returning: event)
                report.map { watcher, progress in watcher(progress) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// What the consumer gets now, after resuming a sender that waited for room; `nil` to wait.
    @inlinable
    func perform(_ action: State.NextAction) -> Event? {
        switch action {
        case .element(let element, let sender):
            sender?.resume(returning: true)
            return .element(element)
        case .end(let outcome):
            return .end(outcome)
        case .cancelled:
            return .cancelled
        case .finished:
            return .finished
        case .wait:
            return nil
        }
    }

    /// The consumer stops: the use case is cancelled, buffered elements are dropped, and whoever waits is told.
    @inlinable
    func cancel() {
        let (action, useCase, report) = guarded.withLock { guarded in
            let wasOpen = guarded.state.isOpen
            let action = guarded.state.cancel()
            return (action, guarded.useCase, wasOpen ? guarded.report : nil)
        }
        if action.cancelsUseCase {
            useCase?.cancel()
        }
        action.consumer?.resume(returning: .cancelled)
        for sender in action.senders {
            sender.resume(returning: false)
        }
        report.map { watcher, progress in watcher(progress) }
    }
}

// MARK: - Watching the consumer

extension ElementChannel {
    /// Notes the task of the closure form that consumes the elements.
    @usableFromInline
    func consumed(by task: Task<Void, Never>) {
        guarded.withLock { $0.consumer = task }
    }
}

extension ElementChannel: StreamConsumption {
    @usableFromInline
    package var progress: StreamConsumerProgress {
        guarded.withLock { $0.progress }
    }

    @usableFromInline
    package var elementsTaken: Int {
        guarded.withLock { $0.state.taken }
    }

    @usableFromInline
    package func watch(_ watcher: @escaping @Sendable (StreamConsumerProgress) -> Void) {
        let progress = guarded.withLock { guarded in
            guarded.watcher = watcher
            return guarded.progress
        }
        watcher(progress)
    }
}
