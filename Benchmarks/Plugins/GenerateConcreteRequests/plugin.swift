import Foundation
import PackagePlugin

/// Has `ConcreteRequestsGenerator` write `ConcreteRequests.swift` into the plugin's work directory when the
/// target it is applied to is built (again only after the generator changed); the build compiles that file
/// with the target's own sources.
@main
struct GenerateConcreteRequests: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let generator = try context.tool(named: "ConcreteRequestsGenerator")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ConcreteRequests.swift")
        return [
            .buildCommand(
                displayName: "Generating \(output.lastPathComponent) for \(target.name)",
                executable: generator.url,
                arguments: [output.path],
                outputFiles: [output]
            )
        ]
    }
}
