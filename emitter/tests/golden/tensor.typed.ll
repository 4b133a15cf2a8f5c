; ModuleID = 'tensor'
source_filename = "tensor"
target triple = "x86_64-pc-linux-gnu"

%irx_buffer_view = type { i8*, i8*, i8*, i32, i64*, i64*, i64, i32 }

@tensor_shape = private unnamed_addr constant [2 x i64] [i64 2, i64 2], align 8
@.str = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1
@.data = private unnamed_addr constant [4 x float] [float 0x3FF0000000000000, float 0x4000000000000000, float 0x4008000000000000, float 0x4010000000000000], align 8

declare i32 @irx_arrow_tensor_builder_new(i32, i32, i64*, i64*, i8**)
declare i8* @irx_arrow_last_error()
declare void @__arx_assert_fail(i8*, i32, i32, i8*) noreturn
declare i32 @irx_arrow_tensor_builder_append_values(i8*, i8*, i64)
declare i32 @irx_arrow_tensor_builder_finish(i8*, i8**)
declare i32 @irx_arrow_tensor_borrow_buffer_view(i8*, %irx_buffer_view*)
declare i32 @irx_buffer_view_restride(%irx_buffer_view*, i32, i64*, i64*, i64, %irx_buffer_view*)
declare i8* @irx_buffer_last_error()
declare i32 @irx_buffer_view_release(%irx_buffer_view*)
declare void @irx_arrow_tensor_release(i8*)

define void @f() {
entry:
  %slot = alloca i8*, align 8
  %slot.1 = alloca %irx_buffer_view, align 8
  %shape.2 = alloca [2 x i64], align 8
  %strides.1 = alloca [2 x i64], align 8
  %restrided = alloca %irx_buffer_view, align 8
  %shape = getelementptr inbounds [2 x i64], [2 x i64]* @tensor_shape, i64 0, i64 0
  %status = call i32 @irx_arrow_tensor_builder_new(i32 9, i32 2, i64* %shape, i64* null, i8** %slot)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  %message = call i8* @irx_arrow_last_error()
  call void @__arx_assert_fail(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 3, i32 7, i8* %message)
  unreachable

ok:
  %tensor_builder = load i8*, i8** %slot
  %cast = bitcast [4 x float]* @.data to i8*
  %status.1 = call i32 @irx_arrow_tensor_builder_append_values(i8* %tensor_builder, i8* %cast, i64 4)
  %failed.1 = icmp ne i32 %status.1, 0
  br i1 %failed.1, label %check_failed, label %ok.1

ok.1:
  %status.2 = call i32 @irx_arrow_tensor_builder_finish(i8* %tensor_builder, i8** %slot)
  %failed.2 = icmp ne i32 %status.2, 0
  br i1 %failed.2, label %check_failed, label %ok.2

ok.2:
  %tensor = load i8*, i8** %slot
  %status.3 = call i32 @irx_arrow_tensor_borrow_buffer_view(i8* %tensor, %irx_buffer_view* %slot.1)
  %failed.3 = icmp ne i32 %status.3, 0
  br i1 %failed.3, label %check_failed, label %ok.3

ok.3:
  %tensor_view = load %irx_buffer_view, %irx_buffer_view* %slot.1
  %shape.1 = extractvalue %irx_buffer_view %tensor_view, 4
  %strides = extractvalue %irx_buffer_view %tensor_view, 5
  %extent = getelementptr inbounds i64, i64* %shape.1, i64 1
  %extent.1 = load i64, i64* %extent
  %stride = getelementptr inbounds i64, i64* %strides, i64 1
  %stride.1 = load i64, i64* %stride
  %extent.2 = getelementptr inbounds i64, i64* %shape.1, i64 0
  %extent.3 = load i64, i64* %extent.2
  %stride.2 = getelementptr inbounds i64, i64* %strides, i64 0
  %stride.3 = load i64, i64* %stride.2
  %offset = extractvalue %irx_buffer_view %tensor_view, 6
  %shape.3 = getelementptr inbounds [2 x i64], [2 x i64]* %shape.2, i64 0, i64 0
  store i64 %extent.1, i64* %shape.3
  %shape.4 = getelementptr inbounds [2 x i64], [2 x i64]* %shape.2, i64 0, i64 1
  store i64 %extent.3, i64* %shape.4
  %shape.5 = getelementptr inbounds [2 x i64], [2 x i64]* %shape.2, i64 0, i64 0
  %strides.2 = getelementptr inbounds [2 x i64], [2 x i64]* %strides.1, i64 0, i64 0
  store i64 %stride.1, i64* %strides.2
  %strides.3 = getelementptr inbounds [2 x i64], [2 x i64]* %strides.1, i64 0, i64 1
  store i64 %stride.3, i64* %strides.3
  %strides.4 = getelementptr inbounds [2 x i64], [2 x i64]* %strides.1, i64 0, i64 0
  store %irx_buffer_view %tensor_view, %irx_buffer_view* %slot.1
  %status.4 = call i32 @irx_buffer_view_restride(%irx_buffer_view* %slot.1, i32 2, i64* %shape.5, i64* %strides.4, i64 %offset, %irx_buffer_view* %restrided)
  %failed.4 = icmp ne i32 %status.4, 0
  br i1 %failed.4, label %check_failed.1, label %ok.4

check_failed.1:
  %message.1 = call i8* @irx_buffer_last_error()
  call void @__arx_assert_fail(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 3, i32 7, i8* %message.1)
  unreachable

ok.4:
  %restrided.1 = load %irx_buffer_view, %irx_buffer_view* %restrided
  %data = extractvalue %irx_buffer_view %restrided.1, 0
  %offset.1 = extractvalue %irx_buffer_view %restrided.1, 6
  %strides.5 = extractvalue %irx_buffer_view %restrided.1, 5
  %stride_ptr = getelementptr inbounds i64, i64* %strides.5, i64 0
  %stride.4 = load i64, i64* %stride_ptr
  %step = mul i64 1, %stride.4
  %at = add i64 %offset.1, %step
  %stride_ptr.1 = getelementptr inbounds i64, i64* %strides.5, i64 1
  %stride.5 = load i64, i64* %stride_ptr.1
  %step.1 = mul i64 0, %stride.5
  %at.1 = add i64 %at, %step.1
  %elem_byte = getelementptr inbounds i8, i8* %data, i64 %at.1
  %cast.1 = bitcast i8* %elem_byte to float*
  %elem = load float, float* %cast.1
  store %irx_buffer_view %restrided.1, %irx_buffer_view* %slot.1
  %status.5 = call i32 @irx_buffer_view_release(%irx_buffer_view* %slot.1)
  %failed.5 = icmp ne i32 %status.5, 0
  br i1 %failed.5, label %check_failed.1, label %ok.5

ok.5:
  %released = load %irx_buffer_view, %irx_buffer_view* %slot.1
  call void @irx_arrow_tensor_release(i8* %tensor)
  ret void
}
