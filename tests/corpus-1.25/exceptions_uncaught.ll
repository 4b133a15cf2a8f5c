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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403824538448", i32 0, i32 0
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

define i32 @"exceptions_uncaught__inner"(i8* %"context", i8* %"text", i32* %"result_out")
{
entry:
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
  %"class_result.1" = alloca i8*
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %"text.1" = alloca i8*
  store i8* %"text", i8** %"text.1"
  %"text.2" = load i8*, i8** %"text.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* null, i32 1
  %".8" = ptrtoint %"builtins__exceptions__ValueError"* %".7" to i64
  %".9" = call i32 @"irx_class_create"(i64 %".8", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::ValueError", i8** %"class_result", i8* %".6")
  %".10" = icmp eq i32 %".9", 0
  br i1 %".10", label %"native.ok", label %"native.fail"
native.fail:
  %".12" = call i32 @"irx_exception_pending"(i8* %"context")
  %".13" = icmp ne i32 %".12", 0
  br i1 %".13", label %"native.pending", label %"native.error"
native.ok:
  %".18" = load i8*, i8** %"class_result"
  %".19" = bitcast i8* %".18" to %"builtins__exceptions__ValueError"*
  %".20" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".19", i32 0, i32 1
  %".21" = bitcast i8* (i8*, i32)* @"builtins__exceptions__ValueError__descriptor" to i8*
  store i8* %".21", i8** %".20"
  %".23" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".19", i32 0, i32 2
  store i8* null, i8** %".23"
  %".25" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".19", i32 0, i32 3
  store i8* null, i8** %".25"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"text.2", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 12, i32 9, i8* %"exception.text_ptr.1")
  ret i32 1
string.allocation.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 12, i32 9, i8* %"exception.text_ptr.4")
  %".29" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".30" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".31" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".32" = call i32 @"irx_class_release"(i8* %"context", i8* %".31", i8* %".30")
  %".33" = icmp eq i32 %".32", 0
  br i1 %".33", label %"native.ok.1", label %"native.fail.1"
string.allocation.pass:
  %".44" = getelementptr %"builtins__exceptions__ValueError", %"builtins__exceptions__ValueError"* %".19", i32 0, i32 4
  store i8* %"str_concat", i8** %".44"
  call void @"irx_class_complete"(i8* %".18")
  call void @"irx_class_complete"(i8* %".18")
  call void @"irx_class_complete"(i8* %".18")
  %"exception.text_ptr.7" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".49" = alloca [3 x i8*]
  %".50" = getelementptr [3 x i8*], [3 x i8*]* %".49", i32 0, i32 0
  store i8* %"exception.text_ptr.7", i8** %".50"
  %".52" = getelementptr [3 x i8*], [3 x i8*]* %".49", i32 0, i32 1
  store i8* %"exception.text_ptr.8", i8** %".52"
  %".54" = getelementptr [3 x i8*], [3 x i8*]* %".49", i32 0, i32 2
  store i8* %"exception.text_ptr.9", i8** %".54"
  %".56" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".57" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".56", i32 1)
  %".58" = bitcast i8* %".57" to i8**
  %".59" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".60" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".59", i32 0)
  %".61" = bitcast i8* %".60" to i8**
  %".62" = load i8*, i8** %".61"
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_12", i32 0, i32 0
  %".63" = getelementptr [3 x i8*], [3 x i8*]* %".49", i32 0, i32 0
  %".64" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.10", i8* %".62", i8** %".63", i32 3, i8** %".58")
  %".65" = icmp slt i32 %".64", 0
  br i1 %".65", label %"string.allocation.pass.if", label %"string.allocation.pass.endif"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".29")
  ret i32 1
native.fail.1:
  %".35" = call i32 @"irx_exception_pending"(i8* %"context")
  %".36" = icmp ne i32 %".35", 0
  br i1 %".36", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  br label %"cleanup.done"
native.pending.1:
  br label %"cleanup.done"
native.error.1:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".39" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".30", i8* %"exception.text_ptr.5", i32 12, i32 9, i8* %"exception.text_ptr.6")
  br label %"cleanup.done"
string.allocation.pass.if:
  %"exception.text_ptr.11" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.11", i8* %"exception.text_ptr.12", i32 12, i32 9, i8* %"exception.text_ptr.13")
  unreachable
string.allocation.pass.endif:
  %".69" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".70" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".71" = call i32 @"irx_class_require"(i8* %".70", i8* %".69")
  %".72" = icmp eq i32 %".71", 0
  br i1 %".72", label %"native.ok.2", label %"native.fail.2"
native.fail.2:
  %".74" = call i32 @"irx_exception_pending"(i8* %"context")
  %".75" = icmp ne i32 %".74", 0
  br i1 %".75", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".108" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".109" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".110" = call i32 @"irx_class_retain"(i8* %".109", i8* %".108")
  %".111" = icmp eq i32 %".110", 0
  br i1 %".111", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".77" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".78" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".79" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".80" = call i32 @"irx_class_release"(i8* %"context", i8* %".79", i8* %".78")
  %".81" = icmp eq i32 %".80", 0
  br i1 %".81", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.16" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".92" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.16", i32 12, i32 9, i8* %"exception.text_ptr.17")
  %".93" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".94" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".95" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".96" = call i32 @"irx_class_release"(i8* %"context", i8* %".95", i8* %".94")
  %".97" = icmp eq i32 %".96", 0
  br i1 %".97", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".77")
  ret i32 1
native.fail.3:
  %".83" = call i32 @"irx_exception_pending"(i8* %"context")
  %".84" = icmp ne i32 %".83", 0
  br i1 %".84", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".87" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".78", i8* %"exception.text_ptr.14", i32 12, i32 9, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".93")
  ret i32 1
native.fail.4:
  %".99" = call i32 @"irx_exception_pending"(i8* %"context")
  %".100" = icmp ne i32 %".99", 0
  br i1 %".100", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.18" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".103" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".94", i8* %"exception.text_ptr.18", i32 12, i32 9, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.2"
native.fail.5:
  %".113" = call i32 @"irx_exception_pending"(i8* %"context")
  %".114" = icmp ne i32 %".113", 0
  br i1 %".114", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".147" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".148" = call i8* @"builtins__exceptions__ValueError__descriptor"(i8* %".147", i32 1)
  %".149" = bitcast i8* %".148" to i8**
  %".150" = getelementptr inbounds [18 x i8], [18 x i8]* @"str_utf8_3913569068558628083_140402460046992", i32 0, i32 0
  %".151" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".152" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* null, i32 1
  %".153" = ptrtoint %"builtins__exceptions__RuntimeError"* %".152" to i64
  %".154" = call i32 @"irx_class_create"(i64 %".153", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::RuntimeError", i8** %"class_result.1", i8* %".151")
  %".155" = icmp eq i32 %".154", 0
  br i1 %".155", label %"native.ok.8", label %"native.fail.8"
native.pending.5:
  %".116" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".117" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".118" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".119" = call i32 @"irx_class_release"(i8* %"context", i8* %".118", i8* %".117")
  %".120" = icmp eq i32 %".119", 0
  br i1 %".120", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.22" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".131" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".108", i8* %"exception.text_ptr.22", i32 12, i32 9, i8* %"exception.text_ptr.23")
  %".132" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".133" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".134" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".135" = call i32 @"irx_class_release"(i8* %"context", i8* %".134", i8* %".133")
  %".136" = icmp eq i32 %".135", 0
  br i1 %".136", label %"native.ok.7", label %"native.fail.7"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".116")
  ret i32 1
native.fail.6:
  %".122" = call i32 @"irx_exception_pending"(i8* %"context")
  %".123" = icmp ne i32 %".122", 0
  br i1 %".123", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.20" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".126" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".117", i8* %"exception.text_ptr.20", i32 12, i32 9, i8* %"exception.text_ptr.21")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".132")
  ret i32 1
native.fail.7:
  %".138" = call i32 @"irx_exception_pending"(i8* %"context")
  %".139" = icmp ne i32 %".138", 0
  br i1 %".139", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.24" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".142" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".133", i8* %"exception.text_ptr.24", i32 12, i32 9, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.4"
native.fail.8:
  %".157" = call i32 @"irx_exception_pending"(i8* %"context")
  %".158" = icmp ne i32 %".157", 0
  br i1 %".158", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  %".219" = load i8*, i8** %"class_result.1"
  %".220" = bitcast i8* %".219" to %"builtins__exceptions__RuntimeError"*
  %".221" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".220", i32 0, i32 1
  %".222" = bitcast i8* (i8*, i32)* @"builtins__exceptions__RuntimeError__descriptor" to i8*
  store i8* %".222", i8** %".221"
  %".224" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".220", i32 0, i32 2
  store i8* null, i8** %".224"
  %".226" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".220", i32 0, i32 3
  store i8* null, i8** %".226"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_21", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %".150", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
native.pending.8:
  %".160" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".161" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".162" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".163" = call i32 @"irx_class_release"(i8* %"context", i8* %".162", i8* %".161")
  %".164" = icmp eq i32 %".163", 0
  br i1 %".164", label %"native.ok.9", label %"native.fail.9"
native.error.8:
  %"exception.text_ptr.30" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".189" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".151", i8* %"exception.text_ptr.30", i32 12, i32 31, i8* %"exception.text_ptr.31")
  %".190" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".191" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".192" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".193" = call i32 @"irx_class_release"(i8* %"context", i8* %".192", i8* %".191")
  %".194" = icmp eq i32 %".193", 0
  br i1 %".194", label %"native.ok.11", label %"native.fail.11"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".160")
  %".174" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".175" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".176" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".177" = call i32 @"irx_class_release"(i8* %"context", i8* %".176", i8* %".175")
  %".178" = icmp eq i32 %".177", 0
  br i1 %".178", label %"native.ok.10", label %"native.fail.10"
native.fail.9:
  %".166" = call i32 @"irx_exception_pending"(i8* %"context")
  %".167" = icmp ne i32 %".166", 0
  br i1 %".167", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.26" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".170" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".161", i8* %"exception.text_ptr.26", i32 12, i32 9, i8* %"exception.text_ptr.27")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".174")
  ret i32 1
native.fail.10:
  %".180" = call i32 @"irx_exception_pending"(i8* %"context")
  %".181" = icmp ne i32 %".180", 0
  br i1 %".181", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.28" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".184" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".175", i8* %"exception.text_ptr.28", i32 12, i32 9, i8* %"exception.text_ptr.29")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".190")
  %".204" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".205" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".206" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".207" = call i32 @"irx_class_release"(i8* %"context", i8* %".206", i8* %".205")
  %".208" = icmp eq i32 %".207", 0
  br i1 %".208", label %"native.ok.12", label %"native.fail.12"
native.fail.11:
  %".196" = call i32 @"irx_exception_pending"(i8* %"context")
  %".197" = icmp ne i32 %".196", 0
  br i1 %".197", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.32" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".200" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".191", i8* %"exception.text_ptr.32", i32 12, i32 9, i8* %"exception.text_ptr.33")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".204")
  ret i32 1
native.fail.12:
  %".210" = call i32 @"irx_exception_pending"(i8* %"context")
  %".211" = icmp ne i32 %".210", 0
  br i1 %".211", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.34" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".214" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".205", i8* %"exception.text_ptr.34", i32 12, i32 9, i8* %"exception.text_ptr.35")
  br label %"cleanup.done.8"
string.allocation.fail.1:
  %"exception.text_ptr.36" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".229" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.36", i8* %"exception.text_ptr.37", i32 12, i32 31, i8* %"exception.text_ptr.38")
  %".230" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".231" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".232" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".233" = call i32 @"irx_class_release"(i8* %"context", i8* %".232", i8* %".231")
  %".234" = icmp eq i32 %".233", 0
  br i1 %".234", label %"native.ok.13", label %"native.fail.13"
string.allocation.pass.1:
  %".273" = getelementptr %"builtins__exceptions__RuntimeError", %"builtins__exceptions__RuntimeError"* %".220", i32 0, i32 4
  store i8* %"str_concat.1", i8** %".273"
  call void @"irx_class_complete"(i8* %".219")
  call void @"irx_class_complete"(i8* %".219")
  call void @"irx_class_complete"(i8* %".219")
  %"exception.text_ptr.45" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.47" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".278" = alloca [3 x i8*]
  %".279" = getelementptr [3 x i8*], [3 x i8*]* %".278", i32 0, i32 0
  store i8* %"exception.text_ptr.45", i8** %".279"
  %".281" = getelementptr [3 x i8*], [3 x i8*]* %".278", i32 0, i32 1
  store i8* %"exception.text_ptr.46", i8** %".281"
  %".283" = getelementptr [3 x i8*], [3 x i8*]* %".278", i32 0, i32 2
  store i8* %"exception.text_ptr.47", i8** %".283"
  %".285" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".286" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".285", i32 1)
  %".287" = bitcast i8* %".286" to i8**
  %".288" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".289" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".288", i32 0)
  %".290" = bitcast i8* %".289" to i8**
  %".291" = load i8*, i8** %".290"
  %"exception.text_ptr.48" = getelementptr inbounds [41 x i8], [41 x i8]* @"exception_text_16", i32 0, i32 0
  %".292" = getelementptr [3 x i8*], [3 x i8*]* %".278", i32 0, i32 0
  %".293" = call i32 @"irx_exception_info_create"(i8* %"exception.text_ptr.48", i8* %".291", i8** %".292", i32 3, i8** %".287")
  %".294" = icmp slt i32 %".293", 0
  br i1 %".294", label %"string.allocation.pass.1.if", label %"string.allocation.pass.1.endif"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".230")
  %".244" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".245" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".246" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".247" = call i32 @"irx_class_release"(i8* %"context", i8* %".246", i8* %".245")
  %".248" = icmp eq i32 %".247", 0
  br i1 %".248", label %"native.ok.14", label %"native.fail.14"
native.fail.13:
  %".236" = call i32 @"irx_exception_pending"(i8* %"context")
  %".237" = icmp ne i32 %".236", 0
  br i1 %".237", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.39" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".240" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".231", i8* %"exception.text_ptr.39", i32 12, i32 31, i8* %"exception.text_ptr.40")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".244")
  %".258" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".259" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".260" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".261" = call i32 @"irx_class_release"(i8* %"context", i8* %".260", i8* %".259")
  %".262" = icmp eq i32 %".261", 0
  br i1 %".262", label %"native.ok.15", label %"native.fail.15"
native.fail.14:
  %".250" = call i32 @"irx_exception_pending"(i8* %"context")
  %".251" = icmp ne i32 %".250", 0
  br i1 %".251", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.41" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".254" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".245", i8* %"exception.text_ptr.41", i32 12, i32 9, i8* %"exception.text_ptr.42")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".258")
  ret i32 1
native.fail.15:
  %".264" = call i32 @"irx_exception_pending"(i8* %"context")
  %".265" = icmp ne i32 %".264", 0
  br i1 %".265", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.43" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".268" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".259", i8* %"exception.text_ptr.43", i32 12, i32 9, i8* %"exception.text_ptr.44")
  br label %"cleanup.done.11"
string.allocation.pass.1.if:
  %"exception.text_ptr.49" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.51" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.49", i8* %"exception.text_ptr.50", i32 12, i32 31, i8* %"exception.text_ptr.51")
  unreachable
string.allocation.pass.1.endif:
  %".298" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".299" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".300" = call i32 @"irx_class_require"(i8* %".299", i8* %".298")
  %".301" = icmp eq i32 %".300", 0
  br i1 %".301", label %"native.ok.16", label %"native.fail.16"
native.fail.16:
  %".303" = call i32 @"irx_exception_pending"(i8* %"context")
  %".304" = icmp ne i32 %".303", 0
  br i1 %".304", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  %".393" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".394" = call i8* @"builtins__exceptions__RuntimeError__descriptor"(i8* %".393", i32 1)
  %".395" = bitcast i8* %".394" to i8**
  %".396" = load i8*, i8** %".395"
  %".397" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %"exception.text_ptr.66" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [1 x i8], [1 x i8]* @"exception_text_2", i32 0, i32 0
  %".398" = call i32 @"irx_exception_raise"(i8* %"context", i8* %".397", i8** %".149", i8* %".396", i32 1, i8* %"exception.text_ptr.66", i32 12, i32 3, i8* %"exception.text_ptr.67")
  %".399" = icmp slt i32 %".398", 0
  br i1 %".399", label %"native.ok.16.if", label %"native.ok.16.endif"
native.pending.16:
  %".306" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".307" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".308" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".309" = call i32 @"irx_class_release"(i8* %"context", i8* %".308", i8* %".307")
  %".310" = icmp eq i32 %".309", 0
  br i1 %".310", label %"native.ok.17", label %"native.fail.17"
native.error.16:
  %"exception.text_ptr.58" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".349" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".298", i8* %"exception.text_ptr.58", i32 12, i32 31, i8* %"exception.text_ptr.59")
  %".350" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".351" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".352" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".353" = call i32 @"irx_class_release"(i8* %"context", i8* %".352", i8* %".351")
  %".354" = icmp eq i32 %".353", 0
  br i1 %".354", label %"native.ok.20", label %"native.fail.20"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".306")
  %".320" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".321" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".322" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".323" = call i32 @"irx_class_release"(i8* %"context", i8* %".322", i8* %".321")
  %".324" = icmp eq i32 %".323", 0
  br i1 %".324", label %"native.ok.18", label %"native.fail.18"
native.fail.17:
  %".312" = call i32 @"irx_exception_pending"(i8* %"context")
  %".313" = icmp ne i32 %".312", 0
  br i1 %".313", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.12"
native.pending.17:
  br label %"cleanup.done.12"
native.error.17:
  %"exception.text_ptr.52" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".316" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".307", i8* %"exception.text_ptr.52", i32 12, i32 31, i8* %"exception.text_ptr.53")
  br label %"cleanup.done.12"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".320")
  %".334" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".335" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".336" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".337" = call i32 @"irx_class_release"(i8* %"context", i8* %".336", i8* %".335")
  %".338" = icmp eq i32 %".337", 0
  br i1 %".338", label %"native.ok.19", label %"native.fail.19"
native.fail.18:
  %".326" = call i32 @"irx_exception_pending"(i8* %"context")
  %".327" = icmp ne i32 %".326", 0
  br i1 %".327", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.13"
native.pending.18:
  br label %"cleanup.done.13"
native.error.18:
  %"exception.text_ptr.54" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".330" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".321", i8* %"exception.text_ptr.54", i32 12, i32 9, i8* %"exception.text_ptr.55")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".334")
  ret i32 1
native.fail.19:
  %".340" = call i32 @"irx_exception_pending"(i8* %"context")
  %".341" = icmp ne i32 %".340", 0
  br i1 %".341", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.14"
native.pending.19:
  br label %"cleanup.done.14"
native.error.19:
  %"exception.text_ptr.56" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".344" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".335", i8* %"exception.text_ptr.56", i32 12, i32 9, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".350")
  %".364" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".365" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".366" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".367" = call i32 @"irx_class_release"(i8* %"context", i8* %".366", i8* %".365")
  %".368" = icmp eq i32 %".367", 0
  br i1 %".368", label %"native.ok.21", label %"native.fail.21"
native.fail.20:
  %".356" = call i32 @"irx_exception_pending"(i8* %"context")
  %".357" = icmp ne i32 %".356", 0
  br i1 %".357", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.15"
native.pending.20:
  br label %"cleanup.done.15"
native.error.20:
  %"exception.text_ptr.60" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".360" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".351", i8* %"exception.text_ptr.60", i32 12, i32 31, i8* %"exception.text_ptr.61")
  br label %"cleanup.done.15"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".364")
  %".378" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".379" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".380" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".381" = call i32 @"irx_class_release"(i8* %"context", i8* %".380", i8* %".379")
  %".382" = icmp eq i32 %".381", 0
  br i1 %".382", label %"native.ok.22", label %"native.fail.22"
native.fail.21:
  %".370" = call i32 @"irx_exception_pending"(i8* %"context")
  %".371" = icmp ne i32 %".370", 0
  br i1 %".371", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.16"
native.pending.21:
  br label %"cleanup.done.16"
native.error.21:
  %"exception.text_ptr.62" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.63" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".374" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".365", i8* %"exception.text_ptr.62", i32 12, i32 9, i8* %"exception.text_ptr.63")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".378")
  ret i32 1
native.fail.22:
  %".384" = call i32 @"irx_exception_pending"(i8* %"context")
  %".385" = icmp ne i32 %".384", 0
  br i1 %".385", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.17"
native.pending.22:
  br label %"cleanup.done.17"
native.error.22:
  %"exception.text_ptr.64" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.65" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".388" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".379", i8* %"exception.text_ptr.64", i32 12, i32 9, i8* %"exception.text_ptr.65")
  br label %"cleanup.done.17"
native.ok.16.if:
  %"exception.text_ptr.68" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.69" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.70" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.68", i8* %"exception.text_ptr.69", i32 12, i32 3, i8* %"exception.text_ptr.70")
  unreachable
native.ok.16.endif:
  %".403" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".404" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".405" = bitcast %"builtins__exceptions__RuntimeError"* %".220" to i8*
  %".406" = call i32 @"irx_class_release"(i8* %"context", i8* %".405", i8* %".404")
  %".407" = icmp eq i32 %".406", 0
  br i1 %".407", label %"native.ok.23", label %"native.fail.23"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".403")
  %".417" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".418" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".419" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".420" = call i32 @"irx_class_release"(i8* %"context", i8* %".419", i8* %".418")
  %".421" = icmp eq i32 %".420", 0
  br i1 %".421", label %"native.ok.24", label %"native.fail.24"
native.fail.23:
  %".409" = call i32 @"irx_exception_pending"(i8* %"context")
  %".410" = icmp ne i32 %".409", 0
  br i1 %".410", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.18"
native.pending.23:
  br label %"cleanup.done.18"
native.error.23:
  %"exception.text_ptr.71" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.72" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".413" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".404", i8* %"exception.text_ptr.71", i32 12, i32 31, i8* %"exception.text_ptr.72")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".417")
  %".431" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".432" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".433" = bitcast %"builtins__exceptions__ValueError"* %".19" to i8*
  %".434" = call i32 @"irx_class_release"(i8* %"context", i8* %".433", i8* %".432")
  %".435" = icmp eq i32 %".434", 0
  br i1 %".435", label %"native.ok.25", label %"native.fail.25"
native.fail.24:
  %".423" = call i32 @"irx_exception_pending"(i8* %"context")
  %".424" = icmp ne i32 %".423", 0
  br i1 %".424", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.19"
native.pending.24:
  br label %"cleanup.done.19"
native.error.24:
  %"exception.text_ptr.73" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.74" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".427" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".418", i8* %"exception.text_ptr.73", i32 12, i32 9, i8* %"exception.text_ptr.74")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".431")
  ret i32 1
native.fail.25:
  %".437" = call i32 @"irx_exception_pending"(i8* %"context")
  %".438" = icmp ne i32 %".437", 0
  br i1 %".438", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.20"
native.pending.25:
  br label %"cleanup.done.20"
native.error.25:
  %"exception.text_ptr.75" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_20", i32 0, i32 0
  %".441" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".432", i8* %"exception.text_ptr.75", i32 12, i32 9, i8* %"exception.text_ptr.76")
  br label %"cleanup.done.20"
}

define i32 @"exceptions_uncaught__outer"(i8* %"context", i32* %"result_out")
{
entry:
  %"call.result" = alloca i32
  %".4" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_2454236771050304337_140403588815312", i32 0, i32 0
  %"call.status" = call i32 @"exceptions_uncaught__inner"(i8* %"context", i8* %".4", i32* %"call.result")
  %".5" = icmp eq i32 %"call.status", 0
  br i1 %".5", label %"call.success", label %"call.failure"
call.success:
  %".9" = load i32, i32* %"call.result"
  store i32 %".9", i32* %"result_out"
  ret i32 0
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 16, i32 10)
  ret i32 1
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"call.result" = alloca i32
  %".4" = getelementptr inbounds [7 x i8], [7 x i8]* @"str_utf8_3363655103764251244_140403581462352", i32 0, i32 0
  %".5" = call i32 @"puts"(i8* %".4")
  %"call.status" = call i32 @"exceptions_uncaught__outer"(i8* %"context", i32* %"call.result")
  %".6" = icmp eq i32 %"call.status", 0
  br i1 %".6", label %"call.success", label %"call.failure"
call.success:
  %".10" = load i32, i32* %"call.result"
  %".11" = sext i32 %".10" to i64
  %".12" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".13" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".12", i64 %".11")
  %"string_format_size_succeeded" = icmp sge i32 %".13", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr", i32 21, i32 9)
  ret i32 1
string.format.size.fail:
  %"exception.text_ptr.1" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.1", i8* %"exception.text_ptr.2", i32 -1, i32 -1, i8* %"exception.text_ptr.3")
  ret i32 1
string.format.size.pass:
  %".17" = zext i32 %".13" to i64
  %"string_format_allocation_size" = add i64 %".17", 1
  %".18" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".18", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
string.allocation.fail:
  %"exception.text_ptr.4" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_23", i32 0, i32 0
  %".20" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  ret i32 1
string.allocation.pass:
  %".22" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".18", i64 %"string_format_allocation_size", i8* %".12", i64 %".11")
  %"string_format_write_succeeded" = icmp sge i32 %".22", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
string.format.write.fail:
  %"exception.text_ptr.7" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".24" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.7", i8* %"exception.text_ptr.8", i32 -1, i32 -1, i8* %"exception.text_ptr.9")
  ret i32 1
string.format.write.pass:
  %".26" = call i32 @"puts"(i8* %".18")
  call void @"free"(i8* %".18")
  %".28" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_3159963329908544151_140403594258576", i32 0, i32 0
  %".29" = call i32 @"puts"(i8* %".28")
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140403824538448" = internal constant [27 x i8] c"range() step must not be 0\00"
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
declare external i32 @"irx_exception_pending"(i8* %".1")

@"exception_text_19" = internal constant [20 x i8] c"exceptions_uncaught\00"
@"exception_text_20" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"string_copy_empty_21" = internal constant [1 x i8] c"\00"
@"exception_text_22" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"exception_text_23" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

declare external void @"irx_class_complete"(i8* %".1")

declare external i32 @"irx_class_require"(i8* %".1", i8* %".2")

declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

@"str_utf8_3913569068558628083_140402460046992" = internal constant [18 x i8] c"cause | with pipe\00"
@"str_utf8_2454236771050304337_140403588815312" = internal constant [27 x i8] c"fatal\0aline two\5c and | pipe\00"
declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

@"str_utf8_3363655103764251244_140403581462352" = internal constant [7 x i8] c"before\00"
declare external i32 @"puts"(i8* %".1")

@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_24" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_25" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_26" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_27" = internal constant [31 x i8] c"string formatting write failed\00"
@"str_utf8_3159963329908544151_140403594258576" = internal constant [6 x i8] c"after\00"
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

