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
%"builtins__files__File" = type {i8*, i8*, i8*, i8*}
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

define internal i8* @"builtins__files__File__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"builtins__files__File"*
  switch i32 %".2", label %"missing" [i32 0, label %"field.0"]
missing:
  ret i8* null
field.0:
  %"handle_addr" = getelementptr inbounds %"builtins__files__File", %"builtins__files__File"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"handle_addr" to i8*
  ret i8* %".6"
}

define i32 @"builtins__files__File__method__read__overload__instance__read__irx_default__fixed__String"(i8* %"context", %"builtins__files__File"* %"self", i8** %"result_out")
{
entry:
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_output" = alloca i8*
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"self.1" = alloca %"builtins__files__File"*
  store %"builtins__files__File"* %"self", %"builtins__files__File"** %"self.1"
  %"self.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"self.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".8" = call i32 @"irx_class_require"(i8* %".7", i8* %".6")
  %".9" = icmp eq i32 %".8", 0
  br i1 %".9", label %"native.ok", label %"native.fail"
native.fail:
  %".11" = call i32 @"irx_exception_pending"(i8* %"context")
  %".12" = icmp ne i32 %".11", 0
  br i1 %".12", label %"native.pending", label %"native.error"
native.ok:
  %".17" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".18" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".19" = call i32 @"irx_class_retain"(i8* %".18", i8* %".17")
  %".20" = icmp eq i32 %".19", 0
  br i1 %".20", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 19, i32 12, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".22" = call i32 @"irx_exception_pending"(i8* %"context")
  %".23" = icmp ne i32 %".22", 0
  br i1 %".23", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".28" = getelementptr inbounds %"builtins__files__File", %"builtins__files__File"* %"self.2", i32 0, i32 1
  %".29" = load i8*, i8** %".28"
  %".30" = bitcast i8* %".29" to i8* (i8*, i32)*
  %".31" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %"handle_raw_addr" = call i8* %".30"(i8* %".31", i32 0)
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".33" = call i32 @"irx_class_require"(i8* %"handle_raw_addr", i8* %".32")
  %".34" = icmp eq i32 %".33", 0
  br i1 %".34", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".17", i8* %"exception.text_ptr.2", i32 19, i32 12, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".36" = call i32 @"irx_exception_pending"(i8* %"context")
  %".37" = icmp ne i32 %".36", 0
  br i1 %".37", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %"handle_addr" = bitcast i8* %"handle_raw_addr" to i8**
  %"handle" = load i8*, i8** %"handle_addr"
  %".70" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".71" = call i32 @"irx_file_read"(i8* %"handle", i8** %"file_output", i8* %".70")
  %".72" = icmp eq i32 %".71", 0
  br i1 %".72", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".39" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".40" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".41" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".42" = call i32 @"irx_class_release"(i8* %"context", i8* %".41", i8* %".40")
  %".43" = icmp eq i32 %".42", 0
  br i1 %".43", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.6" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".54" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.6", i32 19, i32 12, i8* %"exception.text_ptr.7")
  %".55" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".56" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".57" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".58" = call i32 @"irx_class_release"(i8* %"context", i8* %".57", i8* %".56")
  %".59" = icmp eq i32 %".58", 0
  br i1 %".59", label %"native.ok.4", label %"native.fail.4"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".39")
  ret i32 1
native.fail.3:
  %".45" = call i32 @"irx_exception_pending"(i8* %"context")
  %".46" = icmp ne i32 %".45", 0
  br i1 %".46", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done"
native.pending.3:
  br label %"cleanup.done"
native.error.3:
  %"exception.text_ptr.4" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".49" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".40", i8* %"exception.text_ptr.4", i32 19, i32 12, i8* %"exception.text_ptr.5")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".55")
  ret i32 1
native.fail.4:
  %".61" = call i32 @"irx_exception_pending"(i8* %"context")
  %".62" = icmp ne i32 %".61", 0
  br i1 %".62", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.1"
native.pending.4:
  br label %"cleanup.done.1"
native.error.4:
  %"exception.text_ptr.8" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".56", i8* %"exception.text_ptr.8", i32 19, i32 12, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.1"
native.fail.5:
  %".74" = call i32 @"irx_exception_pending"(i8* %"context")
  %".75" = icmp ne i32 %".74", 0
  br i1 %".75", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %"file_value" = load i8*, i8** %"file_output"
  %".151" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".152" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".153" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".154" = call i32 @"irx_class_release"(i8* %"context", i8* %".153", i8* %".152")
  %".155" = icmp eq i32 %".154", 0
  br i1 %".155", label %"native.ok.10", label %"native.fail.10"
native.pending.5:
  %".77" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".78" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".79" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".80" = call i32 @"irx_class_release"(i8* %"context", i8* %".79", i8* %".78")
  %".81" = icmp eq i32 %".80", 0
  br i1 %".81", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %".92" = icmp sge i32 %".71", 65536
  br i1 %".92", label %"native.oserror", label %"native.valueerror"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".77")
  ret i32 1
native.fail.6:
  %".83" = call i32 @"irx_exception_pending"(i8* %"context")
  %".84" = icmp ne i32 %".83", 0
  br i1 %".84", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.2"
native.pending.6:
  br label %"cleanup.done.2"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".87" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".78", i8* %"exception.text_ptr.10", i32 19, i32 12, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
native.oserror:
  %"exception.text_ptr.12" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".94" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.12", i32 19, i32 24, i8* %"exception.text_ptr.13")
  %".95" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".96" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".97" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".98" = call i32 @"irx_class_release"(i8* %"context", i8* %".97", i8* %".96")
  %".99" = icmp eq i32 %".98", 0
  br i1 %".99", label %"native.ok.7", label %"native.fail.7"
native.valueerror:
  %".110" = icmp eq i32 %".71", 5
  br i1 %".110", label %"native.overflow", label %"native.filevalue"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".95")
  ret i32 1
native.fail.7:
  %".101" = call i32 @"irx_exception_pending"(i8* %"context")
  %".102" = icmp ne i32 %".101", 0
  br i1 %".102", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.3"
native.pending.7:
  br label %"cleanup.done.3"
native.error.7:
  %"exception.text_ptr.14" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".105" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".96", i8* %"exception.text_ptr.14", i32 19, i32 12, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.3"
native.overflow:
  %"exception.text_ptr.16" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".112" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.16", i32 19, i32 24, i8* %"exception.text_ptr.17")
  %".113" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".114" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".115" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".116" = call i32 @"irx_class_release"(i8* %"context", i8* %".115", i8* %".114")
  %".117" = icmp eq i32 %".116", 0
  br i1 %".117", label %"native.ok.8", label %"native.fail.8"
native.filevalue:
  %".128" = icmp eq i32 %".71", 4
  %".129" = zext i1 %".128" to i32
  %".130" = sub i32 0, %".129"
  %".131" = icmp slt i32 %".130", 0
  br i1 %".131", label %"native.filevalue.if", label %"native.filevalue.endif"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".113")
  ret i32 1
native.fail.8:
  %".119" = call i32 @"irx_exception_pending"(i8* %"context")
  %".120" = icmp ne i32 %".119", 0
  br i1 %".120", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.18" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".123" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".114", i8* %"exception.text_ptr.18", i32 19, i32 12, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.4"
native.filevalue.if:
  %"exception.text_ptr.20" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.20", i8* %"exception.text_ptr.21", i32 19, i32 24, i8* %"exception.text_ptr.22")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.23" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".135" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.23", i32 19, i32 24, i8* %"exception.text_ptr.24")
  %".136" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".137" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".138" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".139" = call i32 @"irx_class_release"(i8* %"context", i8* %".138", i8* %".137")
  %".140" = icmp eq i32 %".139", 0
  br i1 %".140", label %"native.ok.9", label %"native.fail.9"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".136")
  ret i32 1
native.fail.9:
  %".142" = call i32 @"irx_exception_pending"(i8* %"context")
  %".143" = icmp ne i32 %".142", 0
  br i1 %".143", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.25" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".146" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".137", i8* %"exception.text_ptr.25", i32 19, i32 12, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".151")
  %".165" = call i32 @"irx_exception_pending"(i8* %"context")
  %".166" = icmp ne i32 %".165", 0
  br i1 %".166", label %"cleanup.done.6.if", label %"cleanup.done.6.endif"
native.fail.10:
  %".157" = call i32 @"irx_exception_pending"(i8* %"context")
  %".158" = icmp ne i32 %".157", 0
  br i1 %".158", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.27" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".161" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".152", i8* %"exception.text_ptr.27", i32 19, i32 12, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.6"
cleanup.done.6.if:
  call void @"free"(i8* %"file_value")
  ret i32 1
cleanup.done.6.endif:
  store i8* %"file_value", i8** %"result_out"
  ret i32 0
}

define i32 @"builtins__files__File__method__write__overload__instance__write__irx_default__fixed__String__Int64"(i8* %"context", %"builtins__files__File"* %"self", i8* %"text", i64* %"result_out")
{
entry:
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_output" = alloca i64
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"self.1" = alloca %"builtins__files__File"*
  store %"builtins__files__File"* %"self", %"builtins__files__File"** %"self.1"
  %"text.1" = alloca i8*
  store i8* %"text", i8** %"text.1"
  %"self.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"self.1"
  %".8" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".9" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".10" = call i32 @"irx_class_require"(i8* %".9", i8* %".8")
  %".11" = icmp eq i32 %".10", 0
  br i1 %".11", label %"native.ok", label %"native.fail"
native.fail:
  %".13" = call i32 @"irx_exception_pending"(i8* %"context")
  %".14" = icmp ne i32 %".13", 0
  br i1 %".14", label %"native.pending", label %"native.error"
native.ok:
  %".19" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".20" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".21" = call i32 @"irx_class_retain"(i8* %".20", i8* %".19")
  %".22" = icmp eq i32 %".21", 0
  br i1 %".22", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".17" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".8", i8* %"exception.text_ptr", i32 26, i32 12, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".24" = call i32 @"irx_exception_pending"(i8* %"context")
  %".25" = icmp ne i32 %".24", 0
  br i1 %".25", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".30" = getelementptr inbounds %"builtins__files__File", %"builtins__files__File"* %"self.2", i32 0, i32 1
  %".31" = load i8*, i8** %".30"
  %".32" = bitcast i8* %".31" to i8* (i8*, i32)*
  %".33" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %"handle_raw_addr" = call i8* %".32"(i8* %".33", i32 0)
  %".34" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".35" = call i32 @"irx_class_require"(i8* %"handle_raw_addr", i8* %".34")
  %".36" = icmp eq i32 %".35", 0
  br i1 %".36", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".19", i8* %"exception.text_ptr.2", i32 26, i32 12, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".38" = call i32 @"irx_exception_pending"(i8* %"context")
  %".39" = icmp ne i32 %".38", 0
  br i1 %".39", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %"handle_addr" = bitcast i8* %"handle_raw_addr" to i8**
  %"handle" = load i8*, i8** %"handle_addr"
  %"text.2" = load i8*, i8** %"text.1"
  %".72" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".73" = call i32 @"irx_file_write"(i8* %"handle", i8* %"text.2", i64* %"file_output", i8* %".72")
  %".74" = icmp eq i32 %".73", 0
  br i1 %".74", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".41" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".42" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".43" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".44" = call i32 @"irx_class_release"(i8* %"context", i8* %".43", i8* %".42")
  %".45" = icmp eq i32 %".44", 0
  br i1 %".45", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.6" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".56" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".34", i8* %"exception.text_ptr.6", i32 26, i32 12, i8* %"exception.text_ptr.7")
  %".57" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".58" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".59" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".60" = call i32 @"irx_class_release"(i8* %"context", i8* %".59", i8* %".58")
  %".61" = icmp eq i32 %".60", 0
  br i1 %".61", label %"native.ok.4", label %"native.fail.4"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".41")
  ret i32 1
native.fail.3:
  %".47" = call i32 @"irx_exception_pending"(i8* %"context")
  %".48" = icmp ne i32 %".47", 0
  br i1 %".48", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done"
native.pending.3:
  br label %"cleanup.done"
native.error.3:
  %"exception.text_ptr.4" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".51" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".42", i8* %"exception.text_ptr.4", i32 26, i32 12, i8* %"exception.text_ptr.5")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".57")
  ret i32 1
native.fail.4:
  %".63" = call i32 @"irx_exception_pending"(i8* %"context")
  %".64" = icmp ne i32 %".63", 0
  br i1 %".64", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.1"
native.pending.4:
  br label %"cleanup.done.1"
native.error.4:
  %"exception.text_ptr.8" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".67" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".58", i8* %"exception.text_ptr.8", i32 26, i32 12, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.1"
native.fail.5:
  %".76" = call i32 @"irx_exception_pending"(i8* %"context")
  %".77" = icmp ne i32 %".76", 0
  br i1 %".77", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %"file_value" = load i64, i64* %"file_output"
  %".153" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".154" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".155" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".156" = call i32 @"irx_class_release"(i8* %"context", i8* %".155", i8* %".154")
  %".157" = icmp eq i32 %".156", 0
  br i1 %".157", label %"native.ok.10", label %"native.fail.10"
native.pending.5:
  %".79" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".80" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".81" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".82" = call i32 @"irx_class_release"(i8* %"context", i8* %".81", i8* %".80")
  %".83" = icmp eq i32 %".82", 0
  br i1 %".83", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %".94" = icmp sge i32 %".73", 65536
  br i1 %".94", label %"native.oserror", label %"native.valueerror"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".79")
  ret i32 1
native.fail.6:
  %".85" = call i32 @"irx_exception_pending"(i8* %"context")
  %".86" = icmp ne i32 %".85", 0
  br i1 %".86", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.2"
native.pending.6:
  br label %"cleanup.done.2"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".89" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".80", i8* %"exception.text_ptr.10", i32 26, i32 12, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
native.oserror:
  %"exception.text_ptr.12" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".96" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".72", i8* %"exception.text_ptr.12", i32 26, i32 24, i8* %"exception.text_ptr.13")
  %".97" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".98" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".99" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".100" = call i32 @"irx_class_release"(i8* %"context", i8* %".99", i8* %".98")
  %".101" = icmp eq i32 %".100", 0
  br i1 %".101", label %"native.ok.7", label %"native.fail.7"
native.valueerror:
  %".112" = icmp eq i32 %".73", 5
  br i1 %".112", label %"native.overflow", label %"native.filevalue"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".97")
  ret i32 1
native.fail.7:
  %".103" = call i32 @"irx_exception_pending"(i8* %"context")
  %".104" = icmp ne i32 %".103", 0
  br i1 %".104", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.3"
native.pending.7:
  br label %"cleanup.done.3"
native.error.7:
  %"exception.text_ptr.14" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".107" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".98", i8* %"exception.text_ptr.14", i32 26, i32 12, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.3"
native.overflow:
  %"exception.text_ptr.16" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".114" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".72", i8* %"exception.text_ptr.16", i32 26, i32 24, i8* %"exception.text_ptr.17")
  %".115" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".116" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".117" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".118" = call i32 @"irx_class_release"(i8* %"context", i8* %".117", i8* %".116")
  %".119" = icmp eq i32 %".118", 0
  br i1 %".119", label %"native.ok.8", label %"native.fail.8"
native.filevalue:
  %".130" = icmp eq i32 %".73", 4
  %".131" = zext i1 %".130" to i32
  %".132" = sub i32 0, %".131"
  %".133" = icmp slt i32 %".132", 0
  br i1 %".133", label %"native.filevalue.if", label %"native.filevalue.endif"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".115")
  ret i32 1
native.fail.8:
  %".121" = call i32 @"irx_exception_pending"(i8* %"context")
  %".122" = icmp ne i32 %".121", 0
  br i1 %".122", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.18" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".116", i8* %"exception.text_ptr.18", i32 26, i32 12, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.4"
native.filevalue.if:
  %"exception.text_ptr.20" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.20", i8* %"exception.text_ptr.21", i32 26, i32 24, i8* %"exception.text_ptr.22")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.23" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".137" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".72", i8* %"exception.text_ptr.23", i32 26, i32 24, i8* %"exception.text_ptr.24")
  %".138" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".139" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".140" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".141" = call i32 @"irx_class_release"(i8* %"context", i8* %".140", i8* %".139")
  %".142" = icmp eq i32 %".141", 0
  br i1 %".142", label %"native.ok.9", label %"native.fail.9"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".138")
  ret i32 1
native.fail.9:
  %".144" = call i32 @"irx_exception_pending"(i8* %"context")
  %".145" = icmp ne i32 %".144", 0
  br i1 %".145", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.25" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".148" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".139", i8* %"exception.text_ptr.25", i32 26, i32 12, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".153")
  %".167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".168" = icmp ne i32 %".167", 0
  br i1 %".168", label %"cleanup.done.6.if", label %"cleanup.done.6.endif"
native.fail.10:
  %".159" = call i32 @"irx_exception_pending"(i8* %"context")
  %".160" = icmp ne i32 %".159", 0
  br i1 %".160", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.27" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".163" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".154", i8* %"exception.text_ptr.27", i32 26, i32 12, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.6"
cleanup.done.6.if:
  ret i32 1
cleanup.done.6.endif:
  store i64 %"file_value", i64* %"result_out"
  ret i32 0
}

define i32 @"builtins__files__File__method__flush__overload__instance__flush__irx_default__fixed__NoneType"(i8* %"context", %"builtins__files__File"* %"self")
{
entry:
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
  %"self.1" = alloca %"builtins__files__File"*
  store %"builtins__files__File"* %"self", %"builtins__files__File"** %"self.1"
  %"self.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"self.1"
  %".5" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".6" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".7" = call i32 @"irx_class_require"(i8* %".6", i8* %".5")
  %".8" = icmp eq i32 %".7", 0
  br i1 %".8", label %"native.ok", label %"native.fail"
native.fail:
  %".10" = call i32 @"irx_exception_pending"(i8* %"context")
  %".11" = icmp ne i32 %".10", 0
  br i1 %".11", label %"native.pending", label %"native.error"
native.ok:
  %".16" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".17" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".18" = call i32 @"irx_class_retain"(i8* %".17", i8* %".16")
  %".19" = icmp eq i32 %".18", 0
  br i1 %".19", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5", i8* %"exception.text_ptr", i32 33, i32 5, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".21" = call i32 @"irx_exception_pending"(i8* %"context")
  %".22" = icmp ne i32 %".21", 0
  br i1 %".22", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".27" = getelementptr inbounds %"builtins__files__File", %"builtins__files__File"* %"self.2", i32 0, i32 1
  %".28" = load i8*, i8** %".27"
  %".29" = bitcast i8* %".28" to i8* (i8*, i32)*
  %".30" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %"handle_raw_addr" = call i8* %".29"(i8* %".30", i32 0)
  %".31" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".32" = call i32 @"irx_class_require"(i8* %"handle_raw_addr", i8* %".31")
  %".33" = icmp eq i32 %".32", 0
  br i1 %".33", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".25" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".16", i8* %"exception.text_ptr.2", i32 33, i32 5, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".35" = call i32 @"irx_exception_pending"(i8* %"context")
  %".36" = icmp ne i32 %".35", 0
  br i1 %".36", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %"handle_addr" = bitcast i8* %"handle_raw_addr" to i8**
  %"handle" = load i8*, i8** %"handle_addr"
  %".69" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".70" = call i32 @"irx_file_flush"(i8* %"handle", i8* %".69")
  %".71" = icmp eq i32 %".70", 0
  br i1 %".71", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".38" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".39" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".40" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".41" = call i32 @"irx_class_release"(i8* %"context", i8* %".40", i8* %".39")
  %".42" = icmp eq i32 %".41", 0
  br i1 %".42", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.6" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".53" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".31", i8* %"exception.text_ptr.6", i32 33, i32 5, i8* %"exception.text_ptr.7")
  %".54" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".55" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".56" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".57" = call i32 @"irx_class_release"(i8* %"context", i8* %".56", i8* %".55")
  %".58" = icmp eq i32 %".57", 0
  br i1 %".58", label %"native.ok.4", label %"native.fail.4"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".38")
  ret i32 1
native.fail.3:
  %".44" = call i32 @"irx_exception_pending"(i8* %"context")
  %".45" = icmp ne i32 %".44", 0
  br i1 %".45", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done"
native.pending.3:
  br label %"cleanup.done"
native.error.3:
  %"exception.text_ptr.4" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".48" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".39", i8* %"exception.text_ptr.4", i32 33, i32 5, i8* %"exception.text_ptr.5")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".54")
  ret i32 1
native.fail.4:
  %".60" = call i32 @"irx_exception_pending"(i8* %"context")
  %".61" = icmp ne i32 %".60", 0
  br i1 %".61", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.1"
native.pending.4:
  br label %"cleanup.done.1"
native.error.4:
  %"exception.text_ptr.8" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".64" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".55", i8* %"exception.text_ptr.8", i32 33, i32 5, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.1"
native.fail.5:
  %".73" = call i32 @"irx_exception_pending"(i8* %"context")
  %".74" = icmp ne i32 %".73", 0
  br i1 %".74", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".150" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".151" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".152" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".153" = call i32 @"irx_class_release"(i8* %"context", i8* %".152", i8* %".151")
  %".154" = icmp eq i32 %".153", 0
  br i1 %".154", label %"native.ok.10", label %"native.fail.10"
native.pending.5:
  %".76" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".77" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".78" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".79" = call i32 @"irx_class_release"(i8* %"context", i8* %".78", i8* %".77")
  %".80" = icmp eq i32 %".79", 0
  br i1 %".80", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %".91" = icmp sge i32 %".70", 65536
  br i1 %".91", label %"native.oserror", label %"native.valueerror"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".76")
  ret i32 1
native.fail.6:
  %".82" = call i32 @"irx_exception_pending"(i8* %"context")
  %".83" = icmp ne i32 %".82", 0
  br i1 %".83", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.2"
native.pending.6:
  br label %"cleanup.done.2"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".86" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.10", i32 33, i32 5, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
native.oserror:
  %"exception.text_ptr.12" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".93" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.12", i32 33, i32 17, i8* %"exception.text_ptr.13")
  %".94" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".95" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".96" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".97" = call i32 @"irx_class_release"(i8* %"context", i8* %".96", i8* %".95")
  %".98" = icmp eq i32 %".97", 0
  br i1 %".98", label %"native.ok.7", label %"native.fail.7"
native.valueerror:
  %".109" = icmp eq i32 %".70", 5
  br i1 %".109", label %"native.overflow", label %"native.filevalue"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".94")
  ret i32 1
native.fail.7:
  %".100" = call i32 @"irx_exception_pending"(i8* %"context")
  %".101" = icmp ne i32 %".100", 0
  br i1 %".101", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.3"
native.pending.7:
  br label %"cleanup.done.3"
native.error.7:
  %"exception.text_ptr.14" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".104" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".95", i8* %"exception.text_ptr.14", i32 33, i32 5, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.3"
native.overflow:
  %"exception.text_ptr.16" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".111" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.16", i32 33, i32 17, i8* %"exception.text_ptr.17")
  %".112" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".113" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".114" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".115" = call i32 @"irx_class_release"(i8* %"context", i8* %".114", i8* %".113")
  %".116" = icmp eq i32 %".115", 0
  br i1 %".116", label %"native.ok.8", label %"native.fail.8"
native.filevalue:
  %".127" = icmp eq i32 %".70", 4
  %".128" = zext i1 %".127" to i32
  %".129" = sub i32 0, %".128"
  %".130" = icmp slt i32 %".129", 0
  br i1 %".130", label %"native.filevalue.if", label %"native.filevalue.endif"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".112")
  ret i32 1
native.fail.8:
  %".118" = call i32 @"irx_exception_pending"(i8* %"context")
  %".119" = icmp ne i32 %".118", 0
  br i1 %".119", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.18" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".122" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".113", i8* %"exception.text_ptr.18", i32 33, i32 5, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.4"
native.filevalue.if:
  %"exception.text_ptr.20" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.20", i8* %"exception.text_ptr.21", i32 33, i32 17, i8* %"exception.text_ptr.22")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.23" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".134" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.23", i32 33, i32 17, i8* %"exception.text_ptr.24")
  %".135" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".136" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".137" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".138" = call i32 @"irx_class_release"(i8* %"context", i8* %".137", i8* %".136")
  %".139" = icmp eq i32 %".138", 0
  br i1 %".139", label %"native.ok.9", label %"native.fail.9"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".135")
  ret i32 1
native.fail.9:
  %".141" = call i32 @"irx_exception_pending"(i8* %"context")
  %".142" = icmp ne i32 %".141", 0
  br i1 %".142", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.25" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".145" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".136", i8* %"exception.text_ptr.25", i32 33, i32 5, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".150")
  %".164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"cleanup.done.6.if", label %"cleanup.done.6.endif"
native.fail.10:
  %".156" = call i32 @"irx_exception_pending"(i8* %"context")
  %".157" = icmp ne i32 %".156", 0
  br i1 %".157", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.27" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".160" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".151", i8* %"exception.text_ptr.27", i32 33, i32 5, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.6"
cleanup.done.6.if:
  ret i32 1
cleanup.done.6.endif:
  ret i32 0
}

define i32 @"builtins__files__File__method__close__overload__instance__close__irx_default__fixed__NoneType"(i8* %"context", %"builtins__files__File"* %"self")
{
entry:
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
  %"self.1" = alloca %"builtins__files__File"*
  store %"builtins__files__File"* %"self", %"builtins__files__File"** %"self.1"
  %"self.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"self.1"
  %".5" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".6" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".7" = call i32 @"irx_class_require"(i8* %".6", i8* %".5")
  %".8" = icmp eq i32 %".7", 0
  br i1 %".8", label %"native.ok", label %"native.fail"
native.fail:
  %".10" = call i32 @"irx_exception_pending"(i8* %"context")
  %".11" = icmp ne i32 %".10", 0
  br i1 %".11", label %"native.pending", label %"native.error"
native.ok:
  %".16" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".17" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".18" = call i32 @"irx_class_retain"(i8* %".17", i8* %".16")
  %".19" = icmp eq i32 %".18", 0
  br i1 %".19", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5", i8* %"exception.text_ptr", i32 41, i32 5, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".21" = call i32 @"irx_exception_pending"(i8* %"context")
  %".22" = icmp ne i32 %".21", 0
  br i1 %".22", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".27" = getelementptr inbounds %"builtins__files__File", %"builtins__files__File"* %"self.2", i32 0, i32 1
  %".28" = load i8*, i8** %".27"
  %".29" = bitcast i8* %".28" to i8* (i8*, i32)*
  %".30" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %"handle_raw_addr" = call i8* %".29"(i8* %".30", i32 0)
  %".31" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".32" = call i32 @"irx_class_require"(i8* %"handle_raw_addr", i8* %".31")
  %".33" = icmp eq i32 %".32", 0
  br i1 %".33", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".25" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".16", i8* %"exception.text_ptr.2", i32 41, i32 5, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".35" = call i32 @"irx_exception_pending"(i8* %"context")
  %".36" = icmp ne i32 %".35", 0
  br i1 %".36", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %"handle_addr" = bitcast i8* %"handle_raw_addr" to i8**
  %"handle" = load i8*, i8** %"handle_addr"
  %".69" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".70" = call i32 @"irx_file_close"(i8* %"handle", i8* %".69")
  %".71" = icmp eq i32 %".70", 0
  br i1 %".71", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".38" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".39" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".40" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".41" = call i32 @"irx_class_release"(i8* %"context", i8* %".40", i8* %".39")
  %".42" = icmp eq i32 %".41", 0
  br i1 %".42", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.6" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".53" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".31", i8* %"exception.text_ptr.6", i32 41, i32 5, i8* %"exception.text_ptr.7")
  %".54" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".55" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".56" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".57" = call i32 @"irx_class_release"(i8* %"context", i8* %".56", i8* %".55")
  %".58" = icmp eq i32 %".57", 0
  br i1 %".58", label %"native.ok.4", label %"native.fail.4"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".38")
  ret i32 1
native.fail.3:
  %".44" = call i32 @"irx_exception_pending"(i8* %"context")
  %".45" = icmp ne i32 %".44", 0
  br i1 %".45", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done"
native.pending.3:
  br label %"cleanup.done"
native.error.3:
  %"exception.text_ptr.4" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".48" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".39", i8* %"exception.text_ptr.4", i32 41, i32 5, i8* %"exception.text_ptr.5")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".54")
  ret i32 1
native.fail.4:
  %".60" = call i32 @"irx_exception_pending"(i8* %"context")
  %".61" = icmp ne i32 %".60", 0
  br i1 %".61", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.1"
native.pending.4:
  br label %"cleanup.done.1"
native.error.4:
  %"exception.text_ptr.8" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".64" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".55", i8* %"exception.text_ptr.8", i32 41, i32 5, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.1"
native.fail.5:
  %".73" = call i32 @"irx_exception_pending"(i8* %"context")
  %".74" = icmp ne i32 %".73", 0
  br i1 %".74", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".150" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".151" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".152" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".153" = call i32 @"irx_class_release"(i8* %"context", i8* %".152", i8* %".151")
  %".154" = icmp eq i32 %".153", 0
  br i1 %".154", label %"native.ok.10", label %"native.fail.10"
native.pending.5:
  %".76" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".77" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".78" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".79" = call i32 @"irx_class_release"(i8* %"context", i8* %".78", i8* %".77")
  %".80" = icmp eq i32 %".79", 0
  br i1 %".80", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %".91" = icmp sge i32 %".70", 65536
  br i1 %".91", label %"native.oserror", label %"native.valueerror"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".76")
  ret i32 1
native.fail.6:
  %".82" = call i32 @"irx_exception_pending"(i8* %"context")
  %".83" = icmp ne i32 %".82", 0
  br i1 %".83", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.2"
native.pending.6:
  br label %"cleanup.done.2"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".86" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".77", i8* %"exception.text_ptr.10", i32 41, i32 5, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
native.oserror:
  %"exception.text_ptr.12" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".93" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.12", i32 41, i32 17, i8* %"exception.text_ptr.13")
  %".94" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".95" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".96" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".97" = call i32 @"irx_class_release"(i8* %"context", i8* %".96", i8* %".95")
  %".98" = icmp eq i32 %".97", 0
  br i1 %".98", label %"native.ok.7", label %"native.fail.7"
native.valueerror:
  %".109" = icmp eq i32 %".70", 5
  br i1 %".109", label %"native.overflow", label %"native.filevalue"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".94")
  ret i32 1
native.fail.7:
  %".100" = call i32 @"irx_exception_pending"(i8* %"context")
  %".101" = icmp ne i32 %".100", 0
  br i1 %".101", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.3"
native.pending.7:
  br label %"cleanup.done.3"
native.error.7:
  %"exception.text_ptr.14" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".104" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".95", i8* %"exception.text_ptr.14", i32 41, i32 5, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.3"
native.overflow:
  %"exception.text_ptr.16" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".111" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.16", i32 41, i32 17, i8* %"exception.text_ptr.17")
  %".112" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".113" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".114" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".115" = call i32 @"irx_class_release"(i8* %"context", i8* %".114", i8* %".113")
  %".116" = icmp eq i32 %".115", 0
  br i1 %".116", label %"native.ok.8", label %"native.fail.8"
native.filevalue:
  %".127" = icmp eq i32 %".70", 4
  %".128" = zext i1 %".127" to i32
  %".129" = sub i32 0, %".128"
  %".130" = icmp slt i32 %".129", 0
  br i1 %".130", label %"native.filevalue.if", label %"native.filevalue.endif"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".112")
  ret i32 1
native.fail.8:
  %".118" = call i32 @"irx_exception_pending"(i8* %"context")
  %".119" = icmp ne i32 %".118", 0
  br i1 %".119", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.4"
native.pending.8:
  br label %"cleanup.done.4"
native.error.8:
  %"exception.text_ptr.18" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".122" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".113", i8* %"exception.text_ptr.18", i32 41, i32 5, i8* %"exception.text_ptr.19")
  br label %"cleanup.done.4"
native.filevalue.if:
  %"exception.text_ptr.20" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.20", i8* %"exception.text_ptr.21", i32 41, i32 17, i8* %"exception.text_ptr.22")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.23" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".134" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".69", i8* %"exception.text_ptr.23", i32 41, i32 17, i8* %"exception.text_ptr.24")
  %".135" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".136" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".137" = bitcast %"builtins__files__File"* %"self.2" to i8*
  %".138" = call i32 @"irx_class_release"(i8* %"context", i8* %".137", i8* %".136")
  %".139" = icmp eq i32 %".138", 0
  br i1 %".139", label %"native.ok.9", label %"native.fail.9"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".135")
  ret i32 1
native.fail.9:
  %".141" = call i32 @"irx_exception_pending"(i8* %"context")
  %".142" = icmp ne i32 %".141", 0
  br i1 %".142", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.25" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".145" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".136", i8* %"exception.text_ptr.25", i32 41, i32 5, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".150")
  %".164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"cleanup.done.6.if", label %"cleanup.done.6.endif"
native.fail.10:
  %".156" = call i32 @"irx_exception_pending"(i8* %"context")
  %".157" = icmp ne i32 %".156", 0
  br i1 %".157", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.27" = getelementptr inbounds [15 x i8], [15 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".160" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".151", i8* %"exception.text_ptr.27", i32 41, i32 5, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.6"
cleanup.done.6.if:
  ret i32 1
cleanup.done.6.endif:
  ret i32 0
}

@"builtins__files__File__dispatch" = internal constant [4 x i8*] [i8* bitcast (i32 (i8*, %"builtins__files__File"*, i8**)* @"builtins__files__File__method__read__overload__instance__read__irx_default__fixed__String" to i8*), i8* bitcast (i32 (i8*, %"builtins__files__File"*, i8*, i64*)* @"builtins__files__File__method__write__overload__instance__write__irx_default__fixed__String__Int64" to i8*), i8* bitcast (i32 (i8*, %"builtins__files__File"*)* @"builtins__files__File__method__flush__overload__instance__flush__irx_default__fixed__NoneType" to i8*), i8* bitcast (i32 (i8*, %"builtins__files__File"*)* @"builtins__files__File__method__close__overload__instance__close__irx_default__fixed__NoneType" to i8*)]
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

@"exception_text_6" = internal constant [15 x i8] c"builtins.files\00"
@"exception_text_7" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

declare external i32 @"irx_file_read"(i8* %".1", i8** %".2", i8* %".3")

define internal i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %"message", i8* %"source", i32 %"line", i32 %"column", i8* %"code") cold noinline
{
entry:
  %"file_error" = alloca [256 x i8]
  %"exception.object" = alloca i8*
  %".8" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* null, i32 1
  %".9" = ptrtoint %"builtins__exceptions__OSError"* %".8" to i64
  %".10" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".11" = call i32 @"irx_class_create"(i64 %".9", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.exceptions::class::OSError", i8** %"exception.object", i8* %".10")
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
  %".18" = bitcast i8* %".17" to %"builtins__exceptions__OSError"*
  %".19" = bitcast i8* (i8*, i32)* @"builtins__exceptions__OSError__descriptor" to i8*
  %".20" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".18", i32 0, i32 1
  store i8* %".19", i8** %".20"
  %".22" = getelementptr %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %".18", i32 0, i32 2
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
  %".34" = bitcast %"builtins__exceptions__OSError"* %".18" to i8*
  %".35" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".34", i32 0)
  %".36" = bitcast i8* %".35" to i8**
  store i8* %".26", i8** %".36"
  %"exception.text_ptr.6" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_5", i32 0, i32 0
  %".38" = alloca [3 x i8*]
  %".39" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 0
  store i8* %"exception.text_ptr.6", i8** %".39"
  %".41" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 1
  store i8* %"exception.text_ptr.7", i8** %".41"
  %".43" = getelementptr [3 x i8*], [3 x i8*]* %".38", i32 0, i32 2
  store i8* %"exception.text_ptr.8", i8** %".43"
  %".45" = bitcast %"builtins__exceptions__OSError"* %".18" to i8*
  %".46" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".45", i32 1)
  %".47" = bitcast i8* %".46" to i8**
  %".48" = bitcast %"builtins__exceptions__OSError"* %".18" to i8*
  %".49" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".48", i32 0)
  %".50" = bitcast i8* %".49" to i8**
  %".51" = load i8*, i8** %".50"
  %"exception.text_ptr.9" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
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
  %".58" = bitcast %"builtins__exceptions__OSError"* %".18" to i8*
  %".59" = call i8* @"builtins__exceptions__OSError__descriptor"(i8* %".58", i32 1)
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

@"exception_text_8" = internal constant [36 x i8] c"builtins.exceptions::class::OSError\00"
@"exception_text_9" = internal constant [21 x i8] c"ARX-RUNTIME-FILE-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_10", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_11", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_10", i32 0, i32 0
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

@"exception_text_10" = internal constant [42 x i8] c"builtins.exceptions::class::OverflowError\00"
@"exception_text_11" = internal constant [44 x i8] c"builtins.exceptions::class::ArithmeticError\00"
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
declare external i32 @"irx_file_write"(i8* %".1", i8* %".2", i64* %".3", i8* %".4")

declare external i32 @"irx_file_flush"(i8* %".1", i8* %".2")

declare external i32 @"irx_file_close"(i8* %".1", i8* %".2")

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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140402478323472", i32 0, i32 0
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_15", i32 0, i32 0
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
  %"exception.text_ptr.2" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_17", i32 0, i32 0
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
  %"exception.text_ptr.11" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.7" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.9" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.9", i32 -1, i32 -1, i8* %"exception.text_ptr.10")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.13" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_22", i32 0, i32 0
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
  %"exception.text_ptr.16" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_17", i32 0, i32 0
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
  %"exception.text_ptr.25" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.19" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".69" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.21" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.21", i32 -1, i32 -1, i8* %"exception.text_ptr.22")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.23" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_18", i32 0, i32 0
  %".75" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.23", i32 -1, i32 -1, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail.1:
  %"exception.text_ptr.27" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_21", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_14", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_22", i32 0, i32 0
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
  %"file_error.447" = alloca [256 x i8]
  %"file_error.446" = alloca [256 x i8]
  %"file_error.445" = alloca [256 x i8]
  %"file_error.444" = alloca [256 x i8]
  %"file_error.443" = alloca [256 x i8]
  %"file_error.442" = alloca [256 x i8]
  %"file_error.441" = alloca [256 x i8]
  %"file_error.440" = alloca [256 x i8]
  %"file_error.439" = alloca [256 x i8]
  %"file_error.438" = alloca [256 x i8]
  %"file_error.437" = alloca [256 x i8]
  %"file_error.436" = alloca [256 x i8]
  %"file_error.435" = alloca [256 x i8]
  %"file_error.434" = alloca [256 x i8]
  %"file_error.433" = alloca [256 x i8]
  %"file_error.432" = alloca [256 x i8]
  %"file_error.431" = alloca [256 x i8]
  %"file_error.430" = alloca [256 x i8]
  %"file_error.429" = alloca [256 x i8]
  %"file_error.428" = alloca [256 x i8]
  %"file_error.427" = alloca [256 x i8]
  %"file_error.426" = alloca [256 x i8]
  %"file_error.425" = alloca [256 x i8]
  %"file_error.424" = alloca [256 x i8]
  %"file_error.423" = alloca [256 x i8]
  %"file_error.422" = alloca [256 x i8]
  %"file_error.421" = alloca [256 x i8]
  %"file_error.420" = alloca [256 x i8]
  %"file_error.419" = alloca [256 x i8]
  %"file_error.418" = alloca [256 x i8]
  %"file_error.417" = alloca [256 x i8]
  %"file_error.416" = alloca [256 x i8]
  %"file_error.415" = alloca [256 x i8]
  %"file_error.414" = alloca [256 x i8]
  %"file_error.413" = alloca [256 x i8]
  %"file_error.412" = alloca [256 x i8]
  %"file_error.411" = alloca [256 x i8]
  %"file_error.410" = alloca [256 x i8]
  %"file_error.409" = alloca [256 x i8]
  %"file_error.408" = alloca [256 x i8]
  %"file_error.407" = alloca [256 x i8]
  %"file_error.406" = alloca [256 x i8]
  %"file_error.405" = alloca [256 x i8]
  %"file_error.404" = alloca [256 x i8]
  %"file_error.403" = alloca [256 x i8]
  %"file_error.402" = alloca [256 x i8]
  %"file_error.401" = alloca [256 x i8]
  %"file_error.400" = alloca [256 x i8]
  %"file_error.399" = alloca [256 x i8]
  %"file_error.398" = alloca [256 x i8]
  %"file_error.397" = alloca [256 x i8]
  %"file_error.396" = alloca [256 x i8]
  %"file_error.395" = alloca [256 x i8]
  %"file_error.394" = alloca [256 x i8]
  %"file_error.393" = alloca [256 x i8]
  %"file_error.392" = alloca [256 x i8]
  %"file_error.391" = alloca [256 x i8]
  %"file_error.390" = alloca [256 x i8]
  %"file_error.389" = alloca [256 x i8]
  %"file_error.388" = alloca [256 x i8]
  %"file_error.387" = alloca [256 x i8]
  %"file_error.386" = alloca [256 x i8]
  %"e.2" = alloca %"builtins__exceptions__Exception"*
  %"file_error.385" = alloca [256 x i8]
  %"file_error.384" = alloca [256 x i8]
  %"file_error.383" = alloca [256 x i8]
  %"file_error.382" = alloca [256 x i8]
  %"file_error.381" = alloca [256 x i8]
  %"file_error.380" = alloca [256 x i8]
  %"file_output.5" = alloca i8*
  %"file_error.379" = alloca [256 x i8]
  %"file_error.378" = alloca [256 x i8]
  %"file_error.377" = alloca [256 x i8]
  %"file_error.376" = alloca [256 x i8]
  %"file_error.375" = alloca [256 x i8]
  %"file_error.374" = alloca [256 x i8]
  %"file_error.373" = alloca [256 x i8]
  %"file_error.372" = alloca [256 x i8]
  %"file_error.371" = alloca [256 x i8]
  %"file_error.370" = alloca [256 x i8]
  %"file_error.369" = alloca [256 x i8]
  %"file_error.368" = alloca [256 x i8]
  %"file_error.367" = alloca [256 x i8]
  %"file_error.366" = alloca [256 x i8]
  %"file_error.365" = alloca [256 x i8]
  %"file_error.364" = alloca [256 x i8]
  %"file_error.363" = alloca [256 x i8]
  %"file_error.362" = alloca [256 x i8]
  %"file_error.361" = alloca [256 x i8]
  %"file_error.360" = alloca [256 x i8]
  %"file_error.359" = alloca [256 x i8]
  %"file_error.358" = alloca [256 x i8]
  %"file_error.357" = alloca [256 x i8]
  %"file_error.356" = alloca [256 x i8]
  %"file_error.355" = alloca [256 x i8]
  %"file_error.354" = alloca [256 x i8]
  %"file_error.353" = alloca [256 x i8]
  %"file_error.352" = alloca [256 x i8]
  %"file_error.351" = alloca [256 x i8]
  %"file_error.350" = alloca [256 x i8]
  %"file_error.349" = alloca [256 x i8]
  %"file_error.348" = alloca [256 x i8]
  %"file_error.347" = alloca [256 x i8]
  %"file_error.346" = alloca [256 x i8]
  %"file_error.345" = alloca [256 x i8]
  %"file_error.344" = alloca [256 x i8]
  %"file_error.343" = alloca [256 x i8]
  %"file_error.342" = alloca [256 x i8]
  %"file_error.341" = alloca [256 x i8]
  %"file_error.340" = alloca [256 x i8]
  %"file_error.339" = alloca [256 x i8]
  %"file_error.338" = alloca [256 x i8]
  %"file_error.337" = alloca [256 x i8]
  %"file_error.336" = alloca [256 x i8]
  %"file_error.335" = alloca [256 x i8]
  %"file_error.334" = alloca [256 x i8]
  %"file_error.333" = alloca [256 x i8]
  %"file_error.332" = alloca [256 x i8]
  %"file_error.331" = alloca [256 x i8]
  %"file_error.330" = alloca [256 x i8]
  %"file_error.329" = alloca [256 x i8]
  %"file_error.328" = alloca [256 x i8]
  %"file_error.327" = alloca [256 x i8]
  %"file_error.326" = alloca [256 x i8]
  %"file_error.325" = alloca [256 x i8]
  %"file_error.324" = alloca [256 x i8]
  %"file_error.323" = alloca [256 x i8]
  %"file_error.322" = alloca [256 x i8]
  %"file_error.321" = alloca [256 x i8]
  %"file_error.320" = alloca [256 x i8]
  %"e" = alloca %"builtins__exceptions__OSError"*
  %"file_error.319" = alloca [256 x i8]
  %"file_error.318" = alloca [256 x i8]
  %"file_error.317" = alloca [256 x i8]
  %"file_error.316" = alloca [256 x i8]
  %"missing" = alloca %"builtins__files__File"*
  %"file_error.315" = alloca [256 x i8]
  %"file_error.314" = alloca [256 x i8]
  %"file_error.313" = alloca [256 x i8]
  %"file_error.312" = alloca [256 x i8]
  %"file_error.311" = alloca [256 x i8]
  %"file_result.3" = alloca i8*
  %"file_error.310" = alloca [256 x i8]
  %"class_result.3" = alloca i8*
  %"file_error.309" = alloca [256 x i8]
  %"file_error.308" = alloca [256 x i8]
  %"file_error.307" = alloca [256 x i8]
  %"file_error.306" = alloca [256 x i8]
  %"file_error.305" = alloca [256 x i8]
  %"file_error.304" = alloca [256 x i8]
  %"file_error.303" = alloca [256 x i8]
  %"file_error.302" = alloca [256 x i8]
  %"file_error.301" = alloca [256 x i8]
  %"file_error.300" = alloca [256 x i8]
  %"file_error.299" = alloca [256 x i8]
  %"file_error.298" = alloca [256 x i8]
  %"file_error.297" = alloca [256 x i8]
  %"file_error.296" = alloca [256 x i8]
  %"file_error.295" = alloca [256 x i8]
  %"file_error.294" = alloca [256 x i8]
  %"file_error.293" = alloca [256 x i8]
  %"file_error.292" = alloca [256 x i8]
  %"file_error.291" = alloca [256 x i8]
  %"file_error.290" = alloca [256 x i8]
  %"file_error.289" = alloca [256 x i8]
  %"file_error.288" = alloca [256 x i8]
  %"file_error.287" = alloca [256 x i8]
  %"file_error.286" = alloca [256 x i8]
  %"file_error.285" = alloca [256 x i8]
  %"file_error.284" = alloca [256 x i8]
  %"file_error.283" = alloca [256 x i8]
  %"file_error.282" = alloca [256 x i8]
  %"file_error.281" = alloca [256 x i8]
  %"file_error.280" = alloca [256 x i8]
  %"file_error.279" = alloca [256 x i8]
  %"file_error.278" = alloca [256 x i8]
  %"file_error.277" = alloca [256 x i8]
  %"file_error.276" = alloca [256 x i8]
  %"file_error.275" = alloca [256 x i8]
  %"file_error.274" = alloca [256 x i8]
  %"file_error.273" = alloca [256 x i8]
  %"file_error.272" = alloca [256 x i8]
  %"file_error.271" = alloca [256 x i8]
  %"file_error.270" = alloca [256 x i8]
  %"file_error.269" = alloca [256 x i8]
  %"file_error.268" = alloca [256 x i8]
  %"file_error.267" = alloca [256 x i8]
  %"file_error.266" = alloca [256 x i8]
  %"file_error.265" = alloca [256 x i8]
  %"file_error.264" = alloca [256 x i8]
  %"file_error.263" = alloca [256 x i8]
  %"file_error.262" = alloca [256 x i8]
  %"file_error.261" = alloca [256 x i8]
  %"file_error.260" = alloca [256 x i8]
  %"file_error.259" = alloca [256 x i8]
  %"file_error.258" = alloca [256 x i8]
  %"file_error.257" = alloca [256 x i8]
  %"file_error.256" = alloca [256 x i8]
  %"file_error.255" = alloca [256 x i8]
  %"file_error.254" = alloca [256 x i8]
  %"file_error.253" = alloca [256 x i8]
  %"file_error.252" = alloca [256 x i8]
  %"file_output.4" = alloca i8*
  %"file_error.251" = alloca [256 x i8]
  %"file_error.250" = alloca [256 x i8]
  %"file_error.249" = alloca [256 x i8]
  %"file_error.248" = alloca [256 x i8]
  %"file_error.247" = alloca [256 x i8]
  %"file_error.246" = alloca [256 x i8]
  %"file_error.245" = alloca [256 x i8]
  %"file_error.244" = alloca [256 x i8]
  %"file_error.243" = alloca [256 x i8]
  %"file_error.242" = alloca [256 x i8]
  %"file_error.241" = alloca [256 x i8]
  %"file_error.240" = alloca [256 x i8]
  %"file_error.239" = alloca [256 x i8]
  %"file_error.238" = alloca [256 x i8]
  %"file_error.237" = alloca [256 x i8]
  %"file_error.236" = alloca [256 x i8]
  %"file_error.235" = alloca [256 x i8]
  %"file_error.234" = alloca [256 x i8]
  %"file_error.233" = alloca [256 x i8]
  %"file_error.232" = alloca [256 x i8]
  %"file_error.231" = alloca [256 x i8]
  %"file_error.230" = alloca [256 x i8]
  %"file_error.229" = alloca [256 x i8]
  %"file_error.228" = alloca [256 x i8]
  %"file_error.227" = alloca [256 x i8]
  %"file_error.226" = alloca [256 x i8]
  %"file_error.225" = alloca [256 x i8]
  %"file_error.224" = alloca [256 x i8]
  %"file_error.223" = alloca [256 x i8]
  %"file_error.222" = alloca [256 x i8]
  %"file_error.221" = alloca [256 x i8]
  %"file_error.220" = alloca [256 x i8]
  %"file_error.219" = alloca [256 x i8]
  %"file_error.218" = alloca [256 x i8]
  %"file_error.217" = alloca [256 x i8]
  %"file_error.216" = alloca [256 x i8]
  %"file_error.215" = alloca [256 x i8]
  %"file_output.3" = alloca i8*
  %"file_error.214" = alloca [256 x i8]
  %"file_error.213" = alloca [256 x i8]
  %"file_error.212" = alloca [256 x i8]
  %"file_error.211" = alloca [256 x i8]
  %"file_error.210" = alloca [256 x i8]
  %"file_error.209" = alloca [256 x i8]
  %"file_error.208" = alloca [256 x i8]
  %"file_error.207" = alloca [256 x i8]
  %"file_error.206" = alloca [256 x i8]
  %"file_error.205" = alloca [256 x i8]
  %"file_error.204" = alloca [256 x i8]
  %"file_error.203" = alloca [256 x i8]
  %"file_error.202" = alloca [256 x i8]
  %"file_error.201" = alloca [256 x i8]
  %"file_error.200" = alloca [256 x i8]
  %"file_error.199" = alloca [256 x i8]
  %"r" = alloca %"builtins__files__File"*
  %"file_error.198" = alloca [256 x i8]
  %"file_error.197" = alloca [256 x i8]
  %"file_error.196" = alloca [256 x i8]
  %"file_error.195" = alloca [256 x i8]
  %"file_error.194" = alloca [256 x i8]
  %"file_error.193" = alloca [256 x i8]
  %"file_error.192" = alloca [256 x i8]
  %"file_error.191" = alloca [256 x i8]
  %"file_error.190" = alloca [256 x i8]
  %"file_error.189" = alloca [256 x i8]
  %"file_error.188" = alloca [256 x i8]
  %"file_error.187" = alloca [256 x i8]
  %"file_error.186" = alloca [256 x i8]
  %"file_result.2" = alloca i8*
  %"file_error.185" = alloca [256 x i8]
  %"file_error.184" = alloca [256 x i8]
  %"file_error.183" = alloca [256 x i8]
  %"file_error.182" = alloca [256 x i8]
  %"file_error.181" = alloca [256 x i8]
  %"class_result.2" = alloca i8*
  %"file_error.180" = alloca [256 x i8]
  %"file_error.179" = alloca [256 x i8]
  %"file_error.178" = alloca [256 x i8]
  %"file_error.177" = alloca [256 x i8]
  %"file_error.176" = alloca [256 x i8]
  %"file_error.175" = alloca [256 x i8]
  %"file_error.174" = alloca [256 x i8]
  %"file_error.173" = alloca [256 x i8]
  %"file_error.172" = alloca [256 x i8]
  %"file_error.171" = alloca [256 x i8]
  %"file_error.170" = alloca [256 x i8]
  %"file_error.169" = alloca [256 x i8]
  %"file_error.168" = alloca [256 x i8]
  %"file_error.167" = alloca [256 x i8]
  %"file_error.166" = alloca [256 x i8]
  %"file_error.165" = alloca [256 x i8]
  %"file_error.164" = alloca [256 x i8]
  %"file_error.163" = alloca [256 x i8]
  %"file_error.162" = alloca [256 x i8]
  %"file_error.161" = alloca [256 x i8]
  %"file_error.160" = alloca [256 x i8]
  %"file_error.159" = alloca [256 x i8]
  %"file_error.158" = alloca [256 x i8]
  %"file_error.157" = alloca [256 x i8]
  %"file_error.156" = alloca [256 x i8]
  %"file_error.155" = alloca [256 x i8]
  %"file_error.154" = alloca [256 x i8]
  %"file_error.153" = alloca [256 x i8]
  %"file_error.152" = alloca [256 x i8]
  %"file_error.151" = alloca [256 x i8]
  %"file_error.150" = alloca [256 x i8]
  %"file_error.149" = alloca [256 x i8]
  %"file_error.148" = alloca [256 x i8]
  %"file_error.147" = alloca [256 x i8]
  %"file_error.146" = alloca [256 x i8]
  %"file_error.145" = alloca [256 x i8]
  %"file_error.144" = alloca [256 x i8]
  %"file_error.143" = alloca [256 x i8]
  %"file_error.142" = alloca [256 x i8]
  %"file_error.141" = alloca [256 x i8]
  %"file_error.140" = alloca [256 x i8]
  %"file_error.139" = alloca [256 x i8]
  %"file_error.138" = alloca [256 x i8]
  %"file_error.137" = alloca [256 x i8]
  %"file_output.2" = alloca i64
  %"file_error.136" = alloca [256 x i8]
  %"file_error.135" = alloca [256 x i8]
  %"file_error.134" = alloca [256 x i8]
  %"file_error.133" = alloca [256 x i8]
  %"file_error.132" = alloca [256 x i8]
  %"file_error.131" = alloca [256 x i8]
  %"file_error.130" = alloca [256 x i8]
  %"file_error.129" = alloca [256 x i8]
  %"file_error.128" = alloca [256 x i8]
  %"file_error.127" = alloca [256 x i8]
  %"file_error.126" = alloca [256 x i8]
  %"file_error.125" = alloca [256 x i8]
  %"g" = alloca %"builtins__files__File"*
  %"file_error.124" = alloca [256 x i8]
  %"file_error.123" = alloca [256 x i8]
  %"file_error.122" = alloca [256 x i8]
  %"file_error.121" = alloca [256 x i8]
  %"file_error.120" = alloca [256 x i8]
  %"file_error.119" = alloca [256 x i8]
  %"file_error.118" = alloca [256 x i8]
  %"file_error.117" = alloca [256 x i8]
  %"file_error.116" = alloca [256 x i8]
  %"file_result.1" = alloca i8*
  %"file_error.115" = alloca [256 x i8]
  %"file_error.114" = alloca [256 x i8]
  %"file_error.113" = alloca [256 x i8]
  %"class_result.1" = alloca i8*
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
  %"file_error.45" = alloca [256 x i8]
  %"file_error.44" = alloca [256 x i8]
  %"file_error.43" = alloca [256 x i8]
  %"file_error.42" = alloca [256 x i8]
  %"file_error.41" = alloca [256 x i8]
  %"file_error.40" = alloca [256 x i8]
  %"file_error.39" = alloca [256 x i8]
  %"file_output.1" = alloca i64
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
  %"file_error.17" = alloca [256 x i8]
  %"file_error.16" = alloca [256 x i8]
  %"file_error.15" = alloca [256 x i8]
  %"file_error.14" = alloca [256 x i8]
  %"file_output" = alloca i64
  %"file_error.13" = alloca [256 x i8]
  %"file_error.12" = alloca [256 x i8]
  %"file_error.11" = alloca [256 x i8]
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"file_error.6" = alloca [256 x i8]
  %"f" = alloca %"builtins__files__File"*
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_result" = alloca i8*
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %".4" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_1548018713685554167_140402478246032", i32 0, i32 0
  %".5" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_4907379229889568099_140402478246416", i32 0, i32 0
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = getelementptr %"builtins__files__File", %"builtins__files__File"* null, i32 1
  %".8" = ptrtoint %"builtins__files__File"* %".7" to i64
  %".9" = call i32 @"irx_class_create"(i64 %".8", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.files::class::File", i8** %"class_result", i8* %".6")
  %".10" = icmp eq i32 %".9", 0
  br i1 %".10", label %"native.ok", label %"native.fail"
native.fail:
  %".12" = call i32 @"irx_exception_pending"(i8* %"context")
  %".13" = icmp ne i32 %".12", 0
  br i1 %".13", label %"native.pending", label %"native.error"
native.ok:
  %".18" = load i8*, i8** %"class_result"
  %".19" = bitcast i8* %".18" to %"builtins__files__File"*
  %".20" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".19", i32 0, i32 1
  %".21" = bitcast i8* (i8*, i32)* @"builtins__files__File__descriptor" to i8*
  store i8* %".21", i8** %".20"
  %".23" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".19", i32 0, i32 2
  %".24" = bitcast [4 x i8*]* @"builtins__files__File__dispatch" to i8*
  store i8* %".24", i8** %".23"
  %".26" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".27" = call i32 @"irx_file_open"(i8* %".4", i8* %".5", i8** %"file_result", i8* %".26")
  %".28" = icmp eq i32 %".27", 0
  br i1 %".28", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".16" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 7, i32 17, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".30" = call i32 @"irx_exception_pending"(i8* %"context")
  %".31" = icmp ne i32 %".30", 0
  br i1 %".31", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %"file_handle" = load i8*, i8** %"file_result"
  %".107" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".19", i32 0, i32 3
  store i8* %"file_handle", i8** %".107"
  call void @"irx_class_complete"(i8* %".18")
  store %"builtins__files__File"* %".19", %"builtins__files__File"** %"f"
  store %"builtins__files__File"* %".19", %"builtins__files__File"** %"f"
  %"f.1" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".112" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".113" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".114" = call i32 @"irx_class_retain"(i8* %".113", i8* %".112")
  %".115" = icmp eq i32 %".114", 0
  br i1 %".115", label %"native.ok.6", label %"native.fail.6"
native.pending.1:
  %".33" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".34" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".35" = bitcast %"builtins__files__File"* %".19" to i8*
  %".36" = call i32 @"irx_class_release"(i8* %"context", i8* %".35", i8* %".34")
  %".37" = icmp eq i32 %".36", 0
  br i1 %".37", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %".48" = icmp sge i32 %".27", 65536
  br i1 %".48", label %"native.oserror", label %"native.valueerror"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".33")
  ret i32 1
native.fail.2:
  %".39" = call i32 @"irx_exception_pending"(i8* %"context")
  %".40" = icmp ne i32 %".39", 0
  br i1 %".40", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.2" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".34", i8* %"exception.text_ptr.2", i32 7, i32 17, i8* %"exception.text_ptr.3")
  br label %"cleanup.done"
native.oserror:
  %"exception.text_ptr.4" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".50" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".26", i8* %"exception.text_ptr.4", i32 7, i32 17, i8* %"exception.text_ptr.5")
  %".51" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".52" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".53" = bitcast %"builtins__files__File"* %".19" to i8*
  %".54" = call i32 @"irx_class_release"(i8* %"context", i8* %".53", i8* %".52")
  %".55" = icmp eq i32 %".54", 0
  br i1 %".55", label %"native.ok.3", label %"native.fail.3"
native.valueerror:
  %".66" = icmp eq i32 %".27", 5
  br i1 %".66", label %"native.overflow", label %"native.filevalue"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".51")
  ret i32 1
native.fail.3:
  %".57" = call i32 @"irx_exception_pending"(i8* %"context")
  %".58" = icmp ne i32 %".57", 0
  br i1 %".58", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.6" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".61" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".52", i8* %"exception.text_ptr.6", i32 7, i32 17, i8* %"exception.text_ptr.7")
  br label %"cleanup.done.1"
native.overflow:
  %"exception.text_ptr.8" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".68" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".26", i8* %"exception.text_ptr.8", i32 7, i32 17, i8* %"exception.text_ptr.9")
  %".69" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".70" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".71" = bitcast %"builtins__files__File"* %".19" to i8*
  %".72" = call i32 @"irx_class_release"(i8* %"context", i8* %".71", i8* %".70")
  %".73" = icmp eq i32 %".72", 0
  br i1 %".73", label %"native.ok.4", label %"native.fail.4"
native.filevalue:
  %".84" = icmp eq i32 %".27", 4
  %".85" = zext i1 %".84" to i32
  %".86" = sub i32 0, %".85"
  %".87" = icmp slt i32 %".86", 0
  br i1 %".87", label %"native.filevalue.if", label %"native.filevalue.endif"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".69")
  ret i32 1
native.fail.4:
  %".75" = call i32 @"irx_exception_pending"(i8* %"context")
  %".76" = icmp ne i32 %".75", 0
  br i1 %".76", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.10" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".79" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.10", i32 7, i32 17, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
native.filevalue.if:
  %"exception.text_ptr.12" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 7, i32 17, i8* %"exception.text_ptr.14")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.15" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".91" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".26", i8* %"exception.text_ptr.15", i32 7, i32 17, i8* %"exception.text_ptr.16")
  %".92" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".93" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".94" = bitcast %"builtins__files__File"* %".19" to i8*
  %".95" = call i32 @"irx_class_release"(i8* %"context", i8* %".94", i8* %".93")
  %".96" = icmp eq i32 %".95", 0
  br i1 %".96", label %"native.ok.5", label %"native.fail.5"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".92")
  ret i32 1
native.fail.5:
  %".98" = call i32 @"irx_exception_pending"(i8* %"context")
  %".99" = icmp ne i32 %".98", 0
  br i1 %".99", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.3"
native.pending.5:
  br label %"cleanup.done.3"
native.error.5:
  %"exception.text_ptr.17" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".93", i8* %"exception.text_ptr.17", i32 7, i32 17, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.3"
native.fail.6:
  %".117" = call i32 @"irx_exception_pending"(i8* %"context")
  %".118" = icmp ne i32 %".117", 0
  br i1 %".118", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  %".153" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".154" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".155" = call i32 @"irx_class_require"(i8* %".154", i8* %".153")
  %".156" = icmp eq i32 %".155", 0
  br i1 %".156", label %"native.ok.9", label %"native.fail.9"
native.pending.6:
  %".120" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".121" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".122" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".123" = bitcast %"builtins__files__File"* %".121" to i8*
  %".124" = call i32 @"irx_class_release"(i8* %"context", i8* %".123", i8* %".122")
  %".125" = icmp eq i32 %".124", 0
  br i1 %".125", label %"native.ok.7", label %"native.fail.7"
native.error.6:
  %"exception.text_ptr.21" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".136" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".112", i8* %"exception.text_ptr.21", i32 8, i32 9, i8* %"exception.text_ptr.22")
  %".137" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".138" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".139" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".140" = bitcast %"builtins__files__File"* %".138" to i8*
  %".141" = call i32 @"irx_class_release"(i8* %"context", i8* %".140", i8* %".139")
  %".142" = icmp eq i32 %".141", 0
  br i1 %".142", label %"native.ok.8", label %"native.fail.8"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".120")
  ret i32 1
native.fail.7:
  %".127" = call i32 @"irx_exception_pending"(i8* %"context")
  %".128" = icmp ne i32 %".127", 0
  br i1 %".128", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.19" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".131" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".122", i8* %"exception.text_ptr.19", i32 7, i32 3, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".137")
  ret i32 1
native.fail.8:
  %".144" = call i32 @"irx_exception_pending"(i8* %"context")
  %".145" = icmp ne i32 %".144", 0
  br i1 %".145", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.23" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".148" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".139", i8* %"exception.text_ptr.23", i32 7, i32 3, i8* %"exception.text_ptr.24")
  br label %"cleanup.done.5"
native.fail.9:
  %".158" = call i32 @"irx_exception_pending"(i8* %"context")
  %".159" = icmp ne i32 %".158", 0
  br i1 %".159", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  %".222" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"f.1", i32 0, i32 3
  %".223" = load i8*, i8** %".222"
  %".224" = getelementptr inbounds [12 x i8], [12 x i8]* @"str_utf8_2627568850201864117_140403584541200", i32 0, i32 0
  %".225" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".226" = call i32 @"irx_file_write"(i8* %".223", i8* %".224", i64* %"file_output", i8* %".225")
  %".227" = icmp eq i32 %".226", 0
  br i1 %".227", label %"native.ok.14", label %"native.fail.14"
native.pending.9:
  %".161" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".162" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".163" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".164" = call i32 @"irx_class_release"(i8* %"context", i8* %".163", i8* %".162")
  %".165" = icmp eq i32 %".164", 0
  br i1 %".165", label %"native.ok.10", label %"native.fail.10"
native.error.9:
  %"exception.text_ptr.29" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".191" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".153", i8* %"exception.text_ptr.29", i32 8, i32 11, i8* %"exception.text_ptr.30")
  %".192" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".193" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".194" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".195" = call i32 @"irx_class_release"(i8* %"context", i8* %".194", i8* %".193")
  %".196" = icmp eq i32 %".195", 0
  br i1 %".196", label %"native.ok.12", label %"native.fail.12"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".161")
  %".175" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".176" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".177" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".178" = bitcast %"builtins__files__File"* %".176" to i8*
  %".179" = call i32 @"irx_class_release"(i8* %"context", i8* %".178", i8* %".177")
  %".180" = icmp eq i32 %".179", 0
  br i1 %".180", label %"native.ok.11", label %"native.fail.11"
native.fail.10:
  %".167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".168" = icmp ne i32 %".167", 0
  br i1 %".168", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.25" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".162", i8* %"exception.text_ptr.25", i32 8, i32 9, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".175")
  ret i32 1
native.fail.11:
  %".182" = call i32 @"irx_exception_pending"(i8* %"context")
  %".183" = icmp ne i32 %".182", 0
  br i1 %".183", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.27" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".186" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".177", i8* %"exception.text_ptr.27", i32 7, i32 3, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".192")
  %".206" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".207" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".208" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".209" = bitcast %"builtins__files__File"* %".207" to i8*
  %".210" = call i32 @"irx_class_release"(i8* %"context", i8* %".209", i8* %".208")
  %".211" = icmp eq i32 %".210", 0
  br i1 %".211", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".198" = call i32 @"irx_exception_pending"(i8* %"context")
  %".199" = icmp ne i32 %".198", 0
  br i1 %".199", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.31" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.32" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".202" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".193", i8* %"exception.text_ptr.31", i32 8, i32 9, i8* %"exception.text_ptr.32")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".206")
  ret i32 1
native.fail.13:
  %".213" = call i32 @"irx_exception_pending"(i8* %"context")
  %".214" = icmp ne i32 %".213", 0
  br i1 %".214", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.33" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.34" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".217" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".208", i8* %"exception.text_ptr.33", i32 7, i32 3, i8* %"exception.text_ptr.34")
  br label %"cleanup.done.9"
native.fail.14:
  %".229" = call i32 @"irx_exception_pending"(i8* %"context")
  %".230" = icmp ne i32 %".229", 0
  br i1 %".230", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  %"file_value" = load i64, i64* %"file_output"
  %".366" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".367" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".366", i64 %"file_value")
  %"string_format_size_succeeded" = icmp sge i32 %".367", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
native.pending.14:
  %".232" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".233" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".234" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".235" = call i32 @"irx_class_release"(i8* %"context", i8* %".234", i8* %".233")
  %".236" = icmp eq i32 %".235", 0
  br i1 %".236", label %"native.ok.15", label %"native.fail.15"
native.error.14:
  %".262" = icmp sge i32 %".226", 65536
  br i1 %".262", label %"native.oserror.1", label %"native.valueerror.1"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".232")
  %".246" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".247" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".248" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".249" = bitcast %"builtins__files__File"* %".247" to i8*
  %".250" = call i32 @"irx_class_release"(i8* %"context", i8* %".249", i8* %".248")
  %".251" = icmp eq i32 %".250", 0
  br i1 %".251", label %"native.ok.16", label %"native.fail.16"
native.fail.15:
  %".238" = call i32 @"irx_exception_pending"(i8* %"context")
  %".239" = icmp ne i32 %".238", 0
  br i1 %".239", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.10"
native.pending.15:
  br label %"cleanup.done.10"
native.error.15:
  %"exception.text_ptr.35" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.36" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".242" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".233", i8* %"exception.text_ptr.35", i32 8, i32 9, i8* %"exception.text_ptr.36")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".246")
  ret i32 1
native.fail.16:
  %".253" = call i32 @"irx_exception_pending"(i8* %"context")
  %".254" = icmp ne i32 %".253", 0
  br i1 %".254", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.11"
native.pending.16:
  br label %"cleanup.done.11"
native.error.16:
  %"exception.text_ptr.37" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.38" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".257" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".248", i8* %"exception.text_ptr.37", i32 7, i32 3, i8* %"exception.text_ptr.38")
  br label %"cleanup.done.11"
native.oserror.1:
  %"exception.text_ptr.39" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.40" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".264" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".225", i8* %"exception.text_ptr.39", i32 8, i32 11, i8* %"exception.text_ptr.40")
  %".265" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".266" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".267" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".268" = call i32 @"irx_class_release"(i8* %"context", i8* %".267", i8* %".266")
  %".269" = icmp eq i32 %".268", 0
  br i1 %".269", label %"native.ok.17", label %"native.fail.17"
native.valueerror.1:
  %".295" = icmp eq i32 %".226", 5
  br i1 %".295", label %"native.overflow.1", label %"native.filevalue.1"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".265")
  %".279" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".280" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".281" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".282" = bitcast %"builtins__files__File"* %".280" to i8*
  %".283" = call i32 @"irx_class_release"(i8* %"context", i8* %".282", i8* %".281")
  %".284" = icmp eq i32 %".283", 0
  br i1 %".284", label %"native.ok.18", label %"native.fail.18"
native.fail.17:
  %".271" = call i32 @"irx_exception_pending"(i8* %"context")
  %".272" = icmp ne i32 %".271", 0
  br i1 %".272", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.12"
native.pending.17:
  br label %"cleanup.done.12"
native.error.17:
  %"exception.text_ptr.41" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.42" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".275" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".266", i8* %"exception.text_ptr.41", i32 8, i32 9, i8* %"exception.text_ptr.42")
  br label %"cleanup.done.12"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".279")
  ret i32 1
native.fail.18:
  %".286" = call i32 @"irx_exception_pending"(i8* %"context")
  %".287" = icmp ne i32 %".286", 0
  br i1 %".287", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.13"
native.pending.18:
  br label %"cleanup.done.13"
native.error.18:
  %"exception.text_ptr.43" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.44" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".290" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".281", i8* %"exception.text_ptr.43", i32 7, i32 3, i8* %"exception.text_ptr.44")
  br label %"cleanup.done.13"
native.overflow.1:
  %"exception.text_ptr.45" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.46" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".297" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".225", i8* %"exception.text_ptr.45", i32 8, i32 11, i8* %"exception.text_ptr.46")
  %".298" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".299" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".300" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".301" = call i32 @"irx_class_release"(i8* %"context", i8* %".300", i8* %".299")
  %".302" = icmp eq i32 %".301", 0
  br i1 %".302", label %"native.ok.19", label %"native.fail.19"
native.filevalue.1:
  %".328" = icmp eq i32 %".226", 4
  %".329" = zext i1 %".328" to i32
  %".330" = sub i32 0, %".329"
  %".331" = icmp slt i32 %".330", 0
  br i1 %".331", label %"native.filevalue.1.if", label %"native.filevalue.1.endif"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".298")
  %".312" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".313" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".314" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".315" = bitcast %"builtins__files__File"* %".313" to i8*
  %".316" = call i32 @"irx_class_release"(i8* %"context", i8* %".315", i8* %".314")
  %".317" = icmp eq i32 %".316", 0
  br i1 %".317", label %"native.ok.20", label %"native.fail.20"
native.fail.19:
  %".304" = call i32 @"irx_exception_pending"(i8* %"context")
  %".305" = icmp ne i32 %".304", 0
  br i1 %".305", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.14"
native.pending.19:
  br label %"cleanup.done.14"
native.error.19:
  %"exception.text_ptr.47" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".308" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".299", i8* %"exception.text_ptr.47", i32 8, i32 9, i8* %"exception.text_ptr.48")
  br label %"cleanup.done.14"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".312")
  ret i32 1
native.fail.20:
  %".319" = call i32 @"irx_exception_pending"(i8* %"context")
  %".320" = icmp ne i32 %".319", 0
  br i1 %".320", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.15"
native.pending.20:
  br label %"cleanup.done.15"
native.error.20:
  %"exception.text_ptr.49" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".323" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".314", i8* %"exception.text_ptr.49", i32 7, i32 3, i8* %"exception.text_ptr.50")
  br label %"cleanup.done.15"
native.filevalue.1.if:
  %"exception.text_ptr.51" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.51", i8* %"exception.text_ptr.52", i32 8, i32 11, i8* %"exception.text_ptr.53")
  unreachable
native.filevalue.1.endif:
  %"exception.text_ptr.54" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".335" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".225", i8* %"exception.text_ptr.54", i32 8, i32 11, i8* %"exception.text_ptr.55")
  %".336" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".337" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".338" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".339" = call i32 @"irx_class_release"(i8* %"context", i8* %".338", i8* %".337")
  %".340" = icmp eq i32 %".339", 0
  br i1 %".340", label %"native.ok.21", label %"native.fail.21"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".336")
  %".350" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".351" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".352" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".353" = bitcast %"builtins__files__File"* %".351" to i8*
  %".354" = call i32 @"irx_class_release"(i8* %"context", i8* %".353", i8* %".352")
  %".355" = icmp eq i32 %".354", 0
  br i1 %".355", label %"native.ok.22", label %"native.fail.22"
native.fail.21:
  %".342" = call i32 @"irx_exception_pending"(i8* %"context")
  %".343" = icmp ne i32 %".342", 0
  br i1 %".343", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.16"
native.pending.21:
  br label %"cleanup.done.16"
native.error.21:
  %"exception.text_ptr.56" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".346" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".337", i8* %"exception.text_ptr.56", i32 8, i32 9, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.16"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".350")
  ret i32 1
native.fail.22:
  %".357" = call i32 @"irx_exception_pending"(i8* %"context")
  %".358" = icmp ne i32 %".357", 0
  br i1 %".358", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.17"
native.pending.22:
  br label %"cleanup.done.17"
native.error.22:
  %"exception.text_ptr.58" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".361" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".352", i8* %"exception.text_ptr.58", i32 7, i32 3, i8* %"exception.text_ptr.59")
  br label %"cleanup.done.17"
string.format.size.fail:
  %"exception.text_ptr.60" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.61" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".369" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.60", i8* %"exception.text_ptr.61", i32 -1, i32 -1, i8* %"exception.text_ptr.62")
  %".370" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".371" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".372" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".373" = call i32 @"irx_class_release"(i8* %"context", i8* %".372", i8* %".371")
  %".374" = icmp eq i32 %".373", 0
  br i1 %".374", label %"native.ok.23", label %"native.fail.23"
string.format.size.pass:
  %".400" = zext i32 %".367" to i64
  %"string_format_allocation_size" = add i64 %".400", 1
  %".401" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded" = icmp ne i8* %".401", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".370")
  %".384" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".385" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".386" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".387" = bitcast %"builtins__files__File"* %".385" to i8*
  %".388" = call i32 @"irx_class_release"(i8* %"context", i8* %".387", i8* %".386")
  %".389" = icmp eq i32 %".388", 0
  br i1 %".389", label %"native.ok.24", label %"native.fail.24"
native.fail.23:
  %".376" = call i32 @"irx_exception_pending"(i8* %"context")
  %".377" = icmp ne i32 %".376", 0
  br i1 %".377", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.18"
native.pending.23:
  br label %"cleanup.done.18"
native.error.23:
  %"exception.text_ptr.63" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".380" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".371", i8* %"exception.text_ptr.63", i32 8, i32 9, i8* %"exception.text_ptr.64")
  br label %"cleanup.done.18"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".384")
  ret i32 1
native.fail.24:
  %".391" = call i32 @"irx_exception_pending"(i8* %"context")
  %".392" = icmp ne i32 %".391", 0
  br i1 %".392", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.19"
native.pending.24:
  br label %"cleanup.done.19"
native.error.24:
  %"exception.text_ptr.65" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".395" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".386", i8* %"exception.text_ptr.65", i32 7, i32 3, i8* %"exception.text_ptr.66")
  br label %"cleanup.done.19"
string.allocation.fail:
  %"exception.text_ptr.67" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.68" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.69" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".403" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.67", i8* %"exception.text_ptr.68", i32 -1, i32 -1, i8* %"exception.text_ptr.69")
  %".404" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".405" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".406" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".407" = call i32 @"irx_class_release"(i8* %"context", i8* %".406", i8* %".405")
  %".408" = icmp eq i32 %".407", 0
  br i1 %".408", label %"native.ok.25", label %"native.fail.25"
string.allocation.pass:
  %".434" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".401", i64 %"string_format_allocation_size", i8* %".366", i64 %"file_value")
  %"string_format_write_succeeded" = icmp sge i32 %".434", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".404")
  %".418" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".419" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".420" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".421" = bitcast %"builtins__files__File"* %".419" to i8*
  %".422" = call i32 @"irx_class_release"(i8* %"context", i8* %".421", i8* %".420")
  %".423" = icmp eq i32 %".422", 0
  br i1 %".423", label %"native.ok.26", label %"native.fail.26"
native.fail.25:
  %".410" = call i32 @"irx_exception_pending"(i8* %"context")
  %".411" = icmp ne i32 %".410", 0
  br i1 %".411", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.20"
native.pending.25:
  br label %"cleanup.done.20"
native.error.25:
  %"exception.text_ptr.70" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".414" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".405", i8* %"exception.text_ptr.70", i32 8, i32 9, i8* %"exception.text_ptr.71")
  br label %"cleanup.done.20"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".418")
  ret i32 1
native.fail.26:
  %".425" = call i32 @"irx_exception_pending"(i8* %"context")
  %".426" = icmp ne i32 %".425", 0
  br i1 %".426", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.21"
native.pending.26:
  br label %"cleanup.done.21"
native.error.26:
  %"exception.text_ptr.72" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.73" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".429" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".420", i8* %"exception.text_ptr.72", i32 7, i32 3, i8* %"exception.text_ptr.73")
  br label %"cleanup.done.21"
string.format.write.fail:
  %"exception.text_ptr.74" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.76" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".436" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.74", i8* %"exception.text_ptr.75", i32 -1, i32 -1, i8* %"exception.text_ptr.76")
  %".437" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".438" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".439" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".440" = call i32 @"irx_class_release"(i8* %"context", i8* %".439", i8* %".438")
  %".441" = icmp eq i32 %".440", 0
  br i1 %".441", label %"native.ok.27", label %"native.fail.27"
string.format.write.pass:
  %".467" = call i32 @"puts"(i8* %".401")
  call void @"free"(i8* %".401")
  %".469" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".470" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".471" = bitcast %"builtins__files__File"* %"f.1" to i8*
  %".472" = call i32 @"irx_class_release"(i8* %"context", i8* %".471", i8* %".470")
  %".473" = icmp eq i32 %".472", 0
  br i1 %".473", label %"native.ok.29", label %"native.fail.29"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".437")
  %".451" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".452" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".453" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".454" = bitcast %"builtins__files__File"* %".452" to i8*
  %".455" = call i32 @"irx_class_release"(i8* %"context", i8* %".454", i8* %".453")
  %".456" = icmp eq i32 %".455", 0
  br i1 %".456", label %"native.ok.28", label %"native.fail.28"
native.fail.27:
  %".443" = call i32 @"irx_exception_pending"(i8* %"context")
  %".444" = icmp ne i32 %".443", 0
  br i1 %".444", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.22"
native.pending.27:
  br label %"cleanup.done.22"
native.error.27:
  %"exception.text_ptr.77" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.78" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".447" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".438", i8* %"exception.text_ptr.77", i32 8, i32 9, i8* %"exception.text_ptr.78")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".451")
  ret i32 1
native.fail.28:
  %".458" = call i32 @"irx_exception_pending"(i8* %"context")
  %".459" = icmp ne i32 %".458", 0
  br i1 %".459", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.23"
native.pending.28:
  br label %"cleanup.done.23"
native.error.28:
  %"exception.text_ptr.79" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.80" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".462" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".453", i8* %"exception.text_ptr.79", i32 7, i32 3, i8* %"exception.text_ptr.80")
  br label %"cleanup.done.23"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".469")
  %".483" = call i32 @"irx_exception_pending"(i8* %"context")
  %".484" = icmp ne i32 %".483", 0
  br i1 %".484", label %"cleanup.done.24.if", label %"cleanup.done.24.endif"
native.fail.29:
  %".475" = call i32 @"irx_exception_pending"(i8* %"context")
  %".476" = icmp ne i32 %".475", 0
  br i1 %".476", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.24"
native.pending.29:
  br label %"cleanup.done.24"
native.error.29:
  %"exception.text_ptr.81" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.82" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".479" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".470", i8* %"exception.text_ptr.81", i32 8, i32 9, i8* %"exception.text_ptr.82")
  br label %"cleanup.done.24"
cleanup.done.24.if:
  %".486" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".487" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".488" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".489" = bitcast %"builtins__files__File"* %".487" to i8*
  %".490" = call i32 @"irx_class_release"(i8* %"context", i8* %".489", i8* %".488")
  %".491" = icmp eq i32 %".490", 0
  br i1 %".491", label %"native.ok.30", label %"native.fail.30"
cleanup.done.24.endif:
  %"f.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".502" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".503" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".504" = call i32 @"irx_class_retain"(i8* %".503", i8* %".502")
  %".505" = icmp eq i32 %".504", 0
  br i1 %".505", label %"native.ok.31", label %"native.fail.31"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".486")
  ret i32 1
native.fail.30:
  %".493" = call i32 @"irx_exception_pending"(i8* %"context")
  %".494" = icmp ne i32 %".493", 0
  br i1 %".494", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  br label %"cleanup.done.25"
native.pending.30:
  br label %"cleanup.done.25"
native.error.30:
  %"exception.text_ptr.83" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".497" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".488", i8* %"exception.text_ptr.83", i32 7, i32 3, i8* %"exception.text_ptr.84")
  br label %"cleanup.done.25"
native.fail.31:
  %".507" = call i32 @"irx_exception_pending"(i8* %"context")
  %".508" = icmp ne i32 %".507", 0
  br i1 %".508", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  %".543" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".544" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".545" = call i32 @"irx_class_require"(i8* %".544", i8* %".543")
  %".546" = icmp eq i32 %".545", 0
  br i1 %".546", label %"native.ok.34", label %"native.fail.34"
native.pending.31:
  %".510" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".511" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".512" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".513" = bitcast %"builtins__files__File"* %".511" to i8*
  %".514" = call i32 @"irx_class_release"(i8* %"context", i8* %".513", i8* %".512")
  %".515" = icmp eq i32 %".514", 0
  br i1 %".515", label %"native.ok.32", label %"native.fail.32"
native.error.31:
  %"exception.text_ptr.87" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".526" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".502", i8* %"exception.text_ptr.87", i32 10, i32 9, i8* %"exception.text_ptr.88")
  %".527" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".528" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".529" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".530" = bitcast %"builtins__files__File"* %".528" to i8*
  %".531" = call i32 @"irx_class_release"(i8* %"context", i8* %".530", i8* %".529")
  %".532" = icmp eq i32 %".531", 0
  br i1 %".532", label %"native.ok.33", label %"native.fail.33"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".510")
  ret i32 1
native.fail.32:
  %".517" = call i32 @"irx_exception_pending"(i8* %"context")
  %".518" = icmp ne i32 %".517", 0
  br i1 %".518", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.26"
native.pending.32:
  br label %"cleanup.done.26"
native.error.32:
  %"exception.text_ptr.85" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.86" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".521" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".512", i8* %"exception.text_ptr.85", i32 7, i32 3, i8* %"exception.text_ptr.86")
  br label %"cleanup.done.26"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".527")
  ret i32 1
native.fail.33:
  %".534" = call i32 @"irx_exception_pending"(i8* %"context")
  %".535" = icmp ne i32 %".534", 0
  br i1 %".535", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.27"
native.pending.33:
  br label %"cleanup.done.27"
native.error.33:
  %"exception.text_ptr.89" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.90" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".538" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".529", i8* %"exception.text_ptr.89", i32 7, i32 3, i8* %"exception.text_ptr.90")
  br label %"cleanup.done.27"
native.fail.34:
  %".548" = call i32 @"irx_exception_pending"(i8* %"context")
  %".549" = icmp ne i32 %".548", 0
  br i1 %".549", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  %".612" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"f.2", i32 0, i32 3
  %".613" = load i8*, i8** %".612"
  %".614" = getelementptr inbounds [8 x i8], [8 x i8]* @"str_utf8_7754134708361840111_140403584917456", i32 0, i32 0
  %".615" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".616" = call i32 @"irx_file_write"(i8* %".613", i8* %".614", i64* %"file_output.1", i8* %".615")
  %".617" = icmp eq i32 %".616", 0
  br i1 %".617", label %"native.ok.39", label %"native.fail.39"
native.pending.34:
  %".551" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".552" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".553" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".554" = call i32 @"irx_class_release"(i8* %"context", i8* %".553", i8* %".552")
  %".555" = icmp eq i32 %".554", 0
  br i1 %".555", label %"native.ok.35", label %"native.fail.35"
native.error.34:
  %"exception.text_ptr.95" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.96" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".581" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".543", i8* %"exception.text_ptr.95", i32 10, i32 11, i8* %"exception.text_ptr.96")
  %".582" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".583" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".584" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".585" = call i32 @"irx_class_release"(i8* %"context", i8* %".584", i8* %".583")
  %".586" = icmp eq i32 %".585", 0
  br i1 %".586", label %"native.ok.37", label %"native.fail.37"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".551")
  %".565" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".566" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".567" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".568" = bitcast %"builtins__files__File"* %".566" to i8*
  %".569" = call i32 @"irx_class_release"(i8* %"context", i8* %".568", i8* %".567")
  %".570" = icmp eq i32 %".569", 0
  br i1 %".570", label %"native.ok.36", label %"native.fail.36"
native.fail.35:
  %".557" = call i32 @"irx_exception_pending"(i8* %"context")
  %".558" = icmp ne i32 %".557", 0
  br i1 %".558", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.28"
native.pending.35:
  br label %"cleanup.done.28"
native.error.35:
  %"exception.text_ptr.91" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.92" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".561" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".552", i8* %"exception.text_ptr.91", i32 10, i32 9, i8* %"exception.text_ptr.92")
  br label %"cleanup.done.28"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".565")
  ret i32 1
native.fail.36:
  %".572" = call i32 @"irx_exception_pending"(i8* %"context")
  %".573" = icmp ne i32 %".572", 0
  br i1 %".573", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.29"
native.pending.36:
  br label %"cleanup.done.29"
native.error.36:
  %"exception.text_ptr.93" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.94" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".576" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".567", i8* %"exception.text_ptr.93", i32 7, i32 3, i8* %"exception.text_ptr.94")
  br label %"cleanup.done.29"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".582")
  %".596" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".597" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".598" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".599" = bitcast %"builtins__files__File"* %".597" to i8*
  %".600" = call i32 @"irx_class_release"(i8* %"context", i8* %".599", i8* %".598")
  %".601" = icmp eq i32 %".600", 0
  br i1 %".601", label %"native.ok.38", label %"native.fail.38"
native.fail.37:
  %".588" = call i32 @"irx_exception_pending"(i8* %"context")
  %".589" = icmp ne i32 %".588", 0
  br i1 %".589", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  br label %"cleanup.done.30"
native.pending.37:
  br label %"cleanup.done.30"
native.error.37:
  %"exception.text_ptr.97" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.98" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".592" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".583", i8* %"exception.text_ptr.97", i32 10, i32 9, i8* %"exception.text_ptr.98")
  br label %"cleanup.done.30"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".596")
  ret i32 1
native.fail.38:
  %".603" = call i32 @"irx_exception_pending"(i8* %"context")
  %".604" = icmp ne i32 %".603", 0
  br i1 %".604", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  br label %"cleanup.done.31"
native.pending.38:
  br label %"cleanup.done.31"
native.error.38:
  %"exception.text_ptr.99" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.100" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".607" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".598", i8* %"exception.text_ptr.99", i32 7, i32 3, i8* %"exception.text_ptr.100")
  br label %"cleanup.done.31"
native.fail.39:
  %".619" = call i32 @"irx_exception_pending"(i8* %"context")
  %".620" = icmp ne i32 %".619", 0
  br i1 %".620", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  %"file_value.1" = load i64, i64* %"file_output.1"
  %".756" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".757" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".756", i64 %"file_value.1")
  %"string_format_size_succeeded.1" = icmp sge i32 %".757", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
native.pending.39:
  %".622" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".623" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".624" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".625" = call i32 @"irx_class_release"(i8* %"context", i8* %".624", i8* %".623")
  %".626" = icmp eq i32 %".625", 0
  br i1 %".626", label %"native.ok.40", label %"native.fail.40"
native.error.39:
  %".652" = icmp sge i32 %".616", 65536
  br i1 %".652", label %"native.oserror.2", label %"native.valueerror.2"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".622")
  %".636" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".637" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".638" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".639" = bitcast %"builtins__files__File"* %".637" to i8*
  %".640" = call i32 @"irx_class_release"(i8* %"context", i8* %".639", i8* %".638")
  %".641" = icmp eq i32 %".640", 0
  br i1 %".641", label %"native.ok.41", label %"native.fail.41"
native.fail.40:
  %".628" = call i32 @"irx_exception_pending"(i8* %"context")
  %".629" = icmp ne i32 %".628", 0
  br i1 %".629", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.32"
native.pending.40:
  br label %"cleanup.done.32"
native.error.40:
  %"exception.text_ptr.101" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.102" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".632" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".623", i8* %"exception.text_ptr.101", i32 10, i32 9, i8* %"exception.text_ptr.102")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".636")
  ret i32 1
native.fail.41:
  %".643" = call i32 @"irx_exception_pending"(i8* %"context")
  %".644" = icmp ne i32 %".643", 0
  br i1 %".644", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  br label %"cleanup.done.33"
native.pending.41:
  br label %"cleanup.done.33"
native.error.41:
  %"exception.text_ptr.103" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.104" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".647" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".638", i8* %"exception.text_ptr.103", i32 7, i32 3, i8* %"exception.text_ptr.104")
  br label %"cleanup.done.33"
native.oserror.2:
  %"exception.text_ptr.105" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.106" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".654" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".615", i8* %"exception.text_ptr.105", i32 10, i32 11, i8* %"exception.text_ptr.106")
  %".655" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".656" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".657" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".658" = call i32 @"irx_class_release"(i8* %"context", i8* %".657", i8* %".656")
  %".659" = icmp eq i32 %".658", 0
  br i1 %".659", label %"native.ok.42", label %"native.fail.42"
native.valueerror.2:
  %".685" = icmp eq i32 %".616", 5
  br i1 %".685", label %"native.overflow.2", label %"native.filevalue.2"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".655")
  %".669" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".670" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".671" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".672" = bitcast %"builtins__files__File"* %".670" to i8*
  %".673" = call i32 @"irx_class_release"(i8* %"context", i8* %".672", i8* %".671")
  %".674" = icmp eq i32 %".673", 0
  br i1 %".674", label %"native.ok.43", label %"native.fail.43"
native.fail.42:
  %".661" = call i32 @"irx_exception_pending"(i8* %"context")
  %".662" = icmp ne i32 %".661", 0
  br i1 %".662", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  br label %"cleanup.done.34"
native.pending.42:
  br label %"cleanup.done.34"
native.error.42:
  %"exception.text_ptr.107" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.108" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".665" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".656", i8* %"exception.text_ptr.107", i32 10, i32 9, i8* %"exception.text_ptr.108")
  br label %"cleanup.done.34"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".669")
  ret i32 1
native.fail.43:
  %".676" = call i32 @"irx_exception_pending"(i8* %"context")
  %".677" = icmp ne i32 %".676", 0
  br i1 %".677", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.35"
native.pending.43:
  br label %"cleanup.done.35"
native.error.43:
  %"exception.text_ptr.109" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.110" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".680" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".671", i8* %"exception.text_ptr.109", i32 7, i32 3, i8* %"exception.text_ptr.110")
  br label %"cleanup.done.35"
native.overflow.2:
  %"exception.text_ptr.111" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.112" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".687" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".615", i8* %"exception.text_ptr.111", i32 10, i32 11, i8* %"exception.text_ptr.112")
  %".688" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".689" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".690" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".691" = call i32 @"irx_class_release"(i8* %"context", i8* %".690", i8* %".689")
  %".692" = icmp eq i32 %".691", 0
  br i1 %".692", label %"native.ok.44", label %"native.fail.44"
native.filevalue.2:
  %".718" = icmp eq i32 %".616", 4
  %".719" = zext i1 %".718" to i32
  %".720" = sub i32 0, %".719"
  %".721" = icmp slt i32 %".720", 0
  br i1 %".721", label %"native.filevalue.2.if", label %"native.filevalue.2.endif"
cleanup.done.36:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".688")
  %".702" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".703" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".704" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".705" = bitcast %"builtins__files__File"* %".703" to i8*
  %".706" = call i32 @"irx_class_release"(i8* %"context", i8* %".705", i8* %".704")
  %".707" = icmp eq i32 %".706", 0
  br i1 %".707", label %"native.ok.45", label %"native.fail.45"
native.fail.44:
  %".694" = call i32 @"irx_exception_pending"(i8* %"context")
  %".695" = icmp ne i32 %".694", 0
  br i1 %".695", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.36"
native.pending.44:
  br label %"cleanup.done.36"
native.error.44:
  %"exception.text_ptr.113" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.114" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".698" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".689", i8* %"exception.text_ptr.113", i32 10, i32 9, i8* %"exception.text_ptr.114")
  br label %"cleanup.done.36"
cleanup.done.37:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".702")
  ret i32 1
native.fail.45:
  %".709" = call i32 @"irx_exception_pending"(i8* %"context")
  %".710" = icmp ne i32 %".709", 0
  br i1 %".710", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.37"
native.pending.45:
  br label %"cleanup.done.37"
native.error.45:
  %"exception.text_ptr.115" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.116" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".713" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".704", i8* %"exception.text_ptr.115", i32 7, i32 3, i8* %"exception.text_ptr.116")
  br label %"cleanup.done.37"
native.filevalue.2.if:
  %"exception.text_ptr.117" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.118" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.119" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.117", i8* %"exception.text_ptr.118", i32 10, i32 11, i8* %"exception.text_ptr.119")
  unreachable
native.filevalue.2.endif:
  %"exception.text_ptr.120" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.121" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".725" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".615", i8* %"exception.text_ptr.120", i32 10, i32 11, i8* %"exception.text_ptr.121")
  %".726" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".727" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".728" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".729" = call i32 @"irx_class_release"(i8* %"context", i8* %".728", i8* %".727")
  %".730" = icmp eq i32 %".729", 0
  br i1 %".730", label %"native.ok.46", label %"native.fail.46"
cleanup.done.38:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".726")
  %".740" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".741" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".742" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".743" = bitcast %"builtins__files__File"* %".741" to i8*
  %".744" = call i32 @"irx_class_release"(i8* %"context", i8* %".743", i8* %".742")
  %".745" = icmp eq i32 %".744", 0
  br i1 %".745", label %"native.ok.47", label %"native.fail.47"
native.fail.46:
  %".732" = call i32 @"irx_exception_pending"(i8* %"context")
  %".733" = icmp ne i32 %".732", 0
  br i1 %".733", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  br label %"cleanup.done.38"
native.pending.46:
  br label %"cleanup.done.38"
native.error.46:
  %"exception.text_ptr.122" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.123" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".736" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".727", i8* %"exception.text_ptr.122", i32 10, i32 9, i8* %"exception.text_ptr.123")
  br label %"cleanup.done.38"
cleanup.done.39:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".740")
  ret i32 1
native.fail.47:
  %".747" = call i32 @"irx_exception_pending"(i8* %"context")
  %".748" = icmp ne i32 %".747", 0
  br i1 %".748", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  br label %"cleanup.done.39"
native.pending.47:
  br label %"cleanup.done.39"
native.error.47:
  %"exception.text_ptr.124" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.125" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".751" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".742", i8* %"exception.text_ptr.124", i32 7, i32 3, i8* %"exception.text_ptr.125")
  br label %"cleanup.done.39"
string.format.size.fail.1:
  %"exception.text_ptr.126" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.127" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.128" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".759" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.126", i8* %"exception.text_ptr.127", i32 -1, i32 -1, i8* %"exception.text_ptr.128")
  %".760" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".761" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".762" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".763" = call i32 @"irx_class_release"(i8* %"context", i8* %".762", i8* %".761")
  %".764" = icmp eq i32 %".763", 0
  br i1 %".764", label %"native.ok.48", label %"native.fail.48"
string.format.size.pass.1:
  %".790" = zext i32 %".757" to i64
  %"string_format_allocation_size.1" = add i64 %".790", 1
  %".791" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %".791", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
cleanup.done.40:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".760")
  %".774" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".775" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".776" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.49", i32 0, i32 0
  %".777" = bitcast %"builtins__files__File"* %".775" to i8*
  %".778" = call i32 @"irx_class_release"(i8* %"context", i8* %".777", i8* %".776")
  %".779" = icmp eq i32 %".778", 0
  br i1 %".779", label %"native.ok.49", label %"native.fail.49"
native.fail.48:
  %".766" = call i32 @"irx_exception_pending"(i8* %"context")
  %".767" = icmp ne i32 %".766", 0
  br i1 %".767", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.40"
native.pending.48:
  br label %"cleanup.done.40"
native.error.48:
  %"exception.text_ptr.129" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".770" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".761", i8* %"exception.text_ptr.129", i32 10, i32 9, i8* %"exception.text_ptr.130")
  br label %"cleanup.done.40"
cleanup.done.41:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".774")
  ret i32 1
native.fail.49:
  %".781" = call i32 @"irx_exception_pending"(i8* %"context")
  %".782" = icmp ne i32 %".781", 0
  br i1 %".782", label %"native.pending.49", label %"native.error.49"
native.ok.49:
  br label %"cleanup.done.41"
native.pending.49:
  br label %"cleanup.done.41"
native.error.49:
  %"exception.text_ptr.131" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".785" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".776", i8* %"exception.text_ptr.131", i32 7, i32 3, i8* %"exception.text_ptr.132")
  br label %"cleanup.done.41"
string.allocation.fail.1:
  %"exception.text_ptr.133" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.135" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".793" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.133", i8* %"exception.text_ptr.134", i32 -1, i32 -1, i8* %"exception.text_ptr.135")
  %".794" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".795" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.50", i32 0, i32 0
  %".796" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".797" = call i32 @"irx_class_release"(i8* %"context", i8* %".796", i8* %".795")
  %".798" = icmp eq i32 %".797", 0
  br i1 %".798", label %"native.ok.50", label %"native.fail.50"
string.allocation.pass.1:
  %".824" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".791", i64 %"string_format_allocation_size.1", i8* %".756", i64 %"file_value.1")
  %"string_format_write_succeeded.1" = icmp sge i32 %".824", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
cleanup.done.42:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".794")
  %".808" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".809" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".810" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.51", i32 0, i32 0
  %".811" = bitcast %"builtins__files__File"* %".809" to i8*
  %".812" = call i32 @"irx_class_release"(i8* %"context", i8* %".811", i8* %".810")
  %".813" = icmp eq i32 %".812", 0
  br i1 %".813", label %"native.ok.51", label %"native.fail.51"
native.fail.50:
  %".800" = call i32 @"irx_exception_pending"(i8* %"context")
  %".801" = icmp ne i32 %".800", 0
  br i1 %".801", label %"native.pending.50", label %"native.error.50"
native.ok.50:
  br label %"cleanup.done.42"
native.pending.50:
  br label %"cleanup.done.42"
native.error.50:
  %"exception.text_ptr.136" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.137" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".804" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".795", i8* %"exception.text_ptr.136", i32 10, i32 9, i8* %"exception.text_ptr.137")
  br label %"cleanup.done.42"
cleanup.done.43:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".808")
  ret i32 1
native.fail.51:
  %".815" = call i32 @"irx_exception_pending"(i8* %"context")
  %".816" = icmp ne i32 %".815", 0
  br i1 %".816", label %"native.pending.51", label %"native.error.51"
native.ok.51:
  br label %"cleanup.done.43"
native.pending.51:
  br label %"cleanup.done.43"
native.error.51:
  %"exception.text_ptr.138" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.139" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".819" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".810", i8* %"exception.text_ptr.138", i32 7, i32 3, i8* %"exception.text_ptr.139")
  br label %"cleanup.done.43"
string.format.write.fail.1:
  %"exception.text_ptr.140" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_28", i32 0, i32 0
  %"exception.text_ptr.141" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".826" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.140", i8* %"exception.text_ptr.141", i32 -1, i32 -1, i8* %"exception.text_ptr.142")
  %".827" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".828" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.52", i32 0, i32 0
  %".829" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".830" = call i32 @"irx_class_release"(i8* %"context", i8* %".829", i8* %".828")
  %".831" = icmp eq i32 %".830", 0
  br i1 %".831", label %"native.ok.52", label %"native.fail.52"
string.format.write.pass.1:
  %".857" = call i32 @"puts"(i8* %".791")
  call void @"free"(i8* %".791")
  %".859" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".860" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.54", i32 0, i32 0
  %".861" = bitcast %"builtins__files__File"* %"f.2" to i8*
  %".862" = call i32 @"irx_class_release"(i8* %"context", i8* %".861", i8* %".860")
  %".863" = icmp eq i32 %".862", 0
  br i1 %".863", label %"native.ok.54", label %"native.fail.54"
cleanup.done.44:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".827")
  %".841" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".842" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".843" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.53", i32 0, i32 0
  %".844" = bitcast %"builtins__files__File"* %".842" to i8*
  %".845" = call i32 @"irx_class_release"(i8* %"context", i8* %".844", i8* %".843")
  %".846" = icmp eq i32 %".845", 0
  br i1 %".846", label %"native.ok.53", label %"native.fail.53"
native.fail.52:
  %".833" = call i32 @"irx_exception_pending"(i8* %"context")
  %".834" = icmp ne i32 %".833", 0
  br i1 %".834", label %"native.pending.52", label %"native.error.52"
native.ok.52:
  br label %"cleanup.done.44"
native.pending.52:
  br label %"cleanup.done.44"
native.error.52:
  %"exception.text_ptr.143" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.144" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".837" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".828", i8* %"exception.text_ptr.143", i32 10, i32 9, i8* %"exception.text_ptr.144")
  br label %"cleanup.done.44"
cleanup.done.45:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".841")
  ret i32 1
native.fail.53:
  %".848" = call i32 @"irx_exception_pending"(i8* %"context")
  %".849" = icmp ne i32 %".848", 0
  br i1 %".849", label %"native.pending.53", label %"native.error.53"
native.ok.53:
  br label %"cleanup.done.45"
native.pending.53:
  br label %"cleanup.done.45"
native.error.53:
  %"exception.text_ptr.145" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.146" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".852" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".843", i8* %"exception.text_ptr.145", i32 7, i32 3, i8* %"exception.text_ptr.146")
  br label %"cleanup.done.45"
cleanup.done.46:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".859")
  %".873" = call i32 @"irx_exception_pending"(i8* %"context")
  %".874" = icmp ne i32 %".873", 0
  br i1 %".874", label %"cleanup.done.46.if", label %"cleanup.done.46.endif"
native.fail.54:
  %".865" = call i32 @"irx_exception_pending"(i8* %"context")
  %".866" = icmp ne i32 %".865", 0
  br i1 %".866", label %"native.pending.54", label %"native.error.54"
native.ok.54:
  br label %"cleanup.done.46"
native.pending.54:
  br label %"cleanup.done.46"
native.error.54:
  %"exception.text_ptr.147" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.148" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".869" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".860", i8* %"exception.text_ptr.147", i32 10, i32 9, i8* %"exception.text_ptr.148")
  br label %"cleanup.done.46"
cleanup.done.46.if:
  %".876" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".877" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".878" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.55", i32 0, i32 0
  %".879" = bitcast %"builtins__files__File"* %".877" to i8*
  %".880" = call i32 @"irx_class_release"(i8* %"context", i8* %".879", i8* %".878")
  %".881" = icmp eq i32 %".880", 0
  br i1 %".881", label %"native.ok.55", label %"native.fail.55"
cleanup.done.46.endif:
  %"f.3" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".892" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.56", i32 0, i32 0
  %".893" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".894" = call i32 @"irx_class_retain"(i8* %".893", i8* %".892")
  %".895" = icmp eq i32 %".894", 0
  br i1 %".895", label %"native.ok.56", label %"native.fail.56"
cleanup.done.47:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".876")
  ret i32 1
native.fail.55:
  %".883" = call i32 @"irx_exception_pending"(i8* %"context")
  %".884" = icmp ne i32 %".883", 0
  br i1 %".884", label %"native.pending.55", label %"native.error.55"
native.ok.55:
  br label %"cleanup.done.47"
native.pending.55:
  br label %"cleanup.done.47"
native.error.55:
  %"exception.text_ptr.149" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.150" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".887" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".878", i8* %"exception.text_ptr.149", i32 7, i32 3, i8* %"exception.text_ptr.150")
  br label %"cleanup.done.47"
native.fail.56:
  %".897" = call i32 @"irx_exception_pending"(i8* %"context")
  %".898" = icmp ne i32 %".897", 0
  br i1 %".898", label %"native.pending.56", label %"native.error.56"
native.ok.56:
  %".933" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.59", i32 0, i32 0
  %".934" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".935" = call i32 @"irx_class_require"(i8* %".934", i8* %".933")
  %".936" = icmp eq i32 %".935", 0
  br i1 %".936", label %"native.ok.59", label %"native.fail.59"
native.pending.56:
  %".900" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".901" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".902" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.57", i32 0, i32 0
  %".903" = bitcast %"builtins__files__File"* %".901" to i8*
  %".904" = call i32 @"irx_class_release"(i8* %"context", i8* %".903", i8* %".902")
  %".905" = icmp eq i32 %".904", 0
  br i1 %".905", label %"native.ok.57", label %"native.fail.57"
native.error.56:
  %"exception.text_ptr.153" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.154" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".916" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".892", i8* %"exception.text_ptr.153", i32 12, i32 3, i8* %"exception.text_ptr.154")
  %".917" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".918" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".919" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.58", i32 0, i32 0
  %".920" = bitcast %"builtins__files__File"* %".918" to i8*
  %".921" = call i32 @"irx_class_release"(i8* %"context", i8* %".920", i8* %".919")
  %".922" = icmp eq i32 %".921", 0
  br i1 %".922", label %"native.ok.58", label %"native.fail.58"
cleanup.done.48:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".900")
  ret i32 1
native.fail.57:
  %".907" = call i32 @"irx_exception_pending"(i8* %"context")
  %".908" = icmp ne i32 %".907", 0
  br i1 %".908", label %"native.pending.57", label %"native.error.57"
native.ok.57:
  br label %"cleanup.done.48"
native.pending.57:
  br label %"cleanup.done.48"
native.error.57:
  %"exception.text_ptr.151" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.152" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".911" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".902", i8* %"exception.text_ptr.151", i32 7, i32 3, i8* %"exception.text_ptr.152")
  br label %"cleanup.done.48"
cleanup.done.49:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".917")
  ret i32 1
native.fail.58:
  %".924" = call i32 @"irx_exception_pending"(i8* %"context")
  %".925" = icmp ne i32 %".924", 0
  br i1 %".925", label %"native.pending.58", label %"native.error.58"
native.ok.58:
  br label %"cleanup.done.49"
native.pending.58:
  br label %"cleanup.done.49"
native.error.58:
  %"exception.text_ptr.155" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.156" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".928" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".919", i8* %"exception.text_ptr.155", i32 7, i32 3, i8* %"exception.text_ptr.156")
  br label %"cleanup.done.49"
native.fail.59:
  %".938" = call i32 @"irx_exception_pending"(i8* %"context")
  %".939" = icmp ne i32 %".938", 0
  br i1 %".939", label %"native.pending.59", label %"native.error.59"
native.ok.59:
  %".1002" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"f.3", i32 0, i32 3
  %".1003" = load i8*, i8** %".1002"
  %".1004" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.64", i32 0, i32 0
  %".1005" = call i32 @"irx_file_flush"(i8* %".1003", i8* %".1004")
  %".1006" = icmp eq i32 %".1005", 0
  br i1 %".1006", label %"native.ok.64", label %"native.fail.64"
native.pending.59:
  %".941" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".942" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.60", i32 0, i32 0
  %".943" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".944" = call i32 @"irx_class_release"(i8* %"context", i8* %".943", i8* %".942")
  %".945" = icmp eq i32 %".944", 0
  br i1 %".945", label %"native.ok.60", label %"native.fail.60"
native.error.59:
  %"exception.text_ptr.161" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.162" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".971" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".933", i8* %"exception.text_ptr.161", i32 12, i32 5, i8* %"exception.text_ptr.162")
  %".972" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".973" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.62", i32 0, i32 0
  %".974" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".975" = call i32 @"irx_class_release"(i8* %"context", i8* %".974", i8* %".973")
  %".976" = icmp eq i32 %".975", 0
  br i1 %".976", label %"native.ok.62", label %"native.fail.62"
cleanup.done.50:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".941")
  %".955" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".956" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".957" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.61", i32 0, i32 0
  %".958" = bitcast %"builtins__files__File"* %".956" to i8*
  %".959" = call i32 @"irx_class_release"(i8* %"context", i8* %".958", i8* %".957")
  %".960" = icmp eq i32 %".959", 0
  br i1 %".960", label %"native.ok.61", label %"native.fail.61"
native.fail.60:
  %".947" = call i32 @"irx_exception_pending"(i8* %"context")
  %".948" = icmp ne i32 %".947", 0
  br i1 %".948", label %"native.pending.60", label %"native.error.60"
native.ok.60:
  br label %"cleanup.done.50"
native.pending.60:
  br label %"cleanup.done.50"
native.error.60:
  %"exception.text_ptr.157" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.158" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".951" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".942", i8* %"exception.text_ptr.157", i32 12, i32 3, i8* %"exception.text_ptr.158")
  br label %"cleanup.done.50"
cleanup.done.51:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".955")
  ret i32 1
native.fail.61:
  %".962" = call i32 @"irx_exception_pending"(i8* %"context")
  %".963" = icmp ne i32 %".962", 0
  br i1 %".963", label %"native.pending.61", label %"native.error.61"
native.ok.61:
  br label %"cleanup.done.51"
native.pending.61:
  br label %"cleanup.done.51"
native.error.61:
  %"exception.text_ptr.159" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".966" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".957", i8* %"exception.text_ptr.159", i32 7, i32 3, i8* %"exception.text_ptr.160")
  br label %"cleanup.done.51"
cleanup.done.52:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".972")
  %".986" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".987" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".988" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.63", i32 0, i32 0
  %".989" = bitcast %"builtins__files__File"* %".987" to i8*
  %".990" = call i32 @"irx_class_release"(i8* %"context", i8* %".989", i8* %".988")
  %".991" = icmp eq i32 %".990", 0
  br i1 %".991", label %"native.ok.63", label %"native.fail.63"
native.fail.62:
  %".978" = call i32 @"irx_exception_pending"(i8* %"context")
  %".979" = icmp ne i32 %".978", 0
  br i1 %".979", label %"native.pending.62", label %"native.error.62"
native.ok.62:
  br label %"cleanup.done.52"
native.pending.62:
  br label %"cleanup.done.52"
native.error.62:
  %"exception.text_ptr.163" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.164" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".982" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".973", i8* %"exception.text_ptr.163", i32 12, i32 3, i8* %"exception.text_ptr.164")
  br label %"cleanup.done.52"
cleanup.done.53:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".986")
  ret i32 1
native.fail.63:
  %".993" = call i32 @"irx_exception_pending"(i8* %"context")
  %".994" = icmp ne i32 %".993", 0
  br i1 %".994", label %"native.pending.63", label %"native.error.63"
native.ok.63:
  br label %"cleanup.done.53"
native.pending.63:
  br label %"cleanup.done.53"
native.error.63:
  %"exception.text_ptr.165" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.166" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".997" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".988", i8* %"exception.text_ptr.165", i32 7, i32 3, i8* %"exception.text_ptr.166")
  br label %"cleanup.done.53"
native.fail.64:
  %".1008" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1009" = icmp ne i32 %".1008", 0
  br i1 %".1009", label %"native.pending.64", label %"native.error.64"
native.ok.64:
  %".1145" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1146" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.73", i32 0, i32 0
  %".1147" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".1148" = call i32 @"irx_class_release"(i8* %"context", i8* %".1147", i8* %".1146")
  %".1149" = icmp eq i32 %".1148", 0
  br i1 %".1149", label %"native.ok.73", label %"native.fail.73"
native.pending.64:
  %".1011" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1012" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.65", i32 0, i32 0
  %".1013" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".1014" = call i32 @"irx_class_release"(i8* %"context", i8* %".1013", i8* %".1012")
  %".1015" = icmp eq i32 %".1014", 0
  br i1 %".1015", label %"native.ok.65", label %"native.fail.65"
native.error.64:
  %".1041" = icmp sge i32 %".1005", 65536
  br i1 %".1041", label %"native.oserror.3", label %"native.valueerror.3"
cleanup.done.54:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1011")
  %".1025" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1026" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1027" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.66", i32 0, i32 0
  %".1028" = bitcast %"builtins__files__File"* %".1026" to i8*
  %".1029" = call i32 @"irx_class_release"(i8* %"context", i8* %".1028", i8* %".1027")
  %".1030" = icmp eq i32 %".1029", 0
  br i1 %".1030", label %"native.ok.66", label %"native.fail.66"
native.fail.65:
  %".1017" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1018" = icmp ne i32 %".1017", 0
  br i1 %".1018", label %"native.pending.65", label %"native.error.65"
native.ok.65:
  br label %"cleanup.done.54"
native.pending.65:
  br label %"cleanup.done.54"
native.error.65:
  %"exception.text_ptr.167" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.168" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1021" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1012", i8* %"exception.text_ptr.167", i32 12, i32 3, i8* %"exception.text_ptr.168")
  br label %"cleanup.done.54"
cleanup.done.55:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1025")
  ret i32 1
native.fail.66:
  %".1032" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1033" = icmp ne i32 %".1032", 0
  br i1 %".1033", label %"native.pending.66", label %"native.error.66"
native.ok.66:
  br label %"cleanup.done.55"
native.pending.66:
  br label %"cleanup.done.55"
native.error.66:
  %"exception.text_ptr.169" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.170" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1036" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1027", i8* %"exception.text_ptr.169", i32 7, i32 3, i8* %"exception.text_ptr.170")
  br label %"cleanup.done.55"
native.oserror.3:
  %"exception.text_ptr.171" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.172" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1043" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".1004", i8* %"exception.text_ptr.171", i32 12, i32 5, i8* %"exception.text_ptr.172")
  %".1044" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1045" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.67", i32 0, i32 0
  %".1046" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".1047" = call i32 @"irx_class_release"(i8* %"context", i8* %".1046", i8* %".1045")
  %".1048" = icmp eq i32 %".1047", 0
  br i1 %".1048", label %"native.ok.67", label %"native.fail.67"
native.valueerror.3:
  %".1074" = icmp eq i32 %".1005", 5
  br i1 %".1074", label %"native.overflow.3", label %"native.filevalue.3"
cleanup.done.56:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1044")
  %".1058" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1059" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1060" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.68", i32 0, i32 0
  %".1061" = bitcast %"builtins__files__File"* %".1059" to i8*
  %".1062" = call i32 @"irx_class_release"(i8* %"context", i8* %".1061", i8* %".1060")
  %".1063" = icmp eq i32 %".1062", 0
  br i1 %".1063", label %"native.ok.68", label %"native.fail.68"
native.fail.67:
  %".1050" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1051" = icmp ne i32 %".1050", 0
  br i1 %".1051", label %"native.pending.67", label %"native.error.67"
native.ok.67:
  br label %"cleanup.done.56"
native.pending.67:
  br label %"cleanup.done.56"
native.error.67:
  %"exception.text_ptr.173" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.174" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1054" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1045", i8* %"exception.text_ptr.173", i32 12, i32 3, i8* %"exception.text_ptr.174")
  br label %"cleanup.done.56"
cleanup.done.57:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1058")
  ret i32 1
native.fail.68:
  %".1065" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1066" = icmp ne i32 %".1065", 0
  br i1 %".1066", label %"native.pending.68", label %"native.error.68"
native.ok.68:
  br label %"cleanup.done.57"
native.pending.68:
  br label %"cleanup.done.57"
native.error.68:
  %"exception.text_ptr.175" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.176" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1069" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1060", i8* %"exception.text_ptr.175", i32 7, i32 3, i8* %"exception.text_ptr.176")
  br label %"cleanup.done.57"
native.overflow.3:
  %"exception.text_ptr.177" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.178" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1076" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".1004", i8* %"exception.text_ptr.177", i32 12, i32 5, i8* %"exception.text_ptr.178")
  %".1077" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1078" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.69", i32 0, i32 0
  %".1079" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".1080" = call i32 @"irx_class_release"(i8* %"context", i8* %".1079", i8* %".1078")
  %".1081" = icmp eq i32 %".1080", 0
  br i1 %".1081", label %"native.ok.69", label %"native.fail.69"
native.filevalue.3:
  %".1107" = icmp eq i32 %".1005", 4
  %".1108" = zext i1 %".1107" to i32
  %".1109" = sub i32 0, %".1108"
  %".1110" = icmp slt i32 %".1109", 0
  br i1 %".1110", label %"native.filevalue.3.if", label %"native.filevalue.3.endif"
cleanup.done.58:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1077")
  %".1091" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1092" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1093" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.70", i32 0, i32 0
  %".1094" = bitcast %"builtins__files__File"* %".1092" to i8*
  %".1095" = call i32 @"irx_class_release"(i8* %"context", i8* %".1094", i8* %".1093")
  %".1096" = icmp eq i32 %".1095", 0
  br i1 %".1096", label %"native.ok.70", label %"native.fail.70"
native.fail.69:
  %".1083" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1084" = icmp ne i32 %".1083", 0
  br i1 %".1084", label %"native.pending.69", label %"native.error.69"
native.ok.69:
  br label %"cleanup.done.58"
native.pending.69:
  br label %"cleanup.done.58"
native.error.69:
  %"exception.text_ptr.179" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.180" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1087" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1078", i8* %"exception.text_ptr.179", i32 12, i32 3, i8* %"exception.text_ptr.180")
  br label %"cleanup.done.58"
cleanup.done.59:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1091")
  ret i32 1
native.fail.70:
  %".1098" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1099" = icmp ne i32 %".1098", 0
  br i1 %".1099", label %"native.pending.70", label %"native.error.70"
native.ok.70:
  br label %"cleanup.done.59"
native.pending.70:
  br label %"cleanup.done.59"
native.error.70:
  %"exception.text_ptr.181" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.182" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1093", i8* %"exception.text_ptr.181", i32 7, i32 3, i8* %"exception.text_ptr.182")
  br label %"cleanup.done.59"
native.filevalue.3.if:
  %"exception.text_ptr.183" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.184" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.185" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.183", i8* %"exception.text_ptr.184", i32 12, i32 5, i8* %"exception.text_ptr.185")
  unreachable
native.filevalue.3.endif:
  %"exception.text_ptr.186" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.187" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1114" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".1004", i8* %"exception.text_ptr.186", i32 12, i32 5, i8* %"exception.text_ptr.187")
  %".1115" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1116" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.71", i32 0, i32 0
  %".1117" = bitcast %"builtins__files__File"* %"f.3" to i8*
  %".1118" = call i32 @"irx_class_release"(i8* %"context", i8* %".1117", i8* %".1116")
  %".1119" = icmp eq i32 %".1118", 0
  br i1 %".1119", label %"native.ok.71", label %"native.fail.71"
cleanup.done.60:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1115")
  %".1129" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1130" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1131" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.72", i32 0, i32 0
  %".1132" = bitcast %"builtins__files__File"* %".1130" to i8*
  %".1133" = call i32 @"irx_class_release"(i8* %"context", i8* %".1132", i8* %".1131")
  %".1134" = icmp eq i32 %".1133", 0
  br i1 %".1134", label %"native.ok.72", label %"native.fail.72"
native.fail.71:
  %".1121" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1122" = icmp ne i32 %".1121", 0
  br i1 %".1122", label %"native.pending.71", label %"native.error.71"
native.ok.71:
  br label %"cleanup.done.60"
native.pending.71:
  br label %"cleanup.done.60"
native.error.71:
  %"exception.text_ptr.188" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.189" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1116", i8* %"exception.text_ptr.188", i32 12, i32 3, i8* %"exception.text_ptr.189")
  br label %"cleanup.done.60"
cleanup.done.61:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1129")
  ret i32 1
native.fail.72:
  %".1136" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1137" = icmp ne i32 %".1136", 0
  br i1 %".1137", label %"native.pending.72", label %"native.error.72"
native.ok.72:
  br label %"cleanup.done.61"
native.pending.72:
  br label %"cleanup.done.61"
native.error.72:
  %"exception.text_ptr.190" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.191" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1140" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1131", i8* %"exception.text_ptr.190", i32 7, i32 3, i8* %"exception.text_ptr.191")
  br label %"cleanup.done.61"
cleanup.done.62:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1145")
  %".1159" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1160" = icmp ne i32 %".1159", 0
  br i1 %".1160", label %"cleanup.done.62.if", label %"cleanup.done.62.endif"
native.fail.73:
  %".1151" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1152" = icmp ne i32 %".1151", 0
  br i1 %".1152", label %"native.pending.73", label %"native.error.73"
native.ok.73:
  br label %"cleanup.done.62"
native.pending.73:
  br label %"cleanup.done.62"
native.error.73:
  %"exception.text_ptr.192" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.193" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1155" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1146", i8* %"exception.text_ptr.192", i32 12, i32 3, i8* %"exception.text_ptr.193")
  br label %"cleanup.done.62"
cleanup.done.62.if:
  %".1162" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1163" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1164" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.74", i32 0, i32 0
  %".1165" = bitcast %"builtins__files__File"* %".1163" to i8*
  %".1166" = call i32 @"irx_class_release"(i8* %"context", i8* %".1165", i8* %".1164")
  %".1167" = icmp eq i32 %".1166", 0
  br i1 %".1167", label %"native.ok.74", label %"native.fail.74"
cleanup.done.62.endif:
  %"f.4" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1178" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.75", i32 0, i32 0
  %".1179" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1180" = call i32 @"irx_class_retain"(i8* %".1179", i8* %".1178")
  %".1181" = icmp eq i32 %".1180", 0
  br i1 %".1181", label %"native.ok.75", label %"native.fail.75"
cleanup.done.63:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1162")
  ret i32 1
native.fail.74:
  %".1169" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1170" = icmp ne i32 %".1169", 0
  br i1 %".1170", label %"native.pending.74", label %"native.error.74"
native.ok.74:
  br label %"cleanup.done.63"
native.pending.74:
  br label %"cleanup.done.63"
native.error.74:
  %"exception.text_ptr.194" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.195" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1173" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1164", i8* %"exception.text_ptr.194", i32 7, i32 3, i8* %"exception.text_ptr.195")
  br label %"cleanup.done.63"
native.fail.75:
  %".1183" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1184" = icmp ne i32 %".1183", 0
  br i1 %".1184", label %"native.pending.75", label %"native.error.75"
native.ok.75:
  %".1219" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.78", i32 0, i32 0
  %".1220" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1221" = call i32 @"irx_class_require"(i8* %".1220", i8* %".1219")
  %".1222" = icmp eq i32 %".1221", 0
  br i1 %".1222", label %"native.ok.78", label %"native.fail.78"
native.pending.75:
  %".1186" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1187" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1188" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.76", i32 0, i32 0
  %".1189" = bitcast %"builtins__files__File"* %".1187" to i8*
  %".1190" = call i32 @"irx_class_release"(i8* %"context", i8* %".1189", i8* %".1188")
  %".1191" = icmp eq i32 %".1190", 0
  br i1 %".1191", label %"native.ok.76", label %"native.fail.76"
native.error.75:
  %"exception.text_ptr.198" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.199" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1202" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1178", i8* %"exception.text_ptr.198", i32 13, i32 3, i8* %"exception.text_ptr.199")
  %".1203" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1204" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1205" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.77", i32 0, i32 0
  %".1206" = bitcast %"builtins__files__File"* %".1204" to i8*
  %".1207" = call i32 @"irx_class_release"(i8* %"context", i8* %".1206", i8* %".1205")
  %".1208" = icmp eq i32 %".1207", 0
  br i1 %".1208", label %"native.ok.77", label %"native.fail.77"
cleanup.done.64:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1186")
  ret i32 1
native.fail.76:
  %".1193" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1194" = icmp ne i32 %".1193", 0
  br i1 %".1194", label %"native.pending.76", label %"native.error.76"
native.ok.76:
  br label %"cleanup.done.64"
native.pending.76:
  br label %"cleanup.done.64"
native.error.76:
  %"exception.text_ptr.196" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.197" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1197" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1188", i8* %"exception.text_ptr.196", i32 7, i32 3, i8* %"exception.text_ptr.197")
  br label %"cleanup.done.64"
cleanup.done.65:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1203")
  ret i32 1
native.fail.77:
  %".1210" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1211" = icmp ne i32 %".1210", 0
  br i1 %".1211", label %"native.pending.77", label %"native.error.77"
native.ok.77:
  br label %"cleanup.done.65"
native.pending.77:
  br label %"cleanup.done.65"
native.error.77:
  %"exception.text_ptr.200" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.201" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1214" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1205", i8* %"exception.text_ptr.200", i32 7, i32 3, i8* %"exception.text_ptr.201")
  br label %"cleanup.done.65"
native.fail.78:
  %".1224" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1225" = icmp ne i32 %".1224", 0
  br i1 %".1225", label %"native.pending.78", label %"native.error.78"
native.ok.78:
  %".1288" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"f.4", i32 0, i32 3
  %".1289" = load i8*, i8** %".1288"
  %".1290" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.83", i32 0, i32 0
  %".1291" = call i32 @"irx_file_close"(i8* %".1289", i8* %".1290")
  %".1292" = icmp eq i32 %".1291", 0
  br i1 %".1292", label %"native.ok.83", label %"native.fail.83"
native.pending.78:
  %".1227" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1228" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.79", i32 0, i32 0
  %".1229" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1230" = call i32 @"irx_class_release"(i8* %"context", i8* %".1229", i8* %".1228")
  %".1231" = icmp eq i32 %".1230", 0
  br i1 %".1231", label %"native.ok.79", label %"native.fail.79"
native.error.78:
  %"exception.text_ptr.206" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.207" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1257" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1219", i8* %"exception.text_ptr.206", i32 13, i32 5, i8* %"exception.text_ptr.207")
  %".1258" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1259" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.81", i32 0, i32 0
  %".1260" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1261" = call i32 @"irx_class_release"(i8* %"context", i8* %".1260", i8* %".1259")
  %".1262" = icmp eq i32 %".1261", 0
  br i1 %".1262", label %"native.ok.81", label %"native.fail.81"
cleanup.done.66:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1227")
  %".1241" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1242" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1243" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.80", i32 0, i32 0
  %".1244" = bitcast %"builtins__files__File"* %".1242" to i8*
  %".1245" = call i32 @"irx_class_release"(i8* %"context", i8* %".1244", i8* %".1243")
  %".1246" = icmp eq i32 %".1245", 0
  br i1 %".1246", label %"native.ok.80", label %"native.fail.80"
native.fail.79:
  %".1233" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1234" = icmp ne i32 %".1233", 0
  br i1 %".1234", label %"native.pending.79", label %"native.error.79"
native.ok.79:
  br label %"cleanup.done.66"
native.pending.79:
  br label %"cleanup.done.66"
native.error.79:
  %"exception.text_ptr.202" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.203" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1237" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1228", i8* %"exception.text_ptr.202", i32 13, i32 3, i8* %"exception.text_ptr.203")
  br label %"cleanup.done.66"
cleanup.done.67:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1241")
  ret i32 1
native.fail.80:
  %".1248" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1249" = icmp ne i32 %".1248", 0
  br i1 %".1249", label %"native.pending.80", label %"native.error.80"
native.ok.80:
  br label %"cleanup.done.67"
native.pending.80:
  br label %"cleanup.done.67"
native.error.80:
  %"exception.text_ptr.204" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.205" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1252" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1243", i8* %"exception.text_ptr.204", i32 7, i32 3, i8* %"exception.text_ptr.205")
  br label %"cleanup.done.67"
cleanup.done.68:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1258")
  %".1272" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1273" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1274" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.82", i32 0, i32 0
  %".1275" = bitcast %"builtins__files__File"* %".1273" to i8*
  %".1276" = call i32 @"irx_class_release"(i8* %"context", i8* %".1275", i8* %".1274")
  %".1277" = icmp eq i32 %".1276", 0
  br i1 %".1277", label %"native.ok.82", label %"native.fail.82"
native.fail.81:
  %".1264" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1265" = icmp ne i32 %".1264", 0
  br i1 %".1265", label %"native.pending.81", label %"native.error.81"
native.ok.81:
  br label %"cleanup.done.68"
native.pending.81:
  br label %"cleanup.done.68"
native.error.81:
  %"exception.text_ptr.208" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.209" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1268" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1259", i8* %"exception.text_ptr.208", i32 13, i32 3, i8* %"exception.text_ptr.209")
  br label %"cleanup.done.68"
cleanup.done.69:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1272")
  ret i32 1
native.fail.82:
  %".1279" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1280" = icmp ne i32 %".1279", 0
  br i1 %".1280", label %"native.pending.82", label %"native.error.82"
native.ok.82:
  br label %"cleanup.done.69"
native.pending.82:
  br label %"cleanup.done.69"
native.error.82:
  %"exception.text_ptr.210" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.211" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1283" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1274", i8* %"exception.text_ptr.210", i32 7, i32 3, i8* %"exception.text_ptr.211")
  br label %"cleanup.done.69"
native.fail.83:
  %".1294" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1295" = icmp ne i32 %".1294", 0
  br i1 %".1295", label %"native.pending.83", label %"native.error.83"
native.ok.83:
  %".1431" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1432" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.92", i32 0, i32 0
  %".1433" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1434" = call i32 @"irx_class_release"(i8* %"context", i8* %".1433", i8* %".1432")
  %".1435" = icmp eq i32 %".1434", 0
  br i1 %".1435", label %"native.ok.92", label %"native.fail.92"
native.pending.83:
  %".1297" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1298" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.84", i32 0, i32 0
  %".1299" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1300" = call i32 @"irx_class_release"(i8* %"context", i8* %".1299", i8* %".1298")
  %".1301" = icmp eq i32 %".1300", 0
  br i1 %".1301", label %"native.ok.84", label %"native.fail.84"
native.error.83:
  %".1327" = icmp sge i32 %".1291", 65536
  br i1 %".1327", label %"native.oserror.4", label %"native.valueerror.4"
cleanup.done.70:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1297")
  %".1311" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1312" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1313" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.85", i32 0, i32 0
  %".1314" = bitcast %"builtins__files__File"* %".1312" to i8*
  %".1315" = call i32 @"irx_class_release"(i8* %"context", i8* %".1314", i8* %".1313")
  %".1316" = icmp eq i32 %".1315", 0
  br i1 %".1316", label %"native.ok.85", label %"native.fail.85"
native.fail.84:
  %".1303" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1304" = icmp ne i32 %".1303", 0
  br i1 %".1304", label %"native.pending.84", label %"native.error.84"
native.ok.84:
  br label %"cleanup.done.70"
native.pending.84:
  br label %"cleanup.done.70"
native.error.84:
  %"exception.text_ptr.212" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.213" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1307" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1298", i8* %"exception.text_ptr.212", i32 13, i32 3, i8* %"exception.text_ptr.213")
  br label %"cleanup.done.70"
cleanup.done.71:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1311")
  ret i32 1
native.fail.85:
  %".1318" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1319" = icmp ne i32 %".1318", 0
  br i1 %".1319", label %"native.pending.85", label %"native.error.85"
native.ok.85:
  br label %"cleanup.done.71"
native.pending.85:
  br label %"cleanup.done.71"
native.error.85:
  %"exception.text_ptr.214" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.215" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1322" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1313", i8* %"exception.text_ptr.214", i32 7, i32 3, i8* %"exception.text_ptr.215")
  br label %"cleanup.done.71"
native.oserror.4:
  %"exception.text_ptr.216" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.217" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1329" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".1290", i8* %"exception.text_ptr.216", i32 13, i32 5, i8* %"exception.text_ptr.217")
  %".1330" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1331" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.86", i32 0, i32 0
  %".1332" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1333" = call i32 @"irx_class_release"(i8* %"context", i8* %".1332", i8* %".1331")
  %".1334" = icmp eq i32 %".1333", 0
  br i1 %".1334", label %"native.ok.86", label %"native.fail.86"
native.valueerror.4:
  %".1360" = icmp eq i32 %".1291", 5
  br i1 %".1360", label %"native.overflow.4", label %"native.filevalue.4"
cleanup.done.72:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1330")
  %".1344" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1345" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1346" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.87", i32 0, i32 0
  %".1347" = bitcast %"builtins__files__File"* %".1345" to i8*
  %".1348" = call i32 @"irx_class_release"(i8* %"context", i8* %".1347", i8* %".1346")
  %".1349" = icmp eq i32 %".1348", 0
  br i1 %".1349", label %"native.ok.87", label %"native.fail.87"
native.fail.86:
  %".1336" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1337" = icmp ne i32 %".1336", 0
  br i1 %".1337", label %"native.pending.86", label %"native.error.86"
native.ok.86:
  br label %"cleanup.done.72"
native.pending.86:
  br label %"cleanup.done.72"
native.error.86:
  %"exception.text_ptr.218" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.219" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1340" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1331", i8* %"exception.text_ptr.218", i32 13, i32 3, i8* %"exception.text_ptr.219")
  br label %"cleanup.done.72"
cleanup.done.73:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1344")
  ret i32 1
native.fail.87:
  %".1351" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1352" = icmp ne i32 %".1351", 0
  br i1 %".1352", label %"native.pending.87", label %"native.error.87"
native.ok.87:
  br label %"cleanup.done.73"
native.pending.87:
  br label %"cleanup.done.73"
native.error.87:
  %"exception.text_ptr.220" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.221" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1355" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1346", i8* %"exception.text_ptr.220", i32 7, i32 3, i8* %"exception.text_ptr.221")
  br label %"cleanup.done.73"
native.overflow.4:
  %"exception.text_ptr.222" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.223" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1362" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".1290", i8* %"exception.text_ptr.222", i32 13, i32 5, i8* %"exception.text_ptr.223")
  %".1363" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1364" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.88", i32 0, i32 0
  %".1365" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1366" = call i32 @"irx_class_release"(i8* %"context", i8* %".1365", i8* %".1364")
  %".1367" = icmp eq i32 %".1366", 0
  br i1 %".1367", label %"native.ok.88", label %"native.fail.88"
native.filevalue.4:
  %".1393" = icmp eq i32 %".1291", 4
  %".1394" = zext i1 %".1393" to i32
  %".1395" = sub i32 0, %".1394"
  %".1396" = icmp slt i32 %".1395", 0
  br i1 %".1396", label %"native.filevalue.4.if", label %"native.filevalue.4.endif"
cleanup.done.74:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1363")
  %".1377" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1378" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1379" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.89", i32 0, i32 0
  %".1380" = bitcast %"builtins__files__File"* %".1378" to i8*
  %".1381" = call i32 @"irx_class_release"(i8* %"context", i8* %".1380", i8* %".1379")
  %".1382" = icmp eq i32 %".1381", 0
  br i1 %".1382", label %"native.ok.89", label %"native.fail.89"
native.fail.88:
  %".1369" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1370" = icmp ne i32 %".1369", 0
  br i1 %".1370", label %"native.pending.88", label %"native.error.88"
native.ok.88:
  br label %"cleanup.done.74"
native.pending.88:
  br label %"cleanup.done.74"
native.error.88:
  %"exception.text_ptr.224" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.225" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1373" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1364", i8* %"exception.text_ptr.224", i32 13, i32 3, i8* %"exception.text_ptr.225")
  br label %"cleanup.done.74"
cleanup.done.75:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1377")
  ret i32 1
native.fail.89:
  %".1384" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1385" = icmp ne i32 %".1384", 0
  br i1 %".1385", label %"native.pending.89", label %"native.error.89"
native.ok.89:
  br label %"cleanup.done.75"
native.pending.89:
  br label %"cleanup.done.75"
native.error.89:
  %"exception.text_ptr.226" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.227" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1388" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1379", i8* %"exception.text_ptr.226", i32 7, i32 3, i8* %"exception.text_ptr.227")
  br label %"cleanup.done.75"
native.filevalue.4.if:
  %"exception.text_ptr.228" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.229" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.230" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.228", i8* %"exception.text_ptr.229", i32 13, i32 5, i8* %"exception.text_ptr.230")
  unreachable
native.filevalue.4.endif:
  %"exception.text_ptr.231" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.232" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1400" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".1290", i8* %"exception.text_ptr.231", i32 13, i32 5, i8* %"exception.text_ptr.232")
  %".1401" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1402" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.90", i32 0, i32 0
  %".1403" = bitcast %"builtins__files__File"* %"f.4" to i8*
  %".1404" = call i32 @"irx_class_release"(i8* %"context", i8* %".1403", i8* %".1402")
  %".1405" = icmp eq i32 %".1404", 0
  br i1 %".1405", label %"native.ok.90", label %"native.fail.90"
cleanup.done.76:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1401")
  %".1415" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1416" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1417" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.91", i32 0, i32 0
  %".1418" = bitcast %"builtins__files__File"* %".1416" to i8*
  %".1419" = call i32 @"irx_class_release"(i8* %"context", i8* %".1418", i8* %".1417")
  %".1420" = icmp eq i32 %".1419", 0
  br i1 %".1420", label %"native.ok.91", label %"native.fail.91"
native.fail.90:
  %".1407" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1408" = icmp ne i32 %".1407", 0
  br i1 %".1408", label %"native.pending.90", label %"native.error.90"
native.ok.90:
  br label %"cleanup.done.76"
native.pending.90:
  br label %"cleanup.done.76"
native.error.90:
  %"exception.text_ptr.233" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.234" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1411" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1402", i8* %"exception.text_ptr.233", i32 13, i32 3, i8* %"exception.text_ptr.234")
  br label %"cleanup.done.76"
cleanup.done.77:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1415")
  ret i32 1
native.fail.91:
  %".1422" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1423" = icmp ne i32 %".1422", 0
  br i1 %".1423", label %"native.pending.91", label %"native.error.91"
native.ok.91:
  br label %"cleanup.done.77"
native.pending.91:
  br label %"cleanup.done.77"
native.error.91:
  %"exception.text_ptr.235" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.236" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1426" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1417", i8* %"exception.text_ptr.235", i32 7, i32 3, i8* %"exception.text_ptr.236")
  br label %"cleanup.done.77"
cleanup.done.78:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1431")
  %".1445" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1446" = icmp ne i32 %".1445", 0
  br i1 %".1446", label %"cleanup.done.78.if", label %"cleanup.done.78.endif"
native.fail.92:
  %".1437" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1438" = icmp ne i32 %".1437", 0
  br i1 %".1438", label %"native.pending.92", label %"native.error.92"
native.ok.92:
  br label %"cleanup.done.78"
native.pending.92:
  br label %"cleanup.done.78"
native.error.92:
  %"exception.text_ptr.237" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.238" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1441" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1432", i8* %"exception.text_ptr.237", i32 13, i32 3, i8* %"exception.text_ptr.238")
  br label %"cleanup.done.78"
cleanup.done.78.if:
  %".1448" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1449" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1450" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.93", i32 0, i32 0
  %".1451" = bitcast %"builtins__files__File"* %".1449" to i8*
  %".1452" = call i32 @"irx_class_release"(i8* %"context", i8* %".1451", i8* %".1450")
  %".1453" = icmp eq i32 %".1452", 0
  br i1 %".1453", label %"native.ok.93", label %"native.fail.93"
cleanup.done.78.endif:
  %"f.5" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1464" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.94", i32 0, i32 0
  %".1465" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1466" = call i32 @"irx_class_retain"(i8* %".1465", i8* %".1464")
  %".1467" = icmp eq i32 %".1466", 0
  br i1 %".1467", label %"native.ok.94", label %"native.fail.94"
cleanup.done.79:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1448")
  ret i32 1
native.fail.93:
  %".1455" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1456" = icmp ne i32 %".1455", 0
  br i1 %".1456", label %"native.pending.93", label %"native.error.93"
native.ok.93:
  br label %"cleanup.done.79"
native.pending.93:
  br label %"cleanup.done.79"
native.error.93:
  %"exception.text_ptr.239" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.240" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1459" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1450", i8* %"exception.text_ptr.239", i32 7, i32 3, i8* %"exception.text_ptr.240")
  br label %"cleanup.done.79"
native.fail.94:
  %".1469" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1470" = icmp ne i32 %".1469", 0
  br i1 %".1470", label %"native.pending.94", label %"native.error.94"
native.ok.94:
  %".1505" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.97", i32 0, i32 0
  %".1506" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1507" = call i32 @"irx_class_require"(i8* %".1506", i8* %".1505")
  %".1508" = icmp eq i32 %".1507", 0
  br i1 %".1508", label %"native.ok.97", label %"native.fail.97"
native.pending.94:
  %".1472" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1473" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1474" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.95", i32 0, i32 0
  %".1475" = bitcast %"builtins__files__File"* %".1473" to i8*
  %".1476" = call i32 @"irx_class_release"(i8* %"context", i8* %".1475", i8* %".1474")
  %".1477" = icmp eq i32 %".1476", 0
  br i1 %".1477", label %"native.ok.95", label %"native.fail.95"
native.error.94:
  %"exception.text_ptr.243" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.244" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1488" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1464", i8* %"exception.text_ptr.243", i32 14, i32 3, i8* %"exception.text_ptr.244")
  %".1489" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1490" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1491" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.96", i32 0, i32 0
  %".1492" = bitcast %"builtins__files__File"* %".1490" to i8*
  %".1493" = call i32 @"irx_class_release"(i8* %"context", i8* %".1492", i8* %".1491")
  %".1494" = icmp eq i32 %".1493", 0
  br i1 %".1494", label %"native.ok.96", label %"native.fail.96"
cleanup.done.80:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1472")
  ret i32 1
native.fail.95:
  %".1479" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1480" = icmp ne i32 %".1479", 0
  br i1 %".1480", label %"native.pending.95", label %"native.error.95"
native.ok.95:
  br label %"cleanup.done.80"
native.pending.95:
  br label %"cleanup.done.80"
native.error.95:
  %"exception.text_ptr.241" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.242" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1483" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1474", i8* %"exception.text_ptr.241", i32 7, i32 3, i8* %"exception.text_ptr.242")
  br label %"cleanup.done.80"
cleanup.done.81:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1489")
  ret i32 1
native.fail.96:
  %".1496" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1497" = icmp ne i32 %".1496", 0
  br i1 %".1497", label %"native.pending.96", label %"native.error.96"
native.ok.96:
  br label %"cleanup.done.81"
native.pending.96:
  br label %"cleanup.done.81"
native.error.96:
  %"exception.text_ptr.245" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.246" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1500" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1491", i8* %"exception.text_ptr.245", i32 7, i32 3, i8* %"exception.text_ptr.246")
  br label %"cleanup.done.81"
native.fail.97:
  %".1510" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1511" = icmp ne i32 %".1510", 0
  br i1 %".1511", label %"native.pending.97", label %"native.error.97"
native.ok.97:
  %".1574" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"f.5", i32 0, i32 3
  %".1575" = load i8*, i8** %".1574"
  %".1576" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.102", i32 0, i32 0
  %".1577" = call i32 @"irx_file_close"(i8* %".1575", i8* %".1576")
  %".1578" = icmp eq i32 %".1577", 0
  br i1 %".1578", label %"native.ok.102", label %"native.fail.102"
native.pending.97:
  %".1513" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1514" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.98", i32 0, i32 0
  %".1515" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1516" = call i32 @"irx_class_release"(i8* %"context", i8* %".1515", i8* %".1514")
  %".1517" = icmp eq i32 %".1516", 0
  br i1 %".1517", label %"native.ok.98", label %"native.fail.98"
native.error.97:
  %"exception.text_ptr.251" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.252" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1543" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1505", i8* %"exception.text_ptr.251", i32 14, i32 5, i8* %"exception.text_ptr.252")
  %".1544" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1545" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.100", i32 0, i32 0
  %".1546" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1547" = call i32 @"irx_class_release"(i8* %"context", i8* %".1546", i8* %".1545")
  %".1548" = icmp eq i32 %".1547", 0
  br i1 %".1548", label %"native.ok.100", label %"native.fail.100"
cleanup.done.82:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1513")
  %".1527" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1528" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1529" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.99", i32 0, i32 0
  %".1530" = bitcast %"builtins__files__File"* %".1528" to i8*
  %".1531" = call i32 @"irx_class_release"(i8* %"context", i8* %".1530", i8* %".1529")
  %".1532" = icmp eq i32 %".1531", 0
  br i1 %".1532", label %"native.ok.99", label %"native.fail.99"
native.fail.98:
  %".1519" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1520" = icmp ne i32 %".1519", 0
  br i1 %".1520", label %"native.pending.98", label %"native.error.98"
native.ok.98:
  br label %"cleanup.done.82"
native.pending.98:
  br label %"cleanup.done.82"
native.error.98:
  %"exception.text_ptr.247" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.248" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1523" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1514", i8* %"exception.text_ptr.247", i32 14, i32 3, i8* %"exception.text_ptr.248")
  br label %"cleanup.done.82"
cleanup.done.83:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1527")
  ret i32 1
native.fail.99:
  %".1534" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1535" = icmp ne i32 %".1534", 0
  br i1 %".1535", label %"native.pending.99", label %"native.error.99"
native.ok.99:
  br label %"cleanup.done.83"
native.pending.99:
  br label %"cleanup.done.83"
native.error.99:
  %"exception.text_ptr.249" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.250" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1538" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1529", i8* %"exception.text_ptr.249", i32 7, i32 3, i8* %"exception.text_ptr.250")
  br label %"cleanup.done.83"
cleanup.done.84:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1544")
  %".1558" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1559" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1560" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.101", i32 0, i32 0
  %".1561" = bitcast %"builtins__files__File"* %".1559" to i8*
  %".1562" = call i32 @"irx_class_release"(i8* %"context", i8* %".1561", i8* %".1560")
  %".1563" = icmp eq i32 %".1562", 0
  br i1 %".1563", label %"native.ok.101", label %"native.fail.101"
native.fail.100:
  %".1550" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1551" = icmp ne i32 %".1550", 0
  br i1 %".1551", label %"native.pending.100", label %"native.error.100"
native.ok.100:
  br label %"cleanup.done.84"
native.pending.100:
  br label %"cleanup.done.84"
native.error.100:
  %"exception.text_ptr.253" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.254" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1554" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1545", i8* %"exception.text_ptr.253", i32 14, i32 3, i8* %"exception.text_ptr.254")
  br label %"cleanup.done.84"
cleanup.done.85:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1558")
  ret i32 1
native.fail.101:
  %".1565" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1566" = icmp ne i32 %".1565", 0
  br i1 %".1566", label %"native.pending.101", label %"native.error.101"
native.ok.101:
  br label %"cleanup.done.85"
native.pending.101:
  br label %"cleanup.done.85"
native.error.101:
  %"exception.text_ptr.255" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.256" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1569" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1560", i8* %"exception.text_ptr.255", i32 7, i32 3, i8* %"exception.text_ptr.256")
  br label %"cleanup.done.85"
native.fail.102:
  %".1580" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1581" = icmp ne i32 %".1580", 0
  br i1 %".1581", label %"native.pending.102", label %"native.error.102"
native.ok.102:
  %".1717" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1718" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.111", i32 0, i32 0
  %".1719" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1720" = call i32 @"irx_class_release"(i8* %"context", i8* %".1719", i8* %".1718")
  %".1721" = icmp eq i32 %".1720", 0
  br i1 %".1721", label %"native.ok.111", label %"native.fail.111"
native.pending.102:
  %".1583" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1584" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.103", i32 0, i32 0
  %".1585" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1586" = call i32 @"irx_class_release"(i8* %"context", i8* %".1585", i8* %".1584")
  %".1587" = icmp eq i32 %".1586", 0
  br i1 %".1587", label %"native.ok.103", label %"native.fail.103"
native.error.102:
  %".1613" = icmp sge i32 %".1577", 65536
  br i1 %".1613", label %"native.oserror.5", label %"native.valueerror.5"
cleanup.done.86:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1583")
  %".1597" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1598" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1599" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.104", i32 0, i32 0
  %".1600" = bitcast %"builtins__files__File"* %".1598" to i8*
  %".1601" = call i32 @"irx_class_release"(i8* %"context", i8* %".1600", i8* %".1599")
  %".1602" = icmp eq i32 %".1601", 0
  br i1 %".1602", label %"native.ok.104", label %"native.fail.104"
native.fail.103:
  %".1589" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1590" = icmp ne i32 %".1589", 0
  br i1 %".1590", label %"native.pending.103", label %"native.error.103"
native.ok.103:
  br label %"cleanup.done.86"
native.pending.103:
  br label %"cleanup.done.86"
native.error.103:
  %"exception.text_ptr.257" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.258" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1593" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1584", i8* %"exception.text_ptr.257", i32 14, i32 3, i8* %"exception.text_ptr.258")
  br label %"cleanup.done.86"
cleanup.done.87:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1597")
  ret i32 1
native.fail.104:
  %".1604" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1605" = icmp ne i32 %".1604", 0
  br i1 %".1605", label %"native.pending.104", label %"native.error.104"
native.ok.104:
  br label %"cleanup.done.87"
native.pending.104:
  br label %"cleanup.done.87"
native.error.104:
  %"exception.text_ptr.259" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.260" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1608" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1599", i8* %"exception.text_ptr.259", i32 7, i32 3, i8* %"exception.text_ptr.260")
  br label %"cleanup.done.87"
native.oserror.5:
  %"exception.text_ptr.261" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.262" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1615" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".1576", i8* %"exception.text_ptr.261", i32 14, i32 5, i8* %"exception.text_ptr.262")
  %".1616" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1617" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.105", i32 0, i32 0
  %".1618" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1619" = call i32 @"irx_class_release"(i8* %"context", i8* %".1618", i8* %".1617")
  %".1620" = icmp eq i32 %".1619", 0
  br i1 %".1620", label %"native.ok.105", label %"native.fail.105"
native.valueerror.5:
  %".1646" = icmp eq i32 %".1577", 5
  br i1 %".1646", label %"native.overflow.5", label %"native.filevalue.5"
cleanup.done.88:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1616")
  %".1630" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1631" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1632" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.106", i32 0, i32 0
  %".1633" = bitcast %"builtins__files__File"* %".1631" to i8*
  %".1634" = call i32 @"irx_class_release"(i8* %"context", i8* %".1633", i8* %".1632")
  %".1635" = icmp eq i32 %".1634", 0
  br i1 %".1635", label %"native.ok.106", label %"native.fail.106"
native.fail.105:
  %".1622" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1623" = icmp ne i32 %".1622", 0
  br i1 %".1623", label %"native.pending.105", label %"native.error.105"
native.ok.105:
  br label %"cleanup.done.88"
native.pending.105:
  br label %"cleanup.done.88"
native.error.105:
  %"exception.text_ptr.263" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.264" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1626" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1617", i8* %"exception.text_ptr.263", i32 14, i32 3, i8* %"exception.text_ptr.264")
  br label %"cleanup.done.88"
cleanup.done.89:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1630")
  ret i32 1
native.fail.106:
  %".1637" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1638" = icmp ne i32 %".1637", 0
  br i1 %".1638", label %"native.pending.106", label %"native.error.106"
native.ok.106:
  br label %"cleanup.done.89"
native.pending.106:
  br label %"cleanup.done.89"
native.error.106:
  %"exception.text_ptr.265" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.266" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1641" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1632", i8* %"exception.text_ptr.265", i32 7, i32 3, i8* %"exception.text_ptr.266")
  br label %"cleanup.done.89"
native.overflow.5:
  %"exception.text_ptr.267" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.268" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1648" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".1576", i8* %"exception.text_ptr.267", i32 14, i32 5, i8* %"exception.text_ptr.268")
  %".1649" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1650" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.107", i32 0, i32 0
  %".1651" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1652" = call i32 @"irx_class_release"(i8* %"context", i8* %".1651", i8* %".1650")
  %".1653" = icmp eq i32 %".1652", 0
  br i1 %".1653", label %"native.ok.107", label %"native.fail.107"
native.filevalue.5:
  %".1679" = icmp eq i32 %".1577", 4
  %".1680" = zext i1 %".1679" to i32
  %".1681" = sub i32 0, %".1680"
  %".1682" = icmp slt i32 %".1681", 0
  br i1 %".1682", label %"native.filevalue.5.if", label %"native.filevalue.5.endif"
cleanup.done.90:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1649")
  %".1663" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1664" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1665" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.108", i32 0, i32 0
  %".1666" = bitcast %"builtins__files__File"* %".1664" to i8*
  %".1667" = call i32 @"irx_class_release"(i8* %"context", i8* %".1666", i8* %".1665")
  %".1668" = icmp eq i32 %".1667", 0
  br i1 %".1668", label %"native.ok.108", label %"native.fail.108"
native.fail.107:
  %".1655" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1656" = icmp ne i32 %".1655", 0
  br i1 %".1656", label %"native.pending.107", label %"native.error.107"
native.ok.107:
  br label %"cleanup.done.90"
native.pending.107:
  br label %"cleanup.done.90"
native.error.107:
  %"exception.text_ptr.269" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.270" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1659" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1650", i8* %"exception.text_ptr.269", i32 14, i32 3, i8* %"exception.text_ptr.270")
  br label %"cleanup.done.90"
cleanup.done.91:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1663")
  ret i32 1
native.fail.108:
  %".1670" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1671" = icmp ne i32 %".1670", 0
  br i1 %".1671", label %"native.pending.108", label %"native.error.108"
native.ok.108:
  br label %"cleanup.done.91"
native.pending.108:
  br label %"cleanup.done.91"
native.error.108:
  %"exception.text_ptr.271" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.272" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1674" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1665", i8* %"exception.text_ptr.271", i32 7, i32 3, i8* %"exception.text_ptr.272")
  br label %"cleanup.done.91"
native.filevalue.5.if:
  %"exception.text_ptr.273" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.274" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.275" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.273", i8* %"exception.text_ptr.274", i32 14, i32 5, i8* %"exception.text_ptr.275")
  unreachable
native.filevalue.5.endif:
  %"exception.text_ptr.276" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.277" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1686" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".1576", i8* %"exception.text_ptr.276", i32 14, i32 5, i8* %"exception.text_ptr.277")
  %".1687" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1688" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.109", i32 0, i32 0
  %".1689" = bitcast %"builtins__files__File"* %"f.5" to i8*
  %".1690" = call i32 @"irx_class_release"(i8* %"context", i8* %".1689", i8* %".1688")
  %".1691" = icmp eq i32 %".1690", 0
  br i1 %".1691", label %"native.ok.109", label %"native.fail.109"
cleanup.done.92:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1687")
  %".1701" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1702" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1703" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.110", i32 0, i32 0
  %".1704" = bitcast %"builtins__files__File"* %".1702" to i8*
  %".1705" = call i32 @"irx_class_release"(i8* %"context", i8* %".1704", i8* %".1703")
  %".1706" = icmp eq i32 %".1705", 0
  br i1 %".1706", label %"native.ok.110", label %"native.fail.110"
native.fail.109:
  %".1693" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1694" = icmp ne i32 %".1693", 0
  br i1 %".1694", label %"native.pending.109", label %"native.error.109"
native.ok.109:
  br label %"cleanup.done.92"
native.pending.109:
  br label %"cleanup.done.92"
native.error.109:
  %"exception.text_ptr.278" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.279" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1697" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1688", i8* %"exception.text_ptr.278", i32 14, i32 3, i8* %"exception.text_ptr.279")
  br label %"cleanup.done.92"
cleanup.done.93:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1701")
  ret i32 1
native.fail.110:
  %".1708" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1709" = icmp ne i32 %".1708", 0
  br i1 %".1709", label %"native.pending.110", label %"native.error.110"
native.ok.110:
  br label %"cleanup.done.93"
native.pending.110:
  br label %"cleanup.done.93"
native.error.110:
  %"exception.text_ptr.280" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.281" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1712" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1703", i8* %"exception.text_ptr.280", i32 7, i32 3, i8* %"exception.text_ptr.281")
  br label %"cleanup.done.93"
cleanup.done.94:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1717")
  %".1731" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1732" = icmp ne i32 %".1731", 0
  br i1 %".1732", label %"cleanup.done.94.if", label %"cleanup.done.94.endif"
native.fail.111:
  %".1723" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1724" = icmp ne i32 %".1723", 0
  br i1 %".1724", label %"native.pending.111", label %"native.error.111"
native.ok.111:
  br label %"cleanup.done.94"
native.pending.111:
  br label %"cleanup.done.94"
native.error.111:
  %"exception.text_ptr.282" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.283" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1727" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1718", i8* %"exception.text_ptr.282", i32 14, i32 3, i8* %"exception.text_ptr.283")
  br label %"cleanup.done.94"
cleanup.done.94.if:
  %".1734" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1735" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1736" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.112", i32 0, i32 0
  %".1737" = bitcast %"builtins__files__File"* %".1735" to i8*
  %".1738" = call i32 @"irx_class_release"(i8* %"context", i8* %".1737", i8* %".1736")
  %".1739" = icmp eq i32 %".1738", 0
  br i1 %".1739", label %"native.ok.112", label %"native.fail.112"
cleanup.done.94.endif:
  %".1750" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_1548018713685554167_140402471300432", i32 0, i32 0
  %".1751" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_2157094572885148815_140402471301392", i32 0, i32 0
  %".1752" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.113", i32 0, i32 0
  %".1753" = getelementptr %"builtins__files__File", %"builtins__files__File"* null, i32 1
  %".1754" = ptrtoint %"builtins__files__File"* %".1753" to i64
  %".1755" = call i32 @"irx_class_create"(i64 %".1754", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.files::class::File", i8** %"class_result.1", i8* %".1752")
  %".1756" = icmp eq i32 %".1755", 0
  br i1 %".1756", label %"native.ok.113", label %"native.fail.113"
cleanup.done.95:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1734")
  ret i32 1
native.fail.112:
  %".1741" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1742" = icmp ne i32 %".1741", 0
  br i1 %".1742", label %"native.pending.112", label %"native.error.112"
native.ok.112:
  br label %"cleanup.done.95"
native.pending.112:
  br label %"cleanup.done.95"
native.error.112:
  %"exception.text_ptr.284" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.285" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1745" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1736", i8* %"exception.text_ptr.284", i32 7, i32 3, i8* %"exception.text_ptr.285")
  br label %"cleanup.done.95"
native.fail.113:
  %".1758" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1759" = icmp ne i32 %".1758", 0
  br i1 %".1759", label %"native.pending.113", label %"native.error.113"
native.ok.113:
  %".1794" = load i8*, i8** %"class_result.1"
  %".1795" = bitcast i8* %".1794" to %"builtins__files__File"*
  %".1796" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".1795", i32 0, i32 1
  %".1797" = bitcast i8* (i8*, i32)* @"builtins__files__File__descriptor" to i8*
  store i8* %".1797", i8** %".1796"
  %".1799" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".1795", i32 0, i32 2
  %".1800" = bitcast [4 x i8*]* @"builtins__files__File__dispatch" to i8*
  store i8* %".1800", i8** %".1799"
  %".1802" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.116", i32 0, i32 0
  %".1803" = call i32 @"irx_file_open"(i8* %".1750", i8* %".1751", i8** %"file_result.1", i8* %".1802")
  %".1804" = icmp eq i32 %".1803", 0
  br i1 %".1804", label %"native.ok.116", label %"native.fail.116"
native.pending.113:
  %".1761" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1762" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1763" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.114", i32 0, i32 0
  %".1764" = bitcast %"builtins__files__File"* %".1762" to i8*
  %".1765" = call i32 @"irx_class_release"(i8* %"context", i8* %".1764", i8* %".1763")
  %".1766" = icmp eq i32 %".1765", 0
  br i1 %".1766", label %"native.ok.114", label %"native.fail.114"
native.error.113:
  %"exception.text_ptr.288" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.289" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1777" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1752", i8* %"exception.text_ptr.288", i32 15, i32 17, i8* %"exception.text_ptr.289")
  %".1778" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1779" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1780" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.115", i32 0, i32 0
  %".1781" = bitcast %"builtins__files__File"* %".1779" to i8*
  %".1782" = call i32 @"irx_class_release"(i8* %"context", i8* %".1781", i8* %".1780")
  %".1783" = icmp eq i32 %".1782", 0
  br i1 %".1783", label %"native.ok.115", label %"native.fail.115"
cleanup.done.96:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1761")
  ret i32 1
native.fail.114:
  %".1768" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1769" = icmp ne i32 %".1768", 0
  br i1 %".1769", label %"native.pending.114", label %"native.error.114"
native.ok.114:
  br label %"cleanup.done.96"
native.pending.114:
  br label %"cleanup.done.96"
native.error.114:
  %"exception.text_ptr.286" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.287" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1772" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1763", i8* %"exception.text_ptr.286", i32 7, i32 3, i8* %"exception.text_ptr.287")
  br label %"cleanup.done.96"
cleanup.done.97:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1778")
  ret i32 1
native.fail.115:
  %".1785" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1786" = icmp ne i32 %".1785", 0
  br i1 %".1786", label %"native.pending.115", label %"native.error.115"
native.ok.115:
  br label %"cleanup.done.97"
native.pending.115:
  br label %"cleanup.done.97"
native.error.115:
  %"exception.text_ptr.290" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.291" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1789" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1780", i8* %"exception.text_ptr.290", i32 7, i32 3, i8* %"exception.text_ptr.291")
  br label %"cleanup.done.97"
native.fail.116:
  %".1806" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1807" = icmp ne i32 %".1806", 0
  br i1 %".1807", label %"native.pending.116", label %"native.error.116"
native.ok.116:
  %"file_handle.1" = load i8*, i8** %"file_result.1"
  %".1943" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".1795", i32 0, i32 3
  store i8* %"file_handle.1", i8** %".1943"
  call void @"irx_class_complete"(i8* %".1794")
  store %"builtins__files__File"* %".1795", %"builtins__files__File"** %"g"
  store %"builtins__files__File"* %".1795", %"builtins__files__File"** %"g"
  %"g.1" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".1948" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.125", i32 0, i32 0
  %".1949" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".1950" = call i32 @"irx_class_retain"(i8* %".1949", i8* %".1948")
  %".1951" = icmp eq i32 %".1950", 0
  br i1 %".1951", label %"native.ok.125", label %"native.fail.125"
native.pending.116:
  %".1809" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1810" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.117", i32 0, i32 0
  %".1811" = bitcast %"builtins__files__File"* %".1795" to i8*
  %".1812" = call i32 @"irx_class_release"(i8* %"context", i8* %".1811", i8* %".1810")
  %".1813" = icmp eq i32 %".1812", 0
  br i1 %".1813", label %"native.ok.117", label %"native.fail.117"
native.error.116:
  %".1839" = icmp sge i32 %".1803", 65536
  br i1 %".1839", label %"native.oserror.6", label %"native.valueerror.6"
cleanup.done.98:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1809")
  %".1823" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1824" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1825" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.118", i32 0, i32 0
  %".1826" = bitcast %"builtins__files__File"* %".1824" to i8*
  %".1827" = call i32 @"irx_class_release"(i8* %"context", i8* %".1826", i8* %".1825")
  %".1828" = icmp eq i32 %".1827", 0
  br i1 %".1828", label %"native.ok.118", label %"native.fail.118"
native.fail.117:
  %".1815" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1816" = icmp ne i32 %".1815", 0
  br i1 %".1816", label %"native.pending.117", label %"native.error.117"
native.ok.117:
  br label %"cleanup.done.98"
native.pending.117:
  br label %"cleanup.done.98"
native.error.117:
  %"exception.text_ptr.292" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.293" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1819" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1810", i8* %"exception.text_ptr.292", i32 15, i32 17, i8* %"exception.text_ptr.293")
  br label %"cleanup.done.98"
cleanup.done.99:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1823")
  ret i32 1
native.fail.118:
  %".1830" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1831" = icmp ne i32 %".1830", 0
  br i1 %".1831", label %"native.pending.118", label %"native.error.118"
native.ok.118:
  br label %"cleanup.done.99"
native.pending.118:
  br label %"cleanup.done.99"
native.error.118:
  %"exception.text_ptr.294" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.295" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1834" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1825", i8* %"exception.text_ptr.294", i32 7, i32 3, i8* %"exception.text_ptr.295")
  br label %"cleanup.done.99"
native.oserror.6:
  %"exception.text_ptr.296" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.297" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1841" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".1802", i8* %"exception.text_ptr.296", i32 15, i32 17, i8* %"exception.text_ptr.297")
  %".1842" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1843" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.119", i32 0, i32 0
  %".1844" = bitcast %"builtins__files__File"* %".1795" to i8*
  %".1845" = call i32 @"irx_class_release"(i8* %"context", i8* %".1844", i8* %".1843")
  %".1846" = icmp eq i32 %".1845", 0
  br i1 %".1846", label %"native.ok.119", label %"native.fail.119"
native.valueerror.6:
  %".1872" = icmp eq i32 %".1803", 5
  br i1 %".1872", label %"native.overflow.6", label %"native.filevalue.6"
cleanup.done.100:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1842")
  %".1856" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1857" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1858" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.120", i32 0, i32 0
  %".1859" = bitcast %"builtins__files__File"* %".1857" to i8*
  %".1860" = call i32 @"irx_class_release"(i8* %"context", i8* %".1859", i8* %".1858")
  %".1861" = icmp eq i32 %".1860", 0
  br i1 %".1861", label %"native.ok.120", label %"native.fail.120"
native.fail.119:
  %".1848" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1849" = icmp ne i32 %".1848", 0
  br i1 %".1849", label %"native.pending.119", label %"native.error.119"
native.ok.119:
  br label %"cleanup.done.100"
native.pending.119:
  br label %"cleanup.done.100"
native.error.119:
  %"exception.text_ptr.298" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.299" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1852" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1843", i8* %"exception.text_ptr.298", i32 15, i32 17, i8* %"exception.text_ptr.299")
  br label %"cleanup.done.100"
cleanup.done.101:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1856")
  ret i32 1
native.fail.120:
  %".1863" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1864" = icmp ne i32 %".1863", 0
  br i1 %".1864", label %"native.pending.120", label %"native.error.120"
native.ok.120:
  br label %"cleanup.done.101"
native.pending.120:
  br label %"cleanup.done.101"
native.error.120:
  %"exception.text_ptr.300" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.301" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1867" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1858", i8* %"exception.text_ptr.300", i32 7, i32 3, i8* %"exception.text_ptr.301")
  br label %"cleanup.done.101"
native.overflow.6:
  %"exception.text_ptr.302" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.303" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1874" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".1802", i8* %"exception.text_ptr.302", i32 15, i32 17, i8* %"exception.text_ptr.303")
  %".1875" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1876" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.121", i32 0, i32 0
  %".1877" = bitcast %"builtins__files__File"* %".1795" to i8*
  %".1878" = call i32 @"irx_class_release"(i8* %"context", i8* %".1877", i8* %".1876")
  %".1879" = icmp eq i32 %".1878", 0
  br i1 %".1879", label %"native.ok.121", label %"native.fail.121"
native.filevalue.6:
  %".1905" = icmp eq i32 %".1803", 4
  %".1906" = zext i1 %".1905" to i32
  %".1907" = sub i32 0, %".1906"
  %".1908" = icmp slt i32 %".1907", 0
  br i1 %".1908", label %"native.filevalue.6.if", label %"native.filevalue.6.endif"
cleanup.done.102:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1875")
  %".1889" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1890" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1891" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.122", i32 0, i32 0
  %".1892" = bitcast %"builtins__files__File"* %".1890" to i8*
  %".1893" = call i32 @"irx_class_release"(i8* %"context", i8* %".1892", i8* %".1891")
  %".1894" = icmp eq i32 %".1893", 0
  br i1 %".1894", label %"native.ok.122", label %"native.fail.122"
native.fail.121:
  %".1881" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1882" = icmp ne i32 %".1881", 0
  br i1 %".1882", label %"native.pending.121", label %"native.error.121"
native.ok.121:
  br label %"cleanup.done.102"
native.pending.121:
  br label %"cleanup.done.102"
native.error.121:
  %"exception.text_ptr.304" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.305" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1885" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1876", i8* %"exception.text_ptr.304", i32 15, i32 17, i8* %"exception.text_ptr.305")
  br label %"cleanup.done.102"
cleanup.done.103:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1889")
  ret i32 1
native.fail.122:
  %".1896" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1897" = icmp ne i32 %".1896", 0
  br i1 %".1897", label %"native.pending.122", label %"native.error.122"
native.ok.122:
  br label %"cleanup.done.103"
native.pending.122:
  br label %"cleanup.done.103"
native.error.122:
  %"exception.text_ptr.306" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.307" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1900" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1891", i8* %"exception.text_ptr.306", i32 7, i32 3, i8* %"exception.text_ptr.307")
  br label %"cleanup.done.103"
native.filevalue.6.if:
  %"exception.text_ptr.308" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.309" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.310" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.308", i8* %"exception.text_ptr.309", i32 15, i32 17, i8* %"exception.text_ptr.310")
  unreachable
native.filevalue.6.endif:
  %"exception.text_ptr.311" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.312" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".1912" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".1802", i8* %"exception.text_ptr.311", i32 15, i32 17, i8* %"exception.text_ptr.312")
  %".1913" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1914" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.123", i32 0, i32 0
  %".1915" = bitcast %"builtins__files__File"* %".1795" to i8*
  %".1916" = call i32 @"irx_class_release"(i8* %"context", i8* %".1915", i8* %".1914")
  %".1917" = icmp eq i32 %".1916", 0
  br i1 %".1917", label %"native.ok.123", label %"native.fail.123"
cleanup.done.104:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1913")
  %".1927" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1928" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1929" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.124", i32 0, i32 0
  %".1930" = bitcast %"builtins__files__File"* %".1928" to i8*
  %".1931" = call i32 @"irx_class_release"(i8* %"context", i8* %".1930", i8* %".1929")
  %".1932" = icmp eq i32 %".1931", 0
  br i1 %".1932", label %"native.ok.124", label %"native.fail.124"
native.fail.123:
  %".1919" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1920" = icmp ne i32 %".1919", 0
  br i1 %".1920", label %"native.pending.123", label %"native.error.123"
native.ok.123:
  br label %"cleanup.done.104"
native.pending.123:
  br label %"cleanup.done.104"
native.error.123:
  %"exception.text_ptr.313" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.314" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1923" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1914", i8* %"exception.text_ptr.313", i32 15, i32 17, i8* %"exception.text_ptr.314")
  br label %"cleanup.done.104"
cleanup.done.105:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1927")
  ret i32 1
native.fail.124:
  %".1934" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1935" = icmp ne i32 %".1934", 0
  br i1 %".1935", label %"native.pending.124", label %"native.error.124"
native.ok.124:
  br label %"cleanup.done.105"
native.pending.124:
  br label %"cleanup.done.105"
native.error.124:
  %"exception.text_ptr.315" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.316" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1938" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1929", i8* %"exception.text_ptr.315", i32 7, i32 3, i8* %"exception.text_ptr.316")
  br label %"cleanup.done.105"
native.fail.125:
  %".1953" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1954" = icmp ne i32 %".1953", 0
  br i1 %".1954", label %"native.pending.125", label %"native.error.125"
native.ok.125:
  %".2019" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.130", i32 0, i32 0
  %".2020" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2021" = call i32 @"irx_class_require"(i8* %".2020", i8* %".2019")
  %".2022" = icmp eq i32 %".2021", 0
  br i1 %".2022", label %"native.ok.130", label %"native.fail.130"
native.pending.125:
  %".1956" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1957" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".1958" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.126", i32 0, i32 0
  %".1959" = bitcast %"builtins__files__File"* %".1957" to i8*
  %".1960" = call i32 @"irx_class_release"(i8* %"context", i8* %".1959", i8* %".1958")
  %".1961" = icmp eq i32 %".1960", 0
  br i1 %".1961", label %"native.ok.126", label %"native.fail.126"
native.error.125:
  %"exception.text_ptr.321" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.322" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1987" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1948", i8* %"exception.text_ptr.321", i32 16, i32 3, i8* %"exception.text_ptr.322")
  %".1988" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1989" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".1990" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.128", i32 0, i32 0
  %".1991" = bitcast %"builtins__files__File"* %".1989" to i8*
  %".1992" = call i32 @"irx_class_release"(i8* %"context", i8* %".1991", i8* %".1990")
  %".1993" = icmp eq i32 %".1992", 0
  br i1 %".1993", label %"native.ok.128", label %"native.fail.128"
cleanup.done.106:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1956")
  %".1971" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1972" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".1973" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.127", i32 0, i32 0
  %".1974" = bitcast %"builtins__files__File"* %".1972" to i8*
  %".1975" = call i32 @"irx_class_release"(i8* %"context", i8* %".1974", i8* %".1973")
  %".1976" = icmp eq i32 %".1975", 0
  br i1 %".1976", label %"native.ok.127", label %"native.fail.127"
native.fail.126:
  %".1963" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1964" = icmp ne i32 %".1963", 0
  br i1 %".1964", label %"native.pending.126", label %"native.error.126"
native.ok.126:
  br label %"cleanup.done.106"
native.pending.126:
  br label %"cleanup.done.106"
native.error.126:
  %"exception.text_ptr.317" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.318" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1967" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1958", i8* %"exception.text_ptr.317", i32 15, i32 3, i8* %"exception.text_ptr.318")
  br label %"cleanup.done.106"
cleanup.done.107:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1971")
  ret i32 1
native.fail.127:
  %".1978" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1979" = icmp ne i32 %".1978", 0
  br i1 %".1979", label %"native.pending.127", label %"native.error.127"
native.ok.127:
  br label %"cleanup.done.107"
native.pending.127:
  br label %"cleanup.done.107"
native.error.127:
  %"exception.text_ptr.319" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.320" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1982" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1973", i8* %"exception.text_ptr.319", i32 7, i32 3, i8* %"exception.text_ptr.320")
  br label %"cleanup.done.107"
cleanup.done.108:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1988")
  %".2003" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2004" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2005" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.129", i32 0, i32 0
  %".2006" = bitcast %"builtins__files__File"* %".2004" to i8*
  %".2007" = call i32 @"irx_class_release"(i8* %"context", i8* %".2006", i8* %".2005")
  %".2008" = icmp eq i32 %".2007", 0
  br i1 %".2008", label %"native.ok.129", label %"native.fail.129"
native.fail.128:
  %".1995" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1996" = icmp ne i32 %".1995", 0
  br i1 %".1996", label %"native.pending.128", label %"native.error.128"
native.ok.128:
  br label %"cleanup.done.108"
native.pending.128:
  br label %"cleanup.done.108"
native.error.128:
  %"exception.text_ptr.323" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.324" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1999" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1990", i8* %"exception.text_ptr.323", i32 15, i32 3, i8* %"exception.text_ptr.324")
  br label %"cleanup.done.108"
cleanup.done.109:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2003")
  ret i32 1
native.fail.129:
  %".2010" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2011" = icmp ne i32 %".2010", 0
  br i1 %".2011", label %"native.pending.129", label %"native.error.129"
native.ok.129:
  br label %"cleanup.done.109"
native.pending.129:
  br label %"cleanup.done.109"
native.error.129:
  %"exception.text_ptr.325" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.326" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2014" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2005", i8* %"exception.text_ptr.325", i32 7, i32 3, i8* %"exception.text_ptr.326")
  br label %"cleanup.done.109"
native.fail.130:
  %".2024" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2025" = icmp ne i32 %".2024", 0
  br i1 %".2025", label %"native.pending.130", label %"native.error.130"
native.ok.130:
  %".2118" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"g.1", i32 0, i32 3
  %".2119" = load i8*, i8** %".2118"
  %".2120" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_6903777510658373113_140402481347280", i32 0, i32 0
  %".2121" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.137", i32 0, i32 0
  %".2122" = call i32 @"irx_file_write"(i8* %".2119", i8* %".2120", i64* %"file_output.2", i8* %".2121")
  %".2123" = icmp eq i32 %".2122", 0
  br i1 %".2123", label %"native.ok.137", label %"native.fail.137"
native.pending.130:
  %".2027" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2028" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.131", i32 0, i32 0
  %".2029" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2030" = call i32 @"irx_class_release"(i8* %"context", i8* %".2029", i8* %".2028")
  %".2031" = icmp eq i32 %".2030", 0
  br i1 %".2031", label %"native.ok.131", label %"native.fail.131"
native.error.130:
  %"exception.text_ptr.333" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.334" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2072" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2019", i8* %"exception.text_ptr.333", i32 16, i32 5, i8* %"exception.text_ptr.334")
  %".2073" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2074" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.134", i32 0, i32 0
  %".2075" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2076" = call i32 @"irx_class_release"(i8* %"context", i8* %".2075", i8* %".2074")
  %".2077" = icmp eq i32 %".2076", 0
  br i1 %".2077", label %"native.ok.134", label %"native.fail.134"
cleanup.done.110:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2027")
  %".2041" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2042" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2043" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.132", i32 0, i32 0
  %".2044" = bitcast %"builtins__files__File"* %".2042" to i8*
  %".2045" = call i32 @"irx_class_release"(i8* %"context", i8* %".2044", i8* %".2043")
  %".2046" = icmp eq i32 %".2045", 0
  br i1 %".2046", label %"native.ok.132", label %"native.fail.132"
native.fail.131:
  %".2033" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2034" = icmp ne i32 %".2033", 0
  br i1 %".2034", label %"native.pending.131", label %"native.error.131"
native.ok.131:
  br label %"cleanup.done.110"
native.pending.131:
  br label %"cleanup.done.110"
native.error.131:
  %"exception.text_ptr.327" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.328" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2037" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2028", i8* %"exception.text_ptr.327", i32 16, i32 3, i8* %"exception.text_ptr.328")
  br label %"cleanup.done.110"
cleanup.done.111:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2041")
  %".2056" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2057" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2058" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.133", i32 0, i32 0
  %".2059" = bitcast %"builtins__files__File"* %".2057" to i8*
  %".2060" = call i32 @"irx_class_release"(i8* %"context", i8* %".2059", i8* %".2058")
  %".2061" = icmp eq i32 %".2060", 0
  br i1 %".2061", label %"native.ok.133", label %"native.fail.133"
native.fail.132:
  %".2048" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2049" = icmp ne i32 %".2048", 0
  br i1 %".2049", label %"native.pending.132", label %"native.error.132"
native.ok.132:
  br label %"cleanup.done.111"
native.pending.132:
  br label %"cleanup.done.111"
native.error.132:
  %"exception.text_ptr.329" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.330" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2052" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2043", i8* %"exception.text_ptr.329", i32 15, i32 3, i8* %"exception.text_ptr.330")
  br label %"cleanup.done.111"
cleanup.done.112:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2056")
  ret i32 1
native.fail.133:
  %".2063" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2064" = icmp ne i32 %".2063", 0
  br i1 %".2064", label %"native.pending.133", label %"native.error.133"
native.ok.133:
  br label %"cleanup.done.112"
native.pending.133:
  br label %"cleanup.done.112"
native.error.133:
  %"exception.text_ptr.331" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.332" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2067" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2058", i8* %"exception.text_ptr.331", i32 7, i32 3, i8* %"exception.text_ptr.332")
  br label %"cleanup.done.112"
cleanup.done.113:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2073")
  %".2087" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2088" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2089" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.135", i32 0, i32 0
  %".2090" = bitcast %"builtins__files__File"* %".2088" to i8*
  %".2091" = call i32 @"irx_class_release"(i8* %"context", i8* %".2090", i8* %".2089")
  %".2092" = icmp eq i32 %".2091", 0
  br i1 %".2092", label %"native.ok.135", label %"native.fail.135"
native.fail.134:
  %".2079" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2080" = icmp ne i32 %".2079", 0
  br i1 %".2080", label %"native.pending.134", label %"native.error.134"
native.ok.134:
  br label %"cleanup.done.113"
native.pending.134:
  br label %"cleanup.done.113"
native.error.134:
  %"exception.text_ptr.335" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.336" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2083" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2074", i8* %"exception.text_ptr.335", i32 16, i32 3, i8* %"exception.text_ptr.336")
  br label %"cleanup.done.113"
cleanup.done.114:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2087")
  %".2102" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2103" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2104" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.136", i32 0, i32 0
  %".2105" = bitcast %"builtins__files__File"* %".2103" to i8*
  %".2106" = call i32 @"irx_class_release"(i8* %"context", i8* %".2105", i8* %".2104")
  %".2107" = icmp eq i32 %".2106", 0
  br i1 %".2107", label %"native.ok.136", label %"native.fail.136"
native.fail.135:
  %".2094" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2095" = icmp ne i32 %".2094", 0
  br i1 %".2095", label %"native.pending.135", label %"native.error.135"
native.ok.135:
  br label %"cleanup.done.114"
native.pending.135:
  br label %"cleanup.done.114"
native.error.135:
  %"exception.text_ptr.337" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.338" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2098" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2089", i8* %"exception.text_ptr.337", i32 15, i32 3, i8* %"exception.text_ptr.338")
  br label %"cleanup.done.114"
cleanup.done.115:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2102")
  ret i32 1
native.fail.136:
  %".2109" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2110" = icmp ne i32 %".2109", 0
  br i1 %".2110", label %"native.pending.136", label %"native.error.136"
native.ok.136:
  br label %"cleanup.done.115"
native.pending.136:
  br label %"cleanup.done.115"
native.error.136:
  %"exception.text_ptr.339" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.340" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2113" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2104", i8* %"exception.text_ptr.339", i32 7, i32 3, i8* %"exception.text_ptr.340")
  br label %"cleanup.done.115"
native.fail.137:
  %".2125" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2126" = icmp ne i32 %".2125", 0
  br i1 %".2126", label %"native.pending.137", label %"native.error.137"
native.ok.137:
  %"file_value.2" = load i64, i64* %"file_output.2"
  %".2322" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2323" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.150", i32 0, i32 0
  %".2324" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2325" = call i32 @"irx_class_release"(i8* %"context", i8* %".2324", i8* %".2323")
  %".2326" = icmp eq i32 %".2325", 0
  br i1 %".2326", label %"native.ok.150", label %"native.fail.150"
native.pending.137:
  %".2128" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2129" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.138", i32 0, i32 0
  %".2130" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2131" = call i32 @"irx_class_release"(i8* %"context", i8* %".2130", i8* %".2129")
  %".2132" = icmp eq i32 %".2131", 0
  br i1 %".2132", label %"native.ok.138", label %"native.fail.138"
native.error.137:
  %".2173" = icmp sge i32 %".2122", 65536
  br i1 %".2173", label %"native.oserror.7", label %"native.valueerror.7"
cleanup.done.116:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2128")
  %".2142" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2143" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2144" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.139", i32 0, i32 0
  %".2145" = bitcast %"builtins__files__File"* %".2143" to i8*
  %".2146" = call i32 @"irx_class_release"(i8* %"context", i8* %".2145", i8* %".2144")
  %".2147" = icmp eq i32 %".2146", 0
  br i1 %".2147", label %"native.ok.139", label %"native.fail.139"
native.fail.138:
  %".2134" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2135" = icmp ne i32 %".2134", 0
  br i1 %".2135", label %"native.pending.138", label %"native.error.138"
native.ok.138:
  br label %"cleanup.done.116"
native.pending.138:
  br label %"cleanup.done.116"
native.error.138:
  %"exception.text_ptr.341" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.342" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2138" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2129", i8* %"exception.text_ptr.341", i32 16, i32 3, i8* %"exception.text_ptr.342")
  br label %"cleanup.done.116"
cleanup.done.117:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2142")
  %".2157" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2158" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2159" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.140", i32 0, i32 0
  %".2160" = bitcast %"builtins__files__File"* %".2158" to i8*
  %".2161" = call i32 @"irx_class_release"(i8* %"context", i8* %".2160", i8* %".2159")
  %".2162" = icmp eq i32 %".2161", 0
  br i1 %".2162", label %"native.ok.140", label %"native.fail.140"
native.fail.139:
  %".2149" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2150" = icmp ne i32 %".2149", 0
  br i1 %".2150", label %"native.pending.139", label %"native.error.139"
native.ok.139:
  br label %"cleanup.done.117"
native.pending.139:
  br label %"cleanup.done.117"
native.error.139:
  %"exception.text_ptr.343" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.344" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2153" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2144", i8* %"exception.text_ptr.343", i32 15, i32 3, i8* %"exception.text_ptr.344")
  br label %"cleanup.done.117"
cleanup.done.118:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2157")
  ret i32 1
native.fail.140:
  %".2164" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2165" = icmp ne i32 %".2164", 0
  br i1 %".2165", label %"native.pending.140", label %"native.error.140"
native.ok.140:
  br label %"cleanup.done.118"
native.pending.140:
  br label %"cleanup.done.118"
native.error.140:
  %"exception.text_ptr.345" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.346" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2168" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2159", i8* %"exception.text_ptr.345", i32 7, i32 3, i8* %"exception.text_ptr.346")
  br label %"cleanup.done.118"
native.oserror.7:
  %"exception.text_ptr.347" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.348" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2175" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".2121", i8* %"exception.text_ptr.347", i32 16, i32 5, i8* %"exception.text_ptr.348")
  %".2176" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2177" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.141", i32 0, i32 0
  %".2178" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2179" = call i32 @"irx_class_release"(i8* %"context", i8* %".2178", i8* %".2177")
  %".2180" = icmp eq i32 %".2179", 0
  br i1 %".2180", label %"native.ok.141", label %"native.fail.141"
native.valueerror.7:
  %".2221" = icmp eq i32 %".2122", 5
  br i1 %".2221", label %"native.overflow.7", label %"native.filevalue.7"
cleanup.done.119:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2176")
  %".2190" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2191" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2192" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.142", i32 0, i32 0
  %".2193" = bitcast %"builtins__files__File"* %".2191" to i8*
  %".2194" = call i32 @"irx_class_release"(i8* %"context", i8* %".2193", i8* %".2192")
  %".2195" = icmp eq i32 %".2194", 0
  br i1 %".2195", label %"native.ok.142", label %"native.fail.142"
native.fail.141:
  %".2182" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2183" = icmp ne i32 %".2182", 0
  br i1 %".2183", label %"native.pending.141", label %"native.error.141"
native.ok.141:
  br label %"cleanup.done.119"
native.pending.141:
  br label %"cleanup.done.119"
native.error.141:
  %"exception.text_ptr.349" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.350" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2186" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2177", i8* %"exception.text_ptr.349", i32 16, i32 3, i8* %"exception.text_ptr.350")
  br label %"cleanup.done.119"
cleanup.done.120:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2190")
  %".2205" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2206" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2207" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.143", i32 0, i32 0
  %".2208" = bitcast %"builtins__files__File"* %".2206" to i8*
  %".2209" = call i32 @"irx_class_release"(i8* %"context", i8* %".2208", i8* %".2207")
  %".2210" = icmp eq i32 %".2209", 0
  br i1 %".2210", label %"native.ok.143", label %"native.fail.143"
native.fail.142:
  %".2197" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2198" = icmp ne i32 %".2197", 0
  br i1 %".2198", label %"native.pending.142", label %"native.error.142"
native.ok.142:
  br label %"cleanup.done.120"
native.pending.142:
  br label %"cleanup.done.120"
native.error.142:
  %"exception.text_ptr.351" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.352" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2201" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2192", i8* %"exception.text_ptr.351", i32 15, i32 3, i8* %"exception.text_ptr.352")
  br label %"cleanup.done.120"
cleanup.done.121:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2205")
  ret i32 1
native.fail.143:
  %".2212" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2213" = icmp ne i32 %".2212", 0
  br i1 %".2213", label %"native.pending.143", label %"native.error.143"
native.ok.143:
  br label %"cleanup.done.121"
native.pending.143:
  br label %"cleanup.done.121"
native.error.143:
  %"exception.text_ptr.353" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.354" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2216" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2207", i8* %"exception.text_ptr.353", i32 7, i32 3, i8* %"exception.text_ptr.354")
  br label %"cleanup.done.121"
native.overflow.7:
  %"exception.text_ptr.355" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.356" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2223" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".2121", i8* %"exception.text_ptr.355", i32 16, i32 5, i8* %"exception.text_ptr.356")
  %".2224" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2225" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.144", i32 0, i32 0
  %".2226" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2227" = call i32 @"irx_class_release"(i8* %"context", i8* %".2226", i8* %".2225")
  %".2228" = icmp eq i32 %".2227", 0
  br i1 %".2228", label %"native.ok.144", label %"native.fail.144"
native.filevalue.7:
  %".2269" = icmp eq i32 %".2122", 4
  %".2270" = zext i1 %".2269" to i32
  %".2271" = sub i32 0, %".2270"
  %".2272" = icmp slt i32 %".2271", 0
  br i1 %".2272", label %"native.filevalue.7.if", label %"native.filevalue.7.endif"
cleanup.done.122:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2224")
  %".2238" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2239" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2240" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.145", i32 0, i32 0
  %".2241" = bitcast %"builtins__files__File"* %".2239" to i8*
  %".2242" = call i32 @"irx_class_release"(i8* %"context", i8* %".2241", i8* %".2240")
  %".2243" = icmp eq i32 %".2242", 0
  br i1 %".2243", label %"native.ok.145", label %"native.fail.145"
native.fail.144:
  %".2230" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2231" = icmp ne i32 %".2230", 0
  br i1 %".2231", label %"native.pending.144", label %"native.error.144"
native.ok.144:
  br label %"cleanup.done.122"
native.pending.144:
  br label %"cleanup.done.122"
native.error.144:
  %"exception.text_ptr.357" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.358" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2234" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2225", i8* %"exception.text_ptr.357", i32 16, i32 3, i8* %"exception.text_ptr.358")
  br label %"cleanup.done.122"
cleanup.done.123:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2238")
  %".2253" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2254" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2255" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.146", i32 0, i32 0
  %".2256" = bitcast %"builtins__files__File"* %".2254" to i8*
  %".2257" = call i32 @"irx_class_release"(i8* %"context", i8* %".2256", i8* %".2255")
  %".2258" = icmp eq i32 %".2257", 0
  br i1 %".2258", label %"native.ok.146", label %"native.fail.146"
native.fail.145:
  %".2245" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2246" = icmp ne i32 %".2245", 0
  br i1 %".2246", label %"native.pending.145", label %"native.error.145"
native.ok.145:
  br label %"cleanup.done.123"
native.pending.145:
  br label %"cleanup.done.123"
native.error.145:
  %"exception.text_ptr.359" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.360" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2249" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2240", i8* %"exception.text_ptr.359", i32 15, i32 3, i8* %"exception.text_ptr.360")
  br label %"cleanup.done.123"
cleanup.done.124:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2253")
  ret i32 1
native.fail.146:
  %".2260" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2261" = icmp ne i32 %".2260", 0
  br i1 %".2261", label %"native.pending.146", label %"native.error.146"
native.ok.146:
  br label %"cleanup.done.124"
native.pending.146:
  br label %"cleanup.done.124"
native.error.146:
  %"exception.text_ptr.361" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.362" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2264" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2255", i8* %"exception.text_ptr.361", i32 7, i32 3, i8* %"exception.text_ptr.362")
  br label %"cleanup.done.124"
native.filevalue.7.if:
  %"exception.text_ptr.363" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.364" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.365" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.363", i8* %"exception.text_ptr.364", i32 16, i32 5, i8* %"exception.text_ptr.365")
  unreachable
native.filevalue.7.endif:
  %"exception.text_ptr.366" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.367" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2276" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".2121", i8* %"exception.text_ptr.366", i32 16, i32 5, i8* %"exception.text_ptr.367")
  %".2277" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2278" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.147", i32 0, i32 0
  %".2279" = bitcast %"builtins__files__File"* %"g.1" to i8*
  %".2280" = call i32 @"irx_class_release"(i8* %"context", i8* %".2279", i8* %".2278")
  %".2281" = icmp eq i32 %".2280", 0
  br i1 %".2281", label %"native.ok.147", label %"native.fail.147"
cleanup.done.125:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2277")
  %".2291" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2292" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2293" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.148", i32 0, i32 0
  %".2294" = bitcast %"builtins__files__File"* %".2292" to i8*
  %".2295" = call i32 @"irx_class_release"(i8* %"context", i8* %".2294", i8* %".2293")
  %".2296" = icmp eq i32 %".2295", 0
  br i1 %".2296", label %"native.ok.148", label %"native.fail.148"
native.fail.147:
  %".2283" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2284" = icmp ne i32 %".2283", 0
  br i1 %".2284", label %"native.pending.147", label %"native.error.147"
native.ok.147:
  br label %"cleanup.done.125"
native.pending.147:
  br label %"cleanup.done.125"
native.error.147:
  %"exception.text_ptr.368" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.369" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2287" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2278", i8* %"exception.text_ptr.368", i32 16, i32 3, i8* %"exception.text_ptr.369")
  br label %"cleanup.done.125"
cleanup.done.126:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2291")
  %".2306" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2307" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2308" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.149", i32 0, i32 0
  %".2309" = bitcast %"builtins__files__File"* %".2307" to i8*
  %".2310" = call i32 @"irx_class_release"(i8* %"context", i8* %".2309", i8* %".2308")
  %".2311" = icmp eq i32 %".2310", 0
  br i1 %".2311", label %"native.ok.149", label %"native.fail.149"
native.fail.148:
  %".2298" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2299" = icmp ne i32 %".2298", 0
  br i1 %".2299", label %"native.pending.148", label %"native.error.148"
native.ok.148:
  br label %"cleanup.done.126"
native.pending.148:
  br label %"cleanup.done.126"
native.error.148:
  %"exception.text_ptr.370" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.371" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2302" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2293", i8* %"exception.text_ptr.370", i32 15, i32 3, i8* %"exception.text_ptr.371")
  br label %"cleanup.done.126"
cleanup.done.127:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2306")
  ret i32 1
native.fail.149:
  %".2313" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2314" = icmp ne i32 %".2313", 0
  br i1 %".2314", label %"native.pending.149", label %"native.error.149"
native.ok.149:
  br label %"cleanup.done.127"
native.pending.149:
  br label %"cleanup.done.127"
native.error.149:
  %"exception.text_ptr.372" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.373" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2317" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2308", i8* %"exception.text_ptr.372", i32 7, i32 3, i8* %"exception.text_ptr.373")
  br label %"cleanup.done.127"
cleanup.done.128:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2322")
  %".2336" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2337" = icmp ne i32 %".2336", 0
  br i1 %".2337", label %"cleanup.done.128.if", label %"cleanup.done.128.endif"
native.fail.150:
  %".2328" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2329" = icmp ne i32 %".2328", 0
  br i1 %".2329", label %"native.pending.150", label %"native.error.150"
native.ok.150:
  br label %"cleanup.done.128"
native.pending.150:
  br label %"cleanup.done.128"
native.error.150:
  %"exception.text_ptr.374" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.375" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2332" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2323", i8* %"exception.text_ptr.374", i32 16, i32 3, i8* %"exception.text_ptr.375")
  br label %"cleanup.done.128"
cleanup.done.128.if:
  %".2339" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2340" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2341" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.151", i32 0, i32 0
  %".2342" = bitcast %"builtins__files__File"* %".2340" to i8*
  %".2343" = call i32 @"irx_class_release"(i8* %"context", i8* %".2342", i8* %".2341")
  %".2344" = icmp eq i32 %".2343", 0
  br i1 %".2344", label %"native.ok.151", label %"native.fail.151"
cleanup.done.128.endif:
  %"g.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2370" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.153", i32 0, i32 0
  %".2371" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2372" = call i32 @"irx_class_retain"(i8* %".2371", i8* %".2370")
  %".2373" = icmp eq i32 %".2372", 0
  br i1 %".2373", label %"native.ok.153", label %"native.fail.153"
cleanup.done.129:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2339")
  %".2354" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2355" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2356" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.152", i32 0, i32 0
  %".2357" = bitcast %"builtins__files__File"* %".2355" to i8*
  %".2358" = call i32 @"irx_class_release"(i8* %"context", i8* %".2357", i8* %".2356")
  %".2359" = icmp eq i32 %".2358", 0
  br i1 %".2359", label %"native.ok.152", label %"native.fail.152"
native.fail.151:
  %".2346" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2347" = icmp ne i32 %".2346", 0
  br i1 %".2347", label %"native.pending.151", label %"native.error.151"
native.ok.151:
  br label %"cleanup.done.129"
native.pending.151:
  br label %"cleanup.done.129"
native.error.151:
  %"exception.text_ptr.376" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.377" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2350" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2341", i8* %"exception.text_ptr.376", i32 15, i32 3, i8* %"exception.text_ptr.377")
  br label %"cleanup.done.129"
cleanup.done.130:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2354")
  ret i32 1
native.fail.152:
  %".2361" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2362" = icmp ne i32 %".2361", 0
  br i1 %".2362", label %"native.pending.152", label %"native.error.152"
native.ok.152:
  br label %"cleanup.done.130"
native.pending.152:
  br label %"cleanup.done.130"
native.error.152:
  %"exception.text_ptr.378" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.379" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2365" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2356", i8* %"exception.text_ptr.378", i32 7, i32 3, i8* %"exception.text_ptr.379")
  br label %"cleanup.done.130"
native.fail.153:
  %".2375" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2376" = icmp ne i32 %".2375", 0
  br i1 %".2376", label %"native.pending.153", label %"native.error.153"
native.ok.153:
  %".2441" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.158", i32 0, i32 0
  %".2442" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2443" = call i32 @"irx_class_require"(i8* %".2442", i8* %".2441")
  %".2444" = icmp eq i32 %".2443", 0
  br i1 %".2444", label %"native.ok.158", label %"native.fail.158"
native.pending.153:
  %".2378" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2379" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2380" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.154", i32 0, i32 0
  %".2381" = bitcast %"builtins__files__File"* %".2379" to i8*
  %".2382" = call i32 @"irx_class_release"(i8* %"context", i8* %".2381", i8* %".2380")
  %".2383" = icmp eq i32 %".2382", 0
  br i1 %".2383", label %"native.ok.154", label %"native.fail.154"
native.error.153:
  %"exception.text_ptr.384" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.385" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2409" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2370", i8* %"exception.text_ptr.384", i32 17, i32 3, i8* %"exception.text_ptr.385")
  %".2410" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2411" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2412" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.156", i32 0, i32 0
  %".2413" = bitcast %"builtins__files__File"* %".2411" to i8*
  %".2414" = call i32 @"irx_class_release"(i8* %"context", i8* %".2413", i8* %".2412")
  %".2415" = icmp eq i32 %".2414", 0
  br i1 %".2415", label %"native.ok.156", label %"native.fail.156"
cleanup.done.131:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2378")
  %".2393" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2394" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2395" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.155", i32 0, i32 0
  %".2396" = bitcast %"builtins__files__File"* %".2394" to i8*
  %".2397" = call i32 @"irx_class_release"(i8* %"context", i8* %".2396", i8* %".2395")
  %".2398" = icmp eq i32 %".2397", 0
  br i1 %".2398", label %"native.ok.155", label %"native.fail.155"
native.fail.154:
  %".2385" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2386" = icmp ne i32 %".2385", 0
  br i1 %".2386", label %"native.pending.154", label %"native.error.154"
native.ok.154:
  br label %"cleanup.done.131"
native.pending.154:
  br label %"cleanup.done.131"
native.error.154:
  %"exception.text_ptr.380" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.381" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2389" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2380", i8* %"exception.text_ptr.380", i32 15, i32 3, i8* %"exception.text_ptr.381")
  br label %"cleanup.done.131"
cleanup.done.132:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2393")
  ret i32 1
native.fail.155:
  %".2400" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2401" = icmp ne i32 %".2400", 0
  br i1 %".2401", label %"native.pending.155", label %"native.error.155"
native.ok.155:
  br label %"cleanup.done.132"
native.pending.155:
  br label %"cleanup.done.132"
native.error.155:
  %"exception.text_ptr.382" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.383" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2404" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2395", i8* %"exception.text_ptr.382", i32 7, i32 3, i8* %"exception.text_ptr.383")
  br label %"cleanup.done.132"
cleanup.done.133:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2410")
  %".2425" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2426" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2427" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.157", i32 0, i32 0
  %".2428" = bitcast %"builtins__files__File"* %".2426" to i8*
  %".2429" = call i32 @"irx_class_release"(i8* %"context", i8* %".2428", i8* %".2427")
  %".2430" = icmp eq i32 %".2429", 0
  br i1 %".2430", label %"native.ok.157", label %"native.fail.157"
native.fail.156:
  %".2417" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2418" = icmp ne i32 %".2417", 0
  br i1 %".2418", label %"native.pending.156", label %"native.error.156"
native.ok.156:
  br label %"cleanup.done.133"
native.pending.156:
  br label %"cleanup.done.133"
native.error.156:
  %"exception.text_ptr.386" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.387" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2421" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2412", i8* %"exception.text_ptr.386", i32 15, i32 3, i8* %"exception.text_ptr.387")
  br label %"cleanup.done.133"
cleanup.done.134:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2425")
  ret i32 1
native.fail.157:
  %".2432" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2433" = icmp ne i32 %".2432", 0
  br i1 %".2433", label %"native.pending.157", label %"native.error.157"
native.ok.157:
  br label %"cleanup.done.134"
native.pending.157:
  br label %"cleanup.done.134"
native.error.157:
  %"exception.text_ptr.388" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.389" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2436" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2427", i8* %"exception.text_ptr.388", i32 7, i32 3, i8* %"exception.text_ptr.389")
  br label %"cleanup.done.134"
native.fail.158:
  %".2446" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2447" = icmp ne i32 %".2446", 0
  br i1 %".2447", label %"native.pending.158", label %"native.error.158"
native.ok.158:
  %".2540" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"g.2", i32 0, i32 3
  %".2541" = load i8*, i8** %".2540"
  %".2542" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.165", i32 0, i32 0
  %".2543" = call i32 @"irx_file_close"(i8* %".2541", i8* %".2542")
  %".2544" = icmp eq i32 %".2543", 0
  br i1 %".2544", label %"native.ok.165", label %"native.fail.165"
native.pending.158:
  %".2449" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2450" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.159", i32 0, i32 0
  %".2451" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2452" = call i32 @"irx_class_release"(i8* %"context", i8* %".2451", i8* %".2450")
  %".2453" = icmp eq i32 %".2452", 0
  br i1 %".2453", label %"native.ok.159", label %"native.fail.159"
native.error.158:
  %"exception.text_ptr.396" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.397" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2494" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2441", i8* %"exception.text_ptr.396", i32 17, i32 5, i8* %"exception.text_ptr.397")
  %".2495" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2496" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.162", i32 0, i32 0
  %".2497" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2498" = call i32 @"irx_class_release"(i8* %"context", i8* %".2497", i8* %".2496")
  %".2499" = icmp eq i32 %".2498", 0
  br i1 %".2499", label %"native.ok.162", label %"native.fail.162"
cleanup.done.135:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2449")
  %".2463" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2464" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2465" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.160", i32 0, i32 0
  %".2466" = bitcast %"builtins__files__File"* %".2464" to i8*
  %".2467" = call i32 @"irx_class_release"(i8* %"context", i8* %".2466", i8* %".2465")
  %".2468" = icmp eq i32 %".2467", 0
  br i1 %".2468", label %"native.ok.160", label %"native.fail.160"
native.fail.159:
  %".2455" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2456" = icmp ne i32 %".2455", 0
  br i1 %".2456", label %"native.pending.159", label %"native.error.159"
native.ok.159:
  br label %"cleanup.done.135"
native.pending.159:
  br label %"cleanup.done.135"
native.error.159:
  %"exception.text_ptr.390" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.391" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2459" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2450", i8* %"exception.text_ptr.390", i32 17, i32 3, i8* %"exception.text_ptr.391")
  br label %"cleanup.done.135"
cleanup.done.136:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2463")
  %".2478" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2479" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2480" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.161", i32 0, i32 0
  %".2481" = bitcast %"builtins__files__File"* %".2479" to i8*
  %".2482" = call i32 @"irx_class_release"(i8* %"context", i8* %".2481", i8* %".2480")
  %".2483" = icmp eq i32 %".2482", 0
  br i1 %".2483", label %"native.ok.161", label %"native.fail.161"
native.fail.160:
  %".2470" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2471" = icmp ne i32 %".2470", 0
  br i1 %".2471", label %"native.pending.160", label %"native.error.160"
native.ok.160:
  br label %"cleanup.done.136"
native.pending.160:
  br label %"cleanup.done.136"
native.error.160:
  %"exception.text_ptr.392" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.393" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2474" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2465", i8* %"exception.text_ptr.392", i32 15, i32 3, i8* %"exception.text_ptr.393")
  br label %"cleanup.done.136"
cleanup.done.137:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2478")
  ret i32 1
native.fail.161:
  %".2485" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2486" = icmp ne i32 %".2485", 0
  br i1 %".2486", label %"native.pending.161", label %"native.error.161"
native.ok.161:
  br label %"cleanup.done.137"
native.pending.161:
  br label %"cleanup.done.137"
native.error.161:
  %"exception.text_ptr.394" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.395" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2489" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2480", i8* %"exception.text_ptr.394", i32 7, i32 3, i8* %"exception.text_ptr.395")
  br label %"cleanup.done.137"
cleanup.done.138:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2495")
  %".2509" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2510" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2511" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.163", i32 0, i32 0
  %".2512" = bitcast %"builtins__files__File"* %".2510" to i8*
  %".2513" = call i32 @"irx_class_release"(i8* %"context", i8* %".2512", i8* %".2511")
  %".2514" = icmp eq i32 %".2513", 0
  br i1 %".2514", label %"native.ok.163", label %"native.fail.163"
native.fail.162:
  %".2501" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2502" = icmp ne i32 %".2501", 0
  br i1 %".2502", label %"native.pending.162", label %"native.error.162"
native.ok.162:
  br label %"cleanup.done.138"
native.pending.162:
  br label %"cleanup.done.138"
native.error.162:
  %"exception.text_ptr.398" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.399" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2505" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2496", i8* %"exception.text_ptr.398", i32 17, i32 3, i8* %"exception.text_ptr.399")
  br label %"cleanup.done.138"
cleanup.done.139:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2509")
  %".2524" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2525" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2526" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.164", i32 0, i32 0
  %".2527" = bitcast %"builtins__files__File"* %".2525" to i8*
  %".2528" = call i32 @"irx_class_release"(i8* %"context", i8* %".2527", i8* %".2526")
  %".2529" = icmp eq i32 %".2528", 0
  br i1 %".2529", label %"native.ok.164", label %"native.fail.164"
native.fail.163:
  %".2516" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2517" = icmp ne i32 %".2516", 0
  br i1 %".2517", label %"native.pending.163", label %"native.error.163"
native.ok.163:
  br label %"cleanup.done.139"
native.pending.163:
  br label %"cleanup.done.139"
native.error.163:
  %"exception.text_ptr.400" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.401" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2520" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2511", i8* %"exception.text_ptr.400", i32 15, i32 3, i8* %"exception.text_ptr.401")
  br label %"cleanup.done.139"
cleanup.done.140:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2524")
  ret i32 1
native.fail.164:
  %".2531" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2532" = icmp ne i32 %".2531", 0
  br i1 %".2532", label %"native.pending.164", label %"native.error.164"
native.ok.164:
  br label %"cleanup.done.140"
native.pending.164:
  br label %"cleanup.done.140"
native.error.164:
  %"exception.text_ptr.402" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.403" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2535" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2526", i8* %"exception.text_ptr.402", i32 7, i32 3, i8* %"exception.text_ptr.403")
  br label %"cleanup.done.140"
native.fail.165:
  %".2546" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2547" = icmp ne i32 %".2546", 0
  br i1 %".2547", label %"native.pending.165", label %"native.error.165"
native.ok.165:
  %".2743" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2744" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.178", i32 0, i32 0
  %".2745" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2746" = call i32 @"irx_class_release"(i8* %"context", i8* %".2745", i8* %".2744")
  %".2747" = icmp eq i32 %".2746", 0
  br i1 %".2747", label %"native.ok.178", label %"native.fail.178"
native.pending.165:
  %".2549" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2550" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.166", i32 0, i32 0
  %".2551" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2552" = call i32 @"irx_class_release"(i8* %"context", i8* %".2551", i8* %".2550")
  %".2553" = icmp eq i32 %".2552", 0
  br i1 %".2553", label %"native.ok.166", label %"native.fail.166"
native.error.165:
  %".2594" = icmp sge i32 %".2543", 65536
  br i1 %".2594", label %"native.oserror.8", label %"native.valueerror.8"
cleanup.done.141:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2549")
  %".2563" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2564" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2565" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.167", i32 0, i32 0
  %".2566" = bitcast %"builtins__files__File"* %".2564" to i8*
  %".2567" = call i32 @"irx_class_release"(i8* %"context", i8* %".2566", i8* %".2565")
  %".2568" = icmp eq i32 %".2567", 0
  br i1 %".2568", label %"native.ok.167", label %"native.fail.167"
native.fail.166:
  %".2555" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2556" = icmp ne i32 %".2555", 0
  br i1 %".2556", label %"native.pending.166", label %"native.error.166"
native.ok.166:
  br label %"cleanup.done.141"
native.pending.166:
  br label %"cleanup.done.141"
native.error.166:
  %"exception.text_ptr.404" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.405" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2559" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2550", i8* %"exception.text_ptr.404", i32 17, i32 3, i8* %"exception.text_ptr.405")
  br label %"cleanup.done.141"
cleanup.done.142:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2563")
  %".2578" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2579" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2580" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.168", i32 0, i32 0
  %".2581" = bitcast %"builtins__files__File"* %".2579" to i8*
  %".2582" = call i32 @"irx_class_release"(i8* %"context", i8* %".2581", i8* %".2580")
  %".2583" = icmp eq i32 %".2582", 0
  br i1 %".2583", label %"native.ok.168", label %"native.fail.168"
native.fail.167:
  %".2570" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2571" = icmp ne i32 %".2570", 0
  br i1 %".2571", label %"native.pending.167", label %"native.error.167"
native.ok.167:
  br label %"cleanup.done.142"
native.pending.167:
  br label %"cleanup.done.142"
native.error.167:
  %"exception.text_ptr.406" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.407" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2574" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2565", i8* %"exception.text_ptr.406", i32 15, i32 3, i8* %"exception.text_ptr.407")
  br label %"cleanup.done.142"
cleanup.done.143:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2578")
  ret i32 1
native.fail.168:
  %".2585" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2586" = icmp ne i32 %".2585", 0
  br i1 %".2586", label %"native.pending.168", label %"native.error.168"
native.ok.168:
  br label %"cleanup.done.143"
native.pending.168:
  br label %"cleanup.done.143"
native.error.168:
  %"exception.text_ptr.408" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.409" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2589" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2580", i8* %"exception.text_ptr.408", i32 7, i32 3, i8* %"exception.text_ptr.409")
  br label %"cleanup.done.143"
native.oserror.8:
  %"exception.text_ptr.410" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.411" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2596" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".2542", i8* %"exception.text_ptr.410", i32 17, i32 5, i8* %"exception.text_ptr.411")
  %".2597" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2598" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.169", i32 0, i32 0
  %".2599" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2600" = call i32 @"irx_class_release"(i8* %"context", i8* %".2599", i8* %".2598")
  %".2601" = icmp eq i32 %".2600", 0
  br i1 %".2601", label %"native.ok.169", label %"native.fail.169"
native.valueerror.8:
  %".2642" = icmp eq i32 %".2543", 5
  br i1 %".2642", label %"native.overflow.8", label %"native.filevalue.8"
cleanup.done.144:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2597")
  %".2611" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2612" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2613" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.170", i32 0, i32 0
  %".2614" = bitcast %"builtins__files__File"* %".2612" to i8*
  %".2615" = call i32 @"irx_class_release"(i8* %"context", i8* %".2614", i8* %".2613")
  %".2616" = icmp eq i32 %".2615", 0
  br i1 %".2616", label %"native.ok.170", label %"native.fail.170"
native.fail.169:
  %".2603" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2604" = icmp ne i32 %".2603", 0
  br i1 %".2604", label %"native.pending.169", label %"native.error.169"
native.ok.169:
  br label %"cleanup.done.144"
native.pending.169:
  br label %"cleanup.done.144"
native.error.169:
  %"exception.text_ptr.412" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.413" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2607" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2598", i8* %"exception.text_ptr.412", i32 17, i32 3, i8* %"exception.text_ptr.413")
  br label %"cleanup.done.144"
cleanup.done.145:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2611")
  %".2626" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2627" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2628" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.171", i32 0, i32 0
  %".2629" = bitcast %"builtins__files__File"* %".2627" to i8*
  %".2630" = call i32 @"irx_class_release"(i8* %"context", i8* %".2629", i8* %".2628")
  %".2631" = icmp eq i32 %".2630", 0
  br i1 %".2631", label %"native.ok.171", label %"native.fail.171"
native.fail.170:
  %".2618" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2619" = icmp ne i32 %".2618", 0
  br i1 %".2619", label %"native.pending.170", label %"native.error.170"
native.ok.170:
  br label %"cleanup.done.145"
native.pending.170:
  br label %"cleanup.done.145"
native.error.170:
  %"exception.text_ptr.414" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.415" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2622" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2613", i8* %"exception.text_ptr.414", i32 15, i32 3, i8* %"exception.text_ptr.415")
  br label %"cleanup.done.145"
cleanup.done.146:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2626")
  ret i32 1
native.fail.171:
  %".2633" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2634" = icmp ne i32 %".2633", 0
  br i1 %".2634", label %"native.pending.171", label %"native.error.171"
native.ok.171:
  br label %"cleanup.done.146"
native.pending.171:
  br label %"cleanup.done.146"
native.error.171:
  %"exception.text_ptr.416" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.417" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2637" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2628", i8* %"exception.text_ptr.416", i32 7, i32 3, i8* %"exception.text_ptr.417")
  br label %"cleanup.done.146"
native.overflow.8:
  %"exception.text_ptr.418" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.419" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2644" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".2542", i8* %"exception.text_ptr.418", i32 17, i32 5, i8* %"exception.text_ptr.419")
  %".2645" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2646" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.172", i32 0, i32 0
  %".2647" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2648" = call i32 @"irx_class_release"(i8* %"context", i8* %".2647", i8* %".2646")
  %".2649" = icmp eq i32 %".2648", 0
  br i1 %".2649", label %"native.ok.172", label %"native.fail.172"
native.filevalue.8:
  %".2690" = icmp eq i32 %".2543", 4
  %".2691" = zext i1 %".2690" to i32
  %".2692" = sub i32 0, %".2691"
  %".2693" = icmp slt i32 %".2692", 0
  br i1 %".2693", label %"native.filevalue.8.if", label %"native.filevalue.8.endif"
cleanup.done.147:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2645")
  %".2659" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2660" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2661" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.173", i32 0, i32 0
  %".2662" = bitcast %"builtins__files__File"* %".2660" to i8*
  %".2663" = call i32 @"irx_class_release"(i8* %"context", i8* %".2662", i8* %".2661")
  %".2664" = icmp eq i32 %".2663", 0
  br i1 %".2664", label %"native.ok.173", label %"native.fail.173"
native.fail.172:
  %".2651" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2652" = icmp ne i32 %".2651", 0
  br i1 %".2652", label %"native.pending.172", label %"native.error.172"
native.ok.172:
  br label %"cleanup.done.147"
native.pending.172:
  br label %"cleanup.done.147"
native.error.172:
  %"exception.text_ptr.420" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.421" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2655" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2646", i8* %"exception.text_ptr.420", i32 17, i32 3, i8* %"exception.text_ptr.421")
  br label %"cleanup.done.147"
cleanup.done.148:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2659")
  %".2674" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2675" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2676" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.174", i32 0, i32 0
  %".2677" = bitcast %"builtins__files__File"* %".2675" to i8*
  %".2678" = call i32 @"irx_class_release"(i8* %"context", i8* %".2677", i8* %".2676")
  %".2679" = icmp eq i32 %".2678", 0
  br i1 %".2679", label %"native.ok.174", label %"native.fail.174"
native.fail.173:
  %".2666" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2667" = icmp ne i32 %".2666", 0
  br i1 %".2667", label %"native.pending.173", label %"native.error.173"
native.ok.173:
  br label %"cleanup.done.148"
native.pending.173:
  br label %"cleanup.done.148"
native.error.173:
  %"exception.text_ptr.422" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.423" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2670" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2661", i8* %"exception.text_ptr.422", i32 15, i32 3, i8* %"exception.text_ptr.423")
  br label %"cleanup.done.148"
cleanup.done.149:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2674")
  ret i32 1
native.fail.174:
  %".2681" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2682" = icmp ne i32 %".2681", 0
  br i1 %".2682", label %"native.pending.174", label %"native.error.174"
native.ok.174:
  br label %"cleanup.done.149"
native.pending.174:
  br label %"cleanup.done.149"
native.error.174:
  %"exception.text_ptr.424" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.425" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2685" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2676", i8* %"exception.text_ptr.424", i32 7, i32 3, i8* %"exception.text_ptr.425")
  br label %"cleanup.done.149"
native.filevalue.8.if:
  %"exception.text_ptr.426" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.427" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.428" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.426", i8* %"exception.text_ptr.427", i32 17, i32 5, i8* %"exception.text_ptr.428")
  unreachable
native.filevalue.8.endif:
  %"exception.text_ptr.429" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.430" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2697" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".2542", i8* %"exception.text_ptr.429", i32 17, i32 5, i8* %"exception.text_ptr.430")
  %".2698" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2699" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.175", i32 0, i32 0
  %".2700" = bitcast %"builtins__files__File"* %"g.2" to i8*
  %".2701" = call i32 @"irx_class_release"(i8* %"context", i8* %".2700", i8* %".2699")
  %".2702" = icmp eq i32 %".2701", 0
  br i1 %".2702", label %"native.ok.175", label %"native.fail.175"
cleanup.done.150:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2698")
  %".2712" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2713" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2714" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.176", i32 0, i32 0
  %".2715" = bitcast %"builtins__files__File"* %".2713" to i8*
  %".2716" = call i32 @"irx_class_release"(i8* %"context", i8* %".2715", i8* %".2714")
  %".2717" = icmp eq i32 %".2716", 0
  br i1 %".2717", label %"native.ok.176", label %"native.fail.176"
native.fail.175:
  %".2704" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2705" = icmp ne i32 %".2704", 0
  br i1 %".2705", label %"native.pending.175", label %"native.error.175"
native.ok.175:
  br label %"cleanup.done.150"
native.pending.175:
  br label %"cleanup.done.150"
native.error.175:
  %"exception.text_ptr.431" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.432" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2708" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2699", i8* %"exception.text_ptr.431", i32 17, i32 3, i8* %"exception.text_ptr.432")
  br label %"cleanup.done.150"
cleanup.done.151:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2712")
  %".2727" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2728" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2729" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.177", i32 0, i32 0
  %".2730" = bitcast %"builtins__files__File"* %".2728" to i8*
  %".2731" = call i32 @"irx_class_release"(i8* %"context", i8* %".2730", i8* %".2729")
  %".2732" = icmp eq i32 %".2731", 0
  br i1 %".2732", label %"native.ok.177", label %"native.fail.177"
native.fail.176:
  %".2719" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2720" = icmp ne i32 %".2719", 0
  br i1 %".2720", label %"native.pending.176", label %"native.error.176"
native.ok.176:
  br label %"cleanup.done.151"
native.pending.176:
  br label %"cleanup.done.151"
native.error.176:
  %"exception.text_ptr.433" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.434" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2723" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2714", i8* %"exception.text_ptr.433", i32 15, i32 3, i8* %"exception.text_ptr.434")
  br label %"cleanup.done.151"
cleanup.done.152:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2727")
  ret i32 1
native.fail.177:
  %".2734" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2735" = icmp ne i32 %".2734", 0
  br i1 %".2735", label %"native.pending.177", label %"native.error.177"
native.ok.177:
  br label %"cleanup.done.152"
native.pending.177:
  br label %"cleanup.done.152"
native.error.177:
  %"exception.text_ptr.435" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.436" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2738" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2729", i8* %"exception.text_ptr.435", i32 7, i32 3, i8* %"exception.text_ptr.436")
  br label %"cleanup.done.152"
cleanup.done.153:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2743")
  %".2757" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2758" = icmp ne i32 %".2757", 0
  br i1 %".2758", label %"cleanup.done.153.if", label %"cleanup.done.153.endif"
native.fail.178:
  %".2749" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2750" = icmp ne i32 %".2749", 0
  br i1 %".2750", label %"native.pending.178", label %"native.error.178"
native.ok.178:
  br label %"cleanup.done.153"
native.pending.178:
  br label %"cleanup.done.153"
native.error.178:
  %"exception.text_ptr.437" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.438" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2753" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2744", i8* %"exception.text_ptr.437", i32 17, i32 3, i8* %"exception.text_ptr.438")
  br label %"cleanup.done.153"
cleanup.done.153.if:
  %".2760" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2761" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2762" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.179", i32 0, i32 0
  %".2763" = bitcast %"builtins__files__File"* %".2761" to i8*
  %".2764" = call i32 @"irx_class_release"(i8* %"context", i8* %".2763", i8* %".2762")
  %".2765" = icmp eq i32 %".2764", 0
  br i1 %".2765", label %"native.ok.179", label %"native.fail.179"
cleanup.done.153.endif:
  %".2791" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_1548018713685554167_140402481076752", i32 0, i32 0
  %".2792" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_3049963696671106551_140402481077008", i32 0, i32 0
  %".2793" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.181", i32 0, i32 0
  %".2794" = getelementptr %"builtins__files__File", %"builtins__files__File"* null, i32 1
  %".2795" = ptrtoint %"builtins__files__File"* %".2794" to i64
  %".2796" = call i32 @"irx_class_create"(i64 %".2795", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.files::class::File", i8** %"class_result.2", i8* %".2793")
  %".2797" = icmp eq i32 %".2796", 0
  br i1 %".2797", label %"native.ok.181", label %"native.fail.181"
cleanup.done.154:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2760")
  %".2775" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2776" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2777" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.180", i32 0, i32 0
  %".2778" = bitcast %"builtins__files__File"* %".2776" to i8*
  %".2779" = call i32 @"irx_class_release"(i8* %"context", i8* %".2778", i8* %".2777")
  %".2780" = icmp eq i32 %".2779", 0
  br i1 %".2780", label %"native.ok.180", label %"native.fail.180"
native.fail.179:
  %".2767" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2768" = icmp ne i32 %".2767", 0
  br i1 %".2768", label %"native.pending.179", label %"native.error.179"
native.ok.179:
  br label %"cleanup.done.154"
native.pending.179:
  br label %"cleanup.done.154"
native.error.179:
  %"exception.text_ptr.439" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.440" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2771" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2762", i8* %"exception.text_ptr.439", i32 15, i32 3, i8* %"exception.text_ptr.440")
  br label %"cleanup.done.154"
cleanup.done.155:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2775")
  ret i32 1
native.fail.180:
  %".2782" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2783" = icmp ne i32 %".2782", 0
  br i1 %".2783", label %"native.pending.180", label %"native.error.180"
native.ok.180:
  br label %"cleanup.done.155"
native.pending.180:
  br label %"cleanup.done.155"
native.error.180:
  %"exception.text_ptr.441" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.442" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2786" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2777", i8* %"exception.text_ptr.441", i32 7, i32 3, i8* %"exception.text_ptr.442")
  br label %"cleanup.done.155"
native.fail.181:
  %".2799" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2800" = icmp ne i32 %".2799", 0
  br i1 %".2800", label %"native.pending.181", label %"native.error.181"
native.ok.181:
  %".2865" = load i8*, i8** %"class_result.2"
  %".2866" = bitcast i8* %".2865" to %"builtins__files__File"*
  %".2867" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".2866", i32 0, i32 1
  %".2868" = bitcast i8* (i8*, i32)* @"builtins__files__File__descriptor" to i8*
  store i8* %".2868", i8** %".2867"
  %".2870" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".2866", i32 0, i32 2
  %".2871" = bitcast [4 x i8*]* @"builtins__files__File__dispatch" to i8*
  store i8* %".2871", i8** %".2870"
  %".2873" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.186", i32 0, i32 0
  %".2874" = call i32 @"irx_file_open"(i8* %".2791", i8* %".2792", i8** %"file_result.2", i8* %".2873")
  %".2875" = icmp eq i32 %".2874", 0
  br i1 %".2875", label %"native.ok.186", label %"native.fail.186"
native.pending.181:
  %".2802" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2803" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2804" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.182", i32 0, i32 0
  %".2805" = bitcast %"builtins__files__File"* %".2803" to i8*
  %".2806" = call i32 @"irx_class_release"(i8* %"context", i8* %".2805", i8* %".2804")
  %".2807" = icmp eq i32 %".2806", 0
  br i1 %".2807", label %"native.ok.182", label %"native.fail.182"
native.error.181:
  %"exception.text_ptr.447" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.448" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2833" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2793", i8* %"exception.text_ptr.447", i32 18, i32 17, i8* %"exception.text_ptr.448")
  %".2834" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2835" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2836" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.184", i32 0, i32 0
  %".2837" = bitcast %"builtins__files__File"* %".2835" to i8*
  %".2838" = call i32 @"irx_class_release"(i8* %"context", i8* %".2837", i8* %".2836")
  %".2839" = icmp eq i32 %".2838", 0
  br i1 %".2839", label %"native.ok.184", label %"native.fail.184"
cleanup.done.156:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2802")
  %".2817" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2818" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2819" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.183", i32 0, i32 0
  %".2820" = bitcast %"builtins__files__File"* %".2818" to i8*
  %".2821" = call i32 @"irx_class_release"(i8* %"context", i8* %".2820", i8* %".2819")
  %".2822" = icmp eq i32 %".2821", 0
  br i1 %".2822", label %"native.ok.183", label %"native.fail.183"
native.fail.182:
  %".2809" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2810" = icmp ne i32 %".2809", 0
  br i1 %".2810", label %"native.pending.182", label %"native.error.182"
native.ok.182:
  br label %"cleanup.done.156"
native.pending.182:
  br label %"cleanup.done.156"
native.error.182:
  %"exception.text_ptr.443" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.444" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2813" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2804", i8* %"exception.text_ptr.443", i32 15, i32 3, i8* %"exception.text_ptr.444")
  br label %"cleanup.done.156"
cleanup.done.157:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2817")
  ret i32 1
native.fail.183:
  %".2824" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2825" = icmp ne i32 %".2824", 0
  br i1 %".2825", label %"native.pending.183", label %"native.error.183"
native.ok.183:
  br label %"cleanup.done.157"
native.pending.183:
  br label %"cleanup.done.157"
native.error.183:
  %"exception.text_ptr.445" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.446" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2828" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2819", i8* %"exception.text_ptr.445", i32 7, i32 3, i8* %"exception.text_ptr.446")
  br label %"cleanup.done.157"
cleanup.done.158:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2834")
  %".2849" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2850" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2851" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.185", i32 0, i32 0
  %".2852" = bitcast %"builtins__files__File"* %".2850" to i8*
  %".2853" = call i32 @"irx_class_release"(i8* %"context", i8* %".2852", i8* %".2851")
  %".2854" = icmp eq i32 %".2853", 0
  br i1 %".2854", label %"native.ok.185", label %"native.fail.185"
native.fail.184:
  %".2841" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2842" = icmp ne i32 %".2841", 0
  br i1 %".2842", label %"native.pending.184", label %"native.error.184"
native.ok.184:
  br label %"cleanup.done.158"
native.pending.184:
  br label %"cleanup.done.158"
native.error.184:
  %"exception.text_ptr.449" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.450" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2845" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2836", i8* %"exception.text_ptr.449", i32 15, i32 3, i8* %"exception.text_ptr.450")
  br label %"cleanup.done.158"
cleanup.done.159:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2849")
  ret i32 1
native.fail.185:
  %".2856" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2857" = icmp ne i32 %".2856", 0
  br i1 %".2857", label %"native.pending.185", label %"native.error.185"
native.ok.185:
  br label %"cleanup.done.159"
native.pending.185:
  br label %"cleanup.done.159"
native.error.185:
  %"exception.text_ptr.451" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.452" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2860" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2851", i8* %"exception.text_ptr.451", i32 7, i32 3, i8* %"exception.text_ptr.452")
  br label %"cleanup.done.159"
native.fail.186:
  %".2877" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2878" = icmp ne i32 %".2877", 0
  br i1 %".2878", label %"native.pending.186", label %"native.error.186"
native.ok.186:
  %"file_handle.2" = load i8*, i8** %"file_result.2"
  %".3074" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".2866", i32 0, i32 3
  store i8* %"file_handle.2", i8** %".3074"
  call void @"irx_class_complete"(i8* %".2865")
  store %"builtins__files__File"* %".2866", %"builtins__files__File"** %"r"
  store %"builtins__files__File"* %".2866", %"builtins__files__File"** %"r"
  %"r.1" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3079" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.199", i32 0, i32 0
  %".3080" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3081" = call i32 @"irx_class_retain"(i8* %".3080", i8* %".3079")
  %".3082" = icmp eq i32 %".3081", 0
  br i1 %".3082", label %"native.ok.199", label %"native.fail.199"
native.pending.186:
  %".2880" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2881" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.187", i32 0, i32 0
  %".2882" = bitcast %"builtins__files__File"* %".2866" to i8*
  %".2883" = call i32 @"irx_class_release"(i8* %"context", i8* %".2882", i8* %".2881")
  %".2884" = icmp eq i32 %".2883", 0
  br i1 %".2884", label %"native.ok.187", label %"native.fail.187"
native.error.186:
  %".2925" = icmp sge i32 %".2874", 65536
  br i1 %".2925", label %"native.oserror.9", label %"native.valueerror.9"
cleanup.done.160:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2880")
  %".2894" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2895" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2896" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.188", i32 0, i32 0
  %".2897" = bitcast %"builtins__files__File"* %".2895" to i8*
  %".2898" = call i32 @"irx_class_release"(i8* %"context", i8* %".2897", i8* %".2896")
  %".2899" = icmp eq i32 %".2898", 0
  br i1 %".2899", label %"native.ok.188", label %"native.fail.188"
native.fail.187:
  %".2886" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2887" = icmp ne i32 %".2886", 0
  br i1 %".2887", label %"native.pending.187", label %"native.error.187"
native.ok.187:
  br label %"cleanup.done.160"
native.pending.187:
  br label %"cleanup.done.160"
native.error.187:
  %"exception.text_ptr.453" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.454" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2890" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2881", i8* %"exception.text_ptr.453", i32 18, i32 17, i8* %"exception.text_ptr.454")
  br label %"cleanup.done.160"
cleanup.done.161:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2894")
  %".2909" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2910" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2911" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.189", i32 0, i32 0
  %".2912" = bitcast %"builtins__files__File"* %".2910" to i8*
  %".2913" = call i32 @"irx_class_release"(i8* %"context", i8* %".2912", i8* %".2911")
  %".2914" = icmp eq i32 %".2913", 0
  br i1 %".2914", label %"native.ok.189", label %"native.fail.189"
native.fail.188:
  %".2901" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2902" = icmp ne i32 %".2901", 0
  br i1 %".2902", label %"native.pending.188", label %"native.error.188"
native.ok.188:
  br label %"cleanup.done.161"
native.pending.188:
  br label %"cleanup.done.161"
native.error.188:
  %"exception.text_ptr.455" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.456" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2905" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2896", i8* %"exception.text_ptr.455", i32 15, i32 3, i8* %"exception.text_ptr.456")
  br label %"cleanup.done.161"
cleanup.done.162:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2909")
  ret i32 1
native.fail.189:
  %".2916" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2917" = icmp ne i32 %".2916", 0
  br i1 %".2917", label %"native.pending.189", label %"native.error.189"
native.ok.189:
  br label %"cleanup.done.162"
native.pending.189:
  br label %"cleanup.done.162"
native.error.189:
  %"exception.text_ptr.457" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.458" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2920" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2911", i8* %"exception.text_ptr.457", i32 7, i32 3, i8* %"exception.text_ptr.458")
  br label %"cleanup.done.162"
native.oserror.9:
  %"exception.text_ptr.459" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.460" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2927" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".2873", i8* %"exception.text_ptr.459", i32 18, i32 17, i8* %"exception.text_ptr.460")
  %".2928" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2929" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.190", i32 0, i32 0
  %".2930" = bitcast %"builtins__files__File"* %".2866" to i8*
  %".2931" = call i32 @"irx_class_release"(i8* %"context", i8* %".2930", i8* %".2929")
  %".2932" = icmp eq i32 %".2931", 0
  br i1 %".2932", label %"native.ok.190", label %"native.fail.190"
native.valueerror.9:
  %".2973" = icmp eq i32 %".2874", 5
  br i1 %".2973", label %"native.overflow.9", label %"native.filevalue.9"
cleanup.done.163:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2928")
  %".2942" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2943" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2944" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.191", i32 0, i32 0
  %".2945" = bitcast %"builtins__files__File"* %".2943" to i8*
  %".2946" = call i32 @"irx_class_release"(i8* %"context", i8* %".2945", i8* %".2944")
  %".2947" = icmp eq i32 %".2946", 0
  br i1 %".2947", label %"native.ok.191", label %"native.fail.191"
native.fail.190:
  %".2934" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2935" = icmp ne i32 %".2934", 0
  br i1 %".2935", label %"native.pending.190", label %"native.error.190"
native.ok.190:
  br label %"cleanup.done.163"
native.pending.190:
  br label %"cleanup.done.163"
native.error.190:
  %"exception.text_ptr.461" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.462" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2938" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2929", i8* %"exception.text_ptr.461", i32 18, i32 17, i8* %"exception.text_ptr.462")
  br label %"cleanup.done.163"
cleanup.done.164:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2942")
  %".2957" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2958" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".2959" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.192", i32 0, i32 0
  %".2960" = bitcast %"builtins__files__File"* %".2958" to i8*
  %".2961" = call i32 @"irx_class_release"(i8* %"context", i8* %".2960", i8* %".2959")
  %".2962" = icmp eq i32 %".2961", 0
  br i1 %".2962", label %"native.ok.192", label %"native.fail.192"
native.fail.191:
  %".2949" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2950" = icmp ne i32 %".2949", 0
  br i1 %".2950", label %"native.pending.191", label %"native.error.191"
native.ok.191:
  br label %"cleanup.done.164"
native.pending.191:
  br label %"cleanup.done.164"
native.error.191:
  %"exception.text_ptr.463" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.464" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2953" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2944", i8* %"exception.text_ptr.463", i32 15, i32 3, i8* %"exception.text_ptr.464")
  br label %"cleanup.done.164"
cleanup.done.165:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2957")
  ret i32 1
native.fail.192:
  %".2964" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2965" = icmp ne i32 %".2964", 0
  br i1 %".2965", label %"native.pending.192", label %"native.error.192"
native.ok.192:
  br label %"cleanup.done.165"
native.pending.192:
  br label %"cleanup.done.165"
native.error.192:
  %"exception.text_ptr.465" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.466" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2968" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2959", i8* %"exception.text_ptr.465", i32 7, i32 3, i8* %"exception.text_ptr.466")
  br label %"cleanup.done.165"
native.overflow.9:
  %"exception.text_ptr.467" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.468" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".2975" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".2873", i8* %"exception.text_ptr.467", i32 18, i32 17, i8* %"exception.text_ptr.468")
  %".2976" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2977" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.193", i32 0, i32 0
  %".2978" = bitcast %"builtins__files__File"* %".2866" to i8*
  %".2979" = call i32 @"irx_class_release"(i8* %"context", i8* %".2978", i8* %".2977")
  %".2980" = icmp eq i32 %".2979", 0
  br i1 %".2980", label %"native.ok.193", label %"native.fail.193"
native.filevalue.9:
  %".3021" = icmp eq i32 %".2874", 4
  %".3022" = zext i1 %".3021" to i32
  %".3023" = sub i32 0, %".3022"
  %".3024" = icmp slt i32 %".3023", 0
  br i1 %".3024", label %"native.filevalue.9.if", label %"native.filevalue.9.endif"
cleanup.done.166:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2976")
  %".2990" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2991" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".2992" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.194", i32 0, i32 0
  %".2993" = bitcast %"builtins__files__File"* %".2991" to i8*
  %".2994" = call i32 @"irx_class_release"(i8* %"context", i8* %".2993", i8* %".2992")
  %".2995" = icmp eq i32 %".2994", 0
  br i1 %".2995", label %"native.ok.194", label %"native.fail.194"
native.fail.193:
  %".2982" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2983" = icmp ne i32 %".2982", 0
  br i1 %".2983", label %"native.pending.193", label %"native.error.193"
native.ok.193:
  br label %"cleanup.done.166"
native.pending.193:
  br label %"cleanup.done.166"
native.error.193:
  %"exception.text_ptr.469" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.470" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2986" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2977", i8* %"exception.text_ptr.469", i32 18, i32 17, i8* %"exception.text_ptr.470")
  br label %"cleanup.done.166"
cleanup.done.167:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2990")
  %".3005" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3006" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3007" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.195", i32 0, i32 0
  %".3008" = bitcast %"builtins__files__File"* %".3006" to i8*
  %".3009" = call i32 @"irx_class_release"(i8* %"context", i8* %".3008", i8* %".3007")
  %".3010" = icmp eq i32 %".3009", 0
  br i1 %".3010", label %"native.ok.195", label %"native.fail.195"
native.fail.194:
  %".2997" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2998" = icmp ne i32 %".2997", 0
  br i1 %".2998", label %"native.pending.194", label %"native.error.194"
native.ok.194:
  br label %"cleanup.done.167"
native.pending.194:
  br label %"cleanup.done.167"
native.error.194:
  %"exception.text_ptr.471" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.472" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3001" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2992", i8* %"exception.text_ptr.471", i32 15, i32 3, i8* %"exception.text_ptr.472")
  br label %"cleanup.done.167"
cleanup.done.168:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3005")
  ret i32 1
native.fail.195:
  %".3012" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3013" = icmp ne i32 %".3012", 0
  br i1 %".3013", label %"native.pending.195", label %"native.error.195"
native.ok.195:
  br label %"cleanup.done.168"
native.pending.195:
  br label %"cleanup.done.168"
native.error.195:
  %"exception.text_ptr.473" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.474" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3016" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3007", i8* %"exception.text_ptr.473", i32 7, i32 3, i8* %"exception.text_ptr.474")
  br label %"cleanup.done.168"
native.filevalue.9.if:
  %"exception.text_ptr.475" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.476" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.477" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.475", i8* %"exception.text_ptr.476", i32 18, i32 17, i8* %"exception.text_ptr.477")
  unreachable
native.filevalue.9.endif:
  %"exception.text_ptr.478" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.479" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".3028" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".2873", i8* %"exception.text_ptr.478", i32 18, i32 17, i8* %"exception.text_ptr.479")
  %".3029" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3030" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.196", i32 0, i32 0
  %".3031" = bitcast %"builtins__files__File"* %".2866" to i8*
  %".3032" = call i32 @"irx_class_release"(i8* %"context", i8* %".3031", i8* %".3030")
  %".3033" = icmp eq i32 %".3032", 0
  br i1 %".3033", label %"native.ok.196", label %"native.fail.196"
cleanup.done.169:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3029")
  %".3043" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3044" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3045" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.197", i32 0, i32 0
  %".3046" = bitcast %"builtins__files__File"* %".3044" to i8*
  %".3047" = call i32 @"irx_class_release"(i8* %"context", i8* %".3046", i8* %".3045")
  %".3048" = icmp eq i32 %".3047", 0
  br i1 %".3048", label %"native.ok.197", label %"native.fail.197"
native.fail.196:
  %".3035" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3036" = icmp ne i32 %".3035", 0
  br i1 %".3036", label %"native.pending.196", label %"native.error.196"
native.ok.196:
  br label %"cleanup.done.169"
native.pending.196:
  br label %"cleanup.done.169"
native.error.196:
  %"exception.text_ptr.480" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.481" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3039" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3030", i8* %"exception.text_ptr.480", i32 18, i32 17, i8* %"exception.text_ptr.481")
  br label %"cleanup.done.169"
cleanup.done.170:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3043")
  %".3058" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3059" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3060" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.198", i32 0, i32 0
  %".3061" = bitcast %"builtins__files__File"* %".3059" to i8*
  %".3062" = call i32 @"irx_class_release"(i8* %"context", i8* %".3061", i8* %".3060")
  %".3063" = icmp eq i32 %".3062", 0
  br i1 %".3063", label %"native.ok.198", label %"native.fail.198"
native.fail.197:
  %".3050" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3051" = icmp ne i32 %".3050", 0
  br i1 %".3051", label %"native.pending.197", label %"native.error.197"
native.ok.197:
  br label %"cleanup.done.170"
native.pending.197:
  br label %"cleanup.done.170"
native.error.197:
  %"exception.text_ptr.482" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.483" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3054" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3045", i8* %"exception.text_ptr.482", i32 15, i32 3, i8* %"exception.text_ptr.483")
  br label %"cleanup.done.170"
cleanup.done.171:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3058")
  ret i32 1
native.fail.198:
  %".3065" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3066" = icmp ne i32 %".3065", 0
  br i1 %".3066", label %"native.pending.198", label %"native.error.198"
native.ok.198:
  br label %"cleanup.done.171"
native.pending.198:
  br label %"cleanup.done.171"
native.error.198:
  %"exception.text_ptr.484" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.485" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3069" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3060", i8* %"exception.text_ptr.484", i32 7, i32 3, i8* %"exception.text_ptr.485")
  br label %"cleanup.done.171"
native.fail.199:
  %".3084" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3085" = icmp ne i32 %".3084", 0
  br i1 %".3085", label %"native.pending.199", label %"native.error.199"
native.ok.199:
  %".3180" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.206", i32 0, i32 0
  %".3181" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3182" = call i32 @"irx_class_require"(i8* %".3181", i8* %".3180")
  %".3183" = icmp eq i32 %".3182", 0
  br i1 %".3183", label %"native.ok.206", label %"native.fail.206"
native.pending.199:
  %".3087" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3088" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3089" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.200", i32 0, i32 0
  %".3090" = bitcast %"builtins__files__File"* %".3088" to i8*
  %".3091" = call i32 @"irx_class_release"(i8* %"context", i8* %".3090", i8* %".3089")
  %".3092" = icmp eq i32 %".3091", 0
  br i1 %".3092", label %"native.ok.200", label %"native.fail.200"
native.error.199:
  %"exception.text_ptr.492" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.493" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3133" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3079", i8* %"exception.text_ptr.492", i32 19, i32 9, i8* %"exception.text_ptr.493")
  %".3134" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3135" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3136" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.203", i32 0, i32 0
  %".3137" = bitcast %"builtins__files__File"* %".3135" to i8*
  %".3138" = call i32 @"irx_class_release"(i8* %"context", i8* %".3137", i8* %".3136")
  %".3139" = icmp eq i32 %".3138", 0
  br i1 %".3139", label %"native.ok.203", label %"native.fail.203"
cleanup.done.172:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3087")
  %".3102" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3103" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3104" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.201", i32 0, i32 0
  %".3105" = bitcast %"builtins__files__File"* %".3103" to i8*
  %".3106" = call i32 @"irx_class_release"(i8* %"context", i8* %".3105", i8* %".3104")
  %".3107" = icmp eq i32 %".3106", 0
  br i1 %".3107", label %"native.ok.201", label %"native.fail.201"
native.fail.200:
  %".3094" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3095" = icmp ne i32 %".3094", 0
  br i1 %".3095", label %"native.pending.200", label %"native.error.200"
native.ok.200:
  br label %"cleanup.done.172"
native.pending.200:
  br label %"cleanup.done.172"
native.error.200:
  %"exception.text_ptr.486" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.487" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3098" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3089", i8* %"exception.text_ptr.486", i32 18, i32 3, i8* %"exception.text_ptr.487")
  br label %"cleanup.done.172"
cleanup.done.173:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3102")
  %".3117" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3118" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3119" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.202", i32 0, i32 0
  %".3120" = bitcast %"builtins__files__File"* %".3118" to i8*
  %".3121" = call i32 @"irx_class_release"(i8* %"context", i8* %".3120", i8* %".3119")
  %".3122" = icmp eq i32 %".3121", 0
  br i1 %".3122", label %"native.ok.202", label %"native.fail.202"
native.fail.201:
  %".3109" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3110" = icmp ne i32 %".3109", 0
  br i1 %".3110", label %"native.pending.201", label %"native.error.201"
native.ok.201:
  br label %"cleanup.done.173"
native.pending.201:
  br label %"cleanup.done.173"
native.error.201:
  %"exception.text_ptr.488" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.489" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3113" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3104", i8* %"exception.text_ptr.488", i32 15, i32 3, i8* %"exception.text_ptr.489")
  br label %"cleanup.done.173"
cleanup.done.174:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3117")
  ret i32 1
native.fail.202:
  %".3124" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3125" = icmp ne i32 %".3124", 0
  br i1 %".3125", label %"native.pending.202", label %"native.error.202"
native.ok.202:
  br label %"cleanup.done.174"
native.pending.202:
  br label %"cleanup.done.174"
native.error.202:
  %"exception.text_ptr.490" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.491" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3128" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3119", i8* %"exception.text_ptr.490", i32 7, i32 3, i8* %"exception.text_ptr.491")
  br label %"cleanup.done.174"
cleanup.done.175:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3134")
  %".3149" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3150" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3151" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.204", i32 0, i32 0
  %".3152" = bitcast %"builtins__files__File"* %".3150" to i8*
  %".3153" = call i32 @"irx_class_release"(i8* %"context", i8* %".3152", i8* %".3151")
  %".3154" = icmp eq i32 %".3153", 0
  br i1 %".3154", label %"native.ok.204", label %"native.fail.204"
native.fail.203:
  %".3141" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3142" = icmp ne i32 %".3141", 0
  br i1 %".3142", label %"native.pending.203", label %"native.error.203"
native.ok.203:
  br label %"cleanup.done.175"
native.pending.203:
  br label %"cleanup.done.175"
native.error.203:
  %"exception.text_ptr.494" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.495" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3145" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3136", i8* %"exception.text_ptr.494", i32 18, i32 3, i8* %"exception.text_ptr.495")
  br label %"cleanup.done.175"
cleanup.done.176:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3149")
  %".3164" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3165" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3166" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.205", i32 0, i32 0
  %".3167" = bitcast %"builtins__files__File"* %".3165" to i8*
  %".3168" = call i32 @"irx_class_release"(i8* %"context", i8* %".3167", i8* %".3166")
  %".3169" = icmp eq i32 %".3168", 0
  br i1 %".3169", label %"native.ok.205", label %"native.fail.205"
native.fail.204:
  %".3156" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3157" = icmp ne i32 %".3156", 0
  br i1 %".3157", label %"native.pending.204", label %"native.error.204"
native.ok.204:
  br label %"cleanup.done.176"
native.pending.204:
  br label %"cleanup.done.176"
native.error.204:
  %"exception.text_ptr.496" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.497" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3160" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3151", i8* %"exception.text_ptr.496", i32 15, i32 3, i8* %"exception.text_ptr.497")
  br label %"cleanup.done.176"
cleanup.done.177:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3164")
  ret i32 1
native.fail.205:
  %".3171" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3172" = icmp ne i32 %".3171", 0
  br i1 %".3172", label %"native.pending.205", label %"native.error.205"
native.ok.205:
  br label %"cleanup.done.177"
native.pending.205:
  br label %"cleanup.done.177"
native.error.205:
  %"exception.text_ptr.498" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.499" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3175" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3166", i8* %"exception.text_ptr.498", i32 7, i32 3, i8* %"exception.text_ptr.499")
  br label %"cleanup.done.177"
native.fail.206:
  %".3185" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3186" = icmp ne i32 %".3185", 0
  br i1 %".3186", label %"native.pending.206", label %"native.error.206"
native.ok.206:
  %".3309" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"r.1", i32 0, i32 3
  %".3310" = load i8*, i8** %".3309"
  %".3311" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.215", i32 0, i32 0
  %".3312" = call i32 @"irx_file_read"(i8* %".3310", i8** %"file_output.3", i8* %".3311")
  %".3313" = icmp eq i32 %".3312", 0
  br i1 %".3313", label %"native.ok.215", label %"native.fail.215"
native.pending.206:
  %".3188" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3189" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.207", i32 0, i32 0
  %".3190" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3191" = call i32 @"irx_class_release"(i8* %"context", i8* %".3190", i8* %".3189")
  %".3192" = icmp eq i32 %".3191", 0
  br i1 %".3192", label %"native.ok.207", label %"native.fail.207"
native.error.206:
  %"exception.text_ptr.508" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.509" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3248" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3180", i8* %"exception.text_ptr.508", i32 19, i32 11, i8* %"exception.text_ptr.509")
  %".3249" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3250" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.211", i32 0, i32 0
  %".3251" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3252" = call i32 @"irx_class_release"(i8* %"context", i8* %".3251", i8* %".3250")
  %".3253" = icmp eq i32 %".3252", 0
  br i1 %".3253", label %"native.ok.211", label %"native.fail.211"
cleanup.done.178:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3188")
  %".3202" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3203" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3204" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.208", i32 0, i32 0
  %".3205" = bitcast %"builtins__files__File"* %".3203" to i8*
  %".3206" = call i32 @"irx_class_release"(i8* %"context", i8* %".3205", i8* %".3204")
  %".3207" = icmp eq i32 %".3206", 0
  br i1 %".3207", label %"native.ok.208", label %"native.fail.208"
native.fail.207:
  %".3194" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3195" = icmp ne i32 %".3194", 0
  br i1 %".3195", label %"native.pending.207", label %"native.error.207"
native.ok.207:
  br label %"cleanup.done.178"
native.pending.207:
  br label %"cleanup.done.178"
native.error.207:
  %"exception.text_ptr.500" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.501" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3198" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3189", i8* %"exception.text_ptr.500", i32 19, i32 9, i8* %"exception.text_ptr.501")
  br label %"cleanup.done.178"
cleanup.done.179:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3202")
  %".3217" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3218" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3219" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.209", i32 0, i32 0
  %".3220" = bitcast %"builtins__files__File"* %".3218" to i8*
  %".3221" = call i32 @"irx_class_release"(i8* %"context", i8* %".3220", i8* %".3219")
  %".3222" = icmp eq i32 %".3221", 0
  br i1 %".3222", label %"native.ok.209", label %"native.fail.209"
native.fail.208:
  %".3209" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3210" = icmp ne i32 %".3209", 0
  br i1 %".3210", label %"native.pending.208", label %"native.error.208"
native.ok.208:
  br label %"cleanup.done.179"
native.pending.208:
  br label %"cleanup.done.179"
native.error.208:
  %"exception.text_ptr.502" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.503" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3213" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3204", i8* %"exception.text_ptr.502", i32 18, i32 3, i8* %"exception.text_ptr.503")
  br label %"cleanup.done.179"
cleanup.done.180:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3217")
  %".3232" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3233" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3234" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.210", i32 0, i32 0
  %".3235" = bitcast %"builtins__files__File"* %".3233" to i8*
  %".3236" = call i32 @"irx_class_release"(i8* %"context", i8* %".3235", i8* %".3234")
  %".3237" = icmp eq i32 %".3236", 0
  br i1 %".3237", label %"native.ok.210", label %"native.fail.210"
native.fail.209:
  %".3224" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3225" = icmp ne i32 %".3224", 0
  br i1 %".3225", label %"native.pending.209", label %"native.error.209"
native.ok.209:
  br label %"cleanup.done.180"
native.pending.209:
  br label %"cleanup.done.180"
native.error.209:
  %"exception.text_ptr.504" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.505" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3228" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3219", i8* %"exception.text_ptr.504", i32 15, i32 3, i8* %"exception.text_ptr.505")
  br label %"cleanup.done.180"
cleanup.done.181:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3232")
  ret i32 1
native.fail.210:
  %".3239" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3240" = icmp ne i32 %".3239", 0
  br i1 %".3240", label %"native.pending.210", label %"native.error.210"
native.ok.210:
  br label %"cleanup.done.181"
native.pending.210:
  br label %"cleanup.done.181"
native.error.210:
  %"exception.text_ptr.506" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.507" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3243" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3234", i8* %"exception.text_ptr.506", i32 7, i32 3, i8* %"exception.text_ptr.507")
  br label %"cleanup.done.181"
cleanup.done.182:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3249")
  %".3263" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3264" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3265" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.212", i32 0, i32 0
  %".3266" = bitcast %"builtins__files__File"* %".3264" to i8*
  %".3267" = call i32 @"irx_class_release"(i8* %"context", i8* %".3266", i8* %".3265")
  %".3268" = icmp eq i32 %".3267", 0
  br i1 %".3268", label %"native.ok.212", label %"native.fail.212"
native.fail.211:
  %".3255" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3256" = icmp ne i32 %".3255", 0
  br i1 %".3256", label %"native.pending.211", label %"native.error.211"
native.ok.211:
  br label %"cleanup.done.182"
native.pending.211:
  br label %"cleanup.done.182"
native.error.211:
  %"exception.text_ptr.510" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.511" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3259" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3250", i8* %"exception.text_ptr.510", i32 19, i32 9, i8* %"exception.text_ptr.511")
  br label %"cleanup.done.182"
cleanup.done.183:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3263")
  %".3278" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3279" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3280" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.213", i32 0, i32 0
  %".3281" = bitcast %"builtins__files__File"* %".3279" to i8*
  %".3282" = call i32 @"irx_class_release"(i8* %"context", i8* %".3281", i8* %".3280")
  %".3283" = icmp eq i32 %".3282", 0
  br i1 %".3283", label %"native.ok.213", label %"native.fail.213"
native.fail.212:
  %".3270" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3271" = icmp ne i32 %".3270", 0
  br i1 %".3271", label %"native.pending.212", label %"native.error.212"
native.ok.212:
  br label %"cleanup.done.183"
native.pending.212:
  br label %"cleanup.done.183"
native.error.212:
  %"exception.text_ptr.512" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.513" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3274" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3265", i8* %"exception.text_ptr.512", i32 18, i32 3, i8* %"exception.text_ptr.513")
  br label %"cleanup.done.183"
cleanup.done.184:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3278")
  %".3293" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3294" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3295" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.214", i32 0, i32 0
  %".3296" = bitcast %"builtins__files__File"* %".3294" to i8*
  %".3297" = call i32 @"irx_class_release"(i8* %"context", i8* %".3296", i8* %".3295")
  %".3298" = icmp eq i32 %".3297", 0
  br i1 %".3298", label %"native.ok.214", label %"native.fail.214"
native.fail.213:
  %".3285" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3286" = icmp ne i32 %".3285", 0
  br i1 %".3286", label %"native.pending.213", label %"native.error.213"
native.ok.213:
  br label %"cleanup.done.184"
native.pending.213:
  br label %"cleanup.done.184"
native.error.213:
  %"exception.text_ptr.514" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.515" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3289" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3280", i8* %"exception.text_ptr.514", i32 15, i32 3, i8* %"exception.text_ptr.515")
  br label %"cleanup.done.184"
cleanup.done.185:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3293")
  ret i32 1
native.fail.214:
  %".3300" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3301" = icmp ne i32 %".3300", 0
  br i1 %".3301", label %"native.pending.214", label %"native.error.214"
native.ok.214:
  br label %"cleanup.done.185"
native.pending.214:
  br label %"cleanup.done.185"
native.error.214:
  %"exception.text_ptr.516" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.517" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3304" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3295", i8* %"exception.text_ptr.516", i32 7, i32 3, i8* %"exception.text_ptr.517")
  br label %"cleanup.done.185"
native.fail.215:
  %".3315" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3316" = icmp ne i32 %".3315", 0
  br i1 %".3316", label %"native.pending.215", label %"native.error.215"
native.ok.215:
  %"file_value.3" = load i8*, i8** %"file_output.3"
  %".3572" = call i32 @"puts"(i8* %"file_value.3")
  call void @"free"(i8* %"file_value.3")
  %".3574" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3575" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.232", i32 0, i32 0
  %".3576" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3577" = call i32 @"irx_class_release"(i8* %"context", i8* %".3576", i8* %".3575")
  %".3578" = icmp eq i32 %".3577", 0
  br i1 %".3578", label %"native.ok.232", label %"native.fail.232"
native.pending.215:
  %".3318" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3319" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.216", i32 0, i32 0
  %".3320" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3321" = call i32 @"irx_class_release"(i8* %"context", i8* %".3320", i8* %".3319")
  %".3322" = icmp eq i32 %".3321", 0
  br i1 %".3322", label %"native.ok.216", label %"native.fail.216"
native.error.215:
  %".3378" = icmp sge i32 %".3312", 65536
  br i1 %".3378", label %"native.oserror.10", label %"native.valueerror.10"
cleanup.done.186:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3318")
  %".3332" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3333" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3334" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.217", i32 0, i32 0
  %".3335" = bitcast %"builtins__files__File"* %".3333" to i8*
  %".3336" = call i32 @"irx_class_release"(i8* %"context", i8* %".3335", i8* %".3334")
  %".3337" = icmp eq i32 %".3336", 0
  br i1 %".3337", label %"native.ok.217", label %"native.fail.217"
native.fail.216:
  %".3324" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3325" = icmp ne i32 %".3324", 0
  br i1 %".3325", label %"native.pending.216", label %"native.error.216"
native.ok.216:
  br label %"cleanup.done.186"
native.pending.216:
  br label %"cleanup.done.186"
native.error.216:
  %"exception.text_ptr.518" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.519" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3328" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3319", i8* %"exception.text_ptr.518", i32 19, i32 9, i8* %"exception.text_ptr.519")
  br label %"cleanup.done.186"
cleanup.done.187:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3332")
  %".3347" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3348" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3349" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.218", i32 0, i32 0
  %".3350" = bitcast %"builtins__files__File"* %".3348" to i8*
  %".3351" = call i32 @"irx_class_release"(i8* %"context", i8* %".3350", i8* %".3349")
  %".3352" = icmp eq i32 %".3351", 0
  br i1 %".3352", label %"native.ok.218", label %"native.fail.218"
native.fail.217:
  %".3339" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3340" = icmp ne i32 %".3339", 0
  br i1 %".3340", label %"native.pending.217", label %"native.error.217"
native.ok.217:
  br label %"cleanup.done.187"
native.pending.217:
  br label %"cleanup.done.187"
native.error.217:
  %"exception.text_ptr.520" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.521" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3343" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3334", i8* %"exception.text_ptr.520", i32 18, i32 3, i8* %"exception.text_ptr.521")
  br label %"cleanup.done.187"
cleanup.done.188:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3347")
  %".3362" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3363" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3364" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.219", i32 0, i32 0
  %".3365" = bitcast %"builtins__files__File"* %".3363" to i8*
  %".3366" = call i32 @"irx_class_release"(i8* %"context", i8* %".3365", i8* %".3364")
  %".3367" = icmp eq i32 %".3366", 0
  br i1 %".3367", label %"native.ok.219", label %"native.fail.219"
native.fail.218:
  %".3354" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3355" = icmp ne i32 %".3354", 0
  br i1 %".3355", label %"native.pending.218", label %"native.error.218"
native.ok.218:
  br label %"cleanup.done.188"
native.pending.218:
  br label %"cleanup.done.188"
native.error.218:
  %"exception.text_ptr.522" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.523" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3358" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3349", i8* %"exception.text_ptr.522", i32 15, i32 3, i8* %"exception.text_ptr.523")
  br label %"cleanup.done.188"
cleanup.done.189:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3362")
  ret i32 1
native.fail.219:
  %".3369" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3370" = icmp ne i32 %".3369", 0
  br i1 %".3370", label %"native.pending.219", label %"native.error.219"
native.ok.219:
  br label %"cleanup.done.189"
native.pending.219:
  br label %"cleanup.done.189"
native.error.219:
  %"exception.text_ptr.524" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.525" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3373" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3364", i8* %"exception.text_ptr.524", i32 7, i32 3, i8* %"exception.text_ptr.525")
  br label %"cleanup.done.189"
native.oserror.10:
  %"exception.text_ptr.526" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.527" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".3380" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".3311", i8* %"exception.text_ptr.526", i32 19, i32 11, i8* %"exception.text_ptr.527")
  %".3381" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3382" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.220", i32 0, i32 0
  %".3383" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3384" = call i32 @"irx_class_release"(i8* %"context", i8* %".3383", i8* %".3382")
  %".3385" = icmp eq i32 %".3384", 0
  br i1 %".3385", label %"native.ok.220", label %"native.fail.220"
native.valueerror.10:
  %".3441" = icmp eq i32 %".3312", 5
  br i1 %".3441", label %"native.overflow.10", label %"native.filevalue.10"
cleanup.done.190:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3381")
  %".3395" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3396" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3397" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.221", i32 0, i32 0
  %".3398" = bitcast %"builtins__files__File"* %".3396" to i8*
  %".3399" = call i32 @"irx_class_release"(i8* %"context", i8* %".3398", i8* %".3397")
  %".3400" = icmp eq i32 %".3399", 0
  br i1 %".3400", label %"native.ok.221", label %"native.fail.221"
native.fail.220:
  %".3387" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3388" = icmp ne i32 %".3387", 0
  br i1 %".3388", label %"native.pending.220", label %"native.error.220"
native.ok.220:
  br label %"cleanup.done.190"
native.pending.220:
  br label %"cleanup.done.190"
native.error.220:
  %"exception.text_ptr.528" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.529" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3391" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3382", i8* %"exception.text_ptr.528", i32 19, i32 9, i8* %"exception.text_ptr.529")
  br label %"cleanup.done.190"
cleanup.done.191:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3395")
  %".3410" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3411" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3412" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.222", i32 0, i32 0
  %".3413" = bitcast %"builtins__files__File"* %".3411" to i8*
  %".3414" = call i32 @"irx_class_release"(i8* %"context", i8* %".3413", i8* %".3412")
  %".3415" = icmp eq i32 %".3414", 0
  br i1 %".3415", label %"native.ok.222", label %"native.fail.222"
native.fail.221:
  %".3402" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3403" = icmp ne i32 %".3402", 0
  br i1 %".3403", label %"native.pending.221", label %"native.error.221"
native.ok.221:
  br label %"cleanup.done.191"
native.pending.221:
  br label %"cleanup.done.191"
native.error.221:
  %"exception.text_ptr.530" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.531" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3406" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3397", i8* %"exception.text_ptr.530", i32 18, i32 3, i8* %"exception.text_ptr.531")
  br label %"cleanup.done.191"
cleanup.done.192:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3410")
  %".3425" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3426" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3427" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.223", i32 0, i32 0
  %".3428" = bitcast %"builtins__files__File"* %".3426" to i8*
  %".3429" = call i32 @"irx_class_release"(i8* %"context", i8* %".3428", i8* %".3427")
  %".3430" = icmp eq i32 %".3429", 0
  br i1 %".3430", label %"native.ok.223", label %"native.fail.223"
native.fail.222:
  %".3417" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3418" = icmp ne i32 %".3417", 0
  br i1 %".3418", label %"native.pending.222", label %"native.error.222"
native.ok.222:
  br label %"cleanup.done.192"
native.pending.222:
  br label %"cleanup.done.192"
native.error.222:
  %"exception.text_ptr.532" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.533" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3421" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3412", i8* %"exception.text_ptr.532", i32 15, i32 3, i8* %"exception.text_ptr.533")
  br label %"cleanup.done.192"
cleanup.done.193:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3425")
  ret i32 1
native.fail.223:
  %".3432" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3433" = icmp ne i32 %".3432", 0
  br i1 %".3433", label %"native.pending.223", label %"native.error.223"
native.ok.223:
  br label %"cleanup.done.193"
native.pending.223:
  br label %"cleanup.done.193"
native.error.223:
  %"exception.text_ptr.534" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.535" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3436" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3427", i8* %"exception.text_ptr.534", i32 7, i32 3, i8* %"exception.text_ptr.535")
  br label %"cleanup.done.193"
native.overflow.10:
  %"exception.text_ptr.536" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.537" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".3443" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".3311", i8* %"exception.text_ptr.536", i32 19, i32 11, i8* %"exception.text_ptr.537")
  %".3444" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3445" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.224", i32 0, i32 0
  %".3446" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3447" = call i32 @"irx_class_release"(i8* %"context", i8* %".3446", i8* %".3445")
  %".3448" = icmp eq i32 %".3447", 0
  br i1 %".3448", label %"native.ok.224", label %"native.fail.224"
native.filevalue.10:
  %".3504" = icmp eq i32 %".3312", 4
  %".3505" = zext i1 %".3504" to i32
  %".3506" = sub i32 0, %".3505"
  %".3507" = icmp slt i32 %".3506", 0
  br i1 %".3507", label %"native.filevalue.10.if", label %"native.filevalue.10.endif"
cleanup.done.194:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3444")
  %".3458" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3459" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3460" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.225", i32 0, i32 0
  %".3461" = bitcast %"builtins__files__File"* %".3459" to i8*
  %".3462" = call i32 @"irx_class_release"(i8* %"context", i8* %".3461", i8* %".3460")
  %".3463" = icmp eq i32 %".3462", 0
  br i1 %".3463", label %"native.ok.225", label %"native.fail.225"
native.fail.224:
  %".3450" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3451" = icmp ne i32 %".3450", 0
  br i1 %".3451", label %"native.pending.224", label %"native.error.224"
native.ok.224:
  br label %"cleanup.done.194"
native.pending.224:
  br label %"cleanup.done.194"
native.error.224:
  %"exception.text_ptr.538" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.539" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3454" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3445", i8* %"exception.text_ptr.538", i32 19, i32 9, i8* %"exception.text_ptr.539")
  br label %"cleanup.done.194"
cleanup.done.195:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3458")
  %".3473" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3474" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3475" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.226", i32 0, i32 0
  %".3476" = bitcast %"builtins__files__File"* %".3474" to i8*
  %".3477" = call i32 @"irx_class_release"(i8* %"context", i8* %".3476", i8* %".3475")
  %".3478" = icmp eq i32 %".3477", 0
  br i1 %".3478", label %"native.ok.226", label %"native.fail.226"
native.fail.225:
  %".3465" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3466" = icmp ne i32 %".3465", 0
  br i1 %".3466", label %"native.pending.225", label %"native.error.225"
native.ok.225:
  br label %"cleanup.done.195"
native.pending.225:
  br label %"cleanup.done.195"
native.error.225:
  %"exception.text_ptr.540" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.541" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3469" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3460", i8* %"exception.text_ptr.540", i32 18, i32 3, i8* %"exception.text_ptr.541")
  br label %"cleanup.done.195"
cleanup.done.196:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3473")
  %".3488" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3489" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3490" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.227", i32 0, i32 0
  %".3491" = bitcast %"builtins__files__File"* %".3489" to i8*
  %".3492" = call i32 @"irx_class_release"(i8* %"context", i8* %".3491", i8* %".3490")
  %".3493" = icmp eq i32 %".3492", 0
  br i1 %".3493", label %"native.ok.227", label %"native.fail.227"
native.fail.226:
  %".3480" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3481" = icmp ne i32 %".3480", 0
  br i1 %".3481", label %"native.pending.226", label %"native.error.226"
native.ok.226:
  br label %"cleanup.done.196"
native.pending.226:
  br label %"cleanup.done.196"
native.error.226:
  %"exception.text_ptr.542" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.543" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3484" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3475", i8* %"exception.text_ptr.542", i32 15, i32 3, i8* %"exception.text_ptr.543")
  br label %"cleanup.done.196"
cleanup.done.197:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3488")
  ret i32 1
native.fail.227:
  %".3495" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3496" = icmp ne i32 %".3495", 0
  br i1 %".3496", label %"native.pending.227", label %"native.error.227"
native.ok.227:
  br label %"cleanup.done.197"
native.pending.227:
  br label %"cleanup.done.197"
native.error.227:
  %"exception.text_ptr.544" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.545" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3499" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3490", i8* %"exception.text_ptr.544", i32 7, i32 3, i8* %"exception.text_ptr.545")
  br label %"cleanup.done.197"
native.filevalue.10.if:
  %"exception.text_ptr.546" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.547" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.548" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.546", i8* %"exception.text_ptr.547", i32 19, i32 11, i8* %"exception.text_ptr.548")
  unreachable
native.filevalue.10.endif:
  %"exception.text_ptr.549" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.550" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".3511" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".3311", i8* %"exception.text_ptr.549", i32 19, i32 11, i8* %"exception.text_ptr.550")
  %".3512" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3513" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.228", i32 0, i32 0
  %".3514" = bitcast %"builtins__files__File"* %"r.1" to i8*
  %".3515" = call i32 @"irx_class_release"(i8* %"context", i8* %".3514", i8* %".3513")
  %".3516" = icmp eq i32 %".3515", 0
  br i1 %".3516", label %"native.ok.228", label %"native.fail.228"
cleanup.done.198:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3512")
  %".3526" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3527" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3528" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.229", i32 0, i32 0
  %".3529" = bitcast %"builtins__files__File"* %".3527" to i8*
  %".3530" = call i32 @"irx_class_release"(i8* %"context", i8* %".3529", i8* %".3528")
  %".3531" = icmp eq i32 %".3530", 0
  br i1 %".3531", label %"native.ok.229", label %"native.fail.229"
native.fail.228:
  %".3518" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3519" = icmp ne i32 %".3518", 0
  br i1 %".3519", label %"native.pending.228", label %"native.error.228"
native.ok.228:
  br label %"cleanup.done.198"
native.pending.228:
  br label %"cleanup.done.198"
native.error.228:
  %"exception.text_ptr.551" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.552" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3522" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3513", i8* %"exception.text_ptr.551", i32 19, i32 9, i8* %"exception.text_ptr.552")
  br label %"cleanup.done.198"
cleanup.done.199:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3526")
  %".3541" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3542" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3543" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.230", i32 0, i32 0
  %".3544" = bitcast %"builtins__files__File"* %".3542" to i8*
  %".3545" = call i32 @"irx_class_release"(i8* %"context", i8* %".3544", i8* %".3543")
  %".3546" = icmp eq i32 %".3545", 0
  br i1 %".3546", label %"native.ok.230", label %"native.fail.230"
native.fail.229:
  %".3533" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3534" = icmp ne i32 %".3533", 0
  br i1 %".3534", label %"native.pending.229", label %"native.error.229"
native.ok.229:
  br label %"cleanup.done.199"
native.pending.229:
  br label %"cleanup.done.199"
native.error.229:
  %"exception.text_ptr.553" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.554" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3537" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3528", i8* %"exception.text_ptr.553", i32 18, i32 3, i8* %"exception.text_ptr.554")
  br label %"cleanup.done.199"
cleanup.done.200:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3541")
  %".3556" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3557" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3558" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.231", i32 0, i32 0
  %".3559" = bitcast %"builtins__files__File"* %".3557" to i8*
  %".3560" = call i32 @"irx_class_release"(i8* %"context", i8* %".3559", i8* %".3558")
  %".3561" = icmp eq i32 %".3560", 0
  br i1 %".3561", label %"native.ok.231", label %"native.fail.231"
native.fail.230:
  %".3548" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3549" = icmp ne i32 %".3548", 0
  br i1 %".3549", label %"native.pending.230", label %"native.error.230"
native.ok.230:
  br label %"cleanup.done.200"
native.pending.230:
  br label %"cleanup.done.200"
native.error.230:
  %"exception.text_ptr.555" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.556" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3552" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3543", i8* %"exception.text_ptr.555", i32 15, i32 3, i8* %"exception.text_ptr.556")
  br label %"cleanup.done.200"
cleanup.done.201:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3556")
  ret i32 1
native.fail.231:
  %".3563" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3564" = icmp ne i32 %".3563", 0
  br i1 %".3564", label %"native.pending.231", label %"native.error.231"
native.ok.231:
  br label %"cleanup.done.201"
native.pending.231:
  br label %"cleanup.done.201"
native.error.231:
  %"exception.text_ptr.557" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.558" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3567" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3558", i8* %"exception.text_ptr.557", i32 7, i32 3, i8* %"exception.text_ptr.558")
  br label %"cleanup.done.201"
cleanup.done.202:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3574")
  %".3588" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3589" = icmp ne i32 %".3588", 0
  br i1 %".3589", label %"cleanup.done.202.if", label %"cleanup.done.202.endif"
native.fail.232:
  %".3580" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3581" = icmp ne i32 %".3580", 0
  br i1 %".3581", label %"native.pending.232", label %"native.error.232"
native.ok.232:
  br label %"cleanup.done.202"
native.pending.232:
  br label %"cleanup.done.202"
native.error.232:
  %"exception.text_ptr.559" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.560" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3584" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3575", i8* %"exception.text_ptr.559", i32 19, i32 9, i8* %"exception.text_ptr.560")
  br label %"cleanup.done.202"
cleanup.done.202.if:
  %".3591" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3592" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3593" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.233", i32 0, i32 0
  %".3594" = bitcast %"builtins__files__File"* %".3592" to i8*
  %".3595" = call i32 @"irx_class_release"(i8* %"context", i8* %".3594", i8* %".3593")
  %".3596" = icmp eq i32 %".3595", 0
  br i1 %".3596", label %"native.ok.233", label %"native.fail.233"
cleanup.done.202.endif:
  %"r.2" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3637" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.236", i32 0, i32 0
  %".3638" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3639" = call i32 @"irx_class_retain"(i8* %".3638", i8* %".3637")
  %".3640" = icmp eq i32 %".3639", 0
  br i1 %".3640", label %"native.ok.236", label %"native.fail.236"
cleanup.done.203:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3591")
  %".3606" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3607" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3608" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.234", i32 0, i32 0
  %".3609" = bitcast %"builtins__files__File"* %".3607" to i8*
  %".3610" = call i32 @"irx_class_release"(i8* %"context", i8* %".3609", i8* %".3608")
  %".3611" = icmp eq i32 %".3610", 0
  br i1 %".3611", label %"native.ok.234", label %"native.fail.234"
native.fail.233:
  %".3598" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3599" = icmp ne i32 %".3598", 0
  br i1 %".3599", label %"native.pending.233", label %"native.error.233"
native.ok.233:
  br label %"cleanup.done.203"
native.pending.233:
  br label %"cleanup.done.203"
native.error.233:
  %"exception.text_ptr.561" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.562" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3602" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3593", i8* %"exception.text_ptr.561", i32 18, i32 3, i8* %"exception.text_ptr.562")
  br label %"cleanup.done.203"
cleanup.done.204:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3606")
  %".3621" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3622" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3623" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.235", i32 0, i32 0
  %".3624" = bitcast %"builtins__files__File"* %".3622" to i8*
  %".3625" = call i32 @"irx_class_release"(i8* %"context", i8* %".3624", i8* %".3623")
  %".3626" = icmp eq i32 %".3625", 0
  br i1 %".3626", label %"native.ok.235", label %"native.fail.235"
native.fail.234:
  %".3613" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3614" = icmp ne i32 %".3613", 0
  br i1 %".3614", label %"native.pending.234", label %"native.error.234"
native.ok.234:
  br label %"cleanup.done.204"
native.pending.234:
  br label %"cleanup.done.204"
native.error.234:
  %"exception.text_ptr.563" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.564" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3617" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3608", i8* %"exception.text_ptr.563", i32 15, i32 3, i8* %"exception.text_ptr.564")
  br label %"cleanup.done.204"
cleanup.done.205:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3621")
  ret i32 1
native.fail.235:
  %".3628" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3629" = icmp ne i32 %".3628", 0
  br i1 %".3629", label %"native.pending.235", label %"native.error.235"
native.ok.235:
  br label %"cleanup.done.205"
native.pending.235:
  br label %"cleanup.done.205"
native.error.235:
  %"exception.text_ptr.565" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.566" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3632" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3623", i8* %"exception.text_ptr.565", i32 7, i32 3, i8* %"exception.text_ptr.566")
  br label %"cleanup.done.205"
native.fail.236:
  %".3642" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3643" = icmp ne i32 %".3642", 0
  br i1 %".3643", label %"native.pending.236", label %"native.error.236"
native.ok.236:
  %".3738" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.243", i32 0, i32 0
  %".3739" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3740" = call i32 @"irx_class_require"(i8* %".3739", i8* %".3738")
  %".3741" = icmp eq i32 %".3740", 0
  br i1 %".3741", label %"native.ok.243", label %"native.fail.243"
native.pending.236:
  %".3645" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3646" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3647" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.237", i32 0, i32 0
  %".3648" = bitcast %"builtins__files__File"* %".3646" to i8*
  %".3649" = call i32 @"irx_class_release"(i8* %"context", i8* %".3648", i8* %".3647")
  %".3650" = icmp eq i32 %".3649", 0
  br i1 %".3650", label %"native.ok.237", label %"native.fail.237"
native.error.236:
  %"exception.text_ptr.573" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.574" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3691" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3637", i8* %"exception.text_ptr.573", i32 24, i32 9, i8* %"exception.text_ptr.574")
  %".3692" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3693" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3694" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.240", i32 0, i32 0
  %".3695" = bitcast %"builtins__files__File"* %".3693" to i8*
  %".3696" = call i32 @"irx_class_release"(i8* %"context", i8* %".3695", i8* %".3694")
  %".3697" = icmp eq i32 %".3696", 0
  br i1 %".3697", label %"native.ok.240", label %"native.fail.240"
cleanup.done.206:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3645")
  %".3660" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3661" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3662" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.238", i32 0, i32 0
  %".3663" = bitcast %"builtins__files__File"* %".3661" to i8*
  %".3664" = call i32 @"irx_class_release"(i8* %"context", i8* %".3663", i8* %".3662")
  %".3665" = icmp eq i32 %".3664", 0
  br i1 %".3665", label %"native.ok.238", label %"native.fail.238"
native.fail.237:
  %".3652" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3653" = icmp ne i32 %".3652", 0
  br i1 %".3653", label %"native.pending.237", label %"native.error.237"
native.ok.237:
  br label %"cleanup.done.206"
native.pending.237:
  br label %"cleanup.done.206"
native.error.237:
  %"exception.text_ptr.567" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.568" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3656" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3647", i8* %"exception.text_ptr.567", i32 18, i32 3, i8* %"exception.text_ptr.568")
  br label %"cleanup.done.206"
cleanup.done.207:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3660")
  %".3675" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3676" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3677" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.239", i32 0, i32 0
  %".3678" = bitcast %"builtins__files__File"* %".3676" to i8*
  %".3679" = call i32 @"irx_class_release"(i8* %"context", i8* %".3678", i8* %".3677")
  %".3680" = icmp eq i32 %".3679", 0
  br i1 %".3680", label %"native.ok.239", label %"native.fail.239"
native.fail.238:
  %".3667" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3668" = icmp ne i32 %".3667", 0
  br i1 %".3668", label %"native.pending.238", label %"native.error.238"
native.ok.238:
  br label %"cleanup.done.207"
native.pending.238:
  br label %"cleanup.done.207"
native.error.238:
  %"exception.text_ptr.569" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.570" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3671" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3662", i8* %"exception.text_ptr.569", i32 15, i32 3, i8* %"exception.text_ptr.570")
  br label %"cleanup.done.207"
cleanup.done.208:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3675")
  ret i32 1
native.fail.239:
  %".3682" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3683" = icmp ne i32 %".3682", 0
  br i1 %".3683", label %"native.pending.239", label %"native.error.239"
native.ok.239:
  br label %"cleanup.done.208"
native.pending.239:
  br label %"cleanup.done.208"
native.error.239:
  %"exception.text_ptr.571" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.572" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3686" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3677", i8* %"exception.text_ptr.571", i32 7, i32 3, i8* %"exception.text_ptr.572")
  br label %"cleanup.done.208"
cleanup.done.209:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3692")
  %".3707" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3708" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3709" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.241", i32 0, i32 0
  %".3710" = bitcast %"builtins__files__File"* %".3708" to i8*
  %".3711" = call i32 @"irx_class_release"(i8* %"context", i8* %".3710", i8* %".3709")
  %".3712" = icmp eq i32 %".3711", 0
  br i1 %".3712", label %"native.ok.241", label %"native.fail.241"
native.fail.240:
  %".3699" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3700" = icmp ne i32 %".3699", 0
  br i1 %".3700", label %"native.pending.240", label %"native.error.240"
native.ok.240:
  br label %"cleanup.done.209"
native.pending.240:
  br label %"cleanup.done.209"
native.error.240:
  %"exception.text_ptr.575" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.576" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3703" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3694", i8* %"exception.text_ptr.575", i32 18, i32 3, i8* %"exception.text_ptr.576")
  br label %"cleanup.done.209"
cleanup.done.210:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3707")
  %".3722" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3723" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3724" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.242", i32 0, i32 0
  %".3725" = bitcast %"builtins__files__File"* %".3723" to i8*
  %".3726" = call i32 @"irx_class_release"(i8* %"context", i8* %".3725", i8* %".3724")
  %".3727" = icmp eq i32 %".3726", 0
  br i1 %".3727", label %"native.ok.242", label %"native.fail.242"
native.fail.241:
  %".3714" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3715" = icmp ne i32 %".3714", 0
  br i1 %".3715", label %"native.pending.241", label %"native.error.241"
native.ok.241:
  br label %"cleanup.done.210"
native.pending.241:
  br label %"cleanup.done.210"
native.error.241:
  %"exception.text_ptr.577" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.578" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3718" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3709", i8* %"exception.text_ptr.577", i32 15, i32 3, i8* %"exception.text_ptr.578")
  br label %"cleanup.done.210"
cleanup.done.211:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3722")
  ret i32 1
native.fail.242:
  %".3729" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3730" = icmp ne i32 %".3729", 0
  br i1 %".3730", label %"native.pending.242", label %"native.error.242"
native.ok.242:
  br label %"cleanup.done.211"
native.pending.242:
  br label %"cleanup.done.211"
native.error.242:
  %"exception.text_ptr.579" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.580" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3733" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3724", i8* %"exception.text_ptr.579", i32 7, i32 3, i8* %"exception.text_ptr.580")
  br label %"cleanup.done.211"
native.fail.243:
  %".3743" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3744" = icmp ne i32 %".3743", 0
  br i1 %".3744", label %"native.pending.243", label %"native.error.243"
native.ok.243:
  %".3867" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"r.2", i32 0, i32 3
  %".3868" = load i8*, i8** %".3867"
  %".3869" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.252", i32 0, i32 0
  %".3870" = call i32 @"irx_file_read"(i8* %".3868", i8** %"file_output.4", i8* %".3869")
  %".3871" = icmp eq i32 %".3870", 0
  br i1 %".3871", label %"native.ok.252", label %"native.fail.252"
native.pending.243:
  %".3746" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3747" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.244", i32 0, i32 0
  %".3748" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3749" = call i32 @"irx_class_release"(i8* %"context", i8* %".3748", i8* %".3747")
  %".3750" = icmp eq i32 %".3749", 0
  br i1 %".3750", label %"native.ok.244", label %"native.fail.244"
native.error.243:
  %"exception.text_ptr.589" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.590" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3806" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3738", i8* %"exception.text_ptr.589", i32 24, i32 11, i8* %"exception.text_ptr.590")
  %".3807" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3808" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.248", i32 0, i32 0
  %".3809" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3810" = call i32 @"irx_class_release"(i8* %"context", i8* %".3809", i8* %".3808")
  %".3811" = icmp eq i32 %".3810", 0
  br i1 %".3811", label %"native.ok.248", label %"native.fail.248"
cleanup.done.212:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3746")
  %".3760" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3761" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3762" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.245", i32 0, i32 0
  %".3763" = bitcast %"builtins__files__File"* %".3761" to i8*
  %".3764" = call i32 @"irx_class_release"(i8* %"context", i8* %".3763", i8* %".3762")
  %".3765" = icmp eq i32 %".3764", 0
  br i1 %".3765", label %"native.ok.245", label %"native.fail.245"
native.fail.244:
  %".3752" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3753" = icmp ne i32 %".3752", 0
  br i1 %".3753", label %"native.pending.244", label %"native.error.244"
native.ok.244:
  br label %"cleanup.done.212"
native.pending.244:
  br label %"cleanup.done.212"
native.error.244:
  %"exception.text_ptr.581" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.582" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3756" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3747", i8* %"exception.text_ptr.581", i32 24, i32 9, i8* %"exception.text_ptr.582")
  br label %"cleanup.done.212"
cleanup.done.213:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3760")
  %".3775" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3776" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3777" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.246", i32 0, i32 0
  %".3778" = bitcast %"builtins__files__File"* %".3776" to i8*
  %".3779" = call i32 @"irx_class_release"(i8* %"context", i8* %".3778", i8* %".3777")
  %".3780" = icmp eq i32 %".3779", 0
  br i1 %".3780", label %"native.ok.246", label %"native.fail.246"
native.fail.245:
  %".3767" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3768" = icmp ne i32 %".3767", 0
  br i1 %".3768", label %"native.pending.245", label %"native.error.245"
native.ok.245:
  br label %"cleanup.done.213"
native.pending.245:
  br label %"cleanup.done.213"
native.error.245:
  %"exception.text_ptr.583" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.584" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3771" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3762", i8* %"exception.text_ptr.583", i32 18, i32 3, i8* %"exception.text_ptr.584")
  br label %"cleanup.done.213"
cleanup.done.214:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3775")
  %".3790" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3791" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3792" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.247", i32 0, i32 0
  %".3793" = bitcast %"builtins__files__File"* %".3791" to i8*
  %".3794" = call i32 @"irx_class_release"(i8* %"context", i8* %".3793", i8* %".3792")
  %".3795" = icmp eq i32 %".3794", 0
  br i1 %".3795", label %"native.ok.247", label %"native.fail.247"
native.fail.246:
  %".3782" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3783" = icmp ne i32 %".3782", 0
  br i1 %".3783", label %"native.pending.246", label %"native.error.246"
native.ok.246:
  br label %"cleanup.done.214"
native.pending.246:
  br label %"cleanup.done.214"
native.error.246:
  %"exception.text_ptr.585" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.586" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3786" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3777", i8* %"exception.text_ptr.585", i32 15, i32 3, i8* %"exception.text_ptr.586")
  br label %"cleanup.done.214"
cleanup.done.215:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3790")
  ret i32 1
native.fail.247:
  %".3797" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3798" = icmp ne i32 %".3797", 0
  br i1 %".3798", label %"native.pending.247", label %"native.error.247"
native.ok.247:
  br label %"cleanup.done.215"
native.pending.247:
  br label %"cleanup.done.215"
native.error.247:
  %"exception.text_ptr.587" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.588" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3801" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3792", i8* %"exception.text_ptr.587", i32 7, i32 3, i8* %"exception.text_ptr.588")
  br label %"cleanup.done.215"
cleanup.done.216:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3807")
  %".3821" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3822" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3823" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.249", i32 0, i32 0
  %".3824" = bitcast %"builtins__files__File"* %".3822" to i8*
  %".3825" = call i32 @"irx_class_release"(i8* %"context", i8* %".3824", i8* %".3823")
  %".3826" = icmp eq i32 %".3825", 0
  br i1 %".3826", label %"native.ok.249", label %"native.fail.249"
native.fail.248:
  %".3813" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3814" = icmp ne i32 %".3813", 0
  br i1 %".3814", label %"native.pending.248", label %"native.error.248"
native.ok.248:
  br label %"cleanup.done.216"
native.pending.248:
  br label %"cleanup.done.216"
native.error.248:
  %"exception.text_ptr.591" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.592" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3817" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3808", i8* %"exception.text_ptr.591", i32 24, i32 9, i8* %"exception.text_ptr.592")
  br label %"cleanup.done.216"
cleanup.done.217:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3821")
  %".3836" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3837" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3838" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.250", i32 0, i32 0
  %".3839" = bitcast %"builtins__files__File"* %".3837" to i8*
  %".3840" = call i32 @"irx_class_release"(i8* %"context", i8* %".3839", i8* %".3838")
  %".3841" = icmp eq i32 %".3840", 0
  br i1 %".3841", label %"native.ok.250", label %"native.fail.250"
native.fail.249:
  %".3828" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3829" = icmp ne i32 %".3828", 0
  br i1 %".3829", label %"native.pending.249", label %"native.error.249"
native.ok.249:
  br label %"cleanup.done.217"
native.pending.249:
  br label %"cleanup.done.217"
native.error.249:
  %"exception.text_ptr.593" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.594" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3832" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3823", i8* %"exception.text_ptr.593", i32 18, i32 3, i8* %"exception.text_ptr.594")
  br label %"cleanup.done.217"
cleanup.done.218:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3836")
  %".3851" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3852" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3853" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.251", i32 0, i32 0
  %".3854" = bitcast %"builtins__files__File"* %".3852" to i8*
  %".3855" = call i32 @"irx_class_release"(i8* %"context", i8* %".3854", i8* %".3853")
  %".3856" = icmp eq i32 %".3855", 0
  br i1 %".3856", label %"native.ok.251", label %"native.fail.251"
native.fail.250:
  %".3843" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3844" = icmp ne i32 %".3843", 0
  br i1 %".3844", label %"native.pending.250", label %"native.error.250"
native.ok.250:
  br label %"cleanup.done.218"
native.pending.250:
  br label %"cleanup.done.218"
native.error.250:
  %"exception.text_ptr.595" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.596" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3847" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3838", i8* %"exception.text_ptr.595", i32 15, i32 3, i8* %"exception.text_ptr.596")
  br label %"cleanup.done.218"
cleanup.done.219:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3851")
  ret i32 1
native.fail.251:
  %".3858" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3859" = icmp ne i32 %".3858", 0
  br i1 %".3859", label %"native.pending.251", label %"native.error.251"
native.ok.251:
  br label %"cleanup.done.219"
native.pending.251:
  br label %"cleanup.done.219"
native.error.251:
  %"exception.text_ptr.597" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.598" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3862" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3853", i8* %"exception.text_ptr.597", i32 7, i32 3, i8* %"exception.text_ptr.598")
  br label %"cleanup.done.219"
native.fail.252:
  %".3873" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3874" = icmp ne i32 %".3873", 0
  br i1 %".3874", label %"native.pending.252", label %"native.error.252"
native.ok.252:
  %"file_value.4" = load i8*, i8** %"file_output.4"
  %".4130" = call i32 @"puts"(i8* %"file_value.4")
  call void @"free"(i8* %"file_value.4")
  %".4132" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4133" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.269", i32 0, i32 0
  %".4134" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".4135" = call i32 @"irx_class_release"(i8* %"context", i8* %".4134", i8* %".4133")
  %".4136" = icmp eq i32 %".4135", 0
  br i1 %".4136", label %"native.ok.269", label %"native.fail.269"
native.pending.252:
  %".3876" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3877" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.253", i32 0, i32 0
  %".3878" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3879" = call i32 @"irx_class_release"(i8* %"context", i8* %".3878", i8* %".3877")
  %".3880" = icmp eq i32 %".3879", 0
  br i1 %".3880", label %"native.ok.253", label %"native.fail.253"
native.error.252:
  %".3936" = icmp sge i32 %".3870", 65536
  br i1 %".3936", label %"native.oserror.11", label %"native.valueerror.11"
cleanup.done.220:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3876")
  %".3890" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3891" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3892" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.254", i32 0, i32 0
  %".3893" = bitcast %"builtins__files__File"* %".3891" to i8*
  %".3894" = call i32 @"irx_class_release"(i8* %"context", i8* %".3893", i8* %".3892")
  %".3895" = icmp eq i32 %".3894", 0
  br i1 %".3895", label %"native.ok.254", label %"native.fail.254"
native.fail.253:
  %".3882" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3883" = icmp ne i32 %".3882", 0
  br i1 %".3883", label %"native.pending.253", label %"native.error.253"
native.ok.253:
  br label %"cleanup.done.220"
native.pending.253:
  br label %"cleanup.done.220"
native.error.253:
  %"exception.text_ptr.599" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.600" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3886" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3877", i8* %"exception.text_ptr.599", i32 24, i32 9, i8* %"exception.text_ptr.600")
  br label %"cleanup.done.220"
cleanup.done.221:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3890")
  %".3905" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3906" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3907" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.255", i32 0, i32 0
  %".3908" = bitcast %"builtins__files__File"* %".3906" to i8*
  %".3909" = call i32 @"irx_class_release"(i8* %"context", i8* %".3908", i8* %".3907")
  %".3910" = icmp eq i32 %".3909", 0
  br i1 %".3910", label %"native.ok.255", label %"native.fail.255"
native.fail.254:
  %".3897" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3898" = icmp ne i32 %".3897", 0
  br i1 %".3898", label %"native.pending.254", label %"native.error.254"
native.ok.254:
  br label %"cleanup.done.221"
native.pending.254:
  br label %"cleanup.done.221"
native.error.254:
  %"exception.text_ptr.601" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.602" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3901" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3892", i8* %"exception.text_ptr.601", i32 18, i32 3, i8* %"exception.text_ptr.602")
  br label %"cleanup.done.221"
cleanup.done.222:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3905")
  %".3920" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3921" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3922" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.256", i32 0, i32 0
  %".3923" = bitcast %"builtins__files__File"* %".3921" to i8*
  %".3924" = call i32 @"irx_class_release"(i8* %"context", i8* %".3923", i8* %".3922")
  %".3925" = icmp eq i32 %".3924", 0
  br i1 %".3925", label %"native.ok.256", label %"native.fail.256"
native.fail.255:
  %".3912" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3913" = icmp ne i32 %".3912", 0
  br i1 %".3913", label %"native.pending.255", label %"native.error.255"
native.ok.255:
  br label %"cleanup.done.222"
native.pending.255:
  br label %"cleanup.done.222"
native.error.255:
  %"exception.text_ptr.603" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.604" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3916" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3907", i8* %"exception.text_ptr.603", i32 15, i32 3, i8* %"exception.text_ptr.604")
  br label %"cleanup.done.222"
cleanup.done.223:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3920")
  ret i32 1
native.fail.256:
  %".3927" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3928" = icmp ne i32 %".3927", 0
  br i1 %".3928", label %"native.pending.256", label %"native.error.256"
native.ok.256:
  br label %"cleanup.done.223"
native.pending.256:
  br label %"cleanup.done.223"
native.error.256:
  %"exception.text_ptr.605" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.606" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3931" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3922", i8* %"exception.text_ptr.605", i32 7, i32 3, i8* %"exception.text_ptr.606")
  br label %"cleanup.done.223"
native.oserror.11:
  %"exception.text_ptr.607" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.608" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".3938" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".3869", i8* %"exception.text_ptr.607", i32 24, i32 11, i8* %"exception.text_ptr.608")
  %".3939" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3940" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.257", i32 0, i32 0
  %".3941" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".3942" = call i32 @"irx_class_release"(i8* %"context", i8* %".3941", i8* %".3940")
  %".3943" = icmp eq i32 %".3942", 0
  br i1 %".3943", label %"native.ok.257", label %"native.fail.257"
native.valueerror.11:
  %".3999" = icmp eq i32 %".3870", 5
  br i1 %".3999", label %"native.overflow.11", label %"native.filevalue.11"
cleanup.done.224:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3939")
  %".3953" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3954" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".3955" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.258", i32 0, i32 0
  %".3956" = bitcast %"builtins__files__File"* %".3954" to i8*
  %".3957" = call i32 @"irx_class_release"(i8* %"context", i8* %".3956", i8* %".3955")
  %".3958" = icmp eq i32 %".3957", 0
  br i1 %".3958", label %"native.ok.258", label %"native.fail.258"
native.fail.257:
  %".3945" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3946" = icmp ne i32 %".3945", 0
  br i1 %".3946", label %"native.pending.257", label %"native.error.257"
native.ok.257:
  br label %"cleanup.done.224"
native.pending.257:
  br label %"cleanup.done.224"
native.error.257:
  %"exception.text_ptr.609" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.610" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3949" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3940", i8* %"exception.text_ptr.609", i32 24, i32 9, i8* %"exception.text_ptr.610")
  br label %"cleanup.done.224"
cleanup.done.225:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3953")
  %".3968" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3969" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".3970" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.259", i32 0, i32 0
  %".3971" = bitcast %"builtins__files__File"* %".3969" to i8*
  %".3972" = call i32 @"irx_class_release"(i8* %"context", i8* %".3971", i8* %".3970")
  %".3973" = icmp eq i32 %".3972", 0
  br i1 %".3973", label %"native.ok.259", label %"native.fail.259"
native.fail.258:
  %".3960" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3961" = icmp ne i32 %".3960", 0
  br i1 %".3961", label %"native.pending.258", label %"native.error.258"
native.ok.258:
  br label %"cleanup.done.225"
native.pending.258:
  br label %"cleanup.done.225"
native.error.258:
  %"exception.text_ptr.611" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.612" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3964" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3955", i8* %"exception.text_ptr.611", i32 18, i32 3, i8* %"exception.text_ptr.612")
  br label %"cleanup.done.225"
cleanup.done.226:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3968")
  %".3983" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3984" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".3985" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.260", i32 0, i32 0
  %".3986" = bitcast %"builtins__files__File"* %".3984" to i8*
  %".3987" = call i32 @"irx_class_release"(i8* %"context", i8* %".3986", i8* %".3985")
  %".3988" = icmp eq i32 %".3987", 0
  br i1 %".3988", label %"native.ok.260", label %"native.fail.260"
native.fail.259:
  %".3975" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3976" = icmp ne i32 %".3975", 0
  br i1 %".3976", label %"native.pending.259", label %"native.error.259"
native.ok.259:
  br label %"cleanup.done.226"
native.pending.259:
  br label %"cleanup.done.226"
native.error.259:
  %"exception.text_ptr.613" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.614" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3979" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3970", i8* %"exception.text_ptr.613", i32 15, i32 3, i8* %"exception.text_ptr.614")
  br label %"cleanup.done.226"
cleanup.done.227:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3983")
  ret i32 1
native.fail.260:
  %".3990" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3991" = icmp ne i32 %".3990", 0
  br i1 %".3991", label %"native.pending.260", label %"native.error.260"
native.ok.260:
  br label %"cleanup.done.227"
native.pending.260:
  br label %"cleanup.done.227"
native.error.260:
  %"exception.text_ptr.615" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.616" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3994" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3985", i8* %"exception.text_ptr.615", i32 7, i32 3, i8* %"exception.text_ptr.616")
  br label %"cleanup.done.227"
native.overflow.11:
  %"exception.text_ptr.617" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.618" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4001" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".3869", i8* %"exception.text_ptr.617", i32 24, i32 11, i8* %"exception.text_ptr.618")
  %".4002" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4003" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.261", i32 0, i32 0
  %".4004" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".4005" = call i32 @"irx_class_release"(i8* %"context", i8* %".4004", i8* %".4003")
  %".4006" = icmp eq i32 %".4005", 0
  br i1 %".4006", label %"native.ok.261", label %"native.fail.261"
native.filevalue.11:
  %".4062" = icmp eq i32 %".3870", 4
  %".4063" = zext i1 %".4062" to i32
  %".4064" = sub i32 0, %".4063"
  %".4065" = icmp slt i32 %".4064", 0
  br i1 %".4065", label %"native.filevalue.11.if", label %"native.filevalue.11.endif"
cleanup.done.228:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4002")
  %".4016" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4017" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4018" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.262", i32 0, i32 0
  %".4019" = bitcast %"builtins__files__File"* %".4017" to i8*
  %".4020" = call i32 @"irx_class_release"(i8* %"context", i8* %".4019", i8* %".4018")
  %".4021" = icmp eq i32 %".4020", 0
  br i1 %".4021", label %"native.ok.262", label %"native.fail.262"
native.fail.261:
  %".4008" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4009" = icmp ne i32 %".4008", 0
  br i1 %".4009", label %"native.pending.261", label %"native.error.261"
native.ok.261:
  br label %"cleanup.done.228"
native.pending.261:
  br label %"cleanup.done.228"
native.error.261:
  %"exception.text_ptr.619" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.620" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4012" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4003", i8* %"exception.text_ptr.619", i32 24, i32 9, i8* %"exception.text_ptr.620")
  br label %"cleanup.done.228"
cleanup.done.229:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4016")
  %".4031" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4032" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4033" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.263", i32 0, i32 0
  %".4034" = bitcast %"builtins__files__File"* %".4032" to i8*
  %".4035" = call i32 @"irx_class_release"(i8* %"context", i8* %".4034", i8* %".4033")
  %".4036" = icmp eq i32 %".4035", 0
  br i1 %".4036", label %"native.ok.263", label %"native.fail.263"
native.fail.262:
  %".4023" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4024" = icmp ne i32 %".4023", 0
  br i1 %".4024", label %"native.pending.262", label %"native.error.262"
native.ok.262:
  br label %"cleanup.done.229"
native.pending.262:
  br label %"cleanup.done.229"
native.error.262:
  %"exception.text_ptr.621" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.622" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4027" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4018", i8* %"exception.text_ptr.621", i32 18, i32 3, i8* %"exception.text_ptr.622")
  br label %"cleanup.done.229"
cleanup.done.230:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4031")
  %".4046" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4047" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4048" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.264", i32 0, i32 0
  %".4049" = bitcast %"builtins__files__File"* %".4047" to i8*
  %".4050" = call i32 @"irx_class_release"(i8* %"context", i8* %".4049", i8* %".4048")
  %".4051" = icmp eq i32 %".4050", 0
  br i1 %".4051", label %"native.ok.264", label %"native.fail.264"
native.fail.263:
  %".4038" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4039" = icmp ne i32 %".4038", 0
  br i1 %".4039", label %"native.pending.263", label %"native.error.263"
native.ok.263:
  br label %"cleanup.done.230"
native.pending.263:
  br label %"cleanup.done.230"
native.error.263:
  %"exception.text_ptr.623" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.624" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4042" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4033", i8* %"exception.text_ptr.623", i32 15, i32 3, i8* %"exception.text_ptr.624")
  br label %"cleanup.done.230"
cleanup.done.231:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4046")
  ret i32 1
native.fail.264:
  %".4053" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4054" = icmp ne i32 %".4053", 0
  br i1 %".4054", label %"native.pending.264", label %"native.error.264"
native.ok.264:
  br label %"cleanup.done.231"
native.pending.264:
  br label %"cleanup.done.231"
native.error.264:
  %"exception.text_ptr.625" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.626" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4057" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4048", i8* %"exception.text_ptr.625", i32 7, i32 3, i8* %"exception.text_ptr.626")
  br label %"cleanup.done.231"
native.filevalue.11.if:
  %"exception.text_ptr.627" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.628" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.629" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.627", i8* %"exception.text_ptr.628", i32 24, i32 11, i8* %"exception.text_ptr.629")
  unreachable
native.filevalue.11.endif:
  %"exception.text_ptr.630" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.631" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4069" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".3869", i8* %"exception.text_ptr.630", i32 24, i32 11, i8* %"exception.text_ptr.631")
  %".4070" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4071" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.265", i32 0, i32 0
  %".4072" = bitcast %"builtins__files__File"* %"r.2" to i8*
  %".4073" = call i32 @"irx_class_release"(i8* %"context", i8* %".4072", i8* %".4071")
  %".4074" = icmp eq i32 %".4073", 0
  br i1 %".4074", label %"native.ok.265", label %"native.fail.265"
cleanup.done.232:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4070")
  %".4084" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4085" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4086" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.266", i32 0, i32 0
  %".4087" = bitcast %"builtins__files__File"* %".4085" to i8*
  %".4088" = call i32 @"irx_class_release"(i8* %"context", i8* %".4087", i8* %".4086")
  %".4089" = icmp eq i32 %".4088", 0
  br i1 %".4089", label %"native.ok.266", label %"native.fail.266"
native.fail.265:
  %".4076" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4077" = icmp ne i32 %".4076", 0
  br i1 %".4077", label %"native.pending.265", label %"native.error.265"
native.ok.265:
  br label %"cleanup.done.232"
native.pending.265:
  br label %"cleanup.done.232"
native.error.265:
  %"exception.text_ptr.632" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.633" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4080" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4071", i8* %"exception.text_ptr.632", i32 24, i32 9, i8* %"exception.text_ptr.633")
  br label %"cleanup.done.232"
cleanup.done.233:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4084")
  %".4099" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4100" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4101" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.267", i32 0, i32 0
  %".4102" = bitcast %"builtins__files__File"* %".4100" to i8*
  %".4103" = call i32 @"irx_class_release"(i8* %"context", i8* %".4102", i8* %".4101")
  %".4104" = icmp eq i32 %".4103", 0
  br i1 %".4104", label %"native.ok.267", label %"native.fail.267"
native.fail.266:
  %".4091" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4092" = icmp ne i32 %".4091", 0
  br i1 %".4092", label %"native.pending.266", label %"native.error.266"
native.ok.266:
  br label %"cleanup.done.233"
native.pending.266:
  br label %"cleanup.done.233"
native.error.266:
  %"exception.text_ptr.634" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.635" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4095" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4086", i8* %"exception.text_ptr.634", i32 18, i32 3, i8* %"exception.text_ptr.635")
  br label %"cleanup.done.233"
cleanup.done.234:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4099")
  %".4114" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4115" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4116" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.268", i32 0, i32 0
  %".4117" = bitcast %"builtins__files__File"* %".4115" to i8*
  %".4118" = call i32 @"irx_class_release"(i8* %"context", i8* %".4117", i8* %".4116")
  %".4119" = icmp eq i32 %".4118", 0
  br i1 %".4119", label %"native.ok.268", label %"native.fail.268"
native.fail.267:
  %".4106" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4107" = icmp ne i32 %".4106", 0
  br i1 %".4107", label %"native.pending.267", label %"native.error.267"
native.ok.267:
  br label %"cleanup.done.234"
native.pending.267:
  br label %"cleanup.done.234"
native.error.267:
  %"exception.text_ptr.636" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.637" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4110" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4101", i8* %"exception.text_ptr.636", i32 15, i32 3, i8* %"exception.text_ptr.637")
  br label %"cleanup.done.234"
cleanup.done.235:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4114")
  ret i32 1
native.fail.268:
  %".4121" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4122" = icmp ne i32 %".4121", 0
  br i1 %".4122", label %"native.pending.268", label %"native.error.268"
native.ok.268:
  br label %"cleanup.done.235"
native.pending.268:
  br label %"cleanup.done.235"
native.error.268:
  %"exception.text_ptr.638" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.639" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4116", i8* %"exception.text_ptr.638", i32 7, i32 3, i8* %"exception.text_ptr.639")
  br label %"cleanup.done.235"
cleanup.done.236:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4132")
  %".4146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4147" = icmp ne i32 %".4146", 0
  br i1 %".4147", label %"cleanup.done.236.if", label %"cleanup.done.236.endif"
native.fail.269:
  %".4138" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4139" = icmp ne i32 %".4138", 0
  br i1 %".4139", label %"native.pending.269", label %"native.error.269"
native.ok.269:
  br label %"cleanup.done.236"
native.pending.269:
  br label %"cleanup.done.236"
native.error.269:
  %"exception.text_ptr.640" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.641" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4142" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4133", i8* %"exception.text_ptr.640", i32 24, i32 9, i8* %"exception.text_ptr.641")
  br label %"cleanup.done.236"
cleanup.done.236.if:
  %".4149" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4150" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4151" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.270", i32 0, i32 0
  %".4152" = bitcast %"builtins__files__File"* %".4150" to i8*
  %".4153" = call i32 @"irx_class_release"(i8* %"context", i8* %".4152", i8* %".4151")
  %".4154" = icmp eq i32 %".4153", 0
  br i1 %".4154", label %"native.ok.270", label %"native.fail.270"
cleanup.done.236.endif:
  %"r.3" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4195" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.273", i32 0, i32 0
  %".4196" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4197" = call i32 @"irx_class_retain"(i8* %".4196", i8* %".4195")
  %".4198" = icmp eq i32 %".4197", 0
  br i1 %".4198", label %"native.ok.273", label %"native.fail.273"
cleanup.done.237:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4149")
  %".4164" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4165" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4166" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.271", i32 0, i32 0
  %".4167" = bitcast %"builtins__files__File"* %".4165" to i8*
  %".4168" = call i32 @"irx_class_release"(i8* %"context", i8* %".4167", i8* %".4166")
  %".4169" = icmp eq i32 %".4168", 0
  br i1 %".4169", label %"native.ok.271", label %"native.fail.271"
native.fail.270:
  %".4156" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4157" = icmp ne i32 %".4156", 0
  br i1 %".4157", label %"native.pending.270", label %"native.error.270"
native.ok.270:
  br label %"cleanup.done.237"
native.pending.270:
  br label %"cleanup.done.237"
native.error.270:
  %"exception.text_ptr.642" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.643" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4160" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4151", i8* %"exception.text_ptr.642", i32 18, i32 3, i8* %"exception.text_ptr.643")
  br label %"cleanup.done.237"
cleanup.done.238:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4164")
  %".4179" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4180" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4181" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.272", i32 0, i32 0
  %".4182" = bitcast %"builtins__files__File"* %".4180" to i8*
  %".4183" = call i32 @"irx_class_release"(i8* %"context", i8* %".4182", i8* %".4181")
  %".4184" = icmp eq i32 %".4183", 0
  br i1 %".4184", label %"native.ok.272", label %"native.fail.272"
native.fail.271:
  %".4171" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4172" = icmp ne i32 %".4171", 0
  br i1 %".4172", label %"native.pending.271", label %"native.error.271"
native.ok.271:
  br label %"cleanup.done.238"
native.pending.271:
  br label %"cleanup.done.238"
native.error.271:
  %"exception.text_ptr.644" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.645" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4175" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4166", i8* %"exception.text_ptr.644", i32 15, i32 3, i8* %"exception.text_ptr.645")
  br label %"cleanup.done.238"
cleanup.done.239:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4179")
  ret i32 1
native.fail.272:
  %".4186" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4187" = icmp ne i32 %".4186", 0
  br i1 %".4187", label %"native.pending.272", label %"native.error.272"
native.ok.272:
  br label %"cleanup.done.239"
native.pending.272:
  br label %"cleanup.done.239"
native.error.272:
  %"exception.text_ptr.646" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.647" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4190" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4181", i8* %"exception.text_ptr.646", i32 7, i32 3, i8* %"exception.text_ptr.647")
  br label %"cleanup.done.239"
native.fail.273:
  %".4200" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4201" = icmp ne i32 %".4200", 0
  br i1 %".4201", label %"native.pending.273", label %"native.error.273"
native.ok.273:
  %".4296" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.280", i32 0, i32 0
  %".4297" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4298" = call i32 @"irx_class_require"(i8* %".4297", i8* %".4296")
  %".4299" = icmp eq i32 %".4298", 0
  br i1 %".4299", label %"native.ok.280", label %"native.fail.280"
native.pending.273:
  %".4203" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4204" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4205" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.274", i32 0, i32 0
  %".4206" = bitcast %"builtins__files__File"* %".4204" to i8*
  %".4207" = call i32 @"irx_class_release"(i8* %"context", i8* %".4206", i8* %".4205")
  %".4208" = icmp eq i32 %".4207", 0
  br i1 %".4208", label %"native.ok.274", label %"native.fail.274"
native.error.273:
  %"exception.text_ptr.654" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.655" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4249" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4195", i8* %"exception.text_ptr.654", i32 26, i32 3, i8* %"exception.text_ptr.655")
  %".4250" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4251" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4252" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.277", i32 0, i32 0
  %".4253" = bitcast %"builtins__files__File"* %".4251" to i8*
  %".4254" = call i32 @"irx_class_release"(i8* %"context", i8* %".4253", i8* %".4252")
  %".4255" = icmp eq i32 %".4254", 0
  br i1 %".4255", label %"native.ok.277", label %"native.fail.277"
cleanup.done.240:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4203")
  %".4218" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4219" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4220" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.275", i32 0, i32 0
  %".4221" = bitcast %"builtins__files__File"* %".4219" to i8*
  %".4222" = call i32 @"irx_class_release"(i8* %"context", i8* %".4221", i8* %".4220")
  %".4223" = icmp eq i32 %".4222", 0
  br i1 %".4223", label %"native.ok.275", label %"native.fail.275"
native.fail.274:
  %".4210" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4211" = icmp ne i32 %".4210", 0
  br i1 %".4211", label %"native.pending.274", label %"native.error.274"
native.ok.274:
  br label %"cleanup.done.240"
native.pending.274:
  br label %"cleanup.done.240"
native.error.274:
  %"exception.text_ptr.648" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.649" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4214" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4205", i8* %"exception.text_ptr.648", i32 18, i32 3, i8* %"exception.text_ptr.649")
  br label %"cleanup.done.240"
cleanup.done.241:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4218")
  %".4233" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4234" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4235" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.276", i32 0, i32 0
  %".4236" = bitcast %"builtins__files__File"* %".4234" to i8*
  %".4237" = call i32 @"irx_class_release"(i8* %"context", i8* %".4236", i8* %".4235")
  %".4238" = icmp eq i32 %".4237", 0
  br i1 %".4238", label %"native.ok.276", label %"native.fail.276"
native.fail.275:
  %".4225" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4226" = icmp ne i32 %".4225", 0
  br i1 %".4226", label %"native.pending.275", label %"native.error.275"
native.ok.275:
  br label %"cleanup.done.241"
native.pending.275:
  br label %"cleanup.done.241"
native.error.275:
  %"exception.text_ptr.650" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.651" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4229" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4220", i8* %"exception.text_ptr.650", i32 15, i32 3, i8* %"exception.text_ptr.651")
  br label %"cleanup.done.241"
cleanup.done.242:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4233")
  ret i32 1
native.fail.276:
  %".4240" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4241" = icmp ne i32 %".4240", 0
  br i1 %".4241", label %"native.pending.276", label %"native.error.276"
native.ok.276:
  br label %"cleanup.done.242"
native.pending.276:
  br label %"cleanup.done.242"
native.error.276:
  %"exception.text_ptr.652" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.653" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4244" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4235", i8* %"exception.text_ptr.652", i32 7, i32 3, i8* %"exception.text_ptr.653")
  br label %"cleanup.done.242"
cleanup.done.243:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4250")
  %".4265" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4266" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4267" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.278", i32 0, i32 0
  %".4268" = bitcast %"builtins__files__File"* %".4266" to i8*
  %".4269" = call i32 @"irx_class_release"(i8* %"context", i8* %".4268", i8* %".4267")
  %".4270" = icmp eq i32 %".4269", 0
  br i1 %".4270", label %"native.ok.278", label %"native.fail.278"
native.fail.277:
  %".4257" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4258" = icmp ne i32 %".4257", 0
  br i1 %".4258", label %"native.pending.277", label %"native.error.277"
native.ok.277:
  br label %"cleanup.done.243"
native.pending.277:
  br label %"cleanup.done.243"
native.error.277:
  %"exception.text_ptr.656" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.657" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4261" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4252", i8* %"exception.text_ptr.656", i32 18, i32 3, i8* %"exception.text_ptr.657")
  br label %"cleanup.done.243"
cleanup.done.244:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4265")
  %".4280" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4281" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4282" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.279", i32 0, i32 0
  %".4283" = bitcast %"builtins__files__File"* %".4281" to i8*
  %".4284" = call i32 @"irx_class_release"(i8* %"context", i8* %".4283", i8* %".4282")
  %".4285" = icmp eq i32 %".4284", 0
  br i1 %".4285", label %"native.ok.279", label %"native.fail.279"
native.fail.278:
  %".4272" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4273" = icmp ne i32 %".4272", 0
  br i1 %".4273", label %"native.pending.278", label %"native.error.278"
native.ok.278:
  br label %"cleanup.done.244"
native.pending.278:
  br label %"cleanup.done.244"
native.error.278:
  %"exception.text_ptr.658" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.659" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4276" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4267", i8* %"exception.text_ptr.658", i32 15, i32 3, i8* %"exception.text_ptr.659")
  br label %"cleanup.done.244"
cleanup.done.245:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4280")
  ret i32 1
native.fail.279:
  %".4287" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4288" = icmp ne i32 %".4287", 0
  br i1 %".4288", label %"native.pending.279", label %"native.error.279"
native.ok.279:
  br label %"cleanup.done.245"
native.pending.279:
  br label %"cleanup.done.245"
native.error.279:
  %"exception.text_ptr.660" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.661" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4291" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4282", i8* %"exception.text_ptr.660", i32 7, i32 3, i8* %"exception.text_ptr.661")
  br label %"cleanup.done.245"
native.fail.280:
  %".4301" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4302" = icmp ne i32 %".4301", 0
  br i1 %".4302", label %"native.pending.280", label %"native.error.280"
native.ok.280:
  %".4425" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"r.3", i32 0, i32 3
  %".4426" = load i8*, i8** %".4425"
  %".4427" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.289", i32 0, i32 0
  %".4428" = call i32 @"irx_file_close"(i8* %".4426", i8* %".4427")
  %".4429" = icmp eq i32 %".4428", 0
  br i1 %".4429", label %"native.ok.289", label %"native.fail.289"
native.pending.280:
  %".4304" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4305" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.281", i32 0, i32 0
  %".4306" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4307" = call i32 @"irx_class_release"(i8* %"context", i8* %".4306", i8* %".4305")
  %".4308" = icmp eq i32 %".4307", 0
  br i1 %".4308", label %"native.ok.281", label %"native.fail.281"
native.error.280:
  %"exception.text_ptr.670" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.671" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4364" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4296", i8* %"exception.text_ptr.670", i32 26, i32 5, i8* %"exception.text_ptr.671")
  %".4365" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4366" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.285", i32 0, i32 0
  %".4367" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4368" = call i32 @"irx_class_release"(i8* %"context", i8* %".4367", i8* %".4366")
  %".4369" = icmp eq i32 %".4368", 0
  br i1 %".4369", label %"native.ok.285", label %"native.fail.285"
cleanup.done.246:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4304")
  %".4318" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4319" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4320" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.282", i32 0, i32 0
  %".4321" = bitcast %"builtins__files__File"* %".4319" to i8*
  %".4322" = call i32 @"irx_class_release"(i8* %"context", i8* %".4321", i8* %".4320")
  %".4323" = icmp eq i32 %".4322", 0
  br i1 %".4323", label %"native.ok.282", label %"native.fail.282"
native.fail.281:
  %".4310" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4311" = icmp ne i32 %".4310", 0
  br i1 %".4311", label %"native.pending.281", label %"native.error.281"
native.ok.281:
  br label %"cleanup.done.246"
native.pending.281:
  br label %"cleanup.done.246"
native.error.281:
  %"exception.text_ptr.662" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.663" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4314" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4305", i8* %"exception.text_ptr.662", i32 26, i32 3, i8* %"exception.text_ptr.663")
  br label %"cleanup.done.246"
cleanup.done.247:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4318")
  %".4333" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4334" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4335" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.283", i32 0, i32 0
  %".4336" = bitcast %"builtins__files__File"* %".4334" to i8*
  %".4337" = call i32 @"irx_class_release"(i8* %"context", i8* %".4336", i8* %".4335")
  %".4338" = icmp eq i32 %".4337", 0
  br i1 %".4338", label %"native.ok.283", label %"native.fail.283"
native.fail.282:
  %".4325" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4326" = icmp ne i32 %".4325", 0
  br i1 %".4326", label %"native.pending.282", label %"native.error.282"
native.ok.282:
  br label %"cleanup.done.247"
native.pending.282:
  br label %"cleanup.done.247"
native.error.282:
  %"exception.text_ptr.664" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.665" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4329" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4320", i8* %"exception.text_ptr.664", i32 18, i32 3, i8* %"exception.text_ptr.665")
  br label %"cleanup.done.247"
cleanup.done.248:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4333")
  %".4348" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4349" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4350" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.284", i32 0, i32 0
  %".4351" = bitcast %"builtins__files__File"* %".4349" to i8*
  %".4352" = call i32 @"irx_class_release"(i8* %"context", i8* %".4351", i8* %".4350")
  %".4353" = icmp eq i32 %".4352", 0
  br i1 %".4353", label %"native.ok.284", label %"native.fail.284"
native.fail.283:
  %".4340" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4341" = icmp ne i32 %".4340", 0
  br i1 %".4341", label %"native.pending.283", label %"native.error.283"
native.ok.283:
  br label %"cleanup.done.248"
native.pending.283:
  br label %"cleanup.done.248"
native.error.283:
  %"exception.text_ptr.666" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.667" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4344" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4335", i8* %"exception.text_ptr.666", i32 15, i32 3, i8* %"exception.text_ptr.667")
  br label %"cleanup.done.248"
cleanup.done.249:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4348")
  ret i32 1
native.fail.284:
  %".4355" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4356" = icmp ne i32 %".4355", 0
  br i1 %".4356", label %"native.pending.284", label %"native.error.284"
native.ok.284:
  br label %"cleanup.done.249"
native.pending.284:
  br label %"cleanup.done.249"
native.error.284:
  %"exception.text_ptr.668" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.669" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4359" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4350", i8* %"exception.text_ptr.668", i32 7, i32 3, i8* %"exception.text_ptr.669")
  br label %"cleanup.done.249"
cleanup.done.250:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4365")
  %".4379" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4380" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4381" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.286", i32 0, i32 0
  %".4382" = bitcast %"builtins__files__File"* %".4380" to i8*
  %".4383" = call i32 @"irx_class_release"(i8* %"context", i8* %".4382", i8* %".4381")
  %".4384" = icmp eq i32 %".4383", 0
  br i1 %".4384", label %"native.ok.286", label %"native.fail.286"
native.fail.285:
  %".4371" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4372" = icmp ne i32 %".4371", 0
  br i1 %".4372", label %"native.pending.285", label %"native.error.285"
native.ok.285:
  br label %"cleanup.done.250"
native.pending.285:
  br label %"cleanup.done.250"
native.error.285:
  %"exception.text_ptr.672" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.673" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4375" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4366", i8* %"exception.text_ptr.672", i32 26, i32 3, i8* %"exception.text_ptr.673")
  br label %"cleanup.done.250"
cleanup.done.251:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4379")
  %".4394" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4395" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4396" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.287", i32 0, i32 0
  %".4397" = bitcast %"builtins__files__File"* %".4395" to i8*
  %".4398" = call i32 @"irx_class_release"(i8* %"context", i8* %".4397", i8* %".4396")
  %".4399" = icmp eq i32 %".4398", 0
  br i1 %".4399", label %"native.ok.287", label %"native.fail.287"
native.fail.286:
  %".4386" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4387" = icmp ne i32 %".4386", 0
  br i1 %".4387", label %"native.pending.286", label %"native.error.286"
native.ok.286:
  br label %"cleanup.done.251"
native.pending.286:
  br label %"cleanup.done.251"
native.error.286:
  %"exception.text_ptr.674" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.675" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4390" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4381", i8* %"exception.text_ptr.674", i32 18, i32 3, i8* %"exception.text_ptr.675")
  br label %"cleanup.done.251"
cleanup.done.252:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4394")
  %".4409" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4410" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4411" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.288", i32 0, i32 0
  %".4412" = bitcast %"builtins__files__File"* %".4410" to i8*
  %".4413" = call i32 @"irx_class_release"(i8* %"context", i8* %".4412", i8* %".4411")
  %".4414" = icmp eq i32 %".4413", 0
  br i1 %".4414", label %"native.ok.288", label %"native.fail.288"
native.fail.287:
  %".4401" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4402" = icmp ne i32 %".4401", 0
  br i1 %".4402", label %"native.pending.287", label %"native.error.287"
native.ok.287:
  br label %"cleanup.done.252"
native.pending.287:
  br label %"cleanup.done.252"
native.error.287:
  %"exception.text_ptr.676" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.677" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4405" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4396", i8* %"exception.text_ptr.676", i32 15, i32 3, i8* %"exception.text_ptr.677")
  br label %"cleanup.done.252"
cleanup.done.253:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4409")
  ret i32 1
native.fail.288:
  %".4416" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4417" = icmp ne i32 %".4416", 0
  br i1 %".4417", label %"native.pending.288", label %"native.error.288"
native.ok.288:
  br label %"cleanup.done.253"
native.pending.288:
  br label %"cleanup.done.253"
native.error.288:
  %"exception.text_ptr.678" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.679" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4420" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4411", i8* %"exception.text_ptr.678", i32 7, i32 3, i8* %"exception.text_ptr.679")
  br label %"cleanup.done.253"
native.fail.289:
  %".4431" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4432" = icmp ne i32 %".4431", 0
  br i1 %".4432", label %"native.pending.289", label %"native.error.289"
native.ok.289:
  %".4688" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4689" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.306", i32 0, i32 0
  %".4690" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4691" = call i32 @"irx_class_release"(i8* %"context", i8* %".4690", i8* %".4689")
  %".4692" = icmp eq i32 %".4691", 0
  br i1 %".4692", label %"native.ok.306", label %"native.fail.306"
native.pending.289:
  %".4434" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4435" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.290", i32 0, i32 0
  %".4436" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4437" = call i32 @"irx_class_release"(i8* %"context", i8* %".4436", i8* %".4435")
  %".4438" = icmp eq i32 %".4437", 0
  br i1 %".4438", label %"native.ok.290", label %"native.fail.290"
native.error.289:
  %".4494" = icmp sge i32 %".4428", 65536
  br i1 %".4494", label %"native.oserror.12", label %"native.valueerror.12"
cleanup.done.254:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4434")
  %".4448" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4449" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4450" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.291", i32 0, i32 0
  %".4451" = bitcast %"builtins__files__File"* %".4449" to i8*
  %".4452" = call i32 @"irx_class_release"(i8* %"context", i8* %".4451", i8* %".4450")
  %".4453" = icmp eq i32 %".4452", 0
  br i1 %".4453", label %"native.ok.291", label %"native.fail.291"
native.fail.290:
  %".4440" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4441" = icmp ne i32 %".4440", 0
  br i1 %".4441", label %"native.pending.290", label %"native.error.290"
native.ok.290:
  br label %"cleanup.done.254"
native.pending.290:
  br label %"cleanup.done.254"
native.error.290:
  %"exception.text_ptr.680" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.681" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4444" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4435", i8* %"exception.text_ptr.680", i32 26, i32 3, i8* %"exception.text_ptr.681")
  br label %"cleanup.done.254"
cleanup.done.255:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4448")
  %".4463" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4464" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4465" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.292", i32 0, i32 0
  %".4466" = bitcast %"builtins__files__File"* %".4464" to i8*
  %".4467" = call i32 @"irx_class_release"(i8* %"context", i8* %".4466", i8* %".4465")
  %".4468" = icmp eq i32 %".4467", 0
  br i1 %".4468", label %"native.ok.292", label %"native.fail.292"
native.fail.291:
  %".4455" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4456" = icmp ne i32 %".4455", 0
  br i1 %".4456", label %"native.pending.291", label %"native.error.291"
native.ok.291:
  br label %"cleanup.done.255"
native.pending.291:
  br label %"cleanup.done.255"
native.error.291:
  %"exception.text_ptr.682" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.683" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4459" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4450", i8* %"exception.text_ptr.682", i32 18, i32 3, i8* %"exception.text_ptr.683")
  br label %"cleanup.done.255"
cleanup.done.256:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4463")
  %".4478" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4479" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4480" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.293", i32 0, i32 0
  %".4481" = bitcast %"builtins__files__File"* %".4479" to i8*
  %".4482" = call i32 @"irx_class_release"(i8* %"context", i8* %".4481", i8* %".4480")
  %".4483" = icmp eq i32 %".4482", 0
  br i1 %".4483", label %"native.ok.293", label %"native.fail.293"
native.fail.292:
  %".4470" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4471" = icmp ne i32 %".4470", 0
  br i1 %".4471", label %"native.pending.292", label %"native.error.292"
native.ok.292:
  br label %"cleanup.done.256"
native.pending.292:
  br label %"cleanup.done.256"
native.error.292:
  %"exception.text_ptr.684" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.685" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4474" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4465", i8* %"exception.text_ptr.684", i32 15, i32 3, i8* %"exception.text_ptr.685")
  br label %"cleanup.done.256"
cleanup.done.257:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4478")
  ret i32 1
native.fail.293:
  %".4485" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4486" = icmp ne i32 %".4485", 0
  br i1 %".4486", label %"native.pending.293", label %"native.error.293"
native.ok.293:
  br label %"cleanup.done.257"
native.pending.293:
  br label %"cleanup.done.257"
native.error.293:
  %"exception.text_ptr.686" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.687" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4489" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4480", i8* %"exception.text_ptr.686", i32 7, i32 3, i8* %"exception.text_ptr.687")
  br label %"cleanup.done.257"
native.oserror.12:
  %"exception.text_ptr.688" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.689" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4496" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".4427", i8* %"exception.text_ptr.688", i32 26, i32 5, i8* %"exception.text_ptr.689")
  %".4497" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4498" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.294", i32 0, i32 0
  %".4499" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4500" = call i32 @"irx_class_release"(i8* %"context", i8* %".4499", i8* %".4498")
  %".4501" = icmp eq i32 %".4500", 0
  br i1 %".4501", label %"native.ok.294", label %"native.fail.294"
native.valueerror.12:
  %".4557" = icmp eq i32 %".4428", 5
  br i1 %".4557", label %"native.overflow.12", label %"native.filevalue.12"
cleanup.done.258:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4497")
  %".4511" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4512" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4513" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.295", i32 0, i32 0
  %".4514" = bitcast %"builtins__files__File"* %".4512" to i8*
  %".4515" = call i32 @"irx_class_release"(i8* %"context", i8* %".4514", i8* %".4513")
  %".4516" = icmp eq i32 %".4515", 0
  br i1 %".4516", label %"native.ok.295", label %"native.fail.295"
native.fail.294:
  %".4503" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4504" = icmp ne i32 %".4503", 0
  br i1 %".4504", label %"native.pending.294", label %"native.error.294"
native.ok.294:
  br label %"cleanup.done.258"
native.pending.294:
  br label %"cleanup.done.258"
native.error.294:
  %"exception.text_ptr.690" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.691" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4507" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4498", i8* %"exception.text_ptr.690", i32 26, i32 3, i8* %"exception.text_ptr.691")
  br label %"cleanup.done.258"
cleanup.done.259:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4511")
  %".4526" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4527" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4528" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.296", i32 0, i32 0
  %".4529" = bitcast %"builtins__files__File"* %".4527" to i8*
  %".4530" = call i32 @"irx_class_release"(i8* %"context", i8* %".4529", i8* %".4528")
  %".4531" = icmp eq i32 %".4530", 0
  br i1 %".4531", label %"native.ok.296", label %"native.fail.296"
native.fail.295:
  %".4518" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4519" = icmp ne i32 %".4518", 0
  br i1 %".4519", label %"native.pending.295", label %"native.error.295"
native.ok.295:
  br label %"cleanup.done.259"
native.pending.295:
  br label %"cleanup.done.259"
native.error.295:
  %"exception.text_ptr.692" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.693" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4522" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4513", i8* %"exception.text_ptr.692", i32 18, i32 3, i8* %"exception.text_ptr.693")
  br label %"cleanup.done.259"
cleanup.done.260:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4526")
  %".4541" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4542" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4543" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.297", i32 0, i32 0
  %".4544" = bitcast %"builtins__files__File"* %".4542" to i8*
  %".4545" = call i32 @"irx_class_release"(i8* %"context", i8* %".4544", i8* %".4543")
  %".4546" = icmp eq i32 %".4545", 0
  br i1 %".4546", label %"native.ok.297", label %"native.fail.297"
native.fail.296:
  %".4533" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4534" = icmp ne i32 %".4533", 0
  br i1 %".4534", label %"native.pending.296", label %"native.error.296"
native.ok.296:
  br label %"cleanup.done.260"
native.pending.296:
  br label %"cleanup.done.260"
native.error.296:
  %"exception.text_ptr.694" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.695" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4537" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4528", i8* %"exception.text_ptr.694", i32 15, i32 3, i8* %"exception.text_ptr.695")
  br label %"cleanup.done.260"
cleanup.done.261:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4541")
  ret i32 1
native.fail.297:
  %".4548" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4549" = icmp ne i32 %".4548", 0
  br i1 %".4549", label %"native.pending.297", label %"native.error.297"
native.ok.297:
  br label %"cleanup.done.261"
native.pending.297:
  br label %"cleanup.done.261"
native.error.297:
  %"exception.text_ptr.696" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.697" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4552" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4543", i8* %"exception.text_ptr.696", i32 7, i32 3, i8* %"exception.text_ptr.697")
  br label %"cleanup.done.261"
native.overflow.12:
  %"exception.text_ptr.698" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.699" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4559" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".4427", i8* %"exception.text_ptr.698", i32 26, i32 5, i8* %"exception.text_ptr.699")
  %".4560" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4561" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.298", i32 0, i32 0
  %".4562" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4563" = call i32 @"irx_class_release"(i8* %"context", i8* %".4562", i8* %".4561")
  %".4564" = icmp eq i32 %".4563", 0
  br i1 %".4564", label %"native.ok.298", label %"native.fail.298"
native.filevalue.12:
  %".4620" = icmp eq i32 %".4428", 4
  %".4621" = zext i1 %".4620" to i32
  %".4622" = sub i32 0, %".4621"
  %".4623" = icmp slt i32 %".4622", 0
  br i1 %".4623", label %"native.filevalue.12.if", label %"native.filevalue.12.endif"
cleanup.done.262:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4560")
  %".4574" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4575" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4576" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.299", i32 0, i32 0
  %".4577" = bitcast %"builtins__files__File"* %".4575" to i8*
  %".4578" = call i32 @"irx_class_release"(i8* %"context", i8* %".4577", i8* %".4576")
  %".4579" = icmp eq i32 %".4578", 0
  br i1 %".4579", label %"native.ok.299", label %"native.fail.299"
native.fail.298:
  %".4566" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4567" = icmp ne i32 %".4566", 0
  br i1 %".4567", label %"native.pending.298", label %"native.error.298"
native.ok.298:
  br label %"cleanup.done.262"
native.pending.298:
  br label %"cleanup.done.262"
native.error.298:
  %"exception.text_ptr.700" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.701" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4570" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4561", i8* %"exception.text_ptr.700", i32 26, i32 3, i8* %"exception.text_ptr.701")
  br label %"cleanup.done.262"
cleanup.done.263:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4574")
  %".4589" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4590" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4591" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.300", i32 0, i32 0
  %".4592" = bitcast %"builtins__files__File"* %".4590" to i8*
  %".4593" = call i32 @"irx_class_release"(i8* %"context", i8* %".4592", i8* %".4591")
  %".4594" = icmp eq i32 %".4593", 0
  br i1 %".4594", label %"native.ok.300", label %"native.fail.300"
native.fail.299:
  %".4581" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4582" = icmp ne i32 %".4581", 0
  br i1 %".4582", label %"native.pending.299", label %"native.error.299"
native.ok.299:
  br label %"cleanup.done.263"
native.pending.299:
  br label %"cleanup.done.263"
native.error.299:
  %"exception.text_ptr.702" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.703" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4585" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4576", i8* %"exception.text_ptr.702", i32 18, i32 3, i8* %"exception.text_ptr.703")
  br label %"cleanup.done.263"
cleanup.done.264:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4589")
  %".4604" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4605" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4606" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.301", i32 0, i32 0
  %".4607" = bitcast %"builtins__files__File"* %".4605" to i8*
  %".4608" = call i32 @"irx_class_release"(i8* %"context", i8* %".4607", i8* %".4606")
  %".4609" = icmp eq i32 %".4608", 0
  br i1 %".4609", label %"native.ok.301", label %"native.fail.301"
native.fail.300:
  %".4596" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4597" = icmp ne i32 %".4596", 0
  br i1 %".4597", label %"native.pending.300", label %"native.error.300"
native.ok.300:
  br label %"cleanup.done.264"
native.pending.300:
  br label %"cleanup.done.264"
native.error.300:
  %"exception.text_ptr.704" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.705" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4600" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4591", i8* %"exception.text_ptr.704", i32 15, i32 3, i8* %"exception.text_ptr.705")
  br label %"cleanup.done.264"
cleanup.done.265:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4604")
  ret i32 1
native.fail.301:
  %".4611" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4612" = icmp ne i32 %".4611", 0
  br i1 %".4612", label %"native.pending.301", label %"native.error.301"
native.ok.301:
  br label %"cleanup.done.265"
native.pending.301:
  br label %"cleanup.done.265"
native.error.301:
  %"exception.text_ptr.706" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.707" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4615" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4606", i8* %"exception.text_ptr.706", i32 7, i32 3, i8* %"exception.text_ptr.707")
  br label %"cleanup.done.265"
native.filevalue.12.if:
  %"exception.text_ptr.708" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.709" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.710" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.708", i8* %"exception.text_ptr.709", i32 26, i32 5, i8* %"exception.text_ptr.710")
  unreachable
native.filevalue.12.endif:
  %"exception.text_ptr.711" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.712" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4627" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".4427", i8* %"exception.text_ptr.711", i32 26, i32 5, i8* %"exception.text_ptr.712")
  %".4628" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4629" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.302", i32 0, i32 0
  %".4630" = bitcast %"builtins__files__File"* %"r.3" to i8*
  %".4631" = call i32 @"irx_class_release"(i8* %"context", i8* %".4630", i8* %".4629")
  %".4632" = icmp eq i32 %".4631", 0
  br i1 %".4632", label %"native.ok.302", label %"native.fail.302"
cleanup.done.266:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4628")
  %".4642" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4643" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4644" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.303", i32 0, i32 0
  %".4645" = bitcast %"builtins__files__File"* %".4643" to i8*
  %".4646" = call i32 @"irx_class_release"(i8* %"context", i8* %".4645", i8* %".4644")
  %".4647" = icmp eq i32 %".4646", 0
  br i1 %".4647", label %"native.ok.303", label %"native.fail.303"
native.fail.302:
  %".4634" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4635" = icmp ne i32 %".4634", 0
  br i1 %".4635", label %"native.pending.302", label %"native.error.302"
native.ok.302:
  br label %"cleanup.done.266"
native.pending.302:
  br label %"cleanup.done.266"
native.error.302:
  %"exception.text_ptr.713" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.714" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4638" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4629", i8* %"exception.text_ptr.713", i32 26, i32 3, i8* %"exception.text_ptr.714")
  br label %"cleanup.done.266"
cleanup.done.267:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4642")
  %".4657" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4658" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4659" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.304", i32 0, i32 0
  %".4660" = bitcast %"builtins__files__File"* %".4658" to i8*
  %".4661" = call i32 @"irx_class_release"(i8* %"context", i8* %".4660", i8* %".4659")
  %".4662" = icmp eq i32 %".4661", 0
  br i1 %".4662", label %"native.ok.304", label %"native.fail.304"
native.fail.303:
  %".4649" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4650" = icmp ne i32 %".4649", 0
  br i1 %".4650", label %"native.pending.303", label %"native.error.303"
native.ok.303:
  br label %"cleanup.done.267"
native.pending.303:
  br label %"cleanup.done.267"
native.error.303:
  %"exception.text_ptr.715" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.716" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4653" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4644", i8* %"exception.text_ptr.715", i32 18, i32 3, i8* %"exception.text_ptr.716")
  br label %"cleanup.done.267"
cleanup.done.268:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4657")
  %".4672" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4673" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4674" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.305", i32 0, i32 0
  %".4675" = bitcast %"builtins__files__File"* %".4673" to i8*
  %".4676" = call i32 @"irx_class_release"(i8* %"context", i8* %".4675", i8* %".4674")
  %".4677" = icmp eq i32 %".4676", 0
  br i1 %".4677", label %"native.ok.305", label %"native.fail.305"
native.fail.304:
  %".4664" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4665" = icmp ne i32 %".4664", 0
  br i1 %".4665", label %"native.pending.304", label %"native.error.304"
native.ok.304:
  br label %"cleanup.done.268"
native.pending.304:
  br label %"cleanup.done.268"
native.error.304:
  %"exception.text_ptr.717" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.718" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4668" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4659", i8* %"exception.text_ptr.717", i32 15, i32 3, i8* %"exception.text_ptr.718")
  br label %"cleanup.done.268"
cleanup.done.269:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4672")
  ret i32 1
native.fail.305:
  %".4679" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4680" = icmp ne i32 %".4679", 0
  br i1 %".4680", label %"native.pending.305", label %"native.error.305"
native.ok.305:
  br label %"cleanup.done.269"
native.pending.305:
  br label %"cleanup.done.269"
native.error.305:
  %"exception.text_ptr.719" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.720" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4683" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4674", i8* %"exception.text_ptr.719", i32 7, i32 3, i8* %"exception.text_ptr.720")
  br label %"cleanup.done.269"
cleanup.done.270:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4688")
  %".4702" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4703" = icmp ne i32 %".4702", 0
  br i1 %".4703", label %"cleanup.done.270.if", label %"cleanup.done.270.endif"
native.fail.306:
  %".4694" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4695" = icmp ne i32 %".4694", 0
  br i1 %".4695", label %"native.pending.306", label %"native.error.306"
native.ok.306:
  br label %"cleanup.done.270"
native.pending.306:
  br label %"cleanup.done.270"
native.error.306:
  %"exception.text_ptr.721" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.722" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4698" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4689", i8* %"exception.text_ptr.721", i32 26, i32 3, i8* %"exception.text_ptr.722")
  br label %"cleanup.done.270"
cleanup.done.270.if:
  %".4705" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4706" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4707" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.307", i32 0, i32 0
  %".4708" = bitcast %"builtins__files__File"* %".4706" to i8*
  %".4709" = call i32 @"irx_class_release"(i8* %"context", i8* %".4708", i8* %".4707")
  %".4710" = icmp eq i32 %".4709", 0
  br i1 %".4710", label %"native.ok.307", label %"native.fail.307"
cleanup.done.270.endif:
  %".4751" = getelementptr inbounds [16 x i8], [16 x i8]* @"str_utf8_5001706529789654005_140402500097744", i32 0, i32 0
  %".4752" = getelementptr inbounds [2 x i8], [2 x i8]* @"str_utf8_3049963696671106551_140402500103696", i32 0, i32 0
  %".4753" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.310", i32 0, i32 0
  %".4754" = getelementptr %"builtins__files__File", %"builtins__files__File"* null, i32 1
  %".4755" = ptrtoint %"builtins__files__File"* %".4754" to i64
  %".4756" = call i32 @"irx_class_create"(i64 %".4755", i32 (i8*, i8*, i8*)* @"irx.drop.builtins.files::class::File", i8** %"class_result.3", i8* %".4753")
  %".4757" = icmp eq i32 %".4756", 0
  br i1 %".4757", label %"native.ok.310", label %"native.fail.310"
cleanup.done.271:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4705")
  %".4720" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4721" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4722" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.308", i32 0, i32 0
  %".4723" = bitcast %"builtins__files__File"* %".4721" to i8*
  %".4724" = call i32 @"irx_class_release"(i8* %"context", i8* %".4723", i8* %".4722")
  %".4725" = icmp eq i32 %".4724", 0
  br i1 %".4725", label %"native.ok.308", label %"native.fail.308"
native.fail.307:
  %".4712" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4713" = icmp ne i32 %".4712", 0
  br i1 %".4713", label %"native.pending.307", label %"native.error.307"
native.ok.307:
  br label %"cleanup.done.271"
native.pending.307:
  br label %"cleanup.done.271"
native.error.307:
  %"exception.text_ptr.723" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.724" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4716" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4707", i8* %"exception.text_ptr.723", i32 18, i32 3, i8* %"exception.text_ptr.724")
  br label %"cleanup.done.271"
cleanup.done.272:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4720")
  %".4735" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4736" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4737" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.309", i32 0, i32 0
  %".4738" = bitcast %"builtins__files__File"* %".4736" to i8*
  %".4739" = call i32 @"irx_class_release"(i8* %"context", i8* %".4738", i8* %".4737")
  %".4740" = icmp eq i32 %".4739", 0
  br i1 %".4740", label %"native.ok.309", label %"native.fail.309"
native.fail.308:
  %".4727" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4728" = icmp ne i32 %".4727", 0
  br i1 %".4728", label %"native.pending.308", label %"native.error.308"
native.ok.308:
  br label %"cleanup.done.272"
native.pending.308:
  br label %"cleanup.done.272"
native.error.308:
  %"exception.text_ptr.725" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.726" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4731" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4722", i8* %"exception.text_ptr.725", i32 15, i32 3, i8* %"exception.text_ptr.726")
  br label %"cleanup.done.272"
cleanup.done.273:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4735")
  ret i32 1
native.fail.309:
  %".4742" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4743" = icmp ne i32 %".4742", 0
  br i1 %".4743", label %"native.pending.309", label %"native.error.309"
native.ok.309:
  br label %"cleanup.done.273"
native.pending.309:
  br label %"cleanup.done.273"
native.error.309:
  %"exception.text_ptr.727" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.728" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4746" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4737", i8* %"exception.text_ptr.727", i32 7, i32 3, i8* %"exception.text_ptr.728")
  br label %"cleanup.done.273"
except.dispatch:
  %"exception.text_ptr.756" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_8", i32 0, i32 0
  %".4926" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.756")
  %".4927" = icmp ne i32 %".4926", 0
  %".4928" = or i1 false, %".4927"
  br i1 %".4928", label %"except.body", label %"except.next"
try.end:
  %"r.4" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5788" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.376", i32 0, i32 0
  %".5789" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5790" = call i32 @"irx_class_retain"(i8* %".5789", i8* %".5788")
  %".5791" = icmp eq i32 %".5790", 0
  br i1 %".5791", label %"native.ok.376", label %"native.fail.376"
native.fail.310:
  %".4759" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4760" = icmp ne i32 %".4759", 0
  br i1 %".4760", label %"native.pending.310", label %"native.error.310"
native.ok.310:
  %".4765" = load i8*, i8** %"class_result.3"
  %".4766" = bitcast i8* %".4765" to %"builtins__files__File"*
  %".4767" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".4766", i32 0, i32 1
  %".4768" = bitcast i8* (i8*, i32)* @"builtins__files__File__descriptor" to i8*
  store i8* %".4768", i8** %".4767"
  %".4770" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".4766", i32 0, i32 2
  %".4771" = bitcast [4 x i8*]* @"builtins__files__File__dispatch" to i8*
  store i8* %".4771", i8** %".4770"
  %".4773" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.311", i32 0, i32 0
  %".4774" = call i32 @"irx_file_open"(i8* %".4751", i8* %".4752", i8** %"file_result.3", i8* %".4773")
  %".4775" = icmp eq i32 %".4774", 0
  br i1 %".4775", label %"native.ok.311", label %"native.fail.311"
native.pending.310:
  br label %"except.dispatch"
native.error.310:
  %"exception.text_ptr.729" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.730" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4763" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4753", i8* %"exception.text_ptr.729", i32 28, i32 25, i8* %"exception.text_ptr.730")
  br label %"except.dispatch"
native.fail.311:
  %".4777" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4778" = icmp ne i32 %".4777", 0
  br i1 %".4778", label %"native.pending.311", label %"native.error.311"
native.ok.311:
  %"file_handle.3" = load i8*, i8** %"file_result.3"
  %".4854" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".4766", i32 0, i32 3
  store i8* %"file_handle.3", i8** %".4854"
  call void @"irx_class_complete"(i8* %".4765")
  store %"builtins__files__File"* %".4766", %"builtins__files__File"** %"missing"
  store %"builtins__files__File"* %".4766", %"builtins__files__File"** %"missing"
  %".4859" = getelementptr inbounds [8 x i8], [8 x i8]* @"str_utf8_4943365998744643558_140402460034384", i32 0, i32 0
  %".4860" = call i32 @"puts"(i8* %".4859")
  %".4861" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4862" = load %"builtins__files__File"*, %"builtins__files__File"** %"missing"
  %".4863" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.316", i32 0, i32 0
  %".4864" = bitcast %"builtins__files__File"* %".4862" to i8*
  %".4865" = call i32 @"irx_class_release"(i8* %"context", i8* %".4864", i8* %".4863")
  %".4866" = icmp eq i32 %".4865", 0
  br i1 %".4866", label %"native.ok.316", label %"native.fail.316"
native.pending.311:
  %".4780" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4781" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.312", i32 0, i32 0
  %".4782" = bitcast %"builtins__files__File"* %".4766" to i8*
  %".4783" = call i32 @"irx_class_release"(i8* %"context", i8* %".4782", i8* %".4781")
  %".4784" = icmp eq i32 %".4783", 0
  br i1 %".4784", label %"native.ok.312", label %"native.fail.312"
native.error.311:
  %".4795" = icmp sge i32 %".4774", 65536
  br i1 %".4795", label %"native.oserror.13", label %"native.valueerror.13"
cleanup.done.274:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4780")
  br label %"except.dispatch"
native.fail.312:
  %".4786" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4787" = icmp ne i32 %".4786", 0
  br i1 %".4787", label %"native.pending.312", label %"native.error.312"
native.ok.312:
  br label %"cleanup.done.274"
native.pending.312:
  br label %"cleanup.done.274"
native.error.312:
  %"exception.text_ptr.731" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.732" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4790" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4781", i8* %"exception.text_ptr.731", i32 28, i32 25, i8* %"exception.text_ptr.732")
  br label %"cleanup.done.274"
native.oserror.13:
  %"exception.text_ptr.733" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.734" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4797" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".4773", i8* %"exception.text_ptr.733", i32 28, i32 25, i8* %"exception.text_ptr.734")
  %".4798" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4799" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.313", i32 0, i32 0
  %".4800" = bitcast %"builtins__files__File"* %".4766" to i8*
  %".4801" = call i32 @"irx_class_release"(i8* %"context", i8* %".4800", i8* %".4799")
  %".4802" = icmp eq i32 %".4801", 0
  br i1 %".4802", label %"native.ok.313", label %"native.fail.313"
native.valueerror.13:
  %".4813" = icmp eq i32 %".4774", 5
  br i1 %".4813", label %"native.overflow.13", label %"native.filevalue.13"
cleanup.done.275:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4798")
  br label %"except.dispatch"
native.fail.313:
  %".4804" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4805" = icmp ne i32 %".4804", 0
  br i1 %".4805", label %"native.pending.313", label %"native.error.313"
native.ok.313:
  br label %"cleanup.done.275"
native.pending.313:
  br label %"cleanup.done.275"
native.error.313:
  %"exception.text_ptr.735" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.736" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4808" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4799", i8* %"exception.text_ptr.735", i32 28, i32 25, i8* %"exception.text_ptr.736")
  br label %"cleanup.done.275"
native.overflow.13:
  %"exception.text_ptr.737" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.738" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4815" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".4773", i8* %"exception.text_ptr.737", i32 28, i32 25, i8* %"exception.text_ptr.738")
  %".4816" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4817" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.314", i32 0, i32 0
  %".4818" = bitcast %"builtins__files__File"* %".4766" to i8*
  %".4819" = call i32 @"irx_class_release"(i8* %"context", i8* %".4818", i8* %".4817")
  %".4820" = icmp eq i32 %".4819", 0
  br i1 %".4820", label %"native.ok.314", label %"native.fail.314"
native.filevalue.13:
  %".4831" = icmp eq i32 %".4774", 4
  %".4832" = zext i1 %".4831" to i32
  %".4833" = sub i32 0, %".4832"
  %".4834" = icmp slt i32 %".4833", 0
  br i1 %".4834", label %"native.filevalue.13.if", label %"native.filevalue.13.endif"
cleanup.done.276:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4816")
  br label %"except.dispatch"
native.fail.314:
  %".4822" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4823" = icmp ne i32 %".4822", 0
  br i1 %".4823", label %"native.pending.314", label %"native.error.314"
native.ok.314:
  br label %"cleanup.done.276"
native.pending.314:
  br label %"cleanup.done.276"
native.error.314:
  %"exception.text_ptr.739" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.740" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4826" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4817", i8* %"exception.text_ptr.739", i32 28, i32 25, i8* %"exception.text_ptr.740")
  br label %"cleanup.done.276"
native.filevalue.13.if:
  %"exception.text_ptr.741" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.742" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.743" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.741", i8* %"exception.text_ptr.742", i32 28, i32 25, i8* %"exception.text_ptr.743")
  unreachable
native.filevalue.13.endif:
  %"exception.text_ptr.744" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.745" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".4838" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".4773", i8* %"exception.text_ptr.744", i32 28, i32 25, i8* %"exception.text_ptr.745")
  %".4839" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4840" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.315", i32 0, i32 0
  %".4841" = bitcast %"builtins__files__File"* %".4766" to i8*
  %".4842" = call i32 @"irx_class_release"(i8* %"context", i8* %".4841", i8* %".4840")
  %".4843" = icmp eq i32 %".4842", 0
  br i1 %".4843", label %"native.ok.315", label %"native.fail.315"
cleanup.done.277:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4839")
  br label %"except.dispatch"
native.fail.315:
  %".4845" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4846" = icmp ne i32 %".4845", 0
  br i1 %".4846", label %"native.pending.315", label %"native.error.315"
native.ok.315:
  br label %"cleanup.done.277"
native.pending.315:
  br label %"cleanup.done.277"
native.error.315:
  %"exception.text_ptr.746" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.747" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4849" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4840", i8* %"exception.text_ptr.746", i32 28, i32 25, i8* %"exception.text_ptr.747")
  br label %"cleanup.done.277"
cleanup.done.278:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4861")
  %".4876" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4877" = icmp ne i32 %".4876", 0
  br i1 %".4877", label %"cleanup.done.278.if", label %"cleanup.done.278.endif"
native.fail.316:
  %".4868" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4869" = icmp ne i32 %".4868", 0
  br i1 %".4869", label %"native.pending.316", label %"native.error.316"
native.ok.316:
  br label %"cleanup.done.278"
native.pending.316:
  br label %"cleanup.done.278"
native.error.316:
  %"exception.text_ptr.748" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.749" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4872" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4863", i8* %"exception.text_ptr.748", i32 28, i32 5, i8* %"exception.text_ptr.749")
  br label %"cleanup.done.278"
cleanup.done.278.if:
  %".4879" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4880" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4881" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.317", i32 0, i32 0
  %".4882" = bitcast %"builtins__files__File"* %".4880" to i8*
  %".4883" = call i32 @"irx_class_release"(i8* %"context", i8* %".4882", i8* %".4881")
  %".4884" = icmp eq i32 %".4883", 0
  br i1 %".4884", label %"native.ok.317", label %"native.fail.317"
cleanup.done.278.endif:
  br label %"try.end"
cleanup.done.279:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4879")
  %".4894" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4895" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4896" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.318", i32 0, i32 0
  %".4897" = bitcast %"builtins__files__File"* %".4895" to i8*
  %".4898" = call i32 @"irx_class_release"(i8* %"context", i8* %".4897", i8* %".4896")
  %".4899" = icmp eq i32 %".4898", 0
  br i1 %".4899", label %"native.ok.318", label %"native.fail.318"
native.fail.317:
  %".4886" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4887" = icmp ne i32 %".4886", 0
  br i1 %".4887", label %"native.pending.317", label %"native.error.317"
native.ok.317:
  br label %"cleanup.done.279"
native.pending.317:
  br label %"cleanup.done.279"
native.error.317:
  %"exception.text_ptr.750" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.751" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4890" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4881", i8* %"exception.text_ptr.750", i32 18, i32 3, i8* %"exception.text_ptr.751")
  br label %"cleanup.done.279"
cleanup.done.280:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4894")
  %".4909" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4910" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4911" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.319", i32 0, i32 0
  %".4912" = bitcast %"builtins__files__File"* %".4910" to i8*
  %".4913" = call i32 @"irx_class_release"(i8* %"context", i8* %".4912", i8* %".4911")
  %".4914" = icmp eq i32 %".4913", 0
  br i1 %".4914", label %"native.ok.319", label %"native.fail.319"
native.fail.318:
  %".4901" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4902" = icmp ne i32 %".4901", 0
  br i1 %".4902", label %"native.pending.318", label %"native.error.318"
native.ok.318:
  br label %"cleanup.done.280"
native.pending.318:
  br label %"cleanup.done.280"
native.error.318:
  %"exception.text_ptr.752" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.753" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4905" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4896", i8* %"exception.text_ptr.752", i32 15, i32 3, i8* %"exception.text_ptr.753")
  br label %"cleanup.done.280"
cleanup.done.281:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4909")
  ret i32 1
native.fail.319:
  %".4916" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4917" = icmp ne i32 %".4916", 0
  br i1 %".4917", label %"native.pending.319", label %"native.error.319"
native.ok.319:
  br label %"cleanup.done.281"
native.pending.319:
  br label %"cleanup.done.281"
native.error.319:
  %"exception.text_ptr.754" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.755" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4920" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4911", i8* %"exception.text_ptr.754", i32 7, i32 3, i8* %"exception.text_ptr.755")
  br label %"cleanup.done.281"
except.body:
  %".4930" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".4931" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".4932" = bitcast i8* %".4931" to %"builtins__exceptions__OSError"*
  store %"builtins__exceptions__OSError"* %".4932", %"builtins__exceptions__OSError"** %"e"
  %".4934" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.320", i32 0, i32 0
  %".4935" = bitcast %"builtins__exceptions__OSError"* %".4932" to i8*
  %".4936" = call i32 @"irx_class_retain"(i8* %".4935", i8* %".4934")
  %".4937" = icmp eq i32 %".4936", 0
  br i1 %".4937", label %"native.ok.320", label %"native.fail.320"
except.next:
  %".5742" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5743" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5744" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.373", i32 0, i32 0
  %".5745" = bitcast %"builtins__files__File"* %".5743" to i8*
  %".5746" = call i32 @"irx_class_release"(i8* %"context", i8* %".5745", i8* %".5744")
  %".5747" = icmp eq i32 %".5746", 0
  br i1 %".5747", label %"native.ok.373", label %"native.fail.373"
native.fail.320:
  %".4939" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4940" = icmp ne i32 %".4939", 0
  br i1 %".4940", label %"native.pending.320", label %"native.error.320"
native.ok.320:
  %"e.1" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5037" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.327", i32 0, i32 0
  %".5038" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5039" = call i32 @"irx_class_require"(i8* %".5038", i8* %".5037")
  %".5040" = icmp eq i32 %".5039", 0
  br i1 %".5040", label %"native.ok.327", label %"native.fail.327"
native.pending.320:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".4943" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4944" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4945" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.321", i32 0, i32 0
  %".4946" = bitcast %"builtins__files__File"* %".4944" to i8*
  %".4947" = call i32 @"irx_class_release"(i8* %"context", i8* %".4946", i8* %".4945")
  %".4948" = icmp eq i32 %".4947", 0
  br i1 %".4948", label %"native.ok.321", label %"native.fail.321"
native.error.320:
  %"exception.text_ptr.763" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.764" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4989" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4934", i8* %"exception.text_ptr.763", i32 30, i32 3, i8* %"exception.text_ptr.764")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".4991" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4992" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".4993" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.324", i32 0, i32 0
  %".4994" = bitcast %"builtins__files__File"* %".4992" to i8*
  %".4995" = call i32 @"irx_class_release"(i8* %"context", i8* %".4994", i8* %".4993")
  %".4996" = icmp eq i32 %".4995", 0
  br i1 %".4996", label %"native.ok.324", label %"native.fail.324"
cleanup.done.282:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4943")
  %".4958" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4959" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".4960" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.322", i32 0, i32 0
  %".4961" = bitcast %"builtins__files__File"* %".4959" to i8*
  %".4962" = call i32 @"irx_class_release"(i8* %"context", i8* %".4961", i8* %".4960")
  %".4963" = icmp eq i32 %".4962", 0
  br i1 %".4963", label %"native.ok.322", label %"native.fail.322"
native.fail.321:
  %".4950" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4951" = icmp ne i32 %".4950", 0
  br i1 %".4951", label %"native.pending.321", label %"native.error.321"
native.ok.321:
  br label %"cleanup.done.282"
native.pending.321:
  br label %"cleanup.done.282"
native.error.321:
  %"exception.text_ptr.757" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.758" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4954" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4945", i8* %"exception.text_ptr.757", i32 18, i32 3, i8* %"exception.text_ptr.758")
  br label %"cleanup.done.282"
cleanup.done.283:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4958")
  %".4973" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".4974" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".4975" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.323", i32 0, i32 0
  %".4976" = bitcast %"builtins__files__File"* %".4974" to i8*
  %".4977" = call i32 @"irx_class_release"(i8* %"context", i8* %".4976", i8* %".4975")
  %".4978" = icmp eq i32 %".4977", 0
  br i1 %".4978", label %"native.ok.323", label %"native.fail.323"
native.fail.322:
  %".4965" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4966" = icmp ne i32 %".4965", 0
  br i1 %".4966", label %"native.pending.322", label %"native.error.322"
native.ok.322:
  br label %"cleanup.done.283"
native.pending.322:
  br label %"cleanup.done.283"
native.error.322:
  %"exception.text_ptr.759" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.760" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4969" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4960", i8* %"exception.text_ptr.759", i32 15, i32 3, i8* %"exception.text_ptr.760")
  br label %"cleanup.done.283"
cleanup.done.284:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4973")
  ret i32 1
native.fail.323:
  %".4980" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4981" = icmp ne i32 %".4980", 0
  br i1 %".4981", label %"native.pending.323", label %"native.error.323"
native.ok.323:
  br label %"cleanup.done.284"
native.pending.323:
  br label %"cleanup.done.284"
native.error.323:
  %"exception.text_ptr.761" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.762" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".4984" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4975", i8* %"exception.text_ptr.761", i32 7, i32 3, i8* %"exception.text_ptr.762")
  br label %"cleanup.done.284"
cleanup.done.285:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".4991")
  %".5006" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5007" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5008" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.325", i32 0, i32 0
  %".5009" = bitcast %"builtins__files__File"* %".5007" to i8*
  %".5010" = call i32 @"irx_class_release"(i8* %"context", i8* %".5009", i8* %".5008")
  %".5011" = icmp eq i32 %".5010", 0
  br i1 %".5011", label %"native.ok.325", label %"native.fail.325"
native.fail.324:
  %".4998" = call i32 @"irx_exception_pending"(i8* %"context")
  %".4999" = icmp ne i32 %".4998", 0
  br i1 %".4999", label %"native.pending.324", label %"native.error.324"
native.ok.324:
  br label %"cleanup.done.285"
native.pending.324:
  br label %"cleanup.done.285"
native.error.324:
  %"exception.text_ptr.765" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.766" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5002" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4993", i8* %"exception.text_ptr.765", i32 18, i32 3, i8* %"exception.text_ptr.766")
  br label %"cleanup.done.285"
cleanup.done.286:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5006")
  %".5021" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5022" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5023" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.326", i32 0, i32 0
  %".5024" = bitcast %"builtins__files__File"* %".5022" to i8*
  %".5025" = call i32 @"irx_class_release"(i8* %"context", i8* %".5024", i8* %".5023")
  %".5026" = icmp eq i32 %".5025", 0
  br i1 %".5026", label %"native.ok.326", label %"native.fail.326"
native.fail.325:
  %".5013" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5014" = icmp ne i32 %".5013", 0
  br i1 %".5014", label %"native.pending.325", label %"native.error.325"
native.ok.325:
  br label %"cleanup.done.286"
native.pending.325:
  br label %"cleanup.done.286"
native.error.325:
  %"exception.text_ptr.767" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.768" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5017" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5008", i8* %"exception.text_ptr.767", i32 15, i32 3, i8* %"exception.text_ptr.768")
  br label %"cleanup.done.286"
cleanup.done.287:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5021")
  ret i32 1
native.fail.326:
  %".5028" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5029" = icmp ne i32 %".5028", 0
  br i1 %".5029", label %"native.pending.326", label %"native.error.326"
native.ok.326:
  br label %"cleanup.done.287"
native.pending.326:
  br label %"cleanup.done.287"
native.error.326:
  %"exception.text_ptr.769" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.770" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5032" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5023", i8* %"exception.text_ptr.769", i32 7, i32 3, i8* %"exception.text_ptr.770")
  br label %"cleanup.done.287"
native.fail.327:
  %".5042" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5043" = icmp ne i32 %".5042", 0
  br i1 %".5043", label %"native.pending.327", label %"native.error.327"
native.ok.327:
  %".5170" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.336", i32 0, i32 0
  %".5171" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5172" = call i32 @"irx_class_retain"(i8* %".5171", i8* %".5170")
  %".5173" = icmp eq i32 %".5172", 0
  br i1 %".5173", label %"native.ok.336", label %"native.fail.336"
native.pending.327:
  %".5045" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5046" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5047" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.328", i32 0, i32 0
  %".5048" = bitcast %"builtins__exceptions__OSError"* %".5046" to i8*
  %".5049" = call i32 @"irx_class_release"(i8* %"context", i8* %".5048", i8* %".5047")
  %".5050" = icmp eq i32 %".5049", 0
  br i1 %".5050", label %"native.ok.328", label %"native.fail.328"
native.error.327:
  %"exception.text_ptr.779" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.780" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5107" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5037", i8* %"exception.text_ptr.779", i32 31, i32 11, i8* %"exception.text_ptr.780")
  %".5108" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5109" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5110" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.332", i32 0, i32 0
  %".5111" = bitcast %"builtins__exceptions__OSError"* %".5109" to i8*
  %".5112" = call i32 @"irx_class_release"(i8* %"context", i8* %".5111", i8* %".5110")
  %".5113" = icmp eq i32 %".5112", 0
  br i1 %".5113", label %"native.ok.332", label %"native.fail.332"
cleanup.done.288:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5045")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5061" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5062" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5063" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.329", i32 0, i32 0
  %".5064" = bitcast %"builtins__files__File"* %".5062" to i8*
  %".5065" = call i32 @"irx_class_release"(i8* %"context", i8* %".5064", i8* %".5063")
  %".5066" = icmp eq i32 %".5065", 0
  br i1 %".5066", label %"native.ok.329", label %"native.fail.329"
native.fail.328:
  %".5052" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5053" = icmp ne i32 %".5052", 0
  br i1 %".5053", label %"native.pending.328", label %"native.error.328"
native.ok.328:
  br label %"cleanup.done.288"
native.pending.328:
  br label %"cleanup.done.288"
native.error.328:
  %"exception.text_ptr.771" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.772" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5056" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5047", i8* %"exception.text_ptr.771", i32 30, i32 3, i8* %"exception.text_ptr.772")
  br label %"cleanup.done.288"
cleanup.done.289:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5061")
  %".5076" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5077" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5078" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.330", i32 0, i32 0
  %".5079" = bitcast %"builtins__files__File"* %".5077" to i8*
  %".5080" = call i32 @"irx_class_release"(i8* %"context", i8* %".5079", i8* %".5078")
  %".5081" = icmp eq i32 %".5080", 0
  br i1 %".5081", label %"native.ok.330", label %"native.fail.330"
native.fail.329:
  %".5068" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5069" = icmp ne i32 %".5068", 0
  br i1 %".5069", label %"native.pending.329", label %"native.error.329"
native.ok.329:
  br label %"cleanup.done.289"
native.pending.329:
  br label %"cleanup.done.289"
native.error.329:
  %"exception.text_ptr.773" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.774" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5072" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5063", i8* %"exception.text_ptr.773", i32 18, i32 3, i8* %"exception.text_ptr.774")
  br label %"cleanup.done.289"
cleanup.done.290:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5076")
  %".5091" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5092" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5093" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.331", i32 0, i32 0
  %".5094" = bitcast %"builtins__files__File"* %".5092" to i8*
  %".5095" = call i32 @"irx_class_release"(i8* %"context", i8* %".5094", i8* %".5093")
  %".5096" = icmp eq i32 %".5095", 0
  br i1 %".5096", label %"native.ok.331", label %"native.fail.331"
native.fail.330:
  %".5083" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5084" = icmp ne i32 %".5083", 0
  br i1 %".5084", label %"native.pending.330", label %"native.error.330"
native.ok.330:
  br label %"cleanup.done.290"
native.pending.330:
  br label %"cleanup.done.290"
native.error.330:
  %"exception.text_ptr.775" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.776" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5087" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5078", i8* %"exception.text_ptr.775", i32 15, i32 3, i8* %"exception.text_ptr.776")
  br label %"cleanup.done.290"
cleanup.done.291:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5091")
  ret i32 1
native.fail.331:
  %".5098" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5099" = icmp ne i32 %".5098", 0
  br i1 %".5099", label %"native.pending.331", label %"native.error.331"
native.ok.331:
  br label %"cleanup.done.291"
native.pending.331:
  br label %"cleanup.done.291"
native.error.331:
  %"exception.text_ptr.777" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.778" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5093", i8* %"exception.text_ptr.777", i32 7, i32 3, i8* %"exception.text_ptr.778")
  br label %"cleanup.done.291"
cleanup.done.292:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5108")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5124" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5125" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5126" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.333", i32 0, i32 0
  %".5127" = bitcast %"builtins__files__File"* %".5125" to i8*
  %".5128" = call i32 @"irx_class_release"(i8* %"context", i8* %".5127", i8* %".5126")
  %".5129" = icmp eq i32 %".5128", 0
  br i1 %".5129", label %"native.ok.333", label %"native.fail.333"
native.fail.332:
  %".5115" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5116" = icmp ne i32 %".5115", 0
  br i1 %".5116", label %"native.pending.332", label %"native.error.332"
native.ok.332:
  br label %"cleanup.done.292"
native.pending.332:
  br label %"cleanup.done.292"
native.error.332:
  %"exception.text_ptr.781" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.782" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5119" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5110", i8* %"exception.text_ptr.781", i32 30, i32 3, i8* %"exception.text_ptr.782")
  br label %"cleanup.done.292"
cleanup.done.293:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5124")
  %".5139" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5140" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5141" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.334", i32 0, i32 0
  %".5142" = bitcast %"builtins__files__File"* %".5140" to i8*
  %".5143" = call i32 @"irx_class_release"(i8* %"context", i8* %".5142", i8* %".5141")
  %".5144" = icmp eq i32 %".5143", 0
  br i1 %".5144", label %"native.ok.334", label %"native.fail.334"
native.fail.333:
  %".5131" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5132" = icmp ne i32 %".5131", 0
  br i1 %".5132", label %"native.pending.333", label %"native.error.333"
native.ok.333:
  br label %"cleanup.done.293"
native.pending.333:
  br label %"cleanup.done.293"
native.error.333:
  %"exception.text_ptr.783" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.784" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5135" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5126", i8* %"exception.text_ptr.783", i32 18, i32 3, i8* %"exception.text_ptr.784")
  br label %"cleanup.done.293"
cleanup.done.294:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5139")
  %".5154" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5155" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5156" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.335", i32 0, i32 0
  %".5157" = bitcast %"builtins__files__File"* %".5155" to i8*
  %".5158" = call i32 @"irx_class_release"(i8* %"context", i8* %".5157", i8* %".5156")
  %".5159" = icmp eq i32 %".5158", 0
  br i1 %".5159", label %"native.ok.335", label %"native.fail.335"
native.fail.334:
  %".5146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5147" = icmp ne i32 %".5146", 0
  br i1 %".5147", label %"native.pending.334", label %"native.error.334"
native.ok.334:
  br label %"cleanup.done.294"
native.pending.334:
  br label %"cleanup.done.294"
native.error.334:
  %"exception.text_ptr.785" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.786" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5150" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5141", i8* %"exception.text_ptr.785", i32 15, i32 3, i8* %"exception.text_ptr.786")
  br label %"cleanup.done.294"
cleanup.done.295:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5154")
  ret i32 1
native.fail.335:
  %".5161" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5162" = icmp ne i32 %".5161", 0
  br i1 %".5162", label %"native.pending.335", label %"native.error.335"
native.ok.335:
  br label %"cleanup.done.295"
native.pending.335:
  br label %"cleanup.done.295"
native.error.335:
  %"exception.text_ptr.787" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.788" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5165" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5156", i8* %"exception.text_ptr.787", i32 7, i32 3, i8* %"exception.text_ptr.788")
  br label %"cleanup.done.295"
native.fail.336:
  %".5175" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5176" = icmp ne i32 %".5175", 0
  br i1 %".5176", label %"native.pending.336", label %"native.error.336"
native.ok.336:
  %".5303" = getelementptr inbounds %"builtins__exceptions__OSError", %"builtins__exceptions__OSError"* %"e.1", i32 0, i32 1
  %".5304" = load i8*, i8** %".5303"
  %".5305" = bitcast i8* %".5304" to i8* (i8*, i32)*
  %".5306" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %"message_raw_addr" = call i8* %".5305"(i8* %".5306", i32 0)
  %".5307" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.345", i32 0, i32 0
  %".5308" = call i32 @"irx_class_require"(i8* %"message_raw_addr", i8* %".5307")
  %".5309" = icmp eq i32 %".5308", 0
  br i1 %".5309", label %"native.ok.345", label %"native.fail.345"
native.pending.336:
  %".5178" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5179" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5180" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.337", i32 0, i32 0
  %".5181" = bitcast %"builtins__exceptions__OSError"* %".5179" to i8*
  %".5182" = call i32 @"irx_class_release"(i8* %"context", i8* %".5181", i8* %".5180")
  %".5183" = icmp eq i32 %".5182", 0
  br i1 %".5183", label %"native.ok.337", label %"native.fail.337"
native.error.336:
  %"exception.text_ptr.797" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.798" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5240" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5170", i8* %"exception.text_ptr.797", i32 31, i32 11, i8* %"exception.text_ptr.798")
  %".5241" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5242" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5243" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.341", i32 0, i32 0
  %".5244" = bitcast %"builtins__exceptions__OSError"* %".5242" to i8*
  %".5245" = call i32 @"irx_class_release"(i8* %"context", i8* %".5244", i8* %".5243")
  %".5246" = icmp eq i32 %".5245", 0
  br i1 %".5246", label %"native.ok.341", label %"native.fail.341"
cleanup.done.296:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5178")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5194" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5195" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5196" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.338", i32 0, i32 0
  %".5197" = bitcast %"builtins__files__File"* %".5195" to i8*
  %".5198" = call i32 @"irx_class_release"(i8* %"context", i8* %".5197", i8* %".5196")
  %".5199" = icmp eq i32 %".5198", 0
  br i1 %".5199", label %"native.ok.338", label %"native.fail.338"
native.fail.337:
  %".5185" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5186" = icmp ne i32 %".5185", 0
  br i1 %".5186", label %"native.pending.337", label %"native.error.337"
native.ok.337:
  br label %"cleanup.done.296"
native.pending.337:
  br label %"cleanup.done.296"
native.error.337:
  %"exception.text_ptr.789" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.790" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5189" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5180", i8* %"exception.text_ptr.789", i32 30, i32 3, i8* %"exception.text_ptr.790")
  br label %"cleanup.done.296"
cleanup.done.297:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5194")
  %".5209" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5210" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5211" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.339", i32 0, i32 0
  %".5212" = bitcast %"builtins__files__File"* %".5210" to i8*
  %".5213" = call i32 @"irx_class_release"(i8* %"context", i8* %".5212", i8* %".5211")
  %".5214" = icmp eq i32 %".5213", 0
  br i1 %".5214", label %"native.ok.339", label %"native.fail.339"
native.fail.338:
  %".5201" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5202" = icmp ne i32 %".5201", 0
  br i1 %".5202", label %"native.pending.338", label %"native.error.338"
native.ok.338:
  br label %"cleanup.done.297"
native.pending.338:
  br label %"cleanup.done.297"
native.error.338:
  %"exception.text_ptr.791" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.792" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5205" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5196", i8* %"exception.text_ptr.791", i32 18, i32 3, i8* %"exception.text_ptr.792")
  br label %"cleanup.done.297"
cleanup.done.298:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5209")
  %".5224" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5225" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5226" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.340", i32 0, i32 0
  %".5227" = bitcast %"builtins__files__File"* %".5225" to i8*
  %".5228" = call i32 @"irx_class_release"(i8* %"context", i8* %".5227", i8* %".5226")
  %".5229" = icmp eq i32 %".5228", 0
  br i1 %".5229", label %"native.ok.340", label %"native.fail.340"
native.fail.339:
  %".5216" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5217" = icmp ne i32 %".5216", 0
  br i1 %".5217", label %"native.pending.339", label %"native.error.339"
native.ok.339:
  br label %"cleanup.done.298"
native.pending.339:
  br label %"cleanup.done.298"
native.error.339:
  %"exception.text_ptr.793" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.794" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5220" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5211", i8* %"exception.text_ptr.793", i32 15, i32 3, i8* %"exception.text_ptr.794")
  br label %"cleanup.done.298"
cleanup.done.299:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5224")
  ret i32 1
native.fail.340:
  %".5231" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5232" = icmp ne i32 %".5231", 0
  br i1 %".5232", label %"native.pending.340", label %"native.error.340"
native.ok.340:
  br label %"cleanup.done.299"
native.pending.340:
  br label %"cleanup.done.299"
native.error.340:
  %"exception.text_ptr.795" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.796" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5226", i8* %"exception.text_ptr.795", i32 7, i32 3, i8* %"exception.text_ptr.796")
  br label %"cleanup.done.299"
cleanup.done.300:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5241")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5257" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5258" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5259" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.342", i32 0, i32 0
  %".5260" = bitcast %"builtins__files__File"* %".5258" to i8*
  %".5261" = call i32 @"irx_class_release"(i8* %"context", i8* %".5260", i8* %".5259")
  %".5262" = icmp eq i32 %".5261", 0
  br i1 %".5262", label %"native.ok.342", label %"native.fail.342"
native.fail.341:
  %".5248" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5249" = icmp ne i32 %".5248", 0
  br i1 %".5249", label %"native.pending.341", label %"native.error.341"
native.ok.341:
  br label %"cleanup.done.300"
native.pending.341:
  br label %"cleanup.done.300"
native.error.341:
  %"exception.text_ptr.799" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.800" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5252" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5243", i8* %"exception.text_ptr.799", i32 30, i32 3, i8* %"exception.text_ptr.800")
  br label %"cleanup.done.300"
cleanup.done.301:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5257")
  %".5272" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5273" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5274" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.343", i32 0, i32 0
  %".5275" = bitcast %"builtins__files__File"* %".5273" to i8*
  %".5276" = call i32 @"irx_class_release"(i8* %"context", i8* %".5275", i8* %".5274")
  %".5277" = icmp eq i32 %".5276", 0
  br i1 %".5277", label %"native.ok.343", label %"native.fail.343"
native.fail.342:
  %".5264" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5265" = icmp ne i32 %".5264", 0
  br i1 %".5265", label %"native.pending.342", label %"native.error.342"
native.ok.342:
  br label %"cleanup.done.301"
native.pending.342:
  br label %"cleanup.done.301"
native.error.342:
  %"exception.text_ptr.801" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.802" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5268" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5259", i8* %"exception.text_ptr.801", i32 18, i32 3, i8* %"exception.text_ptr.802")
  br label %"cleanup.done.301"
cleanup.done.302:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5272")
  %".5287" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5288" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5289" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.344", i32 0, i32 0
  %".5290" = bitcast %"builtins__files__File"* %".5288" to i8*
  %".5291" = call i32 @"irx_class_release"(i8* %"context", i8* %".5290", i8* %".5289")
  %".5292" = icmp eq i32 %".5291", 0
  br i1 %".5292", label %"native.ok.344", label %"native.fail.344"
native.fail.343:
  %".5279" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5280" = icmp ne i32 %".5279", 0
  br i1 %".5280", label %"native.pending.343", label %"native.error.343"
native.ok.343:
  br label %"cleanup.done.302"
native.pending.343:
  br label %"cleanup.done.302"
native.error.343:
  %"exception.text_ptr.803" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.804" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5283" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5274", i8* %"exception.text_ptr.803", i32 15, i32 3, i8* %"exception.text_ptr.804")
  br label %"cleanup.done.302"
cleanup.done.303:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5287")
  ret i32 1
native.fail.344:
  %".5294" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5295" = icmp ne i32 %".5294", 0
  br i1 %".5295", label %"native.pending.344", label %"native.error.344"
native.ok.344:
  br label %"cleanup.done.303"
native.pending.344:
  br label %"cleanup.done.303"
native.error.344:
  %"exception.text_ptr.805" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.806" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5298" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5289", i8* %"exception.text_ptr.805", i32 7, i32 3, i8* %"exception.text_ptr.806")
  br label %"cleanup.done.303"
native.fail.345:
  %".5311" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5312" = icmp ne i32 %".5311", 0
  br i1 %".5312", label %"native.pending.345", label %"native.error.345"
native.ok.345:
  %"message_addr" = bitcast i8* %"message_raw_addr" to i8**
  %"message" = load i8*, i8** %"message_addr"
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_29", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %"message", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded.2" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
native.pending.345:
  %".5314" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5315" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.346", i32 0, i32 0
  %".5316" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5317" = call i32 @"irx_class_release"(i8* %"context", i8* %".5316", i8* %".5315")
  %".5318" = icmp eq i32 %".5317", 0
  br i1 %".5318", label %"native.ok.346", label %"native.fail.346"
native.error.345:
  %"exception.text_ptr.817" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.818" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5390" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5307", i8* %"exception.text_ptr.817", i32 31, i32 11, i8* %"exception.text_ptr.818")
  %".5391" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5392" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.351", i32 0, i32 0
  %".5393" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5394" = call i32 @"irx_class_release"(i8* %"context", i8* %".5393", i8* %".5392")
  %".5395" = icmp eq i32 %".5394", 0
  br i1 %".5395", label %"native.ok.351", label %"native.fail.351"
cleanup.done.304:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5314")
  %".5328" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5329" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5330" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.347", i32 0, i32 0
  %".5331" = bitcast %"builtins__exceptions__OSError"* %".5329" to i8*
  %".5332" = call i32 @"irx_class_release"(i8* %"context", i8* %".5331", i8* %".5330")
  %".5333" = icmp eq i32 %".5332", 0
  br i1 %".5333", label %"native.ok.347", label %"native.fail.347"
native.fail.346:
  %".5320" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5321" = icmp ne i32 %".5320", 0
  br i1 %".5321", label %"native.pending.346", label %"native.error.346"
native.ok.346:
  br label %"cleanup.done.304"
native.pending.346:
  br label %"cleanup.done.304"
native.error.346:
  %"exception.text_ptr.807" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.808" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5324" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5315", i8* %"exception.text_ptr.807", i32 31, i32 11, i8* %"exception.text_ptr.808")
  br label %"cleanup.done.304"
cleanup.done.305:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5328")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5344" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5345" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5346" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.348", i32 0, i32 0
  %".5347" = bitcast %"builtins__files__File"* %".5345" to i8*
  %".5348" = call i32 @"irx_class_release"(i8* %"context", i8* %".5347", i8* %".5346")
  %".5349" = icmp eq i32 %".5348", 0
  br i1 %".5349", label %"native.ok.348", label %"native.fail.348"
native.fail.347:
  %".5335" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5336" = icmp ne i32 %".5335", 0
  br i1 %".5336", label %"native.pending.347", label %"native.error.347"
native.ok.347:
  br label %"cleanup.done.305"
native.pending.347:
  br label %"cleanup.done.305"
native.error.347:
  %"exception.text_ptr.809" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.810" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5339" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5330", i8* %"exception.text_ptr.809", i32 30, i32 3, i8* %"exception.text_ptr.810")
  br label %"cleanup.done.305"
cleanup.done.306:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5344")
  %".5359" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5360" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5361" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.349", i32 0, i32 0
  %".5362" = bitcast %"builtins__files__File"* %".5360" to i8*
  %".5363" = call i32 @"irx_class_release"(i8* %"context", i8* %".5362", i8* %".5361")
  %".5364" = icmp eq i32 %".5363", 0
  br i1 %".5364", label %"native.ok.349", label %"native.fail.349"
native.fail.348:
  %".5351" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5352" = icmp ne i32 %".5351", 0
  br i1 %".5352", label %"native.pending.348", label %"native.error.348"
native.ok.348:
  br label %"cleanup.done.306"
native.pending.348:
  br label %"cleanup.done.306"
native.error.348:
  %"exception.text_ptr.811" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.812" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5355" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5346", i8* %"exception.text_ptr.811", i32 18, i32 3, i8* %"exception.text_ptr.812")
  br label %"cleanup.done.306"
cleanup.done.307:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5359")
  %".5374" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5375" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5376" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.350", i32 0, i32 0
  %".5377" = bitcast %"builtins__files__File"* %".5375" to i8*
  %".5378" = call i32 @"irx_class_release"(i8* %"context", i8* %".5377", i8* %".5376")
  %".5379" = icmp eq i32 %".5378", 0
  br i1 %".5379", label %"native.ok.350", label %"native.fail.350"
native.fail.349:
  %".5366" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5367" = icmp ne i32 %".5366", 0
  br i1 %".5367", label %"native.pending.349", label %"native.error.349"
native.ok.349:
  br label %"cleanup.done.307"
native.pending.349:
  br label %"cleanup.done.307"
native.error.349:
  %"exception.text_ptr.813" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.814" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5370" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5361", i8* %"exception.text_ptr.813", i32 15, i32 3, i8* %"exception.text_ptr.814")
  br label %"cleanup.done.307"
cleanup.done.308:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5374")
  ret i32 1
native.fail.350:
  %".5381" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5382" = icmp ne i32 %".5381", 0
  br i1 %".5382", label %"native.pending.350", label %"native.error.350"
native.ok.350:
  br label %"cleanup.done.308"
native.pending.350:
  br label %"cleanup.done.308"
native.error.350:
  %"exception.text_ptr.815" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.816" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5385" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5376", i8* %"exception.text_ptr.815", i32 7, i32 3, i8* %"exception.text_ptr.816")
  br label %"cleanup.done.308"
cleanup.done.309:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5391")
  %".5405" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5406" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5407" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.352", i32 0, i32 0
  %".5408" = bitcast %"builtins__exceptions__OSError"* %".5406" to i8*
  %".5409" = call i32 @"irx_class_release"(i8* %"context", i8* %".5408", i8* %".5407")
  %".5410" = icmp eq i32 %".5409", 0
  br i1 %".5410", label %"native.ok.352", label %"native.fail.352"
native.fail.351:
  %".5397" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5398" = icmp ne i32 %".5397", 0
  br i1 %".5398", label %"native.pending.351", label %"native.error.351"
native.ok.351:
  br label %"cleanup.done.309"
native.pending.351:
  br label %"cleanup.done.309"
native.error.351:
  %"exception.text_ptr.819" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.820" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5401" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5392", i8* %"exception.text_ptr.819", i32 31, i32 11, i8* %"exception.text_ptr.820")
  br label %"cleanup.done.309"
cleanup.done.310:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5405")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5421" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5422" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5423" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.353", i32 0, i32 0
  %".5424" = bitcast %"builtins__files__File"* %".5422" to i8*
  %".5425" = call i32 @"irx_class_release"(i8* %"context", i8* %".5424", i8* %".5423")
  %".5426" = icmp eq i32 %".5425", 0
  br i1 %".5426", label %"native.ok.353", label %"native.fail.353"
native.fail.352:
  %".5412" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5413" = icmp ne i32 %".5412", 0
  br i1 %".5413", label %"native.pending.352", label %"native.error.352"
native.ok.352:
  br label %"cleanup.done.310"
native.pending.352:
  br label %"cleanup.done.310"
native.error.352:
  %"exception.text_ptr.821" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.822" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5416" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5407", i8* %"exception.text_ptr.821", i32 30, i32 3, i8* %"exception.text_ptr.822")
  br label %"cleanup.done.310"
cleanup.done.311:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5421")
  %".5436" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5437" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5438" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.354", i32 0, i32 0
  %".5439" = bitcast %"builtins__files__File"* %".5437" to i8*
  %".5440" = call i32 @"irx_class_release"(i8* %"context", i8* %".5439", i8* %".5438")
  %".5441" = icmp eq i32 %".5440", 0
  br i1 %".5441", label %"native.ok.354", label %"native.fail.354"
native.fail.353:
  %".5428" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5429" = icmp ne i32 %".5428", 0
  br i1 %".5429", label %"native.pending.353", label %"native.error.353"
native.ok.353:
  br label %"cleanup.done.311"
native.pending.353:
  br label %"cleanup.done.311"
native.error.353:
  %"exception.text_ptr.823" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.824" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5432" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5423", i8* %"exception.text_ptr.823", i32 18, i32 3, i8* %"exception.text_ptr.824")
  br label %"cleanup.done.311"
cleanup.done.312:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5436")
  %".5451" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5452" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5453" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.355", i32 0, i32 0
  %".5454" = bitcast %"builtins__files__File"* %".5452" to i8*
  %".5455" = call i32 @"irx_class_release"(i8* %"context", i8* %".5454", i8* %".5453")
  %".5456" = icmp eq i32 %".5455", 0
  br i1 %".5456", label %"native.ok.355", label %"native.fail.355"
native.fail.354:
  %".5443" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5444" = icmp ne i32 %".5443", 0
  br i1 %".5444", label %"native.pending.354", label %"native.error.354"
native.ok.354:
  br label %"cleanup.done.312"
native.pending.354:
  br label %"cleanup.done.312"
native.error.354:
  %"exception.text_ptr.825" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.826" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5447" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5438", i8* %"exception.text_ptr.825", i32 15, i32 3, i8* %"exception.text_ptr.826")
  br label %"cleanup.done.312"
cleanup.done.313:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5451")
  ret i32 1
native.fail.355:
  %".5458" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5459" = icmp ne i32 %".5458", 0
  br i1 %".5459", label %"native.pending.355", label %"native.error.355"
native.ok.355:
  br label %"cleanup.done.313"
native.pending.355:
  br label %"cleanup.done.313"
native.error.355:
  %"exception.text_ptr.827" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.828" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5462" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5453", i8* %"exception.text_ptr.827", i32 7, i32 3, i8* %"exception.text_ptr.828")
  br label %"cleanup.done.313"
string.allocation.fail.2:
  %"exception.text_ptr.829" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.830" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.831" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".5468" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.829", i8* %"exception.text_ptr.830", i32 -1, i32 -1, i8* %"exception.text_ptr.831")
  %".5469" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5470" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.356", i32 0, i32 0
  %".5471" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5472" = call i32 @"irx_class_release"(i8* %"context", i8* %".5471", i8* %".5470")
  %".5473" = icmp eq i32 %".5472", 0
  br i1 %".5473", label %"native.ok.356", label %"native.fail.356"
string.allocation.pass.2:
  %".5545" = call i32 @"puts"(i8* %"str_concat")
  call void @"free"(i8* %"str_concat")
  %".5547" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5548" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.361", i32 0, i32 0
  %".5549" = bitcast %"builtins__exceptions__OSError"* %"e.1" to i8*
  %".5550" = call i32 @"irx_class_release"(i8* %"context", i8* %".5549", i8* %".5548")
  %".5551" = icmp eq i32 %".5550", 0
  br i1 %".5551", label %"native.ok.361", label %"native.fail.361"
cleanup.done.314:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5469")
  %".5483" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5484" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5485" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.357", i32 0, i32 0
  %".5486" = bitcast %"builtins__exceptions__OSError"* %".5484" to i8*
  %".5487" = call i32 @"irx_class_release"(i8* %"context", i8* %".5486", i8* %".5485")
  %".5488" = icmp eq i32 %".5487", 0
  br i1 %".5488", label %"native.ok.357", label %"native.fail.357"
native.fail.356:
  %".5475" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5476" = icmp ne i32 %".5475", 0
  br i1 %".5476", label %"native.pending.356", label %"native.error.356"
native.ok.356:
  br label %"cleanup.done.314"
native.pending.356:
  br label %"cleanup.done.314"
native.error.356:
  %"exception.text_ptr.832" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.833" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5479" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5470", i8* %"exception.text_ptr.832", i32 31, i32 11, i8* %"exception.text_ptr.833")
  br label %"cleanup.done.314"
cleanup.done.315:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5483")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5499" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5500" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5501" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.358", i32 0, i32 0
  %".5502" = bitcast %"builtins__files__File"* %".5500" to i8*
  %".5503" = call i32 @"irx_class_release"(i8* %"context", i8* %".5502", i8* %".5501")
  %".5504" = icmp eq i32 %".5503", 0
  br i1 %".5504", label %"native.ok.358", label %"native.fail.358"
native.fail.357:
  %".5490" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5491" = icmp ne i32 %".5490", 0
  br i1 %".5491", label %"native.pending.357", label %"native.error.357"
native.ok.357:
  br label %"cleanup.done.315"
native.pending.357:
  br label %"cleanup.done.315"
native.error.357:
  %"exception.text_ptr.834" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.835" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5494" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5485", i8* %"exception.text_ptr.834", i32 30, i32 3, i8* %"exception.text_ptr.835")
  br label %"cleanup.done.315"
cleanup.done.316:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5499")
  %".5514" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5515" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5516" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.359", i32 0, i32 0
  %".5517" = bitcast %"builtins__files__File"* %".5515" to i8*
  %".5518" = call i32 @"irx_class_release"(i8* %"context", i8* %".5517", i8* %".5516")
  %".5519" = icmp eq i32 %".5518", 0
  br i1 %".5519", label %"native.ok.359", label %"native.fail.359"
native.fail.358:
  %".5506" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5507" = icmp ne i32 %".5506", 0
  br i1 %".5507", label %"native.pending.358", label %"native.error.358"
native.ok.358:
  br label %"cleanup.done.316"
native.pending.358:
  br label %"cleanup.done.316"
native.error.358:
  %"exception.text_ptr.836" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.837" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5510" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5501", i8* %"exception.text_ptr.836", i32 18, i32 3, i8* %"exception.text_ptr.837")
  br label %"cleanup.done.316"
cleanup.done.317:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5514")
  %".5529" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5530" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5531" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.360", i32 0, i32 0
  %".5532" = bitcast %"builtins__files__File"* %".5530" to i8*
  %".5533" = call i32 @"irx_class_release"(i8* %"context", i8* %".5532", i8* %".5531")
  %".5534" = icmp eq i32 %".5533", 0
  br i1 %".5534", label %"native.ok.360", label %"native.fail.360"
native.fail.359:
  %".5521" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5522" = icmp ne i32 %".5521", 0
  br i1 %".5522", label %"native.pending.359", label %"native.error.359"
native.ok.359:
  br label %"cleanup.done.317"
native.pending.359:
  br label %"cleanup.done.317"
native.error.359:
  %"exception.text_ptr.838" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.839" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5525" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5516", i8* %"exception.text_ptr.838", i32 15, i32 3, i8* %"exception.text_ptr.839")
  br label %"cleanup.done.317"
cleanup.done.318:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5529")
  ret i32 1
native.fail.360:
  %".5536" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5537" = icmp ne i32 %".5536", 0
  br i1 %".5537", label %"native.pending.360", label %"native.error.360"
native.ok.360:
  br label %"cleanup.done.318"
native.pending.360:
  br label %"cleanup.done.318"
native.error.360:
  %"exception.text_ptr.840" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.841" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5540" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5531", i8* %"exception.text_ptr.840", i32 7, i32 3, i8* %"exception.text_ptr.841")
  br label %"cleanup.done.318"
cleanup.done.319:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5547")
  %".5561" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5562" = icmp ne i32 %".5561", 0
  br i1 %".5562", label %"cleanup.done.319.if", label %"cleanup.done.319.endif"
native.fail.361:
  %".5553" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5554" = icmp ne i32 %".5553", 0
  br i1 %".5554", label %"native.pending.361", label %"native.error.361"
native.ok.361:
  br label %"cleanup.done.319"
native.pending.361:
  br label %"cleanup.done.319"
native.error.361:
  %"exception.text_ptr.842" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.843" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5557" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5548", i8* %"exception.text_ptr.842", i32 31, i32 11, i8* %"exception.text_ptr.843")
  br label %"cleanup.done.319"
cleanup.done.319.if:
  %".5564" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5565" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5566" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.362", i32 0, i32 0
  %".5567" = bitcast %"builtins__exceptions__OSError"* %".5565" to i8*
  %".5568" = call i32 @"irx_class_release"(i8* %"context", i8* %".5567", i8* %".5566")
  %".5569" = icmp eq i32 %".5568", 0
  br i1 %".5569", label %"native.ok.362", label %"native.fail.362"
cleanup.done.319.endif:
  %".5626" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5627" = load %"builtins__exceptions__OSError"*, %"builtins__exceptions__OSError"** %"e"
  %".5628" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.366", i32 0, i32 0
  %".5629" = bitcast %"builtins__exceptions__OSError"* %".5627" to i8*
  %".5630" = call i32 @"irx_class_release"(i8* %"context", i8* %".5629", i8* %".5628")
  %".5631" = icmp eq i32 %".5630", 0
  br i1 %".5631", label %"native.ok.366", label %"native.fail.366"
cleanup.done.320:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5564")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5580" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5581" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5582" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.363", i32 0, i32 0
  %".5583" = bitcast %"builtins__files__File"* %".5581" to i8*
  %".5584" = call i32 @"irx_class_release"(i8* %"context", i8* %".5583", i8* %".5582")
  %".5585" = icmp eq i32 %".5584", 0
  br i1 %".5585", label %"native.ok.363", label %"native.fail.363"
native.fail.362:
  %".5571" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5572" = icmp ne i32 %".5571", 0
  br i1 %".5572", label %"native.pending.362", label %"native.error.362"
native.ok.362:
  br label %"cleanup.done.320"
native.pending.362:
  br label %"cleanup.done.320"
native.error.362:
  %"exception.text_ptr.844" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.845" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5575" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5566", i8* %"exception.text_ptr.844", i32 30, i32 3, i8* %"exception.text_ptr.845")
  br label %"cleanup.done.320"
cleanup.done.321:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5580")
  %".5595" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5596" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5597" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.364", i32 0, i32 0
  %".5598" = bitcast %"builtins__files__File"* %".5596" to i8*
  %".5599" = call i32 @"irx_class_release"(i8* %"context", i8* %".5598", i8* %".5597")
  %".5600" = icmp eq i32 %".5599", 0
  br i1 %".5600", label %"native.ok.364", label %"native.fail.364"
native.fail.363:
  %".5587" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5588" = icmp ne i32 %".5587", 0
  br i1 %".5588", label %"native.pending.363", label %"native.error.363"
native.ok.363:
  br label %"cleanup.done.321"
native.pending.363:
  br label %"cleanup.done.321"
native.error.363:
  %"exception.text_ptr.846" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.847" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5591" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5582", i8* %"exception.text_ptr.846", i32 18, i32 3, i8* %"exception.text_ptr.847")
  br label %"cleanup.done.321"
cleanup.done.322:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5595")
  %".5610" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5611" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5612" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.365", i32 0, i32 0
  %".5613" = bitcast %"builtins__files__File"* %".5611" to i8*
  %".5614" = call i32 @"irx_class_release"(i8* %"context", i8* %".5613", i8* %".5612")
  %".5615" = icmp eq i32 %".5614", 0
  br i1 %".5615", label %"native.ok.365", label %"native.fail.365"
native.fail.364:
  %".5602" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5603" = icmp ne i32 %".5602", 0
  br i1 %".5603", label %"native.pending.364", label %"native.error.364"
native.ok.364:
  br label %"cleanup.done.322"
native.pending.364:
  br label %"cleanup.done.322"
native.error.364:
  %"exception.text_ptr.848" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.849" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5606" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5597", i8* %"exception.text_ptr.848", i32 15, i32 3, i8* %"exception.text_ptr.849")
  br label %"cleanup.done.322"
cleanup.done.323:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5610")
  ret i32 1
native.fail.365:
  %".5617" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5618" = icmp ne i32 %".5617", 0
  br i1 %".5618", label %"native.pending.365", label %"native.error.365"
native.ok.365:
  br label %"cleanup.done.323"
native.pending.365:
  br label %"cleanup.done.323"
native.error.365:
  %"exception.text_ptr.850" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.851" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5621" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5612", i8* %"exception.text_ptr.850", i32 7, i32 3, i8* %"exception.text_ptr.851")
  br label %"cleanup.done.323"
cleanup.done.324:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5626")
  %".5641" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5642" = icmp ne i32 %".5641", 0
  br i1 %".5642", label %"cleanup.done.324.if", label %"cleanup.done.324.endif"
native.fail.366:
  %".5633" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5634" = icmp ne i32 %".5633", 0
  br i1 %".5634", label %"native.pending.366", label %"native.error.366"
native.ok.366:
  br label %"cleanup.done.324"
native.pending.366:
  br label %"cleanup.done.324"
native.error.366:
  %"exception.text_ptr.852" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.853" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5637" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5628", i8* %"exception.text_ptr.852", i32 30, i32 3, i8* %"exception.text_ptr.853")
  br label %"cleanup.done.324"
cleanup.done.324.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5645" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5646" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5647" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.367", i32 0, i32 0
  %".5648" = bitcast %"builtins__files__File"* %".5646" to i8*
  %".5649" = call i32 @"irx_class_release"(i8* %"context", i8* %".5648", i8* %".5647")
  %".5650" = icmp eq i32 %".5649", 0
  br i1 %".5650", label %"native.ok.367", label %"native.fail.367"
cleanup.done.324.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".4930")
  %".5692" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5693" = icmp ne i32 %".5692", 0
  br i1 %".5693", label %"cleanup.done.324.endif.if", label %"cleanup.done.324.endif.endif"
cleanup.done.325:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5645")
  %".5660" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5661" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5662" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.368", i32 0, i32 0
  %".5663" = bitcast %"builtins__files__File"* %".5661" to i8*
  %".5664" = call i32 @"irx_class_release"(i8* %"context", i8* %".5663", i8* %".5662")
  %".5665" = icmp eq i32 %".5664", 0
  br i1 %".5665", label %"native.ok.368", label %"native.fail.368"
native.fail.367:
  %".5652" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5653" = icmp ne i32 %".5652", 0
  br i1 %".5653", label %"native.pending.367", label %"native.error.367"
native.ok.367:
  br label %"cleanup.done.325"
native.pending.367:
  br label %"cleanup.done.325"
native.error.367:
  %"exception.text_ptr.854" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.855" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5656" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5647", i8* %"exception.text_ptr.854", i32 18, i32 3, i8* %"exception.text_ptr.855")
  br label %"cleanup.done.325"
cleanup.done.326:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5660")
  %".5675" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5676" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5677" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.369", i32 0, i32 0
  %".5678" = bitcast %"builtins__files__File"* %".5676" to i8*
  %".5679" = call i32 @"irx_class_release"(i8* %"context", i8* %".5678", i8* %".5677")
  %".5680" = icmp eq i32 %".5679", 0
  br i1 %".5680", label %"native.ok.369", label %"native.fail.369"
native.fail.368:
  %".5667" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5668" = icmp ne i32 %".5667", 0
  br i1 %".5668", label %"native.pending.368", label %"native.error.368"
native.ok.368:
  br label %"cleanup.done.326"
native.pending.368:
  br label %"cleanup.done.326"
native.error.368:
  %"exception.text_ptr.856" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.857" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5671" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5662", i8* %"exception.text_ptr.856", i32 15, i32 3, i8* %"exception.text_ptr.857")
  br label %"cleanup.done.326"
cleanup.done.327:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5675")
  ret i32 1
native.fail.369:
  %".5682" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5683" = icmp ne i32 %".5682", 0
  br i1 %".5683", label %"native.pending.369", label %"native.error.369"
native.ok.369:
  br label %"cleanup.done.327"
native.pending.369:
  br label %"cleanup.done.327"
native.error.369:
  %"exception.text_ptr.858" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.859" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5686" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5677", i8* %"exception.text_ptr.858", i32 7, i32 3, i8* %"exception.text_ptr.859")
  br label %"cleanup.done.327"
cleanup.done.324.endif.if:
  %".5695" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5696" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5697" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.370", i32 0, i32 0
  %".5698" = bitcast %"builtins__files__File"* %".5696" to i8*
  %".5699" = call i32 @"irx_class_release"(i8* %"context", i8* %".5698", i8* %".5697")
  %".5700" = icmp eq i32 %".5699", 0
  br i1 %".5700", label %"native.ok.370", label %"native.fail.370"
cleanup.done.324.endif.endif:
  br label %"try.end"
cleanup.done.328:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5695")
  %".5710" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5711" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5712" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.371", i32 0, i32 0
  %".5713" = bitcast %"builtins__files__File"* %".5711" to i8*
  %".5714" = call i32 @"irx_class_release"(i8* %"context", i8* %".5713", i8* %".5712")
  %".5715" = icmp eq i32 %".5714", 0
  br i1 %".5715", label %"native.ok.371", label %"native.fail.371"
native.fail.370:
  %".5702" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5703" = icmp ne i32 %".5702", 0
  br i1 %".5703", label %"native.pending.370", label %"native.error.370"
native.ok.370:
  br label %"cleanup.done.328"
native.pending.370:
  br label %"cleanup.done.328"
native.error.370:
  %"exception.text_ptr.860" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.861" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5706" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5697", i8* %"exception.text_ptr.860", i32 18, i32 3, i8* %"exception.text_ptr.861")
  br label %"cleanup.done.328"
cleanup.done.329:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5710")
  %".5725" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5726" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5727" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.372", i32 0, i32 0
  %".5728" = bitcast %"builtins__files__File"* %".5726" to i8*
  %".5729" = call i32 @"irx_class_release"(i8* %"context", i8* %".5728", i8* %".5727")
  %".5730" = icmp eq i32 %".5729", 0
  br i1 %".5730", label %"native.ok.372", label %"native.fail.372"
native.fail.371:
  %".5717" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5718" = icmp ne i32 %".5717", 0
  br i1 %".5718", label %"native.pending.371", label %"native.error.371"
native.ok.371:
  br label %"cleanup.done.329"
native.pending.371:
  br label %"cleanup.done.329"
native.error.371:
  %"exception.text_ptr.862" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.863" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5721" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5712", i8* %"exception.text_ptr.862", i32 15, i32 3, i8* %"exception.text_ptr.863")
  br label %"cleanup.done.329"
cleanup.done.330:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5725")
  ret i32 1
native.fail.372:
  %".5732" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5733" = icmp ne i32 %".5732", 0
  br i1 %".5733", label %"native.pending.372", label %"native.error.372"
native.ok.372:
  br label %"cleanup.done.330"
native.pending.372:
  br label %"cleanup.done.330"
native.error.372:
  %"exception.text_ptr.864" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.865" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5736" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5727", i8* %"exception.text_ptr.864", i32 7, i32 3, i8* %"exception.text_ptr.865")
  br label %"cleanup.done.330"
cleanup.done.331:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5742")
  %".5757" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5758" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5759" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.374", i32 0, i32 0
  %".5760" = bitcast %"builtins__files__File"* %".5758" to i8*
  %".5761" = call i32 @"irx_class_release"(i8* %"context", i8* %".5760", i8* %".5759")
  %".5762" = icmp eq i32 %".5761", 0
  br i1 %".5762", label %"native.ok.374", label %"native.fail.374"
native.fail.373:
  %".5749" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5750" = icmp ne i32 %".5749", 0
  br i1 %".5750", label %"native.pending.373", label %"native.error.373"
native.ok.373:
  br label %"cleanup.done.331"
native.pending.373:
  br label %"cleanup.done.331"
native.error.373:
  %"exception.text_ptr.866" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.867" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5753" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5744", i8* %"exception.text_ptr.866", i32 18, i32 3, i8* %"exception.text_ptr.867")
  br label %"cleanup.done.331"
cleanup.done.332:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5757")
  %".5772" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5773" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5774" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.375", i32 0, i32 0
  %".5775" = bitcast %"builtins__files__File"* %".5773" to i8*
  %".5776" = call i32 @"irx_class_release"(i8* %"context", i8* %".5775", i8* %".5774")
  %".5777" = icmp eq i32 %".5776", 0
  br i1 %".5777", label %"native.ok.375", label %"native.fail.375"
native.fail.374:
  %".5764" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5765" = icmp ne i32 %".5764", 0
  br i1 %".5765", label %"native.pending.374", label %"native.error.374"
native.ok.374:
  br label %"cleanup.done.332"
native.pending.374:
  br label %"cleanup.done.332"
native.error.374:
  %"exception.text_ptr.868" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.869" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5768" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5759", i8* %"exception.text_ptr.868", i32 15, i32 3, i8* %"exception.text_ptr.869")
  br label %"cleanup.done.332"
cleanup.done.333:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5772")
  ret i32 1
native.fail.375:
  %".5779" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5780" = icmp ne i32 %".5779", 0
  br i1 %".5780", label %"native.pending.375", label %"native.error.375"
native.ok.375:
  br label %"cleanup.done.333"
native.pending.375:
  br label %"cleanup.done.333"
native.error.375:
  %"exception.text_ptr.870" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.871" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5783" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5774", i8* %"exception.text_ptr.870", i32 7, i32 3, i8* %"exception.text_ptr.871")
  br label %"cleanup.done.333"
except.dispatch.1:
  %"exception.text_ptr.899" = getelementptr inbounds [38 x i8], [38 x i8]* @"exception_text_4", i32 0, i32 0
  %".5941" = call i32 @"irx_exception_matches"(i8* %"context", i8* %"exception.text_ptr.899")
  %".5942" = icmp ne i32 %".5941", 0
  %".5943" = or i1 false, %".5942"
  br i1 %".5943", label %"except.body.1", label %"except.next.1"
try.end.1:
  %".6803" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6804" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6805" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.442", i32 0, i32 0
  %".6806" = bitcast %"builtins__files__File"* %".6804" to i8*
  %".6807" = call i32 @"irx_class_release"(i8* %"context", i8* %".6806", i8* %".6805")
  %".6808" = icmp eq i32 %".6807", 0
  br i1 %".6808", label %"native.ok.442", label %"native.fail.442"
native.fail.376:
  %".5793" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5794" = icmp ne i32 %".5793", 0
  br i1 %".5794", label %"native.pending.376", label %"native.error.376"
native.ok.376:
  %".5799" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.377", i32 0, i32 0
  %".5800" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5801" = call i32 @"irx_class_require"(i8* %".5800", i8* %".5799")
  %".5802" = icmp eq i32 %".5801", 0
  br i1 %".5802", label %"native.ok.377", label %"native.fail.377"
native.pending.376:
  br label %"except.dispatch.1"
native.error.376:
  %"exception.text_ptr.872" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.873" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5797" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5788", i8* %"exception.text_ptr.872", i32 34, i32 5, i8* %"exception.text_ptr.873")
  br label %"except.dispatch.1"
native.fail.377:
  %".5804" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5805" = icmp ne i32 %".5804", 0
  br i1 %".5805", label %"native.pending.377", label %"native.error.377"
native.ok.377:
  %".5838" = getelementptr %"builtins__files__File", %"builtins__files__File"* %"r.4", i32 0, i32 3
  %".5839" = load i8*, i8** %".5838"
  %".5840" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.380", i32 0, i32 0
  %".5841" = call i32 @"irx_file_read"(i8* %".5839", i8** %"file_output.5", i8* %".5840")
  %".5842" = icmp eq i32 %".5841", 0
  br i1 %".5842", label %"native.ok.380", label %"native.fail.380"
native.pending.377:
  %".5807" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5808" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.378", i32 0, i32 0
  %".5809" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5810" = call i32 @"irx_class_release"(i8* %"context", i8* %".5809", i8* %".5808")
  %".5811" = icmp eq i32 %".5810", 0
  br i1 %".5811", label %"native.ok.378", label %"native.fail.378"
native.error.377:
  %"exception.text_ptr.876" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.877" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5822" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5799", i8* %"exception.text_ptr.876", i32 34, i32 7, i8* %"exception.text_ptr.877")
  %".5823" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5824" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.379", i32 0, i32 0
  %".5825" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5826" = call i32 @"irx_class_release"(i8* %"context", i8* %".5825", i8* %".5824")
  %".5827" = icmp eq i32 %".5826", 0
  br i1 %".5827", label %"native.ok.379", label %"native.fail.379"
cleanup.done.334:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5807")
  br label %"except.dispatch.1"
native.fail.378:
  %".5813" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5814" = icmp ne i32 %".5813", 0
  br i1 %".5814", label %"native.pending.378", label %"native.error.378"
native.ok.378:
  br label %"cleanup.done.334"
native.pending.378:
  br label %"cleanup.done.334"
native.error.378:
  %"exception.text_ptr.874" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.875" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5817" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5808", i8* %"exception.text_ptr.874", i32 34, i32 5, i8* %"exception.text_ptr.875")
  br label %"cleanup.done.334"
cleanup.done.335:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5823")
  br label %"except.dispatch.1"
native.fail.379:
  %".5829" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5830" = icmp ne i32 %".5829", 0
  br i1 %".5830", label %"native.pending.379", label %"native.error.379"
native.ok.379:
  br label %"cleanup.done.335"
native.pending.379:
  br label %"cleanup.done.335"
native.error.379:
  %"exception.text_ptr.878" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.879" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5833" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5824", i8* %"exception.text_ptr.878", i32 34, i32 5, i8* %"exception.text_ptr.879")
  br label %"cleanup.done.335"
native.fail.380:
  %".5844" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5845" = icmp ne i32 %".5844", 0
  br i1 %".5845", label %"native.pending.380", label %"native.error.380"
native.ok.380:
  %"file_value.5" = load i8*, i8** %"file_output.5"
  call void @"free"(i8* %"file_value.5")
  %".5922" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5923" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.385", i32 0, i32 0
  %".5924" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5925" = call i32 @"irx_class_release"(i8* %"context", i8* %".5924", i8* %".5923")
  %".5926" = icmp eq i32 %".5925", 0
  br i1 %".5926", label %"native.ok.385", label %"native.fail.385"
native.pending.380:
  %".5847" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5848" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.381", i32 0, i32 0
  %".5849" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5850" = call i32 @"irx_class_release"(i8* %"context", i8* %".5849", i8* %".5848")
  %".5851" = icmp eq i32 %".5850", 0
  br i1 %".5851", label %"native.ok.381", label %"native.fail.381"
native.error.380:
  %".5862" = icmp sge i32 %".5841", 65536
  br i1 %".5862", label %"native.oserror.14", label %"native.valueerror.14"
cleanup.done.336:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5847")
  br label %"except.dispatch.1"
native.fail.381:
  %".5853" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5854" = icmp ne i32 %".5853", 0
  br i1 %".5854", label %"native.pending.381", label %"native.error.381"
native.ok.381:
  br label %"cleanup.done.336"
native.pending.381:
  br label %"cleanup.done.336"
native.error.381:
  %"exception.text_ptr.880" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.881" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5857" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5848", i8* %"exception.text_ptr.880", i32 34, i32 5, i8* %"exception.text_ptr.881")
  br label %"cleanup.done.336"
native.oserror.14:
  %"exception.text_ptr.882" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.883" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".5864" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %"context", i8* %".5840", i8* %"exception.text_ptr.882", i32 34, i32 7, i8* %"exception.text_ptr.883")
  %".5865" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5866" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.382", i32 0, i32 0
  %".5867" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5868" = call i32 @"irx_class_release"(i8* %"context", i8* %".5867", i8* %".5866")
  %".5869" = icmp eq i32 %".5868", 0
  br i1 %".5869", label %"native.ok.382", label %"native.fail.382"
native.valueerror.14:
  %".5880" = icmp eq i32 %".5841", 5
  br i1 %".5880", label %"native.overflow.14", label %"native.filevalue.14"
cleanup.done.337:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5865")
  br label %"except.dispatch.1"
native.fail.382:
  %".5871" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5872" = icmp ne i32 %".5871", 0
  br i1 %".5872", label %"native.pending.382", label %"native.error.382"
native.ok.382:
  br label %"cleanup.done.337"
native.pending.382:
  br label %"cleanup.done.337"
native.error.382:
  %"exception.text_ptr.884" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.885" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5875" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5866", i8* %"exception.text_ptr.884", i32 34, i32 5, i8* %"exception.text_ptr.885")
  br label %"cleanup.done.337"
native.overflow.14:
  %"exception.text_ptr.886" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.887" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".5882" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".5840", i8* %"exception.text_ptr.886", i32 34, i32 7, i8* %"exception.text_ptr.887")
  %".5883" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5884" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.383", i32 0, i32 0
  %".5885" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5886" = call i32 @"irx_class_release"(i8* %"context", i8* %".5885", i8* %".5884")
  %".5887" = icmp eq i32 %".5886", 0
  br i1 %".5887", label %"native.ok.383", label %"native.fail.383"
native.filevalue.14:
  %".5898" = icmp eq i32 %".5841", 4
  %".5899" = zext i1 %".5898" to i32
  %".5900" = sub i32 0, %".5899"
  %".5901" = icmp slt i32 %".5900", 0
  br i1 %".5901", label %"native.filevalue.14.if", label %"native.filevalue.14.endif"
cleanup.done.338:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5883")
  br label %"except.dispatch.1"
native.fail.383:
  %".5889" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5890" = icmp ne i32 %".5889", 0
  br i1 %".5890", label %"native.pending.383", label %"native.error.383"
native.ok.383:
  br label %"cleanup.done.338"
native.pending.383:
  br label %"cleanup.done.338"
native.error.383:
  %"exception.text_ptr.888" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.889" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5893" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5884", i8* %"exception.text_ptr.888", i32 34, i32 5, i8* %"exception.text_ptr.889")
  br label %"cleanup.done.338"
native.filevalue.14.if:
  %"exception.text_ptr.890" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.891" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.892" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.890", i8* %"exception.text_ptr.891", i32 34, i32 7, i8* %"exception.text_ptr.892")
  unreachable
native.filevalue.14.endif:
  %"exception.text_ptr.893" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.894" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".5905" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".5840", i8* %"exception.text_ptr.893", i32 34, i32 7, i8* %"exception.text_ptr.894")
  %".5906" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5907" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.384", i32 0, i32 0
  %".5908" = bitcast %"builtins__files__File"* %"r.4" to i8*
  %".5909" = call i32 @"irx_class_release"(i8* %"context", i8* %".5908", i8* %".5907")
  %".5910" = icmp eq i32 %".5909", 0
  br i1 %".5910", label %"native.ok.384", label %"native.fail.384"
cleanup.done.339:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5906")
  br label %"except.dispatch.1"
native.fail.384:
  %".5912" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5913" = icmp ne i32 %".5912", 0
  br i1 %".5913", label %"native.pending.384", label %"native.error.384"
native.ok.384:
  br label %"cleanup.done.339"
native.pending.384:
  br label %"cleanup.done.339"
native.error.384:
  %"exception.text_ptr.895" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.896" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5916" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5907", i8* %"exception.text_ptr.895", i32 34, i32 5, i8* %"exception.text_ptr.896")
  br label %"cleanup.done.339"
cleanup.done.340:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5922")
  %".5936" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5937" = icmp ne i32 %".5936", 0
  br i1 %".5937", label %"cleanup.done.340.if", label %"cleanup.done.340.endif"
native.fail.385:
  %".5928" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5929" = icmp ne i32 %".5928", 0
  br i1 %".5929", label %"native.pending.385", label %"native.error.385"
native.ok.385:
  br label %"cleanup.done.340"
native.pending.385:
  br label %"cleanup.done.340"
native.error.385:
  %"exception.text_ptr.897" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.898" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5932" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5923", i8* %"exception.text_ptr.897", i32 34, i32 5, i8* %"exception.text_ptr.898")
  br label %"cleanup.done.340"
cleanup.done.340.if:
  br label %"except.dispatch.1"
cleanup.done.340.endif:
  br label %"try.end.1"
except.body.1:
  %".5945" = call i8* @"irx_exception_handler_enter"(i8* %"context")
  %".5946" = call i8* @"irx_exception_handled_payload"(i8* %"context")
  %".5947" = bitcast i8* %".5946" to %"builtins__exceptions__Exception"*
  store %"builtins__exceptions__Exception"* %".5947", %"builtins__exceptions__Exception"** %"e.2"
  %".5949" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.386", i32 0, i32 0
  %".5950" = bitcast %"builtins__exceptions__Exception"* %".5947" to i8*
  %".5951" = call i32 @"irx_class_retain"(i8* %".5950", i8* %".5949")
  %".5952" = icmp eq i32 %".5951", 0
  br i1 %".5952", label %"native.ok.386", label %"native.fail.386"
except.next.1:
  %".6757" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6758" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6759" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.439", i32 0, i32 0
  %".6760" = bitcast %"builtins__files__File"* %".6758" to i8*
  %".6761" = call i32 @"irx_class_release"(i8* %"context", i8* %".6760", i8* %".6759")
  %".6762" = icmp eq i32 %".6761", 0
  br i1 %".6762", label %"native.ok.439", label %"native.fail.439"
native.fail.386:
  %".5954" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5955" = icmp ne i32 %".5954", 0
  br i1 %".5955", label %"native.pending.386", label %"native.error.386"
native.ok.386:
  %"e.3" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6052" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.393", i32 0, i32 0
  %".6053" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6054" = call i32 @"irx_class_require"(i8* %".6053", i8* %".6052")
  %".6055" = icmp eq i32 %".6054", 0
  br i1 %".6055", label %"native.ok.393", label %"native.fail.393"
native.pending.386:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".5958" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5959" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".5960" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.387", i32 0, i32 0
  %".5961" = bitcast %"builtins__files__File"* %".5959" to i8*
  %".5962" = call i32 @"irx_class_release"(i8* %"context", i8* %".5961", i8* %".5960")
  %".5963" = icmp eq i32 %".5962", 0
  br i1 %".5963", label %"native.ok.387", label %"native.fail.387"
native.error.386:
  %"exception.text_ptr.906" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.907" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6004" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5949", i8* %"exception.text_ptr.906", i32 35, i32 3, i8* %"exception.text_ptr.907")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6006" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6007" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6008" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.390", i32 0, i32 0
  %".6009" = bitcast %"builtins__files__File"* %".6007" to i8*
  %".6010" = call i32 @"irx_class_release"(i8* %"context", i8* %".6009", i8* %".6008")
  %".6011" = icmp eq i32 %".6010", 0
  br i1 %".6011", label %"native.ok.390", label %"native.fail.390"
cleanup.done.341:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5958")
  %".5973" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5974" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".5975" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.388", i32 0, i32 0
  %".5976" = bitcast %"builtins__files__File"* %".5974" to i8*
  %".5977" = call i32 @"irx_class_release"(i8* %"context", i8* %".5976", i8* %".5975")
  %".5978" = icmp eq i32 %".5977", 0
  br i1 %".5978", label %"native.ok.388", label %"native.fail.388"
native.fail.387:
  %".5965" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5966" = icmp ne i32 %".5965", 0
  br i1 %".5966", label %"native.pending.387", label %"native.error.387"
native.ok.387:
  br label %"cleanup.done.341"
native.pending.387:
  br label %"cleanup.done.341"
native.error.387:
  %"exception.text_ptr.900" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.901" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5969" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5960", i8* %"exception.text_ptr.900", i32 18, i32 3, i8* %"exception.text_ptr.901")
  br label %"cleanup.done.341"
cleanup.done.342:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5973")
  %".5988" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".5989" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".5990" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.389", i32 0, i32 0
  %".5991" = bitcast %"builtins__files__File"* %".5989" to i8*
  %".5992" = call i32 @"irx_class_release"(i8* %"context", i8* %".5991", i8* %".5990")
  %".5993" = icmp eq i32 %".5992", 0
  br i1 %".5993", label %"native.ok.389", label %"native.fail.389"
native.fail.388:
  %".5980" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5981" = icmp ne i32 %".5980", 0
  br i1 %".5981", label %"native.pending.388", label %"native.error.388"
native.ok.388:
  br label %"cleanup.done.342"
native.pending.388:
  br label %"cleanup.done.342"
native.error.388:
  %"exception.text_ptr.902" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.903" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5984" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5975", i8* %"exception.text_ptr.902", i32 15, i32 3, i8* %"exception.text_ptr.903")
  br label %"cleanup.done.342"
cleanup.done.343:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".5988")
  ret i32 1
native.fail.389:
  %".5995" = call i32 @"irx_exception_pending"(i8* %"context")
  %".5996" = icmp ne i32 %".5995", 0
  br i1 %".5996", label %"native.pending.389", label %"native.error.389"
native.ok.389:
  br label %"cleanup.done.343"
native.pending.389:
  br label %"cleanup.done.343"
native.error.389:
  %"exception.text_ptr.904" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.905" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".5999" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".5990", i8* %"exception.text_ptr.904", i32 7, i32 3, i8* %"exception.text_ptr.905")
  br label %"cleanup.done.343"
cleanup.done.344:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6006")
  %".6021" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6022" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6023" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.391", i32 0, i32 0
  %".6024" = bitcast %"builtins__files__File"* %".6022" to i8*
  %".6025" = call i32 @"irx_class_release"(i8* %"context", i8* %".6024", i8* %".6023")
  %".6026" = icmp eq i32 %".6025", 0
  br i1 %".6026", label %"native.ok.391", label %"native.fail.391"
native.fail.390:
  %".6013" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6014" = icmp ne i32 %".6013", 0
  br i1 %".6014", label %"native.pending.390", label %"native.error.390"
native.ok.390:
  br label %"cleanup.done.344"
native.pending.390:
  br label %"cleanup.done.344"
native.error.390:
  %"exception.text_ptr.908" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.909" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6017" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6008", i8* %"exception.text_ptr.908", i32 18, i32 3, i8* %"exception.text_ptr.909")
  br label %"cleanup.done.344"
cleanup.done.345:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6021")
  %".6036" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6037" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6038" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.392", i32 0, i32 0
  %".6039" = bitcast %"builtins__files__File"* %".6037" to i8*
  %".6040" = call i32 @"irx_class_release"(i8* %"context", i8* %".6039", i8* %".6038")
  %".6041" = icmp eq i32 %".6040", 0
  br i1 %".6041", label %"native.ok.392", label %"native.fail.392"
native.fail.391:
  %".6028" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6029" = icmp ne i32 %".6028", 0
  br i1 %".6029", label %"native.pending.391", label %"native.error.391"
native.ok.391:
  br label %"cleanup.done.345"
native.pending.391:
  br label %"cleanup.done.345"
native.error.391:
  %"exception.text_ptr.910" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.911" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6032" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6023", i8* %"exception.text_ptr.910", i32 15, i32 3, i8* %"exception.text_ptr.911")
  br label %"cleanup.done.345"
cleanup.done.346:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6036")
  ret i32 1
native.fail.392:
  %".6043" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6044" = icmp ne i32 %".6043", 0
  br i1 %".6044", label %"native.pending.392", label %"native.error.392"
native.ok.392:
  br label %"cleanup.done.346"
native.pending.392:
  br label %"cleanup.done.346"
native.error.392:
  %"exception.text_ptr.912" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.913" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6047" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6038", i8* %"exception.text_ptr.912", i32 7, i32 3, i8* %"exception.text_ptr.913")
  br label %"cleanup.done.346"
native.fail.393:
  %".6057" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6058" = icmp ne i32 %".6057", 0
  br i1 %".6058", label %"native.pending.393", label %"native.error.393"
native.ok.393:
  %".6185" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.402", i32 0, i32 0
  %".6186" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6187" = call i32 @"irx_class_retain"(i8* %".6186", i8* %".6185")
  %".6188" = icmp eq i32 %".6187", 0
  br i1 %".6188", label %"native.ok.402", label %"native.fail.402"
native.pending.393:
  %".6060" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6061" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6062" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.394", i32 0, i32 0
  %".6063" = bitcast %"builtins__exceptions__Exception"* %".6061" to i8*
  %".6064" = call i32 @"irx_class_release"(i8* %"context", i8* %".6063", i8* %".6062")
  %".6065" = icmp eq i32 %".6064", 0
  br i1 %".6065", label %"native.ok.394", label %"native.fail.394"
native.error.393:
  %"exception.text_ptr.922" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.923" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6122" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6052", i8* %"exception.text_ptr.922", i32 36, i32 11, i8* %"exception.text_ptr.923")
  %".6123" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6124" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6125" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.398", i32 0, i32 0
  %".6126" = bitcast %"builtins__exceptions__Exception"* %".6124" to i8*
  %".6127" = call i32 @"irx_class_release"(i8* %"context", i8* %".6126", i8* %".6125")
  %".6128" = icmp eq i32 %".6127", 0
  br i1 %".6128", label %"native.ok.398", label %"native.fail.398"
cleanup.done.347:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6060")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6076" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6077" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6078" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.395", i32 0, i32 0
  %".6079" = bitcast %"builtins__files__File"* %".6077" to i8*
  %".6080" = call i32 @"irx_class_release"(i8* %"context", i8* %".6079", i8* %".6078")
  %".6081" = icmp eq i32 %".6080", 0
  br i1 %".6081", label %"native.ok.395", label %"native.fail.395"
native.fail.394:
  %".6067" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6068" = icmp ne i32 %".6067", 0
  br i1 %".6068", label %"native.pending.394", label %"native.error.394"
native.ok.394:
  br label %"cleanup.done.347"
native.pending.394:
  br label %"cleanup.done.347"
native.error.394:
  %"exception.text_ptr.914" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.915" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6071" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6062", i8* %"exception.text_ptr.914", i32 35, i32 3, i8* %"exception.text_ptr.915")
  br label %"cleanup.done.347"
cleanup.done.348:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6076")
  %".6091" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6092" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6093" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.396", i32 0, i32 0
  %".6094" = bitcast %"builtins__files__File"* %".6092" to i8*
  %".6095" = call i32 @"irx_class_release"(i8* %"context", i8* %".6094", i8* %".6093")
  %".6096" = icmp eq i32 %".6095", 0
  br i1 %".6096", label %"native.ok.396", label %"native.fail.396"
native.fail.395:
  %".6083" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6084" = icmp ne i32 %".6083", 0
  br i1 %".6084", label %"native.pending.395", label %"native.error.395"
native.ok.395:
  br label %"cleanup.done.348"
native.pending.395:
  br label %"cleanup.done.348"
native.error.395:
  %"exception.text_ptr.916" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.917" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6087" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6078", i8* %"exception.text_ptr.916", i32 18, i32 3, i8* %"exception.text_ptr.917")
  br label %"cleanup.done.348"
cleanup.done.349:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6091")
  %".6106" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6107" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6108" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.397", i32 0, i32 0
  %".6109" = bitcast %"builtins__files__File"* %".6107" to i8*
  %".6110" = call i32 @"irx_class_release"(i8* %"context", i8* %".6109", i8* %".6108")
  %".6111" = icmp eq i32 %".6110", 0
  br i1 %".6111", label %"native.ok.397", label %"native.fail.397"
native.fail.396:
  %".6098" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6099" = icmp ne i32 %".6098", 0
  br i1 %".6099", label %"native.pending.396", label %"native.error.396"
native.ok.396:
  br label %"cleanup.done.349"
native.pending.396:
  br label %"cleanup.done.349"
native.error.396:
  %"exception.text_ptr.918" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.919" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6102" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6093", i8* %"exception.text_ptr.918", i32 15, i32 3, i8* %"exception.text_ptr.919")
  br label %"cleanup.done.349"
cleanup.done.350:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6106")
  ret i32 1
native.fail.397:
  %".6113" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6114" = icmp ne i32 %".6113", 0
  br i1 %".6114", label %"native.pending.397", label %"native.error.397"
native.ok.397:
  br label %"cleanup.done.350"
native.pending.397:
  br label %"cleanup.done.350"
native.error.397:
  %"exception.text_ptr.920" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.921" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6117" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6108", i8* %"exception.text_ptr.920", i32 7, i32 3, i8* %"exception.text_ptr.921")
  br label %"cleanup.done.350"
cleanup.done.351:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6123")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6139" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6140" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6141" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.399", i32 0, i32 0
  %".6142" = bitcast %"builtins__files__File"* %".6140" to i8*
  %".6143" = call i32 @"irx_class_release"(i8* %"context", i8* %".6142", i8* %".6141")
  %".6144" = icmp eq i32 %".6143", 0
  br i1 %".6144", label %"native.ok.399", label %"native.fail.399"
native.fail.398:
  %".6130" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6131" = icmp ne i32 %".6130", 0
  br i1 %".6131", label %"native.pending.398", label %"native.error.398"
native.ok.398:
  br label %"cleanup.done.351"
native.pending.398:
  br label %"cleanup.done.351"
native.error.398:
  %"exception.text_ptr.924" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.925" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6134" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6125", i8* %"exception.text_ptr.924", i32 35, i32 3, i8* %"exception.text_ptr.925")
  br label %"cleanup.done.351"
cleanup.done.352:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6139")
  %".6154" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6155" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6156" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.400", i32 0, i32 0
  %".6157" = bitcast %"builtins__files__File"* %".6155" to i8*
  %".6158" = call i32 @"irx_class_release"(i8* %"context", i8* %".6157", i8* %".6156")
  %".6159" = icmp eq i32 %".6158", 0
  br i1 %".6159", label %"native.ok.400", label %"native.fail.400"
native.fail.399:
  %".6146" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6147" = icmp ne i32 %".6146", 0
  br i1 %".6147", label %"native.pending.399", label %"native.error.399"
native.ok.399:
  br label %"cleanup.done.352"
native.pending.399:
  br label %"cleanup.done.352"
native.error.399:
  %"exception.text_ptr.926" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.927" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6150" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6141", i8* %"exception.text_ptr.926", i32 18, i32 3, i8* %"exception.text_ptr.927")
  br label %"cleanup.done.352"
cleanup.done.353:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6154")
  %".6169" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6170" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6171" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.401", i32 0, i32 0
  %".6172" = bitcast %"builtins__files__File"* %".6170" to i8*
  %".6173" = call i32 @"irx_class_release"(i8* %"context", i8* %".6172", i8* %".6171")
  %".6174" = icmp eq i32 %".6173", 0
  br i1 %".6174", label %"native.ok.401", label %"native.fail.401"
native.fail.400:
  %".6161" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6162" = icmp ne i32 %".6161", 0
  br i1 %".6162", label %"native.pending.400", label %"native.error.400"
native.ok.400:
  br label %"cleanup.done.353"
native.pending.400:
  br label %"cleanup.done.353"
native.error.400:
  %"exception.text_ptr.928" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.929" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6165" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6156", i8* %"exception.text_ptr.928", i32 15, i32 3, i8* %"exception.text_ptr.929")
  br label %"cleanup.done.353"
cleanup.done.354:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6169")
  ret i32 1
native.fail.401:
  %".6176" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6177" = icmp ne i32 %".6176", 0
  br i1 %".6177", label %"native.pending.401", label %"native.error.401"
native.ok.401:
  br label %"cleanup.done.354"
native.pending.401:
  br label %"cleanup.done.354"
native.error.401:
  %"exception.text_ptr.930" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.931" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6180" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6171", i8* %"exception.text_ptr.930", i32 7, i32 3, i8* %"exception.text_ptr.931")
  br label %"cleanup.done.354"
native.fail.402:
  %".6190" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6191" = icmp ne i32 %".6190", 0
  br i1 %".6191", label %"native.pending.402", label %"native.error.402"
native.ok.402:
  %".6318" = getelementptr inbounds %"builtins__exceptions__Exception", %"builtins__exceptions__Exception"* %"e.3", i32 0, i32 1
  %".6319" = load i8*, i8** %".6318"
  %".6320" = bitcast i8* %".6319" to i8* (i8*, i32)*
  %".6321" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %"message_raw_addr.1" = call i8* %".6320"(i8* %".6321", i32 0)
  %".6322" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.411", i32 0, i32 0
  %".6323" = call i32 @"irx_class_require"(i8* %"message_raw_addr.1", i8* %".6322")
  %".6324" = icmp eq i32 %".6323", 0
  br i1 %".6324", label %"native.ok.411", label %"native.fail.411"
native.pending.402:
  %".6193" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6194" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6195" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.403", i32 0, i32 0
  %".6196" = bitcast %"builtins__exceptions__Exception"* %".6194" to i8*
  %".6197" = call i32 @"irx_class_release"(i8* %"context", i8* %".6196", i8* %".6195")
  %".6198" = icmp eq i32 %".6197", 0
  br i1 %".6198", label %"native.ok.403", label %"native.fail.403"
native.error.402:
  %"exception.text_ptr.940" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.941" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6255" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6185", i8* %"exception.text_ptr.940", i32 36, i32 11, i8* %"exception.text_ptr.941")
  %".6256" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6257" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6258" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.407", i32 0, i32 0
  %".6259" = bitcast %"builtins__exceptions__Exception"* %".6257" to i8*
  %".6260" = call i32 @"irx_class_release"(i8* %"context", i8* %".6259", i8* %".6258")
  %".6261" = icmp eq i32 %".6260", 0
  br i1 %".6261", label %"native.ok.407", label %"native.fail.407"
cleanup.done.355:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6193")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6209" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6210" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6211" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.404", i32 0, i32 0
  %".6212" = bitcast %"builtins__files__File"* %".6210" to i8*
  %".6213" = call i32 @"irx_class_release"(i8* %"context", i8* %".6212", i8* %".6211")
  %".6214" = icmp eq i32 %".6213", 0
  br i1 %".6214", label %"native.ok.404", label %"native.fail.404"
native.fail.403:
  %".6200" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6201" = icmp ne i32 %".6200", 0
  br i1 %".6201", label %"native.pending.403", label %"native.error.403"
native.ok.403:
  br label %"cleanup.done.355"
native.pending.403:
  br label %"cleanup.done.355"
native.error.403:
  %"exception.text_ptr.932" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.933" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6204" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6195", i8* %"exception.text_ptr.932", i32 35, i32 3, i8* %"exception.text_ptr.933")
  br label %"cleanup.done.355"
cleanup.done.356:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6209")
  %".6224" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6225" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6226" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.405", i32 0, i32 0
  %".6227" = bitcast %"builtins__files__File"* %".6225" to i8*
  %".6228" = call i32 @"irx_class_release"(i8* %"context", i8* %".6227", i8* %".6226")
  %".6229" = icmp eq i32 %".6228", 0
  br i1 %".6229", label %"native.ok.405", label %"native.fail.405"
native.fail.404:
  %".6216" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6217" = icmp ne i32 %".6216", 0
  br i1 %".6217", label %"native.pending.404", label %"native.error.404"
native.ok.404:
  br label %"cleanup.done.356"
native.pending.404:
  br label %"cleanup.done.356"
native.error.404:
  %"exception.text_ptr.934" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.935" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6220" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6211", i8* %"exception.text_ptr.934", i32 18, i32 3, i8* %"exception.text_ptr.935")
  br label %"cleanup.done.356"
cleanup.done.357:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6224")
  %".6239" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6240" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6241" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.406", i32 0, i32 0
  %".6242" = bitcast %"builtins__files__File"* %".6240" to i8*
  %".6243" = call i32 @"irx_class_release"(i8* %"context", i8* %".6242", i8* %".6241")
  %".6244" = icmp eq i32 %".6243", 0
  br i1 %".6244", label %"native.ok.406", label %"native.fail.406"
native.fail.405:
  %".6231" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6232" = icmp ne i32 %".6231", 0
  br i1 %".6232", label %"native.pending.405", label %"native.error.405"
native.ok.405:
  br label %"cleanup.done.357"
native.pending.405:
  br label %"cleanup.done.357"
native.error.405:
  %"exception.text_ptr.936" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.937" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6226", i8* %"exception.text_ptr.936", i32 15, i32 3, i8* %"exception.text_ptr.937")
  br label %"cleanup.done.357"
cleanup.done.358:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6239")
  ret i32 1
native.fail.406:
  %".6246" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6247" = icmp ne i32 %".6246", 0
  br i1 %".6247", label %"native.pending.406", label %"native.error.406"
native.ok.406:
  br label %"cleanup.done.358"
native.pending.406:
  br label %"cleanup.done.358"
native.error.406:
  %"exception.text_ptr.938" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.939" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6250" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6241", i8* %"exception.text_ptr.938", i32 7, i32 3, i8* %"exception.text_ptr.939")
  br label %"cleanup.done.358"
cleanup.done.359:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6256")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6272" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6273" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6274" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.408", i32 0, i32 0
  %".6275" = bitcast %"builtins__files__File"* %".6273" to i8*
  %".6276" = call i32 @"irx_class_release"(i8* %"context", i8* %".6275", i8* %".6274")
  %".6277" = icmp eq i32 %".6276", 0
  br i1 %".6277", label %"native.ok.408", label %"native.fail.408"
native.fail.407:
  %".6263" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6264" = icmp ne i32 %".6263", 0
  br i1 %".6264", label %"native.pending.407", label %"native.error.407"
native.ok.407:
  br label %"cleanup.done.359"
native.pending.407:
  br label %"cleanup.done.359"
native.error.407:
  %"exception.text_ptr.942" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.943" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6267" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6258", i8* %"exception.text_ptr.942", i32 35, i32 3, i8* %"exception.text_ptr.943")
  br label %"cleanup.done.359"
cleanup.done.360:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6272")
  %".6287" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6288" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6289" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.409", i32 0, i32 0
  %".6290" = bitcast %"builtins__files__File"* %".6288" to i8*
  %".6291" = call i32 @"irx_class_release"(i8* %"context", i8* %".6290", i8* %".6289")
  %".6292" = icmp eq i32 %".6291", 0
  br i1 %".6292", label %"native.ok.409", label %"native.fail.409"
native.fail.408:
  %".6279" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6280" = icmp ne i32 %".6279", 0
  br i1 %".6280", label %"native.pending.408", label %"native.error.408"
native.ok.408:
  br label %"cleanup.done.360"
native.pending.408:
  br label %"cleanup.done.360"
native.error.408:
  %"exception.text_ptr.944" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.945" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6283" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6274", i8* %"exception.text_ptr.944", i32 18, i32 3, i8* %"exception.text_ptr.945")
  br label %"cleanup.done.360"
cleanup.done.361:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6287")
  %".6302" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6303" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6304" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.410", i32 0, i32 0
  %".6305" = bitcast %"builtins__files__File"* %".6303" to i8*
  %".6306" = call i32 @"irx_class_release"(i8* %"context", i8* %".6305", i8* %".6304")
  %".6307" = icmp eq i32 %".6306", 0
  br i1 %".6307", label %"native.ok.410", label %"native.fail.410"
native.fail.409:
  %".6294" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6295" = icmp ne i32 %".6294", 0
  br i1 %".6295", label %"native.pending.409", label %"native.error.409"
native.ok.409:
  br label %"cleanup.done.361"
native.pending.409:
  br label %"cleanup.done.361"
native.error.409:
  %"exception.text_ptr.946" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.947" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6298" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6289", i8* %"exception.text_ptr.946", i32 15, i32 3, i8* %"exception.text_ptr.947")
  br label %"cleanup.done.361"
cleanup.done.362:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6302")
  ret i32 1
native.fail.410:
  %".6309" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6310" = icmp ne i32 %".6309", 0
  br i1 %".6310", label %"native.pending.410", label %"native.error.410"
native.ok.410:
  br label %"cleanup.done.362"
native.pending.410:
  br label %"cleanup.done.362"
native.error.410:
  %"exception.text_ptr.948" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.949" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6313" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6304", i8* %"exception.text_ptr.948", i32 7, i32 3, i8* %"exception.text_ptr.949")
  br label %"cleanup.done.362"
native.fail.411:
  %".6326" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6327" = icmp ne i32 %".6326", 0
  br i1 %".6327", label %"native.pending.411", label %"native.error.411"
native.ok.411:
  %"message_addr.1" = bitcast i8* %"message_raw_addr.1" to i8**
  %"message.1" = load i8*, i8** %"message_addr.1"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_29", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %"message.1", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.pending.411:
  %".6329" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6330" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.412", i32 0, i32 0
  %".6331" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6332" = call i32 @"irx_class_release"(i8* %"context", i8* %".6331", i8* %".6330")
  %".6333" = icmp eq i32 %".6332", 0
  br i1 %".6333", label %"native.ok.412", label %"native.fail.412"
native.error.411:
  %"exception.text_ptr.960" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.961" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6405" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6322", i8* %"exception.text_ptr.960", i32 36, i32 11, i8* %"exception.text_ptr.961")
  %".6406" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6407" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.417", i32 0, i32 0
  %".6408" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6409" = call i32 @"irx_class_release"(i8* %"context", i8* %".6408", i8* %".6407")
  %".6410" = icmp eq i32 %".6409", 0
  br i1 %".6410", label %"native.ok.417", label %"native.fail.417"
cleanup.done.363:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6329")
  %".6343" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6344" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6345" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.413", i32 0, i32 0
  %".6346" = bitcast %"builtins__exceptions__Exception"* %".6344" to i8*
  %".6347" = call i32 @"irx_class_release"(i8* %"context", i8* %".6346", i8* %".6345")
  %".6348" = icmp eq i32 %".6347", 0
  br i1 %".6348", label %"native.ok.413", label %"native.fail.413"
native.fail.412:
  %".6335" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6336" = icmp ne i32 %".6335", 0
  br i1 %".6336", label %"native.pending.412", label %"native.error.412"
native.ok.412:
  br label %"cleanup.done.363"
native.pending.412:
  br label %"cleanup.done.363"
native.error.412:
  %"exception.text_ptr.950" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.951" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6339" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6330", i8* %"exception.text_ptr.950", i32 36, i32 11, i8* %"exception.text_ptr.951")
  br label %"cleanup.done.363"
cleanup.done.364:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6343")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6359" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6360" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6361" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.414", i32 0, i32 0
  %".6362" = bitcast %"builtins__files__File"* %".6360" to i8*
  %".6363" = call i32 @"irx_class_release"(i8* %"context", i8* %".6362", i8* %".6361")
  %".6364" = icmp eq i32 %".6363", 0
  br i1 %".6364", label %"native.ok.414", label %"native.fail.414"
native.fail.413:
  %".6350" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6351" = icmp ne i32 %".6350", 0
  br i1 %".6351", label %"native.pending.413", label %"native.error.413"
native.ok.413:
  br label %"cleanup.done.364"
native.pending.413:
  br label %"cleanup.done.364"
native.error.413:
  %"exception.text_ptr.952" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.953" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6354" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6345", i8* %"exception.text_ptr.952", i32 35, i32 3, i8* %"exception.text_ptr.953")
  br label %"cleanup.done.364"
cleanup.done.365:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6359")
  %".6374" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6375" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6376" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.415", i32 0, i32 0
  %".6377" = bitcast %"builtins__files__File"* %".6375" to i8*
  %".6378" = call i32 @"irx_class_release"(i8* %"context", i8* %".6377", i8* %".6376")
  %".6379" = icmp eq i32 %".6378", 0
  br i1 %".6379", label %"native.ok.415", label %"native.fail.415"
native.fail.414:
  %".6366" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6367" = icmp ne i32 %".6366", 0
  br i1 %".6367", label %"native.pending.414", label %"native.error.414"
native.ok.414:
  br label %"cleanup.done.365"
native.pending.414:
  br label %"cleanup.done.365"
native.error.414:
  %"exception.text_ptr.954" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.955" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6370" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6361", i8* %"exception.text_ptr.954", i32 18, i32 3, i8* %"exception.text_ptr.955")
  br label %"cleanup.done.365"
cleanup.done.366:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6374")
  %".6389" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6390" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6391" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.416", i32 0, i32 0
  %".6392" = bitcast %"builtins__files__File"* %".6390" to i8*
  %".6393" = call i32 @"irx_class_release"(i8* %"context", i8* %".6392", i8* %".6391")
  %".6394" = icmp eq i32 %".6393", 0
  br i1 %".6394", label %"native.ok.416", label %"native.fail.416"
native.fail.415:
  %".6381" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6382" = icmp ne i32 %".6381", 0
  br i1 %".6382", label %"native.pending.415", label %"native.error.415"
native.ok.415:
  br label %"cleanup.done.366"
native.pending.415:
  br label %"cleanup.done.366"
native.error.415:
  %"exception.text_ptr.956" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.957" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6385" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6376", i8* %"exception.text_ptr.956", i32 15, i32 3, i8* %"exception.text_ptr.957")
  br label %"cleanup.done.366"
cleanup.done.367:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6389")
  ret i32 1
native.fail.416:
  %".6396" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6397" = icmp ne i32 %".6396", 0
  br i1 %".6397", label %"native.pending.416", label %"native.error.416"
native.ok.416:
  br label %"cleanup.done.367"
native.pending.416:
  br label %"cleanup.done.367"
native.error.416:
  %"exception.text_ptr.958" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.959" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6400" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6391", i8* %"exception.text_ptr.958", i32 7, i32 3, i8* %"exception.text_ptr.959")
  br label %"cleanup.done.367"
cleanup.done.368:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6406")
  %".6420" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6421" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6422" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.418", i32 0, i32 0
  %".6423" = bitcast %"builtins__exceptions__Exception"* %".6421" to i8*
  %".6424" = call i32 @"irx_class_release"(i8* %"context", i8* %".6423", i8* %".6422")
  %".6425" = icmp eq i32 %".6424", 0
  br i1 %".6425", label %"native.ok.418", label %"native.fail.418"
native.fail.417:
  %".6412" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6413" = icmp ne i32 %".6412", 0
  br i1 %".6413", label %"native.pending.417", label %"native.error.417"
native.ok.417:
  br label %"cleanup.done.368"
native.pending.417:
  br label %"cleanup.done.368"
native.error.417:
  %"exception.text_ptr.962" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.963" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6416" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6407", i8* %"exception.text_ptr.962", i32 36, i32 11, i8* %"exception.text_ptr.963")
  br label %"cleanup.done.368"
cleanup.done.369:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6420")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6436" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6437" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6438" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.419", i32 0, i32 0
  %".6439" = bitcast %"builtins__files__File"* %".6437" to i8*
  %".6440" = call i32 @"irx_class_release"(i8* %"context", i8* %".6439", i8* %".6438")
  %".6441" = icmp eq i32 %".6440", 0
  br i1 %".6441", label %"native.ok.419", label %"native.fail.419"
native.fail.418:
  %".6427" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6428" = icmp ne i32 %".6427", 0
  br i1 %".6428", label %"native.pending.418", label %"native.error.418"
native.ok.418:
  br label %"cleanup.done.369"
native.pending.418:
  br label %"cleanup.done.369"
native.error.418:
  %"exception.text_ptr.964" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.965" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6431" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6422", i8* %"exception.text_ptr.964", i32 35, i32 3, i8* %"exception.text_ptr.965")
  br label %"cleanup.done.369"
cleanup.done.370:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6436")
  %".6451" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6452" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6453" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.420", i32 0, i32 0
  %".6454" = bitcast %"builtins__files__File"* %".6452" to i8*
  %".6455" = call i32 @"irx_class_release"(i8* %"context", i8* %".6454", i8* %".6453")
  %".6456" = icmp eq i32 %".6455", 0
  br i1 %".6456", label %"native.ok.420", label %"native.fail.420"
native.fail.419:
  %".6443" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6444" = icmp ne i32 %".6443", 0
  br i1 %".6444", label %"native.pending.419", label %"native.error.419"
native.ok.419:
  br label %"cleanup.done.370"
native.pending.419:
  br label %"cleanup.done.370"
native.error.419:
  %"exception.text_ptr.966" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.967" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6447" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6438", i8* %"exception.text_ptr.966", i32 18, i32 3, i8* %"exception.text_ptr.967")
  br label %"cleanup.done.370"
cleanup.done.371:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6451")
  %".6466" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6467" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6468" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.421", i32 0, i32 0
  %".6469" = bitcast %"builtins__files__File"* %".6467" to i8*
  %".6470" = call i32 @"irx_class_release"(i8* %"context", i8* %".6469", i8* %".6468")
  %".6471" = icmp eq i32 %".6470", 0
  br i1 %".6471", label %"native.ok.421", label %"native.fail.421"
native.fail.420:
  %".6458" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6459" = icmp ne i32 %".6458", 0
  br i1 %".6459", label %"native.pending.420", label %"native.error.420"
native.ok.420:
  br label %"cleanup.done.371"
native.pending.420:
  br label %"cleanup.done.371"
native.error.420:
  %"exception.text_ptr.968" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.969" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6462" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6453", i8* %"exception.text_ptr.968", i32 15, i32 3, i8* %"exception.text_ptr.969")
  br label %"cleanup.done.371"
cleanup.done.372:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6466")
  ret i32 1
native.fail.421:
  %".6473" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6474" = icmp ne i32 %".6473", 0
  br i1 %".6474", label %"native.pending.421", label %"native.error.421"
native.ok.421:
  br label %"cleanup.done.372"
native.pending.421:
  br label %"cleanup.done.372"
native.error.421:
  %"exception.text_ptr.970" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.971" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6477" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6468", i8* %"exception.text_ptr.970", i32 7, i32 3, i8* %"exception.text_ptr.971")
  br label %"cleanup.done.372"
string.allocation.fail.3:
  %"exception.text_ptr.972" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_30", i32 0, i32 0
  %"exception.text_ptr.973" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.974" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_27", i32 0, i32 0
  %".6483" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.972", i8* %"exception.text_ptr.973", i32 -1, i32 -1, i8* %"exception.text_ptr.974")
  %".6484" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6485" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.422", i32 0, i32 0
  %".6486" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6487" = call i32 @"irx_class_release"(i8* %"context", i8* %".6486", i8* %".6485")
  %".6488" = icmp eq i32 %".6487", 0
  br i1 %".6488", label %"native.ok.422", label %"native.fail.422"
string.allocation.pass.3:
  %".6560" = call i32 @"puts"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat.1")
  %".6562" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6563" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.427", i32 0, i32 0
  %".6564" = bitcast %"builtins__exceptions__Exception"* %"e.3" to i8*
  %".6565" = call i32 @"irx_class_release"(i8* %"context", i8* %".6564", i8* %".6563")
  %".6566" = icmp eq i32 %".6565", 0
  br i1 %".6566", label %"native.ok.427", label %"native.fail.427"
cleanup.done.373:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6484")
  %".6498" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6499" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6500" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.423", i32 0, i32 0
  %".6501" = bitcast %"builtins__exceptions__Exception"* %".6499" to i8*
  %".6502" = call i32 @"irx_class_release"(i8* %"context", i8* %".6501", i8* %".6500")
  %".6503" = icmp eq i32 %".6502", 0
  br i1 %".6503", label %"native.ok.423", label %"native.fail.423"
native.fail.422:
  %".6490" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6491" = icmp ne i32 %".6490", 0
  br i1 %".6491", label %"native.pending.422", label %"native.error.422"
native.ok.422:
  br label %"cleanup.done.373"
native.pending.422:
  br label %"cleanup.done.373"
native.error.422:
  %"exception.text_ptr.975" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.976" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6494" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6485", i8* %"exception.text_ptr.975", i32 36, i32 11, i8* %"exception.text_ptr.976")
  br label %"cleanup.done.373"
cleanup.done.374:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6498")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6514" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6515" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6516" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.424", i32 0, i32 0
  %".6517" = bitcast %"builtins__files__File"* %".6515" to i8*
  %".6518" = call i32 @"irx_class_release"(i8* %"context", i8* %".6517", i8* %".6516")
  %".6519" = icmp eq i32 %".6518", 0
  br i1 %".6519", label %"native.ok.424", label %"native.fail.424"
native.fail.423:
  %".6505" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6506" = icmp ne i32 %".6505", 0
  br i1 %".6506", label %"native.pending.423", label %"native.error.423"
native.ok.423:
  br label %"cleanup.done.374"
native.pending.423:
  br label %"cleanup.done.374"
native.error.423:
  %"exception.text_ptr.977" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.978" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6509" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6500", i8* %"exception.text_ptr.977", i32 35, i32 3, i8* %"exception.text_ptr.978")
  br label %"cleanup.done.374"
cleanup.done.375:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6514")
  %".6529" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6530" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6531" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.425", i32 0, i32 0
  %".6532" = bitcast %"builtins__files__File"* %".6530" to i8*
  %".6533" = call i32 @"irx_class_release"(i8* %"context", i8* %".6532", i8* %".6531")
  %".6534" = icmp eq i32 %".6533", 0
  br i1 %".6534", label %"native.ok.425", label %"native.fail.425"
native.fail.424:
  %".6521" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6522" = icmp ne i32 %".6521", 0
  br i1 %".6522", label %"native.pending.424", label %"native.error.424"
native.ok.424:
  br label %"cleanup.done.375"
native.pending.424:
  br label %"cleanup.done.375"
native.error.424:
  %"exception.text_ptr.979" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.980" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6525" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6516", i8* %"exception.text_ptr.979", i32 18, i32 3, i8* %"exception.text_ptr.980")
  br label %"cleanup.done.375"
cleanup.done.376:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6529")
  %".6544" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6545" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6546" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.426", i32 0, i32 0
  %".6547" = bitcast %"builtins__files__File"* %".6545" to i8*
  %".6548" = call i32 @"irx_class_release"(i8* %"context", i8* %".6547", i8* %".6546")
  %".6549" = icmp eq i32 %".6548", 0
  br i1 %".6549", label %"native.ok.426", label %"native.fail.426"
native.fail.425:
  %".6536" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6537" = icmp ne i32 %".6536", 0
  br i1 %".6537", label %"native.pending.425", label %"native.error.425"
native.ok.425:
  br label %"cleanup.done.376"
native.pending.425:
  br label %"cleanup.done.376"
native.error.425:
  %"exception.text_ptr.981" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.982" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6540" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6531", i8* %"exception.text_ptr.981", i32 15, i32 3, i8* %"exception.text_ptr.982")
  br label %"cleanup.done.376"
cleanup.done.377:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6544")
  ret i32 1
native.fail.426:
  %".6551" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6552" = icmp ne i32 %".6551", 0
  br i1 %".6552", label %"native.pending.426", label %"native.error.426"
native.ok.426:
  br label %"cleanup.done.377"
native.pending.426:
  br label %"cleanup.done.377"
native.error.426:
  %"exception.text_ptr.983" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.984" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6555" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6546", i8* %"exception.text_ptr.983", i32 7, i32 3, i8* %"exception.text_ptr.984")
  br label %"cleanup.done.377"
cleanup.done.378:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6562")
  %".6576" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6577" = icmp ne i32 %".6576", 0
  br i1 %".6577", label %"cleanup.done.378.if", label %"cleanup.done.378.endif"
native.fail.427:
  %".6568" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6569" = icmp ne i32 %".6568", 0
  br i1 %".6569", label %"native.pending.427", label %"native.error.427"
native.ok.427:
  br label %"cleanup.done.378"
native.pending.427:
  br label %"cleanup.done.378"
native.error.427:
  %"exception.text_ptr.985" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.986" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6572" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6563", i8* %"exception.text_ptr.985", i32 36, i32 11, i8* %"exception.text_ptr.986")
  br label %"cleanup.done.378"
cleanup.done.378.if:
  %".6579" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6580" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6581" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.428", i32 0, i32 0
  %".6582" = bitcast %"builtins__exceptions__Exception"* %".6580" to i8*
  %".6583" = call i32 @"irx_class_release"(i8* %"context", i8* %".6582", i8* %".6581")
  %".6584" = icmp eq i32 %".6583", 0
  br i1 %".6584", label %"native.ok.428", label %"native.fail.428"
cleanup.done.378.endif:
  %".6641" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6642" = load %"builtins__exceptions__Exception"*, %"builtins__exceptions__Exception"** %"e.2"
  %".6643" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.432", i32 0, i32 0
  %".6644" = bitcast %"builtins__exceptions__Exception"* %".6642" to i8*
  %".6645" = call i32 @"irx_class_release"(i8* %"context", i8* %".6644", i8* %".6643")
  %".6646" = icmp eq i32 %".6645", 0
  br i1 %".6646", label %"native.ok.432", label %"native.fail.432"
cleanup.done.379:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6579")
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6595" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6596" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6597" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.429", i32 0, i32 0
  %".6598" = bitcast %"builtins__files__File"* %".6596" to i8*
  %".6599" = call i32 @"irx_class_release"(i8* %"context", i8* %".6598", i8* %".6597")
  %".6600" = icmp eq i32 %".6599", 0
  br i1 %".6600", label %"native.ok.429", label %"native.fail.429"
native.fail.428:
  %".6586" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6587" = icmp ne i32 %".6586", 0
  br i1 %".6587", label %"native.pending.428", label %"native.error.428"
native.ok.428:
  br label %"cleanup.done.379"
native.pending.428:
  br label %"cleanup.done.379"
native.error.428:
  %"exception.text_ptr.987" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.988" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6590" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6581", i8* %"exception.text_ptr.987", i32 35, i32 3, i8* %"exception.text_ptr.988")
  br label %"cleanup.done.379"
cleanup.done.380:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6595")
  %".6610" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6611" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6612" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.430", i32 0, i32 0
  %".6613" = bitcast %"builtins__files__File"* %".6611" to i8*
  %".6614" = call i32 @"irx_class_release"(i8* %"context", i8* %".6613", i8* %".6612")
  %".6615" = icmp eq i32 %".6614", 0
  br i1 %".6615", label %"native.ok.430", label %"native.fail.430"
native.fail.429:
  %".6602" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6603" = icmp ne i32 %".6602", 0
  br i1 %".6603", label %"native.pending.429", label %"native.error.429"
native.ok.429:
  br label %"cleanup.done.380"
native.pending.429:
  br label %"cleanup.done.380"
native.error.429:
  %"exception.text_ptr.989" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.990" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6606" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6597", i8* %"exception.text_ptr.989", i32 18, i32 3, i8* %"exception.text_ptr.990")
  br label %"cleanup.done.380"
cleanup.done.381:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6610")
  %".6625" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6626" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6627" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.431", i32 0, i32 0
  %".6628" = bitcast %"builtins__files__File"* %".6626" to i8*
  %".6629" = call i32 @"irx_class_release"(i8* %"context", i8* %".6628", i8* %".6627")
  %".6630" = icmp eq i32 %".6629", 0
  br i1 %".6630", label %"native.ok.431", label %"native.fail.431"
native.fail.430:
  %".6617" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6618" = icmp ne i32 %".6617", 0
  br i1 %".6618", label %"native.pending.430", label %"native.error.430"
native.ok.430:
  br label %"cleanup.done.381"
native.pending.430:
  br label %"cleanup.done.381"
native.error.430:
  %"exception.text_ptr.991" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.992" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6621" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6612", i8* %"exception.text_ptr.991", i32 15, i32 3, i8* %"exception.text_ptr.992")
  br label %"cleanup.done.381"
cleanup.done.382:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6625")
  ret i32 1
native.fail.431:
  %".6632" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6633" = icmp ne i32 %".6632", 0
  br i1 %".6633", label %"native.pending.431", label %"native.error.431"
native.ok.431:
  br label %"cleanup.done.382"
native.pending.431:
  br label %"cleanup.done.382"
native.error.431:
  %"exception.text_ptr.993" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.994" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6636" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6627", i8* %"exception.text_ptr.993", i32 7, i32 3, i8* %"exception.text_ptr.994")
  br label %"cleanup.done.382"
cleanup.done.383:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6641")
  %".6656" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6657" = icmp ne i32 %".6656", 0
  br i1 %".6657", label %"cleanup.done.383.if", label %"cleanup.done.383.endif"
native.fail.432:
  %".6648" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6649" = icmp ne i32 %".6648", 0
  br i1 %".6649", label %"native.pending.432", label %"native.error.432"
native.ok.432:
  br label %"cleanup.done.383"
native.pending.432:
  br label %"cleanup.done.383"
native.error.432:
  %"exception.text_ptr.995" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.996" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6652" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6643", i8* %"exception.text_ptr.995", i32 35, i32 3, i8* %"exception.text_ptr.996")
  br label %"cleanup.done.383"
cleanup.done.383.if:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6660" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6661" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6662" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.433", i32 0, i32 0
  %".6663" = bitcast %"builtins__files__File"* %".6661" to i8*
  %".6664" = call i32 @"irx_class_release"(i8* %"context", i8* %".6663", i8* %".6662")
  %".6665" = icmp eq i32 %".6664", 0
  br i1 %".6665", label %"native.ok.433", label %"native.fail.433"
cleanup.done.383.endif:
  call void @"irx_exception_handler_leave"(i8* %"context", i8* %".5945")
  %".6707" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6708" = icmp ne i32 %".6707", 0
  br i1 %".6708", label %"cleanup.done.383.endif.if", label %"cleanup.done.383.endif.endif"
cleanup.done.384:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6660")
  %".6675" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6676" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6677" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.434", i32 0, i32 0
  %".6678" = bitcast %"builtins__files__File"* %".6676" to i8*
  %".6679" = call i32 @"irx_class_release"(i8* %"context", i8* %".6678", i8* %".6677")
  %".6680" = icmp eq i32 %".6679", 0
  br i1 %".6680", label %"native.ok.434", label %"native.fail.434"
native.fail.433:
  %".6667" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6668" = icmp ne i32 %".6667", 0
  br i1 %".6668", label %"native.pending.433", label %"native.error.433"
native.ok.433:
  br label %"cleanup.done.384"
native.pending.433:
  br label %"cleanup.done.384"
native.error.433:
  %"exception.text_ptr.997" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.998" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6671" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6662", i8* %"exception.text_ptr.997", i32 18, i32 3, i8* %"exception.text_ptr.998")
  br label %"cleanup.done.384"
cleanup.done.385:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6675")
  %".6690" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6691" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6692" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.435", i32 0, i32 0
  %".6693" = bitcast %"builtins__files__File"* %".6691" to i8*
  %".6694" = call i32 @"irx_class_release"(i8* %"context", i8* %".6693", i8* %".6692")
  %".6695" = icmp eq i32 %".6694", 0
  br i1 %".6695", label %"native.ok.435", label %"native.fail.435"
native.fail.434:
  %".6682" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6683" = icmp ne i32 %".6682", 0
  br i1 %".6683", label %"native.pending.434", label %"native.error.434"
native.ok.434:
  br label %"cleanup.done.385"
native.pending.434:
  br label %"cleanup.done.385"
native.error.434:
  %"exception.text_ptr.999" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1000" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6686" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6677", i8* %"exception.text_ptr.999", i32 15, i32 3, i8* %"exception.text_ptr.1000")
  br label %"cleanup.done.385"
cleanup.done.386:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6690")
  ret i32 1
native.fail.435:
  %".6697" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6698" = icmp ne i32 %".6697", 0
  br i1 %".6698", label %"native.pending.435", label %"native.error.435"
native.ok.435:
  br label %"cleanup.done.386"
native.pending.435:
  br label %"cleanup.done.386"
native.error.435:
  %"exception.text_ptr.1001" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1002" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6701" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6692", i8* %"exception.text_ptr.1001", i32 7, i32 3, i8* %"exception.text_ptr.1002")
  br label %"cleanup.done.386"
cleanup.done.383.endif.if:
  %".6710" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6711" = load %"builtins__files__File"*, %"builtins__files__File"** %"r"
  %".6712" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.436", i32 0, i32 0
  %".6713" = bitcast %"builtins__files__File"* %".6711" to i8*
  %".6714" = call i32 @"irx_class_release"(i8* %"context", i8* %".6713", i8* %".6712")
  %".6715" = icmp eq i32 %".6714", 0
  br i1 %".6715", label %"native.ok.436", label %"native.fail.436"
cleanup.done.383.endif.endif:
  br label %"try.end.1"
cleanup.done.387:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6710")
  %".6725" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6726" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6727" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.437", i32 0, i32 0
  %".6728" = bitcast %"builtins__files__File"* %".6726" to i8*
  %".6729" = call i32 @"irx_class_release"(i8* %"context", i8* %".6728", i8* %".6727")
  %".6730" = icmp eq i32 %".6729", 0
  br i1 %".6730", label %"native.ok.437", label %"native.fail.437"
native.fail.436:
  %".6717" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6718" = icmp ne i32 %".6717", 0
  br i1 %".6718", label %"native.pending.436", label %"native.error.436"
native.ok.436:
  br label %"cleanup.done.387"
native.pending.436:
  br label %"cleanup.done.387"
native.error.436:
  %"exception.text_ptr.1003" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1004" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6721" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6712", i8* %"exception.text_ptr.1003", i32 18, i32 3, i8* %"exception.text_ptr.1004")
  br label %"cleanup.done.387"
cleanup.done.388:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6725")
  %".6740" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6741" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6742" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.438", i32 0, i32 0
  %".6743" = bitcast %"builtins__files__File"* %".6741" to i8*
  %".6744" = call i32 @"irx_class_release"(i8* %"context", i8* %".6743", i8* %".6742")
  %".6745" = icmp eq i32 %".6744", 0
  br i1 %".6745", label %"native.ok.438", label %"native.fail.438"
native.fail.437:
  %".6732" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6733" = icmp ne i32 %".6732", 0
  br i1 %".6733", label %"native.pending.437", label %"native.error.437"
native.ok.437:
  br label %"cleanup.done.388"
native.pending.437:
  br label %"cleanup.done.388"
native.error.437:
  %"exception.text_ptr.1005" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1006" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6736" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6727", i8* %"exception.text_ptr.1005", i32 15, i32 3, i8* %"exception.text_ptr.1006")
  br label %"cleanup.done.388"
cleanup.done.389:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6740")
  ret i32 1
native.fail.438:
  %".6747" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6748" = icmp ne i32 %".6747", 0
  br i1 %".6748", label %"native.pending.438", label %"native.error.438"
native.ok.438:
  br label %"cleanup.done.389"
native.pending.438:
  br label %"cleanup.done.389"
native.error.438:
  %"exception.text_ptr.1007" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1008" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6751" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6742", i8* %"exception.text_ptr.1007", i32 7, i32 3, i8* %"exception.text_ptr.1008")
  br label %"cleanup.done.389"
cleanup.done.390:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6757")
  %".6772" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6773" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6774" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.440", i32 0, i32 0
  %".6775" = bitcast %"builtins__files__File"* %".6773" to i8*
  %".6776" = call i32 @"irx_class_release"(i8* %"context", i8* %".6775", i8* %".6774")
  %".6777" = icmp eq i32 %".6776", 0
  br i1 %".6777", label %"native.ok.440", label %"native.fail.440"
native.fail.439:
  %".6764" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6765" = icmp ne i32 %".6764", 0
  br i1 %".6765", label %"native.pending.439", label %"native.error.439"
native.ok.439:
  br label %"cleanup.done.390"
native.pending.439:
  br label %"cleanup.done.390"
native.error.439:
  %"exception.text_ptr.1009" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1010" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6768" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6759", i8* %"exception.text_ptr.1009", i32 18, i32 3, i8* %"exception.text_ptr.1010")
  br label %"cleanup.done.390"
cleanup.done.391:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6772")
  %".6787" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6788" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6789" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.441", i32 0, i32 0
  %".6790" = bitcast %"builtins__files__File"* %".6788" to i8*
  %".6791" = call i32 @"irx_class_release"(i8* %"context", i8* %".6790", i8* %".6789")
  %".6792" = icmp eq i32 %".6791", 0
  br i1 %".6792", label %"native.ok.441", label %"native.fail.441"
native.fail.440:
  %".6779" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6780" = icmp ne i32 %".6779", 0
  br i1 %".6780", label %"native.pending.440", label %"native.error.440"
native.ok.440:
  br label %"cleanup.done.391"
native.pending.440:
  br label %"cleanup.done.391"
native.error.440:
  %"exception.text_ptr.1011" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1012" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6783" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6774", i8* %"exception.text_ptr.1011", i32 15, i32 3, i8* %"exception.text_ptr.1012")
  br label %"cleanup.done.391"
cleanup.done.392:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6787")
  ret i32 1
native.fail.441:
  %".6794" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6795" = icmp ne i32 %".6794", 0
  br i1 %".6795", label %"native.pending.441", label %"native.error.441"
native.ok.441:
  br label %"cleanup.done.392"
native.pending.441:
  br label %"cleanup.done.392"
native.error.441:
  %"exception.text_ptr.1013" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1014" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6798" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6789", i8* %"exception.text_ptr.1013", i32 7, i32 3, i8* %"exception.text_ptr.1014")
  br label %"cleanup.done.392"
cleanup.done.393:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6803")
  %".6818" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6819" = icmp ne i32 %".6818", 0
  br i1 %".6819", label %"cleanup.done.393.if", label %"cleanup.done.393.endif"
native.fail.442:
  %".6810" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6811" = icmp ne i32 %".6810", 0
  br i1 %".6811", label %"native.pending.442", label %"native.error.442"
native.ok.442:
  br label %"cleanup.done.393"
native.pending.442:
  br label %"cleanup.done.393"
native.error.442:
  %"exception.text_ptr.1015" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1016" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6814" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6805", i8* %"exception.text_ptr.1015", i32 18, i32 3, i8* %"exception.text_ptr.1016")
  br label %"cleanup.done.393"
cleanup.done.393.if:
  %".6821" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6822" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6823" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.443", i32 0, i32 0
  %".6824" = bitcast %"builtins__files__File"* %".6822" to i8*
  %".6825" = call i32 @"irx_class_release"(i8* %"context", i8* %".6824", i8* %".6823")
  %".6826" = icmp eq i32 %".6825", 0
  br i1 %".6826", label %"native.ok.443", label %"native.fail.443"
cleanup.done.393.endif:
  %".6852" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6853" = load %"builtins__files__File"*, %"builtins__files__File"** %"g"
  %".6854" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.445", i32 0, i32 0
  %".6855" = bitcast %"builtins__files__File"* %".6853" to i8*
  %".6856" = call i32 @"irx_class_release"(i8* %"context", i8* %".6855", i8* %".6854")
  %".6857" = icmp eq i32 %".6856", 0
  br i1 %".6857", label %"native.ok.445", label %"native.fail.445"
cleanup.done.394:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6821")
  %".6836" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6837" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6838" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.444", i32 0, i32 0
  %".6839" = bitcast %"builtins__files__File"* %".6837" to i8*
  %".6840" = call i32 @"irx_class_release"(i8* %"context", i8* %".6839", i8* %".6838")
  %".6841" = icmp eq i32 %".6840", 0
  br i1 %".6841", label %"native.ok.444", label %"native.fail.444"
native.fail.443:
  %".6828" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6829" = icmp ne i32 %".6828", 0
  br i1 %".6829", label %"native.pending.443", label %"native.error.443"
native.ok.443:
  br label %"cleanup.done.394"
native.pending.443:
  br label %"cleanup.done.394"
native.error.443:
  %"exception.text_ptr.1017" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1018" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6832" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6823", i8* %"exception.text_ptr.1017", i32 15, i32 3, i8* %"exception.text_ptr.1018")
  br label %"cleanup.done.394"
cleanup.done.395:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6836")
  ret i32 1
native.fail.444:
  %".6843" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6844" = icmp ne i32 %".6843", 0
  br i1 %".6844", label %"native.pending.444", label %"native.error.444"
native.ok.444:
  br label %"cleanup.done.395"
native.pending.444:
  br label %"cleanup.done.395"
native.error.444:
  %"exception.text_ptr.1019" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1020" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6847" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6838", i8* %"exception.text_ptr.1019", i32 7, i32 3, i8* %"exception.text_ptr.1020")
  br label %"cleanup.done.395"
cleanup.done.396:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6852")
  %".6867" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6868" = icmp ne i32 %".6867", 0
  br i1 %".6868", label %"cleanup.done.396.if", label %"cleanup.done.396.endif"
native.fail.445:
  %".6859" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6860" = icmp ne i32 %".6859", 0
  br i1 %".6860", label %"native.pending.445", label %"native.error.445"
native.ok.445:
  br label %"cleanup.done.396"
native.pending.445:
  br label %"cleanup.done.396"
native.error.445:
  %"exception.text_ptr.1021" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1022" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6863" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6854", i8* %"exception.text_ptr.1021", i32 15, i32 3, i8* %"exception.text_ptr.1022")
  br label %"cleanup.done.396"
cleanup.done.396.if:
  %".6870" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6871" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6872" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.446", i32 0, i32 0
  %".6873" = bitcast %"builtins__files__File"* %".6871" to i8*
  %".6874" = call i32 @"irx_class_release"(i8* %"context", i8* %".6873", i8* %".6872")
  %".6875" = icmp eq i32 %".6874", 0
  br i1 %".6875", label %"native.ok.446", label %"native.fail.446"
cleanup.done.396.endif:
  %".6886" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".6887" = load %"builtins__files__File"*, %"builtins__files__File"** %"f"
  %".6888" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.447", i32 0, i32 0
  %".6889" = bitcast %"builtins__files__File"* %".6887" to i8*
  %".6890" = call i32 @"irx_class_release"(i8* %"context", i8* %".6889", i8* %".6888")
  %".6891" = icmp eq i32 %".6890", 0
  br i1 %".6891", label %"native.ok.447", label %"native.fail.447"
cleanup.done.397:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6870")
  ret i32 1
native.fail.446:
  %".6877" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6878" = icmp ne i32 %".6877", 0
  br i1 %".6878", label %"native.pending.446", label %"native.error.446"
native.ok.446:
  br label %"cleanup.done.397"
native.pending.446:
  br label %"cleanup.done.397"
native.error.446:
  %"exception.text_ptr.1023" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1024" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6881" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6872", i8* %"exception.text_ptr.1023", i32 7, i32 3, i8* %"exception.text_ptr.1024")
  br label %"cleanup.done.397"
cleanup.done.398:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".6886")
  %".6901" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6902" = icmp ne i32 %".6901", 0
  br i1 %".6902", label %"cleanup.done.398.if", label %"cleanup.done.398.endif"
native.fail.447:
  %".6893" = call i32 @"irx_exception_pending"(i8* %"context")
  %".6894" = icmp ne i32 %".6893", 0
  br i1 %".6894", label %"native.pending.447", label %"native.error.447"
native.ok.447:
  br label %"cleanup.done.398"
native.pending.447:
  br label %"cleanup.done.398"
native.error.447:
  %"exception.text_ptr.1025" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1026" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".6897" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6888", i8* %"exception.text_ptr.1025", i32 7, i32 3, i8* %"exception.text_ptr.1026")
  br label %"cleanup.done.398"
cleanup.done.398.if:
  ret i32 1
cleanup.done.398.endif:
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140402478323472" = internal constant [27 x i8] c"range() step must not be 0\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_13", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_13", i32 0, i32 0
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

@"exception_text_13" = internal constant [43 x i8] c"builtins.exceptions::class::AssertionError\00"
@"exception_text_14" = internal constant [20 x i8] c"builtins.generators\00"
@"exception_text_15" = internal constant [26 x i8] c"ARX-RUNTIME-ASSERTION-001\00"
declare external void @"irx_list_destroy"({i8*, i64, i64, i64}* %".1")

declare external i32 @"irx_list_append"({i8*, i64, i64, i64}* %".1", i8* %".2")

@"exception_text_16" = internal constant [35 x i8] c"numeric conversion is out of range\00"
@"exception_text_17" = internal constant [27 x i8] c"ARX-RUNTIME-CONVERSION-001\00"
declare external i8* @"irx_list_status_message"(i32 %".1")

@"exception_text_18" = internal constant [21 x i8] c"ARX-RUNTIME-LIST-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_19", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_20", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_19", i32 0, i32 0
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

@"exception_text_19" = internal constant [39 x i8] c"builtins.exceptions::class::IndexError\00"
@"exception_text_20" = internal constant [40 x i8] c"builtins.exceptions::class::LookupError\00"
declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

@"exception_text_21" = internal constant [42 x i8] c"integer arithmetic result is out of range\00"
@"exception_text_22" = internal constant [27 x i8] c"ARX-RUNTIME-ARITHMETIC-001\00"
@"str_utf8_1548018713685554167_140402478246032" = internal constant [10 x i8] c"notes.txt\00"
@"str_utf8_4907379229889568099_140402478246416" = internal constant [2 x i8] c"w\00"
define internal i32 @"irx.drop.builtins.files::class::File"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"builtins__files__File"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"builtins__files__File", %"builtins__files__File"* %".5", i32 0, i32 3
  %".12" = load i8*, i8** %".11"
  %".13" = call i8* @"irx_exception_cleanup_enter"(i8* %".1")
  %".14" = call i32 @"irx_file_release"(i8* %".12", i8* %".8")
  call void @"irx_class_record"(i32 %".14", i8* %".8", i32* %"first_status", i8* %".3")
  %".16" = icmp eq i32 %".14", 0
  br i1 %".16", label %"native.ok", label %"native.fail"
drop.field.done:
  call void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".13")
  store i8* null, i8** %".11"
  %".42" = load i32, i32* %"first_status"
  ret i32 %".42"
native.fail:
  %".18" = call i32 @"irx_exception_pending"(i8* %".1")
  %".19" = icmp ne i32 %".18", 0
  br i1 %".19", label %"native.pending", label %"native.error"
native.ok:
  br label %"drop.field.done"
native.pending:
  br label %"drop.field.done"
native.error:
  %".22" = icmp sge i32 %".14", 65536
  br i1 %".22", label %"native.oserror", label %"native.valueerror"
native.oserror:
  %"exception.text_ptr" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".24" = call i32 @"irx.raise.builtins.exceptions::class::OSError"(i8* %".1", i8* %".8", i8* %"exception.text_ptr", i32 6, i32 1, i8* %"exception.text_ptr.1")
  br label %"drop.field.done"
native.valueerror:
  %".26" = icmp eq i32 %".14", 5
  br i1 %".26", label %"native.overflow", label %"native.filevalue"
native.overflow:
  %"exception.text_ptr.2" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".28" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %".1", i8* %".8", i8* %"exception.text_ptr.2", i32 6, i32 1, i8* %"exception.text_ptr.3")
  br label %"drop.field.done"
native.filevalue:
  %".30" = icmp eq i32 %".14", 4
  %".31" = zext i1 %".30" to i32
  %".32" = sub i32 0, %".31"
  %".33" = icmp slt i32 %".32", 0
  br i1 %".33", label %"native.filevalue.if", label %"native.filevalue.endif"
native.filevalue.if:
  %"exception.text_ptr.4" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_0", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_1", i32 0, i32 0
  call void @"__arx_runtime_fail"(i8* %"exception.text_ptr.4", i8* %"exception.text_ptr.5", i32 6, i32 1, i8* %"exception.text_ptr.6")
  unreachable
native.filevalue.endif:
  %"exception.text_ptr.7" = getelementptr inbounds [10 x i8], [10 x i8]* @"exception_text_23", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_9", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %".1", i8* %".8", i8* %"exception.text_ptr.7", i32 6, i32 1, i8* %"exception.text_ptr.8")
  br label %"drop.field.done"
}

declare external i32 @"irx_file_release"(i8* %".1", i8* %".2")

@"exception_text_23" = internal constant [10 x i8] c"file_text\00"
declare external i32 @"irx_file_open"(i8* %".1", i8* %".2", i8** %".3", i8* %".4")

declare external void @"irx_class_complete"(i8* %".1")

@"str_utf8_2627568850201864117_140403584541200" = internal constant [12 x i8] c"first line\0a\00"
@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_24" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_25" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_26" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_27" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"exception_text_28" = internal constant [31 x i8] c"string formatting write failed\00"
declare external i32 @"puts"(i8* %".1")

@"str_utf8_7754134708361840111_140403584917456" = internal constant [8 x i8] c"h\c3\a9llo\0a\00"
@"str_utf8_1548018713685554167_140402471300432" = internal constant [10 x i8] c"notes.txt\00"
@"str_utf8_2157094572885148815_140402471301392" = internal constant [2 x i8] c"a\00"
@"str_utf8_6903777510658373113_140402481347280" = internal constant [10 x i8] c"appended\0a\00"
@"str_utf8_1548018713685554167_140402481076752" = internal constant [10 x i8] c"notes.txt\00"
@"str_utf8_3049963696671106551_140402481077008" = internal constant [2 x i8] c"r\00"
@"str_utf8_5001706529789654005_140402500097744" = internal constant [16 x i8] c"no/such/dir.txt\00"
@"str_utf8_3049963696671106551_140402500103696" = internal constant [2 x i8] c"r\00"
@"str_utf8_4943365998744643558_140402460034384" = internal constant [8 x i8] c"opened?\00"
declare external i32 @"irx_exception_matches"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_handler_enter"(i8* %".1")

declare external i8* @"irx_exception_handled_payload"(i8* %".1")

declare external void @"irx_exception_handler_leave"(i8* %".1", i8* %".2")

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

