/// The elements of a streamed execution, as they come: what ``InteractorExecutor/stream(_:)`` returns.
///
/// Iterate it once, with `for try await`, from one task. The iteration ends after the last element, or throws
/// the ``InteractorError`` the use case ended with; then ``response`` holds the response. Breaking out of the
/// loop (even while the stream is kept, to read its response), cancelling the iterating task, or letting go
/// of every copy of the stream before iterating cancels the use case at once.
public struct UseCaseStream<Request: StreamRequest>: AsyncSequence, Sendable {
    /// What the use case sends.
    public typealias Element = Request.Element
    /// What the iteration throws.
    public typealias Failure = InteractorError

    @usableFromInline
    let channel: ElementChannel<Request.Element, Request.Response>
    /// Cancels the use case when the last copy of the stream and of its iterator goes.
    @usableFromInline
    let lifetime: StreamLifetime

    @inlinable
    init(_ channel: ElementChannel<Request.Element, Request.Response>) {
        self.channel = channel
        lifetime = StreamLifetime(cancel: channel.cancel)
    }

    /// The use case's response, once the iteration has ended without an error; `nil` before.
    @inlinable
    public var response: Request.Response? {
        channel.response
    }

    /// Makes the iterator; make one, once: an iterator made after the first has no elements.
    @inlinable
    public func makeAsyncIterator() -> AsyncIterator {
        // Only the first iterator takes the elements; a later one, such as from another task, has none.
        let isFirst = channel.claimIteration()
        return AsyncIterator(
            channel: isFirst ? channel : nil,
            lifetime: lifetime,
            iteration: isFirst ? StreamLifetime(cancel: channel.cancel) : nil)
    }

    /// Takes the elements of a ``UseCaseStream`` in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// What ``next()`` throws.
        public typealias Failure = InteractorError

        /// `nil` for an iterator made after the first, which has no elements.
        @usableFromInline
        let channel: ElementChannel<Request.Element, Request.Response>?
        /// Keeps the stream from cancelling while it is iterated, such as a stream made for a `for` loop.
        @usableFromInline
        let lifetime: StreamLifetime
        /// Cancels the use case when the iteration goes before its end: a loop left with `break`.
        @usableFromInline
        let iteration: StreamLifetime?

        @inlinable
        init(
            channel: ElementChannel<Request.Element, Request.Response>?,
            lifetime: StreamLifetime,
            iteration: StreamLifetime?
        ) {
            self.channel = channel
            self.lifetime = lifetime
            self.iteration = iteration
        }

        /// The next element, waiting for it; `nil` after the last one.
        ///
        /// - Returns: The element, or `nil` once the use case returned.
        /// - Throws: The ``InteractorError`` the use case ended with, once; ``InteractorError/Code/cancelled``
        ///   when the iterating task was cancelled.
        @inlinable
        public mutating func next() async throws(InteractorError) -> Request.Element? {
            try await next(isolation: nil)
        }

        /// The next element, waiting for it on the caller's actor; `nil` after the last one. What a
        /// `for try await` loop calls, so that a loop on the main actor does not leave it for each element.
        ///
        /// - Parameter actor: The caller's actor; a `for` loop passes it.
        /// - Returns: The element, or `nil` once the use case returned.
        /// - Throws: The ``InteractorError`` the use case ended with, once; ``InteractorError/Code/cancelled``
        ///   when the iterating task was cancelled.
        @inlinable
        public mutating func next(
            isolation actor: isolated (any Actor)?
        ) async throws(InteractorError) -> Request.Element? {
            guard let channel else { return nil }
            switch await channel.next() {
            case .element(let element):
                return element
            case .end(.success(let response)):
                channel.received(response)
                return nil
            case .end(.failure(let error)):
                throw error
            case .cancelled:
                throw .cancelled(Request.self)
            case .finished:
                return nil
            }
        }
    }
}

extension UseCaseStream {
    /// Calls `onElement` for each element on the caller's actor, and returns the response.
    @inlinable
    func consume(
        isolation: isolated (any Actor)?,
        onElement: (Request.Element) -> Void
    ) async throws(InteractorError) -> Request.Response {
        var iterator = makeAsyncIterator()
        while let element = try await iterator.next(isolation: isolation) {
            // Checked here, on the caller's actor: a caller that cancelled meanwhile hears of nothing more.
            guard !Task.isCancelled else { throw .cancelled(Request.self) }
            onElement(element)
        }
        guard !Task.isCancelled else { throw .cancelled(Request.self) }
        guard let response else {
            preconditionFailure("A stream whose iteration ended without an error has its response.")
        }
        return response
    }
}

extension UseCaseStream {
    /// Returns once the use case has ended, however its consumer ended: for a caller that cancelled it and
    /// must know that it runs no more.
    @usableFromInline
    func useCaseEnded() async {
        await channel.useCaseEnded()
    }
}

/// Stops a stream when nothing refers to it any more: a consumer that broke out of its loop, or never began.
@usableFromInline
final class StreamLifetime: Sendable {
    @usableFromInline
    let cancel: @Sendable () -> Void

    @inlinable
    init(cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    deinit {
        cancel()
    }
}
