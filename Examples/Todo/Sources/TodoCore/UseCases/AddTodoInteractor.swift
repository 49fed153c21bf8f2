public import UseCases

/// Adds an item to the list.
///
/// A callback-style interactor: the gateway answers synchronously, so it completes before returning.
/// Callers cannot tell; the command line awaits it.
public struct AddTodoInteractor: Interactor {
    /// The item to add.
    public struct Request: InteractorRequest, Equatable {
        /// The answer: the item as stored.
        public typealias Response = AddTodoInteractor.Response

        /// What there is to do; surrounding white space is removed.
        public var title: String

        /// Creates a request.
        public init(title: String) {
            self.title = title
        }
    }

    /// The item as stored, with its new identifier.
    public struct Response: Equatable, Sendable {
        /// The added item.
        public var item: TodoItem

        /// Creates a response.
        public init(item: TodoItem) {
            self.item = item
        }
    }

    private let newTodos: NewTodos

    /// Creates the interactor with its gateway and plugins.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates the new item.
    ///   - identifiers: Numbers the new item.
    public init(gateway: any TodoGateway, clock: any ClockPlugin, identifiers: any IdentifierPlugin) {
        newTodos = NewTodos(gateway: gateway, clock: clock, identifiers: identifiers)
    }

    /// Validates the title, stores a new open item, and answers with it.
    ///
    /// - Parameters:
    ///   - request: The title to add.
    ///   - completion: Receives the stored item, or ``InteractorError/Code/invalidTodoTitle`` or
    ///     ``InteractorError/Code/todoStorageFailed``.
    public func execute(_ request: Request, completion: consuming Completion<Response>) {
        do {
            let title = try TodoTitle.validated(request.title)
            let added = try newTodos.add([title])
            completion.complete(with: Response(item: added[0]))
        } catch {
            completion.fail(with: error)
        }
    }
}
