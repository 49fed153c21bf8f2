// swift-tools-version: 6.2
// A consumer of UseCases set up as Xcode 26 sets up a new app target: every declaration on the main actor
// unless it says otherwise, and the upcoming features of "approachable concurrency". `.ci/run` builds and
// tests it with warnings as errors, so the package stays usable from such an app.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "MainActorApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    // Named: a path dependency's identity is its folder's name, which is whatever the clone is called.
    dependencies: [.package(name: "UseCases", path: "../../..")],
    targets: [
        .target(
            name: "MainActorApp",
            dependencies: [.product(name: "UseCases", package: "UseCases")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MainActorAppTests",
            dependencies: ["MainActorApp", .product(name: "UseCaseSpy", package: "UseCases")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
