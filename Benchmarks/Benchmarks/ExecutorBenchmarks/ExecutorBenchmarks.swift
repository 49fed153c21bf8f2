import Benchmark
import ExecutorWorkloads
import UseCases

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every benchmark of the executor, each beside its baseline so a ratio comes from one run.
///
/// Names read `<group>: <variant>`; compare a variant with its group's baseline. Set
/// `USECASES_BENCHMARK_SMOKE=1` for a run of a few short samples that only checks everything still runs.
let benchmarks: @Sendable () -> Void = {
    let isSmokeRun = getenv("USECASES_BENCHMARK_SMOKE") != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: isSmokeRun ? 0 : 3,
        scalingFactor: .mega,
        maxDuration: isSmokeRun ? .milliseconds(50) : .seconds(2),
        maxIterations: isSmokeRun ? 2 : 1_000
    )
    dispatchBenchmarks()
    awaitBenchmarks()
    lookupBenchmarks()
    parallelBenchmarks()
    registrationBenchmarks()
    middlewareBenchmarks()
    screenBenchmarks()
    fieldBenchmarks()
    listBenchmarks(isSmokeRun: isSmokeRun)
    streamBenchmarks()
    eventBenchmarks()
}

// MARK: - Synchronous execute against a direct call

private func dispatchBenchmarks() {
    let executor = makeExecutor()

    Benchmark("sync: direct call") { benchmark in
        blackHole(Loops.direct(benchmark.scaledIterations.count))
    }
    Benchmark("sync: execute") { benchmark in
        blackHole(Loops.execute(benchmark.scaledIterations.count, on: executor))
    }
    Benchmark("sync: execute with onError") { benchmark in
        blackHole(Loops.executeWithOnError(benchmark.scaledIterations.count, on: executor))
    }
    let lazyExecutor = makeExecutor(lazily: true)
    Benchmark("sync: execute, registered lazily") { benchmark in
        blackHole(Loops.execute(benchmark.scaledIterations.count, on: lazyExecutor))
    }
    Benchmark("sync: execute, closure passed as a value") { benchmark in
        blackHole(Loops.executeStoredClosure(benchmark.scaledIterations.count, on: executor))
    }
    Benchmark("sync @MainActor: direct call") { benchmark in
        let count = benchmark.scaledIterations.count
        blackHole(await Loops.directOnMainActor(count))
    }
    Benchmark("sync @MainActor: execute") { benchmark in
        let count = benchmark.scaledIterations.count
        blackHole(await Loops.executeOnMainActor(count, on: executor))
    }
}

// MARK: - Awaiting execute against a direct await

private func awaitBenchmarks() {
    let executor = makeExecutor()

    Benchmark("await: direct await") { benchmark in
        blackHole(await Loops.directAwait(benchmark.scaledIterations.count))
    }
    Benchmark("await: execute async interactor") { benchmark in
        blackHole(await Loops.awaitAsyncInteractor(benchmark.scaledIterations.count, on: executor))
    }
    Benchmark("await: execute callback interactor") { benchmark in
        blackHole(await Loops.awaitCallbackInteractor(benchmark.scaledIterations.count, on: executor))
    }
    let lazyExecutor = makeExecutor(lazily: true)
    Benchmark("await: execute async interactor, registered lazily") { benchmark in
        blackHole(await Loops.awaitAsyncInteractor(benchmark.scaledIterations.count, on: lazyExecutor))
    }
}

// MARK: - Lookup against the number of registered types

private func lookupBenchmarks() {
    for (count, label) in [(10, "10"), (1_000, "1,000"), (10_000, "10,000")] {
        let executor = makeExecutor(registeredTypes: count)
        Benchmark("lookup: execute, \(label) types") { benchmark in
            blackHole(Loops.execute(benchmark.scaledIterations.count, on: executor))
        }
    }
}

// MARK: - Throughput of two threads at once

private func parallelBenchmarks() {
    let executor = makeExecutor()
    let direct: @Sendable (Int) -> Int = { Loops.direct($0) }
    let execute: @Sendable (Int) -> Int = { Loops.execute($0, on: executor) }

    // Each thread runs the whole scaled loop, so with perfect scaling 2 threads take as long as 1. Threads
    // of their own, not child tasks: see `Loops.onThreads`.
    for threads in [1, 2] {
        let suffix = threads == 1 ? "1 thread" : "\(threads) threads at once"
        Benchmark("parallel: direct call, \(suffix)") { benchmark in
            blackHole(Loops.onThreads(threads, benchmark.scaledIterations.count, direct))
        }
        Benchmark("parallel: execute, \(suffix)") { benchmark in
            blackHole(Loops.onThreads(threads, benchmark.scaledIterations.count, execute))
        }
    }
}

// MARK: - Registering

private func registrationBenchmarks() {
    let count = 1_000
    let registrars = FillerRequests.registrars(count: count)

    // One scaled iteration is one registration: a new executor takes 1,000 types, so malloc bytes
    // per iteration are the heap a registration costs, the table's growth included.
    Benchmark(
        "register: 1,000 concrete types into a new executor",
        configuration: .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount],
            scalingFactor: .kilo
        )
    ) { benchmark in
        precondition(benchmark.scaledIterations.count == ConcreteRequests.count)
        let executor = InteractorExecutor()
        for index in 0..<ConcreteRequests.count {
            ConcreteRequests.register(index, into: executor)
        }
        blackHole(executor)
    }

    // The same through generic code (`FillerInteractor<Tag>`), where each registration's entry points
    // capture the generic metadata.
    Benchmark(
        "register: 1,000 generic types into a new executor",
        configuration: .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount],
            scalingFactor: .kilo
        )
    ) { benchmark in
        precondition(benchmark.scaledIterations.count == count)
        let executor = InteractorExecutor()
        for register in registrars {
            register(executor)
        }
        blackHole(executor)
    }
}

// MARK: - Middleware

private func middlewareBenchmarks() {
    for count in [0, 1, 5] {
        let executor = makeExecutor(middleware: count)
        Benchmark("middleware: closures, waiting for each callback, \(count) middleware") { benchmark in
            blackHole(await Loops.executeAndWait(benchmark.scaledIterations.count, on: executor))
        }
        Benchmark("middleware: await async interactor, \(count) middleware") { benchmark in
            blackHole(await Loops.awaitAsyncInteractor(benchmark.scaledIterations.count, on: executor))
        }
        Benchmark("middleware: await callback interactor, \(count) middleware") { benchmark in
            blackHole(await Loops.awaitCallbackInteractor(benchmark.scaledIterations.count, on: executor))
        }
        Benchmark("middleware: await async interactor from @MainActor, \(count) middleware") { benchmark in
            blackHole(await Loops.awaitAsyncInteractorOnMainActor(benchmark.scaledIterations.count, on: executor))
        }
        Benchmark("middleware: hand-written chain of \(count) async closures") { benchmark in
            blackHole(await Loops.awaitClosureChain(benchmark.scaledIterations.count, stages: count))
        }
    }
    let concurrent = makeExecutor(middleware: 1, concurrent: true)
    Benchmark("middleware: await async interactor from @MainActor, 1 middleware not nonsending") { benchmark in
        blackHole(await Loops.awaitAsyncInteractorOnMainActor(benchmark.scaledIterations.count, on: concurrent))
    }
}

// MARK: - View state: a screen around its reducer

private func screenBenchmarks() {
    let executor = makeExecutor()

    Benchmark("screen: reduce, called directly") { benchmark in
        blackHole(Loops.reduceDirectly(benchmark.scaledIterations.count))
    }
    for views in [0, 1] {
        Benchmark("screen: send, no effect, \(views) attached view(s)") { benchmark in
            let count = benchmark.scaledIterations.count
            blackHole(await Loops.send(count, attachedViews: views))
        }
    }
    Benchmark("screen: await from @MainActor, callback interactor") { benchmark in
        let count = benchmark.scaledIterations.count
        blackHole(await Loops.awaitOnMainActor(count, on: executor))
    }
    Benchmark("screen: a task's hop to @MainActor, awaited") { benchmark in
        let count = benchmark.scaledIterations.count
        blackHole(await Loops.hopThroughATask(count))
    }
    Benchmark("screen: send, execute effect, command fed back") { benchmark in
        let count = benchmark.scaledIterations.count
        blackHole(await Loops.sendAndFeedBack(count, on: executor))
    }
}

// MARK: - Fields: one keystroke's decision, and its trip through a form

private func fieldBenchmarks() {
    let price = NumberFieldFormat(integerDigits: 15, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")
    let text = "1 234 567 890 123,4"  // 19 characters; the keystroke makes 20.

    Benchmark("fields: a keystroke in a 20-character decimal field") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(price.edit(text, replacing: 19..<19, with: "5"))
        }
    }
    let regrouping = NumberFieldFormat(
        integerDigits: 15, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ", groupsWhileTyping: true)
    Benchmark("fields: a regrouping keystroke in a 20-character decimal field") { benchmark in
        for _ in benchmark.scaledIterations {
            // Makes 1 234 567 890 123,45, every separator moved.
            blackHole(regrouping.edit("234 567 890 123,45", replacing: 0..<0, with: "1"))
        }
    }
    Benchmark("fields: a keystroke in a 20-character decimal field, through the field") { benchmark in
        blackHole(await Loops.rangeEdits(benchmark.scaledIterations.count))
    }
    Benchmark("fields: a whole-text edit of a 20-character decimal field, through the field") { benchmark in
        blackHole(await Loops.wholeTextEdits(benchmark.scaledIterations.count))
    }
    Benchmark("fields: a regrouping keystroke in a 20-character decimal field, through the field") { benchmark in
        blackHole(await Loops.regroupingEdits(benchmark.scaledIterations.count))
    }
    Benchmark("fields: baseline, Double(String) of the same number") { benchmark in
        let plain = "1234567890123.45"
        for _ in benchmark.scaledIterations {
            blackHole(Double(plain))
        }
    }
    // A thousand keystrokes a sample: a million take seconds, which leaves one sample in the time allowed.
    let trip = Benchmark.Configuration(scalingFactor: .kilo)
    Benchmark("fields: a keystroke's trip through a form of 4 fields to a total label", configuration: trip) {
        benchmark in
        blackHole(await Loops.keystrokesThroughAForm(benchmark.scaledIterations.count))
    }
    Benchmark("fields: baseline, the same trip by hand, with no field or label", configuration: trip) { benchmark in
        blackHole(await Loops.keystrokesByHand(benchmark.scaledIterations.count))
    }
}

// MARK: - List changes against the standard library's difference

private func listBenchmarks(isSmokeRun: Bool) {
    // One sample is one diff of the whole list; malloc bytes per sample are the memory it takes.
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .mallocBytesCount]
    let small = ListWorkload(rows: 5_000, deleted: 1_000, inserted: 1_000, moved: 200)
    let large = ListWorkload(rows: 100_000, deleted: 10_000, inserted: 10_000, moved: 2_000)
    let changed = ListWorkload(rows: 100_000, deleted: 10_000, inserted: 10_000, moved: 2_000, changed: 5_000)
    let reversed = ListWorkload(reversing: 10_000)
    let sectioned = SectionedListWorkload(
        sections: 100, rows: 1_000, deleted: 1_000, moved: 2_000, inserted: 1_000, changed: 500)
    let fast = Benchmark.Configuration(metrics: metrics, timeUnits: .microseconds, scalingFactor: .one)
    // The standard library's difference takes seconds at 100,000 rows: a few samples are all there is time for.
    let slow = Benchmark.Configuration(
        metrics: metrics,
        timeUnits: .milliseconds,
        warmupIterations: 0,
        scalingFactor: .one,
        maxDuration: .seconds(20),
        maxIterations: 3
    )
    Benchmark("lists: 5,000 rows, 1,000 deleted, 1,000 inserted, 200 moved", configuration: fast) { _ in
        blackHole(small.listChanges())
    }
    Benchmark("lists: baseline, difference(from:).inferringMoves() of the same 5,000 rows", configuration: fast) { _ in
        blackHole(small.collectionDifference())
    }
    Benchmark("lists: 100,000 rows, 10,000 deleted, 10,000 inserted, 2,000 moved", configuration: fast) { _ in
        blackHole(large.listChanges())
    }
    Benchmark("lists: 100,000 rows, 10,000 deleted, 10,000 inserted, 2,000 moved, 5,000 changed", configuration: fast) {
        _ in
        blackHole(changed.listChanges())
    }
    Benchmark("lists: 10,000 rows reversed", configuration: fast) { _ in
        blackHole(reversed.listChanges())
    }
    Benchmark("lists: 100 sections of 1,000 rows, 2,000 moved between sections", configuration: fast) { _ in
        blackHole(sectioned.listChanges())
    }
    guard !isSmokeRun else { return }  // Seconds for one sample, which a check that everything runs can spare.
    Benchmark("lists: baseline, difference(from:).inferringMoves() of the same 100,000 rows", configuration: slow) {
        _ in
        blackHole(large.collectionDifference())
    }
}

// MARK: - Streamed use cases against a bare AsyncStream

private func streamBenchmarks() {
    let executor = InteractorExecutor()
    executor.register(NumbersInteractor())
    // A thousand elements a sample, one scaled iteration each: the figures are per element.
    let perElement = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)
    Benchmark("streams: an element of a streamed use case, for try await", configuration: perElement) { benchmark in
        blackHole(await Loops.streamNumbers(benchmark.scaledIterations.count, on: executor))
    }
    Benchmark("streams: baseline, an element of a bare AsyncStream", configuration: perElement) { benchmark in
        blackHole(await Loops.asyncStreamNumbers(benchmark.scaledIterations.count))
    }
    // The same behind a timeout that watches each send for its limits to the first element and between elements.
    let timed = InteractorExecutor()
    timed.register(NumbersInteractor())
    timed.use(TimeoutMiddleware(after: .seconds(600), firstElement: .seconds(60), betweenElements: .seconds(60)))
    Benchmark("streams: an element behind a timeout with element limits", configuration: perElement) { benchmark in
        blackHole(await Loops.streamNumbers(benchmark.scaledIterations.count, on: timed))
    }
    // 100,000 elements to a consumer that yields after each: the memory a slow consumer costs.
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], timeUnits: .milliseconds, scalingFactor: .one,
        maxIterations: 10)
    Benchmark("streams: 100,000 elements to a slow consumer", configuration: slow) { _ in
        blackHole(await Loops.streamNumbers(100_000, on: executor, slowly: true))
    }
    Benchmark("streams: baseline, 100,000 elements of a bare AsyncStream to a slow consumer", configuration: slow) {
        _ in
        blackHole(await Loops.asyncStreamNumbers(100_000, slowly: true))
    }
}

// MARK: - Publishing an event against a hand-written loop over closures

private func eventBenchmarks() {
    // A thousand publishes a sample, one scaled iteration each: the figures are per publish, to all listeners.
    let perPublish = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo)
    for listeners in [1, 10, 100] {
        let executor = makeEventExecutor(listeners: listeners)
        let closures = makeTickClosures(listeners)
        let suffix = listeners == 1 ? "1 listener" : "\(listeners) listeners"
        Benchmark("events \(suffix): baseline, a loop over closures", configuration: perPublish) { benchmark in
            blackHole(await Loops.callTickClosures(benchmark.scaledIterations.count, closures))
        }
        Benchmark("events \(suffix): publish", configuration: perPublish) { benchmark in
            blackHole(await Loops.publishTicks(benchmark.scaledIterations.count, on: executor))
        }
    }
}
