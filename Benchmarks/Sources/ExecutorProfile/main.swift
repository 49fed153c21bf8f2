import ExecutorWorkloads
import UseCases

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs one workload a given number of times, without the benchmark harness, for
// `valgrind --tool=callgrind`: instruction counts per call, repeatable on a busy machine.
//
//     ExecutorProfile <workload> [count]
//
// Workloads: direct, execute, execute-on-error, execute-stored-closure, execute-main-actor, direct-await, await-async, await-callback,
// threads-direct-1, threads-direct-2, threads-execute-1, threads-execute-2 (each thread runs `count` calls),
// register, register-concrete, screen-send (a `Screen`'s `send` of a command that starts no effect),
// field-trip and field-trip-by-hand (a keystroke through a form of fields, and the same by hand),
// format-keystroke and format-regrouping (one edit of a 20-character price decided by its format alone),
// field-keystroke, field-whole-text and field-regrouping (the same through a `Field`: a range edit, a whole-text
// edit, a regrouping edit),
// list-changes (`ListChanges` of a list of `count` rows against an edited copy), list-changes-sectioned (100
// sections of `count` / 100 rows, a fiftieth of the rows moved between sections),
// await-async-middleware-1, await-async-middleware-5, await-async-main-actor, await-async-main-actor-middleware-1,
// execute-and-wait-middleware-1 (through 1 or 5 pass-through middleware),
// stream, async-stream, stream-slow, async-stream-slow (`count` elements through the executor, and through a bare
// `AsyncStream`; `-slow`: a consumer that yields after each element),
// publish-1, publish-10 (`count` events published to 1 or 10 listeners, awaiting them), closures-1, closures-10 (the
// same through a hand-written loop over closures: the events' baseline).

let arguments = CommandLine.arguments.dropFirst()
guard let workload = arguments.first else {
    print("usage: ExecutorProfile <workload> [count]")
    exit(2)
}
let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let executor = makeExecutor()

let sum: Int
switch workload {
case "direct": sum = Loops.direct(count)
case "execute": sum = Loops.execute(count, on: executor)
case "execute-on-error": sum = Loops.executeWithOnError(count, on: executor)
case "execute-stored-closure": sum = Loops.executeStoredClosure(count, on: executor)
case "execute-main-actor": sum = Loops.executeOnMainActor(count, on: executor)
case "direct-await": sum = await Loops.directAwait(count)
case "await-async": sum = await Loops.awaitAsyncInteractor(count, on: executor)
case "await-callback": sum = await Loops.awaitCallbackInteractor(count, on: executor)
case "threads-direct-1": sum = Loops.onThreads(1, count) { Loops.direct($0) }
case "threads-direct-2": sum = Loops.onThreads(2, count) { Loops.direct($0) }
case "threads-execute-1": sum = Loops.onThreads(1, count) { [executor] in Loops.execute($0, on: executor) }
case "threads-execute-2": sum = Loops.onThreads(2, count) { [executor] in Loops.execute($0, on: executor) }
case "register":
    let registrars = FillerRequests.registrars(count: count)
    let target = InteractorExecutor()
    for register in registrars {
        register(target)
    }
    sum = registrars.count
case "register-concrete":
    let target = InteractorExecutor()
    let registrations = min(count, ConcreteRequests.count)
    for index in 0..<registrations {
        ConcreteRequests.register(index, into: target)
    }
    sum = registrations
case "screen-send": sum = await Loops.send(count, attachedViews: 0)
case "field-trip": sum = await Loops.keystrokesThroughAForm(count)
case "field-trip-by-hand": sum = await Loops.keystrokesByHand(count)
case "format-keystroke": sum = Loops.formatKeystrokes(count)
case "format-regrouping": sum = Loops.formatRegroupingKeystrokes(count)
case "field-keystroke": sum = Loops.rangeEdits(count)
case "field-whole-text": sum = Loops.wholeTextEdits(count)
case "field-regrouping": sum = Loops.regroupingEdits(count)
case "list-changes":  // `count` rows, a fifth deleted, a fifth inserted, a 25th moved: the benchmarks' mix.
    let lists = ListWorkload(rows: count, deleted: count / 5, inserted: count / 5, moved: count / 25)
    sum = lists.listChanges().moves.count
case "list-changes-sectioned":
    let lists = SectionedListWorkload(
        sections: 100, rows: count / 100, deleted: count / 100, moved: count / 50, inserted: count / 100,
        changed: count / 200)
    sum = lists.listChanges().rows.moves.count
case "await-async-middleware-1": sum = await Loops.awaitAsyncInteractor(count, on: makeExecutor(middleware: 1))
case "await-async-middleware-5": sum = await Loops.awaitAsyncInteractor(count, on: makeExecutor(middleware: 5))
case "await-async-main-actor-middleware-1":
    sum = await Loops.awaitAsyncInteractorOnMainActor(count, on: makeExecutor(middleware: 1))
case "await-async-main-actor": sum = await Loops.awaitAsyncInteractorOnMainActor(count, on: executor)
case "execute-and-wait-middleware-1": sum = await Loops.executeAndWait(count, on: makeExecutor(middleware: 1))
case "stream", "stream-slow":  // `count` elements of one stream; `-slow`: a consumer that yields after each.
    executor.register(NumbersInteractor())
    sum = await Loops.streamNumbers(count, on: executor, slowly: workload == "stream-slow")
case "async-stream", "async-stream-slow":
    sum = await Loops.asyncStreamNumbers(count, slowly: workload == "async-stream-slow")
case "publish-1": sum = await Loops.publishTicks(count, on: makeEventExecutor(listeners: 1))
case "publish-10": sum = await Loops.publishTicks(count, on: makeEventExecutor(listeners: 10))
case "closures-1": sum = await Loops.callTickClosures(count, makeTickClosures(1))
case "closures-10": sum = await Loops.callTickClosures(count, makeTickClosures(10))
default:
    print("unknown workload \(workload)")
    exit(2)
}
print(workload, count, sum)
