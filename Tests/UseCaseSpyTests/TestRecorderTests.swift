import TestSupport
import Testing
import UseCaseSpy

/// A recorder hands the test each value in order, waiting for the ones not recorded yet.
@Suite struct TestRecorderTests {
    @Test func nextReturnsEachValueInOrderAndValuesListsThemAll() async {
        let shown = TestRecorder<String>()
        shown.record("loading")
        shown.record("loaded")
        #expect(await shown.next() == "loading")
        #expect(await shown.next() == "loaded")
        #expect(shown.values == ["loading", "loaded"])
    }

    @Test func nextWaitsForAValueRecordedLaterFromAnotherTask() async {
        let shown = TestRecorder<Int>()
        let recorder = Task {
            await Task.yield()
            shown.record(7)
        }
        #expect(await shown.next() == 7)
        await recorder.value
    }
    @Test func aValueThatNeverComesFailsTheTestWithAMessage() async {
        let shown = TestRecorder<Int>()
        shown.record(1)
        #expect(await shown.next() == 1)
        await withKnownIssue {
            #expect(await shown.next(timeout: .milliseconds(50)) == nil)
        } matching: { issue in
            message(of: issue).contains(
                "Timed out after 0.05 seconds waiting for value #2 of TestRecorder<Swift.Int>; 1 recorded")
        }
    }
}
