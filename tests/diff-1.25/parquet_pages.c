/*
 * Parquet page headers whose enum values the format does not define: a
 * page type out of range (first, in the middle of a column chunk, as its
 * only page), a value encoding out of range (data page v1 and v2,
 * dictionary page), definition and repetition level encodings out of range
 * (on a required column, which stores no levels, and on an optional one,
 * which does). Each file is built here, byte by byte (Thrift compact
 * protocol): one INT32 column "a", one row group, uncompressed pages.
 */
#include "diff.h"

typedef struct {
  uint8_t b[1024];
  size_t n;
} Buf;

static void put(Buf* o, uint8_t x) {
  if (o->n >= sizeof o->b) {
    printf("buffer full\n");
    exit(2);
  }
  o->b[o->n++] = x;
}

static void bytes(Buf* o, const void* data, size_t size) {
  for (size_t i = 0; i < size; i++) put(o, ((const uint8_t*)data)[i]);
}

static void varint(Buf* o, uint64_t v) {
  while (v >= 0x80) {
    put(o, (uint8_t)(v | 0x80));
    v >>= 7;
  }
  put(o, (uint8_t)v);
}

static void zigzag(Buf* o, int64_t v) {
  varint(o, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

/* Compact field headers: ids ascend by at most 15 within one struct. */
enum { T_TRUE = 1, T_FALSE = 2, T_I32 = 5, T_I64 = 6, T_BINARY = 8, T_LIST = 9, T_STRUCT = 12 };

static void field(Buf* o, int* last, int id, int type) {
  put(o, (uint8_t)(((id - *last) << 4) | type));
  *last = id;
}

static void i32f(Buf* o, int* last, int id, int64_t v) {
  field(o, last, id, T_I32);
  zigzag(o, v);
}

static void i64f(Buf* o, int* last, int id, int64_t v) {
  field(o, last, id, T_I64);
  zigzag(o, v);
}

static void textf(Buf* o, int* last, int id, const char* s) {
  field(o, last, id, T_BINARY);
  varint(o, strlen(s));
  bytes(o, s, strlen(s));
}

/* Page types and encodings as the format numbers them. */
enum { DATA_PAGE = 0, DICTIONARY_PAGE = 2, DATA_PAGE_V2 = 3 };
enum { PLAIN = 0, RLE = 3, RLE_DICTIONARY = 8 };

typedef struct {
  int type;     /* page type (any value) */
  int sub;      /* which sub-header it carries: DATA_PAGE, DICTIONARY_PAGE, DATA_PAGE_V2, -1 none */
  int encoding; /* values' encoding */
  int def;      /* level encodings (v1 data pages) */
  int rep;
  int values;   /* values (levels) of the page, or dictionary entries */
  int v2_def;   /* a v2 page's definition level bytes (at the front of data) */
  const void* data;
  size_t size;
} Page;

static void page(Buf* o, const Page* p) {
  int last = 0, sub = 0;
  i32f(o, &last, 1, p->type);
  i32f(o, &last, 2, (int64_t)p->size);
  i32f(o, &last, 3, (int64_t)p->size);
  if (p->sub == DATA_PAGE) {
    field(o, &last, 5, T_STRUCT);
    i32f(o, &sub, 1, p->values);
    i32f(o, &sub, 2, p->encoding);
    i32f(o, &sub, 3, p->def);
    i32f(o, &sub, 4, p->rep);
    put(o, 0);
  } else if (p->sub == DICTIONARY_PAGE) {
    field(o, &last, 7, T_STRUCT);
    i32f(o, &sub, 1, p->values);
    i32f(o, &sub, 2, p->encoding);
    put(o, 0);
  } else if (p->sub == DATA_PAGE_V2) {
    field(o, &last, 8, T_STRUCT);
    i32f(o, &sub, 1, p->values);
    i32f(o, &sub, 2, 0);
    i32f(o, &sub, 3, p->values);
    i32f(o, &sub, 4, p->encoding);
    i32f(o, &sub, 5, p->v2_def);
    i32f(o, &sub, 6, 0);
    field(o, &sub, 7, T_FALSE);
    put(o, 0);
  }
  put(o, 0);
  bytes(o, p->data, p->size);
}

/* PAR1, the pages, a footer for one INT32 column "a" (required or
 * optional) of `rows` rows, its chunk from offset 4 (a dictionary page
 * first when `dictionary`), then the footer's length and PAR1. */
static void write_pages(const char* path, int optional, int rows, int dictionary,
                        const Page* pages, size_t count) {
  static Buf o;
  o.n = 0;
  bytes(&o, "PAR1", 4);
  for (size_t i = 0; i < count; i++) page(&o, &pages[i]);
  int64_t chunk = (int64_t)o.n - 4;
  size_t footer = o.n;
  int last = 0, s = 0;
  i32f(&o, &last, 1, 1); /* version */
  field(&o, &last, 2, T_LIST);
  put(&o, (2 << 4) | T_STRUCT);
  textf(&o, &s, 4, "schema");
  i32f(&o, &s, 5, 1);
  put(&o, 0);
  s = 0;
  i32f(&o, &s, 1, 1); /* INT32 */
  i32f(&o, &s, 3, optional);
  textf(&o, &s, 4, "a");
  put(&o, 0);
  i64f(&o, &last, 3, rows);
  field(&o, &last, 4, T_LIST);
  put(&o, (1 << 4) | T_STRUCT);
  int g = 0;
  field(&o, &g, 1, T_LIST);
  put(&o, (1 << 4) | T_STRUCT);
  int c = 0;
  i64f(&o, &c, 2, 4); /* file_offset */
  field(&o, &c, 3, T_STRUCT);
  int m = 0;
  i32f(&o, &m, 1, 1);
  field(&o, &m, 2, T_LIST);
  put(&o, (1 << 4) | T_I32);
  zigzag(&o, PLAIN);
  field(&o, &m, 3, T_LIST);
  put(&o, (1 << 4) | T_BINARY);
  varint(&o, 1);
  put(&o, 'a');
  i32f(&o, &m, 4, 0); /* UNCOMPRESSED */
  i64f(&o, &m, 5, rows);
  i64f(&o, &m, 6, chunk);
  i64f(&o, &m, 7, chunk);
  /* The first data page follows the dictionary page when there is one. */
  int64_t data_offset = 4;
  if (dictionary) {
    Buf first = {.n = 0};
    page(&first, &pages[0]);
    data_offset += (int64_t)first.n;
  }
  i64f(&o, &m, 9, data_offset);
  if (dictionary) i64f(&o, &m, 11, 4);
  put(&o, 0); /* meta_data */
  put(&o, 0); /* column chunk */
  i64f(&o, &g, 2, chunk);
  i64f(&o, &g, 3, rows);
  put(&o, 0); /* row group */
  put(&o, 0); /* file metadata */
  uint32_t len = (uint32_t)(o.n - footer);
  uint8_t le[4] = {(uint8_t)len, (uint8_t)(len >> 8), (uint8_t)(len >> 16), (uint8_t)(len >> 24)};
  bytes(&o, le, 4);
  bytes(&o, "PAR1", 4);
  diff_write_file(path, o.b, o.n);
}

static void print_rows(IrxRbBatch* batch) {
  for (int64_t r = 0; r < irx_rb_batch_num_rows(batch); r++) {
    int32_t v = -1;
    int null = 0;
    irx_rb_batch_get_int32(batch, 0, r, &v);
    irx_rb_batch_is_null(batch, 0, r, &null);
    if (null)
      SAY("  row %lld: null", (long long)r);
    else
      SAY("  row %lld: %d", (long long)r, v);
  }
  (void)irx_record_batch_errmsg();
}

/* The whole file as a table (with use_threads when `threads`). */
static void read_table(const char* path, int threads) {
  irx_arrow_table_handle* table = NULL;
  IrxParquetOptions* o = irx_parquet_options_new();
  if (threads) RB(irx_parquet_options_int(o, "use_threads", 1));
  if (RB(irx_rb_parquet_read_table(path, NULL, o, 0, &table)) == IRX_OK) {
    SAY("table of %lld rows", (long long)irx_arrow_table_num_rows(table));
    IrxRbBatch* batch = NULL;
    if (RB(irx_rb_table_to_batch(table, &batch)) == IRX_OK) print_rows(batch);
    irx_rb_batch_release(batch);
  }
  irx_arrow_table_release(table);
  irx_parquet_options_release(o);
}

/* The whole file as a table, then as a stream of batches of 2 rows. */
static void read_file(const char* path) {
  SAY("-- %s", path);
  read_table(path, 0);
  IrxRbStreamReader* r = NULL;
  if (RB(irx_rb_parquet_reader_open(path, NULL, 2, &r)) != IRX_OK) return;
  for (int i = 0; i < 4; i++) {
    IrxRbBatch* batch = NULL;
    if (RB(irx_rb_stream_reader_next_batch(r, &batch)) != IRX_OK || batch == NULL) break;
    SAY("  batch of %lld rows", (long long)irx_rb_batch_num_rows(batch));
    print_rows(batch);
    irx_rb_batch_release(batch);
  }
  irx_rb_stream_reader_close(r);
}

/* Plain INT32 values 7, 8, 9 and 10, 11; levels of 3 present values (RLE,
 * bit width 1, after v1's 4-byte length); a dictionary [7, 8, 9] and its
 * indices 0, 1, 2 (bit width 2, one bit-packed group). */
static const uint8_t V789[] = {7, 0, 0, 0, 8, 0, 0, 0, 9, 0, 0, 0};
static const uint8_t V1011[] = {10, 0, 0, 0, 11, 0, 0, 0};
static const uint8_t LEVELS_789[] = {2, 0, 0, 0, 6, 1, 7, 0, 0, 0, 8, 0, 0, 0, 9, 0, 0, 0};
static const uint8_t V2_LEVELS_789[] = {6, 1, 7, 0, 0, 0, 8, 0, 0, 0, 9, 0, 0, 0};
static const uint8_t INDICES_012[] = {2, 3, 0x24, 0};
static const uint8_t JUNK[] = {1, 2, 3, 4, 5};

#define DATA(enc, def, rep, n, d) {DATA_PAGE, DATA_PAGE, enc, def, rep, n, 0, d, sizeof d}

static void one(const char* path, int optional, int rows, int dictionary, const Page* pages,
                size_t count) {
  write_pages(path, optional, rows, dictionary, pages, count);
  read_file(path);
}

#define ONE(path, optional, rows, dictionary, ...)                                       \
  do {                                                                                   \
    const Page pages_[] = {__VA_ARGS__};                                                 \
    one(path, optional, rows, dictionary, pages_, sizeof pages_ / sizeof *pages_);       \
  } while (0)

int main(void) {
  diff_start();
  SAY("== well-formed");
  ONE("plain.parquet", 0, 3, 0, DATA(PLAIN, RLE, RLE, 3, V789));
  ONE("optional.parquet", 1, 3, 0, DATA(PLAIN, RLE, RLE, 3, LEVELS_789));
  ONE("dictionary.parquet", 0, 3, 1,
      {DICTIONARY_PAGE, DICTIONARY_PAGE, PLAIN, 0, 0, 3, 0, V789, sizeof V789},
      DATA(RLE_DICTIONARY, RLE, RLE, 3, INDICES_012));

  SAY("== page types out of range");
  ONE("type99-first.parquet", 0, 3, 0, {99, -1, 0, 0, 0, 0, 0, JUNK, sizeof JUNK},
      DATA(PLAIN, RLE, RLE, 3, V789));
  ONE("type99-middle.parquet", 0, 5, 0, DATA(PLAIN, RLE, RLE, 3, V789),
      {99, -1, 0, 0, 0, 0, 0, JUNK, sizeof JUNK}, DATA(PLAIN, RLE, RLE, 2, V1011));
  ONE("type99-data-header.parquet", 0, 5, 0, DATA(PLAIN, RLE, RLE, 3, V789),
      {99, DATA_PAGE, PLAIN, RLE, RLE, 2, 0, V1011, sizeof V1011});
  ONE("type99-only.parquet", 0, 3, 0, {99, -1, 0, 0, 0, 0, 0, JUNK, sizeof JUNK});
  ONE("type-negative.parquet", 0, 3, 0, {-1, -1, 0, 0, 0, 0, 0, JUNK, sizeof JUNK},
      DATA(PLAIN, RLE, RLE, 3, V789));
  ONE("type-index.parquet", 0, 3, 0, {1, -1, 0, 0, 0, 0, 0, JUNK, sizeof JUNK},
      DATA(PLAIN, RLE, RLE, 3, V789));

  SAY("== value encodings out of range");
  ONE("enc99.parquet", 0, 3, 0, DATA(99, RLE, RLE, 3, V789));
  ONE("enc99-second.parquet", 0, 5, 0, DATA(PLAIN, RLE, RLE, 3, V789),
      DATA(99, RLE, RLE, 2, V1011));
  ONE("enc-negative.parquet", 0, 3, 0, DATA(-1, RLE, RLE, 3, V789));
  ONE("enc1.parquet", 0, 3, 0, DATA(1, RLE, RLE, 3, V789));
  ONE("enc10.parquet", 0, 3, 0, DATA(10, RLE, RLE, 3, V789));
  ONE("def10-optional.parquet", 1, 3, 0, DATA(PLAIN, 10, RLE, 3, LEVELS_789));
  ONE("enc-bit-packed.parquet", 0, 3, 0, DATA(4, RLE, RLE, 3, V789));
  ONE("enc99-v2.parquet", 0, 3, 0, {DATA_PAGE_V2, DATA_PAGE_V2, 99, 0, 0, 3, 0, V789, sizeof V789});
  ONE("enc99-dictionary.parquet", 0, 3, 1,
      {DICTIONARY_PAGE, DICTIONARY_PAGE, 99, 0, 0, 3, 0, V789, sizeof V789},
      DATA(RLE_DICTIONARY, RLE, RLE, 3, INDICES_012));

  SAY("== level encodings out of range");
  ONE("def99-required.parquet", 0, 3, 0, DATA(PLAIN, 99, RLE, 3, V789));
  ONE("rep99-required.parquet", 0, 3, 0, DATA(PLAIN, RLE, 99, 3, V789));
  ONE("def99-rep99-required.parquet", 0, 3, 0, DATA(PLAIN, 99, 99, 3, V789));
  ONE("def99-optional.parquet", 1, 3, 0, DATA(PLAIN, 99, RLE, 3, LEVELS_789));
  ONE("rep99-optional.parquet", 1, 3, 0, DATA(PLAIN, RLE, 99, 3, LEVELS_789));
  ONE("def-negative-required.parquet", 0, 3, 0, DATA(PLAIN, -1, RLE, 3, V789));
  ONE("v2-optional.parquet", 1, 3, 0,
      {DATA_PAGE_V2, DATA_PAGE_V2, PLAIN, 0, 0, 3, 2, V2_LEVELS_789, sizeof V2_LEVELS_789});

  SAY("== with use_threads");
  static const char* const again[] = {"type99-middle.parquet", "type99-only.parquet",
                                      "enc99-second.parquet", "def99-optional.parquet",
                                      "enc99-dictionary.parquet"};
  for (size_t i = 0; i < sizeof again / sizeof *again; i++) {
    SAY("-- %s", again[i]);
    read_table(again[i], 1);
  }
  return 0;
}
