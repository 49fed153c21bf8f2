#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Chooses which stripe of a ``StripedLocked`` the calling thread takes, from the address of its `pthread_t`.
///
/// The stripe decides speed only, never correctness: two threads on one stripe share a lock, as all threads
/// did before stripes. With glibc on Linux a thread's `pthread_t` sits at the top of its stack mapping, and
/// threads created one after another usually get stacks mapped one below the other, each its size plus a
/// guard page: 8 MiB and one page by default, so 2,049 pages, and the page numbers of such threads'
/// `pthread_t` step by 1 modulo 16. A multiplicative hash would instead put two threads together with a
/// chance of 1 in 16, and, since glibc reuses the stacks of ended threads, keep them together. The main
/// thread's stack, and stacks with other mappings between them, fall where they fall. Elsewhere (Apple
/// platforms, Musl, FreeBSD), where `pthread_t` is laid out differently, a multiplicative hash of the address.
struct StripeSelector: Sendable {
    #if os(Linux) && canImport(Glibc)
        /// log2 of the page size (12 for 4 KiB pages, 16 for 64 KiB ones), read once: a `static let` would
        /// cost a `swift_once` check on every call.
        private let pageShift = Int(sysconf(Int32(_SC_PAGESIZE))).trailingZeroBitCount
    #endif

    /// The calling thread's stripe among `stripeCount` stripes, a power of two.
    func current(among stripeCount: Int) -> Int {
        threadNumber & (stripeCount &- 1)
    }

    /// A number for the calling thread whose low bits tell threads apart.
    private var threadNumber: Int {
        #if os(Linux) && canImport(Glibc)
            return Int(truncatingIfNeeded: UInt(pthread_self()) &>> pageShift)  // `&>>`: no checks on the shift count
        #else
            let thread = UInt64(UInt(bitPattern: pthread_self()))
            // Fibonacci hashing: the high bits of the product depend on every bit of the thread's address.
            return Int(truncatingIfNeeded: (thread &* 0x9E37_79B9_7F4A_7C15) >> 56)
        #endif
    }
}
