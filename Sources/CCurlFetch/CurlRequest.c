// A general HTTP(S) request through the system's libcurl, for `apidocs serve --proxy`: any
// method, headers and body, the response's status, headers and body returned as they came.
// Loaded with dlopen like the GET of remote $refs (CurlLibrary.h), so the binary links no
// networking library.
#include "CCurlFetch.h"
#include "CurlLibrary.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Keeps the header lines of the last response only: a status line (a 100 Continue's, then
/// the final one's) starts the block again; the blank line that ends a block is dropped.
static size_t write_header(char *data, size_t size, size_t count, void *context) {
    apidocs_curl_buffer *into = context;
    size_t length = size * count;
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) {
        *into->length = 0;
        return length;
    }
    if (length == 0 || (length <= 2 && (data[0] == '\r' || data[0] == '\n'))) return length;
    return apidocs_curl_buffer_append(into, data, length) ? length : 0;
}

void apidocs_request(const char *method, const char *url, const char *const *header_lines, size_t header_count,
                     const unsigned char *body, size_t body_length, long timeout_ms, size_t max_bytes,
                     apidocs_request_result *result) {
    memset(result, 0, sizeof *result);
    const apidocs_curl_library *curl = NULL;
    char error[256] = {0};
    void *easy = apidocs_curl_start(&curl, url, timeout_ms, max_bytes, error, "forwarding a request ", &result->outcome,
                                    result->message, sizeof result->message);
    if (easy == NULL) return;
    void *list = NULL;
    for (size_t i = 0; i < header_count; i++) {
        void *longer = curl->slist_append(list, header_lines[i]);
        if (longer == NULL) {
            curl->slist_free_all(list);
            curl->cleanup(easy);
            result->outcome = APIDOCS_FETCH_FAILED;
            snprintf(result->message, sizeof result->message, "out of memory for the request's headers");
            return;
        }
        list = longer;
    }
    apidocs_curl_buffer body_sink = {.bytes = &result->body, .length = &result->length, .limit = max_bytes};
    apidocs_curl_buffer header_sink = {.bytes = &result->headers, .length = &result->headers_length, .limit = max_bytes};
    curl->setopt(easy, OPT_PROXY, "");  // straight to the server: no http_proxy from the environment
    curl->setopt(easy, OPT_HTTPHEADER, list);
    curl->setopt(easy, OPT_WRITEFUNCTION, apidocs_curl_write_body);
    curl->setopt(easy, OPT_WRITEDATA, &body_sink);
    curl->setopt(easy, OPT_HEADERFUNCTION, write_header);
    curl->setopt(easy, OPT_HEADERDATA, &header_sink);
    if (strcmp(method, "HEAD") == 0) {
        curl->setopt(easy, OPT_NOBODY, 1L);
    } else {
        if (body != NULL) {
            curl->setopt(easy, OPT_POSTFIELDSIZE_LARGE, (long long)body_length);
            curl->setopt(easy, OPT_POSTFIELDS, body_length > 0 ? (const void *)body : (const void *)"");
        }
        curl->setopt(easy, OPT_CUSTOMREQUEST, method);
    }
    int code = curl->perform(easy);
    long status = 0;
    curl->getinfo(easy, INFO_RESPONSE_CODE, &status);
    result->status = status;
    if (body_sink.too_large || header_sink.too_large || code == E_FILESIZE_EXCEEDED) {
        result->outcome = APIDOCS_FETCH_TOO_LARGE;
    } else if (code == E_OK) {
        result->outcome = APIDOCS_FETCH_OK;
    } else if (code == E_OPERATION_TIMEDOUT) {
        result->outcome = APIDOCS_FETCH_TIMED_OUT;
    } else {
        result->outcome = APIDOCS_FETCH_FAILED;
        snprintf(result->message, sizeof result->message, "%s", error[0] ? error : curl->strerror(code));
    }
    curl->cleanup(easy);
    curl->slist_free_all(list);
    if (result->outcome != APIDOCS_FETCH_OK) apidocs_request_result_free(result);
}

void apidocs_request_result_free(apidocs_request_result *result) {
    free(result->headers);
    free(result->body);
    result->headers = NULL;
    result->headers_length = 0;
    result->body = NULL;
    result->length = 0;
}
