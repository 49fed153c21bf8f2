/// An open-addressing hash table keyed by a type's `ObjectIdentifier`: the registry's registrations, and the
/// deliveries of each event type an executor's listeners keep.
///
/// Linear probing, at most half full, hashed by multiplying the address of the type's metadata (unique,
/// and never moving) by a constant: a lookup costs the same among 10 types or 10,000, and less than
/// hashing the key with the standard library's `Hasher` (see `Benchmarks/README.md`). Growing and removing
/// rebuild it: both are rare.
struct TypeTable<Value> {
    /// A type's key and its value.
    struct Slot {
        let key: ObjectIdentifier
        var value: Value
    }

    /// A power of two in number, at most half of them used.
    private var slots = [Slot?](repeating: nil, count: 16)
    private(set) var count = 0

    /// The value filed under `key`, or `nil`.
    func value(for key: ObjectIdentifier) -> Value? {
        slots[index(of: key)]?.value
    }

    /// Every value, in no particular order.
    var values: [Value] {
        slots.compactMap { $0?.value }
    }

    /// Files `value` under `key` and returns the value it replaces.
    mutating func store(_ value: Value, for key: ObjectIdentifier) -> Value? {
        let index = index(of: key)
        let replaced = slots[index]?.value
        slots[index] = Slot(key: key, value: value)
        if replaced == nil {
            count += 1
            if count * 2 > slots.count {
                rebuild(capacity: slots.count * 2)
            }
        }
        return replaced
    }

    /// Replaces every value with `transform` of it, and returns the ones it replaced.
    mutating func replaceAll(_ transform: (Value) -> Value) -> [Value] {
        var replaced: [Value] = []
        for index in slots.indices {
            guard let value = slots[index]?.value else { continue }
            replaced.append(value)
            slots[index]?.value = transform(value)
        }
        return replaced
    }

    /// Removes the value filed under `key` and returns it.
    mutating func remove(_ key: ObjectIdentifier) -> Value? {
        let index = index(of: key)
        guard let removed = slots[index]?.value else {
            return nil
        }
        slots[index] = nil
        count -= 1
        // Entries after it may have probed past this slot: put each where a lookup will find it.
        rebuild(capacity: slots.count)
        return removed
    }

    /// Removes every value and returns them.
    mutating func removeAll() -> [Value] {
        guard count > 0 else { return [] }  // Empty already: no new slots to allocate.
        defer { self = TypeTable() }
        return values
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

    /// Puts every value in a new table of `capacity` slots.
    private mutating func rebuild(capacity: Int) {
        let old = slots
        slots = [Slot?](repeating: nil, count: capacity)
        for case let entry? in old {
            slots[index(of: entry.key)] = entry
        }
    }
}

extension TypeTable: Sendable where Value: Sendable {}
extension TypeTable.Slot: Sendable where Value: Sendable {}
