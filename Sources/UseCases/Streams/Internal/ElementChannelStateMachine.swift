/// The elements of one streamed execution on their way from the use case to its consumer, and how the
/// execution ends: pure, so each decision is tested as a function. `ElementChannel` holds it under a lock and
/// performs what it returns.
///
/// The use case sends elements into a buffer of fixed capacity; the consumer takes them in order. When the
/// buffer is full, the sender waits, and is let go on once the consumer has taken at least half of what the
/// buffer held: a slow consumer slows the use case down instead of letting memory grow, and a use case that keeps
/// ahead waits once per half a buffer, not once per element. The end (the response, or the error) comes
/// after every buffered element, exactly once. Once the consumer stops (its task was cancelled, or it let go
/// of the stream), the elements still buffered are dropped, a waiting sender is told, and later elements are
/// refused.
///
/// `Consumer` and `Sender` stand for the continuations of whoever waits: generic, so that tests use plain
/// values. Asking never keeps anything: ``send(_:)`` and ``next()`` answer `.wait` when the caller must
/// wait, and the caller then hands its continuation to ``wait(_:element:sender:)`` or ``wait(_:)``, which
/// answer again, since things may have changed meanwhile.
@usableFromInline
struct ElementChannelStateMachine<Element, Response, Consumer, Sender> {
    @usableFromInline
    enum Phase {
        /// The use case is running.
        case running
        /// The use case ended; its end waits behind the buffered elements.
        case ending(Outcome<Response>)
        /// The consumer received the end.
        case ended
        /// The consumer stopped before the end; `told` once it was told so.
        case cancelled(told: Bool)
    }

    @usableFromInline
    var phase = Phase.running
    @usableFromInline
    var buffer: [Element] = []
    @usableFromInline
    var head = 0
    @usableFromInline
    let capacity: Int
    /// A waiting sender is let go on once no more than this many elements are buffered: half the capacity,
    /// rounded down.
    @usableFromInline
    let resumeBelow: Int
    /// The consumer waiting for the next element or the end.
    @usableFromInline
    var waitingConsumer: Consumer?
    /// The senders waiting for room, oldest first, each with the element it sends and the number it was
    /// given when it was told to wait: a use case may send from several tasks at once.
    @usableFromInline
    var waitingSenders: [(number: Int, sender: Sender, element: Element)] = []
    @usableFromInline
    var nextSenderNumber = 0
    /// How many times the consumer asked for an element or the end.
    @usableFromInline
    var requests = 0
    /// How many elements the consumer took.
    @usableFromInline
    var taken = 0

    /// - Parameter capacity: How many elements may wait for the consumer; at least 1.
    @inlinable
    init(capacity: Int) {
        precondition(capacity >= 1, "An element channel holds at least one element.")
        self.capacity = capacity
        resumeBelow = capacity / 2
    }

    /// How many elements wait for the consumer.
    @inlinable
    var buffered: Int { buffer.count - head }

    /// How many elements the buffer's storage holds, taken ones included; for tests.
    var storedCount: Int { buffer.count }

    /// Whether the consumer has neither received the end nor stopped.
    @inlinable
    var isOpen: Bool {
        switch phase {
        case .running, .ending: true
        case .ended, .cancelled: false
        }
    }

    @inlinable
    mutating func takeFirst() -> Element {
        let element = buffer[head]
        head += 1
        taken += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= capacity {
            // A buffer kept full never empties: drop what was taken, so that its storage holds fewer than twice
            // `capacity`.
            buffer.removeFirst(head)
            head = 0
        }
        return element
    }

    // MARK: - The sender

    /// What to do with an element the use case sends.
    @usableFromInline
    enum SendAction {
        /// Hand it to the consumer, which was waiting; the sender goes on.
        case deliver(Element, to: Consumer)
        /// It is buffered; the sender goes on.
        case buffered
        /// The sender must wait with its element, under this number: it hands its continuation to
        /// ``wait(_:element:sender:)``, and withdraws with ``withdraw(_:)`` when its task is cancelled.
        case wait(number: Int)
        /// Nobody will receive it: the consumer stopped. The sender is told so.
        case refuse
        /// The use case already ended: it kept its sender. Report it; the element is dropped.
        case refuseAfterEnd
    }

    /// The use case sends an element.
    @inlinable
    mutating func send(_ element: Element) -> SendAction {
        if let action = refuseOrDeliver(element) {
            return action
        }
        guard buffered < capacity, waitingSenders.isEmpty else {
            defer { nextSenderNumber += 1 }
            return .wait(number: nextSenderNumber)
        }
        buffer.append(element)
        return .buffered
    }

    /// A sender told to wait hands over its continuation: it waits, unless things changed meanwhile.
    ///
    /// - Returns: What to do instead, or `nil` when the sender waits: the consumer resumes it when it makes
    ///   room, and stopping, the end or ``withdraw(_:)`` refuses it.
    @inlinable
    mutating func wait(_ number: Int, element: Element, sender: Sender) -> SendAction? {
        if let action = refuseOrDeliver(element) {
            return action
        }
        if buffered < capacity, waitingSenders.isEmpty {
            buffer.append(element)
            return .buffered
        }
        waitingSenders.append((number, sender, element))
        return nil
    }

    /// What to do with an element sent now when it is refused, or a consumer waits for it; `nil` otherwise.
    @inlinable
    mutating func refuseOrDeliver(_ element: Element) -> SendAction? {
        switch phase {
        case .running: break
        case .cancelled: return .refuse
        case .ending, .ended: return .refuseAfterEnd
        }
        guard let consumer = waitingConsumer else { return nil }
        waitingConsumer = nil
        taken += 1
        return .deliver(element, to: consumer)
    }

    /// A waiting sender's task was cancelled: it stops waiting, and its element is refused.
    ///
    /// - Returns: The sender, to resume; `nil` when it is not waiting (any more, or yet).
    @inlinable
    mutating func withdraw(_ number: Int) -> Sender? {
        guard let index = waitingSenders.firstIndex(where: { $0.number == number }) else { return nil }
        return waitingSenders.remove(at: index).sender
    }

    // MARK: - The consumer

    /// What the consumer's request for the next element gets.
    @usableFromInline
    enum NextAction {
        /// This element; and a sender that was waiting for room, whose element joined the buffer, to resume.
        case element(Element, resume: Sender?)
        /// The end, once: the response, or the error.
        case end(Outcome<Response>)
        /// The consumer stopped before the end: it is told so, once.
        case cancelled
        /// Nothing more: the end, or the cancellation, was received.
        case finished
        /// Nothing yet: the consumer hands its continuation to ``wait(_:)``, and waits.
        case wait
    }

    /// The consumer asks for the next element.
    @inlinable
    mutating func next() -> NextAction {
        requests += 1
        return answer()
    }

    /// The consumer told to wait hands over its continuation: it waits, unless things changed meanwhile.
    ///
    /// - Returns: What the consumer gets instead, or `nil` when it waits: an element or the end resumes it.
    @inlinable
    mutating func wait(_ consumer: Consumer) -> NextAction? {
        let action = answer()
        guard case .wait = action else { return action }
        precondition(waitingConsumer == nil, "A stream has one consumer, which takes its elements in turn.")
        waitingConsumer = consumer
        return nil
    }

    @inlinable
    mutating func answer() -> NextAction {
        if case .cancelled(let told) = phase {
            phase = .cancelled(told: true)
            return told ? .finished : .cancelled
        }
        if buffered > 0 {
            let element = takeFirst()
            guard case .running = phase, buffered <= resumeBelow, !waitingSenders.isEmpty else {
                return .element(element, resume: nil)
            }
            let waiting = waitingSenders.removeFirst()
            buffer.append(waiting.element)
            return .element(element, resume: waiting.sender)
        }
        switch phase {
        case .running:
            return .wait
        case .ending(let outcome):
            phase = .ended
            return .end(outcome)
        case .ended, .cancelled:
            return .finished
        }
    }

    // MARK: - The end

    /// What the use case's end leads to.
    @usableFromInline
    struct FinishAction {
        /// A consumer that was waiting, with nothing buffered, to give the end to; `nil` when the end waits
        /// behind the buffered elements or for the consumer to ask, or nobody will receive it.
        @usableFromInline
        var consumer: Consumer?
        /// Senders still waiting for room, from tasks the use case left running: their elements are refused.
        @usableFromInline
        var refusedSenders: [Sender] = []

        @inlinable
        init(consumer: Consumer? = nil, refusedSenders: [Sender] = []) {
            self.consumer = consumer
            self.refusedSenders = refusedSenders
        }
    }

    /// The use case returned or threw.
    @inlinable
    mutating func finish(_ outcome: Outcome<Response>) -> FinishAction {
        let refused = waitingSenders.map(\.sender)
        waitingSenders.removeAll()
        switch phase {
        case .cancelled:
            return FinishAction(refusedSenders: refused)
        case .ending, .ended:
            preconditionFailure("A streamed execution ends once.")
        case .running:
            if let consumer = waitingConsumer {
                waitingConsumer = nil
                phase = .ended
                return FinishAction(consumer: consumer, refusedSenders: refused)
            }
            phase = .ending(outcome)
            return FinishAction(refusedSenders: refused)
        }
    }

    // MARK: - Stopping

    /// What stopping the consumer leaves to do.
    @usableFromInline
    struct CancelAction {
        /// Whether the use case was still running, and is to be cancelled.
        @usableFromInline
        var cancelsUseCase = false
        /// A consumer that was waiting, to tell that the stream was cancelled.
        @usableFromInline
        var consumer: Consumer?
        /// The senders that were waiting for room, to tell that nobody will receive their elements.
        @usableFromInline
        var senders: [Sender] = []

        @inlinable
        init(cancelsUseCase: Bool = false, consumer: Consumer? = nil, senders: [Sender] = []) {
            self.cancelsUseCase = cancelsUseCase
            self.consumer = consumer
            self.senders = senders
        }
    }

    /// The consumer stops: its task was cancelled, or it let go of the stream. Buffered elements are dropped.
    @inlinable
    mutating func cancel() -> CancelAction {
        let cancelsUseCase: Bool
        switch phase {
        case .running: cancelsUseCase = true
        case .ending: cancelsUseCase = false
        case .ended, .cancelled: return CancelAction()
        }
        let action = CancelAction(
            cancelsUseCase: cancelsUseCase, consumer: waitingConsumer, senders: waitingSenders.map(\.sender))
        phase = .cancelled(told: waitingConsumer != nil)
        buffer.removeAll()
        head = 0
        waitingConsumer = nil
        waitingSenders.removeAll()
        return action
    }
}

extension ElementChannelStateMachine: Sendable
where Element: Sendable, Response: Sendable, Consumer: Sendable, Sender: Sendable {}

extension ElementChannelStateMachine.Phase: Sendable where Response: Sendable {}

// Comparable actions, for the tests that call the machine as a function.
extension ElementChannelStateMachine.SendAction: Equatable where Element: Equatable, Consumer: Equatable {}
