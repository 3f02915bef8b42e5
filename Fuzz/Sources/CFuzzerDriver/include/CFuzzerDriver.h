#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt `FuzzerInterface.h`): parses libFuzzer's command-line flags
/// and runs the fuzzing loop with `callback` as the test function. Linked from
/// `libclang_rt.fuzzer` by `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
