import ExampleSupport
import Foundation
import TodoCore

/// The entry point: takes out the options, resolves the list's file, composes the use cases, and hands the
/// command to the presenter.
@main
enum TodoMain {
    @MainActor
    static func main() async {
        await ExampleProgram.mainThatChanges(named: "todo") { arguments, console in
            let (options, command) = TodoOptions.parse(arguments)
            let log = options.isVerbose ? ExecutionLog.standardError : .off
            let fileURL = TodoFileLocation.fileURL(
                environment: ProcessInfo.processInfo.environment,
                fallbackHomeDirectory: NSHomeDirectory()
            )
            let executor = log.makeExecutor(gateway: JSONFileTodoGateway(fileURL: fileURL))
            let presenter = TodoPresenter(executor: executor, console: console, log: log)
            let status = await presenter.run(command)
            return (status, presenter.changedTheList)
        }
    }
}
