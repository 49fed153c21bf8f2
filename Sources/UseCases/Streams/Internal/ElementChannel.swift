/// One streamed execution's elements and end on their way to its consumer: an ``ElementChannelState`` under a
/// lock, performing what it decides, and the task that runs the use case, which stopping the consumer cancels.
final class ElementChannel<Element: Sendable, Response: Sendable>: Sendable {
    /// What the consumer receives for each request of the next element.
    enum Event: Sendable {
        case element(Element)
        case end(Outcome<Response>)
        case cancelled
        case finished
    }

    private typealias Consumer = CheckedContinuation<Event, Never>
    /// Resumed with whether the element was taken (`false`: nobody will receive it).
    private typealias Sender = CheckedContinuation<Bool, Never>

    private let state: Locked<ElementChannelState<Element, Response, Consumer, Sender>>
    private let useCase = Locked(UseCaseTask.notStarted)
    /// The response, once the consumer received it.
    private let received = Locked<Response?>(nil)
    /// Whether an iterator took the elements already.
    private let iterated = Locked(false)
    let diagnostics: Diagnostics

    /// The task that runs the use case, which stopping the consumer cancels.
    private enum UseCaseTask: Sendable {
        case notStarted
        case running(Task<Void, Never>)
        /// Stopped before the task was handed over: it is cancelled when it is.
        case cancelled
    }

    init(capacity: Int, diagnostics: Diagnostics) {
        state = Locked(ElementChannelState(capacity: capacity))
        self.diagnostics = diagnostics
    }

    /// Hands over the task that runs the use case.
    func run(_ task: Task<Void, Never>) {
        let cancelled = useCase.withLock { useCase in
            guard case .notStarted = useCase else { return true }
            useCase = .running(task)
            return false
        }
        if cancelled {
            task.cancel()
        }
    }

    /// The response, once the consumer received it.
    var response: Response? {
        received.withLock { $0 }
    }

    /// Claims the elements for an iterator: `true` for the first call only.
    func claimIteration() -> Bool {
        iterated.withLock { iterated in
            defer { iterated = true }
            return !iterated
        }
    }

    /// The consumer received the response: kept for ``UseCaseStream/response``.
    func received(_ response: Response) {
        received.withLock { $0 = response }
    }

    // MARK: - The use case's side

    /// Sends an element, waiting while the buffer is full.
    ///
    /// - Throws: `CancellationError` when nobody will receive it: the use case's task was cancelled (its
    ///   consumer stopped, or a timeout ended it), or the use case ended already (which is reported).
    func send(_ element: Element) async throws(CancellationError) {
        guard !Task.isCancelled else { throw CancellationError() }
        switch state.withLock({ $0.send(element, from: nil) }) {
        case .deliver(let element, let consumer):
            consumer.resume(returning: .element(element))
            return
        case .buffered:
            return
        case .refuse:
            throw CancellationError()
        case .refuseAfterEnd:
            reportAfterEnd()
            throw CancellationError()
        case .wait:
            break
        }
        let number = Locked<Int?>(nil)
        let taken = await withTaskCancellationHandler {
            await withCheckedContinuation { (sender: Sender) in
                guard number.withLock({ $0 }) != -1 else {
                    return sender.resume(returning: false)  // Cancelled meanwhile: refused, as at the start.
                }
                switch state.withLock({ $0.send(element, from: sender) }) {
                case .deliver(let element, let consumer):
                    consumer.resume(returning: .element(element))
                    sender.resume(returning: true)
                case .buffered:
                    sender.resume(returning: true)
                case .wait(let waiting):
                    // Kept: the consumer resumes it when it makes room; stopping, the end or this task's
                    // cancellation refuses it.
                    let cancelled = number.withLock { number in
                        defer { number = waiting }
                        return number == -1
                    }
                    if cancelled, let withdrawn = state.withLock({ $0.withdraw(waiting) }) {
                        withdrawn.resume(returning: false)
                    }
                case .refuse:
                    sender.resume(returning: false)
                case .refuseAfterEnd:
                    reportAfterEnd()
                    sender.resume(returning: false)
                }
            }
        } onCancel: {
            // The number is known once the sender waits; before that, -1 tells it to withdraw at once.
            let waiting = number.withLock { number -> Int? in
                defer { number = number ?? -1 }
                return number
            }
            if let waiting, let withdrawn = state.withLock({ $0.withdraw(waiting) }) {
                withdrawn.resume(returning: false)
            }
        }
        if !taken {
            throw CancellationError()
        }
    }

    /// Reports an element sent after the end, unless the sending task was cancelled, such as by a timeout
    /// that ended the execution while it sent.
    private func reportAfterEnd() {
        if !Task.isCancelled {
            diagnostics.report(.elementAfterEnd)
        }
    }

    /// The use case returned or threw.
    func finish(_ outcome: Outcome<Response>) {
        let action = state.withLock { $0.finish(outcome) }
        action.consumer?.resume(returning: .end(outcome))
        for sender in action.refusedSenders {
            sender.resume(returning: false)
        }
    }

    // MARK: - The consumer's side

    /// The next element, the end, or that there is nothing more; the consumer's task being cancelled stops
    /// the stream.
    func next() async -> Event {
        if Task.isCancelled {
            cancel()  // At once, even while elements are buffered: they would keep the use case running.
        }
        if let event = perform(state.withLock({ $0.next(nil) })) {
            return event
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (consumer: Consumer) in
                if let event = perform(state.withLock({ $0.next(consumer) })) {
                    consumer.resume(returning: event)
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// What the consumer gets now, after resuming a sender that waited for room; `nil` to wait.
    private func perform(_ action: ElementChannelState<Element, Response, Consumer, Sender>.NextAction) -> Event? {
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
    func cancel() {
        let action = state.withLock { $0.cancel() }
        if action.cancelsUseCase {
            let task = useCase.withLock { useCase -> Task<Void, Never>? in
                switch useCase {
                case .running(let task): return task
                case .notStarted, .cancelled:
                    useCase = .cancelled
                    return nil
                }
            }
            task?.cancel()
        }
        action.consumer?.resume(returning: .cancelled)
        for sender in action.senders {
            sender.resume(returning: false)
        }
    }
}
