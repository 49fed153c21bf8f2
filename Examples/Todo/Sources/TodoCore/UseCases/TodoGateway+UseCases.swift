import UseCases

/// The one step every use case that changes the list takes: read it, change it, write it, with the gateway's
/// failures as the errors the use cases report.
extension TodoGateway {
    /// ``update(_:)``, failing with the `InteractorError` or cancellation `change` threw, or with
    /// ``InteractorError/Code/todoStorageFailed`` and the gateway's message for whatever the gateway threw.
    func change<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result {
        do {
            return try update(change)
        } catch let error where !(error is CancellationError) {
            throw InteractorError(todoFailure: error)
        }
    }

    /// Changes the item numbered `id` as ``change(_:)`` changes the list, failing with
    /// ``InteractorError/Code/todoNotFound`` when there is none.
    func changeItem<Result>(_ id: Int, _ change: (inout TodoItem) throws -> Result) throws -> Result {
        try self.change { items in
            guard let index = items.firstIndex(where: { $0.id == id }) else { throw InteractorError.todoNotFound(id) }
            return try change(&items[index])
        }
    }
}
