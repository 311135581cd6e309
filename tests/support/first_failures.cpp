// Linked into every exercise test by book_exercise(): the log shows the first failed
// check of each test case and counts the others, so an untouched stub whose loop fails
// hundreds of checks reports one line per test case. The counts in Boost.Test's report
// at the end are unchanged (every failure is still counted; only the log is shortened).
#include <boost/test/tree/observer.hpp>
#include <boost/test/tree/test_unit.hpp>
#include <boost/test/unit_test.hpp>
#include <boost/test/unit_test_log.hpp>
#include <cstddef>
#include <ostream>

namespace {

namespace ut = boost::unit_test;

/// A Boost.Test observer that silences the human-readable log of a test case after its
/// first failed check, and at the end of the case writes how many failed checks it did
/// not show. Other log formats (--log_format=XML, JUNIT) are left alone.
class FirstFailures : public ut::test_observer {
public:
    // After the log (2) when a case starts, before it when the case finishes (the
    // framework tells the observers of a finish in reverse order), so that the log's
    // own "Leaving test case" line is written at the restored level.
    int priority() override { return 5; }

    void test_unit_start(const ut::test_unit& unit) override {
        if (unit.p_type == ut::TUT_CASE) failed_ = 0;
    }

    void assertion_result(ut::assertion_result result) override {
        if (result != ut::AR_FAILED) return;
        if (++failed_ == 1) {
            // The first failure has been logged: hide the errors that follow, keep the
            // fatal ones (an exception, a signal, a failed BOOST_REQUIRE).
            const ut::log_level before =
                ut::unit_test_log.set_threshold_level(ut::OF_CLF, ut::log_fatal_errors);
            if (before != ut::invalid_log_level) restore_ = before;
        }
    }

    void test_unit_finish(const ut::test_unit& unit, unsigned long) override {
        if (unit.p_type != ut::TUT_CASE || failed_ == 0) return;
        if (restore_ != ut::invalid_log_level) {
            ut::unit_test_log.set_threshold_level(ut::OF_CLF, restore_);
            restore_ = ut::invalid_log_level;
        }
        const std::size_t hidden = failed_ - 1;
        failed_ = 0;
        std::ostream* log = ut::unit_test_log.get_stream(ut::OF_CLF);
        if (hidden == 0 || log == nullptr) return;
        *log << "    (" << hidden << " more failed check" << (hidden == 1 ? "" : "s")
             << " in \"" << unit.p_name.get() << "\" not shown)\n";
    }

private:
    std::size_t failed_ = 0;
    ut::log_level restore_ = ut::invalid_log_level;
};

/// Registers the one FirstFailures observer when the tests start. The observer outlives
/// the run (the framework may still notify it while it tears down), so it is never
/// deregistered.
struct RegisterFirstFailures {
    RegisterFirstFailures() {
        static FirstFailures observer;
        ut::framework::register_observer(observer);
    }
};

}  // namespace

BOOST_TEST_GLOBAL_CONFIGURATION(RegisterFirstFailures);
