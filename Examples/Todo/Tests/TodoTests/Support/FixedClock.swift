import Foundation
import TodoCore

/// A clock that always says the same moment, on a whole second so it survives the JSON round trip.
struct FixedClock: ClockPlugin {
    static let moment = Date(timeIntervalSince1970: 1_700_000_000)

    var date = FixedClock.moment

    func now() -> Date {
        date
    }
}
