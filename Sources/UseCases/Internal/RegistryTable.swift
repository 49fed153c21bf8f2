/// The executor's registrations: an open-addressing hash table from request type to registration.
///
/// `Dictionary<ObjectIdentifier, AnyObject>` spent most of a lookup in SipHash (about 190 instructions per
/// call, measured with callgrind). A type's metadata address is unique and never moves, so a multiplicative
/// hash of it spreads keys well and costs a few instructions. Linear probing, at most half full, with
/// backward-shift deletion so no tombstones build up. Not thread-safe: the executor keeps it in `Locked`.
@usableFromInline
final class RegistryTable: @unchecked Sendable {
    // @unchecked: the executor keeps its table in `Locked` and touches it only under that lock.
    /// Key slots: a type's `ObjectIdentifier` bits, or 0 for an empty slot.
    private var keys: UnsafeMutablePointer<UInt>
    /// Value slots: retained registrations, initialized exactly where `keys` is non-zero.
    private var values: UnsafeMutablePointer<Unmanaged<AnyObject>>
    /// log2 of the number of slots.
    private var bits: Int
    private(set) var count = 0

    init() {
        bits = 4
        keys = .allocate(capacity: 1 << 4)
        keys.initialize(repeating: 0, count: 1 << 4)
        values = .allocate(capacity: 1 << 4)
    }

    deinit {
        for slot in 0..<(1 << bits) where keys[slot] != 0 {
            values[slot].release()
        }
        keys.deallocate()
        values.deallocate()
    }

    private var mask: Int { (1 << bits) - 1 }

    private func home(of key: UInt) -> Int {
        // Fibonacci hashing: the high bits of the product depend on every bit of the address.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - bits))
    }

    /// The slot that holds `key`, or the empty slot where it would go.
    private func slot(for key: UInt) -> Int {
        var slot = home(of: key)
        while keys[slot] != 0 && keys[slot] != key {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The registration stored for `key`, retained for the caller.
    func value(for key: ObjectIdentifier) -> AnyObject? {
        let key = UInt(bitPattern: key)
        let slot = slot(for: key)
        return keys[slot] == 0 ? nil : values[slot].takeUnretainedValue()
    }

    /// Stores `value` for `key` and returns the value it replaces, for the caller to release outside the lock.
    func updateValue(_ value: AnyObject, forKey key: ObjectIdentifier) -> AnyObject? {
        let key = UInt(bitPattern: key)
        var slot = slot(for: key)
        if keys[slot] == key {
            let old = values[slot]
            values[slot] = .passRetained(value)
            return old.takeRetainedValue()
        }
        if (count + 1) * 2 > 1 << bits {
            grow()
            slot = self.slot(for: key)
        }
        keys[slot] = key
        (values + slot).initialize(to: .passRetained(value))
        count += 1
        return nil
    }

    /// Removes the value for `key` and returns it, for the caller to release outside the lock.
    func removeValue(forKey key: ObjectIdentifier) -> AnyObject? {
        var hole = slot(for: UInt(bitPattern: key))
        guard keys[hole] != 0 else { return nil }
        let removed = values[hole].takeRetainedValue()
        count -= 1
        // Backward-shift deletion: move later entries of the run into the hole when their home allows it.
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let home = home(of: keys[next])
            // The entry at `next` may move to `hole` unless its home lies cyclically in (hole, next].
            let homeIsAfterHole = (next - home) & mask < (next - hole) & mask
            if !homeIsAfterHole {
                keys[hole] = keys[next]
                (values + hole).initialize(to: values[next])
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        return removed
    }

    private func grow() {
        let oldKeys = keys
        let oldValues = values
        let oldCapacity = 1 << bits
        bits += 1
        keys = .allocate(capacity: 1 << bits)
        keys.initialize(repeating: 0, count: 1 << bits)
        values = .allocate(capacity: 1 << bits)
        for old in 0..<oldCapacity where oldKeys[old] != 0 {
            let slot = slot(for: oldKeys[old])
            keys[slot] = oldKeys[old]
            (values + slot).initialize(to: oldValues[old])
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
