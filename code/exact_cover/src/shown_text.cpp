#include "exact_cover/shown_text.hpp"

namespace exact_cover {

namespace {

// The code point of the well-formed UTF-8 sequence of @p length bytes at @p k, or 0
// when the bytes are not one (a stray continuation byte, an overlong form, a
// surrogate, a value beyond U+10FFFF, a sequence cut short).
char32_t decode(std::string_view text, std::size_t k, std::size_t length) {
    if (k + length > text.size()) return 0;
    const auto byte = [&](std::size_t i) {
        return static_cast<unsigned char>(text[k + i]);
    };
    char32_t value = byte(0) & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return 0;
        value = (value << 6) | (byte(i) & 0x3F);
    }
    static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (value < smallest[length] || value > 0x10FFFF) return 0;
    if (value >= 0xD800 && value <= 0xDFFF) return 0;
    return value;
}

// Characters that a terminal would act on or hide rather than show: the C1 controls,
// zero-width and direction marks, line and paragraph separators, the byte-order mark.
bool invisible(char32_t c) {
    return c < 0xA0 || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

}  // namespace

std::size_t character_length(std::string_view text, std::size_t k) {
    const auto lead = static_cast<unsigned char>(text[k]);
    const std::size_t length = lead >= 0xF0   ? 4
                               : lead >= 0xE0 ? 3
                               : lead >= 0xC0 ? 2
                                              : 1;
    if (length == 1) return 1;
    const char32_t value = decode(text, k, length);
    return value == 0 || invisible(value) ? 1 : length;
}

std::string shown_text(std::string_view text, std::size_t width) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    std::size_t k = 0;
    for (std::size_t shown = 0; k < text.size() && shown < width; ++shown) {
        const auto byte = static_cast<unsigned char>(text[k]);
        const std::size_t length = character_length(text, k);
        if (length > 1 || (byte >= 0x20 && byte < 0x7F)) {
            out += text.substr(k, length);
        } else {
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        }
        k += length;
    }
    if (k < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

}  // namespace exact_cover
