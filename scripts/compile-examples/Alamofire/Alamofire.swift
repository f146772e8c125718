// A stand-in for Alamofire 5.4.4 with only the declarations SwagGen's generated
// APIClient.swift and APIResponse.swift use, so the generated client compiles on Linux
// without the real library. A test fixture for scripts/compile-examples: it declares, it
// never sends anything (every request completes with a network error).

@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

public struct AFError: Error {
    public let message: String
}

public struct AFDataResponse<Success> {
    public let request: URLRequest?
    public let response: HTTPURLResponse?
    public let data: Data?
    public let metrics: URLSessionTaskMetrics?
    public let result: Result<Success, AFError>
}

public class Request {
    @discardableResult
    public func cancel() -> Self { self }
}

public final class DataRequest: Request {
    @discardableResult
    public func responseData(queue: DispatchQueue = .main, completionHandler: @escaping (AFDataResponse<Data>) -> Void) -> Self {
        let response = AFDataResponse<Data>(request: nil, response: nil, data: nil, metrics: nil,
                                            result: .failure(AFError(message: "stand-in Alamofire sends nothing")))
        queue.async { completionHandler(response) }
        return self
    }
}

public final class UploadRequest: Request {
    @discardableResult
    public func responseData(queue: DispatchQueue = .main, completionHandler: @escaping (AFDataResponse<Data>) -> Void) -> Self {
        let response = AFDataResponse<Data>(request: nil, response: nil, data: nil, metrics: nil,
                                            result: .failure(AFError(message: "stand-in Alamofire sends nothing")))
        queue.async { completionHandler(response) }
        return self
    }
}

public final class MultipartFormData {
    public init() {}
    public func append(_ data: Data, withName name: String, fileName: String? = nil, mimeType: String? = nil) {}
    public func append(_ fileURL: URL, withName name: String) {}
    public func append(_ fileURL: URL, withName name: String, fileName: String, mimeType: String) {}
}

public protocol URLRequestConvertible {}
extension URLRequest: URLRequestConvertible {}

public class Session {
    public static let `default` = Session()
    public init() {}
    public func request(_ convertible: URLRequestConvertible) -> DataRequest { DataRequest() }
    public func upload(multipartFormData: @escaping (MultipartFormData) -> Void, with request: URLRequestConvertible) -> UploadRequest {
        multipartFormData(MultipartFormData())
        return UploadRequest()
    }
}

public struct URLEncoding {
    public enum Destination { case queryString, httpBody }
    public let destination: Destination
    public static let queryString = URLEncoding(destination: .queryString)
    public static let httpBody = URLEncoding(destination: .httpBody)

    public func encode(_ urlRequest: URLRequestConvertible, with parameters: [String: Any]?) throws -> URLRequest {
        guard let request = urlRequest as? URLRequest else { throw AFError(message: "not a URLRequest") }
        return request
    }
}
