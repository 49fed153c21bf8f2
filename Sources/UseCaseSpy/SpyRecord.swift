public import UseCases

/// What an ``ExecutionSpy`` recorded: the requests it was executed with, and how far the test has looked at them.
///
/// Only the kit creates one; a spy hands it out as ``ExecutionSpy/record``, and the members every spy shares,
/// such as ``ExecutionSpy/requests`` and ``ExecutionSpy/nextRequest(timeout:fileID:filePath:line:column:)``,
/// read it. A test reads those members, never the record.
public struct SpyRecord<Request: UseCaseRequest>: Sendable {
    /// The spy that recorded it.
    let spy: any SpyRecording<Request>

    init(_ spy: any SpyRecording<Request>) {
        self.spy = spy
    }
}
