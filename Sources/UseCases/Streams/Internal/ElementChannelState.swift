/// The elements of one streamed execution on their way from the use case to its consumer, and how the
/// execution ends: pure, so each decision is tested as a function. `ElementChannel` holds it under a lock and
/// performs what it returns.
///
/// The use case sends elements into a buffer of fixed capacity; the consumer takes them in order. When the
/// buffer is full, the sender waits until the consumer takes one: a slow consumer slows the use case down
/// instead of letting memory grow. The end (the response, or the error) comes after every buffered element,
/// exactly once. Once the consumer stops (its task was cancelled, or it let go of the stream), the elements
/// still buffered are dropped, a waiting sender is told, and later elements are refused.
///
/// `Consumer` and `Sender` stand for the continuations of whoever waits: generic, so that tests use plain
/// values. Each method takes `nil` instead of a continuation to ask without waiting: it then answers `.wait`
/// without keeping anything, and the caller asks again with its continuation.
struct ElementChannelState<Element, Response, Consumer, Sender> {
    fileprivate enum Phase {
        /// The use case is running.
        case running
        /// The use case ended; its end waits behind the buffered elements.
        case ending(Outcome<Response>)
        /// The consumer received the end.
        case ended
        /// The consumer stopped before the end; `told` once it was told so.
        case cancelled(told: Bool)
    }

    private var phase = Phase.running
    private var buffer: [Element] = []
    private var head = 0
    private let capacity: Int
    /// The consumer waiting for the next element or the end.
    private var waitingConsumer: Consumer?
    /// The senders waiting for room, oldest first, each with the element it sends and a number to withdraw it
    /// by: a use case may send from several tasks at once.
    private var waitingSenders: [(number: Int, sender: Sender, element: Element)] = []
    private var nextSenderNumber = 0

    /// - Parameter capacity: How many elements may wait for the consumer; at least 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "An element channel holds at least one element.")
        self.capacity = capacity
    }

    /// How many elements wait for the consumer.
    var buffered: Int { buffer.count - head }

    private mutating func takeFirst() -> Element {
        let element = buffer[head]
        head += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= capacity {
            // A buffer kept full never empties: drop what was taken, so that it holds `capacity` at most.
            buffer.removeFirst(head)
            head = 0
        }
        return element
    }

    /// How many elements the buffer's storage holds, taken ones included; for tests.
    var storedCount: Int { buffer.count }

    // MARK: - The sender

    /// What to do with an element the use case sends.
    enum SendAction {
        /// Hand it to the consumer, which was waiting; the sender goes on.
        case deliver(Element, to: Consumer)
        /// It is buffered; the sender goes on.
        case buffered
        /// The buffer is full: the sender waits until the consumer makes room, which resumes it. The number
        /// withdraws it (``withdraw(_:)``), when it was given a sender to keep.
        case wait(number: Int)
        /// Nobody will receive it: the consumer stopped. The sender is told so.
        case refuse
        /// The use case already ended: it kept its sender. Report it; the element is dropped.
        case refuseAfterEnd
    }

    /// The use case sends an element; `sender` is `nil` to ask without waiting.
    mutating func send(_ element: Element, from sender: Sender?) -> SendAction {
        switch phase {
        case .cancelled:
            return .refuse
        case .ending, .ended:
            return .refuseAfterEnd
        case .running:
            if let consumer = waitingConsumer {
                waitingConsumer = nil
                return .deliver(element, to: consumer)
            }
            guard buffered < capacity, waitingSenders.isEmpty else {
                let number = nextSenderNumber
                if let sender {
                    nextSenderNumber += 1
                    waitingSenders.append((number, sender, element))
                }
                return .wait(number: number)
            }
            buffer.append(element)
            return .buffered
        }
    }

    // MARK: - The consumer

    /// What the consumer's request for the next element gets.
    enum NextAction {
        /// This element; and a sender that was waiting for room, whose element took its place, to resume.
        case element(Element, resume: Sender?)
        /// The end, once: the response, or the error.
        case end(Outcome<Response>)
        /// The consumer stopped before the end: it is told so, once.
        case cancelled
        /// Nothing more: the end, or the cancellation, was received.
        case finished
        /// Nothing yet: the consumer waits until an element or the end comes, which resumes it.
        case wait
    }

    /// The consumer asks for the next element; `consumer` is `nil` to ask without waiting.
    mutating func next(_ consumer: Consumer?) -> NextAction {
        if case .cancelled(let told) = phase {
            phase = .cancelled(told: true)
            return told ? .finished : .cancelled
        }
        if buffered > 0 {
            let element = takeFirst()
            guard case .running = phase, !waitingSenders.isEmpty else { return .element(element, resume: nil) }
            let waiting = waitingSenders.removeFirst()
            buffer.append(waiting.element)
            return .element(element, resume: waiting.sender)
        }
        switch phase {
        case .running:
            if let consumer {
                precondition(waitingConsumer == nil, "A stream has one consumer, which takes its elements in turn.")
                waitingConsumer = consumer
            }
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
    struct FinishAction {
        /// A consumer that was waiting, with nothing buffered, to give the end to; `nil` when the end waits
        /// behind the buffered elements or for the consumer to ask, or nobody will receive it.
        var consumer: Consumer?
        /// Senders still waiting for room, from tasks the use case left running: their elements are refused.
        var refusedSenders: [Sender] = []
    }

    /// The use case returned or threw.
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

    /// A waiting sender's task was cancelled: it stops waiting, and its element is refused.
    ///
    /// - Returns: The sender, to resume; `nil` when it is not waiting any more.
    mutating func withdraw(_ number: Int) -> Sender? {
        guard let index = waitingSenders.firstIndex(where: { $0.number == number }) else { return nil }
        return waitingSenders.remove(at: index).sender
    }

    // MARK: - Stopping

    /// What stopping the consumer leaves to do.
    struct CancelAction {
        /// Whether the use case was still running, and is to be cancelled.
        var cancelsUseCase = false
        /// A consumer that was waiting, to tell that the stream was cancelled.
        var consumer: Consumer?
        /// The senders that were waiting for room, to tell that nobody will receive their elements.
        var senders: [Sender] = []
    }

    /// The consumer stops: its task was cancelled, or it let go of the stream. Buffered elements are dropped.
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

extension ElementChannelState: Sendable
where Element: Sendable, Response: Sendable, Consumer: Sendable, Sender: Sendable {}

extension ElementChannelState.Phase: Sendable where Response: Sendable {}

// Comparable actions, for the tests that call the machine as a function.
extension ElementChannelState.SendAction: Equatable where Element: Equatable, Consumer: Equatable {}
