public import UseCases

/// The profile part of the profile screen: the header with the user's name, loaded through
/// ``LoadProfileRequest``.
///
/// `load` always loads, replacing a load still running; `retry` loads again only after a failure.
public struct ProfilePartReducer: ScreenReducer, Sendable {
    /// What the header shows.
    public enum ViewModel: Equatable, Sendable {
        /// The profile is on its way; a new screen starts here, since it loads as soon as it appears.
        case loading
        /// The profile could not be loaded; the message says why.
        case failed(message: String)
        /// The profile arrived.
        case loaded(UserProfile)
    }

    /// What the header can be asked to do, and what its use case answers.
    public enum Command: Equatable, Sendable {
        /// Loads the profile.
        case load
        /// Loads the profile again after a failure; ignored otherwise.
        case retry
        /// Fed back: the profile arrived.
        case loaded(UserProfile)
        /// Fed back: the profile could not be loaded.
        case failed(message: String)
    }

    /// The user whose profile the part shows.
    public let userID: Int

    /// Creates the reducer.
    public init(userID: Int) {
        self.userID = userID
    }

    /// Applies a command to the header.
    ///
    /// - Parameters:
    ///   - viewModel: The header's view model.
    ///   - command: What the view or the use case asked for.
    /// - Returns: The load to execute, if any.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch (command, viewModel) {
        case (.load, _), (.retry, .failed):
            viewModel = .loading
            let request = LoadProfileRequest(userID: userID)
            return [
                .execute(request, id: "load", onComplete: Command.loaded, onError: { .failed(message: $0.message) })
            ]
        case (.retry, _):
            return []  // Only a failed load is tried again.
        case (.loaded(let profile), _):
            viewModel = .loaded(profile)
        case (.failed(let message), _):
            viewModel = .failed(message: message)
        }
        return []
    }
}
