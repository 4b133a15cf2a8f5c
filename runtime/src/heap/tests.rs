use super::*;

const MIB: usize = 1 << 20;

fn class(size: usize) -> Class {
    Class::of(size).expect("a size class")
}

/// Fills `len` bytes at `p` with `byte`.
fn fill(p: *mut u8, len: usize, byte: u8) {
    // SAFETY: the tests' blocks hold at least `len` bytes.
    unsafe { ptr::write_bytes(p, byte, len) };
}

/// Whether the `len` bytes at `p` are all `byte`.
fn all(p: *const u8, len: usize, byte: u8) -> bool {
    // SAFETY: as for `fill`.
    unsafe { std::slice::from_raw_parts(p, len) }
        .iter()
        .all(|&b| b == byte)
}

/// Every size maps to the smallest of its power of two's eighths that
/// holds it, and each class index to one capacity.
#[test]
fn size_classes_round_up_to_an_eighth_of_the_power_of_two() {
    assert_eq!(
        class(LARGE),
        Class {
            cap: LARGE,
            index: 17 * 4 + 3
        }
    );
    assert_eq!(class(LARGE + 1).cap, LARGE + LARGE / 4);
    assert_eq!(class(3 * MIB).cap, 3 * MIB);
    assert_eq!(class(3 * MIB + 1).cap, 3 * MIB + MIB / 2);
    let mut by_index = std::collections::HashMap::new();
    for size in (LARGE..64 * MIB).step_by(4093) {
        let c = class(size);
        let step = size.next_power_of_two() / 8;
        assert!(c.cap >= size && c.cap - size < step, "{size} -> {c:?}");
        assert_eq!(c.cap % MAPPED_ALIGN, 0, "{size} -> {c:?}");
        assert_eq!(*by_index.entry(c.index).or_insert(c.cap), c.cap, "{size}");
    }
    assert!(Class::of(usize::MAX).is_none());
    assert!(Class::of(1 << (usize::BITS - 1)).is_some_and(|c| c.index < CLASSES));
    // Small or over-aligned layouts are the system's.
    assert!(class_of(Layout::from_size_align(LARGE - 1, 8).unwrap()).is_none());
    assert!(class_of(Layout::from_size_align(LARGE, 2 * MAPPED_ALIGN).unwrap()).is_none());
    assert!(class_of(Layout::from_size_align(LARGE, MAPPED_ALIGN).unwrap()).is_some());
}

/// Blocks of 2 MiB and more start on a 2 MiB boundary (where huge pages
/// can back them), and keep every byte through the trimming of the
/// mapping around them.
#[test]
fn large_blocks_start_on_huge_page_boundaries() {
    for size in [HUGE, HUGE + 1, 5 * MIB + 12_345, 9 * MIB] {
        let c = class(size);
        let p = map(c.cap);
        assert!(!p.is_null() && (p as usize).is_multiple_of(HUGE), "{size}");
        fill(p, c.cap, 0x5A);
        assert!(all(p, c.cap, 0x5A));
        // SAFETY: made by `map` with this capacity, no longer used.
        unsafe { unmap(p, c.cap) };
    }
    let small = map(HUGE - MAPPED_ALIGN);
    assert!(!small.is_null() && (small as usize).is_multiple_of(MAPPED_ALIGN));
    // SAFETY: as above.
    unsafe { unmap(small, HUGE - MAPPED_ALIGN) };
}

/// A block whose pages were advised apart (so that it is several
/// mappings, which `mremap` refuses to move) still grows and shrinks
/// with every byte kept.
#[test]
fn a_block_advised_in_parts_still_reallocates() {
    let heap = Heap;
    let layout = Layout::from_size_align(5 * MIB, 64).unwrap();
    // SAFETY: a valid layout; each step passes the block's current layout.
    unsafe {
        let p = heap.alloc(layout);
        assert!(!p.is_null());
        for i in 0..5 * MIB {
            *p.add(i) = (i % 251) as u8;
        }
        // Split the mapping: one page in the middle advised otherwise.
        let page = p.add(3 * MIB);
        assert_eq!(
            libc::madvise(page.cast(), MAPPED_ALIGN, libc::MADV_NOHUGEPAGE),
            0
        );
        let q = heap.realloc(p, layout, 13 * MIB + 1);
        assert!(!q.is_null());
        assert!((0..5 * MIB).all(|i| *q.add(i) == (i % 251) as u8));
        let r = heap.realloc(
            q,
            Layout::from_size_align(13 * MIB + 1, 64).unwrap(),
            300_000,
        );
        assert!(!r.is_null());
        assert!((0..300_000).all(|i| *r.add(i) == (i % 251) as u8));
        heap.dealloc(r, Layout::from_size_align(300_000, 64).unwrap());
    }
}

/// A freed block comes back for the next request of its class, cleared
/// when asked for zeroed memory; other classes do not get it.
#[test]
fn a_kept_block_is_reused_by_its_class_only_and_cleared_on_request() {
    let kept = Kept::new(8 * MIB);
    let c = class(MIB + 5);
    let p = obtain(&kept, c, MIB + 5, false);
    assert!(!p.is_null() && (p as usize).is_multiple_of(MAPPED_ALIGN));
    assert!(all(p, c.cap, 0), "fresh pages are zero");
    fill(p, c.cap, 0xAB);
    // SAFETY: `p` is ours, of class `c`, and no longer used.
    unsafe { release(&kept, p, c) };
    assert_eq!(kept.total(), c.cap);

    let other = class(2 * MIB + 1);
    let q = obtain(&kept, other, 2 * MIB + 1, false);
    assert_ne!(q, p, "another class does not take it");
    // SAFETY: as above.
    unsafe { release(&kept, q, other) };

    let again = obtain(&kept, c, MIB, true);
    assert_eq!(again, p, "the same class reuses it");
    assert!(all(again, MIB, 0), "cleared as far as asked");
    let again = obtain(&kept, c, MIB, false);
    assert_ne!(again, p);
    assert_eq!(kept.total(), other.cap);
}

/// The cache never holds more than its bound: room is made by unmapping
/// blocks of the class holding the most, and a block of that class itself
/// (or one larger than the bound) is unmapped.
#[test]
fn the_cache_is_bounded_and_gives_way_to_the_sizes_in_use() {
    let kept = Kept::new(4 * MIB);
    let small = class(LARGE);
    let big = class(MIB);
    let blocks: Vec<_> = (0..40)
        .map(|_| obtain(&kept, small, LARGE, false))
        .collect();
    for &p in &blocks {
        // SAFETY: each block is ours, of class `small`, no longer used.
        unsafe { release(&kept, p, small) };
        assert!(kept.total() <= 4 * MIB);
    }
    assert_eq!(
        kept.total(),
        4 * MIB,
        "32 of the 40 kept; the rest unmapped"
    );

    // Two blocks of another class push out small ones.
    let b1 = obtain(&kept, big, MIB, false);
    let b2 = obtain(&kept, big, MIB, false);
    // SAFETY: as above.
    unsafe {
        release(&kept, b1, big);
        release(&kept, b2, big);
    }
    assert_eq!(kept.total(), 4 * MIB);
    assert_eq!(
        obtain(&kept, big, MIB, false),
        b2,
        "kept, last in first out"
    );
    assert_eq!(kept.total(), 3 * MIB);

    // Too large for the bound: never kept.
    let huge = class(5 * MIB);
    let h = obtain(&kept, huge, 5 * MIB, false);
    // SAFETY: as above.
    unsafe { release(&kept, h, huge) };
    assert_eq!(kept.total(), 3 * MIB);

    // When the fullest class is the block's own, the block goes.
    let full = Kept::new(2 * MIB);
    let ps: Vec<_> = (0..3).map(|_| obtain(&full, big, MIB, false)).collect();
    for &p in &ps {
        // SAFETY: as above.
        unsafe { release(&full, p, big) };
    }
    assert_eq!(full.total(), 2 * MIB);
    assert_eq!(obtain(&full, big, MIB, false), ps[1]);
}

/// Threads taking and giving blocks of a few classes at once never share
/// one: each fills its block with its own byte and finds it intact before
/// giving it back.
#[test]
fn threads_never_get_the_same_block() {
    let kept = Kept::new(8 * MIB);
    std::thread::scope(|s| {
        for t in 0..4u8 {
            let kept = &kept;
            s.spawn(move || {
                for i in 0..400usize {
                    let size = LARGE + (i % 3) * 300_000;
                    let c = class(size);
                    let p = obtain(kept, c, size, i % 2 == 0);
                    assert!(!p.is_null());
                    fill(p, size, t + 1);
                    std::thread::yield_now();
                    assert!(all(p, size, t + 1), "thread {t}, round {i}");
                    // SAFETY: ours, of class `c`, no longer used.
                    unsafe { release(kept, p, c) };
                }
            });
        }
    });
    assert!(kept.total() <= 8 * MIB);
}

/// Through the allocator itself: growth and shrinking across the
/// small/large boundary and between classes keep every byte, and every
/// block honours its alignment.
#[test]
fn reallocation_keeps_contents_across_every_kind_of_block() {
    let heap = Heap;
    for align in [1, 8, 64, MAPPED_ALIGN, 4 * MAPPED_ALIGN] {
        let mut layout = Layout::from_size_align(1000, align).unwrap();
        // SAFETY: a valid non-zero layout; every step below passes the
        // block's current layout and a non-zero size.
        unsafe {
            let mut p = heap.alloc(layout);
            assert!(!p.is_null() && (p as usize).is_multiple_of(align));
            for i in 0..1000 {
                *p.add(i) = (i as u8).wrapping_mul(7);
            }
            let mut valid = 1000;
            for size in [
                LARGE,
                LARGE + 1,
                3 * MIB,
                3 * MIB - 10,
                9 * MIB,
                LARGE + 7,
                500,
                1000,
            ] {
                p = heap.realloc(p, layout, size);
                assert!(
                    !p.is_null() && (p as usize).is_multiple_of(align),
                    "{align} {size}"
                );
                layout = Layout::from_size_align(size, align).unwrap();
                valid = valid.min(size);
                for i in 0..valid {
                    assert_eq!(
                        *p.add(i),
                        (i as u8).wrapping_mul(7),
                        "{align} {size} at {i}"
                    );
                }
            }
            heap.dealloc(p, layout);

            let z = heap.alloc_zeroed(Layout::from_size_align(2 * MIB, align).unwrap());
            assert!(!z.is_null() && (z as usize).is_multiple_of(align));
            assert!(all(z, 2 * MIB, 0));
            heap.dealloc(z, Layout::from_size_align(2 * MIB, align).unwrap());
        }
    }
}
