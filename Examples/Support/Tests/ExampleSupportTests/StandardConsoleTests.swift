import ExampleSupport
import Foundation
import Testing

/// How a program ends when its output could not be written, as a function.
@Suite struct StandardConsoleTests {
    @Test func anOutputThatGotThroughKeepsTheStatusAndSaysNothing() {
        let ending = StandardConsole.ending(3, outputFailure: nil, program: "todo", changeSaved: true)
        #expect(ending.status == 3)
        #expect(ending.message == nil)
    }

    @Test func workThatFailedKeepsItsStatusWhenItsOutputFailedToo() {
        let ending = StandardConsole.ending(
            64, outputFailure: .init(code: EBADF), program: "todo", changeSaved: false)
        #expect(ending.status == 64)
        #expect(ending.message == "todo: could not write the output (Bad file descriptor).")
    }

    @Test(arguments: [true, false])
    func aFailedOutputEndsWithItsOwnCodeAndSaysWhetherTheChangeWasSaved(saved: Bool) {
        let ending = StandardConsole.ending(
            0, outputFailure: .init(code: ENOSPC), program: "todo", changeSaved: saved)
        #expect(ending.status == ExitCode.outputFailed)
        #expect(
            ending.message
                == "todo: could not write the output (No space left on device)\(saved ? "; the change was saved" : "")."
        )
    }

    @Test(arguments: [ExitCode.success, ExitCode.failure])
    func aReaderThatClosedThePipeIsNoFailureToReport(status: Int32) {
        let ending = StandardConsole.ending(
            status, outputFailure: .init(code: EPIPE), program: "todo", changeSaved: true)
        #expect(ending.status == (status == ExitCode.success ? ExitCode.brokenPipe : status))
        #expect(ending.message == nil)
    }
}
