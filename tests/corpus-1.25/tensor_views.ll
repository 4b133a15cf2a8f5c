; ModuleID = "Arx"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%"irx_buffer_view" = type {i8*, i8*, i8*, i32, i64*, i64*, i64, i32}
%"builtins__exceptions__BaseException" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__Exception" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__ValueError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__TypeError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__RuntimeError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__AssertionError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__OSError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__ArithmeticError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__OverflowError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__ZeroDivisionError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__LookupError" = type {i8*, i8*, i8*, i8*, i8*}
%"builtins__exceptions__IndexError" = type {i8*, i8*, i8*, i8*, i8*}
declare i32 @"putchar"(i32 %".1")

define i32 @"putchard"(double %".1")
{
entry:
  %"intcast" = fptoui double %".1" to i32
  %".3" = call i32 @"putchar"(i32 %"intcast")
  ret i32 0
}

define internal i8* @"builtins__exceptions__BaseException__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__BaseException"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__BaseException", %"builtins__exceptions__BaseException"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__BaseException", %"builtins__exceptions__BaseException"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__Exception__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__Exception"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__Exception", %"builtins__exceptions__Exception"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__Exception", %"builtins__exceptions__Exception"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__ValueError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__TypeError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__TypeError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__RuntimeError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__AssertionError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__AssertionError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__OSError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__OSError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__ArithmeticError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__ArithmeticError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__ArithmeticError", %"builtins__exceptions__ArithmeticError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__ArithmeticError", %"builtins__exceptions__ArithmeticError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__OverflowError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__OverflowError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__ZeroDivisionError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__LookupError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__LookupError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__LookupError", %"builtins__exceptions__LookupError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__LookupError", %"builtins__exceptions__LookupError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define internal i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__exceptions__IndexError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"real" = alloca %"irx_buffer_view"
  %"wide" = alloca %"irx_buffer_view"
  %"every_other" = alloca %"irx_buffer_view"
  %"transposed" = alloca %"irx_buffer_view"
  %"window" = alloca %"irx_buffer_view"
  %"grid" = alloca %"irx_buffer_view"
  %"irx_tensor_builder_slot" = alloca i8*
  %"irx_tensor_builder_shape_ptr_0" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_shape_0", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_1" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_strides_1", i32 0, i32 0
  %".4" = call i32 @"irx_arrow_tensor_builder_new"(i32 1, i32 2, i64* %"irx_tensor_builder_shape_ptr_0", i64* %"irx_tensor_builder_strides_ptr_1", i8** %"irx_tensor_builder_slot")
  %"irx_tensor_builder" = load i8*, i8** %"irx_tensor_builder_slot"
  %"irx_tensor_int_promote" = sext i32 10 to i64
  %".5" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote")
  %"irx_tensor_int_promote.1" = sext i32 20 to i64
  %".6" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.1")
  %"irx_tensor_int_promote.2" = sext i32 30 to i64
  %".7" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.2")
  %"irx_tensor_int_promote.3" = sext i32 40 to i64
  %".8" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.3")
  %"irx_tensor_int_promote.4" = sext i32 50 to i64
  %".9" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.4")
  %"irx_tensor_int_promote.5" = sext i32 60 to i64
  %".10" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.5")
  %"irx_tensor_handle_slot" = alloca i8*
  %".11" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder", i8** %"irx_tensor_handle_slot")
  %"irx_tensor_handle" = load i8*, i8** %"irx_tensor_handle_slot"
  %"irx_tensor_borrowed_view" = alloca %"irx_buffer_view"
  %".12" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle", %"irx_buffer_view"* %"irx_tensor_borrowed_view")
  %"irx_tensor_borrowed_value" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view"
  %"irx_tensor_owner_slot" = alloca i8*
  %"irx_tensor_release_fn" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".13" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle", i8* %"irx_tensor_release_fn", i8** %"irx_tensor_owner_slot")
  %"irx_tensor_owner" = load i8*, i8** %"irx_tensor_owner_slot"
  %"irx_tensor_borrowed_offset" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value", 6
  %"irx_tensor_offset_bytes" = add i64 %"irx_tensor_borrowed_offset", 0
  %"irx_tensor_data" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value", 0
  %"irx_tensor_dtype" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value", 2
  %"irx_tensor_shape_ptr_2" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_shape_2", i32 0, i32 0
  %"irx_tensor_strides_ptr_3" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_strides_3", i32 0, i32 0
  %"irx_tensor_field_0" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data", 0
  %"irx_tensor_field_1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0", i8* %"irx_tensor_owner", 1
  %"irx_tensor_field_2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1", i8* %"irx_tensor_dtype", 2
  %"irx_tensor_field_3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2", i32 2, 3
  %"irx_tensor_field_4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3", i64* %"irx_tensor_shape_ptr_2", 4
  %"irx_tensor_field_5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4", i64* %"irx_tensor_strides_ptr_3", 5
  %"irx_tensor_field_6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5", i64 %"irx_tensor_offset_bytes", 6
  %"irx_tensor_field_7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6", i32 44, 7
  store %"irx_buffer_view" %"irx_tensor_field_7", %"irx_buffer_view"* %"grid"
  %"grid.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_ndim" = extractvalue %"irx_buffer_view" %"grid.1", 3
  %".15" = sext i32 %"irx_tensor_ndim" to i64
  %".16" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".17" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".16", i64 %".15")
  %"string_format_size_succeeded" = icmp sge i32 %".17", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
string.format.size.fail:
  %"exception.text_ptr" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".19" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 -1, i32 -1, i8* %"exception.text_ptr.2")
  ret i32 1
string.format.size.pass:
  %".21" = zext i32 %".17" to i64
  %"string_format_allocation_size" = add i64 %".21", 1
  %".22" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".22", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.3" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".24" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.3", i8* %"exception.text_ptr.4", i32 -1, i32 -1, i8* %"exception.text_ptr.5")
  ret i32 1
string.allocation.pass:
  %".26" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".22", i64 %"string_format_allocation_size", i8* %".16", i64 %".15")
  %"string_format_write_succeeded" = icmp sge i32 %".26", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.6" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.6", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  ret i32 1
string.format.write.pass:
  %".30" = call i32 @"puts"(i8* %".22")
  call void @"free"(i8* %".22")
  %"grid.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_shape_ptr" = extractvalue %"irx_buffer_view" %"grid.2", 4
  %"irx_tensor_shape_axis_ptr" = getelementptr i64, i64* %"irx_tensor_shape_ptr", i64 0
  %"irx_tensor_shape_axis" = load i64, i64* %"irx_tensor_shape_axis_ptr"
  %".32" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".33" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".32", i64 %"irx_tensor_shape_axis")
  %"string_format_size_succeeded.1" = icmp sge i32 %".33", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
string.format.size.fail.1:
  %"exception.text_ptr.9" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".35" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.9", i8* %"exception.text_ptr.10", i32 -1, i32 -1, i8* %"exception.text_ptr.11")
  ret i32 1
string.format.size.pass.1:
  %".37" = zext i32 %".33" to i64
  %"string_format_allocation_size.1" = add i64 %".37", 1
  %".38" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".38", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.12" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 -1, i32 -1, i8* %"exception.text_ptr.14")
  ret i32 1
string.allocation.pass.1:
  %".42" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".38", i64 %"string_format_allocation_size.1", i8* %".32", i64 %"irx_tensor_shape_axis")
  %"string_format_write_succeeded.1" = icmp sge i32 %".42", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.15" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".44" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.15", i8* %"exception.text_ptr.16", i32 -1, i32 -1, i8* %"exception.text_ptr.17")
  ret i32 1
string.format.write.pass.1:
  %".46" = call i32 @"puts"(i8* %".38")
  call void @"free"(i8* %".38")
  %"grid.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_shape_ptr.1" = extractvalue %"irx_buffer_view" %"grid.3", 4
  %"irx_tensor_shape_axis_ptr.1" = getelementptr i64, i64* %"irx_tensor_shape_ptr.1", i64 1
  %"irx_tensor_shape_axis.1" = load i64, i64* %"irx_tensor_shape_axis_ptr.1"
  %".48" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".49" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".48", i64 %"irx_tensor_shape_axis.1")
  %"string_format_size_succeeded.2" = icmp sge i32 %".49", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
string.format.size.fail.2:
  %"exception.text_ptr.18" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".51" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.18", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  ret i32 1
string.format.size.pass.2:
  %".53" = zext i32 %".49" to i64
  %"string_format_allocation_size.2" = add i64 %".53", 1
  %".54" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %".54", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.21" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".56" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.21", i8* %"exception.text_ptr.22", i32 -1, i32 -1, i8* %"exception.text_ptr.23")
  ret i32 1
string.allocation.pass.2:
  %".58" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".54", i64 %"string_format_allocation_size.2", i8* %".48", i64 %"irx_tensor_shape_axis.1")
  %"string_format_write_succeeded.2" = icmp sge i32 %".58", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.24" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".60" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.24", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  ret i32 1
string.format.write.pass.2:
  %".62" = call i32 @"puts"(i8* %".54")
  call void @"free"(i8* %".54")
  %"grid.4" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_stride_ptr" = extractvalue %"irx_buffer_view" %"grid.4", 5
  %"irx_tensor_stride_axis_ptr" = getelementptr i64, i64* %"irx_tensor_stride_ptr", i64 0
  %"irx_tensor_stride_axis" = load i64, i64* %"irx_tensor_stride_axis_ptr"
  %".64" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".65" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".64", i64 %"irx_tensor_stride_axis")
  %"string_format_size_succeeded.3" = icmp sge i32 %".65", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
string.format.size.fail.3:
  %"exception.text_ptr.27" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".67" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 -1, i32 -1, i8* %"exception.text_ptr.29")
  ret i32 1
string.format.size.pass.3:
  %".69" = zext i32 %".65" to i64
  %"string_format_allocation_size.3" = add i64 %".69", 1
  %".70" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.3" = icmp ne i8* %".70", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
string.allocation.fail.3:
  %"exception.text_ptr.30" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.30", i8* %"exception.text_ptr.31", i32 -1, i32 -1, i8* %"exception.text_ptr.32")
  ret i32 1
string.allocation.pass.3:
  %".74" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".70", i64 %"string_format_allocation_size.3", i8* %".64", i64 %"irx_tensor_stride_axis")
  %"string_format_write_succeeded.3" = icmp sge i32 %".74", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
string.format.write.fail.3:
  %"exception.text_ptr.33" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".76" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.33", i8* %"exception.text_ptr.34", i32 -1, i32 -1, i8* %"exception.text_ptr.35")
  ret i32 1
string.format.write.pass.3:
  %".78" = call i32 @"puts"(i8* %".70")
  call void @"free"(i8* %".70")
  %"grid.5" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_stride_ptr.1" = extractvalue %"irx_buffer_view" %"grid.5", 5
  %"irx_tensor_stride_axis_ptr.1" = getelementptr i64, i64* %"irx_tensor_stride_ptr.1", i64 1
  %"irx_tensor_stride_axis.1" = load i64, i64* %"irx_tensor_stride_axis_ptr.1"
  %".80" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".81" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".80", i64 %"irx_tensor_stride_axis.1")
  %"string_format_size_succeeded.4" = icmp sge i32 %".81", 0
  br i1 %"string_format_size_succeeded.4", label %"string.format.size.pass.4", label %"string.format.size.fail.4"
string.format.size.fail.4:
  %"exception.text_ptr.36" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".83" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.36", i8* %"exception.text_ptr.37", i32 -1, i32 -1, i8* %"exception.text_ptr.38")
  ret i32 1
string.format.size.pass.4:
  %".85" = zext i32 %".81" to i64
  %"string_format_allocation_size.4" = add i64 %".85", 1
  %".86" = call i8* @"malloc"(i64 %"string_format_allocation_size.4")
  %"string_allocation_succeeded.4" = icmp ne i8* %".86", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
string.allocation.fail.4:
  %"exception.text_ptr.39" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".88" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.39", i8* %"exception.text_ptr.40", i32 -1, i32 -1, i8* %"exception.text_ptr.41")
  ret i32 1
string.allocation.pass.4:
  %".90" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".86", i64 %"string_format_allocation_size.4", i8* %".80", i64 %"irx_tensor_stride_axis.1")
  %"string_format_write_succeeded.4" = icmp sge i32 %".90", 0
  br i1 %"string_format_write_succeeded.4", label %"string.format.write.pass.4", label %"string.format.write.fail.4"
string.format.write.fail.4:
  %"exception.text_ptr.42" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".92" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.42", i8* %"exception.text_ptr.43", i32 -1, i32 -1, i8* %"exception.text_ptr.44")
  ret i32 1
string.format.write.pass.4:
  %".94" = call i32 @"puts"(i8* %".86")
  call void @"free"(i8* %".86")
  %".96" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".97" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".96", i64 6)
  %"string_format_size_succeeded.5" = icmp sge i32 %".97", 0
  br i1 %"string_format_size_succeeded.5", label %"string.format.size.pass.5", label %"string.format.size.fail.5"
string.format.size.fail.5:
  %"exception.text_ptr.45" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.47" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".99" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.45", i8* %"exception.text_ptr.46", i32 -1, i32 -1, i8* %"exception.text_ptr.47")
  ret i32 1
string.format.size.pass.5:
  %".101" = zext i32 %".97" to i64
  %"string_format_allocation_size.5" = add i64 %".101", 1
  %".102" = call i8* @"malloc"(i64 %"string_format_allocation_size.5")
  %"string_allocation_succeeded.5" = icmp ne i8* %".102", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
string.allocation.fail.5:
  %"exception.text_ptr.48" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".104" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.48", i8* %"exception.text_ptr.49", i32 -1, i32 -1, i8* %"exception.text_ptr.50")
  ret i32 1
string.allocation.pass.5:
  %".106" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".102", i64 %"string_format_allocation_size.5", i8* %".96", i64 6)
  %"string_format_write_succeeded.5" = icmp sge i32 %".106", 0
  br i1 %"string_format_write_succeeded.5", label %"string.format.write.pass.5", label %"string.format.write.fail.5"
string.format.write.fail.5:
  %"exception.text_ptr.51" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".108" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.51", i8* %"exception.text_ptr.52", i32 -1, i32 -1, i8* %"exception.text_ptr.53")
  ret i32 1
string.format.write.pass.5:
  %".110" = call i32 @"puts"(i8* %".102")
  call void @"free"(i8* %".102")
  %"grid.6" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_buffer_view_strides" = extractvalue %"irx_buffer_view" %"grid.6", 5
  %"irx_buffer_view_offset_bytes" = extractvalue %"irx_buffer_view" %"grid.6", 6
  %"irx_buffer_index_sext" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0" = getelementptr i64, i64* %"irx_buffer_view_strides", i64 0
  %"irx_buffer_index_stride_0" = load i64, i64* %"irx_buffer_index_stride_ptr_0"
  %"irx_buffer_index_scaled_0" = mul i64 %"irx_buffer_index_sext", %"irx_buffer_index_stride_0"
  %"irx_buffer_index_offset_0" = add i64 %"irx_buffer_view_offset_bytes", %"irx_buffer_index_scaled_0"
  %"irx_buffer_index_sext.1" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_1" = getelementptr i64, i64* %"irx_buffer_view_strides", i64 1
  %"irx_buffer_index_stride_1" = load i64, i64* %"irx_buffer_index_stride_ptr_1"
  %"irx_buffer_index_scaled_1" = mul i64 %"irx_buffer_index_sext.1", %"irx_buffer_index_stride_1"
  %"irx_buffer_index_offset_1" = add i64 %"irx_buffer_index_offset_0", %"irx_buffer_index_scaled_1"
  %".112" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".113" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".112", i64 %"irx_buffer_index_offset_1")
  %"string_format_size_succeeded.6" = icmp sge i32 %".113", 0
  br i1 %"string_format_size_succeeded.6", label %"string.format.size.pass.6", label %"string.format.size.fail.6"
string.format.size.fail.6:
  %"exception.text_ptr.54" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.56" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".115" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.54", i8* %"exception.text_ptr.55", i32 -1, i32 -1, i8* %"exception.text_ptr.56")
  ret i32 1
string.format.size.pass.6:
  %".117" = zext i32 %".113" to i64
  %"string_format_allocation_size.6" = add i64 %".117", 1
  %".118" = call i8* @"malloc"(i64 %"string_format_allocation_size.6")
  %"string_allocation_succeeded.6" = icmp ne i8* %".118", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
string.allocation.fail.6:
  %"exception.text_ptr.57" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.58" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".120" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.57", i8* %"exception.text_ptr.58", i32 -1, i32 -1, i8* %"exception.text_ptr.59")
  ret i32 1
string.allocation.pass.6:
  %".122" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".118", i64 %"string_format_allocation_size.6", i8* %".112", i64 %"irx_buffer_index_offset_1")
  %"string_format_write_succeeded.6" = icmp sge i32 %".122", 0
  br i1 %"string_format_write_succeeded.6", label %"string.format.write.pass.6", label %"string.format.write.fail.6"
string.format.write.fail.6:
  %"exception.text_ptr.60" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".124" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.60", i8* %"exception.text_ptr.61", i32 -1, i32 -1, i8* %"exception.text_ptr.62")
  ret i32 1
string.format.write.pass.6:
  %".126" = call i32 @"puts"(i8* %".118")
  call void @"free"(i8* %".118")
  %"grid.7" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_buffer_view_data" = extractvalue %"irx_buffer_view" %"grid.7", 0
  %"irx_buffer_view_strides.1" = extractvalue %"irx_buffer_view" %"grid.7", 5
  %"irx_buffer_view_offset_bytes.1" = extractvalue %"irx_buffer_view" %"grid.7", 6
  %"irx_buffer_index_sext.2" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 0
  %"irx_buffer_index_stride_0.1" = load i64, i64* %"irx_buffer_index_stride_ptr_0.1"
  %"irx_buffer_index_scaled_0.1" = mul i64 %"irx_buffer_index_sext.2", %"irx_buffer_index_stride_0.1"
  %"irx_buffer_index_offset_0.1" = add i64 %"irx_buffer_view_offset_bytes.1", %"irx_buffer_index_scaled_0.1"
  %"irx_buffer_index_sext.3" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_1.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 1
  %"irx_buffer_index_stride_1.1" = load i64, i64* %"irx_buffer_index_stride_ptr_1.1"
  %"irx_buffer_index_scaled_1.1" = mul i64 %"irx_buffer_index_sext.3", %"irx_buffer_index_stride_1.1"
  %"irx_buffer_index_offset_1.1" = add i64 %"irx_buffer_index_offset_0.1", %"irx_buffer_index_scaled_1.1"
  %"irx_buffer_index_byte_ptr" = getelementptr i8, i8* %"irx_buffer_view_data", i64 %"irx_buffer_index_offset_1.1"
  %"irx_buffer_index_element_ptr" = bitcast i8* %"irx_buffer_index_byte_ptr" to i32*
  %"irx_tensor_index_load" = load i32, i32* %"irx_buffer_index_element_ptr"
  %".128" = sext i32 %"irx_tensor_index_load" to i64
  %".129" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".130" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".129", i64 %".128")
  %"string_format_size_succeeded.7" = icmp sge i32 %".130", 0
  br i1 %"string_format_size_succeeded.7", label %"string.format.size.pass.7", label %"string.format.size.fail.7"
string.format.size.fail.7:
  %"exception.text_ptr.63" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".132" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.63", i8* %"exception.text_ptr.64", i32 -1, i32 -1, i8* %"exception.text_ptr.65")
  ret i32 1
string.format.size.pass.7:
  %".134" = zext i32 %".130" to i64
  %"string_format_allocation_size.7" = add i64 %".134", 1
  %".135" = call i8* @"malloc"(i64 %"string_format_allocation_size.7")
  %"string_allocation_succeeded.7" = icmp ne i8* %".135", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
string.allocation.fail.7:
  %"exception.text_ptr.66" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".137" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.66", i8* %"exception.text_ptr.67", i32 -1, i32 -1, i8* %"exception.text_ptr.68")
  ret i32 1
string.allocation.pass.7:
  %".139" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".135", i64 %"string_format_allocation_size.7", i8* %".129", i64 %".128")
  %"string_format_write_succeeded.7" = icmp sge i32 %".139", 0
  br i1 %"string_format_write_succeeded.7", label %"string.format.write.pass.7", label %"string.format.write.fail.7"
string.format.write.fail.7:
  %"exception.text_ptr.69" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".141" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.69", i8* %"exception.text_ptr.70", i32 -1, i32 -1, i8* %"exception.text_ptr.71")
  ret i32 1
string.format.write.pass.7:
  %".143" = call i32 @"puts"(i8* %".135")
  call void @"free"(i8* %".135")
  %"grid.8" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_view_data" = extractvalue %"irx_buffer_view" %"grid.8", 0
  %"irx_tensor_view_owner" = extractvalue %"irx_buffer_view" %"grid.8", 1
  %"irx_tensor_view_dtype" = extractvalue %"irx_buffer_view" %"grid.8", 2
  %"irx_tensor_shape_ptr_4" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_shape_4", i32 0, i32 0
  %"irx_tensor_strides_ptr_5" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_strides_5", i32 0, i32 0
  %"irx_tensor_field_0.1" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_view_data", 0
  %"irx_tensor_field_1.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.1", i8* %"irx_tensor_view_owner", 1
  %"irx_tensor_field_2.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.1", i8* %"irx_tensor_view_dtype", 2
  %"irx_tensor_field_3.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.1", i32 2, 3
  %"irx_tensor_field_4.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.1", i64* %"irx_tensor_shape_ptr_4", 4
  %"irx_tensor_field_5.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.1", i64* %"irx_tensor_strides_ptr_5", 5
  %"irx_tensor_field_6.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.1", i64 4, 6
  %"irx_tensor_field_7.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.1", i32 12, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.1", %"irx_buffer_view"* %"window"
  %"window.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"window"
  %"irx_buffer_view_data.1" = extractvalue %"irx_buffer_view" %"window.1", 0
  %"irx_buffer_view_strides.2" = extractvalue %"irx_buffer_view" %"window.1", 5
  %"irx_buffer_view_offset_bytes.2" = extractvalue %"irx_buffer_view" %"window.1", 6
  %"irx_buffer_index_sext.4" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.2" = getelementptr i64, i64* %"irx_buffer_view_strides.2", i64 0
  %"irx_buffer_index_stride_0.2" = load i64, i64* %"irx_buffer_index_stride_ptr_0.2"
  %"irx_buffer_index_scaled_0.2" = mul i64 %"irx_buffer_index_sext.4", %"irx_buffer_index_stride_0.2"
  %"irx_buffer_index_offset_0.2" = add i64 %"irx_buffer_view_offset_bytes.2", %"irx_buffer_index_scaled_0.2"
  %"irx_buffer_index_sext.5" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1.2" = getelementptr i64, i64* %"irx_buffer_view_strides.2", i64 1
  %"irx_buffer_index_stride_1.2" = load i64, i64* %"irx_buffer_index_stride_ptr_1.2"
  %"irx_buffer_index_scaled_1.2" = mul i64 %"irx_buffer_index_sext.5", %"irx_buffer_index_stride_1.2"
  %"irx_buffer_index_offset_1.2" = add i64 %"irx_buffer_index_offset_0.2", %"irx_buffer_index_scaled_1.2"
  %"irx_buffer_index_byte_ptr.1" = getelementptr i8, i8* %"irx_buffer_view_data.1", i64 %"irx_buffer_index_offset_1.2"
  %"irx_buffer_index_element_ptr.1" = bitcast i8* %"irx_buffer_index_byte_ptr.1" to i32*
  %"irx_tensor_index_load.1" = load i32, i32* %"irx_buffer_index_element_ptr.1"
  %".146" = sext i32 %"irx_tensor_index_load.1" to i64
  %".147" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".148" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".147", i64 %".146")
  %"string_format_size_succeeded.8" = icmp sge i32 %".148", 0
  br i1 %"string_format_size_succeeded.8", label %"string.format.size.pass.8", label %"string.format.size.fail.8"
string.format.size.fail.8:
  %"exception.text_ptr.72" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.73" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".150" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.72", i8* %"exception.text_ptr.73", i32 -1, i32 -1, i8* %"exception.text_ptr.74")
  ret i32 1
string.format.size.pass.8:
  %".152" = zext i32 %".148" to i64
  %"string_format_allocation_size.8" = add i64 %".152", 1
  %".153" = call i8* @"malloc"(i64 %"string_format_allocation_size.8")
  %"string_allocation_succeeded.8" = icmp ne i8* %".153", null
  br i1 %"string_allocation_succeeded.8", label %"string.allocation.pass.8", label %"string.allocation.fail.8"
string.allocation.fail.8:
  %"exception.text_ptr.75" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".155" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.75", i8* %"exception.text_ptr.76", i32 -1, i32 -1, i8* %"exception.text_ptr.77")
  ret i32 1
string.allocation.pass.8:
  %".157" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".153", i64 %"string_format_allocation_size.8", i8* %".147", i64 %".146")
  %"string_format_write_succeeded.8" = icmp sge i32 %".157", 0
  br i1 %"string_format_write_succeeded.8", label %"string.format.write.pass.8", label %"string.format.write.fail.8"
string.format.write.fail.8:
  %"exception.text_ptr.78" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".159" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.78", i8* %"exception.text_ptr.79", i32 -1, i32 -1, i8* %"exception.text_ptr.80")
  ret i32 1
string.format.write.pass.8:
  %".161" = call i32 @"puts"(i8* %".153")
  call void @"free"(i8* %".153")
  %"window.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"window"
  %"irx_buffer_view_data.2" = extractvalue %"irx_buffer_view" %"window.2", 0
  %"irx_buffer_view_strides.3" = extractvalue %"irx_buffer_view" %"window.2", 5
  %"irx_buffer_view_offset_bytes.3" = extractvalue %"irx_buffer_view" %"window.2", 6
  %"irx_buffer_index_sext.6" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.3" = getelementptr i64, i64* %"irx_buffer_view_strides.3", i64 0
  %"irx_buffer_index_stride_0.3" = load i64, i64* %"irx_buffer_index_stride_ptr_0.3"
  %"irx_buffer_index_scaled_0.3" = mul i64 %"irx_buffer_index_sext.6", %"irx_buffer_index_stride_0.3"
  %"irx_buffer_index_offset_0.3" = add i64 %"irx_buffer_view_offset_bytes.3", %"irx_buffer_index_scaled_0.3"
  %"irx_buffer_index_sext.7" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_1.3" = getelementptr i64, i64* %"irx_buffer_view_strides.3", i64 1
  %"irx_buffer_index_stride_1.3" = load i64, i64* %"irx_buffer_index_stride_ptr_1.3"
  %"irx_buffer_index_scaled_1.3" = mul i64 %"irx_buffer_index_sext.7", %"irx_buffer_index_stride_1.3"
  %"irx_buffer_index_offset_1.3" = add i64 %"irx_buffer_index_offset_0.3", %"irx_buffer_index_scaled_1.3"
  %"irx_buffer_index_byte_ptr.2" = getelementptr i8, i8* %"irx_buffer_view_data.2", i64 %"irx_buffer_index_offset_1.3"
  %"irx_buffer_index_element_ptr.2" = bitcast i8* %"irx_buffer_index_byte_ptr.2" to i32*
  %"irx_tensor_index_load.2" = load i32, i32* %"irx_buffer_index_element_ptr.2"
  %".163" = sext i32 %"irx_tensor_index_load.2" to i64
  %".164" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".165" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".164", i64 %".163")
  %"string_format_size_succeeded.9" = icmp sge i32 %".165", 0
  br i1 %"string_format_size_succeeded.9", label %"string.format.size.pass.9", label %"string.format.size.fail.9"
string.format.size.fail.9:
  %"exception.text_ptr.81" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.82" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.83" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".167" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.81", i8* %"exception.text_ptr.82", i32 -1, i32 -1, i8* %"exception.text_ptr.83")
  ret i32 1
string.format.size.pass.9:
  %".169" = zext i32 %".165" to i64
  %"string_format_allocation_size.9" = add i64 %".169", 1
  %".170" = call i8* @"malloc"(i64 %"string_format_allocation_size.9")
  %"string_allocation_succeeded.9" = icmp ne i8* %".170", null
  br i1 %"string_allocation_succeeded.9", label %"string.allocation.pass.9", label %"string.allocation.fail.9"
string.allocation.fail.9:
  %"exception.text_ptr.84" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.86" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".172" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.84", i8* %"exception.text_ptr.85", i32 -1, i32 -1, i8* %"exception.text_ptr.86")
  ret i32 1
string.allocation.pass.9:
  %".174" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".170", i64 %"string_format_allocation_size.9", i8* %".164", i64 %".163")
  %"string_format_write_succeeded.9" = icmp sge i32 %".174", 0
  br i1 %"string_format_write_succeeded.9", label %"string.format.write.pass.9", label %"string.format.write.fail.9"
string.format.write.fail.9:
  %"exception.text_ptr.87" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.89" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".176" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.87", i8* %"exception.text_ptr.88", i32 -1, i32 -1, i8* %"exception.text_ptr.89")
  ret i32 1
string.format.write.pass.9:
  %".178" = call i32 @"puts"(i8* %".170")
  call void @"free"(i8* %".170")
  %"grid.9" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_view_data.1" = extractvalue %"irx_buffer_view" %"grid.9", 0
  %"irx_tensor_view_owner.1" = extractvalue %"irx_buffer_view" %"grid.9", 1
  %"irx_tensor_view_dtype.1" = extractvalue %"irx_buffer_view" %"grid.9", 2
  %"irx_tensor_shape_ptr_6" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_shape_6", i32 0, i32 0
  %"irx_tensor_strides_ptr_7" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_strides_7", i32 0, i32 0
  %"irx_tensor_field_0.2" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_view_data.1", 0
  %"irx_tensor_field_1.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.2", i8* %"irx_tensor_view_owner.1", 1
  %"irx_tensor_field_2.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.2", i8* %"irx_tensor_view_dtype.1", 2
  %"irx_tensor_field_3.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.2", i32 2, 3
  %"irx_tensor_field_4.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.2", i64* %"irx_tensor_shape_ptr_6", 4
  %"irx_tensor_field_5.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.2", i64* %"irx_tensor_strides_ptr_7", 5
  %"irx_tensor_field_6.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.2", i64 0, 6
  %"irx_tensor_field_7.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.2", i32 76, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.2", %"irx_buffer_view"* %"transposed"
  %"transposed.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"transposed"
  %"irx_buffer_view_data.3" = extractvalue %"irx_buffer_view" %"transposed.1", 0
  %"irx_buffer_view_strides.4" = extractvalue %"irx_buffer_view" %"transposed.1", 5
  %"irx_buffer_view_offset_bytes.4" = extractvalue %"irx_buffer_view" %"transposed.1", 6
  %"irx_buffer_index_sext.8" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_0.4" = getelementptr i64, i64* %"irx_buffer_view_strides.4", i64 0
  %"irx_buffer_index_stride_0.4" = load i64, i64* %"irx_buffer_index_stride_ptr_0.4"
  %"irx_buffer_index_scaled_0.4" = mul i64 %"irx_buffer_index_sext.8", %"irx_buffer_index_stride_0.4"
  %"irx_buffer_index_offset_0.4" = add i64 %"irx_buffer_view_offset_bytes.4", %"irx_buffer_index_scaled_0.4"
  %"irx_buffer_index_sext.9" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1.4" = getelementptr i64, i64* %"irx_buffer_view_strides.4", i64 1
  %"irx_buffer_index_stride_1.4" = load i64, i64* %"irx_buffer_index_stride_ptr_1.4"
  %"irx_buffer_index_scaled_1.4" = mul i64 %"irx_buffer_index_sext.9", %"irx_buffer_index_stride_1.4"
  %"irx_buffer_index_offset_1.4" = add i64 %"irx_buffer_index_offset_0.4", %"irx_buffer_index_scaled_1.4"
  %"irx_buffer_index_byte_ptr.3" = getelementptr i8, i8* %"irx_buffer_view_data.3", i64 %"irx_buffer_index_offset_1.4"
  %"irx_buffer_index_element_ptr.3" = bitcast i8* %"irx_buffer_index_byte_ptr.3" to i32*
  %"irx_tensor_index_load.3" = load i32, i32* %"irx_buffer_index_element_ptr.3"
  %".181" = sext i32 %"irx_tensor_index_load.3" to i64
  %".182" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".183" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".182", i64 %".181")
  %"string_format_size_succeeded.10" = icmp sge i32 %".183", 0
  br i1 %"string_format_size_succeeded.10", label %"string.format.size.pass.10", label %"string.format.size.fail.10"
string.format.size.fail.10:
  %"exception.text_ptr.90" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.92" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".185" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.90", i8* %"exception.text_ptr.91", i32 -1, i32 -1, i8* %"exception.text_ptr.92")
  ret i32 1
string.format.size.pass.10:
  %".187" = zext i32 %".183" to i64
  %"string_format_allocation_size.10" = add i64 %".187", 1
  %".188" = call i8* @"malloc"(i64 %"string_format_allocation_size.10")
  %"string_allocation_succeeded.10" = icmp ne i8* %".188", null
  br i1 %"string_allocation_succeeded.10", label %"string.allocation.pass.10", label %"string.allocation.fail.10"
string.allocation.fail.10:
  %"exception.text_ptr.93" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.94" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".190" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.93", i8* %"exception.text_ptr.94", i32 -1, i32 -1, i8* %"exception.text_ptr.95")
  ret i32 1
string.allocation.pass.10:
  %".192" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".188", i64 %"string_format_allocation_size.10", i8* %".182", i64 %".181")
  %"string_format_write_succeeded.10" = icmp sge i32 %".192", 0
  br i1 %"string_format_write_succeeded.10", label %"string.format.write.pass.10", label %"string.format.write.fail.10"
string.format.write.fail.10:
  %"exception.text_ptr.96" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.98" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".194" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.96", i8* %"exception.text_ptr.97", i32 -1, i32 -1, i8* %"exception.text_ptr.98")
  ret i32 1
string.format.write.pass.10:
  %".196" = call i32 @"puts"(i8* %".188")
  call void @"free"(i8* %".188")
  %"transposed.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"transposed"
  %"irx_buffer_view_data.4" = extractvalue %"irx_buffer_view" %"transposed.2", 0
  %"irx_buffer_view_strides.5" = extractvalue %"irx_buffer_view" %"transposed.2", 5
  %"irx_buffer_view_offset_bytes.5" = extractvalue %"irx_buffer_view" %"transposed.2", 6
  %"irx_buffer_index_sext.10" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.5" = getelementptr i64, i64* %"irx_buffer_view_strides.5", i64 0
  %"irx_buffer_index_stride_0.5" = load i64, i64* %"irx_buffer_index_stride_ptr_0.5"
  %"irx_buffer_index_scaled_0.5" = mul i64 %"irx_buffer_index_sext.10", %"irx_buffer_index_stride_0.5"
  %"irx_buffer_index_offset_0.5" = add i64 %"irx_buffer_view_offset_bytes.5", %"irx_buffer_index_scaled_0.5"
  %"irx_buffer_index_sext.11" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_1.5" = getelementptr i64, i64* %"irx_buffer_view_strides.5", i64 1
  %"irx_buffer_index_stride_1.5" = load i64, i64* %"irx_buffer_index_stride_ptr_1.5"
  %"irx_buffer_index_scaled_1.5" = mul i64 %"irx_buffer_index_sext.11", %"irx_buffer_index_stride_1.5"
  %"irx_buffer_index_offset_1.5" = add i64 %"irx_buffer_index_offset_0.5", %"irx_buffer_index_scaled_1.5"
  %"irx_buffer_index_byte_ptr.4" = getelementptr i8, i8* %"irx_buffer_view_data.4", i64 %"irx_buffer_index_offset_1.5"
  %"irx_buffer_index_element_ptr.4" = bitcast i8* %"irx_buffer_index_byte_ptr.4" to i32*
  %"irx_tensor_index_load.4" = load i32, i32* %"irx_buffer_index_element_ptr.4"
  %".198" = sext i32 %"irx_tensor_index_load.4" to i64
  %".199" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".200" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".199", i64 %".198")
  %"string_format_size_succeeded.11" = icmp sge i32 %".200", 0
  br i1 %"string_format_size_succeeded.11", label %"string.format.size.pass.11", label %"string.format.size.fail.11"
string.format.size.fail.11:
  %"exception.text_ptr.99" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.100" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".202" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.99", i8* %"exception.text_ptr.100", i32 -1, i32 -1, i8* %"exception.text_ptr.101")
  ret i32 1
string.format.size.pass.11:
  %".204" = zext i32 %".200" to i64
  %"string_format_allocation_size.11" = add i64 %".204", 1
  %".205" = call i8* @"malloc"(i64 %"string_format_allocation_size.11")
  %"string_allocation_succeeded.11" = icmp ne i8* %".205", null
  br i1 %"string_allocation_succeeded.11", label %"string.allocation.pass.11", label %"string.allocation.fail.11"
string.allocation.fail.11:
  %"exception.text_ptr.102" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.103" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".207" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.102", i8* %"exception.text_ptr.103", i32 -1, i32 -1, i8* %"exception.text_ptr.104")
  ret i32 1
string.allocation.pass.11:
  %".209" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".205", i64 %"string_format_allocation_size.11", i8* %".199", i64 %".198")
  %"string_format_write_succeeded.11" = icmp sge i32 %".209", 0
  br i1 %"string_format_write_succeeded.11", label %"string.format.write.pass.11", label %"string.format.write.fail.11"
string.format.write.fail.11:
  %"exception.text_ptr.105" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.107" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".211" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.105", i8* %"exception.text_ptr.106", i32 -1, i32 -1, i8* %"exception.text_ptr.107")
  ret i32 1
string.format.write.pass.11:
  %".213" = call i32 @"puts"(i8* %".205")
  call void @"free"(i8* %".205")
  %"transposed.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"transposed"
  %"irx_tensor_stride_ptr.2" = extractvalue %"irx_buffer_view" %"transposed.3", 5
  %"irx_tensor_stride_axis_ptr.2" = getelementptr i64, i64* %"irx_tensor_stride_ptr.2", i64 1
  %"irx_tensor_stride_axis.2" = load i64, i64* %"irx_tensor_stride_axis_ptr.2"
  %".215" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".216" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".215", i64 %"irx_tensor_stride_axis.2")
  %"string_format_size_succeeded.12" = icmp sge i32 %".216", 0
  br i1 %"string_format_size_succeeded.12", label %"string.format.size.pass.12", label %"string.format.size.fail.12"
string.format.size.fail.12:
  %"exception.text_ptr.108" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.109" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".218" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.108", i8* %"exception.text_ptr.109", i32 -1, i32 -1, i8* %"exception.text_ptr.110")
  ret i32 1
string.format.size.pass.12:
  %".220" = zext i32 %".216" to i64
  %"string_format_allocation_size.12" = add i64 %".220", 1
  %".221" = call i8* @"malloc"(i64 %"string_format_allocation_size.12")
  %"string_allocation_succeeded.12" = icmp ne i8* %".221", null
  br i1 %"string_allocation_succeeded.12", label %"string.allocation.pass.12", label %"string.allocation.fail.12"
string.allocation.fail.12:
  %"exception.text_ptr.111" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.112" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.113" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".223" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.111", i8* %"exception.text_ptr.112", i32 -1, i32 -1, i8* %"exception.text_ptr.113")
  ret i32 1
string.allocation.pass.12:
  %".225" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".221", i64 %"string_format_allocation_size.12", i8* %".215", i64 %"irx_tensor_stride_axis.2")
  %"string_format_write_succeeded.12" = icmp sge i32 %".225", 0
  br i1 %"string_format_write_succeeded.12", label %"string.format.write.pass.12", label %"string.format.write.fail.12"
string.format.write.fail.12:
  %"exception.text_ptr.114" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.115" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.116" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".227" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.114", i8* %"exception.text_ptr.115", i32 -1, i32 -1, i8* %"exception.text_ptr.116")
  ret i32 1
string.format.write.pass.12:
  %".229" = call i32 @"puts"(i8* %".221")
  call void @"free"(i8* %".221")
  %"grid.10" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_tensor_view_data.2" = extractvalue %"irx_buffer_view" %"grid.10", 0
  %"irx_tensor_view_owner.2" = extractvalue %"irx_buffer_view" %"grid.10", 1
  %"irx_tensor_view_dtype.2" = extractvalue %"irx_buffer_view" %"grid.10", 2
  %"irx_tensor_shape_ptr_8" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_8", i32 0, i32 0
  %"irx_tensor_strides_ptr_9" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_9", i32 0, i32 0
  %"irx_tensor_field_0.3" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_view_data.2", 0
  %"irx_tensor_field_1.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.3", i8* %"irx_tensor_view_owner.2", 1
  %"irx_tensor_field_2.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.3", i8* %"irx_tensor_view_dtype.2", 2
  %"irx_tensor_field_3.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.3", i32 1, 3
  %"irx_tensor_field_4.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.3", i64* %"irx_tensor_shape_ptr_8", 4
  %"irx_tensor_field_5.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.3", i64* %"irx_tensor_strides_ptr_9", 5
  %"irx_tensor_field_6.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.3", i64 0, 6
  %"irx_tensor_field_7.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.3", i32 12, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.3", %"irx_buffer_view"* %"every_other"
  %"every_other.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"every_other"
  %"irx_buffer_view_data.5" = extractvalue %"irx_buffer_view" %"every_other.1", 0
  %"irx_buffer_view_strides.6" = extractvalue %"irx_buffer_view" %"every_other.1", 5
  %"irx_buffer_view_offset_bytes.6" = extractvalue %"irx_buffer_view" %"every_other.1", 6
  %"irx_buffer_index_sext.12" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_0.6" = getelementptr i64, i64* %"irx_buffer_view_strides.6", i64 0
  %"irx_buffer_index_stride_0.6" = load i64, i64* %"irx_buffer_index_stride_ptr_0.6"
  %"irx_buffer_index_scaled_0.6" = mul i64 %"irx_buffer_index_sext.12", %"irx_buffer_index_stride_0.6"
  %"irx_buffer_index_offset_0.6" = add i64 %"irx_buffer_view_offset_bytes.6", %"irx_buffer_index_scaled_0.6"
  %"irx_buffer_index_byte_ptr.5" = getelementptr i8, i8* %"irx_buffer_view_data.5", i64 %"irx_buffer_index_offset_0.6"
  %"irx_buffer_index_element_ptr.5" = bitcast i8* %"irx_buffer_index_byte_ptr.5" to i32*
  %"irx_tensor_index_load.5" = load i32, i32* %"irx_buffer_index_element_ptr.5"
  %".232" = sext i32 %"irx_tensor_index_load.5" to i64
  %".233" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".234" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".233", i64 %".232")
  %"string_format_size_succeeded.13" = icmp sge i32 %".234", 0
  br i1 %"string_format_size_succeeded.13", label %"string.format.size.pass.13", label %"string.format.size.fail.13"
string.format.size.fail.13:
  %"exception.text_ptr.117" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.118" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.119" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".236" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.117", i8* %"exception.text_ptr.118", i32 -1, i32 -1, i8* %"exception.text_ptr.119")
  ret i32 1
string.format.size.pass.13:
  %".238" = zext i32 %".234" to i64
  %"string_format_allocation_size.13" = add i64 %".238", 1
  %".239" = call i8* @"malloc"(i64 %"string_format_allocation_size.13")
  %"string_allocation_succeeded.13" = icmp ne i8* %".239", null
  br i1 %"string_allocation_succeeded.13", label %"string.allocation.pass.13", label %"string.allocation.fail.13"
string.allocation.fail.13:
  %"exception.text_ptr.120" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.121" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.122" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".241" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.120", i8* %"exception.text_ptr.121", i32 -1, i32 -1, i8* %"exception.text_ptr.122")
  ret i32 1
string.allocation.pass.13:
  %".243" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".239", i64 %"string_format_allocation_size.13", i8* %".233", i64 %".232")
  %"string_format_write_succeeded.13" = icmp sge i32 %".243", 0
  br i1 %"string_format_write_succeeded.13", label %"string.format.write.pass.13", label %"string.format.write.fail.13"
string.format.write.fail.13:
  %"exception.text_ptr.123" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.124" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.125" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".245" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.123", i8* %"exception.text_ptr.124", i32 -1, i32 -1, i8* %"exception.text_ptr.125")
  ret i32 1
string.format.write.pass.13:
  %".247" = call i32 @"puts"(i8* %".239")
  call void @"free"(i8* %".239")
  %"window.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"window"
  %"irx_tensor_retain_view" = alloca %"irx_buffer_view"
  store %"irx_buffer_view" %"window.3", %"irx_buffer_view"* %"irx_tensor_retain_view"
  %"irx_tensor_retain_status" = call i32 @"irx_buffer_view_retain"(%"irx_buffer_view"* %"irx_tensor_retain_view")
  %".250" = sext i32 %"irx_tensor_retain_status" to i64
  %".251" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".252" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".251", i64 %".250")
  %"string_format_size_succeeded.14" = icmp sge i32 %".252", 0
  br i1 %"string_format_size_succeeded.14", label %"string.format.size.pass.14", label %"string.format.size.fail.14"
string.format.size.fail.14:
  %"exception.text_ptr.126" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.127" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".254" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.126", i8* %"exception.text_ptr.127", i32 -1, i32 -1, i8* %"exception.text_ptr.128")
  ret i32 1
string.format.size.pass.14:
  %".256" = zext i32 %".252" to i64
  %"string_format_allocation_size.14" = add i64 %".256", 1
  %".257" = call i8* @"malloc"(i64 %"string_format_allocation_size.14")
  %"string_allocation_succeeded.14" = icmp ne i8* %".257", null
  br i1 %"string_allocation_succeeded.14", label %"string.allocation.pass.14", label %"string.allocation.fail.14"
string.allocation.fail.14:
  %"exception.text_ptr.129" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.131" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".259" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.129", i8* %"exception.text_ptr.130", i32 -1, i32 -1, i8* %"exception.text_ptr.131")
  ret i32 1
string.allocation.pass.14:
  %".261" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".257", i64 %"string_format_allocation_size.14", i8* %".251", i64 %".250")
  %"string_format_write_succeeded.14" = icmp sge i32 %".261", 0
  br i1 %"string_format_write_succeeded.14", label %"string.format.write.pass.14", label %"string.format.write.fail.14"
string.format.write.fail.14:
  %"exception.text_ptr.132" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.133" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".263" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.132", i8* %"exception.text_ptr.133", i32 -1, i32 -1, i8* %"exception.text_ptr.134")
  ret i32 1
string.format.write.pass.14:
  %".265" = call i32 @"puts"(i8* %".257")
  call void @"free"(i8* %".257")
  %"window.4" = load %"irx_buffer_view", %"irx_buffer_view"* %"window"
  %"irx_tensor_release_view" = alloca %"irx_buffer_view"
  store %"irx_buffer_view" %"window.4", %"irx_buffer_view"* %"irx_tensor_release_view"
  %"irx_tensor_release_status" = call i32 @"irx_buffer_view_release"(%"irx_buffer_view"* %"irx_tensor_release_view")
  %".268" = sext i32 %"irx_tensor_release_status" to i64
  %".269" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".270" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".269", i64 %".268")
  %"string_format_size_succeeded.15" = icmp sge i32 %".270", 0
  br i1 %"string_format_size_succeeded.15", label %"string.format.size.pass.15", label %"string.format.size.fail.15"
string.format.size.fail.15:
  %"exception.text_ptr.135" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.136" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.137" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".272" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.135", i8* %"exception.text_ptr.136", i32 -1, i32 -1, i8* %"exception.text_ptr.137")
  ret i32 1
string.format.size.pass.15:
  %".274" = zext i32 %".270" to i64
  %"string_format_allocation_size.15" = add i64 %".274", 1
  %".275" = call i8* @"malloc"(i64 %"string_format_allocation_size.15")
  %"string_allocation_succeeded.15" = icmp ne i8* %".275", null
  br i1 %"string_allocation_succeeded.15", label %"string.allocation.pass.15", label %"string.allocation.fail.15"
string.allocation.fail.15:
  %"exception.text_ptr.138" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.139" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.140" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".277" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.138", i8* %"exception.text_ptr.139", i32 -1, i32 -1, i8* %"exception.text_ptr.140")
  ret i32 1
string.allocation.pass.15:
  %".279" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".275", i64 %"string_format_allocation_size.15", i8* %".269", i64 %".268")
  %"string_format_write_succeeded.15" = icmp sge i32 %".279", 0
  br i1 %"string_format_write_succeeded.15", label %"string.format.write.pass.15", label %"string.format.write.fail.15"
string.format.write.fail.15:
  %"exception.text_ptr.141" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.143" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".281" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.141", i8* %"exception.text_ptr.142", i32 -1, i32 -1, i8* %"exception.text_ptr.143")
  ret i32 1
string.format.write.pass.15:
  %".283" = call i32 @"puts"(i8* %".275")
  call void @"free"(i8* %".275")
  %"window.5" = load %"irx_buffer_view", %"irx_buffer_view"* %"window"
  %"irx_buffer_view_data.6" = extractvalue %"irx_buffer_view" %"window.5", 0
  %"irx_buffer_view_strides.7" = extractvalue %"irx_buffer_view" %"window.5", 5
  %"irx_buffer_view_offset_bytes.7" = extractvalue %"irx_buffer_view" %"window.5", 6
  %"irx_buffer_index_sext.13" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.7" = getelementptr i64, i64* %"irx_buffer_view_strides.7", i64 0
  %"irx_buffer_index_stride_0.7" = load i64, i64* %"irx_buffer_index_stride_ptr_0.7"
  %"irx_buffer_index_scaled_0.7" = mul i64 %"irx_buffer_index_sext.13", %"irx_buffer_index_stride_0.7"
  %"irx_buffer_index_offset_0.7" = add i64 %"irx_buffer_view_offset_bytes.7", %"irx_buffer_index_scaled_0.7"
  %"irx_buffer_index_sext.14" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1.6" = getelementptr i64, i64* %"irx_buffer_view_strides.7", i64 1
  %"irx_buffer_index_stride_1.6" = load i64, i64* %"irx_buffer_index_stride_ptr_1.6"
  %"irx_buffer_index_scaled_1.6" = mul i64 %"irx_buffer_index_sext.14", %"irx_buffer_index_stride_1.6"
  %"irx_buffer_index_offset_1.6" = add i64 %"irx_buffer_index_offset_0.7", %"irx_buffer_index_scaled_1.6"
  %"irx_buffer_index_byte_ptr.6" = getelementptr i8, i8* %"irx_buffer_view_data.6", i64 %"irx_buffer_index_offset_1.6"
  %"irx_buffer_index_element_ptr.6" = bitcast i8* %"irx_buffer_index_byte_ptr.6" to i32*
  %"irx_tensor_index_load.6" = load i32, i32* %"irx_buffer_index_element_ptr.6"
  %".285" = sext i32 %"irx_tensor_index_load.6" to i64
  %".286" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".287" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".286", i64 %".285")
  %"string_format_size_succeeded.16" = icmp sge i32 %".287", 0
  br i1 %"string_format_size_succeeded.16", label %"string.format.size.pass.16", label %"string.format.size.fail.16"
string.format.size.fail.16:
  %"exception.text_ptr.144" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.145" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.146" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".289" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.144", i8* %"exception.text_ptr.145", i32 -1, i32 -1, i8* %"exception.text_ptr.146")
  ret i32 1
string.format.size.pass.16:
  %".291" = zext i32 %".287" to i64
  %"string_format_allocation_size.16" = add i64 %".291", 1
  %".292" = call i8* @"malloc"(i64 %"string_format_allocation_size.16")
  %"string_allocation_succeeded.16" = icmp ne i8* %".292", null
  br i1 %"string_allocation_succeeded.16", label %"string.allocation.pass.16", label %"string.allocation.fail.16"
string.allocation.fail.16:
  %"exception.text_ptr.147" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.148" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".294" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.147", i8* %"exception.text_ptr.148", i32 -1, i32 -1, i8* %"exception.text_ptr.149")
  ret i32 1
string.allocation.pass.16:
  %".296" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".292", i64 %"string_format_allocation_size.16", i8* %".286", i64 %".285")
  %"string_format_write_succeeded.16" = icmp sge i32 %".296", 0
  br i1 %"string_format_write_succeeded.16", label %"string.format.write.pass.16", label %"string.format.write.fail.16"
string.format.write.fail.16:
  %"exception.text_ptr.150" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.151" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.152" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".298" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.150", i8* %"exception.text_ptr.151", i32 -1, i32 -1, i8* %"exception.text_ptr.152")
  ret i32 1
string.format.write.pass.16:
  %".300" = call i32 @"puts"(i8* %".292")
  call void @"free"(i8* %".292")
  %"irx_tensor_builder_slot.1" = alloca i8*
  %"irx_tensor_builder_shape_ptr_10" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_shape_10", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_11" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_strides_11", i32 0, i32 0
  %".302" = call i32 @"irx_arrow_tensor_builder_new"(i32 6, i32 2, i64* %"irx_tensor_builder_shape_ptr_10", i64* %"irx_tensor_builder_strides_ptr_11", i8** %"irx_tensor_builder_slot.1")
  %"irx_tensor_builder.1" = load i8*, i8** %"irx_tensor_builder_slot.1"
  %"irx_tensor_uint_promote" = zext i16 65535 to i64
  %".303" = call i32 @"irx_arrow_tensor_builder_append_uint"(i8* %"irx_tensor_builder.1", i64 %"irx_tensor_uint_promote")
  %"irx_tensor_uint_promote.1" = zext i16 1 to i64
  %".304" = call i32 @"irx_arrow_tensor_builder_append_uint"(i8* %"irx_tensor_builder.1", i64 %"irx_tensor_uint_promote.1")
  %"irx_tensor_uint_promote.2" = zext i16 40000 to i64
  %".305" = call i32 @"irx_arrow_tensor_builder_append_uint"(i8* %"irx_tensor_builder.1", i64 %"irx_tensor_uint_promote.2")
  %"irx_tensor_uint_promote.3" = zext i16 2 to i64
  %".306" = call i32 @"irx_arrow_tensor_builder_append_uint"(i8* %"irx_tensor_builder.1", i64 %"irx_tensor_uint_promote.3")
  %"irx_tensor_handle_slot.1" = alloca i8*
  %".307" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.1", i8** %"irx_tensor_handle_slot.1")
  %"irx_tensor_handle.1" = load i8*, i8** %"irx_tensor_handle_slot.1"
  %"irx_tensor_borrowed_view.1" = alloca %"irx_buffer_view"
  %".308" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.1", %"irx_buffer_view"* %"irx_tensor_borrowed_view.1")
  %"irx_tensor_borrowed_value.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.1"
  %"irx_tensor_owner_slot.1" = alloca i8*
  %"irx_tensor_release_fn.1" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".309" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.1", i8* %"irx_tensor_release_fn.1", i8** %"irx_tensor_owner_slot.1")
  %"irx_tensor_owner.1" = load i8*, i8** %"irx_tensor_owner_slot.1"
  %"irx_tensor_borrowed_offset.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 6
  %"irx_tensor_offset_bytes.1" = add i64 %"irx_tensor_borrowed_offset.1", 0
  %"irx_tensor_data.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 0
  %"irx_tensor_dtype.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 2
  %"irx_tensor_shape_ptr_12" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_shape_12", i32 0, i32 0
  %"irx_tensor_strides_ptr_13" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_strides_13", i32 0, i32 0
  %"irx_tensor_field_0.4" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.1", 0
  %"irx_tensor_field_1.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.4", i8* %"irx_tensor_owner.1", 1
  %"irx_tensor_field_2.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.4", i8* %"irx_tensor_dtype.1", 2
  %"irx_tensor_field_3.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.4", i32 2, 3
  %"irx_tensor_field_4.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.4", i64* %"irx_tensor_shape_ptr_12", 4
  %"irx_tensor_field_5.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.4", i64* %"irx_tensor_strides_ptr_13", 5
  %"irx_tensor_field_6.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.4", i64 %"irx_tensor_offset_bytes.1", 6
  %"irx_tensor_field_7.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.4", i32 44, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.4", %"irx_buffer_view"* %"wide"
  %"wide.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"wide"
  %"irx_buffer_view_data.7" = extractvalue %"irx_buffer_view" %"wide.1", 0
  %"irx_buffer_view_strides.8" = extractvalue %"irx_buffer_view" %"wide.1", 5
  %"irx_buffer_view_offset_bytes.8" = extractvalue %"irx_buffer_view" %"wide.1", 6
  %"irx_buffer_index_sext.15" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.8" = getelementptr i64, i64* %"irx_buffer_view_strides.8", i64 0
  %"irx_buffer_index_stride_0.8" = load i64, i64* %"irx_buffer_index_stride_ptr_0.8"
  %"irx_buffer_index_scaled_0.8" = mul i64 %"irx_buffer_index_sext.15", %"irx_buffer_index_stride_0.8"
  %"irx_buffer_index_offset_0.8" = add i64 %"irx_buffer_view_offset_bytes.8", %"irx_buffer_index_scaled_0.8"
  %"irx_buffer_index_sext.16" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1.7" = getelementptr i64, i64* %"irx_buffer_view_strides.8", i64 1
  %"irx_buffer_index_stride_1.7" = load i64, i64* %"irx_buffer_index_stride_ptr_1.7"
  %"irx_buffer_index_scaled_1.7" = mul i64 %"irx_buffer_index_sext.16", %"irx_buffer_index_stride_1.7"
  %"irx_buffer_index_offset_1.7" = add i64 %"irx_buffer_index_offset_0.8", %"irx_buffer_index_scaled_1.7"
  %"irx_buffer_index_byte_ptr.7" = getelementptr i8, i8* %"irx_buffer_view_data.7", i64 %"irx_buffer_index_offset_1.7"
  %"irx_buffer_index_element_ptr.7" = bitcast i8* %"irx_buffer_index_byte_ptr.7" to i16*
  %"irx_tensor_index_load.7" = load i16, i16* %"irx_buffer_index_element_ptr.7"
  %".311" = zext i16 %"irx_tensor_index_load.7" to i64
  %".312" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_5086437368524878617", i32 0, i32 0
  %".313" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".312", i64 %".311")
  %"string_format_size_succeeded.17" = icmp sge i32 %".313", 0
  br i1 %"string_format_size_succeeded.17", label %"string.format.size.pass.17", label %"string.format.size.fail.17"
string.format.size.fail.17:
  %"exception.text_ptr.153" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.154" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.155" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".315" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.153", i8* %"exception.text_ptr.154", i32 -1, i32 -1, i8* %"exception.text_ptr.155")
  ret i32 1
string.format.size.pass.17:
  %".317" = zext i32 %".313" to i64
  %"string_format_allocation_size.17" = add i64 %".317", 1
  %".318" = call i8* @"malloc"(i64 %"string_format_allocation_size.17")
  %"string_allocation_succeeded.17" = icmp ne i8* %".318", null
  br i1 %"string_allocation_succeeded.17", label %"string.allocation.pass.17", label %"string.allocation.fail.17"
string.allocation.fail.17:
  %"exception.text_ptr.156" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.157" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.158" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".320" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.156", i8* %"exception.text_ptr.157", i32 -1, i32 -1, i8* %"exception.text_ptr.158")
  ret i32 1
string.allocation.pass.17:
  %".322" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".318", i64 %"string_format_allocation_size.17", i8* %".312", i64 %".311")
  %"string_format_write_succeeded.17" = icmp sge i32 %".322", 0
  br i1 %"string_format_write_succeeded.17", label %"string.format.write.pass.17", label %"string.format.write.fail.17"
string.format.write.fail.17:
  %"exception.text_ptr.159" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.161" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".324" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.159", i8* %"exception.text_ptr.160", i32 -1, i32 -1, i8* %"exception.text_ptr.161")
  ret i32 1
string.format.write.pass.17:
  %".326" = call i32 @"puts"(i8* %".318")
  call void @"free"(i8* %".318")
  %"wide.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"wide"
  %"irx_tensor_view_data.3" = extractvalue %"irx_buffer_view" %"wide.2", 0
  %"irx_tensor_view_owner.3" = extractvalue %"irx_buffer_view" %"wide.2", 1
  %"irx_tensor_view_dtype.3" = extractvalue %"irx_buffer_view" %"wide.2", 2
  %"irx_tensor_shape_ptr_14" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_14", i32 0, i32 0
  %"irx_tensor_strides_ptr_15" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_15", i32 0, i32 0
  %"irx_tensor_field_0.5" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_view_data.3", 0
  %"irx_tensor_field_1.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.5", i8* %"irx_tensor_view_owner.3", 1
  %"irx_tensor_field_2.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.5", i8* %"irx_tensor_view_dtype.3", 2
  %"irx_tensor_field_3.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.5", i32 1, 3
  %"irx_tensor_field_4.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.5", i64* %"irx_tensor_shape_ptr_14", 4
  %"irx_tensor_field_5.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.5", i64* %"irx_tensor_strides_ptr_15", 5
  %"irx_tensor_field_6.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.5", i64 0, 6
  %"irx_tensor_field_7.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.5", i32 12, 7
  %"irx_buffer_view_data.8" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.5", 0
  %"irx_buffer_view_strides.9" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.5", 5
  %"irx_buffer_view_offset_bytes.9" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.5", 6
  %"irx_buffer_index_sext.17" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.9" = getelementptr i64, i64* %"irx_buffer_view_strides.9", i64 0
  %"irx_buffer_index_stride_0.9" = load i64, i64* %"irx_buffer_index_stride_ptr_0.9"
  %"irx_buffer_index_scaled_0.9" = mul i64 %"irx_buffer_index_sext.17", %"irx_buffer_index_stride_0.9"
  %"irx_buffer_index_offset_0.9" = add i64 %"irx_buffer_view_offset_bytes.9", %"irx_buffer_index_scaled_0.9"
  %"irx_buffer_index_byte_ptr.8" = getelementptr i8, i8* %"irx_buffer_view_data.8", i64 %"irx_buffer_index_offset_0.9"
  %"irx_buffer_index_element_ptr.8" = bitcast i8* %"irx_buffer_index_byte_ptr.8" to i16*
  %"irx_tensor_index_load.8" = load i16, i16* %"irx_buffer_index_element_ptr.8"
  %".328" = zext i16 %"irx_tensor_index_load.8" to i64
  %".329" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_5086437368524878617", i32 0, i32 0
  %".330" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".329", i64 %".328")
  %"string_format_size_succeeded.18" = icmp sge i32 %".330", 0
  br i1 %"string_format_size_succeeded.18", label %"string.format.size.pass.18", label %"string.format.size.fail.18"
string.format.size.fail.18:
  %"exception.text_ptr.162" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.163" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.164" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".332" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.162", i8* %"exception.text_ptr.163", i32 -1, i32 -1, i8* %"exception.text_ptr.164")
  ret i32 1
string.format.size.pass.18:
  %".334" = zext i32 %".330" to i64
  %"string_format_allocation_size.18" = add i64 %".334", 1
  %".335" = call i8* @"malloc"(i64 %"string_format_allocation_size.18")
  %"string_allocation_succeeded.18" = icmp ne i8* %".335", null
  br i1 %"string_allocation_succeeded.18", label %"string.allocation.pass.18", label %"string.allocation.fail.18"
string.allocation.fail.18:
  %"exception.text_ptr.165" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.166" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.167" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".337" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.165", i8* %"exception.text_ptr.166", i32 -1, i32 -1, i8* %"exception.text_ptr.167")
  ret i32 1
string.allocation.pass.18:
  %".339" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".335", i64 %"string_format_allocation_size.18", i8* %".329", i64 %".328")
  %"string_format_write_succeeded.18" = icmp sge i32 %".339", 0
  br i1 %"string_format_write_succeeded.18", label %"string.format.write.pass.18", label %"string.format.write.fail.18"
string.format.write.fail.18:
  %"exception.text_ptr.168" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.169" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.170" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".341" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.168", i8* %"exception.text_ptr.169", i32 -1, i32 -1, i8* %"exception.text_ptr.170")
  ret i32 1
string.format.write.pass.18:
  %".343" = call i32 @"puts"(i8* %".335")
  call void @"free"(i8* %".335")
  %"irx_tensor_builder_slot.2" = alloca i8*
  %"irx_tensor_builder_shape_ptr_16" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_shape_16", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_17" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_strides_17", i32 0, i32 0
  %".345" = call i32 @"irx_arrow_tensor_builder_new"(i32 10, i32 1, i64* %"irx_tensor_builder_shape_ptr_16", i64* %"irx_tensor_builder_strides_ptr_17", i8** %"irx_tensor_builder_slot.2")
  %"irx_tensor_builder.2" = load i8*, i8** %"irx_tensor_builder_slot.2"
  %".346" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x3fe0000000000000)
  %".347" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x3ff8000000000000)
  %".348" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x4004000000000000)
  %"irx_tensor_handle_slot.2" = alloca i8*
  %".349" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.2", i8** %"irx_tensor_handle_slot.2")
  %"irx_tensor_handle.2" = load i8*, i8** %"irx_tensor_handle_slot.2"
  %"irx_tensor_borrowed_view.2" = alloca %"irx_buffer_view"
  %".350" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.2", %"irx_buffer_view"* %"irx_tensor_borrowed_view.2")
  %"irx_tensor_borrowed_value.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.2"
  %"irx_tensor_owner_slot.2" = alloca i8*
  %"irx_tensor_release_fn.2" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".351" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.2", i8* %"irx_tensor_release_fn.2", i8** %"irx_tensor_owner_slot.2")
  %"irx_tensor_owner.2" = load i8*, i8** %"irx_tensor_owner_slot.2"
  %"irx_tensor_borrowed_offset.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 6
  %"irx_tensor_offset_bytes.2" = add i64 %"irx_tensor_borrowed_offset.2", 0
  %"irx_tensor_data.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 0
  %"irx_tensor_dtype.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 2
  %"irx_tensor_shape_ptr_18" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_18", i32 0, i32 0
  %"irx_tensor_strides_ptr_19" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_19", i32 0, i32 0
  %"irx_tensor_field_0.6" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.2", 0
  %"irx_tensor_field_1.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.6", i8* %"irx_tensor_owner.2", 1
  %"irx_tensor_field_2.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.6", i8* %"irx_tensor_dtype.2", 2
  %"irx_tensor_field_3.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.6", i32 1, 3
  %"irx_tensor_field_4.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.6", i64* %"irx_tensor_shape_ptr_18", 4
  %"irx_tensor_field_5.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.6", i64* %"irx_tensor_strides_ptr_19", 5
  %"irx_tensor_field_6.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.6", i64 %"irx_tensor_offset_bytes.2", 6
  %"irx_tensor_field_7.6" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.6", i32 108, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.6", %"irx_buffer_view"* %"real"
  %"real.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"real"
  %"irx_tensor_view_data.4" = extractvalue %"irx_buffer_view" %"real.1", 0
  %"irx_tensor_view_owner.4" = extractvalue %"irx_buffer_view" %"real.1", 1
  %"irx_tensor_view_dtype.4" = extractvalue %"irx_buffer_view" %"real.1", 2
  %"irx_tensor_shape_ptr_20" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_20", i32 0, i32 0
  %"irx_tensor_strides_ptr_21" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_21", i32 0, i32 0
  %"irx_tensor_field_0.7" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_view_data.4", 0
  %"irx_tensor_field_1.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.7", i8* %"irx_tensor_view_owner.4", 1
  %"irx_tensor_field_2.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.7", i8* %"irx_tensor_view_dtype.4", 2
  %"irx_tensor_field_3.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.7", i32 1, 3
  %"irx_tensor_field_4.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.7", i64* %"irx_tensor_shape_ptr_20", 4
  %"irx_tensor_field_5.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.7", i64* %"irx_tensor_strides_ptr_21", 5
  %"irx_tensor_field_6.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.7", i64 16, 6
  %"irx_tensor_field_7.7" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.7", i32 108, 7
  %"irx_buffer_view_data.9" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.7", 0
  %"irx_buffer_view_strides.10" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.7", 5
  %"irx_buffer_view_offset_bytes.10" = extractvalue %"irx_buffer_view" %"irx_tensor_field_7.7", 6
  %"irx_buffer_index_sext.18" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.10" = getelementptr i64, i64* %"irx_buffer_view_strides.10", i64 0
  %"irx_buffer_index_stride_0.10" = load i64, i64* %"irx_buffer_index_stride_ptr_0.10"
  %"irx_buffer_index_scaled_0.10" = mul i64 %"irx_buffer_index_sext.18", %"irx_buffer_index_stride_0.10"
  %"irx_buffer_index_offset_0.10" = add i64 %"irx_buffer_view_offset_bytes.10", %"irx_buffer_index_scaled_0.10"
  %"irx_buffer_index_byte_ptr.9" = getelementptr i8, i8* %"irx_buffer_view_data.9", i64 %"irx_buffer_index_offset_0.10"
  %"irx_buffer_index_element_ptr.9" = bitcast i8* %"irx_buffer_index_byte_ptr.9" to double*
  %"irx_tensor_index_load.9" = load double, double* %"irx_buffer_index_element_ptr.9"
  %".353" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".354" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".353", double %"irx_tensor_index_load.9")
  %"string_format_size_succeeded.19" = icmp sge i32 %".354", 0
  br i1 %"string_format_size_succeeded.19", label %"string.format.size.pass.19", label %"string.format.size.fail.19"
string.format.size.fail.19:
  %"exception.text_ptr.171" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.172" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.173" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".356" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.171", i8* %"exception.text_ptr.172", i32 -1, i32 -1, i8* %"exception.text_ptr.173")
  ret i32 1
string.format.size.pass.19:
  %".358" = zext i32 %".354" to i64
  %"string_format_allocation_size.19" = add i64 %".358", 1
  %".359" = call i8* @"malloc"(i64 %"string_format_allocation_size.19")
  %"string_allocation_succeeded.19" = icmp ne i8* %".359", null
  br i1 %"string_allocation_succeeded.19", label %"string.allocation.pass.19", label %"string.allocation.fail.19"
string.allocation.fail.19:
  %"exception.text_ptr.174" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.175" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.176" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".361" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.174", i8* %"exception.text_ptr.175", i32 -1, i32 -1, i8* %"exception.text_ptr.176")
  ret i32 1
string.allocation.pass.19:
  %".363" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".359", i64 %"string_format_allocation_size.19", i8* %".353", double %"irx_tensor_index_load.9")
  %"string_format_write_succeeded.19" = icmp sge i32 %".363", 0
  br i1 %"string_format_write_succeeded.19", label %"string.format.write.pass.19", label %"string.format.write.fail.19"
string.format.write.fail.19:
  %"exception.text_ptr.177" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.178" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.179" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".365" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.177", i8* %"exception.text_ptr.178", i32 -1, i32 -1, i8* %"exception.text_ptr.179")
  ret i32 1
string.format.write.pass.19:
  %".367" = call i32 @"puts"(i8* %".359")
  call void @"free"(i8* %".359")
  store i32 0, i32* %"result_out"
  ret i32 0
}

declare external i32 @"irx_arrow_tensor_builder_new"(i32 %".1", i32 %".2", i64* %".3", i64* %".4", i8** %".5")

declare external i32 @"irx_arrow_tensor_builder_finish"(i8* %".1", i8** %".2")

@"irx_tensor_builder_shape_0" = internal constant [2 x i64] [i64 2, i64 3]
@"irx_tensor_builder_strides_1" = internal constant [2 x i64] [i64 12, i64 4]
declare external i32 @"irx_arrow_tensor_builder_append_int"(i8* %".1", i64 %".2")

declare external i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %".1", %"irx_buffer_view"* %".2")

declare external i32 @"irx_buffer_owner_external_new"(i8* %".1", i8* %".2", i8** %".3")

declare external void @"irx_arrow_tensor_release"(i8* %".1")

@"irx_tensor_shape_2" = internal constant [2 x i64] [i64 2, i64 3]
@"irx_tensor_strides_3" = internal constant [2 x i64] [i64 12, i64 4]
@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

declare external i8* @"malloc"(i64 %".1")

@"exception_text_0" = internal constant [36 x i8] c"string formatting size query failed\00"
define internal i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__RuntimeError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::RuntimeError", i8** %"exception.object", i8* %".10")
  %".12" = sub i32 0, %".11"
  %".13" = icmp slt i32 %".12", 0
  br i1 %".13", label %"entry.if", label %"entry.endif"
entry.if:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_1", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_2", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.1")
  unreachable
entry.endif:
  %".17" = load i8*, i8** %"exception.object"
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__RuntimeError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__RuntimeError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".18", i32 0, i32 2
  store i8* null, i8** %".22"
  %".24" = icmp eq i8* %"message", null
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_3", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_3", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_1", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_2", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__RuntimeError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_5", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_6", i32 0, i32 0
  %".38" = alloca [3 x i8*]
  %".39" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = bitcast %"builtins__exceptions__RuntimeError"* %".18" to i8*
  %".46" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".45", i32 1)
  %".47" = bitcast i8* %".46" to i8**
  %".48" = bitcast %"builtins__exceptions__RuntimeError"* %".18" to i8*
  %".49" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".48", i32 0)
  %".50" = bitcast i8* %".49" to i8**
  %".51" = load i8*, i8** %".50"
  %"exception.text_ptr.9" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_4", i32 0, i32 0
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  %".53" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.9", i8* %".51", i8** %".52", i32 3, i8** %".47")
  %".54" = icmp slt i32 %".53", 0
  br i1 %".54", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.10" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_1", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_2", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.10", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.11")
  unreachable
entry.endif.endif.endif:
  %".58" = bitcast %"builtins__exceptions__RuntimeError"* %".18" to i8*
  %".59" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".58", i32 1)
  %".60" = bitcast i8* %".59" to i8**
  %".61" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".17", i8** %".60", i8* null, i32 0, i8* %"source", i32 %"line", i32 %"column", i8* %"code")
  %".62" = icmp slt i32 %".61", 0
  br i1 %".62", label %"entry.endif.endif.endif.if", label %"entry.endif.endif.endif.endif"
entry.endif.endif.endif.if:
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_1", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_2", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.12", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.13")
  unreachable
entry.endif.endif.endif.endif:
  %".66" = call i32 @"irx_class_release"(i8* %"context", i8* %".17", i8* %".10")
  ret i32 %".61"
}

declare external i32 @"irx_class_create"(i64 %".1", i32 (i8*, i8*, i8*)* %".2", i8** %".3", i8* %".4")

define internal i32 @"irx.drop.builtins.exceptions::class::RuntimeError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__RuntimeError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

declare external i32 @"irx_class_completed"(i8* %".1")

declare external void @"irx_class_record"(i32 %".1", i8* %".2", i32* %".3", i8* %".4")

declare external void @"free"(i8* %".1")

declare external void @"irx_exception_info_release"(i8* %".1")

declare external void @"__arx_runtime_fail"(i8* %".1", i8* %".2", i32 %".3", i32 %".4", i8* %".5")

@"exception_text_1" = internal constant [26 x i8] c"ARX-RUNTIME-EXCEPTION-001\00"
@"exception_text_2" = internal constant [36 x i8] c"exception runtime allocation failed\00"
@"exception_text_3" = internal constant [1 x i8] c"\00"
define i8* @"strcat_inline"(i8* %".1", i8* %".2")
{
entry:
  %"len1" = call i64 @"string_length"(i8* %".1")
  %"len2" = call i64 @"string_length"(i8* %".2")
  %"remaining_after_lhs" = sub i64 -1, %"len1"
  %"string_length_overflows" = icmp uge i64 %"len2", %"remaining_after_lhs"
  br i1 %"string_length_overflows", label %"allocation_failure", label %"allocate"
allocate:
  %"total_len" = add i64 %"len1", %"len2"
  %"total_len_with_null" = add i64 %"total_len", 1
  %"result" = call i8* @"malloc"(i64 %"total_len_with_null")
  %".6" = icmp eq i8* %"result", null
  br i1 %".6", label %"allocation_failure", label %"copy"
allocation_failure:
  ret i8* null
copy:
  %"strcpy_index" = alloca i64
  store i64 0, i64* %"strcpy_index"
  br label %"strcpy_loop"
strcpy_loop:
  %"idx_val" = load i64, i64* %"strcpy_index"
  %".10" = getelementptr inbounds i8, i8* %".1", i64 %"idx_val"
  %"char_val" = load i8, i8* %".10"
  %".11" = getelementptr inbounds i8, i8* %"result", i64 %"idx_val"
  store i8 %"char_val", i8* %".11"
  %".13" = icmp eq i8 %"char_val", 0
  %".14" = add i64 %"idx_val", 1
  store i64 %".14", i64* %"strcpy_index"
  br i1 %".13", label %"strcpy_end", label %"strcpy_loop"
strcpy_end:
  %".17" = getelementptr inbounds i8, i8* %"result", i64 %"len1"
  %"strcpy_index.1" = alloca i64
  store i64 0, i64* %"strcpy_index.1"
  br label %"strcpy_loop.1"
strcpy_loop.1:
  %"idx_val.1" = load i64, i64* %"strcpy_index.1"
  %".20" = getelementptr inbounds i8, i8* %".2", i64 %"idx_val.1"
  %"char_val.1" = load i8, i8* %".20"
  %".21" = getelementptr inbounds i8, i8* %".17", i64 %"idx_val.1"
  store i8 %"char_val.1", i8* %".21"
  %".23" = icmp eq i8 %"char_val.1", 0
  %".24" = add i64 %"idx_val.1", 1
  store i64 %".24", i64* %"strcpy_index.1"
  br i1 %".23", label %"strcpy_end.1", label %"strcpy_loop.1"
strcpy_end.1:
  ret i8* %"result"
}

define i64 @"string_length"(i8* %".1")
{
entry:
  %"len" = call i64 @"strlen_inline"(i8* %".1")
  ret i64 %"len"
}

define i64 @"strlen_inline"(i8* %".1")
{
entry:
  %"counter" = alloca i64
  store i64 0, i64* %"counter"
  br label %"loop"
loop:
  %"count_val" = load i64, i64* %"counter"
  %".5" = getelementptr inbounds i8, i8* %".1", i64 %"count_val"
  %"char_val" = load i8, i8* %".5"
  %".6" = icmp eq i8 %"char_val", 0
  %".7" = add i64 %"count_val", 1
  store i64 %".7", i64* %"counter"
  br i1 %".6", label %"end", label %"loop"
end:
  ret i64 %"count_val"
}

@"exception_text_4" = internal constant [41 x i8] c"builtins.exceptions::class::RuntimeError\00"
@"exception_text_5" = internal constant [38 x i8] c"builtins.exceptions::class::Exception\00"
@"exception_text_6" = internal constant [42 x i8] c"builtins.exceptions::class::BaseException\00"
declare external i32 @"irx_exception_info_create"(i8* %".1", i8* %".2", i8** %".3", i32 %".4", i8** %".5")

declare external i32 @"irx_exception_raise"(i8* %".1", i8* %".2", i8** %".3", i8* %".4", i32 %".5", i8* %".6", i32 %".7", i32 %".8", i8* %".9")

declare external i32 @"irx_class_release"(i8* %".1", i8* %".2", i8* %".3")

@"exception_text_7" = internal constant [13 x i8] c"tensor_views\00"
@"exception_text_8" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_9" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_10" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_11" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

@"irx_tensor_shape_4" = internal constant [2 x i64] [i64 2, i64 2]
@"irx_tensor_strides_5" = internal constant [2 x i64] [i64 12, i64 4]
@"irx_tensor_shape_6" = internal constant [2 x i64] [i64 3, i64 2]
@"irx_tensor_strides_7" = internal constant [2 x i64] [i64 4, i64 12]
@"irx_tensor_shape_8" = internal constant [1 x i64] [i64 3]
@"irx_tensor_strides_9" = internal constant [1 x i64] [i64 8]
declare external i32 @"irx_buffer_view_retain"(%"irx_buffer_view"* %".1")

declare external i32 @"irx_buffer_view_release"(%"irx_buffer_view"* %".1")

@"irx_tensor_builder_shape_10" = internal constant [2 x i64] [i64 2, i64 2]
@"irx_tensor_builder_strides_11" = internal constant [2 x i64] [i64 4, i64 2]
declare external i32 @"irx_arrow_tensor_builder_append_uint"(i8* %".1", i64 %".2")

@"irx_tensor_shape_12" = internal constant [2 x i64] [i64 2, i64 2]
@"irx_tensor_strides_13" = internal constant [2 x i64] [i64 4, i64 2]
@"fmt_5086437368524878617" = internal constant [5 x i8] c"%llu\00"
@"irx_tensor_shape_14" = internal constant [1 x i64] [i64 2]
@"irx_tensor_strides_15" = internal constant [1 x i64] [i64 4]
@"irx_tensor_builder_shape_16" = internal constant [1 x i64] [i64 3]
@"irx_tensor_builder_strides_17" = internal constant [1 x i64] [i64 8]
declare external i32 @"irx_arrow_tensor_builder_append_double"(i8* %".1", double %".2")

@"irx_tensor_shape_18" = internal constant [1 x i64] [i64 3]
@"irx_tensor_strides_19" = internal constant [1 x i64] [i64 8]
@"irx_tensor_shape_20" = internal constant [1 x i64] [i64 1]
@"irx_tensor_strides_21" = internal constant [1 x i64] [i64 8]
@"fmt_4094499389822396407" = internal constant [5 x i8] c"%.6f\00"
define i32 @"main"()
{
entry:
  %".2" = alloca i8*
  %".3" = call i32 @"irx_exception_context_create"(i8** %".2")
  %".4" = icmp eq i32 %".3", 0
  br i1 %".4", label %"ready", label %"context.failed"
ready:
  %".8" = load i8*, i8** %".2"
  %".9" = alloca i32
  %".10" = call i32 @"irx.entry.main"(i8* %".8", i32* %".9")
  %".11" = icmp eq i32 %".10", 0
  br i1 %".11", label %"success", label %"failure"
context.failed:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_1", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_3", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_12", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 -1, i32 -1, i8* %"exception.text_ptr.2")
  unreachable
success:
  %".16" = load i32, i32* %".9"
  call void @"irx_exception_context_destroy"(i8* %".8")
  ret i32 %".16"
failure:
  call void @"irx_exception_report"(i8* %".8")
  call void @"irx_exception_context_destroy"(i8* %".8")
  ret i32 1
}

declare external i32 @"irx_exception_context_create"(i8** %".1")

@"exception_text_12" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

