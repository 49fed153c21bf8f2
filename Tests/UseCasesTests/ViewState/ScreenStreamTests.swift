import Testing
import UseCaseSpy
import UseCases

/// A screen effect that streams: each element's command fed back in order, then the last one; cancelled by
/// id or by stopping the screen like any effect.
@MainActor
@Suite struct ScreenStreamTests {
    struct CountingReducer: ScreenReducer {
        struct ViewModel: Equatable, Sendable {
            var numbers: [Int] = []
            var result: String?
        }

        enum Command: Equatable, Sendable {
            case count(Int), endless, stopCounting, counted(Int), finished(String), failed(String)
        }

        func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
            switch command {
            case .count(let count):
                return [
                    .stream(
                        CountRequest(count: count), id: "count", onElement: { .counted($0) },
                        onComplete: { .finished($0) }, onError: { .failed($0.message) })
                ]
            case .endless:
                return [
                    .stream(
                        EndlessStreamRequest(), id: "count", onElement: { .counted($0) },
                        onComplete: { .finished("endless ended") }, onError: { .failed($0.message) })
                ]
            case .stopCounting:
                return [.cancel("count")]
            case .counted(let number):
                viewModel.numbers.append(number)
            case .finished(let result), .failed(let result):
                viewModel.result = result
            }
            return []
        }
    }

    @Test func feedsBackEachElementInOrderThenTheResponse() async {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        let screen = ScreenTest(CountingReducer(), viewModel: .init(), executor: executor)
        defer { screen.finish() }

        screen.send(.count(3))
        await screen.receive(.counted(1)) { $0.numbers = [1] }
        await screen.receive(.counted(2)) { $0.numbers = [1, 2] }
        await screen.receive(.counted(3)) { $0.numbers = [1, 2, 3] }
        await screen.receive(.finished("counted 3")) { $0.result = "counted 3" }
    }

    @Test func cancellingTheEffectByIdCancelsTheUseCaseAndFeedsNothingMore() async {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessStreamInteractor(ended: ended))
        let screen = Screen(CountingReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }

        screen.send(.endless)
        for await viewModel in screen.viewModels where viewModel.numbers.count >= 2 { break }
        screen.send(.stopCounting)
        let end = await ended.next()
        await screen.effectsEnded()

        #expect(end?.hasSuffix("cancelled: true") == true)
        let numbers = screen.viewModel.numbers
        #expect(numbers == Array(1...numbers.count), "in order, each once")
        #expect(screen.viewModel.result == nil, "nothing fed back after the cancellation")
        #expect(screen.runningEffects.isEmpty)
    }

    @Test func stoppingTheScreenCancelsAStreamingEffect() async {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessStreamInteractor(ended: ended))
        let screen = Screen(CountingReducer(), viewModel: .init(), executor: executor)

        screen.send(.endless)
        screen.stop()

        #expect(await ended.next()?.hasSuffix("cancelled: true") == true)
    }

    @Test func aReducerTestMapsAnElementToItsCommand() {
        var viewModel = CountingReducer.ViewModel()
        let effects = CountingReducer().reduce(&viewModel, .count(2))

        #expect(effects.first?.command(afterElement: 7) == .counted(7))
        #expect(effects.first?.command(afterElement: "not an element") == nil)
        #expect(effects.first?.command(after: .success("counted 2")) == .finished("counted 2"))
        #expect(effects.first?.description == "stream CountRequest(count: 2) (id: count)")
        #expect(
            effects == [
                .stream(
                    CountRequest(count: 2), id: "count", onElement: { .counted($0) }, onComplete: { .finished($0) },
                    onError: { .failed($0.message) })
            ])
    }
}

extension ScreenStreamTests {
    @Test func aHeldStreamWalksTheScreenThroughEachElement() async {
        let executor = InteractorExecutor()
        let counting = StreamSpy<CountRequest>()
        counting.hold()
        executor.register(counting)
        let screen = ScreenTest(CountingReducer(), viewModel: .init(), executor: executor)
        defer { screen.finish() }

        screen.send(.count(2))
        await counting.nextRequest()
        await counting.sendHeld(1)
        #expect(screen.viewModel.numbers == [1], "the screen handled the element before sendHeld returned")
        await screen.receive(.counted(1)) { $0.numbers = [1] }
        await counting.sendHeld(2)
        await screen.receive(.counted(2)) { $0.numbers = [1, 2] }
        counting.completeHeld(with: "counted 2")
        await screen.receive(.finished("counted 2")) { $0.result = "counted 2" }
    }
}

/// Sends numbers until it is stopped, then records how it ended: for a screen's effect, whose request is
/// `Equatable`.
struct EndlessStreamRequest: StreamRequest, Equatable {
    typealias Element = Int
}

struct EndlessStreamInteractor: StreamInteractor {
    let ended: TestRecorder<String>

    func execute(_ request: EndlessStreamRequest, elements: ElementSender<Int>) async throws {
        try await EndlessInteractor(ended: ended).execute(EndlessRequest(), elements: elements)
    }
}
