import ExampleSupport
import Foundation
import TodoCore

/// The entry point: takes out the options, resolves the list's file, composes the use cases, and hands the
/// command to the presenter.
@main
enum TodoMain {
    @MainActor
    static func main() async {
        let console = StandardConsole()  // First: it takes the place of a closed standard output.
        let (options, command) = TodoOptions.parse(Array(CommandLine.arguments.dropFirst()))
        let log = options.isVerbose ? ExecutionLog.standardError : .off
        let fileURL = TodoFileLocation.fileURL(
            environment: ProcessInfo.processInfo.environment,
            fallbackHomeDirectory: NSHomeDirectory()
        )
        let executor = log.makeExecutor(gateway: JSONFileTodoGateway(fileURL: fileURL))
        let presenter = TodoPresenter(executor: executor, console: console, log: log)
        let status = await presenter.run(command)
        let changesTheList = (try? TodoCommand(parsing: command))?.changesTheList ?? false
        exit(console.end(with: status, program: "todo", changeSaved: changesTheList && status == ExitCode.success))
    }
}
