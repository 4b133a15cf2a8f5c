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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140402495565008", i32 0, i32 0
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

define i32 @"list_dynamic__total"(i8* %"context", i32 %"n", i64* %"result_out")
{
entry:
  %"list.element.out" = alloca i8*
  %"sum" = alloca i64
  %"i" = alloca i32
  %"xs" = alloca {i8*, i64, i64, i64}
  %"n.1" = alloca i32
  store i32 %"n", i32* %"n.1"
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 8}, {i8*, i64, i64, i64}* %"xs"
  store i32 0, i32* %"i"
  br label %"while.cond"
while.cond:
  %"i.1" = load i32, i32* %"i"
  %"n.2" = load i32, i32* %"n.1"
  %"lttmp" = icmp slt i32 %"i.1", %"n.2"
  br i1 %"lttmp", label %"while.body", label %"while.exit"
while.body:
  %"i.2" = load i32, i32* %"i"
  %"sext" = sext i32 %"i.2" to i64
  %"checked.mul" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %"sext", i64 3)
  %"multmp" = extractvalue {i64, i1} %"checked.mul", 0
  %"overflow" = extractvalue {i64, i1} %"checked.mul", 1
  %".10" = xor i1 %"overflow", -1
  br i1 %".10", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
while.exit:
  store i64 0, i64* %"sum"
  store i32 0, i32* %"i"
  br label %"while.cond.1"
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".12" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 10, i32 28, i8* %"exception.text_ptr.2")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.pass:
  %"irx_list_append_value" = alloca i64
  store i64 %"multmp", i64* %"irx_list_append_value"
  %"irx_list_append_bytes" = bitcast i64* %"irx_list_append_value" to i8*
  %"irx_list_append_status" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"xs", i8* %"irx_list_append_bytes")
  %".16" = icmp eq i32 %"irx_list_append_status", 0
  br i1 %".16", label %"list.success", label %"list.failure"
list.success:
  %"i.3" = load i32, i32* %"i"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"i.3", i32 1)
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow.1" = extractvalue {i32, i1} %"checked.add", 1
  %".32" = xor i1 %"overflow.1", -1
  br i1 %".32", label %"numeric.arithmetic.pass.1", label %"numeric.arithmetic.fail.1"
list.failure:
  %".18" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status")
  switch i32 %"irx_list_append_status", label %"list.runtime_error" [i32 1, label %"list.ValueError" i32 2, label %"list.OverflowError" i32 4, label %"list.IndexError"]
list.runtime_error:
  %"exception.text_ptr.9" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".29" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".18", i8* %"exception.text_ptr.9", i32 -1, i32 -1, i8* %"exception.text_ptr.10")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.3" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".20" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".18", i8* %"exception.text_ptr.3", i32 -1, i32 -1, i8* %"exception.text_ptr.4")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.5" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".23" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".18", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.7" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".18", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.fail.1:
  %"exception.text_ptr.11" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.11", i8* %"exception.text_ptr.12", i32 11, i32 11, i8* %"exception.text_ptr.13")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.pass.1:
  store i32 %"addtmp", i32* %"i"
  br label %"while.cond"
while.cond.1:
  %"i.4" = load i32, i32* %"i"
  %"n.3" = load i32, i32* %"n.1"
  %"lttmp.1" = icmp slt i32 %"i.4", %"n.3"
  br i1 %"lttmp.1", label %"while.body.1", label %"while.exit.1"
while.body.1:
  %"sum.1" = load i64, i64* %"sum"
  %"i.5" = load i32, i32* %"i"
  %"sext.1" = sext i32 %"i.5" to i64
  %"irx_list_at_status" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.1", i8** %"list.element.out")
  %".43" = icmp eq i32 %"irx_list_at_status", 0
  br i1 %".43", label %"list.success.1", label %"list.failure.1"
while.exit.1:
  %"sum.2" = load i64, i64* %"sum"
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  store i64 %"sum.2", i64* %"result_out"
  ret i32 0
list.success.1:
  %"irx_list_at_ptr" = load i8*, i8** %"list.element.out"
  %"irx_list_at_typed_ptr" = bitcast i8* %"irx_list_at_ptr" to i64*
  %"irx_list_at_load" = load i64, i64* %"irx_list_at_typed_ptr"
  %"checked.add.1" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %"sum.1", i64 %"irx_list_at_load")
  %"addtmp.1" = extractvalue {i64, i1} %"checked.add.1", 0
  %"overflow.2" = extractvalue {i64, i1} %"checked.add.1", 1
  %".59" = xor i1 %"overflow.2", -1
  br i1 %".59", label %"numeric.arithmetic.pass.2", label %"numeric.arithmetic.fail.2"
list.failure.1:
  %".45" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status")
  switch i32 %"irx_list_at_status", label %"list.runtime_error.1" [i32 1, label %"list.ValueError.1" i32 2, label %"list.OverflowError.1" i32 4, label %"list.IndexError.1"]
list.runtime_error.1:
  %"exception.text_ptr.20" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".56" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".45", i8* %"exception.text_ptr.20", i32 15, i32 17, i8* %"exception.text_ptr.21")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.14" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".47" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".45", i8* %"exception.text_ptr.14", i32 15, i32 17, i8* %"exception.text_ptr.15")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.16" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".50" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".45", i8* %"exception.text_ptr.16", i32 15, i32 17, i8* %"exception.text_ptr.17")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.18" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".53" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".45", i8* %"exception.text_ptr.18", i32 15, i32 17, i8* %"exception.text_ptr.19")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.fail.2:
  %"exception.text_ptr.22" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".61" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.22", i8* %"exception.text_ptr.23", i32 15, i32 15, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.pass.2:
  store i64 %"addtmp.1", i64* %"sum"
  %"i.6" = load i32, i32* %"i"
  %"checked.add.2" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"i.6", i32 1)
  %"addtmp.2" = extractvalue {i32, i1} %"checked.add.2", 0
  %"overflow.3" = extractvalue {i32, i1} %"checked.add.2", 1
  %".65" = xor i1 %"overflow.3", -1
  br i1 %".65", label %"numeric.arithmetic.pass.3", label %"numeric.arithmetic.fail.3"
numeric.arithmetic.fail.3:
  %"exception.text_ptr.25" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".67" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.25", i8* %"exception.text_ptr.26", i32 16, i32 11, i8* %"exception.text_ptr.27")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.pass.3:
  store i32 %"addtmp.2", i32* %"i"
  br label %"while.cond.1"
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
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
  %"file_error.17" = alloca [256 x i8]
  %"e.2" = alloca %"builtins__exceptions__LookupError"*
  %"list.element.out.5" = alloca i8*
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
  %"e" = alloca %"builtins__exceptions__IndexError"*
  %"list.element.out.4" = alloca i8*
  %"call.result" = alloca i64
  %"list.element.out.3" = alloca i8*
  %"words" = alloca {i8*, i64, i64, i64}
  %"list.element.out.2" = alloca i8*
  %"list.element.out.1" = alloca i8*
  %"list.element.out" = alloca i8*
  %"xs" = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %"xs"
  %"irx_list_append_value" = alloca i32
  store i32 4, i32* %"irx_list_append_value"
  %"irx_list_append_bytes" = bitcast i32* %"irx_list_append_value" to i8*
  %"irx_list_append_status" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"xs", i8* %"irx_list_append_bytes")
  %".6" = icmp eq i32 %"irx_list_append_status", 0
  br i1 %".6", label %"list.success", label %"list.failure"
list.success:
  %"irx_list_append_value.1" = alloca i32
  store i32 7, i32* %"irx_list_append_value.1"
  %"irx_list_append_bytes.1" = bitcast i32* %"irx_list_append_value.1" to i8*
  %"irx_list_append_status.1" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"xs", i8* %"irx_list_append_bytes.1")
  %".23" = icmp eq i32 %"irx_list_append_status.1", 0
  br i1 %".23", label %"list.success.1", label %"list.failure.1"
list.failure:
  %".8" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status")
  switch i32 %"irx_list_append_status", label %"list.runtime_error" [i32 1, label %"list.ValueError" i32 2, label %"list.OverflowError" i32 4, label %"list.IndexError"]
list.runtime_error:
  %"exception.text_ptr.6" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".19" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.6", i32 -1, i32 -1, i8* %"exception.text_ptr.7")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError:
  %"exception.text_ptr" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".10" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 -1, i32 -1, i8* %"exception.text_ptr.1")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.2" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".13" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.4" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr.4", i32 -1, i32 -1, i8* %"exception.text_ptr.5")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.1:
  %"sext" = sext i32 1 to i64
  %"irx_list_at_status" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext", i8** %"list.element.out")
  %".39" = icmp eq i32 %"irx_list_at_status", 0
  br i1 %".39", label %"list.success.2", label %"list.failure.2"
list.failure.1:
  %".25" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status.1")
  switch i32 %"irx_list_append_status.1", label %"list.runtime_error.1" [i32 1, label %"list.ValueError.1" i32 2, label %"list.OverflowError.1" i32 4, label %"list.IndexError.1"]
list.runtime_error.1:
  %"exception.text_ptr.14" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".36" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".25", i8* %"exception.text_ptr.14", i32 -1, i32 -1, i8* %"exception.text_ptr.15")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.8" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".27" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".25", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.10" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".25", i8* %"exception.text_ptr.10", i32 -1, i32 -1, i8* %"exception.text_ptr.11")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.12" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".33" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".25", i8* %"exception.text_ptr.12", i32 -1, i32 -1, i8* %"exception.text_ptr.13")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.2:
  %"irx_list_at_ptr" = load i8*, i8** %"list.element.out"
  %"irx_list_at_typed_ptr" = bitcast i8* %"irx_list_at_ptr" to i32*
  %"irx_list_at_load" = load i32, i32* %"irx_list_at_typed_ptr"
  %".55" = sext i32 %"irx_list_at_load" to i64
  %".56" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".57" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".56", i64 %".55")
  %"string_format_size_succeeded" = icmp sge i32 %".57", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
list.failure.2:
  %".41" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status")
  switch i32 %"irx_list_at_status", label %"list.runtime_error.2" [i32 1, label %"list.ValueError.2" i32 2, label %"list.OverflowError.2" i32 4, label %"list.IndexError.2"]
list.runtime_error.2:
  %"exception.text_ptr.22" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".52" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".41", i8* %"exception.text_ptr.22", i32 23, i32 9, i8* %"exception.text_ptr.23")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.2:
  %"exception.text_ptr.16" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".41", i8* %"exception.text_ptr.16", i32 23, i32 9, i8* %"exception.text_ptr.17")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.2:
  %"exception.text_ptr.18" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".46" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".41", i8* %"exception.text_ptr.18", i32 23, i32 9, i8* %"exception.text_ptr.19")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.2:
  %"exception.text_ptr.20" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".49" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".41", i8* %"exception.text_ptr.20", i32 23, i32 9, i8* %"exception.text_ptr.21")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.fail:
  %"exception.text_ptr.24" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".59" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.24", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.pass:
  %".62" = zext i32 %".57" to i64
  %"string_format_allocation_size" = add i64 %".62", 1
  %".63" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".63", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.27" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 -1, i32 -1, i8* %"exception.text_ptr.29")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.allocation.pass:
  %".68" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".63", i64 %"string_format_allocation_size", i8* %".56", i64 %".55")
  %"string_format_write_succeeded" = icmp sge i32 %".68", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.30" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".70" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.30", i8* %"exception.text_ptr.31", i32 -1, i32 -1, i8* %"exception.text_ptr.32")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.write.pass:
  %".73" = call i32 @"puts"(i8* %".63")
  call void @"free"(i8* %".63")
  %"sext.1" = sext i32 0 to i64
  %"irx_list_at_status.1" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.1", i8** %"list.element.out.1")
  %".75" = icmp eq i32 %"irx_list_at_status.1", 0
  br i1 %".75", label %"list.success.3", label %"list.failure.3"
list.success.3:
  %"irx_list_at_ptr.1" = load i8*, i8** %"list.element.out.1"
  %"irx_list_at_typed_ptr.1" = bitcast i8* %"irx_list_at_ptr.1" to i32*
  %"irx_list_at_load.1" = load i32, i32* %"irx_list_at_typed_ptr.1"
  %"sext.2" = sext i32 1 to i64
  %"irx_list_at_status.2" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.2", i8** %"list.element.out.2")
  %".91" = icmp eq i32 %"irx_list_at_status.2", 0
  br i1 %".91", label %"list.success.4", label %"list.failure.4"
list.failure.3:
  %".77" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.1")
  switch i32 %"irx_list_at_status.1", label %"list.runtime_error.3" [i32 1, label %"list.ValueError.3" i32 2, label %"list.OverflowError.3" i32 4, label %"list.IndexError.3"]
list.runtime_error.3:
  %"exception.text_ptr.39" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".88" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.39", i32 25, i32 9, i8* %"exception.text_ptr.40")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.3:
  %"exception.text_ptr.33" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".79" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.33", i32 25, i32 9, i8* %"exception.text_ptr.34")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.3:
  %"exception.text_ptr.35" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".82" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.35", i32 25, i32 9, i8* %"exception.text_ptr.36")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.3:
  %"exception.text_ptr.37" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".85" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.37", i32 25, i32 9, i8* %"exception.text_ptr.38")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.4:
  %"irx_list_at_ptr.2" = load i8*, i8** %"list.element.out.2"
  %"irx_list_at_typed_ptr.2" = bitcast i8* %"irx_list_at_ptr.2" to i32*
  %"irx_list_at_load.2" = load i32, i32* %"irx_list_at_typed_ptr.2"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"irx_list_at_load.1", i32 %"irx_list_at_load.2")
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow" = extractvalue {i32, i1} %"checked.add", 1
  %".107" = xor i1 %"overflow", -1
  br i1 %".107", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
list.failure.4:
  %".93" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.2")
  switch i32 %"irx_list_at_status.2", label %"list.runtime_error.4" [i32 1, label %"list.ValueError.4" i32 2, label %"list.OverflowError.4" i32 4, label %"list.IndexError.4"]
list.runtime_error.4:
  %"exception.text_ptr.47" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".104" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".93", i8* %"exception.text_ptr.47", i32 25, i32 17, i8* %"exception.text_ptr.48")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.4:
  %"exception.text_ptr.41" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".95" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".93", i8* %"exception.text_ptr.41", i32 25, i32 17, i8* %"exception.text_ptr.42")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.4:
  %"exception.text_ptr.43" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".98" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".93", i8* %"exception.text_ptr.43", i32 25, i32 17, i8* %"exception.text_ptr.44")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.4:
  %"exception.text_ptr.45" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".101" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".93", i8* %"exception.text_ptr.45", i32 25, i32 17, i8* %"exception.text_ptr.46")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.49" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".109" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.49", i8* %"exception.text_ptr.50", i32 25, i32 15, i8* %"exception.text_ptr.51")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
numeric.arithmetic.pass:
  %".112" = sext i32 %"addtmp" to i64
  %".113" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".114" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".113", i64 %".112")
  %"string_format_size_succeeded.1" = icmp sge i32 %".114", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
string.format.size.fail.1:
  %"exception.text_ptr.52" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".116" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.52", i8* %"exception.text_ptr.53", i32 -1, i32 -1, i8* %"exception.text_ptr.54")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.pass.1:
  %".119" = zext i32 %".114" to i64
  %"string_format_allocation_size.1" = add i64 %".119", 1
  %".120" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".120", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.55" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.56" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".122" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.55", i8* %"exception.text_ptr.56", i32 -1, i32 -1, i8* %"exception.text_ptr.57")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.allocation.pass.1:
  %".125" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".120", i64 %"string_format_allocation_size.1", i8* %".113", i64 %".112")
  %"string_format_write_succeeded.1" = icmp sge i32 %".125", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.58" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".127" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.58", i8* %"exception.text_ptr.59", i32 -1, i32 -1, i8* %"exception.text_ptr.60")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.write.pass.1:
  %".130" = call i32 @"puts"(i8* %".120")
  call void @"free"(i8* %".120")
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 8}, {i8*, i64, i64, i64}* %"words"
  %".133" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_7258352750376991282_140403588670032", i32 0, i32 0
  %"irx_list_append_value.2" = alloca i8*
  store i8* %".133", i8** %"irx_list_append_value.2"
  %"irx_list_append_bytes.2" = bitcast i8** %"irx_list_append_value.2" to i8*
  %"irx_list_append_status.2" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"words", i8* %"irx_list_append_bytes.2")
  %".135" = icmp eq i32 %"irx_list_append_status.2", 0
  br i1 %".135", label %"list.success.5", label %"list.failure.5"
list.success.5:
  %".155" = getelementptr inbounds [5 x i8], [5 x i8]* @"str_utf8_6161273328993918029_140403588719824", i32 0, i32 0
  %"irx_list_append_value.3" = alloca i8*
  store i8* %".155", i8** %"irx_list_append_value.3"
  %"irx_list_append_bytes.3" = bitcast i8** %"irx_list_append_value.3" to i8*
  %"irx_list_append_status.3" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"words", i8* %"irx_list_append_bytes.3")
  %".157" = icmp eq i32 %"irx_list_append_status.3", 0
  br i1 %".157", label %"list.success.6", label %"list.failure.6"
list.failure.5:
  %".137" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status.2")
  switch i32 %"irx_list_append_status.2", label %"list.runtime_error.5" [i32 1, label %"list.ValueError.5" i32 2, label %"list.OverflowError.5" i32 4, label %"list.IndexError.5"]
list.runtime_error.5:
  %"exception.text_ptr.67" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".151" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.67", i32 -1, i32 -1, i8* %"exception.text_ptr.68")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.5:
  %"exception.text_ptr.61" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".139" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.61", i32 -1, i32 -1, i8* %"exception.text_ptr.62")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.5:
  %"exception.text_ptr.63" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".143" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.63", i32 -1, i32 -1, i8* %"exception.text_ptr.64")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.5:
  %"exception.text_ptr.65" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".147" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.65", i32 -1, i32 -1, i8* %"exception.text_ptr.66")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.6:
  %"sext.3" = sext i32 0 to i64
  %"irx_list_at_status.3" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"words", i64 %"sext.3", i8** %"list.element.out.3")
  %".177" = icmp eq i32 %"irx_list_at_status.3", 0
  br i1 %".177", label %"list.success.7", label %"list.failure.7"
list.failure.6:
  %".159" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status.3")
  switch i32 %"irx_list_append_status.3", label %"list.runtime_error.6" [i32 1, label %"list.ValueError.6" i32 2, label %"list.OverflowError.6" i32 4, label %"list.IndexError.6"]
list.runtime_error.6:
  %"exception.text_ptr.75" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".173" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.75", i32 -1, i32 -1, i8* %"exception.text_ptr.76")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.6:
  %"exception.text_ptr.69" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".161" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.69", i32 -1, i32 -1, i8* %"exception.text_ptr.70")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.6:
  %"exception.text_ptr.71" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".165" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.71", i32 -1, i32 -1, i8* %"exception.text_ptr.72")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.6:
  %"exception.text_ptr.73" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".169" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".159", i8* %"exception.text_ptr.73", i32 -1, i32 -1, i8* %"exception.text_ptr.74")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.success.7:
  %"irx_list_at_ptr.3" = load i8*, i8** %"list.element.out.3"
  %"irx_list_at_typed_ptr.3" = bitcast i8* %"irx_list_at_ptr.3" to i8**
  %"irx_list_at_load.3" = load i8*, i8** %"irx_list_at_typed_ptr.3"
  %".197" = call i32 @"puts"(i8* %"irx_list_at_load.3")
  %"call.status" = call i32 @"list_dynamic__total"(i8* %"context", i32 1000, i64* %"call.result")
  %".198" = icmp eq i32 %"call.status", 0
  br i1 %".198", label %"call.success", label %"call.failure"
list.failure.7:
  %".179" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.3")
  switch i32 %"irx_list_at_status.3", label %"list.runtime_error.7" [i32 1, label %"list.ValueError.7" i32 2, label %"list.OverflowError.7" i32 4, label %"list.IndexError.7"]
list.runtime_error.7:
  %"exception.text_ptr.83" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".193" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".179", i8* %"exception.text_ptr.83", i32 30, i32 9, i8* %"exception.text_ptr.84")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.ValueError.7:
  %"exception.text_ptr.77" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.78" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".181" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".179", i8* %"exception.text_ptr.77", i32 30, i32 9, i8* %"exception.text_ptr.78")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.OverflowError.7:
  %"exception.text_ptr.79" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".185" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".179", i8* %"exception.text_ptr.79", i32 30, i32 9, i8* %"exception.text_ptr.80")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
list.IndexError.7:
  %"exception.text_ptr.81" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.82" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".189" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".179", i8* %"exception.text_ptr.81", i32 30, i32 9, i8* %"exception.text_ptr.82")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
call.success:
  %".204" = load i64, i64* %"call.result"
  %".205" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".206" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".205", i64 %".204")
  %"string_format_size_succeeded.2" = icmp sge i32 %".206", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
call.failure:
  %"exception.text_ptr.85" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.85", i32 32, i32 9)
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.fail.2:
  %"exception.text_ptr.86" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".208" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.86", i8* %"exception.text_ptr.87", i32 -1, i32 -1, i8* %"exception.text_ptr.88")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.size.pass.2:
  %".212" = zext i32 %".206" to i64
  %"string_format_allocation_size.2" = add i64 %".212", 1
  %".213" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %".213", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.89" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.90" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".215" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.89", i8* %"exception.text_ptr.90", i32 -1, i32 -1, i8* %"exception.text_ptr.91")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.allocation.pass.2:
  %".219" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".213", i64 %"string_format_allocation_size.2", i8* %".205", i64 %".204")
  %"string_format_write_succeeded.2" = icmp sge i32 %".219", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.92" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.94" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".221" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.92", i8* %"exception.text_ptr.93", i32 -1, i32 -1, i8* %"exception.text_ptr.94")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
string.format.write.pass.2:
  %".225" = call i32 @"puts"(i8* %".213")
  call void @"free"(i8* %".213")
  %"sext.4" = sext i32 2 to i64
  %"irx_list_at_status.4" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.4", i8** %"list.element.out.4")
  %".227" = icmp eq i32 %"irx_list_at_status.4", 0
  br i1 %".227", label %"list.success.8", label %"list.failure.8"
except.dispatch:
  %"exception.text_ptr.112" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %".257" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.112")
  %".258" = icmp ne i32 %".257", 0
  %".259" = or i1 false, %".258"
  br i1 %".259", label %"except.body", label %"except.next"
try.end:
  %"sext.5" = sext i32 -1 to i64
  %"irx_list_at_status.5" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"xs", i64 %"sext.5", i8** %"list.element.out.5")
  %".560" = icmp eq i32 %"irx_list_at_status.5", 0
  br i1 %".560", label %"list.success.9", label %"list.failure.9"
list.success.8:
  %"irx_list_at_ptr.4" = load i8*, i8** %"list.element.out.4"
  %"irx_list_at_typed_ptr.4" = bitcast i8* %"irx_list_at_ptr.4" to i32*
  %"irx_list_at_load.4" = load i32, i32* %"irx_list_at_typed_ptr.4"
  %".239" = sext i32 %"irx_list_at_load.4" to i64
  %".240" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".241" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".240", i64 %".239")
  %"string_format_size_succeeded.3" = icmp sge i32 %".241", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
list.failure.8:
  %".229" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.4")
  switch i32 %"irx_list_at_status.4", label %"list.runtime_error.8" [i32 1, label %"list.ValueError.8" i32 2, label %"list.OverflowError.8" i32 4, label %"list.IndexError.8"]
list.runtime_error.8:
  %"exception.text_ptr.101" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.102" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".237" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".229", i8* %"exception.text_ptr.101", i32 35, i32 11, i8* %"exception.text_ptr.102")
  br label %"except.dispatch"
list.ValueError.8:
  %"exception.text_ptr.95" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.96" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".231" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".229", i8* %"exception.text_ptr.95", i32 35, i32 11, i8* %"exception.text_ptr.96")
  br label %"except.dispatch"
list.OverflowError.8:
  %"exception.text_ptr.97" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.98" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".233" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".229", i8* %"exception.text_ptr.97", i32 35, i32 11, i8* %"exception.text_ptr.98")
  br label %"except.dispatch"
list.IndexError.8:
  %"exception.text_ptr.99" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.100" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".235" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".229", i8* %"exception.text_ptr.99", i32 35, i32 11, i8* %"exception.text_ptr.100")
  br label %"except.dispatch"
string.format.size.fail.3:
  %"exception.text_ptr.103" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.105" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".243" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.103", i8* %"exception.text_ptr.104", i32 -1, i32 -1, i8* %"exception.text_ptr.105")
  br label %"except.dispatch"
string.format.size.pass.3:
  %".245" = zext i32 %".241" to i64
  %"string_format_allocation_size.3" = add i64 %".245", 1
  %".246" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.3" = icmp ne i8* %".246", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
string.allocation.fail.3:
  %"exception.text_ptr.106" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.107" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".248" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.106", i8* %"exception.text_ptr.107", i32 -1, i32 -1, i8* %"exception.text_ptr.108")
  br label %"except.dispatch"
string.allocation.pass.3:
  %".250" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".246", i64 %"string_format_allocation_size.3", i8* %".240", i64 %".239")
  %"string_format_write_succeeded.3" = icmp sge i32 %".250", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
string.format.write.fail.3:
  %"exception.text_ptr.109" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.111" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".252" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.109", i8* %"exception.text_ptr.110", i32 -1, i32 -1, i8* %"exception.text_ptr.111")
  br label %"except.dispatch"
string.format.write.pass.3:
  %".254" = call i32 @"puts"(i8* %".246")
  call void @"free"(i8* %".246")
  br label %"try.end"
except.body:
  %".261" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".262" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".263" = bitcast i8* %".262" to %"builtins__exceptions__IndexError"*
  store %"builtins__exceptions__IndexError"* %".263", %"builtins__exceptions__IndexError"** %"e"
  %".265" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".266" = bitcast %"builtins__exceptions__IndexError"* %".263" to i8*
  %".267" = call i32 @"irx_class_retain"(i8* %".266", i8* %".265")
  %".268" = icmp eq i32 %".267", 0
  br i1 %".268", label %"native.ok", label %"native.fail"
except.next:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail:
  %".270" = call i32 @"irx_exception_pending"(i8* %"context")
  %".271" = icmp ne i32 %".270", 0
  br i1 %".271", label %"native.pending", label %"native.error"
native.ok:
  %"e.1" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".282" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".283" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".284" = call i32 @"irx_class_require"(i8* %".283", i8* %".282")
  %".285" = icmp eq i32 %".284", 0
  br i1 %".285", label %"native.ok.1", label %"native.fail.1"
native.pending:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.error:
  %"exception.text_ptr.113" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.114" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".277" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".265", i8* %"exception.text_ptr.113", i32 36, i32 3, i8* %"exception.text_ptr.114")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.1:
  %".287" = call i32 @"irx_exception_pending"(i8* %"context")
  %".288" = icmp ne i32 %".287", 0
  br i1 %".288", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".329" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".330" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".331" = call i32 @"irx_class_retain"(i8* %".330", i8* %".329")
  %".332" = icmp eq i32 %".331", 0
  br i1 %".332", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".290" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".291" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".292" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".293" = bitcast %"builtins__exceptions__IndexError"* %".291" to i8*
  %".294" = call i32 @"irx_class_release"(i8* %"context", i8* %".293", i8* %".292")
  %".295" = icmp eq i32 %".294", 0
  br i1 %".295", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.117" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.118" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".309" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".282", i8* %"exception.text_ptr.117", i32 37, i32 11, i8* %"exception.text_ptr.118")
  %".310" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".311" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".312" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".313" = bitcast %"builtins__exceptions__IndexError"* %".311" to i8*
  %".314" = call i32 @"irx_class_release"(i8* %"context", i8* %".313", i8* %".312")
  %".315" = icmp eq i32 %".314", 0
  br i1 %".315", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".290")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.2:
  %".297" = call i32 @"irx_exception_pending"(i8* %"context")
  %".298" = icmp ne i32 %".297", 0
  br i1 %".298", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.115" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.116" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".301" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".292", i8* %"exception.text_ptr.115", i32 36, i32 3, i8* %"exception.text_ptr.116")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".310")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.3:
  %".317" = call i32 @"irx_exception_pending"(i8* %"context")
  %".318" = icmp ne i32 %".317", 0
  br i1 %".318", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.119" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.120" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".321" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".312", i8* %"exception.text_ptr.119", i32 36, i32 3, i8* %"exception.text_ptr.120")
  br label %"cleanup.done.1"
native.fail.4:
  %".334" = call i32 @"irx_exception_pending"(i8* %"context")
  %".335" = icmp ne i32 %".334", 0
  br i1 %".335", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".376" = getelementptr inbounds %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %"e.1", i32 0, i32 1
  %".377" = load i8*, i8** %".376"
  %".378" = bitcast i8* %".377" to i8* (i8*, i32)*
  %".379" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".378"(i8* %".379", i32 0)
  %".380" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".381" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".380")
  %".382" = icmp eq i32 %".381", 0
  br i1 %".382", label %"native.ok.7", label %"native.fail.7"
native.pending.4:
  %".337" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".338" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".339" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".340" = bitcast %"builtins__exceptions__IndexError"* %".338" to i8*
  %".341" = call i32 @"irx_class_release"(i8* %"context", i8* %".340", i8* %".339")
  %".342" = icmp eq i32 %".341", 0
  br i1 %".342", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.123" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.124" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".356" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".329", i8* %"exception.text_ptr.123", i32 37, i32 11, i8* %"exception.text_ptr.124")
  %".357" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".358" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".359" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".360" = bitcast %"builtins__exceptions__IndexError"* %".358" to i8*
  %".361" = call i32 @"irx_class_release"(i8* %"context", i8* %".360", i8* %".359")
  %".362" = icmp eq i32 %".361", 0
  br i1 %".362", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".337")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.5:
  %".344" = call i32 @"irx_exception_pending"(i8* %"context")
  %".345" = icmp ne i32 %".344", 0
  br i1 %".345", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.121" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.122" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".348" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".339", i8* %"exception.text_ptr.121", i32 36, i32 3, i8* %"exception.text_ptr.122")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".357")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.6:
  %".364" = call i32 @"irx_exception_pending"(i8* %"context")
  %".365" = icmp ne i32 %".364", 0
  br i1 %".365", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.125" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.126" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".368" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".359", i8* %"exception.text_ptr.125", i32 36, i32 3, i8* %"exception.text_ptr.126")
  br label %"cleanup.done.3"
native.fail.7:
  %".384" = call i32 @"irx_exception_pending"(i8* %"context")
  %".385" = icmp ne i32 %".384", 0
  br i1 %".385", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_26", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.4" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
native.pending.7:
  %".387" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".388" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".389" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".390" = call i32 @"irx_class_release"(i8* %"context", i8* %".389", i8* %".388")
  %".391" = icmp eq i32 %".390", 0
  br i1 %".391", label %"native.ok.8", label %"native.fail.8"
native.error.7:
  %"exception.text_ptr.131" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".420" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".380", i8* %"exception.text_ptr.131", i32 37, i32 11, i8* %"exception.text_ptr.132")
  %".421" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".422" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".423" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".424" = call i32 @"irx_class_release"(i8* %"context", i8* %".423", i8* %".422")
  %".425" = icmp eq i32 %".424", 0
  br i1 %".425", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".387")
  %".401" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".402" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".403" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".404" = bitcast %"builtins__exceptions__IndexError"* %".402" to i8*
  %".405" = call i32 @"irx_class_release"(i8* %"context", i8* %".404", i8* %".403")
  %".406" = icmp eq i32 %".405", 0
  br i1 %".406", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".393" = call i32 @"irx_exception_pending"(i8* %"context")
  %".394" = icmp ne i32 %".393", 0
  br i1 %".394", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.127" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".397" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".388", i8* %"exception.text_ptr.127", i32 37, i32 11, i8* %"exception.text_ptr.128")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".401")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.9:
  %".408" = call i32 @"irx_exception_pending"(i8* %"context")
  %".409" = icmp ne i32 %".408", 0
  br i1 %".409", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.129" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".412" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".403", i8* %"exception.text_ptr.129", i32 36, i32 3, i8* %"exception.text_ptr.130")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".421")
  %".435" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".436" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".437" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".438" = bitcast %"builtins__exceptions__IndexError"* %".436" to i8*
  %".439" = call i32 @"irx_class_release"(i8* %"context", i8* %".438", i8* %".437")
  %".440" = icmp eq i32 %".439", 0
  br i1 %".440", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".427" = call i32 @"irx_exception_pending"(i8* %"context")
  %".428" = icmp ne i32 %".427", 0
  br i1 %".428", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.133" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".431" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".422", i8* %"exception.text_ptr.133", i32 37, i32 11, i8* %"exception.text_ptr.134")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".435")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.11:
  %".442" = call i32 @"irx_exception_pending"(i8* %"context")
  %".443" = icmp ne i32 %".442", 0
  br i1 %".443", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.135" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.136" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".446" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".437", i8* %"exception.text_ptr.135", i32 36, i32 3, i8* %"exception.text_ptr.136")
  br label %"cleanup.done.7"
string.allocation.fail.4:
  %"exception.text_ptr.137" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.138" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.139" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".455" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.137", i8* %"exception.text_ptr.138", i32 -1, i32 -1, i8* %"exception.text_ptr.139")
  %".456" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".457" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".458" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".459" = call i32 @"irx_class_release"(i8* %"context", i8* %".458", i8* %".457")
  %".460" = icmp eq i32 %".459", 0
  br i1 %".460", label %"native.ok.12", label %"native.fail.12"
string.allocation.pass.4:
  %".489" = call i32 @"puts"(i8* %"str_concat")
  call void @"free"(i8* %"str_concat")
  %".491" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".492" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".493" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".494" = call i32 @"irx_class_release"(i8* %"context", i8* %".493", i8* %".492")
  %".495" = icmp eq i32 %".494", 0
  br i1 %".495", label %"native.ok.14", label %"native.fail.14"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".456")
  %".470" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".471" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".472" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".473" = bitcast %"builtins__exceptions__IndexError"* %".471" to i8*
  %".474" = call i32 @"irx_class_release"(i8* %"context", i8* %".473", i8* %".472")
  %".475" = icmp eq i32 %".474", 0
  br i1 %".475", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".462" = call i32 @"irx_exception_pending"(i8* %"context")
  %".463" = icmp ne i32 %".462", 0
  br i1 %".463", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.140" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.141" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".466" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".457", i8* %"exception.text_ptr.140", i32 37, i32 11, i8* %"exception.text_ptr.141")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".470")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.13:
  %".477" = call i32 @"irx_exception_pending"(i8* %"context")
  %".478" = icmp ne i32 %".477", 0
  br i1 %".478", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.142" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.143" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".481" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".472", i8* %"exception.text_ptr.142", i32 36, i32 3, i8* %"exception.text_ptr.143")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".491")
  %".505" = call i32 @"irx_exception_pending"(i8* %"context")
  %".506" = icmp ne i32 %".505", 0
  br i1 %".506", label %"cleanup.done.10.if", label %"cleanup.done.10.endif"
native.fail.14:
  %".497" = call i32 @"irx_exception_pending"(i8* %"context")
  %".498" = icmp ne i32 %".497", 0
  br i1 %".498", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.144" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.145" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".501" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".492", i8* %"exception.text_ptr.144", i32 37, i32 11, i8* %"exception.text_ptr.145")
  br label %"cleanup.done.10"
cleanup.done.10.if:
  %".508" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".509" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".510" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".511" = bitcast %"builtins__exceptions__IndexError"* %".509" to i8*
  %".512" = call i32 @"irx_class_release"(i8* %"context", i8* %".511", i8* %".510")
  %".513" = icmp eq i32 %".512", 0
  br i1 %".513", label %"native.ok.15", label %"native.fail.15"
cleanup.done.10.endif:
  %".527" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".528" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".529" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".530" = bitcast %"builtins__exceptions__IndexError"* %".528" to i8*
  %".531" = call i32 @"irx_class_release"(i8* %"context", i8* %".530", i8* %".529")
  %".532" = icmp eq i32 %".531", 0
  br i1 %".532", label %"native.ok.16", label %"native.fail.16"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".508")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.15:
  %".515" = call i32 @"irx_exception_pending"(i8* %"context")
  %".516" = icmp ne i32 %".515", 0
  br i1 %".516", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.146" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.147" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".519" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".510", i8* %"exception.text_ptr.146", i32 36, i32 3, i8* %"exception.text_ptr.147")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".527")
  %".542" = call i32 @"irx_exception_pending"(i8* %"context")
  %".543" = icmp ne i32 %".542", 0
  br i1 %".543", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.16:
  %".534" = call i32 @"irx_exception_pending"(i8* %"context")
  %".535" = icmp ne i32 %".534", 0
  br i1 %".535", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.148" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".538" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".529", i8* %"exception.text_ptr.148", i32 36, i32 3, i8* %"exception.text_ptr.149")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
cleanup.done.12.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".261")
  %".550" = call i32 @"irx_exception_pending"(i8* %"context")
  %".551" = icmp ne i32 %".550", 0
  br i1 %".551", label %"cleanup.done.12.endif.if", label %"cleanup.done.12.endif.endif"
cleanup.done.12.endif.if:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
cleanup.done.12.endif.endif:
  br label %"try.end"
except.dispatch.1:
  %"exception.text_ptr.167" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
  %".590" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.167")
  %".591" = icmp ne i32 %".590", 0
  %".592" = or i1 false, %".591"
  br i1 %".592", label %"except.body.1", label %"except.next.1"
try.end.1:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  store i32 0, i32* %"result_out"
  ret i32 0
list.success.9:
  %"irx_list_at_ptr.5" = load i8*, i8** %"list.element.out.5"
  %"irx_list_at_typed_ptr.5" = bitcast i8* %"irx_list_at_ptr.5" to i32*
  %"irx_list_at_load.5" = load i32, i32* %"irx_list_at_typed_ptr.5"
  %".572" = sext i32 %"irx_list_at_load.5" to i64
  %".573" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".574" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".573", i64 %".572")
  %"string_format_size_succeeded.4" = icmp sge i32 %".574", 0
  br i1 %"string_format_size_succeeded.4", label %"string.format.size.pass.4", label %"string.format.size.fail.4"
list.failure.9:
  %".562" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.5")
  switch i32 %"irx_list_at_status.5", label %"list.runtime_error.9" [i32 1, label %"list.ValueError.9" i32 2, label %"list.OverflowError.9" i32 4, label %"list.IndexError.9"]
list.runtime_error.9:
  %"exception.text_ptr.156" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.157" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".570" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".562", i8* %"exception.text_ptr.156", i32 40, i32 11, i8* %"exception.text_ptr.157")
  br label %"except.dispatch.1"
list.ValueError.9:
  %"exception.text_ptr.150" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.151" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".564" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".562", i8* %"exception.text_ptr.150", i32 40, i32 11, i8* %"exception.text_ptr.151")
  br label %"except.dispatch.1"
list.OverflowError.9:
  %"exception.text_ptr.152" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.153" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".566" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".562", i8* %"exception.text_ptr.152", i32 40, i32 11, i8* %"exception.text_ptr.153")
  br label %"except.dispatch.1"
list.IndexError.9:
  %"exception.text_ptr.154" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.155" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".568" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".562", i8* %"exception.text_ptr.154", i32 40, i32 11, i8* %"exception.text_ptr.155")
  br label %"except.dispatch.1"
string.format.size.fail.4:
  %"exception.text_ptr.158" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.159" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".576" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.158", i8* %"exception.text_ptr.159", i32 -1, i32 -1, i8* %"exception.text_ptr.160")
  br label %"except.dispatch.1"
string.format.size.pass.4:
  %".578" = zext i32 %".574" to i64
  %"string_format_allocation_size.4" = add i64 %".578", 1
  %".579" = call i8* @"malloc"(i64 %"string_format_allocation_size.4")
  %"string_allocation_succeeded.5" = icmp ne i8* %".579", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
string.allocation.fail.5:
  %"exception.text_ptr.161" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.162" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.163" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".581" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.161", i8* %"exception.text_ptr.162", i32 -1, i32 -1, i8* %"exception.text_ptr.163")
  br label %"except.dispatch.1"
string.allocation.pass.5:
  %".583" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".579", i64 %"string_format_allocation_size.4", i8* %".573", i64 %".572")
  %"string_format_write_succeeded.4" = icmp sge i32 %".583", 0
  br i1 %"string_format_write_succeeded.4", label %"string.format.write.pass.4", label %"string.format.write.fail.4"
string.format.write.fail.4:
  %"exception.text_ptr.164" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.165" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.166" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".585" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.164", i8* %"exception.text_ptr.165", i32 -1, i32 -1, i8* %"exception.text_ptr.166")
  br label %"except.dispatch.1"
string.format.write.pass.4:
  %".587" = call i32 @"puts"(i8* %".579")
  call void @"free"(i8* %".579")
  br label %"try.end.1"
except.body.1:
  %".594" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".595" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".596" = bitcast i8* %".595" to %"builtins__exceptions__LookupError"*
  store %"builtins__exceptions__LookupError"* %".596", %"builtins__exceptions__LookupError"** %"e.2"
  %".598" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".599" = bitcast %"builtins__exceptions__LookupError"* %".596" to i8*
  %".600" = call i32 @"irx_class_retain"(i8* %".599", i8* %".598")
  %".601" = icmp eq i32 %".600", 0
  br i1 %".601", label %"native.ok.17", label %"native.fail.17"
except.next.1:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.17:
  %".603" = call i32 @"irx_exception_pending"(i8* %"context")
  %".604" = icmp ne i32 %".603", 0
  br i1 %".604", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  %".615" = getelementptr inbounds [11 x i8], [11 x i8]* @"str_utf8_3417851702267258334_140403591952848", i32 0, i32 0
  %"e.3" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".616" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".617" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".618" = call i32 @"irx_class_require"(i8* %".617", i8* %".616")
  %".619" = icmp eq i32 %".618", 0
  br i1 %".619", label %"native.ok.18", label %"native.fail.18"
native.pending.17:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.error.17:
  %"exception.text_ptr.168" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.169" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".610" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".598", i8* %"exception.text_ptr.168", i32 41, i32 3, i8* %"exception.text_ptr.169")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.18:
  %".621" = call i32 @"irx_exception_pending"(i8* %"context")
  %".622" = icmp ne i32 %".621", 0
  br i1 %".622", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  %".663" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".664" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".665" = call i32 @"irx_class_retain"(i8* %".664", i8* %".663")
  %".666" = icmp eq i32 %".665", 0
  br i1 %".666", label %"native.ok.21", label %"native.fail.21"
native.pending.18:
  %".624" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".625" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".626" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".627" = bitcast %"builtins__exceptions__LookupError"* %".625" to i8*
  %".628" = call i32 @"irx_class_release"(i8* %"context", i8* %".627", i8* %".626")
  %".629" = icmp eq i32 %".628", 0
  br i1 %".629", label %"native.ok.19", label %"native.fail.19"
native.error.18:
  %"exception.text_ptr.172" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.173" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".643" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".616", i8* %"exception.text_ptr.172", i32 42, i32 26, i8* %"exception.text_ptr.173")
  %".644" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".645" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".646" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".647" = bitcast %"builtins__exceptions__LookupError"* %".645" to i8*
  %".648" = call i32 @"irx_class_release"(i8* %"context", i8* %".647", i8* %".646")
  %".649" = icmp eq i32 %".648", 0
  br i1 %".649", label %"native.ok.20", label %"native.fail.20"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".624")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.19:
  %".631" = call i32 @"irx_exception_pending"(i8* %"context")
  %".632" = icmp ne i32 %".631", 0
  br i1 %".632", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.13"
native.pending.19:
  br label %"cleanup.done.13"
native.error.19:
  %"exception.text_ptr.170" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.171" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".635" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".626", i8* %"exception.text_ptr.170", i32 41, i32 3, i8* %"exception.text_ptr.171")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".644")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.20:
  %".651" = call i32 @"irx_exception_pending"(i8* %"context")
  %".652" = icmp ne i32 %".651", 0
  br i1 %".652", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.14"
native.pending.20:
  br label %"cleanup.done.14"
native.error.20:
  %"exception.text_ptr.174" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.175" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".655" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".646", i8* %"exception.text_ptr.174", i32 41, i32 3, i8* %"exception.text_ptr.175")
  br label %"cleanup.done.14"
native.fail.21:
  %".668" = call i32 @"irx_exception_pending"(i8* %"context")
  %".669" = icmp ne i32 %".668", 0
  br i1 %".669", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  %".710" = getelementptr inbounds %"builtins__exceptions__LookupError", %"builtins__exceptions__LookupError"* %"e.3", i32 0, i32 1
  %".711" = load i8*, i8** %".710"
  %".712" = bitcast i8* %".711" to i8* (i8*, i32)*
  %".713" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %"message_raw_addr.1" = call i8* %".712"(i8* %".713", i32 0)
  %".714" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".715" = call i32 @"irx_class_require"(i8* %"message_raw_addr.1", i8* %".714")
  %".716" = icmp eq i32 %".715", 0
  br i1 %".716", label %"native.ok.24", label %"native.fail.24"
native.pending.21:
  %".671" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".672" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".673" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".674" = bitcast %"builtins__exceptions__LookupError"* %".672" to i8*
  %".675" = call i32 @"irx_class_release"(i8* %"context", i8* %".674", i8* %".673")
  %".676" = icmp eq i32 %".675", 0
  br i1 %".676", label %"native.ok.22", label %"native.fail.22"
native.error.21:
  %"exception.text_ptr.178" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.179" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".690" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".663", i8* %"exception.text_ptr.178", i32 42, i32 26, i8* %"exception.text_ptr.179")
  %".691" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".692" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".693" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".694" = bitcast %"builtins__exceptions__LookupError"* %".692" to i8*
  %".695" = call i32 @"irx_class_release"(i8* %"context", i8* %".694", i8* %".693")
  %".696" = icmp eq i32 %".695", 0
  br i1 %".696", label %"native.ok.23", label %"native.fail.23"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".671")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.22:
  %".678" = call i32 @"irx_exception_pending"(i8* %"context")
  %".679" = icmp ne i32 %".678", 0
  br i1 %".679", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.15"
native.pending.22:
  br label %"cleanup.done.15"
native.error.22:
  %"exception.text_ptr.176" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.177" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".682" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".673", i8* %"exception.text_ptr.176", i32 41, i32 3, i8* %"exception.text_ptr.177")
  br label %"cleanup.done.15"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".691")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.23:
  %".698" = call i32 @"irx_exception_pending"(i8* %"context")
  %".699" = icmp ne i32 %".698", 0
  br i1 %".699", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.16"
native.pending.23:
  br label %"cleanup.done.16"
native.error.23:
  %"exception.text_ptr.180" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.181" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".702" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".693", i8* %"exception.text_ptr.180", i32 41, i32 3, i8* %"exception.text_ptr.181")
  br label %"cleanup.done.16"
native.fail.24:
  %".718" = call i32 @"irx_exception_pending"(i8* %"context")
  %".719" = icmp ne i32 %".718", 0
  br i1 %".719", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  %"message_addr.1" = bitcast i8* %"message_raw_addr.1" to i8**
  %"message.1" = load i8*, i8** %"message_addr.1"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_26", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %"message.1", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.6" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
native.pending.24:
  %".721" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".722" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".723" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".724" = call i32 @"irx_class_release"(i8* %"context", i8* %".723", i8* %".722")
  %".725" = icmp eq i32 %".724", 0
  br i1 %".725", label %"native.ok.25", label %"native.fail.25"
native.error.24:
  %"exception.text_ptr.186" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.187" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".754" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".714", i8* %"exception.text_ptr.186", i32 42, i32 26, i8* %"exception.text_ptr.187")
  %".755" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".756" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".757" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".758" = call i32 @"irx_class_release"(i8* %"context", i8* %".757", i8* %".756")
  %".759" = icmp eq i32 %".758", 0
  br i1 %".759", label %"native.ok.27", label %"native.fail.27"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".721")
  %".735" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".736" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".737" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".738" = bitcast %"builtins__exceptions__LookupError"* %".736" to i8*
  %".739" = call i32 @"irx_class_release"(i8* %"context", i8* %".738", i8* %".737")
  %".740" = icmp eq i32 %".739", 0
  br i1 %".740", label %"native.ok.26", label %"native.fail.26"
native.fail.25:
  %".727" = call i32 @"irx_exception_pending"(i8* %"context")
  %".728" = icmp ne i32 %".727", 0
  br i1 %".728", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.17"
native.pending.25:
  br label %"cleanup.done.17"
native.error.25:
  %"exception.text_ptr.182" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.183" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".731" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".722", i8* %"exception.text_ptr.182", i32 42, i32 26, i8* %"exception.text_ptr.183")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".735")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.26:
  %".742" = call i32 @"irx_exception_pending"(i8* %"context")
  %".743" = icmp ne i32 %".742", 0
  br i1 %".743", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.18"
native.pending.26:
  br label %"cleanup.done.18"
native.error.26:
  %"exception.text_ptr.184" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.185" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".746" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".737", i8* %"exception.text_ptr.184", i32 41, i32 3, i8* %"exception.text_ptr.185")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".755")
  %".769" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".770" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".771" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".772" = bitcast %"builtins__exceptions__LookupError"* %".770" to i8*
  %".773" = call i32 @"irx_class_release"(i8* %"context", i8* %".772", i8* %".771")
  %".774" = icmp eq i32 %".773", 0
  br i1 %".774", label %"native.ok.28", label %"native.fail.28"
native.fail.27:
  %".761" = call i32 @"irx_exception_pending"(i8* %"context")
  %".762" = icmp ne i32 %".761", 0
  br i1 %".762", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.19"
native.pending.27:
  br label %"cleanup.done.19"
native.error.27:
  %"exception.text_ptr.188" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.189" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".765" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".756", i8* %"exception.text_ptr.188", i32 42, i32 26, i8* %"exception.text_ptr.189")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".769")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.28:
  %".776" = call i32 @"irx_exception_pending"(i8* %"context")
  %".777" = icmp ne i32 %".776", 0
  br i1 %".777", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.20"
native.pending.28:
  br label %"cleanup.done.20"
native.error.28:
  %"exception.text_ptr.190" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.191" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".780" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".771", i8* %"exception.text_ptr.190", i32 41, i32 3, i8* %"exception.text_ptr.191")
  br label %"cleanup.done.20"
string.allocation.fail.6:
  %"exception.text_ptr.192" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.193" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.194" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".789" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.192", i8* %"exception.text_ptr.193", i32 -1, i32 -1, i8* %"exception.text_ptr.194")
  %".790" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".791" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".792" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".793" = call i32 @"irx_class_release"(i8* %"context", i8* %".792", i8* %".791")
  %".794" = icmp eq i32 %".793", 0
  br i1 %".794", label %"native.ok.29", label %"native.fail.29"
string.allocation.pass.6:
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %".615", i8* %"str_concat.1")
  %"string_allocation_succeeded.7" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".790")
  %".804" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".805" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".806" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".807" = bitcast %"builtins__exceptions__LookupError"* %".805" to i8*
  %".808" = call i32 @"irx_class_release"(i8* %"context", i8* %".807", i8* %".806")
  %".809" = icmp eq i32 %".808", 0
  br i1 %".809", label %"native.ok.30", label %"native.fail.30"
native.fail.29:
  %".796" = call i32 @"irx_exception_pending"(i8* %"context")
  %".797" = icmp ne i32 %".796", 0
  br i1 %".797", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.21"
native.pending.29:
  br label %"cleanup.done.21"
native.error.29:
  %"exception.text_ptr.195" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.196" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".800" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".791", i8* %"exception.text_ptr.195", i32 42, i32 26, i8* %"exception.text_ptr.196")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".804")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.30:
  %".811" = call i32 @"irx_exception_pending"(i8* %"context")
  %".812" = icmp ne i32 %".811", 0
  br i1 %".812", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.22"
native.pending.30:
  br label %"cleanup.done.22"
native.error.30:
  %"exception.text_ptr.197" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.198" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".815" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".806", i8* %"exception.text_ptr.197", i32 41, i32 3, i8* %"exception.text_ptr.198")
  br label %"cleanup.done.22"
string.allocation.fail.7:
  %"exception.text_ptr.199" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.200" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.201" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".824" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.199", i8* %"exception.text_ptr.200", i32 42, i32 24, i8* %"exception.text_ptr.201")
  call void @"free"(i8* %"str_concat.1")
  %".826" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".827" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".828" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".829" = call i32 @"irx_class_release"(i8* %"context", i8* %".828", i8* %".827")
  %".830" = icmp eq i32 %".829", 0
  br i1 %".830", label %"native.ok.31", label %"native.fail.31"
string.allocation.pass.7:
  %".859" = call i32 @"puts"(i8* %"str_concat.2")
  call void @"free"(i8* %"str_concat.2")
  call void @"free"(i8* %"str_concat.1")
  %".862" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".863" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".864" = bitcast %"builtins__exceptions__LookupError"* %"e.3" to i8*
  %".865" = call i32 @"irx_class_release"(i8* %"context", i8* %".864", i8* %".863")
  %".866" = icmp eq i32 %".865", 0
  br i1 %".866", label %"native.ok.33", label %"native.fail.33"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".826")
  %".840" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".841" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".842" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".843" = bitcast %"builtins__exceptions__LookupError"* %".841" to i8*
  %".844" = call i32 @"irx_class_release"(i8* %"context", i8* %".843", i8* %".842")
  %".845" = icmp eq i32 %".844", 0
  br i1 %".845", label %"native.ok.32", label %"native.fail.32"
native.fail.31:
  %".832" = call i32 @"irx_exception_pending"(i8* %"context")
  %".833" = icmp ne i32 %".832", 0
  br i1 %".833", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.23"
native.pending.31:
  br label %"cleanup.done.23"
native.error.31:
  %"exception.text_ptr.202" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.203" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".836" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".827", i8* %"exception.text_ptr.202", i32 42, i32 26, i8* %"exception.text_ptr.203")
  br label %"cleanup.done.23"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".840")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.32:
  %".847" = call i32 @"irx_exception_pending"(i8* %"context")
  %".848" = icmp ne i32 %".847", 0
  br i1 %".848", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.24"
native.pending.32:
  br label %"cleanup.done.24"
native.error.32:
  %"exception.text_ptr.204" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.205" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".851" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".842", i8* %"exception.text_ptr.204", i32 41, i32 3, i8* %"exception.text_ptr.205")
  br label %"cleanup.done.24"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".862")
  %".876" = call i32 @"irx_exception_pending"(i8* %"context")
  %".877" = icmp ne i32 %".876", 0
  br i1 %".877", label %"cleanup.done.25.if", label %"cleanup.done.25.endif"
native.fail.33:
  %".868" = call i32 @"irx_exception_pending"(i8* %"context")
  %".869" = icmp ne i32 %".868", 0
  br i1 %".869", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.25"
native.pending.33:
  br label %"cleanup.done.25"
native.error.33:
  %"exception.text_ptr.206" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.207" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".872" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".863", i8* %"exception.text_ptr.206", i32 42, i32 26, i8* %"exception.text_ptr.207")
  br label %"cleanup.done.25"
cleanup.done.25.if:
  %".879" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".880" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".881" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".882" = bitcast %"builtins__exceptions__LookupError"* %".880" to i8*
  %".883" = call i32 @"irx_class_release"(i8* %"context", i8* %".882", i8* %".881")
  %".884" = icmp eq i32 %".883", 0
  br i1 %".884", label %"native.ok.34", label %"native.fail.34"
cleanup.done.25.endif:
  %".898" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".899" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e.2"
  %".900" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".901" = bitcast %"builtins__exceptions__LookupError"* %".899" to i8*
  %".902" = call i32 @"irx_class_release"(i8* %"context", i8* %".901", i8* %".900")
  %".903" = icmp eq i32 %".902", 0
  br i1 %".903", label %"native.ok.35", label %"native.fail.35"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".879")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
native.fail.34:
  %".886" = call i32 @"irx_exception_pending"(i8* %"context")
  %".887" = icmp ne i32 %".886", 0
  br i1 %".887", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  br label %"cleanup.done.26"
native.pending.34:
  br label %"cleanup.done.26"
native.error.34:
  %"exception.text_ptr.208" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.209" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".890" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".881", i8* %"exception.text_ptr.208", i32 41, i32 3, i8* %"exception.text_ptr.209")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".898")
  %".913" = call i32 @"irx_exception_pending"(i8* %"context")
  %".914" = icmp ne i32 %".913", 0
  br i1 %".914", label %"cleanup.done.27.if", label %"cleanup.done.27.endif"
native.fail.35:
  %".905" = call i32 @"irx_exception_pending"(i8* %"context")
  %".906" = icmp ne i32 %".905", 0
  br i1 %".906", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.27"
native.pending.35:
  br label %"cleanup.done.27"
native.error.35:
  %"exception.text_ptr.210" = getelementptr inbounds [13 x i8], [13 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.211" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_25", i32 0, i32 0
  %".909" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".900", i8* %"exception.text_ptr.210", i32 41, i32 3, i8* %"exception.text_ptr.211")
  br label %"cleanup.done.27"
cleanup.done.27.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
cleanup.done.27.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".594")
  %".921" = call i32 @"irx_exception_pending"(i8* %"context")
  %".922" = icmp ne i32 %".921", 0
  br i1 %".922", label %"cleanup.done.27.endif.if", label %"cleanup.done.27.endif.endif"
cleanup.done.27.endif.if:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"words")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"xs")
  ret i32 1
cleanup.done.27.endif.endif:
  br label %"try.end.1"
}

@"str_utf8_5536490064599431893_140402495565008" = internal constant [27 x i8] c"range() step must not be 0\00"
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
declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

@"exception_text_19" = internal constant [13 x i8] c"list_dynamic\00"
declare {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %".1", i32 %".2")

declare external i32 @"irx_list_at"({i8*, i64, i64, i64}* %".1", i64 %".2", i8** %".3")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_20" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_21" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_22" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_24" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

@"str_utf8_7258352750376991282_140403588670032" = internal constant [6 x i8] c"alpha\00"
@"str_utf8_6161273328993918029_140403588719824" = internal constant [5 x i8] c"beta\00"
declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

declare external i8* @"irx_exception_handled_payload"(i8* %".1")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external i32 @"irx_exception_pending"(i8* %".1")

declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

@"exception_text_25" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

@"string_copy_empty_26" = internal constant [1 x i8] c"\00"
@"exception_text_27" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"str_utf8_3417851702267258334_140403591952848" = internal constant [11 x i8] c"negative: \00"
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
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
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

@"exception_text_28" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

