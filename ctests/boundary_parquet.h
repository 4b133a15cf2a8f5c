/* Boundary cases of pyirx 1.25's parquet functions (the core irx_parquet_* and
 * irx_rb_parquet_* ones; the checked irx_rb_api_* layer is tested in its own
 * C test): included by test_boundary.c, whose macros and fixtures they
 * use. Every function gets a row in PARQUET_CASES, one per line
 * (tests/exports.rs reads them). */

#define PARQUET_CASES \
    /* PARQUET_CASES end */
