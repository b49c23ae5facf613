#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (clang's -fsanitize=fuzzer runtime): parses libFuzzer's flags from
/// argv and runs `callback` on each input. SwiftPM renames an executable target's entry
/// point to `<Target>_main`, so each fuzz target calls this from there instead of relying
/// on libFuzzer's own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
