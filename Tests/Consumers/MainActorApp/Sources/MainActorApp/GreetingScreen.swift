// A screen whose reducer is declared in a main-actor-by-default module. Proves that such a reducer, its
// view model and its commands conform to `ScreenReducer`, and that its effect executes a use case.
//
// The view model and the commands say `nonisolated`: without it they are main-actor types whose `Equatable`
// conformance is isolated to the main actor, which `ScreenReducer` (for `ViewModel: Equatable & Sendable`)
// and `ScreenTest` (for `Command`) reject: "main actor-isolated conformance of 'GreetingScreenReducer.ViewModel'
// to 'Equatable' cannot satisfy conformance requirement for a 'Sendable' type parameter". The requests need
// no such word: conforming to `InteractorRequest`, which is `Sendable`, already makes them nonisolated.
import UseCases

struct GreetingScreenReducer: ScreenReducer {
    nonisolated struct ViewModel: Equatable, Sendable {
        var name = ""
        var greeting: String?
        var message: String?
    }

    nonisolated enum Command: Equatable, Sendable {
        case greet(String)
        case greeted(String)
        case failed(String)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .greet(let name):
            viewModel = ViewModel(name: name)
            return [greet(name)]
        case .greeted(let greeting):
            viewModel.greeting = greeting
        case .failed(let message):
            viewModel.message = message
        }
        return []
    }

    func greet(_ name: String) -> ScreenEffect<Command, Never> {
        .execute(GreetRequest(name: name), onComplete: Command.greeted, onError: { .failed($0.message) })
    }
}

func makeGreetingScreen(executor: InteractorExecutor) -> Screen<GreetingScreenReducer> {
    Screen(GreetingScreenReducer(), viewModel: .init(), executor: executor)
}
