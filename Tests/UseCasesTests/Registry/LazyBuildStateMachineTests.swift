import Testing

@testable import UseCases

/// The pure once-only logic behind lazy registration, driven as a function.
@Suite struct LazyBuildStateMachineTests {

    @Test func theFirstAccessBuildsLaterOnesWaitAndFinishHandsTheValueToTheWaitersInOrder() {
        var build = LazyBuildStateMachine<Int, String> { 42 }

        guard case .build(let factory) = build.access() else {
            Issue.record("The first access must build")
            return
        }
        guard case .wait = build.access() else {
            Issue.record("An access while building must wait")
            return
        }
        #expect(build.wait("a") == nil)
        #expect(build.wait("b") == nil)
        #expect(build.built(factory()) == ["a", "b"])

        guard case .use(let value) = build.access() else {
            Issue.record("An access once built must use the value")
            return
        }
        #expect(value == 42)
    }

    @Test func aCallerToldToWaitGetsTheValueWhenItWasBuiltInTheMeantime() {
        var build = LazyBuildStateMachine<Int, String> { 7 }
        _ = build.access()  // The builder.
        _ = build.access()  // A caller told to wait, which leaves its waiter only after the build ended.
        #expect(build.built(7) == [])
        #expect(build.wait("late") == 7)
    }

    @Test func theFactoryIsReleasedOnceBuilt() {
        var build = LazyBuildStateMachine<Int, String> { 1 }
        _ = build.access()
        _ = build.built(1)
        guard case .built(1) = build.phase else {
            Issue.record("Expected the built phase, which holds no factory; got \(build.phase)")
            return
        }
    }
}
