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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403594370832", i32 0, i32 0
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

define i32 @"exceptions_context__fail"(i8* %"context", i32 %"code", i32* %"result_out")
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
  %"code.1" = alloca i32
  store i32 %"code", i32* %"code.1"
  %"code.2" = load i32, i32* %"code.1"
  %"gttmp" = icmp sgt i32 %"code.2", 0
  br i1 %"gttmp", label %"bb_if_then", label %"bb_if_else"
bb_if_then:
  %".7" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_5306077217403227566_140402474325136", i32 0, i32 0
  %".8" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".9" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* null, i32 1
  %".10" = ptrtoint %"builtins__exceptions__IndexError"* %".9" to i64
  %".11" = call i32 @"irx_class_create"(i64 %".10", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::IndexError", i8** %"class_result", i8* %".8")
  %".12" = icmp eq i32 %".11", 0
  br i1 %".12", label %"native.ok", label %"native.fail"
bb_if_else:
  br label %"bb_if_end"
bb_if_end:
  %"code.3" = load i32, i32* %"code.1"
  store i32 %"code.3", i32* %"result_out"
  ret i32 0
native.fail:
  %".14" = call i32 @"irx_exception_pending"(i8* %"context")
  %".15" = icmp ne i32 %".14", 0
  br i1 %".15", label %"native.pending", label %"native.error"
native.ok:
  %".20" = load i8*, i8** %"class_result"
  %".21" = bitcast i8* %".20" to %"builtins__exceptions__IndexError"*
  %".22" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".21", i32 0, i32 1
  %".23" = bitcast i8* (i8*, i32)* @"builtins__exceptions__IndexError__descriptor" to i8*
  store i8* %".23", i8** %".22"
  %".25" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".21", i32 0, i32 2
  store i8* null, i8** %".25"
  %".27" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".21", i32 0, i32 3
  store i8* null, i8** %".27"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %".7", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 8, i32 11, i8* %"exception.text_ptr.1")
  ret i32 1
string.allocation.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".30" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 8, i32 11, i8* %"exception.text_ptr.4")
  %".31" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".33" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".34" = call i32 @"irx_class_release"(i8* %"context", i8* %".33", i8* %".32")
  %".35" = icmp eq i32 %".34", 0
  br i1 %".35", label %"native.ok.1", label %"native.fail.1"
string.allocation.pass:
  %".46" = getelementptr %"builtins__exceptions__IndexError", %"builtins__exceptions__IndexError"* %".21", i32 0, i32 4
  store i8* %"str_concat", i8** %".46"
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  call void @"irx_class_complete"(i8* %".20")
  %"exception.text_ptr.7" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".52" = alloca [4 x i8*]
  %".53" = getelementptr [4 x i8*], [4 x i8*]* %".52", i32 0, i32 0
  store i8* %"exception.text_ptr.7", i8** %".53"
  %".55" = getelementptr [4 x i8*], [4 x i8*]* %".52", i32 0, i32 1
  store i8* %"exception.text_ptr.8", i8** %".55"
  %".57" = getelementptr [4 x i8*], [4 x i8*]* %".52", i32 0, i32 2
  store i8* %"exception.text_ptr.9", i8** %".57"
  %".59" = getelementptr [4 x i8*], [4 x i8*]* %".52", i32 0, i32 3
  store i8* %"exception.text_ptr.10", i8** %".59"
  %".61" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".62" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".61", i32 1)
  %".63" = bitcast i8* %".62" to i8**
  %".64" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".65" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".64", i32 0)
  %".66" = bitcast i8* %".65" to i8**
  %".67" = load i8*, i8** %".66"
  %"exception.text_ptr.11" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_14", i32 0, i32 0
  %".68" = getelementptr [4 x i8*], [4 x i8*]* %".52", i32 0, i32 0
  %".69" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.11", i8* %".67", i8** %".68", i32 4, i8** %".63")
  %".70" = icmp slt i32 %".69", 0
  br i1 %".70", label %"string.allocation.pass.if", label %"string.allocation.pass.endif"
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
  %"exception.text_ptr.5" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 8, i32 11, i8* %"exception.text_ptr.6")
  br label %"cleanup.done"
string.allocation.pass.if:
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 8, i32 11, i8* %"exception.text_ptr.14")
  unreachable
string.allocation.pass.endif:
  %".74" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".75" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".76" = call i32 @"irx_class_require"(i8* %".75", i8* %".74")
  %".77" = icmp eq i32 %".76", 0
  br i1 %".77", label %"native.ok.2", label %"native.fail.2"
native.fail.2:
  %".79" = call i32 @"irx_exception_pending"(i8* %"context")
  %".80" = icmp ne i32 %".79", 0
  br i1 %".80", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".113" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".114" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".115" = call i32 @"irx_class_retain"(i8* %".114", i8* %".113")
  %".116" = icmp eq i32 %".115", 0
  br i1 %".116", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".82" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".83" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".84" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".85" = call i32 @"irx_class_release"(i8* %"context", i8* %".84", i8* %".83")
  %".86" = icmp eq i32 %".85", 0
  br i1 %".86", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.17" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".97" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".74", i8* %"exception.text_ptr.17", i32 8, i32 11, i8* %"exception.text_ptr.18")
  %".98" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".99" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".100" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".101" = call i32 @"irx_class_release"(i8* %"context", i8* %".100", i8* %".99")
  %".102" = icmp eq i32 %".101", 0
  br i1 %".102", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".82")
  ret i32 1
native.fail.3:
  %".88" = call i32 @"irx_exception_pending"(i8* %"context")
  %".89" = icmp ne i32 %".88", 0
  br i1 %".89", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.15" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".92" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".83", i8* %"exception.text_ptr.15", i32 8, i32 11, i8* %"exception.text_ptr.16")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".98")
  ret i32 1
native.fail.4:
  %".104" = call i32 @"irx_exception_pending"(i8* %"context")
  %".105" = icmp ne i32 %".104", 0
  br i1 %".105", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.19" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".108" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".99", i8* %"exception.text_ptr.19", i32 8, i32 11, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.2"
native.fail.5:
  %".118" = call i32 @"irx_exception_pending"(i8* %"context")
  %".119" = icmp ne i32 %".118", 0
  br i1 %".119", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".152" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".153" = call i8* @"builtins__exceptions__IndexError__descriptor"(i8* %".152", i32 1)
  %".154" = bitcast i8* %".153" to i8**
  %".155" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %"exception.text_ptr.27" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".156" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".155", i8** %".154", i8* null, i32 0, i8* %"exception.text_ptr.27", i32 8, i32 5, i8* %"exception.text_ptr.28")
  %".157" = icmp slt i32 %".156", 0
  br i1 %".157", label %"native.ok.5.if", label %"native.ok.5.endif"
native.pending.5:
  %".121" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".122" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".123" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".124" = call i32 @"irx_class_release"(i8* %"context", i8* %".123", i8* %".122")
  %".125" = icmp eq i32 %".124", 0
  br i1 %".125", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.23" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".136" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".113", i8* %"exception.text_ptr.23", i32 8, i32 11, i8* %"exception.text_ptr.24")
  %".137" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".138" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".139" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".140" = call i32 @"irx_class_release"(i8* %"context", i8* %".139", i8* %".138")
  %".141" = icmp eq i32 %".140", 0
  br i1 %".141", label %"native.ok.7", label %"native.fail.7"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".121")
  ret i32 1
native.fail.6:
  %".127" = call i32 @"irx_exception_pending"(i8* %"context")
  %".128" = icmp ne i32 %".127", 0
  br i1 %".128", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.21" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".131" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".122", i8* %"exception.text_ptr.21", i32 8, i32 11, i8* %"exception.text_ptr.22")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".137")
  ret i32 1
native.fail.7:
  %".143" = call i32 @"irx_exception_pending"(i8* %"context")
  %".144" = icmp ne i32 %".143", 0
  br i1 %".144", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.25" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".147" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".138", i8* %"exception.text_ptr.25", i32 8, i32 11, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.4"
native.ok.5.if:
  %"exception.text_ptr.29" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.29", i8* %"exception.text_ptr.30", i32 8, i32 5, i8* %"exception.text_ptr.31")
  unreachable
native.ok.5.endif:
  %".161" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".162" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".163" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".164" = call i32 @"irx_class_release"(i8* %"context", i8* %".163", i8* %".162")
  %".165" = icmp eq i32 %".164", 0
  br i1 %".165", label %"native.ok.8", label %"native.fail.8"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".161")
  %".175" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".176" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".177" = bitcast %"builtins__exceptions__IndexError"* %".21" to i8*
  %".178" = call i32 @"irx_class_release"(i8* %"context", i8* %".177", i8* %".176")
  %".179" = icmp eq i32 %".178", 0
  br i1 %".179", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".168" = icmp ne i32 %".167", 0
  br i1 %".168", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.32" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".162", i8* %"exception.text_ptr.32", i32 8, i32 11, i8* %"exception.text_ptr.33")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".175")
  ret i32 1
native.fail.9:
  %".181" = call i32 @"irx_exception_pending"(i8* %"context")
  %".182" = icmp ne i32 %".181", 0
  br i1 %".182", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.6"
native.pending.9:
  br label %"cleanup.done.6"
native.error.9:
  %"exception.text_ptr.34" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".185" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".176", i8* %"exception.text_ptr.34", i32 8, i32 11, i8* %"exception.text_ptr.35")
  br label %"cleanup.done.6"
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
  %"class_result" = alloca i8*
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
  %"e" = alloca %"builtins__exceptions__LookupError"*
  %"call.result" = alloca i32
  %"call.status" = call i32 @"exceptions_context__fail"(i8* %"context", i32 1, i32* %"call.result")
  %".4" = icmp eq i32 %"call.status", 0
  br i1 %".4", label %"call.success", label %"call.failure"
except.dispatch:
  %"exception.text_ptr.10" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_15", i32 0, i32 0
  %".27" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.10")
  %".28" = icmp ne i32 %".27", 0
  %".29" = or i1 false, %".28"
  br i1 %".29", label %"except.body", label %"except.next"
try.end:
  store i32 0, i32* %"result_out"
  ret i32 0
call.success:
  %".8" = load i32, i32* %"call.result"
  %".9" = sext i32 %".8" to i64
  %".10" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".11" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".10", i64 %".9")
  %"string_format_size_succeeded" = icmp sge i32 %".11", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 13, i32 11)
  br label %"except.dispatch"
string.format.size.fail:
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".13" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.1", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  br label %"except.dispatch"
string.format.size.pass:
  %".15" = zext i32 %".11" to i64
  %"string_format_allocation_size" = add i64 %".15", 1
  %".16" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".16", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  br label %"except.dispatch"
string.allocation.pass:
  %".20" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".16", i64 %"string_format_allocation_size", i8* %".10", i64 %".9")
  %"string_format_write_succeeded" = icmp sge i32 %".20", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".22" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  br label %"except.dispatch"
string.format.write.pass:
  %".24" = call i32 @"puts"(i8* %".16")
  call void @"free"(i8* %".16")
  br label %"try.end"
except.body:
  %".31" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".32" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".33" = bitcast i8* %".32" to %"builtins__exceptions__LookupError"*
  store %"builtins__exceptions__LookupError"* %".33", %"builtins__exceptions__LookupError"** %"e"
  %".35" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".36" = bitcast %"builtins__exceptions__LookupError"* %".33" to i8*
  %".37" = call i32 @"irx_class_retain"(i8* %".36", i8* %".35")
  %".38" = icmp eq i32 %".37", 0
  br i1 %".38", label %"native.ok", label %"native.fail"
except.next:
  ret i32 1
native.fail:
  %".40" = call i32 @"irx_exception_pending"(i8* %"context")
  %".41" = icmp ne i32 %".40", 0
  br i1 %".41", label %"native.pending", label %"native.error"
native.ok:
  %".48" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_9218713552781327642_140402471281424", i32 0, i32 0
  %"e.1" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".49" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".50" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".51" = call i32 @"irx_class_require"(i8* %".50", i8* %".49")
  %".52" = icmp eq i32 %".51", 0
  br i1 %".52", label %"native.ok.1", label %"native.fail.1"
native.pending:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.error:
  %"exception.text_ptr.11" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".45" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".35", i8* %"exception.text_ptr.11", i32 14, i32 3, i8* %"exception.text_ptr.12")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.1:
  %".54" = call i32 @"irx_exception_pending"(i8* %"context")
  %".55" = icmp ne i32 %".54", 0
  br i1 %".55", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".92" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".93" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".94" = call i32 @"irx_class_retain"(i8* %".93", i8* %".92")
  %".95" = icmp eq i32 %".94", 0
  br i1 %".95", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".57" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".58" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".59" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".60" = bitcast %"builtins__exceptions__LookupError"* %".58" to i8*
  %".61" = call i32 @"irx_class_release"(i8* %"context", i8* %".60", i8* %".59")
  %".62" = icmp eq i32 %".61", 0
  br i1 %".62", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.15" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".74" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".49", i8* %"exception.text_ptr.15", i32 15, i32 25, i8* %"exception.text_ptr.16")
  %".75" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".76" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".77" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".78" = bitcast %"builtins__exceptions__LookupError"* %".76" to i8*
  %".79" = call i32 @"irx_class_release"(i8* %"context", i8* %".78", i8* %".77")
  %".80" = icmp eq i32 %".79", 0
  br i1 %".80", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".57")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.2:
  %".64" = call i32 @"irx_exception_pending"(i8* %"context")
  %".65" = icmp ne i32 %".64", 0
  br i1 %".65", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.13" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".68" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".59", i8* %"exception.text_ptr.13", i32 14, i32 3, i8* %"exception.text_ptr.14")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".75")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.3:
  %".82" = call i32 @"irx_exception_pending"(i8* %"context")
  %".83" = icmp ne i32 %".82", 0
  br i1 %".83", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.17" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".86" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.17", i32 14, i32 3, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.1"
native.fail.4:
  %".97" = call i32 @"irx_exception_pending"(i8* %"context")
  %".98" = icmp ne i32 %".97", 0
  br i1 %".98", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".135" = getelementptr inbounds %"builtins__exceptions__LookupError", %"builtins__exceptions__LookupError"* %"e.1", i32 0, i32 1
  %".136" = load i8*, i8** %".135"
  %".137" = bitcast i8* %".136" to i8* (i8*, i32)*
  %".138" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".137"(i8* %".138", i32 0)
  %".139" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".140" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".139")
  %".141" = icmp eq i32 %".140", 0
  br i1 %".141", label %"native.ok.7", label %"native.fail.7"
native.pending.4:
  %".100" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".101" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".102" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".103" = bitcast %"builtins__exceptions__LookupError"* %".101" to i8*
  %".104" = call i32 @"irx_class_release"(i8* %"context", i8* %".103", i8* %".102")
  %".105" = icmp eq i32 %".104", 0
  br i1 %".105", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.21" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".117" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".92", i8* %"exception.text_ptr.21", i32 15, i32 25, i8* %"exception.text_ptr.22")
  %".118" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".119" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".120" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".121" = bitcast %"builtins__exceptions__LookupError"* %".119" to i8*
  %".122" = call i32 @"irx_class_release"(i8* %"context", i8* %".121", i8* %".120")
  %".123" = icmp eq i32 %".122", 0
  br i1 %".123", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".100")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.5:
  %".107" = call i32 @"irx_exception_pending"(i8* %"context")
  %".108" = icmp ne i32 %".107", 0
  br i1 %".108", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.19" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".111" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".102", i8* %"exception.text_ptr.19", i32 14, i32 3, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".118")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.6:
  %".125" = call i32 @"irx_exception_pending"(i8* %"context")
  %".126" = icmp ne i32 %".125", 0
  br i1 %".126", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.23" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".129" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".120", i8* %"exception.text_ptr.23", i32 14, i32 3, i8* %"exception.text_ptr.24")
  br label %"cleanup.done.3"
native.fail.7:
  %".143" = call i32 @"irx_exception_pending"(i8* %"context")
  %".144" = icmp ne i32 %".143", 0
  br i1 %".144", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.1" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
native.pending.7:
  %".146" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".147" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".148" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".149" = call i32 @"irx_class_release"(i8* %"context", i8* %".148", i8* %".147")
  %".150" = icmp eq i32 %".149", 0
  br i1 %".150", label %"native.ok.8", label %"native.fail.8"
native.error.7:
  %"exception.text_ptr.29" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".177" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".139", i8* %"exception.text_ptr.29", i32 15, i32 25, i8* %"exception.text_ptr.30")
  %".178" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".179" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".180" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".181" = call i32 @"irx_class_release"(i8* %"context", i8* %".180", i8* %".179")
  %".182" = icmp eq i32 %".181", 0
  br i1 %".182", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".146")
  %".160" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".161" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".162" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".163" = bitcast %"builtins__exceptions__LookupError"* %".161" to i8*
  %".164" = call i32 @"irx_class_release"(i8* %"context", i8* %".163", i8* %".162")
  %".165" = icmp eq i32 %".164", 0
  br i1 %".165", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".152" = call i32 @"irx_exception_pending"(i8* %"context")
  %".153" = icmp ne i32 %".152", 0
  br i1 %".153", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.25" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".156" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".147", i8* %"exception.text_ptr.25", i32 15, i32 25, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".160")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.9:
  %".167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".168" = icmp ne i32 %".167", 0
  br i1 %".168", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.27" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".162", i8* %"exception.text_ptr.27", i32 14, i32 3, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".178")
  %".192" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".193" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".194" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".195" = bitcast %"builtins__exceptions__LookupError"* %".193" to i8*
  %".196" = call i32 @"irx_class_release"(i8* %"context", i8* %".195", i8* %".194")
  %".197" = icmp eq i32 %".196", 0
  br i1 %".197", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".184" = call i32 @"irx_exception_pending"(i8* %"context")
  %".185" = icmp ne i32 %".184", 0
  br i1 %".185", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.31" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".188" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".179", i8* %"exception.text_ptr.31", i32 15, i32 25, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".192")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.11:
  %".199" = call i32 @"irx_exception_pending"(i8* %"context")
  %".200" = icmp ne i32 %".199", 0
  br i1 %".200", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.33" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".203" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".194", i8* %"exception.text_ptr.33", i32 14, i32 3, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.7"
string.allocation.fail.1:
  %"exception.text_ptr.35" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".210" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.35", i8* %"exception.text_ptr.36", i32 -1, i32 -1, i8* %"exception.text_ptr.37")
  %".211" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".212" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".213" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".214" = call i32 @"irx_class_release"(i8* %"context", i8* %".213", i8* %".212")
  %".215" = icmp eq i32 %".214", 0
  br i1 %".215", label %"native.ok.12", label %"native.fail.12"
string.allocation.pass.1:
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %".48", i8* %"str_concat")
  %"string_allocation_succeeded.2" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".211")
  %".225" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".226" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".227" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".228" = bitcast %"builtins__exceptions__LookupError"* %".226" to i8*
  %".229" = call i32 @"irx_class_release"(i8* %"context", i8* %".228", i8* %".227")
  %".230" = icmp eq i32 %".229", 0
  br i1 %".230", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".217" = call i32 @"irx_exception_pending"(i8* %"context")
  %".218" = icmp ne i32 %".217", 0
  br i1 %".218", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.38" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".221" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".212", i8* %"exception.text_ptr.38", i32 15, i32 25, i8* %"exception.text_ptr.39")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".225")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.13:
  %".232" = call i32 @"irx_exception_pending"(i8* %"context")
  %".233" = icmp ne i32 %".232", 0
  br i1 %".233", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.40" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".236" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".227", i8* %"exception.text_ptr.40", i32 14, i32 3, i8* %"exception.text_ptr.41")
  br label %"cleanup.done.9"
string.allocation.fail.2:
  %"exception.text_ptr.42" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".243" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.42", i8* %"exception.text_ptr.43", i32 15, i32 23, i8* %"exception.text_ptr.44")
  call void @"free"(i8* %"str_concat")
  %".245" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".246" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".247" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".248" = call i32 @"irx_class_release"(i8* %"context", i8* %".247", i8* %".246")
  %".249" = icmp eq i32 %".248", 0
  br i1 %".249", label %"native.ok.14", label %"native.fail.14"
string.allocation.pass.2:
  %".276" = call i32 @"puts"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat")
  %".279" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".280" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".281" = bitcast %"builtins__exceptions__LookupError"* %"e.1" to i8*
  %".282" = call i32 @"irx_class_release"(i8* %"context", i8* %".281", i8* %".280")
  %".283" = icmp eq i32 %".282", 0
  br i1 %".283", label %"native.ok.16", label %"native.fail.16"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".245")
  %".259" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".260" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".261" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".262" = bitcast %"builtins__exceptions__LookupError"* %".260" to i8*
  %".263" = call i32 @"irx_class_release"(i8* %"context", i8* %".262", i8* %".261")
  %".264" = icmp eq i32 %".263", 0
  br i1 %".264", label %"native.ok.15", label %"native.fail.15"
native.fail.14:
  %".251" = call i32 @"irx_exception_pending"(i8* %"context")
  %".252" = icmp ne i32 %".251", 0
  br i1 %".252", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.45" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".255" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".246", i8* %"exception.text_ptr.45", i32 15, i32 25, i8* %"exception.text_ptr.46")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".259")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.15:
  %".266" = call i32 @"irx_exception_pending"(i8* %"context")
  %".267" = icmp ne i32 %".266", 0
  br i1 %".267", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.47" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".270" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".261", i8* %"exception.text_ptr.47", i32 14, i32 3, i8* %"exception.text_ptr.48")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".279")
  %".293" = call i32 @"irx_exception_pending"(i8* %"context")
  %".294" = icmp ne i32 %".293", 0
  br i1 %".294", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.16:
  %".285" = call i32 @"irx_exception_pending"(i8* %"context")
  %".286" = icmp ne i32 %".285", 0
  br i1 %".286", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.49" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".289" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".280", i8* %"exception.text_ptr.49", i32 15, i32 25, i8* %"exception.text_ptr.50")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  %".296" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".297" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".298" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".299" = bitcast %"builtins__exceptions__LookupError"* %".297" to i8*
  %".300" = call i32 @"irx_class_release"(i8* %"context", i8* %".299", i8* %".298")
  %".301" = icmp eq i32 %".300", 0
  br i1 %".301", label %"native.ok.17", label %"native.fail.17"
cleanup.done.12.endif:
  %".313" = getelementptr inbounds [7 x i8], [7 x i8]* @"str_utf8_921203817543323108_140402471507472", i32 0, i32 0
  %".314" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".315" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* null, i32 1
  %".316" = ptrtoint %"builtins__exceptions__OSError"* %".315" to i64
  %".317" = call i32 @"irx_class_create"(i64 %".316", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::OSError", i8** %"class_result", i8* %".314")
  %".318" = icmp eq i32 %".317", 0
  br i1 %".318", label %"native.ok.18", label %"native.fail.18"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".296")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.17:
  %".303" = call i32 @"irx_exception_pending"(i8* %"context")
  %".304" = icmp ne i32 %".303", 0
  br i1 %".304", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.13"
native.pending.17:
  br label %"cleanup.done.13"
native.error.17:
  %"exception.text_ptr.51" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".307" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".298", i8* %"exception.text_ptr.51", i32 14, i32 3, i8* %"exception.text_ptr.52")
  br label %"cleanup.done.13"
native.fail.18:
  %".320" = call i32 @"irx_exception_pending"(i8* %"context")
  %".321" = icmp ne i32 %".320", 0
  br i1 %".321", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  %".358" = load i8*, i8** %"class_result"
  %".359" = bitcast i8* %".358" to %"builtins__exceptions__OSError"*
  %".360" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".359", i32 0, i32 1
  %".361" = bitcast i8* (i8*, i32)* @"builtins__exceptions__OSError__descriptor" to i8*
  store i8* %".361", i8** %".360"
  %".363" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".359", i32 0, i32 2
  store i8* null, i8** %".363"
  %".365" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".359", i32 0, i32 3
  store i8* null, i8** %".365"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %".313", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.pending.18:
  %".323" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".324" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".325" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".326" = bitcast %"builtins__exceptions__LookupError"* %".324" to i8*
  %".327" = call i32 @"irx_class_release"(i8* %"context", i8* %".326", i8* %".325")
  %".328" = icmp eq i32 %".327", 0
  br i1 %".328", label %"native.ok.19", label %"native.fail.19"
native.error.18:
  %"exception.text_ptr.55" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.56" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".340" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".314", i8* %"exception.text_ptr.55", i32 17, i32 11, i8* %"exception.text_ptr.56")
  %".341" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".342" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".343" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".344" = bitcast %"builtins__exceptions__LookupError"* %".342" to i8*
  %".345" = call i32 @"irx_class_release"(i8* %"context", i8* %".344", i8* %".343")
  %".346" = icmp eq i32 %".345", 0
  br i1 %".346", label %"native.ok.20", label %"native.fail.20"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".323")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.19:
  %".330" = call i32 @"irx_exception_pending"(i8* %"context")
  %".331" = icmp ne i32 %".330", 0
  br i1 %".331", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.14"
native.pending.19:
  br label %"cleanup.done.14"
native.error.19:
  %"exception.text_ptr.53" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".334" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".325", i8* %"exception.text_ptr.53", i32 14, i32 3, i8* %"exception.text_ptr.54")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".341")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.20:
  %".348" = call i32 @"irx_exception_pending"(i8* %"context")
  %".349" = icmp ne i32 %".348", 0
  br i1 %".349", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.15"
native.pending.20:
  br label %"cleanup.done.15"
native.error.20:
  %"exception.text_ptr.57" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.58" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".352" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".343", i8* %"exception.text_ptr.57", i32 14, i32 3, i8* %"exception.text_ptr.58")
  br label %"cleanup.done.15"
string.allocation.fail.3:
  %"exception.text_ptr.59" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".368" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.59", i8* %"exception.text_ptr.60", i32 17, i32 11, i8* %"exception.text_ptr.61")
  %".369" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".370" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".371" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".372" = call i32 @"irx_class_release"(i8* %"context", i8* %".371", i8* %".370")
  %".373" = icmp eq i32 %".372", 0
  br i1 %".373", label %"native.ok.21", label %"native.fail.21"
string.allocation.pass.3:
  %".400" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".359", i32 0, i32 4
  store i8* %"str_concat.2", i8** %".400"
  call void @"irx_class_complete"(i8* %".358")
  call void @"irx_class_complete"(i8* %".358")
  call void @"irx_class_complete"(i8* %".358")
  %"exception.text_ptr.66" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".405" = alloca [3 x i8*]
  %".406" = getelementptr [3 x i8*], [3 x i8*]* %".405", i32 0, i32 0
  store i8* %"exception.text_ptr.66", i8** %".406"
  %".408" = getelementptr [3 x i8*], [3 x i8*]* %".405", i32 0, i32 1
  store i8* %"exception.text_ptr.67", i8** %".408"
  %".410" = getelementptr [3 x i8*], [3 x i8*]* %".405", i32 0, i32 2
  store i8* %"exception.text_ptr.68", i8** %".410"
  %".412" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".413" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".412", i32 1)
  %".414" = bitcast i8* %".413" to i8**
  %".415" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".416" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".415", i32 0)
  %".417" = bitcast i8* %".416" to i8**
  %".418" = load i8*, i8** %".417"
  %"exception.text_ptr.69" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_28", i32 0, i32 0
  %".419" = getelementptr [3 x i8*], [3 x i8*]* %".405", i32 0, i32 0
  %".420" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.69", i8* %".418", i8** %".419", i32 3, i8** %".414")
  %".421" = icmp slt i32 %".420", 0
  br i1 %".421", label %"string.allocation.pass.3.if", label %"string.allocation.pass.3.endif"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".369")
  %".383" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".384" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".385" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".386" = bitcast %"builtins__exceptions__LookupError"* %".384" to i8*
  %".387" = call i32 @"irx_class_release"(i8* %"context", i8* %".386", i8* %".385")
  %".388" = icmp eq i32 %".387", 0
  br i1 %".388", label %"native.ok.22", label %"native.fail.22"
native.fail.21:
  %".375" = call i32 @"irx_exception_pending"(i8* %"context")
  %".376" = icmp ne i32 %".375", 0
  br i1 %".376", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.16"
native.pending.21:
  br label %"cleanup.done.16"
native.error.21:
  %"exception.text_ptr.62" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".379" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".370", i8* %"exception.text_ptr.62", i32 17, i32 11, i8* %"exception.text_ptr.63")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".383")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.22:
  %".390" = call i32 @"irx_exception_pending"(i8* %"context")
  %".391" = icmp ne i32 %".390", 0
  br i1 %".391", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.17"
native.pending.22:
  br label %"cleanup.done.17"
native.error.22:
  %"exception.text_ptr.64" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".394" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".385", i8* %"exception.text_ptr.64", i32 14, i32 3, i8* %"exception.text_ptr.65")
  br label %"cleanup.done.17"
string.allocation.pass.3.if:
  %"exception.text_ptr.70" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.70", i8* %"exception.text_ptr.71", i32 17, i32 11, i8* %"exception.text_ptr.72")
  unreachable
string.allocation.pass.3.endif:
  %".425" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".426" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".427" = call i32 @"irx_class_require"(i8* %".426", i8* %".425")
  %".428" = icmp eq i32 %".427", 0
  br i1 %".428", label %"native.ok.23", label %"native.fail.23"
native.fail.23:
  %".430" = call i32 @"irx_exception_pending"(i8* %"context")
  %".431" = icmp ne i32 %".430", 0
  br i1 %".431", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  %".496" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".497" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".498" = call i32 @"irx_class_retain"(i8* %".497", i8* %".496")
  %".499" = icmp eq i32 %".498", 0
  br i1 %".499", label %"native.ok.28", label %"native.fail.28"
native.pending.23:
  %".433" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".434" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".435" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".436" = call i32 @"irx_class_release"(i8* %"context", i8* %".435", i8* %".434")
  %".437" = icmp eq i32 %".436", 0
  br i1 %".437", label %"native.ok.24", label %"native.fail.24"
native.error.23:
  %"exception.text_ptr.77" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.78" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".464" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".425", i8* %"exception.text_ptr.77", i32 17, i32 11, i8* %"exception.text_ptr.78")
  %".465" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".466" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".467" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".468" = call i32 @"irx_class_release"(i8* %"context", i8* %".467", i8* %".466")
  %".469" = icmp eq i32 %".468", 0
  br i1 %".469", label %"native.ok.26", label %"native.fail.26"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".433")
  %".447" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".448" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".449" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".450" = bitcast %"builtins__exceptions__LookupError"* %".448" to i8*
  %".451" = call i32 @"irx_class_release"(i8* %"context", i8* %".450", i8* %".449")
  %".452" = icmp eq i32 %".451", 0
  br i1 %".452", label %"native.ok.25", label %"native.fail.25"
native.fail.24:
  %".439" = call i32 @"irx_exception_pending"(i8* %"context")
  %".440" = icmp ne i32 %".439", 0
  br i1 %".440", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.18"
native.pending.24:
  br label %"cleanup.done.18"
native.error.24:
  %"exception.text_ptr.73" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".443" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".434", i8* %"exception.text_ptr.73", i32 17, i32 11, i8* %"exception.text_ptr.74")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".447")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.25:
  %".454" = call i32 @"irx_exception_pending"(i8* %"context")
  %".455" = icmp ne i32 %".454", 0
  br i1 %".455", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.19"
native.pending.25:
  br label %"cleanup.done.19"
native.error.25:
  %"exception.text_ptr.75" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".458" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".449", i8* %"exception.text_ptr.75", i32 14, i32 3, i8* %"exception.text_ptr.76")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".465")
  %".479" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".480" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".481" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".482" = bitcast %"builtins__exceptions__LookupError"* %".480" to i8*
  %".483" = call i32 @"irx_class_release"(i8* %"context", i8* %".482", i8* %".481")
  %".484" = icmp eq i32 %".483", 0
  br i1 %".484", label %"native.ok.27", label %"native.fail.27"
native.fail.26:
  %".471" = call i32 @"irx_exception_pending"(i8* %"context")
  %".472" = icmp ne i32 %".471", 0
  br i1 %".472", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.20"
native.pending.26:
  br label %"cleanup.done.20"
native.error.26:
  %"exception.text_ptr.79" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".475" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".466", i8* %"exception.text_ptr.79", i32 17, i32 11, i8* %"exception.text_ptr.80")
  br label %"cleanup.done.20"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".479")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.27:
  %".486" = call i32 @"irx_exception_pending"(i8* %"context")
  %".487" = icmp ne i32 %".486", 0
  br i1 %".487", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.21"
native.pending.27:
  br label %"cleanup.done.21"
native.error.27:
  %"exception.text_ptr.81" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.82" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".490" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".481", i8* %"exception.text_ptr.81", i32 14, i32 3, i8* %"exception.text_ptr.82")
  br label %"cleanup.done.21"
native.fail.28:
  %".501" = call i32 @"irx_exception_pending"(i8* %"context")
  %".502" = icmp ne i32 %".501", 0
  br i1 %".502", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  %".567" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".568" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".567", i32 1)
  %".569" = bitcast i8* %".568" to i8**
  %".570" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %"exception.text_ptr.93" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.94" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".571" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".570", i8** %".569", i8* null, i32 0, i8* %"exception.text_ptr.93", i32 17, i32 5, i8* %"exception.text_ptr.94")
  %".572" = icmp slt i32 %".571", 0
  br i1 %".572", label %"native.ok.28.if", label %"native.ok.28.endif"
native.pending.28:
  %".504" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".505" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".506" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".507" = call i32 @"irx_class_release"(i8* %"context", i8* %".506", i8* %".505")
  %".508" = icmp eq i32 %".507", 0
  br i1 %".508", label %"native.ok.29", label %"native.fail.29"
native.error.28:
  %"exception.text_ptr.87" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".535" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".496", i8* %"exception.text_ptr.87", i32 17, i32 11, i8* %"exception.text_ptr.88")
  %".536" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".537" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".538" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".539" = call i32 @"irx_class_release"(i8* %"context", i8* %".538", i8* %".537")
  %".540" = icmp eq i32 %".539", 0
  br i1 %".540", label %"native.ok.31", label %"native.fail.31"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".504")
  %".518" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".519" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".520" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".521" = bitcast %"builtins__exceptions__LookupError"* %".519" to i8*
  %".522" = call i32 @"irx_class_release"(i8* %"context", i8* %".521", i8* %".520")
  %".523" = icmp eq i32 %".522", 0
  br i1 %".523", label %"native.ok.30", label %"native.fail.30"
native.fail.29:
  %".510" = call i32 @"irx_exception_pending"(i8* %"context")
  %".511" = icmp ne i32 %".510", 0
  br i1 %".511", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.22"
native.pending.29:
  br label %"cleanup.done.22"
native.error.29:
  %"exception.text_ptr.83" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".514" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".505", i8* %"exception.text_ptr.83", i32 17, i32 11, i8* %"exception.text_ptr.84")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".518")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.30:
  %".525" = call i32 @"irx_exception_pending"(i8* %"context")
  %".526" = icmp ne i32 %".525", 0
  br i1 %".526", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.23"
native.pending.30:
  br label %"cleanup.done.23"
native.error.30:
  %"exception.text_ptr.85" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.86" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".529" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".520", i8* %"exception.text_ptr.85", i32 14, i32 3, i8* %"exception.text_ptr.86")
  br label %"cleanup.done.23"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".536")
  %".550" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".551" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".552" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".553" = bitcast %"builtins__exceptions__LookupError"* %".551" to i8*
  %".554" = call i32 @"irx_class_release"(i8* %"context", i8* %".553", i8* %".552")
  %".555" = icmp eq i32 %".554", 0
  br i1 %".555", label %"native.ok.32", label %"native.fail.32"
native.fail.31:
  %".542" = call i32 @"irx_exception_pending"(i8* %"context")
  %".543" = icmp ne i32 %".542", 0
  br i1 %".543", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.24"
native.pending.31:
  br label %"cleanup.done.24"
native.error.31:
  %"exception.text_ptr.89" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.90" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".546" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".537", i8* %"exception.text_ptr.89", i32 17, i32 11, i8* %"exception.text_ptr.90")
  br label %"cleanup.done.24"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".550")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.32:
  %".557" = call i32 @"irx_exception_pending"(i8* %"context")
  %".558" = icmp ne i32 %".557", 0
  br i1 %".558", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.25"
native.pending.32:
  br label %"cleanup.done.25"
native.error.32:
  %"exception.text_ptr.91" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.92" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".561" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".552", i8* %"exception.text_ptr.91", i32 14, i32 3, i8* %"exception.text_ptr.92")
  br label %"cleanup.done.25"
native.ok.28.if:
  %"exception.text_ptr.95" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.96" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.95", i8* %"exception.text_ptr.96", i32 17, i32 5, i8* %"exception.text_ptr.97")
  unreachable
native.ok.28.endif:
  %".576" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".577" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".578" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".579" = call i32 @"irx_class_release"(i8* %"context", i8* %".578", i8* %".577")
  %".580" = icmp eq i32 %".579", 0
  br i1 %".580", label %"native.ok.33", label %"native.fail.33"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".576")
  %".590" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".591" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".592" = bitcast %"builtins__exceptions__OSError"* %".359" to i8*
  %".593" = call i32 @"irx_class_release"(i8* %"context", i8* %".592", i8* %".591")
  %".594" = icmp eq i32 %".593", 0
  br i1 %".594", label %"native.ok.34", label %"native.fail.34"
native.fail.33:
  %".582" = call i32 @"irx_exception_pending"(i8* %"context")
  %".583" = icmp ne i32 %".582", 0
  br i1 %".583", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.26"
native.pending.33:
  br label %"cleanup.done.26"
native.error.33:
  %"exception.text_ptr.98" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".586" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".577", i8* %"exception.text_ptr.98", i32 17, i32 11, i8* %"exception.text_ptr.99")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".590")
  %".604" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".605" = load %"builtins__exceptions__LookupError"*, %"builtins__exceptions__LookupError"** %"e"
  %".606" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".607" = bitcast %"builtins__exceptions__LookupError"* %".605" to i8*
  %".608" = call i32 @"irx_class_release"(i8* %"context", i8* %".607", i8* %".606")
  %".609" = icmp eq i32 %".608", 0
  br i1 %".609", label %"native.ok.35", label %"native.fail.35"
native.fail.34:
  %".596" = call i32 @"irx_exception_pending"(i8* %"context")
  %".597" = icmp ne i32 %".596", 0
  br i1 %".597", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  br label %"cleanup.done.27"
native.pending.34:
  br label %"cleanup.done.27"
native.error.34:
  %"exception.text_ptr.100" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".600" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".591", i8* %"exception.text_ptr.100", i32 17, i32 11, i8* %"exception.text_ptr.101")
  br label %"cleanup.done.27"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".604")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.35:
  %".611" = call i32 @"irx_exception_pending"(i8* %"context")
  %".612" = icmp ne i32 %".611", 0
  br i1 %".612", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.28"
native.pending.35:
  br label %"cleanup.done.28"
native.error.35:
  %"exception.text_ptr.102" = getelementptr inbounds [19 x i8], [19 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.103" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".615" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".606", i8* %"exception.text_ptr.102", i32 14, i32 3, i8* %"exception.text_ptr.103")
  br label %"cleanup.done.28"
}

@"str_utf8_5536490064599431893_140403594370832" = internal constant [27 x i8] c"range() step must not be 0\00"
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
@"str_utf8_5306077217403227566_140402474325136" = internal constant [6 x i8] c"first\00"
declare external i32 @"irx_exception_pending"(i8* %".1")

@"exception_text_19" = internal constant [19 x i8] c"exceptions_context\00"
@"exception_text_20" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"string_copy_empty_21" = internal constant [1 x i8] c"\00"
@"exception_text_22" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

declare external void @"irx_class_complete"(i8* %".1")

declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_24" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_25" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_26" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_27" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

declare external i8* @"irx_exception_handled_payload"(i8* %".1")

declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

@"str_utf8_9218713552781327642_140402471281424" = internal constant [10 x i8] c"handling \00"
@"str_utf8_921203817543323108_140402471507472" = internal constant [7 x i8] c"second\00"
define internal i32 @"irx.drop.builtins.exceptions::class::OSError"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__exceptions__OSError"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".5", i32 0, i32 4
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".5", i32 0, i32 3
  %".16" = load i8*, i8** %".15"
  call void @"irx_exception_info_release"(i8* %".16")
  store i8* null, i8** %".15"
  %".19" = load i32, i32* %"first_status"
  ret i32 %".19"
}

@"exception_text_28" = internal constant [36 x i8] c"builtins.exceptions::class::OSError\00"
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
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_29", i32 0, i32 0
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

@"exception_text_29" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

