public import UseCases

/// Adds many items at once, one per title, reporting its progress as it goes: a streamed use case.
///
/// The titles are added in batches, each one a single change of the list, so each is stored whole or not at
/// all; after each batch it sends how far it got. Blank titles are skipped. Stopping its consumer (Ctrl-C on
/// the command line) cancels it: the batch being stored is stored whole, and no batch is stored after it, as
/// each change checks for the cancellation under the list's lock before it writes.
public struct ImportTodosInteractor: StreamInteractor {
    /// The titles to add.
    public struct Request: StreamRequest, Equatable {
        /// How far the import got: sent after each batch.
        public typealias Element = Progress
        /// The answer: how many items were added.
        public typealias Response = ImportTodosInteractor.Response

        /// The titles, one per line of the file they were read from, in order; blank ones are skipped.
        public var titles: [String]

        /// Creates a request.
        public init(titles: [String]) {
            self.titles = titles
        }
    }

    /// How far an import got.
    public struct Progress: Equatable, Sendable {
        /// How many titles were read, blank ones included: the batches stored so far.
        public var done: Int
        /// How many titles there are in all.
        public var total: Int

        /// Creates a progress report.
        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    /// What the import did.
    public struct Response: Equatable, Sendable {
        /// How many items were added.
        public var added: Int
        /// How many titles were blank, and skipped.
        public var skipped: Int

        /// Creates a response.
        public init(added: Int, skipped: Int) {
            self.added = added
            self.skipped = skipped
        }
    }

    private let newTodos: NewTodos

    /// Creates the interactor with its gateway and plugins.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates the new items.
    ///   - identifiers: Numbers the new items.
    public init(gateway: any TodoGateway, clock: any ClockPlugin, identifiers: any IdentifierPlugin) {
        newTodos = NewTodos(gateway: gateway, clock: clock, identifiers: identifiers)
    }

    /// How many titles each batch holds: a fiftieth of them, rounded up, so that the import reports its
    /// progress about fifty times at most. Each batch rewrites the whole list, so more of them would cost more
    /// than the finer progress is worth (see "The Todo example at the size of a real list" in
    /// `Benchmarks/README.md`).
    ///
    /// - Parameter count: How many titles there are.
    /// - Returns: The size of a batch, at least 1.
    public static func batchSize(forTitles count: Int) -> Int {
        max(1, (count + 49) / 50)
    }

    /// Adds the titles batch by batch, sending the progress after each.
    ///
    /// - Parameters:
    ///   - request: The titles.
    ///   - elements: Receives the progress after each batch.
    /// - Returns: How many items were added, and how many titles were blank.
    /// - Throws: ``InteractorError/Code/todoStorageFailed`` when the list cannot be read or stored, which
    ///   leaves the batches stored before; `CancellationError` once its consumer stopped.
    public func execute(_ request: Request, elements: ElementSender<Progress>) async throws -> Response {
        let total = request.titles.count
        let size = Self.batchSize(forTitles: total)
        var done = 0
        var added = 0
        while done < total {
            let batch = request.titles[done..<min(done + size, total)]
            let titles = batch.compactMap { try? TodoTitle.validated($0) }
            if !titles.isEmpty {
                _ = try newTodos.add(titles)
            }
            done += batch.count
            added += titles.count
            try await elements.send(Progress(done: done, total: total))
        }
        return Response(added: added, skipped: total - added)
    }
}

// MARK: - Time limits
extension ImportTodosInteractor.Request: TimeLimitedRequest {
    /// Ten minutes for the whole import, which may hold many batches.
    public var timeLimit: Duration? {
        .seconds(600)
    }

    /// The first batch within the limit of every to-do use case.
    public var firstElementTimeLimit: Duration? {
        TodoLogic.timeLimit
    }

    /// Each later batch, from one progress report to the next, within the limit of every to-do use case.
    public var betweenElementsTimeLimit: Duration? {
        TodoLogic.timeLimit
    }
}
