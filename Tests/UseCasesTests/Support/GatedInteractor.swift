import Foundation
import UseCases

/// Holds executions open until a test opens the gate.
final class Gate: @unchecked Sendable {
    // @unchecked: `waiting` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var waiting: [DetachedCompletion<Int>] = []

    var isWaiting: Bool { lock.withLock { !waiting.isEmpty } }
    var waitingCount: Int { lock.withLock { waiting.count } }

    func hold(_ completion: DetachedCompletion<Int>) {
        lock.withLock { waiting.append(completion) }
    }

    /// Completes every waiting execution with `value`.
    func open(with value: Int) {
        let all = lock.withLock {
            defer { waiting.removeAll() }
            return waiting
        }
        for completion in all { completion.complete(with: value) }
    }

    /// Lets go of every waiting execution without completing it.
    func drop() {
        lock.withLock { waiting.removeAll() }
    }
}

/// Completes only when its gate is opened.
struct GatedInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let gate: Gate

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        gate.hold(completion.detach())
    }
}
