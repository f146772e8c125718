import APIDocsLoader
import APIDocsRemote
import XCTest

/// Remote `$ref`s against a server on 127.0.0.1: fetched only under an allowed prefix, within
/// the time and size limits, never through a redirect.
final class RemoteFetchTests: XCTestCase {
    func testFetchesABodyAndReportsStatusSizeRedirectAndTimeout() throws {
        let server = try LocalHTTPServer(files: ["pet.yml": "Pet: {type: string}\n"])
        let limits = RemoteLimits(timeout: 2, maximumBytes: 1000)
        XCTAssertEqual(try RemoteFetcher.fetch(server.base + "/pet.yml", limits: limits).get(), Array("Pet: {type: string}\n".utf8))
        XCTAssertEqual(failure(RemoteFetcher.fetch(server.base + "/none.yml", limits: limits)), "HTTP status 404")
        XCTAssertEqual(failure(RemoteFetcher.fetch(server.base + "/big", limits: limits)), "larger than 1000 bytes")
        XCTAssertEqual(
            failure(RemoteFetcher.fetch(server.base + "/redirect", limits: limits)),
            "redirected to '\(server.base)/pet.yml' (redirects are not followed)"
        )
        let started = Date()
        XCTAssertNotNil(failure(RemoteFetcher.fetch(server.base + "/slow", limits: RemoteLimits(timeout: 1, maximumBytes: 1000))))
        XCTAssertLessThan(Date().timeIntervalSince(started), 4.5)
    }

    func testAllowedPrefixIsFetchedAndRelativeRefsStayOnTheServer() throws {
        let server = try LocalHTTPServer(files: [
            "schemas/pet.yml": "Pet:\n  type: object\n  properties:\n    owner: {$ref: 'owner.yml#/Owner'}\n",
            "schemas/owner.yml": "Owner: {type: string}\n",
        ])
        let spec = """
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths: {}
        components:
          schemas:
            Pet: {$ref: '\(server.base)/schemas/pet.yml#/Pet'}

        """
        let access = SpecFileAccess.inMemory(["spec.yml": spec]).fetching { RemoteFetcher.fetch($0, limits: $1) }
        let allowed = ReferencePolicy(root: ".", allowedRemotePrefixes: [server.base + "/schemas/"])
        let set = try SpecDocumentSet.load(path: "spec.yml", policy: allowed, access: access)
        XCTAssertEqual(set.loadOrder, ["spec.yml", server.base + "/schemas/pet.yml", server.base + "/schemas/owner.yml"])
        XCTAssertEqual(set.fetched[server.base + "/schemas/owner.yml"], Array("Owner: {type: string}\n".utf8))

        let other = ReferencePolicy(root: ".", allowedRemotePrefixes: [server.base + "/other/"])
        XCTAssertThrowsError(try SpecDocumentSet.load(path: "spec.yml", policy: other, access: access)) { error in
            XCTAssertEqual(
                (error as? SpecError)?.description,
                "spec.yml:6:17: error: remote $ref '\(server.base)/schemas/pet.yml#/Pet' is not fetched: allow its URL prefix"
                    + " with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml (at #/components/schemas/Pet/$ref)"
            )
        }
    }

    private func failure(_ result: Result<[UInt8], ReadFailure>) -> String? {
        if case .failure(let failure) = result { return failure.reason }
        return nil
    }
}
