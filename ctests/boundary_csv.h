/* Boundary cases of pyirx 1.25's csv functions (the core irx_csv_* and
 * irx_rb_csv_* ones; the checked irx_rb_api_* layer is tested in its own
 * C test): included by test_boundary.c, whose macros and fixtures they
 * use. Every function gets a row in CSV_CASES, one per line
 * (tests/exports.rs reads them). */

#define CSV_CASES \
    /* CSV_CASES end */
