import UseCases

// MARK: - Waiting for executions

extension InteractorSpy {
    /// Waits for the first execution the test has not looked at yet, and returns its request.
    ///
    /// Use it when the code under test executes from a task of its own, instead of sleeping:
    ///
    /// ```swift
    /// @MainActor func expectSearch(by model: SearchViewModel, on search: InteractorSpy<SearchRequest>) async {
    ///     model.searchFieldChanged("swift")          // starts a task that executes SearchRequest
    ///     let request = await search.nextRequest()
    ///     #expect(request?.query == "swift")
    /// }
    /// ```
    ///
    /// Each call moves on by one execution, so a second call waits for the execution after it. Reading
    /// ``requests``, ``lastRequest`` or ``executionCount`` counts every execution so far as looked at.
    /// Returns at once when that execution already happened.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in seconds, before the test fails. The default, 30 s, is meant to
    ///     guard against a hang only: under ThreadSanitizer or AddressSanitizer, or on a busy CI machine, a
    ///     task can wait many seconds for a thread before it runs at all, so a shorter limit fails tests
    ///     that are merely slow, while a hang still fails within half a minute.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure when none came in time (or the
    ///   waiting task was cancelled, which records no failure).
    @discardableResult
    public func nextRequest(
        timeout: Double = 30,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Request? {
        let index = state.withLock { state in
            defer { state.checkedCount += 1 }
            return state.checkedCount
        }
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await waitForExecution(at: index, timeout: timeout, site: site)
    }

    /// Waits until the spy has been executed `number` times, and returns the request of that execution.
    ///
    /// ```swift
    /// @MainActor func expectRefresh(by model: FeedViewModel, on feed: InteractorSpy<LoadFeedPageRequest>) async {
    ///     model.refreshAll()                           // executes three requests from tasks
    ///     await feed.waitForExecution(3)
    ///     #expect(feed.requests.map(\.page) == [1, 2, 3])
    /// }
    /// ```
    ///
    /// Counts the executions up to that one as looked at. Returns at once when it already happened.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - timeout: How long to wait, in seconds, before the test fails. The default, 30 s, is meant to
    ///     guard against a hang only: under ThreadSanitizer or AddressSanitizer, or on a busy CI machine, a
    ///     task can wait many seconds for a thread before it runs at all, so a shorter limit fails tests
    ///     that are merely slow, while a hang still fails within half a minute.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure when it did
    ///   not come in time or `number` is less than 1 (or the waiting task was cancelled, which records no
    ///   failure).
    @discardableResult
    public func waitForExecution(
        _ number: Int,
        timeout: Double = 30,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Request? {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard number >= 1 else {
            reporter.fail(
                "\(name).waitForExecution(\(number)) asks for no execution: executions are counted from 1; "
                    + "pass 1 for the first execution.",
                at: site
            )
            return nil
        }
        state.withLock { $0.checkedCount = max($0.checkedCount, number) }
        return await waitForExecution(at: number - 1, timeout: timeout, site: site)
    }

    private func waitForExecution(at index: Int, timeout: Double, site: SourceSite) async -> Request? {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Waiter<Request>.Result, Never>) in
                register(Waiter(index: index, continuation: continuation), id: id, timeout: timeout)
            }
        } onCancel: {
            endWait(id, with: .cancelled)
        }
        switch result {
        case .executed(let request):
            return request
        case .cancelled:
            return nil
        case .timedOut(let count):
            reporter.fail(
                "Timed out after \(timeout) s waiting for execution #\(index + 1) of \(name); it was executed "
                    + "\(count) time(s). Make sure the code under test executes \(String(reflecting: Request.self)), "
                    + "or give a longer timeout.",
                at: site
            )
            return nil
        }
    }

    private func register(_ waiter: Waiter<Request>, id: Int, timeout: Double) {
        let immediate: Waiter<Request>.Result? = state.withLock { state in
            if waiter.index < state.requests.count {
                return .executed(state.requests[waiter.index])
            }
            if Task.isCancelled {
                // Checked under the lock: a cancellation handler that ran before this found no waiter to end.
                return .cancelled
            }
            state.waiters[id] = waiter
            return nil
        }
        if let immediate {
            return waiter.continuation.resume(returning: immediate)
        }
        let timer = Task { [weak self] in
            await TestTimeout.sleep(timeout)
            guard !Task.isCancelled, let self else { return }
            self.endWait(id, with: .timedOut(executionCount: self.state.withLock { $0.requests.count }))
        }
        let isWaiting = state.withLock { state in
            guard state.waiters[id] != nil else { return false }
            state.waiters[id]?.timer = timer
            return true
        }
        if !isWaiting {
            timer.cancel()
        }
    }

    /// Ends a wait that is still registered; does nothing when it ended already.
    private func endWait(_ id: Int, with result: Waiter<Request>.Result) {
        guard let waiter = state.withLock({ $0.waiters.removeValue(forKey: id) }) else { return }
        waiter.timer?.cancel()
        waiter.continuation.resume(returning: result)
    }

    /// Resumes every task waiting for an execution that has happened.
    func resumeWaiters() {
        let satisfied = state.withLock { $0.takeSatisfiedWaiters() }
        for (waiter, request) in satisfied {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: .executed(request))
        }
    }
}
