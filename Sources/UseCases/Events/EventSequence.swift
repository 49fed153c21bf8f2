/// The events of one type published while it lasts, as an asynchronous sequence: what
/// ``InteractorExecutor/events(of:order:)`` returns.
///
/// The subscription starts when the sequence is made and ends when the sequence and its iterators are
/// released or the iterating task is cancelled. The events wait in a buffer that grows without bound until
/// the loop takes them.
///
/// It has a single consumer, like the `AsyncStream` it wraps: iterate it in one loop, since two tasks awaiting
/// its next event at once stop the program. Each listener that needs the events makes a sequence of its own.
public struct EventSequence<Event: Sendable>: AsyncSequence, Sendable {
    /// The events, buffered.
    let stream: AsyncStream<Event>
    /// The subscription that feeds the stream, ended when the last sequence or iterator holding it is released.
    let subscription: EventSubscription

    /// Creates the iterator over the events.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator(), subscription: subscription)
    }

    /// The iterator over an ``EventSequence``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<Event>.Iterator
        let subscription: EventSubscription

        /// The next event, waiting for one to be published; `nil` once the task is cancelled.
        public mutating func next() async -> Event? {
            await base.next()
        }

        /// The next event, on the iterating actor; `nil` once the task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Event? {
            await base.next(isolation: actor)
        }
    }
}

@available(*, unavailable)
extension EventSequence.AsyncIterator: Sendable {}
