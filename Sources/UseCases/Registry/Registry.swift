/// The executor's registrations: at most one per request type, keyed by the request's type.
///
/// The key is `ObjectIdentifier(Request.self)`, never a name or a description, so every distinct type is a
/// distinct key: structs, classes, specializations of a generic request, equally named types of two modules.
/// Many threads look up at once and few register, so the table sits behind a ``StripedLock``.
@usableFromInline
final class Registry: @unchecked Sendable {
    // @unchecked: `table` is read under one stripe of `lock` and written only under all of them.

    /// The table, at an address of its own. Reached through a pointer, its reads skip the run-time
    /// exclusivity checks that a class's stored property gets (see `Benchmarks/README.md`); the lock, not
    /// those checks, is what keeps readers and writers apart. Made in `init`, ended in `deinit`.
    private let table: UnsafeMutablePointer<Table>
    private let lock = StripedLock()

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: Table())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Files `registration` under its request type and returns the one it replaces.
    ///
    /// The caller releases what it gets back, outside the lock: an interactor's `deinit` is user code.
    func store<Request>(_ registration: Registration<Request>) -> AnyObject? {
        lock.withWriteLock { table.pointee.store(registration, for: ObjectIdentifier(Request.self)) }
    }

    /// Removes the registration of `requestType` and returns it, for the caller to release outside the lock.
    func remove(_ requestType: any Any.Type) -> AnyObject? {
        lock.withWriteLock { table.pointee.remove(ObjectIdentifier(requestType)) }
    }

    /// The registration for `Request`, typed by it, or `nil` when none is registered.
    @inlinable
    func registration<Request>(for requestType: Request.Type) -> Registration<Request>? {
        guard let registration = registration(for: ObjectIdentifier(requestType)) else {
            return nil
        }
        // Sound: `store(_:)`, the only place that adds to the table, files a Registration<Request> under
        // ObjectIdentifier(Request.self), so the object found under that key is one.
        return unsafeDowncast(registration, to: Registration<Request>.self)
    }

    /// The registration filed under `key`, retained for the caller.
    @usableFromInline
    func registration(for key: ObjectIdentifier) -> AnyObject? {
        lock.withReadLock { table.pointee.registration(for: key) }
    }
}

// MARK: - What the registry stores

extension Registry {
    /// One registered interactor, typed by its request: how to run it for a callback or an `async` interactor.
    ///
    /// Made where `register` is called, so that its closure is specialized for the concrete interactor there.
    @usableFromInline
    final class Registration<Request: InteractorRequest>: Sendable {
        @usableFromInline
        typealias Response = Request.Response

        /// How to run the interactor; the executor switches over it.
        @usableFromInline
        enum Kind: ~Copyable, Sendable {
            /// Calls a callback ``Interactor``'s `execute(_:completion:)` with the request and the handle.
            case callback(@Sendable (Request, consuming Completion<Response>) -> Void)
            /// Calls an ``AsyncInteractor``'s `execute(_:)` and turns what it returns or throws into an outcome.
            /// It runs on the caller's actor, so that calling it costs no switch of its own.
            case async(@Sendable (Request, isolated (any Actor)?) async -> Outcome<Response>)
        }

        @usableFromInline
        let kind: Kind

        @inlinable
        init<Wrapped: Interactor>(_ interactor: Wrapped) where Wrapped.Request == Request {
            kind = .callback { request, completion in
                interactor.execute(request, completion: completion)
            }
        }

        @inlinable
        init<Wrapped: AsyncInteractor>(_ interactor: Wrapped) where Wrapped.Request == Request {
            kind = .async { request, _ in
                do {
                    return .success(try await interactor.execute(request))
                } catch {
                    return .failure(InteractorError(wrapping: error, requestType: Request.self))
                }
            }
        }
    }
}

// MARK: - The table

extension Registry {
    /// An open-addressing hash table from a request type's key to its registration.
    ///
    /// Linear probing, at most half full, hashed by multiplying the address of the type's metadata (unique,
    /// and never moving) by a constant: a lookup costs the same among 10 types or 10,000, and less than
    /// hashing the key with the standard library's `Hasher`. Growing and removing rebuild it: both are rare.
    private struct Table {
        /// A request type's key and its registration.
        struct Slot {
            let key: ObjectIdentifier
            let registration: AnyObject
        }

        /// A power of two in number, at most half of them used.
        private var slots = [Slot?](repeating: nil, count: 16)
        private var count = 0

        func registration(for key: ObjectIdentifier) -> AnyObject? {
            slots[index(of: key)]?.registration
        }

        /// Files `registration` under `key` and returns the registration it replaces.
        mutating func store(_ registration: AnyObject, for key: ObjectIdentifier) -> AnyObject? {
            let index = index(of: key)
            let replaced = slots[index]?.registration
            slots[index] = Slot(key: key, registration: registration)
            if replaced == nil {
                count += 1
                if count * 2 > slots.count {
                    rebuild(capacity: slots.count * 2)
                }
            }
            return replaced
        }

        /// Removes the registration filed under `key` and returns it.
        mutating func remove(_ key: ObjectIdentifier) -> AnyObject? {
            let index = index(of: key)
            guard let removed = slots[index]?.registration else {
                return nil
            }
            slots[index] = nil
            count -= 1
            // Entries after it may have probed past this slot: put each where a lookup will find it.
            rebuild(capacity: slots.count)
            return removed
        }

        /// The slot that holds `key`, or the empty slot where it goes.
        private func index(of key: ObjectIdentifier) -> Int {
            let mask = slots.count - 1
            // Fibonacci hashing: the top bits of the product depend on every bit of the address. In 64 bits
            // even where `UInt` has 32 (watchOS on arm64_32).
            let product = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
            var index = Int(truncatingIfNeeded: product >> UInt64(64 - slots.count.trailingZeroBitCount))
            while let slot = slots[index], slot.key != key {
                index = (index + 1) & mask
            }
            return index
        }

        /// Puts every registration in a new table of `capacity` slots.
        private mutating func rebuild(capacity: Int) {
            let old = slots
            slots = [Slot?](repeating: nil, count: capacity)
            for case let entry? in old {
                slots[index(of: entry.key)] = entry
            }
        }
    }
}
