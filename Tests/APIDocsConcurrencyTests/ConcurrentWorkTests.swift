import APIDocsConcurrency
import Foundation
import XCTest

final class ConcurrentWorkTests: XCTestCase {
    /// Results come in the elements' order however the work was spread.
    func testMapKeepsTheElementsOrder() {
        let elements = Array(0..<2_000)
        let results = ConcurrentWork.map(elements) { value -> String in
            // Uneven work, so that items finish out of order.
            var text = ""
            for _ in 0..<(value % 7) * 50 { text += "x" }
            return "\(value):\(text.count)"
        }
        XCTAssertEqual(results, elements.map { "\($0):\(($0 % 7) * 50)" })
    }

    func testMapOfNothingIsEmpty() {
        XCTAssertEqual(ConcurrentWork.map([Int]()) { $0 * 2 }, [])
    }

    /// Every task runs once and its result is there after `run` returns.
    func testRunFinishesEveryTask() {
        let parts = (0..<16).map { _ in WorkResult<Int>() }
        ConcurrentWork.run(parts.enumerated().map { index, part in { part.set(index * index) } })
        XCTAssertEqual(parts.map(\.value), (0..<16).map { $0 * $0 })
    }

    /// Threads asking for the same keys at once all get the value of the key; each key is
    /// made at least once and the table ends up with one value per key.
    func testSharedMemoGivesEveryThreadTheValueOfItsKey() {
        let memo = SharedMemo<Int, String>()
        let makes = MakeCounter()
        let answers = ConcurrentWork.map(Array(0..<4_000)) { index -> Bool in
            let key = index % 50
            let value = memo.value(key) {
                makes.add()
                return "value \(key)"
            }
            return value == "value \(key)"
        }
        XCTAssertTrue(answers.allSatisfy { $0 })
        XCTAssertGreaterThanOrEqual(makes.count, 50)
        // Once every key is in the table, nothing is made again.
        for key in 0..<50 { XCTAssertEqual(memo.value(key) { "made again" }, "value \(key)") }
    }
}

/// How many values a memo made, counted from several threads.
private final class MakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0

    func add() { lock.withLock { made += 1 } }
    var count: Int { lock.withLock { made } }
}
