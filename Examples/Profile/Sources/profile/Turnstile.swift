/// Lets one waiting task through per ``open()``: the demo's way of deciding when each service answers, so
/// that its output never depends on timing.
actor Turnstile {
    private var passes = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits until the turnstile is opened for this caller; returns at once when it was opened ahead.
    func pass() async {
        guard passes == 0 else {
            passes -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the oldest waiting caller through, or the next one to come.
    func open() {
        if waiting.isEmpty {
            passes += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
