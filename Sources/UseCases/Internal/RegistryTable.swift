/// The executor's registrations: an open-addressing hash table from request type to registration.
///
/// `Dictionary<ObjectIdentifier, AnyObject>` spent most of a lookup in SipHash (about 190 instructions per
/// call, measured with callgrind). A type's metadata address is unique and never moves, so a multiplicative
/// hash of it spreads keys well and costs a few instructions. Linear probing, at most half full, with
/// backward-shift deletion so no tombstones build up. Not thread-safe: the executor keeps it in `StripedLocked`.
///
/// Each entry also carries one flag for its owner, in the low bit of its key slot: a metatype's address is
/// pointer-aligned, so that bit is always free, and the flag costs neither memory nor a second load.
@usableFromInline
final class RegistryTable: @unchecked Sendable {
    // @unchecked: the executor keeps its table in `StripedLocked`: it calls `value(for:)`, which writes nothing
    // here, under one stripe's lock, and every other method under all of them.
    /// Key slots: a type's `ObjectIdentifier` bits with the entry's flag in bit 0, or 0 for an empty slot.
    private var keys: UnsafeMutablePointer<UInt>
    /// Value slots: retained registrations, initialized exactly where `keys` is non-zero.
    private var values: UnsafeMutablePointer<Unmanaged<AnyObject>>
    /// log2 of the number of slots.
    private var log2Capacity: Int
    private(set) var count = 0

    init() {
        log2Capacity = 4
        keys = .allocate(capacity: 1 << 4)
        keys.initialize(repeating: 0, count: 1 << 4)
        values = .allocate(capacity: 1 << 4)
    }

    deinit {
        for slot in 0..<(1 << log2Capacity) where keys[slot] != 0 {
            values[slot].release()
        }
        keys.deallocate()
        values.deallocate()
    }

    private var mask: Int { (1 << log2Capacity) - 1 }

    private func home(of key: UInt) -> Int {
        // Fibonacci hashing: the high bits of the product depend on every bit of the address.
        // In 64 bits even where `UInt` has 32 (watchOS on arm64_32).
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - log2Capacity))
    }

    /// The key a key slot holds, without the flag.
    private static func key(inSlotBits slotBits: UInt) -> UInt {
        slotBits & ~1
    }

    /// The slot that holds `key`, or the empty slot where it would go.
    private func slot(for key: UInt) -> Int {
        var slot = home(of: key)
        while keys[slot] != 0 && Self.key(inSlotBits: keys[slot]) != key {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The registration stored for `key` (retained for the caller) and its flag.
    func value(for key: ObjectIdentifier) -> (value: AnyObject, flag: Bool)? {
        let slot = slot(for: UInt(bitPattern: key))
        let slotBits = keys[slot]
        return slotBits == 0 ? nil : (values[slot].takeUnretainedValue(), slotBits & 1 != 0)
    }

    /// Stores `value` and its flag for `key` and returns the value it replaces, for the caller to release
    /// outside the lock.
    func updateValue(_ value: AnyObject, flag: Bool, forKey key: ObjectIdentifier) -> AnyObject? {
        let key = UInt(bitPattern: key)
        precondition(key & 1 == 0, "A metatype's address is pointer-aligned.")
        let flagged = flag ? key | 1 : key
        var slot = slot(for: key)
        if keys[slot] != 0 {
            let old = values[slot]
            keys[slot] = flagged
            values[slot] = .passRetained(value)
            return old.takeRetainedValue()
        }
        if (count + 1) * 2 > 1 << log2Capacity {
            grow()
            slot = self.slot(for: key)
        }
        keys[slot] = flagged
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
            let home = home(of: Self.key(inSlotBits: keys[next]))
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
        let oldCapacity = 1 << log2Capacity
        log2Capacity += 1
        keys = .allocate(capacity: 1 << log2Capacity)
        keys.initialize(repeating: 0, count: 1 << log2Capacity)
        values = .allocate(capacity: 1 << log2Capacity)
        for old in 0..<oldCapacity where oldKeys[old] != 0 {
            let slot = slot(for: Self.key(inSlotBits: oldKeys[old]))
            keys[slot] = oldKeys[old]
            (values + slot).initialize(to: oldValues[old])
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
