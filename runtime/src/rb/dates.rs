//! Calendar dates from day counts, for messages and text output (the CSV
//! writer's dates, the INT96 refusal's date).

/// The proleptic Gregorian (year, month, day) of `days` since 1970-01-01,
/// at any distance (chrono's dates end at year 262,143; an INT96 day can
/// lie further out). Howard Hinnant's civil-from-days arithmetic.
pub(crate) fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    use super::civil;

    #[test]
    fn dates_far_from_the_epoch() {
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(106_751), (2262, 4, 11));
        assert_eq!(civil(-106_752), (1677, 9, 21));
        // Julian day 0 is 4714-11-24 BC, proleptic Gregorian year -4713.
        assert_eq!(civil(-2_440_588), (-4713, 11, 24));
    }
}
