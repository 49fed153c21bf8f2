import Testing
import UseCaseSpy
import UseCases

/// Finds the titles that match a query.
package struct SearchRequest: InteractorRequest, Equatable {
    package typealias Response = [String]
    package var query: String

    package init(query: String) {
        self.query = query
    }
}

/// A search field and its results: one part of a screen, with an identified, replaceable effect.
package struct SearchReducer: ScreenReducer {
    package init() {}

    package struct ViewModel: Equatable, Sendable {
        package var query = ""
        package var results: [String] = []
        package var isSearching = false
        package var message: String?

        package init(query: String = "", results: [String] = [], isSearching: Bool = false, message: String? = nil) {
            self.query = query
            self.results = results
            self.isSearching = isSearching
            self.message = message
        }
    }

    package enum Command: Equatable, Sendable {
        case search(String)
        case found([String])
        case failed(String)
        case stop
        case open(String)
        /// Opens a title, then searches: an output followed by an effect.
        case openAndSearch(String)
        /// Sets the query without searching.
        case setQuery(String)
    }

    package enum Output: Equatable, Sendable {
        case open(String)
    }

    package func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .search(let query):
            viewModel.query = query
            viewModel.isSearching = true
            viewModel.message = nil
            return [Self.search(query)]
        case .found(let results):
            viewModel.results = results
            viewModel.isSearching = false
            return []
        case .failed(let message):
            viewModel.message = message
            viewModel.isSearching = false
            return []
        case .stop:
            viewModel.isSearching = false
            return [.cancel("search")]
        case .open(let title):
            return [.output(.open(title))]
        case .setQuery(let query):
            viewModel.query = query
            return []
        case .openAndSearch(let title):
            viewModel.query = title
            return [.output(.open(title)), Self.search(title)]
        }
    }

    /// The effect `search` returns, for tests to compare with.
    package static func search(_ query: String) -> ScreenEffect<Command, Output> {
        .execute(SearchRequest(query: query), id: "search", onComplete: Command.found, onError: { .failed($0.message) })
    }
}

/// A screen made of a search part that can be closed, with an output of its own.
package struct PanelReducer: ScreenReducer {
    package init() {}

    package struct ViewModel: Equatable, Sendable {
        package var title = "Panel"
        package var search: SearchReducer.ViewModel? = SearchReducer.ViewModel()

        package init(title: String = "Panel", search: SearchReducer.ViewModel? = SearchReducer.ViewModel()) {
            self.title = title
            self.search = search
        }
    }

    package enum Command: Equatable, Sendable {
        case search(SearchReducer.Command)
        case closeSearch
        case openSearch
    }

    package enum Output: Equatable, Sendable {
        case show(String)
    }

    package let search = ScreenPart<PanelReducer, SearchReducer>(
        SearchReducer(),
        viewModel: \.search,
        command: Command.search,
        output: { output in
            switch output {
            case .open(let title): .show(title)
            }
        }
    )

    package func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .search(let command):
            return search.reduce(&viewModel, command)
        case .closeSearch:
            return search.remove(from: &viewModel)
        case .openSearch:
            viewModel.search = SearchReducer.ViewModel()
            return []
        }
    }
}

/// An executor whose one use case is a spy for searches, scripted by `script` before it is registered.
package func searchExecutor(
    diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void = InteractorDiagnostic.standardError,
    _ script: (InteractorSpy<SearchRequest>) -> Void
) -> (executor: InteractorExecutor, search: InteractorSpy<SearchRequest>) {
    let executor = InteractorExecutor(diagnostics: diagnostics)
    let search = InteractorSpy<SearchRequest>()
    script(search)
    executor.register(search)
    return (executor, search)
}

/// The commands a screen's effects fed back, in order.
@MainActor
package final class FedBackCommands<Reducer: ScreenReducer> {
    package private(set) var commands: [Reducer.Command] = []

    package init(of screen: Screen<Reducer>) {
        screen.onStep = { [weak self] step in
            if step.origin == .fedBack { self?.commands.append(step.command) }
        }
    }
}
