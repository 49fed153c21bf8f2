// The app's use cases, declared as in an app target whose default isolation is the main actor: a callback
// interactor, an async one and a streamed one. Proves that requests and interactors written this way
// conform to the package's protocols and register with an executor.
import UseCases

struct GreetRequest: InteractorRequest, Equatable {
    typealias Response = String
    var name: String
}

/// Answers through its completion, at once.
struct GreetInteractor: Interactor {
    func execute(_ request: GreetRequest, completion: consuming Completion<String>) {
        if request.name.isEmpty {
            completion.fail(with: InteractorError(message: "Enter a name.", code: .custom(1)))
        } else {
            completion.complete(with: "Hello, \(request.name)!")
        }
    }
}

struct CountLettersRequest: InteractorRequest, Equatable {
    typealias Response = Int
    var word: String
}

/// Answers by returning.
struct CountLettersInteractor: AsyncInteractor {
    func execute(_ request: CountLettersRequest) async throws -> Int {
        request.word.filter(\.isLetter).count
    }
}

struct CountdownRequest: StreamRequest, Equatable {
    typealias Element = Int
    typealias Response = String
    var from: Int
}

/// Sends each number down to 1, then answers with a word.
struct CountdownInteractor: StreamInteractor {
    func execute(_ request: CountdownRequest, elements: ElementSender<Int>) async throws -> String {
        for number in stride(from: request.from, through: 1, by: -1) {
            try await elements.send(number)
        }
        return "Lift-off"
    }
}
