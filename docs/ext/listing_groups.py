"""Which lines of a C++ file a listing shows: the text between its markers, less the
marker lines and the lines of the groups it leaves out (``:without:``). One module, read
by the book's Sphinx extension (book.py), which renders the listings, and by
tools/check_listings.py, which checks that each fits the page, so that both count the same
lines."""
import re

MARKER_PARTS = re.compile(r"^\s*//\s*\[(start|end):([\w.-]+)\]\s*$")
# A line that only counts mems, as the engines write it: "++result_.mems;",
# "result_.mems += 2 + 2 * n;", or either behind an if, with or without a comment (and
# the same for trail_mems, the share of them spent on the trail).
MEM_LINE = re.compile(
    r"^\s*(if \(.*\) )?(\+\+result_\.(trail_)?mems|result_\.(trail_)?mems \+= [^;]+);\s*(//.*)?$")


def filter_listing(text, without=(), emphasize=()):
    """The listing's lines without its marker lines, and without the lines of the groups
    in `without`; with the (1-based) numbers of the kept lines of the groups in
    `emphasize`. A group is either "mems" (the lines MEM_LINE matches) or a marker prefix:
    the lines inside ``// [start:colours.hide]`` ... ``// [end:colours.hide]`` belong to
    the group "colours". So one file serves two listings: the idea alone, and the same
    code with a refinement's lines shown as a difference."""
    kept, marked, open_names = [], [], []
    for line in text.split("\n"):
        m = MARKER_PARTS.match(line)
        if m:
            kind, name = m.groups()
            if kind == "start":
                open_names.append(name)
            elif name in open_names:
                open_names.remove(name)
            continue
        groups = {name.split(".")[0] for name in open_names}
        if MEM_LINE.match(line):
            groups.add("mems")
        if groups & set(without):
            continue
        kept.append(line)
        if groups & set(emphasize):
            marked.append(len(kept))
    return "\n".join(kept), marked


def group_list(argument):
    """The groups an option names, ``:without: colours, mems`` -> ["colours", "mems"]."""
    return [name.strip() for name in (argument or "").split(",") if name.strip()]
