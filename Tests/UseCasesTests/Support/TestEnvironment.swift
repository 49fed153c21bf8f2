import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the test process runs under, for suites that scale their work to it.
enum TestEnvironment {
    /// Whether ThreadSanitizer or AddressSanitizer instruments this process; their runtimes define these symbols.
    static var isSanitized: Bool {
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        return dlsym(handle, "__tsan_init") != nil || dlsym(handle, "__asan_init") != nil
    }

    /// An integer from the environment, or `fallback` when it is unset or not a number.
    static func integer(_ name: String, default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? fallback
    }
}
