#ifndef APIDOCS_CCURLFETCH_H
#define APIDOCS_CCURLFETCH_H

#include <stddef.h>

/// What one fetch came to; see apidocs_fetch.
typedef enum {
    APIDOCS_FETCH_OK = 0,           // a 2xx response; body holds it
    APIDOCS_FETCH_NO_LIBCURL = 1,   // libcurl could not be loaded; message says why
    APIDOCS_FETCH_FAILED = 2,       // a transport error; message says which
    APIDOCS_FETCH_TOO_LARGE = 3,    // the body passed max_bytes
    APIDOCS_FETCH_TIMED_OUT = 4,    // the whole request took longer than timeout_ms
    APIDOCS_FETCH_HTTP_STATUS = 5,  // a status other than 2xx (status); redirect holds a 3xx's target
} apidocs_fetch_outcome;

/// One fetch's result. Free with apidocs_fetch_result_free.
typedef struct {
    apidocs_fetch_outcome outcome;
    long status;
    unsigned char *body;
    size_t length;
    char message[512];
    char redirect[2048];
} apidocs_fetch_result;

/// GETs an http(s) URL with the system's libcurl, loaded with dlopen on first use (so that
/// the apidocs binary links no networking library: it needs libcurl only when a spec allows
/// remote $refs, or `serve --proxy` forwards a request). Redirects are not followed, only http and https are spoken, and the
/// transfer stops at max_bytes or timeout_ms.
void apidocs_fetch(const char *url, long timeout_ms, size_t max_bytes, apidocs_fetch_result *result);

/// Frees the body of a result.
void apidocs_fetch_result_free(apidocs_fetch_result *result);

/// One request's result (apidocs_request). Free with apidocs_request_result_free.
typedef struct {
    /// APIDOCS_FETCH_OK when a response came, whatever its status; otherwise why none did.
    apidocs_fetch_outcome outcome;
    long status;
    /// The final response's header lines ("Name: value\r\n" each; no status line, no
    /// interim 1xx response's lines).
    unsigned char *headers;
    size_t headers_length;
    unsigned char *body;
    size_t length;
    char message[512];
} apidocs_request_result;

/// Sends one HTTP(S) request with the system's libcurl (loaded as for apidocs_fetch) and
/// returns the response as it came: any status, redirects not followed, only http and https
/// spoken, no proxy from the environment, no cookies, no .netrc. `header_lines` are sent as
/// given ("Name: value"; "Name:" removes a header libcurl would add). A non-NULL `body`
/// (even of length 0) is sent with a Content-Length. "HEAD" reads no body. The transfer stops
/// at timeout_ms, and when the response's body or headers pass max_bytes.
void apidocs_request(const char *method, const char *url, const char *const *header_lines, size_t header_count,
                     const unsigned char *body, size_t body_length, long timeout_ms, size_t max_bytes,
                     apidocs_request_result *result);

/// Frees the headers and body of a result.
void apidocs_request_result_free(apidocs_request_result *result);

#endif
