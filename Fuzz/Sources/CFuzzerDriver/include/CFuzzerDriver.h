#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (linked in by -sanitize=fuzzer): parses the flags in argv and runs the
/// fuzzing loop with `callback`. SwiftPM names the executable's entry point itself, so the
/// fuzz target calls this from that entry point instead of using libFuzzer's own main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
