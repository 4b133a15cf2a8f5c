// ipc_writer OUT.arrow [ROWS]: writes an Arrow IPC file of ROWS readings
// (default 10000; columns id int64, sensor utf8, value float64 with a null
// every 7th row) in batches of 1024 rows, then reads it back and checks
// it. C++17, with the runtime's handles owned by std::unique_ptr, so every
// handle is released exactly once on every path, early returns and
// exceptions included, and a failing call becomes an exception carrying
// the runtime's status and message (docs/C-QUICKSTART.md).
//
// pyarrow reads the file: pyarrow.ipc.open_file("OUT.arrow").read_all().
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

#include "irx_runtime.h"

namespace irx {

// A failed call: its status (IRX_ERR_*) and the runtime's message.
class Error : public std::runtime_error {
 public:
  Error(const std::string& what, int status)
      : std::runtime_error(what), status_(status) {}
  int status() const noexcept { return status_; }

 private:
  int status_;
};

// The record-batch family's message lives until the thread's next
// record-batch call, so it is copied into the exception at once.
inline void check(int status, const char* call) {
  if (status != IRX_OK) {
    throw Error(std::string(call) + ": " + irx_record_batch_errmsg(), status);
  }
}

// unique_ptr's deleter for a handle released by `Release` (each release
// function accepts NULL, which unique_ptr never passes anyway).
template <typename T, void (*Release)(T*)>
struct Releaser {
  void operator()(T* handle) const noexcept { Release(handle); }
};
template <typename T, void (*Release)(T*)>
using Owned = std::unique_ptr<T, Releaser<T, Release>>;

using Schema = Owned<IrxRbSchema, irx_rb_schema_release>;
using Builder = Owned<IrxRbBuilder, irx_rb_builder_release>;
using Batch = Owned<IrxRbBatch, irx_rb_batch_release>;
// A writer released without close still finishes its file (footer) but
// cannot report a failure: close() it to see errors; the release is for
// the paths that never get there.
using Writer = Owned<IrxRbStreamWriter, irx_rb_stream_writer_release>;
using Reader = Owned<IrxRbStreamReader, irx_rb_stream_reader_close>;

// Calls `make(args..., &out)` and takes ownership of what it made; on
// failure `out` stays NULL and the status is thrown.
template <typename Handle, typename Make, typename... Args>
Handle make(const char* call, Make make, Args... args) {
  typename Handle::pointer out = nullptr;
  check(make(args..., &out), call);
  return Handle(out);
}

}  // namespace irx

#define IRX_CHECK(call) irx::check((call), #call)

namespace {

constexpr int64_t kBatchRows = 1024;

irx::Schema readings_schema() {
  auto schema = irx::make<irx::Schema>("irx_rb_schema_create", irx_rb_schema_create);
  IRX_CHECK(irx_rb_schema_add_field(schema.get(), "id", IRX_COL_INT64, 0));
  IRX_CHECK(irx_rb_schema_add_field(schema.get(), "sensor", IRX_COL_UTF8, 0));
  IRX_CHECK(irx_rb_schema_add_field(schema.get(), "value", IRX_COL_FLOAT64, 1));
  return schema;
}

// Rows [first, first + count) of the readings.
irx::Batch readings(IrxRbBuilder* builder, int64_t first, int64_t count) {
  static const char* const kSensors[] = {"north", "south", "east", "west"};
  for (int64_t row = first; row < first + count; row++) {
    const std::string sensor = kSensors[row % 4];
    IRX_CHECK(irx_rb_builder_append_int64(builder, 0, row));
    IRX_CHECK(irx_rb_builder_append_utf8(builder, 1, sensor.data(),
                                         static_cast<int64_t>(sensor.size())));
    if (row % 7 == 6) {
      IRX_CHECK(irx_rb_builder_append_null(builder, 2));
    } else {
      IRX_CHECK(irx_rb_builder_append_float64(builder, 2, static_cast<double>(row) * 0.5));
    }
  }
  // The builder starts over empty and stays ours; the batch is new.
  return irx::make<irx::Batch>("irx_rb_builder_finish", irx_rb_builder_finish, builder);
}

int64_t write_file(const char* path, int64_t rows) {
  const irx::Schema schema = readings_schema();
  const auto builder =
      irx::make<irx::Builder>("irx_rb_builder_create", irx_rb_builder_create, schema.get());
  auto writer = irx::make<irx::Writer>("irx_rb_file_writer_open", irx_rb_file_writer_open,
                                       static_cast<const IrxRbSchema*>(schema.get()), path);
  int64_t batches = 0;
  for (int64_t first = 0; first < rows; first += kBatchRows) {
    const int64_t count = rows - first < kBatchRows ? rows - first : kBatchRows;
    const irx::Batch batch = readings(builder.get(), first, count);
    IRX_CHECK(irx_rb_stream_writer_write_batch(writer.get(), batch.get()));
    batches++;
  }
  IRX_CHECK(irx_rb_stream_writer_close(writer.get()));  // the footer, with errors seen
  return batches;
}

void read_back(const char* path, int64_t rows) {
  const auto reader =
      irx::make<irx::Reader>("irx_rb_file_reader_open", irx_rb_file_reader_open, path);
  int64_t seen = 0, nulls = 0;
  double sum = 0;
  for (;;) {
    IrxRbBatch* raw = nullptr;
    const int status = irx_rb_stream_reader_next_batch(reader.get(), &raw);
    if (status == IRX_EOF) break;
    IRX_CHECK(status);
    const irx::Batch batch(raw);
    for (int64_t row = 0; row < irx_rb_batch_num_rows(batch.get()); row++) {
      int is_null = 0;
      IRX_CHECK(irx_rb_batch_is_null(batch.get(), 2, row, &is_null));
      double value = 0;
      if (is_null) {
        nulls++;
      } else {
        IRX_CHECK(irx_rb_batch_get_float64(batch.get(), 2, row, &value));
        sum += value;
      }
    }
    seen += irx_rb_batch_num_rows(batch.get());
  }
  std::printf("read back: %" PRId64 " rows, %" PRId64 " null values, sum(value) = %.1f\n", seen,
              nulls, sum);
  if (seen != rows) throw std::runtime_error("the file does not hold the rows written");
}

// What a refused call looks like from C++: a batch whose schema is not the
// writer's is IRX_ERR_TYPE, thrown with the runtime's message; the
// writer, batch and builder are all released on the way out.
void refused(const char* path) {
  const irx::Schema schema = readings_schema();
  auto other = irx::make<irx::Schema>("irx_rb_schema_create", irx_rb_schema_create);
  IRX_CHECK(irx_rb_schema_add_field(other.get(), "id", IRX_COL_INT32, 0));
  const auto builder =
      irx::make<irx::Builder>("irx_rb_builder_create", irx_rb_builder_create, other.get());
  IRX_CHECK(irx_rb_builder_append_int32(builder.get(), 0, 1));
  const auto batch =
      irx::make<irx::Batch>("irx_rb_builder_finish", irx_rb_builder_finish, builder.get());
  const auto writer = irx::make<irx::Writer>("irx_rb_file_writer_open", irx_rb_file_writer_open,
                                             static_cast<const IrxRbSchema*>(schema.get()), path);
  try {
    IRX_CHECK(irx_rb_stream_writer_write_batch(writer.get(), batch.get()));
    throw std::runtime_error("a batch of another schema was written");
  } catch (const irx::Error& e) {
    std::printf("refused as it should be (status %d): %s\n", e.status(), e.what());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: ipc_writer OUT.arrow [ROWS]\n");
    return 2;
  }
  char* end = nullptr;
  const int64_t rows = argc == 3 ? std::strtoll(argv[2], &end, 10) : 10000;
  if (rows < 0 || (argc == 3 && (end == argv[2] || *end != '\0'))) {
    std::fprintf(stderr, "ipc_writer: ROWS is a count, not %s\n", argv[2]);
    return 2;
  }
  try {
    const int64_t batches = write_file(argv[1], rows);
    std::printf("wrote %s: %" PRId64 " rows in %" PRId64 " batches (Arrow IPC file)\n", argv[1],
                rows, batches);
    read_back(argv[1], rows);
    const std::string scratch = std::string(argv[1]) + ".refused";
    refused(scratch.c_str());
    std::remove(scratch.c_str());
  } catch (const irx::Error& e) {
    std::fprintf(stderr, "ipc_writer: %s (status %d)\n", e.what(), e.status());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "ipc_writer: %s\n", e.what());
    return 1;
  }
  return 0;
}
