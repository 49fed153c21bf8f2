import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Ctrl-C as an event of the program: while an interruption is kept, the first interrupt (`SIGINT`) calls its
/// handler on the main actor instead of ending the program, so that the program can stop its work cleanly. A
/// second interrupt does what it did before, which ends the program unless something else handles it.
///
/// An interrupt the program was started with ignored (`nohup`, a background job without job control) stays
/// ignored, and the handler is never called.
@MainActor
public final class Interruption {
    private let source: (any DispatchSourceSignal)?
    /// What the interrupt did before: put back after the first interrupt, or by ``end()``.
    private let previous: sigaction

    /// Starts turning the first interrupt into a call of `handler`.
    ///
    /// - Parameter handler: Runs on the main actor, once, at the first interrupt.
    public init(_ handler: @escaping @MainActor () -> Void) {
        var previous = sigaction()
        _ = sigaction(SIGINT, nil, &previous)
        self.previous = previous
        guard !TerminalSignals.isIgnored(previous) else {
            source = nil
            return
        }
        // The signal is ignored, so that it only wakes the source, which watches for it however it is handled.
        _ = signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler {
            Self.restore(previous)  // A second interrupt does what it did before.
            source.cancel()
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
        self.source = source
    }

    /// Stops turning interrupts into calls: the next one does what it did before.
    public func end() {
        guard let source, !source.isCancelled else { return }
        source.cancel()
        Self.restore(previous)
    }

    private nonisolated static func restore(_ action: sigaction) {
        var action = action
        _ = sigaction(SIGINT, &action, nil)
    }
}
