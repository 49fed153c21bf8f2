/// How the consumer of one streamed execution is getting on: what `UseCaseSpy` reads to check, at the end of
/// a test, that every stream was consumed or cancelled, and to let a held stream's elements go one at a time.
///
/// Package-only: an app has no use for it.
@usableFromInline
package protocol StreamConsumption: AnyObject, Sendable {
    /// Where the consumer stands now.
    var progress: StreamConsumerProgress { get }
    /// How many elements the consumer took.
    var elementsTaken: Int { get }
    /// Calls `watcher` with the consumer's progress now, and again after each step of the consumer: each
    /// request for an element, and its end. Replaces the watcher watching before.
    func watch(_ watcher: @escaping @Sendable (StreamConsumerProgress) -> Void)
}

/// Where the consumer of a stream stands.
@usableFromInline
package struct StreamConsumerProgress: Sendable, Equatable {
    /// How many elements the consumer has handled: taken, and asked for another after.
    @usableFromInline
    package var handled: Int
    /// Whether the consumer has neither received the end nor stopped.
    @usableFromInline
    package var isOpen: Bool

    @inlinable
    package init(handled: Int, isOpen: Bool) {
        self.handled = handled
        self.isOpen = isOpen
    }
}
