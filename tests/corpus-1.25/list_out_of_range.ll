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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403578244240", i32 0, i32 0
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

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"list.element.out.1" = alloca i8*
  %"list.element.out" = alloca i8*
  %"xs" = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %"xs"
  %"irx_list_append_value" = alloca i32
  store i32 1, i32* %"irx_list_append_value"
  %"irx_list_append_bytes" = bitcast i32* %"irx_list_append_value" to i8*
  %"irx_list_append_status" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"xs", i8* %"irx_list_append_bytes")
  %".6" = icmp eq i32 %"irx_list_append_status", 0
  br i1 %".6", label %"list.success", label %"list.failure"
list.success:
  %"sext" = sext i32 0 to i64
  %"irx_list_at_status" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext", i8** %"list.element.out")
  %".22" = icmp eq i32 %"irx_list_at_status", 0
  br i1 %".22", label %"list.success.1", label %"list.failure.1"
list.failure:
  %".8" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status")
  switch i32 %"irx_list_append_status", label %"list.runtime_error" [i32 1, label %"list.ValueError" i32 2, label %"list.OverflowError" i32 4, label %"list.IndexError"]
list.runtime_error:
  %"exception.text_ptr.6" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".19" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.6", i32 -1, i32 -1, i8* %"exception.text_ptr.7")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError:
  %"exception.text_ptr" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".10" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 -1, i32 -1, i8* %"exception.text_ptr.1")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.2" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".13" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.4" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.4", i32 -1, i32 -1, i8* %"exception.text_ptr.5")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.1:
  %"irx_list_at_ptr" = load i8*, i8** %"list.element.out"
  %"irx_list_at_typed_ptr" = bitcast i8* %"irx_list_at_ptr" to i32*
  %"irx_list_at_load" = load i32, i32* %"irx_list_at_typed_ptr"
  %".38" = sext i32 %"irx_list_at_load" to i64
  %".39" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".40" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".39", i64 %".38")
  %"string_format_size_succeeded" = icmp sge i32 %".40", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
list.failure.1:
  %".24" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status")
  switch i32 %"irx_list_at_status", label %"list.runtime_error.1" [i32 1, label %"list.ValueError.1" i32 2, label %"list.OverflowError.1" i32 4, label %"list.IndexError.1"]
list.runtime_error.1:
  %"exception.text_ptr.14" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".35" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".24", i8* %"exception.text_ptr.14", i32 9, i32 9, i8* %"exception.text_ptr.15")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.8" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".24", i8* %"exception.text_ptr.8", i32 9, i32 9, i8* %"exception.text_ptr.9")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.10" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".29" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".24", i8* %"exception.text_ptr.10", i32 9, i32 9, i8* %"exception.text_ptr.11")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.12" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".32" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".24", i8* %"exception.text_ptr.12", i32 9, i32 9, i8* %"exception.text_ptr.13")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.fail:
  %"exception.text_ptr.16" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".42" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.16", i8* %"exception.text_ptr.17", i32 -1, i32 -1, i8* %"exception.text_ptr.18")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.pass:
  %".45" = zext i32 %".40" to i64
  %"string_format_allocation_size" = add i64 %".45", 1
  %".46" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".46", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.19" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".48" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.19", i8* %"exception.text_ptr.20", i32 -1, i32 -1, i8* %"exception.text_ptr.21")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.allocation.pass:
  %".51" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".46", i64 %"string_format_allocation_size", i8* %".39", i64 %".38")
  %"string_format_write_succeeded" = icmp sge i32 %".51", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.22" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".53" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.22", i8* %"exception.text_ptr.23", i32 -1, i32 -1, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.write.pass:
  %".56" = call i32 @"puts"(i8* %".46")
  call void @"free"(i8* %".46")
  %"sext.1" = sext i32 1 to i64
  %"irx_list_at_status.1" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.1", i8** %"list.element.out.1")
  %".58" = icmp eq i32 %"irx_list_at_status.1", 0
  br i1 %".58", label %"list.success.2", label %"list.failure.2"
list.success.2:
  %"irx_list_at_ptr.1" = load i8*, i8** %"list.element.out.1"
  %"irx_list_at_typed_ptr.1" = bitcast i8* %"irx_list_at_ptr.1" to i32*
  %"irx_list_at_load.1" = load i32, i32* %"irx_list_at_typed_ptr.1"
  %".74" = sext i32 %"irx_list_at_load.1" to i64
  %".75" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".76" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".75", i64 %".74")
  %"string_format_size_succeeded.1" = icmp sge i32 %".76", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
list.failure.2:
  %".60" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.1")
  switch i32 %"irx_list_at_status.1", label %"list.runtime_error.2" [i32 1, label %"list.ValueError.2" i32 2, label %"list.OverflowError.2" i32 4, label %"list.IndexError.2"]
list.runtime_error.2:
  %"exception.text_ptr.31" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".71" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".60", i8* %"exception.text_ptr.31", i32 11, i32 9, i8* %"exception.text_ptr.32")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.2:
  %"exception.text_ptr.25" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".62" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".60", i8* %"exception.text_ptr.25", i32 11, i32 9, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.2:
  %"exception.text_ptr.27" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".60", i8* %"exception.text_ptr.27", i32 11, i32 9, i8* %"exception.text_ptr.28")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.2:
  %"exception.text_ptr.29" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".68" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".60", i8* %"exception.text_ptr.29", i32 11, i32 9, i8* %"exception.text_ptr.30")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.fail.1:
  %"exception.text_ptr.33" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.33", i8* %"exception.text_ptr.34", i32 -1, i32 -1, i8* %"exception.text_ptr.35")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.pass.1:
  %".81" = zext i32 %".76" to i64
  %"string_format_allocation_size.1" = add i64 %".81", 1
  %".82" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".82", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.36" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".84" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.36", i8* %"exception.text_ptr.37", i32 -1, i32 -1, i8* %"exception.text_ptr.38")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.allocation.pass.1:
  %".87" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".82", i64 %"string_format_allocation_size.1", i8* %".75", i64 %".74")
  %"string_format_write_succeeded.1" = icmp sge i32 %".87", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.39" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".89" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.39", i8* %"exception.text_ptr.40", i32 -1, i32 -1, i8* %"exception.text_ptr.41")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.write.pass.1:
  %".92" = call i32 @"puts"(i8* %".82")
  call void @"free"(i8* %".82")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140403578244240" = internal constant [27 x i8] c"range() step must not be 0\00"
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
@"exception_text_19" = internal constant [18 x i8] c"list_out_of_range\00"
declare external i32 @"irx_list_at"({i8*, i64, i64, i64}* %".1", i64 %".2", i8** %".3")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_20" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_21" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_22" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_24" = internal constant [31 x i8] c"string formatting write failed\00"
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
  %"exception.text_ptr" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_25", i32 0, i32 0
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

@"exception_text_25" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

