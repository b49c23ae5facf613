// The declaration is in include/FuzzDriver.h; libFuzzer defines the function.
#include "FuzzDriver.h"
