// The header declares libFuzzer's driver; this target has no code of its own.
#include "CFuzzerDriver.h"
