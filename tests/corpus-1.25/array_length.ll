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
  %"array_builder_slot" = alloca i8*
  %".4" = call i32 @"irx_arrow_array_builder_int32_new"(i8** %"array_builder_slot")
  %"array_builder" = load i8*, i8** %"array_builder_slot"
  %".5" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder", i32 1)
  %".6" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder", i32 2)
  %".7" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder", i32 3)
  %"array_slot" = alloca i8*
  %".8" = call i32 @"irx_arrow_array_builder_finish"(i8* %"array_builder", i8** %"array_slot")
  %"array_handle" = load i8*, i8** %"array_slot"
  %"array_length" = call i64 @"irx_arrow_array_length"(i8* %"array_handle")
  call void @"irx_arrow_array_release"(i8* %"array_handle")
  %"array_length_i32" = trunc i64 %"array_length" to i32
  %".10" = sext i32 %"array_length_i32" to i64
  %".11" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".12" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".11", i64 %".10")
  %"string_format_size_succeeded" = icmp sge i32 %".12", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
string.format.size.fail:
  %"exception.text_ptr" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 -1, i32 -1, i8* %"exception.text_ptr.2")
  ret i32 1
string.format.size.pass:
  %".16" = zext i32 %".12" to i64
  %"string_format_allocation_size" = add i64 %".16", 1
  %".17" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".17", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.3" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".19" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.3", i8* %"exception.text_ptr.4", i32 -1, i32 -1, i8* %"exception.text_ptr.5")
  ret i32 1
string.allocation.pass:
  %".21" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".17", i64 %"string_format_allocation_size", i8* %".11", i64 %".10")
  %"string_format_write_succeeded" = icmp sge i32 %".21", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.6" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".23" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.6", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  ret i32 1
string.format.write.pass:
  %".25" = call i32 @"puts"(i8* %".17")
  call void @"free"(i8* %".17")
  %"array_builder_slot.1" = alloca i8*
  %".27" = call i32 @"irx_arrow_array_builder_int32_new"(i8** %"array_builder_slot.1")
  %"array_builder.1" = load i8*, i8** %"array_builder_slot.1"
  %"array_i32_promote" = sext i8 -1 to i32
  %".28" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder.1", i32 %"array_i32_promote")
  %"array_i32_promote.1" = sext i16 300 to i32
  %".29" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder.1", i32 %"array_i32_promote.1")
  %"array_i32_trunc" = trunc i64 5000000000 to i32
  %".30" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder.1", i32 %"array_i32_trunc")
  %".31" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder.1", i32 7)
  %".32" = call i32 @"irx_arrow_array_builder_append_int32"(i8* %"array_builder.1", i32 8)
  %"array_slot.1" = alloca i8*
  %".33" = call i32 @"irx_arrow_array_builder_finish"(i8* %"array_builder.1", i8** %"array_slot.1")
  %"array_handle.1" = load i8*, i8** %"array_slot.1"
  %"array_length.1" = call i64 @"irx_arrow_array_length"(i8* %"array_handle.1")
  call void @"irx_arrow_array_release"(i8* %"array_handle.1")
  %"array_length_i32.1" = trunc i64 %"array_length.1" to i32
  %".35" = sext i32 %"array_length_i32.1" to i64
  %".36" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".37" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".36", i64 %".35")
  %"string_format_size_succeeded.1" = icmp sge i32 %".37", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
string.format.size.fail.1:
  %"exception.text_ptr.9" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".39" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.9", i8* %"exception.text_ptr.10", i32 -1, i32 -1, i8* %"exception.text_ptr.11")
  ret i32 1
string.format.size.pass.1:
  %".41" = zext i32 %".37" to i64
  %"string_format_allocation_size.1" = add i64 %".41", 1
  %".42" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".42", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.12" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".44" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 -1, i32 -1, i8* %"exception.text_ptr.14")
  ret i32 1
string.allocation.pass.1:
  %".46" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".42", i64 %"string_format_allocation_size.1", i8* %".36", i64 %".35")
  %"string_format_write_succeeded.1" = icmp sge i32 %".46", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.15" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".48" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.15", i8* %"exception.text_ptr.16", i32 -1, i32 -1, i8* %"exception.text_ptr.17")
  ret i32 1
string.format.write.pass.1:
  %".50" = call i32 @"puts"(i8* %".42")
  call void @"free"(i8* %".42")
  %"array_builder_slot.2" = alloca i8*
  %".52" = call i32 @"irx_arrow_array_builder_int32_new"(i8** %"array_builder_slot.2")
  %"array_builder.2" = load i8*, i8** %"array_builder_slot.2"
  %"array_slot.2" = alloca i8*
  %".53" = call i32 @"irx_arrow_array_builder_finish"(i8* %"array_builder.2", i8** %"array_slot.2")
  %"array_handle.2" = load i8*, i8** %"array_slot.2"
  %"array_length.2" = call i64 @"irx_arrow_array_length"(i8* %"array_handle.2")
  call void @"irx_arrow_array_release"(i8* %"array_handle.2")
  %"array_length_i32.2" = trunc i64 %"array_length.2" to i32
  %".55" = sext i32 %"array_length_i32.2" to i64
  %".56" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".57" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".56", i64 %".55")
  %"string_format_size_succeeded.2" = icmp sge i32 %".57", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
string.format.size.fail.2:
  %"exception.text_ptr.18" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".59" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.18", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  ret i32 1
string.format.size.pass.2:
  %".61" = zext i32 %".57" to i64
  %"string_format_allocation_size.2" = add i64 %".61", 1
  %".62" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %".62", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.21" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".64" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.21", i8* %"exception.text_ptr.22", i32 -1, i32 -1, i8* %"exception.text_ptr.23")
  ret i32 1
string.allocation.pass.2:
  %".66" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".62", i64 %"string_format_allocation_size.2", i8* %".56", i64 %".55")
  %"string_format_write_succeeded.2" = icmp sge i32 %".66", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.24" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_7", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_8", i32 0, i32 0
  %".68" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.24", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  ret i32 1
string.format.write.pass.2:
  %".70" = call i32 @"puts"(i8* %".62")
  call void @"free"(i8* %".62")
  store i32 0, i32* %"result_out"
  ret i32 0
}

declare external i32 @"irx_arrow_array_builder_int32_new"(i8** %".1")

declare external i32 @"irx_arrow_array_builder_append_int32"(i8* %".1", i32 %".2")

declare external i32 @"irx_arrow_array_builder_finish"(i8* %".1", i8** %".2")

declare external i64 @"irx_arrow_array_length"(i8* %".1")

declare external void @"irx_arrow_array_release"(i8* %".1")

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

@"exception_text_7" = internal constant [13 x i8] c"array_length\00"
@"exception_text_8" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_9" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_10" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_11" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

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

