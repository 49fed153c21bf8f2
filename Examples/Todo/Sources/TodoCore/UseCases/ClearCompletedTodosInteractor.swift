public import UseCases

/// Removes every completed item from the list.
///
/// An `async` interactor; the command line calls it with `try await`.
public struct ClearCompletedTodosInteractor: AsyncInteractor {
    /// Clears the completed items; it has no parameters.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the removed items.
        public typealias Response = ClearCompletedTodosInteractor.Response

        /// Creates a request.
        public init() {}
    }

    /// The items that were removed.
    public struct Response: Equatable, Sendable {
        /// The removed items, sorted by identifier; empty when nothing was completed.
        public var removed: [TodoItem]

        /// Creates a response.
        public init(removed: [TodoItem]) {
            self.removed = removed
        }
    }

    private let gateway: any TodoGateway

    /// Creates the interactor with the gateway where the list is stored.
    public init(gateway: any TodoGateway) {
        self.gateway = gateway
    }

    /// Removes the completed items and answers with them.
    ///
    /// - Returns: The removed items.
    /// - Throws: ``InteractorError/Code/todoStorageFailed`` when the list cannot be read or stored.
    public func execute(_ request: Request) async throws -> Response {
        try gateway.change { items in
            let removed = items.filter(\.isCompleted)
            items.removeAll(where: \.isCompleted)
            return Response(removed: removed.sorted { $0.id < $1.id })
        }
    }
}
