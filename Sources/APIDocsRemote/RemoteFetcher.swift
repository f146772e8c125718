import APIDocsLoader
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches one remote `$ref` document over HTTP(S), within a timeout and a size limit.
///
/// It exists as its own small module so that the loader stays free of networking: APIDocsKit
/// hands `RemoteFetcher.fetch` to the loader only when a spec's configuration allows some URL
/// prefixes. Redirects are not followed (an allowed URL must not lead the build to another
/// one), a status other than 2xx is a failure, and a body larger than the limit is cancelled
/// as soon as it passes it.
public enum RemoteFetcher {
    @Sendable public static func fetch(_ url: String, limits: RemoteLimits) -> Result<[UInt8], ReadFailure> {
        guard let target = URL(string: url), let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(ReadFailure(reason: "not an http(s) URL"))
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.timeout
        configuration.timeoutIntervalForResource = limits.timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let transfer = Transfer(limit: limits.maximumBytes)
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: target).resume()
        if transfer.done.wait(timeout: .now() + limits.timeout + 1) == .timedOut {
            return .failure(ReadFailure(reason: "timed out after \(Int(limits.timeout)) seconds"))
        }
        return transfer.result
    }
}

/// One download's state, filled in by URLSession's delegate calls on its own queue.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let limit: Int
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var failure: ReadFailure?

    init(limit: Int) {
        self.limit = limit
    }

    var result: Result<[UInt8], ReadFailure> {
        lock.lock()
        defer { lock.unlock() }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }

    private func fail(_ reason: String) {
        lock.lock()
        if failure == nil { failure = ReadFailure(reason: reason) }
        lock.unlock()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            fail("HTTP status \(http.statusCode)")
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(limit) {
            fail("larger than \(limit) bytes")
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        bytes.append(contentsOf: data)
        let tooLarge = bytes.count > limit
        lock.unlock()
        if tooLarge {
            fail("larger than \(limit) bytes")
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        fail("redirected to '\(request.url?.absoluteString ?? "?")' (redirects are not followed)")
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { fail(error.localizedDescription) }
        done.signal()
    }
}
