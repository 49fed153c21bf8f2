/// The way one streamed execution's elements travel from its use case to its consumer, handed from the
/// executor through each middleware's ``Next`` to the registration that runs the use case.
///
/// It is the one place where streams and middleware meet: a middleware reads it from its `Next`
/// (``Next/isStreaming``, ``Next/elementCount``, ``Next/observingElements(_:)``), and a middleware that
/// must watch the sends hands a changed route on with `Next.routed(_:)`. Being a value passed along, not a
/// task-local, it belongs to one execution only: an execution that a middleware or a use case starts gets
/// a route of its own, or none. A class, so that an execution that is not streamed carries one word of it
/// through each ``Next``.
@usableFromInline
final class StreamRoute: Sendable {
    /// The ``ElementSender`` of the execution's request type, erased.
    @usableFromInline
    let sender: any Sendable
    /// How many elements the use case sent so far.
    let progress: StreamProgress
    /// Keeps a task that a middleware runs the rest of the pipeline in, so that the stream's use case has
    /// ended only once it has too.
    let track: @Sendable (Task<Void, Never>) -> Void
    /// The same route with a sender that tells `watcher` when each send begins, with its element, and when it
    /// returns: for a timeout that limits the time between elements, and a middleware that observes them.
    let watched: @Sendable (_ watcher: @escaping @Sendable (ElementSend) -> Void) -> StreamRoute

    init(
        sender: any Sendable,
        progress: StreamProgress,
        track: @escaping @Sendable (Task<Void, Never>) -> Void,
        watched: @escaping @Sendable (_ watcher: @escaping @Sendable (ElementSend) -> Void) -> StreamRoute
    ) {
        self.sender = sender
        self.progress = progress
        self.track = track
        self.watched = watched
    }

    /// The route of a streamed execution of `requestType`, whose use case sends with `sender`.
    @usableFromInline
    static func make<Request: StreamRequest>(
        for requestType: Request.Type,
        sender: ElementSender<Request.Element>,
        progress: StreamProgress,
        track: @escaping @Sendable (Task<Void, Never>) -> Void
    ) -> StreamRoute {
        StreamRoute(
            sender: sender,
            progress: progress,
            track: track,
            watched: { watcher in
                make(for: requestType, sender: sender.watched(by: watcher), progress: progress, track: track)
            })
    }

    /// The sender for an execution of `Request`, which this route belongs to.
    @inlinable
    func sender<Request: StreamRequest>(for requestType: Request.Type) -> ElementSender<Request.Element>? {
        sender as? ElementSender<Request.Element>
    }
}

/// A step of one send, as ``StreamRoute/watched`` tells it.
enum ElementSend: Sendable {
    /// The use case began to send an element.
    case began(any Sendable)
    /// The send returned: the element was buffered or taken, or refused.
    case ended
}
