import APIDocsRender
import XCTest

/// File stems: only `[a-z0-9._-]`, no leading dot, no `..`, bounded, distinct per folder.
final class SlugTests: XCTestCase {
    func testUnsafeNamesBecomeSafeStems() {
        XCTAssertEqual(Slug.make("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(Slug.make(".hidden"), "hidden")
        XCTAssertEqual(Slug.make("a..b"), "a.b")
        XCTAssertEqual(Slug.make("C:\\Windows\\System32"), "c-windows-system32")
        XCTAssertEqual(Slug.make("<script>alert(1)</script>"), "script-alert-1-script")
        XCTAssertEqual(Slug.make("Pet Store"), "pet-store")
        XCTAssertEqual(Slug.make("中文"), "u4e2d-u6587")
        XCTAssertEqual(Slug.make(""), "page")
        XCTAssertEqual(Slug.make("..."), "page")
        XCTAssertEqual(Slug.make("nul\u{0}byte"), "nul-byte")
    }

    func testWindowsDeviceNamesNeverBecomeStems() {
        for name in ["CON", "con", "Prn", "AUX", "nul", "COM1", "com9", "LPT1", "lpt9"] {
            XCTAssertEqual(Slug.make(name), name.lowercased() + "_", name)
        }
        XCTAssertEqual(Slug.make("con.v2"), "con_.v2")
        XCTAssertEqual(Slug.make("NUL.tar.gz"), "nul_.tar.gz")
        XCTAssertEqual(Slug.make("con "), "con_")
        XCTAssertEqual(Slug.make("con."), "con_")
        XCTAssertEqual(Slug.make("console"), "console")
        XCTAssertEqual(Slug.make("com10"), "com10")
        XCTAssertEqual(Slug.make("com0"), "com0")
        XCTAssertEqual(Slug.make("lpt"), "lpt")
        XCTAssertEqual(Slug.make("my-con"), "my-con")
    }

    func testAllocatedStemsAvoidDeviceNamesAndStayDistinct() {
        var allocator = SlugAllocator()
        XCTAssertEqual(["Con", "con", "con_", "AUX.json"].map { allocator.allocate($0) }, ["con_", "con_-2", "con_-3", "aux_.json"])
    }

    func testStemsAreBounded() {
        let stem = Slug.make(String(repeating: "Abc", count: 100))
        XCTAssertLessThanOrEqual(stem.count, Slug.maxLength)
        XCTAssertFalse(stem.hasSuffix("-") || stem.hasSuffix("."))
    }

    func testEveryStemUsesOnlySafeCharacters() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09._-/\\:*?\"<>| \t\n..中é😀%~")
        for _ in 0..<2000 {
            let length = Int.random(in: 0...40, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let stem = Slug.make(name)
            XCTAssertFalse(stem.isEmpty, name)
            XCTAssertNil(stem.firstIndex { !"abcdefghijklmnopqrstuvwxyz0123456789._-".contains($0) }, "\(name) → \(stem)")
            XCTAssertFalse(stem.hasPrefix("."), "\(name) → \(stem)")
            XCTAssertFalse(stem.contains(".."), "\(name) → \(stem)")
            XCTAssertLessThanOrEqual(stem.utf8.count, Slug.maxLength)
            XCTAssertFalse(stem.hasSuffix(".") || stem.hasSuffix(" "), "\(name) → \(stem)")
            let head = String(stem.prefix { $0 != "." })
            XCTAssertFalse(Slug.deviceNames.contains(head), "\(name) → \(stem)")
        }
    }

    func testCaseCollisionsGetNumberedInOfferOrder() {
        var allocator = SlugAllocator()
        XCTAssertEqual(allocator.allocate("Pet"), "pet")
        XCTAssertEqual(allocator.allocate("pet"), "pet-2")
        XCTAssertEqual(allocator.allocate("PET"), "pet-3")
        XCTAssertEqual(allocator.allocate("pet-2"), "pet-2-2")
    }
}
