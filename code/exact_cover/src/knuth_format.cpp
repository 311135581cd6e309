#include "exact_cover/knuth_format.hpp"

#include "exact_cover/shown_text.hpp"

#include <cctype>
#include <functional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace exact_cover {

// [start:write_knuth_format]
void write_knuth_format(std::ostream& out, const Problem& problem) {
    for (Item i = 0; i < problem.item_count(); ++i) {
        if (i > 0) out << ' ';
        if (i == problem.primary_count()) out << "| ";
        out << problem.item_name(i);
    }
    out << '\n';
    // a stream that failed (a full disk, a signal) takes no more options
    for (Option o = 0; o < problem.option_count() && out; ++o) {
        const std::vector<Colour> colours = problem.option_colours(o);
        const std::span<const Item> items = problem.option(o);
        for (std::size_t k = 0; k < items.size(); ++k) {
            out << (k == 0 ? "" : " ") << problem.item_name(items[k]);
            if (colours[k] != 0) out << ':' << problem.colour_name(colours[k]);
        }
        out << '\n';
    }
}
// [end:write_knuth_format]

KnuthFormatError::KnuthFormatError(std::size_t line, std::size_t column,
                                   const std::string& message)
    : std::runtime_error("line " + std::to_string(line) +
                         (column == 0 ? "" : ", column " + std::to_string(column)) +
                         ": " + message),
      line_(line),
      column_(column),
      message_(message) {}

std::string KnuthFormatError::place() const {
    return std::to_string(line_) + ":" +
           (column_ == 0 ? "" : std::to_string(column_) + ":");
}

namespace {

// Looks names up without building a std::string for each word.
struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view name) const noexcept {
        return std::hash<std::string_view>{}(name);
    }
};

bool is_blank(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Reads a line of at most knuth_line_limit bytes into @p text, without its end; false
// at the end of the input. A longer line throws, before it is held whole.
bool bounded_line(std::istream& in, std::string& text, std::size_t line) {
    text.clear();
    std::streambuf* buffer = in.rdbuf();
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return !text.empty();
        }
        if (c == '\n') return true;
        if (text.size() == knuth_line_limit)
            throw KnuthFormatError(line, 0,
                                   "the line is longer than " +
                                       std::to_string(knuth_line_limit) +
                                       " bytes, the longest this reader takes");
        text += static_cast<char>(c);
    }
}

// The white-space separated words of a line.
std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> result;
    std::size_t k = 0;
    while (k < line.size()) {
        while (k < line.size() && is_blank(line[k])) ++k;
        const std::size_t start = k;
        while (k < line.size() && !is_blank(line[k])) ++k;
        if (k > start) result.push_back(line.substr(start, k - start));
    }
    return result;
}

// A comment or blank line: nothing but white space before an optional leading `|`.
bool is_comment(std::string_view line) {
    for (char c : line)
        if (!is_blank(c)) return c == '|';
    return true;
}

// [start:check_name]
// The one rule for a name, an item's or a colour's (@p what): text a message shows as
// it is (printable ASCII, or printable UTF-8 characters beyond it: shown_text's
// rule), without the `|` and `:` that the format reserves. @p column is where the name
// starts in @p line; the error names the column of the first byte that breaks the rule.
void check_name(std::string_view name, const char* what, std::size_t line,
                std::size_t column) {
    for (std::size_t k = 0; k < name.size();) {
        const char c = name[k];
        const std::size_t length = character_length(name, k);
        const auto fail = [&](const std::string& why) {
            throw KnuthFormatError(
                line, column + k,
                std::string(what) + " '" + shown_text(name) + "' contains " + why);
        };
        if (c == '|' || c == ':')
            fail(std::string("'") + c + "', which is reserved in Knuth's format");
        if (length == 1 && !std::isgraph(static_cast<unsigned char>(c)))
            fail("a control character or a byte that is not UTF-8 text");
        k += length;
    }
}
// [end:check_name]

}  // namespace

// [start:read_knuth_format]
Problem read_knuth_format(std::istream& in) {
    std::string text;
    std::size_t line = 0;
    const auto next_line = [&]() {
        while (bounded_line(in, text, line + 1)) {
            ++line;
            // files written on Windows
            if (!text.empty() && text.back() == '\r') text.pop_back();
            if (!is_comment(text)) return true;
        }
        return false;
    };

    // The item line: primary names, then `|` and secondary names.
    if (!next_line())
        throw KnuthFormatError(line + 1, 0,
                               "the input is empty: expected the line of item names");
    std::vector<std::string> primary, secondary;
    // name -> item, instead of Problem's linear find_item
    std::unordered_map<std::string, Item, NameHash, std::equal_to<>> index;
    bool in_secondary = false;
    // where a word starts in the line, from 1
    const auto column = [&text](std::string_view word) {
        return static_cast<std::size_t>(word.data() - text.data()) + 1;
    };
    for (std::string_view word : words(text)) {
        if (word.front() == '|') {
            if (in_secondary)
                throw KnuthFormatError(line, column(word),
                                       "'|' appears twice in the line of item names");
            in_secondary = true;
            word.remove_prefix(1);  // Knuth allows "|name" as well as "| name"
            if (word.empty()) continue;
        }
        check_name(word, "item name", line, column(word));
        std::vector<std::string>& names = in_secondary ? secondary : primary;
        const Item item = primary.size() + secondary.size();
        const auto [it, fresh] = index.emplace(std::string(word), item);
        if (!fresh)
            throw KnuthFormatError(line, column(word),
                                   "item '" + shown_text(word) +
                                       "' is declared twice (as item " +
                                       std::to_string(it->second + 1) + " and item " +
                                       std::to_string(item + 1) + ")");
        names.emplace_back(word);
    }
    if (primary.empty())
        throw KnuthFormatError(line, 0, "the line of item names has no primary item");
    const Item primary_count = primary.size();
    // Secondary items were numbered after the primary ones as they came, which is their
    // place.
    Problem problem(std::move(primary), std::move(secondary));

    // The options, one per line; a secondary item may carry a colour, `name:colour`.
    std::vector<std::pair<Item, Colour>> items;
    bool coloured = false;
    // the line an item was last used on
    std::vector<std::size_t> seen_on(problem.item_count(), 0);
    std::size_t entries = 0;  // so far, against knuth_entry_limit
    while (next_line()) {
        items.clear();
        bool has_primary = false;
        for (const std::string_view entry : words(text)) {
            const std::string_view word = entry.substr(0, entry.find(':'));
            const auto it = index.find(word);
            if (it == index.end())
                throw KnuthFormatError(line, column(entry),
                                       "unknown item '" + shown_text(word) + "'");
            const Item item = it->second;
            Colour colour = 0;
            if (word.size() < entry.size()) {  // name:colour
                const std::string_view name = entry.substr(word.size() + 1);
                if (item < primary_count)
                    throw KnuthFormatError(line, column(entry),
                                           "primary item '" + shown_text(word) +
                                               "' cannot have a colour: only secondary "
                                               "items take colours");
                if (name.empty())
                    throw KnuthFormatError(line, column(entry) + word.size() + 1,
                                           "expected a colour after '" +
                                               shown_text(word) + ":', found '" +
                                               shown_text(name) + "'");
                check_name(name, "colour name", line, column(entry) + word.size() + 1);
                colour = problem.colour(name);
                coloured = true;
            }
            if (seen_on[item] == line)
                throw KnuthFormatError(
                    line, column(word),
                    "item '" + shown_text(word) + "' appears twice in this option");
            seen_on[item] = line;
            has_primary = has_primary || item < primary_count;
            items.emplace_back(item, colour);
        }
        if (!has_primary)
            throw KnuthFormatError(
                line, 0, "the option has no primary item, so no cover can use it");
        entries += items.size();
        if (entries > knuth_entry_limit)
            throw KnuthFormatError(line, 0,
                                   "the options reach more than " +
                                       std::to_string(knuth_entry_limit) +
                                       " item entries in all, the most this reader "
                                       "takes");
        if (coloured) {
            problem.add_coloured_option(items);
        } else {
            std::vector<Item> plain;
            for (const auto& [item, colour] : items) plain.push_back(item);
            problem.add_option(std::move(plain));
        }
    }
    return problem;
}
// [end:read_knuth_format]

std::string knuth_summary(const SearchResult& result, bool partial, bool profile,
                          std::optional<std::uint64_t> cleansings, bool mems) {
    std::string text = partial ? "Interrupted: partial counts: " : "";
    text += "Altogether " + std::to_string(result.solutions) +
            (result.solutions == 1 ? " solution, " : " solutions, ") +
            (mems ? std::to_string(result.mems) + " mems, " : "") +
            std::to_string(result.updates) + " updates, " +
            (cleansings ? std::to_string(*cleansings) + " cleansings, " : "") +
            std::to_string(result.nodes + 1) + " nodes\n";
    if (profile) {
        text += "Profile:\n  0: 1\n";
        for (std::size_t level = 0; level < result.profile.size(); ++level) {
            const std::string number = std::to_string(level + 1);
            text += std::string(number.size() < 3 ? 3 - number.size() : 0, ' ') +
                    number + ": " + std::to_string(result.profile[level]) + '\n';
        }
    }
    return text;
}

}  // namespace exact_cover
