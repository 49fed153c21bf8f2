/// An open-addressing hash table from a request type's key to its registration.
///
/// Linear probing, at most half full, hashed by multiplying the address of the type's metadata (unique,
/// and never moving) by a constant: a lookup costs the same among 10 types or 10,000, and less than
/// hashing the key with the standard library's `Hasher`. Growing and removing rebuild it: both are rare.
struct RegistrationTable {
    /// A request type's key and its registration.
    struct Slot {
        let key: ObjectIdentifier
        var registration: any AnyRegistration
    }

    /// A power of two in number, at most half of them used.
    private var slots = [Slot?](repeating: nil, count: 16)
    private(set) var count = 0

    func registration(for key: ObjectIdentifier) -> AnyObject? {
        slots[index(of: key)]?.registration
    }

    /// Files `registration` under `key` and returns the registration it replaces.
    mutating func store(_ registration: any AnyRegistration, for key: ObjectIdentifier) -> AnyObject? {
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

    /// The request types of every registration.
    var requestTypes: [any InteractorRequest.Type] {
        slots.compactMap { $0?.registration.requestType }
    }

    /// Replaces every registration with `transform` of it, and returns the ones it replaced.
    mutating func replaceAll(_ transform: (any AnyRegistration) -> any AnyRegistration) -> [AnyObject] {
        var replaced: [AnyObject] = []
        for index in slots.indices {
            guard let registration = slots[index]?.registration else { continue }
            replaced.append(registration)
            slots[index]?.registration = transform(registration)
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
