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
/// remote $refs). Redirects are not followed, only http and https are spoken, and the
/// transfer stops at max_bytes or timeout_ms.
void apidocs_fetch(const char *url, long timeout_ms, size_t max_bytes, apidocs_fetch_result *result);

/// Frees the body of a result.
void apidocs_fetch_result_free(apidocs_fetch_result *result);

#endif
