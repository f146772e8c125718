// HTTP(S) GET through the system's libcurl, loaded at run time with dlopen. The option and
// info numbers below are libcurl's stable ABI values (curl/curl.h); no libcurl header is
// needed to build, and no libcurl is needed to run apidocs unless a remote $ref is fetched.
#include "CCurlFetch.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018, OPT_NOPROGRESS = 43, OPT_FAILONERROR = 45, OPT_FOLLOWLOCATION = 52,
    OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182,
    OPT_MAXFILESIZE_LARGE = 30117,
    INFO_RESPONSE_CODE = 0x200000 + 2, INFO_REDIRECT_URL = 0x100000 + 31,
    E_OK = 0, E_OPERATION_TIMEDOUT = 28,
    E_FILESIZE_EXCEEDED = 63,
    GLOBAL_ALL = 3, PROTO_HTTP = 1, PROTO_HTTPS = 2,
};

typedef int (*global_init_fn)(long);
typedef void *(*easy_init_fn)(void);
typedef int (*easy_setopt_fn)(void *, int, ...);
typedef int (*easy_perform_fn)(void *);
typedef int (*easy_getinfo_fn)(void *, int, ...);
typedef void (*easy_cleanup_fn)(void *);
typedef const char *(*easy_strerror_fn)(int);

static struct {
    void *handle;
    easy_init_fn init;
    easy_setopt_fn setopt;
    easy_perform_fn perform;
    easy_getinfo_fn getinfo;
    easy_cleanup_fn cleanup;
    easy_strerror_fn strerror;
    char failure[400];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    // Debian and Ubuntu name the OpenSSL build libcurl.so.4; the GnuTLS one (which git pulls
    // in) and others differ only in the TLS library.
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so", "libcurl.4.dylib"};
    for (size_t i = 0; i < sizeof names / sizeof names[0] && curl.handle == NULL; i++) {
        curl.handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (curl.handle == NULL) {
        snprintf(curl.failure, sizeof curl.failure,
                 "fetching a remote $ref needs libcurl, which is not installed (apt-get install libcurl4)");
        return;
    }
    global_init_fn global_init = (global_init_fn)dlsym(curl.handle, "curl_global_init");
    curl.init = (easy_init_fn)dlsym(curl.handle, "curl_easy_init");
    curl.setopt = (easy_setopt_fn)dlsym(curl.handle, "curl_easy_setopt");
    curl.perform = (easy_perform_fn)dlsym(curl.handle, "curl_easy_perform");
    curl.getinfo = (easy_getinfo_fn)dlsym(curl.handle, "curl_easy_getinfo");
    curl.cleanup = (easy_cleanup_fn)dlsym(curl.handle, "curl_easy_cleanup");
    curl.strerror = (easy_strerror_fn)dlsym(curl.handle, "curl_easy_strerror");
    if (!global_init || !curl.init || !curl.setopt || !curl.perform || !curl.getinfo || !curl.cleanup || !curl.strerror) {
        snprintf(curl.failure, sizeof curl.failure, "the libcurl found lacks the easy interface");
        curl.handle = NULL;
        return;
    }
    if (global_init(GLOBAL_ALL) != E_OK) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl failed to initialise");
        curl.handle = NULL;
    }
}

typedef struct {
    apidocs_fetch_result *result;
    size_t capacity;
    size_t limit;
    int too_large;
} sink;

static size_t write_body(char *data, size_t size, size_t count, void *context) {
    sink *into = context;
    size_t length = size * count;
    apidocs_fetch_result *result = into->result;
    if (result->length + length > into->limit) {
        into->too_large = 1;
        return 0;  // libcurl stops with a write error
    }
    if (result->length + length > into->capacity) {
        size_t capacity = into->capacity ? into->capacity * 2 : 16384;
        while (capacity < result->length + length) capacity *= 2;
        unsigned char *grown = realloc(result->body, capacity);
        if (grown == NULL) return 0;
        result->body = grown;
        into->capacity = capacity;
    }
    memcpy(result->body + result->length, data, length);
    result->length += length;
    return length;
}

void apidocs_fetch(const char *url, long timeout_ms, size_t max_bytes, apidocs_fetch_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&load_once, load_curl);
    if (curl.handle == NULL) {
        result->outcome = APIDOCS_FETCH_NO_LIBCURL;
        snprintf(result->message, sizeof result->message, "%s", curl.failure);
        return;
    }
    void *easy = curl.init();
    if (easy == NULL) {
        result->outcome = APIDOCS_FETCH_FAILED;
        snprintf(result->message, sizeof result->message, "libcurl could not start a transfer");
        return;
    }
    char error[256] = {0};
    sink into = {.result = result, .capacity = 0, .limit = max_bytes, .too_large = 0};
    curl.setopt(easy, OPT_URL, url);
    curl.setopt(easy, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.setopt(easy, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.setopt(easy, OPT_FOLLOWLOCATION, 0L);
    curl.setopt(easy, OPT_FAILONERROR, 0L);
    curl.setopt(easy, OPT_NOSIGNAL, 1L);
    curl.setopt(easy, OPT_NOPROGRESS, 1L);
    curl.setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
    curl.setopt(easy, OPT_MAXFILESIZE_LARGE, (long long)max_bytes);
    curl.setopt(easy, OPT_USERAGENT, "apidocs");
    curl.setopt(easy, OPT_ERRORBUFFER, error);
    curl.setopt(easy, OPT_WRITEFUNCTION, write_body);
    curl.setopt(easy, OPT_WRITEDATA, &into);
    int code = curl.perform(easy);
    long status = 0;
    curl.getinfo(easy, INFO_RESPONSE_CODE, &status);
    result->status = status;
    int finished = code == E_OK || into.too_large || code == E_FILESIZE_EXCEEDED;
    if (finished && status != 0 && (status < 200 || status > 299)) {
        result->outcome = APIDOCS_FETCH_HTTP_STATUS;
        char *target = NULL;
        if (curl.getinfo(easy, INFO_REDIRECT_URL, &target) == E_OK && target != NULL) {
            snprintf(result->redirect, sizeof result->redirect, "%s", target);
        }
    } else if (code == E_OK) {
        result->outcome = APIDOCS_FETCH_OK;
    } else if (into.too_large || code == E_FILESIZE_EXCEEDED) {
        result->outcome = APIDOCS_FETCH_TOO_LARGE;
    } else if (code == E_OPERATION_TIMEDOUT) {
        result->outcome = APIDOCS_FETCH_TIMED_OUT;
    } else {
        result->outcome = APIDOCS_FETCH_FAILED;
        snprintf(result->message, sizeof result->message, "%s", error[0] ? error : curl.strerror(code));
    }
    curl.cleanup(easy);
    if (result->outcome != APIDOCS_FETCH_OK) {
        free(result->body);
        result->body = NULL;
        result->length = 0;
    }
}

void apidocs_fetch_result_free(apidocs_fetch_result *result) {
    free(result->body);
    result->body = NULL;
    result->length = 0;
}
