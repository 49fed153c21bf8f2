// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so the root package stays free of dependencies.
// Run them from this folder with `swift package benchmark`; see README.md.
let package = Package(
    name: "UseCasesBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "UseCases", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmarks measure, in a module of its own as in an app: only the executor's
        // `@inlinable` code is specialized here. Its `ConcreteRequests.swift` (1,000 concrete request types)
        // is not in the repository: the plugin below writes it at build time.
        .target(
            name: "ExecutorWorkloads",
            dependencies: [.product(name: "UseCases", package: "UseCases")],
            plugins: ["GenerateConcreteRequests"]
        ),
        // Runs `ConcreteRequestsGenerator` and hands its output to the build of the target it is applied to.
        .plugin(
            name: "GenerateConcreteRequests",
            capability: .buildTool(),
            dependencies: ["ConcreteRequestsGenerator"]
        ),
        // Writes the source of `ConcreteRequests`: 1,000 concrete request types and their interactors.
        .executableTarget(name: "ConcreteRequestsGenerator"),
        .executableTarget(
            name: "ExecutorBenchmarks",
            dependencies: [
                "ExecutorWorkloads",
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ExecutorBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // The same workloads without the harness, for `valgrind --tool=callgrind`.
        .executableTarget(
            name: "ExecutorProfile",
            dependencies: [
                "ExecutorWorkloads",
                .product(name: "UseCases", package: "UseCases"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
