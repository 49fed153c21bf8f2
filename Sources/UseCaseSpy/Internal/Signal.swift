import UseCases

/// Wakes one waiting task once: whichever comes first of the event, a timeout, or the task's cancellation.
final class Signal: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Void, Never>)
        case signalled
    }

    private let state = Locked<State>(.idle)

    /// Waits until ``signal()`` is called, `timeout` seconds pass, or the task is cancelled.
    func wait(timeout: Double) async {
        let timer = Task { [weak self] in
            await TestTimeout.sleep(timeout)
            self?.signal()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let signalled = state.withLock { state in
                    guard case .idle = state else { return true }
                    state = .waiting(continuation)
                    return false
                }
                if signalled {
                    continuation.resume()
                }
            }
        } onCancel: {
            signal()
        }
        timer.cancel()
    }

    /// Wakes the waiting task, or the next one to wait; later calls do nothing.
    func signal() {
        let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state = .signalled }
            guard case .waiting(let continuation) = state else { return nil }
            return continuation
        }
        waiting?.resume()
    }
}
