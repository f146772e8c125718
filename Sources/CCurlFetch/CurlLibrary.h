// The system's libcurl, loaded once with dlopen and shared by the GET of remote $refs
// (CurlFetch.c) and the general request of `apidocs serve --proxy` (CurlRequest.c). Private
// to this target: nothing outside it sees libcurl.
#ifndef APIDOCS_CURL_LIBRARY_H
#define APIDOCS_CURL_LIBRARY_H

#include <stddef.h>

#include "CCurlFetch.h"

// libcurl's stable ABI numbers (curl/curl.h): options are type base + number (long 0, object
// pointer 10000, function pointer 20000, off_t 30000), infos a type bit + number.
enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_PROXY = 10004, OPT_ERRORBUFFER = 10010,
    OPT_POSTFIELDS = 10015, OPT_USERAGENT = 10018, OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029,
    OPT_CUSTOMREQUEST = 10036, OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079,
    OPT_NOPROGRESS = 43, OPT_NOBODY = 44, OPT_FAILONERROR = 45, OPT_FOLLOWLOCATION = 52,
    OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182,
    OPT_MAXFILESIZE_LARGE = 30117, OPT_POSTFIELDSIZE_LARGE = 30120,
    INFO_RESPONSE_CODE = 0x200000 + 2, INFO_REDIRECT_URL = 0x100000 + 31,
    E_OK = 0, E_WRITE_ERROR = 23, E_OPERATION_TIMEDOUT = 28, E_FILESIZE_EXCEEDED = 63,
    GLOBAL_ALL = 3, PROTO_HTTP = 1, PROTO_HTTPS = 2,
};

/// libcurl's easy interface and header lists, as loaded.
typedef struct {
    void *(*init)(void);
    int (*setopt)(void *, int, ...);
    int (*perform)(void *);
    int (*getinfo)(void *, int, ...);
    void (*cleanup)(void *);
    const char *(*strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
} apidocs_curl_library;

/// The failure when no libcurl is installed, to be read after what needs it ("fetching a
/// remote $ref " + this).
extern const char apidocs_curl_missing[];

/// The loaded library (loaded on the first call, from any thread), or NULL with why in
/// *failure.
const apidocs_curl_library *apidocs_curl_library_load(const char **failure);

/// A growing byte buffer (a response's body or header lines) that refuses to pass its limit.
typedef struct {
    unsigned char **bytes;
    size_t *length;
    size_t capacity;
    size_t limit;
    int too_large;
} apidocs_curl_buffer;

/// Appends `length` bytes; 0 when the limit would be passed (too_large is set) or memory ran out.
int apidocs_curl_buffer_append(apidocs_curl_buffer *into, const char *data, size_t length);

/// A CURLOPT_WRITEFUNCTION into the apidocs_curl_buffer given as its data.
size_t apidocs_curl_write_body(char *data, size_t size, size_t count, void *context);

/// Loads libcurl and starts a transfer of `url` with what every apidocs transfer has: HTTP and
/// HTTPS only, no redirect followed, no failure on an HTTP status, no signals or progress,
/// `timeout_ms`, at most `max_bytes`, errors written into `error` (256 bytes). NULL when it
/// cannot, with *outcome and `message` saying why (`purpose` leads the "needs libcurl" text).
void *apidocs_curl_start(const apidocs_curl_library **curl, const char *url, long timeout_ms, size_t max_bytes, char *error,
                         const char *purpose, apidocs_fetch_outcome *outcome, char *message, size_t message_size);

#endif
