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
%"exceptions_handlers__AppError" = type {i8*, i8*, i8*, i8*, i8*}
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

define internal i8* @"exceptions_handlers__AppError__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"exceptions_handlers__AppError"*
  switch i32 %".2", label %"missing" [i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.1:
  %"record_addr" = getelementptr inbounds %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"record_addr" to i8*
  ret i8* %".6"
field.0:
  %"message_addr" = getelementptr inbounds %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".4", i32 0, i32 4
  %".8" = bitcast i8** %"message_addr" to i8*
  ret i8* %".8"
}

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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140402470943568", i32 0, i32 0
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_7", i32 0, i32 0
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
  %"exception.text_ptr.2" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_11", i32 0, i32 0
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
  %"exception.text_ptr.11" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.7" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.9" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.9", i32 -1, i32 -1, i8* %"exception.text_ptr.10")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.13" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
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
  %"exception.text_ptr.16" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_11", i32 0, i32 0
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
  %"exception.text_ptr.25" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.19" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".69" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.21" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.21", i32 -1, i32 -1, i8* %"exception.text_ptr.22")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.23" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".75" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.23", i32 -1, i32 -1, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail.1:
  %"exception.text_ptr.27" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".83" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 32, i32 25, i8* %"exception.text_ptr.29")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.pass.1:
  store i64 %"addtmp.1", i64* %"current"
  br label %"while.cond.1"
}

define i32 @"exceptions_handlers__level3"(i8* %"context", i32 %"n", i32* %"result_out")
{
entry:
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %"n.1" = alloca i32
  store i32 %"n", i32* %"n.1"
  %"n.2" = load i32, i32* %"n.1"
  %"eqtmp" = icmp eq i32 %"n.2", 0
  br i1 %"eqtmp", label %"bb_if_then", label %"bb_if_else"
bb_if_then:
  %".7" = getelementptr inbounds [15 x i8], [15 x i8]* @"str_utf8_8192337737639041668_140402469401744", i32 0, i32 0
  %".8" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".9" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* null, i32 1
  %".10" = ptrtoint %"exceptions_handlers__AppError"* %".9" to i64
  %".11" = call i32 @"irx_class_create"(i64 %".10", i32 (i8*, i8*, i8*)* @"irx.drop.exceptions_handlers::class::AppError", i8** %"class_result", i8* %".8")
  %".12" = icmp eq i32 %".11", 0
  br i1 %".12", label %"native.ok", label %"native.fail"
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  %"n.3" = load i32, i32* %"n.1"
  %".188" = icmp ne i32 %"n.3", 0
  br i1 %".188", label %"integer.division.zero.pass", label %"integer.division.zero.fail"
native.fail:
  %".14" = call i32 @"irx_exception_pending"(i8* %"context")
  %".15" = icmp ne i32 %".14", 0
  br i1 %".15", label %"native.pending", label %"native.error"
native.ok:
  %".20" = load i8*, i8** %"class_result"
  %".21" = bitcast i8* %".20" to %"exceptions_handlers__AppError"*
  %".22" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".21", i32 0, i32 1
  %".23" = bitcast i8* (i8*, i32)* @"exceptions_handlers__AppError__descriptor" to i8*
  store i8* %".23", i8** %".22"
  %".25" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".21", i32 0, i32 2
  store i8* null, i8** %".25"
  %".27" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".21", i32 0, i32 3
  store i8* null, i8** %".27"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %".7", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 14, i32 11, i8* %"exception.text_ptr.1")
  ret i32 1
string.allocation.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 14, i32 11, i8* %"exception.text_ptr.4")
  %".31" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".33" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".34" = call i32 @"irx_class_release"(i8* %"context", i8* %".33", i8* %".32")
  %".35" = icmp eq i32 %".34", 0
  br i1 %".35", label %"native.ok.1", label %"native.fail.1"
string.allocation.pass:
  %".46" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".21", i32 0, i32 4
  store i8* %"str_concat", i8** %".46"
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  %"exception.text_ptr.7" = getelementptr inbounds [37 x i8], [37 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".51" = alloca [3 x i8*]
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 0
  store i8* %"exception.text_ptr.7", i8** %".52"
  %".54" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 1
  store i8* %"exception.text_ptr.8", i8** %".54"
  %".56" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 2
  store i8* %"exception.text_ptr.9", i8** %".56"
  %".58" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".59" = call i8* @"exceptions_handlers__AppError__descriptor"(i8* %".58", i32 1)
  %".60" = bitcast i8* %".59" to i8**
  %".61" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".62" = call i8* @"exceptions_handlers__AppError__descriptor"(i8* %".61", i32 0)
  %".63" = bitcast i8* %".62" to i8**
  %".64" = load i8*, i8** %".63"
  %"exception.text_ptr.10" = getelementptr inbounds [37 x i8], [37 x i8]* @"exception_text_24", i32 0, i32 0
  %".65" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 0
  %".66" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.10", i8* %".64", i8** %".65", i32 3, i8** %".60")
  %".67" = icmp slt i32 %".66", 0
  br i1 %".67", label %"string.allocation.pass.if", label %"string.allocation.pass.endif"
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
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 14, i32 11, i8* %"exception.text_ptr.6")
  br label %"cleanup.done"
string.allocation.pass.if:
  %"exception.text_ptr.11" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.11", i8* %"exception.text_ptr.12", i32 14, i32 11, i8* %"exception.text_ptr.13")
  unreachable
string.allocation.pass.endif:
  %".71" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".72" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".73" = call i32 @"irx_class_require"(i8* %".72", i8* %".71")
  %".74" = icmp eq i32 %".73", 0
  br i1 %".74", label %"native.ok.2", label %"native.fail.2"
native.fail.2:
  %".76" = call i32 @"irx_exception_pending"(i8* %"context")
  %".77" = icmp ne i32 %".76", 0
  br i1 %".77", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".110" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".111" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".112" = call i32 @"irx_class_retain"(i8* %".111", i8* %".110")
  %".113" = icmp eq i32 %".112", 0
  br i1 %".113", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".79" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".80" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".81" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".82" = call i32 @"irx_class_release"(i8* %"context", i8* %".81", i8* %".80")
  %".83" = icmp eq i32 %".82", 0
  br i1 %".83", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.16" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".94" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".71", i8* %"exception.text_ptr.16", i32 14, i32 11, i8* %"exception.text_ptr.17")
  %".95" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".96" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".97" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".98" = call i32 @"irx_class_release"(i8* %"context", i8* %".97", i8* %".96")
  %".99" = icmp eq i32 %".98", 0
  br i1 %".99", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".79")
  ret i32 1
native.fail.3:
  %".85" = call i32 @"irx_exception_pending"(i8* %"context")
  %".86" = icmp ne i32 %".85", 0
  br i1 %".86", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".89" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".80", i8* %"exception.text_ptr.14", i32 14, i32 11, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".95")
  ret i32 1
native.fail.4:
  %".101" = call i32 @"irx_exception_pending"(i8* %"context")
  %".102" = icmp ne i32 %".101", 0
  br i1 %".102", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.18" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".105" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".96", i8* %"exception.text_ptr.18", i32 14, i32 11, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.2"
native.fail.5:
  %".115" = call i32 @"irx_exception_pending"(i8* %"context")
  %".116" = icmp ne i32 %".115", 0
  br i1 %".116", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".149" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".150" = call i8* @"exceptions_handlers__AppError__descriptor"(i8* %".149", i32 1)
  %".151" = bitcast i8* %".150" to i8**
  %".152" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %"exception.text_ptr.26" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".153" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".152", i8** %".151", i8* null, i32 0, i8* %"exception.text_ptr.26", i32 14, i32 5, i8* %"exception.text_ptr.27")
  %".154" = icmp slt i32 %".153", 0
  br i1 %".154", label %"native.ok.5.if", label %"native.ok.5.endif"
native.pending.5:
  %".118" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".119" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".120" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".121" = call i32 @"irx_class_release"(i8* %"context", i8* %".120", i8* %".119")
  %".122" = icmp eq i32 %".121", 0
  br i1 %".122", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.22" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".133" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".110", i8* %"exception.text_ptr.22", i32 14, i32 11, i8* %"exception.text_ptr.23")
  %".134" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".135" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".136" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".137" = call i32 @"irx_class_release"(i8* %"context", i8* %".136", i8* %".135")
  %".138" = icmp eq i32 %".137", 0
  br i1 %".138", label %"native.ok.7", label %"native.fail.7"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".118")
  ret i32 1
native.fail.6:
  %".124" = call i32 @"irx_exception_pending"(i8* %"context")
  %".125" = icmp ne i32 %".124", 0
  br i1 %".125", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.20" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".128" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".119", i8* %"exception.text_ptr.20", i32 14, i32 11, i8* %"exception.text_ptr.21")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".134")
  ret i32 1
native.fail.7:
  %".140" = call i32 @"irx_exception_pending"(i8* %"context")
  %".141" = icmp ne i32 %".140", 0
  br i1 %".141", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.24" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".144" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".135", i8* %"exception.text_ptr.24", i32 14, i32 11, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.4"
native.ok.5.if:
  %"exception.text_ptr.28" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.28", i8* %"exception.text_ptr.29", i32 14, i32 5, i8* %"exception.text_ptr.30")
  unreachable
native.ok.5.endif:
  %".158" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".159" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".160" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".161" = call i32 @"irx_class_release"(i8* %"context", i8* %".160", i8* %".159")
  %".162" = icmp eq i32 %".161", 0
  br i1 %".162", label %"native.ok.8", label %"native.fail.8"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".158")
  %".172" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".173" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".174" = bitcast %"exceptions_handlers__AppError"* %".21" to i8*
  %".175" = call i32 @"irx_class_release"(i8* %"context", i8* %".174", i8* %".173")
  %".176" = icmp eq i32 %".175", 0
  br i1 %".176", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.31" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".168" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.31", i32 14, i32 11, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".172")
  ret i32 1
native.fail.9:
  %".178" = call i32 @"irx_exception_pending"(i8* %"context")
  %".179" = icmp ne i32 %".178", 0
  br i1 %".179", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.6"
native.pending.9:
  br label %"cleanup.done.6"
native.error.9:
  %"exception.text_ptr.33" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".182" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".173", i8* %"exception.text_ptr.33", i32 14, i32 11, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.6"
integer.division.zero.fail:
  %"exception.text_ptr.35" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".190" = call i32 @"irx.raise.builtins.exceptions::class::ZeroDivisionError"(i8* %"context", i8* %"exception.text_ptr.35", i8* %"exception.text_ptr.36", i32 15, i32 13, i8* %"exception.text_ptr.37")
  ret i32 1
integer.division.zero.pass:
  %".192" = icmp eq i32 10, -2147483648
  %".193" = icmp eq i32 %"n.3", -1
  %".194" = and i1 %".192", %".193"
  %".195" = xor i1 %".194", -1
  br i1 %".195", label %"integer.division.overflow.pass", label %"integer.division.overflow.fail"
integer.division.overflow.fail:
  %"exception.text_ptr.38" = getelementptr inbounds [47 x i8], [47 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".197" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.38", i8* %"exception.text_ptr.39", i32 15, i32 13, i8* %"exception.text_ptr.40")
  ret i32 1
integer.division.overflow.pass:
  %"divtmp" = sdiv i32 10, %"n.3"
  store i32 %"divtmp", i32* %"result_out"
  ret i32 0
}

define i32 @"exceptions_handlers__level2"(i8* %"context", i32 %"n", i32* %"result_out")
{
entry:
  %"call.result" = alloca i32
  %"n.1" = alloca i32
  store i32 %"n", i32* %"n.1"
  %"n.2" = load i32, i32* %"n.1"
  %"call.status" = call i32 @"exceptions_handlers__level3"(i8* %"context", i32 %"n.2", i32* %"call.result")
  %".6" = icmp eq i32 %"call.status", 0
  br i1 %".6", label %"call.success", label %"call.failure"
except.dispatch:
  %".21" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".22" = getelementptr inbounds [15 x i8], [15 x i8]* @"str_utf8_1250850556644421925_140402469754640", i32 0, i32 0
  %".23" = call i32 @"puts"(i8* %".22")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".21", i32 1)
  ret i32 1
try.end:
  unreachable
call.success:
  %".10" = load i32, i32* %"call.result"
  %".11" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".12" = getelementptr inbounds [15 x i8], [15 x i8]* @"str_utf8_1250850556644421925_140402469714768", i32 0, i32 0
  %".13" = call i32 @"puts"(i8* %".12")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".11", i32 1)
  %".15" = call i32 @"irx_exception_pending"(i8* %"context")
  %".16" = icmp ne i32 %".15", 0
  br i1 %".16", label %"call.success.if", label %"call.success.endif"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 19, i32 12)
  br label %"except.dispatch"
call.success.if:
  ret i32 1
call.success.endif:
  store i32 %".10", i32* %"result_out"
  ret i32 0
}

define i32 @"exceptions_handlers__classify"(i8* %"context", i32 %"code", i8** %"result_out")
{
entry:
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
  %"e" = alloca %"builtins__exceptions__ArithmeticError"*
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
  %"class_result.2" = alloca i8*
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
  %"class_result.1" = alloca i8*
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %"code.1" = alloca i32
  store i32 %"code", i32* %"code.1"
  %"code.2" = load i32, i32* %"code.1"
  %"eqtmp" = icmp eq i32 %"code.2", 1
  br i1 %"eqtmp", label %"bb_if_then", label %"bb_if_else"
except.dispatch:
  %"exception.text_ptr.110" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".564" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.110")
  %".565" = icmp ne i32 %".564", 0
  %".566" = or i1 false, %".565"
  br i1 %".566", label %"except.body", label %"except.next"
try.end:
  unreachable
bb_if_then:
  %".7" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_413759867485191678_140402469762320", i32 0, i32 0
  %".8" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".9" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* null, i32 1
  %".10" = ptrtoint %"builtins__exceptions__ValueError"* %".9" to i64
  %".11" = call i32 @"irx_class_create"(i64 %".10", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ValueError", i8** %"class_result", i8* %".8")
  %".12" = icmp eq i32 %".11", 0
  br i1 %".12", label %"native.ok", label %"native.fail"
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  %"code.3" = load i32, i32* %"code.1"
  %"eqtmp.1" = icmp eq i32 %"code.3", 2
  br i1 %"eqtmp.1", label %"bb_if_then.1", label %"bb_if_else.1"
native.fail:
  %".14" = call i32 @"irx_exception_pending"(i8* %"context")
  %".15" = icmp ne i32 %".14", 0
  br i1 %".15", label %"native.pending", label %"native.error"
native.ok:
  %".20" = load i8*, i8** %"class_result"
  %".21" = bitcast i8* %".20" to %"builtins__exceptions__ValueError"*
  %".22" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".21", i32 0, i32 1
  %".23" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ValueError__descriptor" to i8*
  store i8* %".23", i8** %".22"
  %".25" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".21", i32 0, i32 2
  store i8* null, i8** %".25"
  %".27" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".21", i32 0, i32 3
  store i8* null, i8** %".27"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %".7", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending:
  br label %"except.dispatch"
native.error:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 26, i32 13, i8* %"exception.text_ptr.1")
  br label %"except.dispatch"
string.allocation.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 26, i32 13, i8* %"exception.text_ptr.4")
  %".31" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".33" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".34" = call i32 @"irx_class_release"(i8* %"context", i8* %".33", i8* %".32")
  %".35" = icmp eq i32 %".34", 0
  br i1 %".35", label %"native.ok.1", label %"native.fail.1"
string.allocation.pass:
  %".46" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".21", i32 0, i32 4
  store i8* %"str_concat", i8** %".46"
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  %"exception.text_ptr.7" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".51" = alloca [3 x i8*]
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 0
  store i8* %"exception.text_ptr.7", i8** %".52"
  %".54" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 1
  store i8* %"exception.text_ptr.8", i8** %".54"
  %".56" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 2
  store i8* %"exception.text_ptr.9", i8** %".56"
  %".58" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".59" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".58", i32 1)
  %".60" = bitcast i8* %".59" to i8**
  %".61" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".62" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".61", i32 0)
  %".63" = bitcast i8* %".62" to i8**
  %".64" = load i8*, i8** %".63"
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".65" = getelementptr [3 x i8*], [3 x i8*]* %".51", i32 0, i32 0
  %".66" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.10", i8* %".64", i8** %".65", i32 3, i8** %".60")
  %".67" = icmp slt i32 %".66", 0
  br i1 %".67", label %"string.allocation.pass.if", label %"string.allocation.pass.endif"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".31")
  br label %"except.dispatch"
native.fail.1:
  %".37" = call i32 @"irx_exception_pending"(i8* %"context")
  %".38" = icmp ne i32 %".37", 0
  br i1 %".38", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  br label %"cleanup.done"
native.pending.1:
  br label %"cleanup.done"
native.error.1:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 26, i32 13, i8* %"exception.text_ptr.6")
  br label %"cleanup.done"
string.allocation.pass.if:
  %"exception.text_ptr.11" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.11", i8* %"exception.text_ptr.12", i32 26, i32 13, i8* %"exception.text_ptr.13")
  unreachable
string.allocation.pass.endif:
  %".71" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".72" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".73" = call i32 @"irx_class_require"(i8* %".72", i8* %".71")
  %".74" = icmp eq i32 %".73", 0
  br i1 %".74", label %"native.ok.2", label %"native.fail.2"
native.fail.2:
  %".76" = call i32 @"irx_exception_pending"(i8* %"context")
  %".77" = icmp ne i32 %".76", 0
  br i1 %".77", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".110" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".111" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".112" = call i32 @"irx_class_retain"(i8* %".111", i8* %".110")
  %".113" = icmp eq i32 %".112", 0
  br i1 %".113", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".79" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".80" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".81" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".82" = call i32 @"irx_class_release"(i8* %"context", i8* %".81", i8* %".80")
  %".83" = icmp eq i32 %".82", 0
  br i1 %".83", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.16" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".94" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".71", i8* %"exception.text_ptr.16", i32 26, i32 13, i8* %"exception.text_ptr.17")
  %".95" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".96" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".97" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".98" = call i32 @"irx_class_release"(i8* %"context", i8* %".97", i8* %".96")
  %".99" = icmp eq i32 %".98", 0
  br i1 %".99", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".79")
  br label %"except.dispatch"
native.fail.3:
  %".85" = call i32 @"irx_exception_pending"(i8* %"context")
  %".86" = icmp ne i32 %".85", 0
  br i1 %".86", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".89" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".80", i8* %"exception.text_ptr.14", i32 26, i32 13, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".95")
  br label %"except.dispatch"
native.fail.4:
  %".101" = call i32 @"irx_exception_pending"(i8* %"context")
  %".102" = icmp ne i32 %".101", 0
  br i1 %".102", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.18" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".105" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".96", i8* %"exception.text_ptr.18", i32 26, i32 13, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.2"
native.fail.5:
  %".115" = call i32 @"irx_exception_pending"(i8* %"context")
  %".116" = icmp ne i32 %".115", 0
  br i1 %".116", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".149" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".150" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".149", i32 1)
  %".151" = bitcast i8* %".150" to i8**
  %".152" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %"exception.text_ptr.26" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".153" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".152", i8** %".151", i8* null, i32 0, i8* %"exception.text_ptr.26", i32 26, i32 7, i8* %"exception.text_ptr.27")
  %".154" = icmp slt i32 %".153", 0
  br i1 %".154", label %"native.ok.5.if", label %"native.ok.5.endif"
native.pending.5:
  %".118" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".119" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".120" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".121" = call i32 @"irx_class_release"(i8* %"context", i8* %".120", i8* %".119")
  %".122" = icmp eq i32 %".121", 0
  br i1 %".122", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.22" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".133" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".110", i8* %"exception.text_ptr.22", i32 26, i32 13, i8* %"exception.text_ptr.23")
  %".134" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".135" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".136" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".137" = call i32 @"irx_class_release"(i8* %"context", i8* %".136", i8* %".135")
  %".138" = icmp eq i32 %".137", 0
  br i1 %".138", label %"native.ok.7", label %"native.fail.7"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".118")
  br label %"except.dispatch"
native.fail.6:
  %".124" = call i32 @"irx_exception_pending"(i8* %"context")
  %".125" = icmp ne i32 %".124", 0
  br i1 %".125", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.20" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".128" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".119", i8* %"exception.text_ptr.20", i32 26, i32 13, i8* %"exception.text_ptr.21")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".134")
  br label %"except.dispatch"
native.fail.7:
  %".140" = call i32 @"irx_exception_pending"(i8* %"context")
  %".141" = icmp ne i32 %".140", 0
  br i1 %".141", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.24" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".144" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".135", i8* %"exception.text_ptr.24", i32 26, i32 13, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.4"
native.ok.5.if:
  %"exception.text_ptr.28" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.28", i8* %"exception.text_ptr.29", i32 26, i32 7, i8* %"exception.text_ptr.30")
  unreachable
native.ok.5.endif:
  %".158" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".159" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".160" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".161" = call i32 @"irx_class_release"(i8* %"context", i8* %".160", i8* %".159")
  %".162" = icmp eq i32 %".161", 0
  br i1 %".162", label %"native.ok.8", label %"native.fail.8"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".158")
  %".172" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".173" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".174" = bitcast %"builtins__exceptions__ValueError"* %".21" to i8*
  %".175" = call i32 @"irx_class_release"(i8* %"context", i8* %".174", i8* %".173")
  %".176" = icmp eq i32 %".175", 0
  br i1 %".176", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.31" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".168" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.31", i32 26, i32 13, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".172")
  br label %"except.dispatch"
native.fail.9:
  %".178" = call i32 @"irx_exception_pending"(i8* %"context")
  %".179" = icmp ne i32 %".178", 0
  br i1 %".179", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.6"
native.pending.9:
  br label %"cleanup.done.6"
native.error.9:
  %"exception.text_ptr.33" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".182" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".173", i8* %"exception.text_ptr.33", i32 26, i32 13, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.6"
bb_if_then.1:
  %".189" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_4181422511626478288_140402469909328", i32 0, i32 0
  %".190" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".191" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* null, i32 1
  %".192" = ptrtoint %"builtins__exceptions__IndexError"* %".191" to i64
  %".193" = call i32 @"irx_class_create"(i64 %".192", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::IndexError", i8** %"class_result.1", i8* %".190")
  %".194" = icmp eq i32 %".193", 0
  br i1 %".194", label %"native.ok.10", label %"native.fail.10"
bb_if_else.1:
  br label %"bb_if_end.1"
bb_if_end.1:
  %"code.4" = load i32, i32* %"code.1"
  %"eqtmp.2" = icmp eq i32 %"code.4", 3
  br i1 %"eqtmp.2", label %"bb_if_then.2", label %"bb_if_else.2"
native.fail.10:
  %".196" = call i32 @"irx_exception_pending"(i8* %"context")
  %".197" = icmp ne i32 %".196", 0
  br i1 %".197", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  %".202" = load i8*, i8** %"class_result.1"
  %".203" = bitcast i8* %".202" to %"builtins__exceptions__IndexError"*
  %".204" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".203", i32 0, i32 1
  %".205" = bitcast i8* (i8*, i32)* @"builtins__exceptions__IndexError__descriptor" to i8*
  store i8* %".205", i8** %".204"
  %".207" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".203", i32 0, i32 2
  store i8* null, i8** %".207"
  %".209" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".203", i32 0, i32 3
  store i8* null, i8** %".209"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %".189", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
native.pending.10:
  br label %"except.dispatch"
native.error.10:
  %"exception.text_ptr.35" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".200" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".190", i8* %"exception.text_ptr.35", i32 28, i32 13, i8* %"exception.text_ptr.36")
  br label %"except.dispatch"
string.allocation.fail.1:
  %"exception.text_ptr.37" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".212" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.37", i8* %"exception.text_ptr.38", i32 28, i32 13, i8* %"exception.text_ptr.39")
  %".213" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".214" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".215" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".216" = call i32 @"irx_class_release"(i8* %"context", i8* %".215", i8* %".214")
  %".217" = icmp eq i32 %".216", 0
  br i1 %".217", label %"native.ok.11", label %"native.fail.11"
string.allocation.pass.1:
  %".228" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".203", i32 0, i32 4
  store i8* %"str_concat.1", i8** %".228"
  call void @"irx_class_complete"(i8* %".202")
  call void @"irx_class_complete"(i8* %".202")
  call void @"irx_class_complete"(i8* %".202")
  call void @"irx_class_complete"(i8* %".202")
  %"exception.text_ptr.42" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.45" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".234" = alloca [4 x i8*]
  %".235" = getelementptr [4 x i8*], [4 x i8*]* %".234", i32 0, i32 0
  store i8* %"exception.text_ptr.42", i8** %".235"
  %".237" = getelementptr [4 x i8*], [4 x i8*]* %".234", i32 0, i32 1
  store i8* %"exception.text_ptr.43", i8** %".237"
  %".239" = getelementptr [4 x i8*], [4 x i8*]* %".234", i32 0, i32 2
  store i8* %"exception.text_ptr.44", i8** %".239"
  %".241" = getelementptr [4 x i8*], [4 x i8*]* %".234", i32 0, i32 3
  store i8* %"exception.text_ptr.45", i8** %".241"
  %".243" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".244" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".243", i32 1)
  %".245" = bitcast i8* %".244" to i8**
  %".246" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".247" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".246", i32 0)
  %".248" = bitcast i8* %".247" to i8**
  %".249" = load i8*, i8** %".248"
  %"exception.text_ptr.46" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %".250" = getelementptr [4 x i8*], [4 x i8*]* %".234", i32 0, i32 0
  %".251" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.46", i8* %".249", i8** %".250", i32 4, i8** %".245")
  %".252" = icmp slt i32 %".251", 0
  br i1 %".252", label %"string.allocation.pass.1.if", label %"string.allocation.pass.1.endif"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".213")
  br label %"except.dispatch"
native.fail.11:
  %".219" = call i32 @"irx_exception_pending"(i8* %"context")
  %".220" = icmp ne i32 %".219", 0
  br i1 %".220", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.40" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".223" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".214", i8* %"exception.text_ptr.40", i32 28, i32 13, i8* %"exception.text_ptr.41")
  br label %"cleanup.done.7"
string.allocation.pass.1.if:
  %"exception.text_ptr.47" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.47", i8* %"exception.text_ptr.48", i32 28, i32 13, i8* %"exception.text_ptr.49")
  unreachable
string.allocation.pass.1.endif:
  %".256" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".257" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".258" = call i32 @"irx_class_require"(i8* %".257", i8* %".256")
  %".259" = icmp eq i32 %".258", 0
  br i1 %".259", label %"native.ok.12", label %"native.fail.12"
native.fail.12:
  %".261" = call i32 @"irx_exception_pending"(i8* %"context")
  %".262" = icmp ne i32 %".261", 0
  br i1 %".262", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  %".295" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".296" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".297" = call i32 @"irx_class_retain"(i8* %".296", i8* %".295")
  %".298" = icmp eq i32 %".297", 0
  br i1 %".298", label %"native.ok.15", label %"native.fail.15"
native.pending.12:
  %".264" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".265" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".266" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".267" = call i32 @"irx_class_release"(i8* %"context", i8* %".266", i8* %".265")
  %".268" = icmp eq i32 %".267", 0
  br i1 %".268", label %"native.ok.13", label %"native.fail.13"
native.error.12:
  %"exception.text_ptr.52" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".279" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".256", i8* %"exception.text_ptr.52", i32 28, i32 13, i8* %"exception.text_ptr.53")
  %".280" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".281" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".282" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".283" = call i32 @"irx_class_release"(i8* %"context", i8* %".282", i8* %".281")
  %".284" = icmp eq i32 %".283", 0
  br i1 %".284", label %"native.ok.14", label %"native.fail.14"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".264")
  br label %"except.dispatch"
native.fail.13:
  %".270" = call i32 @"irx_exception_pending"(i8* %"context")
  %".271" = icmp ne i32 %".270", 0
  br i1 %".271", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.8"
native.pending.13:
  br label %"cleanup.done.8"
native.error.13:
  %"exception.text_ptr.50" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".274" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".265", i8* %"exception.text_ptr.50", i32 28, i32 13, i8* %"exception.text_ptr.51")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".280")
  br label %"except.dispatch"
native.fail.14:
  %".286" = call i32 @"irx_exception_pending"(i8* %"context")
  %".287" = icmp ne i32 %".286", 0
  br i1 %".287", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.9"
native.pending.14:
  br label %"cleanup.done.9"
native.error.14:
  %"exception.text_ptr.54" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".290" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".281", i8* %"exception.text_ptr.54", i32 28, i32 13, i8* %"exception.text_ptr.55")
  br label %"cleanup.done.9"
native.fail.15:
  %".300" = call i32 @"irx_exception_pending"(i8* %"context")
  %".301" = icmp ne i32 %".300", 0
  br i1 %".301", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  %".334" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".335" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".334", i32 1)
  %".336" = bitcast i8* %".335" to i8**
  %".337" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %"exception.text_ptr.62" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".338" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".337", i8** %".336", i8* null, i32 0, i8* %"exception.text_ptr.62", i32 28, i32 7, i8* %"exception.text_ptr.63")
  %".339" = icmp slt i32 %".338", 0
  br i1 %".339", label %"native.ok.15.if", label %"native.ok.15.endif"
native.pending.15:
  %".303" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".304" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".305" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".306" = call i32 @"irx_class_release"(i8* %"context", i8* %".305", i8* %".304")
  %".307" = icmp eq i32 %".306", 0
  br i1 %".307", label %"native.ok.16", label %"native.fail.16"
native.error.15:
  %"exception.text_ptr.58" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".318" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".295", i8* %"exception.text_ptr.58", i32 28, i32 13, i8* %"exception.text_ptr.59")
  %".319" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".320" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".321" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".322" = call i32 @"irx_class_release"(i8* %"context", i8* %".321", i8* %".320")
  %".323" = icmp eq i32 %".322", 0
  br i1 %".323", label %"native.ok.17", label %"native.fail.17"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".303")
  br label %"except.dispatch"
native.fail.16:
  %".309" = call i32 @"irx_exception_pending"(i8* %"context")
  %".310" = icmp ne i32 %".309", 0
  br i1 %".310", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.10"
native.pending.16:
  br label %"cleanup.done.10"
native.error.16:
  %"exception.text_ptr.56" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".313" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".304", i8* %"exception.text_ptr.56", i32 28, i32 13, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".319")
  br label %"except.dispatch"
native.fail.17:
  %".325" = call i32 @"irx_exception_pending"(i8* %"context")
  %".326" = icmp ne i32 %".325", 0
  br i1 %".326", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.11"
native.pending.17:
  br label %"cleanup.done.11"
native.error.17:
  %"exception.text_ptr.60" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".329" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".320", i8* %"exception.text_ptr.60", i32 28, i32 13, i8* %"exception.text_ptr.61")
  br label %"cleanup.done.11"
native.ok.15.if:
  %"exception.text_ptr.64" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.64", i8* %"exception.text_ptr.65", i32 28, i32 7, i8* %"exception.text_ptr.66")
  unreachable
native.ok.15.endif:
  %".343" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".344" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".345" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".346" = call i32 @"irx_class_release"(i8* %"context", i8* %".345", i8* %".344")
  %".347" = icmp eq i32 %".346", 0
  br i1 %".347", label %"native.ok.18", label %"native.fail.18"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".343")
  %".357" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".358" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".359" = bitcast %"builtins__exceptions__IndexError"* %".203" to i8*
  %".360" = call i32 @"irx_class_release"(i8* %"context", i8* %".359", i8* %".358")
  %".361" = icmp eq i32 %".360", 0
  br i1 %".361", label %"native.ok.19", label %"native.fail.19"
native.fail.18:
  %".349" = call i32 @"irx_exception_pending"(i8* %"context")
  %".350" = icmp ne i32 %".349", 0
  br i1 %".350", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.12"
native.pending.18:
  br label %"cleanup.done.12"
native.error.18:
  %"exception.text_ptr.67" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".353" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".344", i8* %"exception.text_ptr.67", i32 28, i32 13, i8* %"exception.text_ptr.68")
  br label %"cleanup.done.12"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".357")
  br label %"except.dispatch"
native.fail.19:
  %".363" = call i32 @"irx_exception_pending"(i8* %"context")
  %".364" = icmp ne i32 %".363", 0
  br i1 %".364", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.13"
native.pending.19:
  br label %"cleanup.done.13"
native.error.19:
  %"exception.text_ptr.69" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".367" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".358", i8* %"exception.text_ptr.69", i32 28, i32 13, i8* %"exception.text_ptr.70")
  br label %"cleanup.done.13"
bb_if_then.2:
  %".374" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_3297714210604882652_140402470076176", i32 0, i32 0
  %".375" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".376" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* null, i32 1
  %".377" = ptrtoint %"builtins__exceptions__ZeroDivisionError"* %".376" to i64
  %".378" = call i32 @"irx_class_create"(i64 %".377", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ZeroDivisionError", i8** %"class_result.2", i8* %".375")
  %".379" = icmp eq i32 %".378", 0
  br i1 %".379", label %"native.ok.20", label %"native.fail.20"
bb_if_else.2:
  br label %"bb_if_end.2"
bb_if_end.2:
  %".558" = getelementptr inbounds [5 x i8], [5 x i8]* @"str_utf8_5012189725244547009_140402468126288", i32 0, i32 0
  %"string_copy_empty_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.3" = call i8* @"strcat_inline"(i8* %".558", i8* %"string_copy_empty_ptr.3")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.3", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.fail.20:
  %".381" = call i32 @"irx_exception_pending"(i8* %"context")
  %".382" = icmp ne i32 %".381", 0
  br i1 %".382", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  %".387" = load i8*, i8** %"class_result.2"
  %".388" = bitcast i8* %".387" to %"builtins__exceptions__ZeroDivisionError"*
  %".389" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".388", i32 0, i32 1
  %".390" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ZeroDivisionError__descriptor" to i8*
  store i8* %".390", i8** %".389"
  %".392" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".388", i32 0, i32 2
  store i8* null, i8** %".392"
  %".394" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".388", i32 0, i32 3
  store i8* null, i8** %".394"
  %"string_copy_empty_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %".374", i8* %"string_copy_empty_ptr.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
native.pending.20:
  br label %"except.dispatch"
native.error.20:
  %"exception.text_ptr.71" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".385" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".375", i8* %"exception.text_ptr.71", i32 30, i32 13, i8* %"exception.text_ptr.72")
  br label %"except.dispatch"
string.allocation.fail.2:
  %"exception.text_ptr.73" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".397" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.73", i8* %"exception.text_ptr.74", i32 30, i32 13, i8* %"exception.text_ptr.75")
  %".398" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".399" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".400" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".401" = call i32 @"irx_class_release"(i8* %"context", i8* %".400", i8* %".399")
  %".402" = icmp eq i32 %".401", 0
  br i1 %".402", label %"native.ok.21", label %"native.fail.21"
string.allocation.pass.2:
  %".413" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".388", i32 0, i32 4
  store i8* %"str_concat.2", i8** %".413"
  call void @"irx_class_complete"(i8* %".387")
  call void @"irx_class_complete"(i8* %".387")
  call void @"irx_class_complete"(i8* %".387")
  call void @"irx_class_complete"(i8* %".387")
  %"exception.text_ptr.78" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.81" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".419" = alloca [4 x i8*]
  %".420" = getelementptr [4 x i8*], [4 x i8*]* %".419", i32 0, i32 0
  store i8* %"exception.text_ptr.78", i8** %".420"
  %".422" = getelementptr [4 x i8*], [4 x i8*]* %".419", i32 0, i32 1
  store i8* %"exception.text_ptr.79", i8** %".422"
  %".424" = getelementptr [4 x i8*], [4 x i8*]* %".419", i32 0, i32 2
  store i8* %"exception.text_ptr.80", i8** %".424"
  %".426" = getelementptr [4 x i8*], [4 x i8*]* %".419", i32 0, i32 3
  store i8* %"exception.text_ptr.81", i8** %".426"
  %".428" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".429" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".428", i32 1)
  %".430" = bitcast i8* %".429" to i8**
  %".431" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".432" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".431", i32 0)
  %".433" = bitcast i8* %".432" to i8**
  %".434" = load i8*, i8** %".433"
  %"exception.text_ptr.82" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_26", i32 0, i32 0
  %".435" = getelementptr [4 x i8*], [4 x i8*]* %".419", i32 0, i32 0
  %".436" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.82", i8* %".434", i8** %".435", i32 4, i8** %".430")
  %".437" = icmp slt i32 %".436", 0
  br i1 %".437", label %"string.allocation.pass.2.if", label %"string.allocation.pass.2.endif"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".398")
  br label %"except.dispatch"
native.fail.21:
  %".404" = call i32 @"irx_exception_pending"(i8* %"context")
  %".405" = icmp ne i32 %".404", 0
  br i1 %".405", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.14"
native.pending.21:
  br label %"cleanup.done.14"
native.error.21:
  %"exception.text_ptr.76" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".408" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".399", i8* %"exception.text_ptr.76", i32 30, i32 13, i8* %"exception.text_ptr.77")
  br label %"cleanup.done.14"
string.allocation.pass.2.if:
  %"exception.text_ptr.83" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.83", i8* %"exception.text_ptr.84", i32 30, i32 13, i8* %"exception.text_ptr.85")
  unreachable
string.allocation.pass.2.endif:
  %".441" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".442" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".443" = call i32 @"irx_class_require"(i8* %".442", i8* %".441")
  %".444" = icmp eq i32 %".443", 0
  br i1 %".444", label %"native.ok.22", label %"native.fail.22"
native.fail.22:
  %".446" = call i32 @"irx_exception_pending"(i8* %"context")
  %".447" = icmp ne i32 %".446", 0
  br i1 %".447", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  %".480" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".481" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".482" = call i32 @"irx_class_retain"(i8* %".481", i8* %".480")
  %".483" = icmp eq i32 %".482", 0
  br i1 %".483", label %"native.ok.25", label %"native.fail.25"
native.pending.22:
  %".449" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".450" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".451" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".452" = call i32 @"irx_class_release"(i8* %"context", i8* %".451", i8* %".450")
  %".453" = icmp eq i32 %".452", 0
  br i1 %".453", label %"native.ok.23", label %"native.fail.23"
native.error.22:
  %"exception.text_ptr.88" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.89" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".464" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".441", i8* %"exception.text_ptr.88", i32 30, i32 13, i8* %"exception.text_ptr.89")
  %".465" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".466" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".467" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".468" = call i32 @"irx_class_release"(i8* %"context", i8* %".467", i8* %".466")
  %".469" = icmp eq i32 %".468", 0
  br i1 %".469", label %"native.ok.24", label %"native.fail.24"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".449")
  br label %"except.dispatch"
native.fail.23:
  %".455" = call i32 @"irx_exception_pending"(i8* %"context")
  %".456" = icmp ne i32 %".455", 0
  br i1 %".456", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.15"
native.pending.23:
  br label %"cleanup.done.15"
native.error.23:
  %"exception.text_ptr.86" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".459" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".450", i8* %"exception.text_ptr.86", i32 30, i32 13, i8* %"exception.text_ptr.87")
  br label %"cleanup.done.15"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".465")
  br label %"except.dispatch"
native.fail.24:
  %".471" = call i32 @"irx_exception_pending"(i8* %"context")
  %".472" = icmp ne i32 %".471", 0
  br i1 %".472", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.16"
native.pending.24:
  br label %"cleanup.done.16"
native.error.24:
  %"exception.text_ptr.90" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".475" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".466", i8* %"exception.text_ptr.90", i32 30, i32 13, i8* %"exception.text_ptr.91")
  br label %"cleanup.done.16"
native.fail.25:
  %".485" = call i32 @"irx_exception_pending"(i8* %"context")
  %".486" = icmp ne i32 %".485", 0
  br i1 %".486", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  %".519" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".520" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".519", i32 1)
  %".521" = bitcast i8* %".520" to i8**
  %".522" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %"exception.text_ptr.98" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".523" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".522", i8** %".521", i8* null, i32 0, i8* %"exception.text_ptr.98", i32 30, i32 7, i8* %"exception.text_ptr.99")
  %".524" = icmp slt i32 %".523", 0
  br i1 %".524", label %"native.ok.25.if", label %"native.ok.25.endif"
native.pending.25:
  %".488" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".489" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".490" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".491" = call i32 @"irx_class_release"(i8* %"context", i8* %".490", i8* %".489")
  %".492" = icmp eq i32 %".491", 0
  br i1 %".492", label %"native.ok.26", label %"native.fail.26"
native.error.25:
  %"exception.text_ptr.94" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".503" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".480", i8* %"exception.text_ptr.94", i32 30, i32 13, i8* %"exception.text_ptr.95")
  %".504" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".505" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".506" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".507" = call i32 @"irx_class_release"(i8* %"context", i8* %".506", i8* %".505")
  %".508" = icmp eq i32 %".507", 0
  br i1 %".508", label %"native.ok.27", label %"native.fail.27"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".488")
  br label %"except.dispatch"
native.fail.26:
  %".494" = call i32 @"irx_exception_pending"(i8* %"context")
  %".495" = icmp ne i32 %".494", 0
  br i1 %".495", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.17"
native.pending.26:
  br label %"cleanup.done.17"
native.error.26:
  %"exception.text_ptr.92" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".498" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".489", i8* %"exception.text_ptr.92", i32 30, i32 13, i8* %"exception.text_ptr.93")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".504")
  br label %"except.dispatch"
native.fail.27:
  %".510" = call i32 @"irx_exception_pending"(i8* %"context")
  %".511" = icmp ne i32 %".510", 0
  br i1 %".511", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.18"
native.pending.27:
  br label %"cleanup.done.18"
native.error.27:
  %"exception.text_ptr.96" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".514" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".505", i8* %"exception.text_ptr.96", i32 30, i32 13, i8* %"exception.text_ptr.97")
  br label %"cleanup.done.18"
native.ok.25.if:
  %"exception.text_ptr.100" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.102" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.100", i8* %"exception.text_ptr.101", i32 30, i32 7, i8* %"exception.text_ptr.102")
  unreachable
native.ok.25.endif:
  %".528" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".529" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".530" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".531" = call i32 @"irx_class_release"(i8* %"context", i8* %".530", i8* %".529")
  %".532" = icmp eq i32 %".531", 0
  br i1 %".532", label %"native.ok.28", label %"native.fail.28"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".528")
  %".542" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".543" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".544" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".388" to i8*
  %".545" = call i32 @"irx_class_release"(i8* %"context", i8* %".544", i8* %".543")
  %".546" = icmp eq i32 %".545", 0
  br i1 %".546", label %"native.ok.29", label %"native.fail.29"
native.fail.28:
  %".534" = call i32 @"irx_exception_pending"(i8* %"context")
  %".535" = icmp ne i32 %".534", 0
  br i1 %".535", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.19"
native.pending.28:
  br label %"cleanup.done.19"
native.error.28:
  %"exception.text_ptr.103" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".538" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".529", i8* %"exception.text_ptr.103", i32 30, i32 13, i8* %"exception.text_ptr.104")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".542")
  br label %"except.dispatch"
native.fail.29:
  %".548" = call i32 @"irx_exception_pending"(i8* %"context")
  %".549" = icmp ne i32 %".548", 0
  br i1 %".549", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.20"
native.pending.29:
  br label %"cleanup.done.20"
native.error.29:
  %"exception.text_ptr.105" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".552" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".543", i8* %"exception.text_ptr.105", i32 30, i32 13, i8* %"exception.text_ptr.106")
  br label %"cleanup.done.20"
string.allocation.fail.3:
  %"exception.text_ptr.107" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.109" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".560" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.107", i8* %"exception.text_ptr.108", i32 31, i32 5, i8* %"exception.text_ptr.109")
  br label %"except.dispatch"
string.allocation.pass.3:
  store i8* %"str_concat.3", i8** %"result_out"
  ret i32 0
except.body:
  %".568" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".569" = getelementptr inbounds [11 x i8], [11 x i8]* @"str_utf8_8811244401648233322_140402468154896", i32 0, i32 0
  %"string_copy_empty_ptr.4" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.4" = call i8* @"strcat_inline"(i8* %".569", i8* %"string_copy_empty_ptr.4")
  %"string_allocation_succeeded.4" = icmp ne i8* %"str_concat.4", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
except.next:
  %"exception.text_ptr.114" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
  %".582" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.114")
  %".583" = icmp ne i32 %".582", 0
  %".584" = or i1 false, %".583"
  br i1 %".584", label %"except.body.1", label %"except.next.1"
string.allocation.fail.4:
  %"exception.text_ptr.111" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.112" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.113" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".571" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.111", i8* %"exception.text_ptr.112", i32 33, i32 5, i8* %"exception.text_ptr.113")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".568")
  ret i32 1
string.allocation.pass.4:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".568")
  %".575" = call i32 @"irx_exception_pending"(i8* %"context")
  %".576" = icmp ne i32 %".575", 0
  br i1 %".576", label %"string.allocation.pass.4.if", label %"string.allocation.pass.4.endif"
string.allocation.pass.4.if:
  call void @"free"(i8* %"str_concat.4")
  ret i32 1
string.allocation.pass.4.endif:
  store i8* %"str_concat.4", i8** %"result_out"
  ret i32 0
except.body.1:
  %".586" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".587" = getelementptr inbounds [12 x i8], [12 x i8]* @"str_utf8_3662406308927747662_140402468168656", i32 0, i32 0
  %"string_copy_empty_ptr.5" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.5" = call i8* @"strcat_inline"(i8* %".587", i8* %"string_copy_empty_ptr.5")
  %"string_allocation_succeeded.5" = icmp ne i8* %"str_concat.5", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
except.next.1:
  %"exception.text_ptr.118" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_10", i32 0, i32 0
  %".600" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.118")
  %".601" = icmp ne i32 %".600", 0
  %".602" = or i1 false, %".601"
  br i1 %".602", label %"except.body.2", label %"except.next.2"
string.allocation.fail.5:
  %"exception.text_ptr.115" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.116" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.117" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".589" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.115", i8* %"exception.text_ptr.116", i32 35, i32 5, i8* %"exception.text_ptr.117")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".586")
  ret i32 1
string.allocation.pass.5:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".586")
  %".593" = call i32 @"irx_exception_pending"(i8* %"context")
  %".594" = icmp ne i32 %".593", 0
  br i1 %".594", label %"string.allocation.pass.5.if", label %"string.allocation.pass.5.endif"
string.allocation.pass.5.if:
  call void @"free"(i8* %"str_concat.5")
  ret i32 1
string.allocation.pass.5.endif:
  store i8* %"str_concat.5", i8** %"result_out"
  ret i32 0
except.body.2:
  %".604" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".605" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".606" = bitcast i8* %".605" to %"builtins__exceptions__ArithmeticError"*
  store %"builtins__exceptions__ArithmeticError"* %".606", %"builtins__exceptions__ArithmeticError"** %"e"
  %".608" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".609" = bitcast %"builtins__exceptions__ArithmeticError"* %".606" to i8*
  %".610" = call i32 @"irx_class_retain"(i8* %".609", i8* %".608")
  %".611" = icmp eq i32 %".610", 0
  br i1 %".611", label %"native.ok.30", label %"native.fail.30"
except.next.2:
  ret i32 1
native.fail.30:
  %".613" = call i32 @"irx_exception_pending"(i8* %"context")
  %".614" = icmp ne i32 %".613", 0
  br i1 %".614", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  %".621" = getelementptr inbounds [17 x i8], [17 x i8]* @"str_utf8_3511460808390094057_140402468241808", i32 0, i32 0
  %"e.1" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".622" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".623" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".624" = call i32 @"irx_class_require"(i8* %".623", i8* %".622")
  %".625" = icmp eq i32 %".624", 0
  br i1 %".625", label %"native.ok.31", label %"native.fail.31"
native.pending.30:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.error.30:
  %"exception.text_ptr.119" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.120" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".618" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".608", i8* %"exception.text_ptr.119", i32 36, i32 3, i8* %"exception.text_ptr.120")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.31:
  %".627" = call i32 @"irx_exception_pending"(i8* %"context")
  %".628" = icmp ne i32 %".627", 0
  br i1 %".628", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  %".665" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".666" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".667" = call i32 @"irx_class_retain"(i8* %".666", i8* %".665")
  %".668" = icmp eq i32 %".667", 0
  br i1 %".668", label %"native.ok.34", label %"native.fail.34"
native.pending.31:
  %".630" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".631" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".632" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".633" = bitcast %"builtins__exceptions__ArithmeticError"* %".631" to i8*
  %".634" = call i32 @"irx_class_release"(i8* %"context", i8* %".633", i8* %".632")
  %".635" = icmp eq i32 %".634", 0
  br i1 %".635", label %"native.ok.32", label %"native.fail.32"
native.error.31:
  %"exception.text_ptr.123" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.124" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".647" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".622", i8* %"exception.text_ptr.123", i32 37, i32 33, i8* %"exception.text_ptr.124")
  %".648" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".649" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".650" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".651" = bitcast %"builtins__exceptions__ArithmeticError"* %".649" to i8*
  %".652" = call i32 @"irx_class_release"(i8* %"context", i8* %".651", i8* %".650")
  %".653" = icmp eq i32 %".652", 0
  br i1 %".653", label %"native.ok.33", label %"native.fail.33"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".630")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.32:
  %".637" = call i32 @"irx_exception_pending"(i8* %"context")
  %".638" = icmp ne i32 %".637", 0
  br i1 %".638", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.21"
native.pending.32:
  br label %"cleanup.done.21"
native.error.32:
  %"exception.text_ptr.121" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.122" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".641" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".632", i8* %"exception.text_ptr.121", i32 36, i32 3, i8* %"exception.text_ptr.122")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".648")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.33:
  %".655" = call i32 @"irx_exception_pending"(i8* %"context")
  %".656" = icmp ne i32 %".655", 0
  br i1 %".656", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.22"
native.pending.33:
  br label %"cleanup.done.22"
native.error.33:
  %"exception.text_ptr.125" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.126" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".659" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".650", i8* %"exception.text_ptr.125", i32 36, i32 3, i8* %"exception.text_ptr.126")
  br label %"cleanup.done.22"
native.fail.34:
  %".670" = call i32 @"irx_exception_pending"(i8* %"context")
  %".671" = icmp ne i32 %".670", 0
  br i1 %".671", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  %".708" = getelementptr inbounds %"builtins__exceptions__ArithmeticError", %"builtins__exceptions__ArithmeticError"* %"e.1", i32 0, i32 1
  %".709" = load i8*, i8** %".708"
  %".710" = bitcast i8* %".709" to i8* (i8*, i32)*
  %".711" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".710"(i8* %".711", i32 0)
  %".712" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".713" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".712")
  %".714" = icmp eq i32 %".713", 0
  br i1 %".714", label %"native.ok.37", label %"native.fail.37"
native.pending.34:
  %".673" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".674" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".675" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".676" = bitcast %"builtins__exceptions__ArithmeticError"* %".674" to i8*
  %".677" = call i32 @"irx_class_release"(i8* %"context", i8* %".676", i8* %".675")
  %".678" = icmp eq i32 %".677", 0
  br i1 %".678", label %"native.ok.35", label %"native.fail.35"
native.error.34:
  %"exception.text_ptr.129" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".690" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".665", i8* %"exception.text_ptr.129", i32 37, i32 33, i8* %"exception.text_ptr.130")
  %".691" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".692" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".693" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".694" = bitcast %"builtins__exceptions__ArithmeticError"* %".692" to i8*
  %".695" = call i32 @"irx_class_release"(i8* %"context", i8* %".694", i8* %".693")
  %".696" = icmp eq i32 %".695", 0
  br i1 %".696", label %"native.ok.36", label %"native.fail.36"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".673")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.35:
  %".680" = call i32 @"irx_exception_pending"(i8* %"context")
  %".681" = icmp ne i32 %".680", 0
  br i1 %".681", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.23"
native.pending.35:
  br label %"cleanup.done.23"
native.error.35:
  %"exception.text_ptr.127" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".684" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".675", i8* %"exception.text_ptr.127", i32 36, i32 3, i8* %"exception.text_ptr.128")
  br label %"cleanup.done.23"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".691")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.36:
  %".698" = call i32 @"irx_exception_pending"(i8* %"context")
  %".699" = icmp ne i32 %".698", 0
  br i1 %".699", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.24"
native.pending.36:
  br label %"cleanup.done.24"
native.error.36:
  %"exception.text_ptr.131" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".702" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".693", i8* %"exception.text_ptr.131", i32 36, i32 3, i8* %"exception.text_ptr.132")
  br label %"cleanup.done.24"
native.fail.37:
  %".716" = call i32 @"irx_exception_pending"(i8* %"context")
  %".717" = icmp ne i32 %".716", 0
  br i1 %".717", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr.6" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.6" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr.6")
  %"string_allocation_succeeded.6" = icmp ne i8* %"str_concat.6", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
native.pending.37:
  %".719" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".720" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".721" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".722" = call i32 @"irx_class_release"(i8* %"context", i8* %".721", i8* %".720")
  %".723" = icmp eq i32 %".722", 0
  br i1 %".723", label %"native.ok.38", label %"native.fail.38"
native.error.37:
  %"exception.text_ptr.137" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.138" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".750" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".712", i8* %"exception.text_ptr.137", i32 37, i32 33, i8* %"exception.text_ptr.138")
  %".751" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".752" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".753" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".754" = call i32 @"irx_class_release"(i8* %"context", i8* %".753", i8* %".752")
  %".755" = icmp eq i32 %".754", 0
  br i1 %".755", label %"native.ok.40", label %"native.fail.40"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".719")
  %".733" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".734" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".735" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".736" = bitcast %"builtins__exceptions__ArithmeticError"* %".734" to i8*
  %".737" = call i32 @"irx_class_release"(i8* %"context", i8* %".736", i8* %".735")
  %".738" = icmp eq i32 %".737", 0
  br i1 %".738", label %"native.ok.39", label %"native.fail.39"
native.fail.38:
  %".725" = call i32 @"irx_exception_pending"(i8* %"context")
  %".726" = icmp ne i32 %".725", 0
  br i1 %".726", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  br label %"cleanup.done.25"
native.pending.38:
  br label %"cleanup.done.25"
native.error.38:
  %"exception.text_ptr.133" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".729" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".720", i8* %"exception.text_ptr.133", i32 37, i32 33, i8* %"exception.text_ptr.134")
  br label %"cleanup.done.25"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".733")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.39:
  %".740" = call i32 @"irx_exception_pending"(i8* %"context")
  %".741" = icmp ne i32 %".740", 0
  br i1 %".741", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  br label %"cleanup.done.26"
native.pending.39:
  br label %"cleanup.done.26"
native.error.39:
  %"exception.text_ptr.135" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.136" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".744" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".735", i8* %"exception.text_ptr.135", i32 36, i32 3, i8* %"exception.text_ptr.136")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".751")
  %".765" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".766" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".767" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".768" = bitcast %"builtins__exceptions__ArithmeticError"* %".766" to i8*
  %".769" = call i32 @"irx_class_release"(i8* %"context", i8* %".768", i8* %".767")
  %".770" = icmp eq i32 %".769", 0
  br i1 %".770", label %"native.ok.41", label %"native.fail.41"
native.fail.40:
  %".757" = call i32 @"irx_exception_pending"(i8* %"context")
  %".758" = icmp ne i32 %".757", 0
  br i1 %".758", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.27"
native.pending.40:
  br label %"cleanup.done.27"
native.error.40:
  %"exception.text_ptr.139" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.140" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".761" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".752", i8* %"exception.text_ptr.139", i32 37, i32 33, i8* %"exception.text_ptr.140")
  br label %"cleanup.done.27"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".765")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.41:
  %".772" = call i32 @"irx_exception_pending"(i8* %"context")
  %".773" = icmp ne i32 %".772", 0
  br i1 %".773", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  br label %"cleanup.done.28"
native.pending.41:
  br label %"cleanup.done.28"
native.error.41:
  %"exception.text_ptr.141" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".776" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".767", i8* %"exception.text_ptr.141", i32 36, i32 3, i8* %"exception.text_ptr.142")
  br label %"cleanup.done.28"
string.allocation.fail.6:
  %"exception.text_ptr.143" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.144" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.145" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".783" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.143", i8* %"exception.text_ptr.144", i32 -1, i32 -1, i8* %"exception.text_ptr.145")
  %".784" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".785" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".786" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".787" = call i32 @"irx_class_release"(i8* %"context", i8* %".786", i8* %".785")
  %".788" = icmp eq i32 %".787", 0
  br i1 %".788", label %"native.ok.42", label %"native.fail.42"
string.allocation.pass.6:
  %"str_concat.7" = call i8* @"strcat_inline"(i8* %".621", i8* %"str_concat.6")
  %"string_allocation_succeeded.7" = icmp ne i8* %"str_concat.7", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".784")
  %".798" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".799" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".800" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".801" = bitcast %"builtins__exceptions__ArithmeticError"* %".799" to i8*
  %".802" = call i32 @"irx_class_release"(i8* %"context", i8* %".801", i8* %".800")
  %".803" = icmp eq i32 %".802", 0
  br i1 %".803", label %"native.ok.43", label %"native.fail.43"
native.fail.42:
  %".790" = call i32 @"irx_exception_pending"(i8* %"context")
  %".791" = icmp ne i32 %".790", 0
  br i1 %".791", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  br label %"cleanup.done.29"
native.pending.42:
  br label %"cleanup.done.29"
native.error.42:
  %"exception.text_ptr.146" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.147" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".794" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".785", i8* %"exception.text_ptr.146", i32 37, i32 33, i8* %"exception.text_ptr.147")
  br label %"cleanup.done.29"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".798")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.43:
  %".805" = call i32 @"irx_exception_pending"(i8* %"context")
  %".806" = icmp ne i32 %".805", 0
  br i1 %".806", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.30"
native.pending.43:
  br label %"cleanup.done.30"
native.error.43:
  %"exception.text_ptr.148" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".809" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".800", i8* %"exception.text_ptr.148", i32 36, i32 3, i8* %"exception.text_ptr.149")
  br label %"cleanup.done.30"
string.allocation.fail.7:
  %"exception.text_ptr.150" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.151" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.152" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".816" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.150", i8* %"exception.text_ptr.151", i32 37, i32 31, i8* %"exception.text_ptr.152")
  call void @"free"(i8* %"str_concat.6")
  %".818" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".819" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".820" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".821" = call i32 @"irx_class_release"(i8* %"context", i8* %".820", i8* %".819")
  %".822" = icmp eq i32 %".821", 0
  br i1 %".822", label %"native.ok.44", label %"native.fail.44"
string.allocation.pass.7:
  call void @"free"(i8* %"str_concat.6")
  %".850" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".851" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".852" = bitcast %"builtins__exceptions__ArithmeticError"* %"e.1" to i8*
  %".853" = call i32 @"irx_class_release"(i8* %"context", i8* %".852", i8* %".851")
  %".854" = icmp eq i32 %".853", 0
  br i1 %".854", label %"native.ok.46", label %"native.fail.46"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".818")
  %".832" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".833" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".834" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".835" = bitcast %"builtins__exceptions__ArithmeticError"* %".833" to i8*
  %".836" = call i32 @"irx_class_release"(i8* %"context", i8* %".835", i8* %".834")
  %".837" = icmp eq i32 %".836", 0
  br i1 %".837", label %"native.ok.45", label %"native.fail.45"
native.fail.44:
  %".824" = call i32 @"irx_exception_pending"(i8* %"context")
  %".825" = icmp ne i32 %".824", 0
  br i1 %".825", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.31"
native.pending.44:
  br label %"cleanup.done.31"
native.error.44:
  %"exception.text_ptr.153" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.154" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".828" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".819", i8* %"exception.text_ptr.153", i32 37, i32 33, i8* %"exception.text_ptr.154")
  br label %"cleanup.done.31"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".832")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.45:
  %".839" = call i32 @"irx_exception_pending"(i8* %"context")
  %".840" = icmp ne i32 %".839", 0
  br i1 %".840", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.32"
native.pending.45:
  br label %"cleanup.done.32"
native.error.45:
  %"exception.text_ptr.155" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.156" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".843" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".834", i8* %"exception.text_ptr.155", i32 36, i32 3, i8* %"exception.text_ptr.156")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".850")
  %".864" = call i32 @"irx_exception_pending"(i8* %"context")
  %".865" = icmp ne i32 %".864", 0
  br i1 %".865", label %"cleanup.done.33.if", label %"cleanup.done.33.endif"
native.fail.46:
  %".856" = call i32 @"irx_exception_pending"(i8* %"context")
  %".857" = icmp ne i32 %".856", 0
  br i1 %".857", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  br label %"cleanup.done.33"
native.pending.46:
  br label %"cleanup.done.33"
native.error.46:
  %"exception.text_ptr.157" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.158" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".860" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".851", i8* %"exception.text_ptr.157", i32 37, i32 33, i8* %"exception.text_ptr.158")
  br label %"cleanup.done.33"
cleanup.done.33.if:
  call void @"free"(i8* %"str_concat.7")
  %".868" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".869" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".870" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".871" = bitcast %"builtins__exceptions__ArithmeticError"* %".869" to i8*
  %".872" = call i32 @"irx_class_release"(i8* %"context", i8* %".871", i8* %".870")
  %".873" = icmp eq i32 %".872", 0
  br i1 %".873", label %"native.ok.47", label %"native.fail.47"
cleanup.done.33.endif:
  %".885" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".886" = load %"builtins__exceptions__ArithmeticError"*, %"builtins__exceptions__ArithmeticError"** %"e"
  %".887" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".888" = bitcast %"builtins__exceptions__ArithmeticError"* %".886" to i8*
  %".889" = call i32 @"irx_class_release"(i8* %"context", i8* %".888", i8* %".887")
  %".890" = icmp eq i32 %".889", 0
  br i1 %".890", label %"native.ok.48", label %"native.fail.48"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".868")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
native.fail.47:
  %".875" = call i32 @"irx_exception_pending"(i8* %"context")
  %".876" = icmp ne i32 %".875", 0
  br i1 %".876", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  br label %"cleanup.done.34"
native.pending.47:
  br label %"cleanup.done.34"
native.error.47:
  %"exception.text_ptr.159" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".879" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".870", i8* %"exception.text_ptr.159", i32 36, i32 3, i8* %"exception.text_ptr.160")
  br label %"cleanup.done.34"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".885")
  %".900" = call i32 @"irx_exception_pending"(i8* %"context")
  %".901" = icmp ne i32 %".900", 0
  br i1 %".901", label %"cleanup.done.35.if", label %"cleanup.done.35.endif"
native.fail.48:
  %".892" = call i32 @"irx_exception_pending"(i8* %"context")
  %".893" = icmp ne i32 %".892", 0
  br i1 %".893", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.35"
native.pending.48:
  br label %"cleanup.done.35"
native.error.48:
  %"exception.text_ptr.161" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.162" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".896" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".887", i8* %"exception.text_ptr.161", i32 36, i32 3, i8* %"exception.text_ptr.162")
  br label %"cleanup.done.35"
cleanup.done.35.if:
  call void @"free"(i8* %"str_concat.7")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  ret i32 1
cleanup.done.35.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".604")
  %".907" = call i32 @"irx_exception_pending"(i8* %"context")
  %".908" = icmp ne i32 %".907", 0
  br i1 %".908", label %"cleanup.done.35.endif.if", label %"cleanup.done.35.endif.endif"
cleanup.done.35.endif.if:
  call void @"free"(i8* %"str_concat.7")
  ret i32 1
cleanup.done.35.endif.endif:
  store i8* %"str_concat.7", i8** %"result_out"
  ret i32 0
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"file_error.116" = alloca [256 x i8]
  %"file_error.115" = alloca [256 x i8]
  %"file_error.114" = alloca [256 x i8]
  %"file_error.113" = alloca [256 x i8]
  %"file_error.112" = alloca [256 x i8]
  %"file_error.111" = alloca [256 x i8]
  %"file_error.110" = alloca [256 x i8]
  %"file_error.109" = alloca [256 x i8]
  %"file_error.108" = alloca [256 x i8]
  %"file_error.107" = alloca [256 x i8]
  %"file_error.106" = alloca [256 x i8]
  %"file_error.105" = alloca [256 x i8]
  %"file_error.104" = alloca [256 x i8]
  %"file_error.103" = alloca [256 x i8]
  %"file_error.102" = alloca [256 x i8]
  %"file_error.101" = alloca [256 x i8]
  %"file_error.100" = alloca [256 x i8]
  %"e.7" = alloca %"builtins__exceptions__RuntimeError"*
  %"file_error.99" = alloca [256 x i8]
  %"file_error.98" = alloca [256 x i8]
  %"file_error.97" = alloca [256 x i8]
  %"file_error.96" = alloca [256 x i8]
  %"file_error.95" = alloca [256 x i8]
  %"file_error.94" = alloca [256 x i8]
  %"file_error.93" = alloca [256 x i8]
  %"file_error.92" = alloca [256 x i8]
  %"file_error.91" = alloca [256 x i8]
  %"file_error.90" = alloca [256 x i8]
  %"class_result.3" = alloca i8*
  %"n" = alloca i32
  %"call.result.5" = alloca i8*
  %"call.result.4" = alloca i8*
  %"call.result.3" = alloca i8*
  %"call.result.2" = alloca i8*
  %"file_error.89" = alloca [256 x i8]
  %"file_error.88" = alloca [256 x i8]
  %"file_error.87" = alloca [256 x i8]
  %"file_error.86" = alloca [256 x i8]
  %"file_error.85" = alloca [256 x i8]
  %"file_error.84" = alloca [256 x i8]
  %"file_error.83" = alloca [256 x i8]
  %"file_error.82" = alloca [256 x i8]
  %"file_error.81" = alloca [256 x i8]
  %"file_error.80" = alloca [256 x i8]
  %"file_error.79" = alloca [256 x i8]
  %"file_error.78" = alloca [256 x i8]
  %"file_error.77" = alloca [256 x i8]
  %"file_error.76" = alloca [256 x i8]
  %"file_error.75" = alloca [256 x i8]
  %"file_error.74" = alloca [256 x i8]
  %"file_error.73" = alloca [256 x i8]
  %"e.5" = alloca %"builtins__exceptions__Exception"*
  %"file_error.72" = alloca [256 x i8]
  %"file_error.71" = alloca [256 x i8]
  %"file_error.70" = alloca [256 x i8]
  %"file_error.69" = alloca [256 x i8]
  %"file_error.68" = alloca [256 x i8]
  %"file_error.67" = alloca [256 x i8]
  %"file_error.66" = alloca [256 x i8]
  %"file_error.65" = alloca [256 x i8]
  %"file_error.64" = alloca [256 x i8]
  %"file_error.63" = alloca [256 x i8]
  %"class_result.2" = alloca i8*
  %"file_error.62" = alloca [256 x i8]
  %"file_error.61" = alloca [256 x i8]
  %"file_error.60" = alloca [256 x i8]
  %"file_error.59" = alloca [256 x i8]
  %"file_error.58" = alloca [256 x i8]
  %"file_error.57" = alloca [256 x i8]
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
  %"e.3" = alloca %"builtins__exceptions__RuntimeError"*
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
  %"class_result.1" = alloca i8*
  %"file_error.27" = alloca [256 x i8]
  %"e.2" = alloca %"builtins__exceptions__ValueError"*
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
  %"class_result" = alloca i8*
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
  %"file_error" = alloca [256 x i8]
  %"e" = alloca %"exceptions_handlers__AppError"*
  %"call.result.1" = alloca i32
  %"call.result" = alloca i32
  %"call.status" = call i32 @"exceptions_handlers__level2"(i8* %"context", i32 5, i32* %"call.result")
  %".4" = icmp eq i32 %"call.status", 0
  br i1 %".4", label %"call.success", label %"call.failure"
except.dispatch:
  %"exception.text_ptr.20" = getelementptr inbounds [37 x i8], [37 x i8]* @"exception_text_24", i32 0, i32 0
  %".51" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.20")
  %".52" = icmp ne i32 %".51", 0
  %".53" = or i1 false, %".52"
  br i1 %".53", label %"except.body", label %"except.next"
try.end:
  %".330" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_515333461750186665_140402468794128", i32 0, i32 0
  %".331" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".332" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* null, i32 1
  %".333" = ptrtoint %"builtins__exceptions__ValueError"* %".332" to i64
  %".334" = call i32 @"irx_class_create"(i64 %".333", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ValueError", i8** %"class_result", i8* %".331")
  %".335" = icmp eq i32 %".334", 0
  br i1 %".335", label %"native.ok.17", label %"native.fail.17"
call.success:
  %".8" = load i32, i32* %"call.result"
  %".9" = sext i32 %".8" to i64
  %".10" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".11" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".10", i64 %".9")
  %"string_format_size_succeeded" = icmp sge i32 %".11", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 41, i32 11)
  br label %"except.dispatch"
string.format.size.fail:
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".13" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.1", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  br label %"except.dispatch"
string.format.size.pass:
  %".15" = zext i32 %".11" to i64
  %"string_format_allocation_size" = add i64 %".15", 1
  %".16" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".16", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  br label %"except.dispatch"
string.allocation.pass:
  %".20" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".16", i64 %"string_format_allocation_size", i8* %".10", i64 %".9")
  %"string_format_write_succeeded" = icmp sge i32 %".20", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".22" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  br label %"except.dispatch"
string.format.write.pass:
  %".24" = call i32 @"puts"(i8* %".16")
  call void @"free"(i8* %".16")
  %"call.status.1" = call i32 @"exceptions_handlers__level2"(i8* %"context", i32 0, i32* %"call.result.1")
  %".26" = icmp eq i32 %"call.status.1", 0
  br i1 %".26", label %"call.success.1", label %"call.failure.1"
call.success.1:
  %".30" = load i32, i32* %"call.result.1"
  %".31" = sext i32 %".30" to i64
  %".32" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".33" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".32", i64 %".31")
  %"string_format_size_succeeded.1" = icmp sge i32 %".33", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
call.failure.1:
  %"exception.text_ptr.10" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.10", i32 42, i32 11)
  br label %"except.dispatch"
string.format.size.fail.1:
  %"exception.text_ptr.11" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".35" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.11", i8* %"exception.text_ptr.12", i32 -1, i32 -1, i8* %"exception.text_ptr.13")
  br label %"except.dispatch"
string.format.size.pass.1:
  %".37" = zext i32 %".33" to i64
  %"string_format_allocation_size.1" = add i64 %".37", 1
  %".38" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".38", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.14" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.14", i8* %"exception.text_ptr.15", i32 -1, i32 -1, i8* %"exception.text_ptr.16")
  br label %"except.dispatch"
string.allocation.pass.1:
  %".42" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".38", i64 %"string_format_allocation_size.1", i8* %".32", i64 %".31")
  %"string_format_write_succeeded.1" = icmp sge i32 %".42", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.17" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".44" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.17", i8* %"exception.text_ptr.18", i32 -1, i32 -1, i8* %"exception.text_ptr.19")
  br label %"except.dispatch"
string.format.write.pass.1:
  %".46" = call i32 @"puts"(i8* %".38")
  call void @"free"(i8* %".38")
  %".48" = getelementptr inbounds [12 x i8], [12 x i8]* @"str_utf8_7105953467267574034_140402468541648", i32 0, i32 0
  %".49" = call i32 @"puts"(i8* %".48")
  br label %"try.end"
except.body:
  %".55" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".56" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".57" = bitcast i8* %".56" to %"exceptions_handlers__AppError"*
  store %"exceptions_handlers__AppError"* %".57", %"exceptions_handlers__AppError"** %"e"
  %".59" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".60" = bitcast %"exceptions_handlers__AppError"* %".57" to i8*
  %".61" = call i32 @"irx_class_retain"(i8* %".60", i8* %".59")
  %".62" = icmp eq i32 %".61", 0
  br i1 %".62", label %"native.ok", label %"native.fail"
except.next:
  ret i32 1
native.fail:
  %".64" = call i32 @"irx_exception_pending"(i8* %"context")
  %".65" = icmp ne i32 %".64", 0
  br i1 %".65", label %"native.pending", label %"native.error"
native.ok:
  %".72" = getelementptr inbounds [16 x i8], [16 x i8]* @"str_utf8_602728680400366864_140402468555856", i32 0, i32 0
  %".73" = call i32 @"puts"(i8* %".72")
  %"e.1" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".74" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".75" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".76" = call i32 @"irx_class_require"(i8* %".75", i8* %".74")
  %".77" = icmp eq i32 %".76", 0
  br i1 %".77", label %"native.ok.1", label %"native.fail.1"
native.pending:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.error:
  %"exception.text_ptr.21" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".69" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".59", i8* %"exception.text_ptr.21", i32 44, i32 3, i8* %"exception.text_ptr.22")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.1:
  %".79" = call i32 @"irx_exception_pending"(i8* %"context")
  %".80" = icmp ne i32 %".79", 0
  br i1 %".80", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".117" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".118" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".119" = call i32 @"irx_class_retain"(i8* %".118", i8* %".117")
  %".120" = icmp eq i32 %".119", 0
  br i1 %".120", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".82" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".83" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".84" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".85" = bitcast %"exceptions_handlers__AppError"* %".83" to i8*
  %".86" = call i32 @"irx_class_release"(i8* %"context", i8* %".85", i8* %".84")
  %".87" = icmp eq i32 %".86", 0
  br i1 %".87", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.25" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".99" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".74", i8* %"exception.text_ptr.25", i32 46, i32 11, i8* %"exception.text_ptr.26")
  %".100" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".101" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".102" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".103" = bitcast %"exceptions_handlers__AppError"* %".101" to i8*
  %".104" = call i32 @"irx_class_release"(i8* %"context", i8* %".103", i8* %".102")
  %".105" = icmp eq i32 %".104", 0
  br i1 %".105", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".82")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.2:
  %".89" = call i32 @"irx_exception_pending"(i8* %"context")
  %".90" = icmp ne i32 %".89", 0
  br i1 %".90", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.23" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".93" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".84", i8* %"exception.text_ptr.23", i32 44, i32 3, i8* %"exception.text_ptr.24")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".100")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.3:
  %".107" = call i32 @"irx_exception_pending"(i8* %"context")
  %".108" = icmp ne i32 %".107", 0
  br i1 %".108", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.27" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".111" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".102", i8* %"exception.text_ptr.27", i32 44, i32 3, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.1"
native.fail.4:
  %".122" = call i32 @"irx_exception_pending"(i8* %"context")
  %".123" = icmp ne i32 %".122", 0
  br i1 %".123", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".160" = getelementptr inbounds %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %"e.1", i32 0, i32 1
  %".161" = load i8*, i8** %".160"
  %".162" = bitcast i8* %".161" to i8* (i8*, i32)*
  %".163" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".162"(i8* %".163", i32 0)
  %".164" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".165" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".164")
  %".166" = icmp eq i32 %".165", 0
  br i1 %".166", label %"native.ok.7", label %"native.fail.7"
native.pending.4:
  %".125" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".126" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".127" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".128" = bitcast %"exceptions_handlers__AppError"* %".126" to i8*
  %".129" = call i32 @"irx_class_release"(i8* %"context", i8* %".128", i8* %".127")
  %".130" = icmp eq i32 %".129", 0
  br i1 %".130", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.31" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".142" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".117", i8* %"exception.text_ptr.31", i32 46, i32 11, i8* %"exception.text_ptr.32")
  %".143" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".144" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".145" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".146" = bitcast %"exceptions_handlers__AppError"* %".144" to i8*
  %".147" = call i32 @"irx_class_release"(i8* %"context", i8* %".146", i8* %".145")
  %".148" = icmp eq i32 %".147", 0
  br i1 %".148", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".125")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.5:
  %".132" = call i32 @"irx_exception_pending"(i8* %"context")
  %".133" = icmp ne i32 %".132", 0
  br i1 %".133", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.29" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".136" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".127", i8* %"exception.text_ptr.29", i32 44, i32 3, i8* %"exception.text_ptr.30")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".143")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.6:
  %".150" = call i32 @"irx_exception_pending"(i8* %"context")
  %".151" = icmp ne i32 %".150", 0
  br i1 %".151", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.33" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".154" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".145", i8* %"exception.text_ptr.33", i32 44, i32 3, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.3"
native.fail.7:
  %".168" = call i32 @"irx_exception_pending"(i8* %"context")
  %".169" = icmp ne i32 %".168", 0
  br i1 %".169", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.2" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
native.pending.7:
  %".171" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".172" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".173" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".174" = call i32 @"irx_class_release"(i8* %"context", i8* %".173", i8* %".172")
  %".175" = icmp eq i32 %".174", 0
  br i1 %".175", label %"native.ok.8", label %"native.fail.8"
native.error.7:
  %"exception.text_ptr.39" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".202" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".164", i8* %"exception.text_ptr.39", i32 46, i32 11, i8* %"exception.text_ptr.40")
  %".203" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".204" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".205" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".206" = call i32 @"irx_class_release"(i8* %"context", i8* %".205", i8* %".204")
  %".207" = icmp eq i32 %".206", 0
  br i1 %".207", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".171")
  %".185" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".186" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".187" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".188" = bitcast %"exceptions_handlers__AppError"* %".186" to i8*
  %".189" = call i32 @"irx_class_release"(i8* %"context", i8* %".188", i8* %".187")
  %".190" = icmp eq i32 %".189", 0
  br i1 %".190", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".177" = call i32 @"irx_exception_pending"(i8* %"context")
  %".178" = icmp ne i32 %".177", 0
  br i1 %".178", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.35" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".181" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".172", i8* %"exception.text_ptr.35", i32 46, i32 11, i8* %"exception.text_ptr.36")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".185")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.9:
  %".192" = call i32 @"irx_exception_pending"(i8* %"context")
  %".193" = icmp ne i32 %".192", 0
  br i1 %".193", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.37" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".196" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".187", i8* %"exception.text_ptr.37", i32 44, i32 3, i8* %"exception.text_ptr.38")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".203")
  %".217" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".218" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".219" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".220" = bitcast %"exceptions_handlers__AppError"* %".218" to i8*
  %".221" = call i32 @"irx_class_release"(i8* %"context", i8* %".220", i8* %".219")
  %".222" = icmp eq i32 %".221", 0
  br i1 %".222", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".209" = call i32 @"irx_exception_pending"(i8* %"context")
  %".210" = icmp ne i32 %".209", 0
  br i1 %".210", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.41" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".213" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".204", i8* %"exception.text_ptr.41", i32 46, i32 11, i8* %"exception.text_ptr.42")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".217")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.11:
  %".224" = call i32 @"irx_exception_pending"(i8* %"context")
  %".225" = icmp ne i32 %".224", 0
  br i1 %".225", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.43" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".228" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".219", i8* %"exception.text_ptr.43", i32 44, i32 3, i8* %"exception.text_ptr.44")
  br label %"cleanup.done.7"
string.allocation.fail.2:
  %"exception.text_ptr.45" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.47" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.45", i8* %"exception.text_ptr.46", i32 -1, i32 -1, i8* %"exception.text_ptr.47")
  %".236" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".237" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".238" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".239" = call i32 @"irx_class_release"(i8* %"context", i8* %".238", i8* %".237")
  %".240" = icmp eq i32 %".239", 0
  br i1 %".240", label %"native.ok.12", label %"native.fail.12"
string.allocation.pass.2:
  %".267" = call i32 @"puts"(i8* %"str_concat")
  call void @"free"(i8* %"str_concat")
  %".269" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".270" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".271" = bitcast %"exceptions_handlers__AppError"* %"e.1" to i8*
  %".272" = call i32 @"irx_class_release"(i8* %"context", i8* %".271", i8* %".270")
  %".273" = icmp eq i32 %".272", 0
  br i1 %".273", label %"native.ok.14", label %"native.fail.14"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".236")
  %".250" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".251" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".252" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".253" = bitcast %"exceptions_handlers__AppError"* %".251" to i8*
  %".254" = call i32 @"irx_class_release"(i8* %"context", i8* %".253", i8* %".252")
  %".255" = icmp eq i32 %".254", 0
  br i1 %".255", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".242" = call i32 @"irx_exception_pending"(i8* %"context")
  %".243" = icmp ne i32 %".242", 0
  br i1 %".243", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.48" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".246" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".237", i8* %"exception.text_ptr.48", i32 46, i32 11, i8* %"exception.text_ptr.49")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".250")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.13:
  %".257" = call i32 @"irx_exception_pending"(i8* %"context")
  %".258" = icmp ne i32 %".257", 0
  br i1 %".258", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.50" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".261" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".252", i8* %"exception.text_ptr.50", i32 44, i32 3, i8* %"exception.text_ptr.51")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".269")
  %".283" = call i32 @"irx_exception_pending"(i8* %"context")
  %".284" = icmp ne i32 %".283", 0
  br i1 %".284", label %"cleanup.done.10.if", label %"cleanup.done.10.endif"
native.fail.14:
  %".275" = call i32 @"irx_exception_pending"(i8* %"context")
  %".276" = icmp ne i32 %".275", 0
  br i1 %".276", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.52" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".279" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".270", i8* %"exception.text_ptr.52", i32 46, i32 11, i8* %"exception.text_ptr.53")
  br label %"cleanup.done.10"
cleanup.done.10.if:
  %".286" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".287" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".288" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".289" = bitcast %"exceptions_handlers__AppError"* %".287" to i8*
  %".290" = call i32 @"irx_class_release"(i8* %"context", i8* %".289", i8* %".288")
  %".291" = icmp eq i32 %".290", 0
  br i1 %".291", label %"native.ok.15", label %"native.fail.15"
cleanup.done.10.endif:
  %".303" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".304" = load %"exceptions_handlers__AppError"*, %"exceptions_handlers__AppError"** %"e"
  %".305" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".306" = bitcast %"exceptions_handlers__AppError"* %".304" to i8*
  %".307" = call i32 @"irx_class_release"(i8* %"context", i8* %".306", i8* %".305")
  %".308" = icmp eq i32 %".307", 0
  br i1 %".308", label %"native.ok.16", label %"native.fail.16"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".286")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.15:
  %".293" = call i32 @"irx_exception_pending"(i8* %"context")
  %".294" = icmp ne i32 %".293", 0
  br i1 %".294", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.54" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".297" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".288", i8* %"exception.text_ptr.54", i32 44, i32 3, i8* %"exception.text_ptr.55")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".303")
  %".318" = call i32 @"irx_exception_pending"(i8* %"context")
  %".319" = icmp ne i32 %".318", 0
  br i1 %".319", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.16:
  %".310" = call i32 @"irx_exception_pending"(i8* %"context")
  %".311" = icmp ne i32 %".310", 0
  br i1 %".311", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.56" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".314" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".305", i8* %"exception.text_ptr.56", i32 44, i32 3, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  ret i32 1
cleanup.done.12.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".55")
  %".324" = call i32 @"irx_exception_pending"(i8* %"context")
  %".325" = icmp ne i32 %".324", 0
  br i1 %".325", label %"cleanup.done.12.endif.if", label %"cleanup.done.12.endif.endif"
cleanup.done.12.endif.if:
  ret i32 1
cleanup.done.12.endif.endif:
  br label %"try.end"
except.dispatch.1:
  %"exception.text_ptr.147" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %".841" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.147")
  %".842" = icmp ne i32 %".841", 0
  %".843" = or i1 false, %".842"
  br i1 %".843", label %"except.body.2", label %"except.next.2"
try.end.1:
  %".1118" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_6962621312705605951_140402471246352", i32 0, i32 0
  %".1119" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.63", i32 0, i32 0
  %".1120" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* null, i32 1
  %".1121" = ptrtoint %"builtins__exceptions__TypeError"* %".1120" to i64
  %".1122" = call i32 @"irx_class_create"(i64 %".1121", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::TypeError", i8** %"class_result.2", i8* %".1119")
  %".1123" = icmp eq i32 %".1122", 0
  br i1 %".1123", label %"native.ok.63", label %"native.fail.63"
except.dispatch.2:
  %"exception.text_ptr.93" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".510" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.93")
  %".511" = icmp ne i32 %".510", 0
  %".512" = or i1 false, %".511"
  br i1 %".512", label %"except.body.1", label %"except.next.1"
try.end.2:
  unreachable
native.fail.17:
  %".337" = call i32 @"irx_exception_pending"(i8* %"context")
  %".338" = icmp ne i32 %".337", 0
  br i1 %".338", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  %".343" = load i8*, i8** %"class_result"
  %".344" = bitcast i8* %".343" to %"builtins__exceptions__ValueError"*
  %".345" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".344", i32 0, i32 1
  %".346" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ValueError__descriptor" to i8*
  store i8* %".346", i8** %".345"
  %".348" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".344", i32 0, i32 2
  store i8* null, i8** %".348"
  %".350" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".344", i32 0, i32 3
  store i8* null, i8** %".350"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %".330", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.pending.17:
  br label %"except.dispatch.2"
native.error.17:
  %"exception.text_ptr.58" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".341" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".331", i8* %"exception.text_ptr.58", i32 54, i32 13, i8* %"exception.text_ptr.59")
  br label %"except.dispatch.2"
string.allocation.fail.3:
  %"exception.text_ptr.60" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".353" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.60", i8* %"exception.text_ptr.61", i32 54, i32 13, i8* %"exception.text_ptr.62")
  %".354" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".355" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".356" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".357" = call i32 @"irx_class_release"(i8* %"context", i8* %".356", i8* %".355")
  %".358" = icmp eq i32 %".357", 0
  br i1 %".358", label %"native.ok.18", label %"native.fail.18"
string.allocation.pass.3:
  %".369" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".344", i32 0, i32 4
  store i8* %"str_concat.1", i8** %".369"
  call void @"irx_class_complete"(i8* %".343")
  call void @"irx_class_complete"(i8* %".343")
  call void @"irx_class_complete"(i8* %".343")
  %"exception.text_ptr.65" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".374" = alloca [3 x i8*]
  %".375" = getelementptr [3 x i8*], [3 x i8*]* %".374", i32 0, i32 0
  store i8* %"exception.text_ptr.65", i8** %".375"
  %".377" = getelementptr [3 x i8*], [3 x i8*]* %".374", i32 0, i32 1
  store i8* %"exception.text_ptr.66", i8** %".377"
  %".379" = getelementptr [3 x i8*], [3 x i8*]* %".374", i32 0, i32 2
  store i8* %"exception.text_ptr.67", i8** %".379"
  %".381" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".382" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".381", i32 1)
  %".383" = bitcast i8* %".382" to i8**
  %".384" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".385" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".384", i32 0)
  %".386" = bitcast i8* %".385" to i8**
  %".387" = load i8*, i8** %".386"
  %"exception.text_ptr.68" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".388" = getelementptr [3 x i8*], [3 x i8*]* %".374", i32 0, i32 0
  %".389" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.68", i8* %".387", i8** %".388", i32 3, i8** %".383")
  %".390" = icmp slt i32 %".389", 0
  br i1 %".390", label %"string.allocation.pass.3.if", label %"string.allocation.pass.3.endif"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".354")
  br label %"except.dispatch.2"
native.fail.18:
  %".360" = call i32 @"irx_exception_pending"(i8* %"context")
  %".361" = icmp ne i32 %".360", 0
  br i1 %".361", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.13"
native.pending.18:
  br label %"cleanup.done.13"
native.error.18:
  %"exception.text_ptr.63" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".364" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".355", i8* %"exception.text_ptr.63", i32 54, i32 13, i8* %"exception.text_ptr.64")
  br label %"cleanup.done.13"
string.allocation.pass.3.if:
  %"exception.text_ptr.69" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.69", i8* %"exception.text_ptr.70", i32 54, i32 13, i8* %"exception.text_ptr.71")
  unreachable
string.allocation.pass.3.endif:
  %".394" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".395" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".396" = call i32 @"irx_class_require"(i8* %".395", i8* %".394")
  %".397" = icmp eq i32 %".396", 0
  br i1 %".397", label %"native.ok.19", label %"native.fail.19"
native.fail.19:
  %".399" = call i32 @"irx_exception_pending"(i8* %"context")
  %".400" = icmp ne i32 %".399", 0
  br i1 %".400", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  %".433" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".434" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".435" = call i32 @"irx_class_retain"(i8* %".434", i8* %".433")
  %".436" = icmp eq i32 %".435", 0
  br i1 %".436", label %"native.ok.22", label %"native.fail.22"
native.pending.19:
  %".402" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".403" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".404" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".405" = call i32 @"irx_class_release"(i8* %"context", i8* %".404", i8* %".403")
  %".406" = icmp eq i32 %".405", 0
  br i1 %".406", label %"native.ok.20", label %"native.fail.20"
native.error.19:
  %"exception.text_ptr.74" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".417" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".394", i8* %"exception.text_ptr.74", i32 54, i32 13, i8* %"exception.text_ptr.75")
  %".418" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".419" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".420" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".421" = call i32 @"irx_class_release"(i8* %"context", i8* %".420", i8* %".419")
  %".422" = icmp eq i32 %".421", 0
  br i1 %".422", label %"native.ok.21", label %"native.fail.21"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".402")
  br label %"except.dispatch.2"
native.fail.20:
  %".408" = call i32 @"irx_exception_pending"(i8* %"context")
  %".409" = icmp ne i32 %".408", 0
  br i1 %".409", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.14"
native.pending.20:
  br label %"cleanup.done.14"
native.error.20:
  %"exception.text_ptr.72" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.73" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".412" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".403", i8* %"exception.text_ptr.72", i32 54, i32 13, i8* %"exception.text_ptr.73")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".418")
  br label %"except.dispatch.2"
native.fail.21:
  %".424" = call i32 @"irx_exception_pending"(i8* %"context")
  %".425" = icmp ne i32 %".424", 0
  br i1 %".425", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.15"
native.pending.21:
  br label %"cleanup.done.15"
native.error.21:
  %"exception.text_ptr.76" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".428" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".419", i8* %"exception.text_ptr.76", i32 54, i32 13, i8* %"exception.text_ptr.77")
  br label %"cleanup.done.15"
native.fail.22:
  %".438" = call i32 @"irx_exception_pending"(i8* %"context")
  %".439" = icmp ne i32 %".438", 0
  br i1 %".439", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  %".472" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".473" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".472", i32 1)
  %".474" = bitcast i8* %".473" to i8**
  %".475" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %"exception.text_ptr.84" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".476" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".475", i8** %".474", i8* null, i32 0, i8* %"exception.text_ptr.84", i32 54, i32 7, i8* %"exception.text_ptr.85")
  %".477" = icmp slt i32 %".476", 0
  br i1 %".477", label %"native.ok.22.if", label %"native.ok.22.endif"
native.pending.22:
  %".441" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".442" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".443" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".444" = call i32 @"irx_class_release"(i8* %"context", i8* %".443", i8* %".442")
  %".445" = icmp eq i32 %".444", 0
  br i1 %".445", label %"native.ok.23", label %"native.fail.23"
native.error.22:
  %"exception.text_ptr.80" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.81" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".456" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".433", i8* %"exception.text_ptr.80", i32 54, i32 13, i8* %"exception.text_ptr.81")
  %".457" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".458" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".459" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".460" = call i32 @"irx_class_release"(i8* %"context", i8* %".459", i8* %".458")
  %".461" = icmp eq i32 %".460", 0
  br i1 %".461", label %"native.ok.24", label %"native.fail.24"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".441")
  br label %"except.dispatch.2"
native.fail.23:
  %".447" = call i32 @"irx_exception_pending"(i8* %"context")
  %".448" = icmp ne i32 %".447", 0
  br i1 %".448", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.16"
native.pending.23:
  br label %"cleanup.done.16"
native.error.23:
  %"exception.text_ptr.78" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".451" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".442", i8* %"exception.text_ptr.78", i32 54, i32 13, i8* %"exception.text_ptr.79")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".457")
  br label %"except.dispatch.2"
native.fail.24:
  %".463" = call i32 @"irx_exception_pending"(i8* %"context")
  %".464" = icmp ne i32 %".463", 0
  br i1 %".464", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.17"
native.pending.24:
  br label %"cleanup.done.17"
native.error.24:
  %"exception.text_ptr.82" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.83" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".467" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".458", i8* %"exception.text_ptr.82", i32 54, i32 13, i8* %"exception.text_ptr.83")
  br label %"cleanup.done.17"
native.ok.22.if:
  %"exception.text_ptr.86" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.86", i8* %"exception.text_ptr.87", i32 54, i32 7, i8* %"exception.text_ptr.88")
  unreachable
native.ok.22.endif:
  %".481" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".482" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".483" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".484" = call i32 @"irx_class_release"(i8* %"context", i8* %".483", i8* %".482")
  %".485" = icmp eq i32 %".484", 0
  br i1 %".485", label %"native.ok.25", label %"native.fail.25"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".481")
  %".495" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".496" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".497" = bitcast %"builtins__exceptions__ValueError"* %".344" to i8*
  %".498" = call i32 @"irx_class_release"(i8* %"context", i8* %".497", i8* %".496")
  %".499" = icmp eq i32 %".498", 0
  br i1 %".499", label %"native.ok.26", label %"native.fail.26"
native.fail.25:
  %".487" = call i32 @"irx_exception_pending"(i8* %"context")
  %".488" = icmp ne i32 %".487", 0
  br i1 %".488", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.18"
native.pending.25:
  br label %"cleanup.done.18"
native.error.25:
  %"exception.text_ptr.89" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.90" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".491" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".482", i8* %"exception.text_ptr.89", i32 54, i32 13, i8* %"exception.text_ptr.90")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".495")
  br label %"except.dispatch.2"
native.fail.26:
  %".501" = call i32 @"irx_exception_pending"(i8* %"context")
  %".502" = icmp ne i32 %".501", 0
  br i1 %".502", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.19"
native.pending.26:
  br label %"cleanup.done.19"
native.error.26:
  %"exception.text_ptr.91" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.92" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".505" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".496", i8* %"exception.text_ptr.91", i32 54, i32 13, i8* %"exception.text_ptr.92")
  br label %"cleanup.done.19"
except.body.1:
  %".514" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".515" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".516" = bitcast i8* %".515" to %"builtins__exceptions__ValueError"*
  store %"builtins__exceptions__ValueError"* %".516", %"builtins__exceptions__ValueError"** %"e.2"
  %".518" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".519" = bitcast %"builtins__exceptions__ValueError"* %".516" to i8*
  %".520" = call i32 @"irx_class_retain"(i8* %".519", i8* %".518")
  %".521" = icmp eq i32 %".520", 0
  br i1 %".521", label %"native.ok.27", label %"native.fail.27"
except.next.1:
  br label %"except.dispatch.1"
native.fail.27:
  %".523" = call i32 @"irx_exception_pending"(i8* %"context")
  %".524" = icmp ne i32 %".523", 0
  br i1 %".524", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  %".531" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_6392145570547262524_140402468968592", i32 0, i32 0
  %".532" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".533" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* null, i32 1
  %".534" = ptrtoint %"builtins__exceptions__RuntimeError"* %".533" to i64
  %".535" = call i32 @"irx_class_create"(i64 %".534", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::RuntimeError", i8** %"class_result.1", i8* %".532")
  %".536" = icmp eq i32 %".535", 0
  br i1 %".536", label %"native.ok.28", label %"native.fail.28"
native.pending.27:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.error.27:
  %"exception.text_ptr.94" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".528" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".518", i8* %"exception.text_ptr.94", i32 55, i32 5, i8* %"exception.text_ptr.95")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.28:
  %".538" = call i32 @"irx_exception_pending"(i8* %"context")
  %".539" = icmp ne i32 %".538", 0
  br i1 %".539", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  %".576" = load i8*, i8** %"class_result.1"
  %".577" = bitcast i8* %".576" to %"builtins__exceptions__RuntimeError"*
  %".578" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".577", i32 0, i32 1
  %".579" = bitcast i8* (i8*, i32)* @"builtins__exceptions__RuntimeError__descriptor" to i8*
  store i8* %".579", i8** %".578"
  %".581" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".577", i32 0, i32 2
  store i8* null, i8** %".581"
  %".583" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".577", i32 0, i32 3
  store i8* null, i8** %".583"
  %"string_copy_empty_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %".531", i8* %"string_copy_empty_ptr.2")
  %"string_allocation_succeeded.4" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
native.pending.28:
  %".541" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".542" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".543" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".544" = bitcast %"builtins__exceptions__ValueError"* %".542" to i8*
  %".545" = call i32 @"irx_class_release"(i8* %"context", i8* %".544", i8* %".543")
  %".546" = icmp eq i32 %".545", 0
  br i1 %".546", label %"native.ok.29", label %"native.fail.29"
native.error.28:
  %"exception.text_ptr.98" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".558" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".532", i8* %"exception.text_ptr.98", i32 56, i32 13, i8* %"exception.text_ptr.99")
  %".559" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".560" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".561" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".562" = bitcast %"builtins__exceptions__ValueError"* %".560" to i8*
  %".563" = call i32 @"irx_class_release"(i8* %"context", i8* %".562", i8* %".561")
  %".564" = icmp eq i32 %".563", 0
  br i1 %".564", label %"native.ok.30", label %"native.fail.30"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".541")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.29:
  %".548" = call i32 @"irx_exception_pending"(i8* %"context")
  %".549" = icmp ne i32 %".548", 0
  br i1 %".549", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.20"
native.pending.29:
  br label %"cleanup.done.20"
native.error.29:
  %"exception.text_ptr.96" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".552" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".543", i8* %"exception.text_ptr.96", i32 55, i32 5, i8* %"exception.text_ptr.97")
  br label %"cleanup.done.20"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".559")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.30:
  %".566" = call i32 @"irx_exception_pending"(i8* %"context")
  %".567" = icmp ne i32 %".566", 0
  br i1 %".567", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.21"
native.pending.30:
  br label %"cleanup.done.21"
native.error.30:
  %"exception.text_ptr.100" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".570" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".561", i8* %"exception.text_ptr.100", i32 55, i32 5, i8* %"exception.text_ptr.101")
  br label %"cleanup.done.21"
string.allocation.fail.4:
  %"exception.text_ptr.102" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.103" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".586" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.102", i8* %"exception.text_ptr.103", i32 56, i32 13, i8* %"exception.text_ptr.104")
  %".587" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".588" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".589" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".590" = call i32 @"irx_class_release"(i8* %"context", i8* %".589", i8* %".588")
  %".591" = icmp eq i32 %".590", 0
  br i1 %".591", label %"native.ok.31", label %"native.fail.31"
string.allocation.pass.4:
  %".618" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".577", i32 0, i32 4
  store i8* %"str_concat.2", i8** %".618"
  call void @"irx_class_complete"(i8* %".576")
  call void @"irx_class_complete"(i8* %".576")
  call void @"irx_class_complete"(i8* %".576")
  %"exception.text_ptr.109" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.111" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".623" = alloca [3 x i8*]
  %".624" = getelementptr [3 x i8*], [3 x i8*]* %".623", i32 0, i32 0
  store i8* %"exception.text_ptr.109", i8** %".624"
  %".626" = getelementptr [3 x i8*], [3 x i8*]* %".623", i32 0, i32 1
  store i8* %"exception.text_ptr.110", i8** %".626"
  %".628" = getelementptr [3 x i8*], [3 x i8*]* %".623", i32 0, i32 2
  store i8* %"exception.text_ptr.111", i8** %".628"
  %".630" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".631" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".630", i32 1)
  %".632" = bitcast i8* %".631" to i8**
  %".633" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".634" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".633", i32 0)
  %".635" = bitcast i8* %".634" to i8**
  %".636" = load i8*, i8** %".635"
  %"exception.text_ptr.112" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %".637" = getelementptr [3 x i8*], [3 x i8*]* %".623", i32 0, i32 0
  %".638" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.112", i8* %".636", i8** %".637", i32 3, i8** %".632")
  %".639" = icmp slt i32 %".638", 0
  br i1 %".639", label %"string.allocation.pass.4.if", label %"string.allocation.pass.4.endif"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".587")
  %".601" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".602" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".603" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".604" = bitcast %"builtins__exceptions__ValueError"* %".602" to i8*
  %".605" = call i32 @"irx_class_release"(i8* %"context", i8* %".604", i8* %".603")
  %".606" = icmp eq i32 %".605", 0
  br i1 %".606", label %"native.ok.32", label %"native.fail.32"
native.fail.31:
  %".593" = call i32 @"irx_exception_pending"(i8* %"context")
  %".594" = icmp ne i32 %".593", 0
  br i1 %".594", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.22"
native.pending.31:
  br label %"cleanup.done.22"
native.error.31:
  %"exception.text_ptr.105" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".597" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".588", i8* %"exception.text_ptr.105", i32 56, i32 13, i8* %"exception.text_ptr.106")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".601")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.32:
  %".608" = call i32 @"irx_exception_pending"(i8* %"context")
  %".609" = icmp ne i32 %".608", 0
  br i1 %".609", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.23"
native.pending.32:
  br label %"cleanup.done.23"
native.error.32:
  %"exception.text_ptr.107" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".612" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".603", i8* %"exception.text_ptr.107", i32 55, i32 5, i8* %"exception.text_ptr.108")
  br label %"cleanup.done.23"
string.allocation.pass.4.if:
  %"exception.text_ptr.113" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.114" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.115" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.113", i8* %"exception.text_ptr.114", i32 56, i32 13, i8* %"exception.text_ptr.115")
  unreachable
string.allocation.pass.4.endif:
  %".643" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".644" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".645" = call i32 @"irx_class_require"(i8* %".644", i8* %".643")
  %".646" = icmp eq i32 %".645", 0
  br i1 %".646", label %"native.ok.33", label %"native.fail.33"
native.fail.33:
  %".648" = call i32 @"irx_exception_pending"(i8* %"context")
  %".649" = icmp ne i32 %".648", 0
  br i1 %".649", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  %".714" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".715" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".716" = call i32 @"irx_class_retain"(i8* %".715", i8* %".714")
  %".717" = icmp eq i32 %".716", 0
  br i1 %".717", label %"native.ok.38", label %"native.fail.38"
native.pending.33:
  %".651" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".652" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".653" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".654" = call i32 @"irx_class_release"(i8* %"context", i8* %".653", i8* %".652")
  %".655" = icmp eq i32 %".654", 0
  br i1 %".655", label %"native.ok.34", label %"native.fail.34"
native.error.33:
  %"exception.text_ptr.120" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.121" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".682" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".643", i8* %"exception.text_ptr.120", i32 56, i32 13, i8* %"exception.text_ptr.121")
  %".683" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".684" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".685" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".686" = call i32 @"irx_class_release"(i8* %"context", i8* %".685", i8* %".684")
  %".687" = icmp eq i32 %".686", 0
  br i1 %".687", label %"native.ok.36", label %"native.fail.36"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".651")
  %".665" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".666" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".667" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".668" = bitcast %"builtins__exceptions__ValueError"* %".666" to i8*
  %".669" = call i32 @"irx_class_release"(i8* %"context", i8* %".668", i8* %".667")
  %".670" = icmp eq i32 %".669", 0
  br i1 %".670", label %"native.ok.35", label %"native.fail.35"
native.fail.34:
  %".657" = call i32 @"irx_exception_pending"(i8* %"context")
  %".658" = icmp ne i32 %".657", 0
  br i1 %".658", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  br label %"cleanup.done.24"
native.pending.34:
  br label %"cleanup.done.24"
native.error.34:
  %"exception.text_ptr.116" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.117" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".661" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".652", i8* %"exception.text_ptr.116", i32 56, i32 13, i8* %"exception.text_ptr.117")
  br label %"cleanup.done.24"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".665")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.35:
  %".672" = call i32 @"irx_exception_pending"(i8* %"context")
  %".673" = icmp ne i32 %".672", 0
  br i1 %".673", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.25"
native.pending.35:
  br label %"cleanup.done.25"
native.error.35:
  %"exception.text_ptr.118" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.119" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".676" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".667", i8* %"exception.text_ptr.118", i32 55, i32 5, i8* %"exception.text_ptr.119")
  br label %"cleanup.done.25"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".683")
  %".697" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".698" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".699" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".700" = bitcast %"builtins__exceptions__ValueError"* %".698" to i8*
  %".701" = call i32 @"irx_class_release"(i8* %"context", i8* %".700", i8* %".699")
  %".702" = icmp eq i32 %".701", 0
  br i1 %".702", label %"native.ok.37", label %"native.fail.37"
native.fail.36:
  %".689" = call i32 @"irx_exception_pending"(i8* %"context")
  %".690" = icmp ne i32 %".689", 0
  br i1 %".690", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.26"
native.pending.36:
  br label %"cleanup.done.26"
native.error.36:
  %"exception.text_ptr.122" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.123" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".693" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".684", i8* %"exception.text_ptr.122", i32 56, i32 13, i8* %"exception.text_ptr.123")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".697")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.37:
  %".704" = call i32 @"irx_exception_pending"(i8* %"context")
  %".705" = icmp ne i32 %".704", 0
  br i1 %".705", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  br label %"cleanup.done.27"
native.pending.37:
  br label %"cleanup.done.27"
native.error.37:
  %"exception.text_ptr.124" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.125" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".708" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".699", i8* %"exception.text_ptr.124", i32 55, i32 5, i8* %"exception.text_ptr.125")
  br label %"cleanup.done.27"
native.fail.38:
  %".719" = call i32 @"irx_exception_pending"(i8* %"context")
  %".720" = icmp ne i32 %".719", 0
  br i1 %".720", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  %".785" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".786" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".785", i32 1)
  %".787" = bitcast i8* %".786" to i8**
  %".788" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %"exception.text_ptr.136" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.137" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".789" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".788", i8** %".787", i8* null, i32 0, i8* %"exception.text_ptr.136", i32 56, i32 7, i8* %"exception.text_ptr.137")
  %".790" = icmp slt i32 %".789", 0
  br i1 %".790", label %"native.ok.38.if", label %"native.ok.38.endif"
native.pending.38:
  %".722" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".723" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".724" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".725" = call i32 @"irx_class_release"(i8* %"context", i8* %".724", i8* %".723")
  %".726" = icmp eq i32 %".725", 0
  br i1 %".726", label %"native.ok.39", label %"native.fail.39"
native.error.38:
  %"exception.text_ptr.130" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.131" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".753" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".714", i8* %"exception.text_ptr.130", i32 56, i32 13, i8* %"exception.text_ptr.131")
  %".754" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".755" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".756" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".757" = call i32 @"irx_class_release"(i8* %"context", i8* %".756", i8* %".755")
  %".758" = icmp eq i32 %".757", 0
  br i1 %".758", label %"native.ok.41", label %"native.fail.41"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".722")
  %".736" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".737" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".738" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".739" = bitcast %"builtins__exceptions__ValueError"* %".737" to i8*
  %".740" = call i32 @"irx_class_release"(i8* %"context", i8* %".739", i8* %".738")
  %".741" = icmp eq i32 %".740", 0
  br i1 %".741", label %"native.ok.40", label %"native.fail.40"
native.fail.39:
  %".728" = call i32 @"irx_exception_pending"(i8* %"context")
  %".729" = icmp ne i32 %".728", 0
  br i1 %".729", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  br label %"cleanup.done.28"
native.pending.39:
  br label %"cleanup.done.28"
native.error.39:
  %"exception.text_ptr.126" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.127" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".732" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".723", i8* %"exception.text_ptr.126", i32 56, i32 13, i8* %"exception.text_ptr.127")
  br label %"cleanup.done.28"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".736")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.40:
  %".743" = call i32 @"irx_exception_pending"(i8* %"context")
  %".744" = icmp ne i32 %".743", 0
  br i1 %".744", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.29"
native.pending.40:
  br label %"cleanup.done.29"
native.error.40:
  %"exception.text_ptr.128" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.129" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".747" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".738", i8* %"exception.text_ptr.128", i32 55, i32 5, i8* %"exception.text_ptr.129")
  br label %"cleanup.done.29"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".754")
  %".768" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".769" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".770" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".771" = bitcast %"builtins__exceptions__ValueError"* %".769" to i8*
  %".772" = call i32 @"irx_class_release"(i8* %"context", i8* %".771", i8* %".770")
  %".773" = icmp eq i32 %".772", 0
  br i1 %".773", label %"native.ok.42", label %"native.fail.42"
native.fail.41:
  %".760" = call i32 @"irx_exception_pending"(i8* %"context")
  %".761" = icmp ne i32 %".760", 0
  br i1 %".761", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  br label %"cleanup.done.30"
native.pending.41:
  br label %"cleanup.done.30"
native.error.41:
  %"exception.text_ptr.132" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.133" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".764" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".755", i8* %"exception.text_ptr.132", i32 56, i32 13, i8* %"exception.text_ptr.133")
  br label %"cleanup.done.30"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".768")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.42:
  %".775" = call i32 @"irx_exception_pending"(i8* %"context")
  %".776" = icmp ne i32 %".775", 0
  br i1 %".776", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  br label %"cleanup.done.31"
native.pending.42:
  br label %"cleanup.done.31"
native.error.42:
  %"exception.text_ptr.134" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.135" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".779" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".770", i8* %"exception.text_ptr.134", i32 55, i32 5, i8* %"exception.text_ptr.135")
  br label %"cleanup.done.31"
native.ok.38.if:
  %"exception.text_ptr.138" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.139" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.140" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.138", i8* %"exception.text_ptr.139", i32 56, i32 7, i8* %"exception.text_ptr.140")
  unreachable
native.ok.38.endif:
  %".794" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".795" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".796" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".797" = call i32 @"irx_class_release"(i8* %"context", i8* %".796", i8* %".795")
  %".798" = icmp eq i32 %".797", 0
  br i1 %".798", label %"native.ok.43", label %"native.fail.43"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".794")
  %".808" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".809" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".810" = bitcast %"builtins__exceptions__RuntimeError"* %".577" to i8*
  %".811" = call i32 @"irx_class_release"(i8* %"context", i8* %".810", i8* %".809")
  %".812" = icmp eq i32 %".811", 0
  br i1 %".812", label %"native.ok.44", label %"native.fail.44"
native.fail.43:
  %".800" = call i32 @"irx_exception_pending"(i8* %"context")
  %".801" = icmp ne i32 %".800", 0
  br i1 %".801", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.32"
native.pending.43:
  br label %"cleanup.done.32"
native.error.43:
  %"exception.text_ptr.141" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".804" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".795", i8* %"exception.text_ptr.141", i32 56, i32 13, i8* %"exception.text_ptr.142")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".808")
  %".822" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".823" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.2"
  %".824" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".825" = bitcast %"builtins__exceptions__ValueError"* %".823" to i8*
  %".826" = call i32 @"irx_class_release"(i8* %"context", i8* %".825", i8* %".824")
  %".827" = icmp eq i32 %".826", 0
  br i1 %".827", label %"native.ok.45", label %"native.fail.45"
native.fail.44:
  %".814" = call i32 @"irx_exception_pending"(i8* %"context")
  %".815" = icmp ne i32 %".814", 0
  br i1 %".815", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.33"
native.pending.44:
  br label %"cleanup.done.33"
native.error.44:
  %"exception.text_ptr.143" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.144" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".818" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".809", i8* %"exception.text_ptr.143", i32 56, i32 13, i8* %"exception.text_ptr.144")
  br label %"cleanup.done.33"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".822")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".514")
  br label %"except.dispatch.1"
native.fail.45:
  %".829" = call i32 @"irx_exception_pending"(i8* %"context")
  %".830" = icmp ne i32 %".829", 0
  br i1 %".830", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.34"
native.pending.45:
  br label %"cleanup.done.34"
native.error.45:
  %"exception.text_ptr.145" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.146" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".833" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".824", i8* %"exception.text_ptr.145", i32 55, i32 5, i8* %"exception.text_ptr.146")
  br label %"cleanup.done.34"
except.body.2:
  %".845" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".846" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".847" = bitcast i8* %".846" to %"builtins__exceptions__RuntimeError"*
  store %"builtins__exceptions__RuntimeError"* %".847", %"builtins__exceptions__RuntimeError"** %"e.3"
  %".849" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".850" = bitcast %"builtins__exceptions__RuntimeError"* %".847" to i8*
  %".851" = call i32 @"irx_class_retain"(i8* %".850", i8* %".849")
  %".852" = icmp eq i32 %".851", 0
  br i1 %".852", label %"native.ok.46", label %"native.fail.46"
except.next.2:
  ret i32 1
native.fail.46:
  %".854" = call i32 @"irx_exception_pending"(i8* %"context")
  %".855" = icmp ne i32 %".854", 0
  br i1 %".855", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  %"e.4" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".862" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".863" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".864" = call i32 @"irx_class_require"(i8* %".863", i8* %".862")
  %".865" = icmp eq i32 %".864", 0
  br i1 %".865", label %"native.ok.47", label %"native.fail.47"
native.pending.46:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.error.46:
  %"exception.text_ptr.148" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".859" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".849", i8* %"exception.text_ptr.148", i32 57, i32 3, i8* %"exception.text_ptr.149")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.47:
  %".867" = call i32 @"irx_exception_pending"(i8* %"context")
  %".868" = icmp ne i32 %".867", 0
  br i1 %".868", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  %".905" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.50", i32 0, i32 0
  %".906" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".907" = call i32 @"irx_class_retain"(i8* %".906", i8* %".905")
  %".908" = icmp eq i32 %".907", 0
  br i1 %".908", label %"native.ok.50", label %"native.fail.50"
native.pending.47:
  %".870" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".871" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".872" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".873" = bitcast %"builtins__exceptions__RuntimeError"* %".871" to i8*
  %".874" = call i32 @"irx_class_release"(i8* %"context", i8* %".873", i8* %".872")
  %".875" = icmp eq i32 %".874", 0
  br i1 %".875", label %"native.ok.48", label %"native.fail.48"
native.error.47:
  %"exception.text_ptr.152" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.153" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".887" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".862", i8* %"exception.text_ptr.152", i32 58, i32 11, i8* %"exception.text_ptr.153")
  %".888" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".889" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".890" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.49", i32 0, i32 0
  %".891" = bitcast %"builtins__exceptions__RuntimeError"* %".889" to i8*
  %".892" = call i32 @"irx_class_release"(i8* %"context", i8* %".891", i8* %".890")
  %".893" = icmp eq i32 %".892", 0
  br i1 %".893", label %"native.ok.49", label %"native.fail.49"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".870")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.48:
  %".877" = call i32 @"irx_exception_pending"(i8* %"context")
  %".878" = icmp ne i32 %".877", 0
  br i1 %".878", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.35"
native.pending.48:
  br label %"cleanup.done.35"
native.error.48:
  %"exception.text_ptr.150" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.151" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".881" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".872", i8* %"exception.text_ptr.150", i32 57, i32 3, i8* %"exception.text_ptr.151")
  br label %"cleanup.done.35"
cleanup.done.36:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".888")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.49:
  %".895" = call i32 @"irx_exception_pending"(i8* %"context")
  %".896" = icmp ne i32 %".895", 0
  br i1 %".896", label %"native.pending.49", label %"native.error.49"
native.ok.49:
  br label %"cleanup.done.36"
native.pending.49:
  br label %"cleanup.done.36"
native.error.49:
  %"exception.text_ptr.154" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.155" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".899" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".890", i8* %"exception.text_ptr.154", i32 57, i32 3, i8* %"exception.text_ptr.155")
  br label %"cleanup.done.36"
native.fail.50:
  %".910" = call i32 @"irx_exception_pending"(i8* %"context")
  %".911" = icmp ne i32 %".910", 0
  br i1 %".911", label %"native.pending.50", label %"native.error.50"
native.ok.50:
  %".948" = getelementptr inbounds %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %"e.4", i32 0, i32 1
  %".949" = load i8*, i8** %".948"
  %".950" = bitcast i8* %".949" to i8* (i8*, i32)*
  %".951" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %"message_raw_addr.1" = call i8* %".950"(i8* %".951", i32 0)
  %".952" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.53", i32 0, i32 0
  %".953" = call i32 @"irx_class_require"(i8* %"message_raw_addr.1", i8* %".952")
  %".954" = icmp eq i32 %".953", 0
  br i1 %".954", label %"native.ok.53", label %"native.fail.53"
native.pending.50:
  %".913" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".914" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".915" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.51", i32 0, i32 0
  %".916" = bitcast %"builtins__exceptions__RuntimeError"* %".914" to i8*
  %".917" = call i32 @"irx_class_release"(i8* %"context", i8* %".916", i8* %".915")
  %".918" = icmp eq i32 %".917", 0
  br i1 %".918", label %"native.ok.51", label %"native.fail.51"
native.error.50:
  %"exception.text_ptr.158" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.159" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".930" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".905", i8* %"exception.text_ptr.158", i32 58, i32 11, i8* %"exception.text_ptr.159")
  %".931" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".932" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".933" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.52", i32 0, i32 0
  %".934" = bitcast %"builtins__exceptions__RuntimeError"* %".932" to i8*
  %".935" = call i32 @"irx_class_release"(i8* %"context", i8* %".934", i8* %".933")
  %".936" = icmp eq i32 %".935", 0
  br i1 %".936", label %"native.ok.52", label %"native.fail.52"
cleanup.done.37:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".913")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.51:
  %".920" = call i32 @"irx_exception_pending"(i8* %"context")
  %".921" = icmp ne i32 %".920", 0
  br i1 %".921", label %"native.pending.51", label %"native.error.51"
native.ok.51:
  br label %"cleanup.done.37"
native.pending.51:
  br label %"cleanup.done.37"
native.error.51:
  %"exception.text_ptr.156" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.157" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".924" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".915", i8* %"exception.text_ptr.156", i32 57, i32 3, i8* %"exception.text_ptr.157")
  br label %"cleanup.done.37"
cleanup.done.38:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".931")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.52:
  %".938" = call i32 @"irx_exception_pending"(i8* %"context")
  %".939" = icmp ne i32 %".938", 0
  br i1 %".939", label %"native.pending.52", label %"native.error.52"
native.ok.52:
  br label %"cleanup.done.38"
native.pending.52:
  br label %"cleanup.done.38"
native.error.52:
  %"exception.text_ptr.160" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.161" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".942" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".933", i8* %"exception.text_ptr.160", i32 57, i32 3, i8* %"exception.text_ptr.161")
  br label %"cleanup.done.38"
native.fail.53:
  %".956" = call i32 @"irx_exception_pending"(i8* %"context")
  %".957" = icmp ne i32 %".956", 0
  br i1 %".957", label %"native.pending.53", label %"native.error.53"
native.ok.53:
  %"message_addr.1" = bitcast i8* %"message_raw_addr.1" to i8**
  %"message.1" = load i8*, i8** %"message_addr.1"
  %"string_copy_empty_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.3" = call i8* @"strcat_inline"(i8* %"message.1", i8* %"string_copy_empty_ptr.3")
  %"string_allocation_succeeded.5" = icmp ne i8* %"str_concat.3", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
native.pending.53:
  %".959" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".960" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.54", i32 0, i32 0
  %".961" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".962" = call i32 @"irx_class_release"(i8* %"context", i8* %".961", i8* %".960")
  %".963" = icmp eq i32 %".962", 0
  br i1 %".963", label %"native.ok.54", label %"native.fail.54"
native.error.53:
  %"exception.text_ptr.166" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.167" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".990" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".952", i8* %"exception.text_ptr.166", i32 58, i32 11, i8* %"exception.text_ptr.167")
  %".991" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".992" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.56", i32 0, i32 0
  %".993" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".994" = call i32 @"irx_class_release"(i8* %"context", i8* %".993", i8* %".992")
  %".995" = icmp eq i32 %".994", 0
  br i1 %".995", label %"native.ok.56", label %"native.fail.56"
cleanup.done.39:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".959")
  %".973" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".974" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".975" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.55", i32 0, i32 0
  %".976" = bitcast %"builtins__exceptions__RuntimeError"* %".974" to i8*
  %".977" = call i32 @"irx_class_release"(i8* %"context", i8* %".976", i8* %".975")
  %".978" = icmp eq i32 %".977", 0
  br i1 %".978", label %"native.ok.55", label %"native.fail.55"
native.fail.54:
  %".965" = call i32 @"irx_exception_pending"(i8* %"context")
  %".966" = icmp ne i32 %".965", 0
  br i1 %".966", label %"native.pending.54", label %"native.error.54"
native.ok.54:
  br label %"cleanup.done.39"
native.pending.54:
  br label %"cleanup.done.39"
native.error.54:
  %"exception.text_ptr.162" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.163" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".969" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".960", i8* %"exception.text_ptr.162", i32 58, i32 11, i8* %"exception.text_ptr.163")
  br label %"cleanup.done.39"
cleanup.done.40:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".973")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.55:
  %".980" = call i32 @"irx_exception_pending"(i8* %"context")
  %".981" = icmp ne i32 %".980", 0
  br i1 %".981", label %"native.pending.55", label %"native.error.55"
native.ok.55:
  br label %"cleanup.done.40"
native.pending.55:
  br label %"cleanup.done.40"
native.error.55:
  %"exception.text_ptr.164" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.165" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".984" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".975", i8* %"exception.text_ptr.164", i32 57, i32 3, i8* %"exception.text_ptr.165")
  br label %"cleanup.done.40"
cleanup.done.41:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".991")
  %".1005" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1006" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".1007" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.57", i32 0, i32 0
  %".1008" = bitcast %"builtins__exceptions__RuntimeError"* %".1006" to i8*
  %".1009" = call i32 @"irx_class_release"(i8* %"context", i8* %".1008", i8* %".1007")
  %".1010" = icmp eq i32 %".1009", 0
  br i1 %".1010", label %"native.ok.57", label %"native.fail.57"
native.fail.56:
  %".997" = call i32 @"irx_exception_pending"(i8* %"context")
  %".998" = icmp ne i32 %".997", 0
  br i1 %".998", label %"native.pending.56", label %"native.error.56"
native.ok.56:
  br label %"cleanup.done.41"
native.pending.56:
  br label %"cleanup.done.41"
native.error.56:
  %"exception.text_ptr.168" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.169" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1001" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".992", i8* %"exception.text_ptr.168", i32 58, i32 11, i8* %"exception.text_ptr.169")
  br label %"cleanup.done.41"
cleanup.done.42:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1005")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.57:
  %".1012" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1013" = icmp ne i32 %".1012", 0
  br i1 %".1013", label %"native.pending.57", label %"native.error.57"
native.ok.57:
  br label %"cleanup.done.42"
native.pending.57:
  br label %"cleanup.done.42"
native.error.57:
  %"exception.text_ptr.170" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.171" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1016" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1007", i8* %"exception.text_ptr.170", i32 57, i32 3, i8* %"exception.text_ptr.171")
  br label %"cleanup.done.42"
string.allocation.fail.5:
  %"exception.text_ptr.172" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.173" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.174" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".1023" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.172", i8* %"exception.text_ptr.173", i32 -1, i32 -1, i8* %"exception.text_ptr.174")
  %".1024" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1025" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.58", i32 0, i32 0
  %".1026" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".1027" = call i32 @"irx_class_release"(i8* %"context", i8* %".1026", i8* %".1025")
  %".1028" = icmp eq i32 %".1027", 0
  br i1 %".1028", label %"native.ok.58", label %"native.fail.58"
string.allocation.pass.5:
  %".1055" = call i32 @"puts"(i8* %"str_concat.3")
  call void @"free"(i8* %"str_concat.3")
  %".1057" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1058" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.60", i32 0, i32 0
  %".1059" = bitcast %"builtins__exceptions__RuntimeError"* %"e.4" to i8*
  %".1060" = call i32 @"irx_class_release"(i8* %"context", i8* %".1059", i8* %".1058")
  %".1061" = icmp eq i32 %".1060", 0
  br i1 %".1061", label %"native.ok.60", label %"native.fail.60"
cleanup.done.43:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1024")
  %".1038" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1039" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".1040" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.59", i32 0, i32 0
  %".1041" = bitcast %"builtins__exceptions__RuntimeError"* %".1039" to i8*
  %".1042" = call i32 @"irx_class_release"(i8* %"context", i8* %".1041", i8* %".1040")
  %".1043" = icmp eq i32 %".1042", 0
  br i1 %".1043", label %"native.ok.59", label %"native.fail.59"
native.fail.58:
  %".1030" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1031" = icmp ne i32 %".1030", 0
  br i1 %".1031", label %"native.pending.58", label %"native.error.58"
native.ok.58:
  br label %"cleanup.done.43"
native.pending.58:
  br label %"cleanup.done.43"
native.error.58:
  %"exception.text_ptr.175" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.176" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1034" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1025", i8* %"exception.text_ptr.175", i32 58, i32 11, i8* %"exception.text_ptr.176")
  br label %"cleanup.done.43"
cleanup.done.44:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1038")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.59:
  %".1045" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1046" = icmp ne i32 %".1045", 0
  br i1 %".1046", label %"native.pending.59", label %"native.error.59"
native.ok.59:
  br label %"cleanup.done.44"
native.pending.59:
  br label %"cleanup.done.44"
native.error.59:
  %"exception.text_ptr.177" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.178" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1049" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1040", i8* %"exception.text_ptr.177", i32 57, i32 3, i8* %"exception.text_ptr.178")
  br label %"cleanup.done.44"
cleanup.done.45:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1057")
  %".1071" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1072" = icmp ne i32 %".1071", 0
  br i1 %".1072", label %"cleanup.done.45.if", label %"cleanup.done.45.endif"
native.fail.60:
  %".1063" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1064" = icmp ne i32 %".1063", 0
  br i1 %".1064", label %"native.pending.60", label %"native.error.60"
native.ok.60:
  br label %"cleanup.done.45"
native.pending.60:
  br label %"cleanup.done.45"
native.error.60:
  %"exception.text_ptr.179" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.180" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1067" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1058", i8* %"exception.text_ptr.179", i32 58, i32 11, i8* %"exception.text_ptr.180")
  br label %"cleanup.done.45"
cleanup.done.45.if:
  %".1074" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1075" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".1076" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.61", i32 0, i32 0
  %".1077" = bitcast %"builtins__exceptions__RuntimeError"* %".1075" to i8*
  %".1078" = call i32 @"irx_class_release"(i8* %"context", i8* %".1077", i8* %".1076")
  %".1079" = icmp eq i32 %".1078", 0
  br i1 %".1079", label %"native.ok.61", label %"native.fail.61"
cleanup.done.45.endif:
  %".1091" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1092" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.3"
  %".1093" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.62", i32 0, i32 0
  %".1094" = bitcast %"builtins__exceptions__RuntimeError"* %".1092" to i8*
  %".1095" = call i32 @"irx_class_release"(i8* %"context", i8* %".1094", i8* %".1093")
  %".1096" = icmp eq i32 %".1095", 0
  br i1 %".1096", label %"native.ok.62", label %"native.fail.62"
cleanup.done.46:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1074")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
native.fail.61:
  %".1081" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1082" = icmp ne i32 %".1081", 0
  br i1 %".1082", label %"native.pending.61", label %"native.error.61"
native.ok.61:
  br label %"cleanup.done.46"
native.pending.61:
  br label %"cleanup.done.46"
native.error.61:
  %"exception.text_ptr.181" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.182" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1085" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1076", i8* %"exception.text_ptr.181", i32 57, i32 3, i8* %"exception.text_ptr.182")
  br label %"cleanup.done.46"
cleanup.done.47:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1091")
  %".1106" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1107" = icmp ne i32 %".1106", 0
  br i1 %".1107", label %"cleanup.done.47.if", label %"cleanup.done.47.endif"
native.fail.62:
  %".1098" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1099" = icmp ne i32 %".1098", 0
  br i1 %".1099", label %"native.pending.62", label %"native.error.62"
native.ok.62:
  br label %"cleanup.done.47"
native.pending.62:
  br label %"cleanup.done.47"
native.error.62:
  %"exception.text_ptr.183" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.184" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1093", i8* %"exception.text_ptr.183", i32 57, i32 3, i8* %"exception.text_ptr.184")
  br label %"cleanup.done.47"
cleanup.done.47.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  ret i32 1
cleanup.done.47.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".845")
  %".1112" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1113" = icmp ne i32 %".1112", 0
  br i1 %".1113", label %"cleanup.done.47.endif.if", label %"cleanup.done.47.endif.endif"
cleanup.done.47.endif.if:
  ret i32 1
cleanup.done.47.endif.endif:
  br label %"try.end.1"
except.dispatch.3:
  %"exception.text_ptr.224" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %".1315" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.224")
  %".1316" = icmp ne i32 %".1315", 0
  %".1317" = or i1 false, %".1316"
  br i1 %".1317", label %"except.body.4", label %"except.next.4"
try.end.3:
  %"call.status.2" = call i32 @"exceptions_handlers__classify"(i8* %"context", i32 0, i8** %"call.result.2")
  %".1592" = icmp eq i32 %"call.status.2", 0
  br i1 %".1592", label %"call.success.2", label %"call.failure.2"
except.dispatch.4:
  %"exception.text_ptr.220" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_32", i32 0, i32 0
  %".1298" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.220")
  %".1299" = icmp ne i32 %".1298", 0
  %".1300" = or i1 false, %".1299"
  br i1 %".1300", label %"except.body.3", label %"except.next.3"
try.end.4:
  unreachable
native.fail.63:
  %".1125" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1126" = icmp ne i32 %".1125", 0
  br i1 %".1126", label %"native.pending.63", label %"native.error.63"
native.ok.63:
  %".1131" = load i8*, i8** %"class_result.2"
  %".1132" = bitcast i8* %".1131" to %"builtins__exceptions__TypeError"*
  %".1133" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".1132", i32 0, i32 1
  %".1134" = bitcast i8* (i8*, i32)* @"builtins__exceptions__TypeError__descriptor" to i8*
  store i8* %".1134", i8** %".1133"
  %".1136" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".1132", i32 0, i32 2
  store i8* null, i8** %".1136"
  %".1138" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".1132", i32 0, i32 3
  store i8* null, i8** %".1138"
  %"string_copy_empty_ptr.4" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.4" = call i8* @"strcat_inline"(i8* %".1118", i8* %"string_copy_empty_ptr.4")
  %"string_allocation_succeeded.6" = icmp ne i8* %"str_concat.4", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
native.pending.63:
  br label %"except.dispatch.4"
native.error.63:
  %"exception.text_ptr.185" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.186" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1129" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1119", i8* %"exception.text_ptr.185", i32 62, i32 13, i8* %"exception.text_ptr.186")
  br label %"except.dispatch.4"
string.allocation.fail.6:
  %"exception.text_ptr.187" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.188" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.189" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".1141" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.187", i8* %"exception.text_ptr.188", i32 62, i32 13, i8* %"exception.text_ptr.189")
  %".1142" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1143" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.64", i32 0, i32 0
  %".1144" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1145" = call i32 @"irx_class_release"(i8* %"context", i8* %".1144", i8* %".1143")
  %".1146" = icmp eq i32 %".1145", 0
  br i1 %".1146", label %"native.ok.64", label %"native.fail.64"
string.allocation.pass.6:
  %".1157" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".1132", i32 0, i32 4
  store i8* %"str_concat.4", i8** %".1157"
  call void @"irx_class_complete"(i8* %".1131")
  call void @"irx_class_complete"(i8* %".1131")
  call void @"irx_class_complete"(i8* %".1131")
  %"exception.text_ptr.192" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_32", i32 0, i32 0
  %"exception.text_ptr.193" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.194" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".1162" = alloca [3 x i8*]
  %".1163" = getelementptr [3 x i8*], [3 x i8*]* %".1162", i32 0, i32 0
  store i8* %"exception.text_ptr.192", i8** %".1163"
  %".1165" = getelementptr [3 x i8*], [3 x i8*]* %".1162", i32 0, i32 1
  store i8* %"exception.text_ptr.193", i8** %".1165"
  %".1167" = getelementptr [3 x i8*], [3 x i8*]* %".1162", i32 0, i32 2
  store i8* %"exception.text_ptr.194", i8** %".1167"
  %".1169" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1170" = call i8* @"builtins__exceptions__TypeError__descriptor"(i8* %".1169", i32 1)
  %".1171" = bitcast i8* %".1170" to i8**
  %".1172" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1173" = call i8* @"builtins__exceptions__TypeError__descriptor"(i8* %".1172", i32 0)
  %".1174" = bitcast i8* %".1173" to i8**
  %".1175" = load i8*, i8** %".1174"
  %"exception.text_ptr.195" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_32", i32 0, i32 0
  %".1176" = getelementptr [3 x i8*], [3 x i8*]* %".1162", i32 0, i32 0
  %".1177" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.195", i8* %".1175", i8** %".1176", i32 3, i8** %".1171")
  %".1178" = icmp slt i32 %".1177", 0
  br i1 %".1178", label %"string.allocation.pass.6.if", label %"string.allocation.pass.6.endif"
cleanup.done.48:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1142")
  br label %"except.dispatch.4"
native.fail.64:
  %".1148" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1149" = icmp ne i32 %".1148", 0
  br i1 %".1149", label %"native.pending.64", label %"native.error.64"
native.ok.64:
  br label %"cleanup.done.48"
native.pending.64:
  br label %"cleanup.done.48"
native.error.64:
  %"exception.text_ptr.190" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.191" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1152" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1143", i8* %"exception.text_ptr.190", i32 62, i32 13, i8* %"exception.text_ptr.191")
  br label %"cleanup.done.48"
string.allocation.pass.6.if:
  %"exception.text_ptr.196" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.197" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.198" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.196", i8* %"exception.text_ptr.197", i32 62, i32 13, i8* %"exception.text_ptr.198")
  unreachable
string.allocation.pass.6.endif:
  %".1182" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.65", i32 0, i32 0
  %".1183" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1184" = call i32 @"irx_class_require"(i8* %".1183", i8* %".1182")
  %".1185" = icmp eq i32 %".1184", 0
  br i1 %".1185", label %"native.ok.65", label %"native.fail.65"
native.fail.65:
  %".1187" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1188" = icmp ne i32 %".1187", 0
  br i1 %".1188", label %"native.pending.65", label %"native.error.65"
native.ok.65:
  %".1221" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.68", i32 0, i32 0
  %".1222" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1223" = call i32 @"irx_class_retain"(i8* %".1222", i8* %".1221")
  %".1224" = icmp eq i32 %".1223", 0
  br i1 %".1224", label %"native.ok.68", label %"native.fail.68"
native.pending.65:
  %".1190" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1191" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.66", i32 0, i32 0
  %".1192" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1193" = call i32 @"irx_class_release"(i8* %"context", i8* %".1192", i8* %".1191")
  %".1194" = icmp eq i32 %".1193", 0
  br i1 %".1194", label %"native.ok.66", label %"native.fail.66"
native.error.65:
  %"exception.text_ptr.201" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.202" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1205" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1182", i8* %"exception.text_ptr.201", i32 62, i32 13, i8* %"exception.text_ptr.202")
  %".1206" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1207" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.67", i32 0, i32 0
  %".1208" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1209" = call i32 @"irx_class_release"(i8* %"context", i8* %".1208", i8* %".1207")
  %".1210" = icmp eq i32 %".1209", 0
  br i1 %".1210", label %"native.ok.67", label %"native.fail.67"
cleanup.done.49:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1190")
  br label %"except.dispatch.4"
native.fail.66:
  %".1196" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1197" = icmp ne i32 %".1196", 0
  br i1 %".1197", label %"native.pending.66", label %"native.error.66"
native.ok.66:
  br label %"cleanup.done.49"
native.pending.66:
  br label %"cleanup.done.49"
native.error.66:
  %"exception.text_ptr.199" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.200" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1200" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1191", i8* %"exception.text_ptr.199", i32 62, i32 13, i8* %"exception.text_ptr.200")
  br label %"cleanup.done.49"
cleanup.done.50:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1206")
  br label %"except.dispatch.4"
native.fail.67:
  %".1212" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1213" = icmp ne i32 %".1212", 0
  br i1 %".1213", label %"native.pending.67", label %"native.error.67"
native.ok.67:
  br label %"cleanup.done.50"
native.pending.67:
  br label %"cleanup.done.50"
native.error.67:
  %"exception.text_ptr.203" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.204" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1216" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1207", i8* %"exception.text_ptr.203", i32 62, i32 13, i8* %"exception.text_ptr.204")
  br label %"cleanup.done.50"
native.fail.68:
  %".1226" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1227" = icmp ne i32 %".1226", 0
  br i1 %".1227", label %"native.pending.68", label %"native.error.68"
native.ok.68:
  %".1260" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1261" = call i8* @"builtins__exceptions__TypeError__descriptor"(i8* %".1260", i32 1)
  %".1262" = bitcast i8* %".1261" to i8**
  %".1263" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %"exception.text_ptr.211" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.212" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".1264" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".1263", i8** %".1262", i8* null, i32 0, i8* %"exception.text_ptr.211", i32 62, i32 7, i8* %"exception.text_ptr.212")
  %".1265" = icmp slt i32 %".1264", 0
  br i1 %".1265", label %"native.ok.68.if", label %"native.ok.68.endif"
native.pending.68:
  %".1229" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1230" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.69", i32 0, i32 0
  %".1231" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1232" = call i32 @"irx_class_release"(i8* %"context", i8* %".1231", i8* %".1230")
  %".1233" = icmp eq i32 %".1232", 0
  br i1 %".1233", label %"native.ok.69", label %"native.fail.69"
native.error.68:
  %"exception.text_ptr.207" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.208" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1244" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1221", i8* %"exception.text_ptr.207", i32 62, i32 13, i8* %"exception.text_ptr.208")
  %".1245" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1246" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.70", i32 0, i32 0
  %".1247" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1248" = call i32 @"irx_class_release"(i8* %"context", i8* %".1247", i8* %".1246")
  %".1249" = icmp eq i32 %".1248", 0
  br i1 %".1249", label %"native.ok.70", label %"native.fail.70"
cleanup.done.51:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1229")
  br label %"except.dispatch.4"
native.fail.69:
  %".1235" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1236" = icmp ne i32 %".1235", 0
  br i1 %".1236", label %"native.pending.69", label %"native.error.69"
native.ok.69:
  br label %"cleanup.done.51"
native.pending.69:
  br label %"cleanup.done.51"
native.error.69:
  %"exception.text_ptr.205" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.206" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1239" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1230", i8* %"exception.text_ptr.205", i32 62, i32 13, i8* %"exception.text_ptr.206")
  br label %"cleanup.done.51"
cleanup.done.52:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1245")
  br label %"except.dispatch.4"
native.fail.70:
  %".1251" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1252" = icmp ne i32 %".1251", 0
  br i1 %".1252", label %"native.pending.70", label %"native.error.70"
native.ok.70:
  br label %"cleanup.done.52"
native.pending.70:
  br label %"cleanup.done.52"
native.error.70:
  %"exception.text_ptr.209" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.210" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1255" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1246", i8* %"exception.text_ptr.209", i32 62, i32 13, i8* %"exception.text_ptr.210")
  br label %"cleanup.done.52"
native.ok.68.if:
  %"exception.text_ptr.213" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.214" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.215" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.213", i8* %"exception.text_ptr.214", i32 62, i32 7, i8* %"exception.text_ptr.215")
  unreachable
native.ok.68.endif:
  %".1269" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1270" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.71", i32 0, i32 0
  %".1271" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1272" = call i32 @"irx_class_release"(i8* %"context", i8* %".1271", i8* %".1270")
  %".1273" = icmp eq i32 %".1272", 0
  br i1 %".1273", label %"native.ok.71", label %"native.fail.71"
cleanup.done.53:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1269")
  %".1283" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1284" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.72", i32 0, i32 0
  %".1285" = bitcast %"builtins__exceptions__TypeError"* %".1132" to i8*
  %".1286" = call i32 @"irx_class_release"(i8* %"context", i8* %".1285", i8* %".1284")
  %".1287" = icmp eq i32 %".1286", 0
  br i1 %".1287", label %"native.ok.72", label %"native.fail.72"
native.fail.71:
  %".1275" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1276" = icmp ne i32 %".1275", 0
  br i1 %".1276", label %"native.pending.71", label %"native.error.71"
native.ok.71:
  br label %"cleanup.done.53"
native.pending.71:
  br label %"cleanup.done.53"
native.error.71:
  %"exception.text_ptr.216" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.217" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1279" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1270", i8* %"exception.text_ptr.216", i32 62, i32 13, i8* %"exception.text_ptr.217")
  br label %"cleanup.done.53"
cleanup.done.54:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1283")
  br label %"except.dispatch.4"
native.fail.72:
  %".1289" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1290" = icmp ne i32 %".1289", 0
  br i1 %".1290", label %"native.pending.72", label %"native.error.72"
native.ok.72:
  br label %"cleanup.done.54"
native.pending.72:
  br label %"cleanup.done.54"
native.error.72:
  %"exception.text_ptr.218" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.219" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1293" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1284", i8* %"exception.text_ptr.218", i32 62, i32 13, i8* %"exception.text_ptr.219")
  br label %"cleanup.done.54"
except.body.3:
  %".1302" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".1303" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_5805339838676876915_140402474469712", i32 0, i32 0
  %".1304" = call i32 @"puts"(i8* %".1303")
  %".1305" = call i32 @"irx_exception_reraise"(i8* %"context")
  %".1306" = icmp slt i32 %".1305", 0
  br i1 %".1306", label %"except.body.3.if", label %"except.body.3.endif"
except.next.3:
  br label %"except.dispatch.3"
except.body.3.if:
  %"exception.text_ptr.221" = getelementptr inbounds [32 x i8], [32 x i8]* @"exception_text_33", i32 0, i32 0
  %"exception.text_ptr.222" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.223" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_34", i32 0, i32 0
  %".1308" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.221", i8* %"exception.text_ptr.222", i32 65, i32 7, i8* %"exception.text_ptr.223")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1302")
  br label %"except.dispatch.3"
except.body.3.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1302")
  br label %"except.dispatch.3"
except.body.4:
  %".1319" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".1320" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".1321" = bitcast i8* %".1320" to %"builtins__exceptions__Exception"*
  store %"builtins__exceptions__Exception"* %".1321", %"builtins__exceptions__Exception"** %"e.5"
  %".1323" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.73", i32 0, i32 0
  %".1324" = bitcast %"builtins__exceptions__Exception"* %".1321" to i8*
  %".1325" = call i32 @"irx_class_retain"(i8* %".1324", i8* %".1323")
  %".1326" = icmp eq i32 %".1325", 0
  br i1 %".1326", label %"native.ok.73", label %"native.fail.73"
except.next.4:
  ret i32 1
native.fail.73:
  %".1328" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1329" = icmp ne i32 %".1328", 0
  br i1 %".1329", label %"native.pending.73", label %"native.error.73"
native.ok.73:
  %"e.6" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1336" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.74", i32 0, i32 0
  %".1337" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1338" = call i32 @"irx_class_require"(i8* %".1337", i8* %".1336")
  %".1339" = icmp eq i32 %".1338", 0
  br i1 %".1339", label %"native.ok.74", label %"native.fail.74"
native.pending.73:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.error.73:
  %"exception.text_ptr.225" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.226" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1333" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1323", i8* %"exception.text_ptr.225", i32 66, i32 3, i8* %"exception.text_ptr.226")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.74:
  %".1341" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1342" = icmp ne i32 %".1341", 0
  br i1 %".1342", label %"native.pending.74", label %"native.error.74"
native.ok.74:
  %".1379" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.77", i32 0, i32 0
  %".1380" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1381" = call i32 @"irx_class_retain"(i8* %".1380", i8* %".1379")
  %".1382" = icmp eq i32 %".1381", 0
  br i1 %".1382", label %"native.ok.77", label %"native.fail.77"
native.pending.74:
  %".1344" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1345" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1346" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.75", i32 0, i32 0
  %".1347" = bitcast %"builtins__exceptions__Exception"* %".1345" to i8*
  %".1348" = call i32 @"irx_class_release"(i8* %"context", i8* %".1347", i8* %".1346")
  %".1349" = icmp eq i32 %".1348", 0
  br i1 %".1349", label %"native.ok.75", label %"native.fail.75"
native.error.74:
  %"exception.text_ptr.229" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.230" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1361" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1336", i8* %"exception.text_ptr.229", i32 67, i32 11, i8* %"exception.text_ptr.230")
  %".1362" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1363" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1364" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.76", i32 0, i32 0
  %".1365" = bitcast %"builtins__exceptions__Exception"* %".1363" to i8*
  %".1366" = call i32 @"irx_class_release"(i8* %"context", i8* %".1365", i8* %".1364")
  %".1367" = icmp eq i32 %".1366", 0
  br i1 %".1367", label %"native.ok.76", label %"native.fail.76"
cleanup.done.55:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1344")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.75:
  %".1351" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1352" = icmp ne i32 %".1351", 0
  br i1 %".1352", label %"native.pending.75", label %"native.error.75"
native.ok.75:
  br label %"cleanup.done.55"
native.pending.75:
  br label %"cleanup.done.55"
native.error.75:
  %"exception.text_ptr.227" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.228" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1355" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1346", i8* %"exception.text_ptr.227", i32 66, i32 3, i8* %"exception.text_ptr.228")
  br label %"cleanup.done.55"
cleanup.done.56:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1362")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.76:
  %".1369" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1370" = icmp ne i32 %".1369", 0
  br i1 %".1370", label %"native.pending.76", label %"native.error.76"
native.ok.76:
  br label %"cleanup.done.56"
native.pending.76:
  br label %"cleanup.done.56"
native.error.76:
  %"exception.text_ptr.231" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.232" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1373" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1364", i8* %"exception.text_ptr.231", i32 66, i32 3, i8* %"exception.text_ptr.232")
  br label %"cleanup.done.56"
native.fail.77:
  %".1384" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1385" = icmp ne i32 %".1384", 0
  br i1 %".1385", label %"native.pending.77", label %"native.error.77"
native.ok.77:
  %".1422" = getelementptr inbounds %"builtins__exceptions__Exception", %"builtins__exceptions__Exception"* %"e.6", i32 0, i32 1
  %".1423" = load i8*, i8** %".1422"
  %".1424" = bitcast i8* %".1423" to i8* (i8*, i32)*
  %".1425" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %"message_raw_addr.2" = call i8* %".1424"(i8* %".1425", i32 0)
  %".1426" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.80", i32 0, i32 0
  %".1427" = call i32 @"irx_class_require"(i8* %"message_raw_addr.2", i8* %".1426")
  %".1428" = icmp eq i32 %".1427", 0
  br i1 %".1428", label %"native.ok.80", label %"native.fail.80"
native.pending.77:
  %".1387" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1388" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1389" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.78", i32 0, i32 0
  %".1390" = bitcast %"builtins__exceptions__Exception"* %".1388" to i8*
  %".1391" = call i32 @"irx_class_release"(i8* %"context", i8* %".1390", i8* %".1389")
  %".1392" = icmp eq i32 %".1391", 0
  br i1 %".1392", label %"native.ok.78", label %"native.fail.78"
native.error.77:
  %"exception.text_ptr.235" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.236" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1404" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1379", i8* %"exception.text_ptr.235", i32 67, i32 11, i8* %"exception.text_ptr.236")
  %".1405" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1406" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1407" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.79", i32 0, i32 0
  %".1408" = bitcast %"builtins__exceptions__Exception"* %".1406" to i8*
  %".1409" = call i32 @"irx_class_release"(i8* %"context", i8* %".1408", i8* %".1407")
  %".1410" = icmp eq i32 %".1409", 0
  br i1 %".1410", label %"native.ok.79", label %"native.fail.79"
cleanup.done.57:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1387")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.78:
  %".1394" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1395" = icmp ne i32 %".1394", 0
  br i1 %".1395", label %"native.pending.78", label %"native.error.78"
native.ok.78:
  br label %"cleanup.done.57"
native.pending.78:
  br label %"cleanup.done.57"
native.error.78:
  %"exception.text_ptr.233" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.234" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1398" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1389", i8* %"exception.text_ptr.233", i32 66, i32 3, i8* %"exception.text_ptr.234")
  br label %"cleanup.done.57"
cleanup.done.58:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1405")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.79:
  %".1412" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1413" = icmp ne i32 %".1412", 0
  br i1 %".1413", label %"native.pending.79", label %"native.error.79"
native.ok.79:
  br label %"cleanup.done.58"
native.pending.79:
  br label %"cleanup.done.58"
native.error.79:
  %"exception.text_ptr.237" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.238" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1416" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1407", i8* %"exception.text_ptr.237", i32 66, i32 3, i8* %"exception.text_ptr.238")
  br label %"cleanup.done.58"
native.fail.80:
  %".1430" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1431" = icmp ne i32 %".1430", 0
  br i1 %".1431", label %"native.pending.80", label %"native.error.80"
native.ok.80:
  %"message_addr.2" = bitcast i8* %"message_raw_addr.2" to i8**
  %"message.2" = load i8*, i8** %"message_addr.2"
  %"string_copy_empty_ptr.5" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.5" = call i8* @"strcat_inline"(i8* %"message.2", i8* %"string_copy_empty_ptr.5")
  %"string_allocation_succeeded.7" = icmp ne i8* %"str_concat.5", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
native.pending.80:
  %".1433" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1434" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.81", i32 0, i32 0
  %".1435" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1436" = call i32 @"irx_class_release"(i8* %"context", i8* %".1435", i8* %".1434")
  %".1437" = icmp eq i32 %".1436", 0
  br i1 %".1437", label %"native.ok.81", label %"native.fail.81"
native.error.80:
  %"exception.text_ptr.243" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.244" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1464" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1426", i8* %"exception.text_ptr.243", i32 67, i32 11, i8* %"exception.text_ptr.244")
  %".1465" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1466" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.83", i32 0, i32 0
  %".1467" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1468" = call i32 @"irx_class_release"(i8* %"context", i8* %".1467", i8* %".1466")
  %".1469" = icmp eq i32 %".1468", 0
  br i1 %".1469", label %"native.ok.83", label %"native.fail.83"
cleanup.done.59:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1433")
  %".1447" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1448" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1449" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.82", i32 0, i32 0
  %".1450" = bitcast %"builtins__exceptions__Exception"* %".1448" to i8*
  %".1451" = call i32 @"irx_class_release"(i8* %"context", i8* %".1450", i8* %".1449")
  %".1452" = icmp eq i32 %".1451", 0
  br i1 %".1452", label %"native.ok.82", label %"native.fail.82"
native.fail.81:
  %".1439" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1440" = icmp ne i32 %".1439", 0
  br i1 %".1440", label %"native.pending.81", label %"native.error.81"
native.ok.81:
  br label %"cleanup.done.59"
native.pending.81:
  br label %"cleanup.done.59"
native.error.81:
  %"exception.text_ptr.239" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.240" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1443" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1434", i8* %"exception.text_ptr.239", i32 67, i32 11, i8* %"exception.text_ptr.240")
  br label %"cleanup.done.59"
cleanup.done.60:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1447")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.82:
  %".1454" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1455" = icmp ne i32 %".1454", 0
  br i1 %".1455", label %"native.pending.82", label %"native.error.82"
native.ok.82:
  br label %"cleanup.done.60"
native.pending.82:
  br label %"cleanup.done.60"
native.error.82:
  %"exception.text_ptr.241" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.242" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1458" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1449", i8* %"exception.text_ptr.241", i32 66, i32 3, i8* %"exception.text_ptr.242")
  br label %"cleanup.done.60"
cleanup.done.61:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1465")
  %".1479" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1480" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1481" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.84", i32 0, i32 0
  %".1482" = bitcast %"builtins__exceptions__Exception"* %".1480" to i8*
  %".1483" = call i32 @"irx_class_release"(i8* %"context", i8* %".1482", i8* %".1481")
  %".1484" = icmp eq i32 %".1483", 0
  br i1 %".1484", label %"native.ok.84", label %"native.fail.84"
native.fail.83:
  %".1471" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1472" = icmp ne i32 %".1471", 0
  br i1 %".1472", label %"native.pending.83", label %"native.error.83"
native.ok.83:
  br label %"cleanup.done.61"
native.pending.83:
  br label %"cleanup.done.61"
native.error.83:
  %"exception.text_ptr.245" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.246" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1475" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1466", i8* %"exception.text_ptr.245", i32 67, i32 11, i8* %"exception.text_ptr.246")
  br label %"cleanup.done.61"
cleanup.done.62:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1479")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.84:
  %".1486" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1487" = icmp ne i32 %".1486", 0
  br i1 %".1487", label %"native.pending.84", label %"native.error.84"
native.ok.84:
  br label %"cleanup.done.62"
native.pending.84:
  br label %"cleanup.done.62"
native.error.84:
  %"exception.text_ptr.247" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.248" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1490" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1481", i8* %"exception.text_ptr.247", i32 66, i32 3, i8* %"exception.text_ptr.248")
  br label %"cleanup.done.62"
string.allocation.fail.7:
  %"exception.text_ptr.249" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.250" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.251" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".1497" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.249", i8* %"exception.text_ptr.250", i32 -1, i32 -1, i8* %"exception.text_ptr.251")
  %".1498" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1499" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.85", i32 0, i32 0
  %".1500" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1501" = call i32 @"irx_class_release"(i8* %"context", i8* %".1500", i8* %".1499")
  %".1502" = icmp eq i32 %".1501", 0
  br i1 %".1502", label %"native.ok.85", label %"native.fail.85"
string.allocation.pass.7:
  %".1529" = call i32 @"puts"(i8* %"str_concat.5")
  call void @"free"(i8* %"str_concat.5")
  %".1531" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1532" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.87", i32 0, i32 0
  %".1533" = bitcast %"builtins__exceptions__Exception"* %"e.6" to i8*
  %".1534" = call i32 @"irx_class_release"(i8* %"context", i8* %".1533", i8* %".1532")
  %".1535" = icmp eq i32 %".1534", 0
  br i1 %".1535", label %"native.ok.87", label %"native.fail.87"
cleanup.done.63:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1498")
  %".1512" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1513" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1514" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.86", i32 0, i32 0
  %".1515" = bitcast %"builtins__exceptions__Exception"* %".1513" to i8*
  %".1516" = call i32 @"irx_class_release"(i8* %"context", i8* %".1515", i8* %".1514")
  %".1517" = icmp eq i32 %".1516", 0
  br i1 %".1517", label %"native.ok.86", label %"native.fail.86"
native.fail.85:
  %".1504" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1505" = icmp ne i32 %".1504", 0
  br i1 %".1505", label %"native.pending.85", label %"native.error.85"
native.ok.85:
  br label %"cleanup.done.63"
native.pending.85:
  br label %"cleanup.done.63"
native.error.85:
  %"exception.text_ptr.252" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.253" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1508" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1499", i8* %"exception.text_ptr.252", i32 67, i32 11, i8* %"exception.text_ptr.253")
  br label %"cleanup.done.63"
cleanup.done.64:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1512")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.86:
  %".1519" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1520" = icmp ne i32 %".1519", 0
  br i1 %".1520", label %"native.pending.86", label %"native.error.86"
native.ok.86:
  br label %"cleanup.done.64"
native.pending.86:
  br label %"cleanup.done.64"
native.error.86:
  %"exception.text_ptr.254" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.255" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1523" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1514", i8* %"exception.text_ptr.254", i32 66, i32 3, i8* %"exception.text_ptr.255")
  br label %"cleanup.done.64"
cleanup.done.65:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1531")
  %".1545" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1546" = icmp ne i32 %".1545", 0
  br i1 %".1546", label %"cleanup.done.65.if", label %"cleanup.done.65.endif"
native.fail.87:
  %".1537" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1538" = icmp ne i32 %".1537", 0
  br i1 %".1538", label %"native.pending.87", label %"native.error.87"
native.ok.87:
  br label %"cleanup.done.65"
native.pending.87:
  br label %"cleanup.done.65"
native.error.87:
  %"exception.text_ptr.256" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.257" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1541" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1532", i8* %"exception.text_ptr.256", i32 67, i32 11, i8* %"exception.text_ptr.257")
  br label %"cleanup.done.65"
cleanup.done.65.if:
  %".1548" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1549" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1550" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.88", i32 0, i32 0
  %".1551" = bitcast %"builtins__exceptions__Exception"* %".1549" to i8*
  %".1552" = call i32 @"irx_class_release"(i8* %"context", i8* %".1551", i8* %".1550")
  %".1553" = icmp eq i32 %".1552", 0
  br i1 %".1553", label %"native.ok.88", label %"native.fail.88"
cleanup.done.65.endif:
  %".1565" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1566" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.5"
  %".1567" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.89", i32 0, i32 0
  %".1568" = bitcast %"builtins__exceptions__Exception"* %".1566" to i8*
  %".1569" = call i32 @"irx_class_release"(i8* %"context", i8* %".1568", i8* %".1567")
  %".1570" = icmp eq i32 %".1569", 0
  br i1 %".1570", label %"native.ok.89", label %"native.fail.89"
cleanup.done.66:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1548")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
native.fail.88:
  %".1555" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1556" = icmp ne i32 %".1555", 0
  br i1 %".1556", label %"native.pending.88", label %"native.error.88"
native.ok.88:
  br label %"cleanup.done.66"
native.pending.88:
  br label %"cleanup.done.66"
native.error.88:
  %"exception.text_ptr.258" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.259" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1559" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1550", i8* %"exception.text_ptr.258", i32 66, i32 3, i8* %"exception.text_ptr.259")
  br label %"cleanup.done.66"
cleanup.done.67:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1565")
  %".1580" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1581" = icmp ne i32 %".1580", 0
  br i1 %".1581", label %"cleanup.done.67.if", label %"cleanup.done.67.endif"
native.fail.89:
  %".1572" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1573" = icmp ne i32 %".1572", 0
  br i1 %".1573", label %"native.pending.89", label %"native.error.89"
native.ok.89:
  br label %"cleanup.done.67"
native.pending.89:
  br label %"cleanup.done.67"
native.error.89:
  %"exception.text_ptr.260" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.261" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1576" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1567", i8* %"exception.text_ptr.260", i32 66, i32 3, i8* %"exception.text_ptr.261")
  br label %"cleanup.done.67"
cleanup.done.67.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  ret i32 1
cleanup.done.67.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1319")
  %".1586" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1587" = icmp ne i32 %".1586", 0
  br i1 %".1587", label %"cleanup.done.67.endif.if", label %"cleanup.done.67.endif.endif"
cleanup.done.67.endif.if:
  ret i32 1
cleanup.done.67.endif.endif:
  br label %"try.end.3"
call.success.2:
  %".1596" = load i8*, i8** %"call.result.2"
  %".1597" = call i32 @"puts"(i8* %".1596")
  call void @"free"(i8* %".1596")
  %"call.status.3" = call i32 @"exceptions_handlers__classify"(i8* %"context", i32 1, i8** %"call.result.3")
  %".1599" = icmp eq i32 %"call.status.3", 0
  br i1 %".1599", label %"call.success.3", label %"call.failure.3"
call.failure.2:
  %"exception.text_ptr.262" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.262", i32 70, i32 9)
  ret i32 1
call.success.3:
  %".1603" = load i8*, i8** %"call.result.3"
  %".1604" = call i32 @"puts"(i8* %".1603")
  call void @"free"(i8* %".1603")
  %"call.status.4" = call i32 @"exceptions_handlers__classify"(i8* %"context", i32 2, i8** %"call.result.4")
  %".1606" = icmp eq i32 %"call.status.4", 0
  br i1 %".1606", label %"call.success.4", label %"call.failure.4"
call.failure.3:
  %"exception.text_ptr.263" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.263", i32 71, i32 9)
  ret i32 1
call.success.4:
  %".1610" = load i8*, i8** %"call.result.4"
  %".1611" = call i32 @"puts"(i8* %".1610")
  call void @"free"(i8* %".1610")
  %"call.status.5" = call i32 @"exceptions_handlers__classify"(i8* %"context", i32 3, i8** %"call.result.5")
  %".1613" = icmp eq i32 %"call.status.5", 0
  br i1 %".1613", label %"call.success.5", label %"call.failure.5"
call.failure.4:
  %"exception.text_ptr.264" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.264", i32 72, i32 9)
  ret i32 1
call.success.5:
  %".1617" = load i8*, i8** %"call.result.5"
  %".1618" = call i32 @"puts"(i8* %".1617")
  call void @"free"(i8* %".1617")
  store i32 0, i32* %"n"
  br label %"while.cond"
call.failure.5:
  %"exception.text_ptr.265" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.265", i32 73, i32 9)
  ret i32 1
while.cond:
  %"n.1" = load i32, i32* %"n"
  %"lttmp" = icmp slt i32 %"n.1", 3
  br i1 %"lttmp", label %"while.body", label %"while.exit"
while.body:
  %"n.2" = load i32, i32* %"n"
  %"eqtmp" = icmp eq i32 %"n.2", 1
  br i1 %"eqtmp", label %"bb_if_then", label %"bb_if_else"
while.exit:
  store i32 0, i32* %"result_out"
  ret i32 0
except.dispatch.5:
  %"exception.text_ptr.310" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %".1831" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.310")
  %".1832" = icmp ne i32 %".1831", 0
  %".1833" = or i1 false, %".1832"
  br i1 %".1833", label %"except.body.5", label %"except.next.5"
try.end.5:
  %"n.4" = load i32, i32* %"n"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"n.4", i32 1)
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow" = extractvalue {i32, i1} %"checked.add", 1
  %".2168" = xor i1 %"overflow", -1
  br i1 %".2168", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
bb_if_then:
  %".1624" = getelementptr inbounds [8 x i8], [8 x i8]* @"str_utf8_4737292716000915059_140402473542480", i32 0, i32 0
  %".1625" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.90", i32 0, i32 0
  %".1626" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* null, i32 1
  %".1627" = ptrtoint %"builtins__exceptions__RuntimeError"* %".1626" to i64
  %".1628" = call i32 @"irx_class_create"(i64 %".1627", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::RuntimeError", i8** %"class_result.3", i8* %".1625")
  %".1629" = icmp eq i32 %".1628", 0
  br i1 %".1629", label %"native.ok.90", label %"native.fail.90"
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  %"n.3" = load i32, i32* %"n"
  %".1805" = sext i32 %"n.3" to i64
  %".1806" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".1807" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1806", i64 %".1805")
  %"string_format_size_succeeded.2" = icmp sge i32 %".1807", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
native.fail.90:
  %".1631" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1632" = icmp ne i32 %".1631", 0
  br i1 %".1632", label %"native.pending.90", label %"native.error.90"
native.ok.90:
  %".1637" = load i8*, i8** %"class_result.3"
  %".1638" = bitcast i8* %".1637" to %"builtins__exceptions__RuntimeError"*
  %".1639" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".1638", i32 0, i32 1
  %".1640" = bitcast i8* (i8*, i32)* @"builtins__exceptions__RuntimeError__descriptor" to i8*
  store i8* %".1640", i8** %".1639"
  %".1642" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".1638", i32 0, i32 2
  store i8* null, i8** %".1642"
  %".1644" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".1638", i32 0, i32 3
  store i8* null, i8** %".1644"
  %"string_copy_empty_ptr.6" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.6" = call i8* @"strcat_inline"(i8* %".1624", i8* %"string_copy_empty_ptr.6")
  %"string_allocation_succeeded.8" = icmp ne i8* %"str_concat.6", null
  br i1 %"string_allocation_succeeded.8", label %"string.allocation.pass.8", label %"string.allocation.fail.8"
native.pending.90:
  br label %"except.dispatch.5"
native.error.90:
  %"exception.text_ptr.266" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.267" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1635" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1625", i8* %"exception.text_ptr.266", i32 82, i32 15, i8* %"exception.text_ptr.267")
  br label %"except.dispatch.5"
string.allocation.fail.8:
  %"exception.text_ptr.268" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.269" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.270" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".1647" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.268", i8* %"exception.text_ptr.269", i32 82, i32 15, i8* %"exception.text_ptr.270")
  %".1648" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1649" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.91", i32 0, i32 0
  %".1650" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1651" = call i32 @"irx_class_release"(i8* %"context", i8* %".1650", i8* %".1649")
  %".1652" = icmp eq i32 %".1651", 0
  br i1 %".1652", label %"native.ok.91", label %"native.fail.91"
string.allocation.pass.8:
  %".1663" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".1638", i32 0, i32 4
  store i8* %"str_concat.6", i8** %".1663"
  call void @"irx_class_complete"(i8* %".1637")
  call void @"irx_class_complete"(i8* %".1637")
  call void @"irx_class_complete"(i8* %".1637")
  %"exception.text_ptr.273" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.274" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.275" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".1668" = alloca [3 x i8*]
  %".1669" = getelementptr [3 x i8*], [3 x i8*]* %".1668", i32 0, i32 0
  store i8* %"exception.text_ptr.273", i8** %".1669"
  %".1671" = getelementptr [3 x i8*], [3 x i8*]* %".1668", i32 0, i32 1
  store i8* %"exception.text_ptr.274", i8** %".1671"
  %".1673" = getelementptr [3 x i8*], [3 x i8*]* %".1668", i32 0, i32 2
  store i8* %"exception.text_ptr.275", i8** %".1673"
  %".1675" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1676" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".1675", i32 1)
  %".1677" = bitcast i8* %".1676" to i8**
  %".1678" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1679" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".1678", i32 0)
  %".1680" = bitcast i8* %".1679" to i8**
  %".1681" = load i8*, i8** %".1680"
  %"exception.text_ptr.276" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %".1682" = getelementptr [3 x i8*], [3 x i8*]* %".1668", i32 0, i32 0
  %".1683" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.276", i8* %".1681", i8** %".1682", i32 3, i8** %".1677")
  %".1684" = icmp slt i32 %".1683", 0
  br i1 %".1684", label %"string.allocation.pass.8.if", label %"string.allocation.pass.8.endif"
cleanup.done.68:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1648")
  br label %"except.dispatch.5"
native.fail.91:
  %".1654" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1655" = icmp ne i32 %".1654", 0
  br i1 %".1655", label %"native.pending.91", label %"native.error.91"
native.ok.91:
  br label %"cleanup.done.68"
native.pending.91:
  br label %"cleanup.done.68"
native.error.91:
  %"exception.text_ptr.271" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.272" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1658" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1649", i8* %"exception.text_ptr.271", i32 82, i32 15, i8* %"exception.text_ptr.272")
  br label %"cleanup.done.68"
string.allocation.pass.8.if:
  %"exception.text_ptr.277" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.278" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.279" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.277", i8* %"exception.text_ptr.278", i32 82, i32 15, i8* %"exception.text_ptr.279")
  unreachable
string.allocation.pass.8.endif:
  %".1688" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.92", i32 0, i32 0
  %".1689" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1690" = call i32 @"irx_class_require"(i8* %".1689", i8* %".1688")
  %".1691" = icmp eq i32 %".1690", 0
  br i1 %".1691", label %"native.ok.92", label %"native.fail.92"
native.fail.92:
  %".1693" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1694" = icmp ne i32 %".1693", 0
  br i1 %".1694", label %"native.pending.92", label %"native.error.92"
native.ok.92:
  %".1727" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.95", i32 0, i32 0
  %".1728" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1729" = call i32 @"irx_class_retain"(i8* %".1728", i8* %".1727")
  %".1730" = icmp eq i32 %".1729", 0
  br i1 %".1730", label %"native.ok.95", label %"native.fail.95"
native.pending.92:
  %".1696" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1697" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.93", i32 0, i32 0
  %".1698" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1699" = call i32 @"irx_class_release"(i8* %"context", i8* %".1698", i8* %".1697")
  %".1700" = icmp eq i32 %".1699", 0
  br i1 %".1700", label %"native.ok.93", label %"native.fail.93"
native.error.92:
  %"exception.text_ptr.282" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.283" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1711" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1688", i8* %"exception.text_ptr.282", i32 82, i32 15, i8* %"exception.text_ptr.283")
  %".1712" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1713" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.94", i32 0, i32 0
  %".1714" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1715" = call i32 @"irx_class_release"(i8* %"context", i8* %".1714", i8* %".1713")
  %".1716" = icmp eq i32 %".1715", 0
  br i1 %".1716", label %"native.ok.94", label %"native.fail.94"
cleanup.done.69:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1696")
  br label %"except.dispatch.5"
native.fail.93:
  %".1702" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1703" = icmp ne i32 %".1702", 0
  br i1 %".1703", label %"native.pending.93", label %"native.error.93"
native.ok.93:
  br label %"cleanup.done.69"
native.pending.93:
  br label %"cleanup.done.69"
native.error.93:
  %"exception.text_ptr.280" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.281" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1706" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1697", i8* %"exception.text_ptr.280", i32 82, i32 15, i8* %"exception.text_ptr.281")
  br label %"cleanup.done.69"
cleanup.done.70:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1712")
  br label %"except.dispatch.5"
native.fail.94:
  %".1718" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1719" = icmp ne i32 %".1718", 0
  br i1 %".1719", label %"native.pending.94", label %"native.error.94"
native.ok.94:
  br label %"cleanup.done.70"
native.pending.94:
  br label %"cleanup.done.70"
native.error.94:
  %"exception.text_ptr.284" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.285" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1722" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1713", i8* %"exception.text_ptr.284", i32 82, i32 15, i8* %"exception.text_ptr.285")
  br label %"cleanup.done.70"
native.fail.95:
  %".1732" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1733" = icmp ne i32 %".1732", 0
  br i1 %".1733", label %"native.pending.95", label %"native.error.95"
native.ok.95:
  %".1766" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1767" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".1766", i32 1)
  %".1768" = bitcast i8* %".1767" to i8**
  %".1769" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %"exception.text_ptr.292" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.293" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".1770" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".1769", i8** %".1768", i8* null, i32 0, i8* %"exception.text_ptr.292", i32 82, i32 9, i8* %"exception.text_ptr.293")
  %".1771" = icmp slt i32 %".1770", 0
  br i1 %".1771", label %"native.ok.95.if", label %"native.ok.95.endif"
native.pending.95:
  %".1735" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1736" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.96", i32 0, i32 0
  %".1737" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1738" = call i32 @"irx_class_release"(i8* %"context", i8* %".1737", i8* %".1736")
  %".1739" = icmp eq i32 %".1738", 0
  br i1 %".1739", label %"native.ok.96", label %"native.fail.96"
native.error.95:
  %"exception.text_ptr.288" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.289" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1750" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1727", i8* %"exception.text_ptr.288", i32 82, i32 15, i8* %"exception.text_ptr.289")
  %".1751" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1752" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.97", i32 0, i32 0
  %".1753" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1754" = call i32 @"irx_class_release"(i8* %"context", i8* %".1753", i8* %".1752")
  %".1755" = icmp eq i32 %".1754", 0
  br i1 %".1755", label %"native.ok.97", label %"native.fail.97"
cleanup.done.71:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1735")
  br label %"except.dispatch.5"
native.fail.96:
  %".1741" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1742" = icmp ne i32 %".1741", 0
  br i1 %".1742", label %"native.pending.96", label %"native.error.96"
native.ok.96:
  br label %"cleanup.done.71"
native.pending.96:
  br label %"cleanup.done.71"
native.error.96:
  %"exception.text_ptr.286" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.287" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1745" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1736", i8* %"exception.text_ptr.286", i32 82, i32 15, i8* %"exception.text_ptr.287")
  br label %"cleanup.done.71"
cleanup.done.72:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1751")
  br label %"except.dispatch.5"
native.fail.97:
  %".1757" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1758" = icmp ne i32 %".1757", 0
  br i1 %".1758", label %"native.pending.97", label %"native.error.97"
native.ok.97:
  br label %"cleanup.done.72"
native.pending.97:
  br label %"cleanup.done.72"
native.error.97:
  %"exception.text_ptr.290" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.291" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1761" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1752", i8* %"exception.text_ptr.290", i32 82, i32 15, i8* %"exception.text_ptr.291")
  br label %"cleanup.done.72"
native.ok.95.if:
  %"exception.text_ptr.294" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.295" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.296" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.294", i8* %"exception.text_ptr.295", i32 82, i32 9, i8* %"exception.text_ptr.296")
  unreachable
native.ok.95.endif:
  %".1775" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1776" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.98", i32 0, i32 0
  %".1777" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1778" = call i32 @"irx_class_release"(i8* %"context", i8* %".1777", i8* %".1776")
  %".1779" = icmp eq i32 %".1778", 0
  br i1 %".1779", label %"native.ok.98", label %"native.fail.98"
cleanup.done.73:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1775")
  %".1789" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1790" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.99", i32 0, i32 0
  %".1791" = bitcast %"builtins__exceptions__RuntimeError"* %".1638" to i8*
  %".1792" = call i32 @"irx_class_release"(i8* %"context", i8* %".1791", i8* %".1790")
  %".1793" = icmp eq i32 %".1792", 0
  br i1 %".1793", label %"native.ok.99", label %"native.fail.99"
native.fail.98:
  %".1781" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1782" = icmp ne i32 %".1781", 0
  br i1 %".1782", label %"native.pending.98", label %"native.error.98"
native.ok.98:
  br label %"cleanup.done.73"
native.pending.98:
  br label %"cleanup.done.73"
native.error.98:
  %"exception.text_ptr.297" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.298" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1785" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1776", i8* %"exception.text_ptr.297", i32 82, i32 15, i8* %"exception.text_ptr.298")
  br label %"cleanup.done.73"
cleanup.done.74:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1789")
  br label %"except.dispatch.5"
native.fail.99:
  %".1795" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1796" = icmp ne i32 %".1795", 0
  br i1 %".1796", label %"native.pending.99", label %"native.error.99"
native.ok.99:
  br label %"cleanup.done.74"
native.pending.99:
  br label %"cleanup.done.74"
native.error.99:
  %"exception.text_ptr.299" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.300" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1799" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1790", i8* %"exception.text_ptr.299", i32 82, i32 15, i8* %"exception.text_ptr.300")
  br label %"cleanup.done.74"
string.format.size.fail.2:
  %"exception.text_ptr.301" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.302" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.303" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".1809" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.301", i8* %"exception.text_ptr.302", i32 -1, i32 -1, i8* %"exception.text_ptr.303")
  br label %"except.dispatch.5"
string.format.size.pass.2:
  %".1811" = zext i32 %".1807" to i64
  %"string_format_allocation_size.2" = add i64 %".1811", 1
  %".1812" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.9" = icmp ne i8* %".1812", null
  br i1 %"string_allocation_succeeded.9", label %"string.allocation.pass.9", label %"string.allocation.fail.9"
string.allocation.fail.9:
  %"exception.text_ptr.304" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.305" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.306" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".1814" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.304", i8* %"exception.text_ptr.305", i32 -1, i32 -1, i8* %"exception.text_ptr.306")
  br label %"except.dispatch.5"
string.allocation.pass.9:
  %".1816" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1812", i64 %"string_format_allocation_size.2", i8* %".1806", i64 %".1805")
  %"string_format_write_succeeded.2" = icmp sge i32 %".1816", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.307" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.308" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.309" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_29", i32 0, i32 0
  %".1818" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.307", i8* %"exception.text_ptr.308", i32 -1, i32 -1, i8* %"exception.text_ptr.309")
  br label %"except.dispatch.5"
string.format.write.pass.2:
  %".1820" = call i32 @"puts"(i8* %".1812")
  call void @"free"(i8* %".1812")
  %".1822" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1823" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402475854736", i32 0, i32 0
  %".1824" = call i32 @"puts"(i8* %".1823")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1822", i32 1)
  %".1826" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1827" = icmp ne i32 %".1826", 0
  br i1 %".1827", label %"string.format.write.pass.2.if", label %"string.format.write.pass.2.endif"
string.format.write.pass.2.if:
  ret i32 1
string.format.write.pass.2.endif:
  br label %"try.end.5"
except.body.5:
  %".1835" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".1836" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".1837" = bitcast i8* %".1836" to %"builtins__exceptions__RuntimeError"*
  store %"builtins__exceptions__RuntimeError"* %".1837", %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1839" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.100", i32 0, i32 0
  %".1840" = bitcast %"builtins__exceptions__RuntimeError"* %".1837" to i8*
  %".1841" = call i32 @"irx_class_retain"(i8* %".1840", i8* %".1839")
  %".1842" = icmp eq i32 %".1841", 0
  br i1 %".1842", label %"native.ok.100", label %"native.fail.100"
except.next.5:
  %".2163" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2164" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402482218192", i32 0, i32 0
  %".2165" = call i32 @"puts"(i8* %".2164")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2163", i32 1)
  ret i32 1
native.fail.100:
  %".1844" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1845" = icmp ne i32 %".1844", 0
  br i1 %".1845", label %"native.pending.100", label %"native.error.100"
native.ok.100:
  %"e.8" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1860" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.101", i32 0, i32 0
  %".1861" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".1862" = call i32 @"irx_class_require"(i8* %".1861", i8* %".1860")
  %".1863" = icmp eq i32 %".1862", 0
  br i1 %".1863", label %"native.ok.101", label %"native.fail.101"
native.pending.100:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1848" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1849" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402475673808", i32 0, i32 0
  %".1850" = call i32 @"puts"(i8* %".1849")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1848", i32 1)
  ret i32 1
native.error.100:
  %"exception.text_ptr.311" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.312" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1853" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1839", i8* %"exception.text_ptr.311", i32 84, i32 5, i8* %"exception.text_ptr.312")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1855" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1856" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402475670224", i32 0, i32 0
  %".1857" = call i32 @"puts"(i8* %".1856")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1855", i32 1)
  ret i32 1
native.fail.101:
  %".1865" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1866" = icmp ne i32 %".1865", 0
  br i1 %".1866", label %"native.pending.101", label %"native.error.101"
native.ok.101:
  %".1911" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.104", i32 0, i32 0
  %".1912" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".1913" = call i32 @"irx_class_retain"(i8* %".1912", i8* %".1911")
  %".1914" = icmp eq i32 %".1913", 0
  br i1 %".1914", label %"native.ok.104", label %"native.fail.104"
native.pending.101:
  %".1868" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1869" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1870" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.102", i32 0, i32 0
  %".1871" = bitcast %"builtins__exceptions__RuntimeError"* %".1869" to i8*
  %".1872" = call i32 @"irx_class_release"(i8* %"context", i8* %".1871", i8* %".1870")
  %".1873" = icmp eq i32 %".1872", 0
  br i1 %".1873", label %"native.ok.102", label %"native.fail.102"
native.error.101:
  %"exception.text_ptr.315" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.316" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1889" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1860", i8* %"exception.text_ptr.315", i32 85, i32 13, i8* %"exception.text_ptr.316")
  %".1890" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1891" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1892" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.103", i32 0, i32 0
  %".1893" = bitcast %"builtins__exceptions__RuntimeError"* %".1891" to i8*
  %".1894" = call i32 @"irx_class_release"(i8* %"context", i8* %".1893", i8* %".1892")
  %".1895" = icmp eq i32 %".1894", 0
  br i1 %".1895", label %"native.ok.103", label %"native.fail.103"
cleanup.done.75:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1868")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1884" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1885" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402478633808", i32 0, i32 0
  %".1886" = call i32 @"puts"(i8* %".1885")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1884", i32 1)
  ret i32 1
native.fail.102:
  %".1875" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1876" = icmp ne i32 %".1875", 0
  br i1 %".1876", label %"native.pending.102", label %"native.error.102"
native.ok.102:
  br label %"cleanup.done.75"
native.pending.102:
  br label %"cleanup.done.75"
native.error.102:
  %"exception.text_ptr.313" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.314" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1879" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1870", i8* %"exception.text_ptr.313", i32 84, i32 5, i8* %"exception.text_ptr.314")
  br label %"cleanup.done.75"
cleanup.done.76:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1890")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1906" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1907" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402478571216", i32 0, i32 0
  %".1908" = call i32 @"puts"(i8* %".1907")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1906", i32 1)
  ret i32 1
native.fail.103:
  %".1897" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1898" = icmp ne i32 %".1897", 0
  br i1 %".1898", label %"native.pending.103", label %"native.error.103"
native.ok.103:
  br label %"cleanup.done.76"
native.pending.103:
  br label %"cleanup.done.76"
native.error.103:
  %"exception.text_ptr.317" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.318" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1901" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1892", i8* %"exception.text_ptr.317", i32 84, i32 5, i8* %"exception.text_ptr.318")
  br label %"cleanup.done.76"
native.fail.104:
  %".1916" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1917" = icmp ne i32 %".1916", 0
  br i1 %".1917", label %"native.pending.104", label %"native.error.104"
native.ok.104:
  %".1962" = getelementptr inbounds %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %"e.8", i32 0, i32 1
  %".1963" = load i8*, i8** %".1962"
  %".1964" = bitcast i8* %".1963" to i8* (i8*, i32)*
  %".1965" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %"message_raw_addr.3" = call i8* %".1964"(i8* %".1965", i32 0)
  %".1966" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.107", i32 0, i32 0
  %".1967" = call i32 @"irx_class_require"(i8* %"message_raw_addr.3", i8* %".1966")
  %".1968" = icmp eq i32 %".1967", 0
  br i1 %".1968", label %"native.ok.107", label %"native.fail.107"
native.pending.104:
  %".1919" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1920" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1921" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.105", i32 0, i32 0
  %".1922" = bitcast %"builtins__exceptions__RuntimeError"* %".1920" to i8*
  %".1923" = call i32 @"irx_class_release"(i8* %"context", i8* %".1922", i8* %".1921")
  %".1924" = icmp eq i32 %".1923", 0
  br i1 %".1924", label %"native.ok.105", label %"native.fail.105"
native.error.104:
  %"exception.text_ptr.321" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.322" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1940" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1911", i8* %"exception.text_ptr.321", i32 85, i32 13, i8* %"exception.text_ptr.322")
  %".1941" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1942" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1943" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.106", i32 0, i32 0
  %".1944" = bitcast %"builtins__exceptions__RuntimeError"* %".1942" to i8*
  %".1945" = call i32 @"irx_class_release"(i8* %"context", i8* %".1944", i8* %".1943")
  %".1946" = icmp eq i32 %".1945", 0
  br i1 %".1946", label %"native.ok.106", label %"native.fail.106"
cleanup.done.77:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1919")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1935" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1936" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402478422736", i32 0, i32 0
  %".1937" = call i32 @"puts"(i8* %".1936")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1935", i32 1)
  ret i32 1
native.fail.105:
  %".1926" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1927" = icmp ne i32 %".1926", 0
  br i1 %".1927", label %"native.pending.105", label %"native.error.105"
native.ok.105:
  br label %"cleanup.done.77"
native.pending.105:
  br label %"cleanup.done.77"
native.error.105:
  %"exception.text_ptr.319" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.320" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1930" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1921", i8* %"exception.text_ptr.319", i32 84, i32 5, i8* %"exception.text_ptr.320")
  br label %"cleanup.done.77"
cleanup.done.78:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1941")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".1957" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".1958" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402478392592", i32 0, i32 0
  %".1959" = call i32 @"puts"(i8* %".1958")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".1957", i32 1)
  ret i32 1
native.fail.106:
  %".1948" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1949" = icmp ne i32 %".1948", 0
  br i1 %".1949", label %"native.pending.106", label %"native.error.106"
native.ok.106:
  br label %"cleanup.done.78"
native.pending.106:
  br label %"cleanup.done.78"
native.error.106:
  %"exception.text_ptr.323" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.324" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1952" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1943", i8* %"exception.text_ptr.323", i32 84, i32 5, i8* %"exception.text_ptr.324")
  br label %"cleanup.done.78"
native.fail.107:
  %".1970" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1971" = icmp ne i32 %".1970", 0
  br i1 %".1971", label %"native.pending.107", label %"native.error.107"
native.ok.107:
  %"message_addr.3" = bitcast i8* %"message_raw_addr.3" to i8**
  %"message.3" = load i8*, i8** %"message_addr.3"
  %"string_copy_empty_ptr.7" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.7" = call i8* @"strcat_inline"(i8* %"message.3", i8* %"string_copy_empty_ptr.7")
  %"string_allocation_succeeded.10" = icmp ne i8* %"str_concat.7", null
  br i1 %"string_allocation_succeeded.10", label %"string.allocation.pass.10", label %"string.allocation.fail.10"
native.pending.107:
  %".1973" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1974" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.108", i32 0, i32 0
  %".1975" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".1976" = call i32 @"irx_class_release"(i8* %"context", i8* %".1975", i8* %".1974")
  %".1977" = icmp eq i32 %".1976", 0
  br i1 %".1977", label %"native.ok.108", label %"native.fail.108"
native.error.107:
  %"exception.text_ptr.329" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.330" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2008" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1966", i8* %"exception.text_ptr.329", i32 85, i32 13, i8* %"exception.text_ptr.330")
  %".2009" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2010" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.110", i32 0, i32 0
  %".2011" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".2012" = call i32 @"irx_class_release"(i8* %"context", i8* %".2011", i8* %".2010")
  %".2013" = icmp eq i32 %".2012", 0
  br i1 %".2013", label %"native.ok.110", label %"native.fail.110"
cleanup.done.79:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1973")
  %".1987" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1988" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".1989" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.109", i32 0, i32 0
  %".1990" = bitcast %"builtins__exceptions__RuntimeError"* %".1988" to i8*
  %".1991" = call i32 @"irx_class_release"(i8* %"context", i8* %".1990", i8* %".1989")
  %".1992" = icmp eq i32 %".1991", 0
  br i1 %".1992", label %"native.ok.109", label %"native.fail.109"
native.fail.108:
  %".1979" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1980" = icmp ne i32 %".1979", 0
  br i1 %".1980", label %"native.pending.108", label %"native.error.108"
native.ok.108:
  br label %"cleanup.done.79"
native.pending.108:
  br label %"cleanup.done.79"
native.error.108:
  %"exception.text_ptr.325" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.326" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1983" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1974", i8* %"exception.text_ptr.325", i32 85, i32 13, i8* %"exception.text_ptr.326")
  br label %"cleanup.done.79"
cleanup.done.80:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1987")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2003" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2004" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402477809616", i32 0, i32 0
  %".2005" = call i32 @"puts"(i8* %".2004")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2003", i32 1)
  ret i32 1
native.fail.109:
  %".1994" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1995" = icmp ne i32 %".1994", 0
  br i1 %".1995", label %"native.pending.109", label %"native.error.109"
native.ok.109:
  br label %"cleanup.done.80"
native.pending.109:
  br label %"cleanup.done.80"
native.error.109:
  %"exception.text_ptr.327" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.328" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".1998" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1989", i8* %"exception.text_ptr.327", i32 84, i32 5, i8* %"exception.text_ptr.328")
  br label %"cleanup.done.80"
cleanup.done.81:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2009")
  %".2023" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2024" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".2025" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.111", i32 0, i32 0
  %".2026" = bitcast %"builtins__exceptions__RuntimeError"* %".2024" to i8*
  %".2027" = call i32 @"irx_class_release"(i8* %"context", i8* %".2026", i8* %".2025")
  %".2028" = icmp eq i32 %".2027", 0
  br i1 %".2028", label %"native.ok.111", label %"native.fail.111"
native.fail.110:
  %".2015" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2016" = icmp ne i32 %".2015", 0
  br i1 %".2016", label %"native.pending.110", label %"native.error.110"
native.ok.110:
  br label %"cleanup.done.81"
native.pending.110:
  br label %"cleanup.done.81"
native.error.110:
  %"exception.text_ptr.331" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.332" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2019" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2010", i8* %"exception.text_ptr.331", i32 85, i32 13, i8* %"exception.text_ptr.332")
  br label %"cleanup.done.81"
cleanup.done.82:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2023")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2039" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2040" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402477754000", i32 0, i32 0
  %".2041" = call i32 @"puts"(i8* %".2040")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2039", i32 1)
  ret i32 1
native.fail.111:
  %".2030" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2031" = icmp ne i32 %".2030", 0
  br i1 %".2031", label %"native.pending.111", label %"native.error.111"
native.ok.111:
  br label %"cleanup.done.82"
native.pending.111:
  br label %"cleanup.done.82"
native.error.111:
  %"exception.text_ptr.333" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.334" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2034" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2025", i8* %"exception.text_ptr.333", i32 84, i32 5, i8* %"exception.text_ptr.334")
  br label %"cleanup.done.82"
string.allocation.fail.10:
  %"exception.text_ptr.335" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.336" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.337" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".2045" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.335", i8* %"exception.text_ptr.336", i32 -1, i32 -1, i8* %"exception.text_ptr.337")
  %".2046" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2047" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.112", i32 0, i32 0
  %".2048" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".2049" = call i32 @"irx_class_release"(i8* %"context", i8* %".2048", i8* %".2047")
  %".2050" = icmp eq i32 %".2049", 0
  br i1 %".2050", label %"native.ok.112", label %"native.fail.112"
string.allocation.pass.10:
  %".2081" = call i32 @"puts"(i8* %"str_concat.7")
  call void @"free"(i8* %"str_concat.7")
  %".2083" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2084" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.114", i32 0, i32 0
  %".2085" = bitcast %"builtins__exceptions__RuntimeError"* %"e.8" to i8*
  %".2086" = call i32 @"irx_class_release"(i8* %"context", i8* %".2085", i8* %".2084")
  %".2087" = icmp eq i32 %".2086", 0
  br i1 %".2087", label %"native.ok.114", label %"native.fail.114"
cleanup.done.83:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2046")
  %".2060" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2061" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".2062" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.113", i32 0, i32 0
  %".2063" = bitcast %"builtins__exceptions__RuntimeError"* %".2061" to i8*
  %".2064" = call i32 @"irx_class_release"(i8* %"context", i8* %".2063", i8* %".2062")
  %".2065" = icmp eq i32 %".2064", 0
  br i1 %".2065", label %"native.ok.113", label %"native.fail.113"
native.fail.112:
  %".2052" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2053" = icmp ne i32 %".2052", 0
  br i1 %".2053", label %"native.pending.112", label %"native.error.112"
native.ok.112:
  br label %"cleanup.done.83"
native.pending.112:
  br label %"cleanup.done.83"
native.error.112:
  %"exception.text_ptr.338" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.339" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2056" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2047", i8* %"exception.text_ptr.338", i32 85, i32 13, i8* %"exception.text_ptr.339")
  br label %"cleanup.done.83"
cleanup.done.84:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2060")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2076" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2077" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402481611152", i32 0, i32 0
  %".2078" = call i32 @"puts"(i8* %".2077")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2076", i32 1)
  ret i32 1
native.fail.113:
  %".2067" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2068" = icmp ne i32 %".2067", 0
  br i1 %".2068", label %"native.pending.113", label %"native.error.113"
native.ok.113:
  br label %"cleanup.done.84"
native.pending.113:
  br label %"cleanup.done.84"
native.error.113:
  %"exception.text_ptr.340" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.341" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2071" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2062", i8* %"exception.text_ptr.340", i32 84, i32 5, i8* %"exception.text_ptr.341")
  br label %"cleanup.done.84"
cleanup.done.85:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2083")
  %".2097" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2098" = icmp ne i32 %".2097", 0
  br i1 %".2098", label %"cleanup.done.85.if", label %"cleanup.done.85.endif"
native.fail.114:
  %".2089" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2090" = icmp ne i32 %".2089", 0
  br i1 %".2090", label %"native.pending.114", label %"native.error.114"
native.ok.114:
  br label %"cleanup.done.85"
native.pending.114:
  br label %"cleanup.done.85"
native.error.114:
  %"exception.text_ptr.342" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.343" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2093" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2084", i8* %"exception.text_ptr.342", i32 85, i32 13, i8* %"exception.text_ptr.343")
  br label %"cleanup.done.85"
cleanup.done.85.if:
  %".2100" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2101" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".2102" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.115", i32 0, i32 0
  %".2103" = bitcast %"builtins__exceptions__RuntimeError"* %".2101" to i8*
  %".2104" = call i32 @"irx_class_release"(i8* %"context", i8* %".2103", i8* %".2102")
  %".2105" = icmp eq i32 %".2104", 0
  br i1 %".2105", label %"native.ok.115", label %"native.fail.115"
cleanup.done.85.endif:
  %".2121" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2122" = load %"builtins__exceptions__RuntimeError"*, %"builtins__exceptions__RuntimeError"** %"e.7"
  %".2123" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.116", i32 0, i32 0
  %".2124" = bitcast %"builtins__exceptions__RuntimeError"* %".2122" to i8*
  %".2125" = call i32 @"irx_class_release"(i8* %"context", i8* %".2124", i8* %".2123")
  %".2126" = icmp eq i32 %".2125", 0
  br i1 %".2126", label %"native.ok.116", label %"native.fail.116"
cleanup.done.86:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2100")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2116" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2117" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402481375824", i32 0, i32 0
  %".2118" = call i32 @"puts"(i8* %".2117")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2116", i32 1)
  ret i32 1
native.fail.115:
  %".2107" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2108" = icmp ne i32 %".2107", 0
  br i1 %".2108", label %"native.pending.115", label %"native.error.115"
native.ok.115:
  br label %"cleanup.done.86"
native.pending.115:
  br label %"cleanup.done.86"
native.error.115:
  %"exception.text_ptr.344" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.345" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2111" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2102", i8* %"exception.text_ptr.344", i32 84, i32 5, i8* %"exception.text_ptr.345")
  br label %"cleanup.done.86"
cleanup.done.87:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2121")
  %".2136" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2137" = icmp ne i32 %".2136", 0
  br i1 %".2137", label %"cleanup.done.87.if", label %"cleanup.done.87.endif"
native.fail.116:
  %".2128" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2129" = icmp ne i32 %".2128", 0
  br i1 %".2129", label %"native.pending.116", label %"native.error.116"
native.ok.116:
  br label %"cleanup.done.87"
native.pending.116:
  br label %"cleanup.done.87"
native.error.116:
  %"exception.text_ptr.346" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.347" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".2132" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2123", i8* %"exception.text_ptr.346", i32 84, i32 5, i8* %"exception.text_ptr.347")
  br label %"cleanup.done.87"
cleanup.done.87.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2140" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2141" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402482231760", i32 0, i32 0
  %".2142" = call i32 @"puts"(i8* %".2141")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2140", i32 1)
  ret i32 1
cleanup.done.87.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".1835")
  %".2146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2147" = icmp ne i32 %".2146", 0
  br i1 %".2147", label %"cleanup.done.87.endif.if", label %"cleanup.done.87.endif.endif"
cleanup.done.87.endif.if:
  %".2149" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2150" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402482226512", i32 0, i32 0
  %".2151" = call i32 @"puts"(i8* %".2150")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2149", i32 1)
  ret i32 1
cleanup.done.87.endif.endif:
  %".2154" = call i8* @"irx_exception_finally_enter"(i8* %"context")
  %".2155" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140402482222736", i32 0, i32 0
  %".2156" = call i32 @"puts"(i8* %".2155")
  call void @"irx_exception_finally_leave"(i8* %"context", i8* %".2154", i32 1)
  %".2158" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2159" = icmp ne i32 %".2158", 0
  br i1 %".2159", label %"cleanup.done.87.endif.endif.if", label %"cleanup.done.87.endif.endif.endif"
cleanup.done.87.endif.endif.if:
  ret i32 1
cleanup.done.87.endif.endif.endif:
  br label %"try.end.5"
numeric.arithmetic.fail:
  %"exception.text_ptr.348" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.349" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.350" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".2170" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.348", i8* %"exception.text_ptr.349", i32 88, i32 11, i8* %"exception.text_ptr.350")
  ret i32 1
numeric.arithmetic.pass:
  store i32 %"addtmp", i32* %"n"
  br label %"while.cond"
}

@"str_utf8_5536490064599431893_140402470943568" = internal constant [27 x i8] c"range() step must not be 0\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_3", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_3", i32 0, i32 0
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

declare external i32 @"irx_class_create"(i64 %".1", i32 (i8*, i8*, i8*)* %".2", i8** %".3", i8* %".4")

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

@"exception_text_3" = internal constant [43 x i8] c"builtins.exceptions::class::AssertionError\00"
@"exception_text_4" = internal constant [38 x i8] c"builtins.exceptions::class::Exception\00"
@"exception_text_5" = internal constant [42 x i8] c"builtins.exceptions::class::BaseException\00"
declare external i32 @"irx_exception_info_create"(i8* %".1", i8* %".2", i8** %".3", i32 %".4", i8** %".5")

declare external i32 @"irx_exception_raise"(i8* %".1", i8* %".2", i8** %".3", i8* %".4", i32 %".5", i8* %".6", i32 %".7", i32 %".8", i8* %".9")

declare external i32 @"irx_class_release"(i8* %".1", i8* %".2", i8* %".3")

@"exception_text_6" = internal constant [20 x i8] c"builtins.generators\00"
@"exception_text_7" = internal constant [26 x i8] c"ARX-RUNTIME-ASSERTION-001\00"
declare external void @"irx_list_destroy"({i8*, i64, i64, i64}* %".1")

declare external i32 @"irx_list_append"({i8*, i64, i64, i64}* %".1", i8* %".2")

@"exception_text_8" = internal constant [35 x i8] c"numeric conversion is out of range\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_10", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_9", i32 0, i32 0
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

@"exception_text_9" = internal constant [42 x i8] c"builtins.exceptions::class::OverflowError\00"
@"exception_text_10" = internal constant [44 x i8] c"builtins.exceptions::class::ArithmeticError\00"
@"exception_text_11" = internal constant [27 x i8] c"ARX-RUNTIME-CONVERSION-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
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

@"exception_text_12" = internal constant [39 x i8] c"builtins.exceptions::class::ValueError\00"
@"exception_text_13" = internal constant [21 x i8] c"ARX-RUNTIME-LIST-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
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

@"exception_text_14" = internal constant [39 x i8] c"builtins.exceptions::class::IndexError\00"
@"exception_text_15" = internal constant [40 x i8] c"builtins.exceptions::class::LookupError\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
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

@"exception_text_16" = internal constant [41 x i8] c"builtins.exceptions::class::RuntimeError\00"
declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

@"exception_text_17" = internal constant [42 x i8] c"integer arithmetic result is out of range\00"
@"exception_text_18" = internal constant [27 x i8] c"ARX-RUNTIME-ARITHMETIC-001\00"
@"str_utf8_8192337737639041668_140402469401744" = internal constant [15 x i8] c"zero at level3\00"
define internal i32 @"irx.drop.exceptions_handlers::class::AppError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"exceptions_handlers__AppError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"exceptions_handlers__AppError", %"exceptions_handlers__AppError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

declare external i32 @"irx_exception_pending"(i8* %".1")

@"exception_text_19" = internal constant [20 x i8] c"exceptions_handlers\00"
@"exception_text_20" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"string_copy_empty_21" = internal constant [1 x i8] c"\00"
@"exception_text_22" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

declare external void @"irx_class_complete"(i8* %".1")

@"exception_text_24" = internal constant [37 x i8] c"exceptions_handlers::class::AppError\00"
declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

@"exception_text_25" = internal constant [38 x i8] c"integer division or remainder by zero\00"
define internal i32 @"irx.raise.builtins.exceptions::class::ZeroDivisionError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__ZeroDivisionError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ZeroDivisionError", i8** %"exception.object", i8* %".10")
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
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__ZeroDivisionError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ZeroDivisionError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".18", i32 0, i32 2
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
  %".34" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_10", i32 0, i32 0
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
  %".47" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".18" to i8*
  %".48" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".47", i32 1)
  %".49" = bitcast i8* %".48" to i8**
  %".50" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".18" to i8*
  %".51" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".50", i32 0)
  %".52" = bitcast i8* %".51" to i8**
  %".53" = load i8*, i8** %".52"
  %"exception.text_ptr.10" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_26", i32 0, i32 0
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
  %".60" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".18" to i8*
  %".61" = call i8* @"builtins__exceptions__ZeroDivisionError__descriptor"(i8* %".60", i32 1)
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

define internal i32 @"irx.drop.builtins.exceptions::class::ZeroDivisionError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__ZeroDivisionError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_26" = internal constant [46 x i8] c"builtins.exceptions::class::ZeroDivisionError\00"
@"exception_text_27" = internal constant [47 x i8] c"integer division or remainder result overflows\00"
declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

declare external i8* @"irx_exception_finally_enter"(i8* %".1")

@"str_utf8_1250850556644421925_140402469714768" = internal constant [15 x i8] c"level2 finally\00"
declare external i32 @"puts"(i8* %".1")

declare external void @"irx_exception_finally_leave"(i8* %".1", i8* %".2", i32 %".3")

@"str_utf8_1250850556644421925_140402469754640" = internal constant [15 x i8] c"level2 finally\00"
@"str_utf8_413759867485191678_140402469762320" = internal constant [2 x i8] c"v\00"
@"str_utf8_4181422511626478288_140402469909328" = internal constant [2 x i8] c"i\00"
@"str_utf8_3297714210604882652_140402470076176" = internal constant [2 x i8] c"z\00"
@"str_utf8_5012189725244547009_140402468126288" = internal constant [5 x i8] c"none\00"
declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

@"str_utf8_8811244401648233322_140402468154896" = internal constant [11 x i8] c"ValueError\00"
declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

@"str_utf8_3662406308927747662_140402468168656" = internal constant [12 x i8] c"LookupError\00"
declare external i8* @"irx_exception_handled_payload"(i8* %".1")

@"str_utf8_3511460808390094057_140402468241808" = internal constant [17 x i8] c"ArithmeticError \00"
@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_28" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_29" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_30" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_31" = internal constant [31 x i8] c"string formatting write failed\00"
@"str_utf8_7105953467267574034_140402468541648" = internal constant [12 x i8] c"not reached\00"
@"str_utf8_602728680400366864_140402468555856" = internal constant [16 x i8] c"caught AppError\00"
@"str_utf8_515333461750186665_140402468794128" = internal constant [6 x i8] c"inner\00"
@"str_utf8_6392145570547262524_140402468968592" = internal constant [6 x i8] c"outer\00"
@"str_utf8_6962621312705605951_140402471246352" = internal constant [6 x i8] c"again\00"
define internal i32 @"irx.drop.builtins.exceptions::class::TypeError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__TypeError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__TypeError", %"builtins__exceptions__TypeError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_32" = internal constant [38 x i8] c"builtins.exceptions::class::TypeError\00"
@"str_utf8_5805339838676876915_140402474469712" = internal constant [10 x i8] c"reraising\00"
declare external i32 @"irx_exception_reraise"(i8* %".1")

@"exception_text_33" = internal constant [32 x i8] c"no active exception to re-raise\00"
@"exception_text_34" = internal constant [26 x i8] c"ARX-RUNTIME-EXCEPTION-002\00"
@"str_utf8_4737292716000915059_140402473542480" = internal constant [8 x i8] c"in loop\00"
@"str_utf8_3159963329908544151_140402475854736" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402475673808" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402475670224" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402478633808" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402478571216" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402478422736" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402478392592" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402477809616" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402477754000" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402481611152" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402481375824" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402482231760" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402482226512" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402482222736" = internal constant [6 x i8] c"after\00"
@"str_utf8_3159963329908544151_140402482218192" = internal constant [6 x i8] c"after\00"
declare {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %".1", i32 %".2")

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
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_35", i32 0, i32 0
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

@"exception_text_35" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

