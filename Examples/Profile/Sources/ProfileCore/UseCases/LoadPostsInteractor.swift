public import UseCases

/// Loads the posts a user wrote through the ``PostsService`` plugin.
public struct LoadPostsInteractor: AsyncInteractor {
    private let service: any PostsService

    /// Creates the interactor with its plugin.
    ///
    /// - Parameter service: Where posts come from.
    public init(service: any PostsService) {
        self.service = service
    }

    /// Fetches the posts.
    ///
    /// - Parameter request: The user whose posts to load.
    /// - Returns: The posts, newest first; empty when the user wrote none.
    /// - Throws: ``InteractorError/Code/profileServiceFailed`` with the service's message when it fails.
    public func execute(_ request: LoadPostsRequest) async throws -> [Post] {
        do {
            return try await service.posts(userID: request.userID)
        } catch {
            throw InteractorError(serviceFailure: error, fallback: "The posts service failed.")
        }
    }
}
