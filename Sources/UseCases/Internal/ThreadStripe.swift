#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which stripe of a ``StripedLocked`` the calling thread takes, from the address of its `pthread_t`.
///
/// The stripe decides speed only, never correctness: two threads on one stripe share a lock, as all threads
/// did before stripes. On Linux a thread's `pthread_t` sits at the top of its stack mapping, and glibc maps the
/// stacks of new threads one below the other, each its size plus a guard page: 8 MiB + 4 KiB by default,
/// 2,049 pages, so the page numbers of consecutive threads' `pthread_t` step by 1 modulo 16 and the first 16
/// threads of one stack size fall on different stripes. A multiplicative hash would instead put two threads
/// together with a chance of 1 in 16, and, since glibc reuses the stacks of ended threads, keep them together.
/// Elsewhere (Apple platforms, Musl), where stacks are laid out differently, a multiplicative hash of the address.
enum ThreadStripe {
    /// A number for the calling thread; ``StripedLocked`` keeps its low bits.
    static var current: Int {
        #if canImport(Glibc)
            return Int(truncatingIfNeeded: UInt(pthread_self()) >> 12)
        #else
            let thread = UInt(bitPattern: pthread_self())
            // Fibonacci hashing: the high bits of the product depend on every bit of the thread's address.
            return Int(truncatingIfNeeded: (thread &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - 8))
        #endif
    }
}
