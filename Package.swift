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
        .target(name: "UseCases", swiftSettings: swiftSettings),
        .target(name: "UseCaseSpy", dependencies: ["UseCases"], swiftSettings: swiftSettings),
        .target(
            name: "UseCasesTestFixtures",
            dependencies: ["UseCases"],
            path: "Tests/UseCasesTestFixtures",
            // Swift 5 mode on purpose: LegacyScheduler stands for an API that predates Swift concurrency.
            swiftSettings: swiftSettings + [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["UseCases", "UseCaseSpy"],
            path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UseCasesTests",
            dependencies: ["UseCases", "UseCaseSpy", "UseCasesTestFixtures", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UseCaseSpyTests",
            dependencies: ["UseCases", "UseCaseSpy", "TestSupport"],
            swiftSettings: swiftSettings
        ),

        // MARK: Examples (built and tested from the root manifest so they cannot rot)

        .target(
            name: "ExampleSupport",
            path: "Examples/Support/Sources/ExampleSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ExampleSupportTests",
            dependencies: ["ExampleSupport"],
            path: "Examples/Support/Tests/ExampleSupportTests",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TodoCore",
            dependencies: ["UseCases"],
            path: "Examples/Todo/Sources/TodoCore",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "todo",
            dependencies: ["TodoCore", "UseCases", "ExampleSupport"],
            path: "Examples/Todo/Sources/todo",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TodoTests",
            dependencies: ["TodoCore", "todo", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Todo/Tests/TodoTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TodoEndToEndTests",
            dependencies: ["todo", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Todo/Tests/TodoEndToEndTests",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ProfileCore",
            dependencies: ["UseCases"],
            path: "Examples/Profile/Sources/ProfileCore",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "profile",
            dependencies: ["ProfileCore", "UseCases", "ExampleSupport"],
            path: "Examples/Profile/Sources/profile",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ProfileTests",
            dependencies: ["ProfileCore", "profile", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Profile/Tests/ProfileTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ProfileEndToEndTests",
            dependencies: ["profile", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Profile/Tests/ProfileEndToEndTests",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "InvoiceCore",
            dependencies: ["UseCases"],
            path: "Examples/Invoice/Sources/InvoiceCore",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "invoice",
            dependencies: ["InvoiceCore", "UseCases", "ExampleSupport"],
            path: "Examples/Invoice/Sources/invoice",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "InvoiceTests",
            dependencies: ["InvoiceCore", "invoice", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Invoice/Tests/InvoiceTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "InvoiceEndToEndTests",
            dependencies: ["invoice", "ExampleSupport"],  // Makes `swift test` build the executable these tests launch.
            path: "Examples/Invoice/Tests/InvoiceEndToEndTests",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "login",
            dependencies: ["UseCases", "ExampleSupport"],
            path: "Examples/Login/Sources/login",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LoginTests",
            dependencies: ["login", "UseCases", "UseCaseSpy", "ExampleSupport"],
            path: "Examples/Login/Tests/LoginTests",
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
