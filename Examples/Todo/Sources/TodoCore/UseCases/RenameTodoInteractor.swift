public import UseCases

/// Gives an item a new title.
///
/// An `async` interactor; the command line calls it with `onComplete`/`onError`, which works the same.
public struct RenameTodoInteractor: AsyncInteractor {
    /// The item and its new title.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the renamed item and its old title.
        public typealias Response = RenameTodoInteractor.Response

        /// The identifier of the item to rename.
        public var id: Int
        /// The new title; surrounding white space is removed.
        public var title: String

        /// Creates a request.
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// The renamed item and the title it had.
    public struct Response: Equatable, Sendable {
        /// The item with its new title.
        public var item: TodoItem
        /// The title before the rename.
        public var previousTitle: String

        /// Creates a response.
        public init(item: TodoItem, previousTitle: String) {
            self.item = item
            self.previousTitle = previousTitle
        }
    }

    private let gateway: any TodoGateway

    /// Creates the interactor with the gateway where the list is stored.
    public init(gateway: any TodoGateway) {
        self.gateway = gateway
    }

    /// Validates the new title and stores it.
    ///
    /// - Parameter request: The item and its new title.
    /// - Returns: The renamed item and its old title.
    /// - Throws: ``InteractorError/Code/invalidTodoTitle``, ``InteractorError/Code/todoNotFound`` or
    ///   ``InteractorError/Code/todoStorageFailed``.
    public func execute(_ request: Request) async throws -> Response {
        let title = try TodoTitle.validated(request.title)
        return try gateway.changeItem(request.id) { item in
            let previousTitle = item.title
            item.title = title
            return Response(item: item, previousTitle: previousTitle)
        }
    }
}
