import UseCaseSpy
import UseCases

/// Counts from 1 to `count`, one element each, and answers how many it sent.
struct CountRequest: StreamRequest, Equatable {
    typealias Element = Int
    typealias Response = String
    static let bufferedElements = 2

    var count: Int
}

/// Sends 1 through `count`, recording each send that returned, then answers.
struct CountInteractor: StreamInteractor {
    var sent: TestRecorder<Int>?

    func execute(_ request: CountRequest, elements: ElementSender<Int>) async throws -> String {
        for number in 1...max(request.count, 1) where request.count > 0 {
            try await elements.send(number)
            sent?.record(number)
        }
        return "counted \(request.count)"
    }
}

/// Sends numbers until it is stopped, then records how it ended.
struct EndlessRequest: StreamRequest {
    typealias Element = Int
}

struct EndlessInteractor: StreamInteractor {
    let ended: TestRecorder<String>

    func execute(_ request: EndlessRequest, elements: ElementSender<Int>) async throws {
        var number = 0
        do {
            while true {
                number += 1
                try await elements.send(number)
            }
        } catch {
            ended.record("stopped sending after \(number - 1), cancelled: \(Task.isCancelled)")
            throw error
        }
    }
}

/// Ignores cancellation: sends five numbers whatever happens, records whether each was taken, and answers.
struct StubbornRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
    static let bufferedElements = 1
}

struct StubbornInteractor: StreamInteractor {
    let sends: TestRecorder<Bool>

    func execute(_ request: StubbornRequest, elements: ElementSender<Int>) async throws -> String {
        for number in 1...5 {
            do {
                try await elements.send(number)
                sends.record(true)
            } catch {
                sends.record(false)
            }
        }
        return "done anyway"
    }
}

/// Keeps its element sender after it returns: a bug the executor reports.
struct LeakyRequest: StreamRequest {
    typealias Element = Int
}

struct LeakyInteractor: StreamInteractor {
    let kept: TestRecorder<ElementSender<Int>>

    func execute(_ request: LeakyRequest, elements: ElementSender<Int>) async throws {
        try await elements.send(1)
        kept.record(elements)
    }
}

/// Fails after one element.
struct FailingStreamRequest: StreamRequest {
    typealias Element = String
}

struct FailingStreamInteractor: StreamInteractor {
    func execute(_ request: FailingStreamRequest, elements: ElementSender<String>) async throws {
        try await elements.send("first")
        throw InteractorError(message: "The file is unreadable.")
    }
}

/// Sends one element, then waits for its gate before it answers.
struct GatedEndRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
}

struct GatedEndInteractor: StreamInteractor {
    let gate: AsyncStream<Void>

    func execute(_ request: GatedEndRequest, elements: ElementSender<Int>) async throws -> String {
        try await elements.send(1)
        for await _ in gate {}
        return "ended after its gate"
    }
}

/// Sends 50 elements from 5 child tasks at once, through a buffer of one.
struct ConcurrentSendsRequest: StreamRequest {
    typealias Element = Int
    typealias Response = Int
    static let bufferedElements = 1
}

struct ConcurrentSendsInteractor: StreamInteractor {
    func execute(_ request: ConcurrentSendsRequest, elements: ElementSender<Int>) async throws -> Int {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<5 {
                group.addTask {
                    for number in 0..<10 {
                        try await elements.send(task * 10 + number)
                    }
                }
            }
            try await group.waitForAll()
        }
        return 50
    }
}

/// Sends `count` elements, recording each send that returned, then waits until it is cancelled.
struct PausingRequest: StreamRequest, TimeLimitedRequest {
    typealias Element = Int
    var count: Int
    var firstElementTimeLimit: Duration?
    var betweenElementsTimeLimit: Duration?
}

struct PausingInteractor: StreamInteractor {
    let sent: TestRecorder<Int>

    func execute(_ request: PausingRequest, elements: ElementSender<Int>) async throws {
        for number in 0..<request.count {
            try await elements.send(number + 1)
            sent.record(number + 1)
        }
        let (never, _) = AsyncStream<Void>.makeStream()
        for await _ in never {}  // Ends when the task is cancelled.
        try Task.checkCancellation()
    }
}

/// Sends one element, then waits for its gate whatever happens, and records that it ended.
struct StubbornEndRequest: StreamRequest {
    typealias Element = Int
}

struct StubbornEndInteractor: StreamInteractor {
    let gate: AsyncStream<Void>
    let ended: TestRecorder<String>

    func execute(_ request: StubbornEndRequest, elements: ElementSender<Int>) async throws {
        try await elements.send(1)
        await Task { [gate] in for await _ in gate {} }.value  // A task of its own: deaf to cancellation.
        ended.record("use case ended")
    }
}
