; ModuleID = 'array'
source_filename = "array"
target triple = "x86_64-pc-linux-gnu"

%irx_buffer_view = type { i8*, i8*, i8*, i32, i64*, i64*, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1
@.data = private unnamed_addr constant [4 x i16] [i16 1, i16 0, i16 0, i16 -4], align 8
@.validity = private unnamed_addr constant [1 x i8] [i8 9], align 8
@.data.1 = private unnamed_addr constant [1 x i64] [i64 -1], align 8

declare i32 @irx_arrow_array_builder_new(i32, i8**)
declare i8* @irx_arrow_last_error()
declare void @__arx_assert_fail(i8*, i32, i32, i8*) noreturn
declare i32 @irx_arrow_array_builder_append_values(i8*, i8*, i8*, i64)
declare i32 @irx_arrow_array_builder_finish(i8*, i8**)
declare i64 @irx_arrow_array_length(i8*)
declare i64 @irx_arrow_array_null_count(i8*)
declare i32 @irx_arrow_array_validity_bitmap(i8*, i8**, i64*, i64*)
declare i32 @irx_arrow_array_borrow_buffer_view(i8*, %irx_buffer_view*)
declare void @irx_arrow_array_release(i8*)

define void @f() {
entry:
  %slot = alloca i8*, align 8
  %bitmap = alloca i8*, align 8
  %bit_offset = alloca i64, align 8
  %bit_length = alloca i64, align 8
  %slot.1 = alloca %irx_buffer_view, align 8
  %status = call i32 @irx_arrow_array_builder_new(i32 3, i8** %slot)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  %message = call i8* @irx_arrow_last_error()
  call void @__arx_assert_fail(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 3, i32 7, i8* %message)
  unreachable

ok:
  %builder = load i8*, i8** %slot
  %cast = bitcast [4 x i16]* @.data to i8*
  %cast.1 = bitcast [1 x i8]* @.validity to i8*
  %status.1 = call i32 @irx_arrow_array_builder_append_values(i8* %builder, i8* %cast, i8* %cast.1, i64 4)
  %failed.1 = icmp ne i32 %status.1, 0
  br i1 %failed.1, label %check_failed, label %ok.1

ok.1:
  %status.2 = call i32 @irx_arrow_array_builder_finish(i8* %builder, i8** %slot)
  %failed.2 = icmp ne i32 %status.2, 0
  br i1 %failed.2, label %check_failed, label %ok.2

ok.2:
  %array = load i8*, i8** %slot
  %length = call i64 @irx_arrow_array_length(i8* %array)
  %null_count = call i64 @irx_arrow_array_null_count(i8* %array)
  %status.3 = call i32 @irx_arrow_array_validity_bitmap(i8* %array, i8** %bitmap, i64* %bit_offset, i64* %bit_length)
  %failed.3 = icmp ne i32 %status.3, 0
  br i1 %failed.3, label %check_failed, label %ok.3

ok.3:
  %bits = load i8*, i8** %bitmap
  %no_bitmap = icmp eq i8* %bits, null
  br i1 %no_bitmap, label %valid_done, label %read_bit

read_bit:
  %offset = load i64, i64* %bit_offset
  %bit = add i64 %offset, 1
  %byte_index = lshr i64 %bit, 3
  %byte_ptr = getelementptr inbounds i8, i8* %bits, i64 %byte_index
  %byte = load i8, i8* %byte_ptr
  %shift = and i64 %bit, 7
  %shift8 = trunc i64 %shift to i8
  %shifted = lshr i8 %byte, %shift8
  %valid_bit = trunc i8 %shifted to i1
  br label %valid_done

valid_done:
  %valid = phi i1 [ true, %ok.3 ], [ %valid_bit, %read_bit ]
  %status.4 = call i32 @irx_arrow_array_borrow_buffer_view(i8* %array, %irx_buffer_view* %slot.1)
  %failed.4 = icmp ne i32 %status.4, 0
  br i1 %failed.4, label %check_failed, label %ok.4

ok.4:
  %array_view = load %irx_buffer_view, %irx_buffer_view* %slot.1
  %data = extractvalue %irx_buffer_view %array_view, 0
  %offset.1 = extractvalue %irx_buffer_view %array_view, 6
  %strides = extractvalue %irx_buffer_view %array_view, 5
  %stride_ptr = getelementptr inbounds i64, i64* %strides, i64 0
  %stride = load i64, i64* %stride_ptr
  %step = mul i64 3, %stride
  %at = add i64 %offset.1, %step
  %elem_byte = getelementptr inbounds i8, i8* %data, i64 %at
  %cast.2 = bitcast i8* %elem_byte to i16*
  %elem = load i16, i16* %cast.2
  call void @irx_arrow_array_release(i8* %array)
  %status.5 = call i32 @irx_arrow_array_builder_new(i32 8, i8** %slot)
  %failed.5 = icmp ne i32 %status.5, 0
  br i1 %failed.5, label %check_failed, label %ok.5

ok.5:
  %builder.1 = load i8*, i8** %slot
  %cast.3 = bitcast [1 x i64]* @.data.1 to i8*
  %status.6 = call i32 @irx_arrow_array_builder_append_values(i8* %builder.1, i8* %cast.3, i8* null, i64 1)
  %failed.6 = icmp ne i32 %status.6, 0
  br i1 %failed.6, label %check_failed, label %ok.6

ok.6:
  %status.7 = call i32 @irx_arrow_array_builder_finish(i8* %builder.1, i8** %slot)
  %failed.7 = icmp ne i32 %status.7, 0
  br i1 %failed.7, label %check_failed, label %ok.7

ok.7:
  %array.1 = load i8*, i8** %slot
  call void @irx_arrow_array_release(i8* %array.1)
  ret void
}
