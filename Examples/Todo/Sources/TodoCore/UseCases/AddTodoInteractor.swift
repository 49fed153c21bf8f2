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
        ///
        /// - Parameter title: What there is to do.
        public init(title: String) {
            self.title = title
        }
    }

    /// The item as stored, with its new identifier.
    public struct Response: Equatable, Sendable {
        /// The added item.
        public var item: TodoItem

        /// Creates a response.
        ///
        /// - Parameter item: The added item.
        public init(item: TodoItem) {
            self.item = item
        }
    }

    private let gateway: any TodoGateway
    private let clock: any ClockPlugin
    private let identifiers: any IdentifierPlugin

    /// Creates the interactor with its gateway and plugins.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates the new item.
    ///   - identifiers: Numbers the new item.
    public init(gateway: any TodoGateway, clock: any ClockPlugin, identifiers: any IdentifierPlugin) {
        self.gateway = gateway
        self.clock = clock
        self.identifiers = identifiers
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
            let item = try gateway.update { items in
                let id = identifiers.nextIdentifier(existing: items)
                guard id > 0, !items.contains(where: { $0.id == id }) else {
                    throw InteractorError(message: "The identifier plugin chose #\(id), which is not free.")
                }
                let item = TodoItem(id: id, title: title, createdAt: clock.now())
                items.append(item)
                return item
            }
            completion.complete(with: Response(item: item))
        } catch {
            completion.fail(with: InteractorError(todoFailure: error))
        }
    }
}
