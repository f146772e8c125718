// The system's libcurl, loaded once with dlopen and shared by the GET of remote $refs
// (CurlFetch.c) and the general request of `apidocs serve --proxy` (CurlRequest.c). Private
// to this target: nothing outside it sees libcurl.
#ifndef APIDOCS_CURL_LIBRARY_H
#define APIDOCS_CURL_LIBRARY_H

#include <stddef.h>

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

#endif
