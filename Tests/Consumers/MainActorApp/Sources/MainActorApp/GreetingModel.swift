// A view model on the main actor, as every class of the module is by default. Proves that the closure
// form of `execute` and of a stream changes its state directly (no `@Sendable`, `Task` or `MainActor.run`),
// and that `await` and `for try await` over a stream work from it.
import UseCases

final class GreetingModel {
    private let executor: InteractorExecutor
    private(set) var greeting: String?
    private(set) var letters: Int?
    private(set) var countdown: [Int] = []
    private(set) var countdownEnd: String?
    private(set) var errorMessage: String?
    /// The countdown started by `startCountdown(from:)`; cancelling it stops the use case.
    private(set) var counting: Task<Void, Never>?

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func greet(_ name: String) {
        executor.execute(GreetRequest(name: name)) { greeting in
            self.greeting = greeting
            self.errorMessage = nil
        } onError: { error in
            self.errorMessage = error.message
        }
    }

    func countLetters(in word: String) async {
        do {
            letters = try await executor.execute(CountLettersRequest(word: word))
        } catch {
            errorMessage = error.message
        }
    }

    func countDown(from number: Int) async {
        let stream = executor.stream(CountdownRequest(from: number))
        do {
            for try await number in stream {
                countdown.append(number)
            }
            countdownEnd = stream.response
        } catch {
            errorMessage = error.message
        }
    }

    func startCountdown(from number: Int) {
        counting = executor.execute(CountdownRequest(from: number)) { number in
            self.countdown.append(number)
        } onComplete: { end in
            self.countdownEnd = end
        } onError: { error in
            self.errorMessage = error.message
        }
    }
}
