import UseCases

/// A screen that counts, and asks the executor to increment: what a screen costs around its reducer.
public struct CounterReducer: ScreenReducer {
    /// The count the screen shows.
    public struct ViewModel: Equatable, Sendable {
        /// The current count.
        public var count = 0
    }

    /// What the counter can be asked to do.
    public enum Command: Sendable {
        /// Adds one, with no effect.
        case increment
        /// Executes `IncrementRequest(value:)` and shows its answer.
        case load(Int)
        /// What `load` feeds back.
        case loaded(Int)
    }

    /// Creates the reducer.
    public init() {}

    /// Counts, or starts an execution of `IncrementRequest`.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .increment:
            viewModel.count += 1
            return []
        case .load(let value):
            return [.execute(IncrementRequest(value: value), onComplete: Command.loaded, onError: { _ in .loaded(-1) })]
        case .loaded(let count):
            viewModel.count = count
            return []
        }
    }
}

extension Loops {
    /// The reducer called directly `count` times: the baseline of ``send(_:attachedViews:)``.
    public static func reduceDirectly(_ count: Int) -> Int {
        let reducer = CounterReducer()
        var viewModel = CounterReducer.ViewModel()
        for _ in 0..<count {
            blackHoleEffects(reducer.reduce(&viewModel, .increment))
        }
        return viewModel.count
    }

    /// Sends `count` commands that change the view model and start no effect, to a screen with
    /// `attachedViews` views attached.
    @MainActor
    public static func send(_ count: Int, attachedViews: Int) -> Int {
        let screen = Screen(CounterReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered = 0
        let attachments = (0..<attachedViews).map { _ in screen.attach { rendered &+= $0.count } }
        for _ in 0..<count {
            screen.send(.increment)
        }
        withExtendedLifetime(attachments) {}
        return screen.viewModel.count &+ rendered
    }

    /// Sends `count` commands that each execute `IncrementRequest` through `executor`, waiting for the
    /// command it feeds back before the next: a use case run from a screen, end to end.
    @MainActor
    public static func sendAndFeedBack(_ count: Int, on executor: InteractorExecutor) async -> Int {
        let screen = Screen(CounterReducer(), viewModel: .init(), executor: executor)
        var waiting: UnsafeContinuation<Void, Never>?
        let attachment = screen.attach { _ in
            waiting?.resume()
            waiting = nil
        }
        for value in 0..<count {
            await withUnsafeContinuation { continuation in
                waiting = continuation
                screen.send(.load(value))
            }
        }
        withExtendedLifetime(attachment) {}
        return screen.viewModel.count
    }

    /// Hops to the main actor from a task `count` times, waiting for each: the least an effect costs, since
    /// an effect runs in a task and its command comes back on the main actor.
    @MainActor
    public static func hopThroughATask(_ count: Int) async -> Int {
        var sum = 0
        for value in 0..<count {
            sum &+= await withUnsafeContinuation { continuation in
                Task { @MainActor in continuation.resume(returning: value) }
            }
        }
        return sum
    }

    /// Awaits `IncrementRequest` `count` times from the main actor: the baseline of
    /// ``sendAndFeedBack(_:on:)``.
    @MainActor
    public static func awaitOnMainActor(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var sum = 0
        for value in 0..<count {
            do {
                sum &+= try await executor.execute(IncrementRequest(value: value))
            } catch {
                preconditionFailure("IncrementInteractor does not fail: \(error)")
            }
        }
        return sum
    }
}

/// Keeps the optimiser from dropping a reducer's effects unread.
@inline(never)
func blackHoleEffects(_ effects: [ScreenEffect<CounterReducer.Command, Never>]) {
    withExtendedLifetime(effects) {}
}
