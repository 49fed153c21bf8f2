// swift-tools-version: 6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "UseCases",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "UseCases", targets: ["UseCases"]),
        .library(name: "UseCaseSpy", targets: ["UseCaseSpy"]),
    ],
    targets: [
        .target(name: "UseCases"),
        .target(name: "UseCaseSpy", dependencies: ["UseCases"]),
        .target(
            name: "UseCasesTestFixtures",
            dependencies: ["UseCases"],
            path: "Tests/UseCasesTestFixtures",
            // Swift 5 mode on purpose: LegacyScheduler stands for an API that predates Swift concurrency.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["UseCases", "UseCaseSpy"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "UseCasesTests",
            dependencies: ["UseCases", "UseCaseSpy", "UseCasesTestFixtures", "TestSupport"]
        ),
        .testTarget(
            name: "UseCaseSpyTests",
            dependencies: ["UseCases", "UseCaseSpy", "TestSupport"]
        ),

        // MARK: Examples (built and tested from the root manifest so they cannot rot)

        .target(
            name: "ExampleSupport",
            path: "Examples/Support/Sources/ExampleSupport"
        ),
        .testTarget(
            name: "ExampleSupportTests",
            dependencies: ["ExampleSupport"],
            path: "Examples/Support/Tests/ExampleSupportTests"
        ),
        .target(
            name: "TodoCore",
            dependencies: ["UseCases"],
            path: "Examples/Todo/Sources/TodoCore"
        ),
        .executableTarget(
            name: "todo",
            dependencies: ["TodoCore", "UseCases", "ExampleSupport"],
            path: "Examples/Todo/Sources/todo"
        ),
        .testTarget(
            name: "TodoTests",
            dependencies: ["TodoCore", "todo", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Todo/Tests/TodoTests"
        ),
        .testTarget(
            name: "TodoEndToEndTests",
            dependencies: ["todo", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Todo/Tests/TodoEndToEndTests"
        ),
        .target(
            name: "ProfileCore",
            dependencies: ["UseCases"],
            path: "Examples/Profile/Sources/ProfileCore"
        ),
        .executableTarget(
            name: "profile",
            dependencies: ["ProfileCore", "UseCases", "ExampleSupport"],
            path: "Examples/Profile/Sources/profile"
        ),
        .testTarget(
            name: "ProfileTests",
            dependencies: ["ProfileCore", "profile", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Profile/Tests/ProfileTests"
        ),
        .testTarget(
            name: "ProfileEndToEndTests",
            dependencies: ["profile", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Profile/Tests/ProfileEndToEndTests"
        ),
        .target(
            name: "InvoiceCore",
            dependencies: ["UseCases"],
            path: "Examples/Invoice/Sources/InvoiceCore"
        ),
        .executableTarget(
            name: "invoice",
            dependencies: ["InvoiceCore", "UseCases", "ExampleSupport"],
            path: "Examples/Invoice/Sources/invoice"
        ),
        .testTarget(
            name: "InvoiceTests",
            dependencies: ["InvoiceCore", "invoice", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Invoice/Tests/InvoiceTests"
        ),
        .testTarget(
            name: "InvoiceEndToEndTests",
            dependencies: ["invoice", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Invoice/Tests/InvoiceEndToEndTests"
        ),
        .executableTarget(
            name: "login",
            dependencies: ["UseCases", "ExampleSupport"],
            path: "Examples/Login/Sources/login"
        ),
        .testTarget(
            name: "LoginTests",
            dependencies: ["login", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Login/Tests/LoginTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every target, the examples' included, builds with the same upcoming features.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
