import UseCases

/// Answers with its request's text, synchronously.
struct EchoInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
        var text: String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        completion.complete(with: request.text)
    }
}

/// Answers with its request's text, as an async function.
struct AsyncEchoInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = String
        var text: String
    }

    func execute(_ request: Request) async throws -> String {
        request.text
    }
}

/// Answers later, from a detached task, with its request's text.
struct DetachedEchoInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
        var text: String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        let pending = completion.detach()
        Task.detached {
            pending.complete(with: request.text)
        }
    }
}

/// Fails with the error it was given.
struct FailingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let error: any Error

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.fail(with: error)
    }
}

/// Throws the error it was given.
struct ThrowingInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let error: any Error

    func execute(_ request: Request) async throws -> Int {
        throw error
    }
}

/// Lets go of its completion without using it.
struct DroppingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {}
}

/// Detaches its completion and lets go of it later, from another task, without completing.
struct LateDroppingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        Task.detached {
            _ = pending
        }
    }
}

/// Completes twice through a detached completion.
struct TwiceCompletingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        pending.complete(with: 1)
        pending.complete(with: 2)
    }
}

/// A test error that is not an `InteractorError`.
struct SomeError: Error, Equatable {
    var value = 7
}
