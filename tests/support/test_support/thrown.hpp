// What the suites check of an exception, in one place: the exception of a given type
// that a call throws, or none.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace test_support {

/// The exception of type E that @p call throws, copied out, or nothing when it throws
/// none: `BOOST_TEST(thrown<std::invalid_argument>(f).value().what() == ...)`, or, when
/// only the message matters, message_of().
template <class E, class Call>
std::optional<E> thrown(Call&& call) {
    try {
        std::forward<Call>(call)();
    } catch (const E& e) {
        return e;
    }
    return std::nullopt;
}

/// The message of the exception of type E that @p call throws, or "(nothing thrown)",
/// so that a check of the message fails naming what happened instead.
template <class E, class Call>
std::string message_of(Call&& call) {
    const std::optional<E> e = thrown<E>(std::forward<Call>(call));
    return e ? std::string(e->what()) : std::string("(nothing thrown)");
}

}  // namespace test_support
