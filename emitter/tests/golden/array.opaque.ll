; ModuleID = 'array'
source_filename = "array"
target triple = "x86_64-pc-linux-gnu"

%irx_buffer_view = type { ptr, ptr, ptr, i32, ptr, ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1
@.data = private unnamed_addr constant [4 x i16] [i16 1, i16 0, i16 0, i16 -4], align 8
@.validity = private unnamed_addr constant [1 x i8] [i8 9], align 8
@.data.1 = private unnamed_addr constant [1 x i64] [i64 -1], align 8

declare i32 @irx_arrow_array_builder_new(i32, ptr)
declare ptr @irx_arrow_last_error()
declare void @__arx_assert_fail(ptr, i32, i32, ptr) noreturn
declare i32 @irx_arrow_array_builder_append_values(ptr, ptr, ptr, i64)
declare i32 @irx_arrow_array_builder_finish(ptr, ptr)
declare i64 @irx_arrow_array_length(ptr)
declare i64 @irx_arrow_array_null_count(ptr)
declare i32 @irx_arrow_array_validity_bitmap(ptr, ptr, ptr, ptr)
declare i32 @irx_arrow_array_borrow_buffer_view(ptr, ptr)
declare void @irx_arrow_array_release(ptr)

define void @f() {
entry:
  %slot = alloca ptr, align 8
  %bitmap = alloca ptr, align 8
  %bit_offset = alloca i64, align 8
  %bit_length = alloca i64, align 8
  %slot.1 = alloca %irx_buffer_view, align 8
  %status = call i32 @irx_arrow_array_builder_new(i32 3, ptr %slot)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  %message = call ptr @irx_arrow_last_error()
  call void @__arx_assert_fail(ptr @.str, i32 3, i32 7, ptr %message)
  unreachable

ok:
  %builder = load ptr, ptr %slot
  %status.1 = call i32 @irx_arrow_array_builder_append_values(ptr %builder, ptr @.data, ptr @.validity, i64 4)
  %failed.1 = icmp ne i32 %status.1, 0
  br i1 %failed.1, label %check_failed, label %ok.1

ok.1:
  %status.2 = call i32 @irx_arrow_array_builder_finish(ptr %builder, ptr %slot)
  %failed.2 = icmp ne i32 %status.2, 0
  br i1 %failed.2, label %check_failed, label %ok.2

ok.2:
  %array = load ptr, ptr %slot
  %length = call i64 @irx_arrow_array_length(ptr %array)
  %null_count = call i64 @irx_arrow_array_null_count(ptr %array)
  %status.3 = call i32 @irx_arrow_array_validity_bitmap(ptr %array, ptr %bitmap, ptr %bit_offset, ptr %bit_length)
  %failed.3 = icmp ne i32 %status.3, 0
  br i1 %failed.3, label %check_failed, label %ok.3

ok.3:
  %bits = load ptr, ptr %bitmap
  %no_bitmap = icmp eq ptr %bits, null
  br i1 %no_bitmap, label %valid_done, label %read_bit

read_bit:
  %offset = load i64, ptr %bit_offset
  %bit = add i64 %offset, 1
  %byte_index = lshr i64 %bit, 3
  %byte_ptr = getelementptr inbounds i8, ptr %bits, i64 %byte_index
  %byte = load i8, ptr %byte_ptr
  %shift = and i64 %bit, 7
  %shift8 = trunc i64 %shift to i8
  %shifted = lshr i8 %byte, %shift8
  %valid_bit = trunc i8 %shifted to i1
  br label %valid_done

valid_done:
  %valid = phi i1 [ true, %ok.3 ], [ %valid_bit, %read_bit ]
  %status.4 = call i32 @irx_arrow_array_borrow_buffer_view(ptr %array, ptr %slot.1)
  %failed.4 = icmp ne i32 %status.4, 0
  br i1 %failed.4, label %check_failed, label %ok.4

ok.4:
  %array_view = load %irx_buffer_view, ptr %slot.1
  %data = extractvalue %irx_buffer_view %array_view, 0
  %offset.1 = extractvalue %irx_buffer_view %array_view, 6
  %strides = extractvalue %irx_buffer_view %array_view, 5
  %stride_ptr = getelementptr inbounds i64, ptr %strides, i64 0
  %stride = load i64, ptr %stride_ptr
  %step = mul i64 3, %stride
  %at = add i64 %offset.1, %step
  %elem_byte = getelementptr inbounds i8, ptr %data, i64 %at
  %elem = load i16, ptr %elem_byte
  call void @irx_arrow_array_release(ptr %array)
  %status.5 = call i32 @irx_arrow_array_builder_new(i32 8, ptr %slot)
  %failed.5 = icmp ne i32 %status.5, 0
  br i1 %failed.5, label %check_failed, label %ok.5

ok.5:
  %builder.1 = load ptr, ptr %slot
  %status.6 = call i32 @irx_arrow_array_builder_append_values(ptr %builder.1, ptr @.data.1, ptr null, i64 1)
  %failed.6 = icmp ne i32 %status.6, 0
  br i1 %failed.6, label %check_failed, label %ok.6

ok.6:
  %status.7 = call i32 @irx_arrow_array_builder_finish(ptr %builder.1, ptr %slot)
  %failed.7 = icmp ne i32 %status.7, 0
  br i1 %failed.7, label %check_failed, label %ok.7

ok.7:
  %array.1 = load ptr, ptr %slot
  call void @irx_arrow_array_release(ptr %array.1)
  ret void
}
