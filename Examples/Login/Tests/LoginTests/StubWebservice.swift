import Foundation

@testable import login

/// A web service that answers every login with the same result, from another thread, and counts calls.
final class StubWebservice: WebservicePlugin, @unchecked Sendable {
    // @unchecked: `calls` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var calls = 0
    private let result: Result<WebserviceLoginReply, WebserviceError>

    init(_ result: Result<WebserviceLoginReply, WebserviceError>) {
        self.result = result
    }

    var callCount: Int {
        lock.withLock { calls }
    }

    func logIn(
        email: String,
        password: String,
        completion: @escaping @Sendable (Result<WebserviceLoginReply, WebserviceError>) -> Void
    ) {
        lock.withLock { calls += 1 }
        let result = self.result
        Thread.detachNewThread { completion(result) }
    }
}
