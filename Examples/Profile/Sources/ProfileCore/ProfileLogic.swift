public import UseCases

/// The composition root: creates both use cases of the profile screen with their plugins and registers them.
///
/// ```swift
/// let executor = ProfileLogic.makeExecutor(profiles: WebProfileService(), posts: WebPostsService())
/// let screen = Screen(ProfileScreenReducer(userID: 7), viewModel: .init(), executor: executor)
/// ```
public enum ProfileLogic {
    /// Registers both use cases on `executor`; the posts use case publishes ``PostsLoaded`` through it.
    ///
    /// - Parameters:
    ///   - executor: The executor the screens will use.
    ///   - profiles: Where profiles come from.
    ///   - posts: Where posts come from.
    public static func registerInteractors(
        on executor: InteractorExecutor,
        profiles: any ProfileService,
        posts: any PostsService
    ) {
        executor.register(LoadProfileInteractor(service: profiles))
        executor.register(LoadPostsInteractor(service: posts, events: executor))
    }

    /// Creates an executor with both use cases registered.
    ///
    /// - Parameters:
    ///   - profiles: Where profiles come from.
    ///   - posts: Where posts come from.
    /// - Returns: A ready executor.
    public static func makeExecutor(profiles: any ProfileService, posts: any PostsService) -> InteractorExecutor {
        let executor = InteractorExecutor()
        registerInteractors(on: executor, profiles: profiles, posts: posts)
        return executor
    }
}
