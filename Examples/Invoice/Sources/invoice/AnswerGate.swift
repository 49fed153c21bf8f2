/// Lets the demo's customer directory answer about an address only when the demo says so, so that the
/// demo's output is the same on every run. A lookup whose task is cancelled stops waiting at once.
actor AnswerGate {
    private var released: Set<String> = []
    private var waiting: [Int: (email: String, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var nextID = 0

    /// Returns once `email` is released.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    func wait(for email: String) async throws {
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if released.contains(email) {
                    continuation.resume()
                } else if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting[id] = (email, continuation)
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Lets every lookup of `email`, waiting or to come, answer.
    func release(_ email: String) {
        released.insert(email)
        for (id, waiter) in waiting where waiter.email == email {
            waiting[id] = nil
            waiter.continuation.resume()
        }
    }

    private func cancel(_ id: Int) {
        waiting.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }
}
