# lit configuration for waitwise: RUN lines use %waitwise, FileCheck, llvm-mc,
# not, and %corpus (the committed corpus of compiled kernels).
import os
import lit.formats

config.name = "waitwise"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".s", ".test", ".wk"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
config.test_exec_root = os.path.join(root, "build", "lit")

llvm_bin = "/usr/lib/llvm-22/bin"
waitwise = lit_config.params.get("waitwise", os.path.join(root, "build", "waitwise"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for k in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
    if k in os.environ:
        config.environment[k] = os.environ[k]

config.substitutions.append(("%waitwise", waitwise))
# the build the binary came from: its objects, for tools/house-check
build_dir = os.path.dirname(os.path.abspath(waitwise))
config.substitutions.append(("%build", build_dir))
if os.path.isdir(os.path.join(build_dir, "obj", "src")):
    config.available_features.add("objects")

# Debug builds (make DEBUG=1, and the sanitizer build) check passes' output.
import subprocess
try:
    if "debug build" in subprocess.run([waitwise, "--version"], capture_output=True, text=True).stdout:
        config.available_features.add("debug")
except OSError:
    pass
# explain --format=html's pages are judged in headless Chromium (Debian's
# chromium; tests/run-tests.sh installs it)
import shutil
if shutil.which("chromium"):
    config.available_features.add("chromium")
config.substitutions.append(("%corpus", os.path.join(root, "corpus")))
config.substitutions.append(("%root", root))
config.substitutions.append(("%python", "python3"))
# %expect STATUS CMD... runs CMD and checks its exact exit status (`not`
# accepts any non-zero one); %gen OUT KIND... writes generated bad inputs
# (binary garbage, 1 MB lines, cut files); %examples is examples/kir.
_errors_inputs = os.path.join(config.test_source_root, "errors", "Inputs")
config.substitutions.append(("%expect", "python3 " + os.path.join(_errors_inputs, "expect.py")))
config.substitutions.append(("%gen", "python3 " + os.path.join(_errors_inputs, "gen.py")))
config.substitutions.append(("%examples", os.path.join(root, "examples", "kir")))
