import Foundation
import TodoCore

/// The entry point: resolves the list's file, composes the use cases, and hands the arguments to the
/// presenter.
@main
enum TodoMain {
    @MainActor
    static func main() async {
        let fileURL = TodoFileLocation.fileURL(
            environment: ProcessInfo.processInfo.environment,
            fallbackHomeDirectory: NSHomeDirectory()
        )
        let executor = TodoLogic.makeExecutor(gateway: JSONFileTodoGateway(fileURL: fileURL))
        let presenter = TodoPresenter(executor: executor, console: StandardConsole())
        exit(await presenter.run(Array(CommandLine.arguments.dropFirst())))
    }
}
