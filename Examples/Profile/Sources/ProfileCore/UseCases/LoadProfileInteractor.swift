public import UseCases

/// Loads a user's profile through the ``ProfileService`` plugin.
public struct LoadProfileInteractor: AsyncInteractor {
    private let service: any ProfileService

    /// Creates the interactor with its plugin, the service profiles come from.
    public init(service: any ProfileService) {
        self.service = service
    }

    /// Fetches the profile.
    ///
    /// - Parameter request: The user whose profile to load.
    /// - Returns: The profile.
    /// - Throws: ``InteractorError/Code/profileServiceFailed`` with the service's message when it fails.
    public func execute(_ request: LoadProfileRequest) async throws -> UserProfile {
        do {
            return try await service.profile(userID: request.userID)
        } catch {
            throw InteractorError(serviceFailure: error, fallback: "The profile service failed.")
        }
    }
}
