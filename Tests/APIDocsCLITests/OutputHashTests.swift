@testable import APIDocsCLI
@testable import APIDocsKit
import Foundation
import XCTest

final class OutputHashTests: XCTestCase {
    /// Published XXH64 values (seed 0): the `low` half is plain XXH64.
    func testLowHalfIsXXH64() {
        XCTAssertEqual(ContentHash([]).low, 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ContentHash(text: "a").low, 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ContentHash(text: "abc").low, 0x44BC_2CF5_AD77_0999)
        // 39 bytes: one 32-byte stripe, then an 4-byte and 3 single-byte tail steps.
        XCTAssertEqual(ContentHash(text: "Nobody inspects the spammish repetition").low, 0xFBCE_A83C_8A37_8BF1)
    }

    func testHalvesDifferAndEveryLengthAndByteCounts() {
        var seen = Set<ContentHash>()
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for length in 0...bytes.count {
            let hash = ContentHash(Array(bytes[0..<length]))
            XCTAssertNotEqual(hash.high, hash.low)
            XCTAssertTrue(seen.insert(hash).inserted, "length \(length)")
        }
        for index in 0..<64 {
            var changed = Array(bytes[0..<64])
            changed[index] ^= 1
            XCTAssertTrue(seen.insert(ContentHash(changed)).inserted, "bit flip at \(index)")
        }
    }

    func testHexRoundTrip() {
        let hash = ContentHash(text: "hello")
        XCTAssertEqual(hash.hex.count, 32)
        XCTAssertEqual(ContentHash(hex: hash.hex), hash)
        XCTAssertEqual(ContentHash(high: 1, low: 0xABC).hex, "0000000000000001" + "0000000000000abc")
        XCTAssertNil(ContentHash(hex: "xyz"))
        XCTAssertNil(ContentHash(hex: String(repeating: "A", count: 32)))
    }

    func testFingerprintSeparatesInputs() {
        var one = Fingerprint()
        one.add("a", text: "bc")
        var two = Fingerprint()
        two.add("ab", text: "c")
        XCTAssertNotEqual(one.hash, two.hash)
        var three = Fingerprint()
        three.add("a", text: "bc")
        XCTAssertEqual(one.hash, three.hash)
    }

    func testManifestRoundTripAndRejects() {
        let manifest = OutputManifest(fingerprint: "f00", entries: [
            .init(path: "z.html", size: 3, modified: 1_700_000_000_123_456_789, hash: ContentHash(text: "z")),
            .init(path: "a dir/with space.md", size: 0, modified: 0, hash: ContentHash([])),
        ])
        XCTAssertEqual(manifest.entries.map(\.path), ["a dir/with space.md", "z.html"])
        XCTAssertEqual(OutputManifest.parse(manifest.serialized), manifest)
        XCTAssertNil(OutputManifest.parse(Array("not a manifest\n".utf8)))
        XCTAssertNil(OutputManifest.parse(Array("apidocs-manifest 1\nfingerprint x\nbad line\n".utf8)))
        XCTAssertNil(OutputManifest.parse(Array("apidocs-manifest 1\nfingerprint x\n\(ContentHash([]).hex) 1 2 ../up\n".utf8)))
    }
}
