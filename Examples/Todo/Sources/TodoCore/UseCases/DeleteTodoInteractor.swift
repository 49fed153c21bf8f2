public import UseCases

/// Removes an item from the list, open or completed.
///
/// A callback-style interactor; the command line calls it with `onComplete`/`onError`.
public struct DeleteTodoInteractor: Interactor {
    /// The item to delete.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the deleted item.
        public typealias Response = DeleteTodoInteractor.Response

        /// The identifier of the item to delete.
        public var id: Int

        /// Creates a request.
        public init(id: Int) {
            self.id = id
        }
    }

    /// The item that was removed.
    public struct Response: Equatable, Sendable {
        /// The deleted item, as it was stored.
        public var item: TodoItem

        /// Creates a response.
        public init(item: TodoItem) {
            self.item = item
        }
    }

    private let gateway: any TodoGateway

    /// Creates the interactor with the gateway where the list is stored.
    public init(gateway: any TodoGateway) {
        self.gateway = gateway
    }

    /// Removes the item and answers with it.
    ///
    /// - Parameters:
    ///   - request: The item to delete.
    ///   - completion: Receives the deleted item, or ``InteractorError/Code/todoNotFound`` or
    ///     ``InteractorError/Code/todoStorageFailed``.
    public func execute(_ request: Request, completion: consuming Completion<Response>) {
        do {
            let item = try gateway.change { items in
                guard let index = items.firstIndex(where: { $0.id == request.id }) else {
                    throw InteractorError.todoNotFound(request.id)
                }
                return items.remove(at: index)
            }
            completion.complete(with: Response(item: item))
        } catch {
            completion.fail(with: error)
        }
    }
}
