public import UseCases

/// Marks an item as completed.
///
/// A callback-style interactor; the command line calls it with `onComplete`/`onError`. Completing an
/// item twice is not an error: the answer says it was already done, and its completion date stays.
public struct CompleteTodoInteractor: Interactor {
    /// The item to complete.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the completed item.
        public typealias Response = CompleteTodoInteractor.Response

        /// The identifier of the item to complete.
        public var id: Int

        /// Creates a request.
        public init(id: Int) {
            self.id = id
        }
    }

    /// The completed item.
    public struct Response: Equatable, Sendable {
        /// The item, now completed.
        public var item: TodoItem
        /// Whether the item had been completed before this request.
        public var wasAlreadyCompleted: Bool

        /// Creates a response.
        public init(item: TodoItem, wasAlreadyCompleted: Bool) {
            self.item = item
            self.wasAlreadyCompleted = wasAlreadyCompleted
        }
    }

    private let gateway: any TodoGateway
    private let clock: any ClockPlugin

    /// Creates the interactor with its gateway and clock.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates the completion.
    public init(gateway: any TodoGateway, clock: any ClockPlugin) {
        self.gateway = gateway
        self.clock = clock
    }

    /// Records the completion date of the item, unless it already has one.
    ///
    /// - Parameters:
    ///   - request: The item to complete.
    ///   - completion: Receives the completed item, or ``InteractorError/Code/todoNotFound`` or
    ///     ``InteractorError/Code/todoStorageFailed``.
    public func execute(_ request: Request, completion: consuming Completion<Response>) {
        do {
            let response = try gateway.changeItem(request.id) { item in
                let wasCompleted = item.isCompleted
                if !wasCompleted {
                    item.completedAt = clock.now()
                }
                return Response(item: item, wasAlreadyCompleted: wasCompleted)
            }
            completion.complete(with: response)
        } catch {
            completion.fail(with: error)
        }
    }
}
