// The counts Knuth's programs (dlx1, dlx2, ssxc1, ssxcc1) reported on problems the book
// can rebuild, as recorded in the tests' data files by tools/record-knuth-counts: CI
// has none of those programs, so the files are what the tests compare the engines with.
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "test_support/random_xcc.hpp"

namespace test_support {

// One line of a data file: a problem's name (`random`, or a named problem such as
// `corners`), then `key=value` fields: for a random problem its shape and seed
// (primary, secondary, options, colours, seed), then what Knuth's program said
// (solutions, updates, nodes, and cleansings or mems as the program counts them; nodes
// with the root, as Knuth counts them).
struct KnuthCounts {
    std::size_t line = 0;  // in the data file, from 1
    std::string problem;
    std::map<std::string, std::uint64_t> fields;

    // The field called `key`; throws if the line has none, so that a file missing a
    // count fails the test instead of comparing with 0.
    [[nodiscard]] std::uint64_t at(const std::string& key) const {
        const auto it = fields.find(key);
        if (it == fields.end())
            throw std::runtime_error("line " + std::to_string(line) + " has no " + key);
        return it->second;
    }
    // The shape of a random problem.
    [[nodiscard]] XccShape shape() const {
        return {at("primary"), at("secondary"), at("options"), at("colours")};
    }
    // The random problem of this line, rebuilt.
    [[nodiscard]] exact_cover::Problem random_problem() const {
        return random_xcc_problem(static_cast<std::uint32_t>(at("seed")), shape());
    }
};

// One line's words, `problem key=value ...`, as a KnuthCounts.
inline KnuthCounts parse_knuth_counts(const std::string& text, std::size_t line = 0) {
    KnuthCounts row;
    row.line = line;
    std::istringstream words(text);
    words >> row.problem;
    for (std::string word; words >> word;) {
        const std::size_t equals = word.find('=');
        if (equals == std::string::npos || equals == 0 || equals + 1 == word.size())
            throw std::runtime_error("line " + std::to_string(line) + ": '" + word +
                                     "' is not key=value");
        row.fields[word.substr(0, equals)] = std::stoull(word.substr(equals + 1));
    }
    return row;
}

// Every line of the data file `path` but its comments (`#`) and blank lines.
inline std::vector<KnuthCounts> read_knuth_counts(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::vector<KnuthCounts> rows;
    std::size_t line = 0;
    for (std::string text; std::getline(in, text);) {
        ++line;
        if (text.empty() || text[0] == '#') continue;
        rows.push_back(parse_knuth_counts(text, line));
    }
    return rows;
}

}  // namespace test_support
