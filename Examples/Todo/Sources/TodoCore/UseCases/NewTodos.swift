import UseCases

/// Adds open items to the list, numbered and dated as the plugins say: the step that adding one to-do and
/// importing many share.
struct NewTodos: Sendable {
    let gateway: any TodoGateway
    let clock: any ClockPlugin
    let identifiers: any IdentifierPlugin

    /// Appends an open item for each title to the list, in one change of it.
    ///
    /// Under the list's lock, a cancelled task changes nothing: once an import is cancelled, nothing more is
    /// written.
    ///
    /// - Returns: The new items, in the titles' order.
    /// - Throws: `CancellationError`, what ``TodoGateway/change(_:)`` throws, or `InteractorError` when the
    ///   plugin's numbers are not one a title, positive, distinct and free.
    func add(_ titles: [String]) throws -> [TodoItem] {
        try gateway.change { items in
            try Task.checkCancellation()
            let ids = identifiers.nextIdentifiers(count: titles.count, existing: items)
            guard ids.count == titles.count else {
                throw InteractorError(
                    message: "The identifier plugin gave \(ids.count) numbers for \(titles.count) titles.")
            }
            var fresh = Set<Int>()
            if let taken = ids.first(where: { $0 <= 0 || !fresh.insert($0).inserted })
                ?? items.first(where: { fresh.contains($0.id) })?.id
            {
                throw InteractorError(message: "The identifier plugin chose #\(taken), which is not free.")
            }
            let now = clock.now()
            let added = zip(ids, titles).map { TodoItem(id: $0, title: $1, createdAt: now) }
            items += added
            return added
        }
    }
}
