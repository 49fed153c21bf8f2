public import UseCases

/// Loads the posts a user wrote through the ``PostsService`` plugin, and sends each page as it arrives: a
/// streamed use case, so that the screen shows the first posts while the next are on their way.
public struct LoadPostsInteractor: StreamInteractor {
    private let service: any PostsService

    /// Creates the interactor with its plugin.
    ///
    /// - Parameter service: Where posts come from.
    public init(service: any PostsService) {
        self.service = service
    }

    /// Fetches the pages one after another, sending each, until the last.
    ///
    /// - Parameters:
    ///   - request: The user whose posts to load.
    ///   - elements: Receives each page.
    /// - Throws: ``InteractorError/Code/profileServiceFailed`` with the service's message when it fails, after
    ///   the pages before.
    public func execute(_ request: LoadPostsRequest, elements: ElementSender<PostsPage>) async throws {
        var number = 1
        while true {
            let page: PostsPage
            do {
                page = try await service.page(number, ofPostsBy: request.userID)
            } catch {
                throw InteractorError(serviceFailure: error, fallback: "The posts service failed.")
            }
            try await elements.send(page)
            guard !page.isLast else { return }
            number += 1
        }
    }
}
