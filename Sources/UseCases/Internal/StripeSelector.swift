#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Chooses which stripe of a ``StripedLocked`` the calling thread takes.
///
/// The stripe decides speed only, never correctness: two threads on one stripe share a lock, as all threads
/// did before stripes. With glibc on Linux the stripe is the number of the CPU the thread runs on
/// (`sched_getcpu`, which glibc 2.35 and later answer from memory the kernel keeps current, without a system
/// call): threads running at the same moment run on different CPUs, so up to 16 CPUs they never share a
/// lock, however their stacks were laid out. A thread moved to another CPU in the middle of a call shares a
/// lock for that call only. Elsewhere (Apple platforms, Musl, FreeBSD), and should glibc not export
/// `sched_getcpu`, a multiplicative hash of the address of the thread's `pthread_t`: two threads then share
/// a stripe with a chance of 1 in 16.
struct StripeSelector: Sendable {
    #if os(Linux) && canImport(Glibc)
        /// A C function that returns the calling thread's CPU, or a negative number.
        typealias CPUReader = @convention(c) () -> Int32

        /// glibc's `sched_getcpu`, copied from ``glibcCPUReader`` so that a call reads it beside the state
        /// rather than through a lazily initialized global, which checks its initialization on every access.
        private let currentCPU = Self.glibcCPUReader

        /// glibc's `sched_getcpu`, found once per process. The `Glibc` module does not import it: glibc
        /// declares it only for `_GNU_SOURCE`.
        private static let glibcCPUReader = dlsym(nil, "sched_getcpu").map { unsafeBitCast($0, to: CPUReader.self) }
    #endif

    /// The calling thread's stripe among `stripeCount` stripes, a power of two.
    func current(among stripeCount: Int) -> Int {
        threadNumber & (stripeCount &- 1)
    }

    /// A number for the calling thread, or for the CPU it runs on, whose low bits tell threads apart.
    private var threadNumber: Int {
        #if os(Linux) && canImport(Glibc)
            if let currentCPU {
                return Int(truncatingIfNeeded: currentCPU())
            }
        #endif
        #if canImport(Glibc)
            let thread = UInt64(pthread_self())  // an integer in glibc
        #else
            let thread = UInt64(UInt(bitPattern: pthread_self()))
        #endif
        // Fibonacci hashing: the high bits of the product depend on every bit of the thread's address.
        return Int(truncatingIfNeeded: (thread &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
