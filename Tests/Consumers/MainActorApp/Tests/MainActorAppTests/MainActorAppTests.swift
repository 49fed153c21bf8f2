// Swift Testing tests of a main-actor-by-default app: each test, like the suite, is on the main actor.
// Proves that such a test target runs the app's closures, `await`, streams, middleware and screen against
// real interactors and spies, and checks what they did.
import Testing
import UseCaseSpy
import UseCases

@testable import MainActorApp

@Suite struct MainActorAppTests {
    let log = ExecutionLog()
    let events = AsyncStream.makeStream(of: ExecutionRecord.self)

    func makeModel() -> GreetingModel {
        let continuation = events.continuation
        return GreetingModel(executor: AppSetup.makeExecutor(log: log) { continuation.yield($0) })
    }

    @Test func closuresReachTheModelBeforeExecuteReturns() {
        let model = makeModel()

        model.greet("Ada")
        #expect(model.greeting == "Hello, Ada!")

        model.greet("")
        #expect(model.errorMessage == "Enter a name.")
    }

    @Test func awaitGoesThroughTheLoggingMiddleware() async {
        let model = makeModel()

        await model.countLetters(in: "Ada Lovelace")

        #expect(model.letters == 11)
        var logged = events.stream.makeAsyncIterator()
        let event = await logged.next()
        #expect(event?.requestType is CountLettersRequest.Type)
        #expect(event?.outcome == .success)
    }

    @Test func aLoopTakesEachElementThenTheResponse() async {
        let model = makeModel()

        await model.countDown(from: 3)

        #expect(model.countdown == [3, 2, 1])
        #expect(model.countdownEnd == "Lift-off")
        #expect(await log.names == ["CountdownRequest"])
    }

    @Test func closuresTakeEachElementThenTheResponse() async {
        let model = makeModel()

        model.startCountdown(from: 2)
        await model.counting?.value

        #expect(model.countdown == [2, 1])
        #expect(model.countdownEnd == "Lift-off")
        #expect(model.errorMessage == nil)
    }

    @Test func aSpyStandsInForTheGreeting() {
        let executor = InteractorExecutor()
        let greet = InteractorSpy<GreetRequest>()
        greet.respond(with: "Hi, Grace")
        executor.register(greet)
        let model = GreetingModel(executor: executor)

        model.greet("Grace")

        #expect(greet.requests == [GreetRequest(name: "Grace")])
        #expect(model.greeting == "Hi, Grace")
    }

    @Test func theScreenShowsTheGreetingItsEffectGot() async {
        let executor = AppSetup.makeExecutor(log: log) { _ in }
        let screen = makeGreetingScreen(executor: executor)
        defer { screen.stop() }

        screen.send(.greet("Ada"))
        #expect(screen.viewModel == GreetingScreenReducer.ViewModel(name: "Ada"))
        await screen.effectsEnded()

        #expect(screen.viewModel.greeting == "Hello, Ada!")
    }

    @Test func theScreenStepByStep() async {
        await TestExecutor.run { test in
            let greet = test.spy(for: GreetRequest.self)
            greet.hold()
            let screen = ScreenTest(GreetingScreenReducer(), viewModel: .init(), executor: test.executor)
            defer { screen.finish() }

            screen.send(.greet(""))  // The view model already has the empty name.
            #expect(await greet.nextRequest() == GreetRequest(name: ""))
            greet.failHeld(with: InteractorError(message: "Enter a name."))
            await screen.receive(.failed("Enter a name.")) { $0.message = "Enter a name." }
        }
    }
}
