import UseCases

/// A streamed use case that sends the numbers from 1 to `count`.
public struct NumbersRequest: StreamRequest {
    /// The numbers.
    public typealias Element = Int
    /// How many numbers to send.
    public var count: Int

    /// Creates the request.
    ///
    /// - Parameter count: How many numbers to send.
    public init(count: Int) {
        self.count = count
    }
}

/// Sends the numbers from 1 to the request's count.
public struct NumbersInteractor: StreamInteractor {
    /// Creates the interactor.
    public init() {}

    /// Sends the numbers.
    public func execute(_ request: NumbersRequest, elements: ElementSender<Int>) async throws {
        for number in 1...request.count {
            try await elements.send(number)
        }
    }
}

extension Loops {
    /// Streams `count` numbers through the executor and adds them up, as a `for try await` loop does.
    public static func streamNumbers(_ count: Int, on executor: InteractorExecutor, slowly: Bool = false) async -> Int {
        var sum = 0
        do {
            for try await number in executor.stream(NumbersRequest(count: count)) {
                sum &+= number
                if slowly {
                    await Task.yield()  // A consumer slower than the use case.
                }
            }
        } catch {
            return -1
        }
        return sum
    }

    /// The same numbers through a bare `AsyncStream`, produced by a task and consumed the same way.
    public static func asyncStreamNumbers(_ count: Int, slowly: Bool = false) async -> Int {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let producer = Task {
            for number in 1...count {
                continuation.yield(number)
            }
            continuation.finish()
        }
        var sum = 0
        for await number in stream {
            sum &+= number
            if slowly {
                await Task.yield()
            }
        }
        await producer.value
        return sum
    }
}
