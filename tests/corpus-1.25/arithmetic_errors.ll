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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403594261328", i32 0, i32 0
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

define i32 @"arithmetic_errors__div"(i8* %"context", i32 %"a", i32 %"b", i32* %"result_out")
{
entry:
  %"a.1" = alloca i32
  store i32 %"a", i32* %"a.1"
  %"b.1" = alloca i32
  store i32 %"b", i32* %"b.1"
  %"a.2" = load i32, i32* %"a.1"
  %"b.2" = load i32, i32* %"b.1"
  %".8" = icmp ne i32 %"b.2", 0
  br i1 %".8", label %"integer.division.zero.pass", label %"integer.division.zero.fail"
integer.division.zero.fail:
  %"exception.text_ptr" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".10" = call i32 @"irx.raise.builtins.exceptions::class::ZeroDivisionError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 10, i32 12, i8* %"exception.text_ptr.2")
  ret i32 1
integer.division.zero.pass:
  %".12" = icmp eq i32 %"a.2", -2147483648
  %".13" = icmp eq i32 %"b.2", -1
  %".14" = and i1 %".12", %".13"
  %".15" = xor i1 %".14", -1
  br i1 %".15", label %"integer.division.overflow.pass", label %"integer.division.overflow.fail"
integer.division.overflow.fail:
  %"exception.text_ptr.3" = getelementptr inbounds [47 x i8], [47 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".17" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.3", i8* %"exception.text_ptr.4", i32 10, i32 12, i8* %"exception.text_ptr.5")
  ret i32 1
integer.division.overflow.pass:
  %"divtmp" = sdiv i32 %"a.2", %"b.2"
  store i32 %"divtmp", i32* %"result_out"
  ret i32 0
}

define i32 @"arithmetic_errors__grow"(i8* %"context", i32 %"a", i32* %"result_out")
{
entry:
  %"a.1" = alloca i32
  store i32 %"a", i32* %"a.1"
  %"a.2" = load i32, i32* %"a.1"
  %"checked.mul" = call {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %"a.2", i32 1000)
  %"multmp" = extractvalue {i32, i1} %"checked.mul", 0
  %"overflow" = extractvalue {i32, i1} %"checked.mul", 1
  %".6" = xor i1 %"overflow", -1
  br i1 %".6", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_17", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_18", i32 0, i32 0
  %".8" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 13, i32 12, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.arithmetic.pass:
  store i32 %"multmp", i32* %"result_out"
  ret i32 0
}

define i32 @"arithmetic_errors__to_int"(i8* %"context", double %"x", i32* %"result_out")
{
entry:
  %"x.1" = alloca double
  store double %"x", double* %"x.1"
  %"x.2" = load double, double* %"x.1"
  %".6" = fcmp oeq double %"x.2", %"x.2"
  br i1 %".6", label %"numeric.conversion.nan.pass", label %"numeric.conversion.nan.fail"
numeric.conversion.nan.fail:
  %"exception.text_ptr" = getelementptr inbounds [33 x i8], [33 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_11", i32 0, i32 0
  %".8" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 16, i32 10, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.conversion.nan.pass:
  %".10" = call double @"llvm.trunc.f64"(double %"x.2")
  %".11" = fcmp oge double %".10", 0xc1e0000000000000
  %".12" = fcmp olt double %".10", 0x41e0000000000000
  %".13" = and i1 %".11", %".12"
  br i1 %".13", label %"numeric.conversion.pass", label %"numeric.conversion.fail"
numeric.conversion.fail:
  %"exception.text_ptr.3" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_11", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.3", i8* %"exception.text_ptr.4", i32 16, i32 10, i8* %"exception.text_ptr.5")
  ret i32 1
numeric.conversion.pass:
  %".17" = fptosi double %".10" to i32
  store i32 %".17", i32* %"result_out"
  ret i32 0
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"call.result.8" = alloca i32
  %"call.result.7" = alloca i32
  %"call.result.6" = alloca i32
  %"call.result.5" = alloca i32
  %"call.result.4" = alloca i32
  %"file_error.67" = alloca [256 x i8]
  %"file_error.66" = alloca [256 x i8]
  %"file_error.65" = alloca [256 x i8]
  %"file_error.64" = alloca [256 x i8]
  %"file_error.63" = alloca [256 x i8]
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
  %"e.6" = alloca %"builtins__exceptions__OverflowError"*
  %"call.result.3" = alloca i32
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
  %"e.4" = alloca %"builtins__exceptions__ValueError"*
  %"call.result.2" = alloca i32
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
  %"e.2" = alloca %"builtins__exceptions__OverflowError"*
  %"call.result.1" = alloca i32
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
  %"e" = alloca %"builtins__exceptions__ZeroDivisionError"*
  %"call.result" = alloca i32
  %"call.status" = call i32 @"arithmetic_errors__div"(i8* %"context", i32 7, i32 0, i32* %"call.result")
  %".4" = icmp eq i32 %"call.status", 0
  br i1 %".4", label %"call.success", label %"call.failure"
except.dispatch:
  %"exception.text_ptr.10" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_20", i32 0, i32 0
  %".27" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.10")
  %".28" = icmp ne i32 %".27", 0
  %".29" = or i1 false, %".28"
  br i1 %".29", label %"except.body", label %"except.next"
try.end:
  %"call.status.1" = call i32 @"arithmetic_errors__grow"(i8* %"context", i32 3000000, i32* %"call.result.1")
  %".304" = icmp eq i32 %"call.status.1", 0
  br i1 %".304", label %"call.success.1", label %"call.failure.1"
call.success:
  %".8" = load i32, i32* %"call.result"
  %".9" = sext i32 %".8" to i64
  %".10" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".11" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".10", i64 %".9")
  %"string_format_size_succeeded" = icmp sge i32 %".11", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 20, i32 11)
  br label %"except.dispatch"
string.format.size.fail:
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
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
  %"exception.text_ptr.5" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  br label %"except.dispatch"
string.allocation.pass:
  %".20" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".16", i64 %"string_format_allocation_size", i8* %".10", i64 %".9")
  %"string_format_write_succeeded" = icmp sge i32 %".20", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
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
  %".33" = bitcast i8* %".32" to %"builtins__exceptions__ZeroDivisionError"*
  store %"builtins__exceptions__ZeroDivisionError"* %".33", %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".35" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".36" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".33" to i8*
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
  %"e.1" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".48" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".49" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".50" = call i32 @"irx_class_require"(i8* %".49", i8* %".48")
  %".51" = icmp eq i32 %".50", 0
  br i1 %".51", label %"native.ok.1", label %"native.fail.1"
native.pending:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.error:
  %"exception.text_ptr.11" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".45" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".35", i8* %"exception.text_ptr.11", i32 21, i32 3, i8* %"exception.text_ptr.12")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.1:
  %".53" = call i32 @"irx_exception_pending"(i8* %"context")
  %".54" = icmp ne i32 %".53", 0
  br i1 %".54", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".91" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".92" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".93" = call i32 @"irx_class_retain"(i8* %".92", i8* %".91")
  %".94" = icmp eq i32 %".93", 0
  br i1 %".94", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".56" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".57" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".58" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".59" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".57" to i8*
  %".60" = call i32 @"irx_class_release"(i8* %"context", i8* %".59", i8* %".58")
  %".61" = icmp eq i32 %".60", 0
  br i1 %".61", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.15" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".73" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".48", i8* %"exception.text_ptr.15", i32 22, i32 11, i8* %"exception.text_ptr.16")
  %".74" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".75" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".76" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".77" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".75" to i8*
  %".78" = call i32 @"irx_class_release"(i8* %"context", i8* %".77", i8* %".76")
  %".79" = icmp eq i32 %".78", 0
  br i1 %".79", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".56")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.2:
  %".63" = call i32 @"irx_exception_pending"(i8* %"context")
  %".64" = icmp ne i32 %".63", 0
  br i1 %".64", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.13" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".67" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".58", i8* %"exception.text_ptr.13", i32 21, i32 3, i8* %"exception.text_ptr.14")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".74")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.3:
  %".81" = call i32 @"irx_exception_pending"(i8* %"context")
  %".82" = icmp ne i32 %".81", 0
  br i1 %".82", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.17" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".85" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".76", i8* %"exception.text_ptr.17", i32 21, i32 3, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.1"
native.fail.4:
  %".96" = call i32 @"irx_exception_pending"(i8* %"context")
  %".97" = icmp ne i32 %".96", 0
  br i1 %".97", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".134" = getelementptr inbounds %"builtins__exceptions__ZeroDivisionError", %"builtins__exceptions__ZeroDivisionError"* %"e.1", i32 0, i32 1
  %".135" = load i8*, i8** %".134"
  %".136" = bitcast i8* %".135" to i8* (i8*, i32)*
  %".137" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".136"(i8* %".137", i32 0)
  %".138" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".139" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".138")
  %".140" = icmp eq i32 %".139", 0
  br i1 %".140", label %"native.ok.7", label %"native.fail.7"
native.pending.4:
  %".99" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".100" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".101" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".102" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".100" to i8*
  %".103" = call i32 @"irx_class_release"(i8* %"context", i8* %".102", i8* %".101")
  %".104" = icmp eq i32 %".103", 0
  br i1 %".104", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.21" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".116" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".91", i8* %"exception.text_ptr.21", i32 22, i32 11, i8* %"exception.text_ptr.22")
  %".117" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".118" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".119" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".120" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".118" to i8*
  %".121" = call i32 @"irx_class_release"(i8* %"context", i8* %".120", i8* %".119")
  %".122" = icmp eq i32 %".121", 0
  br i1 %".122", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".99")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.5:
  %".106" = call i32 @"irx_exception_pending"(i8* %"context")
  %".107" = icmp ne i32 %".106", 0
  br i1 %".107", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.19" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".110" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".101", i8* %"exception.text_ptr.19", i32 21, i32 3, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.2"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".117")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
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
  %"exception.text_ptr.23" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".128" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".119", i8* %"exception.text_ptr.23", i32 21, i32 3, i8* %"exception.text_ptr.24")
  br label %"cleanup.done.3"
native.fail.7:
  %".142" = call i32 @"irx_exception_pending"(i8* %"context")
  %".143" = icmp ne i32 %".142", 0
  br i1 %".143", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_30", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.1" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
native.pending.7:
  %".145" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".146" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".147" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".148" = call i32 @"irx_class_release"(i8* %"context", i8* %".147", i8* %".146")
  %".149" = icmp eq i32 %".148", 0
  br i1 %".149", label %"native.ok.8", label %"native.fail.8"
native.error.7:
  %"exception.text_ptr.29" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".176" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".138", i8* %"exception.text_ptr.29", i32 22, i32 11, i8* %"exception.text_ptr.30")
  %".177" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".178" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".179" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".180" = call i32 @"irx_class_release"(i8* %"context", i8* %".179", i8* %".178")
  %".181" = icmp eq i32 %".180", 0
  br i1 %".181", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".145")
  %".159" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".160" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".161" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".162" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".160" to i8*
  %".163" = call i32 @"irx_class_release"(i8* %"context", i8* %".162", i8* %".161")
  %".164" = icmp eq i32 %".163", 0
  br i1 %".164", label %"native.ok.9", label %"native.fail.9"
native.fail.8:
  %".151" = call i32 @"irx_exception_pending"(i8* %"context")
  %".152" = icmp ne i32 %".151", 0
  br i1 %".152", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.25" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".155" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".146", i8* %"exception.text_ptr.25", i32 22, i32 11, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".159")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.9:
  %".166" = call i32 @"irx_exception_pending"(i8* %"context")
  %".167" = icmp ne i32 %".166", 0
  br i1 %".167", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.27" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".170" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".161", i8* %"exception.text_ptr.27", i32 21, i32 3, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".177")
  %".191" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".192" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".193" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".194" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".192" to i8*
  %".195" = call i32 @"irx_class_release"(i8* %"context", i8* %".194", i8* %".193")
  %".196" = icmp eq i32 %".195", 0
  br i1 %".196", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".183" = call i32 @"irx_exception_pending"(i8* %"context")
  %".184" = icmp ne i32 %".183", 0
  br i1 %".184", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.31" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".187" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".178", i8* %"exception.text_ptr.31", i32 22, i32 11, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".191")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.11:
  %".198" = call i32 @"irx_exception_pending"(i8* %"context")
  %".199" = icmp ne i32 %".198", 0
  br i1 %".199", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.33" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".202" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".193", i8* %"exception.text_ptr.33", i32 21, i32 3, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.7"
string.allocation.fail.1:
  %"exception.text_ptr.35" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".209" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.35", i8* %"exception.text_ptr.36", i32 -1, i32 -1, i8* %"exception.text_ptr.37")
  %".210" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".211" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".212" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".213" = call i32 @"irx_class_release"(i8* %"context", i8* %".212", i8* %".211")
  %".214" = icmp eq i32 %".213", 0
  br i1 %".214", label %"native.ok.12", label %"native.fail.12"
string.allocation.pass.1:
  %".241" = call i32 @"puts"(i8* %"str_concat")
  call void @"free"(i8* %"str_concat")
  %".243" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".244" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".245" = bitcast %"builtins__exceptions__ZeroDivisionError"* %"e.1" to i8*
  %".246" = call i32 @"irx_class_release"(i8* %"context", i8* %".245", i8* %".244")
  %".247" = icmp eq i32 %".246", 0
  br i1 %".247", label %"native.ok.14", label %"native.fail.14"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".210")
  %".224" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".225" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".226" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".227" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".225" to i8*
  %".228" = call i32 @"irx_class_release"(i8* %"context", i8* %".227", i8* %".226")
  %".229" = icmp eq i32 %".228", 0
  br i1 %".229", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".216" = call i32 @"irx_exception_pending"(i8* %"context")
  %".217" = icmp ne i32 %".216", 0
  br i1 %".217", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.38" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".220" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".211", i8* %"exception.text_ptr.38", i32 22, i32 11, i8* %"exception.text_ptr.39")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".224")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.13:
  %".231" = call i32 @"irx_exception_pending"(i8* %"context")
  %".232" = icmp ne i32 %".231", 0
  br i1 %".232", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.40" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".226", i8* %"exception.text_ptr.40", i32 21, i32 3, i8* %"exception.text_ptr.41")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".243")
  %".257" = call i32 @"irx_exception_pending"(i8* %"context")
  %".258" = icmp ne i32 %".257", 0
  br i1 %".258", label %"cleanup.done.10.if", label %"cleanup.done.10.endif"
native.fail.14:
  %".249" = call i32 @"irx_exception_pending"(i8* %"context")
  %".250" = icmp ne i32 %".249", 0
  br i1 %".250", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.42" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".253" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".244", i8* %"exception.text_ptr.42", i32 22, i32 11, i8* %"exception.text_ptr.43")
  br label %"cleanup.done.10"
cleanup.done.10.if:
  %".260" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".261" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".262" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".263" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".261" to i8*
  %".264" = call i32 @"irx_class_release"(i8* %"context", i8* %".263", i8* %".262")
  %".265" = icmp eq i32 %".264", 0
  br i1 %".265", label %"native.ok.15", label %"native.fail.15"
cleanup.done.10.endif:
  %".277" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".278" = load %"builtins__exceptions__ZeroDivisionError"*, %"builtins__exceptions__ZeroDivisionError"** %"e"
  %".279" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".280" = bitcast %"builtins__exceptions__ZeroDivisionError"* %".278" to i8*
  %".281" = call i32 @"irx_class_release"(i8* %"context", i8* %".280", i8* %".279")
  %".282" = icmp eq i32 %".281", 0
  br i1 %".282", label %"native.ok.16", label %"native.fail.16"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".260")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
native.fail.15:
  %".267" = call i32 @"irx_exception_pending"(i8* %"context")
  %".268" = icmp ne i32 %".267", 0
  br i1 %".268", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.44" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.45" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".271" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".262", i8* %"exception.text_ptr.44", i32 21, i32 3, i8* %"exception.text_ptr.45")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".277")
  %".292" = call i32 @"irx_exception_pending"(i8* %"context")
  %".293" = icmp ne i32 %".292", 0
  br i1 %".293", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.16:
  %".284" = call i32 @"irx_exception_pending"(i8* %"context")
  %".285" = icmp ne i32 %".284", 0
  br i1 %".285", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.46" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.47" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".288" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".279", i8* %"exception.text_ptr.46", i32 21, i32 3, i8* %"exception.text_ptr.47")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  ret i32 1
cleanup.done.12.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".31")
  %".298" = call i32 @"irx_exception_pending"(i8* %"context")
  %".299" = icmp ne i32 %".298", 0
  br i1 %".299", label %"cleanup.done.12.endif.if", label %"cleanup.done.12.endif.endif"
cleanup.done.12.endif.if:
  ret i32 1
cleanup.done.12.endif.endif:
  br label %"try.end"
except.dispatch.1:
  %"exception.text_ptr.58" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_9", i32 0, i32 0
  %".327" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.58")
  %".328" = icmp ne i32 %".327", 0
  %".329" = or i1 false, %".328"
  br i1 %".329", label %"except.body.1", label %"except.next.1"
try.end.1:
  %"divtmp" = fdiv float              0x0,              0x0
  %"fpext" = fpext float %"divtmp" to double
  %"call.status.2" = call i32 @"arithmetic_errors__to_int"(i8* %"context", double %"fpext", i32* %"call.result.2")
  %".604" = icmp eq i32 %"call.status.2", 0
  br i1 %".604", label %"call.success.2", label %"call.failure.2"
call.success.1:
  %".308" = load i32, i32* %"call.result.1"
  %".309" = sext i32 %".308" to i64
  %".310" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".311" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".310", i64 %".309")
  %"string_format_size_succeeded.1" = icmp sge i32 %".311", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
call.failure.1:
  %"exception.text_ptr.48" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.48", i32 25, i32 11)
  br label %"except.dispatch.1"
string.format.size.fail.1:
  %"exception.text_ptr.49" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".313" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.49", i8* %"exception.text_ptr.50", i32 -1, i32 -1, i8* %"exception.text_ptr.51")
  br label %"except.dispatch.1"
string.format.size.pass.1:
  %".315" = zext i32 %".311" to i64
  %"string_format_allocation_size.1" = add i64 %".315", 1
  %".316" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.2" = icmp ne i8* %".316", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
string.allocation.fail.2:
  %"exception.text_ptr.52" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.54" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".318" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.52", i8* %"exception.text_ptr.53", i32 -1, i32 -1, i8* %"exception.text_ptr.54")
  br label %"except.dispatch.1"
string.allocation.pass.2:
  %".320" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".316", i64 %"string_format_allocation_size.1", i8* %".310", i64 %".309")
  %"string_format_write_succeeded.1" = icmp sge i32 %".320", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
string.format.write.fail.1:
  %"exception.text_ptr.55" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.56" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".322" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.55", i8* %"exception.text_ptr.56", i32 -1, i32 -1, i8* %"exception.text_ptr.57")
  br label %"except.dispatch.1"
string.format.write.pass.1:
  %".324" = call i32 @"puts"(i8* %".316")
  call void @"free"(i8* %".316")
  br label %"try.end.1"
except.body.1:
  %".331" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".332" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".333" = bitcast i8* %".332" to %"builtins__exceptions__OverflowError"*
  store %"builtins__exceptions__OverflowError"* %".333", %"builtins__exceptions__OverflowError"** %"e.2"
  %".335" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".336" = bitcast %"builtins__exceptions__OverflowError"* %".333" to i8*
  %".337" = call i32 @"irx_class_retain"(i8* %".336", i8* %".335")
  %".338" = icmp eq i32 %".337", 0
  br i1 %".338", label %"native.ok.17", label %"native.fail.17"
except.next.1:
  ret i32 1
native.fail.17:
  %".340" = call i32 @"irx_exception_pending"(i8* %"context")
  %".341" = icmp ne i32 %".340", 0
  br i1 %".341", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  %"e.3" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".348" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".349" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".350" = call i32 @"irx_class_require"(i8* %".349", i8* %".348")
  %".351" = icmp eq i32 %".350", 0
  br i1 %".351", label %"native.ok.18", label %"native.fail.18"
native.pending.17:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.error.17:
  %"exception.text_ptr.59" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".345" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".335", i8* %"exception.text_ptr.59", i32 26, i32 3, i8* %"exception.text_ptr.60")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.18:
  %".353" = call i32 @"irx_exception_pending"(i8* %"context")
  %".354" = icmp ne i32 %".353", 0
  br i1 %".354", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  %".391" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".392" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".393" = call i32 @"irx_class_retain"(i8* %".392", i8* %".391")
  %".394" = icmp eq i32 %".393", 0
  br i1 %".394", label %"native.ok.21", label %"native.fail.21"
native.pending.18:
  %".356" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".357" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".358" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".359" = bitcast %"builtins__exceptions__OverflowError"* %".357" to i8*
  %".360" = call i32 @"irx_class_release"(i8* %"context", i8* %".359", i8* %".358")
  %".361" = icmp eq i32 %".360", 0
  br i1 %".361", label %"native.ok.19", label %"native.fail.19"
native.error.18:
  %"exception.text_ptr.63" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".373" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".348", i8* %"exception.text_ptr.63", i32 27, i32 11, i8* %"exception.text_ptr.64")
  %".374" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".375" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".376" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".377" = bitcast %"builtins__exceptions__OverflowError"* %".375" to i8*
  %".378" = call i32 @"irx_class_release"(i8* %"context", i8* %".377", i8* %".376")
  %".379" = icmp eq i32 %".378", 0
  br i1 %".379", label %"native.ok.20", label %"native.fail.20"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".356")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.19:
  %".363" = call i32 @"irx_exception_pending"(i8* %"context")
  %".364" = icmp ne i32 %".363", 0
  br i1 %".364", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.13"
native.pending.19:
  br label %"cleanup.done.13"
native.error.19:
  %"exception.text_ptr.61" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".367" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".358", i8* %"exception.text_ptr.61", i32 26, i32 3, i8* %"exception.text_ptr.62")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".374")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.20:
  %".381" = call i32 @"irx_exception_pending"(i8* %"context")
  %".382" = icmp ne i32 %".381", 0
  br i1 %".382", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.14"
native.pending.20:
  br label %"cleanup.done.14"
native.error.20:
  %"exception.text_ptr.65" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".385" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".376", i8* %"exception.text_ptr.65", i32 26, i32 3, i8* %"exception.text_ptr.66")
  br label %"cleanup.done.14"
native.fail.21:
  %".396" = call i32 @"irx_exception_pending"(i8* %"context")
  %".397" = icmp ne i32 %".396", 0
  br i1 %".397", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  %".434" = getelementptr inbounds %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %"e.3", i32 0, i32 1
  %".435" = load i8*, i8** %".434"
  %".436" = bitcast i8* %".435" to i8* (i8*, i32)*
  %".437" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %"message_raw_addr.1" = call i8* %".436"(i8* %".437", i32 0)
  %".438" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".439" = call i32 @"irx_class_require"(i8* %"message_raw_addr.1", i8* %".438")
  %".440" = icmp eq i32 %".439", 0
  br i1 %".440", label %"native.ok.24", label %"native.fail.24"
native.pending.21:
  %".399" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".400" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".401" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".402" = bitcast %"builtins__exceptions__OverflowError"* %".400" to i8*
  %".403" = call i32 @"irx_class_release"(i8* %"context", i8* %".402", i8* %".401")
  %".404" = icmp eq i32 %".403", 0
  br i1 %".404", label %"native.ok.22", label %"native.fail.22"
native.error.21:
  %"exception.text_ptr.69" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".416" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".391", i8* %"exception.text_ptr.69", i32 27, i32 11, i8* %"exception.text_ptr.70")
  %".417" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".418" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".419" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".420" = bitcast %"builtins__exceptions__OverflowError"* %".418" to i8*
  %".421" = call i32 @"irx_class_release"(i8* %"context", i8* %".420", i8* %".419")
  %".422" = icmp eq i32 %".421", 0
  br i1 %".422", label %"native.ok.23", label %"native.fail.23"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".399")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.22:
  %".406" = call i32 @"irx_exception_pending"(i8* %"context")
  %".407" = icmp ne i32 %".406", 0
  br i1 %".407", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.15"
native.pending.22:
  br label %"cleanup.done.15"
native.error.22:
  %"exception.text_ptr.67" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".410" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".401", i8* %"exception.text_ptr.67", i32 26, i32 3, i8* %"exception.text_ptr.68")
  br label %"cleanup.done.15"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".417")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.23:
  %".424" = call i32 @"irx_exception_pending"(i8* %"context")
  %".425" = icmp ne i32 %".424", 0
  br i1 %".425", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.16"
native.pending.23:
  br label %"cleanup.done.16"
native.error.23:
  %"exception.text_ptr.71" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".428" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".419", i8* %"exception.text_ptr.71", i32 26, i32 3, i8* %"exception.text_ptr.72")
  br label %"cleanup.done.16"
native.fail.24:
  %".442" = call i32 @"irx_exception_pending"(i8* %"context")
  %".443" = icmp ne i32 %".442", 0
  br i1 %".443", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  %"message_addr.1" = bitcast i8* %"message_raw_addr.1" to i8**
  %"message.1" = load i8*, i8** %"message_addr.1"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_30", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %"message.1", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.pending.24:
  %".445" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".446" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".447" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".448" = call i32 @"irx_class_release"(i8* %"context", i8* %".447", i8* %".446")
  %".449" = icmp eq i32 %".448", 0
  br i1 %".449", label %"native.ok.25", label %"native.fail.25"
native.error.24:
  %"exception.text_ptr.77" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.78" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".476" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".438", i8* %"exception.text_ptr.77", i32 27, i32 11, i8* %"exception.text_ptr.78")
  %".477" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".478" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".479" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".480" = call i32 @"irx_class_release"(i8* %"context", i8* %".479", i8* %".478")
  %".481" = icmp eq i32 %".480", 0
  br i1 %".481", label %"native.ok.27", label %"native.fail.27"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".445")
  %".459" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".460" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".461" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".462" = bitcast %"builtins__exceptions__OverflowError"* %".460" to i8*
  %".463" = call i32 @"irx_class_release"(i8* %"context", i8* %".462", i8* %".461")
  %".464" = icmp eq i32 %".463", 0
  br i1 %".464", label %"native.ok.26", label %"native.fail.26"
native.fail.25:
  %".451" = call i32 @"irx_exception_pending"(i8* %"context")
  %".452" = icmp ne i32 %".451", 0
  br i1 %".452", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.17"
native.pending.25:
  br label %"cleanup.done.17"
native.error.25:
  %"exception.text_ptr.73" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".455" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".446", i8* %"exception.text_ptr.73", i32 27, i32 11, i8* %"exception.text_ptr.74")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".459")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.26:
  %".466" = call i32 @"irx_exception_pending"(i8* %"context")
  %".467" = icmp ne i32 %".466", 0
  br i1 %".467", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.18"
native.pending.26:
  br label %"cleanup.done.18"
native.error.26:
  %"exception.text_ptr.75" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".470" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".461", i8* %"exception.text_ptr.75", i32 26, i32 3, i8* %"exception.text_ptr.76")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".477")
  %".491" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".492" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".493" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".494" = bitcast %"builtins__exceptions__OverflowError"* %".492" to i8*
  %".495" = call i32 @"irx_class_release"(i8* %"context", i8* %".494", i8* %".493")
  %".496" = icmp eq i32 %".495", 0
  br i1 %".496", label %"native.ok.28", label %"native.fail.28"
native.fail.27:
  %".483" = call i32 @"irx_exception_pending"(i8* %"context")
  %".484" = icmp ne i32 %".483", 0
  br i1 %".484", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.19"
native.pending.27:
  br label %"cleanup.done.19"
native.error.27:
  %"exception.text_ptr.79" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".487" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".478", i8* %"exception.text_ptr.79", i32 27, i32 11, i8* %"exception.text_ptr.80")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".491")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.28:
  %".498" = call i32 @"irx_exception_pending"(i8* %"context")
  %".499" = icmp ne i32 %".498", 0
  br i1 %".499", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.20"
native.pending.28:
  br label %"cleanup.done.20"
native.error.28:
  %"exception.text_ptr.81" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.82" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".502" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".493", i8* %"exception.text_ptr.81", i32 26, i32 3, i8* %"exception.text_ptr.82")
  br label %"cleanup.done.20"
string.allocation.fail.3:
  %"exception.text_ptr.83" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.85" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".509" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.83", i8* %"exception.text_ptr.84", i32 -1, i32 -1, i8* %"exception.text_ptr.85")
  %".510" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".511" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".512" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".513" = call i32 @"irx_class_release"(i8* %"context", i8* %".512", i8* %".511")
  %".514" = icmp eq i32 %".513", 0
  br i1 %".514", label %"native.ok.29", label %"native.fail.29"
string.allocation.pass.3:
  %".541" = call i32 @"puts"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat.1")
  %".543" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".544" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".545" = bitcast %"builtins__exceptions__OverflowError"* %"e.3" to i8*
  %".546" = call i32 @"irx_class_release"(i8* %"context", i8* %".545", i8* %".544")
  %".547" = icmp eq i32 %".546", 0
  br i1 %".547", label %"native.ok.31", label %"native.fail.31"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".510")
  %".524" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".525" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".526" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".527" = bitcast %"builtins__exceptions__OverflowError"* %".525" to i8*
  %".528" = call i32 @"irx_class_release"(i8* %"context", i8* %".527", i8* %".526")
  %".529" = icmp eq i32 %".528", 0
  br i1 %".529", label %"native.ok.30", label %"native.fail.30"
native.fail.29:
  %".516" = call i32 @"irx_exception_pending"(i8* %"context")
  %".517" = icmp ne i32 %".516", 0
  br i1 %".517", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.21"
native.pending.29:
  br label %"cleanup.done.21"
native.error.29:
  %"exception.text_ptr.86" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.87" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".520" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".511", i8* %"exception.text_ptr.86", i32 27, i32 11, i8* %"exception.text_ptr.87")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".524")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.30:
  %".531" = call i32 @"irx_exception_pending"(i8* %"context")
  %".532" = icmp ne i32 %".531", 0
  br i1 %".532", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.22"
native.pending.30:
  br label %"cleanup.done.22"
native.error.30:
  %"exception.text_ptr.88" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.89" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".535" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".526", i8* %"exception.text_ptr.88", i32 26, i32 3, i8* %"exception.text_ptr.89")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".543")
  %".557" = call i32 @"irx_exception_pending"(i8* %"context")
  %".558" = icmp ne i32 %".557", 0
  br i1 %".558", label %"cleanup.done.23.if", label %"cleanup.done.23.endif"
native.fail.31:
  %".549" = call i32 @"irx_exception_pending"(i8* %"context")
  %".550" = icmp ne i32 %".549", 0
  br i1 %".550", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.23"
native.pending.31:
  br label %"cleanup.done.23"
native.error.31:
  %"exception.text_ptr.90" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".553" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".544", i8* %"exception.text_ptr.90", i32 27, i32 11, i8* %"exception.text_ptr.91")
  br label %"cleanup.done.23"
cleanup.done.23.if:
  %".560" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".561" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".562" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".563" = bitcast %"builtins__exceptions__OverflowError"* %".561" to i8*
  %".564" = call i32 @"irx_class_release"(i8* %"context", i8* %".563", i8* %".562")
  %".565" = icmp eq i32 %".564", 0
  br i1 %".565", label %"native.ok.32", label %"native.fail.32"
cleanup.done.23.endif:
  %".577" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".578" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.2"
  %".579" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".580" = bitcast %"builtins__exceptions__OverflowError"* %".578" to i8*
  %".581" = call i32 @"irx_class_release"(i8* %"context", i8* %".580", i8* %".579")
  %".582" = icmp eq i32 %".581", 0
  br i1 %".582", label %"native.ok.33", label %"native.fail.33"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".560")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
native.fail.32:
  %".567" = call i32 @"irx_exception_pending"(i8* %"context")
  %".568" = icmp ne i32 %".567", 0
  br i1 %".568", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.24"
native.pending.32:
  br label %"cleanup.done.24"
native.error.32:
  %"exception.text_ptr.92" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".571" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".562", i8* %"exception.text_ptr.92", i32 26, i32 3, i8* %"exception.text_ptr.93")
  br label %"cleanup.done.24"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".577")
  %".592" = call i32 @"irx_exception_pending"(i8* %"context")
  %".593" = icmp ne i32 %".592", 0
  br i1 %".593", label %"cleanup.done.25.if", label %"cleanup.done.25.endif"
native.fail.33:
  %".584" = call i32 @"irx_exception_pending"(i8* %"context")
  %".585" = icmp ne i32 %".584", 0
  br i1 %".585", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.25"
native.pending.33:
  br label %"cleanup.done.25"
native.error.33:
  %"exception.text_ptr.94" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".588" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".579", i8* %"exception.text_ptr.94", i32 26, i32 3, i8* %"exception.text_ptr.95")
  br label %"cleanup.done.25"
cleanup.done.25.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  ret i32 1
cleanup.done.25.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".331")
  %".598" = call i32 @"irx_exception_pending"(i8* %"context")
  %".599" = icmp ne i32 %".598", 0
  br i1 %".599", label %"cleanup.done.25.endif.if", label %"cleanup.done.25.endif.endif"
cleanup.done.25.endif.if:
  ret i32 1
cleanup.done.25.endif.endif:
  br label %"try.end.1"
except.dispatch.2:
  %"exception.text_ptr.106" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".627" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.106")
  %".628" = icmp ne i32 %".627", 0
  %".629" = or i1 false, %".628"
  br i1 %".629", label %"except.body.2", label %"except.next.2"
try.end.2:
  %"call.status.3" = call i32 @"arithmetic_errors__to_int"(i8* %"context", double 0x41e65a0bc0000000, i32* %"call.result.3")
  %".904" = icmp eq i32 %"call.status.3", 0
  br i1 %".904", label %"call.success.3", label %"call.failure.3"
call.success.2:
  %".608" = load i32, i32* %"call.result.2"
  %".609" = sext i32 %".608" to i64
  %".610" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".611" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".610", i64 %".609")
  %"string_format_size_succeeded.2" = icmp sge i32 %".611", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
call.failure.2:
  %"exception.text_ptr.96" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.96", i32 30, i32 11)
  br label %"except.dispatch.2"
string.format.size.fail.2:
  %"exception.text_ptr.97" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.98" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".613" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.97", i8* %"exception.text_ptr.98", i32 -1, i32 -1, i8* %"exception.text_ptr.99")
  br label %"except.dispatch.2"
string.format.size.pass.2:
  %".615" = zext i32 %".611" to i64
  %"string_format_allocation_size.2" = add i64 %".615", 1
  %".616" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.4" = icmp ne i8* %".616", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
string.allocation.fail.4:
  %"exception.text_ptr.100" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.102" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".618" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.100", i8* %"exception.text_ptr.101", i32 -1, i32 -1, i8* %"exception.text_ptr.102")
  br label %"except.dispatch.2"
string.allocation.pass.4:
  %".620" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".616", i64 %"string_format_allocation_size.2", i8* %".610", i64 %".609")
  %"string_format_write_succeeded.2" = icmp sge i32 %".620", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
string.format.write.fail.2:
  %"exception.text_ptr.103" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.105" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".622" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.103", i8* %"exception.text_ptr.104", i32 -1, i32 -1, i8* %"exception.text_ptr.105")
  br label %"except.dispatch.2"
string.format.write.pass.2:
  %".624" = call i32 @"puts"(i8* %".616")
  call void @"free"(i8* %".616")
  br label %"try.end.2"
except.body.2:
  %".631" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".632" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".633" = bitcast i8* %".632" to %"builtins__exceptions__ValueError"*
  store %"builtins__exceptions__ValueError"* %".633", %"builtins__exceptions__ValueError"** %"e.4"
  %".635" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".636" = bitcast %"builtins__exceptions__ValueError"* %".633" to i8*
  %".637" = call i32 @"irx_class_retain"(i8* %".636", i8* %".635")
  %".638" = icmp eq i32 %".637", 0
  br i1 %".638", label %"native.ok.34", label %"native.fail.34"
except.next.2:
  ret i32 1
native.fail.34:
  %".640" = call i32 @"irx_exception_pending"(i8* %"context")
  %".641" = icmp ne i32 %".640", 0
  br i1 %".641", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  %"e.5" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".648" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".649" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".650" = call i32 @"irx_class_require"(i8* %".649", i8* %".648")
  %".651" = icmp eq i32 %".650", 0
  br i1 %".651", label %"native.ok.35", label %"native.fail.35"
native.pending.34:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.error.34:
  %"exception.text_ptr.107" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".645" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".635", i8* %"exception.text_ptr.107", i32 31, i32 3, i8* %"exception.text_ptr.108")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.35:
  %".653" = call i32 @"irx_exception_pending"(i8* %"context")
  %".654" = icmp ne i32 %".653", 0
  br i1 %".654", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  %".691" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".692" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".693" = call i32 @"irx_class_retain"(i8* %".692", i8* %".691")
  %".694" = icmp eq i32 %".693", 0
  br i1 %".694", label %"native.ok.38", label %"native.fail.38"
native.pending.35:
  %".656" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".657" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".658" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".659" = bitcast %"builtins__exceptions__ValueError"* %".657" to i8*
  %".660" = call i32 @"irx_class_release"(i8* %"context", i8* %".659", i8* %".658")
  %".661" = icmp eq i32 %".660", 0
  br i1 %".661", label %"native.ok.36", label %"native.fail.36"
native.error.35:
  %"exception.text_ptr.111" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.112" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".673" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".648", i8* %"exception.text_ptr.111", i32 32, i32 11, i8* %"exception.text_ptr.112")
  %".674" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".675" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".676" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".677" = bitcast %"builtins__exceptions__ValueError"* %".675" to i8*
  %".678" = call i32 @"irx_class_release"(i8* %"context", i8* %".677", i8* %".676")
  %".679" = icmp eq i32 %".678", 0
  br i1 %".679", label %"native.ok.37", label %"native.fail.37"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".656")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.36:
  %".663" = call i32 @"irx_exception_pending"(i8* %"context")
  %".664" = icmp ne i32 %".663", 0
  br i1 %".664", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.26"
native.pending.36:
  br label %"cleanup.done.26"
native.error.36:
  %"exception.text_ptr.109" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".667" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".658", i8* %"exception.text_ptr.109", i32 31, i32 3, i8* %"exception.text_ptr.110")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".674")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.37:
  %".681" = call i32 @"irx_exception_pending"(i8* %"context")
  %".682" = icmp ne i32 %".681", 0
  br i1 %".682", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  br label %"cleanup.done.27"
native.pending.37:
  br label %"cleanup.done.27"
native.error.37:
  %"exception.text_ptr.113" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.114" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".685" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".676", i8* %"exception.text_ptr.113", i32 31, i32 3, i8* %"exception.text_ptr.114")
  br label %"cleanup.done.27"
native.fail.38:
  %".696" = call i32 @"irx_exception_pending"(i8* %"context")
  %".697" = icmp ne i32 %".696", 0
  br i1 %".697", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  %".734" = getelementptr inbounds %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %"e.5", i32 0, i32 1
  %".735" = load i8*, i8** %".734"
  %".736" = bitcast i8* %".735" to i8* (i8*, i32)*
  %".737" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %"message_raw_addr.2" = call i8* %".736"(i8* %".737", i32 0)
  %".738" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".739" = call i32 @"irx_class_require"(i8* %"message_raw_addr.2", i8* %".738")
  %".740" = icmp eq i32 %".739", 0
  br i1 %".740", label %"native.ok.41", label %"native.fail.41"
native.pending.38:
  %".699" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".700" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".701" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".702" = bitcast %"builtins__exceptions__ValueError"* %".700" to i8*
  %".703" = call i32 @"irx_class_release"(i8* %"context", i8* %".702", i8* %".701")
  %".704" = icmp eq i32 %".703", 0
  br i1 %".704", label %"native.ok.39", label %"native.fail.39"
native.error.38:
  %"exception.text_ptr.117" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.118" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".716" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".691", i8* %"exception.text_ptr.117", i32 32, i32 11, i8* %"exception.text_ptr.118")
  %".717" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".718" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".719" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".720" = bitcast %"builtins__exceptions__ValueError"* %".718" to i8*
  %".721" = call i32 @"irx_class_release"(i8* %"context", i8* %".720", i8* %".719")
  %".722" = icmp eq i32 %".721", 0
  br i1 %".722", label %"native.ok.40", label %"native.fail.40"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".699")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.39:
  %".706" = call i32 @"irx_exception_pending"(i8* %"context")
  %".707" = icmp ne i32 %".706", 0
  br i1 %".707", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  br label %"cleanup.done.28"
native.pending.39:
  br label %"cleanup.done.28"
native.error.39:
  %"exception.text_ptr.115" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.116" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".710" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".701", i8* %"exception.text_ptr.115", i32 31, i32 3, i8* %"exception.text_ptr.116")
  br label %"cleanup.done.28"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".717")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.40:
  %".724" = call i32 @"irx_exception_pending"(i8* %"context")
  %".725" = icmp ne i32 %".724", 0
  br i1 %".725", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.29"
native.pending.40:
  br label %"cleanup.done.29"
native.error.40:
  %"exception.text_ptr.119" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.120" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".728" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".719", i8* %"exception.text_ptr.119", i32 31, i32 3, i8* %"exception.text_ptr.120")
  br label %"cleanup.done.29"
native.fail.41:
  %".742" = call i32 @"irx_exception_pending"(i8* %"context")
  %".743" = icmp ne i32 %".742", 0
  br i1 %".743", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  %"message_addr.2" = bitcast i8* %"message_raw_addr.2" to i8**
  %"message.2" = load i8*, i8** %"message_addr.2"
  %"string_copy_empty_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_30", i32 0, i32 0
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %"message.2", i8* %"string_copy_empty_ptr.2")
  %"string_allocation_succeeded.5" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
native.pending.41:
  %".745" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".746" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".747" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".748" = call i32 @"irx_class_release"(i8* %"context", i8* %".747", i8* %".746")
  %".749" = icmp eq i32 %".748", 0
  br i1 %".749", label %"native.ok.42", label %"native.fail.42"
native.error.41:
  %"exception.text_ptr.125" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.126" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".776" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".738", i8* %"exception.text_ptr.125", i32 32, i32 11, i8* %"exception.text_ptr.126")
  %".777" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".778" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".779" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".780" = call i32 @"irx_class_release"(i8* %"context", i8* %".779", i8* %".778")
  %".781" = icmp eq i32 %".780", 0
  br i1 %".781", label %"native.ok.44", label %"native.fail.44"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".745")
  %".759" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".760" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".761" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".762" = bitcast %"builtins__exceptions__ValueError"* %".760" to i8*
  %".763" = call i32 @"irx_class_release"(i8* %"context", i8* %".762", i8* %".761")
  %".764" = icmp eq i32 %".763", 0
  br i1 %".764", label %"native.ok.43", label %"native.fail.43"
native.fail.42:
  %".751" = call i32 @"irx_exception_pending"(i8* %"context")
  %".752" = icmp ne i32 %".751", 0
  br i1 %".752", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  br label %"cleanup.done.30"
native.pending.42:
  br label %"cleanup.done.30"
native.error.42:
  %"exception.text_ptr.121" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.122" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".755" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".746", i8* %"exception.text_ptr.121", i32 32, i32 11, i8* %"exception.text_ptr.122")
  br label %"cleanup.done.30"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".759")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.43:
  %".766" = call i32 @"irx_exception_pending"(i8* %"context")
  %".767" = icmp ne i32 %".766", 0
  br i1 %".767", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.31"
native.pending.43:
  br label %"cleanup.done.31"
native.error.43:
  %"exception.text_ptr.123" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.124" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".770" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".761", i8* %"exception.text_ptr.123", i32 31, i32 3, i8* %"exception.text_ptr.124")
  br label %"cleanup.done.31"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".777")
  %".791" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".792" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".793" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".794" = bitcast %"builtins__exceptions__ValueError"* %".792" to i8*
  %".795" = call i32 @"irx_class_release"(i8* %"context", i8* %".794", i8* %".793")
  %".796" = icmp eq i32 %".795", 0
  br i1 %".796", label %"native.ok.45", label %"native.fail.45"
native.fail.44:
  %".783" = call i32 @"irx_exception_pending"(i8* %"context")
  %".784" = icmp ne i32 %".783", 0
  br i1 %".784", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.32"
native.pending.44:
  br label %"cleanup.done.32"
native.error.44:
  %"exception.text_ptr.127" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".787" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".778", i8* %"exception.text_ptr.127", i32 32, i32 11, i8* %"exception.text_ptr.128")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".791")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.45:
  %".798" = call i32 @"irx_exception_pending"(i8* %"context")
  %".799" = icmp ne i32 %".798", 0
  br i1 %".799", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.33"
native.pending.45:
  br label %"cleanup.done.33"
native.error.45:
  %"exception.text_ptr.129" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".802" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".793", i8* %"exception.text_ptr.129", i32 31, i32 3, i8* %"exception.text_ptr.130")
  br label %"cleanup.done.33"
string.allocation.fail.5:
  %"exception.text_ptr.131" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.133" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".809" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.131", i8* %"exception.text_ptr.132", i32 -1, i32 -1, i8* %"exception.text_ptr.133")
  %".810" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".811" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".812" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".813" = call i32 @"irx_class_release"(i8* %"context", i8* %".812", i8* %".811")
  %".814" = icmp eq i32 %".813", 0
  br i1 %".814", label %"native.ok.46", label %"native.fail.46"
string.allocation.pass.5:
  %".841" = call i32 @"puts"(i8* %"str_concat.2")
  call void @"free"(i8* %"str_concat.2")
  %".843" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".844" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".845" = bitcast %"builtins__exceptions__ValueError"* %"e.5" to i8*
  %".846" = call i32 @"irx_class_release"(i8* %"context", i8* %".845", i8* %".844")
  %".847" = icmp eq i32 %".846", 0
  br i1 %".847", label %"native.ok.48", label %"native.fail.48"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".810")
  %".824" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".825" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".826" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".827" = bitcast %"builtins__exceptions__ValueError"* %".825" to i8*
  %".828" = call i32 @"irx_class_release"(i8* %"context", i8* %".827", i8* %".826")
  %".829" = icmp eq i32 %".828", 0
  br i1 %".829", label %"native.ok.47", label %"native.fail.47"
native.fail.46:
  %".816" = call i32 @"irx_exception_pending"(i8* %"context")
  %".817" = icmp ne i32 %".816", 0
  br i1 %".817", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  br label %"cleanup.done.34"
native.pending.46:
  br label %"cleanup.done.34"
native.error.46:
  %"exception.text_ptr.134" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.135" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".820" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".811", i8* %"exception.text_ptr.134", i32 32, i32 11, i8* %"exception.text_ptr.135")
  br label %"cleanup.done.34"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".824")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.47:
  %".831" = call i32 @"irx_exception_pending"(i8* %"context")
  %".832" = icmp ne i32 %".831", 0
  br i1 %".832", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  br label %"cleanup.done.35"
native.pending.47:
  br label %"cleanup.done.35"
native.error.47:
  %"exception.text_ptr.136" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.137" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".835" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".826", i8* %"exception.text_ptr.136", i32 31, i32 3, i8* %"exception.text_ptr.137")
  br label %"cleanup.done.35"
cleanup.done.36:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".843")
  %".857" = call i32 @"irx_exception_pending"(i8* %"context")
  %".858" = icmp ne i32 %".857", 0
  br i1 %".858", label %"cleanup.done.36.if", label %"cleanup.done.36.endif"
native.fail.48:
  %".849" = call i32 @"irx_exception_pending"(i8* %"context")
  %".850" = icmp ne i32 %".849", 0
  br i1 %".850", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.36"
native.pending.48:
  br label %"cleanup.done.36"
native.error.48:
  %"exception.text_ptr.138" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.139" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".853" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".844", i8* %"exception.text_ptr.138", i32 32, i32 11, i8* %"exception.text_ptr.139")
  br label %"cleanup.done.36"
cleanup.done.36.if:
  %".860" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".861" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".862" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.49", i32 0, i32 0
  %".863" = bitcast %"builtins__exceptions__ValueError"* %".861" to i8*
  %".864" = call i32 @"irx_class_release"(i8* %"context", i8* %".863", i8* %".862")
  %".865" = icmp eq i32 %".864", 0
  br i1 %".865", label %"native.ok.49", label %"native.fail.49"
cleanup.done.36.endif:
  %".877" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".878" = load %"builtins__exceptions__ValueError"*, %"builtins__exceptions__ValueError"** %"e.4"
  %".879" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.50", i32 0, i32 0
  %".880" = bitcast %"builtins__exceptions__ValueError"* %".878" to i8*
  %".881" = call i32 @"irx_class_release"(i8* %"context", i8* %".880", i8* %".879")
  %".882" = icmp eq i32 %".881", 0
  br i1 %".882", label %"native.ok.50", label %"native.fail.50"
cleanup.done.37:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".860")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
native.fail.49:
  %".867" = call i32 @"irx_exception_pending"(i8* %"context")
  %".868" = icmp ne i32 %".867", 0
  br i1 %".868", label %"native.pending.49", label %"native.error.49"
native.ok.49:
  br label %"cleanup.done.37"
native.pending.49:
  br label %"cleanup.done.37"
native.error.49:
  %"exception.text_ptr.140" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.141" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".871" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".862", i8* %"exception.text_ptr.140", i32 31, i32 3, i8* %"exception.text_ptr.141")
  br label %"cleanup.done.37"
cleanup.done.38:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".877")
  %".892" = call i32 @"irx_exception_pending"(i8* %"context")
  %".893" = icmp ne i32 %".892", 0
  br i1 %".893", label %"cleanup.done.38.if", label %"cleanup.done.38.endif"
native.fail.50:
  %".884" = call i32 @"irx_exception_pending"(i8* %"context")
  %".885" = icmp ne i32 %".884", 0
  br i1 %".885", label %"native.pending.50", label %"native.error.50"
native.ok.50:
  br label %"cleanup.done.38"
native.pending.50:
  br label %"cleanup.done.38"
native.error.50:
  %"exception.text_ptr.142" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.143" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".888" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".879", i8* %"exception.text_ptr.142", i32 31, i32 3, i8* %"exception.text_ptr.143")
  br label %"cleanup.done.38"
cleanup.done.38.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  ret i32 1
cleanup.done.38.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".631")
  %".898" = call i32 @"irx_exception_pending"(i8* %"context")
  %".899" = icmp ne i32 %".898", 0
  br i1 %".899", label %"cleanup.done.38.endif.if", label %"cleanup.done.38.endif.endif"
cleanup.done.38.endif.if:
  ret i32 1
cleanup.done.38.endif.endif:
  br label %"try.end.2"
except.dispatch.3:
  %"exception.text_ptr.154" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_9", i32 0, i32 0
  %".927" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.154")
  %".928" = icmp ne i32 %".927", 0
  %".929" = or i1 false, %".928"
  br i1 %".929", label %"except.body.3", label %"except.next.3"
try.end.3:
  %"call.status.4" = call i32 @"arithmetic_errors__to_int"(i8* %"context", double 0x4006000000000000, i32* %"call.result.4")
  %".1204" = icmp eq i32 %"call.status.4", 0
  br i1 %".1204", label %"call.success.4", label %"call.failure.4"
call.success.3:
  %".908" = load i32, i32* %"call.result.3"
  %".909" = sext i32 %".908" to i64
  %".910" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".911" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".910", i64 %".909")
  %"string_format_size_succeeded.3" = icmp sge i32 %".911", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
call.failure.3:
  %"exception.text_ptr.144" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.144", i32 35, i32 11)
  br label %"except.dispatch.3"
string.format.size.fail.3:
  %"exception.text_ptr.145" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.146" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.147" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".913" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.145", i8* %"exception.text_ptr.146", i32 -1, i32 -1, i8* %"exception.text_ptr.147")
  br label %"except.dispatch.3"
string.format.size.pass.3:
  %".915" = zext i32 %".911" to i64
  %"string_format_allocation_size.3" = add i64 %".915", 1
  %".916" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.6" = icmp ne i8* %".916", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
string.allocation.fail.6:
  %"exception.text_ptr.148" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.149" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.150" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".918" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.148", i8* %"exception.text_ptr.149", i32 -1, i32 -1, i8* %"exception.text_ptr.150")
  br label %"except.dispatch.3"
string.allocation.pass.6:
  %".920" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".916", i64 %"string_format_allocation_size.3", i8* %".910", i64 %".909")
  %"string_format_write_succeeded.3" = icmp sge i32 %".920", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
string.format.write.fail.3:
  %"exception.text_ptr.151" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.152" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.153" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".922" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.151", i8* %"exception.text_ptr.152", i32 -1, i32 -1, i8* %"exception.text_ptr.153")
  br label %"except.dispatch.3"
string.format.write.pass.3:
  %".924" = call i32 @"puts"(i8* %".916")
  call void @"free"(i8* %".916")
  br label %"try.end.3"
except.body.3:
  %".931" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".932" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".933" = bitcast i8* %".932" to %"builtins__exceptions__OverflowError"*
  store %"builtins__exceptions__OverflowError"* %".933", %"builtins__exceptions__OverflowError"** %"e.6"
  %".935" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.51", i32 0, i32 0
  %".936" = bitcast %"builtins__exceptions__OverflowError"* %".933" to i8*
  %".937" = call i32 @"irx_class_retain"(i8* %".936", i8* %".935")
  %".938" = icmp eq i32 %".937", 0
  br i1 %".938", label %"native.ok.51", label %"native.fail.51"
except.next.3:
  ret i32 1
native.fail.51:
  %".940" = call i32 @"irx_exception_pending"(i8* %"context")
  %".941" = icmp ne i32 %".940", 0
  br i1 %".941", label %"native.pending.51", label %"native.error.51"
native.ok.51:
  %"e.7" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".948" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.52", i32 0, i32 0
  %".949" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".950" = call i32 @"irx_class_require"(i8* %".949", i8* %".948")
  %".951" = icmp eq i32 %".950", 0
  br i1 %".951", label %"native.ok.52", label %"native.fail.52"
native.pending.51:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.error.51:
  %"exception.text_ptr.155" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.156" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".945" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".935", i8* %"exception.text_ptr.155", i32 36, i32 3, i8* %"exception.text_ptr.156")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.52:
  %".953" = call i32 @"irx_exception_pending"(i8* %"context")
  %".954" = icmp ne i32 %".953", 0
  br i1 %".954", label %"native.pending.52", label %"native.error.52"
native.ok.52:
  %".991" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.55", i32 0, i32 0
  %".992" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".993" = call i32 @"irx_class_retain"(i8* %".992", i8* %".991")
  %".994" = icmp eq i32 %".993", 0
  br i1 %".994", label %"native.ok.55", label %"native.fail.55"
native.pending.52:
  %".956" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".957" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".958" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.53", i32 0, i32 0
  %".959" = bitcast %"builtins__exceptions__OverflowError"* %".957" to i8*
  %".960" = call i32 @"irx_class_release"(i8* %"context", i8* %".959", i8* %".958")
  %".961" = icmp eq i32 %".960", 0
  br i1 %".961", label %"native.ok.53", label %"native.fail.53"
native.error.52:
  %"exception.text_ptr.159" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".973" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".948", i8* %"exception.text_ptr.159", i32 37, i32 11, i8* %"exception.text_ptr.160")
  %".974" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".975" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".976" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.54", i32 0, i32 0
  %".977" = bitcast %"builtins__exceptions__OverflowError"* %".975" to i8*
  %".978" = call i32 @"irx_class_release"(i8* %"context", i8* %".977", i8* %".976")
  %".979" = icmp eq i32 %".978", 0
  br i1 %".979", label %"native.ok.54", label %"native.fail.54"
cleanup.done.39:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".956")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.53:
  %".963" = call i32 @"irx_exception_pending"(i8* %"context")
  %".964" = icmp ne i32 %".963", 0
  br i1 %".964", label %"native.pending.53", label %"native.error.53"
native.ok.53:
  br label %"cleanup.done.39"
native.pending.53:
  br label %"cleanup.done.39"
native.error.53:
  %"exception.text_ptr.157" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.158" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".967" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".958", i8* %"exception.text_ptr.157", i32 36, i32 3, i8* %"exception.text_ptr.158")
  br label %"cleanup.done.39"
cleanup.done.40:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".974")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.54:
  %".981" = call i32 @"irx_exception_pending"(i8* %"context")
  %".982" = icmp ne i32 %".981", 0
  br i1 %".982", label %"native.pending.54", label %"native.error.54"
native.ok.54:
  br label %"cleanup.done.40"
native.pending.54:
  br label %"cleanup.done.40"
native.error.54:
  %"exception.text_ptr.161" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.162" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".985" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".976", i8* %"exception.text_ptr.161", i32 36, i32 3, i8* %"exception.text_ptr.162")
  br label %"cleanup.done.40"
native.fail.55:
  %".996" = call i32 @"irx_exception_pending"(i8* %"context")
  %".997" = icmp ne i32 %".996", 0
  br i1 %".997", label %"native.pending.55", label %"native.error.55"
native.ok.55:
  %".1034" = getelementptr inbounds %"builtins__exceptions__OverflowError", %"builtins__exceptions__OverflowError"* %"e.7", i32 0, i32 1
  %".1035" = load i8*, i8** %".1034"
  %".1036" = bitcast i8* %".1035" to i8* (i8*, i32)*
  %".1037" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %"message_raw_addr.3" = call i8* %".1036"(i8* %".1037", i32 0)
  %".1038" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.58", i32 0, i32 0
  %".1039" = call i32 @"irx_class_require"(i8* %"message_raw_addr.3", i8* %".1038")
  %".1040" = icmp eq i32 %".1039", 0
  br i1 %".1040", label %"native.ok.58", label %"native.fail.58"
native.pending.55:
  %".999" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1000" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1001" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.56", i32 0, i32 0
  %".1002" = bitcast %"builtins__exceptions__OverflowError"* %".1000" to i8*
  %".1003" = call i32 @"irx_class_release"(i8* %"context", i8* %".1002", i8* %".1001")
  %".1004" = icmp eq i32 %".1003", 0
  br i1 %".1004", label %"native.ok.56", label %"native.fail.56"
native.error.55:
  %"exception.text_ptr.165" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.166" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1016" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".991", i8* %"exception.text_ptr.165", i32 37, i32 11, i8* %"exception.text_ptr.166")
  %".1017" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1018" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1019" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.57", i32 0, i32 0
  %".1020" = bitcast %"builtins__exceptions__OverflowError"* %".1018" to i8*
  %".1021" = call i32 @"irx_class_release"(i8* %"context", i8* %".1020", i8* %".1019")
  %".1022" = icmp eq i32 %".1021", 0
  br i1 %".1022", label %"native.ok.57", label %"native.fail.57"
cleanup.done.41:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".999")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.56:
  %".1006" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1007" = icmp ne i32 %".1006", 0
  br i1 %".1007", label %"native.pending.56", label %"native.error.56"
native.ok.56:
  br label %"cleanup.done.41"
native.pending.56:
  br label %"cleanup.done.41"
native.error.56:
  %"exception.text_ptr.163" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.164" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1010" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1001", i8* %"exception.text_ptr.163", i32 36, i32 3, i8* %"exception.text_ptr.164")
  br label %"cleanup.done.41"
cleanup.done.42:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1017")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.57:
  %".1024" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1025" = icmp ne i32 %".1024", 0
  br i1 %".1025", label %"native.pending.57", label %"native.error.57"
native.ok.57:
  br label %"cleanup.done.42"
native.pending.57:
  br label %"cleanup.done.42"
native.error.57:
  %"exception.text_ptr.167" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.168" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1028" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1019", i8* %"exception.text_ptr.167", i32 36, i32 3, i8* %"exception.text_ptr.168")
  br label %"cleanup.done.42"
native.fail.58:
  %".1042" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1043" = icmp ne i32 %".1042", 0
  br i1 %".1043", label %"native.pending.58", label %"native.error.58"
native.ok.58:
  %"message_addr.3" = bitcast i8* %"message_raw_addr.3" to i8**
  %"message.3" = load i8*, i8** %"message_addr.3"
  %"string_copy_empty_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_30", i32 0, i32 0
  %"str_concat.3" = call i8* @"strcat_inline"(i8* %"message.3", i8* %"string_copy_empty_ptr.3")
  %"string_allocation_succeeded.7" = icmp ne i8* %"str_concat.3", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
native.pending.58:
  %".1045" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1046" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.59", i32 0, i32 0
  %".1047" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".1048" = call i32 @"irx_class_release"(i8* %"context", i8* %".1047", i8* %".1046")
  %".1049" = icmp eq i32 %".1048", 0
  br i1 %".1049", label %"native.ok.59", label %"native.fail.59"
native.error.58:
  %"exception.text_ptr.173" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.174" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1076" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1038", i8* %"exception.text_ptr.173", i32 37, i32 11, i8* %"exception.text_ptr.174")
  %".1077" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1078" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.61", i32 0, i32 0
  %".1079" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".1080" = call i32 @"irx_class_release"(i8* %"context", i8* %".1079", i8* %".1078")
  %".1081" = icmp eq i32 %".1080", 0
  br i1 %".1081", label %"native.ok.61", label %"native.fail.61"
cleanup.done.43:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1045")
  %".1059" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1060" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1061" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.60", i32 0, i32 0
  %".1062" = bitcast %"builtins__exceptions__OverflowError"* %".1060" to i8*
  %".1063" = call i32 @"irx_class_release"(i8* %"context", i8* %".1062", i8* %".1061")
  %".1064" = icmp eq i32 %".1063", 0
  br i1 %".1064", label %"native.ok.60", label %"native.fail.60"
native.fail.59:
  %".1051" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1052" = icmp ne i32 %".1051", 0
  br i1 %".1052", label %"native.pending.59", label %"native.error.59"
native.ok.59:
  br label %"cleanup.done.43"
native.pending.59:
  br label %"cleanup.done.43"
native.error.59:
  %"exception.text_ptr.169" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.170" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1055" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1046", i8* %"exception.text_ptr.169", i32 37, i32 11, i8* %"exception.text_ptr.170")
  br label %"cleanup.done.43"
cleanup.done.44:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1059")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.60:
  %".1066" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1067" = icmp ne i32 %".1066", 0
  br i1 %".1067", label %"native.pending.60", label %"native.error.60"
native.ok.60:
  br label %"cleanup.done.44"
native.pending.60:
  br label %"cleanup.done.44"
native.error.60:
  %"exception.text_ptr.171" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.172" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1070" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1061", i8* %"exception.text_ptr.171", i32 36, i32 3, i8* %"exception.text_ptr.172")
  br label %"cleanup.done.44"
cleanup.done.45:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1077")
  %".1091" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1092" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1093" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.62", i32 0, i32 0
  %".1094" = bitcast %"builtins__exceptions__OverflowError"* %".1092" to i8*
  %".1095" = call i32 @"irx_class_release"(i8* %"context", i8* %".1094", i8* %".1093")
  %".1096" = icmp eq i32 %".1095", 0
  br i1 %".1096", label %"native.ok.62", label %"native.fail.62"
native.fail.61:
  %".1083" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1084" = icmp ne i32 %".1083", 0
  br i1 %".1084", label %"native.pending.61", label %"native.error.61"
native.ok.61:
  br label %"cleanup.done.45"
native.pending.61:
  br label %"cleanup.done.45"
native.error.61:
  %"exception.text_ptr.175" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.176" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1087" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1078", i8* %"exception.text_ptr.175", i32 37, i32 11, i8* %"exception.text_ptr.176")
  br label %"cleanup.done.45"
cleanup.done.46:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1091")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.62:
  %".1098" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1099" = icmp ne i32 %".1098", 0
  br i1 %".1099", label %"native.pending.62", label %"native.error.62"
native.ok.62:
  br label %"cleanup.done.46"
native.pending.62:
  br label %"cleanup.done.46"
native.error.62:
  %"exception.text_ptr.177" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.178" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1093", i8* %"exception.text_ptr.177", i32 36, i32 3, i8* %"exception.text_ptr.178")
  br label %"cleanup.done.46"
string.allocation.fail.7:
  %"exception.text_ptr.179" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_31", i32 0, i32 0
  %"exception.text_ptr.180" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.181" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".1109" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.179", i8* %"exception.text_ptr.180", i32 -1, i32 -1, i8* %"exception.text_ptr.181")
  %".1110" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1111" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.63", i32 0, i32 0
  %".1112" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".1113" = call i32 @"irx_class_release"(i8* %"context", i8* %".1112", i8* %".1111")
  %".1114" = icmp eq i32 %".1113", 0
  br i1 %".1114", label %"native.ok.63", label %"native.fail.63"
string.allocation.pass.7:
  %".1141" = call i32 @"puts"(i8* %"str_concat.3")
  call void @"free"(i8* %"str_concat.3")
  %".1143" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1144" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.65", i32 0, i32 0
  %".1145" = bitcast %"builtins__exceptions__OverflowError"* %"e.7" to i8*
  %".1146" = call i32 @"irx_class_release"(i8* %"context", i8* %".1145", i8* %".1144")
  %".1147" = icmp eq i32 %".1146", 0
  br i1 %".1147", label %"native.ok.65", label %"native.fail.65"
cleanup.done.47:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1110")
  %".1124" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1125" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1126" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.64", i32 0, i32 0
  %".1127" = bitcast %"builtins__exceptions__OverflowError"* %".1125" to i8*
  %".1128" = call i32 @"irx_class_release"(i8* %"context", i8* %".1127", i8* %".1126")
  %".1129" = icmp eq i32 %".1128", 0
  br i1 %".1129", label %"native.ok.64", label %"native.fail.64"
native.fail.63:
  %".1116" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1117" = icmp ne i32 %".1116", 0
  br i1 %".1117", label %"native.pending.63", label %"native.error.63"
native.ok.63:
  br label %"cleanup.done.47"
native.pending.63:
  br label %"cleanup.done.47"
native.error.63:
  %"exception.text_ptr.182" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.183" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1120" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1111", i8* %"exception.text_ptr.182", i32 37, i32 11, i8* %"exception.text_ptr.183")
  br label %"cleanup.done.47"
cleanup.done.48:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1124")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.64:
  %".1131" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1132" = icmp ne i32 %".1131", 0
  br i1 %".1132", label %"native.pending.64", label %"native.error.64"
native.ok.64:
  br label %"cleanup.done.48"
native.pending.64:
  br label %"cleanup.done.48"
native.error.64:
  %"exception.text_ptr.184" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.185" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1135" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1126", i8* %"exception.text_ptr.184", i32 36, i32 3, i8* %"exception.text_ptr.185")
  br label %"cleanup.done.48"
cleanup.done.49:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1143")
  %".1157" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1158" = icmp ne i32 %".1157", 0
  br i1 %".1158", label %"cleanup.done.49.if", label %"cleanup.done.49.endif"
native.fail.65:
  %".1149" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1150" = icmp ne i32 %".1149", 0
  br i1 %".1150", label %"native.pending.65", label %"native.error.65"
native.ok.65:
  br label %"cleanup.done.49"
native.pending.65:
  br label %"cleanup.done.49"
native.error.65:
  %"exception.text_ptr.186" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.187" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1153" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1144", i8* %"exception.text_ptr.186", i32 37, i32 11, i8* %"exception.text_ptr.187")
  br label %"cleanup.done.49"
cleanup.done.49.if:
  %".1160" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1161" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1162" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.66", i32 0, i32 0
  %".1163" = bitcast %"builtins__exceptions__OverflowError"* %".1161" to i8*
  %".1164" = call i32 @"irx_class_release"(i8* %"context", i8* %".1163", i8* %".1162")
  %".1165" = icmp eq i32 %".1164", 0
  br i1 %".1165", label %"native.ok.66", label %"native.fail.66"
cleanup.done.49.endif:
  %".1177" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1178" = load %"builtins__exceptions__OverflowError"*, %"builtins__exceptions__OverflowError"** %"e.6"
  %".1179" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.67", i32 0, i32 0
  %".1180" = bitcast %"builtins__exceptions__OverflowError"* %".1178" to i8*
  %".1181" = call i32 @"irx_class_release"(i8* %"context", i8* %".1180", i8* %".1179")
  %".1182" = icmp eq i32 %".1181", 0
  br i1 %".1182", label %"native.ok.67", label %"native.fail.67"
cleanup.done.50:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1160")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
native.fail.66:
  %".1167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1168" = icmp ne i32 %".1167", 0
  br i1 %".1168", label %"native.pending.66", label %"native.error.66"
native.ok.66:
  br label %"cleanup.done.50"
native.pending.66:
  br label %"cleanup.done.50"
native.error.66:
  %"exception.text_ptr.188" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.189" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1162", i8* %"exception.text_ptr.188", i32 36, i32 3, i8* %"exception.text_ptr.189")
  br label %"cleanup.done.50"
cleanup.done.51:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1177")
  %".1192" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1193" = icmp ne i32 %".1192", 0
  br i1 %".1193", label %"cleanup.done.51.if", label %"cleanup.done.51.endif"
native.fail.67:
  %".1184" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1185" = icmp ne i32 %".1184", 0
  br i1 %".1185", label %"native.pending.67", label %"native.error.67"
native.ok.67:
  br label %"cleanup.done.51"
native.pending.67:
  br label %"cleanup.done.51"
native.error.67:
  %"exception.text_ptr.190" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.191" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_29", i32 0, i32 0
  %".1188" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1179", i8* %"exception.text_ptr.190", i32 36, i32 3, i8* %"exception.text_ptr.191")
  br label %"cleanup.done.51"
cleanup.done.51.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  ret i32 1
cleanup.done.51.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".931")
  %".1198" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1199" = icmp ne i32 %".1198", 0
  br i1 %".1199", label %"cleanup.done.51.endif.if", label %"cleanup.done.51.endif.endif"
cleanup.done.51.endif.if:
  ret i32 1
cleanup.done.51.endif.endif:
  br label %"try.end.3"
call.success.4:
  %".1208" = load i32, i32* %"call.result.4"
  %".1209" = sext i32 %".1208" to i64
  %".1210" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".1211" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1210", i64 %".1209")
  %"string_format_size_succeeded.4" = icmp sge i32 %".1211", 0
  br i1 %"string_format_size_succeeded.4", label %"string.format.size.pass.4", label %"string.format.size.fail.4"
call.failure.4:
  %"exception.text_ptr.192" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.192", i32 39, i32 9)
  ret i32 1
string.format.size.fail.4:
  %"exception.text_ptr.193" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.194" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.195" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1213" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.193", i8* %"exception.text_ptr.194", i32 -1, i32 -1, i8* %"exception.text_ptr.195")
  ret i32 1
string.format.size.pass.4:
  %".1215" = zext i32 %".1211" to i64
  %"string_format_allocation_size.4" = add i64 %".1215", 1
  %".1216" = call i8* @"malloc"(i64 %"string_format_allocation_size.4")
  %"string_allocation_succeeded.8" = icmp ne i8* %".1216", null
  br i1 %"string_allocation_succeeded.8", label %"string.allocation.pass.8", label %"string.allocation.fail.8"
string.allocation.fail.8:
  %"exception.text_ptr.196" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.197" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.198" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".1218" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.196", i8* %"exception.text_ptr.197", i32 -1, i32 -1, i8* %"exception.text_ptr.198")
  ret i32 1
string.allocation.pass.8:
  %".1220" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1216", i64 %"string_format_allocation_size.4", i8* %".1210", i64 %".1209")
  %"string_format_write_succeeded.4" = icmp sge i32 %".1220", 0
  br i1 %"string_format_write_succeeded.4", label %"string.format.write.pass.4", label %"string.format.write.fail.4"
string.format.write.fail.4:
  %"exception.text_ptr.199" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.200" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.201" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1222" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.199", i8* %"exception.text_ptr.200", i32 -1, i32 -1, i8* %"exception.text_ptr.201")
  ret i32 1
string.format.write.pass.4:
  %".1224" = call i32 @"puts"(i8* %".1216")
  call void @"free"(i8* %".1216")
  %"call.status.5" = call i32 @"arithmetic_errors__to_int"(i8* %"context", double 0xc006000000000000, i32* %"call.result.5")
  %".1226" = icmp eq i32 %"call.status.5", 0
  br i1 %".1226", label %"call.success.5", label %"call.failure.5"
call.success.5:
  %".1230" = load i32, i32* %"call.result.5"
  %".1231" = sext i32 %".1230" to i64
  %".1232" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".1233" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1232", i64 %".1231")
  %"string_format_size_succeeded.5" = icmp sge i32 %".1233", 0
  br i1 %"string_format_size_succeeded.5", label %"string.format.size.pass.5", label %"string.format.size.fail.5"
call.failure.5:
  %"exception.text_ptr.202" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.202", i32 41, i32 9)
  ret i32 1
string.format.size.fail.5:
  %"exception.text_ptr.203" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.204" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.205" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.203", i8* %"exception.text_ptr.204", i32 -1, i32 -1, i8* %"exception.text_ptr.205")
  ret i32 1
string.format.size.pass.5:
  %".1237" = zext i32 %".1233" to i64
  %"string_format_allocation_size.5" = add i64 %".1237", 1
  %".1238" = call i8* @"malloc"(i64 %"string_format_allocation_size.5")
  %"string_allocation_succeeded.9" = icmp ne i8* %".1238", null
  br i1 %"string_allocation_succeeded.9", label %"string.allocation.pass.9", label %"string.allocation.fail.9"
string.allocation.fail.9:
  %"exception.text_ptr.206" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.207" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.208" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".1240" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.206", i8* %"exception.text_ptr.207", i32 -1, i32 -1, i8* %"exception.text_ptr.208")
  ret i32 1
string.allocation.pass.9:
  %".1242" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1238", i64 %"string_format_allocation_size.5", i8* %".1232", i64 %".1231")
  %"string_format_write_succeeded.5" = icmp sge i32 %".1242", 0
  br i1 %"string_format_write_succeeded.5", label %"string.format.write.pass.5", label %"string.format.write.fail.5"
string.format.write.fail.5:
  %"exception.text_ptr.209" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.210" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.211" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1244" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.209", i8* %"exception.text_ptr.210", i32 -1, i32 -1, i8* %"exception.text_ptr.211")
  ret i32 1
string.format.write.pass.5:
  %".1246" = call i32 @"puts"(i8* %".1238")
  call void @"free"(i8* %".1238")
  %"call.status.6" = call i32 @"arithmetic_errors__div"(i8* %"context", i32 -7, i32 2, i32* %"call.result.6")
  %".1248" = icmp eq i32 %"call.status.6", 0
  br i1 %".1248", label %"call.success.6", label %"call.failure.6"
call.success.6:
  %".1252" = load i32, i32* %"call.result.6"
  %".1253" = sext i32 %".1252" to i64
  %".1254" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".1255" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1254", i64 %".1253")
  %"string_format_size_succeeded.6" = icmp sge i32 %".1255", 0
  br i1 %"string_format_size_succeeded.6", label %"string.format.size.pass.6", label %"string.format.size.fail.6"
call.failure.6:
  %"exception.text_ptr.212" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.212", i32 43, i32 9)
  ret i32 1
string.format.size.fail.6:
  %"exception.text_ptr.213" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.214" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.215" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1257" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.213", i8* %"exception.text_ptr.214", i32 -1, i32 -1, i8* %"exception.text_ptr.215")
  ret i32 1
string.format.size.pass.6:
  %".1259" = zext i32 %".1255" to i64
  %"string_format_allocation_size.6" = add i64 %".1259", 1
  %".1260" = call i8* @"malloc"(i64 %"string_format_allocation_size.6")
  %"string_allocation_succeeded.10" = icmp ne i8* %".1260", null
  br i1 %"string_allocation_succeeded.10", label %"string.allocation.pass.10", label %"string.allocation.fail.10"
string.allocation.fail.10:
  %"exception.text_ptr.216" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.217" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.218" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".1262" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.216", i8* %"exception.text_ptr.217", i32 -1, i32 -1, i8* %"exception.text_ptr.218")
  ret i32 1
string.allocation.pass.10:
  %".1264" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1260", i64 %"string_format_allocation_size.6", i8* %".1254", i64 %".1253")
  %"string_format_write_succeeded.6" = icmp sge i32 %".1264", 0
  br i1 %"string_format_write_succeeded.6", label %"string.format.write.pass.6", label %"string.format.write.fail.6"
string.format.write.fail.6:
  %"exception.text_ptr.219" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.220" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.221" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1266" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.219", i8* %"exception.text_ptr.220", i32 -1, i32 -1, i8* %"exception.text_ptr.221")
  ret i32 1
string.format.write.pass.6:
  %".1268" = call i32 @"puts"(i8* %".1260")
  call void @"free"(i8* %".1260")
  %"call.status.7" = call i32 @"arithmetic_errors__div"(i8* %"context", i32 9, i32 3, i32* %"call.result.7")
  %".1270" = icmp eq i32 %"call.status.7", 0
  br i1 %".1270", label %"call.success.7", label %"call.failure.7"
call.success.7:
  %".1274" = load i32, i32* %"call.result.7"
  %"eqtmp" = icmp eq i32 %".1274", 3
  br i1 %"eqtmp", label %"assert.pass", label %"assert.fail"
call.failure.7:
  %"exception.text_ptr.222" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.222", i32 45, i32 10)
  ret i32 1
assert.pass:
  %"call.status.8" = call i32 @"arithmetic_errors__div"(i8* %"context", i32 9, i32 3, i32* %"call.result.8")
  %".1279" = icmp eq i32 %"call.status.8", 0
  br i1 %".1279", label %"call.success.8", label %"call.failure.8"
assert.fail:
  %".1276" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_7222177548160321908_140403592294096", i32 0, i32 0
  %"exception.text_ptr.223" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.224" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_7", i32 0, i32 0
  %".1277" = call i32 @"irx.raise.builtins.exceptions::class::AssertionError"(i8* %"context", i8* %".1276", i8* %"exception.text_ptr.223", i32 45, i32 3, i8* %"exception.text_ptr.224")
  ret i32 1
call.success.8:
  %".1283" = load i32, i32* %"call.result.8"
  %"eqtmp.1" = icmp eq i32 %".1283", 4
  br i1 %"eqtmp.1", label %"assert.pass.1", label %"assert.fail.1"
call.failure.8:
  %"exception.text_ptr.225" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.225", i32 46, i32 10)
  ret i32 1
assert.pass.1:
  %".1288" = getelementptr inbounds [12 x i8], [12 x i8]* @"str_utf8_4326830643216079815_140403592306768", i32 0, i32 0
  %".1289" = call i32 @"puts"(i8* %".1288")
  store i32 0, i32* %"result_out"
  ret i32 0
assert.fail.1:
  %".1285" = getelementptr inbounds [28 x i8], [28 x i8]* @"str_utf8_8314603755005425492_140403592303696", i32 0, i32 0
  %"exception.text_ptr.226" = getelementptr inbounds [18 x i8], [18 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.227" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_7", i32 0, i32 0
  %".1286" = call i32 @"irx.raise.builtins.exceptions::class::AssertionError"(i8* %"context", i8* %".1285", i8* %"exception.text_ptr.226", i32 46, i32 3, i8* %"exception.text_ptr.227")
  ret i32 1
}

@"str_utf8_5536490064599431893_140403594261328" = internal constant [27 x i8] c"range() step must not be 0\00"
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
@"exception_text_19" = internal constant [38 x i8] c"integer division or remainder by zero\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_20", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [46 x i8], [46 x i8]* @"exception_text_20", i32 0, i32 0
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

@"exception_text_20" = internal constant [46 x i8] c"builtins.exceptions::class::ZeroDivisionError\00"
@"exception_text_21" = internal constant [18 x i8] c"arithmetic_errors\00"
@"exception_text_22" = internal constant [47 x i8] c"integer division or remainder result overflows\00"
declare {i32, i1} @"llvm.smul.with.overflow.i32"(i32 %".1", i32 %".2")

@"exception_text_23" = internal constant [33 x i8] c"cannot convert NaN to an integer\00"
declare double @"llvm.trunc.f64"(double %".1")

declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_24" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_25" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_26" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_27" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_28" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

declare external i8* @"irx_exception_handled_payload"(i8* %".1")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external i32 @"irx_exception_pending"(i8* %".1")

declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

@"exception_text_29" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

@"string_copy_empty_30" = internal constant [1 x i8] c"\00"
@"exception_text_31" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"str_utf8_7222177548160321908_140403592294096" = internal constant [6 x i8] c"never\00"
@"str_utf8_8314603755005425492_140403592303696" = internal constant [28 x i8] c"nine over three is not four\00"
@"str_utf8_4326830643216079815_140403592306768" = internal constant [12 x i8] c"unreachable\00"
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
  %"exception.text_ptr.2" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_32", i32 0, i32 0
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

@"exception_text_32" = internal constant [36 x i8] c"execution context allocation failed\00"
declare external void @"irx_exception_report"(i8* %".1")

declare external void @"irx_exception_context_destroy"(i8* %".1")

