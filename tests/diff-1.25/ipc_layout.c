/*
 * Arrow IPC messages damaged one field at a time (issue 28: the same
 * statuses and messages as IRx 1.25, Arrow C++'s text where 1.25 passes
 * it on): buffers past the body or not aligned, bodies shorter than their
 * message says, null counts, node and batch lengths, offsets, invalid
 * UTF-8, short buffers, node and buffer counts, dictionary ids and keys,
 * compressed buffers' lengths and codecs, variadic buffer counts and
 * views. Each damage is made in a copy of pyarrow-written bytes
 * (fixtures.h), found by walking the message's flatbuffer, and read
 * through the stream reader (memory and path), the IPC file reader (the
 * same damage in an IPC file) and irx_arrow_table_from_ipc.
 */
#include "diff.h"
#include "fixtures.h"

/* ---- a minimal flatbuffer walk over one message ---- */

static uint32_t u32(const uint8_t* p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint16_t u16(const uint8_t* p) {
  return (uint16_t)(p[0] | p[1] << 8);
}
static int64_t i64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
  return (int64_t)v;
}
static void put64(uint8_t* p, int64_t value) {
  uint64_t v = (uint64_t)value;
  for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static void put32(uint8_t* p, int32_t value) {
  uint32_t v = (uint32_t)value;
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* Where field `index` of the table at `table` lies, or 0 when absent. */
static size_t field(const uint8_t* b, size_t table, int index) {
  size_t vtable = (size_t)((int64_t)table - (int32_t)u32(b + table));
  if (4 + 2 * index >= u16(b + vtable)) return 0;
  uint16_t at = u16(b + vtable + 4 + 2 * index);
  return at ? table + at : 0;
}
/* The table or vector an offset field points to. */
static size_t deref(const uint8_t* b, size_t at) {
  return at + u32(b + at);
}

typedef struct {
  size_t start;   /* the message's first byte (its continuation marker) */
  size_t message; /* the Message table */
  size_t body;    /* the body's first byte */
  size_t end;     /* the byte after the body */
  size_t batch;   /* the RecordBatch table (a dictionary's: its data) */
  size_t dict;    /* the DictionaryBatch table, or 0 */
} Msg;

/* Finds message `nth` (0: the first after the schema) of the stream that
 * starts at `start` in `b`. */
static void find(const uint8_t* b, size_t start, int nth, Msg* m) {
  size_t at = start;
  for (int i = 0;; i++) {
    size_t len = u32(b + at + 4);
    size_t meta = at + 8;
    size_t message = meta + u32(b + meta);
    size_t at_len = field(b, message, 3);
    size_t body_len = at_len ? (size_t)i64(b + at_len) : 0;
    if (i == nth + 1) {
      m->start = at;
      m->message = message;
      m->body = meta + len;
      m->end = m->body + body_len;
      size_t header = deref(b, field(b, message, 2));
      m->dict = b[field(b, message, 1)] == 2 ? header : 0;
      m->batch = m->dict ? deref(b, field(b, header, 1)) : header;
      return;
    }
    at = meta + len + body_len;
  }
}

static uint8_t* batch_length(uint8_t* b, const Msg* m) {
  return b + field(b, m->batch, 0);
}
static size_t vector(const uint8_t* b, const Msg* m, int index) {
  return deref(b, field(b, m->batch, index));
}
static uint8_t* node(uint8_t* b, const Msg* m, int i) {
  return b + vector(b, m, 1) + 4 + 16 * i;
}
static uint8_t* buffer(uint8_t* b, const Msg* m, int i) {
  return b + vector(b, m, 2) + 4 + 16 * i;
}
/* The first byte of buffer `i`'s data in the body. */
static uint8_t* data(uint8_t* b, const Msg* m, int i) {
  return b + m->body + i64(buffer(b, m, i));
}
static uint8_t* compression_codec(uint8_t* b, const Msg* m) {
  return b + field(b, deref(b, field(b, m->batch, 3)), 0);
}

/* ---- reading ---- */

static void print_batch(const IrxRbBatch* batch) {
  int64_t rows = irx_rb_batch_num_rows(batch);
  int cols = irx_rb_batch_num_columns(batch);
  IrxRbSchema* schema = NULL;
  irx_rb_batch_schema(batch, &schema);
  SAY("  batch: %lld rows, %d columns", (long long)rows, cols);
  for (int c = 0; c < cols; c++) {
    const char* name = NULL;
    int type = -1, nullable = -1;
    if (schema != NULL) irx_rb_schema_field(schema, c, &name, &type, &nullable);
    for (int64_t r = 0; r < rows; r++) {
      int null = -1;
      RB(irx_rb_batch_is_null(batch, c, r, &null));
      if (null) {
        SAY("  [%d][%lld] null", c, (long long)r);
      } else if (type == IRX_COL_INT64) {
        int64_t v = 0;
        RB(irx_rb_batch_get_int64(batch, c, r, &v));
        SAY("  [%d][%lld] %lld", c, (long long)r, (long long)v);
      } else if (type == IRX_COL_UTF8) {
        const char* text = NULL;
        int64_t len = 0;
        RB(irx_rb_batch_get_utf8(batch, c, r, &text, &len));
        SAY("  [%d][%lld] %lld bytes", c, (long long)r, (long long)len);
      }
    }
  }
  irx_rb_schema_release(schema);
}

static void drain(IrxRbStreamReader* reader) {
  if (reader == NULL) return;
  for (int i = 0; i < 4; i++) {
    IrxRbBatch* batch = NULL;
    if (RB(irx_rb_stream_reader_next_batch(reader, &batch)) != IRX_OK) break;
    print_batch(batch);
    irx_rb_batch_release(batch);
  }
  irx_rb_stream_reader_close(reader);
}

static void read_stream(const char* what, const uint8_t* bytes, size_t size) {
  IrxRbStreamReader* reader = NULL;
  irx_arrow_table_handle* table = NULL;
  SAY("== %s: stream", what);
  RB(irx_rb_stream_reader_open_buffer(bytes, (int64_t)size, &reader));
  drain(reader);
  diff_write_file("case.arrows", bytes, size);
  reader = NULL;
  SAY("-- %s: stream file", what);
  RB(irx_rb_stream_reader_open_file("case.arrows", &reader));
  drain(reader);
  SAY("-- %s: table", what);
  AR(irx_arrow_table_from_ipc(bytes, (int64_t)size, &table));
  if (table != NULL) {
    SAY("  table: %lld rows", (long long)irx_arrow_table_num_rows(table));
    irx_arrow_table_release(table);
  }
}

static void read_file(const char* what, const uint8_t* bytes, size_t size) {
  IrxRbStreamReader* reader = NULL;
  SAY("== %s: file", what);
  diff_write_file("case.arrow", bytes, size);
  RB(irx_rb_file_reader_open("case.arrow", &reader));
  drain(reader);
}

/* ---- damages of the two-column table (id int64, name utf8) ----
 * The first batch's buffers: 0 id validity, 1 id values, 2 name validity,
 * 3 name offsets, 4 name data; nodes: 0 id, 1 name. */

static const char* damage(int id, uint8_t* b, const Msg* m) {
  int64_t body = (int64_t)(m->end - m->body);
  switch (id) {
    case 0: return "undamaged";
    case 1: put64(buffer(b, m, 1), body + 8); return "buffer 1 offset past the body";
    case 2: put64(buffer(b, m, 1) + 8, 2 * body); return "buffer 1 length past the body";
    case 3: put64(buffer(b, m, 4) + 8, body - i64(buffer(b, m, 4)) + 1);
      return "buffer 4 ends one byte past the body";
    case 4: put64(buffer(b, m, 1), -8); return "buffer 1 negative offset";
    case 5: put64(buffer(b, m, 1) + 8, -8); return "buffer 1 negative length";
    case 6: put64(buffer(b, m, 1), 1); return "buffer 1 offset not 8-byte aligned";
    case 7: put64(buffer(b, m, 1), INT64_MAX - 4); return "buffer 1 offset near INT64_MAX";
    case 8: put64(b + field(b, m->message, 3), 32); return "body length shorter than its buffers";
    case 9: put64(b + field(b, m->message, 3), body + 8); return "body length 8 more than written";
    case 10: put64(b + field(b, m->message, 3), (int64_t)1 << 40); return "body length 2^40";
    case 11: put64(node(b, m, 1) + 8, 4); return "null count larger than the length";
    case 12: put64(node(b, m, 1) + 8, -1); return "negative null count";
    case 13: put64(node(b, m, 1) + 8, 0); return "null count 0 beside a null";
    case 14: put64(node(b, m, 1) + 8, 2); return "null count 2 beside one null";
    case 15: put64(node(b, m, 1), 2); return "column 1 shorter than the batch";
    case 16: put64(node(b, m, 0), 2); return "column 0 shorter than the batch";
    case 17: put64(batch_length(b, m), 5); return "batch length larger than its columns";
    case 18: put64(batch_length(b, m), 2); return "batch length smaller than its columns";
    case 19: put64(batch_length(b, m), -1); return "negative batch length";
    case 20: put64(node(b, m, 1), -1); return "negative node length";
    case 21: put32(data(b, m, 3) + 4, 5); return "offsets not monotonic";
    case 22: put32(data(b, m, 3) + 12, 100); return "last offset past the data";
    case 23: put32(data(b, m, 3), -1); return "first offset negative";
    case 24: data(b, m, 4)[0] = 0xff; return "invalid UTF-8";
    case 25: data(b, m, 4)[2] = 0xc3; return "UTF-8 sequence cut short";
    case 26: put64(buffer(b, m, 2) + 8, 0); return "validity buffer empty beside a null";
    case 27: put64(buffer(b, m, 3) + 8, 8); return "offsets buffer too short";
    case 28: put64(buffer(b, m, 3) + 8, 0); return "offsets buffer empty";
    case 29: put64(buffer(b, m, 1) + 8, 16); return "values buffer too short";
    case 30: put64(buffer(b, m, 1) + 8, 20); return "values buffer not whole values";
    case 31: put64(buffer(b, m, 4) + 8, 3); return "data buffer shorter than the last offset";
    case 32: put32(b + vector(b, m, 1), 1); return "one field node fewer";
    case 33: put32(b + vector(b, m, 2), 4); return "one buffer fewer";
    case 34: put32(b + vector(b, m, 2), 0); return "no buffers";
    case 35: put32(b + vector(b, m, 1), 0); return "no field nodes";
    case 36: b[field(b, m->message, 0)] = 3; return "message metadata version V4 in a V5 stream";
    default: return NULL;
  }
}

static void table_cases(void) {
  uint8_t* b = malloc(sizeof FIXTURE_FILE > sizeof FIXTURE_STREAM ? sizeof FIXTURE_FILE
                                                                  : sizeof FIXTURE_STREAM);
  for (int id = 0;; id++) {
    Msg m;
    memcpy(b, FIXTURE_STREAM, sizeof FIXTURE_STREAM);
    find(b, 0, 0, &m);
    const char* what = damage(id, b, &m);
    if (what == NULL) break;
    read_stream(what, b, sizeof FIXTURE_STREAM);
    memcpy(b, FIXTURE_FILE, sizeof FIXTURE_FILE);
    find(b, 8, 0, &m);
    damage(id, b, &m);
    read_file(what, b, sizeof FIXTURE_FILE);
  }
  free(b);
}

/* ---- two dictionary columns: messages schema, dictionary 0 (d: red,
 * green), dictionary 1 (e: x, y), batch (buffers 1 and 3: the keys) ---- */

static void dictionary_cases(void) {
  size_t size = sizeof FIXTURE_DICT_STREAM;
  uint8_t* b = malloc(size);
  for (int id = 0;; id++) {
    Msg dict, second, batch;
    const char* what = NULL;
    size_t n = size;
    memcpy(b, FIXTURE_DICT_STREAM, size);
    find(b, 0, 0, &dict);
    find(b, 0, 1, &second);
    find(b, 0, 2, &batch);
    switch (id) {
      case 0: what = "dictionary: undamaged"; break;
      case 1: put64(b + field(b, second.dict, 0), 7); what = "dictionary id unknown"; break;
      case 2: put32(data(b, &batch, 1), 5); what = "dictionary key past the dictionary"; break;
      case 3: put32(data(b, &batch, 1), -1); what = "negative dictionary key"; break;
      case 4:
        memmove(b + dict.start, b + dict.end, size - dict.end);
        n = size - (dict.end - dict.start);
        what = "batch without its dictionary";
        break;
      case 5: put32(data(b, &dict, 1) + 8, 100); what = "dictionary offsets past its data"; break;
      case 6: data(b, &dict, 2)[0] = 0xfe; what = "dictionary invalid UTF-8"; break;
      case 7: put64(buffer(b, &dict, 1) + 8, 4); what = "dictionary offsets buffer too short"; break;
      case 8: put64(batch_length(b, &dict), 5); what = "dictionary length past its offsets"; break;
      case 9: put64(b + field(b, second.dict, 0), 0); what = "dictionary id 0 twice"; break;
      case 10: put32(data(b, &batch, 3), 2); what = "second column's key past its dictionary"; break;
      default: break;
    }
    if (what == NULL) break;
    read_stream(what, b, n);
  }
  free(b);
}

/* ---- compressed bodies: every buffer an 8-byte uncompressed length and
 * the codec's frame (buffer 1: id's values, 24 bytes uncompressed) ---- */

static void compressed_cases(const char* codec, const uint8_t* fixture, size_t size) {
  uint8_t* b = malloc(size);
  char what[160];
  for (int id = 0;; id++) {
    Msg m;
    const char* damaged = NULL;
    memcpy(b, fixture, size);
    find(b, 0, 0, &m);
    switch (id) {
      case 0: damaged = "undamaged"; break;
      case 1: put64(data(b, &m, 1), 32); damaged = "uncompressed length larger"; break;
      case 2: put64(data(b, &m, 1), 16); damaged = "uncompressed length smaller"; break;
      case 3: put64(data(b, &m, 1), (int64_t)1 << 40); damaged = "uncompressed length 2^40"; break;
      case 4: put64(data(b, &m, 1), -2); damaged = "uncompressed length -2"; break;
      case 5: put64(data(b, &m, 1), -1); damaged = "uncompressed length -1 (not compressed)"; break;
      case 6: memset(data(b, &m, 1) + 8, 0xab, (size_t)i64(buffer(b, &m, 1) + 8) - 8);
        damaged = "compressed bytes garbage"; break;
      case 7: put64(buffer(b, &m, 1) + 8, 4); damaged = "buffer shorter than its length prefix"; break;
      case 8:
        if (field(b, deref(b, field(b, m.batch, 3)), 0) == 0) break;
        *compression_codec(b, &m) = 7;
        damaged = "unknown codec";
        break;
      default: break;
    }
    if (damaged == NULL && id != 8) break;
    if (damaged == NULL) continue;
    snprintf(what, sizeof what, "%s: %s", codec, damaged);
    read_stream(what, b, size);
  }
  free(b);
}

/* ---- string_view: buffers 0 validity, 1 views, 2 the long string's
 * bytes; variadic buffer counts [1]; view 1 the long string ---- */

static void view_cases(void) {
  size_t size = sizeof FIXTURE_VIEW_STREAM;
  uint8_t* b = malloc(size);
  for (int id = 0;; id++) {
    Msg m;
    const char* what = NULL;
    memcpy(b, FIXTURE_VIEW_STREAM, size);
    find(b, 0, 0, &m);
    uint8_t* counts = b + vector(b, &m, 4);
    uint8_t* views = data(b, &m, 1);
    switch (id) {
      case 0: what = "view: undamaged"; break;
      case 1: put64(counts + 4, 0); what = "variadic count 0"; break;
      case 2: put64(counts + 4, 2); what = "variadic count past the buffers"; break;
      case 3: put64(counts + 4, -1); what = "negative variadic count"; break;
      case 4: put32(counts, 0); what = "no variadic counts"; break;
      case 5: put32(views + 16 + 8, 3); what = "view's buffer index past the buffers"; break;
      case 6: put32(views + 16 + 12, 100); what = "view's offset past its buffer"; break;
      case 7: put32(views, 13); what = "short view's length past its inline bytes"; break;
      case 8: views[16 + 4] ^= 0x20; what = "long view's prefix not its data's"; break;
      default: break;
    }
    if (what == NULL) break;
    read_stream(what, b, size);
  }
  free(b);
}

int main(void) {
  diff_start();
  table_cases();
  dictionary_cases();
  compressed_cases("lz4", FIXTURE_LZ4_STREAM, sizeof FIXTURE_LZ4_STREAM);
  compressed_cases("zstd", FIXTURE_ZSTD_STREAM, sizeof FIXTURE_ZSTD_STREAM);
  view_cases();
  return 0;
}
