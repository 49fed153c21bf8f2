import ExampleSupport

/// The entry point: runs the demo or the interactive screen, as the command line asks.
@main
enum ProfileMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "profile", run)
    }

    /// Runs `profile` as `invocation` asks, the usage aside.
    @MainActor
    static func run(_ invocation: ProfileInvocation, console: any Console) async -> Int32 {
        invocation == .demo
            ? await ProfileDemo(console: console).run() : await InteractiveSession(console: console).run()
    }
}
