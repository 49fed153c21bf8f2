import UseCases

/// An event: an item was added to the shopping list.
package struct ItemAdded: InteractorEvent, Equatable {
    package var title: String

    package init(title: String) {
        self.title = title
    }
}

/// A screen that shows the items added elsewhere, while it listens.
package struct ShoppingBadgeReducer: ScreenReducer {
    package struct ViewModel: Equatable, Sendable {
        package var titles: [String] = []

        package init(titles: [String] = []) {
            self.titles = titles
        }
    }

    package enum Command: Equatable, Sendable {
        case startListening
        case stopListening
        case added(String)
    }

    package init() {}

    package func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .startListening:
            return [.subscribe(to: ItemAdded.self, id: "items") { .added($0.title) }]
        case .stopListening:
            return [.cancel("items")]
        case .added(let title):
            viewModel.titles.append(title)
            return []
        }
    }
}
