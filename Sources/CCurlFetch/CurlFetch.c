// HTTP(S) GET through the system's libcurl, loaded at run time with dlopen (the loader lives
// here too). The option and info numbers are libcurl's stable ABI values (CurlLibrary.h); no
// libcurl header is needed to build, and no libcurl is needed to run apidocs unless a remote
// $ref is fetched or `serve --proxy` forwards a request.
#include "CCurlFetch.h"
#include "CurlLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char apidocs_curl_missing[] = "needs libcurl, which is not installed (apt-get install libcurl4)";

static apidocs_curl_library library;
static const char *load_failure;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    // Debian and Ubuntu name the OpenSSL build libcurl.so.4; the GnuTLS one (which git pulls
    // in) and others differ only in the TLS library.
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so", "libcurl.4.dylib"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++) {
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) {
        load_failure = apidocs_curl_missing;
        return;
    }
    int (*global_init)(long) = (int (*)(long))dlsym(handle, "curl_global_init");
    library.init = (void *(*)(void))dlsym(handle, "curl_easy_init");
    library.setopt = (int (*)(void *, int, ...))dlsym(handle, "curl_easy_setopt");
    library.perform = (int (*)(void *))dlsym(handle, "curl_easy_perform");
    library.getinfo = (int (*)(void *, int, ...))dlsym(handle, "curl_easy_getinfo");
    library.cleanup = (void (*)(void *))dlsym(handle, "curl_easy_cleanup");
    library.strerror = (const char *(*)(int))dlsym(handle, "curl_easy_strerror");
    library.slist_append = (void *(*)(void *, const char *))dlsym(handle, "curl_slist_append");
    library.slist_free_all = (void (*)(void *))dlsym(handle, "curl_slist_free_all");
    if (!global_init || !library.init || !library.setopt || !library.perform || !library.getinfo || !library.cleanup
        || !library.strerror || !library.slist_append || !library.slist_free_all) {
        load_failure = "the libcurl found lacks the easy interface";
        return;
    }
    if (global_init(GLOBAL_ALL) != E_OK) {
        load_failure = "libcurl failed to initialise";
    }
}

const apidocs_curl_library *apidocs_curl_library_load(const char **failure) {
    pthread_once(&load_once, load_curl);
    if (load_failure != NULL) {
        *failure = load_failure;
        return NULL;
    }
    return &library;
}

int apidocs_curl_buffer_append(apidocs_curl_buffer *into, const char *data, size_t length) {
    if (*into->length + length > into->limit) {
        into->too_large = 1;
        return 0;
    }
    if (*into->length + length > into->capacity) {
        size_t capacity = into->capacity ? into->capacity * 2 : 16384;
        while (capacity < *into->length + length) capacity *= 2;
        unsigned char *grown = realloc(*into->bytes, capacity);
        if (grown == NULL) return 0;
        *into->bytes = grown;
        into->capacity = capacity;
    }
    memcpy(*into->bytes + *into->length, data, length);
    *into->length += length;
    return 1;
}

size_t apidocs_curl_write_body(char *data, size_t size, size_t count, void *context) {
    size_t length = size * count;
    return apidocs_curl_buffer_append(context, data, length) ? length : 0;  // 0: libcurl stops with a write error
}

void *apidocs_curl_start(const apidocs_curl_library **curl, const char *url, long timeout_ms, size_t max_bytes, char *error,
                         const char *purpose, apidocs_fetch_outcome *outcome, char *message, size_t message_size) {
    const char *failure = NULL;
    *curl = apidocs_curl_library_load(&failure);
    if (*curl == NULL) {
        *outcome = APIDOCS_FETCH_NO_LIBCURL;
        snprintf(message, message_size, "%s%s", failure == apidocs_curl_missing ? purpose : "", failure);
        return NULL;
    }
    void *easy = (*curl)->init();
    if (easy == NULL) {
        *outcome = APIDOCS_FETCH_FAILED;
        snprintf(message, message_size, "libcurl could not start a transfer");
        return NULL;
    }
    (*curl)->setopt(easy, OPT_URL, url);
    (*curl)->setopt(easy, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    (*curl)->setopt(easy, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    (*curl)->setopt(easy, OPT_FOLLOWLOCATION, 0L);
    (*curl)->setopt(easy, OPT_FAILONERROR, 0L);
    (*curl)->setopt(easy, OPT_NOSIGNAL, 1L);
    (*curl)->setopt(easy, OPT_NOPROGRESS, 1L);
    (*curl)->setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
    (*curl)->setopt(easy, OPT_MAXFILESIZE_LARGE, (long long)max_bytes);
    (*curl)->setopt(easy, OPT_ERRORBUFFER, error);
    return easy;
}

void apidocs_fetch(const char *url, long timeout_ms, size_t max_bytes, apidocs_fetch_result *result) {
    memset(result, 0, sizeof *result);
    const apidocs_curl_library *curl = NULL;
    char error[256] = {0};
    void *easy = apidocs_curl_start(&curl, url, timeout_ms, max_bytes, error, "fetching a remote $ref ", &result->outcome,
                                    result->message, sizeof result->message);
    if (easy == NULL) return;
    apidocs_curl_buffer into = {.bytes = &result->body, .length = &result->length, .limit = max_bytes};
    curl->setopt(easy, OPT_USERAGENT, "apidocs");
    curl->setopt(easy, OPT_WRITEFUNCTION, apidocs_curl_write_body);
    curl->setopt(easy, OPT_WRITEDATA, &into);
    int code = curl->perform(easy);
    long status = 0;
    curl->getinfo(easy, INFO_RESPONSE_CODE, &status);
    result->status = status;
    int finished = code == E_OK || into.too_large || code == E_FILESIZE_EXCEEDED;
    if (finished && status != 0 && (status < 200 || status > 299)) {
        result->outcome = APIDOCS_FETCH_HTTP_STATUS;
        char *target = NULL;
        if (curl->getinfo(easy, INFO_REDIRECT_URL, &target) == E_OK && target != NULL) {
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
        snprintf(result->message, sizeof result->message, "%s", error[0] ? error : curl->strerror(code));
    }
    curl->cleanup(easy);
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
