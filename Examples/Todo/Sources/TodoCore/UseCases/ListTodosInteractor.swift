public import UseCases

/// Lists the items that pass a filter, with counts over the whole list.
///
/// An `async` interactor; the command line calls it with `try await`.
public struct ListTodosInteractor: AsyncInteractor {
    /// Which items to list.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the matching items and the counts.
        public typealias Response = ListTodosInteractor.Response

        /// Which items to list.
        public var filter: TodoFilter

        /// Creates a request.
        public init(filter: TodoFilter = .all) {
            self.filter = filter
        }
    }

    /// The matching items, in the order of their identifiers, and how many items the list holds.
    public struct Response: Equatable, Sendable {
        /// The items that pass the filter, sorted by identifier.
        public var items: [TodoItem]
        /// How many items of the whole list are open.
        public var openCount: Int
        /// How many items of the whole list are completed.
        public var doneCount: Int

        /// Creates a response.
        public init(items: [TodoItem], openCount: Int, doneCount: Int) {
            self.items = items
            self.openCount = openCount
            self.doneCount = doneCount
        }
    }

    private let gateway: any TodoGateway

    /// Creates the interactor with the gateway where the list is stored.
    public init(gateway: any TodoGateway) {
        self.gateway = gateway
    }

    /// Reads the list and answers with the items that pass the filter.
    ///
    /// - Parameter request: The filter.
    /// - Returns: The matching items and the counts.
    /// - Throws: ``InteractorError/Code/todoStorageFailed`` when the list cannot be read.
    public func execute(_ request: Request) async throws -> Response {
        let items: [TodoItem]
        do {
            items = try gateway.loadItems()
        } catch {
            throw InteractorError(todoFailure: error)
        }
        let done = items.filter(\.isCompleted).count
        return Response(
            items: items.filter(request.filter.includes).sorted { $0.id < $1.id },
            openCount: items.count - done,
            doneCount: done
        )
    }
}
