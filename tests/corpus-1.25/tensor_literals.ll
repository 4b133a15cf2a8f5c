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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140402464380432", i32 0, i32 0
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

define i32 @"tensor_literals__pick"(i8* %"context", %"irx_buffer_view" %"grid", i32* %"result_out")
{
entry:
  %"grid.1" = alloca %"irx_buffer_view"
  store %"irx_buffer_view" %"grid", %"irx_buffer_view"* %"grid.1"
  %"grid.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid.1"
  %"irx_buffer_view_data" = extractvalue %"irx_buffer_view" %"grid.2", 0
  %"irx_buffer_view_strides" = extractvalue %"irx_buffer_view" %"grid.2", 5
  %"irx_buffer_view_offset_bytes" = extractvalue %"irx_buffer_view" %"grid.2", 6
  %"irx_buffer_index_sext" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0" = getelementptr i64, i64* %"irx_buffer_view_strides", i64 0
  %"irx_buffer_index_stride_0" = load i64, i64* %"irx_buffer_index_stride_ptr_0"
  %"irx_buffer_index_scaled_0" = mul i64 %"irx_buffer_index_sext", %"irx_buffer_index_stride_0"
  %"irx_buffer_index_offset_0" = add i64 %"irx_buffer_view_offset_bytes", %"irx_buffer_index_scaled_0"
  %"irx_buffer_index_sext.1" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1" = getelementptr i64, i64* %"irx_buffer_view_strides", i64 1
  %"irx_buffer_index_stride_1" = load i64, i64* %"irx_buffer_index_stride_ptr_1"
  %"irx_buffer_index_scaled_1" = mul i64 %"irx_buffer_index_sext.1", %"irx_buffer_index_stride_1"
  %"irx_buffer_index_offset_1" = add i64 %"irx_buffer_index_offset_0", %"irx_buffer_index_scaled_1"
  %"irx_buffer_index_byte_ptr" = getelementptr i8, i8* %"irx_buffer_view_data", i64 %"irx_buffer_index_offset_1"
  %"irx_buffer_index_element_ptr" = bitcast i8* %"irx_buffer_index_byte_ptr" to i32*
  %"irx_tensor_index_load" = load i32, i32* %"irx_buffer_index_element_ptr"
  %"grid.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid.1"
  %"irx_buffer_view_data.1" = extractvalue %"irx_buffer_view" %"grid.3", 0
  %"irx_buffer_view_strides.1" = extractvalue %"irx_buffer_view" %"grid.3", 5
  %"irx_buffer_view_offset_bytes.1" = extractvalue %"irx_buffer_view" %"grid.3", 6
  %"irx_buffer_index_sext.2" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 0
  %"irx_buffer_index_stride_0.1" = load i64, i64* %"irx_buffer_index_stride_ptr_0.1"
  %"irx_buffer_index_scaled_0.1" = mul i64 %"irx_buffer_index_sext.2", %"irx_buffer_index_stride_0.1"
  %"irx_buffer_index_offset_0.1" = add i64 %"irx_buffer_view_offset_bytes.1", %"irx_buffer_index_scaled_0.1"
  %"irx_buffer_index_sext.3" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_1.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 1
  %"irx_buffer_index_stride_1.1" = load i64, i64* %"irx_buffer_index_stride_ptr_1.1"
  %"irx_buffer_index_scaled_1.1" = mul i64 %"irx_buffer_index_sext.3", %"irx_buffer_index_stride_1.1"
  %"irx_buffer_index_offset_1.1" = add i64 %"irx_buffer_index_offset_0.1", %"irx_buffer_index_scaled_1.1"
  %"irx_buffer_index_byte_ptr.1" = getelementptr i8, i8* %"irx_buffer_view_data.1", i64 %"irx_buffer_index_offset_1.1"
  %"irx_buffer_index_element_ptr.1" = bitcast i8* %"irx_buffer_index_byte_ptr.1" to i32*
  %"irx_tensor_index_load.1" = load i32, i32* %"irx_buffer_index_element_ptr.1"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"irx_tensor_index_load", i32 %"irx_tensor_index_load.1")
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow" = extractvalue {i32, i1} %"checked.add", 1
  %".6" = xor i1 %"overflow", -1
  br i1 %".6", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".8" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 7, i32 21, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.arithmetic.pass:
  store i32 %"addtmp", i32* %"result_out"
  ret i32 0
}

define i32 @"tensor_literals__edge_sum"(i8* %"context", %"irx_buffer_view" %"values", i64* %"result_out")
{
entry:
  %"values.1" = alloca %"irx_buffer_view"
  store %"irx_buffer_view" %"values", %"irx_buffer_view"* %"values.1"
  %"values.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"values.1"
  %"irx_buffer_view_data" = extractvalue %"irx_buffer_view" %"values.2", 0
  %"irx_buffer_view_strides" = extractvalue %"irx_buffer_view" %"values.2", 5
  %"irx_buffer_view_offset_bytes" = extractvalue %"irx_buffer_view" %"values.2", 6
  %"irx_buffer_index_sext" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0" = getelementptr i64, i64* %"irx_buffer_view_strides", i64 0
  %"irx_buffer_index_stride_0" = load i64, i64* %"irx_buffer_index_stride_ptr_0"
  %"irx_buffer_index_scaled_0" = mul i64 %"irx_buffer_index_sext", %"irx_buffer_index_stride_0"
  %"irx_buffer_index_offset_0" = add i64 %"irx_buffer_view_offset_bytes", %"irx_buffer_index_scaled_0"
  %"irx_buffer_index_byte_ptr" = getelementptr i8, i8* %"irx_buffer_view_data", i64 %"irx_buffer_index_offset_0"
  %"irx_buffer_index_element_ptr" = bitcast i8* %"irx_buffer_index_byte_ptr" to i64*
  %"irx_tensor_index_load" = load i64, i64* %"irx_buffer_index_element_ptr"
  %"values.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"values.1"
  %"irx_buffer_view_data.1" = extractvalue %"irx_buffer_view" %"values.3", 0
  %"irx_buffer_view_strides.1" = extractvalue %"irx_buffer_view" %"values.3", 5
  %"irx_buffer_view_offset_bytes.1" = extractvalue %"irx_buffer_view" %"values.3", 6
  %"irx_buffer_index_sext.1" = sext i32 3 to i64
  %"irx_buffer_index_stride_ptr_0.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 0
  %"irx_buffer_index_stride_0.1" = load i64, i64* %"irx_buffer_index_stride_ptr_0.1"
  %"irx_buffer_index_scaled_0.1" = mul i64 %"irx_buffer_index_sext.1", %"irx_buffer_index_stride_0.1"
  %"irx_buffer_index_offset_0.1" = add i64 %"irx_buffer_view_offset_bytes.1", %"irx_buffer_index_scaled_0.1"
  %"irx_buffer_index_byte_ptr.1" = getelementptr i8, i8* %"irx_buffer_view_data.1", i64 %"irx_buffer_index_offset_0.1"
  %"irx_buffer_index_element_ptr.1" = bitcast i8* %"irx_buffer_index_byte_ptr.1" to i64*
  %"irx_tensor_index_load.1" = load i64, i64* %"irx_buffer_index_element_ptr.1"
  %"checked.add" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %"irx_tensor_index_load", i64 %"irx_tensor_index_load.1")
  %"addtmp" = extractvalue {i64, i1} %"checked.add", 0
  %"overflow" = extractvalue {i64, i1} %"checked.add", 1
  %".6" = xor i1 %"overflow", -1
  br i1 %".6", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".8" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 10, i32 20, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.arithmetic.pass:
  store i64 %"addtmp", i64* %"result_out"
  ret i32 0
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"cube" = alloca %"irx_buffer_view"
  %"single" = alloca %"irx_buffer_view"
  %"small" = alloca %"irx_buffer_view"
  %"weights" = alloca %"irx_buffer_view"
  %"call.result.1" = alloca i64
  %"ids" = alloca %"irx_buffer_view"
  %"call.result" = alloca i32
  %"grid" = alloca %"irx_buffer_view"
  %"irx_tensor_builder_slot" = alloca i8*
  %"irx_tensor_builder_shape_ptr_0" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_shape_0", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_1" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_strides_1", i32 0, i32 0
  %".4" = call i32 @"irx_arrow_tensor_builder_new"(i32 1, i32 2, i64* %"irx_tensor_builder_shape_ptr_0", i64* %"irx_tensor_builder_strides_ptr_1", i8** %"irx_tensor_builder_slot")
  %"irx_tensor_builder" = load i8*, i8** %"irx_tensor_builder_slot"
  %"irx_tensor_int_promote" = sext i32 1 to i64
  %".5" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote")
  %"irx_tensor_int_promote.1" = sext i32 2 to i64
  %".6" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.1")
  %"irx_tensor_int_promote.2" = sext i32 3 to i64
  %".7" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.2")
  %"irx_tensor_int_promote.3" = sext i32 4 to i64
  %".8" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.3")
  %"irx_tensor_int_promote.4" = sext i32 5 to i64
  %".9" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder", i64 %"irx_tensor_int_promote.4")
  %"irx_tensor_int_promote.5" = sext i32 6 to i64
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
  %"call.status" = call i32 @"tensor_literals__pick"(i8* %"context", %"irx_buffer_view" %"grid.1", i32* %"call.result")
  %".15" = icmp eq i32 %"call.status", 0
  br i1 %".15", label %"call.success", label %"call.failure"
call.success:
  %".19" = load i32, i32* %"call.result"
  %".20" = sext i32 %".19" to i64
  %".21" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".22" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".21", i64 %".20")
  %"string_format_size_succeeded" = icmp sge i32 %".22", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 14, i32 9)
  ret i32 1
string.format.size.fail:
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".24" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.1", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  ret i32 1
string.format.size.pass:
  %".26" = zext i32 %".22" to i64
  %"string_format_allocation_size" = add i64 %".26", 1
  %".27" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".27", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".29" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  ret i32 1
string.allocation.pass:
  %".31" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".27", i64 %"string_format_allocation_size", i8* %".21", i64 %".20")
  %"string_format_write_succeeded" = icmp sge i32 %".31", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".33" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  ret i32 1
string.format.write.pass:
  %".35" = call i32 @"puts"(i8* %".27")
  call void @"free"(i8* %".27")
  %"grid.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"grid"
  %"irx_buffer_view_data" = extractvalue %"irx_buffer_view" %"grid.2", 0
  %"irx_buffer_view_strides" = extractvalue %"irx_buffer_view" %"grid.2", 5
  %"irx_buffer_view_offset_bytes" = extractvalue %"irx_buffer_view" %"grid.2", 6
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
  %"irx_buffer_index_byte_ptr" = getelementptr i8, i8* %"irx_buffer_view_data", i64 %"irx_buffer_index_offset_1"
  %"irx_buffer_index_element_ptr" = bitcast i8* %"irx_buffer_index_byte_ptr" to i32*
  %"irx_tensor_index_load" = load i32, i32* %"irx_buffer_index_element_ptr"
  %".37" = sext i32 %"irx_tensor_index_load" to i64
  %".38" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".39" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".38", i64 %".37")
  %"string_format_size_succeeded.1" = icmp sge i32 %".39", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
string.format.size.fail.1:
  %"exception.text_ptr.10" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.10", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  ret i32 1
string.format.size.pass.1:
  %".43" = zext i32 %".39" to i64
  %"string_format_allocation_size.1" = add i64 %".43", 1
  %".44" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".44", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
string.allocation.fail.1:
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".46" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.13", i8* %"exception.text_ptr.14", i32 -1, i32 -1, i8* %"exception.text_ptr.15")
  ret i32 1
string.allocation.pass.1:
  %".48" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".44", i64 %"string_format_allocation_size.1", i8* %".38", i64 %".37")
  %"string_format_write_succeeded.1" = icmp sge i32 %".48", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.16" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".50" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.16", i8* %"exception.text_ptr.17", i32 -1, i32 -1, i8* %"exception.text_ptr.18")
  ret i32 1
string.format.write.pass.1:
  %".52" = call i32 @"puts"(i8* %".44")
  call void @"free"(i8* %".44")
  %"irx_tensor_builder_slot.1" = alloca i8*
  %"irx_tensor_builder_shape_ptr_4" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_shape_4", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_5" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_strides_5", i32 0, i32 0
  %".54" = call i32 @"irx_arrow_tensor_builder_new"(i32 4, i32 1, i64* %"irx_tensor_builder_shape_ptr_4", i64* %"irx_tensor_builder_strides_ptr_5", i8** %"irx_tensor_builder_slot.1")
  %"irx_tensor_builder.1" = load i8*, i8** %"irx_tensor_builder_slot.1"
  %".55" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.1", i64 5)
  %".56" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.1", i64 6)
  %".57" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.1", i64 7)
  %".58" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.1", i64 8)
  %"irx_tensor_handle_slot.1" = alloca i8*
  %".59" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.1", i8** %"irx_tensor_handle_slot.1")
  %"irx_tensor_handle.1" = load i8*, i8** %"irx_tensor_handle_slot.1"
  %"irx_tensor_borrowed_view.1" = alloca %"irx_buffer_view"
  %".60" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.1", %"irx_buffer_view"* %"irx_tensor_borrowed_view.1")
  %"irx_tensor_borrowed_value.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.1"
  %"irx_tensor_owner_slot.1" = alloca i8*
  %"irx_tensor_release_fn.1" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".61" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.1", i8* %"irx_tensor_release_fn.1", i8** %"irx_tensor_owner_slot.1")
  %"irx_tensor_owner.1" = load i8*, i8** %"irx_tensor_owner_slot.1"
  %"irx_tensor_borrowed_offset.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 6
  %"irx_tensor_offset_bytes.1" = add i64 %"irx_tensor_borrowed_offset.1", 0
  %"irx_tensor_data.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 0
  %"irx_tensor_dtype.1" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.1", 2
  %"irx_tensor_shape_ptr_6" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_6", i32 0, i32 0
  %"irx_tensor_strides_ptr_7" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_7", i32 0, i32 0
  %"irx_tensor_field_0.1" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.1", 0
  %"irx_tensor_field_1.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.1", i8* %"irx_tensor_owner.1", 1
  %"irx_tensor_field_2.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.1", i8* %"irx_tensor_dtype.1", 2
  %"irx_tensor_field_3.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.1", i32 1, 3
  %"irx_tensor_field_4.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.1", i64* %"irx_tensor_shape_ptr_6", 4
  %"irx_tensor_field_5.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.1", i64* %"irx_tensor_strides_ptr_7", 5
  %"irx_tensor_field_6.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.1", i64 %"irx_tensor_offset_bytes.1", 6
  %"irx_tensor_field_7.1" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.1", i32 108, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.1", %"irx_buffer_view"* %"ids"
  %"ids.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"ids"
  %"call.status.1" = call i32 @"tensor_literals__edge_sum"(i8* %"context", %"irx_buffer_view" %"ids.1", i64* %"call.result.1")
  %".63" = icmp eq i32 %"call.status.1", 0
  br i1 %".63", label %"call.success.1", label %"call.failure.1"
call.success.1:
  %".67" = load i64, i64* %"call.result.1"
  %".68" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".69" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".68", i64 %".67")
  %"string_format_size_succeeded.2" = icmp sge i32 %".69", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
call.failure.1:
  %"exception.text_ptr.19" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.19", i32 19, i32 9)
  ret i32 1
string.format.size.fail.2:
  %"exception.text_ptr.20" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".71" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.20", i8* %"exception.text_ptr.21", i32 -1, i32 -1, i8* %"exception.text_ptr.22")
  ret i32 1
string.format.size.pass.2:
  %".73" = zext i32 %".69" to i64
  %"string_format_allocation_size.2" = add i64 %".73", 1
  %".74" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.2" = icmp ne i8* %".74", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.23" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".76" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.23", i8* %"exception.text_ptr.24", i32 -1, i32 -1, i8* %"exception.text_ptr.25")
  ret i32 1
string.allocation.pass.2:
  %".78" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".74", i64 %"string_format_allocation_size.2", i8* %".68", i64 %".67")
  %"string_format_write_succeeded.2" = icmp sge i32 %".78", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.26" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".80" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.26", i8* %"exception.text_ptr.27", i32 -1, i32 -1, i8* %"exception.text_ptr.28")
  ret i32 1
string.format.write.pass.2:
  %".82" = call i32 @"puts"(i8* %".74")
  call void @"free"(i8* %".74")
  %"irx_tensor_builder_slot.2" = alloca i8*
  %"irx_tensor_builder_shape_ptr_8" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_shape_8", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_9" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_builder_strides_9", i32 0, i32 0
  %".84" = call i32 @"irx_arrow_tensor_builder_new"(i32 10, i32 2, i64* %"irx_tensor_builder_shape_ptr_8", i64* %"irx_tensor_builder_strides_ptr_9", i8** %"irx_tensor_builder_slot.2")
  %"irx_tensor_builder.2" = load i8*, i8** %"irx_tensor_builder_slot.2"
  %".85" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x3fe0000000000000)
  %".86" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x3ff8000000000000)
  %".87" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x4004000000000000)
  %".88" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.2", double 0x400c000000000000)
  %"irx_tensor_handle_slot.2" = alloca i8*
  %".89" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.2", i8** %"irx_tensor_handle_slot.2")
  %"irx_tensor_handle.2" = load i8*, i8** %"irx_tensor_handle_slot.2"
  %"irx_tensor_borrowed_view.2" = alloca %"irx_buffer_view"
  %".90" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.2", %"irx_buffer_view"* %"irx_tensor_borrowed_view.2")
  %"irx_tensor_borrowed_value.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.2"
  %"irx_tensor_owner_slot.2" = alloca i8*
  %"irx_tensor_release_fn.2" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".91" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.2", i8* %"irx_tensor_release_fn.2", i8** %"irx_tensor_owner_slot.2")
  %"irx_tensor_owner.2" = load i8*, i8** %"irx_tensor_owner_slot.2"
  %"irx_tensor_borrowed_offset.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 6
  %"irx_tensor_offset_bytes.2" = add i64 %"irx_tensor_borrowed_offset.2", 0
  %"irx_tensor_data.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 0
  %"irx_tensor_dtype.2" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.2", 2
  %"irx_tensor_shape_ptr_10" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_shape_10", i32 0, i32 0
  %"irx_tensor_strides_ptr_11" = getelementptr inbounds [2 x i64], [2 x i64]* @"irx_tensor_strides_11", i32 0, i32 0
  %"irx_tensor_field_0.2" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.2", 0
  %"irx_tensor_field_1.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.2", i8* %"irx_tensor_owner.2", 1
  %"irx_tensor_field_2.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.2", i8* %"irx_tensor_dtype.2", 2
  %"irx_tensor_field_3.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.2", i32 2, 3
  %"irx_tensor_field_4.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.2", i64* %"irx_tensor_shape_ptr_10", 4
  %"irx_tensor_field_5.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.2", i64* %"irx_tensor_strides_ptr_11", 5
  %"irx_tensor_field_6.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.2", i64 %"irx_tensor_offset_bytes.2", 6
  %"irx_tensor_field_7.2" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.2", i32 44, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.2", %"irx_buffer_view"* %"weights"
  %"weights.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"weights"
  %"irx_buffer_view_data.1" = extractvalue %"irx_buffer_view" %"weights.1", 0
  %"irx_buffer_view_strides.1" = extractvalue %"irx_buffer_view" %"weights.1", 5
  %"irx_buffer_view_offset_bytes.1" = extractvalue %"irx_buffer_view" %"weights.1", 6
  %"irx_buffer_index_sext.2" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 0
  %"irx_buffer_index_stride_0.1" = load i64, i64* %"irx_buffer_index_stride_ptr_0.1"
  %"irx_buffer_index_scaled_0.1" = mul i64 %"irx_buffer_index_sext.2", %"irx_buffer_index_stride_0.1"
  %"irx_buffer_index_offset_0.1" = add i64 %"irx_buffer_view_offset_bytes.1", %"irx_buffer_index_scaled_0.1"
  %"irx_buffer_index_sext.3" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_1.1" = getelementptr i64, i64* %"irx_buffer_view_strides.1", i64 1
  %"irx_buffer_index_stride_1.1" = load i64, i64* %"irx_buffer_index_stride_ptr_1.1"
  %"irx_buffer_index_scaled_1.1" = mul i64 %"irx_buffer_index_sext.3", %"irx_buffer_index_stride_1.1"
  %"irx_buffer_index_offset_1.1" = add i64 %"irx_buffer_index_offset_0.1", %"irx_buffer_index_scaled_1.1"
  %"irx_buffer_index_byte_ptr.1" = getelementptr i8, i8* %"irx_buffer_view_data.1", i64 %"irx_buffer_index_offset_1.1"
  %"irx_buffer_index_element_ptr.1" = bitcast i8* %"irx_buffer_index_byte_ptr.1" to double*
  %"irx_tensor_index_load.1" = load double, double* %"irx_buffer_index_element_ptr.1"
  %"weights.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"weights"
  %"irx_buffer_view_data.2" = extractvalue %"irx_buffer_view" %"weights.2", 0
  %"irx_buffer_view_strides.2" = extractvalue %"irx_buffer_view" %"weights.2", 5
  %"irx_buffer_view_offset_bytes.2" = extractvalue %"irx_buffer_view" %"weights.2", 6
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
  %"irx_buffer_index_byte_ptr.2" = getelementptr i8, i8* %"irx_buffer_view_data.2", i64 %"irx_buffer_index_offset_1.2"
  %"irx_buffer_index_element_ptr.2" = bitcast i8* %"irx_buffer_index_byte_ptr.2" to double*
  %"irx_tensor_index_load.2" = load double, double* %"irx_buffer_index_element_ptr.2"
  %"subtmp" = fsub double %"irx_tensor_index_load.1", %"irx_tensor_index_load.2"
  %".93" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".94" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".93", double %"subtmp")
  %"string_format_size_succeeded.3" = icmp sge i32 %".94", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
string.format.size.fail.3:
  %"exception.text_ptr.29" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".96" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.29", i8* %"exception.text_ptr.30", i32 -1, i32 -1, i8* %"exception.text_ptr.31")
  ret i32 1
string.format.size.pass.3:
  %".98" = zext i32 %".94" to i64
  %"string_format_allocation_size.3" = add i64 %".98", 1
  %".99" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.3" = icmp ne i8* %".99", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
string.allocation.fail.3:
  %"exception.text_ptr.32" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".101" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.32", i8* %"exception.text_ptr.33", i32 -1, i32 -1, i8* %"exception.text_ptr.34")
  ret i32 1
string.allocation.pass.3:
  %".103" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".99", i64 %"string_format_allocation_size.3", i8* %".93", double %"subtmp")
  %"string_format_write_succeeded.3" = icmp sge i32 %".103", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
string.format.write.fail.3:
  %"exception.text_ptr.35" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".105" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.35", i8* %"exception.text_ptr.36", i32 -1, i32 -1, i8* %"exception.text_ptr.37")
  ret i32 1
string.format.write.pass.3:
  %".107" = call i32 @"puts"(i8* %".99")
  call void @"free"(i8* %".99")
  %"irx_tensor_builder_slot.3" = alloca i8*
  %"irx_tensor_builder_shape_ptr_12" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_shape_12", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_13" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_strides_13", i32 0, i32 0
  %".109" = call i32 @"irx_arrow_tensor_builder_new"(i32 2, i32 1, i64* %"irx_tensor_builder_shape_ptr_12", i64* %"irx_tensor_builder_strides_ptr_13", i8** %"irx_tensor_builder_slot.3")
  %"irx_tensor_builder.3" = load i8*, i8** %"irx_tensor_builder_slot.3"
  %"irx_tensor_int_promote.6" = sext i8 -3 to i64
  %".110" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.3", i64 %"irx_tensor_int_promote.6")
  %"irx_tensor_int_promote.7" = sext i8 0 to i64
  %".111" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.3", i64 %"irx_tensor_int_promote.7")
  %"irx_tensor_int_promote.8" = sext i8 120 to i64
  %".112" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.3", i64 %"irx_tensor_int_promote.8")
  %"irx_tensor_handle_slot.3" = alloca i8*
  %".113" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.3", i8** %"irx_tensor_handle_slot.3")
  %"irx_tensor_handle.3" = load i8*, i8** %"irx_tensor_handle_slot.3"
  %"irx_tensor_borrowed_view.3" = alloca %"irx_buffer_view"
  %".114" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.3", %"irx_buffer_view"* %"irx_tensor_borrowed_view.3")
  %"irx_tensor_borrowed_value.3" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.3"
  %"irx_tensor_owner_slot.3" = alloca i8*
  %"irx_tensor_release_fn.3" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".115" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.3", i8* %"irx_tensor_release_fn.3", i8** %"irx_tensor_owner_slot.3")
  %"irx_tensor_owner.3" = load i8*, i8** %"irx_tensor_owner_slot.3"
  %"irx_tensor_borrowed_offset.3" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.3", 6
  %"irx_tensor_offset_bytes.3" = add i64 %"irx_tensor_borrowed_offset.3", 0
  %"irx_tensor_data.3" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.3", 0
  %"irx_tensor_dtype.3" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.3", 2
  %"irx_tensor_shape_ptr_14" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_14", i32 0, i32 0
  %"irx_tensor_strides_ptr_15" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_15", i32 0, i32 0
  %"irx_tensor_field_0.3" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.3", 0
  %"irx_tensor_field_1.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.3", i8* %"irx_tensor_owner.3", 1
  %"irx_tensor_field_2.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.3", i8* %"irx_tensor_dtype.3", 2
  %"irx_tensor_field_3.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.3", i32 1, 3
  %"irx_tensor_field_4.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.3", i64* %"irx_tensor_shape_ptr_14", 4
  %"irx_tensor_field_5.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.3", i64* %"irx_tensor_strides_ptr_15", 5
  %"irx_tensor_field_6.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.3", i64 %"irx_tensor_offset_bytes.3", 6
  %"irx_tensor_field_7.3" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.3", i32 108, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.3", %"irx_buffer_view"* %"small"
  %"small.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"small"
  %"irx_buffer_view_data.3" = extractvalue %"irx_buffer_view" %"small.1", 0
  %"irx_buffer_view_strides.3" = extractvalue %"irx_buffer_view" %"small.1", 5
  %"irx_buffer_view_offset_bytes.3" = extractvalue %"irx_buffer_view" %"small.1", 6
  %"irx_buffer_index_sext.6" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.3" = getelementptr i64, i64* %"irx_buffer_view_strides.3", i64 0
  %"irx_buffer_index_stride_0.3" = load i64, i64* %"irx_buffer_index_stride_ptr_0.3"
  %"irx_buffer_index_scaled_0.3" = mul i64 %"irx_buffer_index_sext.6", %"irx_buffer_index_stride_0.3"
  %"irx_buffer_index_offset_0.3" = add i64 %"irx_buffer_view_offset_bytes.3", %"irx_buffer_index_scaled_0.3"
  %"irx_buffer_index_byte_ptr.3" = getelementptr i8, i8* %"irx_buffer_view_data.3", i64 %"irx_buffer_index_offset_0.3"
  %"irx_tensor_index_load.3" = load i8, i8* %"irx_buffer_index_byte_ptr.3"
  %"small.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"small"
  %"irx_buffer_view_data.4" = extractvalue %"irx_buffer_view" %"small.2", 0
  %"irx_buffer_view_strides.4" = extractvalue %"irx_buffer_view" %"small.2", 5
  %"irx_buffer_view_offset_bytes.4" = extractvalue %"irx_buffer_view" %"small.2", 6
  %"irx_buffer_index_sext.7" = sext i32 2 to i64
  %"irx_buffer_index_stride_ptr_0.4" = getelementptr i64, i64* %"irx_buffer_view_strides.4", i64 0
  %"irx_buffer_index_stride_0.4" = load i64, i64* %"irx_buffer_index_stride_ptr_0.4"
  %"irx_buffer_index_scaled_0.4" = mul i64 %"irx_buffer_index_sext.7", %"irx_buffer_index_stride_0.4"
  %"irx_buffer_index_offset_0.4" = add i64 %"irx_buffer_view_offset_bytes.4", %"irx_buffer_index_scaled_0.4"
  %"irx_buffer_index_byte_ptr.4" = getelementptr i8, i8* %"irx_buffer_view_data.4", i64 %"irx_buffer_index_offset_0.4"
  %"irx_tensor_index_load.4" = load i8, i8* %"irx_buffer_index_byte_ptr.4"
  %"checked.add" = call {i8, i1} @"llvm.sadd.with.overflow.i8"(i8 %"irx_tensor_index_load.3", i8 %"irx_tensor_index_load.4")
  %"addtmp" = extractvalue {i8, i1} %"checked.add", 0
  %"overflow" = extractvalue {i8, i1} %"checked.add", 1
  %".117" = xor i1 %"overflow", -1
  br i1 %".117", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
numeric.arithmetic.fail:
  %"exception.text_ptr.38" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".119" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.38", i8* %"exception.text_ptr.39", i32 25, i32 18, i8* %"exception.text_ptr.40")
  ret i32 1
numeric.arithmetic.pass:
  %".121" = sext i8 %"addtmp" to i64
  %".122" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".123" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".122", i64 %".121")
  %"string_format_size_succeeded.4" = icmp sge i32 %".123", 0
  br i1 %"string_format_size_succeeded.4", label %"string.format.size.pass.4", label %"string.format.size.fail.4"
string.format.size.fail.4:
  %"exception.text_ptr.41" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.41", i8* %"exception.text_ptr.42", i32 -1, i32 -1, i8* %"exception.text_ptr.43")
  ret i32 1
string.format.size.pass.4:
  %".127" = zext i32 %".123" to i64
  %"string_format_allocation_size.4" = add i64 %".127", 1
  %".128" = call i8* @"malloc"(i64 %"string_format_allocation_size.4")
  %"string_allocation_succeeded.4" = icmp ne i8* %".128", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
string.allocation.fail.4:
  %"exception.text_ptr.44" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.45" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".130" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.44", i8* %"exception.text_ptr.45", i32 -1, i32 -1, i8* %"exception.text_ptr.46")
  ret i32 1
string.allocation.pass.4:
  %".132" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".128", i64 %"string_format_allocation_size.4", i8* %".122", i64 %".121")
  %"string_format_write_succeeded.4" = icmp sge i32 %".132", 0
  br i1 %"string_format_write_succeeded.4", label %"string.format.write.pass.4", label %"string.format.write.fail.4"
string.format.write.fail.4:
  %"exception.text_ptr.47" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.49" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".134" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.47", i8* %"exception.text_ptr.48", i32 -1, i32 -1, i8* %"exception.text_ptr.49")
  ret i32 1
string.format.write.pass.4:
  %".136" = call i32 @"puts"(i8* %".128")
  call void @"free"(i8* %".128")
  %"irx_tensor_builder_slot.4" = alloca i8*
  %"irx_tensor_builder_shape_ptr_16" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_shape_16", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_17" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_builder_strides_17", i32 0, i32 0
  %".138" = call i32 @"irx_arrow_tensor_builder_new"(i32 9, i32 1, i64* %"irx_tensor_builder_shape_ptr_16", i64* %"irx_tensor_builder_strides_ptr_17", i8** %"irx_tensor_builder_slot.4")
  %"irx_tensor_builder.4" = load i8*, i8** %"irx_tensor_builder_slot.4"
  %"irx_tensor_double_promote" = fpext float 0x3fd0000000000000 to double
  %".139" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.4", double %"irx_tensor_double_promote")
  %"irx_tensor_double_promote.1" = fpext float 0x3fe0000000000000 to double
  %".140" = call i32 @"irx_arrow_tensor_builder_append_double"(i8* %"irx_tensor_builder.4", double %"irx_tensor_double_promote.1")
  %"irx_tensor_handle_slot.4" = alloca i8*
  %".141" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.4", i8** %"irx_tensor_handle_slot.4")
  %"irx_tensor_handle.4" = load i8*, i8** %"irx_tensor_handle_slot.4"
  %"irx_tensor_borrowed_view.4" = alloca %"irx_buffer_view"
  %".142" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.4", %"irx_buffer_view"* %"irx_tensor_borrowed_view.4")
  %"irx_tensor_borrowed_value.4" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.4"
  %"irx_tensor_owner_slot.4" = alloca i8*
  %"irx_tensor_release_fn.4" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".143" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.4", i8* %"irx_tensor_release_fn.4", i8** %"irx_tensor_owner_slot.4")
  %"irx_tensor_owner.4" = load i8*, i8** %"irx_tensor_owner_slot.4"
  %"irx_tensor_borrowed_offset.4" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.4", 6
  %"irx_tensor_offset_bytes.4" = add i64 %"irx_tensor_borrowed_offset.4", 0
  %"irx_tensor_data.4" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.4", 0
  %"irx_tensor_dtype.4" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.4", 2
  %"irx_tensor_shape_ptr_18" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_shape_18", i32 0, i32 0
  %"irx_tensor_strides_ptr_19" = getelementptr inbounds [1 x i64], [1 x i64]* @"irx_tensor_strides_19", i32 0, i32 0
  %"irx_tensor_field_0.4" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.4", 0
  %"irx_tensor_field_1.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.4", i8* %"irx_tensor_owner.4", 1
  %"irx_tensor_field_2.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.4", i8* %"irx_tensor_dtype.4", 2
  %"irx_tensor_field_3.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.4", i32 1, 3
  %"irx_tensor_field_4.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.4", i64* %"irx_tensor_shape_ptr_18", 4
  %"irx_tensor_field_5.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.4", i64* %"irx_tensor_strides_ptr_19", 5
  %"irx_tensor_field_6.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.4", i64 %"irx_tensor_offset_bytes.4", 6
  %"irx_tensor_field_7.4" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.4", i32 108, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.4", %"irx_buffer_view"* %"single"
  %"single.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"single"
  %"irx_buffer_view_data.5" = extractvalue %"irx_buffer_view" %"single.1", 0
  %"irx_buffer_view_strides.5" = extractvalue %"irx_buffer_view" %"single.1", 5
  %"irx_buffer_view_offset_bytes.5" = extractvalue %"irx_buffer_view" %"single.1", 6
  %"irx_buffer_index_sext.8" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_0.5" = getelementptr i64, i64* %"irx_buffer_view_strides.5", i64 0
  %"irx_buffer_index_stride_0.5" = load i64, i64* %"irx_buffer_index_stride_ptr_0.5"
  %"irx_buffer_index_scaled_0.5" = mul i64 %"irx_buffer_index_sext.8", %"irx_buffer_index_stride_0.5"
  %"irx_buffer_index_offset_0.5" = add i64 %"irx_buffer_view_offset_bytes.5", %"irx_buffer_index_scaled_0.5"
  %"irx_buffer_index_byte_ptr.5" = getelementptr i8, i8* %"irx_buffer_view_data.5", i64 %"irx_buffer_index_offset_0.5"
  %"irx_buffer_index_element_ptr.3" = bitcast i8* %"irx_buffer_index_byte_ptr.5" to float*
  %"irx_tensor_index_load.5" = load float, float* %"irx_buffer_index_element_ptr.3"
  %"single.2" = load %"irx_buffer_view", %"irx_buffer_view"* %"single"
  %"irx_buffer_view_data.6" = extractvalue %"irx_buffer_view" %"single.2", 0
  %"irx_buffer_view_strides.6" = extractvalue %"irx_buffer_view" %"single.2", 5
  %"irx_buffer_view_offset_bytes.6" = extractvalue %"irx_buffer_view" %"single.2", 6
  %"irx_buffer_index_sext.9" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.6" = getelementptr i64, i64* %"irx_buffer_view_strides.6", i64 0
  %"irx_buffer_index_stride_0.6" = load i64, i64* %"irx_buffer_index_stride_ptr_0.6"
  %"irx_buffer_index_scaled_0.6" = mul i64 %"irx_buffer_index_sext.9", %"irx_buffer_index_stride_0.6"
  %"irx_buffer_index_offset_0.6" = add i64 %"irx_buffer_view_offset_bytes.6", %"irx_buffer_index_scaled_0.6"
  %"irx_buffer_index_byte_ptr.6" = getelementptr i8, i8* %"irx_buffer_view_data.6", i64 %"irx_buffer_index_offset_0.6"
  %"irx_buffer_index_element_ptr.4" = bitcast i8* %"irx_buffer_index_byte_ptr.6" to float*
  %"irx_tensor_index_load.6" = load float, float* %"irx_buffer_index_element_ptr.4"
  %"addtmp.1" = fadd float %"irx_tensor_index_load.5", %"irx_tensor_index_load.6"
  %"print_to_double" = fpext float %"addtmp.1" to double
  %".145" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".146" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".145", double %"print_to_double")
  %"string_format_size_succeeded.5" = icmp sge i32 %".146", 0
  br i1 %"string_format_size_succeeded.5", label %"string.format.size.pass.5", label %"string.format.size.fail.5"
string.format.size.fail.5:
  %"exception.text_ptr.50" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".148" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.50", i8* %"exception.text_ptr.51", i32 -1, i32 -1, i8* %"exception.text_ptr.52")
  ret i32 1
string.format.size.pass.5:
  %".150" = zext i32 %".146" to i64
  %"string_format_allocation_size.5" = add i64 %".150", 1
  %".151" = call i8* @"malloc"(i64 %"string_format_allocation_size.5")
  %"string_allocation_succeeded.5" = icmp ne i8* %".151", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
string.allocation.fail.5:
  %"exception.text_ptr.53" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".153" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.53", i8* %"exception.text_ptr.54", i32 -1, i32 -1, i8* %"exception.text_ptr.55")
  ret i32 1
string.allocation.pass.5:
  %".155" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".151", i64 %"string_format_allocation_size.5", i8* %".145", double %"print_to_double")
  %"string_format_write_succeeded.5" = icmp sge i32 %".155", 0
  br i1 %"string_format_write_succeeded.5", label %"string.format.write.pass.5", label %"string.format.write.fail.5"
string.format.write.fail.5:
  %"exception.text_ptr.56" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.58" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".157" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.56", i8* %"exception.text_ptr.57", i32 -1, i32 -1, i8* %"exception.text_ptr.58")
  ret i32 1
string.format.write.pass.5:
  %".159" = call i32 @"puts"(i8* %".151")
  call void @"free"(i8* %".151")
  %"irx_tensor_builder_slot.5" = alloca i8*
  %"irx_tensor_builder_shape_ptr_20" = getelementptr inbounds [3 x i64], [3 x i64]* @"irx_tensor_builder_shape_20", i32 0, i32 0
  %"irx_tensor_builder_strides_ptr_21" = getelementptr inbounds [3 x i64], [3 x i64]* @"irx_tensor_builder_strides_21", i32 0, i32 0
  %".161" = call i32 @"irx_arrow_tensor_builder_new"(i32 3, i32 3, i64* %"irx_tensor_builder_shape_ptr_20", i64* %"irx_tensor_builder_strides_ptr_21", i8** %"irx_tensor_builder_slot.5")
  %"irx_tensor_builder.5" = load i8*, i8** %"irx_tensor_builder_slot.5"
  %"irx_tensor_int_promote.9" = sext i16 1 to i64
  %".162" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.9")
  %"irx_tensor_int_promote.10" = sext i16 2 to i64
  %".163" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.10")
  %"irx_tensor_int_promote.11" = sext i16 3 to i64
  %".164" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.11")
  %"irx_tensor_int_promote.12" = sext i16 4 to i64
  %".165" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.12")
  %"irx_tensor_int_promote.13" = sext i16 5 to i64
  %".166" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.13")
  %"irx_tensor_int_promote.14" = sext i16 6 to i64
  %".167" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.14")
  %"irx_tensor_int_promote.15" = sext i16 7 to i64
  %".168" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.15")
  %"irx_tensor_int_promote.16" = sext i16 8 to i64
  %".169" = call i32 @"irx_arrow_tensor_builder_append_int"(i8* %"irx_tensor_builder.5", i64 %"irx_tensor_int_promote.16")
  %"irx_tensor_handle_slot.5" = alloca i8*
  %".170" = call i32 @"irx_arrow_tensor_builder_finish"(i8* %"irx_tensor_builder.5", i8** %"irx_tensor_handle_slot.5")
  %"irx_tensor_handle.5" = load i8*, i8** %"irx_tensor_handle_slot.5"
  %"irx_tensor_borrowed_view.5" = alloca %"irx_buffer_view"
  %".171" = call i32 @"irx_arrow_tensor_borrow_buffer_view"(i8* %"irx_tensor_handle.5", %"irx_buffer_view"* %"irx_tensor_borrowed_view.5")
  %"irx_tensor_borrowed_value.5" = load %"irx_buffer_view", %"irx_buffer_view"* %"irx_tensor_borrowed_view.5"
  %"irx_tensor_owner_slot.5" = alloca i8*
  %"irx_tensor_release_fn.5" = bitcast void (i8*)* @"irx_arrow_tensor_release" to i8*
  %".172" = call i32 @"irx_buffer_owner_external_new"(i8* %"irx_tensor_handle.5", i8* %"irx_tensor_release_fn.5", i8** %"irx_tensor_owner_slot.5")
  %"irx_tensor_owner.5" = load i8*, i8** %"irx_tensor_owner_slot.5"
  %"irx_tensor_borrowed_offset.5" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.5", 6
  %"irx_tensor_offset_bytes.5" = add i64 %"irx_tensor_borrowed_offset.5", 0
  %"irx_tensor_data.5" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.5", 0
  %"irx_tensor_dtype.5" = extractvalue %"irx_buffer_view" %"irx_tensor_borrowed_value.5", 2
  %"irx_tensor_shape_ptr_22" = getelementptr inbounds [3 x i64], [3 x i64]* @"irx_tensor_shape_22", i32 0, i32 0
  %"irx_tensor_strides_ptr_23" = getelementptr inbounds [3 x i64], [3 x i64]* @"irx_tensor_strides_23", i32 0, i32 0
  %"irx_tensor_field_0.5" = insertvalue %"irx_buffer_view" zeroinitializer, i8* %"irx_tensor_data.5", 0
  %"irx_tensor_field_1.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_0.5", i8* %"irx_tensor_owner.5", 1
  %"irx_tensor_field_2.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_1.5", i8* %"irx_tensor_dtype.5", 2
  %"irx_tensor_field_3.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_2.5", i32 3, 3
  %"irx_tensor_field_4.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_3.5", i64* %"irx_tensor_shape_ptr_22", 4
  %"irx_tensor_field_5.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_4.5", i64* %"irx_tensor_strides_ptr_23", 5
  %"irx_tensor_field_6.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_5.5", i64 %"irx_tensor_offset_bytes.5", 6
  %"irx_tensor_field_7.5" = insertvalue %"irx_buffer_view" %"irx_tensor_field_6.5", i32 44, 7
  store %"irx_buffer_view" %"irx_tensor_field_7.5", %"irx_buffer_view"* %"cube"
  %"cube.1" = load %"irx_buffer_view", %"irx_buffer_view"* %"cube"
  %"irx_buffer_view_data.7" = extractvalue %"irx_buffer_view" %"cube.1", 0
  %"irx_buffer_view_strides.7" = extractvalue %"irx_buffer_view" %"cube.1", 5
  %"irx_buffer_view_offset_bytes.7" = extractvalue %"irx_buffer_view" %"cube.1", 6
  %"irx_buffer_index_sext.10" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_0.7" = getelementptr i64, i64* %"irx_buffer_view_strides.7", i64 0
  %"irx_buffer_index_stride_0.7" = load i64, i64* %"irx_buffer_index_stride_ptr_0.7"
  %"irx_buffer_index_scaled_0.7" = mul i64 %"irx_buffer_index_sext.10", %"irx_buffer_index_stride_0.7"
  %"irx_buffer_index_offset_0.7" = add i64 %"irx_buffer_view_offset_bytes.7", %"irx_buffer_index_scaled_0.7"
  %"irx_buffer_index_sext.11" = sext i32 0 to i64
  %"irx_buffer_index_stride_ptr_1.3" = getelementptr i64, i64* %"irx_buffer_view_strides.7", i64 1
  %"irx_buffer_index_stride_1.3" = load i64, i64* %"irx_buffer_index_stride_ptr_1.3"
  %"irx_buffer_index_scaled_1.3" = mul i64 %"irx_buffer_index_sext.11", %"irx_buffer_index_stride_1.3"
  %"irx_buffer_index_offset_1.3" = add i64 %"irx_buffer_index_offset_0.7", %"irx_buffer_index_scaled_1.3"
  %"irx_buffer_index_sext.12" = sext i32 1 to i64
  %"irx_buffer_index_stride_ptr_2" = getelementptr i64, i64* %"irx_buffer_view_strides.7", i64 2
  %"irx_buffer_index_stride_2" = load i64, i64* %"irx_buffer_index_stride_ptr_2"
  %"irx_buffer_index_scaled_2" = mul i64 %"irx_buffer_index_sext.12", %"irx_buffer_index_stride_2"
  %"irx_buffer_index_offset_2" = add i64 %"irx_buffer_index_offset_1.3", %"irx_buffer_index_scaled_2"
  %"irx_buffer_index_byte_ptr.7" = getelementptr i8, i8* %"irx_buffer_view_data.7", i64 %"irx_buffer_index_offset_2"
  %"irx_buffer_index_element_ptr.5" = bitcast i8* %"irx_buffer_index_byte_ptr.7" to i16*
  %"irx_tensor_index_load.7" = load i16, i16* %"irx_buffer_index_element_ptr.5"
  %".174" = sext i16 %"irx_tensor_index_load.7" to i64
  %".175" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".176" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".175", i64 %".174")
  %"string_format_size_succeeded.6" = icmp sge i32 %".176", 0
  br i1 %"string_format_size_succeeded.6", label %"string.format.size.pass.6", label %"string.format.size.fail.6"
string.format.size.fail.6:
  %"exception.text_ptr.59" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_20", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".178" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.59", i8* %"exception.text_ptr.60", i32 -1, i32 -1, i8* %"exception.text_ptr.61")
  ret i32 1
string.format.size.pass.6:
  %".180" = zext i32 %".176" to i64
  %"string_format_allocation_size.6" = add i64 %".180", 1
  %".181" = call i8* @"malloc"(i64 %"string_format_allocation_size.6")
  %"string_allocation_succeeded.6" = icmp ne i8* %".181", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
string.allocation.fail.6:
  %"exception.text_ptr.62" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".183" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.62", i8* %"exception.text_ptr.63", i32 -1, i32 -1, i8* %"exception.text_ptr.64")
  ret i32 1
string.allocation.pass.6:
  %".185" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".181", i64 %"string_format_allocation_size.6", i8* %".175", i64 %".174")
  %"string_format_write_succeeded.6" = icmp sge i32 %".185", 0
  br i1 %"string_format_write_succeeded.6", label %"string.format.write.pass.6", label %"string.format.write.fail.6"
string.format.write.fail.6:
  %"exception.text_ptr.65" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [16 x i8], [16 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_21", i32 0, i32 0
  %".187" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.65", i8* %"exception.text_ptr.66", i32 -1, i32 -1, i8* %"exception.text_ptr.67")
  ret i32 1
string.format.write.pass.6:
  %".189" = call i32 @"puts"(i8* %".181")
  call void @"free"(i8* %".181")
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140402464380432" = internal constant [27 x i8] c"range() step must not be 0\00"
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
declare {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %".1", i32 %".2")

@"exception_text_19" = internal constant [16 x i8] c"tensor_literals\00"
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
declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_20" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_21" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_22" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_24" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

@"irx_tensor_builder_shape_4" = internal constant [1 x i64] [i64 4]
@"irx_tensor_builder_strides_5" = internal constant [1 x i64] [i64 8]
@"irx_tensor_shape_6" = internal constant [1 x i64] [i64 4]
@"irx_tensor_strides_7" = internal constant [1 x i64] [i64 8]
@"irx_tensor_builder_shape_8" = internal constant [2 x i64] [i64 2, i64 2]
@"irx_tensor_builder_strides_9" = internal constant [2 x i64] [i64 16, i64 8]
declare external i32 @"irx_arrow_tensor_builder_append_double"(i8* %".1", double %".2")

@"irx_tensor_shape_10" = internal constant [2 x i64] [i64 2, i64 2]
@"irx_tensor_strides_11" = internal constant [2 x i64] [i64 16, i64 8]
@"fmt_4094499389822396407" = internal constant [5 x i8] c"%.6f\00"
@"irx_tensor_builder_shape_12" = internal constant [1 x i64] [i64 3]
@"irx_tensor_builder_strides_13" = internal constant [1 x i64] [i64 1]
@"irx_tensor_shape_14" = internal constant [1 x i64] [i64 3]
@"irx_tensor_strides_15" = internal constant [1 x i64] [i64 1]
declare {i8, i1} @"llvm.sadd.with.overflow.i8"(i8 %".1", i8 %".2")

@"irx_tensor_builder_shape_16" = internal constant [1 x i64] [i64 2]
@"irx_tensor_builder_strides_17" = internal constant [1 x i64] [i64 4]
@"irx_tensor_shape_18" = internal constant [1 x i64] [i64 2]
@"irx_tensor_strides_19" = internal constant [1 x i64] [i64 4]
@"irx_tensor_builder_shape_20" = internal constant [3 x i64] [i64 2, i64 2, i64 2]
@"irx_tensor_builder_strides_21" = internal constant [3 x i64] [i64 8, i64 4, i64 2]
@"irx_tensor_shape_22" = internal constant [3 x i64] [i64 2, i64 2, i64 2]
@"irx_tensor_strides_23" = internal constant [3 x i64] [i64 8, i64 4, i64 2]
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

