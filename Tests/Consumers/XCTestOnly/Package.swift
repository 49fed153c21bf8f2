// swift-tools-version: 6.2
// A consumer of UseCases whose tests are written with XCTest only: no test file imports Testing. `.ci/run`
// builds and tests it with warnings as errors, so `UseCaseSpy` stays usable from an XCTest target.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "XCTestOnly",
    platforms: [.macOS(.v14), .iOS(.v17)],
    // Named: a path dependency's identity is its folder's name, which is whatever the clone is called.
    dependencies: [.package(name: "UseCases", path: "../../..")],
    targets: [
        .target(
            name: "XCTestOnly",
            dependencies: [.product(name: "UseCases", package: "UseCases")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "XCTestOnlyTests",
            dependencies: ["XCTestOnly", .product(name: "UseCaseSpy", package: "UseCases")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
