/*
 * IRx 1.25's two Parquet write options beyond plain files, through the C
 * API: `reconstruct` (numeric dictionaries and fixed-size lists with null
 * rows stored in a storage form, the logical schema recorded under
 * IRX:logical_schema:v1 and rebuilt by readers, also projected; a record
 * with any byte flipped is an error or the same table, never a crash) and
 * atomic snapshot datasets (a link committed per write, appends, abandoned
 * writers commit nothing, refusals).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "irx_runtime.h"

#include "temp_path.h"

#define ROWS 6

/* A batch (struct of columns), as a producer of the C Data Interface:
 * id int64; d dictionary<int32 -> int64>; v fixed_size_list<float32>[2]
 * with row 2 null. Static storage; release only marks it released. */
static int64_t ids[ROWS] = {0, 1, 2, 3, 4, 5};
static int32_t codes[ROWS] = {0, 1, 1, 0, 1, 0};
static int64_t words[2] = {100, 200};
static float floats[ROWS * 2] = {1, 2, 3, 4, 9, 9, 5, 6, 7, 8, 9, 10};
static uint8_t v_valid[1] = {0x3b}; /* rows 0,1,3,4,5 */

/* The reader's next batch in *back, exported into *array and *schema;
 * 0 (a failed check) when either step fails. */
static int next_exported(struct IrxRbStreamReader* r, struct IrxRbBatch** back,
                         struct ArrowArray* array, struct ArrowSchema* schema) {
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, back), IRX_OK);
  if (*back == NULL || irx_rb_batch_export(*back, array, schema) != IRX_OK) {
    printf("#   export: %s\n", irx_record_batch_errmsg());
    CHECK(0);
    return 0;
  }
  return 1;
}

static void release_schema(struct ArrowSchema* s) { s->release = NULL; }
static void release_array(struct ArrowArray* a) { a->release = NULL; }

static struct ArrowSchema s_id, s_d, s_dict, s_v, s_item, s_top;
static struct ArrowSchema* s_kids[3];
static struct ArrowSchema* s_v_kids[1];
static struct ArrowArray a_id, a_d, a_dict, a_v, a_item, a_top;
static struct ArrowArray* a_kids[3];
static struct ArrowArray* a_v_kids[1];
static const void* b_id[2];
static const void* b_d[2];
static const void* b_dict[2];
static const void* b_v[1];
static const void* b_item[2];
static const void* b_top[1];

static void leaf_schema(struct ArrowSchema* s, const char* format, const char* name) {
  memset(s, 0, sizeof *s);
  s->format = format;
  s->name = name;
  s->flags = 2; /* nullable */
  s->release = release_schema;
}

static void leaf_array(struct ArrowArray* a, int64_t length, const void** buffers, int64_t n) {
  memset(a, 0, sizeof *a);
  a->length = length;
  a->n_buffers = n;
  a->buffers = buffers;
  a->release = release_array;
}

/* Fills the structs; `ordered` sets the dictionary's ordered flag. */
static void make_c_batch(int ordered) {
  leaf_schema(&s_id, "l", "id");
  s_id.flags = 0;
  leaf_schema(&s_dict, "l", NULL);
  leaf_schema(&s_d, "i", "d");
  s_d.dictionary = &s_dict;
  if (ordered) s_d.flags |= 1;
  leaf_schema(&s_item, "f", "item");
  leaf_schema(&s_v, "+w:2", "v");
  s_v_kids[0] = &s_item;
  s_v.n_children = 1;
  s_v.children = s_v_kids;
  leaf_schema(&s_top, "+s", "");
  s_top.flags = 0;
  s_kids[0] = &s_id;
  s_kids[1] = &s_d;
  s_kids[2] = &s_v;
  s_top.n_children = 3;
  s_top.children = s_kids;

  b_id[0] = NULL;
  b_id[1] = ids;
  leaf_array(&a_id, ROWS, b_id, 2);
  b_dict[0] = NULL;
  b_dict[1] = words;
  leaf_array(&a_dict, 2, b_dict, 2);
  b_d[0] = NULL;
  b_d[1] = codes;
  leaf_array(&a_d, ROWS, b_d, 2);
  a_d.dictionary = &a_dict;
  b_item[0] = NULL;
  b_item[1] = floats;
  leaf_array(&a_item, ROWS * 2, b_item, 2);
  b_v[0] = v_valid;
  leaf_array(&a_v, ROWS, b_v, 1);
  a_v.null_count = 1;
  a_v_kids[0] = &a_item;
  a_v.n_children = 1;
  a_v.children = a_v_kids;
  b_top[0] = NULL;
  leaf_array(&a_top, ROWS, b_top, 1);
  a_kids[0] = &a_id;
  a_kids[1] = &a_d;
  a_kids[2] = &a_v;
  a_top.n_children = 3;
  a_top.children = a_kids;
}

static struct IrxRbBatch* import_batch(int ordered) {
  struct IrxRbBatch* batch = NULL;
  make_c_batch(ordered);
  CHECK_EQ_INT(irx_rb_batch_import(&a_top, &s_top, &batch), IRX_OK);
  return batch;
}

/* The message of the last failure write_with or count_rows saw. */
static char last_message[1024];

static void keep_message(void) {
  snprintf(last_message, sizeof last_message, "%s", irx_record_batch_errmsg());
}

static int message_has(const char* word) {
  const char* message = last_message;
  if (strstr(message, word)) return 1;
  printf("#   message without '%s': %s\n", word, message);
  return 0;
}

/* Writes `batch` to `path` with `options`; the status of the open (the
 * batch is written and the writer closed when it succeeds). */
static int write_with(const char* path, struct IrxRbBatch* batch, IrxParquetOptions* options) {
  struct IrxRbSchema* schema = NULL;
  struct IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &schema), IRX_OK);
  int status = irx_rb_parquet_writer_open_options(schema, path, options, &w);
  if (status != IRX_OK) keep_message();
  if (status == IRX_OK) {
    CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
    CHECK_EQ_INT(irx_rb_stream_writer_close(w), IRX_OK);
    irx_rb_stream_writer_release(w);
  }
  irx_rb_schema_release(schema);
  return status;
}

/* write_with refused with `status` and a message holding `word` (a macro,
 * so that a failure names the caller's line). */
#define WRITE_REFUSED(path, batch, options, status, word)  \
  do {                                                     \
    CHECK_EQ_INT(write_with(path, batch, options), status); \
    CHECK(message_has(word));                              \
  } while (0)

static IrxParquetOptions* options_with(const char* name, int64_t value) {
  IrxParquetOptions* o = irx_parquet_options_new();
  CHECK(o != NULL);
  if (name) CHECK_EQ_INT(irx_parquet_options_int(o, name, value), IRX_OK);
  return o;
}

/* Reads the whole file or dataset: the rows, or -1 with `*status` set. */
static int64_t count_rows(const char* path, IrxParquetOptions* options, int* status) {
  struct IrxRbStreamReader* r = NULL;
  struct IrxRbBatch* batch = NULL;
  int64_t rows = 0;
  *status = irx_rb_parquet_reader_open_options(path, NULL, options, &r);
  if (*status != IRX_OK) {
    keep_message();
    return -1;
  }
  while ((*status = irx_rb_stream_reader_next_batch(r, &batch)) == IRX_OK) {
    rows += irx_rb_batch_num_rows(batch);
    irx_rb_batch_release(batch);
  }
  if (*status != IRX_EOF) keep_message();
  irx_rb_stream_reader_close(r);
  if (*status != IRX_EOF) return -1;
  *status = IRX_OK;
  return rows;
}

static void test_reconstruct_round_trip(void) {
  char path[64];
  struct IrxRbBatch* batch = import_batch(0);
  IrxParquetOptions* plain = options_with(NULL, 0);
  IrxParquetOptions* rec = options_with("reconstruct", 1);
  temp_path(path, "irx-pq-rec");
  /* Without reconstruct a numeric dictionary is refused. */
  WRITE_REFUSED(path, batch, plain, IRX_ERR_TYPE, "use reconstruct=true for numeric dictionaries");
  CHECK_EQ_INT(write_with(path, batch, rec), IRX_OK);

  /* Read back: the logical types, values and the null list row. */
  struct IrxRbStreamReader* r = NULL;
  struct IrxRbBatch* back = NULL;
  struct ArrowArray array;
  struct ArrowSchema schema;
  memset(&array, 0, sizeof array); /* export refuses to overwrite live structs */
  memset(&schema, 0, sizeof schema);
  CHECK_EQ_INT(irx_rb_parquet_reader_open(path, NULL, 100, &r), IRX_OK);
  if (!next_exported(r, &back, &array, &schema)) return;
  CHECK_EQ_INT(irx_rb_batch_num_rows(back), ROWS);
  CHECK_EQ_INT(schema.n_children, 3);
  CHECK_STR_EQ(schema.children[1]->format, "i");
  CHECK(schema.children[1]->dictionary != NULL);
  CHECK_STR_EQ(schema.children[1]->dictionary->format, "l");
  CHECK_STR_EQ(schema.children[2]->format, "+w:2");
  {
    const struct ArrowArray* d = array.children[1];
    const int32_t* index = (const int32_t*)d->buffers[1] + d->offset;
    const int64_t* values = (const int64_t*)d->dictionary->buffers[1] + d->dictionary->offset;
    for (int i = 0; i < ROWS; i++) CHECK_EQ_INT(values[index[i]], words[codes[i]]);
    const struct ArrowArray* v = array.children[2];
    const uint8_t* valid = (const uint8_t*)v->buffers[0];
    const float* items = (const float*)v->children[0]->buffers[1] + v->children[0]->offset;
    CHECK_EQ_INT(v->null_count, 1);
    CHECK(valid != NULL && !(valid[(v->offset + 2) / 8] >> ((v->offset + 2) % 8) & 1));
    CHECK(items[(v->offset + 5) * 2 + 1] == 10.0f);
  }
  array.release(&array);
  schema.release(&schema);
  irx_rb_batch_release(back);
  CHECK_EQ_INT(irx_rb_stream_reader_next_batch(r, &back), IRX_EOF);
  irx_rb_stream_reader_close(r);

  /* A projection is rebuilt too. */
  IrxParquetOptions* projected = options_with(NULL, 0);
  CHECK_EQ_INT(irx_parquet_options_text(projected, "column", "v"), IRX_OK);
  CHECK_EQ_INT(irx_rb_parquet_reader_open_options(path, NULL, projected, &r), IRX_OK);
  if (!next_exported(r, &back, &array, &schema)) return;
  CHECK_EQ_INT(schema.n_children, 1);
  CHECK_STR_EQ(schema.children[0]->format, "+w:2");
  array.release(&array);
  schema.release(&schema);
  irx_rb_batch_release(back);
  irx_rb_stream_reader_close(r);

  /* reconstruct is a writer's option; refused with a key; ordered
   * dictionaries are refused. */
  int status = 0;
  CHECK_EQ_INT(count_rows(path, rec, &status), -1);
  CHECK_EQ_INT(status, IRX_ERR_INVALID);
  CHECK(message_has("write-only Parquet options supplied to a reader"));
  IrxParquetOptions* keyed = options_with("reconstruct", 1);
  CHECK_EQ_INT(irx_parquet_options_text(keyed, "encryption_key_hex", "000102030405060708090a0b0c0d0e0f"),
               IRX_OK);
  WRITE_REFUSED(path, batch, keyed, IRX_ERR_ARROW, "encryption key");
  struct IrxRbBatch* ordered = import_batch(1);
  WRITE_REFUSED(path, ordered, rec, IRX_ERR_TYPE, "ordered dictionary");
  irx_rb_batch_release(ordered);
  irx_parquet_options_release(keyed);
  irx_parquet_options_release(projected);
  irx_parquet_options_release(rec);
  irx_parquet_options_release(plain);
  irx_rb_batch_release(batch);
  temp_remove(path);
}

static void test_flipped_record_bytes(void) {
  char path[64], copy[64];
  struct IrxRbBatch* batch = import_batch(0);
  IrxParquetOptions* rec = options_with("reconstruct", 1);
  IrxParquetOptions* plain = options_with(NULL, 0);
  temp_path(path, "irx-pq-rec-flip");
  temp_path(copy, "irx-pq-rec-flip-copy");
  CHECK_EQ_INT(write_with(path, batch, rec), IRX_OK);
  FILE* f = fopen(path, "rb");
  CHECK(f != NULL);
  static unsigned char data[1 << 16];
  size_t size = f ? fread(data, 1, sizeof data, f) : 0;
  if (f) fclose(f);
  CHECK(size > 0 && size < sizeof data);
  /* The record: the IPC continuation marker in the footer. */
  size_t at = 0;
  for (size_t i = size - 8; i > 4; i--)
    if (memcmp(data + i, "\xff\xff\xff\xff", 4) == 0) { at = i; break; }
  CHECK(at > 0);
  int outcomes[4] = {0, 0, 0, 0};
  for (size_t i = at; at && i < at + 160 && i < size - 8; i++) {
    data[i] ^= 0x5a;
    FILE* out = fopen(copy, "wb");
    fwrite(data, 1, size, out);
    fclose(out);
    data[i] ^= 0x5a;
    int status = 0;
    int64_t rows = count_rows(copy, plain, &status);
    if (status == IRX_OK) CHECK_EQ_INT(rows, ROWS);
    CHECK(status == IRX_OK || status == IRX_ERR_IO || status == IRX_ERR_INVALID ||
          status == IRX_ERR_TYPE);
    outcomes[status == IRX_OK ? 0 : status == IRX_ERR_IO ? 1 : status == IRX_ERR_INVALID ? 2 : 3]++;
  }
  CHECK(outcomes[1] + outcomes[2] + outcomes[3] > 0); /* corruption is seen */
  irx_parquet_options_release(rec);
  irx_parquet_options_release(plain);
  irx_rb_batch_release(batch);
  temp_remove(path);
  temp_remove(copy);
}

static IrxParquetOptions* dataset_options(int atomic, int append) {
  IrxParquetOptions* o = options_with("dataset", 1);
  CHECK_EQ_INT(irx_parquet_options_int(o, "hive", 1), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_text(o, "partition_column", "id"), IRX_OK);
  CHECK_EQ_INT(irx_parquet_options_int(o, "reconstruct", 1), IRX_OK);
  if (atomic) CHECK_EQ_INT(irx_parquet_options_int(o, "atomic", 1), IRX_OK);
  if (append) CHECK_EQ_INT(irx_parquet_options_int(o, "append", 1), IRX_OK);
  return o;
}

static void test_snapshot_datasets(void) {
  char dir[64], root[96], versions[128], link[256], before[256];
  struct IrxRbBatch* batch = import_batch(0);
  IrxParquetOptions* first = dataset_options(1, 0);
  IrxParquetOptions* append = dataset_options(1, 1);
  IrxParquetOptions* reading = options_with("dataset", 1);
  CHECK_EQ_INT(irx_parquet_options_int(reading, "hive", 1), IRX_OK);
  temp_path(dir, "irx-pq-snap");
  CHECK_EQ_INT(mkdir(dir, 0700), 0);
  snprintf(root, sizeof root, "%s/snap", dir);
  snprintf(versions, sizeof versions, "%s/.snap.irx-versions/generation-", dir);

  /* Append needs a snapshot; the first write commits a link. */
  WRITE_REFUSED(root, batch, append, IRX_ERR_INVALID, "dataset append requires an existing snapshot");
  CHECK_EQ_INT(irx_parquet_options_int(first, "durable", 1), IRX_OK);
  CHECK_EQ_INT(write_with(root, batch, first), IRX_OK);
  ssize_t n = readlink(root, link, sizeof link - 1);
  CHECK(n > 0);
  link[n > 0 ? n : 0] = 0;
  CHECK(strncmp(link, versions, strlen(versions)) == 0);
  int status = 0;
  CHECK_EQ_INT(count_rows(root, reading, &status), ROWS);
  if (status != IRX_OK) printf("#   %s\n", last_message);
  strcpy(before, link);

  /* An appending snapshot commits a new generation with every row. */
  CHECK_EQ_INT(write_with(root, batch, append), IRX_OK);
  n = readlink(root, link, sizeof link - 1);
  link[n > 0 ? n : 0] = 0;
  CHECK(strcmp(link, before) != 0);
  CHECK_EQ_INT(count_rows(root, reading, &status), 2 * ROWS);

  /* A writer released unclosed commits nothing. */
  struct IrxRbSchema* schema = NULL;
  struct IrxRbStreamWriter* w = NULL;
  CHECK_EQ_INT(irx_rb_batch_schema(batch, &schema), IRX_OK);
  CHECK_EQ_INT(irx_rb_parquet_writer_open_options(schema, root, append, &w), IRX_OK);
  CHECK_EQ_INT(irx_rb_stream_writer_write_batch(w, batch), IRX_OK);
  irx_rb_stream_writer_release(w);
  strcpy(before, link);
  n = readlink(root, link, sizeof link - 1);
  link[n > 0 ? n : 0] = 0;
  CHECK_STR_EQ(link, before);
  CHECK_EQ_INT(count_rows(root, reading, &status), 2 * ROWS);

  /* A snapshot is written atomically every time; a plain dataset or a
   * file is not a snapshot. */
  IrxParquetOptions* plain_append = dataset_options(0, 1);
  WRITE_REFUSED(root, batch, plain_append, IRX_ERR_INVALID,
                "snapshot datasets require atomic=true for every write");
  char file[128];
  snprintf(file, sizeof file, "%s/file.parquet", dir);
  FILE* f = fopen(file, "wb");
  if (f) fclose(f);
  WRITE_REFUSED(file, batch, first, IRX_ERR_INVALID,
                "requires a new destination or an IRx snapshot dataset");
  unlink(file);
  irx_rb_schema_release(schema);
  irx_parquet_options_release(plain_append);
  irx_parquet_options_release(reading);
  irx_parquet_options_release(append);
  irx_parquet_options_release(first);
  irx_rb_batch_release(batch);
  char command[160];
  snprintf(command, sizeof command, "rm -rf '%s'", dir);
  CHECK_EQ_INT(system(command), 0);
}

int main(void) {
  RUN(test_reconstruct_round_trip);
  RUN(test_flipped_record_bytes);
  RUN(test_snapshot_datasets);
  return check_exit();
}
