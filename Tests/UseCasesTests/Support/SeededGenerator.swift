#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small, fast, seeded random number generator (SplitMix64), so a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    /// A seed for a test's random inputs: the one in `USECASES_TEST_SEED`, to replay a failure that printed
    /// it, or a new random one.
    static func seed() -> UInt64 {
        if let text = getenv("USECASES_TEST_SEED"), let seed = UInt64(String(cString: text)) {
            return seed
        }
        return UInt64.random(in: 0...UInt64.max)
    }

    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
