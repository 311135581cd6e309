"""Where and from what a timing was taken, as tools/measure-peers and tools/measure-knuth
record it beside their tables (cmake/machine.cmake records the same for the measure
workflow): the processor as the kernel names it, with its family and model numbers (a
virtual machine's name is often only the vendor's) and whether it is a virtual machine; the
system; the book's build and its flags; and the commit, with the hash of the changes not
yet committed, if any, so that a table never claims a commit it was not built from; and
how far a fastest run could move, the spread (book::Timing::spread in the C++)."""
import hashlib
import os
import platform
import shutil
import subprocess


# The whole public puzzle files that the scripts time the Sudoku solvers on (as
# ../shared/data/sudoku holds them), by the names the pages give them.
WHOLE_FILES = {"17-clue": "puzzles2_17_clue.txt", "top1465": "puzzles3_magictour_top1465.txt",
               "hardest": "puzzles6_forum_hardest_1106.txt"}


def spread(runs):
    """The second fastest of RUNS over the fastest, less 1 (0 for a single run): how much
    the minimum rests on its one luckiest run, the noise the book's rule for noise allows
    a time (How the book measures). The slowest run says only how bad the machine's worst
    moment was, which the minimum leaves out anyway."""
    ordered = sorted(runs)
    if len(ordered) < 2 or ordered[0] <= 0:
        return 0.0
    return ordered[1] / ordered[0] - 1


def processor():
    """'Intel(R) Xeon(R) Processor (family 6, model 167) with AVX-512, a virtual machine'."""
    fields = {}
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields.setdefault(key.strip(), value.strip())
    model = fields.get("model name") or platform.processor() or "unknown processor"
    if "cpu family" in fields and "model" in fields:
        model += f" (family {fields['cpu family']}, model {fields['model']})"
    flags = fields.get("flags", "").split()
    if "avx512f" in flags:
        model += " with AVX-512"
    elif "avx2" in flags:
        model += " with AVX2"
    if "hypervisor" in flags:
        model += ", a virtual machine"
    return model


def system():
    """The operating system's own name for itself (Debian GNU/Linux 12 (bookworm))."""
    if os.path.exists("/etc/os-release"):
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    return platform.system()


def host():
    """'2 cores of an AMD EPYC (family 26, model 2) with AVX-512, a virtual machine, Debian
    GNU/Linux 12 (bookworm)': the cores, the processor() and the system(), as every
    measuring script opens its record of the machine."""
    return f"{os.cpu_count()} cores of an {processor()}, {system()}"


def book_build(build):
    """The compiler, flags and build type of the book's build folder @p build, in words."""
    cache = {}
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        for line in f:
            if "=" in line and ":" in line.split("=", 1)[0]:
                key, value = line.rstrip("\n").split("=", 1)
                cache[key.split(":")[0]] = value
    kind = cache.get("CMAKE_BUILD_TYPE", "")
    flags = cache.get("CMAKE_CXX_FLAGS_" + kind.upper(), "")
    path = cache.get("CMAKE_CXX_COMPILER", "c++")
    version = subprocess.run([path, "-dumpfullversion"], capture_output=True,
                             text=True).stdout.strip()
    compiler = f"{os.path.basename(os.path.realpath(shutil.which(path) or path))} {version}"
    return f"{compiler} {flags} (a {kind} build)"


def commit(root):
    """The commit of the checkout @p root, and, when the code differs from it, the sha256
    of the difference: 'ba56647' or 'ba56647 with changes to the code not committed (diff
    sha256 04551a20559d)', as cmake/machine.cmake writes it for the measure workflow."""
    head = subprocess.run(["git", "-C", root, "rev-parse", "--short=7", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or "unknown"
    diff = subprocess.run(["git", "-C", root, "diff", "HEAD", "--", "code", "cmake",
                           "CMakeLists.txt", "tools"], capture_output=True).stdout
    if not diff:
        return head
    return f"{head} with changes to the code not committed (diff sha256 " \
           f"{hashlib.sha256(diff).hexdigest()[:12]})"
