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
%"class_lifecycle__Node" = type {i8*, i8*, i8*, i32}
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

define internal i8* @"class_lifecycle__Node__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"class_lifecycle__Node"*
  switch i32 %".2", label %"missing" [i32 0, label %"field.0"]
missing:
  ret i8* null
field.0:
  %"label_addr" = getelementptr inbounds %"class_lifecycle__Node", %"class_lifecycle__Node"* %".4", i32 0, i32 3
  %".6" = bitcast i32* %"label_addr" to i8*
  ret i8* %".6"
}

define i32 @"class_lifecycle__Node__method____init____overload__instance____init____irx_default__fixed__Int32__NoneType"(i8* %"context", %"class_lifecycle__Node"* %"self", i32 %"label")
{
entry:
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"self.1" = alloca %"class_lifecycle__Node"*
  store %"class_lifecycle__Node"* %"self", %"class_lifecycle__Node"** %"self.1"
  %"label.1" = alloca i32
  store i32 %"label", i32* %"label.1"
  %"label.2" = load i32, i32* %"label.1"
  %"self.2" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"self.1"
  %".7" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".8" = bitcast %"class_lifecycle__Node"* %"self.2" to i8*
  %".9" = call i32 @"irx_class_require"(i8* %".8", i8* %".7")
  %".10" = icmp eq i32 %".9", 0
  br i1 %".10", label %"native.ok", label %"native.fail"
native.fail:
  %".12" = call i32 @"irx_exception_pending"(i8* %"context")
  %".13" = icmp ne i32 %".12", 0
  br i1 %".13", label %"native.pending", label %"native.error"
native.ok:
  %".18" = getelementptr inbounds %"class_lifecycle__Node", %"class_lifecycle__Node"* %"self.2", i32 0, i32 1
  %".19" = load i8*, i8** %".18"
  %".20" = bitcast i8* %".19" to i8* (i8*, i32)*
  %".21" = bitcast %"class_lifecycle__Node"* %"self.2" to i8*
  %"label_raw_addr" = call i8* %".20"(i8* %".21", i32 0)
  %".22" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".23" = call i32 @"irx_class_require"(i8* %"label_raw_addr", i8* %".22")
  %".24" = icmp eq i32 %".23", 0
  br i1 %".24", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".7", i8* %"exception.text_ptr", i32 19, i32 5, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".26" = call i32 @"irx_exception_pending"(i8* %"context")
  %".27" = icmp ne i32 %".26", 0
  br i1 %".27", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %"label_addr" = bitcast i8* %"label_raw_addr" to i32*
  store i32 %"label.2", i32* %"label_addr"
  %"label.3" = load i32, i32* %"label.1"
  %".33" = sext i32 %"label.3" to i64
  %".34" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".35" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".34", i64 %".33")
  %"string_format_size_succeeded" = icmp sge i32 %".35", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".22", i8* %"exception.text_ptr.2", i32 19, i32 5, i8* %"exception.text_ptr.3")
  ret i32 1
string.format.size.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  ret i32 1
string.format.size.pass:
  %".39" = zext i32 %".35" to i64
  %"string_format_allocation_size" = add i64 %".39", 1
  %".40" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".40", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_11", i32 0, i32 0
  %".42" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  ret i32 1
string.allocation.pass:
  %".44" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".40", i64 %"string_format_allocation_size", i8* %".34", i64 %".33")
  %"string_format_write_succeeded" = icmp sge i32 %".44", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.10" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".46" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.10", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  ret i32 1
string.format.write.pass:
  %".48" = call i32 @"puts"(i8* %".40")
  call void @"free"(i8* %".40")
  ret i32 0
}

declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i32 @"irx_exception_pending"(i8* %".1")

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
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
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
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__RuntimeError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_3", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_3", i32 0, i32 0
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  %".53" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.9", i8* %".51", i8** %".52", i32 3, i8** %".47")
  %".54" = icmp slt i32 %".53", 0
  br i1 %".54", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.10" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
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
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
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

@"exception_text_0" = internal constant [26 x i8] c"ARX-RUNTIME-EXCEPTION-001\00"
@"exception_text_1" = internal constant [36 x i8] c"exception runtime allocation failed\00"
@"exception_text_2" = internal constant [1 x i8] c"\00"
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

declare external i8* @"malloc"(i64 %".1")

@"exception_text_3" = internal constant [41 x i8] c"builtins.exceptions::class::RuntimeError\00"
@"exception_text_4" = internal constant [38 x i8] c"builtins.exceptions::class::Exception\00"
@"exception_text_5" = internal constant [42 x i8] c"builtins.exceptions::class::BaseException\00"
declare external i32 @"irx_exception_info_create"(i8* %".1", i8* %".2", i8** %".3", i32 %".4", i8** %".5")

declare external i32 @"irx_exception_raise"(i8* %".1", i8* %".2", i8** %".3", i8* %".4", i32 %".5", i8* %".6", i32 %".7", i32 %".8", i8* %".9")

declare external i32 @"irx_class_release"(i8* %".1", i8* %".2", i8* %".3")

@"exception_text_6" = internal constant [16 x i8] c"class_lifecycle\00"
@"exception_text_7" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_8" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_9" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_10" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_11" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_12" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

define i32 @"class_lifecycle__Node__method____del____overload__instance____del____irx_default__fixed__NoneType"(i8* %"context", %"class_lifecycle__Node"* %"self")
{
entry:
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"self.1" = alloca %"class_lifecycle__Node"*
  store %"class_lifecycle__Node"* %"self", %"class_lifecycle__Node"** %"self.1"
  %"self.2" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"self.1"
  %".5" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".6" = bitcast %"class_lifecycle__Node"* %"self.2" to i8*
  %".7" = call i32 @"irx_class_require"(i8* %".6", i8* %".5")
  %".8" = icmp eq i32 %".7", 0
  br i1 %".8", label %"native.ok", label %"native.fail"
native.fail:
  %".10" = call i32 @"irx_exception_pending"(i8* %"context")
  %".11" = icmp ne i32 %".10", 0
  br i1 %".11", label %"native.pending", label %"native.error"
native.ok:
  %".16" = getelementptr inbounds %"class_lifecycle__Node", %"class_lifecycle__Node"* %"self.2", i32 0, i32 1
  %".17" = load i8*, i8** %".16"
  %".18" = bitcast i8* %".17" to i8* (i8*, i32)*
  %".19" = bitcast %"class_lifecycle__Node"* %"self.2" to i8*
  %"label_raw_addr" = call i8* %".18"(i8* %".19", i32 0)
  %".20" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".21" = call i32 @"irx_class_require"(i8* %"label_raw_addr", i8* %".20")
  %".22" = icmp eq i32 %".21", 0
  br i1 %".22", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5", i8* %"exception.text_ptr", i32 28, i32 15, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".24" = call i32 @"irx_exception_pending"(i8* %"context")
  %".25" = icmp ne i32 %".24", 0
  br i1 %".25", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %"label_addr" = bitcast i8* %"label_raw_addr" to i32*
  %"label" = load i32, i32* %"label_addr"
  %"checked.sub" = call {i32, i1} @"llvm.ssub.with.overflow.i32"(i32 0, i32 %"label")
  %"subtmp" = extractvalue {i32, i1} %"checked.sub", 0
  %"overflow" = extractvalue {i32, i1} %"checked.sub", 1
  %".30" = xor i1 %"overflow", -1
  br i1 %".30", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".20", i8* %"exception.text_ptr.2", i32 28, i32 15, i8* %"exception.text_ptr.3")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_13", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_16", i32 0, i32 0
  %".32" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 28, i32 13, i8* %"exception.text_ptr.6")
  ret i32 1
numeric.arithmetic.pass:
  %".34" = sext i32 %"subtmp" to i64
  %".35" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".36" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".35", i64 %".34")
  %"string_format_size_succeeded" = icmp sge i32 %".36", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
string.format.size.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".38" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  ret i32 1
string.format.size.pass:
  %".40" = zext i32 %".36" to i64
  %"string_format_allocation_size" = add i64 %".40", 1
  %".41" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".41", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.10" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_11", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.10", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  ret i32 1
string.allocation.pass:
  %".45" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".41", i64 %"string_format_allocation_size", i8* %".35", i64 %".34")
  %"string_format_write_succeeded" = icmp sge i32 %".45", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.13" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".47" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.13", i8* %"exception.text_ptr.14", i32 -1, i32 -1, i8* %"exception.text_ptr.15")
  ret i32 1
string.format.write.pass:
  %".49" = call i32 @"puts"(i8* %".41")
  call void @"free"(i8* %".41")
  ret i32 0
}

declare {i32, i1} @"llvm.ssub.with.overflow.i32"(i32 %".1", i32 %".2")

@"exception_text_13" = internal constant [42 x i8] c"integer arithmetic result is out of range\00"
define internal i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__OverflowError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::OverflowError", i8** %"exception.object", i8* %".10")
  %".12" = sub i32 0, %".11"
  %".13" = icmp slt i32 %".12", 0
  br i1 %".13", label %"entry.if", label %"entry.endif"
entry.if:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.1")
  unreachable
entry.endif:
  %".17" = load i8*, i8** %"exception.object"
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__OverflowError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__OverflowError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".18", i32 0, i32 2
  store i8* null, i8** %".22"
  %".24" = icmp eq i8* %"message", null
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__OverflowError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__OverflowError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_15", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".38" = alloca [4 x i8*]
  %".39" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 3
  store i8* %"exception.text_ptr.9", i8** %".45"
  %".47" = bitcast %"builtins__exceptions__OverflowError"* %".18" to i8*
  %".48" = call i8* @"builtins__exceptions__OverflowError__descriptor"(i8* %".47", i32 1)
  %".49" = bitcast i8* %".48" to i8**
  %".50" = bitcast %"builtins__exceptions__OverflowError"* %".18" to i8*
  %".51" = call i8* @"builtins__exceptions__OverflowError__descriptor"(i8* %".50", i32 0)
  %".52" = bitcast i8* %".51" to i8**
  %".53" = load i8*, i8** %".52"
  %"exception.text_ptr.10" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_14", i32 0, i32 0
  %".54" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 0
  %".55" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.10", i8* %".53", i8** %".54", i32 4, i8** %".49")
  %".56" = icmp slt i32 %".55", 0
  br i1 %".56", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.11" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.11", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.12")
  unreachable
entry.endif.endif.endif:
  %".60" = bitcast %"builtins__exceptions__OverflowError"* %".18" to i8*
  %".61" = call i8* @"builtins__exceptions__OverflowError__descriptor"(i8* %".60", i32 1)
  %".62" = bitcast i8* %".61" to i8**
  %".63" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".17", i8** %".62", i8* null, i32 0, i8* %"source", i32 %"line", i32 %"column", i8* %"code")
  %".64" = icmp slt i32 %".63", 0
  br i1 %".64", label %"entry.endif.endif.endif.if", label %"entry.endif.endif.endif.endif"
entry.endif.endif.endif.if:
  %"exception.text_ptr.13" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.13", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.14")
  unreachable
entry.endif.endif.endif.endif:
  %".68" = call i32 @"irx_class_release"(i8* %"context", i8* %".17", i8* %".10")
  ret i32 %".63"
}

define internal i32 @"irx.drop.builtins.exceptions::class::OverflowError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__OverflowError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_14" = internal constant [42 x i8] c"builtins.exceptions::class::OverflowError\00"
@"exception_text_15" = internal constant [44 x i8] c"builtins.exceptions::class::ArithmeticError\00"
@"exception_text_16" = internal constant [27 x i8] c"ARX-RUNTIME-ARITHMETIC-001\00"
define i32 @"builtins__generators__range"(i8* %"context", i32 %"start", i32 %"stop", i32 %"step", {i8*, i64, i64, i64}* %"result_out")
{
entry:
  %"return.list" = alloca {i8*, i64, i64, i64}
  %"stride" = alloca i64
  %"limit" = alloca i64
  %"current" = alloca i64
  %"values" = alloca {i8*, i64, i64, i64}
  %"start.1" = alloca i32
  store i32 %"start", i32* %"start.1"
  %"stop.1" = alloca i32
  store i32 %"stop", i32* %"stop.1"
  %"step.1" = alloca i32
  store i32 %"step", i32* %"step.1"
  %"step.2" = load i32, i32* %"step.1"
  %"netmp" = icmp ne i32 %"step.2", 0
  br i1 %"netmp", label %"assert.pass", label %"assert.fail"
assert.pass:
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %"values"
  %"start.2" = load i32, i32* %"start.1"
  %"sext" = sext i32 %"start.2" to i64
  store i64 %"sext", i64* %"current"
  %"stop.2" = load i32, i32* %"stop.1"
  %"sext.1" = sext i32 %"stop.2" to i64
  store i64 %"sext.1", i64* %"limit"
  %"step.3" = load i32, i32* %"step.1"
  %"sext.2" = sext i32 %"step.3" to i64
  store i64 %"sext.2", i64* %"stride"
  %"step.4" = load i32, i32* %"step.1"
  %"gttmp" = icmp sgt i32 %"step.4", 0
  br i1 %"gttmp", label %"bb_if_then", label %"bb_if_else"
assert.fail:
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403588999888", i32 0, i32 0
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_19", i32 0, i32 0
  %".12" = call i32 @"irx.raise.builtins.exceptions::class::AssertionError"(i8* %"context", i8* %".11", i8* %"exception.text_ptr", i32 19, i32 3, i8* %"exception.text_ptr.1")
  ret i32 1
bb_if_then:
  br label %"while.cond"
bb_if_else:
  br label %"while.cond.1"
bb_if_end:
  %"values.1" = load {i8*, i64, i64, i64}, {i8*, i64, i64, i64}* %"values"
  store {i8*, i64, i64, i64} %"values.1", {i8*, i64, i64, i64}* %"return.list"
  store {i8*, i64, i64, i64} %"values.1", {i8*, i64, i64, i64}* %"result_out"
  ret i32 0
while.cond:
  %"current.1" = load i64, i64* %"current"
  %"limit.1" = load i64, i64* %"limit"
  %"lttmp" = icmp slt i64 %"current.1", %"limit.1"
  br i1 %"lttmp", label %"while.body", label %"while.exit"
while.body:
  %"current.2" = load i64, i64* %"current"
  %".21" = sext i64 %"current.2" to i128
  %".22" = icmp sge i128 %".21", -2147483648
  %".23" = icmp sle i128 %".21", 2147483647
  %".24" = and i1 %".22", %".23"
  br i1 %".24", label %"numeric.conversion.pass", label %"numeric.conversion.fail"
while.exit:
  br label %"bb_if_end"
numeric.conversion.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_21", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 27, i32 21, i8* %"exception.text_ptr.4")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.conversion.pass:
  %"trunc" = trunc i64 %"current.2" to i32
  %"irx_list_append_value" = alloca i32
  store i32 %"trunc", i32* %"irx_list_append_value"
  %"irx_list_append_bytes" = bitcast i32* %"irx_list_append_value" to i8*
  %"irx_list_append_status" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"values", i8* %"irx_list_append_bytes")
  %".30" = icmp eq i32 %"irx_list_append_status", 0
  br i1 %".30", label %"list.success", label %"list.failure"
list.success:
  %"current.3" = load i64, i64* %"current"
  %"stride.1" = load i64, i64* %"stride"
  %"checked.add" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %"current.3", i64 %"stride.1")
  %"addtmp" = extractvalue {i64, i1} %"checked.add", 0
  %"overflow" = extractvalue {i64, i1} %"checked.add", 1
  %".46" = xor i1 %"overflow", -1
  br i1 %".46", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
list.failure:
  %".32" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status")
  switch i32 %"irx_list_append_status", label %"list.runtime_error" [i32 1, label %"list.ValueError" i32 2, label %"list.OverflowError" i32 4, label %"list.IndexError"]
list.runtime_error:
  %"exception.text_ptr.11" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.7" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.9" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.9", i32 -1, i32 -1, i8* %"exception.text_ptr.10")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.13" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_13", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_16", i32 0, i32 0
  %".48" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.13", i8* %"exception.text_ptr.14", i32 28, i32 25, i8* %"exception.text_ptr.15")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.pass:
  store i64 %"addtmp", i64* %"current"
  br label %"while.cond"
while.cond.1:
  %"current.4" = load i64, i64* %"current"
  %"limit.2" = load i64, i64* %"limit"
  %"gttmp.1" = icmp sgt i64 %"current.4", %"limit.2"
  br i1 %"gttmp.1", label %"while.body.1", label %"while.exit.1"
while.body.1:
  %"current.5" = load i64, i64* %"current"
  %".56" = sext i64 %"current.5" to i128
  %".57" = icmp sge i128 %".56", -2147483648
  %".58" = icmp sle i128 %".56", 2147483647
  %".59" = and i1 %".57", %".58"
  br i1 %".59", label %"numeric.conversion.pass.1", label %"numeric.conversion.fail.1"
while.exit.1:
  br label %"bb_if_end"
numeric.conversion.fail.1:
  %"exception.text_ptr.16" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_21", i32 0, i32 0
  %".61" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.16", i8* %"exception.text_ptr.17", i32 31, i32 21, i8* %"exception.text_ptr.18")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.conversion.pass.1:
  %"trunc.1" = trunc i64 %"current.5" to i32
  %"irx_list_append_value.1" = alloca i32
  store i32 %"trunc.1", i32* %"irx_list_append_value.1"
  %"irx_list_append_bytes.1" = bitcast i32* %"irx_list_append_value.1" to i8*
  %"irx_list_append_status.1" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"values", i8* %"irx_list_append_bytes.1")
  %".65" = icmp eq i32 %"irx_list_append_status.1", 0
  br i1 %".65", label %"list.success.1", label %"list.failure.1"
list.success.1:
  %"current.6" = load i64, i64* %"current"
  %"stride.2" = load i64, i64* %"stride"
  %"checked.add.1" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %"current.6", i64 %"stride.2")
  %"addtmp.1" = extractvalue {i64, i1} %"checked.add.1", 0
  %"overflow.1" = extractvalue {i64, i1} %"checked.add.1", 1
  %".81" = xor i1 %"overflow.1", -1
  br i1 %".81", label %"numeric.arithmetic.pass.1", label %"numeric.arithmetic.fail.1"
list.failure.1:
  %".67" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status.1")
  switch i32 %"irx_list_append_status.1", label %"list.runtime_error.1" [i32 1, label %"list.ValueError.1" i32 2, label %"list.OverflowError.1" i32 4, label %"list.IndexError.1"]
list.runtime_error.1:
  %"exception.text_ptr.25" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.19" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".69" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.21" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.21", i32 -1, i32 -1, i8* %"exception.text_ptr.22")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.23" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_23", i32 0, i32 0
  %".75" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.23", i32 -1, i32 -1, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail.1:
  %"exception.text_ptr.27" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_13", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_16", i32 0, i32 0
  %".83" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 32, i32 25, i8* %"exception.text_ptr.29")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.pass.1:
  store i64 %"addtmp.1", i64* %"current"
  br label %"while.cond.1"
}

define i32 @"class_lifecycle__make"(i8* %"context", i32 %"label", %"class_lifecycle__Node"** %"result_out")
{
entry:
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"initializer_self" = alloca %"class_lifecycle__Node"*
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %"label.1" = alloca i32
  store i32 %"label", i32* %"label.1"
  %"label.2" = load i32, i32* %"label.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* null, i32 1
  %".8" = ptrtoint %"class_lifecycle__Node"* %".7" to i64
  %".9" = call i32 @"irx_class_create"(i64 %".8", i32 (i8*, i8*, i8*)* @"irx.drop.class_lifecycle::class::Node", i8** %"class_result", i8* %".6")
  %".10" = icmp eq i32 %".9", 0
  br i1 %".10", label %"native.ok", label %"native.fail"
native.fail:
  %".12" = call i32 @"irx_exception_pending"(i8* %"context")
  %".13" = icmp ne i32 %".12", 0
  br i1 %".13", label %"native.pending", label %"native.error"
native.ok:
  %".18" = load i8*, i8** %"class_result"
  %".19" = bitcast i8* %".18" to %"class_lifecycle__Node"*
  %".20" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".19", i32 0, i32 1
  %".21" = bitcast i8* (i8*, i32)* @"class_lifecycle__Node__descriptor" to i8*
  store i8* %".21", i8** %".20"
  %".23" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".19", i32 0, i32 2
  store i8* null, i8** %".23"
  store %"class_lifecycle__Node"* %".19", %"class_lifecycle__Node"** %"initializer_self"
  %".26" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".19", i32 0, i32 3
  store i32 0, i32* %".26"
  %"call.status" = call i32 @"class_lifecycle__Node__method____init____overload__instance____init____irx_default__fixed__Int32__NoneType"(i8* %"context", %"class_lifecycle__Node"* %".19", i32 %"label.2")
  %".28" = icmp eq i32 %"call.status", 0
  br i1 %".28", label %"call.success", label %"call.failure"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 32, i32 10, i8* %"exception.text_ptr.1")
  ret i32 1
call.success:
  call void @"irx_class_complete"(i8* %".18")
  %".47" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".48" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".49" = call i32 @"irx_class_retain"(i8* %".48", i8* %".47")
  %".50" = icmp eq i32 %".49", 0
  br i1 %".50", label %"native.ok.2", label %"native.fail.2"
call.failure:
  %"exception.text_ptr.2" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.2", i32 32, i32 10)
  %".31" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".33" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".34" = call i32 @"irx_class_release"(i8* %"context", i8* %".33", i8* %".32")
  %".35" = icmp eq i32 %".34", 0
  br i1 %".35", label %"native.ok.1", label %"native.fail.1"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.1:
  %".37" = call i32 @"irx_exception_pending"(i8* %"context")
  %".38" = icmp ne i32 %".37", 0
  br i1 %".38", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  br label %"cleanup.done"
native.pending.1:
  br label %"cleanup.done"
native.error.1:
  %"exception.text_ptr.3" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.3", i32 32, i32 10, i8* %"exception.text_ptr.4")
  br label %"cleanup.done"
native.fail.2:
  %".52" = call i32 @"irx_exception_pending"(i8* %"context")
  %".53" = icmp ne i32 %".52", 0
  br i1 %".53", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".86" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".87" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".88" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".89" = call i32 @"irx_class_release"(i8* %"context", i8* %".88", i8* %".87")
  %".90" = icmp eq i32 %".89", 0
  br i1 %".90", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".55" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".56" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".57" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".58" = call i32 @"irx_class_release"(i8* %"context", i8* %".57", i8* %".56")
  %".59" = icmp eq i32 %".58", 0
  br i1 %".59", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.7" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".70" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".47", i8* %"exception.text_ptr.7", i32 32, i32 3, i8* %"exception.text_ptr.8")
  %".71" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".72" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".73" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".74" = call i32 @"irx_class_release"(i8* %"context", i8* %".73", i8* %".72")
  %".75" = icmp eq i32 %".74", 0
  br i1 %".75", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.3:
  %".61" = call i32 @"irx_exception_pending"(i8* %"context")
  %".62" = icmp ne i32 %".61", 0
  br i1 %".62", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.5" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".56", i8* %"exception.text_ptr.5", i32 32, i32 10, i8* %"exception.text_ptr.6")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".71")
  ret i32 1
native.fail.4:
  %".77" = call i32 @"irx_exception_pending"(i8* %"context")
  %".78" = icmp ne i32 %".77", 0
  br i1 %".78", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.9" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".81" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".72", i8* %"exception.text_ptr.9", i32 32, i32 10, i8* %"exception.text_ptr.10")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".86")
  %".100" = call i32 @"irx_exception_pending"(i8* %"context")
  %".101" = icmp ne i32 %".100", 0
  br i1 %".101", label %"cleanup.done.3.if", label %"cleanup.done.3.endif"
native.fail.5:
  %".92" = call i32 @"irx_exception_pending"(i8* %"context")
  %".93" = icmp ne i32 %".92", 0
  br i1 %".93", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.3"
native.pending.5:
  br label %"cleanup.done.3"
native.error.5:
  %"exception.text_ptr.11" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".96" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".87", i8* %"exception.text_ptr.11", i32 32, i32 10, i8* %"exception.text_ptr.12")
  br label %"cleanup.done.3"
cleanup.done.3.if:
  %".103" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".104" = bitcast %"class_lifecycle__Node"* %".19" to i8*
  %".105" = call i32 @"irx_class_release"(i8* %"context", i8* %".104", i8* %".103")
  %".106" = icmp eq i32 %".105", 0
  br i1 %".106", label %"native.ok.6", label %"native.fail.6"
cleanup.done.3.endif:
  store %"class_lifecycle__Node"* %".19", %"class_lifecycle__Node"** %"result_out"
  ret i32 0
native.fail.6:
  %".108" = call i32 @"irx_exception_pending"(i8* %"context")
  %".109" = icmp ne i32 %".108", 0
  br i1 %".109", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  ret i32 1
native.pending.6:
  ret i32 1
native.error.6:
  %"exception.text_ptr.13" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".112" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".103", i8* %"exception.text_ptr.13", i32 32, i32 3, i8* %"exception.text_ptr.14")
  ret i32 1
}

define i32 @"class_lifecycle__touch"(i8* %"context", %"class_lifecycle__Node"* %"n", i32* %"result_out")
{
entry:
  %"file_error.29" = alloca [256 x i8]
  %"file_error.28" = alloca [256 x i8]
  %"file_error.27" = alloca [256 x i8]
  %"file_error.26" = alloca [256 x i8]
  %"file_error.25" = alloca [256 x i8]
  %"file_error.24" = alloca [256 x i8]
  %"file_error.23" = alloca [256 x i8]
  %"file_error.22" = alloca [256 x i8]
  %"file_error.21" = alloca [256 x i8]
  %"file_error.20" = alloca [256 x i8]
  %"file_error.19" = alloca [256 x i8]
  %"file_error.18" = alloca [256 x i8]
  %"file_error.17" = alloca [256 x i8]
  %"file_error.16" = alloca [256 x i8]
  %"file_error.15" = alloca [256 x i8]
  %"file_error.14" = alloca [256 x i8]
  %"file_error.13" = alloca [256 x i8]
  %"file_error.12" = alloca [256 x i8]
  %"file_error.11" = alloca [256 x i8]
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"local" = alloca %"class_lifecycle__Node"*
  %"file_error" = alloca [256 x i8]
  %"n.1" = alloca %"class_lifecycle__Node"*
  store %"class_lifecycle__Node"* %"n", %"class_lifecycle__Node"** %"n.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = bitcast %"class_lifecycle__Node"* %"n" to i8*
  %".8" = call i32 @"irx_class_retain"(i8* %".7", i8* %".6")
  %".9" = icmp eq i32 %".8", 0
  br i1 %".9", label %"native.ok", label %"native.fail"
native.fail:
  %".11" = call i32 @"irx_exception_pending"(i8* %"context")
  %".12" = icmp ne i32 %".11", 0
  br i1 %".12", label %"native.pending", label %"native.error"
native.ok:
  %"n.2" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  store %"class_lifecycle__Node"* %"n.2", %"class_lifecycle__Node"** %"local"
  %".18" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".19" = bitcast %"class_lifecycle__Node"* %"n.2" to i8*
  %".20" = call i32 @"irx_class_retain"(i8* %".19", i8* %".18")
  %".21" = icmp eq i32 %".20", 0
  br i1 %".21", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 34, i32 10, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".23" = call i32 @"irx_exception_pending"(i8* %"context")
  %".24" = icmp ne i32 %".23", 0
  br i1 %".24", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  store %"class_lifecycle__Node"* %"n.2", %"class_lifecycle__Node"** %"local"
  %"local.1" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".60" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".61" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".62" = call i32 @"irx_class_require"(i8* %".61", i8* %".60")
  %".63" = icmp eq i32 %".62", 0
  br i1 %".63", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".26" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".27" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".28" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".29" = bitcast %"class_lifecycle__Node"* %".27" to i8*
  %".30" = call i32 @"irx_class_release"(i8* %"context", i8* %".29", i8* %".28")
  %".31" = icmp eq i32 %".30", 0
  br i1 %".31", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.4" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".42" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".18", i8* %"exception.text_ptr.4", i32 35, i32 3, i8* %"exception.text_ptr.5")
  %".43" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".44" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".45" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".46" = bitcast %"class_lifecycle__Node"* %".44" to i8*
  %".47" = call i32 @"irx_class_release"(i8* %"context", i8* %".46", i8* %".45")
  %".48" = icmp eq i32 %".47", 0
  br i1 %".48", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".26")
  ret i32 1
native.fail.2:
  %".33" = call i32 @"irx_exception_pending"(i8* %"context")
  %".34" = icmp ne i32 %".33", 0
  br i1 %".34", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.2" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".28", i8* %"exception.text_ptr.2", i32 34, i32 10, i8* %"exception.text_ptr.3")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".43")
  ret i32 1
native.fail.3:
  %".50" = call i32 @"irx_exception_pending"(i8* %"context")
  %".51" = icmp ne i32 %".50", 0
  br i1 %".51", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.6" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".54" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".45", i8* %"exception.text_ptr.6", i32 34, i32 10, i8* %"exception.text_ptr.7")
  br label %"cleanup.done.1"
native.fail.4:
  %".65" = call i32 @"irx_exception_pending"(i8* %"context")
  %".66" = icmp ne i32 %".65", 0
  br i1 %".66", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".131" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".132" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".133" = call i32 @"irx_class_retain"(i8* %".132", i8* %".131")
  %".134" = icmp eq i32 %".133", 0
  br i1 %".134", label %"native.ok.9", label %"native.fail.9"
native.pending.4:
  %".68" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".69" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".70" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".71" = bitcast %"class_lifecycle__Node"* %".69" to i8*
  %".72" = call i32 @"irx_class_release"(i8* %"context", i8* %".71", i8* %".70")
  %".73" = icmp eq i32 %".72", 0
  br i1 %".73", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.12" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".99" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".60", i8* %"exception.text_ptr.12", i32 36, i32 10, i8* %"exception.text_ptr.13")
  %".100" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".101" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".102" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".103" = bitcast %"class_lifecycle__Node"* %".101" to i8*
  %".104" = call i32 @"irx_class_release"(i8* %"context", i8* %".103", i8* %".102")
  %".105" = icmp eq i32 %".104", 0
  br i1 %".105", label %"native.ok.7", label %"native.fail.7"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".68")
  %".83" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".84" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".85" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".86" = bitcast %"class_lifecycle__Node"* %".84" to i8*
  %".87" = call i32 @"irx_class_release"(i8* %"context", i8* %".86", i8* %".85")
  %".88" = icmp eq i32 %".87", 0
  br i1 %".88", label %"native.ok.6", label %"native.fail.6"
native.fail.5:
  %".75" = call i32 @"irx_exception_pending"(i8* %"context")
  %".76" = icmp ne i32 %".75", 0
  br i1 %".76", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.8" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".79" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.8", i32 35, i32 3, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".83")
  ret i32 1
native.fail.6:
  %".90" = call i32 @"irx_exception_pending"(i8* %"context")
  %".91" = icmp ne i32 %".90", 0
  br i1 %".91", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".94" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".85", i8* %"exception.text_ptr.10", i32 34, i32 10, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".100")
  %".115" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".116" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".117" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".118" = bitcast %"class_lifecycle__Node"* %".116" to i8*
  %".119" = call i32 @"irx_class_release"(i8* %"context", i8* %".118", i8* %".117")
  %".120" = icmp eq i32 %".119", 0
  br i1 %".120", label %"native.ok.8", label %"native.fail.8"
native.fail.7:
  %".107" = call i32 @"irx_exception_pending"(i8* %"context")
  %".108" = icmp ne i32 %".107", 0
  br i1 %".108", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.14" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".111" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".102", i8* %"exception.text_ptr.14", i32 35, i32 3, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".115")
  ret i32 1
native.fail.8:
  %".122" = call i32 @"irx_exception_pending"(i8* %"context")
  %".123" = icmp ne i32 %".122", 0
  br i1 %".123", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.16" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".126" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".117", i8* %"exception.text_ptr.16", i32 34, i32 10, i8* %"exception.text_ptr.17")
  br label %"cleanup.done.5"
native.fail.9:
  %".136" = call i32 @"irx_exception_pending"(i8* %"context")
  %".137" = icmp ne i32 %".136", 0
  br i1 %".137", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  %".202" = getelementptr inbounds %"class_lifecycle__Node", %"class_lifecycle__Node"* %"local.1", i32 0, i32 1
  %".203" = load i8*, i8** %".202"
  %".204" = bitcast i8* %".203" to i8* (i8*, i32)*
  %".205" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %"label_raw_addr" = call i8* %".204"(i8* %".205", i32 0)
  %".206" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".207" = call i32 @"irx_class_require"(i8* %"label_raw_addr", i8* %".206")
  %".208" = icmp eq i32 %".207", 0
  br i1 %".208", label %"native.ok.14", label %"native.fail.14"
native.pending.9:
  %".139" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".140" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".141" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".142" = bitcast %"class_lifecycle__Node"* %".140" to i8*
  %".143" = call i32 @"irx_class_release"(i8* %"context", i8* %".142", i8* %".141")
  %".144" = icmp eq i32 %".143", 0
  br i1 %".144", label %"native.ok.10", label %"native.fail.10"
native.error.9:
  %"exception.text_ptr.22" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".170" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".131", i8* %"exception.text_ptr.22", i32 36, i32 10, i8* %"exception.text_ptr.23")
  %".171" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".172" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".173" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".174" = bitcast %"class_lifecycle__Node"* %".172" to i8*
  %".175" = call i32 @"irx_class_release"(i8* %"context", i8* %".174", i8* %".173")
  %".176" = icmp eq i32 %".175", 0
  br i1 %".176", label %"native.ok.12", label %"native.fail.12"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".139")
  %".154" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".155" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".156" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".157" = bitcast %"class_lifecycle__Node"* %".155" to i8*
  %".158" = call i32 @"irx_class_release"(i8* %"context", i8* %".157", i8* %".156")
  %".159" = icmp eq i32 %".158", 0
  br i1 %".159", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".147" = icmp ne i32 %".146", 0
  br i1 %".147", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.18" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".150" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".141", i8* %"exception.text_ptr.18", i32 35, i32 3, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".154")
  ret i32 1
native.fail.11:
  %".161" = call i32 @"irx_exception_pending"(i8* %"context")
  %".162" = icmp ne i32 %".161", 0
  br i1 %".162", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.20" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".165" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".156", i8* %"exception.text_ptr.20", i32 34, i32 10, i8* %"exception.text_ptr.21")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".171")
  %".186" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".187" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".188" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".189" = bitcast %"class_lifecycle__Node"* %".187" to i8*
  %".190" = call i32 @"irx_class_release"(i8* %"context", i8* %".189", i8* %".188")
  %".191" = icmp eq i32 %".190", 0
  br i1 %".191", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".178" = call i32 @"irx_exception_pending"(i8* %"context")
  %".179" = icmp ne i32 %".178", 0
  br i1 %".179", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.24" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".182" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".173", i8* %"exception.text_ptr.24", i32 35, i32 3, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".186")
  ret i32 1
native.fail.13:
  %".193" = call i32 @"irx_exception_pending"(i8* %"context")
  %".194" = icmp ne i32 %".193", 0
  br i1 %".194", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.26" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".197" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".188", i8* %"exception.text_ptr.26", i32 34, i32 10, i8* %"exception.text_ptr.27")
  br label %"cleanup.done.9"
native.fail.14:
  %".210" = call i32 @"irx_exception_pending"(i8* %"context")
  %".211" = icmp ne i32 %".210", 0
  br i1 %".211", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  %"label_addr" = bitcast i8* %"label_raw_addr" to i32*
  %"label" = load i32, i32* %"label_addr"
  %"checked.mul" = call {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %"label", i32 10)
  %"multmp" = extractvalue {i32, i1} %"checked.mul", 0
  %"overflow" = extractvalue {i32, i1} %"checked.mul", 1
  %".304" = xor i1 %"overflow", -1
  br i1 %".304", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
native.pending.14:
  %".213" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".214" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".215" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".216" = call i32 @"irx_class_release"(i8* %"context", i8* %".215", i8* %".214")
  %".217" = icmp eq i32 %".216", 0
  br i1 %".217", label %"native.ok.15", label %"native.fail.15"
native.error.14:
  %"exception.text_ptr.34" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".258" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".206", i8* %"exception.text_ptr.34", i32 36, i32 10, i8* %"exception.text_ptr.35")
  %".259" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".260" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".261" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".262" = call i32 @"irx_class_release"(i8* %"context", i8* %".261", i8* %".260")
  %".263" = icmp eq i32 %".262", 0
  br i1 %".263", label %"native.ok.18", label %"native.fail.18"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".213")
  %".227" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".228" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".229" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".230" = bitcast %"class_lifecycle__Node"* %".228" to i8*
  %".231" = call i32 @"irx_class_release"(i8* %"context", i8* %".230", i8* %".229")
  %".232" = icmp eq i32 %".231", 0
  br i1 %".232", label %"native.ok.16", label %"native.fail.16"
native.fail.15:
  %".219" = call i32 @"irx_exception_pending"(i8* %"context")
  %".220" = icmp ne i32 %".219", 0
  br i1 %".220", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.10"
native.pending.15:
  br label %"cleanup.done.10"
native.error.15:
  %"exception.text_ptr.28" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".223" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".214", i8* %"exception.text_ptr.28", i32 36, i32 10, i8* %"exception.text_ptr.29")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".227")
  %".242" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".243" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".244" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".245" = bitcast %"class_lifecycle__Node"* %".243" to i8*
  %".246" = call i32 @"irx_class_release"(i8* %"context", i8* %".245", i8* %".244")
  %".247" = icmp eq i32 %".246", 0
  br i1 %".247", label %"native.ok.17", label %"native.fail.17"
native.fail.16:
  %".234" = call i32 @"irx_exception_pending"(i8* %"context")
  %".235" = icmp ne i32 %".234", 0
  br i1 %".235", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.11"
native.pending.16:
  br label %"cleanup.done.11"
native.error.16:
  %"exception.text_ptr.30" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".238" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".229", i8* %"exception.text_ptr.30", i32 35, i32 3, i8* %"exception.text_ptr.31")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".242")
  ret i32 1
native.fail.17:
  %".249" = call i32 @"irx_exception_pending"(i8* %"context")
  %".250" = icmp ne i32 %".249", 0
  br i1 %".250", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.12"
native.pending.17:
  br label %"cleanup.done.12"
native.error.17:
  %"exception.text_ptr.32" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".253" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".244", i8* %"exception.text_ptr.32", i32 34, i32 10, i8* %"exception.text_ptr.33")
  br label %"cleanup.done.12"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".259")
  %".273" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".274" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".275" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".276" = bitcast %"class_lifecycle__Node"* %".274" to i8*
  %".277" = call i32 @"irx_class_release"(i8* %"context", i8* %".276", i8* %".275")
  %".278" = icmp eq i32 %".277", 0
  br i1 %".278", label %"native.ok.19", label %"native.fail.19"
native.fail.18:
  %".265" = call i32 @"irx_exception_pending"(i8* %"context")
  %".266" = icmp ne i32 %".265", 0
  br i1 %".266", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.13"
native.pending.18:
  br label %"cleanup.done.13"
native.error.18:
  %"exception.text_ptr.36" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".269" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".260", i8* %"exception.text_ptr.36", i32 36, i32 10, i8* %"exception.text_ptr.37")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".273")
  %".288" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".289" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".290" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".291" = bitcast %"class_lifecycle__Node"* %".289" to i8*
  %".292" = call i32 @"irx_class_release"(i8* %"context", i8* %".291", i8* %".290")
  %".293" = icmp eq i32 %".292", 0
  br i1 %".293", label %"native.ok.20", label %"native.fail.20"
native.fail.19:
  %".280" = call i32 @"irx_exception_pending"(i8* %"context")
  %".281" = icmp ne i32 %".280", 0
  br i1 %".281", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.14"
native.pending.19:
  br label %"cleanup.done.14"
native.error.19:
  %"exception.text_ptr.38" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".284" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".275", i8* %"exception.text_ptr.38", i32 35, i32 3, i8* %"exception.text_ptr.39")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".288")
  ret i32 1
native.fail.20:
  %".295" = call i32 @"irx_exception_pending"(i8* %"context")
  %".296" = icmp ne i32 %".295", 0
  br i1 %".296", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.15"
native.pending.20:
  br label %"cleanup.done.15"
native.error.20:
  %"exception.text_ptr.40" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".299" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".290", i8* %"exception.text_ptr.40", i32 34, i32 10, i8* %"exception.text_ptr.41")
  br label %"cleanup.done.15"
numeric.arithmetic.fail:
  %"exception.text_ptr.42" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_13", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_16", i32 0, i32 0
  %".306" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.42", i8* %"exception.text_ptr.43", i32 36, i32 22, i8* %"exception.text_ptr.44")
  %".307" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".308" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".309" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".310" = call i32 @"irx_class_release"(i8* %"context", i8* %".309", i8* %".308")
  %".311" = icmp eq i32 %".310", 0
  br i1 %".311", label %"native.ok.21", label %"native.fail.21"
numeric.arithmetic.pass:
  %".352" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".353" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".354" = bitcast %"class_lifecycle__Node"* %"local.1" to i8*
  %".355" = call i32 @"irx_class_release"(i8* %"context", i8* %".354", i8* %".353")
  %".356" = icmp eq i32 %".355", 0
  br i1 %".356", label %"native.ok.24", label %"native.fail.24"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".307")
  %".321" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".322" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".323" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".324" = bitcast %"class_lifecycle__Node"* %".322" to i8*
  %".325" = call i32 @"irx_class_release"(i8* %"context", i8* %".324", i8* %".323")
  %".326" = icmp eq i32 %".325", 0
  br i1 %".326", label %"native.ok.22", label %"native.fail.22"
native.fail.21:
  %".313" = call i32 @"irx_exception_pending"(i8* %"context")
  %".314" = icmp ne i32 %".313", 0
  br i1 %".314", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.16"
native.pending.21:
  br label %"cleanup.done.16"
native.error.21:
  %"exception.text_ptr.45" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".317" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".308", i8* %"exception.text_ptr.45", i32 36, i32 10, i8* %"exception.text_ptr.46")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".321")
  %".336" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".337" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".338" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".339" = bitcast %"class_lifecycle__Node"* %".337" to i8*
  %".340" = call i32 @"irx_class_release"(i8* %"context", i8* %".339", i8* %".338")
  %".341" = icmp eq i32 %".340", 0
  br i1 %".341", label %"native.ok.23", label %"native.fail.23"
native.fail.22:
  %".328" = call i32 @"irx_exception_pending"(i8* %"context")
  %".329" = icmp ne i32 %".328", 0
  br i1 %".329", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.17"
native.pending.22:
  br label %"cleanup.done.17"
native.error.22:
  %"exception.text_ptr.47" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".332" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".323", i8* %"exception.text_ptr.47", i32 35, i32 3, i8* %"exception.text_ptr.48")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".336")
  ret i32 1
native.fail.23:
  %".343" = call i32 @"irx_exception_pending"(i8* %"context")
  %".344" = icmp ne i32 %".343", 0
  br i1 %".344", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.18"
native.pending.23:
  br label %"cleanup.done.18"
native.error.23:
  %"exception.text_ptr.49" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".347" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".338", i8* %"exception.text_ptr.49", i32 34, i32 10, i8* %"exception.text_ptr.50")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".352")
  %".366" = call i32 @"irx_exception_pending"(i8* %"context")
  %".367" = icmp ne i32 %".366", 0
  br i1 %".367", label %"cleanup.done.19.if", label %"cleanup.done.19.endif"
native.fail.24:
  %".358" = call i32 @"irx_exception_pending"(i8* %"context")
  %".359" = icmp ne i32 %".358", 0
  br i1 %".359", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.19"
native.pending.24:
  br label %"cleanup.done.19"
native.error.24:
  %"exception.text_ptr.51" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".362" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".353", i8* %"exception.text_ptr.51", i32 36, i32 10, i8* %"exception.text_ptr.52")
  br label %"cleanup.done.19"
cleanup.done.19.if:
  %".369" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".370" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".371" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".372" = bitcast %"class_lifecycle__Node"* %".370" to i8*
  %".373" = call i32 @"irx_class_release"(i8* %"context", i8* %".372", i8* %".371")
  %".374" = icmp eq i32 %".373", 0
  br i1 %".374", label %"native.ok.25", label %"native.fail.25"
cleanup.done.19.endif:
  %".400" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".401" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"local"
  %".402" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".403" = bitcast %"class_lifecycle__Node"* %".401" to i8*
  %".404" = call i32 @"irx_class_release"(i8* %"context", i8* %".403", i8* %".402")
  %".405" = icmp eq i32 %".404", 0
  br i1 %".405", label %"native.ok.27", label %"native.fail.27"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".369")
  %".384" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".385" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".386" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".387" = bitcast %"class_lifecycle__Node"* %".385" to i8*
  %".388" = call i32 @"irx_class_release"(i8* %"context", i8* %".387", i8* %".386")
  %".389" = icmp eq i32 %".388", 0
  br i1 %".389", label %"native.ok.26", label %"native.fail.26"
native.fail.25:
  %".376" = call i32 @"irx_exception_pending"(i8* %"context")
  %".377" = icmp ne i32 %".376", 0
  br i1 %".377", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.20"
native.pending.25:
  br label %"cleanup.done.20"
native.error.25:
  %"exception.text_ptr.53" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".380" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".371", i8* %"exception.text_ptr.53", i32 35, i32 3, i8* %"exception.text_ptr.54")
  br label %"cleanup.done.20"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".384")
  ret i32 1
native.fail.26:
  %".391" = call i32 @"irx_exception_pending"(i8* %"context")
  %".392" = icmp ne i32 %".391", 0
  br i1 %".392", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.21"
native.pending.26:
  br label %"cleanup.done.21"
native.error.26:
  %"exception.text_ptr.55" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.56" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".395" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".386", i8* %"exception.text_ptr.55", i32 34, i32 10, i8* %"exception.text_ptr.56")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".400")
  %".415" = call i32 @"irx_exception_pending"(i8* %"context")
  %".416" = icmp ne i32 %".415", 0
  br i1 %".416", label %"cleanup.done.22.if", label %"cleanup.done.22.endif"
native.fail.27:
  %".407" = call i32 @"irx_exception_pending"(i8* %"context")
  %".408" = icmp ne i32 %".407", 0
  br i1 %".408", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.22"
native.pending.27:
  br label %"cleanup.done.22"
native.error.27:
  %"exception.text_ptr.57" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.58" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".411" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".402", i8* %"exception.text_ptr.57", i32 35, i32 3, i8* %"exception.text_ptr.58")
  br label %"cleanup.done.22"
cleanup.done.22.if:
  %".418" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".419" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".420" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".421" = bitcast %"class_lifecycle__Node"* %".419" to i8*
  %".422" = call i32 @"irx_class_release"(i8* %"context", i8* %".421", i8* %".420")
  %".423" = icmp eq i32 %".422", 0
  br i1 %".423", label %"native.ok.28", label %"native.fail.28"
cleanup.done.22.endif:
  %".434" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".435" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"n.1"
  %".436" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".437" = bitcast %"class_lifecycle__Node"* %".435" to i8*
  %".438" = call i32 @"irx_class_release"(i8* %"context", i8* %".437", i8* %".436")
  %".439" = icmp eq i32 %".438", 0
  br i1 %".439", label %"native.ok.29", label %"native.fail.29"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".418")
  ret i32 1
native.fail.28:
  %".425" = call i32 @"irx_exception_pending"(i8* %"context")
  %".426" = icmp ne i32 %".425", 0
  br i1 %".426", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.23"
native.pending.28:
  br label %"cleanup.done.23"
native.error.28:
  %"exception.text_ptr.59" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".429" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".420", i8* %"exception.text_ptr.59", i32 34, i32 10, i8* %"exception.text_ptr.60")
  br label %"cleanup.done.23"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".434")
  %".449" = call i32 @"irx_exception_pending"(i8* %"context")
  %".450" = icmp ne i32 %".449", 0
  br i1 %".450", label %"cleanup.done.24.if", label %"cleanup.done.24.endif"
native.fail.29:
  %".441" = call i32 @"irx_exception_pending"(i8* %"context")
  %".442" = icmp ne i32 %".441", 0
  br i1 %".442", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.24"
native.pending.29:
  br label %"cleanup.done.24"
native.error.29:
  %"exception.text_ptr.61" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".445" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".436", i8* %"exception.text_ptr.61", i32 34, i32 10, i8* %"exception.text_ptr.62")
  br label %"cleanup.done.24"
cleanup.done.24.if:
  ret i32 1
cleanup.done.24.endif:
  store i32 %"multmp", i32* %"result_out"
  ret i32 0
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"file_error.70" = alloca [256 x i8]
  %"file_error.69" = alloca [256 x i8]
  %"file_error.68" = alloca [256 x i8]
  %"file_error.67" = alloca [256 x i8]
  %"file_error.66" = alloca [256 x i8]
  %"file_error.65" = alloca [256 x i8]
  %"c" = alloca %"class_lifecycle__Node"*
  %"file_error.64" = alloca [256 x i8]
  %"file_error.63" = alloca [256 x i8]
  %"file_error.62" = alloca [256 x i8]
  %"initializer_self.1" = alloca %"class_lifecycle__Node"*
  %"file_error.61" = alloca [256 x i8]
  %"file_error.60" = alloca [256 x i8]
  %"file_error.59" = alloca [256 x i8]
  %"file_error.58" = alloca [256 x i8]
  %"file_error.57" = alloca [256 x i8]
  %"class_result.1" = alloca i8*
  %"file_error.56" = alloca [256 x i8]
  %"file_error.55" = alloca [256 x i8]
  %"file_error.54" = alloca [256 x i8]
  %"file_error.53" = alloca [256 x i8]
  %"file_error.52" = alloca [256 x i8]
  %"file_error.51" = alloca [256 x i8]
  %"file_error.50" = alloca [256 x i8]
  %"file_error.49" = alloca [256 x i8]
  %"file_error.48" = alloca [256 x i8]
  %"file_error.47" = alloca [256 x i8]
  %"file_error.46" = alloca [256 x i8]
  %"file_error.45" = alloca [256 x i8]
  %"file_error.44" = alloca [256 x i8]
  %"file_error.43" = alloca [256 x i8]
  %"file_error.42" = alloca [256 x i8]
  %"file_error.41" = alloca [256 x i8]
  %"file_error.40" = alloca [256 x i8]
  %"file_error.39" = alloca [256 x i8]
  %"file_error.38" = alloca [256 x i8]
  %"file_error.37" = alloca [256 x i8]
  %"file_error.36" = alloca [256 x i8]
  %"file_error.35" = alloca [256 x i8]
  %"file_error.34" = alloca [256 x i8]
  %"file_error.33" = alloca [256 x i8]
  %"file_error.32" = alloca [256 x i8]
  %"file_error.31" = alloca [256 x i8]
  %"file_error.30" = alloca [256 x i8]
  %"file_error.29" = alloca [256 x i8]
  %"file_error.28" = alloca [256 x i8]
  %"file_error.27" = alloca [256 x i8]
  %"file_error.26" = alloca [256 x i8]
  %"file_error.25" = alloca [256 x i8]
  %"file_error.24" = alloca [256 x i8]
  %"file_error.23" = alloca [256 x i8]
  %"file_error.22" = alloca [256 x i8]
  %"file_error.21" = alloca [256 x i8]
  %"file_error.20" = alloca [256 x i8]
  %"file_error.19" = alloca [256 x i8]
  %"file_error.18" = alloca [256 x i8]
  %"b" = alloca %"class_lifecycle__Node"*
  %"file_error.17" = alloca [256 x i8]
  %"file_error.16" = alloca [256 x i8]
  %"initializer_self" = alloca %"class_lifecycle__Node"*
  %"file_error.15" = alloca [256 x i8]
  %"file_error.14" = alloca [256 x i8]
  %"file_error.13" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %"file_error.12" = alloca [256 x i8]
  %"file_error.11" = alloca [256 x i8]
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"call.result.1" = alloca i32
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"a" = alloca %"class_lifecycle__Node"*
  %"call.result" = alloca %"class_lifecycle__Node"*
  %"call.status" = call i32 @"class_lifecycle__make"(i8* %"context", i32 1, %"class_lifecycle__Node"** %"call.result")
  %".4" = icmp eq i32 %"call.status", 0
  br i1 %".4", label %"call.success", label %"call.failure"
call.success:
  %".8" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"call.result"
  store %"class_lifecycle__Node"* %".8", %"class_lifecycle__Node"** %"a"
  store %"class_lifecycle__Node"* %".8", %"class_lifecycle__Node"** %"a"
  %"a.1" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".11" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".12" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".13" = call i32 @"irx_class_retain"(i8* %".12", i8* %".11")
  %".14" = icmp eq i32 %".13", 0
  br i1 %".14", label %"native.ok", label %"native.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 39, i32 17)
  ret i32 1
native.fail:
  %".16" = call i32 @"irx_exception_pending"(i8* %"context")
  %".17" = icmp ne i32 %".16", 0
  br i1 %".17", label %"native.pending", label %"native.error"
native.ok:
  %"call.status.1" = call i32 @"class_lifecycle__touch"(i8* %"context", %"class_lifecycle__Node"* %"a.1", i32* %"call.result.1")
  %".52" = icmp eq i32 %"call.status.1", 0
  br i1 %".52", label %"call.success.1", label %"call.failure.1"
native.pending:
  %".19" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".20" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".21" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".22" = bitcast %"class_lifecycle__Node"* %".20" to i8*
  %".23" = call i32 @"irx_class_release"(i8* %"context", i8* %".22", i8* %".21")
  %".24" = icmp eq i32 %".23", 0
  br i1 %".24", label %"native.ok.1", label %"native.fail.1"
native.error:
  %"exception.text_ptr.3" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".35" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".11", i8* %"exception.text_ptr.3", i32 41, i32 15, i8* %"exception.text_ptr.4")
  %".36" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".37" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".38" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".39" = bitcast %"class_lifecycle__Node"* %".37" to i8*
  %".40" = call i32 @"irx_class_release"(i8* %"context", i8* %".39", i8* %".38")
  %".41" = icmp eq i32 %".40", 0
  br i1 %".41", label %"native.ok.2", label %"native.fail.2"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".19")
  ret i32 1
native.fail.1:
  %".26" = call i32 @"irx_exception_pending"(i8* %"context")
  %".27" = icmp ne i32 %".26", 0
  br i1 %".27", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  br label %"cleanup.done"
native.pending.1:
  br label %"cleanup.done"
native.error.1:
  %"exception.text_ptr.1" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".21", i8* %"exception.text_ptr.1", i32 39, i32 3, i8* %"exception.text_ptr.2")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".36")
  ret i32 1
native.fail.2:
  %".43" = call i32 @"irx_exception_pending"(i8* %"context")
  %".44" = icmp ne i32 %".43", 0
  br i1 %".44", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done.1"
native.pending.2:
  br label %"cleanup.done.1"
native.error.2:
  %"exception.text_ptr.5" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".47" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".38", i8* %"exception.text_ptr.5", i32 39, i32 3, i8* %"exception.text_ptr.6")
  br label %"cleanup.done.1"
call.success.1:
  %".85" = load i32, i32* %"call.result.1"
  %".86" = sext i32 %".85" to i64
  %".87" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".88" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".87", i64 %".86")
  %"string_format_size_succeeded" = icmp sge i32 %".88", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure.1:
  %"exception.text_ptr.7" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.7", i32 41, i32 9)
  %".55" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".56" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".57" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".58" = call i32 @"irx_class_release"(i8* %"context", i8* %".57", i8* %".56")
  %".59" = icmp eq i32 %".58", 0
  br i1 %".59", label %"native.ok.3", label %"native.fail.3"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".55")
  %".69" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".70" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".71" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".72" = bitcast %"class_lifecycle__Node"* %".70" to i8*
  %".73" = call i32 @"irx_class_release"(i8* %"context", i8* %".72", i8* %".71")
  %".74" = icmp eq i32 %".73", 0
  br i1 %".74", label %"native.ok.4", label %"native.fail.4"
native.fail.3:
  %".61" = call i32 @"irx_exception_pending"(i8* %"context")
  %".62" = icmp ne i32 %".61", 0
  br i1 %".62", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.2"
native.pending.3:
  br label %"cleanup.done.2"
native.error.3:
  %"exception.text_ptr.8" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".56", i8* %"exception.text_ptr.8", i32 41, i32 15, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".69")
  ret i32 1
native.fail.4:
  %".76" = call i32 @"irx_exception_pending"(i8* %"context")
  %".77" = icmp ne i32 %".76", 0
  br i1 %".77", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.3"
native.pending.4:
  br label %"cleanup.done.3"
native.error.4:
  %"exception.text_ptr.10" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".80" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".71", i8* %"exception.text_ptr.10", i32 39, i32 3, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.3"
string.format.size.fail:
  %"exception.text_ptr.12" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".90" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 -1, i32 -1, i8* %"exception.text_ptr.14")
  %".91" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".92" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".93" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".94" = call i32 @"irx_class_release"(i8* %"context", i8* %".93", i8* %".92")
  %".95" = icmp eq i32 %".94", 0
  br i1 %".95", label %"native.ok.5", label %"native.fail.5"
string.format.size.pass:
  %".121" = zext i32 %".88" to i64
  %"string_format_allocation_size" = add i64 %".121", 1
  %".122" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".122", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".91")
  %".105" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".106" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".107" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".108" = bitcast %"class_lifecycle__Node"* %".106" to i8*
  %".109" = call i32 @"irx_class_release"(i8* %"context", i8* %".108", i8* %".107")
  %".110" = icmp eq i32 %".109", 0
  br i1 %".110", label %"native.ok.6", label %"native.fail.6"
native.fail.5:
  %".97" = call i32 @"irx_exception_pending"(i8* %"context")
  %".98" = icmp ne i32 %".97", 0
  br i1 %".98", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.4"
native.pending.5:
  br label %"cleanup.done.4"
native.error.5:
  %"exception.text_ptr.15" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".101" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".92", i8* %"exception.text_ptr.15", i32 41, i32 15, i8* %"exception.text_ptr.16")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".105")
  ret i32 1
native.fail.6:
  %".112" = call i32 @"irx_exception_pending"(i8* %"context")
  %".113" = icmp ne i32 %".112", 0
  br i1 %".113", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.5"
native.pending.6:
  br label %"cleanup.done.5"
native.error.6:
  %"exception.text_ptr.17" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".116" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".107", i8* %"exception.text_ptr.17", i32 39, i32 3, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.5"
string.allocation.fail:
  %"exception.text_ptr.19" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_11", i32 0, i32 0
  %".124" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.19", i8* %"exception.text_ptr.20", i32 -1, i32 -1, i8* %"exception.text_ptr.21")
  %".125" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".126" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".127" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".128" = call i32 @"irx_class_release"(i8* %"context", i8* %".127", i8* %".126")
  %".129" = icmp eq i32 %".128", 0
  br i1 %".129", label %"native.ok.7", label %"native.fail.7"
string.allocation.pass:
  %".155" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".122", i64 %"string_format_allocation_size", i8* %".87", i64 %".86")
  %"string_format_write_succeeded" = icmp sge i32 %".155", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".125")
  %".139" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".140" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".141" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".142" = bitcast %"class_lifecycle__Node"* %".140" to i8*
  %".143" = call i32 @"irx_class_release"(i8* %"context", i8* %".142", i8* %".141")
  %".144" = icmp eq i32 %".143", 0
  br i1 %".144", label %"native.ok.8", label %"native.fail.8"
native.fail.7:
  %".131" = call i32 @"irx_exception_pending"(i8* %"context")
  %".132" = icmp ne i32 %".131", 0
  br i1 %".132", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.6"
native.pending.7:
  br label %"cleanup.done.6"
native.error.7:
  %"exception.text_ptr.22" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".135" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".126", i8* %"exception.text_ptr.22", i32 41, i32 15, i8* %"exception.text_ptr.23")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".139")
  ret i32 1
native.fail.8:
  %".146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".147" = icmp ne i32 %".146", 0
  br i1 %".147", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.7"
native.pending.8:
  br label %"cleanup.done.7"
native.error.8:
  %"exception.text_ptr.24" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".150" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".141", i8* %"exception.text_ptr.24", i32 39, i32 3, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.7"
string.format.write.fail:
  %"exception.text_ptr.26" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".157" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.26", i8* %"exception.text_ptr.27", i32 -1, i32 -1, i8* %"exception.text_ptr.28")
  %".158" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".159" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".160" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".161" = call i32 @"irx_class_release"(i8* %"context", i8* %".160", i8* %".159")
  %".162" = icmp eq i32 %".161", 0
  br i1 %".162", label %"native.ok.9", label %"native.fail.9"
string.format.write.pass:
  %".188" = call i32 @"puts"(i8* %".122")
  call void @"free"(i8* %".122")
  %".190" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".191" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".192" = bitcast %"class_lifecycle__Node"* %"a.1" to i8*
  %".193" = call i32 @"irx_class_release"(i8* %"context", i8* %".192", i8* %".191")
  %".194" = icmp eq i32 %".193", 0
  br i1 %".194", label %"native.ok.11", label %"native.fail.11"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".158")
  %".172" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".173" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".174" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".175" = bitcast %"class_lifecycle__Node"* %".173" to i8*
  %".176" = call i32 @"irx_class_release"(i8* %"context", i8* %".175", i8* %".174")
  %".177" = icmp eq i32 %".176", 0
  br i1 %".177", label %"native.ok.10", label %"native.fail.10"
native.fail.9:
  %".164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.8"
native.pending.9:
  br label %"cleanup.done.8"
native.error.9:
  %"exception.text_ptr.29" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".168" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.29", i32 41, i32 15, i8* %"exception.text_ptr.30")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".172")
  ret i32 1
native.fail.10:
  %".179" = call i32 @"irx_exception_pending"(i8* %"context")
  %".180" = icmp ne i32 %".179", 0
  br i1 %".180", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.9"
native.pending.10:
  br label %"cleanup.done.9"
native.error.10:
  %"exception.text_ptr.31" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".183" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".174", i8* %"exception.text_ptr.31", i32 39, i32 3, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".190")
  %".204" = call i32 @"irx_exception_pending"(i8* %"context")
  %".205" = icmp ne i32 %".204", 0
  br i1 %".205", label %"cleanup.done.10.if", label %"cleanup.done.10.endif"
native.fail.11:
  %".196" = call i32 @"irx_exception_pending"(i8* %"context")
  %".197" = icmp ne i32 %".196", 0
  br i1 %".197", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.10"
native.pending.11:
  br label %"cleanup.done.10"
native.error.11:
  %"exception.text_ptr.33" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".200" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".191", i8* %"exception.text_ptr.33", i32 41, i32 15, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.10"
cleanup.done.10.if:
  %".207" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".208" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".209" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".210" = bitcast %"class_lifecycle__Node"* %".208" to i8*
  %".211" = call i32 @"irx_class_release"(i8* %"context", i8* %".210", i8* %".209")
  %".212" = icmp eq i32 %".211", 0
  br i1 %".212", label %"native.ok.12", label %"native.fail.12"
cleanup.done.10.endif:
  %".223" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".224" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* null, i32 1
  %".225" = ptrtoint %"class_lifecycle__Node"* %".224" to i64
  %".226" = call i32 @"irx_class_create"(i64 %".225", i32 (i8*, i8*, i8*)* @"irx.drop.class_lifecycle::class::Node", i8** %"class_result", i8* %".223")
  %".227" = icmp eq i32 %".226", 0
  br i1 %".227", label %"native.ok.13", label %"native.fail.13"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".207")
  ret i32 1
native.fail.12:
  %".214" = call i32 @"irx_exception_pending"(i8* %"context")
  %".215" = icmp ne i32 %".214", 0
  br i1 %".215", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.11"
native.pending.12:
  br label %"cleanup.done.11"
native.error.12:
  %"exception.text_ptr.35" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".218" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".209", i8* %"exception.text_ptr.35", i32 39, i32 3, i8* %"exception.text_ptr.36")
  br label %"cleanup.done.11"
native.fail.13:
  %".229" = call i32 @"irx_exception_pending"(i8* %"context")
  %".230" = icmp ne i32 %".229", 0
  br i1 %".230", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  %".265" = load i8*, i8** %"class_result"
  %".266" = bitcast i8* %".265" to %"class_lifecycle__Node"*
  %".267" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".266", i32 0, i32 1
  %".268" = bitcast i8* (i8*, i32)* @"class_lifecycle__Node__descriptor" to i8*
  store i8* %".268", i8** %".267"
  %".270" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".266", i32 0, i32 2
  store i8* null, i8** %".270"
  store %"class_lifecycle__Node"* %".266", %"class_lifecycle__Node"** %"initializer_self"
  %".273" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".266", i32 0, i32 3
  store i32 0, i32* %".273"
  %"call.status.2" = call i32 @"class_lifecycle__Node__method____init____overload__instance____init____irx_default__fixed__Int32__NoneType"(i8* %"context", %"class_lifecycle__Node"* %".266", i32 2)
  %".275" = icmp eq i32 %"call.status.2", 0
  br i1 %".275", label %"call.success.2", label %"call.failure.2"
native.pending.13:
  %".232" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".233" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".234" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".235" = bitcast %"class_lifecycle__Node"* %".233" to i8*
  %".236" = call i32 @"irx_class_release"(i8* %"context", i8* %".235", i8* %".234")
  %".237" = icmp eq i32 %".236", 0
  br i1 %".237", label %"native.ok.14", label %"native.fail.14"
native.error.13:
  %"exception.text_ptr.39" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".248" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".223", i8* %"exception.text_ptr.39", i32 43, i32 17, i8* %"exception.text_ptr.40")
  %".249" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".250" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".251" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".252" = bitcast %"class_lifecycle__Node"* %".250" to i8*
  %".253" = call i32 @"irx_class_release"(i8* %"context", i8* %".252", i8* %".251")
  %".254" = icmp eq i32 %".253", 0
  br i1 %".254", label %"native.ok.15", label %"native.fail.15"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".232")
  ret i32 1
native.fail.14:
  %".239" = call i32 @"irx_exception_pending"(i8* %"context")
  %".240" = icmp ne i32 %".239", 0
  br i1 %".240", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.12"
native.pending.14:
  br label %"cleanup.done.12"
native.error.14:
  %"exception.text_ptr.37" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".243" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".234", i8* %"exception.text_ptr.37", i32 39, i32 3, i8* %"exception.text_ptr.38")
  br label %"cleanup.done.12"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".249")
  ret i32 1
native.fail.15:
  %".256" = call i32 @"irx_exception_pending"(i8* %"context")
  %".257" = icmp ne i32 %".256", 0
  br i1 %".257", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.13"
native.pending.15:
  br label %"cleanup.done.13"
native.error.15:
  %"exception.text_ptr.41" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".260" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".251", i8* %"exception.text_ptr.41", i32 39, i32 3, i8* %"exception.text_ptr.42")
  br label %"cleanup.done.13"
call.success.2:
  call void @"irx_class_complete"(i8* %".265")
  store %"class_lifecycle__Node"* %".266", %"class_lifecycle__Node"** %"b"
  store %"class_lifecycle__Node"* %".266", %"class_lifecycle__Node"** %"b"
  %"a.2" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".311" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".312" = bitcast %"class_lifecycle__Node"* %"a.2" to i8*
  %".313" = call i32 @"irx_class_retain"(i8* %".312", i8* %".311")
  %".314" = icmp eq i32 %".313", 0
  br i1 %".314", label %"native.ok.18", label %"native.fail.18"
call.failure.2:
  %"exception.text_ptr.43" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.43", i32 43, i32 17)
  %".278" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".279" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".280" = bitcast %"class_lifecycle__Node"* %".266" to i8*
  %".281" = call i32 @"irx_class_release"(i8* %"context", i8* %".280", i8* %".279")
  %".282" = icmp eq i32 %".281", 0
  br i1 %".282", label %"native.ok.16", label %"native.fail.16"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".278")
  %".292" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".293" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".294" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".295" = bitcast %"class_lifecycle__Node"* %".293" to i8*
  %".296" = call i32 @"irx_class_release"(i8* %"context", i8* %".295", i8* %".294")
  %".297" = icmp eq i32 %".296", 0
  br i1 %".297", label %"native.ok.17", label %"native.fail.17"
native.fail.16:
  %".284" = call i32 @"irx_exception_pending"(i8* %"context")
  %".285" = icmp ne i32 %".284", 0
  br i1 %".285", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.14"
native.pending.16:
  br label %"cleanup.done.14"
native.error.16:
  %"exception.text_ptr.44" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.45" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".288" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".279", i8* %"exception.text_ptr.44", i32 43, i32 17, i8* %"exception.text_ptr.45")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".292")
  ret i32 1
native.fail.17:
  %".299" = call i32 @"irx_exception_pending"(i8* %"context")
  %".300" = icmp ne i32 %".299", 0
  br i1 %".300", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.15"
native.pending.17:
  br label %"cleanup.done.15"
native.error.17:
  %"exception.text_ptr.46" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.47" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".303" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".294", i8* %"exception.text_ptr.46", i32 39, i32 3, i8* %"exception.text_ptr.47")
  br label %"cleanup.done.15"
native.fail.18:
  %".316" = call i32 @"irx_exception_pending"(i8* %"context")
  %".317" = icmp ne i32 %".316", 0
  br i1 %".317", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  %".382" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  store %"class_lifecycle__Node"* %"a.2", %"class_lifecycle__Node"** %"b"
  %".384" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".385" = bitcast %"class_lifecycle__Node"* %".382" to i8*
  %".386" = call i32 @"irx_class_release"(i8* %"context", i8* %".385", i8* %".384")
  %".387" = icmp eq i32 %".386", 0
  br i1 %".387", label %"native.ok.23", label %"native.fail.23"
native.pending.18:
  %".319" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".320" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".321" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".322" = bitcast %"class_lifecycle__Node"* %".320" to i8*
  %".323" = call i32 @"irx_class_release"(i8* %"context", i8* %".322", i8* %".321")
  %".324" = icmp eq i32 %".323", 0
  br i1 %".324", label %"native.ok.19", label %"native.fail.19"
native.error.18:
  %"exception.text_ptr.52" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".350" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".311", i8* %"exception.text_ptr.52", i32 45, i32 5, i8* %"exception.text_ptr.53")
  %".351" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".352" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".353" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".354" = bitcast %"class_lifecycle__Node"* %".352" to i8*
  %".355" = call i32 @"irx_class_release"(i8* %"context", i8* %".354", i8* %".353")
  %".356" = icmp eq i32 %".355", 0
  br i1 %".356", label %"native.ok.21", label %"native.fail.21"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".319")
  %".334" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".335" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".336" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".337" = bitcast %"class_lifecycle__Node"* %".335" to i8*
  %".338" = call i32 @"irx_class_release"(i8* %"context", i8* %".337", i8* %".336")
  %".339" = icmp eq i32 %".338", 0
  br i1 %".339", label %"native.ok.20", label %"native.fail.20"
native.fail.19:
  %".326" = call i32 @"irx_exception_pending"(i8* %"context")
  %".327" = icmp ne i32 %".326", 0
  br i1 %".327", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.16"
native.pending.19:
  br label %"cleanup.done.16"
native.error.19:
  %"exception.text_ptr.48" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".330" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".321", i8* %"exception.text_ptr.48", i32 43, i32 3, i8* %"exception.text_ptr.49")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".334")
  ret i32 1
native.fail.20:
  %".341" = call i32 @"irx_exception_pending"(i8* %"context")
  %".342" = icmp ne i32 %".341", 0
  br i1 %".342", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.17"
native.pending.20:
  br label %"cleanup.done.17"
native.error.20:
  %"exception.text_ptr.50" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".345" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".336", i8* %"exception.text_ptr.50", i32 39, i32 3, i8* %"exception.text_ptr.51")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".351")
  %".366" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".367" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".368" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".369" = bitcast %"class_lifecycle__Node"* %".367" to i8*
  %".370" = call i32 @"irx_class_release"(i8* %"context", i8* %".369", i8* %".368")
  %".371" = icmp eq i32 %".370", 0
  br i1 %".371", label %"native.ok.22", label %"native.fail.22"
native.fail.21:
  %".358" = call i32 @"irx_exception_pending"(i8* %"context")
  %".359" = icmp ne i32 %".358", 0
  br i1 %".359", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.18"
native.pending.21:
  br label %"cleanup.done.18"
native.error.21:
  %"exception.text_ptr.54" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".362" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".353", i8* %"exception.text_ptr.54", i32 43, i32 3, i8* %"exception.text_ptr.55")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".366")
  ret i32 1
native.fail.22:
  %".373" = call i32 @"irx_exception_pending"(i8* %"context")
  %".374" = icmp ne i32 %".373", 0
  br i1 %".374", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.19"
native.pending.22:
  br label %"cleanup.done.19"
native.error.22:
  %"exception.text_ptr.56" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".377" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".368", i8* %"exception.text_ptr.56", i32 39, i32 3, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.19"
native.fail.23:
  %".389" = call i32 @"irx_exception_pending"(i8* %"context")
  %".390" = icmp ne i32 %".389", 0
  br i1 %".390", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  %"b.1" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".455" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".456" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".457" = call i32 @"irx_class_require"(i8* %".456", i8* %".455")
  %".458" = icmp eq i32 %".457", 0
  br i1 %".458", label %"native.ok.28", label %"native.fail.28"
native.pending.23:
  %".392" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".393" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".394" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".395" = bitcast %"class_lifecycle__Node"* %".393" to i8*
  %".396" = call i32 @"irx_class_release"(i8* %"context", i8* %".395", i8* %".394")
  %".397" = icmp eq i32 %".396", 0
  br i1 %".397", label %"native.ok.24", label %"native.fail.24"
native.error.23:
  %"exception.text_ptr.62" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".423" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".384", i8* %"exception.text_ptr.62", i32 45, i32 5, i8* %"exception.text_ptr.63")
  %".424" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".425" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".426" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".427" = bitcast %"class_lifecycle__Node"* %".425" to i8*
  %".428" = call i32 @"irx_class_release"(i8* %"context", i8* %".427", i8* %".426")
  %".429" = icmp eq i32 %".428", 0
  br i1 %".429", label %"native.ok.26", label %"native.fail.26"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".392")
  %".407" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".408" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".409" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".410" = bitcast %"class_lifecycle__Node"* %".408" to i8*
  %".411" = call i32 @"irx_class_release"(i8* %"context", i8* %".410", i8* %".409")
  %".412" = icmp eq i32 %".411", 0
  br i1 %".412", label %"native.ok.25", label %"native.fail.25"
native.fail.24:
  %".399" = call i32 @"irx_exception_pending"(i8* %"context")
  %".400" = icmp ne i32 %".399", 0
  br i1 %".400", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.20"
native.pending.24:
  br label %"cleanup.done.20"
native.error.24:
  %"exception.text_ptr.58" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".403" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".394", i8* %"exception.text_ptr.58", i32 43, i32 3, i8* %"exception.text_ptr.59")
  br label %"cleanup.done.20"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".407")
  ret i32 1
native.fail.25:
  %".414" = call i32 @"irx_exception_pending"(i8* %"context")
  %".415" = icmp ne i32 %".414", 0
  br i1 %".415", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.21"
native.pending.25:
  br label %"cleanup.done.21"
native.error.25:
  %"exception.text_ptr.60" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".418" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".409", i8* %"exception.text_ptr.60", i32 39, i32 3, i8* %"exception.text_ptr.61")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".424")
  %".439" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".440" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".441" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".442" = bitcast %"class_lifecycle__Node"* %".440" to i8*
  %".443" = call i32 @"irx_class_release"(i8* %"context", i8* %".442", i8* %".441")
  %".444" = icmp eq i32 %".443", 0
  br i1 %".444", label %"native.ok.27", label %"native.fail.27"
native.fail.26:
  %".431" = call i32 @"irx_exception_pending"(i8* %"context")
  %".432" = icmp ne i32 %".431", 0
  br i1 %".432", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.22"
native.pending.26:
  br label %"cleanup.done.22"
native.error.26:
  %"exception.text_ptr.64" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".435" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".426", i8* %"exception.text_ptr.64", i32 43, i32 3, i8* %"exception.text_ptr.65")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".439")
  ret i32 1
native.fail.27:
  %".446" = call i32 @"irx_exception_pending"(i8* %"context")
  %".447" = icmp ne i32 %".446", 0
  br i1 %".447", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.23"
native.pending.27:
  br label %"cleanup.done.23"
native.error.27:
  %"exception.text_ptr.66" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".450" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".441", i8* %"exception.text_ptr.66", i32 39, i32 3, i8* %"exception.text_ptr.67")
  br label %"cleanup.done.23"
native.fail.28:
  %".460" = call i32 @"irx_exception_pending"(i8* %"context")
  %".461" = icmp ne i32 %".460", 0
  br i1 %".461", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  %".526" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".527" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".528" = call i32 @"irx_class_retain"(i8* %".527", i8* %".526")
  %".529" = icmp eq i32 %".528", 0
  br i1 %".529", label %"native.ok.33", label %"native.fail.33"
native.pending.28:
  %".463" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".464" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".465" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".466" = bitcast %"class_lifecycle__Node"* %".464" to i8*
  %".467" = call i32 @"irx_class_release"(i8* %"context", i8* %".466", i8* %".465")
  %".468" = icmp eq i32 %".467", 0
  br i1 %".468", label %"native.ok.29", label %"native.fail.29"
native.error.28:
  %"exception.text_ptr.72" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.73" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".494" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".455", i8* %"exception.text_ptr.72", i32 48, i32 9, i8* %"exception.text_ptr.73")
  %".495" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".496" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".497" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".498" = bitcast %"class_lifecycle__Node"* %".496" to i8*
  %".499" = call i32 @"irx_class_release"(i8* %"context", i8* %".498", i8* %".497")
  %".500" = icmp eq i32 %".499", 0
  br i1 %".500", label %"native.ok.31", label %"native.fail.31"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".463")
  %".478" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".479" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".480" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".481" = bitcast %"class_lifecycle__Node"* %".479" to i8*
  %".482" = call i32 @"irx_class_release"(i8* %"context", i8* %".481", i8* %".480")
  %".483" = icmp eq i32 %".482", 0
  br i1 %".483", label %"native.ok.30", label %"native.fail.30"
native.fail.29:
  %".470" = call i32 @"irx_exception_pending"(i8* %"context")
  %".471" = icmp ne i32 %".470", 0
  br i1 %".471", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.24"
native.pending.29:
  br label %"cleanup.done.24"
native.error.29:
  %"exception.text_ptr.68" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.69" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".474" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".465", i8* %"exception.text_ptr.68", i32 43, i32 3, i8* %"exception.text_ptr.69")
  br label %"cleanup.done.24"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".478")
  ret i32 1
native.fail.30:
  %".485" = call i32 @"irx_exception_pending"(i8* %"context")
  %".486" = icmp ne i32 %".485", 0
  br i1 %".486", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.25"
native.pending.30:
  br label %"cleanup.done.25"
native.error.30:
  %"exception.text_ptr.70" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".489" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".480", i8* %"exception.text_ptr.70", i32 39, i32 3, i8* %"exception.text_ptr.71")
  br label %"cleanup.done.25"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".495")
  %".510" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".511" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".512" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".513" = bitcast %"class_lifecycle__Node"* %".511" to i8*
  %".514" = call i32 @"irx_class_release"(i8* %"context", i8* %".513", i8* %".512")
  %".515" = icmp eq i32 %".514", 0
  br i1 %".515", label %"native.ok.32", label %"native.fail.32"
native.fail.31:
  %".502" = call i32 @"irx_exception_pending"(i8* %"context")
  %".503" = icmp ne i32 %".502", 0
  br i1 %".503", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.26"
native.pending.31:
  br label %"cleanup.done.26"
native.error.31:
  %"exception.text_ptr.74" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".506" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".497", i8* %"exception.text_ptr.74", i32 43, i32 3, i8* %"exception.text_ptr.75")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".510")
  ret i32 1
native.fail.32:
  %".517" = call i32 @"irx_exception_pending"(i8* %"context")
  %".518" = icmp ne i32 %".517", 0
  br i1 %".518", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.27"
native.pending.32:
  br label %"cleanup.done.27"
native.error.32:
  %"exception.text_ptr.76" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".521" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".512", i8* %"exception.text_ptr.76", i32 39, i32 3, i8* %"exception.text_ptr.77")
  br label %"cleanup.done.27"
native.fail.33:
  %".531" = call i32 @"irx_exception_pending"(i8* %"context")
  %".532" = icmp ne i32 %".531", 0
  br i1 %".532", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  %".597" = getelementptr inbounds %"class_lifecycle__Node", %"class_lifecycle__Node"* %"b.1", i32 0, i32 1
  %".598" = load i8*, i8** %".597"
  %".599" = bitcast i8* %".598" to i8* (i8*, i32)*
  %".600" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %"label_raw_addr" = call i8* %".599"(i8* %".600", i32 0)
  %".601" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".602" = call i32 @"irx_class_require"(i8* %"label_raw_addr", i8* %".601")
  %".603" = icmp eq i32 %".602", 0
  br i1 %".603", label %"native.ok.38", label %"native.fail.38"
native.pending.33:
  %".534" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".535" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".536" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".537" = bitcast %"class_lifecycle__Node"* %".535" to i8*
  %".538" = call i32 @"irx_class_release"(i8* %"context", i8* %".537", i8* %".536")
  %".539" = icmp eq i32 %".538", 0
  br i1 %".539", label %"native.ok.34", label %"native.fail.34"
native.error.33:
  %"exception.text_ptr.82" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.83" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".565" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".526", i8* %"exception.text_ptr.82", i32 48, i32 9, i8* %"exception.text_ptr.83")
  %".566" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".567" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".568" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".569" = bitcast %"class_lifecycle__Node"* %".567" to i8*
  %".570" = call i32 @"irx_class_release"(i8* %"context", i8* %".569", i8* %".568")
  %".571" = icmp eq i32 %".570", 0
  br i1 %".571", label %"native.ok.36", label %"native.fail.36"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".534")
  %".549" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".550" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".551" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".552" = bitcast %"class_lifecycle__Node"* %".550" to i8*
  %".553" = call i32 @"irx_class_release"(i8* %"context", i8* %".552", i8* %".551")
  %".554" = icmp eq i32 %".553", 0
  br i1 %".554", label %"native.ok.35", label %"native.fail.35"
native.fail.34:
  %".541" = call i32 @"irx_exception_pending"(i8* %"context")
  %".542" = icmp ne i32 %".541", 0
  br i1 %".542", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  br label %"cleanup.done.28"
native.pending.34:
  br label %"cleanup.done.28"
native.error.34:
  %"exception.text_ptr.78" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".545" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".536", i8* %"exception.text_ptr.78", i32 43, i32 3, i8* %"exception.text_ptr.79")
  br label %"cleanup.done.28"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".549")
  ret i32 1
native.fail.35:
  %".556" = call i32 @"irx_exception_pending"(i8* %"context")
  %".557" = icmp ne i32 %".556", 0
  br i1 %".557", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.29"
native.pending.35:
  br label %"cleanup.done.29"
native.error.35:
  %"exception.text_ptr.80" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.81" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".560" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".551", i8* %"exception.text_ptr.80", i32 39, i32 3, i8* %"exception.text_ptr.81")
  br label %"cleanup.done.29"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".566")
  %".581" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".582" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".583" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".584" = bitcast %"class_lifecycle__Node"* %".582" to i8*
  %".585" = call i32 @"irx_class_release"(i8* %"context", i8* %".584", i8* %".583")
  %".586" = icmp eq i32 %".585", 0
  br i1 %".586", label %"native.ok.37", label %"native.fail.37"
native.fail.36:
  %".573" = call i32 @"irx_exception_pending"(i8* %"context")
  %".574" = icmp ne i32 %".573", 0
  br i1 %".574", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.30"
native.pending.36:
  br label %"cleanup.done.30"
native.error.36:
  %"exception.text_ptr.84" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".577" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".568", i8* %"exception.text_ptr.84", i32 43, i32 3, i8* %"exception.text_ptr.85")
  br label %"cleanup.done.30"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".581")
  ret i32 1
native.fail.37:
  %".588" = call i32 @"irx_exception_pending"(i8* %"context")
  %".589" = icmp ne i32 %".588", 0
  br i1 %".589", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  br label %"cleanup.done.31"
native.pending.37:
  br label %"cleanup.done.31"
native.error.37:
  %"exception.text_ptr.86" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".592" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".583", i8* %"exception.text_ptr.86", i32 39, i32 3, i8* %"exception.text_ptr.87")
  br label %"cleanup.done.31"
native.fail.38:
  %".605" = call i32 @"irx_exception_pending"(i8* %"context")
  %".606" = icmp ne i32 %".605", 0
  br i1 %".606", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  %"label_addr" = bitcast i8* %"label_raw_addr" to i32*
  %"label" = load i32, i32* %"label_addr"
  %".699" = sext i32 %"label" to i64
  %".700" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".701" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".700", i64 %".699")
  %"string_format_size_succeeded.1" = icmp sge i32 %".701", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
native.pending.38:
  %".608" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".609" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".610" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".611" = call i32 @"irx_class_release"(i8* %"context", i8* %".610", i8* %".609")
  %".612" = icmp eq i32 %".611", 0
  br i1 %".612", label %"native.ok.39", label %"native.fail.39"
native.error.38:
  %"exception.text_ptr.94" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".653" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".601", i8* %"exception.text_ptr.94", i32 48, i32 9, i8* %"exception.text_ptr.95")
  %".654" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".655" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".656" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".657" = call i32 @"irx_class_release"(i8* %"context", i8* %".656", i8* %".655")
  %".658" = icmp eq i32 %".657", 0
  br i1 %".658", label %"native.ok.42", label %"native.fail.42"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".608")
  %".622" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".623" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".624" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".625" = bitcast %"class_lifecycle__Node"* %".623" to i8*
  %".626" = call i32 @"irx_class_release"(i8* %"context", i8* %".625", i8* %".624")
  %".627" = icmp eq i32 %".626", 0
  br i1 %".627", label %"native.ok.40", label %"native.fail.40"
native.fail.39:
  %".614" = call i32 @"irx_exception_pending"(i8* %"context")
  %".615" = icmp ne i32 %".614", 0
  br i1 %".615", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  br label %"cleanup.done.32"
native.pending.39:
  br label %"cleanup.done.32"
native.error.39:
  %"exception.text_ptr.88" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.89" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".618" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".609", i8* %"exception.text_ptr.88", i32 48, i32 9, i8* %"exception.text_ptr.89")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".622")
  %".637" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".638" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".639" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".640" = bitcast %"class_lifecycle__Node"* %".638" to i8*
  %".641" = call i32 @"irx_class_release"(i8* %"context", i8* %".640", i8* %".639")
  %".642" = icmp eq i32 %".641", 0
  br i1 %".642", label %"native.ok.41", label %"native.fail.41"
native.fail.40:
  %".629" = call i32 @"irx_exception_pending"(i8* %"context")
  %".630" = icmp ne i32 %".629", 0
  br i1 %".630", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.33"
native.pending.40:
  br label %"cleanup.done.33"
native.error.40:
  %"exception.text_ptr.90" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".633" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".624", i8* %"exception.text_ptr.90", i32 43, i32 3, i8* %"exception.text_ptr.91")
  br label %"cleanup.done.33"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".637")
  ret i32 1
native.fail.41:
  %".644" = call i32 @"irx_exception_pending"(i8* %"context")
  %".645" = icmp ne i32 %".644", 0
  br i1 %".645", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  br label %"cleanup.done.34"
native.pending.41:
  br label %"cleanup.done.34"
native.error.41:
  %"exception.text_ptr.92" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".648" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".639", i8* %"exception.text_ptr.92", i32 39, i32 3, i8* %"exception.text_ptr.93")
  br label %"cleanup.done.34"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".654")
  %".668" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".669" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".670" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".671" = bitcast %"class_lifecycle__Node"* %".669" to i8*
  %".672" = call i32 @"irx_class_release"(i8* %"context", i8* %".671", i8* %".670")
  %".673" = icmp eq i32 %".672", 0
  br i1 %".673", label %"native.ok.43", label %"native.fail.43"
native.fail.42:
  %".660" = call i32 @"irx_exception_pending"(i8* %"context")
  %".661" = icmp ne i32 %".660", 0
  br i1 %".661", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  br label %"cleanup.done.35"
native.pending.42:
  br label %"cleanup.done.35"
native.error.42:
  %"exception.text_ptr.96" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".664" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".655", i8* %"exception.text_ptr.96", i32 48, i32 9, i8* %"exception.text_ptr.97")
  br label %"cleanup.done.35"
cleanup.done.36:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".668")
  %".683" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".684" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".685" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".686" = bitcast %"class_lifecycle__Node"* %".684" to i8*
  %".687" = call i32 @"irx_class_release"(i8* %"context", i8* %".686", i8* %".685")
  %".688" = icmp eq i32 %".687", 0
  br i1 %".688", label %"native.ok.44", label %"native.fail.44"
native.fail.43:
  %".675" = call i32 @"irx_exception_pending"(i8* %"context")
  %".676" = icmp ne i32 %".675", 0
  br i1 %".676", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.36"
native.pending.43:
  br label %"cleanup.done.36"
native.error.43:
  %"exception.text_ptr.98" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".679" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".670", i8* %"exception.text_ptr.98", i32 43, i32 3, i8* %"exception.text_ptr.99")
  br label %"cleanup.done.36"
cleanup.done.37:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".683")
  ret i32 1
native.fail.44:
  %".690" = call i32 @"irx_exception_pending"(i8* %"context")
  %".691" = icmp ne i32 %".690", 0
  br i1 %".691", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.37"
native.pending.44:
  br label %"cleanup.done.37"
native.error.44:
  %"exception.text_ptr.100" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".694" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".685", i8* %"exception.text_ptr.100", i32 39, i32 3, i8* %"exception.text_ptr.101")
  br label %"cleanup.done.37"
string.format.size.fail.1:
  %"exception.text_ptr.102" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.103" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".703" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.102", i8* %"exception.text_ptr.103", i32 -1, i32 -1, i8* %"exception.text_ptr.104")
  %".704" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".705" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".706" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".707" = call i32 @"irx_class_release"(i8* %"context", i8* %".706", i8* %".705")
  %".708" = icmp eq i32 %".707", 0
  br i1 %".708", label %"native.ok.45", label %"native.fail.45"
string.format.size.pass.1:
  %".749" = zext i32 %".701" to i64
  %"string_format_allocation_size.1" = add i64 %".749", 1
  %".750" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".750", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
cleanup.done.38:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".704")
  %".718" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".719" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".720" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".721" = bitcast %"class_lifecycle__Node"* %".719" to i8*
  %".722" = call i32 @"irx_class_release"(i8* %"context", i8* %".721", i8* %".720")
  %".723" = icmp eq i32 %".722", 0
  br i1 %".723", label %"native.ok.46", label %"native.fail.46"
native.fail.45:
  %".710" = call i32 @"irx_exception_pending"(i8* %"context")
  %".711" = icmp ne i32 %".710", 0
  br i1 %".711", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.38"
native.pending.45:
  br label %"cleanup.done.38"
native.error.45:
  %"exception.text_ptr.105" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".714" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".705", i8* %"exception.text_ptr.105", i32 48, i32 9, i8* %"exception.text_ptr.106")
  br label %"cleanup.done.38"
cleanup.done.39:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".718")
  %".733" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".734" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".735" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".736" = bitcast %"class_lifecycle__Node"* %".734" to i8*
  %".737" = call i32 @"irx_class_release"(i8* %"context", i8* %".736", i8* %".735")
  %".738" = icmp eq i32 %".737", 0
  br i1 %".738", label %"native.ok.47", label %"native.fail.47"
native.fail.46:
  %".725" = call i32 @"irx_exception_pending"(i8* %"context")
  %".726" = icmp ne i32 %".725", 0
  br i1 %".726", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  br label %"cleanup.done.39"
native.pending.46:
  br label %"cleanup.done.39"
native.error.46:
  %"exception.text_ptr.107" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".729" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".720", i8* %"exception.text_ptr.107", i32 43, i32 3, i8* %"exception.text_ptr.108")
  br label %"cleanup.done.39"
cleanup.done.40:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".733")
  ret i32 1
native.fail.47:
  %".740" = call i32 @"irx_exception_pending"(i8* %"context")
  %".741" = icmp ne i32 %".740", 0
  br i1 %".741", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  br label %"cleanup.done.40"
native.pending.47:
  br label %"cleanup.done.40"
native.error.47:
  %"exception.text_ptr.109" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".744" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".735", i8* %"exception.text_ptr.109", i32 39, i32 3, i8* %"exception.text_ptr.110")
  br label %"cleanup.done.40"
string.allocation.fail.1:
  %"exception.text_ptr.111" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.112" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.113" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_11", i32 0, i32 0
  %".752" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.111", i8* %"exception.text_ptr.112", i32 -1, i32 -1, i8* %"exception.text_ptr.113")
  %".753" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".754" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".755" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".756" = call i32 @"irx_class_release"(i8* %"context", i8* %".755", i8* %".754")
  %".757" = icmp eq i32 %".756", 0
  br i1 %".757", label %"native.ok.48", label %"native.fail.48"
string.allocation.pass.1:
  %".798" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".750", i64 %"string_format_allocation_size.1", i8* %".700", i64 %".699")
  %"string_format_write_succeeded.1" = icmp sge i32 %".798", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
cleanup.done.41:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".753")
  %".767" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".768" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".769" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.49", i32 0, i32 0
  %".770" = bitcast %"class_lifecycle__Node"* %".768" to i8*
  %".771" = call i32 @"irx_class_release"(i8* %"context", i8* %".770", i8* %".769")
  %".772" = icmp eq i32 %".771", 0
  br i1 %".772", label %"native.ok.49", label %"native.fail.49"
native.fail.48:
  %".759" = call i32 @"irx_exception_pending"(i8* %"context")
  %".760" = icmp ne i32 %".759", 0
  br i1 %".760", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.41"
native.pending.48:
  br label %"cleanup.done.41"
native.error.48:
  %"exception.text_ptr.114" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.115" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".763" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".754", i8* %"exception.text_ptr.114", i32 48, i32 9, i8* %"exception.text_ptr.115")
  br label %"cleanup.done.41"
cleanup.done.42:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".767")
  %".782" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".783" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".784" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.50", i32 0, i32 0
  %".785" = bitcast %"class_lifecycle__Node"* %".783" to i8*
  %".786" = call i32 @"irx_class_release"(i8* %"context", i8* %".785", i8* %".784")
  %".787" = icmp eq i32 %".786", 0
  br i1 %".787", label %"native.ok.50", label %"native.fail.50"
native.fail.49:
  %".774" = call i32 @"irx_exception_pending"(i8* %"context")
  %".775" = icmp ne i32 %".774", 0
  br i1 %".775", label %"native.pending.49", label %"native.error.49"
native.ok.49:
  br label %"cleanup.done.42"
native.pending.49:
  br label %"cleanup.done.42"
native.error.49:
  %"exception.text_ptr.116" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.117" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".778" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".769", i8* %"exception.text_ptr.116", i32 43, i32 3, i8* %"exception.text_ptr.117")
  br label %"cleanup.done.42"
cleanup.done.43:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".782")
  ret i32 1
native.fail.50:
  %".789" = call i32 @"irx_exception_pending"(i8* %"context")
  %".790" = icmp ne i32 %".789", 0
  br i1 %".790", label %"native.pending.50", label %"native.error.50"
native.ok.50:
  br label %"cleanup.done.43"
native.pending.50:
  br label %"cleanup.done.43"
native.error.50:
  %"exception.text_ptr.118" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.119" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".793" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".784", i8* %"exception.text_ptr.118", i32 39, i32 3, i8* %"exception.text_ptr.119")
  br label %"cleanup.done.43"
string.format.write.fail.1:
  %"exception.text_ptr.120" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.121" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.122" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_9", i32 0, i32 0
  %".800" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.120", i8* %"exception.text_ptr.121", i32 -1, i32 -1, i8* %"exception.text_ptr.122")
  %".801" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".802" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.51", i32 0, i32 0
  %".803" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".804" = call i32 @"irx_class_release"(i8* %"context", i8* %".803", i8* %".802")
  %".805" = icmp eq i32 %".804", 0
  br i1 %".805", label %"native.ok.51", label %"native.fail.51"
string.format.write.pass.1:
  %".846" = call i32 @"puts"(i8* %".750")
  call void @"free"(i8* %".750")
  %".848" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".849" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.54", i32 0, i32 0
  %".850" = bitcast %"class_lifecycle__Node"* %"b.1" to i8*
  %".851" = call i32 @"irx_class_release"(i8* %"context", i8* %".850", i8* %".849")
  %".852" = icmp eq i32 %".851", 0
  br i1 %".852", label %"native.ok.54", label %"native.fail.54"
cleanup.done.44:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".801")
  %".815" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".816" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".817" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.52", i32 0, i32 0
  %".818" = bitcast %"class_lifecycle__Node"* %".816" to i8*
  %".819" = call i32 @"irx_class_release"(i8* %"context", i8* %".818", i8* %".817")
  %".820" = icmp eq i32 %".819", 0
  br i1 %".820", label %"native.ok.52", label %"native.fail.52"
native.fail.51:
  %".807" = call i32 @"irx_exception_pending"(i8* %"context")
  %".808" = icmp ne i32 %".807", 0
  br i1 %".808", label %"native.pending.51", label %"native.error.51"
native.ok.51:
  br label %"cleanup.done.44"
native.pending.51:
  br label %"cleanup.done.44"
native.error.51:
  %"exception.text_ptr.123" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.124" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".811" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".802", i8* %"exception.text_ptr.123", i32 48, i32 9, i8* %"exception.text_ptr.124")
  br label %"cleanup.done.44"
cleanup.done.45:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".815")
  %".830" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".831" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".832" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.53", i32 0, i32 0
  %".833" = bitcast %"class_lifecycle__Node"* %".831" to i8*
  %".834" = call i32 @"irx_class_release"(i8* %"context", i8* %".833", i8* %".832")
  %".835" = icmp eq i32 %".834", 0
  br i1 %".835", label %"native.ok.53", label %"native.fail.53"
native.fail.52:
  %".822" = call i32 @"irx_exception_pending"(i8* %"context")
  %".823" = icmp ne i32 %".822", 0
  br i1 %".823", label %"native.pending.52", label %"native.error.52"
native.ok.52:
  br label %"cleanup.done.45"
native.pending.52:
  br label %"cleanup.done.45"
native.error.52:
  %"exception.text_ptr.125" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.126" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".826" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".817", i8* %"exception.text_ptr.125", i32 43, i32 3, i8* %"exception.text_ptr.126")
  br label %"cleanup.done.45"
cleanup.done.46:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".830")
  ret i32 1
native.fail.53:
  %".837" = call i32 @"irx_exception_pending"(i8* %"context")
  %".838" = icmp ne i32 %".837", 0
  br i1 %".838", label %"native.pending.53", label %"native.error.53"
native.ok.53:
  br label %"cleanup.done.46"
native.pending.53:
  br label %"cleanup.done.46"
native.error.53:
  %"exception.text_ptr.127" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".841" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".832", i8* %"exception.text_ptr.127", i32 39, i32 3, i8* %"exception.text_ptr.128")
  br label %"cleanup.done.46"
cleanup.done.47:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".848")
  %".862" = call i32 @"irx_exception_pending"(i8* %"context")
  %".863" = icmp ne i32 %".862", 0
  br i1 %".863", label %"cleanup.done.47.if", label %"cleanup.done.47.endif"
native.fail.54:
  %".854" = call i32 @"irx_exception_pending"(i8* %"context")
  %".855" = icmp ne i32 %".854", 0
  br i1 %".855", label %"native.pending.54", label %"native.error.54"
native.ok.54:
  br label %"cleanup.done.47"
native.pending.54:
  br label %"cleanup.done.47"
native.error.54:
  %"exception.text_ptr.129" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".858" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".849", i8* %"exception.text_ptr.129", i32 48, i32 9, i8* %"exception.text_ptr.130")
  br label %"cleanup.done.47"
cleanup.done.47.if:
  %".865" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".866" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".867" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.55", i32 0, i32 0
  %".868" = bitcast %"class_lifecycle__Node"* %".866" to i8*
  %".869" = call i32 @"irx_class_release"(i8* %"context", i8* %".868", i8* %".867")
  %".870" = icmp eq i32 %".869", 0
  br i1 %".870", label %"native.ok.55", label %"native.fail.55"
cleanup.done.47.endif:
  %".896" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.57", i32 0, i32 0
  %".897" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* null, i32 1
  %".898" = ptrtoint %"class_lifecycle__Node"* %".897" to i64
  %".899" = call i32 @"irx_class_create"(i64 %".898", i32 (i8*, i8*, i8*)* @"irx.drop.class_lifecycle::class::Node", i8** %"class_result.1", i8* %".896")
  %".900" = icmp eq i32 %".899", 0
  br i1 %".900", label %"native.ok.57", label %"native.fail.57"
cleanup.done.48:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".865")
  %".880" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".881" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".882" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.56", i32 0, i32 0
  %".883" = bitcast %"class_lifecycle__Node"* %".881" to i8*
  %".884" = call i32 @"irx_class_release"(i8* %"context", i8* %".883", i8* %".882")
  %".885" = icmp eq i32 %".884", 0
  br i1 %".885", label %"native.ok.56", label %"native.fail.56"
native.fail.55:
  %".872" = call i32 @"irx_exception_pending"(i8* %"context")
  %".873" = icmp ne i32 %".872", 0
  br i1 %".873", label %"native.pending.55", label %"native.error.55"
native.ok.55:
  br label %"cleanup.done.48"
native.pending.55:
  br label %"cleanup.done.48"
native.error.55:
  %"exception.text_ptr.131" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".876" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".867", i8* %"exception.text_ptr.131", i32 43, i32 3, i8* %"exception.text_ptr.132")
  br label %"cleanup.done.48"
cleanup.done.49:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".880")
  ret i32 1
native.fail.56:
  %".887" = call i32 @"irx_exception_pending"(i8* %"context")
  %".888" = icmp ne i32 %".887", 0
  br i1 %".888", label %"native.pending.56", label %"native.error.56"
native.ok.56:
  br label %"cleanup.done.49"
native.pending.56:
  br label %"cleanup.done.49"
native.error.56:
  %"exception.text_ptr.133" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".891" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".882", i8* %"exception.text_ptr.133", i32 39, i32 3, i8* %"exception.text_ptr.134")
  br label %"cleanup.done.49"
native.fail.57:
  %".902" = call i32 @"irx_exception_pending"(i8* %"context")
  %".903" = icmp ne i32 %".902", 0
  br i1 %".903", label %"native.pending.57", label %"native.error.57"
native.ok.57:
  %".968" = load i8*, i8** %"class_result.1"
  %".969" = bitcast i8* %".968" to %"class_lifecycle__Node"*
  %".970" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".969", i32 0, i32 1
  %".971" = bitcast i8* (i8*, i32)* @"class_lifecycle__Node__descriptor" to i8*
  store i8* %".971", i8** %".970"
  %".973" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".969", i32 0, i32 2
  store i8* null, i8** %".973"
  store %"class_lifecycle__Node"* %".969", %"class_lifecycle__Node"** %"initializer_self.1"
  %".976" = getelementptr %"class_lifecycle__Node", %"class_lifecycle__Node"* %".969", i32 0, i32 3
  store i32 0, i32* %".976"
  %"call.status.3" = call i32 @"class_lifecycle__Node__method____init____overload__instance____init____irx_default__fixed__Int32__NoneType"(i8* %"context", %"class_lifecycle__Node"* %".969", i32 3)
  %".978" = icmp eq i32 %"call.status.3", 0
  br i1 %".978", label %"call.success.3", label %"call.failure.3"
native.pending.57:
  %".905" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".906" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".907" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.58", i32 0, i32 0
  %".908" = bitcast %"class_lifecycle__Node"* %".906" to i8*
  %".909" = call i32 @"irx_class_release"(i8* %"context", i8* %".908", i8* %".907")
  %".910" = icmp eq i32 %".909", 0
  br i1 %".910", label %"native.ok.58", label %"native.fail.58"
native.error.57:
  %"exception.text_ptr.139" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.140" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".936" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".896", i8* %"exception.text_ptr.139", i32 50, i32 17, i8* %"exception.text_ptr.140")
  %".937" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".938" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".939" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.60", i32 0, i32 0
  %".940" = bitcast %"class_lifecycle__Node"* %".938" to i8*
  %".941" = call i32 @"irx_class_release"(i8* %"context", i8* %".940", i8* %".939")
  %".942" = icmp eq i32 %".941", 0
  br i1 %".942", label %"native.ok.60", label %"native.fail.60"
cleanup.done.50:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".905")
  %".920" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".921" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".922" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.59", i32 0, i32 0
  %".923" = bitcast %"class_lifecycle__Node"* %".921" to i8*
  %".924" = call i32 @"irx_class_release"(i8* %"context", i8* %".923", i8* %".922")
  %".925" = icmp eq i32 %".924", 0
  br i1 %".925", label %"native.ok.59", label %"native.fail.59"
native.fail.58:
  %".912" = call i32 @"irx_exception_pending"(i8* %"context")
  %".913" = icmp ne i32 %".912", 0
  br i1 %".913", label %"native.pending.58", label %"native.error.58"
native.ok.58:
  br label %"cleanup.done.50"
native.pending.58:
  br label %"cleanup.done.50"
native.error.58:
  %"exception.text_ptr.135" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.136" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".916" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".907", i8* %"exception.text_ptr.135", i32 43, i32 3, i8* %"exception.text_ptr.136")
  br label %"cleanup.done.50"
cleanup.done.51:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".920")
  ret i32 1
native.fail.59:
  %".927" = call i32 @"irx_exception_pending"(i8* %"context")
  %".928" = icmp ne i32 %".927", 0
  br i1 %".928", label %"native.pending.59", label %"native.error.59"
native.ok.59:
  br label %"cleanup.done.51"
native.pending.59:
  br label %"cleanup.done.51"
native.error.59:
  %"exception.text_ptr.137" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.138" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".931" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".922", i8* %"exception.text_ptr.137", i32 39, i32 3, i8* %"exception.text_ptr.138")
  br label %"cleanup.done.51"
cleanup.done.52:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".937")
  %".952" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".953" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".954" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.61", i32 0, i32 0
  %".955" = bitcast %"class_lifecycle__Node"* %".953" to i8*
  %".956" = call i32 @"irx_class_release"(i8* %"context", i8* %".955", i8* %".954")
  %".957" = icmp eq i32 %".956", 0
  br i1 %".957", label %"native.ok.61", label %"native.fail.61"
native.fail.60:
  %".944" = call i32 @"irx_exception_pending"(i8* %"context")
  %".945" = icmp ne i32 %".944", 0
  br i1 %".945", label %"native.pending.60", label %"native.error.60"
native.ok.60:
  br label %"cleanup.done.52"
native.pending.60:
  br label %"cleanup.done.52"
native.error.60:
  %"exception.text_ptr.141" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".948" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".939", i8* %"exception.text_ptr.141", i32 43, i32 3, i8* %"exception.text_ptr.142")
  br label %"cleanup.done.52"
cleanup.done.53:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".952")
  ret i32 1
native.fail.61:
  %".959" = call i32 @"irx_exception_pending"(i8* %"context")
  %".960" = icmp ne i32 %".959", 0
  br i1 %".960", label %"native.pending.61", label %"native.error.61"
native.ok.61:
  br label %"cleanup.done.53"
native.pending.61:
  br label %"cleanup.done.53"
native.error.61:
  %"exception.text_ptr.143" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.144" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".963" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".954", i8* %"exception.text_ptr.143", i32 39, i32 3, i8* %"exception.text_ptr.144")
  br label %"cleanup.done.53"
call.success.3:
  call void @"irx_class_complete"(i8* %".968")
  store %"class_lifecycle__Node"* %".969", %"class_lifecycle__Node"** %"c"
  store %"class_lifecycle__Node"* %".969", %"class_lifecycle__Node"** %"c"
  %".1029" = getelementptr inbounds [5 x i8], [5 x i8]* @"str_utf8_7884032730562770805_140403586852176", i32 0, i32 0
  %".1030" = call i32 @"puts"(i8* %".1029")
  %".1031" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1032" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"c"
  %".1033" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.65", i32 0, i32 0
  %".1034" = bitcast %"class_lifecycle__Node"* %".1032" to i8*
  %".1035" = call i32 @"irx_class_release"(i8* %"context", i8* %".1034", i8* %".1033")
  %".1036" = icmp eq i32 %".1035", 0
  br i1 %".1036", label %"native.ok.65", label %"native.fail.65"
call.failure.3:
  %"exception.text_ptr.145" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.145", i32 50, i32 17)
  %".981" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".982" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.62", i32 0, i32 0
  %".983" = bitcast %"class_lifecycle__Node"* %".969" to i8*
  %".984" = call i32 @"irx_class_release"(i8* %"context", i8* %".983", i8* %".982")
  %".985" = icmp eq i32 %".984", 0
  br i1 %".985", label %"native.ok.62", label %"native.fail.62"
cleanup.done.54:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".981")
  %".995" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".996" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".997" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.63", i32 0, i32 0
  %".998" = bitcast %"class_lifecycle__Node"* %".996" to i8*
  %".999" = call i32 @"irx_class_release"(i8* %"context", i8* %".998", i8* %".997")
  %".1000" = icmp eq i32 %".999", 0
  br i1 %".1000", label %"native.ok.63", label %"native.fail.63"
native.fail.62:
  %".987" = call i32 @"irx_exception_pending"(i8* %"context")
  %".988" = icmp ne i32 %".987", 0
  br i1 %".988", label %"native.pending.62", label %"native.error.62"
native.ok.62:
  br label %"cleanup.done.54"
native.pending.62:
  br label %"cleanup.done.54"
native.error.62:
  %"exception.text_ptr.146" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.147" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".991" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".982", i8* %"exception.text_ptr.146", i32 50, i32 17, i8* %"exception.text_ptr.147")
  br label %"cleanup.done.54"
cleanup.done.55:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".995")
  %".1010" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1011" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".1012" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.64", i32 0, i32 0
  %".1013" = bitcast %"class_lifecycle__Node"* %".1011" to i8*
  %".1014" = call i32 @"irx_class_release"(i8* %"context", i8* %".1013", i8* %".1012")
  %".1015" = icmp eq i32 %".1014", 0
  br i1 %".1015", label %"native.ok.64", label %"native.fail.64"
native.fail.63:
  %".1002" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1003" = icmp ne i32 %".1002", 0
  br i1 %".1003", label %"native.pending.63", label %"native.error.63"
native.ok.63:
  br label %"cleanup.done.55"
native.pending.63:
  br label %"cleanup.done.55"
native.error.63:
  %"exception.text_ptr.148" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1006" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".997", i8* %"exception.text_ptr.148", i32 43, i32 3, i8* %"exception.text_ptr.149")
  br label %"cleanup.done.55"
cleanup.done.56:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1010")
  ret i32 1
native.fail.64:
  %".1017" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1018" = icmp ne i32 %".1017", 0
  br i1 %".1018", label %"native.pending.64", label %"native.error.64"
native.ok.64:
  br label %"cleanup.done.56"
native.pending.64:
  br label %"cleanup.done.56"
native.error.64:
  %"exception.text_ptr.150" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.151" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1021" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1012", i8* %"exception.text_ptr.150", i32 39, i32 3, i8* %"exception.text_ptr.151")
  br label %"cleanup.done.56"
cleanup.done.57:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1031")
  %".1046" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1047" = icmp ne i32 %".1046", 0
  br i1 %".1047", label %"cleanup.done.57.if", label %"cleanup.done.57.endif"
native.fail.65:
  %".1038" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1039" = icmp ne i32 %".1038", 0
  br i1 %".1039", label %"native.pending.65", label %"native.error.65"
native.ok.65:
  br label %"cleanup.done.57"
native.pending.65:
  br label %"cleanup.done.57"
native.error.65:
  %"exception.text_ptr.152" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.153" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1042" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1033", i8* %"exception.text_ptr.152", i32 50, i32 3, i8* %"exception.text_ptr.153")
  br label %"cleanup.done.57"
cleanup.done.57.if:
  %".1049" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1050" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".1051" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.66", i32 0, i32 0
  %".1052" = bitcast %"class_lifecycle__Node"* %".1050" to i8*
  %".1053" = call i32 @"irx_class_release"(i8* %"context", i8* %".1052", i8* %".1051")
  %".1054" = icmp eq i32 %".1053", 0
  br i1 %".1054", label %"native.ok.66", label %"native.fail.66"
cleanup.done.57.endif:
  %".1080" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1081" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"b"
  %".1082" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.68", i32 0, i32 0
  %".1083" = bitcast %"class_lifecycle__Node"* %".1081" to i8*
  %".1084" = call i32 @"irx_class_release"(i8* %"context", i8* %".1083", i8* %".1082")
  %".1085" = icmp eq i32 %".1084", 0
  br i1 %".1085", label %"native.ok.68", label %"native.fail.68"
cleanup.done.58:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1049")
  %".1064" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1065" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".1066" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.67", i32 0, i32 0
  %".1067" = bitcast %"class_lifecycle__Node"* %".1065" to i8*
  %".1068" = call i32 @"irx_class_release"(i8* %"context", i8* %".1067", i8* %".1066")
  %".1069" = icmp eq i32 %".1068", 0
  br i1 %".1069", label %"native.ok.67", label %"native.fail.67"
native.fail.66:
  %".1056" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1057" = icmp ne i32 %".1056", 0
  br i1 %".1057", label %"native.pending.66", label %"native.error.66"
native.ok.66:
  br label %"cleanup.done.58"
native.pending.66:
  br label %"cleanup.done.58"
native.error.66:
  %"exception.text_ptr.154" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.155" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1060" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1051", i8* %"exception.text_ptr.154", i32 43, i32 3, i8* %"exception.text_ptr.155")
  br label %"cleanup.done.58"
cleanup.done.59:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1064")
  ret i32 1
native.fail.67:
  %".1071" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1072" = icmp ne i32 %".1071", 0
  br i1 %".1072", label %"native.pending.67", label %"native.error.67"
native.ok.67:
  br label %"cleanup.done.59"
native.pending.67:
  br label %"cleanup.done.59"
native.error.67:
  %"exception.text_ptr.156" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.157" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1075" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1066", i8* %"exception.text_ptr.156", i32 39, i32 3, i8* %"exception.text_ptr.157")
  br label %"cleanup.done.59"
cleanup.done.60:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1080")
  %".1095" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1096" = icmp ne i32 %".1095", 0
  br i1 %".1096", label %"cleanup.done.60.if", label %"cleanup.done.60.endif"
native.fail.68:
  %".1087" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1088" = icmp ne i32 %".1087", 0
  br i1 %".1088", label %"native.pending.68", label %"native.error.68"
native.ok.68:
  br label %"cleanup.done.60"
native.pending.68:
  br label %"cleanup.done.60"
native.error.68:
  %"exception.text_ptr.158" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.159" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1091" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1082", i8* %"exception.text_ptr.158", i32 43, i32 3, i8* %"exception.text_ptr.159")
  br label %"cleanup.done.60"
cleanup.done.60.if:
  %".1098" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1099" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".1100" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.69", i32 0, i32 0
  %".1101" = bitcast %"class_lifecycle__Node"* %".1099" to i8*
  %".1102" = call i32 @"irx_class_release"(i8* %"context", i8* %".1101", i8* %".1100")
  %".1103" = icmp eq i32 %".1102", 0
  br i1 %".1103", label %"native.ok.69", label %"native.fail.69"
cleanup.done.60.endif:
  %".1114" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1115" = load %"class_lifecycle__Node"*, %"class_lifecycle__Node"** %"a"
  %".1116" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.70", i32 0, i32 0
  %".1117" = bitcast %"class_lifecycle__Node"* %".1115" to i8*
  %".1118" = call i32 @"irx_class_release"(i8* %"context", i8* %".1117", i8* %".1116")
  %".1119" = icmp eq i32 %".1118", 0
  br i1 %".1119", label %"native.ok.70", label %"native.fail.70"
cleanup.done.61:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1098")
  ret i32 1
native.fail.69:
  %".1105" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1106" = icmp ne i32 %".1105", 0
  br i1 %".1106", label %"native.pending.69", label %"native.error.69"
native.ok.69:
  br label %"cleanup.done.61"
native.pending.69:
  br label %"cleanup.done.61"
native.error.69:
  %"exception.text_ptr.160" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.161" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1109" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1100", i8* %"exception.text_ptr.160", i32 39, i32 3, i8* %"exception.text_ptr.161")
  br label %"cleanup.done.61"
cleanup.done.62:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1114")
  %".1129" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1130" = icmp ne i32 %".1129", 0
  br i1 %".1130", label %"cleanup.done.62.if", label %"cleanup.done.62.endif"
native.fail.70:
  %".1121" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1122" = icmp ne i32 %".1121", 0
  br i1 %".1122", label %"native.pending.70", label %"native.error.70"
native.ok.70:
  br label %"cleanup.done.62"
native.pending.70:
  br label %"cleanup.done.62"
native.error.70:
  %"exception.text_ptr.162" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.163" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1116", i8* %"exception.text_ptr.162", i32 39, i32 3, i8* %"exception.text_ptr.163")
  br label %"cleanup.done.62"
cleanup.done.62.if:
  ret i32 1
cleanup.done.62.endif:
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140403588999888" = internal constant [27 x i8] c"range() step must not be 0\00"
define internal i32 @"irx.raise.builtins.exceptions::class::AssertionError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__AssertionError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::AssertionError", i8** %"exception.object", i8* %".10")
  %".12" = sub i32 0, %".11"
  %".13" = icmp slt i32 %".12", 0
  br i1 %".13", label %"entry.if", label %"entry.endif"
entry.if:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.1")
  unreachable
entry.endif:
  %".17" = load i8*, i8** %"exception.object"
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__AssertionError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__AssertionError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".18", i32 0, i32 2
  store i8* null, i8** %".22"
  %".24" = icmp eq i8* %"message", null
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__AssertionError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__AssertionError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".38" = alloca [3 x i8*]
  %".39" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = bitcast %"builtins__exceptions__AssertionError"* %".18" to i8*
  %".46" = call i8* @"builtins__exceptions__AssertionError__descriptor"(i8* %".45", i32 1)
  %".47" = bitcast i8* %".46" to i8**
  %".48" = bitcast %"builtins__exceptions__AssertionError"* %".18" to i8*
  %".49" = call i8* @"builtins__exceptions__AssertionError__descriptor"(i8* %".48", i32 0)
  %".50" = bitcast i8* %".49" to i8**
  %".51" = load i8*, i8** %".50"
  %"exception.text_ptr.9" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_17", i32 0, i32 0
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  %".53" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.9", i8* %".51", i8** %".52", i32 3, i8** %".47")
  %".54" = icmp slt i32 %".53", 0
  br i1 %".54", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.10" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.10", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.11")
  unreachable
entry.endif.endif.endif:
  %".58" = bitcast %"builtins__exceptions__AssertionError"* %".18" to i8*
  %".59" = call i8* @"builtins__exceptions__AssertionError__descriptor"(i8* %".58", i32 1)
  %".60" = bitcast i8* %".59" to i8**
  %".61" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".17", i8** %".60", i8* null, i32 0, i8* %"source", i32 %"line", i32 %"column", i8* %"code")
  %".62" = icmp slt i32 %".61", 0
  br i1 %".62", label %"entry.endif.endif.endif.if", label %"entry.endif.endif.endif.endif"
entry.endif.endif.endif.if:
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.12", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.13")
  unreachable
entry.endif.endif.endif.endif:
  %".66" = call i32 @"irx_class_release"(i8* %"context", i8* %".17", i8* %".10")
  ret i32 %".61"
}

define internal i32 @"irx.drop.builtins.exceptions::class::AssertionError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__AssertionError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__AssertionError", %"builtins__exceptions__AssertionError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_17" = internal constant [43 x i8] c"builtins.exceptions::class::AssertionError\00"
@"exception_text_18" = internal constant [20 x i8] c"builtins.generators\00"
@"exception_text_19" = internal constant [26 x i8] c"ARX-RUNTIME-ASSERTION-001\00"
declare external void @"irx_list_destroy"({i8*, i64, i64, i64}* %".1")

declare external i32 @"irx_list_append"({i8*, i64, i64, i64}* %".1", i8* %".2")

@"exception_text_20" = internal constant [35 x i8] c"numeric conversion is out of range\00"
@"exception_text_21" = internal constant [27 x i8] c"ARX-RUNTIME-CONVERSION-001\00"
declare external i8* @"irx_list_status_message"(i32 %".1")

define internal i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__ValueError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ValueError", i8** %"exception.object", i8* %".10")
  %".12" = sub i32 0, %".11"
  %".13" = icmp slt i32 %".12", 0
  br i1 %".13", label %"entry.if", label %"entry.endif"
entry.if:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.1")
  unreachable
entry.endif:
  %".17" = load i8*, i8** %"exception.object"
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__ValueError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ValueError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".18", i32 0, i32 2
  store i8* null, i8** %".22"
  %".24" = icmp eq i8* %"message", null
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__ValueError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".38" = alloca [3 x i8*]
  %".39" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = bitcast %"builtins__exceptions__ValueError"* %".18" to i8*
  %".46" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".45", i32 1)
  %".47" = bitcast i8* %".46" to i8**
  %".48" = bitcast %"builtins__exceptions__ValueError"* %".18" to i8*
  %".49" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".48", i32 0)
  %".50" = bitcast i8* %".49" to i8**
  %".51" = load i8*, i8** %".50"
  %"exception.text_ptr.9" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_22", i32 0, i32 0
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  %".53" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.9", i8* %".51", i8** %".52", i32 3, i8** %".47")
  %".54" = icmp slt i32 %".53", 0
  br i1 %".54", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.10" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.10", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.11")
  unreachable
entry.endif.endif.endif:
  %".58" = bitcast %"builtins__exceptions__ValueError"* %".18" to i8*
  %".59" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".58", i32 1)
  %".60" = bitcast i8* %".59" to i8**
  %".61" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".17", i8** %".60", i8* null, i32 0, i8* %"source", i32 %"line", i32 %"column", i8* %"code")
  %".62" = icmp slt i32 %".61", 0
  br i1 %".62", label %"entry.endif.endif.endif.if", label %"entry.endif.endif.endif.endif"
entry.endif.endif.endif.if:
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.12", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.13")
  unreachable
entry.endif.endif.endif.endif:
  %".66" = call i32 @"irx_class_release"(i8* %"context", i8* %".17", i8* %".10")
  ret i32 %".61"
}

define internal i32 @"irx.drop.builtins.exceptions::class::ValueError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__ValueError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_22" = internal constant [39 x i8] c"builtins.exceptions::class::ValueError\00"
@"exception_text_23" = internal constant [21 x i8] c"ARX-RUNTIME-LIST-001\00"
define internal i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__IndexError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::IndexError", i8** %"exception.object", i8* %".10")
  %".12" = sub i32 0, %".11"
  %".13" = icmp slt i32 %".12", 0
  br i1 %".13", label %"entry.if", label %"entry.endif"
entry.if:
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.1")
  unreachable
entry.endif:
  %".17" = load i8*, i8** %"exception.object"
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__IndexError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__IndexError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".18", i32 0, i32 2
  store i8* null, i8** %".22"
  %".24" = icmp eq i8* %"message", null
  %"exception.text_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".25" = select  i1 %".24", i8* %"exception.text_ptr.2", i8* %"message"
  %"exception.text_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".26" = call i8* @"strcat_inline"(i8* %".25", i8* %"exception.text_ptr.3")
  %".27" = icmp eq i8* %".26", null
  %".28" = zext i1 %".27" to i32
  %".29" = sub i32 0, %".28"
  %".30" = icmp slt i32 %".29", 0
  br i1 %".30", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.5")
  unreachable
entry.endif.endif:
  %".34" = bitcast %"builtins__exceptions__IndexError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".38" = alloca [4 x i8*]
  %".39" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 3
  store i8* %"exception.text_ptr.9", i8** %".45"
  %".47" = bitcast %"builtins__exceptions__IndexError"* %".18" to i8*
  %".48" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".47", i32 1)
  %".49" = bitcast i8* %".48" to i8**
  %".50" = bitcast %"builtins__exceptions__IndexError"* %".18" to i8*
  %".51" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".50", i32 0)
  %".52" = bitcast i8* %".51" to i8**
  %".53" = load i8*, i8** %".52"
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_24", i32 0, i32 0
  %".54" = getelementptr [4 x i8*], [4 x i8*]* %".38", i32 0, i32 0
  %".55" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.10", i8* %".53", i8** %".54", i32 4, i8** %".49")
  %".56" = icmp slt i32 %".55", 0
  br i1 %".56", label %"entry.endif.endif.if", label %"entry.endif.endif.endif"
entry.endif.endif.if:
  %"exception.text_ptr.11" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.11", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.12")
  unreachable
entry.endif.endif.endif:
  %".60" = bitcast %"builtins__exceptions__IndexError"* %".18" to i8*
  %".61" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".60", i32 1)
  %".62" = bitcast i8* %".61" to i8**
  %".63" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".17", i8** %".62", i8* null, i32 0, i8* %"source", i32 %"line", i32 %"column", i8* %"code")
  %".64" = icmp slt i32 %".63", 0
  br i1 %".64", label %"entry.endif.endif.endif.if", label %"entry.endif.endif.endif.endif"
entry.endif.endif.endif.if:
  %"exception.text_ptr.13" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.13", i8* %"source", i32 %"line", i32 %"column", i8* %"exception.text_ptr.14")
  unreachable
entry.endif.endif.endif.endif:
  %".68" = call i32 @"irx_class_release"(i8* %"context", i8* %".17", i8* %".10")
  ret i32 %".63"
}

define internal i32 @"irx.drop.builtins.exceptions::class::IndexError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__IndexError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_24" = internal constant [39 x i8] c"builtins.exceptions::class::IndexError\00"
@"exception_text_25" = internal constant [40 x i8] c"builtins.exceptions::class::LookupError\00"
declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define internal i32 @"irx.drop.class_lifecycle::class::Node"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"class_lifecycle__Node"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = icmp sgt i32 %".10", 0
  br i1 %".11", label %"entry.if", label %"entry.endif"
entry.if:
  %".13" = call i8* @"irx_exception_cleanup_enter"(i8* %".1")
  %".14" = call i32 @"class_lifecycle__Node__method____del____overload__instance____del____irx_default__fixed__NoneType"(i8* %".1", %"class_lifecycle__Node"* %".5")
  call void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".13")
  call void @"irx_class_record"(i32 %".14", i8* %".8", i32* %"first_status", i8* %".3")
  br label %"entry.endif"
entry.endif:
  %".18" = load i32, i32* %"first_status"
  ret i32 %".18"
}

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

declare external void @"irx_class_complete"(i8* %".1")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %".1", i32 %".2")

@"str_utf8_7884032730562770805_140403586852176" = internal constant [5 x i8] c"done\00"
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
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
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

@"exception_text_26" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

