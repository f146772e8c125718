import APIDocsLoader
import CCurlFetch

/// Fetches one remote `$ref` document over HTTP(S), within a timeout and a size limit.
///
/// It exists as its own small module so that the loader stays free of networking: APIDocsKit
/// hands `RemoteFetcher.fetch` to the loader only when a spec's configuration allows some URL
/// prefixes. Redirects are not followed (an allowed URL must not lead the build to another
/// one), a status other than 2xx is a failure, and a body larger than the limit is stopped
/// as soon as it passes it. The transfer is libcurl's, loaded only when a fetch happens
/// (`CCurlFetch`), so that the apidocs binary links no networking library and runs where
/// libcurl is absent; there a remote `$ref` fails with a message naming the package.
public enum RemoteFetcher {
    @Sendable public static func fetch(_ url: String, limits: RemoteLimits) -> Result<[UInt8], ReadFailure> {
        guard isHTTP(url) else {
            return .failure(ReadFailure(reason: "not an http(s) URL"))
        }
        var result = apidocs_fetch_result()
        let milliseconds = max(1, Int((limits.timeout * 1000).rounded()))
        apidocs_fetch(url, milliseconds, limits.maximumBytes, &result)
        defer { apidocs_fetch_result_free(&result) }
        switch result.outcome {
        case APIDOCS_FETCH_OK:
            guard let body = result.body else { return .success([]) }
            return .success(Array(UnsafeBufferPointer(start: body, count: result.length)))
        case APIDOCS_FETCH_TOO_LARGE:
            return .failure(ReadFailure(reason: "larger than \(limits.maximumBytes) bytes"))
        case APIDOCS_FETCH_TIMED_OUT:
            return .failure(ReadFailure(reason: "timed out after \(Int(limits.timeout)) seconds"))
        case APIDOCS_FETCH_HTTP_STATUS:
            let target = text(of: &result.redirect)
            if (300..<400).contains(result.status), !target.isEmpty {
                return .failure(ReadFailure(reason: "redirected to '\(target)' (redirects are not followed)"))
            }
            return .failure(ReadFailure(reason: "HTTP status \(result.status)"))
        default:
            return .failure(ReadFailure(reason: text(of: &result.message)))
        }
    }

    /// `http://` or `https://` followed by something, in any case.
    private static func isHTTP(_ url: String) -> Bool {
        let lowered = url.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) && lowered.count > scheme.count {
            return true
        }
        return false
    }

    /// A fixed C character array of the result as a Swift string.
    private static func text<Storage>(of field: inout Storage) -> String {
        withUnsafeBytes(of: &field) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
