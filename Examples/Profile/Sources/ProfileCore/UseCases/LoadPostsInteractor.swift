public import UseCases

/// Loads the posts a user wrote through the ``PostsService`` plugin, and sends each page as it arrives: a
/// streamed use case, so that the screen shows the first posts while the next are on their way. Once the
/// last page is sent, it publishes ``PostsLoaded``.
public struct LoadPostsInteractor: StreamInteractor {
    private let service: any PostsService
    /// Where ``PostsLoaded`` is published; held weakly, since the executor holds this interactor.
    private weak let events: InteractorExecutor?

    /// Creates the interactor with its plugin.
    ///
    /// - Parameters:
    ///   - service: Where posts come from.
    ///   - events: Where to publish ``PostsLoaded``; `nil` publishes nothing.
    public init(service: any PostsService, events: InteractorExecutor? = nil) {
        self.service = service
        self.events = events
    }

    /// Fetches the pages one after another, sending each, until the last.
    ///
    /// - Parameters:
    ///   - request: The user whose posts to load.
    ///   - elements: Receives each page.
    /// - Throws: ``InteractorError/Code/profileServiceFailed`` with the service's message when it fails, after
    ///   the pages before; ``InteractorError/Code/listenersFailed`` when a listener of ``PostsLoaded`` failed.
    public func execute(_ request: LoadPostsRequest, elements: ElementSender<PostsPage>) async throws {
        var number = 1
        var count = 0
        while true {
            let page: PostsPage
            do {
                page = try await service.page(number, ofPostsBy: request.userID)
            } catch {
                throw InteractorError(serviceFailure: error, fallback: "The posts service failed.")
            }
            try await elements.send(page)
            count += page.posts.count
            guard !page.isLast else {
                try await events?.publish(PostsLoaded(userID: request.userID, count: count))
                return
            }
            number += 1
        }
    }
}
