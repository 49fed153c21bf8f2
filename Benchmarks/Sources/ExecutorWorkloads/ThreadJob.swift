#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One loop on a thread of its own.
final class ThreadJob: @unchecked Sendable {
    // @unchecked: `result` is written only by the job's thread, and read only after `pthread_join` returns.
    /// How many times the loop runs.
    let count: Int
    /// The loop, given `count`; it returns its result.
    let loop: @Sendable (Int) -> Int
    /// What the loop returned, once the thread has been joined.
    var result = 0

    /// A job that will run `loop(count)` once started.
    init(count: Int, loop: @escaping @Sendable (Int) -> Int) {
        self.count = count
        self.loop = loop
    }

    /// Starts a thread that runs the loop; join it with ``join(_:)`` before reading ``result``.
    func start() -> pthread_t {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, nil, { ThreadJob.run($0) }, context)
            guard status == 0, let thread else {
                preconditionFailure("pthread_create failed: \(status)")
            }
            return thread
        #else
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { ThreadJob.run($0) }, context)
            precondition(status == 0, "pthread_create failed: \(status)")
            return thread
        #endif
    }

    /// Waits for `thread` to end.
    static func join(_ thread: pthread_t) {
        let status = pthread_join(thread, nil)
        precondition(status == 0, "pthread_join failed: \(status)")
    }

    /// The thread's entry point: runs the job whose retained reference `context` is, then releases it.
    private static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let context else {
            preconditionFailure("ThreadJob started without its context")
        }
        let job = Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue()
        job.result = job.loop(job.count)
        return nil
    }
}
