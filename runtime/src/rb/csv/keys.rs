//! The order in which IRx 1.25 visits the CSV options a caller set.
//!
//! 1.25 keeps the names of the options set in a
//! `std::unordered_set<std::string>` and refuses an option of the other
//! mode (reading or writing) by naming the first one it meets iterating
//! that set. So which option its message names, when several are wrong,
//! is the iteration order of libstdc++'s hash set (GCC 12's, which the
//! reference build and Debian's pyarrow use), a function of the distinct
//! names in the order they were first set. [`visit_order`] computes it from
//! these facts of that library:
//!
//! * the hash of a string is `std::_Hash_bytes(bytes, len, 0xc70f6907)`,
//!   MurmurHash2's 64-bit variant: per 8-byte little-endian word `w`,
//!   `h = (h ^ mix(w * m) * m) * m`; the tail bytes as one little-endian
//!   word, `h = (h ^ tail) * m`; then `mix(mix(h) * m)`, with
//!   `m = 0xc6a4a7935bd1e995` and `mix(v) = v ^ (v >> 47)`, starting from
//!   `seed ^ (len * m)`;
//! * a node's bucket is its hash modulo the bucket count;
//! * the table starts with one bucket; the first insertion makes it 13;
//!   an insertion that would pass as many elements as buckets (a load
//!   factor of one) grows it to the smallest prime of the policy's list
//!   (from 17 on) not below twice the count;
//! * all nodes form one list: a node whose bucket is empty goes to the
//!   front of the list, any other right before the first node of its
//!   bucket; growing walks the old list in order and re-inserts each node
//!   by the same rule (a node whose new bucket is empty goes to the front).
//!
//! The test below checks the order against outputs of a program built
//! with that library.

/// `std::_Hash_bytes(bytes, bytes.len(), 0xc70f6907)` (64-bit).
fn hash(bytes: &[u8]) -> u64 {
    const M: u64 = 0xc6a4_a793_5bd1_e995;
    let mix = |v: u64| v ^ (v >> 47);
    let mut h = 0xc70f_6907_u64 ^ (bytes.len() as u64).wrapping_mul(M);
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
        h = (h ^ mix(w.wrapping_mul(M)).wrapping_mul(M)).wrapping_mul(M);
    }
    let tail = words.remainder();
    if !tail.is_empty() {
        let w = tail
            .iter()
            .rev()
            .fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
        h = (h ^ w).wrapping_mul(M);
    }
    mix(mix(h).wrapping_mul(M))
}

/// The bucket count after growing from `count` buckets holding `elements`
/// before an insertion (the prime policy's choice: at least
/// `elements + 2` and twice `count`; the 14 option names never need more
/// than 29).
fn grown(count: usize, elements: usize) -> usize {
    const PRIMES: [usize; 19] = [
        17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
    ];
    let wanted = (elements + 2).max(count * 2);
    PRIMES
        .iter()
        .copied()
        .find(|&p| p >= wanted)
        .unwrap_or(wanted | 1)
}

/// Where a bucket's nodes start: after the list head or after a node.
#[derive(Clone, Copy)]
enum Before {
    Head,
    Node(usize),
}

/// The hash set's node list: `next[i]` follows node `i`.
struct List {
    head: Option<usize>,
    next: Vec<Option<usize>>,
    hashes: Vec<u64>,
    buckets: Vec<Option<Before>>,
}

impl List {
    fn after(&self, before: Before) -> Option<usize> {
        match before {
            Before::Head => self.head,
            Before::Node(n) => self.next[n],
        }
    }

    fn link(&mut self, before: Before, node: Option<usize>) {
        match before {
            Before::Head => self.head = node,
            Before::Node(n) => self.next[n] = node,
        }
    }

    fn bucket(&self, node: usize) -> usize {
        (self.hashes[node] % self.buckets.len() as u64) as usize
    }

    /// Inserts `node` at the start of its bucket (an empty bucket's node
    /// goes to the front of the list).
    fn insert(&mut self, node: usize) {
        let b = self.bucket(node);
        match self.buckets[b] {
            Some(before) => {
                self.next[node] = self.after(before);
                self.link(before, Some(node));
            }
            None => {
                self.next[node] = self.head;
                self.head = Some(node);
                if let Some(was_first) = self.next[node] {
                    let moved = self.bucket(was_first);
                    self.buckets[moved] = Some(Before::Node(node));
                }
                self.buckets[b] = Some(Before::Head);
            }
        }
    }

    /// Re-buckets every node into `count` buckets, walking the list.
    fn regrow(&mut self, count: usize) {
        self.buckets = vec![None; count];
        let mut node = self.head.take();
        let mut first_bucket = 0;
        while let Some(n) = node {
            node = self.next[n];
            let b = self.bucket(n);
            match self.buckets[b] {
                None => {
                    self.next[n] = self.head;
                    self.head = Some(n);
                    self.buckets[b] = Some(Before::Head);
                    if self.next[n].is_some() {
                        self.buckets[first_bucket] = Some(Before::Node(n));
                    }
                    first_bucket = b;
                }
                Some(before) => {
                    self.next[n] = self.after(before);
                    self.link(before, Some(n));
                }
            }
        }
    }
}

/// The order 1.25 iterates the distinct `keys` in, given in the order
/// they were first inserted.
pub(super) fn visit_order<'a>(keys: &[&'a str]) -> Vec<&'a str> {
    let mut list = List {
        head: None,
        next: vec![None; keys.len()],
        hashes: keys.iter().map(|k| hash(k.as_bytes())).collect(),
        buckets: vec![None; 1],
    };
    // The element count at which the table grows (0: nothing allocated).
    let mut next_resize = 0;
    for node in 0..keys.len() {
        if node + 1 > next_resize {
            let count = if next_resize == 0 {
                13
            } else {
                grown(list.buckets.len(), node)
            };
            next_resize = count;
            list.regrow(count);
        }
        list.insert(node);
    }
    let mut order = Vec::with_capacity(keys.len());
    let mut node = list.head;
    while let Some(n) = node {
        order.push(keys[n]);
        node = list.next[n];
    }
    order
}

#[cfg(test)]
mod tests {
    use super::visit_order;

    /// Orders printed by a program that inserts the names, in the order
    /// given, into a `std::unordered_set<std::string>` and iterates it
    /// (built with GCC 12's libstdc++, as the reference IRx 1.25).
    #[test]
    fn the_order_is_libstdcxx_s() {
        let cases: [(&[&str], &[&str]); 5] = [
            (
                &["lineterminator", "na_rep", "header"],
                &["header", "na_rep", "lineterminator"],
            ),
            (
                &["header", "skiprows", "block_size", "quotechar"],
                &["quotechar", "block_size", "skiprows", "header"],
            ),
            (
                &[
                    "quotechar",
                    "columns",
                    "block_size",
                    "doublequote",
                    "names",
                    "lineterminator",
                ],
                &[
                    "lineterminator",
                    "doublequote",
                    "names",
                    "block_size",
                    "columns",
                    "quotechar",
                ],
            ),
            (
                &[
                    "header",
                    "block_size",
                    "delimiter",
                    "skip_blank_lines",
                    "columns",
                    "na_rep",
                    "lineterminator",
                    "quotechar",
                    "quoting",
                ],
                &[
                    "lineterminator",
                    "quoting",
                    "na_rep",
                    "quotechar",
                    "columns",
                    "delimiter",
                    "block_size",
                    "skip_blank_lines",
                    "header",
                ],
            ),
            // All 14 names: the table grows from 13 buckets to 29.
            (
                &[
                    "delimiter",
                    "quotechar",
                    "escapechar",
                    "lineterminator",
                    "na_rep",
                    "quoting",
                    "names",
                    "columns",
                    "null_values",
                    "header",
                    "doublequote",
                    "skip_blank_lines",
                    "block_size",
                    "skiprows",
                ],
                ALL_14,
            ),
        ];
        for (inserted, expected) in cases {
            assert_eq!(visit_order(inserted), expected, "{inserted:?}");
        }
    }

    const ALL_14: &[&str] = &[
        "quotechar",
        "skiprows",
        "delimiter",
        "columns",
        "lineterminator",
        "na_rep",
        "escapechar",
        "quoting",
        "block_size",
        "names",
        "null_values",
        "header",
        "skip_blank_lines",
        "doublequote",
    ];
}
