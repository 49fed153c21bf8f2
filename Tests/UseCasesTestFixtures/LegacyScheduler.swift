import Dispatch

/// Stands for an API written before Swift concurrency: it takes a plain escaping closure, which the
/// compiler does not check for sendability, and runs it later on another thread.
///
/// This module builds in Swift 5 language mode for that reason: tests use it to hand a borrowed
/// `Completion` to code that outlives the interactor's `execute`, which Swift 6 code cannot do.
public enum LegacyScheduler {
    /// Runs `body` on a background queue after a short delay.
    ///
    /// - Parameter body: The work to run later.
    public static func runLater(_ body: @escaping () -> Void) {
        let work = UncheckedWork(body: body)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { work.body() }
    }
}

/// What a pre-concurrency API does implicitly: send a closure to another thread without any check.
private struct UncheckedWork: @unchecked Sendable {
    // @unchecked: deliberately unchecked, no lock; this fixture imitates code written before Sendable.
    let body: () -> Void
}
