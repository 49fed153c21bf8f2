import UseCases

/// Answers with its request's text, synchronously.
package struct EchoInteractor: Interactor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = String
        package var text: String

        package init(text: String) {
            self.text = text
        }
    }

    package func execute(_ request: Request, completion: consuming Completion<String>) {
        completion.complete(with: request.text)
    }
}

/// Answers with its request's text, as an async function.
package struct AsyncEchoInteractor: AsyncInteractor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = String
        package var text: String

        package init(text: String) {
            self.text = text
        }
    }

    package func execute(_ request: Request) async throws -> String {
        request.text
    }
}

/// Answers later, from a detached task, with its request's text.
package struct DetachedEchoInteractor: Interactor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = String
        package var text: String

        package init(text: String) {
            self.text = text
        }
    }

    package func execute(_ request: Request, completion: consuming Completion<String>) {
        let pending = completion.detach()
        Task.detached {
            pending.complete(with: request.text)
        }
    }
}

/// Fails with the error it was given.
package struct FailingInteractor: Interactor {
    package struct Request: InteractorRequest {
        package typealias Response = Int

        package init() {}
    }

    package let error: any Error

    package init(error: any Error) {
        self.error = error
    }

    package func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.fail(with: error)
    }
}

/// Throws the error it was given.
package struct ThrowingInteractor: AsyncInteractor {
    package struct Request: InteractorRequest {
        package typealias Response = Int

        package init() {}
    }

    package let error: any Error

    package init(error: any Error) {
        self.error = error
    }

    package func execute(_ request: Request) async throws -> Int {
        throw error
    }
}

/// Lets go of its completion without using it.
package struct DroppingInteractor: Interactor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = Int

        package init() {}
    }

    package func execute(_ request: Request, completion: consuming Completion<Int>) {}
}

/// Detaches its completion and lets go of it later, from another task, without completing.
package struct LateDroppingInteractor: Interactor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = Int

        package init() {}
    }

    package func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        Task.detached {
            _ = pending
        }
    }
}

/// Completes twice through a detached completion.
package struct TwiceCompletingInteractor: Interactor {
    package init() {}

    package struct Request: InteractorRequest {
        package typealias Response = Int

        package init() {}
    }

    package func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        pending.complete(with: 1)
        pending.complete(with: 2)
    }
}

/// A test error that is not an `InteractorError`.
package struct SomeError: Error, Equatable {
    package var value = 7

    package init(value: Int = 7) {
        self.value = value
    }
}
