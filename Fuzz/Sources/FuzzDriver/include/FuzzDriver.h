#ifndef TABBAR_FUZZ_DRIVER_H
#define TABBAR_FUZZ_DRIVER_H

/// Runs libFuzzer on the target's LLVMFuzzerTestOneInput. SwiftPM names an executable's entry
/// point `<Target>_main` (and links `main` to it), so each target's `<Target>_main` calls this
/// instead of relying on libFuzzer's own `main`.
int tabbar_fuzz_main(int argc, char **argv);

#endif
