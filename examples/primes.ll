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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5053293977490516002_139799456057936", i32 0, i32 0
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

define i32 @"primes__is_prime"(i8* %"context", i32 %"n", i1* %"result_out")
{
entry:
  %"d" = alloca i32
  %"n.1" = alloca i32
  store i32 %"n", i32* %"n.1"
  %"n.2" = load i32, i32* %"n.1"
  %"lttmp" = icmp slt i32 %"n.2", 2
  br i1 %"lttmp", label %"bb_if_then", label %"bb_if_else"
bb_if_then:
  store i1 0, i1* %"result_out"
  ret i32 0
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  store i32 2, i32* %"d"
  br label %"while.cond"
while.cond:
  %"d.1" = load i32, i32* %"d"
  %"d.2" = load i32, i32* %"d"
  %"checked.mul" = call {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %"d.1", i32 %"d.2")
  %"multmp" = extractvalue {i32, i1} %"checked.mul", 0
  %"overflow" = extractvalue {i32, i1} %"checked.mul", 1
  %".12" = xor i1 %"overflow", -1
  br i1 %".12", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
while.body:
  %"n.4" = load i32, i32* %"n.1"
  %"n.5" = load i32, i32* %"n.1"
  %"d.3" = load i32, i32* %"d"
  %".17" = icmp ne i32 %"d.3", 0
  br i1 %".17", label %"integer.division.zero.pass", label %"integer.division.zero.fail"
while.exit:
  store i1 1, i1* %"result_out"
  ret i32 0
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 12, i32 11, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.arithmetic.pass:
  %"n.3" = load i32, i32* %"n.1"
  %"letmp" = icmp sle i32 %"multmp", %"n.3"
  br i1 %"letmp", label %"while.body", label %"while.exit"
integer.division.zero.fail:
  %"exception.text_ptr.3" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".19" = call i32 @"irx.raise.builtins.exceptions::class::ZeroDivisionError"(i8* %"context", i8* %"exception.text_ptr.3", i8* %"exception.text_ptr.4", i32 13, i32 15, i8* %"exception.text_ptr.5")
  ret i32 1
integer.division.zero.pass:
  %".21" = icmp eq i32 %"n.5", -2147483648
  %".22" = icmp eq i32 %"d.3", -1
  %".23" = and i1 %".21", %".22"
  %".24" = xor i1 %".23", -1
  br i1 %".24", label %"integer.division.overflow.pass", label %"integer.division.overflow.fail"
integer.division.overflow.fail:
  %"exception.text_ptr.6" = getelementptr inbounds [47 x i8], [47 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.6", i8* %"exception.text_ptr.7", i32 13, i32 15, i8* %"exception.text_ptr.8")
  ret i32 1
integer.division.overflow.pass:
  %"divtmp" = sdiv i32 %"n.5", %"d.3"
  %"d.4" = load i32, i32* %"d"
  %"checked.mul.1" = call {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %"divtmp", i32 %"d.4")
  %"multmp.1" = extractvalue {i32, i1} %"checked.mul.1", 0
  %"overflow.1" = extractvalue {i32, i1} %"checked.mul.1", 1
  %".28" = xor i1 %"overflow.1", -1
  br i1 %".28", label %"numeric.arithmetic.pass.1", label %"numeric.arithmetic.fail.1"
numeric.arithmetic.fail.1:
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.9", i8* %"exception.text_ptr.10", i32 13, i32 20, i8* %"exception.text_ptr.11")
  ret i32 1
numeric.arithmetic.pass.1:
  %"checked.sub" = call {i32, i1} @"llvm.ssub.with.overflow.i32"(i32 %"n.4", i32 %"multmp.1")
  %"subtmp" = extractvalue {i32, i1} %"checked.sub", 0
  %"overflow.2" = extractvalue {i32, i1} %"checked.sub", 1
  %".32" = xor i1 %"overflow.2", -1
  br i1 %".32", label %"numeric.arithmetic.pass.2", label %"numeric.arithmetic.fail.2"
numeric.arithmetic.fail.2:
  %"exception.text_ptr.12" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 13, i32 10, i8* %"exception.text_ptr.14")
  ret i32 1
numeric.arithmetic.pass.2:
  %"eqtmp" = icmp eq i32 %"subtmp", 0
  br i1 %"eqtmp", label %"bb_if_then.1", label %"bb_if_else.1"
bb_if_then.1:
  store i1 0, i1* %"result_out"
  ret i32 0
bb_if_else.1:
  br label %"bb_if_end.1"
bb_if_end.1:
  %"d.5" = load i32, i32* %"d"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"d.5", i32 1)
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow.3" = extractvalue {i32, i1} %"checked.add", 1
  %".40" = xor i1 %"overflow.3", -1
  br i1 %".40", label %"numeric.arithmetic.pass.3", label %"numeric.arithmetic.fail.3"
numeric.arithmetic.fail.3:
  %"exception.text_ptr.15" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".42" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.15", i8* %"exception.text_ptr.16", i32 15, i32 11, i8* %"exception.text_ptr.17")
  ret i32 1
numeric.arithmetic.pass.3:
  store i32 %"addtmp", i32* %"d"
  br label %"while.cond"
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
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
  %"file_error" = alloca [256 x i8]
  %"e" = alloca %"builtins__exceptions__IndexError"*
  %"list.element.out.1" = alloca i8*
  %"list.element.out" = alloca i8*
  %"call.result" = alloca i1
  %"n" = alloca i32
  %"sum" = alloca i64
  %"count" = alloca i32
  %"primes" = alloca {i8*, i64, i64, i64}
  store {i8*, i64, i64, i64} {i8* null, i64 0, i64 0, i64 4}, {i8*, i64, i64, i64}* %"primes"
  store i32 0, i32* %"count"
  store i64 0, i64* %"sum"
  store i32 2, i32* %"n"
  br label %"while.cond"
while.cond:
  %"n.1" = load i32, i32* %"n"
  %"lttmp" = icmp slt i32 %"n.1", 100
  br i1 %"lttmp", label %"while.body", label %"while.exit"
while.body:
  %"n.2" = load i32, i32* %"n"
  %"call.status" = call i32 @"primes__is_prime"(i8* %"context", i32 %"n.2", i1* %"call.result")
  %".10" = icmp eq i32 %"call.status", 0
  br i1 %".10", label %"call.success", label %"call.failure"
while.exit:
  %"count.2" = load i32, i32* %"count"
  %".55" = sext i32 %"count.2" to i64
  %".56" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_6767741096074050235", i32 0, i32 0
  %".57" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".56", i64 %".55")
  %"string_format_size_succeeded" = icmp sge i32 %".57", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.success:
  %".15" = load i1, i1* %"call.result"
  br i1 %".15", label %"bb_if_then", label %"bb_if_else"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 24, i32 8)
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
bb_if_then:
  %"n.3" = load i32, i32* %"n"
  %"irx_list_append_value" = alloca i32
  store i32 %"n.3", i32* %"irx_list_append_value"
  %"irx_list_append_bytes" = bitcast i32* %"irx_list_append_value" to i8*
  %"irx_list_append_status" = call i32 @"irx_list_append"({i8*, i64, i64, i64}* %"primes", i8* %"irx_list_append_bytes")
  %".18" = icmp eq i32 %"irx_list_append_status", 0
  br i1 %".18", label %"list.success", label %"list.failure"
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  %"n.5" = load i32, i32* %"n"
  %"checked.add.2" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"n.5", i32 1)
  %"addtmp.2" = extractvalue {i32, i1} %"checked.add.2", 0
  %"overflow.2" = extractvalue {i32, i1} %"checked.add.2", 1
  %".48" = xor i1 %"overflow.2", -1
  br i1 %".48", label %"numeric.arithmetic.pass.2", label %"numeric.arithmetic.fail.2"
list.success:
  %"count.1" = load i32, i32* %"count"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"count.1", i32 1)
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow" = extractvalue {i32, i1} %"checked.add", 1
  %".34" = xor i1 %"overflow", -1
  br i1 %".34", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
list.failure:
  %".20" = call i8* @"irx_list_status_message"(i32 %"irx_list_append_status")
  switch i32 %"irx_list_append_status", label %"list.runtime_error" [i32 1, label %"list.ValueError" i32 2, label %"list.OverflowError" i32 4, label %"list.IndexError"]
list.runtime_error:
  %"exception.text_ptr.7" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".31" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".20", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.1" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".22" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".20", i8* %"exception.text_ptr.1", i32 -1, i32 -1, i8* %"exception.text_ptr.2")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.3" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".25" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".20", i8* %"exception.text_ptr.3", i32 -1, i32 -1, i8* %"exception.text_ptr.4")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.5" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".20", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".36" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.9", i8* %"exception.text_ptr.10", i32 26, i32 21, i8* %"exception.text_ptr.11")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
numeric.arithmetic.pass:
  store i32 %"addtmp", i32* %"count"
  %"sum.1" = load i64, i64* %"sum"
  %"n.4" = load i32, i32* %"n"
  %"sext" = sext i32 %"n.4" to i64
  %"checked.add.1" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %"sum.1", i64 %"sext")
  %"addtmp.1" = extractvalue {i64, i1} %"checked.add.1", 0
  %"overflow.1" = extractvalue {i64, i1} %"checked.add.1", 1
  %".40" = xor i1 %"overflow.1", -1
  br i1 %".40", label %"numeric.arithmetic.pass.1", label %"numeric.arithmetic.fail.1"
numeric.arithmetic.fail.1:
  %"exception.text_ptr.12" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".42" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 27, i32 17, i8* %"exception.text_ptr.14")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
numeric.arithmetic.pass.1:
  store i64 %"addtmp.1", i64* %"sum"
  br label %"bb_if_end"
numeric.arithmetic.fail.2:
  %"exception.text_ptr.15" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".50" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.15", i8* %"exception.text_ptr.16", i32 28, i32 11, i8* %"exception.text_ptr.17")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
numeric.arithmetic.pass.2:
  store i32 %"addtmp.2", i32* %"n"
  br label %"while.cond"
string.format.size.fail:
  %"exception.text_ptr.18" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".59" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.18", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.size.pass:
  %".62" = zext i32 %".57" to i64
  %"string_format_allocation_size" = add i64 %".62", 1
  %".63" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".63", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.21" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.21", i8* %"exception.text_ptr.22", i32 -1, i32 -1, i8* %"exception.text_ptr.23")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.allocation.pass:
  %".68" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".63", i64 %"string_format_allocation_size", i8* %".56", i64 %".55")
  %"string_format_write_succeeded" = icmp sge i32 %".68", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.24" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".70" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.24", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.write.pass:
  %".73" = call i32 @"puts"(i8* %".63")
  call void @"free"(i8* %".63")
  %"sum.2" = load i64, i64* %"sum"
  %".75" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_6767741096074050235", i32 0, i32 0
  %".76" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".75", i64 %"sum.2")
  %"string_format_size_succeeded.1" = icmp sge i32 %".76", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
string.format.size.fail.1:
  %"exception.text_ptr.27" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 -1, i32 -1, i8* %"exception.text_ptr.29")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.size.pass.1:
  %".81" = zext i32 %".76" to i64
  %"string_format_allocation_size.1" = add i64 %".81", 1
  %".82" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".82", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.30" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".84" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.30", i8* %"exception.text_ptr.31", i32 -1, i32 -1, i8* %"exception.text_ptr.32")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.allocation.pass.1:
  %".87" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".82", i64 %"string_format_allocation_size.1", i8* %".75", i64 %"sum.2")
  %"string_format_write_succeeded.1" = icmp sge i32 %".87", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.33" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".89" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.33", i8* %"exception.text_ptr.34", i32 -1, i32 -1, i8* %"exception.text_ptr.35")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.write.pass.1:
  %".92" = call i32 @"puts"(i8* %".82")
  call void @"free"(i8* %".82")
  %"count.3" = load i32, i32* %"count"
  %"checked.sub" = call {i32, i1} @"llvm.ssub.with.overflow.i32"(i32 %"count.3", i32 1)
  %"subtmp" = extractvalue {i32, i1} %"checked.sub", 0
  %"overflow.3" = extractvalue {i32, i1} %"checked.sub", 1
  %".94" = xor i1 %"overflow.3", -1
  br i1 %".94", label %"numeric.arithmetic.pass.3", label %"numeric.arithmetic.fail.3"
numeric.arithmetic.fail.3:
  %"exception.text_ptr.36" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".96" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.36", i8* %"exception.text_ptr.37", i32 33, i32 22, i8* %"exception.text_ptr.38")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
numeric.arithmetic.pass.3:
  %"sext.1" = sext i32 %"subtmp" to i64
  %"irx_list_at_status" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"primes", i64 %"sext.1", i8** %"list.element.out")
  %".99" = icmp eq i32 %"irx_list_at_status", 0
  br i1 %".99", label %"list.success.1", label %"list.failure.1"
list.success.1:
  %"irx_list_at_ptr" = load i8*, i8** %"list.element.out"
  %"irx_list_at_typed_ptr" = bitcast i8* %"irx_list_at_ptr" to i32*
  %"irx_list_at_load" = load i32, i32* %"irx_list_at_typed_ptr"
  %".115" = sext i32 %"irx_list_at_load" to i64
  %".116" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_6767741096074050235", i32 0, i32 0
  %".117" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".116", i64 %".115")
  %"string_format_size_succeeded.2" = icmp sge i32 %".117", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
list.failure.1:
  %".101" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status")
  switch i32 %"irx_list_at_status", label %"list.runtime_error.1" [i32 1, label %"list.ValueError.1" i32 2, label %"list.OverflowError.1" i32 4, label %"list.IndexError.1"]
list.runtime_error.1:
  %"exception.text_ptr.45" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".112" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".101", i8* %"exception.text_ptr.45", i32 33, i32 9, i8* %"exception.text_ptr.46")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.39" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".103" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".101", i8* %"exception.text_ptr.39", i32 33, i32 9, i8* %"exception.text_ptr.40")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.41" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".106" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".101", i8* %"exception.text_ptr.41", i32 33, i32 9, i8* %"exception.text_ptr.42")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.43" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".109" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".101", i8* %"exception.text_ptr.43", i32 33, i32 9, i8* %"exception.text_ptr.44")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.size.fail.2:
  %"exception.text_ptr.47" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".119" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.47", i8* %"exception.text_ptr.48", i32 -1, i32 -1, i8* %"exception.text_ptr.49")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.size.pass.2:
  %".122" = zext i32 %".117" to i64
  %"string_format_allocation_size.2" = add i64 %".122", 1
  %".123" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %".123", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.50" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.50", i8* %"exception.text_ptr.51", i32 -1, i32 -1, i8* %"exception.text_ptr.52")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.allocation.pass.2:
  %".128" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".123", i64 %"string_format_allocation_size.2", i8* %".116", i64 %".115")
  %"string_format_write_succeeded.2" = icmp sge i32 %".128", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.53" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".130" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.53", i8* %"exception.text_ptr.54", i32 -1, i32 -1, i8* %"exception.text_ptr.55")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
string.format.write.pass.2:
  %".133" = call i32 @"puts"(i8* %".123")
  call void @"free"(i8* %".123")
  %"count.4" = load i32, i32* %"count"
  %"sext.2" = sext i32 %"count.4" to i64
  %"irx_list_at_status.1" = call i32 @"irx_list_at"({i8*, i64, i64, i64}* %"primes", i64 %"sext.2", i8** %"list.element.out.1")
  %".135" = icmp eq i32 %"irx_list_at_status.1", 0
  br i1 %".135", label %"list.success.2", label %"list.failure.2"
except.dispatch:
  %"exception.text_ptr.73" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %".165" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.73")
  %".166" = icmp ne i32 %".165", 0
  %".167" = or i1 false, %".166"
  br i1 %".167", label %"except.body", label %"except.next"
try.end:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  store i32 0, i32* %"result_out"
  ret i32 0
list.success.2:
  %"irx_list_at_ptr.1" = load i8*, i8** %"list.element.out.1"
  %"irx_list_at_typed_ptr.1" = bitcast i8* %"irx_list_at_ptr.1" to i32*
  %"irx_list_at_load.1" = load i32, i32* %"irx_list_at_typed_ptr.1"
  %".147" = sext i32 %"irx_list_at_load.1" to i64
  %".148" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_6767741096074050235", i32 0, i32 0
  %".149" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".148", i64 %".147")
  %"string_format_size_succeeded.3" = icmp sge i32 %".149", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
list.failure.2:
  %".137" = call i8* @"irx_list_status_message"(i32 %"irx_list_at_status.1")
  switch i32 %"irx_list_at_status.1", label %"list.runtime_error.2" [i32 1, label %"list.ValueError.2" i32 2, label %"list.OverflowError.2" i32 4, label %"list.IndexError.2"]
list.runtime_error.2:
  %"exception.text_ptr.62" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".145" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.62", i32 36, i32 11, i8* %"exception.text_ptr.63")
  br label %"except.dispatch"
list.ValueError.2:
  %"exception.text_ptr.56" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".139" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.56", i32 36, i32 11, i8* %"exception.text_ptr.57")
  br label %"except.dispatch"
list.OverflowError.2:
  %"exception.text_ptr.58" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".141" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.58", i32 36, i32 11, i8* %"exception.text_ptr.59")
  br label %"except.dispatch"
list.IndexError.2:
  %"exception.text_ptr.60" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_13", i32 0, i32 0
  %".143" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.60", i32 36, i32 11, i8* %"exception.text_ptr.61")
  br label %"except.dispatch"
string.format.size.fail.3:
  %"exception.text_ptr.64" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".151" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.64", i8* %"exception.text_ptr.65", i32 -1, i32 -1, i8* %"exception.text_ptr.66")
  br label %"except.dispatch"
string.format.size.pass.3:
  %".153" = zext i32 %".149" to i64
  %"string_format_allocation_size.3" = add i64 %".153", 1
  %".154" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.3" = icmp ne i8* %".154", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
string.allocation.fail.3:
  %"exception.text_ptr.67" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_25", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.69" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".156" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.67", i8* %"exception.text_ptr.68", i32 -1, i32 -1, i8* %"exception.text_ptr.69")
  br label %"except.dispatch"
string.allocation.pass.3:
  %".158" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".154", i64 %"string_format_allocation_size.3", i8* %".148", i64 %".147")
  %"string_format_write_succeeded.3" = icmp sge i32 %".158", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
string.format.write.fail.3:
  %"exception.text_ptr.70" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_24", i32 0, i32 0
  %".160" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.70", i8* %"exception.text_ptr.71", i32 -1, i32 -1, i8* %"exception.text_ptr.72")
  br label %"except.dispatch"
string.format.write.pass.3:
  %".162" = call i32 @"puts"(i8* %".154")
  call void @"free"(i8* %".154")
  br label %"try.end"
except.body:
  %".169" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".170" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".171" = bitcast i8* %".170" to %"builtins__exceptions__IndexError"*
  store %"builtins__exceptions__IndexError"* %".171", %"builtins__exceptions__IndexError"** %"e"
  %".173" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".174" = bitcast %"builtins__exceptions__IndexError"* %".171" to i8*
  %".175" = call i32 @"irx_class_retain"(i8* %".174", i8* %".173")
  %".176" = icmp eq i32 %".175", 0
  br i1 %".176", label %"native.ok", label %"native.fail"
except.next:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail:
  %".178" = call i32 @"irx_exception_pending"(i8* %"context")
  %".179" = icmp ne i32 %".178", 0
  br i1 %".179", label %"native.pending", label %"native.error"
native.ok:
  %".188" = getelementptr inbounds [13 x i8], [13 x i8]* @"str_utf8_8581674477565131195_139799455168784", i32 0, i32 0
  %"e.1" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".189" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".190" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".191" = call i32 @"irx_class_require"(i8* %".190", i8* %".189")
  %".192" = icmp eq i32 %".191", 0
  br i1 %".192", label %"native.ok.1", label %"native.fail.1"
native.pending:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.error:
  %"exception.text_ptr.74" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".184" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".173", i8* %"exception.text_ptr.74", i32 37, i32 3, i8* %"exception.text_ptr.75")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.1:
  %".194" = call i32 @"irx_exception_pending"(i8* %"context")
  %".195" = icmp ne i32 %".194", 0
  br i1 %".195", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".234" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".235" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".236" = call i32 @"irx_class_retain"(i8* %".235", i8* %".234")
  %".237" = icmp eq i32 %".236", 0
  br i1 %".237", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".197" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".198" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".199" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".200" = bitcast %"builtins__exceptions__IndexError"* %".198" to i8*
  %".201" = call i32 @"irx_class_release"(i8* %"context", i8* %".200", i8* %".199")
  %".202" = icmp eq i32 %".201", 0
  br i1 %".202", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.78" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".215" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".189", i8* %"exception.text_ptr.78", i32 38, i32 28, i8* %"exception.text_ptr.79")
  %".216" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".217" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".218" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".219" = bitcast %"builtins__exceptions__IndexError"* %".217" to i8*
  %".220" = call i32 @"irx_class_release"(i8* %"context", i8* %".219", i8* %".218")
  %".221" = icmp eq i32 %".220", 0
  br i1 %".221", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".197")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.2:
  %".204" = call i32 @"irx_exception_pending"(i8* %"context")
  %".205" = icmp ne i32 %".204", 0
  br i1 %".205", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.76" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".208" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".199", i8* %"exception.text_ptr.76", i32 37, i32 3, i8* %"exception.text_ptr.77")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".216")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.3:
  %".223" = call i32 @"irx_exception_pending"(i8* %"context")
  %".224" = icmp ne i32 %".223", 0
  br i1 %".224", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.80" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.81" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".227" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".218", i8* %"exception.text_ptr.80", i32 37, i32 3, i8* %"exception.text_ptr.81")
  br label %"cleanup.done.1"
native.fail.4:
  %".239" = call i32 @"irx_exception_pending"(i8* %"context")
  %".240" = icmp ne i32 %".239", 0
  br i1 %".240", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".279" = getelementptr inbounds %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %"e.1", i32 0, i32 1
  %".280" = load i8*, i8** %".279"
  %".281" = bitcast i8* %".280" to i8* (i8*, i32)*
  %".282" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".281"(i8* %".282", i32 0)
  %".283" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".284" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".283")
  %".285" = icmp eq i32 %".284", 0
  br i1 %".285", label %"native.ok.7", label %"native.fail.7"
native.pending.4:
  %".242" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".243" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".244" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".245" = bitcast %"builtins__exceptions__IndexError"* %".243" to i8*
  %".246" = call i32 @"irx_class_release"(i8* %"context", i8* %".245", i8* %".244")
  %".247" = icmp eq i32 %".246", 0
  br i1 %".247", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.84" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".260" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".234", i8* %"exception.text_ptr.84", i32 38, i32 28, i8* %"exception.text_ptr.85")
  %".261" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".262" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".263" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".264" = bitcast %"builtins__exceptions__IndexError"* %".262" to i8*
  %".265" = call i32 @"irx_class_release"(i8* %"context", i8* %".264", i8* %".263")
  %".266" = icmp eq i32 %".265", 0
  br i1 %".266", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".242")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.5:
  %".249" = call i32 @"irx_exception_pending"(i8* %"context")
  %".250" = icmp ne i32 %".249", 0
  br i1 %".250", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.82" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.83" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".253" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".244", i8* %"exception.text_ptr.82", i32 37, i32 3, i8* %"exception.text_ptr.83")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".261")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.6:
  %".268" = call i32 @"irx_exception_pending"(i8* %"context")
  %".269" = icmp ne i32 %".268", 0
  br i1 %".269", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.86" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".272" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".263", i8* %"exception.text_ptr.86", i32 37, i32 3, i8* %"exception.text_ptr.87")
  br label %"cleanup.done.3"
native.fail.7:
  %".287" = call i32 @"irx_exception_pending"(i8* %"context")
  %".288" = icmp ne i32 %".287", 0
  br i1 %".288", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_29", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.4" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
native.pending.7:
  %".290" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".291" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".292" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".293" = call i32 @"irx_class_release"(i8* %"context", i8* %".292", i8* %".291")
  %".294" = icmp eq i32 %".293", 0
  br i1 %".294", label %"native.ok.8", label %"native.fail.8"
native.error.7:
  %"exception.text_ptr.92" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".322" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".283", i8* %"exception.text_ptr.92", i32 38, i32 28, i8* %"exception.text_ptr.93")
  %".323" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".324" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".325" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".326" = call i32 @"irx_class_release"(i8* %"context", i8* %".325", i8* %".324")
  %".327" = icmp eq i32 %".326", 0
  br i1 %".327", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".290")
  %".304" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".305" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".306" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".307" = bitcast %"builtins__exceptions__IndexError"* %".305" to i8*
  %".308" = call i32 @"irx_class_release"(i8* %"context", i8* %".307", i8* %".306")
  %".309" = icmp eq i32 %".308", 0
  br i1 %".309", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".296" = call i32 @"irx_exception_pending"(i8* %"context")
  %".297" = icmp ne i32 %".296", 0
  br i1 %".297", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.88" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.89" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".300" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".291", i8* %"exception.text_ptr.88", i32 38, i32 28, i8* %"exception.text_ptr.89")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".304")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.9:
  %".311" = call i32 @"irx_exception_pending"(i8* %"context")
  %".312" = icmp ne i32 %".311", 0
  br i1 %".312", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.90" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".315" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".306", i8* %"exception.text_ptr.90", i32 37, i32 3, i8* %"exception.text_ptr.91")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".323")
  %".337" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".338" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".339" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".340" = bitcast %"builtins__exceptions__IndexError"* %".338" to i8*
  %".341" = call i32 @"irx_class_release"(i8* %"context", i8* %".340", i8* %".339")
  %".342" = icmp eq i32 %".341", 0
  br i1 %".342", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".329" = call i32 @"irx_exception_pending"(i8* %"context")
  %".330" = icmp ne i32 %".329", 0
  br i1 %".330", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.94" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".333" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".324", i8* %"exception.text_ptr.94", i32 38, i32 28, i8* %"exception.text_ptr.95")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".337")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.11:
  %".344" = call i32 @"irx_exception_pending"(i8* %"context")
  %".345" = icmp ne i32 %".344", 0
  br i1 %".345", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.96" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".348" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".339", i8* %"exception.text_ptr.96", i32 37, i32 3, i8* %"exception.text_ptr.97")
  br label %"cleanup.done.7"
string.allocation.fail.4:
  %"exception.text_ptr.98" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.100" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".356" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.98", i8* %"exception.text_ptr.99", i32 -1, i32 -1, i8* %"exception.text_ptr.100")
  %".357" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".358" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".359" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".360" = call i32 @"irx_class_release"(i8* %"context", i8* %".359", i8* %".358")
  %".361" = icmp eq i32 %".360", 0
  br i1 %".361", label %"native.ok.12", label %"native.fail.12"
string.allocation.pass.4:
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %".188", i8* %"str_concat")
  %"string_allocation_succeeded.5" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".357")
  %".371" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".372" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".373" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".374" = bitcast %"builtins__exceptions__IndexError"* %".372" to i8*
  %".375" = call i32 @"irx_class_release"(i8* %"context", i8* %".374", i8* %".373")
  %".376" = icmp eq i32 %".375", 0
  br i1 %".376", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".363" = call i32 @"irx_exception_pending"(i8* %"context")
  %".364" = icmp ne i32 %".363", 0
  br i1 %".364", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.101" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.102" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".367" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".358", i8* %"exception.text_ptr.101", i32 38, i32 28, i8* %"exception.text_ptr.102")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".371")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.13:
  %".378" = call i32 @"irx_exception_pending"(i8* %"context")
  %".379" = icmp ne i32 %".378", 0
  br i1 %".379", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.103" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".382" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".373", i8* %"exception.text_ptr.103", i32 37, i32 3, i8* %"exception.text_ptr.104")
  br label %"cleanup.done.9"
string.allocation.fail.5:
  %"exception.text_ptr.105" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.107" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_26", i32 0, i32 0
  %".390" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.105", i8* %"exception.text_ptr.106", i32 38, i32 26, i8* %"exception.text_ptr.107")
  call void @"free"(i8* %"str_concat")
  %".392" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".393" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".394" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".395" = call i32 @"irx_class_release"(i8* %"context", i8* %".394", i8* %".393")
  %".396" = icmp eq i32 %".395", 0
  br i1 %".396", label %"native.ok.14", label %"native.fail.14"
string.allocation.pass.5:
  %".424" = call i32 @"puts"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat")
  %".427" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".428" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".429" = bitcast %"builtins__exceptions__IndexError"* %"e.1" to i8*
  %".430" = call i32 @"irx_class_release"(i8* %"context", i8* %".429", i8* %".428")
  %".431" = icmp eq i32 %".430", 0
  br i1 %".431", label %"native.ok.16", label %"native.fail.16"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".392")
  %".406" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".407" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".408" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".409" = bitcast %"builtins__exceptions__IndexError"* %".407" to i8*
  %".410" = call i32 @"irx_class_release"(i8* %"context", i8* %".409", i8* %".408")
  %".411" = icmp eq i32 %".410", 0
  br i1 %".411", label %"native.ok.15", label %"native.fail.15"
native.fail.14:
  %".398" = call i32 @"irx_exception_pending"(i8* %"context")
  %".399" = icmp ne i32 %".398", 0
  br i1 %".399", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.108" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.109" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".402" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".393", i8* %"exception.text_ptr.108", i32 38, i32 28, i8* %"exception.text_ptr.109")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".406")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.15:
  %".413" = call i32 @"irx_exception_pending"(i8* %"context")
  %".414" = icmp ne i32 %".413", 0
  br i1 %".414", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.110" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.111" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".417" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".408", i8* %"exception.text_ptr.110", i32 37, i32 3, i8* %"exception.text_ptr.111")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".427")
  %".441" = call i32 @"irx_exception_pending"(i8* %"context")
  %".442" = icmp ne i32 %".441", 0
  br i1 %".442", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.16:
  %".433" = call i32 @"irx_exception_pending"(i8* %"context")
  %".434" = icmp ne i32 %".433", 0
  br i1 %".434", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.112" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.113" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".437" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".428", i8* %"exception.text_ptr.112", i32 38, i32 28, i8* %"exception.text_ptr.113")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  %".444" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".445" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".446" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".447" = bitcast %"builtins__exceptions__IndexError"* %".445" to i8*
  %".448" = call i32 @"irx_class_release"(i8* %"context", i8* %".447", i8* %".446")
  %".449" = icmp eq i32 %".448", 0
  br i1 %".449", label %"native.ok.17", label %"native.fail.17"
cleanup.done.12.endif:
  %".462" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".463" = load %"builtins__exceptions__IndexError"*, %"builtins__exceptions__IndexError"** %"e"
  %".464" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".465" = bitcast %"builtins__exceptions__IndexError"* %".463" to i8*
  %".466" = call i32 @"irx_class_release"(i8* %"context", i8* %".465", i8* %".464")
  %".467" = icmp eq i32 %".466", 0
  br i1 %".467", label %"native.ok.18", label %"native.fail.18"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".444")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
native.fail.17:
  %".451" = call i32 @"irx_exception_pending"(i8* %"context")
  %".452" = icmp ne i32 %".451", 0
  br i1 %".452", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.13"
native.pending.17:
  br label %"cleanup.done.13"
native.error.17:
  %"exception.text_ptr.114" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.115" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".455" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".446", i8* %"exception.text_ptr.114", i32 37, i32 3, i8* %"exception.text_ptr.115")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".462")
  %".477" = call i32 @"irx_exception_pending"(i8* %"context")
  %".478" = icmp ne i32 %".477", 0
  br i1 %".478", label %"cleanup.done.14.if", label %"cleanup.done.14.endif"
native.fail.18:
  %".469" = call i32 @"irx_exception_pending"(i8* %"context")
  %".470" = icmp ne i32 %".469", 0
  br i1 %".470", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.14"
native.pending.18:
  br label %"cleanup.done.14"
native.error.18:
  %"exception.text_ptr.116" = getelementptr inbounds [7 x i8], [7 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.117" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_28", i32 0, i32 0
  %".473" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".464", i8* %"exception.text_ptr.116", i32 37, i32 3, i8* %"exception.text_ptr.117")
  br label %"cleanup.done.14"
cleanup.done.14.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
cleanup.done.14.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".169")
  %".484" = call i32 @"irx_exception_pending"(i8* %"context")
  %".485" = icmp ne i32 %".484", 0
  br i1 %".485", label %"cleanup.done.14.endif.if", label %"cleanup.done.14.endif.endif"
cleanup.done.14.endif.if:
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"primes")
  ret i32 1
cleanup.done.14.endif.endif:
  br label %"try.end"
}

@"str_utf8_5053293977490516002_139799456057936" = internal constant [27 x i8] c"range() step must not be 0\00"
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
declare {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %".1", i32 %".2")

@"exception_text_19" = internal constant [7 x i8] c"primes\00"
@"exception_text_20" = internal constant [38 x i8] c"integer division or remainder by zero\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_21", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_21", i32 0, i32 0
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

@"exception_text_21" = internal constant [46 x i8] c"builtins.exceptions::class::ZeroDivisionError\00"
@"exception_text_22" = internal constant [47 x i8] c"integer division or remainder result overflows\00"
declare {i32, i1} @"llvm.ssub.with.overflow.i32"(i32 %".1", i32 %".2")

declare {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %".1", i32 %".2")

declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

@"fmt_6767741096074050235" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_23" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_24" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_25" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_26" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_27" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

declare external i32 @"irx_list_at"({i8*, i64, i64, i64}* %".1", i64 %".2", i8** %".3")

declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

declare external i8* @"irx_exception_handled_payload"(i8* %".1")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external i32 @"irx_exception_pending"(i8* %".1")

declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

@"exception_text_28" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"str_utf8_8581674477565131195_139799455168784" = internal constant [13 x i8] c"primes[25]: \00"
declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

@"string_copy_empty_29" = internal constant [1 x i8] c"\00"
@"exception_text_30" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
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
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_31", i32 0, i32 0
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

@"exception_text_31" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

