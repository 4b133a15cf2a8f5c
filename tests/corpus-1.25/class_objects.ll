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
%"class_objects__Shape" = type {i8*, i8*, i8*, i8*}
%"class_objects__Rect" = type {i8*, i8*, i8*, i8*, double, double}
%"class_objects__Counter" = type {i8*, i8*, i8*}
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

define internal i8* @"class_objects__Shape__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"class_objects__Shape"*
  switch i32 %".2", label %"missing" [i32 2, label %"field.2"]
missing:
  ret i8* null
field.2:
  %"name_addr" = getelementptr inbounds %"class_objects__Shape", %"class_objects__Shape"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"name_addr" to i8*
  ret i8* %".6"
}

define i32 @"class_objects__Shape__method__area__overload__instance__area__irx_default__fixed__Float64"(i8* %"context", %"class_objects__Shape"* %"self", double* %"result_out")
{
entry:
  %"self.1" = alloca %"class_objects__Shape"*
  store %"class_objects__Shape"* %"self", %"class_objects__Shape"** %"self.1"
  store double              0x0, double* %"result_out"
  ret i32 0
}

@"class_objects__Shape__dispatch" = internal constant [1 x i8*] [i8* bitcast (i32 (i8*, %"class_objects__Shape"*, double*)* @"class_objects__Shape__method__area__overload__instance__area__irx_default__fixed__Float64" to i8*)]
define internal i8* @"class_objects__Rect__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"class_objects__Rect"*
  switch i32 %".2", label %"missing" [i32 2, label %"field.2" i32 1, label %"field.1" i32 0, label %"field.0"]
missing:
  ret i8* null
field.2:
  %"name_addr" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %".4", i32 0, i32 3
  %".6" = bitcast i8** %"name_addr" to i8*
  ret i8* %".6"
field.1:
  %"w_addr" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %".4", i32 0, i32 4
  %".8" = bitcast double* %"w_addr" to i8*
  ret i8* %".8"
field.0:
  %"h_addr" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %".4", i32 0, i32 5
  %".10" = bitcast double* %"h_addr" to i8*
  ret i8* %".10"
}

define i32 @"class_objects__Rect__method__area__overload__instance__area__irx_default__fixed__Float64"(i8* %"context", %"class_objects__Rect"* %"self", double* %"result_out")
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
  %"self.1" = alloca %"class_objects__Rect"*
  store %"class_objects__Rect"* %"self", %"class_objects__Rect"** %"self.1"
  %"self.2" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"self.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".8" = call i32 @"irx_class_require"(i8* %".7", i8* %".6")
  %".9" = icmp eq i32 %".8", 0
  br i1 %".9", label %"native.ok", label %"native.fail"
native.fail:
  %".11" = call i32 @"irx_exception_pending"(i8* %"context")
  %".12" = icmp ne i32 %".11", 0
  br i1 %".12", label %"native.pending", label %"native.error"
native.ok:
  %".17" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".18" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".19" = call i32 @"irx_class_retain"(i8* %".18", i8* %".17")
  %".20" = icmp eq i32 %".19", 0
  br i1 %".20", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 55, i32 12, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".22" = call i32 @"irx_exception_pending"(i8* %"context")
  %".23" = icmp ne i32 %".22", 0
  br i1 %".23", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".28" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"self.2", i32 0, i32 1
  %".29" = load i8*, i8** %".28"
  %".30" = bitcast i8* %".29" to i8* (i8*, i32)*
  %".31" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %"w_raw_addr" = call i8* %".30"(i8* %".31", i32 1)
  %".32" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".33" = call i32 @"irx_class_require"(i8* %"w_raw_addr", i8* %".32")
  %".34" = icmp eq i32 %".33", 0
  br i1 %".34", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".26" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".17", i8* %"exception.text_ptr.2", i32 55, i32 12, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".36" = call i32 @"irx_exception_pending"(i8* %"context")
  %".37" = icmp ne i32 %".36", 0
  br i1 %".37", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %"w_addr" = bitcast i8* %"w_raw_addr" to double*
  %"w" = load double, double* %"w_addr"
  %"self.3" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"self.1"
  %".70" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".71" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".72" = call i32 @"irx_class_require"(i8* %".71", i8* %".70")
  %".73" = icmp eq i32 %".72", 0
  br i1 %".73", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".39" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".40" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".41" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".42" = call i32 @"irx_class_release"(i8* %"context", i8* %".41", i8* %".40")
  %".43" = icmp eq i32 %".42", 0
  br i1 %".43", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.6" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".54" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.6", i32 55, i32 12, i8* %"exception.text_ptr.7")
  %".55" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".56" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".57" = bitcast %"class_objects__Rect"* %"self.2" to i8*
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
  %"exception.text_ptr.4" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".49" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".40", i8* %"exception.text_ptr.4", i32 55, i32 12, i8* %"exception.text_ptr.5")
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
  %"exception.text_ptr.8" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".65" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".56", i8* %"exception.text_ptr.8", i32 55, i32 12, i8* %"exception.text_ptr.9")
  br label %"cleanup.done.1"
native.fail.5:
  %".75" = call i32 @"irx_exception_pending"(i8* %"context")
  %".76" = icmp ne i32 %".75", 0
  br i1 %".76", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".109" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".110" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".111" = call i32 @"irx_class_retain"(i8* %".110", i8* %".109")
  %".112" = icmp eq i32 %".111", 0
  br i1 %".112", label %"native.ok.8", label %"native.fail.8"
native.pending.5:
  %".78" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".79" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".80" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".81" = call i32 @"irx_class_release"(i8* %"context", i8* %".80", i8* %".79")
  %".82" = icmp eq i32 %".81", 0
  br i1 %".82", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.12" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".93" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".70", i8* %"exception.text_ptr.12", i32 55, i32 21, i8* %"exception.text_ptr.13")
  %".94" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".95" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".96" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".97" = call i32 @"irx_class_release"(i8* %"context", i8* %".96", i8* %".95")
  %".98" = icmp eq i32 %".97", 0
  br i1 %".98", label %"native.ok.7", label %"native.fail.7"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".78")
  ret i32 1
native.fail.6:
  %".84" = call i32 @"irx_exception_pending"(i8* %"context")
  %".85" = icmp ne i32 %".84", 0
  br i1 %".85", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.2"
native.pending.6:
  br label %"cleanup.done.2"
native.error.6:
  %"exception.text_ptr.10" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".88" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".79", i8* %"exception.text_ptr.10", i32 55, i32 12, i8* %"exception.text_ptr.11")
  br label %"cleanup.done.2"
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
  %"exception.text_ptr.14" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".104" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".95", i8* %"exception.text_ptr.14", i32 55, i32 12, i8* %"exception.text_ptr.15")
  br label %"cleanup.done.3"
native.fail.8:
  %".114" = call i32 @"irx_exception_pending"(i8* %"context")
  %".115" = icmp ne i32 %".114", 0
  br i1 %".115", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  %".148" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"self.3", i32 0, i32 1
  %".149" = load i8*, i8** %".148"
  %".150" = bitcast i8* %".149" to i8* (i8*, i32)*
  %".151" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %"h_raw_addr" = call i8* %".150"(i8* %".151", i32 0)
  %".152" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".153" = call i32 @"irx_class_require"(i8* %"h_raw_addr", i8* %".152")
  %".154" = icmp eq i32 %".153", 0
  br i1 %".154", label %"native.ok.11", label %"native.fail.11"
native.pending.8:
  %".117" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".118" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".119" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".120" = call i32 @"irx_class_release"(i8* %"context", i8* %".119", i8* %".118")
  %".121" = icmp eq i32 %".120", 0
  br i1 %".121", label %"native.ok.9", label %"native.fail.9"
native.error.8:
  %"exception.text_ptr.18" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.19" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".132" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".109", i8* %"exception.text_ptr.18", i32 55, i32 21, i8* %"exception.text_ptr.19")
  %".133" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".134" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".135" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".136" = call i32 @"irx_class_release"(i8* %"context", i8* %".135", i8* %".134")
  %".137" = icmp eq i32 %".136", 0
  br i1 %".137", label %"native.ok.10", label %"native.fail.10"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".117")
  ret i32 1
native.fail.9:
  %".123" = call i32 @"irx_exception_pending"(i8* %"context")
  %".124" = icmp ne i32 %".123", 0
  br i1 %".124", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.4"
native.pending.9:
  br label %"cleanup.done.4"
native.error.9:
  %"exception.text_ptr.16" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".127" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".118", i8* %"exception.text_ptr.16", i32 55, i32 12, i8* %"exception.text_ptr.17")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".133")
  ret i32 1
native.fail.10:
  %".139" = call i32 @"irx_exception_pending"(i8* %"context")
  %".140" = icmp ne i32 %".139", 0
  br i1 %".140", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.5"
native.pending.10:
  br label %"cleanup.done.5"
native.error.10:
  %"exception.text_ptr.20" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.21" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".143" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".134", i8* %"exception.text_ptr.20", i32 55, i32 12, i8* %"exception.text_ptr.21")
  br label %"cleanup.done.5"
native.fail.11:
  %".156" = call i32 @"irx_exception_pending"(i8* %"context")
  %".157" = icmp ne i32 %".156", 0
  br i1 %".157", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  %"h_addr" = bitcast i8* %"h_raw_addr" to double*
  %"h" = load double, double* %"h_addr"
  %"multmp" = fmul double %"w", %"h"
  %".218" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".219" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".220" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".221" = call i32 @"irx_class_release"(i8* %"context", i8* %".220", i8* %".219")
  %".222" = icmp eq i32 %".221", 0
  br i1 %".222", label %"native.ok.16", label %"native.fail.16"
native.pending.11:
  %".159" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".160" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".161" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".162" = call i32 @"irx_class_release"(i8* %"context", i8* %".161", i8* %".160")
  %".163" = icmp eq i32 %".162", 0
  br i1 %".163", label %"native.ok.12", label %"native.fail.12"
native.error.11:
  %"exception.text_ptr.26" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.27" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".188" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".152", i8* %"exception.text_ptr.26", i32 55, i32 21, i8* %"exception.text_ptr.27")
  %".189" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".190" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".191" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".192" = call i32 @"irx_class_release"(i8* %"context", i8* %".191", i8* %".190")
  %".193" = icmp eq i32 %".192", 0
  br i1 %".193", label %"native.ok.14", label %"native.fail.14"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".159")
  %".173" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".174" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".175" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".176" = call i32 @"irx_class_release"(i8* %"context", i8* %".175", i8* %".174")
  %".177" = icmp eq i32 %".176", 0
  br i1 %".177", label %"native.ok.13", label %"native.fail.13"
native.fail.12:
  %".165" = call i32 @"irx_exception_pending"(i8* %"context")
  %".166" = icmp ne i32 %".165", 0
  br i1 %".166", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.6"
native.pending.12:
  br label %"cleanup.done.6"
native.error.12:
  %"exception.text_ptr.22" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.23" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".169" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".160", i8* %"exception.text_ptr.22", i32 55, i32 21, i8* %"exception.text_ptr.23")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".173")
  ret i32 1
native.fail.13:
  %".179" = call i32 @"irx_exception_pending"(i8* %"context")
  %".180" = icmp ne i32 %".179", 0
  br i1 %".180", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.7"
native.pending.13:
  br label %"cleanup.done.7"
native.error.13:
  %"exception.text_ptr.24" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.25" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".183" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".174", i8* %"exception.text_ptr.24", i32 55, i32 12, i8* %"exception.text_ptr.25")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".189")
  %".203" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".204" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".205" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".206" = call i32 @"irx_class_release"(i8* %"context", i8* %".205", i8* %".204")
  %".207" = icmp eq i32 %".206", 0
  br i1 %".207", label %"native.ok.15", label %"native.fail.15"
native.fail.14:
  %".195" = call i32 @"irx_exception_pending"(i8* %"context")
  %".196" = icmp ne i32 %".195", 0
  br i1 %".196", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.8"
native.pending.14:
  br label %"cleanup.done.8"
native.error.14:
  %"exception.text_ptr.28" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".199" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".190", i8* %"exception.text_ptr.28", i32 55, i32 21, i8* %"exception.text_ptr.29")
  br label %"cleanup.done.8"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".203")
  ret i32 1
native.fail.15:
  %".209" = call i32 @"irx_exception_pending"(i8* %"context")
  %".210" = icmp ne i32 %".209", 0
  br i1 %".210", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.9"
native.pending.15:
  br label %"cleanup.done.9"
native.error.15:
  %"exception.text_ptr.30" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".213" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".204", i8* %"exception.text_ptr.30", i32 55, i32 12, i8* %"exception.text_ptr.31")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".218")
  %".232" = call i32 @"irx_exception_pending"(i8* %"context")
  %".233" = icmp ne i32 %".232", 0
  br i1 %".233", label %"cleanup.done.10.if", label %"cleanup.done.10.endif"
native.fail.16:
  %".224" = call i32 @"irx_exception_pending"(i8* %"context")
  %".225" = icmp ne i32 %".224", 0
  br i1 %".225", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.10"
native.pending.16:
  br label %"cleanup.done.10"
native.error.16:
  %"exception.text_ptr.32" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".228" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".219", i8* %"exception.text_ptr.32", i32 55, i32 21, i8* %"exception.text_ptr.33")
  br label %"cleanup.done.10"
cleanup.done.10.if:
  %".235" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".236" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".237" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".238" = call i32 @"irx_class_release"(i8* %"context", i8* %".237", i8* %".236")
  %".239" = icmp eq i32 %".238", 0
  br i1 %".239", label %"native.ok.17", label %"native.fail.17"
cleanup.done.10.endif:
  %".250" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".251" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".252" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".253" = call i32 @"irx_class_release"(i8* %"context", i8* %".252", i8* %".251")
  %".254" = icmp eq i32 %".253", 0
  br i1 %".254", label %"native.ok.18", label %"native.fail.18"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".235")
  ret i32 1
native.fail.17:
  %".241" = call i32 @"irx_exception_pending"(i8* %"context")
  %".242" = icmp ne i32 %".241", 0
  br i1 %".242", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  br label %"cleanup.done.11"
native.pending.17:
  br label %"cleanup.done.11"
native.error.17:
  %"exception.text_ptr.34" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".245" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".236", i8* %"exception.text_ptr.34", i32 55, i32 12, i8* %"exception.text_ptr.35")
  br label %"cleanup.done.11"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".250")
  %".264" = call i32 @"irx_exception_pending"(i8* %"context")
  %".265" = icmp ne i32 %".264", 0
  br i1 %".265", label %"cleanup.done.12.if", label %"cleanup.done.12.endif"
native.fail.18:
  %".256" = call i32 @"irx_exception_pending"(i8* %"context")
  %".257" = icmp ne i32 %".256", 0
  br i1 %".257", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.12"
native.pending.18:
  br label %"cleanup.done.12"
native.error.18:
  %"exception.text_ptr.36" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".260" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".251", i8* %"exception.text_ptr.36", i32 55, i32 12, i8* %"exception.text_ptr.37")
  br label %"cleanup.done.12"
cleanup.done.12.if:
  ret i32 1
cleanup.done.12.endif:
  store double %"multmp", double* %"result_out"
  ret i32 0
}

@"class_objects__Rect__dispatch" = internal constant [1 x i8*] [i8* bitcast (i32 (i8*, %"class_objects__Rect"*, double*)* @"class_objects__Rect__method__area__overload__instance__area__irx_default__fixed__Float64" to i8*)]
define internal i8* @"class_objects__Counter__descriptor"(i8* %".1", i32 %".2")
{
entry:
  %".4" = bitcast i8* %".1" to %"class_objects__Counter"*
  switch i32 %".2", label %"missing" []
missing:
  ret i8* null
}

@"class_objects__Counter__static__count" = internal global i32 0
define i32 @"class_objects__Rect__method____init____overload__instance____init____irx_default__fixed__Float64__Float64__NoneType"(i8* %"context", %"class_objects__Rect"* %"self", double %"w", double %"h")
{
entry:
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"self.1" = alloca %"class_objects__Rect"*
  store %"class_objects__Rect"* %"self", %"class_objects__Rect"** %"self.1"
  %"w.1" = alloca double
  store double %"w", double* %"w.1"
  %"h.1" = alloca double
  store double %"h", double* %"h.1"
  %"w.2" = load double, double* %"w.1"
  %"self.2" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"self.1"
  %".9" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".10" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %".11" = call i32 @"irx_class_require"(i8* %".10", i8* %".9")
  %".12" = icmp eq i32 %".11", 0
  br i1 %".12", label %"native.ok", label %"native.fail"
native.fail:
  %".14" = call i32 @"irx_exception_pending"(i8* %"context")
  %".15" = icmp ne i32 %".14", 0
  br i1 %".15", label %"native.pending", label %"native.error"
native.ok:
  %".20" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"self.2", i32 0, i32 1
  %".21" = load i8*, i8** %".20"
  %".22" = bitcast i8* %".21" to i8* (i8*, i32)*
  %".23" = bitcast %"class_objects__Rect"* %"self.2" to i8*
  %"w_raw_addr" = call i8* %".22"(i8* %".23", i32 1)
  %".24" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".25" = call i32 @"irx_class_require"(i8* %"w_raw_addr", i8* %".24")
  %".26" = icmp eq i32 %".25", 0
  br i1 %".26", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".18" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".9", i8* %"exception.text_ptr", i32 36, i32 5, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".28" = call i32 @"irx_exception_pending"(i8* %"context")
  %".29" = icmp ne i32 %".28", 0
  br i1 %".29", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %"w_addr" = bitcast i8* %"w_raw_addr" to double*
  store double %"w.2", double* %"w_addr"
  %"h.2" = load double, double* %"h.1"
  %"self.3" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"self.1"
  %".35" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".36" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %".37" = call i32 @"irx_class_require"(i8* %".36", i8* %".35")
  %".38" = icmp eq i32 %".37", 0
  br i1 %".38", label %"native.ok.2", label %"native.fail.2"
native.pending.1:
  ret i32 1
native.error.1:
  %"exception.text_ptr.2" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".32" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".24", i8* %"exception.text_ptr.2", i32 36, i32 5, i8* %"exception.text_ptr.3")
  ret i32 1
native.fail.2:
  %".40" = call i32 @"irx_exception_pending"(i8* %"context")
  %".41" = icmp ne i32 %".40", 0
  br i1 %".41", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".46" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"self.3", i32 0, i32 1
  %".47" = load i8*, i8** %".46"
  %".48" = bitcast i8* %".47" to i8* (i8*, i32)*
  %".49" = bitcast %"class_objects__Rect"* %"self.3" to i8*
  %"h_raw_addr" = call i8* %".48"(i8* %".49", i32 0)
  %".50" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".51" = call i32 @"irx_class_require"(i8* %"h_raw_addr", i8* %".50")
  %".52" = icmp eq i32 %".51", 0
  br i1 %".52", label %"native.ok.3", label %"native.fail.3"
native.pending.2:
  ret i32 1
native.error.2:
  %"exception.text_ptr.4" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".44" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".35", i8* %"exception.text_ptr.4", i32 37, i32 5, i8* %"exception.text_ptr.5")
  ret i32 1
native.fail.3:
  %".54" = call i32 @"irx_exception_pending"(i8* %"context")
  %".55" = icmp ne i32 %".54", 0
  br i1 %".55", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  %"h_addr" = bitcast i8* %"h_raw_addr" to double*
  store double %"h.2", double* %"h_addr"
  %"self.4" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"self.1"
  %".61" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".62" = bitcast %"class_objects__Rect"* %"self.4" to i8*
  %".63" = call i32 @"irx_class_require"(i8* %".62", i8* %".61")
  %".64" = icmp eq i32 %".63", 0
  br i1 %".64", label %"native.ok.4", label %"native.fail.4"
native.pending.3:
  ret i32 1
native.error.3:
  %"exception.text_ptr.6" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".58" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".50", i8* %"exception.text_ptr.6", i32 37, i32 5, i8* %"exception.text_ptr.7")
  ret i32 1
native.fail.4:
  %".66" = call i32 @"irx_exception_pending"(i8* %"context")
  %".67" = icmp ne i32 %".66", 0
  br i1 %".67", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %".72" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"self.4", i32 0, i32 1
  %".73" = load i8*, i8** %".72"
  %".74" = bitcast i8* %".73" to i8* (i8*, i32)*
  %".75" = bitcast %"class_objects__Rect"* %"self.4" to i8*
  %"name_raw_addr" = call i8* %".74"(i8* %".75", i32 2)
  %".76" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".77" = call i32 @"irx_class_require"(i8* %"name_raw_addr", i8* %".76")
  %".78" = icmp eq i32 %".77", 0
  br i1 %".78", label %"native.ok.5", label %"native.fail.5"
native.pending.4:
  ret i32 1
native.error.4:
  %"exception.text_ptr.8" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".70" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".61", i8* %"exception.text_ptr.8", i32 38, i32 5, i8* %"exception.text_ptr.9")
  ret i32 1
native.fail.5:
  %".80" = call i32 @"irx_exception_pending"(i8* %"context")
  %".81" = icmp ne i32 %".80", 0
  br i1 %".81", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %"name_addr" = bitcast i8* %"name_raw_addr" to i8**
  %".86" = getelementptr inbounds [5 x i8], [5 x i8]* @"str_utf8_2209219590259860646_140403584895696", i32 0, i32 0
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_8", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %".86", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending.5:
  ret i32 1
native.error.5:
  %"exception.text_ptr.10" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".84" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".76", i8* %"exception.text_ptr.10", i32 38, i32 5, i8* %"exception.text_ptr.11")
  ret i32 1
string.allocation.fail:
  %"exception.text_ptr.12" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".88" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.12", i8* %"exception.text_ptr.13", i32 38, i32 15, i8* %"exception.text_ptr.14")
  ret i32 1
string.allocation.pass:
  %".90" = load i8*, i8** %"name_addr"
  call void @"free"(i8* %".90")
  store i8* %"str_concat", i8** %"name_addr"
  %".93" = getelementptr inbounds [10 x i8], [10 x i8]* @"str_utf8_1540026778647521466_140403584937040", i32 0, i32 0
  %".94" = call i32 @"puts"(i8* %".93")
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

@"exception_text_6" = internal constant [14 x i8] c"class_objects\00"
@"exception_text_7" = internal constant [22 x i8] c"ARX-RUNTIME-CLASS-001\00"
@"str_utf8_2209219590259860646_140403584895696" = internal constant [5 x i8] c"rect\00"
@"string_copy_empty_8" = internal constant [1 x i8] c"\00"
@"exception_text_9" = internal constant [53 x i8] c"string concatenation allocation failed or overflowed\00"
@"exception_text_10" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-001\00"
@"str_utf8_1540026778647521466_140403584937040" = internal constant [10 x i8] c"init rect\00"
declare external i32 @"puts"(i8* %".1")

define i32 @"class_objects__Rect__method____del____overload__instance____del____irx_default__fixed__NoneType"(i8* %"context", %"class_objects__Rect"* %"self")
{
entry:
  %"self.1" = alloca %"class_objects__Rect"*
  store %"class_objects__Rect"* %"self", %"class_objects__Rect"** %"self.1"
  %".5" = getelementptr inbounds [9 x i8], [9 x i8]* @"str_utf8_2509387758311746071_140403584991440", i32 0, i32 0
  %".6" = call i32 @"puts"(i8* %".5")
  ret i32 0
}

@"str_utf8_2509387758311746071_140403584991440" = internal constant [9 x i8] c"del rect\00"
declare external i32 @"irx_class_retain"(i8* %".1", i8* %".2")

declare external i8* @"irx_exception_cleanup_enter"(i8* %".1")

declare external void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".2")

define i32 @"class_objects__Counter__method__bump__overload__static__bump__irx_default__fixed__Int32"(i8* %"context", i32* %"result_out")
{
entry:
  %"count" = load i32, i32* @"class_objects__Counter__static__count"
  %"checked.add" = call {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %"count", i32 1)
  %"addtmp" = extractvalue {i32, i1} %"checked.add", 0
  %"overflow" = extractvalue {i32, i1} %"checked.add", 1
  %".4" = xor i1 %"overflow", -1
  br i1 %".4", label %"numeric.arithmetic.pass", label %"numeric.arithmetic.fail"
numeric.arithmetic.fail:
  %"exception.text_ptr" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.2" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_14", i32 0, i32 0
  %".6" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr", i8* %"exception.text_ptr.1", i32 71, i32 35, i8* %"exception.text_ptr.2")
  ret i32 1
numeric.arithmetic.pass:
  store i32 %"addtmp", i32* @"class_objects__Counter__static__count"
  %"count.1" = load i32, i32* @"class_objects__Counter__static__count"
  store i32 %"count.1", i32* %"result_out"
  ret i32 0
}

declare {i32, i1} @"llvm.sadd.with.overflow.i32"(i32 %".1", i32 %".2")

@"exception_text_11" = internal constant [42 x i8] c"integer arithmetic result is out of range\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_12", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [44 x i8], [44 x i8]* @"exception_text_13", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_12", i32 0, i32 0
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

@"exception_text_12" = internal constant [42 x i8] c"builtins.exceptions::class::OverflowError\00"
@"exception_text_13" = internal constant [44 x i8] c"builtins.exceptions::class::ArithmeticError\00"
@"exception_text_14" = internal constant [27 x i8] c"ARX-RUNTIME-ARITHMETIC-001\00"
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
  %".11" = getelementptr inbounds [27 x i8], [27 x i8]* @"str_utf8_5536490064599431893_140403583279568", i32 0, i32 0
  %"exception.text_ptr" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [26 x i8], [26 x i8]* @"exception_text_17", i32 0, i32 0
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
  %"exception.text_ptr.2" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_19", i32 0, i32 0
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
  %"exception.text_ptr.11" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".43" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.11", i32 -1, i32 -1, i8* %"exception.text_ptr.12")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError:
  %"exception.text_ptr.5" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".34" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.5", i32 -1, i32 -1, i8* %"exception.text_ptr.6")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError:
  %"exception.text_ptr.7" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".37" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.7", i32 -1, i32 -1, i8* %"exception.text_ptr.8")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError:
  %"exception.text_ptr.9" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".40" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".32", i8* %"exception.text_ptr.9", i32 -1, i32 -1, i8* %"exception.text_ptr.10")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail:
  %"exception.text_ptr.13" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.15" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_14", i32 0, i32 0
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
  %"exception.text_ptr.16" = getelementptr inbounds [35 x i8], [35 x i8]* @"exception_text_18", i32 0, i32 0
  %"exception.text_ptr.17" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_19", i32 0, i32 0
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
  %"exception.text_ptr.25" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".78" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.25", i32 -1, i32 -1, i8* %"exception.text_ptr.26")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.ValueError.1:
  %"exception.text_ptr.19" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".69" = call i32 @"irx.raise.builtins.exceptions::class::ValueError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.19", i32 -1, i32 -1, i8* %"exception.text_ptr.20")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.OverflowError.1:
  %"exception.text_ptr.21" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.21", i32 -1, i32 -1, i8* %"exception.text_ptr.22")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
list.IndexError.1:
  %"exception.text_ptr.23" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [21 x i8], [21 x i8]* @"exception_text_21", i32 0, i32 0
  %".75" = call i32 @"irx.raise.builtins.exceptions::class::IndexError"(i8* %"context", i8* %".67", i8* %"exception.text_ptr.23", i32 -1, i32 -1, i8* %"exception.text_ptr.24")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.fail.1:
  %"exception.text_ptr.27" = getelementptr inbounds [42 x i8], [42 x i8]* @"exception_text_11", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [20 x i8], [20 x i8]* @"exception_text_16", i32 0, i32 0
  %"exception.text_ptr.29" = getelementptr inbounds [27 x i8], [27 x i8]* @"exception_text_14", i32 0, i32 0
  %".83" = call i32 @"irx.raise.builtins.exceptions::class::OverflowError"(i8* %"context", i8* %"exception.text_ptr.27", i8* %"exception.text_ptr.28", i32 32, i32 25, i8* %"exception.text_ptr.29")
  call void @"irx_list_destroy"({i8*, i64, i64, i64}* %"values")
  ret i32 1
numeric.arithmetic.pass.1:
  store i64 %"addtmp.1", i64* %"current"
  br label %"while.cond.1"
}

define i32 @"class_objects__describe"(i8* %"context", %"class_objects__Shape"* %"s", double* %"result_out")
{
entry:
  %"file_error.11" = alloca [256 x i8]
  %"file_error.10" = alloca [256 x i8]
  %"file_error.9" = alloca [256 x i8]
  %"file_error.8" = alloca [256 x i8]
  %"file_error.7" = alloca [256 x i8]
  %"call.result" = alloca double
  %"file_error.6" = alloca [256 x i8]
  %"file_error.5" = alloca [256 x i8]
  %"file_error.4" = alloca [256 x i8]
  %"file_error.3" = alloca [256 x i8]
  %"file_error.2" = alloca [256 x i8]
  %"file_error.1" = alloca [256 x i8]
  %"file_error" = alloca [256 x i8]
  %"s.1" = alloca %"class_objects__Shape"*
  store %"class_objects__Shape"* %"s", %"class_objects__Shape"** %"s.1"
  %".6" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".7" = bitcast %"class_objects__Shape"* %"s" to i8*
  %".8" = call i32 @"irx_class_retain"(i8* %".7", i8* %".6")
  %".9" = icmp eq i32 %".8", 0
  br i1 %".9", label %"native.ok", label %"native.fail"
native.fail:
  %".11" = call i32 @"irx_exception_pending"(i8* %"context")
  %".12" = icmp ne i32 %".11", 0
  br i1 %".12", label %"native.pending", label %"native.error"
native.ok:
  %"s.2" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".17" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".18" = bitcast %"class_objects__Shape"* %"s.2" to i8*
  %".19" = call i32 @"irx_class_require"(i8* %".18", i8* %".17")
  %".20" = icmp eq i32 %".19", 0
  br i1 %".20", label %"native.ok.1", label %"native.fail.1"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".15" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".6", i8* %"exception.text_ptr", i32 74, i32 13, i8* %"exception.text_ptr.1")
  ret i32 1
native.fail.1:
  %".22" = call i32 @"irx_exception_pending"(i8* %"context")
  %".23" = icmp ne i32 %".22", 0
  br i1 %".23", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  %".58" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".59" = bitcast %"class_objects__Shape"* %"s.2" to i8*
  %".60" = call i32 @"irx_class_retain"(i8* %".59", i8* %".58")
  %".61" = icmp eq i32 %".60", 0
  br i1 %".61", label %"native.ok.4", label %"native.fail.4"
native.pending.1:
  %".25" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".26" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".27" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".28" = bitcast %"class_objects__Shape"* %".26" to i8*
  %".29" = call i32 @"irx_class_release"(i8* %"context", i8* %".28", i8* %".27")
  %".30" = icmp eq i32 %".29", 0
  br i1 %".30", label %"native.ok.2", label %"native.fail.2"
native.error.1:
  %"exception.text_ptr.4" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.5" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".41" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".17", i8* %"exception.text_ptr.4", i32 75, i32 10, i8* %"exception.text_ptr.5")
  %".42" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".43" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".44" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".45" = bitcast %"class_objects__Shape"* %".43" to i8*
  %".46" = call i32 @"irx_class_release"(i8* %"context", i8* %".45", i8* %".44")
  %".47" = icmp eq i32 %".46", 0
  br i1 %".47", label %"native.ok.3", label %"native.fail.3"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".25")
  ret i32 1
native.fail.2:
  %".32" = call i32 @"irx_exception_pending"(i8* %"context")
  %".33" = icmp ne i32 %".32", 0
  br i1 %".33", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  br label %"cleanup.done"
native.pending.2:
  br label %"cleanup.done"
native.error.2:
  %"exception.text_ptr.2" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".36" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".27", i8* %"exception.text_ptr.2", i32 74, i32 13, i8* %"exception.text_ptr.3")
  br label %"cleanup.done"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".42")
  ret i32 1
native.fail.3:
  %".49" = call i32 @"irx_exception_pending"(i8* %"context")
  %".50" = icmp ne i32 %".49", 0
  br i1 %".50", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.6" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".53" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".44", i8* %"exception.text_ptr.6", i32 74, i32 13, i8* %"exception.text_ptr.7")
  br label %"cleanup.done.1"
native.fail.4:
  %".63" = call i32 @"irx_exception_pending"(i8* %"context")
  %".64" = icmp ne i32 %".63", 0
  br i1 %".64", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  %"area_dispatch_addr" = getelementptr inbounds %"class_objects__Shape", %"class_objects__Shape"* %"s.2", i32 0, i32 2
  %"area_dispatch" = load i8*, i8** %"area_dispatch_addr"
  %"area_dispatch_ptr" = bitcast i8* %"area_dispatch" to [1 x i8*]*
  %"area_slot" = getelementptr inbounds [1 x i8*], [1 x i8*]* %"area_dispatch_ptr", i32 0, i32 0
  %"area_raw" = load i8*, i8** %"area_slot"
  %"area_callee" = bitcast i8* %"area_raw" to i32 (i8*, %"class_objects__Shape"*, double*)*
  %"call.status" = call i32 %"area_callee"(i8* %"context", %"class_objects__Shape"* %"s.2", double* %"call.result")
  %".99" = icmp eq i32 %"call.status", 0
  br i1 %".99", label %"call.success", label %"call.failure"
native.pending.4:
  %".66" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".67" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".68" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".69" = bitcast %"class_objects__Shape"* %".67" to i8*
  %".70" = call i32 @"irx_class_release"(i8* %"context", i8* %".69", i8* %".68")
  %".71" = icmp eq i32 %".70", 0
  br i1 %".71", label %"native.ok.5", label %"native.fail.5"
native.error.4:
  %"exception.text_ptr.10" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.11" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".82" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".58", i8* %"exception.text_ptr.10", i32 75, i32 10, i8* %"exception.text_ptr.11")
  %".83" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".84" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".85" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".86" = bitcast %"class_objects__Shape"* %".84" to i8*
  %".87" = call i32 @"irx_class_release"(i8* %"context", i8* %".86", i8* %".85")
  %".88" = icmp eq i32 %".87", 0
  br i1 %".88", label %"native.ok.6", label %"native.fail.6"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".66")
  ret i32 1
native.fail.5:
  %".73" = call i32 @"irx_exception_pending"(i8* %"context")
  %".74" = icmp ne i32 %".73", 0
  br i1 %".74", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  br label %"cleanup.done.2"
native.pending.5:
  br label %"cleanup.done.2"
native.error.5:
  %"exception.text_ptr.8" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.9" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".77" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".68", i8* %"exception.text_ptr.8", i32 74, i32 13, i8* %"exception.text_ptr.9")
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
  %"exception.text_ptr.12" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.13" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".94" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".85", i8* %"exception.text_ptr.12", i32 74, i32 13, i8* %"exception.text_ptr.13")
  br label %"cleanup.done.3"
call.success:
  %".132" = load double, double* %"call.result"
  %".133" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".134" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".135" = bitcast %"class_objects__Shape"* %"s.2" to i8*
  %".136" = call i32 @"irx_class_release"(i8* %"context", i8* %".135", i8* %".134")
  %".137" = icmp eq i32 %".136", 0
  br i1 %".137", label %"native.ok.9", label %"native.fail.9"
call.failure:
  %"exception.text_ptr.14" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.14", i32 75, i32 12)
  %".102" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".103" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".104" = bitcast %"class_objects__Shape"* %"s.2" to i8*
  %".105" = call i32 @"irx_class_release"(i8* %"context", i8* %".104", i8* %".103")
  %".106" = icmp eq i32 %".105", 0
  br i1 %".106", label %"native.ok.7", label %"native.fail.7"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".102")
  %".116" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".117" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".118" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".119" = bitcast %"class_objects__Shape"* %".117" to i8*
  %".120" = call i32 @"irx_class_release"(i8* %"context", i8* %".119", i8* %".118")
  %".121" = icmp eq i32 %".120", 0
  br i1 %".121", label %"native.ok.8", label %"native.fail.8"
native.fail.7:
  %".108" = call i32 @"irx_exception_pending"(i8* %"context")
  %".109" = icmp ne i32 %".108", 0
  br i1 %".109", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.15" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".112" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".103", i8* %"exception.text_ptr.15", i32 75, i32 10, i8* %"exception.text_ptr.16")
  br label %"cleanup.done.4"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".116")
  ret i32 1
native.fail.8:
  %".123" = call i32 @"irx_exception_pending"(i8* %"context")
  %".124" = icmp ne i32 %".123", 0
  br i1 %".124", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  br label %"cleanup.done.5"
native.pending.8:
  br label %"cleanup.done.5"
native.error.8:
  %"exception.text_ptr.17" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".127" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".118", i8* %"exception.text_ptr.17", i32 74, i32 13, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".133")
  %".147" = call i32 @"irx_exception_pending"(i8* %"context")
  %".148" = icmp ne i32 %".147", 0
  br i1 %".148", label %"cleanup.done.6.if", label %"cleanup.done.6.endif"
native.fail.9:
  %".139" = call i32 @"irx_exception_pending"(i8* %"context")
  %".140" = icmp ne i32 %".139", 0
  br i1 %".140", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.6"
native.pending.9:
  br label %"cleanup.done.6"
native.error.9:
  %"exception.text_ptr.19" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".143" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".134", i8* %"exception.text_ptr.19", i32 75, i32 10, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.6"
cleanup.done.6.if:
  %".150" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".151" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".152" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".153" = bitcast %"class_objects__Shape"* %".151" to i8*
  %".154" = call i32 @"irx_class_release"(i8* %"context", i8* %".153", i8* %".152")
  %".155" = icmp eq i32 %".154", 0
  br i1 %".155", label %"native.ok.10", label %"native.fail.10"
cleanup.done.6.endif:
  %".166" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".167" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"s.1"
  %".168" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".169" = bitcast %"class_objects__Shape"* %".167" to i8*
  %".170" = call i32 @"irx_class_release"(i8* %"context", i8* %".169", i8* %".168")
  %".171" = icmp eq i32 %".170", 0
  br i1 %".171", label %"native.ok.11", label %"native.fail.11"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".150")
  ret i32 1
native.fail.10:
  %".157" = call i32 @"irx_exception_pending"(i8* %"context")
  %".158" = icmp ne i32 %".157", 0
  br i1 %".158", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.7"
native.pending.10:
  br label %"cleanup.done.7"
native.error.10:
  %"exception.text_ptr.21" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".161" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".152", i8* %"exception.text_ptr.21", i32 74, i32 13, i8* %"exception.text_ptr.22")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".166")
  %".181" = call i32 @"irx_exception_pending"(i8* %"context")
  %".182" = icmp ne i32 %".181", 0
  br i1 %".182", label %"cleanup.done.8.if", label %"cleanup.done.8.endif"
native.fail.11:
  %".173" = call i32 @"irx_exception_pending"(i8* %"context")
  %".174" = icmp ne i32 %".173", 0
  br i1 %".174", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.8"
native.pending.11:
  br label %"cleanup.done.8"
native.error.11:
  %"exception.text_ptr.23" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".177" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".168", i8* %"exception.text_ptr.23", i32 74, i32 13, i8* %"exception.text_ptr.24")
  br label %"cleanup.done.8"
cleanup.done.8.if:
  ret i32 1
cleanup.done.8.endif:
  store double %".132", double* %"result_out"
  ret i32 0
}

define i32 @"irx.entry.main"(i8* %"context", i32* %"result_out")
{
entry:
  %"file_error.200" = alloca [256 x i8]
  %"file_error.199" = alloca [256 x i8]
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
  %"file_error.185" = alloca [256 x i8]
  %"file_error.184" = alloca [256 x i8]
  %"file_error.183" = alloca [256 x i8]
  %"call.result.5" = alloca i32
  %"file_error.182" = alloca [256 x i8]
  %"file_error.181" = alloca [256 x i8]
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
  %"call.result.4" = alloca i32
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
  %"call.result.3" = alloca double
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
  %"file_error.124" = alloca [256 x i8]
  %"file_error.123" = alloca [256 x i8]
  %"file_error.122" = alloca [256 x i8]
  %"file_error.121" = alloca [256 x i8]
  %"file_error.120" = alloca [256 x i8]
  %"file_error.119" = alloca [256 x i8]
  %"file_error.118" = alloca [256 x i8]
  %"file_error.117" = alloca [256 x i8]
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
  %"alias" = alloca %"class_objects__Rect"*
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
  %"call.result.2" = alloca double
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
  %"call.result.1" = alloca double
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
  %"file_error.38" = alloca [256 x i8]
  %"file_error.37" = alloca [256 x i8]
  %"r" = alloca %"class_objects__Rect"*
  %"file_error.36" = alloca [256 x i8]
  %"file_error.35" = alloca [256 x i8]
  %"initializer_self.3" = alloca %"class_objects__Rect"*
  %"initializer_self.2" = alloca %"class_objects__Rect"*
  %"file_error.34" = alloca [256 x i8]
  %"file_error.33" = alloca [256 x i8]
  %"initializer_self.1" = alloca %"class_objects__Shape"*
  %"file_error.32" = alloca [256 x i8]
  %"file_error.31" = alloca [256 x i8]
  %"file_error.30" = alloca [256 x i8]
  %"class_result.1" = alloca i8*
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
  %"call.result" = alloca double
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
  %"plain" = alloca %"class_objects__Shape"*
  %"file_error.1" = alloca [256 x i8]
  %"initializer_self" = alloca %"class_objects__Shape"*
  %"file_error" = alloca [256 x i8]
  %"class_result" = alloca i8*
  %".4" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error", i32 0, i32 0
  %".5" = getelementptr %"class_objects__Shape", %"class_objects__Shape"* null, i32 1
  %".6" = ptrtoint %"class_objects__Shape"* %".5" to i64
  %".7" = call i32 @"irx_class_create"(i64 %".6", i32 (i8*, i8*, i8*)* @"irx.drop.class_objects::class::Shape", i8** %"class_result", i8* %".4")
  %".8" = icmp eq i32 %".7", 0
  br i1 %".8", label %"native.ok", label %"native.fail"
native.fail:
  %".10" = call i32 @"irx_exception_pending"(i8* %"context")
  %".11" = icmp ne i32 %".10", 0
  br i1 %".11", label %"native.pending", label %"native.error"
native.ok:
  %".16" = load i8*, i8** %"class_result"
  %".17" = bitcast i8* %".16" to %"class_objects__Shape"*
  %".18" = getelementptr %"class_objects__Shape", %"class_objects__Shape"* %".17", i32 0, i32 1
  %".19" = bitcast i8* (i8*, i32)* @"class_objects__Shape__descriptor" to i8*
  store i8* %".19", i8** %".18"
  %".21" = getelementptr %"class_objects__Shape", %"class_objects__Shape"* %".17", i32 0, i32 2
  %".22" = bitcast [1 x i8*]* @"class_objects__Shape__dispatch" to i8*
  store i8* %".22", i8** %".21"
  store %"class_objects__Shape"* %".17", %"class_objects__Shape"** %"initializer_self"
  %".25" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_719126095664145694_140403583928976", i32 0, i32 0
  %"string_copy_empty_ptr" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_8", i32 0, i32 0
  %"str_concat" = call i8* @"strcat_inline"(i8* %".25", i8* %"string_copy_empty_ptr")
  %"string_allocation_succeeded" = icmp ne i8* %"str_concat", null
  br i1 %"string_allocation_succeeded", label %"string.allocation.pass", label %"string.allocation.fail"
native.pending:
  ret i32 1
native.error:
  %"exception.text_ptr" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.1" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".14" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".4", i8* %"exception.text_ptr", i32 78, i32 22, i8* %"exception.text_ptr.1")
  ret i32 1
string.allocation.fail:
  %"exception.text_ptr.2" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.3" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.4" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".27" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.2", i8* %"exception.text_ptr.3", i32 78, i32 22, i8* %"exception.text_ptr.4")
  %".28" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".29" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.1", i32 0, i32 0
  %".30" = bitcast %"class_objects__Shape"* %".17" to i8*
  %".31" = call i32 @"irx_class_release"(i8* %"context", i8* %".30", i8* %".29")
  %".32" = icmp eq i32 %".31", 0
  br i1 %".32", label %"native.ok.1", label %"native.fail.1"
string.allocation.pass:
  %".43" = getelementptr %"class_objects__Shape", %"class_objects__Shape"* %".17", i32 0, i32 3
  store i8* %"str_concat", i8** %".43"
  call void @"irx_class_complete"(i8* %".16")
  store %"class_objects__Shape"* %".17", %"class_objects__Shape"** %"plain"
  store %"class_objects__Shape"* %".17", %"class_objects__Shape"** %"plain"
  %"plain.1" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".48" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.2", i32 0, i32 0
  %".49" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".50" = call i32 @"irx_class_require"(i8* %".49", i8* %".48")
  %".51" = icmp eq i32 %".50", 0
  br i1 %".51", label %"native.ok.2", label %"native.fail.2"
cleanup.done:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".28")
  ret i32 1
native.fail.1:
  %".34" = call i32 @"irx_exception_pending"(i8* %"context")
  %".35" = icmp ne i32 %".34", 0
  br i1 %".35", label %"native.pending.1", label %"native.error.1"
native.ok.1:
  br label %"cleanup.done"
native.pending.1:
  br label %"cleanup.done"
native.error.1:
  %"exception.text_ptr.5" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.6" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".38" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".29", i8* %"exception.text_ptr.5", i32 78, i32 22, i8* %"exception.text_ptr.6")
  br label %"cleanup.done"
native.fail.2:
  %".53" = call i32 @"irx_exception_pending"(i8* %"context")
  %".54" = icmp ne i32 %".53", 0
  br i1 %".54", label %"native.pending.2", label %"native.error.2"
native.ok.2:
  %".89" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.5", i32 0, i32 0
  %".90" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".91" = call i32 @"irx_class_retain"(i8* %".90", i8* %".89")
  %".92" = icmp eq i32 %".91", 0
  br i1 %".92", label %"native.ok.5", label %"native.fail.5"
native.pending.2:
  %".56" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".57" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".58" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.3", i32 0, i32 0
  %".59" = bitcast %"class_objects__Shape"* %".57" to i8*
  %".60" = call i32 @"irx_class_release"(i8* %"context", i8* %".59", i8* %".58")
  %".61" = icmp eq i32 %".60", 0
  br i1 %".61", label %"native.ok.3", label %"native.fail.3"
native.error.2:
  %"exception.text_ptr.9" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.10" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".72" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".48", i8* %"exception.text_ptr.9", i32 79, i32 9, i8* %"exception.text_ptr.10")
  %".73" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".74" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".75" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.4", i32 0, i32 0
  %".76" = bitcast %"class_objects__Shape"* %".74" to i8*
  %".77" = call i32 @"irx_class_release"(i8* %"context", i8* %".76", i8* %".75")
  %".78" = icmp eq i32 %".77", 0
  br i1 %".78", label %"native.ok.4", label %"native.fail.4"
cleanup.done.1:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".56")
  ret i32 1
native.fail.3:
  %".63" = call i32 @"irx_exception_pending"(i8* %"context")
  %".64" = icmp ne i32 %".63", 0
  br i1 %".64", label %"native.pending.3", label %"native.error.3"
native.ok.3:
  br label %"cleanup.done.1"
native.pending.3:
  br label %"cleanup.done.1"
native.error.3:
  %"exception.text_ptr.7" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.8" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".67" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".58", i8* %"exception.text_ptr.7", i32 78, i32 3, i8* %"exception.text_ptr.8")
  br label %"cleanup.done.1"
cleanup.done.2:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".73")
  ret i32 1
native.fail.4:
  %".80" = call i32 @"irx_exception_pending"(i8* %"context")
  %".81" = icmp ne i32 %".80", 0
  br i1 %".81", label %"native.pending.4", label %"native.error.4"
native.ok.4:
  br label %"cleanup.done.2"
native.pending.4:
  br label %"cleanup.done.2"
native.error.4:
  %"exception.text_ptr.11" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.12" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".84" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".75", i8* %"exception.text_ptr.11", i32 78, i32 3, i8* %"exception.text_ptr.12")
  br label %"cleanup.done.2"
native.fail.5:
  %".94" = call i32 @"irx_exception_pending"(i8* %"context")
  %".95" = icmp ne i32 %".94", 0
  br i1 %".95", label %"native.pending.5", label %"native.error.5"
native.ok.5:
  %".130" = getelementptr inbounds %"class_objects__Shape", %"class_objects__Shape"* %"plain.1", i32 0, i32 1
  %".131" = load i8*, i8** %".130"
  %".132" = bitcast i8* %".131" to i8* (i8*, i32)*
  %".133" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %"name_raw_addr" = call i8* %".132"(i8* %".133", i32 2)
  %".134" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.8", i32 0, i32 0
  %".135" = call i32 @"irx_class_require"(i8* %"name_raw_addr", i8* %".134")
  %".136" = icmp eq i32 %".135", 0
  br i1 %".136", label %"native.ok.8", label %"native.fail.8"
native.pending.5:
  %".97" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".98" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".99" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.6", i32 0, i32 0
  %".100" = bitcast %"class_objects__Shape"* %".98" to i8*
  %".101" = call i32 @"irx_class_release"(i8* %"context", i8* %".100", i8* %".99")
  %".102" = icmp eq i32 %".101", 0
  br i1 %".102", label %"native.ok.6", label %"native.fail.6"
native.error.5:
  %"exception.text_ptr.15" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.16" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".113" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".89", i8* %"exception.text_ptr.15", i32 79, i32 9, i8* %"exception.text_ptr.16")
  %".114" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".115" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".116" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.7", i32 0, i32 0
  %".117" = bitcast %"class_objects__Shape"* %".115" to i8*
  %".118" = call i32 @"irx_class_release"(i8* %"context", i8* %".117", i8* %".116")
  %".119" = icmp eq i32 %".118", 0
  br i1 %".119", label %"native.ok.7", label %"native.fail.7"
cleanup.done.3:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".97")
  ret i32 1
native.fail.6:
  %".104" = call i32 @"irx_exception_pending"(i8* %"context")
  %".105" = icmp ne i32 %".104", 0
  br i1 %".105", label %"native.pending.6", label %"native.error.6"
native.ok.6:
  br label %"cleanup.done.3"
native.pending.6:
  br label %"cleanup.done.3"
native.error.6:
  %"exception.text_ptr.13" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.14" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".108" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".99", i8* %"exception.text_ptr.13", i32 78, i32 3, i8* %"exception.text_ptr.14")
  br label %"cleanup.done.3"
cleanup.done.4:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".114")
  ret i32 1
native.fail.7:
  %".121" = call i32 @"irx_exception_pending"(i8* %"context")
  %".122" = icmp ne i32 %".121", 0
  br i1 %".122", label %"native.pending.7", label %"native.error.7"
native.ok.7:
  br label %"cleanup.done.4"
native.pending.7:
  br label %"cleanup.done.4"
native.error.7:
  %"exception.text_ptr.17" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.18" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".125" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".116", i8* %"exception.text_ptr.17", i32 78, i32 3, i8* %"exception.text_ptr.18")
  br label %"cleanup.done.4"
native.fail.8:
  %".138" = call i32 @"irx_exception_pending"(i8* %"context")
  %".139" = icmp ne i32 %".138", 0
  br i1 %".139", label %"native.pending.8", label %"native.error.8"
native.ok.8:
  %"name_addr" = bitcast i8* %"name_raw_addr" to i8**
  %"name" = load i8*, i8** %"name_addr"
  %"string_copy_empty_ptr.1" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_8", i32 0, i32 0
  %"str_concat.1" = call i8* @"strcat_inline"(i8* %"name", i8* %"string_copy_empty_ptr.1")
  %"string_allocation_succeeded.1" = icmp ne i8* %"str_concat.1", null
  br i1 %"string_allocation_succeeded.1", label %"string.allocation.pass.1", label %"string.allocation.fail.1"
native.pending.8:
  %".141" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".142" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.9", i32 0, i32 0
  %".143" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".144" = call i32 @"irx_class_release"(i8* %"context", i8* %".143", i8* %".142")
  %".145" = icmp eq i32 %".144", 0
  br i1 %".145", label %"native.ok.9", label %"native.fail.9"
native.error.8:
  %"exception.text_ptr.23" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.24" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".134", i8* %"exception.text_ptr.23", i32 79, i32 9, i8* %"exception.text_ptr.24")
  %".172" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".173" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.11", i32 0, i32 0
  %".174" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".175" = call i32 @"irx_class_release"(i8* %"context", i8* %".174", i8* %".173")
  %".176" = icmp eq i32 %".175", 0
  br i1 %".176", label %"native.ok.11", label %"native.fail.11"
cleanup.done.5:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".141")
  %".155" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".156" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".157" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.10", i32 0, i32 0
  %".158" = bitcast %"class_objects__Shape"* %".156" to i8*
  %".159" = call i32 @"irx_class_release"(i8* %"context", i8* %".158", i8* %".157")
  %".160" = icmp eq i32 %".159", 0
  br i1 %".160", label %"native.ok.10", label %"native.fail.10"
native.fail.9:
  %".147" = call i32 @"irx_exception_pending"(i8* %"context")
  %".148" = icmp ne i32 %".147", 0
  br i1 %".148", label %"native.pending.9", label %"native.error.9"
native.ok.9:
  br label %"cleanup.done.5"
native.pending.9:
  br label %"cleanup.done.5"
native.error.9:
  %"exception.text_ptr.19" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.20" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".151" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".142", i8* %"exception.text_ptr.19", i32 79, i32 9, i8* %"exception.text_ptr.20")
  br label %"cleanup.done.5"
cleanup.done.6:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".155")
  ret i32 1
native.fail.10:
  %".162" = call i32 @"irx_exception_pending"(i8* %"context")
  %".163" = icmp ne i32 %".162", 0
  br i1 %".163", label %"native.pending.10", label %"native.error.10"
native.ok.10:
  br label %"cleanup.done.6"
native.pending.10:
  br label %"cleanup.done.6"
native.error.10:
  %"exception.text_ptr.21" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.22" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".166" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".157", i8* %"exception.text_ptr.21", i32 78, i32 3, i8* %"exception.text_ptr.22")
  br label %"cleanup.done.6"
cleanup.done.7:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".172")
  %".186" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".187" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".188" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.12", i32 0, i32 0
  %".189" = bitcast %"class_objects__Shape"* %".187" to i8*
  %".190" = call i32 @"irx_class_release"(i8* %"context", i8* %".189", i8* %".188")
  %".191" = icmp eq i32 %".190", 0
  br i1 %".191", label %"native.ok.12", label %"native.fail.12"
native.fail.11:
  %".178" = call i32 @"irx_exception_pending"(i8* %"context")
  %".179" = icmp ne i32 %".178", 0
  br i1 %".179", label %"native.pending.11", label %"native.error.11"
native.ok.11:
  br label %"cleanup.done.7"
native.pending.11:
  br label %"cleanup.done.7"
native.error.11:
  %"exception.text_ptr.25" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.26" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".182" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".173", i8* %"exception.text_ptr.25", i32 79, i32 9, i8* %"exception.text_ptr.26")
  br label %"cleanup.done.7"
cleanup.done.8:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".186")
  ret i32 1
native.fail.12:
  %".193" = call i32 @"irx_exception_pending"(i8* %"context")
  %".194" = icmp ne i32 %".193", 0
  br i1 %".194", label %"native.pending.12", label %"native.error.12"
native.ok.12:
  br label %"cleanup.done.8"
native.pending.12:
  br label %"cleanup.done.8"
native.error.12:
  %"exception.text_ptr.27" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.28" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".197" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".188", i8* %"exception.text_ptr.27", i32 78, i32 3, i8* %"exception.text_ptr.28")
  br label %"cleanup.done.8"
string.allocation.fail.1:
  %"exception.text_ptr.29" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.30" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.31" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".203" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.29", i8* %"exception.text_ptr.30", i32 -1, i32 -1, i8* %"exception.text_ptr.31")
  %".204" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".205" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.13", i32 0, i32 0
  %".206" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".207" = call i32 @"irx_class_release"(i8* %"context", i8* %".206", i8* %".205")
  %".208" = icmp eq i32 %".207", 0
  br i1 %".208", label %"native.ok.13", label %"native.fail.13"
string.allocation.pass.1:
  %".234" = call i32 @"puts"(i8* %"str_concat.1")
  call void @"free"(i8* %"str_concat.1")
  %".236" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".237" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.15", i32 0, i32 0
  %".238" = bitcast %"class_objects__Shape"* %"plain.1" to i8*
  %".239" = call i32 @"irx_class_release"(i8* %"context", i8* %".238", i8* %".237")
  %".240" = icmp eq i32 %".239", 0
  br i1 %".240", label %"native.ok.15", label %"native.fail.15"
cleanup.done.9:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".204")
  %".218" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".219" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".220" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.14", i32 0, i32 0
  %".221" = bitcast %"class_objects__Shape"* %".219" to i8*
  %".222" = call i32 @"irx_class_release"(i8* %"context", i8* %".221", i8* %".220")
  %".223" = icmp eq i32 %".222", 0
  br i1 %".223", label %"native.ok.14", label %"native.fail.14"
native.fail.13:
  %".210" = call i32 @"irx_exception_pending"(i8* %"context")
  %".211" = icmp ne i32 %".210", 0
  br i1 %".211", label %"native.pending.13", label %"native.error.13"
native.ok.13:
  br label %"cleanup.done.9"
native.pending.13:
  br label %"cleanup.done.9"
native.error.13:
  %"exception.text_ptr.32" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.33" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".214" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".205", i8* %"exception.text_ptr.32", i32 79, i32 9, i8* %"exception.text_ptr.33")
  br label %"cleanup.done.9"
cleanup.done.10:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".218")
  ret i32 1
native.fail.14:
  %".225" = call i32 @"irx_exception_pending"(i8* %"context")
  %".226" = icmp ne i32 %".225", 0
  br i1 %".226", label %"native.pending.14", label %"native.error.14"
native.ok.14:
  br label %"cleanup.done.10"
native.pending.14:
  br label %"cleanup.done.10"
native.error.14:
  %"exception.text_ptr.34" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.35" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".229" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".220", i8* %"exception.text_ptr.34", i32 78, i32 3, i8* %"exception.text_ptr.35")
  br label %"cleanup.done.10"
cleanup.done.11:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".236")
  %".250" = call i32 @"irx_exception_pending"(i8* %"context")
  %".251" = icmp ne i32 %".250", 0
  br i1 %".251", label %"cleanup.done.11.if", label %"cleanup.done.11.endif"
native.fail.15:
  %".242" = call i32 @"irx_exception_pending"(i8* %"context")
  %".243" = icmp ne i32 %".242", 0
  br i1 %".243", label %"native.pending.15", label %"native.error.15"
native.ok.15:
  br label %"cleanup.done.11"
native.pending.15:
  br label %"cleanup.done.11"
native.error.15:
  %"exception.text_ptr.36" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.37" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".246" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".237", i8* %"exception.text_ptr.36", i32 79, i32 9, i8* %"exception.text_ptr.37")
  br label %"cleanup.done.11"
cleanup.done.11.if:
  %".253" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".254" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".255" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.16", i32 0, i32 0
  %".256" = bitcast %"class_objects__Shape"* %".254" to i8*
  %".257" = call i32 @"irx_class_release"(i8* %"context", i8* %".256", i8* %".255")
  %".258" = icmp eq i32 %".257", 0
  br i1 %".258", label %"native.ok.16", label %"native.fail.16"
cleanup.done.11.endif:
  %"plain.2" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".269" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.17", i32 0, i32 0
  %".270" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".271" = call i32 @"irx_class_retain"(i8* %".270", i8* %".269")
  %".272" = icmp eq i32 %".271", 0
  br i1 %".272", label %"native.ok.17", label %"native.fail.17"
cleanup.done.12:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".253")
  ret i32 1
native.fail.16:
  %".260" = call i32 @"irx_exception_pending"(i8* %"context")
  %".261" = icmp ne i32 %".260", 0
  br i1 %".261", label %"native.pending.16", label %"native.error.16"
native.ok.16:
  br label %"cleanup.done.12"
native.pending.16:
  br label %"cleanup.done.12"
native.error.16:
  %"exception.text_ptr.38" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.39" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".264" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".255", i8* %"exception.text_ptr.38", i32 78, i32 3, i8* %"exception.text_ptr.39")
  br label %"cleanup.done.12"
native.fail.17:
  %".274" = call i32 @"irx_exception_pending"(i8* %"context")
  %".275" = icmp ne i32 %".274", 0
  br i1 %".275", label %"native.pending.17", label %"native.error.17"
native.ok.17:
  %"call.status" = call i32 @"class_objects__describe"(i8* %"context", %"class_objects__Shape"* %"plain.2", double* %"call.result")
  %".310" = icmp eq i32 %"call.status", 0
  br i1 %".310", label %"call.success", label %"call.failure"
native.pending.17:
  %".277" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".278" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".279" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.18", i32 0, i32 0
  %".280" = bitcast %"class_objects__Shape"* %".278" to i8*
  %".281" = call i32 @"irx_class_release"(i8* %"context", i8* %".280", i8* %".279")
  %".282" = icmp eq i32 %".281", 0
  br i1 %".282", label %"native.ok.18", label %"native.fail.18"
native.error.17:
  %"exception.text_ptr.42" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.43" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".293" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".269", i8* %"exception.text_ptr.42", i32 81, i32 18, i8* %"exception.text_ptr.43")
  %".294" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".295" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".296" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.19", i32 0, i32 0
  %".297" = bitcast %"class_objects__Shape"* %".295" to i8*
  %".298" = call i32 @"irx_class_release"(i8* %"context", i8* %".297", i8* %".296")
  %".299" = icmp eq i32 %".298", 0
  br i1 %".299", label %"native.ok.19", label %"native.fail.19"
cleanup.done.13:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".277")
  ret i32 1
native.fail.18:
  %".284" = call i32 @"irx_exception_pending"(i8* %"context")
  %".285" = icmp ne i32 %".284", 0
  br i1 %".285", label %"native.pending.18", label %"native.error.18"
native.ok.18:
  br label %"cleanup.done.13"
native.pending.18:
  br label %"cleanup.done.13"
native.error.18:
  %"exception.text_ptr.40" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.41" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".288" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".279", i8* %"exception.text_ptr.40", i32 78, i32 3, i8* %"exception.text_ptr.41")
  br label %"cleanup.done.13"
cleanup.done.14:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".294")
  ret i32 1
native.fail.19:
  %".301" = call i32 @"irx_exception_pending"(i8* %"context")
  %".302" = icmp ne i32 %".301", 0
  br i1 %".302", label %"native.pending.19", label %"native.error.19"
native.ok.19:
  br label %"cleanup.done.14"
native.pending.19:
  br label %"cleanup.done.14"
native.error.19:
  %"exception.text_ptr.44" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.45" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".305" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".296", i8* %"exception.text_ptr.44", i32 78, i32 3, i8* %"exception.text_ptr.45")
  br label %"cleanup.done.14"
call.success:
  %".343" = load double, double* %"call.result"
  %".344" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".345" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".344", double %".343")
  %"string_format_size_succeeded" = icmp sge i32 %".345", 0
  br i1 %"string_format_size_succeeded", label %"string.format.size.pass", label %"string.format.size.fail"
call.failure:
  %"exception.text_ptr.46" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.46", i32 81, i32 9)
  %".313" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".314" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.20", i32 0, i32 0
  %".315" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".316" = call i32 @"irx_class_release"(i8* %"context", i8* %".315", i8* %".314")
  %".317" = icmp eq i32 %".316", 0
  br i1 %".317", label %"native.ok.20", label %"native.fail.20"
cleanup.done.15:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".313")
  %".327" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".328" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".329" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.21", i32 0, i32 0
  %".330" = bitcast %"class_objects__Shape"* %".328" to i8*
  %".331" = call i32 @"irx_class_release"(i8* %"context", i8* %".330", i8* %".329")
  %".332" = icmp eq i32 %".331", 0
  br i1 %".332", label %"native.ok.21", label %"native.fail.21"
native.fail.20:
  %".319" = call i32 @"irx_exception_pending"(i8* %"context")
  %".320" = icmp ne i32 %".319", 0
  br i1 %".320", label %"native.pending.20", label %"native.error.20"
native.ok.20:
  br label %"cleanup.done.15"
native.pending.20:
  br label %"cleanup.done.15"
native.error.20:
  %"exception.text_ptr.47" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.48" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".323" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".314", i8* %"exception.text_ptr.47", i32 81, i32 18, i8* %"exception.text_ptr.48")
  br label %"cleanup.done.15"
cleanup.done.16:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".327")
  ret i32 1
native.fail.21:
  %".334" = call i32 @"irx_exception_pending"(i8* %"context")
  %".335" = icmp ne i32 %".334", 0
  br i1 %".335", label %"native.pending.21", label %"native.error.21"
native.ok.21:
  br label %"cleanup.done.16"
native.pending.21:
  br label %"cleanup.done.16"
native.error.21:
  %"exception.text_ptr.49" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.50" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".338" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".329", i8* %"exception.text_ptr.49", i32 78, i32 3, i8* %"exception.text_ptr.50")
  br label %"cleanup.done.16"
string.format.size.fail:
  %"exception.text_ptr.51" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.52" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.53" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".347" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.51", i8* %"exception.text_ptr.52", i32 -1, i32 -1, i8* %"exception.text_ptr.53")
  %".348" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".349" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.22", i32 0, i32 0
  %".350" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".351" = call i32 @"irx_class_release"(i8* %"context", i8* %".350", i8* %".349")
  %".352" = icmp eq i32 %".351", 0
  br i1 %".352", label %"native.ok.22", label %"native.fail.22"
string.format.size.pass:
  %".378" = zext i32 %".345" to i64
  %"string_format_allocation_size" = add i64 %".378", 1
  %".379" = call i8* @"malloc"(i64 %"string_format_allocation_size")
  %"string_allocation_succeeded.2" = icmp ne i8* %".379", null
  br i1 %"string_allocation_succeeded.2", label %"string.allocation.pass.2", label %"string.allocation.fail.2"
cleanup.done.17:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".348")
  %".362" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".363" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".364" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.23", i32 0, i32 0
  %".365" = bitcast %"class_objects__Shape"* %".363" to i8*
  %".366" = call i32 @"irx_class_release"(i8* %"context", i8* %".365", i8* %".364")
  %".367" = icmp eq i32 %".366", 0
  br i1 %".367", label %"native.ok.23", label %"native.fail.23"
native.fail.22:
  %".354" = call i32 @"irx_exception_pending"(i8* %"context")
  %".355" = icmp ne i32 %".354", 0
  br i1 %".355", label %"native.pending.22", label %"native.error.22"
native.ok.22:
  br label %"cleanup.done.17"
native.pending.22:
  br label %"cleanup.done.17"
native.error.22:
  %"exception.text_ptr.54" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.55" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".358" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".349", i8* %"exception.text_ptr.54", i32 81, i32 18, i8* %"exception.text_ptr.55")
  br label %"cleanup.done.17"
cleanup.done.18:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".362")
  ret i32 1
native.fail.23:
  %".369" = call i32 @"irx_exception_pending"(i8* %"context")
  %".370" = icmp ne i32 %".369", 0
  br i1 %".370", label %"native.pending.23", label %"native.error.23"
native.ok.23:
  br label %"cleanup.done.18"
native.pending.23:
  br label %"cleanup.done.18"
native.error.23:
  %"exception.text_ptr.56" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.57" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".373" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".364", i8* %"exception.text_ptr.56", i32 78, i32 3, i8* %"exception.text_ptr.57")
  br label %"cleanup.done.18"
string.allocation.fail.2:
  %"exception.text_ptr.58" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.59" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.60" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".381" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.58", i8* %"exception.text_ptr.59", i32 -1, i32 -1, i8* %"exception.text_ptr.60")
  %".382" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".383" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.24", i32 0, i32 0
  %".384" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".385" = call i32 @"irx_class_release"(i8* %"context", i8* %".384", i8* %".383")
  %".386" = icmp eq i32 %".385", 0
  br i1 %".386", label %"native.ok.24", label %"native.fail.24"
string.allocation.pass.2:
  %".412" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".379", i64 %"string_format_allocation_size", i8* %".344", double %".343")
  %"string_format_write_succeeded" = icmp sge i32 %".412", 0
  br i1 %"string_format_write_succeeded", label %"string.format.write.pass", label %"string.format.write.fail"
cleanup.done.19:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".382")
  %".396" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".397" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".398" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.25", i32 0, i32 0
  %".399" = bitcast %"class_objects__Shape"* %".397" to i8*
  %".400" = call i32 @"irx_class_release"(i8* %"context", i8* %".399", i8* %".398")
  %".401" = icmp eq i32 %".400", 0
  br i1 %".401", label %"native.ok.25", label %"native.fail.25"
native.fail.24:
  %".388" = call i32 @"irx_exception_pending"(i8* %"context")
  %".389" = icmp ne i32 %".388", 0
  br i1 %".389", label %"native.pending.24", label %"native.error.24"
native.ok.24:
  br label %"cleanup.done.19"
native.pending.24:
  br label %"cleanup.done.19"
native.error.24:
  %"exception.text_ptr.61" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.62" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".392" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".383", i8* %"exception.text_ptr.61", i32 81, i32 18, i8* %"exception.text_ptr.62")
  br label %"cleanup.done.19"
cleanup.done.20:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".396")
  ret i32 1
native.fail.25:
  %".403" = call i32 @"irx_exception_pending"(i8* %"context")
  %".404" = icmp ne i32 %".403", 0
  br i1 %".404", label %"native.pending.25", label %"native.error.25"
native.ok.25:
  br label %"cleanup.done.20"
native.pending.25:
  br label %"cleanup.done.20"
native.error.25:
  %"exception.text_ptr.63" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.64" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".407" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".398", i8* %"exception.text_ptr.63", i32 78, i32 3, i8* %"exception.text_ptr.64")
  br label %"cleanup.done.20"
string.format.write.fail:
  %"exception.text_ptr.65" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.66" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.67" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".414" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.65", i8* %"exception.text_ptr.66", i32 -1, i32 -1, i8* %"exception.text_ptr.67")
  %".415" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".416" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.26", i32 0, i32 0
  %".417" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".418" = call i32 @"irx_class_release"(i8* %"context", i8* %".417", i8* %".416")
  %".419" = icmp eq i32 %".418", 0
  br i1 %".419", label %"native.ok.26", label %"native.fail.26"
string.format.write.pass:
  %".445" = call i32 @"puts"(i8* %".379")
  call void @"free"(i8* %".379")
  %".447" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".448" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.28", i32 0, i32 0
  %".449" = bitcast %"class_objects__Shape"* %"plain.2" to i8*
  %".450" = call i32 @"irx_class_release"(i8* %"context", i8* %".449", i8* %".448")
  %".451" = icmp eq i32 %".450", 0
  br i1 %".451", label %"native.ok.28", label %"native.fail.28"
cleanup.done.21:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".415")
  %".429" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".430" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".431" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.27", i32 0, i32 0
  %".432" = bitcast %"class_objects__Shape"* %".430" to i8*
  %".433" = call i32 @"irx_class_release"(i8* %"context", i8* %".432", i8* %".431")
  %".434" = icmp eq i32 %".433", 0
  br i1 %".434", label %"native.ok.27", label %"native.fail.27"
native.fail.26:
  %".421" = call i32 @"irx_exception_pending"(i8* %"context")
  %".422" = icmp ne i32 %".421", 0
  br i1 %".422", label %"native.pending.26", label %"native.error.26"
native.ok.26:
  br label %"cleanup.done.21"
native.pending.26:
  br label %"cleanup.done.21"
native.error.26:
  %"exception.text_ptr.68" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.69" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".425" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".416", i8* %"exception.text_ptr.68", i32 81, i32 18, i8* %"exception.text_ptr.69")
  br label %"cleanup.done.21"
cleanup.done.22:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".429")
  ret i32 1
native.fail.27:
  %".436" = call i32 @"irx_exception_pending"(i8* %"context")
  %".437" = icmp ne i32 %".436", 0
  br i1 %".437", label %"native.pending.27", label %"native.error.27"
native.ok.27:
  br label %"cleanup.done.22"
native.pending.27:
  br label %"cleanup.done.22"
native.error.27:
  %"exception.text_ptr.70" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.71" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".440" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".431", i8* %"exception.text_ptr.70", i32 78, i32 3, i8* %"exception.text_ptr.71")
  br label %"cleanup.done.22"
cleanup.done.23:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".447")
  %".461" = call i32 @"irx_exception_pending"(i8* %"context")
  %".462" = icmp ne i32 %".461", 0
  br i1 %".462", label %"cleanup.done.23.if", label %"cleanup.done.23.endif"
native.fail.28:
  %".453" = call i32 @"irx_exception_pending"(i8* %"context")
  %".454" = icmp ne i32 %".453", 0
  br i1 %".454", label %"native.pending.28", label %"native.error.28"
native.ok.28:
  br label %"cleanup.done.23"
native.pending.28:
  br label %"cleanup.done.23"
native.error.28:
  %"exception.text_ptr.72" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.73" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".457" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".448", i8* %"exception.text_ptr.72", i32 81, i32 18, i8* %"exception.text_ptr.73")
  br label %"cleanup.done.23"
cleanup.done.23.if:
  %".464" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".465" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".466" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.29", i32 0, i32 0
  %".467" = bitcast %"class_objects__Shape"* %".465" to i8*
  %".468" = call i32 @"irx_class_release"(i8* %"context", i8* %".467", i8* %".466")
  %".469" = icmp eq i32 %".468", 0
  br i1 %".469", label %"native.ok.29", label %"native.fail.29"
cleanup.done.23.endif:
  %".480" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.30", i32 0, i32 0
  %".481" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* null, i32 1
  %".482" = ptrtoint %"class_objects__Rect"* %".481" to i64
  %".483" = call i32 @"irx_class_create"(i64 %".482", i32 (i8*, i8*, i8*)* @"irx.drop.class_objects::class::Rect", i8** %"class_result.1", i8* %".480")
  %".484" = icmp eq i32 %".483", 0
  br i1 %".484", label %"native.ok.30", label %"native.fail.30"
cleanup.done.24:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".464")
  ret i32 1
native.fail.29:
  %".471" = call i32 @"irx_exception_pending"(i8* %"context")
  %".472" = icmp ne i32 %".471", 0
  br i1 %".472", label %"native.pending.29", label %"native.error.29"
native.ok.29:
  br label %"cleanup.done.24"
native.pending.29:
  br label %"cleanup.done.24"
native.error.29:
  %"exception.text_ptr.74" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.75" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".475" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".466", i8* %"exception.text_ptr.74", i32 78, i32 3, i8* %"exception.text_ptr.75")
  br label %"cleanup.done.24"
native.fail.30:
  %".486" = call i32 @"irx_exception_pending"(i8* %"context")
  %".487" = icmp ne i32 %".486", 0
  br i1 %".487", label %"native.pending.30", label %"native.error.30"
native.ok.30:
  %".522" = load i8*, i8** %"class_result.1"
  %".523" = bitcast i8* %".522" to %"class_objects__Rect"*
  %".524" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".523", i32 0, i32 1
  %".525" = bitcast i8* (i8*, i32)* @"class_objects__Rect__descriptor" to i8*
  store i8* %".525", i8** %".524"
  %".527" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".523", i32 0, i32 2
  %".528" = bitcast [1 x i8*]* @"class_objects__Rect__dispatch" to i8*
  store i8* %".528", i8** %".527"
  %".530" = bitcast %"class_objects__Rect"* %".523" to %"class_objects__Shape"*
  store %"class_objects__Shape"* %".530", %"class_objects__Shape"** %"initializer_self.1"
  %".532" = getelementptr inbounds [6 x i8], [6 x i8]* @"str_utf8_719126095664145694_140403582404816", i32 0, i32 0
  %"string_copy_empty_ptr.2" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_8", i32 0, i32 0
  %"str_concat.2" = call i8* @"strcat_inline"(i8* %".532", i8* %"string_copy_empty_ptr.2")
  %"string_allocation_succeeded.3" = icmp ne i8* %"str_concat.2", null
  br i1 %"string_allocation_succeeded.3", label %"string.allocation.pass.3", label %"string.allocation.fail.3"
native.pending.30:
  %".489" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".490" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".491" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.31", i32 0, i32 0
  %".492" = bitcast %"class_objects__Shape"* %".490" to i8*
  %".493" = call i32 @"irx_class_release"(i8* %"context", i8* %".492", i8* %".491")
  %".494" = icmp eq i32 %".493", 0
  br i1 %".494", label %"native.ok.31", label %"native.fail.31"
native.error.30:
  %"exception.text_ptr.78" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.79" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".505" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".480", i8* %"exception.text_ptr.78", i32 83, i32 17, i8* %"exception.text_ptr.79")
  %".506" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".507" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".508" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.32", i32 0, i32 0
  %".509" = bitcast %"class_objects__Shape"* %".507" to i8*
  %".510" = call i32 @"irx_class_release"(i8* %"context", i8* %".509", i8* %".508")
  %".511" = icmp eq i32 %".510", 0
  br i1 %".511", label %"native.ok.32", label %"native.fail.32"
cleanup.done.25:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".489")
  ret i32 1
native.fail.31:
  %".496" = call i32 @"irx_exception_pending"(i8* %"context")
  %".497" = icmp ne i32 %".496", 0
  br i1 %".497", label %"native.pending.31", label %"native.error.31"
native.ok.31:
  br label %"cleanup.done.25"
native.pending.31:
  br label %"cleanup.done.25"
native.error.31:
  %"exception.text_ptr.76" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.77" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".500" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".491", i8* %"exception.text_ptr.76", i32 78, i32 3, i8* %"exception.text_ptr.77")
  br label %"cleanup.done.25"
cleanup.done.26:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".506")
  ret i32 1
native.fail.32:
  %".513" = call i32 @"irx_exception_pending"(i8* %"context")
  %".514" = icmp ne i32 %".513", 0
  br i1 %".514", label %"native.pending.32", label %"native.error.32"
native.ok.32:
  br label %"cleanup.done.26"
native.pending.32:
  br label %"cleanup.done.26"
native.error.32:
  %"exception.text_ptr.80" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.81" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".517" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".508", i8* %"exception.text_ptr.80", i32 78, i32 3, i8* %"exception.text_ptr.81")
  br label %"cleanup.done.26"
string.allocation.fail.3:
  %"exception.text_ptr.82" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.83" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.84" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".534" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.82", i8* %"exception.text_ptr.83", i32 83, i32 17, i8* %"exception.text_ptr.84")
  %".535" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".536" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.33", i32 0, i32 0
  %".537" = bitcast %"class_objects__Rect"* %".523" to i8*
  %".538" = call i32 @"irx_class_release"(i8* %"context", i8* %".537", i8* %".536")
  %".539" = icmp eq i32 %".538", 0
  br i1 %".539", label %"native.ok.33", label %"native.fail.33"
string.allocation.pass.3:
  %".565" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".523", i32 0, i32 3
  store i8* %"str_concat.2", i8** %".565"
  call void @"irx_class_complete"(i8* %".522")
  store %"class_objects__Rect"* %".523", %"class_objects__Rect"** %"initializer_self.2"
  %".569" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".523", i32 0, i32 4
  store double 0x3ff0000000000000, double* %".569"
  store %"class_objects__Rect"* %".523", %"class_objects__Rect"** %"initializer_self.3"
  %".572" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".523", i32 0, i32 5
  store double 0x3ff0000000000000, double* %".572"
  %"call.status.1" = call i32 @"class_objects__Rect__method____init____overload__instance____init____irx_default__fixed__Float64__Float64__NoneType"(i8* %"context", %"class_objects__Rect"* %".523", double 0x4000000000000000, double 0x400c000000000000)
  %".574" = icmp eq i32 %"call.status.1", 0
  br i1 %".574", label %"call.success.1", label %"call.failure.1"
cleanup.done.27:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".535")
  %".549" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".550" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".551" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.34", i32 0, i32 0
  %".552" = bitcast %"class_objects__Shape"* %".550" to i8*
  %".553" = call i32 @"irx_class_release"(i8* %"context", i8* %".552", i8* %".551")
  %".554" = icmp eq i32 %".553", 0
  br i1 %".554", label %"native.ok.34", label %"native.fail.34"
native.fail.33:
  %".541" = call i32 @"irx_exception_pending"(i8* %"context")
  %".542" = icmp ne i32 %".541", 0
  br i1 %".542", label %"native.pending.33", label %"native.error.33"
native.ok.33:
  br label %"cleanup.done.27"
native.pending.33:
  br label %"cleanup.done.27"
native.error.33:
  %"exception.text_ptr.85" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.86" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".545" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".536", i8* %"exception.text_ptr.85", i32 83, i32 17, i8* %"exception.text_ptr.86")
  br label %"cleanup.done.27"
cleanup.done.28:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".549")
  ret i32 1
native.fail.34:
  %".556" = call i32 @"irx_exception_pending"(i8* %"context")
  %".557" = icmp ne i32 %".556", 0
  br i1 %".557", label %"native.pending.34", label %"native.error.34"
native.ok.34:
  br label %"cleanup.done.28"
native.pending.34:
  br label %"cleanup.done.28"
native.error.34:
  %"exception.text_ptr.87" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.88" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".560" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".551", i8* %"exception.text_ptr.87", i32 78, i32 3, i8* %"exception.text_ptr.88")
  br label %"cleanup.done.28"
call.success.1:
  call void @"irx_class_complete"(i8* %".522")
  store %"class_objects__Rect"* %".523", %"class_objects__Rect"** %"r"
  store %"class_objects__Rect"* %".523", %"class_objects__Rect"** %"r"
  %"r.1" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".610" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.37", i32 0, i32 0
  %".611" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".612" = call i32 @"irx_class_require"(i8* %".611", i8* %".610")
  %".613" = icmp eq i32 %".612", 0
  br i1 %".613", label %"native.ok.37", label %"native.fail.37"
call.failure.1:
  %"exception.text_ptr.89" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.89", i32 83, i32 17)
  %".577" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".578" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.35", i32 0, i32 0
  %".579" = bitcast %"class_objects__Rect"* %".523" to i8*
  %".580" = call i32 @"irx_class_release"(i8* %"context", i8* %".579", i8* %".578")
  %".581" = icmp eq i32 %".580", 0
  br i1 %".581", label %"native.ok.35", label %"native.fail.35"
cleanup.done.29:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".577")
  %".591" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".592" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".593" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.36", i32 0, i32 0
  %".594" = bitcast %"class_objects__Shape"* %".592" to i8*
  %".595" = call i32 @"irx_class_release"(i8* %"context", i8* %".594", i8* %".593")
  %".596" = icmp eq i32 %".595", 0
  br i1 %".596", label %"native.ok.36", label %"native.fail.36"
native.fail.35:
  %".583" = call i32 @"irx_exception_pending"(i8* %"context")
  %".584" = icmp ne i32 %".583", 0
  br i1 %".584", label %"native.pending.35", label %"native.error.35"
native.ok.35:
  br label %"cleanup.done.29"
native.pending.35:
  br label %"cleanup.done.29"
native.error.35:
  %"exception.text_ptr.90" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.91" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".587" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".578", i8* %"exception.text_ptr.90", i32 83, i32 17, i8* %"exception.text_ptr.91")
  br label %"cleanup.done.29"
cleanup.done.30:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".591")
  ret i32 1
native.fail.36:
  %".598" = call i32 @"irx_exception_pending"(i8* %"context")
  %".599" = icmp ne i32 %".598", 0
  br i1 %".599", label %"native.pending.36", label %"native.error.36"
native.ok.36:
  br label %"cleanup.done.30"
native.pending.36:
  br label %"cleanup.done.30"
native.error.36:
  %"exception.text_ptr.92" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.93" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".602" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".593", i8* %"exception.text_ptr.92", i32 78, i32 3, i8* %"exception.text_ptr.93")
  br label %"cleanup.done.30"
native.fail.37:
  %".615" = call i32 @"irx_exception_pending"(i8* %"context")
  %".616" = icmp ne i32 %".615", 0
  br i1 %".616", label %"native.pending.37", label %"native.error.37"
native.ok.37:
  %".681" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.42", i32 0, i32 0
  %".682" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".683" = call i32 @"irx_class_retain"(i8* %".682", i8* %".681")
  %".684" = icmp eq i32 %".683", 0
  br i1 %".684", label %"native.ok.42", label %"native.fail.42"
native.pending.37:
  %".618" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".619" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".620" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.38", i32 0, i32 0
  %".621" = bitcast %"class_objects__Rect"* %".619" to i8*
  %".622" = call i32 @"irx_class_release"(i8* %"context", i8* %".621", i8* %".620")
  %".623" = icmp eq i32 %".622", 0
  br i1 %".623", label %"native.ok.38", label %"native.fail.38"
native.error.37:
  %"exception.text_ptr.98" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.99" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".649" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".610", i8* %"exception.text_ptr.98", i32 85, i32 9, i8* %"exception.text_ptr.99")
  %".650" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".651" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".652" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.40", i32 0, i32 0
  %".653" = bitcast %"class_objects__Rect"* %".651" to i8*
  %".654" = call i32 @"irx_class_release"(i8* %"context", i8* %".653", i8* %".652")
  %".655" = icmp eq i32 %".654", 0
  br i1 %".655", label %"native.ok.40", label %"native.fail.40"
cleanup.done.31:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".618")
  %".633" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".634" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".635" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.39", i32 0, i32 0
  %".636" = bitcast %"class_objects__Shape"* %".634" to i8*
  %".637" = call i32 @"irx_class_release"(i8* %"context", i8* %".636", i8* %".635")
  %".638" = icmp eq i32 %".637", 0
  br i1 %".638", label %"native.ok.39", label %"native.fail.39"
native.fail.38:
  %".625" = call i32 @"irx_exception_pending"(i8* %"context")
  %".626" = icmp ne i32 %".625", 0
  br i1 %".626", label %"native.pending.38", label %"native.error.38"
native.ok.38:
  br label %"cleanup.done.31"
native.pending.38:
  br label %"cleanup.done.31"
native.error.38:
  %"exception.text_ptr.94" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.95" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".629" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".620", i8* %"exception.text_ptr.94", i32 83, i32 3, i8* %"exception.text_ptr.95")
  br label %"cleanup.done.31"
cleanup.done.32:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".633")
  ret i32 1
native.fail.39:
  %".640" = call i32 @"irx_exception_pending"(i8* %"context")
  %".641" = icmp ne i32 %".640", 0
  br i1 %".641", label %"native.pending.39", label %"native.error.39"
native.ok.39:
  br label %"cleanup.done.32"
native.pending.39:
  br label %"cleanup.done.32"
native.error.39:
  %"exception.text_ptr.96" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.97" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".644" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".635", i8* %"exception.text_ptr.96", i32 78, i32 3, i8* %"exception.text_ptr.97")
  br label %"cleanup.done.32"
cleanup.done.33:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".650")
  %".665" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".666" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".667" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.41", i32 0, i32 0
  %".668" = bitcast %"class_objects__Shape"* %".666" to i8*
  %".669" = call i32 @"irx_class_release"(i8* %"context", i8* %".668", i8* %".667")
  %".670" = icmp eq i32 %".669", 0
  br i1 %".670", label %"native.ok.41", label %"native.fail.41"
native.fail.40:
  %".657" = call i32 @"irx_exception_pending"(i8* %"context")
  %".658" = icmp ne i32 %".657", 0
  br i1 %".658", label %"native.pending.40", label %"native.error.40"
native.ok.40:
  br label %"cleanup.done.33"
native.pending.40:
  br label %"cleanup.done.33"
native.error.40:
  %"exception.text_ptr.100" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.101" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".661" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".652", i8* %"exception.text_ptr.100", i32 83, i32 3, i8* %"exception.text_ptr.101")
  br label %"cleanup.done.33"
cleanup.done.34:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".665")
  ret i32 1
native.fail.41:
  %".672" = call i32 @"irx_exception_pending"(i8* %"context")
  %".673" = icmp ne i32 %".672", 0
  br i1 %".673", label %"native.pending.41", label %"native.error.41"
native.ok.41:
  br label %"cleanup.done.34"
native.pending.41:
  br label %"cleanup.done.34"
native.error.41:
  %"exception.text_ptr.102" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.103" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".676" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".667", i8* %"exception.text_ptr.102", i32 78, i32 3, i8* %"exception.text_ptr.103")
  br label %"cleanup.done.34"
native.fail.42:
  %".686" = call i32 @"irx_exception_pending"(i8* %"context")
  %".687" = icmp ne i32 %".686", 0
  br i1 %".687", label %"native.pending.42", label %"native.error.42"
native.ok.42:
  %".752" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"r.1", i32 0, i32 1
  %".753" = load i8*, i8** %".752"
  %".754" = bitcast i8* %".753" to i8* (i8*, i32)*
  %".755" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %"name_raw_addr.1" = call i8* %".754"(i8* %".755", i32 2)
  %".756" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.47", i32 0, i32 0
  %".757" = call i32 @"irx_class_require"(i8* %"name_raw_addr.1", i8* %".756")
  %".758" = icmp eq i32 %".757", 0
  br i1 %".758", label %"native.ok.47", label %"native.fail.47"
native.pending.42:
  %".689" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".690" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".691" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.43", i32 0, i32 0
  %".692" = bitcast %"class_objects__Rect"* %".690" to i8*
  %".693" = call i32 @"irx_class_release"(i8* %"context", i8* %".692", i8* %".691")
  %".694" = icmp eq i32 %".693", 0
  br i1 %".694", label %"native.ok.43", label %"native.fail.43"
native.error.42:
  %"exception.text_ptr.108" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.109" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".720" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".681", i8* %"exception.text_ptr.108", i32 85, i32 9, i8* %"exception.text_ptr.109")
  %".721" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".722" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".723" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.45", i32 0, i32 0
  %".724" = bitcast %"class_objects__Rect"* %".722" to i8*
  %".725" = call i32 @"irx_class_release"(i8* %"context", i8* %".724", i8* %".723")
  %".726" = icmp eq i32 %".725", 0
  br i1 %".726", label %"native.ok.45", label %"native.fail.45"
cleanup.done.35:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".689")
  %".704" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".705" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".706" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.44", i32 0, i32 0
  %".707" = bitcast %"class_objects__Shape"* %".705" to i8*
  %".708" = call i32 @"irx_class_release"(i8* %"context", i8* %".707", i8* %".706")
  %".709" = icmp eq i32 %".708", 0
  br i1 %".709", label %"native.ok.44", label %"native.fail.44"
native.fail.43:
  %".696" = call i32 @"irx_exception_pending"(i8* %"context")
  %".697" = icmp ne i32 %".696", 0
  br i1 %".697", label %"native.pending.43", label %"native.error.43"
native.ok.43:
  br label %"cleanup.done.35"
native.pending.43:
  br label %"cleanup.done.35"
native.error.43:
  %"exception.text_ptr.104" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.105" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".700" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".691", i8* %"exception.text_ptr.104", i32 83, i32 3, i8* %"exception.text_ptr.105")
  br label %"cleanup.done.35"
cleanup.done.36:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".704")
  ret i32 1
native.fail.44:
  %".711" = call i32 @"irx_exception_pending"(i8* %"context")
  %".712" = icmp ne i32 %".711", 0
  br i1 %".712", label %"native.pending.44", label %"native.error.44"
native.ok.44:
  br label %"cleanup.done.36"
native.pending.44:
  br label %"cleanup.done.36"
native.error.44:
  %"exception.text_ptr.106" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.107" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".715" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".706", i8* %"exception.text_ptr.106", i32 78, i32 3, i8* %"exception.text_ptr.107")
  br label %"cleanup.done.36"
cleanup.done.37:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".721")
  %".736" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".737" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".738" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.46", i32 0, i32 0
  %".739" = bitcast %"class_objects__Shape"* %".737" to i8*
  %".740" = call i32 @"irx_class_release"(i8* %"context", i8* %".739", i8* %".738")
  %".741" = icmp eq i32 %".740", 0
  br i1 %".741", label %"native.ok.46", label %"native.fail.46"
native.fail.45:
  %".728" = call i32 @"irx_exception_pending"(i8* %"context")
  %".729" = icmp ne i32 %".728", 0
  br i1 %".729", label %"native.pending.45", label %"native.error.45"
native.ok.45:
  br label %"cleanup.done.37"
native.pending.45:
  br label %"cleanup.done.37"
native.error.45:
  %"exception.text_ptr.110" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.111" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".732" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".723", i8* %"exception.text_ptr.110", i32 83, i32 3, i8* %"exception.text_ptr.111")
  br label %"cleanup.done.37"
cleanup.done.38:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".736")
  ret i32 1
native.fail.46:
  %".743" = call i32 @"irx_exception_pending"(i8* %"context")
  %".744" = icmp ne i32 %".743", 0
  br i1 %".744", label %"native.pending.46", label %"native.error.46"
native.ok.46:
  br label %"cleanup.done.38"
native.pending.46:
  br label %"cleanup.done.38"
native.error.46:
  %"exception.text_ptr.112" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.113" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".747" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".738", i8* %"exception.text_ptr.112", i32 78, i32 3, i8* %"exception.text_ptr.113")
  br label %"cleanup.done.38"
native.fail.47:
  %".760" = call i32 @"irx_exception_pending"(i8* %"context")
  %".761" = icmp ne i32 %".760", 0
  br i1 %".761", label %"native.pending.47", label %"native.error.47"
native.ok.47:
  %"name_addr.1" = bitcast i8* %"name_raw_addr.1" to i8**
  %"name.1" = load i8*, i8** %"name_addr.1"
  %"string_copy_empty_ptr.3" = getelementptr inbounds [1 x i8], [1 x i8]* @"string_copy_empty_8", i32 0, i32 0
  %"str_concat.3" = call i8* @"strcat_inline"(i8* %"name.1", i8* %"string_copy_empty_ptr.3")
  %"string_allocation_succeeded.4" = icmp ne i8* %"str_concat.3", null
  br i1 %"string_allocation_succeeded.4", label %"string.allocation.pass.4", label %"string.allocation.fail.4"
native.pending.47:
  %".763" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".764" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.48", i32 0, i32 0
  %".765" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".766" = call i32 @"irx_class_release"(i8* %"context", i8* %".765", i8* %".764")
  %".767" = icmp eq i32 %".766", 0
  br i1 %".767", label %"native.ok.48", label %"native.fail.48"
native.error.47:
  %"exception.text_ptr.120" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.121" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".808" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".756", i8* %"exception.text_ptr.120", i32 85, i32 9, i8* %"exception.text_ptr.121")
  %".809" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".810" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.51", i32 0, i32 0
  %".811" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".812" = call i32 @"irx_class_release"(i8* %"context", i8* %".811", i8* %".810")
  %".813" = icmp eq i32 %".812", 0
  br i1 %".813", label %"native.ok.51", label %"native.fail.51"
cleanup.done.39:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".763")
  %".777" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".778" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".779" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.49", i32 0, i32 0
  %".780" = bitcast %"class_objects__Rect"* %".778" to i8*
  %".781" = call i32 @"irx_class_release"(i8* %"context", i8* %".780", i8* %".779")
  %".782" = icmp eq i32 %".781", 0
  br i1 %".782", label %"native.ok.49", label %"native.fail.49"
native.fail.48:
  %".769" = call i32 @"irx_exception_pending"(i8* %"context")
  %".770" = icmp ne i32 %".769", 0
  br i1 %".770", label %"native.pending.48", label %"native.error.48"
native.ok.48:
  br label %"cleanup.done.39"
native.pending.48:
  br label %"cleanup.done.39"
native.error.48:
  %"exception.text_ptr.114" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.115" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".773" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".764", i8* %"exception.text_ptr.114", i32 85, i32 9, i8* %"exception.text_ptr.115")
  br label %"cleanup.done.39"
cleanup.done.40:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".777")
  %".792" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".793" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".794" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.50", i32 0, i32 0
  %".795" = bitcast %"class_objects__Shape"* %".793" to i8*
  %".796" = call i32 @"irx_class_release"(i8* %"context", i8* %".795", i8* %".794")
  %".797" = icmp eq i32 %".796", 0
  br i1 %".797", label %"native.ok.50", label %"native.fail.50"
native.fail.49:
  %".784" = call i32 @"irx_exception_pending"(i8* %"context")
  %".785" = icmp ne i32 %".784", 0
  br i1 %".785", label %"native.pending.49", label %"native.error.49"
native.ok.49:
  br label %"cleanup.done.40"
native.pending.49:
  br label %"cleanup.done.40"
native.error.49:
  %"exception.text_ptr.116" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.117" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".788" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".779", i8* %"exception.text_ptr.116", i32 83, i32 3, i8* %"exception.text_ptr.117")
  br label %"cleanup.done.40"
cleanup.done.41:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".792")
  ret i32 1
native.fail.50:
  %".799" = call i32 @"irx_exception_pending"(i8* %"context")
  %".800" = icmp ne i32 %".799", 0
  br i1 %".800", label %"native.pending.50", label %"native.error.50"
native.ok.50:
  br label %"cleanup.done.41"
native.pending.50:
  br label %"cleanup.done.41"
native.error.50:
  %"exception.text_ptr.118" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.119" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".803" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".794", i8* %"exception.text_ptr.118", i32 78, i32 3, i8* %"exception.text_ptr.119")
  br label %"cleanup.done.41"
cleanup.done.42:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".809")
  %".823" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".824" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".825" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.52", i32 0, i32 0
  %".826" = bitcast %"class_objects__Rect"* %".824" to i8*
  %".827" = call i32 @"irx_class_release"(i8* %"context", i8* %".826", i8* %".825")
  %".828" = icmp eq i32 %".827", 0
  br i1 %".828", label %"native.ok.52", label %"native.fail.52"
native.fail.51:
  %".815" = call i32 @"irx_exception_pending"(i8* %"context")
  %".816" = icmp ne i32 %".815", 0
  br i1 %".816", label %"native.pending.51", label %"native.error.51"
native.ok.51:
  br label %"cleanup.done.42"
native.pending.51:
  br label %"cleanup.done.42"
native.error.51:
  %"exception.text_ptr.122" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.123" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".819" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".810", i8* %"exception.text_ptr.122", i32 85, i32 9, i8* %"exception.text_ptr.123")
  br label %"cleanup.done.42"
cleanup.done.43:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".823")
  %".838" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".839" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".840" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.53", i32 0, i32 0
  %".841" = bitcast %"class_objects__Shape"* %".839" to i8*
  %".842" = call i32 @"irx_class_release"(i8* %"context", i8* %".841", i8* %".840")
  %".843" = icmp eq i32 %".842", 0
  br i1 %".843", label %"native.ok.53", label %"native.fail.53"
native.fail.52:
  %".830" = call i32 @"irx_exception_pending"(i8* %"context")
  %".831" = icmp ne i32 %".830", 0
  br i1 %".831", label %"native.pending.52", label %"native.error.52"
native.ok.52:
  br label %"cleanup.done.43"
native.pending.52:
  br label %"cleanup.done.43"
native.error.52:
  %"exception.text_ptr.124" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.125" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".834" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".825", i8* %"exception.text_ptr.124", i32 83, i32 3, i8* %"exception.text_ptr.125")
  br label %"cleanup.done.43"
cleanup.done.44:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".838")
  ret i32 1
native.fail.53:
  %".845" = call i32 @"irx_exception_pending"(i8* %"context")
  %".846" = icmp ne i32 %".845", 0
  br i1 %".846", label %"native.pending.53", label %"native.error.53"
native.ok.53:
  br label %"cleanup.done.44"
native.pending.53:
  br label %"cleanup.done.44"
native.error.53:
  %"exception.text_ptr.126" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.127" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".849" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".840", i8* %"exception.text_ptr.126", i32 78, i32 3, i8* %"exception.text_ptr.127")
  br label %"cleanup.done.44"
string.allocation.fail.4:
  %"exception.text_ptr.128" = getelementptr inbounds [53 x i8], [53 x i8]* @"exception_text_9", i32 0, i32 0
  %"exception.text_ptr.129" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.130" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".855" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.128", i8* %"exception.text_ptr.129", i32 -1, i32 -1, i8* %"exception.text_ptr.130")
  %".856" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".857" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.54", i32 0, i32 0
  %".858" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".859" = call i32 @"irx_class_release"(i8* %"context", i8* %".858", i8* %".857")
  %".860" = icmp eq i32 %".859", 0
  br i1 %".860", label %"native.ok.54", label %"native.fail.54"
string.allocation.pass.4:
  %".901" = call i32 @"puts"(i8* %"str_concat.3")
  call void @"free"(i8* %"str_concat.3")
  %".903" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".904" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.57", i32 0, i32 0
  %".905" = bitcast %"class_objects__Rect"* %"r.1" to i8*
  %".906" = call i32 @"irx_class_release"(i8* %"context", i8* %".905", i8* %".904")
  %".907" = icmp eq i32 %".906", 0
  br i1 %".907", label %"native.ok.57", label %"native.fail.57"
cleanup.done.45:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".856")
  %".870" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".871" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".872" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.55", i32 0, i32 0
  %".873" = bitcast %"class_objects__Rect"* %".871" to i8*
  %".874" = call i32 @"irx_class_release"(i8* %"context", i8* %".873", i8* %".872")
  %".875" = icmp eq i32 %".874", 0
  br i1 %".875", label %"native.ok.55", label %"native.fail.55"
native.fail.54:
  %".862" = call i32 @"irx_exception_pending"(i8* %"context")
  %".863" = icmp ne i32 %".862", 0
  br i1 %".863", label %"native.pending.54", label %"native.error.54"
native.ok.54:
  br label %"cleanup.done.45"
native.pending.54:
  br label %"cleanup.done.45"
native.error.54:
  %"exception.text_ptr.131" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.132" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".866" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".857", i8* %"exception.text_ptr.131", i32 85, i32 9, i8* %"exception.text_ptr.132")
  br label %"cleanup.done.45"
cleanup.done.46:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".870")
  %".885" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".886" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".887" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.56", i32 0, i32 0
  %".888" = bitcast %"class_objects__Shape"* %".886" to i8*
  %".889" = call i32 @"irx_class_release"(i8* %"context", i8* %".888", i8* %".887")
  %".890" = icmp eq i32 %".889", 0
  br i1 %".890", label %"native.ok.56", label %"native.fail.56"
native.fail.55:
  %".877" = call i32 @"irx_exception_pending"(i8* %"context")
  %".878" = icmp ne i32 %".877", 0
  br i1 %".878", label %"native.pending.55", label %"native.error.55"
native.ok.55:
  br label %"cleanup.done.46"
native.pending.55:
  br label %"cleanup.done.46"
native.error.55:
  %"exception.text_ptr.133" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.134" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".881" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".872", i8* %"exception.text_ptr.133", i32 83, i32 3, i8* %"exception.text_ptr.134")
  br label %"cleanup.done.46"
cleanup.done.47:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".885")
  ret i32 1
native.fail.56:
  %".892" = call i32 @"irx_exception_pending"(i8* %"context")
  %".893" = icmp ne i32 %".892", 0
  br i1 %".893", label %"native.pending.56", label %"native.error.56"
native.ok.56:
  br label %"cleanup.done.47"
native.pending.56:
  br label %"cleanup.done.47"
native.error.56:
  %"exception.text_ptr.135" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.136" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".896" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".887", i8* %"exception.text_ptr.135", i32 78, i32 3, i8* %"exception.text_ptr.136")
  br label %"cleanup.done.47"
cleanup.done.48:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".903")
  %".917" = call i32 @"irx_exception_pending"(i8* %"context")
  %".918" = icmp ne i32 %".917", 0
  br i1 %".918", label %"cleanup.done.48.if", label %"cleanup.done.48.endif"
native.fail.57:
  %".909" = call i32 @"irx_exception_pending"(i8* %"context")
  %".910" = icmp ne i32 %".909", 0
  br i1 %".910", label %"native.pending.57", label %"native.error.57"
native.ok.57:
  br label %"cleanup.done.48"
native.pending.57:
  br label %"cleanup.done.48"
native.error.57:
  %"exception.text_ptr.137" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.138" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".913" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".904", i8* %"exception.text_ptr.137", i32 85, i32 9, i8* %"exception.text_ptr.138")
  br label %"cleanup.done.48"
cleanup.done.48.if:
  %".920" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".921" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".922" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.58", i32 0, i32 0
  %".923" = bitcast %"class_objects__Rect"* %".921" to i8*
  %".924" = call i32 @"irx_class_release"(i8* %"context", i8* %".923", i8* %".922")
  %".925" = icmp eq i32 %".924", 0
  br i1 %".925", label %"native.ok.58", label %"native.fail.58"
cleanup.done.48.endif:
  %"r.2" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".951" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.60", i32 0, i32 0
  %".952" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".953" = call i32 @"irx_class_require"(i8* %".952", i8* %".951")
  %".954" = icmp eq i32 %".953", 0
  br i1 %".954", label %"native.ok.60", label %"native.fail.60"
cleanup.done.49:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".920")
  %".935" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".936" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".937" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.59", i32 0, i32 0
  %".938" = bitcast %"class_objects__Shape"* %".936" to i8*
  %".939" = call i32 @"irx_class_release"(i8* %"context", i8* %".938", i8* %".937")
  %".940" = icmp eq i32 %".939", 0
  br i1 %".940", label %"native.ok.59", label %"native.fail.59"
native.fail.58:
  %".927" = call i32 @"irx_exception_pending"(i8* %"context")
  %".928" = icmp ne i32 %".927", 0
  br i1 %".928", label %"native.pending.58", label %"native.error.58"
native.ok.58:
  br label %"cleanup.done.49"
native.pending.58:
  br label %"cleanup.done.49"
native.error.58:
  %"exception.text_ptr.139" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.140" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".931" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".922", i8* %"exception.text_ptr.139", i32 83, i32 3, i8* %"exception.text_ptr.140")
  br label %"cleanup.done.49"
cleanup.done.50:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".935")
  ret i32 1
native.fail.59:
  %".942" = call i32 @"irx_exception_pending"(i8* %"context")
  %".943" = icmp ne i32 %".942", 0
  br i1 %".943", label %"native.pending.59", label %"native.error.59"
native.ok.59:
  br label %"cleanup.done.50"
native.pending.59:
  br label %"cleanup.done.50"
native.error.59:
  %"exception.text_ptr.141" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.142" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".946" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".937", i8* %"exception.text_ptr.141", i32 78, i32 3, i8* %"exception.text_ptr.142")
  br label %"cleanup.done.50"
native.fail.60:
  %".956" = call i32 @"irx_exception_pending"(i8* %"context")
  %".957" = icmp ne i32 %".956", 0
  br i1 %".957", label %"native.pending.60", label %"native.error.60"
native.ok.60:
  %".1022" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.65", i32 0, i32 0
  %".1023" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1024" = call i32 @"irx_class_retain"(i8* %".1023", i8* %".1022")
  %".1025" = icmp eq i32 %".1024", 0
  br i1 %".1025", label %"native.ok.65", label %"native.fail.65"
native.pending.60:
  %".959" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".960" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".961" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.61", i32 0, i32 0
  %".962" = bitcast %"class_objects__Rect"* %".960" to i8*
  %".963" = call i32 @"irx_class_release"(i8* %"context", i8* %".962", i8* %".961")
  %".964" = icmp eq i32 %".963", 0
  br i1 %".964", label %"native.ok.61", label %"native.fail.61"
native.error.60:
  %"exception.text_ptr.147" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.148" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".990" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".951", i8* %"exception.text_ptr.147", i32 87, i32 9, i8* %"exception.text_ptr.148")
  %".991" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".992" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".993" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.63", i32 0, i32 0
  %".994" = bitcast %"class_objects__Rect"* %".992" to i8*
  %".995" = call i32 @"irx_class_release"(i8* %"context", i8* %".994", i8* %".993")
  %".996" = icmp eq i32 %".995", 0
  br i1 %".996", label %"native.ok.63", label %"native.fail.63"
cleanup.done.51:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".959")
  %".974" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".975" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".976" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.62", i32 0, i32 0
  %".977" = bitcast %"class_objects__Shape"* %".975" to i8*
  %".978" = call i32 @"irx_class_release"(i8* %"context", i8* %".977", i8* %".976")
  %".979" = icmp eq i32 %".978", 0
  br i1 %".979", label %"native.ok.62", label %"native.fail.62"
native.fail.61:
  %".966" = call i32 @"irx_exception_pending"(i8* %"context")
  %".967" = icmp ne i32 %".966", 0
  br i1 %".967", label %"native.pending.61", label %"native.error.61"
native.ok.61:
  br label %"cleanup.done.51"
native.pending.61:
  br label %"cleanup.done.51"
native.error.61:
  %"exception.text_ptr.143" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.144" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".970" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".961", i8* %"exception.text_ptr.143", i32 83, i32 3, i8* %"exception.text_ptr.144")
  br label %"cleanup.done.51"
cleanup.done.52:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".974")
  ret i32 1
native.fail.62:
  %".981" = call i32 @"irx_exception_pending"(i8* %"context")
  %".982" = icmp ne i32 %".981", 0
  br i1 %".982", label %"native.pending.62", label %"native.error.62"
native.ok.62:
  br label %"cleanup.done.52"
native.pending.62:
  br label %"cleanup.done.52"
native.error.62:
  %"exception.text_ptr.145" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.146" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".985" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".976", i8* %"exception.text_ptr.145", i32 78, i32 3, i8* %"exception.text_ptr.146")
  br label %"cleanup.done.52"
cleanup.done.53:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".991")
  %".1006" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1007" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1008" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.64", i32 0, i32 0
  %".1009" = bitcast %"class_objects__Shape"* %".1007" to i8*
  %".1010" = call i32 @"irx_class_release"(i8* %"context", i8* %".1009", i8* %".1008")
  %".1011" = icmp eq i32 %".1010", 0
  br i1 %".1011", label %"native.ok.64", label %"native.fail.64"
native.fail.63:
  %".998" = call i32 @"irx_exception_pending"(i8* %"context")
  %".999" = icmp ne i32 %".998", 0
  br i1 %".999", label %"native.pending.63", label %"native.error.63"
native.ok.63:
  br label %"cleanup.done.53"
native.pending.63:
  br label %"cleanup.done.53"
native.error.63:
  %"exception.text_ptr.149" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.150" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1002" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".993", i8* %"exception.text_ptr.149", i32 83, i32 3, i8* %"exception.text_ptr.150")
  br label %"cleanup.done.53"
cleanup.done.54:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1006")
  ret i32 1
native.fail.64:
  %".1013" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1014" = icmp ne i32 %".1013", 0
  br i1 %".1014", label %"native.pending.64", label %"native.error.64"
native.ok.64:
  br label %"cleanup.done.54"
native.pending.64:
  br label %"cleanup.done.54"
native.error.64:
  %"exception.text_ptr.151" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.152" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1017" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1008", i8* %"exception.text_ptr.151", i32 78, i32 3, i8* %"exception.text_ptr.152")
  br label %"cleanup.done.54"
native.fail.65:
  %".1027" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1028" = icmp ne i32 %".1027", 0
  br i1 %".1028", label %"native.pending.65", label %"native.error.65"
native.ok.65:
  %"area_dispatch_addr" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"r.2", i32 0, i32 2
  %"area_dispatch" = load i8*, i8** %"area_dispatch_addr"
  %"area_dispatch_ptr" = bitcast i8* %"area_dispatch" to [1 x i8*]*
  %"area_slot" = getelementptr inbounds [1 x i8*], [1 x i8*]* %"area_dispatch_ptr", i32 0, i32 0
  %"area_raw" = load i8*, i8** %"area_slot"
  %"area_callee" = bitcast i8* %"area_raw" to i32 (i8*, %"class_objects__Rect"*, double*)*
  %"call.status.2" = call i32 %"area_callee"(i8* %"context", %"class_objects__Rect"* %"r.2", double* %"call.result.1")
  %".1093" = icmp eq i32 %"call.status.2", 0
  br i1 %".1093", label %"call.success.2", label %"call.failure.2"
native.pending.65:
  %".1030" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1031" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1032" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.66", i32 0, i32 0
  %".1033" = bitcast %"class_objects__Rect"* %".1031" to i8*
  %".1034" = call i32 @"irx_class_release"(i8* %"context", i8* %".1033", i8* %".1032")
  %".1035" = icmp eq i32 %".1034", 0
  br i1 %".1035", label %"native.ok.66", label %"native.fail.66"
native.error.65:
  %"exception.text_ptr.157" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.158" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1061" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1022", i8* %"exception.text_ptr.157", i32 87, i32 9, i8* %"exception.text_ptr.158")
  %".1062" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1063" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1064" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.68", i32 0, i32 0
  %".1065" = bitcast %"class_objects__Rect"* %".1063" to i8*
  %".1066" = call i32 @"irx_class_release"(i8* %"context", i8* %".1065", i8* %".1064")
  %".1067" = icmp eq i32 %".1066", 0
  br i1 %".1067", label %"native.ok.68", label %"native.fail.68"
cleanup.done.55:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1030")
  %".1045" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1046" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1047" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.67", i32 0, i32 0
  %".1048" = bitcast %"class_objects__Shape"* %".1046" to i8*
  %".1049" = call i32 @"irx_class_release"(i8* %"context", i8* %".1048", i8* %".1047")
  %".1050" = icmp eq i32 %".1049", 0
  br i1 %".1050", label %"native.ok.67", label %"native.fail.67"
native.fail.66:
  %".1037" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1038" = icmp ne i32 %".1037", 0
  br i1 %".1038", label %"native.pending.66", label %"native.error.66"
native.ok.66:
  br label %"cleanup.done.55"
native.pending.66:
  br label %"cleanup.done.55"
native.error.66:
  %"exception.text_ptr.153" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.154" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1041" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1032", i8* %"exception.text_ptr.153", i32 83, i32 3, i8* %"exception.text_ptr.154")
  br label %"cleanup.done.55"
cleanup.done.56:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1045")
  ret i32 1
native.fail.67:
  %".1052" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1053" = icmp ne i32 %".1052", 0
  br i1 %".1053", label %"native.pending.67", label %"native.error.67"
native.ok.67:
  br label %"cleanup.done.56"
native.pending.67:
  br label %"cleanup.done.56"
native.error.67:
  %"exception.text_ptr.155" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.156" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1056" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1047", i8* %"exception.text_ptr.155", i32 78, i32 3, i8* %"exception.text_ptr.156")
  br label %"cleanup.done.56"
cleanup.done.57:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1062")
  %".1077" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1078" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1079" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.69", i32 0, i32 0
  %".1080" = bitcast %"class_objects__Shape"* %".1078" to i8*
  %".1081" = call i32 @"irx_class_release"(i8* %"context", i8* %".1080", i8* %".1079")
  %".1082" = icmp eq i32 %".1081", 0
  br i1 %".1082", label %"native.ok.69", label %"native.fail.69"
native.fail.68:
  %".1069" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1070" = icmp ne i32 %".1069", 0
  br i1 %".1070", label %"native.pending.68", label %"native.error.68"
native.ok.68:
  br label %"cleanup.done.57"
native.pending.68:
  br label %"cleanup.done.57"
native.error.68:
  %"exception.text_ptr.159" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.160" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1073" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1064", i8* %"exception.text_ptr.159", i32 83, i32 3, i8* %"exception.text_ptr.160")
  br label %"cleanup.done.57"
cleanup.done.58:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1077")
  ret i32 1
native.fail.69:
  %".1084" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1085" = icmp ne i32 %".1084", 0
  br i1 %".1085", label %"native.pending.69", label %"native.error.69"
native.ok.69:
  br label %"cleanup.done.58"
native.pending.69:
  br label %"cleanup.done.58"
native.error.69:
  %"exception.text_ptr.161" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.162" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1088" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1079", i8* %"exception.text_ptr.161", i32 78, i32 3, i8* %"exception.text_ptr.162")
  br label %"cleanup.done.58"
call.success.2:
  %".1141" = load double, double* %"call.result.1"
  %".1142" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".1143" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1142", double %".1141")
  %"string_format_size_succeeded.1" = icmp sge i32 %".1143", 0
  br i1 %"string_format_size_succeeded.1", label %"string.format.size.pass.1", label %"string.format.size.fail.1"
call.failure.2:
  %"exception.text_ptr.163" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.163", i32 87, i32 11)
  %".1096" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1097" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.70", i32 0, i32 0
  %".1098" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1099" = call i32 @"irx_class_release"(i8* %"context", i8* %".1098", i8* %".1097")
  %".1100" = icmp eq i32 %".1099", 0
  br i1 %".1100", label %"native.ok.70", label %"native.fail.70"
cleanup.done.59:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1096")
  %".1110" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1111" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1112" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.71", i32 0, i32 0
  %".1113" = bitcast %"class_objects__Rect"* %".1111" to i8*
  %".1114" = call i32 @"irx_class_release"(i8* %"context", i8* %".1113", i8* %".1112")
  %".1115" = icmp eq i32 %".1114", 0
  br i1 %".1115", label %"native.ok.71", label %"native.fail.71"
native.fail.70:
  %".1102" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1103" = icmp ne i32 %".1102", 0
  br i1 %".1103", label %"native.pending.70", label %"native.error.70"
native.ok.70:
  br label %"cleanup.done.59"
native.pending.70:
  br label %"cleanup.done.59"
native.error.70:
  %"exception.text_ptr.164" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.165" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1106" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1097", i8* %"exception.text_ptr.164", i32 87, i32 9, i8* %"exception.text_ptr.165")
  br label %"cleanup.done.59"
cleanup.done.60:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1110")
  %".1125" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1126" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1127" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.72", i32 0, i32 0
  %".1128" = bitcast %"class_objects__Shape"* %".1126" to i8*
  %".1129" = call i32 @"irx_class_release"(i8* %"context", i8* %".1128", i8* %".1127")
  %".1130" = icmp eq i32 %".1129", 0
  br i1 %".1130", label %"native.ok.72", label %"native.fail.72"
native.fail.71:
  %".1117" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1118" = icmp ne i32 %".1117", 0
  br i1 %".1118", label %"native.pending.71", label %"native.error.71"
native.ok.71:
  br label %"cleanup.done.60"
native.pending.71:
  br label %"cleanup.done.60"
native.error.71:
  %"exception.text_ptr.166" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.167" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1121" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1112", i8* %"exception.text_ptr.166", i32 83, i32 3, i8* %"exception.text_ptr.167")
  br label %"cleanup.done.60"
cleanup.done.61:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1125")
  ret i32 1
native.fail.72:
  %".1132" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1133" = icmp ne i32 %".1132", 0
  br i1 %".1133", label %"native.pending.72", label %"native.error.72"
native.ok.72:
  br label %"cleanup.done.61"
native.pending.72:
  br label %"cleanup.done.61"
native.error.72:
  %"exception.text_ptr.168" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.169" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1136" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1127", i8* %"exception.text_ptr.168", i32 78, i32 3, i8* %"exception.text_ptr.169")
  br label %"cleanup.done.61"
string.format.size.fail.1:
  %"exception.text_ptr.170" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.171" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.172" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1145" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.170", i8* %"exception.text_ptr.171", i32 -1, i32 -1, i8* %"exception.text_ptr.172")
  %".1146" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1147" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.73", i32 0, i32 0
  %".1148" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1149" = call i32 @"irx_class_release"(i8* %"context", i8* %".1148", i8* %".1147")
  %".1150" = icmp eq i32 %".1149", 0
  br i1 %".1150", label %"native.ok.73", label %"native.fail.73"
string.format.size.pass.1:
  %".1191" = zext i32 %".1143" to i64
  %"string_format_allocation_size.1" = add i64 %".1191", 1
  %".1192" = call i8* @"malloc"(i64 %"string_format_allocation_size.1")
  %"string_allocation_succeeded.5" = icmp ne i8* %".1192", null
  br i1 %"string_allocation_succeeded.5", label %"string.allocation.pass.5", label %"string.allocation.fail.5"
cleanup.done.62:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1146")
  %".1160" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1161" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1162" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.74", i32 0, i32 0
  %".1163" = bitcast %"class_objects__Rect"* %".1161" to i8*
  %".1164" = call i32 @"irx_class_release"(i8* %"context", i8* %".1163", i8* %".1162")
  %".1165" = icmp eq i32 %".1164", 0
  br i1 %".1165", label %"native.ok.74", label %"native.fail.74"
native.fail.73:
  %".1152" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1153" = icmp ne i32 %".1152", 0
  br i1 %".1153", label %"native.pending.73", label %"native.error.73"
native.ok.73:
  br label %"cleanup.done.62"
native.pending.73:
  br label %"cleanup.done.62"
native.error.73:
  %"exception.text_ptr.173" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.174" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1156" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1147", i8* %"exception.text_ptr.173", i32 87, i32 9, i8* %"exception.text_ptr.174")
  br label %"cleanup.done.62"
cleanup.done.63:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1160")
  %".1175" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1176" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1177" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.75", i32 0, i32 0
  %".1178" = bitcast %"class_objects__Shape"* %".1176" to i8*
  %".1179" = call i32 @"irx_class_release"(i8* %"context", i8* %".1178", i8* %".1177")
  %".1180" = icmp eq i32 %".1179", 0
  br i1 %".1180", label %"native.ok.75", label %"native.fail.75"
native.fail.74:
  %".1167" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1168" = icmp ne i32 %".1167", 0
  br i1 %".1168", label %"native.pending.74", label %"native.error.74"
native.ok.74:
  br label %"cleanup.done.63"
native.pending.74:
  br label %"cleanup.done.63"
native.error.74:
  %"exception.text_ptr.175" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.176" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1171" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1162", i8* %"exception.text_ptr.175", i32 83, i32 3, i8* %"exception.text_ptr.176")
  br label %"cleanup.done.63"
cleanup.done.64:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1175")
  ret i32 1
native.fail.75:
  %".1182" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1183" = icmp ne i32 %".1182", 0
  br i1 %".1183", label %"native.pending.75", label %"native.error.75"
native.ok.75:
  br label %"cleanup.done.64"
native.pending.75:
  br label %"cleanup.done.64"
native.error.75:
  %"exception.text_ptr.177" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.178" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1186" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1177", i8* %"exception.text_ptr.177", i32 78, i32 3, i8* %"exception.text_ptr.178")
  br label %"cleanup.done.64"
string.allocation.fail.5:
  %"exception.text_ptr.179" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.180" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.181" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".1194" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.179", i8* %"exception.text_ptr.180", i32 -1, i32 -1, i8* %"exception.text_ptr.181")
  %".1195" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1196" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.76", i32 0, i32 0
  %".1197" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1198" = call i32 @"irx_class_release"(i8* %"context", i8* %".1197", i8* %".1196")
  %".1199" = icmp eq i32 %".1198", 0
  br i1 %".1199", label %"native.ok.76", label %"native.fail.76"
string.allocation.pass.5:
  %".1240" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1192", i64 %"string_format_allocation_size.1", i8* %".1142", double %".1141")
  %"string_format_write_succeeded.1" = icmp sge i32 %".1240", 0
  br i1 %"string_format_write_succeeded.1", label %"string.format.write.pass.1", label %"string.format.write.fail.1"
cleanup.done.65:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1195")
  %".1209" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1210" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1211" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.77", i32 0, i32 0
  %".1212" = bitcast %"class_objects__Rect"* %".1210" to i8*
  %".1213" = call i32 @"irx_class_release"(i8* %"context", i8* %".1212", i8* %".1211")
  %".1214" = icmp eq i32 %".1213", 0
  br i1 %".1214", label %"native.ok.77", label %"native.fail.77"
native.fail.76:
  %".1201" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1202" = icmp ne i32 %".1201", 0
  br i1 %".1202", label %"native.pending.76", label %"native.error.76"
native.ok.76:
  br label %"cleanup.done.65"
native.pending.76:
  br label %"cleanup.done.65"
native.error.76:
  %"exception.text_ptr.182" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.183" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1205" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1196", i8* %"exception.text_ptr.182", i32 87, i32 9, i8* %"exception.text_ptr.183")
  br label %"cleanup.done.65"
cleanup.done.66:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1209")
  %".1224" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1225" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1226" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.78", i32 0, i32 0
  %".1227" = bitcast %"class_objects__Shape"* %".1225" to i8*
  %".1228" = call i32 @"irx_class_release"(i8* %"context", i8* %".1227", i8* %".1226")
  %".1229" = icmp eq i32 %".1228", 0
  br i1 %".1229", label %"native.ok.78", label %"native.fail.78"
native.fail.77:
  %".1216" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1217" = icmp ne i32 %".1216", 0
  br i1 %".1217", label %"native.pending.77", label %"native.error.77"
native.ok.77:
  br label %"cleanup.done.66"
native.pending.77:
  br label %"cleanup.done.66"
native.error.77:
  %"exception.text_ptr.184" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.185" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1220" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1211", i8* %"exception.text_ptr.184", i32 83, i32 3, i8* %"exception.text_ptr.185")
  br label %"cleanup.done.66"
cleanup.done.67:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1224")
  ret i32 1
native.fail.78:
  %".1231" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1232" = icmp ne i32 %".1231", 0
  br i1 %".1232", label %"native.pending.78", label %"native.error.78"
native.ok.78:
  br label %"cleanup.done.67"
native.pending.78:
  br label %"cleanup.done.67"
native.error.78:
  %"exception.text_ptr.186" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.187" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1235" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1226", i8* %"exception.text_ptr.186", i32 78, i32 3, i8* %"exception.text_ptr.187")
  br label %"cleanup.done.67"
string.format.write.fail.1:
  %"exception.text_ptr.188" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.189" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.190" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1242" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.188", i8* %"exception.text_ptr.189", i32 -1, i32 -1, i8* %"exception.text_ptr.190")
  %".1243" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1244" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.79", i32 0, i32 0
  %".1245" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1246" = call i32 @"irx_class_release"(i8* %"context", i8* %".1245", i8* %".1244")
  %".1247" = icmp eq i32 %".1246", 0
  br i1 %".1247", label %"native.ok.79", label %"native.fail.79"
string.format.write.pass.1:
  %".1288" = call i32 @"puts"(i8* %".1192")
  call void @"free"(i8* %".1192")
  %".1290" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1291" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.82", i32 0, i32 0
  %".1292" = bitcast %"class_objects__Rect"* %"r.2" to i8*
  %".1293" = call i32 @"irx_class_release"(i8* %"context", i8* %".1292", i8* %".1291")
  %".1294" = icmp eq i32 %".1293", 0
  br i1 %".1294", label %"native.ok.82", label %"native.fail.82"
cleanup.done.68:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1243")
  %".1257" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1258" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1259" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.80", i32 0, i32 0
  %".1260" = bitcast %"class_objects__Rect"* %".1258" to i8*
  %".1261" = call i32 @"irx_class_release"(i8* %"context", i8* %".1260", i8* %".1259")
  %".1262" = icmp eq i32 %".1261", 0
  br i1 %".1262", label %"native.ok.80", label %"native.fail.80"
native.fail.79:
  %".1249" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1250" = icmp ne i32 %".1249", 0
  br i1 %".1250", label %"native.pending.79", label %"native.error.79"
native.ok.79:
  br label %"cleanup.done.68"
native.pending.79:
  br label %"cleanup.done.68"
native.error.79:
  %"exception.text_ptr.191" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.192" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1253" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1244", i8* %"exception.text_ptr.191", i32 87, i32 9, i8* %"exception.text_ptr.192")
  br label %"cleanup.done.68"
cleanup.done.69:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1257")
  %".1272" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1273" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1274" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.81", i32 0, i32 0
  %".1275" = bitcast %"class_objects__Shape"* %".1273" to i8*
  %".1276" = call i32 @"irx_class_release"(i8* %"context", i8* %".1275", i8* %".1274")
  %".1277" = icmp eq i32 %".1276", 0
  br i1 %".1277", label %"native.ok.81", label %"native.fail.81"
native.fail.80:
  %".1264" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1265" = icmp ne i32 %".1264", 0
  br i1 %".1265", label %"native.pending.80", label %"native.error.80"
native.ok.80:
  br label %"cleanup.done.69"
native.pending.80:
  br label %"cleanup.done.69"
native.error.80:
  %"exception.text_ptr.193" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.194" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1268" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1259", i8* %"exception.text_ptr.193", i32 83, i32 3, i8* %"exception.text_ptr.194")
  br label %"cleanup.done.69"
cleanup.done.70:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1272")
  ret i32 1
native.fail.81:
  %".1279" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1280" = icmp ne i32 %".1279", 0
  br i1 %".1280", label %"native.pending.81", label %"native.error.81"
native.ok.81:
  br label %"cleanup.done.70"
native.pending.81:
  br label %"cleanup.done.70"
native.error.81:
  %"exception.text_ptr.195" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.196" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1283" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1274", i8* %"exception.text_ptr.195", i32 78, i32 3, i8* %"exception.text_ptr.196")
  br label %"cleanup.done.70"
cleanup.done.71:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1290")
  %".1304" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1305" = icmp ne i32 %".1304", 0
  br i1 %".1305", label %"cleanup.done.71.if", label %"cleanup.done.71.endif"
native.fail.82:
  %".1296" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1297" = icmp ne i32 %".1296", 0
  br i1 %".1297", label %"native.pending.82", label %"native.error.82"
native.ok.82:
  br label %"cleanup.done.71"
native.pending.82:
  br label %"cleanup.done.71"
native.error.82:
  %"exception.text_ptr.197" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.198" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1300" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1291", i8* %"exception.text_ptr.197", i32 87, i32 9, i8* %"exception.text_ptr.198")
  br label %"cleanup.done.71"
cleanup.done.71.if:
  %".1307" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1308" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1309" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.83", i32 0, i32 0
  %".1310" = bitcast %"class_objects__Rect"* %".1308" to i8*
  %".1311" = call i32 @"irx_class_release"(i8* %"context", i8* %".1310", i8* %".1309")
  %".1312" = icmp eq i32 %".1311", 0
  br i1 %".1312", label %"native.ok.83", label %"native.fail.83"
cleanup.done.71.endif:
  %"r.3" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1338" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.85", i32 0, i32 0
  %".1339" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1340" = call i32 @"irx_class_retain"(i8* %".1339", i8* %".1338")
  %".1341" = icmp eq i32 %".1340", 0
  br i1 %".1341", label %"native.ok.85", label %"native.fail.85"
cleanup.done.72:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1307")
  %".1322" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1323" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1324" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.84", i32 0, i32 0
  %".1325" = bitcast %"class_objects__Shape"* %".1323" to i8*
  %".1326" = call i32 @"irx_class_release"(i8* %"context", i8* %".1325", i8* %".1324")
  %".1327" = icmp eq i32 %".1326", 0
  br i1 %".1327", label %"native.ok.84", label %"native.fail.84"
native.fail.83:
  %".1314" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1315" = icmp ne i32 %".1314", 0
  br i1 %".1315", label %"native.pending.83", label %"native.error.83"
native.ok.83:
  br label %"cleanup.done.72"
native.pending.83:
  br label %"cleanup.done.72"
native.error.83:
  %"exception.text_ptr.199" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.200" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1318" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1309", i8* %"exception.text_ptr.199", i32 83, i32 3, i8* %"exception.text_ptr.200")
  br label %"cleanup.done.72"
cleanup.done.73:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1322")
  ret i32 1
native.fail.84:
  %".1329" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1330" = icmp ne i32 %".1329", 0
  br i1 %".1330", label %"native.pending.84", label %"native.error.84"
native.ok.84:
  br label %"cleanup.done.73"
native.pending.84:
  br label %"cleanup.done.73"
native.error.84:
  %"exception.text_ptr.201" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.202" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1333" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1324", i8* %"exception.text_ptr.201", i32 78, i32 3, i8* %"exception.text_ptr.202")
  br label %"cleanup.done.73"
native.fail.85:
  %".1343" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1344" = icmp ne i32 %".1343", 0
  br i1 %".1344", label %"native.pending.85", label %"native.error.85"
native.ok.85:
  %"classcast" = bitcast %"class_objects__Rect"* %"r.3" to %"class_objects__Shape"*
  %"call.status.3" = call i32 @"class_objects__describe"(i8* %"context", %"class_objects__Shape"* %"classcast", double* %"call.result.2")
  %".1409" = icmp eq i32 %"call.status.3", 0
  br i1 %".1409", label %"call.success.3", label %"call.failure.3"
native.pending.85:
  %".1346" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1347" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1348" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.86", i32 0, i32 0
  %".1349" = bitcast %"class_objects__Rect"* %".1347" to i8*
  %".1350" = call i32 @"irx_class_release"(i8* %"context", i8* %".1349", i8* %".1348")
  %".1351" = icmp eq i32 %".1350", 0
  br i1 %".1351", label %"native.ok.86", label %"native.fail.86"
native.error.85:
  %"exception.text_ptr.207" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.208" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1377" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1338", i8* %"exception.text_ptr.207", i32 89, i32 18, i8* %"exception.text_ptr.208")
  %".1378" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1379" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1380" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.88", i32 0, i32 0
  %".1381" = bitcast %"class_objects__Rect"* %".1379" to i8*
  %".1382" = call i32 @"irx_class_release"(i8* %"context", i8* %".1381", i8* %".1380")
  %".1383" = icmp eq i32 %".1382", 0
  br i1 %".1383", label %"native.ok.88", label %"native.fail.88"
cleanup.done.74:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1346")
  %".1361" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1362" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1363" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.87", i32 0, i32 0
  %".1364" = bitcast %"class_objects__Shape"* %".1362" to i8*
  %".1365" = call i32 @"irx_class_release"(i8* %"context", i8* %".1364", i8* %".1363")
  %".1366" = icmp eq i32 %".1365", 0
  br i1 %".1366", label %"native.ok.87", label %"native.fail.87"
native.fail.86:
  %".1353" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1354" = icmp ne i32 %".1353", 0
  br i1 %".1354", label %"native.pending.86", label %"native.error.86"
native.ok.86:
  br label %"cleanup.done.74"
native.pending.86:
  br label %"cleanup.done.74"
native.error.86:
  %"exception.text_ptr.203" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.204" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1357" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1348", i8* %"exception.text_ptr.203", i32 83, i32 3, i8* %"exception.text_ptr.204")
  br label %"cleanup.done.74"
cleanup.done.75:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1361")
  ret i32 1
native.fail.87:
  %".1368" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1369" = icmp ne i32 %".1368", 0
  br i1 %".1369", label %"native.pending.87", label %"native.error.87"
native.ok.87:
  br label %"cleanup.done.75"
native.pending.87:
  br label %"cleanup.done.75"
native.error.87:
  %"exception.text_ptr.205" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.206" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1372" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1363", i8* %"exception.text_ptr.205", i32 78, i32 3, i8* %"exception.text_ptr.206")
  br label %"cleanup.done.75"
cleanup.done.76:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1378")
  %".1393" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1394" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1395" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.89", i32 0, i32 0
  %".1396" = bitcast %"class_objects__Shape"* %".1394" to i8*
  %".1397" = call i32 @"irx_class_release"(i8* %"context", i8* %".1396", i8* %".1395")
  %".1398" = icmp eq i32 %".1397", 0
  br i1 %".1398", label %"native.ok.89", label %"native.fail.89"
native.fail.88:
  %".1385" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1386" = icmp ne i32 %".1385", 0
  br i1 %".1386", label %"native.pending.88", label %"native.error.88"
native.ok.88:
  br label %"cleanup.done.76"
native.pending.88:
  br label %"cleanup.done.76"
native.error.88:
  %"exception.text_ptr.209" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.210" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1389" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1380", i8* %"exception.text_ptr.209", i32 83, i32 3, i8* %"exception.text_ptr.210")
  br label %"cleanup.done.76"
cleanup.done.77:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1393")
  ret i32 1
native.fail.89:
  %".1400" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1401" = icmp ne i32 %".1400", 0
  br i1 %".1401", label %"native.pending.89", label %"native.error.89"
native.ok.89:
  br label %"cleanup.done.77"
native.pending.89:
  br label %"cleanup.done.77"
native.error.89:
  %"exception.text_ptr.211" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.212" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1404" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1395", i8* %"exception.text_ptr.211", i32 78, i32 3, i8* %"exception.text_ptr.212")
  br label %"cleanup.done.77"
call.success.3:
  %".1457" = load double, double* %"call.result.2"
  %".1458" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".1459" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".1458", double %".1457")
  %"string_format_size_succeeded.2" = icmp sge i32 %".1459", 0
  br i1 %"string_format_size_succeeded.2", label %"string.format.size.pass.2", label %"string.format.size.fail.2"
call.failure.3:
  %"exception.text_ptr.213" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.213", i32 89, i32 9)
  %".1412" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1413" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.90", i32 0, i32 0
  %".1414" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1415" = call i32 @"irx_class_release"(i8* %"context", i8* %".1414", i8* %".1413")
  %".1416" = icmp eq i32 %".1415", 0
  br i1 %".1416", label %"native.ok.90", label %"native.fail.90"
cleanup.done.78:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1412")
  %".1426" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1427" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1428" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.91", i32 0, i32 0
  %".1429" = bitcast %"class_objects__Rect"* %".1427" to i8*
  %".1430" = call i32 @"irx_class_release"(i8* %"context", i8* %".1429", i8* %".1428")
  %".1431" = icmp eq i32 %".1430", 0
  br i1 %".1431", label %"native.ok.91", label %"native.fail.91"
native.fail.90:
  %".1418" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1419" = icmp ne i32 %".1418", 0
  br i1 %".1419", label %"native.pending.90", label %"native.error.90"
native.ok.90:
  br label %"cleanup.done.78"
native.pending.90:
  br label %"cleanup.done.78"
native.error.90:
  %"exception.text_ptr.214" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.215" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1422" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1413", i8* %"exception.text_ptr.214", i32 89, i32 18, i8* %"exception.text_ptr.215")
  br label %"cleanup.done.78"
cleanup.done.79:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1426")
  %".1441" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1442" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1443" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.92", i32 0, i32 0
  %".1444" = bitcast %"class_objects__Shape"* %".1442" to i8*
  %".1445" = call i32 @"irx_class_release"(i8* %"context", i8* %".1444", i8* %".1443")
  %".1446" = icmp eq i32 %".1445", 0
  br i1 %".1446", label %"native.ok.92", label %"native.fail.92"
native.fail.91:
  %".1433" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1434" = icmp ne i32 %".1433", 0
  br i1 %".1434", label %"native.pending.91", label %"native.error.91"
native.ok.91:
  br label %"cleanup.done.79"
native.pending.91:
  br label %"cleanup.done.79"
native.error.91:
  %"exception.text_ptr.216" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.217" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1437" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1428", i8* %"exception.text_ptr.216", i32 83, i32 3, i8* %"exception.text_ptr.217")
  br label %"cleanup.done.79"
cleanup.done.80:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1441")
  ret i32 1
native.fail.92:
  %".1448" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1449" = icmp ne i32 %".1448", 0
  br i1 %".1449", label %"native.pending.92", label %"native.error.92"
native.ok.92:
  br label %"cleanup.done.80"
native.pending.92:
  br label %"cleanup.done.80"
native.error.92:
  %"exception.text_ptr.218" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.219" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1452" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1443", i8* %"exception.text_ptr.218", i32 78, i32 3, i8* %"exception.text_ptr.219")
  br label %"cleanup.done.80"
string.format.size.fail.2:
  %"exception.text_ptr.220" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.221" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.222" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1461" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.220", i8* %"exception.text_ptr.221", i32 -1, i32 -1, i8* %"exception.text_ptr.222")
  %".1462" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1463" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.93", i32 0, i32 0
  %".1464" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1465" = call i32 @"irx_class_release"(i8* %"context", i8* %".1464", i8* %".1463")
  %".1466" = icmp eq i32 %".1465", 0
  br i1 %".1466", label %"native.ok.93", label %"native.fail.93"
string.format.size.pass.2:
  %".1507" = zext i32 %".1459" to i64
  %"string_format_allocation_size.2" = add i64 %".1507", 1
  %".1508" = call i8* @"malloc"(i64 %"string_format_allocation_size.2")
  %"string_allocation_succeeded.6" = icmp ne i8* %".1508", null
  br i1 %"string_allocation_succeeded.6", label %"string.allocation.pass.6", label %"string.allocation.fail.6"
cleanup.done.81:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1462")
  %".1476" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1477" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1478" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.94", i32 0, i32 0
  %".1479" = bitcast %"class_objects__Rect"* %".1477" to i8*
  %".1480" = call i32 @"irx_class_release"(i8* %"context", i8* %".1479", i8* %".1478")
  %".1481" = icmp eq i32 %".1480", 0
  br i1 %".1481", label %"native.ok.94", label %"native.fail.94"
native.fail.93:
  %".1468" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1469" = icmp ne i32 %".1468", 0
  br i1 %".1469", label %"native.pending.93", label %"native.error.93"
native.ok.93:
  br label %"cleanup.done.81"
native.pending.93:
  br label %"cleanup.done.81"
native.error.93:
  %"exception.text_ptr.223" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.224" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1472" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1463", i8* %"exception.text_ptr.223", i32 89, i32 18, i8* %"exception.text_ptr.224")
  br label %"cleanup.done.81"
cleanup.done.82:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1476")
  %".1491" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1492" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1493" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.95", i32 0, i32 0
  %".1494" = bitcast %"class_objects__Shape"* %".1492" to i8*
  %".1495" = call i32 @"irx_class_release"(i8* %"context", i8* %".1494", i8* %".1493")
  %".1496" = icmp eq i32 %".1495", 0
  br i1 %".1496", label %"native.ok.95", label %"native.fail.95"
native.fail.94:
  %".1483" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1484" = icmp ne i32 %".1483", 0
  br i1 %".1484", label %"native.pending.94", label %"native.error.94"
native.ok.94:
  br label %"cleanup.done.82"
native.pending.94:
  br label %"cleanup.done.82"
native.error.94:
  %"exception.text_ptr.225" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.226" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1487" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1478", i8* %"exception.text_ptr.225", i32 83, i32 3, i8* %"exception.text_ptr.226")
  br label %"cleanup.done.82"
cleanup.done.83:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1491")
  ret i32 1
native.fail.95:
  %".1498" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1499" = icmp ne i32 %".1498", 0
  br i1 %".1499", label %"native.pending.95", label %"native.error.95"
native.ok.95:
  br label %"cleanup.done.83"
native.pending.95:
  br label %"cleanup.done.83"
native.error.95:
  %"exception.text_ptr.227" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.228" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1502" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1493", i8* %"exception.text_ptr.227", i32 78, i32 3, i8* %"exception.text_ptr.228")
  br label %"cleanup.done.83"
string.allocation.fail.6:
  %"exception.text_ptr.229" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.230" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.231" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".1510" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.229", i8* %"exception.text_ptr.230", i32 -1, i32 -1, i8* %"exception.text_ptr.231")
  %".1511" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1512" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.96", i32 0, i32 0
  %".1513" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1514" = call i32 @"irx_class_release"(i8* %"context", i8* %".1513", i8* %".1512")
  %".1515" = icmp eq i32 %".1514", 0
  br i1 %".1515", label %"native.ok.96", label %"native.fail.96"
string.allocation.pass.6:
  %".1556" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".1508", i64 %"string_format_allocation_size.2", i8* %".1458", double %".1457")
  %"string_format_write_succeeded.2" = icmp sge i32 %".1556", 0
  br i1 %"string_format_write_succeeded.2", label %"string.format.write.pass.2", label %"string.format.write.fail.2"
cleanup.done.84:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1511")
  %".1525" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1526" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1527" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.97", i32 0, i32 0
  %".1528" = bitcast %"class_objects__Rect"* %".1526" to i8*
  %".1529" = call i32 @"irx_class_release"(i8* %"context", i8* %".1528", i8* %".1527")
  %".1530" = icmp eq i32 %".1529", 0
  br i1 %".1530", label %"native.ok.97", label %"native.fail.97"
native.fail.96:
  %".1517" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1518" = icmp ne i32 %".1517", 0
  br i1 %".1518", label %"native.pending.96", label %"native.error.96"
native.ok.96:
  br label %"cleanup.done.84"
native.pending.96:
  br label %"cleanup.done.84"
native.error.96:
  %"exception.text_ptr.232" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.233" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1521" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1512", i8* %"exception.text_ptr.232", i32 89, i32 18, i8* %"exception.text_ptr.233")
  br label %"cleanup.done.84"
cleanup.done.85:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1525")
  %".1540" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1541" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1542" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.98", i32 0, i32 0
  %".1543" = bitcast %"class_objects__Shape"* %".1541" to i8*
  %".1544" = call i32 @"irx_class_release"(i8* %"context", i8* %".1543", i8* %".1542")
  %".1545" = icmp eq i32 %".1544", 0
  br i1 %".1545", label %"native.ok.98", label %"native.fail.98"
native.fail.97:
  %".1532" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1533" = icmp ne i32 %".1532", 0
  br i1 %".1533", label %"native.pending.97", label %"native.error.97"
native.ok.97:
  br label %"cleanup.done.85"
native.pending.97:
  br label %"cleanup.done.85"
native.error.97:
  %"exception.text_ptr.234" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.235" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1536" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1527", i8* %"exception.text_ptr.234", i32 83, i32 3, i8* %"exception.text_ptr.235")
  br label %"cleanup.done.85"
cleanup.done.86:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1540")
  ret i32 1
native.fail.98:
  %".1547" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1548" = icmp ne i32 %".1547", 0
  br i1 %".1548", label %"native.pending.98", label %"native.error.98"
native.ok.98:
  br label %"cleanup.done.86"
native.pending.98:
  br label %"cleanup.done.86"
native.error.98:
  %"exception.text_ptr.236" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.237" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1551" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1542", i8* %"exception.text_ptr.236", i32 78, i32 3, i8* %"exception.text_ptr.237")
  br label %"cleanup.done.86"
string.format.write.fail.2:
  %"exception.text_ptr.238" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.239" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.240" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".1558" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.238", i8* %"exception.text_ptr.239", i32 -1, i32 -1, i8* %"exception.text_ptr.240")
  %".1559" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1560" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.99", i32 0, i32 0
  %".1561" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1562" = call i32 @"irx_class_release"(i8* %"context", i8* %".1561", i8* %".1560")
  %".1563" = icmp eq i32 %".1562", 0
  br i1 %".1563", label %"native.ok.99", label %"native.fail.99"
string.format.write.pass.2:
  %".1604" = call i32 @"puts"(i8* %".1508")
  call void @"free"(i8* %".1508")
  %".1606" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1607" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.102", i32 0, i32 0
  %".1608" = bitcast %"class_objects__Rect"* %"r.3" to i8*
  %".1609" = call i32 @"irx_class_release"(i8* %"context", i8* %".1608", i8* %".1607")
  %".1610" = icmp eq i32 %".1609", 0
  br i1 %".1610", label %"native.ok.102", label %"native.fail.102"
cleanup.done.87:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1559")
  %".1573" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1574" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1575" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.100", i32 0, i32 0
  %".1576" = bitcast %"class_objects__Rect"* %".1574" to i8*
  %".1577" = call i32 @"irx_class_release"(i8* %"context", i8* %".1576", i8* %".1575")
  %".1578" = icmp eq i32 %".1577", 0
  br i1 %".1578", label %"native.ok.100", label %"native.fail.100"
native.fail.99:
  %".1565" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1566" = icmp ne i32 %".1565", 0
  br i1 %".1566", label %"native.pending.99", label %"native.error.99"
native.ok.99:
  br label %"cleanup.done.87"
native.pending.99:
  br label %"cleanup.done.87"
native.error.99:
  %"exception.text_ptr.241" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.242" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1569" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1560", i8* %"exception.text_ptr.241", i32 89, i32 18, i8* %"exception.text_ptr.242")
  br label %"cleanup.done.87"
cleanup.done.88:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1573")
  %".1588" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1589" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1590" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.101", i32 0, i32 0
  %".1591" = bitcast %"class_objects__Shape"* %".1589" to i8*
  %".1592" = call i32 @"irx_class_release"(i8* %"context", i8* %".1591", i8* %".1590")
  %".1593" = icmp eq i32 %".1592", 0
  br i1 %".1593", label %"native.ok.101", label %"native.fail.101"
native.fail.100:
  %".1580" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1581" = icmp ne i32 %".1580", 0
  br i1 %".1581", label %"native.pending.100", label %"native.error.100"
native.ok.100:
  br label %"cleanup.done.88"
native.pending.100:
  br label %"cleanup.done.88"
native.error.100:
  %"exception.text_ptr.243" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.244" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1584" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1575", i8* %"exception.text_ptr.243", i32 83, i32 3, i8* %"exception.text_ptr.244")
  br label %"cleanup.done.88"
cleanup.done.89:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1588")
  ret i32 1
native.fail.101:
  %".1595" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1596" = icmp ne i32 %".1595", 0
  br i1 %".1596", label %"native.pending.101", label %"native.error.101"
native.ok.101:
  br label %"cleanup.done.89"
native.pending.101:
  br label %"cleanup.done.89"
native.error.101:
  %"exception.text_ptr.245" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.246" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1599" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1590", i8* %"exception.text_ptr.245", i32 78, i32 3, i8* %"exception.text_ptr.246")
  br label %"cleanup.done.89"
cleanup.done.90:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1606")
  %".1620" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1621" = icmp ne i32 %".1620", 0
  br i1 %".1621", label %"cleanup.done.90.if", label %"cleanup.done.90.endif"
native.fail.102:
  %".1612" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1613" = icmp ne i32 %".1612", 0
  br i1 %".1613", label %"native.pending.102", label %"native.error.102"
native.ok.102:
  br label %"cleanup.done.90"
native.pending.102:
  br label %"cleanup.done.90"
native.error.102:
  %"exception.text_ptr.247" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.248" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1616" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1607", i8* %"exception.text_ptr.247", i32 89, i32 18, i8* %"exception.text_ptr.248")
  br label %"cleanup.done.90"
cleanup.done.90.if:
  %".1623" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1624" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1625" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.103", i32 0, i32 0
  %".1626" = bitcast %"class_objects__Rect"* %".1624" to i8*
  %".1627" = call i32 @"irx_class_release"(i8* %"context", i8* %".1626", i8* %".1625")
  %".1628" = icmp eq i32 %".1627", 0
  br i1 %".1628", label %"native.ok.103", label %"native.fail.103"
cleanup.done.90.endif:
  %"r.4" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  store %"class_objects__Rect"* %"r.4", %"class_objects__Rect"** %"alias"
  %".1655" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.105", i32 0, i32 0
  %".1656" = bitcast %"class_objects__Rect"* %"r.4" to i8*
  %".1657" = call i32 @"irx_class_retain"(i8* %".1656", i8* %".1655")
  %".1658" = icmp eq i32 %".1657", 0
  br i1 %".1658", label %"native.ok.105", label %"native.fail.105"
cleanup.done.91:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1623")
  %".1638" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1639" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1640" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.104", i32 0, i32 0
  %".1641" = bitcast %"class_objects__Shape"* %".1639" to i8*
  %".1642" = call i32 @"irx_class_release"(i8* %"context", i8* %".1641", i8* %".1640")
  %".1643" = icmp eq i32 %".1642", 0
  br i1 %".1643", label %"native.ok.104", label %"native.fail.104"
native.fail.103:
  %".1630" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1631" = icmp ne i32 %".1630", 0
  br i1 %".1631", label %"native.pending.103", label %"native.error.103"
native.ok.103:
  br label %"cleanup.done.91"
native.pending.103:
  br label %"cleanup.done.91"
native.error.103:
  %"exception.text_ptr.249" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.250" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1634" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1625", i8* %"exception.text_ptr.249", i32 83, i32 3, i8* %"exception.text_ptr.250")
  br label %"cleanup.done.91"
cleanup.done.92:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1638")
  ret i32 1
native.fail.104:
  %".1645" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1646" = icmp ne i32 %".1645", 0
  br i1 %".1646", label %"native.pending.104", label %"native.error.104"
native.ok.104:
  br label %"cleanup.done.92"
native.pending.104:
  br label %"cleanup.done.92"
native.error.104:
  %"exception.text_ptr.251" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.252" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1649" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1640", i8* %"exception.text_ptr.251", i32 78, i32 3, i8* %"exception.text_ptr.252")
  br label %"cleanup.done.92"
native.fail.105:
  %".1660" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1661" = icmp ne i32 %".1660", 0
  br i1 %".1661", label %"native.pending.105", label %"native.error.105"
native.ok.105:
  store %"class_objects__Rect"* %"r.4", %"class_objects__Rect"** %"alias"
  %"alias.1" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1727" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.110", i32 0, i32 0
  %".1728" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %".1729" = call i32 @"irx_class_require"(i8* %".1728", i8* %".1727")
  %".1730" = icmp eq i32 %".1729", 0
  br i1 %".1730", label %"native.ok.110", label %"native.fail.110"
native.pending.105:
  %".1663" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1664" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1665" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.106", i32 0, i32 0
  %".1666" = bitcast %"class_objects__Rect"* %".1664" to i8*
  %".1667" = call i32 @"irx_class_release"(i8* %"context", i8* %".1666", i8* %".1665")
  %".1668" = icmp eq i32 %".1667", 0
  br i1 %".1668", label %"native.ok.106", label %"native.fail.106"
native.error.105:
  %"exception.text_ptr.257" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.258" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1694" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1655", i8* %"exception.text_ptr.257", i32 91, i32 3, i8* %"exception.text_ptr.258")
  %".1695" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1696" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1697" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.108", i32 0, i32 0
  %".1698" = bitcast %"class_objects__Rect"* %".1696" to i8*
  %".1699" = call i32 @"irx_class_release"(i8* %"context", i8* %".1698", i8* %".1697")
  %".1700" = icmp eq i32 %".1699", 0
  br i1 %".1700", label %"native.ok.108", label %"native.fail.108"
cleanup.done.93:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1663")
  %".1678" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1679" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1680" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.107", i32 0, i32 0
  %".1681" = bitcast %"class_objects__Shape"* %".1679" to i8*
  %".1682" = call i32 @"irx_class_release"(i8* %"context", i8* %".1681", i8* %".1680")
  %".1683" = icmp eq i32 %".1682", 0
  br i1 %".1683", label %"native.ok.107", label %"native.fail.107"
native.fail.106:
  %".1670" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1671" = icmp ne i32 %".1670", 0
  br i1 %".1671", label %"native.pending.106", label %"native.error.106"
native.ok.106:
  br label %"cleanup.done.93"
native.pending.106:
  br label %"cleanup.done.93"
native.error.106:
  %"exception.text_ptr.253" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.254" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1674" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1665", i8* %"exception.text_ptr.253", i32 83, i32 3, i8* %"exception.text_ptr.254")
  br label %"cleanup.done.93"
cleanup.done.94:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1678")
  ret i32 1
native.fail.107:
  %".1685" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1686" = icmp ne i32 %".1685", 0
  br i1 %".1686", label %"native.pending.107", label %"native.error.107"
native.ok.107:
  br label %"cleanup.done.94"
native.pending.107:
  br label %"cleanup.done.94"
native.error.107:
  %"exception.text_ptr.255" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.256" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1689" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1680", i8* %"exception.text_ptr.255", i32 78, i32 3, i8* %"exception.text_ptr.256")
  br label %"cleanup.done.94"
cleanup.done.95:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1695")
  %".1710" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1711" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1712" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.109", i32 0, i32 0
  %".1713" = bitcast %"class_objects__Shape"* %".1711" to i8*
  %".1714" = call i32 @"irx_class_release"(i8* %"context", i8* %".1713", i8* %".1712")
  %".1715" = icmp eq i32 %".1714", 0
  br i1 %".1715", label %"native.ok.109", label %"native.fail.109"
native.fail.108:
  %".1702" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1703" = icmp ne i32 %".1702", 0
  br i1 %".1703", label %"native.pending.108", label %"native.error.108"
native.ok.108:
  br label %"cleanup.done.95"
native.pending.108:
  br label %"cleanup.done.95"
native.error.108:
  %"exception.text_ptr.259" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.260" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1706" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1697", i8* %"exception.text_ptr.259", i32 83, i32 3, i8* %"exception.text_ptr.260")
  br label %"cleanup.done.95"
cleanup.done.96:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1710")
  ret i32 1
native.fail.109:
  %".1717" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1718" = icmp ne i32 %".1717", 0
  br i1 %".1718", label %"native.pending.109", label %"native.error.109"
native.ok.109:
  br label %"cleanup.done.96"
native.pending.109:
  br label %"cleanup.done.96"
native.error.109:
  %"exception.text_ptr.261" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.262" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1721" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1712", i8* %"exception.text_ptr.261", i32 78, i32 3, i8* %"exception.text_ptr.262")
  br label %"cleanup.done.96"
native.fail.110:
  %".1732" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1733" = icmp ne i32 %".1732", 0
  br i1 %".1733", label %"native.pending.110", label %"native.error.110"
native.ok.110:
  %".1828" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.117", i32 0, i32 0
  %".1829" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %".1830" = call i32 @"irx_class_retain"(i8* %".1829", i8* %".1828")
  %".1831" = icmp eq i32 %".1830", 0
  br i1 %".1831", label %"native.ok.117", label %"native.fail.117"
native.pending.110:
  %".1735" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1736" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1737" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.111", i32 0, i32 0
  %".1738" = bitcast %"class_objects__Rect"* %".1736" to i8*
  %".1739" = call i32 @"irx_class_release"(i8* %"context", i8* %".1738", i8* %".1737")
  %".1740" = icmp eq i32 %".1739", 0
  br i1 %".1740", label %"native.ok.111", label %"native.fail.111"
native.error.110:
  %"exception.text_ptr.269" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.270" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1781" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1727", i8* %"exception.text_ptr.269", i32 92, i32 3, i8* %"exception.text_ptr.270")
  %".1782" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1783" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1784" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.114", i32 0, i32 0
  %".1785" = bitcast %"class_objects__Rect"* %".1783" to i8*
  %".1786" = call i32 @"irx_class_release"(i8* %"context", i8* %".1785", i8* %".1784")
  %".1787" = icmp eq i32 %".1786", 0
  br i1 %".1787", label %"native.ok.114", label %"native.fail.114"
cleanup.done.97:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1735")
  %".1750" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1751" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1752" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.112", i32 0, i32 0
  %".1753" = bitcast %"class_objects__Rect"* %".1751" to i8*
  %".1754" = call i32 @"irx_class_release"(i8* %"context", i8* %".1753", i8* %".1752")
  %".1755" = icmp eq i32 %".1754", 0
  br i1 %".1755", label %"native.ok.112", label %"native.fail.112"
native.fail.111:
  %".1742" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1743" = icmp ne i32 %".1742", 0
  br i1 %".1743", label %"native.pending.111", label %"native.error.111"
native.ok.111:
  br label %"cleanup.done.97"
native.pending.111:
  br label %"cleanup.done.97"
native.error.111:
  %"exception.text_ptr.263" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.264" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1746" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1737", i8* %"exception.text_ptr.263", i32 91, i32 3, i8* %"exception.text_ptr.264")
  br label %"cleanup.done.97"
cleanup.done.98:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1750")
  %".1765" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1766" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1767" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.113", i32 0, i32 0
  %".1768" = bitcast %"class_objects__Shape"* %".1766" to i8*
  %".1769" = call i32 @"irx_class_release"(i8* %"context", i8* %".1768", i8* %".1767")
  %".1770" = icmp eq i32 %".1769", 0
  br i1 %".1770", label %"native.ok.113", label %"native.fail.113"
native.fail.112:
  %".1757" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1758" = icmp ne i32 %".1757", 0
  br i1 %".1758", label %"native.pending.112", label %"native.error.112"
native.ok.112:
  br label %"cleanup.done.98"
native.pending.112:
  br label %"cleanup.done.98"
native.error.112:
  %"exception.text_ptr.265" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.266" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1761" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1752", i8* %"exception.text_ptr.265", i32 83, i32 3, i8* %"exception.text_ptr.266")
  br label %"cleanup.done.98"
cleanup.done.99:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1765")
  ret i32 1
native.fail.113:
  %".1772" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1773" = icmp ne i32 %".1772", 0
  br i1 %".1773", label %"native.pending.113", label %"native.error.113"
native.ok.113:
  br label %"cleanup.done.99"
native.pending.113:
  br label %"cleanup.done.99"
native.error.113:
  %"exception.text_ptr.267" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.268" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1776" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1767", i8* %"exception.text_ptr.267", i32 78, i32 3, i8* %"exception.text_ptr.268")
  br label %"cleanup.done.99"
cleanup.done.100:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1782")
  %".1797" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1798" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1799" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.115", i32 0, i32 0
  %".1800" = bitcast %"class_objects__Rect"* %".1798" to i8*
  %".1801" = call i32 @"irx_class_release"(i8* %"context", i8* %".1800", i8* %".1799")
  %".1802" = icmp eq i32 %".1801", 0
  br i1 %".1802", label %"native.ok.115", label %"native.fail.115"
native.fail.114:
  %".1789" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1790" = icmp ne i32 %".1789", 0
  br i1 %".1790", label %"native.pending.114", label %"native.error.114"
native.ok.114:
  br label %"cleanup.done.100"
native.pending.114:
  br label %"cleanup.done.100"
native.error.114:
  %"exception.text_ptr.271" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.272" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1793" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1784", i8* %"exception.text_ptr.271", i32 91, i32 3, i8* %"exception.text_ptr.272")
  br label %"cleanup.done.100"
cleanup.done.101:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1797")
  %".1812" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1813" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1814" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.116", i32 0, i32 0
  %".1815" = bitcast %"class_objects__Shape"* %".1813" to i8*
  %".1816" = call i32 @"irx_class_release"(i8* %"context", i8* %".1815", i8* %".1814")
  %".1817" = icmp eq i32 %".1816", 0
  br i1 %".1817", label %"native.ok.116", label %"native.fail.116"
native.fail.115:
  %".1804" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1805" = icmp ne i32 %".1804", 0
  br i1 %".1805", label %"native.pending.115", label %"native.error.115"
native.ok.115:
  br label %"cleanup.done.101"
native.pending.115:
  br label %"cleanup.done.101"
native.error.115:
  %"exception.text_ptr.273" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.274" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1808" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1799", i8* %"exception.text_ptr.273", i32 83, i32 3, i8* %"exception.text_ptr.274")
  br label %"cleanup.done.101"
cleanup.done.102:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1812")
  ret i32 1
native.fail.116:
  %".1819" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1820" = icmp ne i32 %".1819", 0
  br i1 %".1820", label %"native.pending.116", label %"native.error.116"
native.ok.116:
  br label %"cleanup.done.102"
native.pending.116:
  br label %"cleanup.done.102"
native.error.116:
  %"exception.text_ptr.275" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.276" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1823" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1814", i8* %"exception.text_ptr.275", i32 78, i32 3, i8* %"exception.text_ptr.276")
  br label %"cleanup.done.102"
native.fail.117:
  %".1833" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1834" = icmp ne i32 %".1833", 0
  br i1 %".1834", label %"native.pending.117", label %"native.error.117"
native.ok.117:
  %".1929" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"alias.1", i32 0, i32 1
  %".1930" = load i8*, i8** %".1929"
  %".1931" = bitcast i8* %".1930" to i8* (i8*, i32)*
  %".1932" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %"w_raw_addr" = call i8* %".1931"(i8* %".1932", i32 1)
  %".1933" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.124", i32 0, i32 0
  %".1934" = call i32 @"irx_class_require"(i8* %"w_raw_addr", i8* %".1933")
  %".1935" = icmp eq i32 %".1934", 0
  br i1 %".1935", label %"native.ok.124", label %"native.fail.124"
native.pending.117:
  %".1836" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1837" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1838" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.118", i32 0, i32 0
  %".1839" = bitcast %"class_objects__Rect"* %".1837" to i8*
  %".1840" = call i32 @"irx_class_release"(i8* %"context", i8* %".1839", i8* %".1838")
  %".1841" = icmp eq i32 %".1840", 0
  br i1 %".1841", label %"native.ok.118", label %"native.fail.118"
native.error.117:
  %"exception.text_ptr.283" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.284" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1882" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1828", i8* %"exception.text_ptr.283", i32 92, i32 3, i8* %"exception.text_ptr.284")
  %".1883" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1884" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1885" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.121", i32 0, i32 0
  %".1886" = bitcast %"class_objects__Rect"* %".1884" to i8*
  %".1887" = call i32 @"irx_class_release"(i8* %"context", i8* %".1886", i8* %".1885")
  %".1888" = icmp eq i32 %".1887", 0
  br i1 %".1888", label %"native.ok.121", label %"native.fail.121"
cleanup.done.103:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1836")
  %".1851" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1852" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1853" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.119", i32 0, i32 0
  %".1854" = bitcast %"class_objects__Rect"* %".1852" to i8*
  %".1855" = call i32 @"irx_class_release"(i8* %"context", i8* %".1854", i8* %".1853")
  %".1856" = icmp eq i32 %".1855", 0
  br i1 %".1856", label %"native.ok.119", label %"native.fail.119"
native.fail.118:
  %".1843" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1844" = icmp ne i32 %".1843", 0
  br i1 %".1844", label %"native.pending.118", label %"native.error.118"
native.ok.118:
  br label %"cleanup.done.103"
native.pending.118:
  br label %"cleanup.done.103"
native.error.118:
  %"exception.text_ptr.277" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.278" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1847" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1838", i8* %"exception.text_ptr.277", i32 91, i32 3, i8* %"exception.text_ptr.278")
  br label %"cleanup.done.103"
cleanup.done.104:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1851")
  %".1866" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1867" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1868" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.120", i32 0, i32 0
  %".1869" = bitcast %"class_objects__Shape"* %".1867" to i8*
  %".1870" = call i32 @"irx_class_release"(i8* %"context", i8* %".1869", i8* %".1868")
  %".1871" = icmp eq i32 %".1870", 0
  br i1 %".1871", label %"native.ok.120", label %"native.fail.120"
native.fail.119:
  %".1858" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1859" = icmp ne i32 %".1858", 0
  br i1 %".1859", label %"native.pending.119", label %"native.error.119"
native.ok.119:
  br label %"cleanup.done.104"
native.pending.119:
  br label %"cleanup.done.104"
native.error.119:
  %"exception.text_ptr.279" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.280" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1862" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1853", i8* %"exception.text_ptr.279", i32 83, i32 3, i8* %"exception.text_ptr.280")
  br label %"cleanup.done.104"
cleanup.done.105:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1866")
  ret i32 1
native.fail.120:
  %".1873" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1874" = icmp ne i32 %".1873", 0
  br i1 %".1874", label %"native.pending.120", label %"native.error.120"
native.ok.120:
  br label %"cleanup.done.105"
native.pending.120:
  br label %"cleanup.done.105"
native.error.120:
  %"exception.text_ptr.281" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.282" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1877" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1868", i8* %"exception.text_ptr.281", i32 78, i32 3, i8* %"exception.text_ptr.282")
  br label %"cleanup.done.105"
cleanup.done.106:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1883")
  %".1898" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1899" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1900" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.122", i32 0, i32 0
  %".1901" = bitcast %"class_objects__Rect"* %".1899" to i8*
  %".1902" = call i32 @"irx_class_release"(i8* %"context", i8* %".1901", i8* %".1900")
  %".1903" = icmp eq i32 %".1902", 0
  br i1 %".1903", label %"native.ok.122", label %"native.fail.122"
native.fail.121:
  %".1890" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1891" = icmp ne i32 %".1890", 0
  br i1 %".1891", label %"native.pending.121", label %"native.error.121"
native.ok.121:
  br label %"cleanup.done.106"
native.pending.121:
  br label %"cleanup.done.106"
native.error.121:
  %"exception.text_ptr.285" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.286" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1894" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1885", i8* %"exception.text_ptr.285", i32 91, i32 3, i8* %"exception.text_ptr.286")
  br label %"cleanup.done.106"
cleanup.done.107:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1898")
  %".1913" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1914" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1915" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.123", i32 0, i32 0
  %".1916" = bitcast %"class_objects__Shape"* %".1914" to i8*
  %".1917" = call i32 @"irx_class_release"(i8* %"context", i8* %".1916", i8* %".1915")
  %".1918" = icmp eq i32 %".1917", 0
  br i1 %".1918", label %"native.ok.123", label %"native.fail.123"
native.fail.122:
  %".1905" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1906" = icmp ne i32 %".1905", 0
  br i1 %".1906", label %"native.pending.122", label %"native.error.122"
native.ok.122:
  br label %"cleanup.done.107"
native.pending.122:
  br label %"cleanup.done.107"
native.error.122:
  %"exception.text_ptr.287" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.288" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1909" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1900", i8* %"exception.text_ptr.287", i32 83, i32 3, i8* %"exception.text_ptr.288")
  br label %"cleanup.done.107"
cleanup.done.108:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1913")
  ret i32 1
native.fail.123:
  %".1920" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1921" = icmp ne i32 %".1920", 0
  br i1 %".1921", label %"native.pending.123", label %"native.error.123"
native.ok.123:
  br label %"cleanup.done.108"
native.pending.123:
  br label %"cleanup.done.108"
native.error.123:
  %"exception.text_ptr.289" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.290" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1924" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1915", i8* %"exception.text_ptr.289", i32 78, i32 3, i8* %"exception.text_ptr.290")
  br label %"cleanup.done.108"
native.fail.124:
  %".1937" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1938" = icmp ne i32 %".1937", 0
  br i1 %".1938", label %"native.pending.124", label %"native.error.124"
native.ok.124:
  %"w_addr" = bitcast i8* %"w_raw_addr" to double*
  store double 0x4010000000000000, double* %"w_addr"
  %".2062" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2063" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.133", i32 0, i32 0
  %".2064" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %".2065" = call i32 @"irx_class_release"(i8* %"context", i8* %".2064", i8* %".2063")
  %".2066" = icmp eq i32 %".2065", 0
  br i1 %".2066", label %"native.ok.133", label %"native.fail.133"
native.pending.124:
  %".1940" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1941" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.125", i32 0, i32 0
  %".1942" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %".1943" = call i32 @"irx_class_release"(i8* %"context", i8* %".1942", i8* %".1941")
  %".1944" = icmp eq i32 %".1943", 0
  br i1 %".1944", label %"native.ok.125", label %"native.fail.125"
native.error.124:
  %"exception.text_ptr.299" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.300" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2000" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1933", i8* %"exception.text_ptr.299", i32 92, i32 3, i8* %"exception.text_ptr.300")
  %".2001" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2002" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.129", i32 0, i32 0
  %".2003" = bitcast %"class_objects__Rect"* %"alias.1" to i8*
  %".2004" = call i32 @"irx_class_release"(i8* %"context", i8* %".2003", i8* %".2002")
  %".2005" = icmp eq i32 %".2004", 0
  br i1 %".2005", label %"native.ok.129", label %"native.fail.129"
cleanup.done.109:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1940")
  %".1954" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1955" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".1956" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.126", i32 0, i32 0
  %".1957" = bitcast %"class_objects__Rect"* %".1955" to i8*
  %".1958" = call i32 @"irx_class_release"(i8* %"context", i8* %".1957", i8* %".1956")
  %".1959" = icmp eq i32 %".1958", 0
  br i1 %".1959", label %"native.ok.126", label %"native.fail.126"
native.fail.125:
  %".1946" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1947" = icmp ne i32 %".1946", 0
  br i1 %".1947", label %"native.pending.125", label %"native.error.125"
native.ok.125:
  br label %"cleanup.done.109"
native.pending.125:
  br label %"cleanup.done.109"
native.error.125:
  %"exception.text_ptr.291" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.292" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1950" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1941", i8* %"exception.text_ptr.291", i32 92, i32 3, i8* %"exception.text_ptr.292")
  br label %"cleanup.done.109"
cleanup.done.110:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1954")
  %".1969" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1970" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".1971" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.127", i32 0, i32 0
  %".1972" = bitcast %"class_objects__Rect"* %".1970" to i8*
  %".1973" = call i32 @"irx_class_release"(i8* %"context", i8* %".1972", i8* %".1971")
  %".1974" = icmp eq i32 %".1973", 0
  br i1 %".1974", label %"native.ok.127", label %"native.fail.127"
native.fail.126:
  %".1961" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1962" = icmp ne i32 %".1961", 0
  br i1 %".1962", label %"native.pending.126", label %"native.error.126"
native.ok.126:
  br label %"cleanup.done.110"
native.pending.126:
  br label %"cleanup.done.110"
native.error.126:
  %"exception.text_ptr.293" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.294" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1965" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1956", i8* %"exception.text_ptr.293", i32 91, i32 3, i8* %"exception.text_ptr.294")
  br label %"cleanup.done.110"
cleanup.done.111:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1969")
  %".1984" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".1985" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".1986" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.128", i32 0, i32 0
  %".1987" = bitcast %"class_objects__Shape"* %".1985" to i8*
  %".1988" = call i32 @"irx_class_release"(i8* %"context", i8* %".1987", i8* %".1986")
  %".1989" = icmp eq i32 %".1988", 0
  br i1 %".1989", label %"native.ok.128", label %"native.fail.128"
native.fail.127:
  %".1976" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1977" = icmp ne i32 %".1976", 0
  br i1 %".1977", label %"native.pending.127", label %"native.error.127"
native.ok.127:
  br label %"cleanup.done.111"
native.pending.127:
  br label %"cleanup.done.111"
native.error.127:
  %"exception.text_ptr.295" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.296" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1980" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1971", i8* %"exception.text_ptr.295", i32 83, i32 3, i8* %"exception.text_ptr.296")
  br label %"cleanup.done.111"
cleanup.done.112:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".1984")
  ret i32 1
native.fail.128:
  %".1991" = call i32 @"irx_exception_pending"(i8* %"context")
  %".1992" = icmp ne i32 %".1991", 0
  br i1 %".1992", label %"native.pending.128", label %"native.error.128"
native.ok.128:
  br label %"cleanup.done.112"
native.pending.128:
  br label %"cleanup.done.112"
native.error.128:
  %"exception.text_ptr.297" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.298" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".1995" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".1986", i8* %"exception.text_ptr.297", i32 78, i32 3, i8* %"exception.text_ptr.298")
  br label %"cleanup.done.112"
cleanup.done.113:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2001")
  %".2015" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2016" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2017" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.130", i32 0, i32 0
  %".2018" = bitcast %"class_objects__Rect"* %".2016" to i8*
  %".2019" = call i32 @"irx_class_release"(i8* %"context", i8* %".2018", i8* %".2017")
  %".2020" = icmp eq i32 %".2019", 0
  br i1 %".2020", label %"native.ok.130", label %"native.fail.130"
native.fail.129:
  %".2007" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2008" = icmp ne i32 %".2007", 0
  br i1 %".2008", label %"native.pending.129", label %"native.error.129"
native.ok.129:
  br label %"cleanup.done.113"
native.pending.129:
  br label %"cleanup.done.113"
native.error.129:
  %"exception.text_ptr.301" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.302" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2011" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2002", i8* %"exception.text_ptr.301", i32 92, i32 3, i8* %"exception.text_ptr.302")
  br label %"cleanup.done.113"
cleanup.done.114:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2015")
  %".2030" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2031" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2032" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.131", i32 0, i32 0
  %".2033" = bitcast %"class_objects__Rect"* %".2031" to i8*
  %".2034" = call i32 @"irx_class_release"(i8* %"context", i8* %".2033", i8* %".2032")
  %".2035" = icmp eq i32 %".2034", 0
  br i1 %".2035", label %"native.ok.131", label %"native.fail.131"
native.fail.130:
  %".2022" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2023" = icmp ne i32 %".2022", 0
  br i1 %".2023", label %"native.pending.130", label %"native.error.130"
native.ok.130:
  br label %"cleanup.done.114"
native.pending.130:
  br label %"cleanup.done.114"
native.error.130:
  %"exception.text_ptr.303" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.304" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2026" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2017", i8* %"exception.text_ptr.303", i32 91, i32 3, i8* %"exception.text_ptr.304")
  br label %"cleanup.done.114"
cleanup.done.115:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2030")
  %".2045" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2046" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2047" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.132", i32 0, i32 0
  %".2048" = bitcast %"class_objects__Shape"* %".2046" to i8*
  %".2049" = call i32 @"irx_class_release"(i8* %"context", i8* %".2048", i8* %".2047")
  %".2050" = icmp eq i32 %".2049", 0
  br i1 %".2050", label %"native.ok.132", label %"native.fail.132"
native.fail.131:
  %".2037" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2038" = icmp ne i32 %".2037", 0
  br i1 %".2038", label %"native.pending.131", label %"native.error.131"
native.ok.131:
  br label %"cleanup.done.115"
native.pending.131:
  br label %"cleanup.done.115"
native.error.131:
  %"exception.text_ptr.305" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.306" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2041" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2032", i8* %"exception.text_ptr.305", i32 83, i32 3, i8* %"exception.text_ptr.306")
  br label %"cleanup.done.115"
cleanup.done.116:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2045")
  ret i32 1
native.fail.132:
  %".2052" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2053" = icmp ne i32 %".2052", 0
  br i1 %".2053", label %"native.pending.132", label %"native.error.132"
native.ok.132:
  br label %"cleanup.done.116"
native.pending.132:
  br label %"cleanup.done.116"
native.error.132:
  %"exception.text_ptr.307" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.308" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2056" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2047", i8* %"exception.text_ptr.307", i32 78, i32 3, i8* %"exception.text_ptr.308")
  br label %"cleanup.done.116"
cleanup.done.117:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2062")
  %".2076" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2077" = icmp ne i32 %".2076", 0
  br i1 %".2077", label %"cleanup.done.117.if", label %"cleanup.done.117.endif"
native.fail.133:
  %".2068" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2069" = icmp ne i32 %".2068", 0
  br i1 %".2069", label %"native.pending.133", label %"native.error.133"
native.ok.133:
  br label %"cleanup.done.117"
native.pending.133:
  br label %"cleanup.done.117"
native.error.133:
  %"exception.text_ptr.309" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.310" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2072" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2063", i8* %"exception.text_ptr.309", i32 92, i32 3, i8* %"exception.text_ptr.310")
  br label %"cleanup.done.117"
cleanup.done.117.if:
  %".2079" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2080" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2081" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.134", i32 0, i32 0
  %".2082" = bitcast %"class_objects__Rect"* %".2080" to i8*
  %".2083" = call i32 @"irx_class_release"(i8* %"context", i8* %".2082", i8* %".2081")
  %".2084" = icmp eq i32 %".2083", 0
  br i1 %".2084", label %"native.ok.134", label %"native.fail.134"
cleanup.done.117.endif:
  %"r.5" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2125" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.137", i32 0, i32 0
  %".2126" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2127" = call i32 @"irx_class_require"(i8* %".2126", i8* %".2125")
  %".2128" = icmp eq i32 %".2127", 0
  br i1 %".2128", label %"native.ok.137", label %"native.fail.137"
cleanup.done.118:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2079")
  %".2094" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2095" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2096" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.135", i32 0, i32 0
  %".2097" = bitcast %"class_objects__Rect"* %".2095" to i8*
  %".2098" = call i32 @"irx_class_release"(i8* %"context", i8* %".2097", i8* %".2096")
  %".2099" = icmp eq i32 %".2098", 0
  br i1 %".2099", label %"native.ok.135", label %"native.fail.135"
native.fail.134:
  %".2086" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2087" = icmp ne i32 %".2086", 0
  br i1 %".2087", label %"native.pending.134", label %"native.error.134"
native.ok.134:
  br label %"cleanup.done.118"
native.pending.134:
  br label %"cleanup.done.118"
native.error.134:
  %"exception.text_ptr.311" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.312" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2090" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2081", i8* %"exception.text_ptr.311", i32 91, i32 3, i8* %"exception.text_ptr.312")
  br label %"cleanup.done.118"
cleanup.done.119:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2094")
  %".2109" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2110" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2111" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.136", i32 0, i32 0
  %".2112" = bitcast %"class_objects__Shape"* %".2110" to i8*
  %".2113" = call i32 @"irx_class_release"(i8* %"context", i8* %".2112", i8* %".2111")
  %".2114" = icmp eq i32 %".2113", 0
  br i1 %".2114", label %"native.ok.136", label %"native.fail.136"
native.fail.135:
  %".2101" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2102" = icmp ne i32 %".2101", 0
  br i1 %".2102", label %"native.pending.135", label %"native.error.135"
native.ok.135:
  br label %"cleanup.done.119"
native.pending.135:
  br label %"cleanup.done.119"
native.error.135:
  %"exception.text_ptr.313" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.314" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2105" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2096", i8* %"exception.text_ptr.313", i32 83, i32 3, i8* %"exception.text_ptr.314")
  br label %"cleanup.done.119"
cleanup.done.120:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2109")
  ret i32 1
native.fail.136:
  %".2116" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2117" = icmp ne i32 %".2116", 0
  br i1 %".2117", label %"native.pending.136", label %"native.error.136"
native.ok.136:
  br label %"cleanup.done.120"
native.pending.136:
  br label %"cleanup.done.120"
native.error.136:
  %"exception.text_ptr.315" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.316" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2120" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2111", i8* %"exception.text_ptr.315", i32 78, i32 3, i8* %"exception.text_ptr.316")
  br label %"cleanup.done.120"
native.fail.137:
  %".2130" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2131" = icmp ne i32 %".2130", 0
  br i1 %".2131", label %"native.pending.137", label %"native.error.137"
native.ok.137:
  %".2226" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.144", i32 0, i32 0
  %".2227" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2228" = call i32 @"irx_class_retain"(i8* %".2227", i8* %".2226")
  %".2229" = icmp eq i32 %".2228", 0
  br i1 %".2229", label %"native.ok.144", label %"native.fail.144"
native.pending.137:
  %".2133" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2134" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2135" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.138", i32 0, i32 0
  %".2136" = bitcast %"class_objects__Rect"* %".2134" to i8*
  %".2137" = call i32 @"irx_class_release"(i8* %"context", i8* %".2136", i8* %".2135")
  %".2138" = icmp eq i32 %".2137", 0
  br i1 %".2138", label %"native.ok.138", label %"native.fail.138"
native.error.137:
  %"exception.text_ptr.323" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.324" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2179" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2125", i8* %"exception.text_ptr.323", i32 93, i32 9, i8* %"exception.text_ptr.324")
  %".2180" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2181" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2182" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.141", i32 0, i32 0
  %".2183" = bitcast %"class_objects__Rect"* %".2181" to i8*
  %".2184" = call i32 @"irx_class_release"(i8* %"context", i8* %".2183", i8* %".2182")
  %".2185" = icmp eq i32 %".2184", 0
  br i1 %".2185", label %"native.ok.141", label %"native.fail.141"
cleanup.done.121:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2133")
  %".2148" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2149" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2150" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.139", i32 0, i32 0
  %".2151" = bitcast %"class_objects__Rect"* %".2149" to i8*
  %".2152" = call i32 @"irx_class_release"(i8* %"context", i8* %".2151", i8* %".2150")
  %".2153" = icmp eq i32 %".2152", 0
  br i1 %".2153", label %"native.ok.139", label %"native.fail.139"
native.fail.138:
  %".2140" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2141" = icmp ne i32 %".2140", 0
  br i1 %".2141", label %"native.pending.138", label %"native.error.138"
native.ok.138:
  br label %"cleanup.done.121"
native.pending.138:
  br label %"cleanup.done.121"
native.error.138:
  %"exception.text_ptr.317" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.318" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2144" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2135", i8* %"exception.text_ptr.317", i32 91, i32 3, i8* %"exception.text_ptr.318")
  br label %"cleanup.done.121"
cleanup.done.122:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2148")
  %".2163" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2164" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2165" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.140", i32 0, i32 0
  %".2166" = bitcast %"class_objects__Shape"* %".2164" to i8*
  %".2167" = call i32 @"irx_class_release"(i8* %"context", i8* %".2166", i8* %".2165")
  %".2168" = icmp eq i32 %".2167", 0
  br i1 %".2168", label %"native.ok.140", label %"native.fail.140"
native.fail.139:
  %".2155" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2156" = icmp ne i32 %".2155", 0
  br i1 %".2156", label %"native.pending.139", label %"native.error.139"
native.ok.139:
  br label %"cleanup.done.122"
native.pending.139:
  br label %"cleanup.done.122"
native.error.139:
  %"exception.text_ptr.319" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.320" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2159" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2150", i8* %"exception.text_ptr.319", i32 83, i32 3, i8* %"exception.text_ptr.320")
  br label %"cleanup.done.122"
cleanup.done.123:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2163")
  ret i32 1
native.fail.140:
  %".2170" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2171" = icmp ne i32 %".2170", 0
  br i1 %".2171", label %"native.pending.140", label %"native.error.140"
native.ok.140:
  br label %"cleanup.done.123"
native.pending.140:
  br label %"cleanup.done.123"
native.error.140:
  %"exception.text_ptr.321" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.322" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2174" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2165", i8* %"exception.text_ptr.321", i32 78, i32 3, i8* %"exception.text_ptr.322")
  br label %"cleanup.done.123"
cleanup.done.124:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2180")
  %".2195" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2196" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2197" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.142", i32 0, i32 0
  %".2198" = bitcast %"class_objects__Rect"* %".2196" to i8*
  %".2199" = call i32 @"irx_class_release"(i8* %"context", i8* %".2198", i8* %".2197")
  %".2200" = icmp eq i32 %".2199", 0
  br i1 %".2200", label %"native.ok.142", label %"native.fail.142"
native.fail.141:
  %".2187" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2188" = icmp ne i32 %".2187", 0
  br i1 %".2188", label %"native.pending.141", label %"native.error.141"
native.ok.141:
  br label %"cleanup.done.124"
native.pending.141:
  br label %"cleanup.done.124"
native.error.141:
  %"exception.text_ptr.325" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.326" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2191" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2182", i8* %"exception.text_ptr.325", i32 91, i32 3, i8* %"exception.text_ptr.326")
  br label %"cleanup.done.124"
cleanup.done.125:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2195")
  %".2210" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2211" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2212" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.143", i32 0, i32 0
  %".2213" = bitcast %"class_objects__Shape"* %".2211" to i8*
  %".2214" = call i32 @"irx_class_release"(i8* %"context", i8* %".2213", i8* %".2212")
  %".2215" = icmp eq i32 %".2214", 0
  br i1 %".2215", label %"native.ok.143", label %"native.fail.143"
native.fail.142:
  %".2202" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2203" = icmp ne i32 %".2202", 0
  br i1 %".2203", label %"native.pending.142", label %"native.error.142"
native.ok.142:
  br label %"cleanup.done.125"
native.pending.142:
  br label %"cleanup.done.125"
native.error.142:
  %"exception.text_ptr.327" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.328" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2206" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2197", i8* %"exception.text_ptr.327", i32 83, i32 3, i8* %"exception.text_ptr.328")
  br label %"cleanup.done.125"
cleanup.done.126:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2210")
  ret i32 1
native.fail.143:
  %".2217" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2218" = icmp ne i32 %".2217", 0
  br i1 %".2218", label %"native.pending.143", label %"native.error.143"
native.ok.143:
  br label %"cleanup.done.126"
native.pending.143:
  br label %"cleanup.done.126"
native.error.143:
  %"exception.text_ptr.329" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.330" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2221" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2212", i8* %"exception.text_ptr.329", i32 78, i32 3, i8* %"exception.text_ptr.330")
  br label %"cleanup.done.126"
native.fail.144:
  %".2231" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2232" = icmp ne i32 %".2231", 0
  br i1 %".2232", label %"native.pending.144", label %"native.error.144"
native.ok.144:
  %"area_dispatch_addr.1" = getelementptr inbounds %"class_objects__Rect", %"class_objects__Rect"* %"r.5", i32 0, i32 2
  %"area_dispatch.1" = load i8*, i8** %"area_dispatch_addr.1"
  %"area_dispatch_ptr.1" = bitcast i8* %"area_dispatch.1" to [1 x i8*]*
  %"area_slot.1" = getelementptr inbounds [1 x i8*], [1 x i8*]* %"area_dispatch_ptr.1", i32 0, i32 0
  %"area_raw.1" = load i8*, i8** %"area_slot.1"
  %"area_callee.1" = bitcast i8* %"area_raw.1" to i32 (i8*, %"class_objects__Rect"*, double*)*
  %"call.status.4" = call i32 %"area_callee.1"(i8* %"context", %"class_objects__Rect"* %"r.5", double* %"call.result.3")
  %".2327" = icmp eq i32 %"call.status.4", 0
  br i1 %".2327", label %"call.success.4", label %"call.failure.4"
native.pending.144:
  %".2234" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2235" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2236" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.145", i32 0, i32 0
  %".2237" = bitcast %"class_objects__Rect"* %".2235" to i8*
  %".2238" = call i32 @"irx_class_release"(i8* %"context", i8* %".2237", i8* %".2236")
  %".2239" = icmp eq i32 %".2238", 0
  br i1 %".2239", label %"native.ok.145", label %"native.fail.145"
native.error.144:
  %"exception.text_ptr.337" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.338" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2280" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2226", i8* %"exception.text_ptr.337", i32 93, i32 9, i8* %"exception.text_ptr.338")
  %".2281" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2282" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2283" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.148", i32 0, i32 0
  %".2284" = bitcast %"class_objects__Rect"* %".2282" to i8*
  %".2285" = call i32 @"irx_class_release"(i8* %"context", i8* %".2284", i8* %".2283")
  %".2286" = icmp eq i32 %".2285", 0
  br i1 %".2286", label %"native.ok.148", label %"native.fail.148"
cleanup.done.127:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2234")
  %".2249" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2250" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2251" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.146", i32 0, i32 0
  %".2252" = bitcast %"class_objects__Rect"* %".2250" to i8*
  %".2253" = call i32 @"irx_class_release"(i8* %"context", i8* %".2252", i8* %".2251")
  %".2254" = icmp eq i32 %".2253", 0
  br i1 %".2254", label %"native.ok.146", label %"native.fail.146"
native.fail.145:
  %".2241" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2242" = icmp ne i32 %".2241", 0
  br i1 %".2242", label %"native.pending.145", label %"native.error.145"
native.ok.145:
  br label %"cleanup.done.127"
native.pending.145:
  br label %"cleanup.done.127"
native.error.145:
  %"exception.text_ptr.331" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.332" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2245" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2236", i8* %"exception.text_ptr.331", i32 91, i32 3, i8* %"exception.text_ptr.332")
  br label %"cleanup.done.127"
cleanup.done.128:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2249")
  %".2264" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2265" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2266" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.147", i32 0, i32 0
  %".2267" = bitcast %"class_objects__Shape"* %".2265" to i8*
  %".2268" = call i32 @"irx_class_release"(i8* %"context", i8* %".2267", i8* %".2266")
  %".2269" = icmp eq i32 %".2268", 0
  br i1 %".2269", label %"native.ok.147", label %"native.fail.147"
native.fail.146:
  %".2256" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2257" = icmp ne i32 %".2256", 0
  br i1 %".2257", label %"native.pending.146", label %"native.error.146"
native.ok.146:
  br label %"cleanup.done.128"
native.pending.146:
  br label %"cleanup.done.128"
native.error.146:
  %"exception.text_ptr.333" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.334" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2260" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2251", i8* %"exception.text_ptr.333", i32 83, i32 3, i8* %"exception.text_ptr.334")
  br label %"cleanup.done.128"
cleanup.done.129:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2264")
  ret i32 1
native.fail.147:
  %".2271" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2272" = icmp ne i32 %".2271", 0
  br i1 %".2272", label %"native.pending.147", label %"native.error.147"
native.ok.147:
  br label %"cleanup.done.129"
native.pending.147:
  br label %"cleanup.done.129"
native.error.147:
  %"exception.text_ptr.335" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.336" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2275" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2266", i8* %"exception.text_ptr.335", i32 78, i32 3, i8* %"exception.text_ptr.336")
  br label %"cleanup.done.129"
cleanup.done.130:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2281")
  %".2296" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2297" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2298" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.149", i32 0, i32 0
  %".2299" = bitcast %"class_objects__Rect"* %".2297" to i8*
  %".2300" = call i32 @"irx_class_release"(i8* %"context", i8* %".2299", i8* %".2298")
  %".2301" = icmp eq i32 %".2300", 0
  br i1 %".2301", label %"native.ok.149", label %"native.fail.149"
native.fail.148:
  %".2288" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2289" = icmp ne i32 %".2288", 0
  br i1 %".2289", label %"native.pending.148", label %"native.error.148"
native.ok.148:
  br label %"cleanup.done.130"
native.pending.148:
  br label %"cleanup.done.130"
native.error.148:
  %"exception.text_ptr.339" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.340" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2292" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2283", i8* %"exception.text_ptr.339", i32 91, i32 3, i8* %"exception.text_ptr.340")
  br label %"cleanup.done.130"
cleanup.done.131:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2296")
  %".2311" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2312" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2313" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.150", i32 0, i32 0
  %".2314" = bitcast %"class_objects__Shape"* %".2312" to i8*
  %".2315" = call i32 @"irx_class_release"(i8* %"context", i8* %".2314", i8* %".2313")
  %".2316" = icmp eq i32 %".2315", 0
  br i1 %".2316", label %"native.ok.150", label %"native.fail.150"
native.fail.149:
  %".2303" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2304" = icmp ne i32 %".2303", 0
  br i1 %".2304", label %"native.pending.149", label %"native.error.149"
native.ok.149:
  br label %"cleanup.done.131"
native.pending.149:
  br label %"cleanup.done.131"
native.error.149:
  %"exception.text_ptr.341" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.342" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2307" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2298", i8* %"exception.text_ptr.341", i32 83, i32 3, i8* %"exception.text_ptr.342")
  br label %"cleanup.done.131"
cleanup.done.132:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2311")
  ret i32 1
native.fail.150:
  %".2318" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2319" = icmp ne i32 %".2318", 0
  br i1 %".2319", label %"native.pending.150", label %"native.error.150"
native.ok.150:
  br label %"cleanup.done.132"
native.pending.150:
  br label %"cleanup.done.132"
native.error.150:
  %"exception.text_ptr.343" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.344" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2322" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2313", i8* %"exception.text_ptr.343", i32 78, i32 3, i8* %"exception.text_ptr.344")
  br label %"cleanup.done.132"
call.success.4:
  %".2390" = load double, double* %"call.result.3"
  %".2391" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_4094499389822396407", i32 0, i32 0
  %".2392" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".2391", double %".2390")
  %"string_format_size_succeeded.3" = icmp sge i32 %".2392", 0
  br i1 %"string_format_size_succeeded.3", label %"string.format.size.pass.3", label %"string.format.size.fail.3"
call.failure.4:
  %"exception.text_ptr.345" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.345", i32 93, i32 11)
  %".2330" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2331" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.151", i32 0, i32 0
  %".2332" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2333" = call i32 @"irx_class_release"(i8* %"context", i8* %".2332", i8* %".2331")
  %".2334" = icmp eq i32 %".2333", 0
  br i1 %".2334", label %"native.ok.151", label %"native.fail.151"
cleanup.done.133:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2330")
  %".2344" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2345" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2346" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.152", i32 0, i32 0
  %".2347" = bitcast %"class_objects__Rect"* %".2345" to i8*
  %".2348" = call i32 @"irx_class_release"(i8* %"context", i8* %".2347", i8* %".2346")
  %".2349" = icmp eq i32 %".2348", 0
  br i1 %".2349", label %"native.ok.152", label %"native.fail.152"
native.fail.151:
  %".2336" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2337" = icmp ne i32 %".2336", 0
  br i1 %".2337", label %"native.pending.151", label %"native.error.151"
native.ok.151:
  br label %"cleanup.done.133"
native.pending.151:
  br label %"cleanup.done.133"
native.error.151:
  %"exception.text_ptr.346" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.347" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2340" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2331", i8* %"exception.text_ptr.346", i32 93, i32 9, i8* %"exception.text_ptr.347")
  br label %"cleanup.done.133"
cleanup.done.134:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2344")
  %".2359" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2360" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2361" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.153", i32 0, i32 0
  %".2362" = bitcast %"class_objects__Rect"* %".2360" to i8*
  %".2363" = call i32 @"irx_class_release"(i8* %"context", i8* %".2362", i8* %".2361")
  %".2364" = icmp eq i32 %".2363", 0
  br i1 %".2364", label %"native.ok.153", label %"native.fail.153"
native.fail.152:
  %".2351" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2352" = icmp ne i32 %".2351", 0
  br i1 %".2352", label %"native.pending.152", label %"native.error.152"
native.ok.152:
  br label %"cleanup.done.134"
native.pending.152:
  br label %"cleanup.done.134"
native.error.152:
  %"exception.text_ptr.348" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.349" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2355" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2346", i8* %"exception.text_ptr.348", i32 91, i32 3, i8* %"exception.text_ptr.349")
  br label %"cleanup.done.134"
cleanup.done.135:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2359")
  %".2374" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2375" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2376" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.154", i32 0, i32 0
  %".2377" = bitcast %"class_objects__Shape"* %".2375" to i8*
  %".2378" = call i32 @"irx_class_release"(i8* %"context", i8* %".2377", i8* %".2376")
  %".2379" = icmp eq i32 %".2378", 0
  br i1 %".2379", label %"native.ok.154", label %"native.fail.154"
native.fail.153:
  %".2366" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2367" = icmp ne i32 %".2366", 0
  br i1 %".2367", label %"native.pending.153", label %"native.error.153"
native.ok.153:
  br label %"cleanup.done.135"
native.pending.153:
  br label %"cleanup.done.135"
native.error.153:
  %"exception.text_ptr.350" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.351" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2370" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2361", i8* %"exception.text_ptr.350", i32 83, i32 3, i8* %"exception.text_ptr.351")
  br label %"cleanup.done.135"
cleanup.done.136:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2374")
  ret i32 1
native.fail.154:
  %".2381" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2382" = icmp ne i32 %".2381", 0
  br i1 %".2382", label %"native.pending.154", label %"native.error.154"
native.ok.154:
  br label %"cleanup.done.136"
native.pending.154:
  br label %"cleanup.done.136"
native.error.154:
  %"exception.text_ptr.352" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.353" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2385" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2376", i8* %"exception.text_ptr.352", i32 78, i32 3, i8* %"exception.text_ptr.353")
  br label %"cleanup.done.136"
string.format.size.fail.3:
  %"exception.text_ptr.354" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.355" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.356" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".2394" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.354", i8* %"exception.text_ptr.355", i32 -1, i32 -1, i8* %"exception.text_ptr.356")
  %".2395" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2396" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.155", i32 0, i32 0
  %".2397" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2398" = call i32 @"irx_class_release"(i8* %"context", i8* %".2397", i8* %".2396")
  %".2399" = icmp eq i32 %".2398", 0
  br i1 %".2399", label %"native.ok.155", label %"native.fail.155"
string.format.size.pass.3:
  %".2455" = zext i32 %".2392" to i64
  %"string_format_allocation_size.3" = add i64 %".2455", 1
  %".2456" = call i8* @"malloc"(i64 %"string_format_allocation_size.3")
  %"string_allocation_succeeded.7" = icmp ne i8* %".2456", null
  br i1 %"string_allocation_succeeded.7", label %"string.allocation.pass.7", label %"string.allocation.fail.7"
cleanup.done.137:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2395")
  %".2409" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2410" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2411" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.156", i32 0, i32 0
  %".2412" = bitcast %"class_objects__Rect"* %".2410" to i8*
  %".2413" = call i32 @"irx_class_release"(i8* %"context", i8* %".2412", i8* %".2411")
  %".2414" = icmp eq i32 %".2413", 0
  br i1 %".2414", label %"native.ok.156", label %"native.fail.156"
native.fail.155:
  %".2401" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2402" = icmp ne i32 %".2401", 0
  br i1 %".2402", label %"native.pending.155", label %"native.error.155"
native.ok.155:
  br label %"cleanup.done.137"
native.pending.155:
  br label %"cleanup.done.137"
native.error.155:
  %"exception.text_ptr.357" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.358" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2405" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2396", i8* %"exception.text_ptr.357", i32 93, i32 9, i8* %"exception.text_ptr.358")
  br label %"cleanup.done.137"
cleanup.done.138:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2409")
  %".2424" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2425" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2426" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.157", i32 0, i32 0
  %".2427" = bitcast %"class_objects__Rect"* %".2425" to i8*
  %".2428" = call i32 @"irx_class_release"(i8* %"context", i8* %".2427", i8* %".2426")
  %".2429" = icmp eq i32 %".2428", 0
  br i1 %".2429", label %"native.ok.157", label %"native.fail.157"
native.fail.156:
  %".2416" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2417" = icmp ne i32 %".2416", 0
  br i1 %".2417", label %"native.pending.156", label %"native.error.156"
native.ok.156:
  br label %"cleanup.done.138"
native.pending.156:
  br label %"cleanup.done.138"
native.error.156:
  %"exception.text_ptr.359" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.360" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2420" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2411", i8* %"exception.text_ptr.359", i32 91, i32 3, i8* %"exception.text_ptr.360")
  br label %"cleanup.done.138"
cleanup.done.139:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2424")
  %".2439" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2440" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2441" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.158", i32 0, i32 0
  %".2442" = bitcast %"class_objects__Shape"* %".2440" to i8*
  %".2443" = call i32 @"irx_class_release"(i8* %"context", i8* %".2442", i8* %".2441")
  %".2444" = icmp eq i32 %".2443", 0
  br i1 %".2444", label %"native.ok.158", label %"native.fail.158"
native.fail.157:
  %".2431" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2432" = icmp ne i32 %".2431", 0
  br i1 %".2432", label %"native.pending.157", label %"native.error.157"
native.ok.157:
  br label %"cleanup.done.139"
native.pending.157:
  br label %"cleanup.done.139"
native.error.157:
  %"exception.text_ptr.361" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.362" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2435" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2426", i8* %"exception.text_ptr.361", i32 83, i32 3, i8* %"exception.text_ptr.362")
  br label %"cleanup.done.139"
cleanup.done.140:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2439")
  ret i32 1
native.fail.158:
  %".2446" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2447" = icmp ne i32 %".2446", 0
  br i1 %".2447", label %"native.pending.158", label %"native.error.158"
native.ok.158:
  br label %"cleanup.done.140"
native.pending.158:
  br label %"cleanup.done.140"
native.error.158:
  %"exception.text_ptr.363" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.364" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2450" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2441", i8* %"exception.text_ptr.363", i32 78, i32 3, i8* %"exception.text_ptr.364")
  br label %"cleanup.done.140"
string.allocation.fail.7:
  %"exception.text_ptr.365" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.366" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.367" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".2458" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.365", i8* %"exception.text_ptr.366", i32 -1, i32 -1, i8* %"exception.text_ptr.367")
  %".2459" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2460" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.159", i32 0, i32 0
  %".2461" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2462" = call i32 @"irx_class_release"(i8* %"context", i8* %".2461", i8* %".2460")
  %".2463" = icmp eq i32 %".2462", 0
  br i1 %".2463", label %"native.ok.159", label %"native.fail.159"
string.allocation.pass.7:
  %".2519" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".2456", i64 %"string_format_allocation_size.3", i8* %".2391", double %".2390")
  %"string_format_write_succeeded.3" = icmp sge i32 %".2519", 0
  br i1 %"string_format_write_succeeded.3", label %"string.format.write.pass.3", label %"string.format.write.fail.3"
cleanup.done.141:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2459")
  %".2473" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2474" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2475" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.160", i32 0, i32 0
  %".2476" = bitcast %"class_objects__Rect"* %".2474" to i8*
  %".2477" = call i32 @"irx_class_release"(i8* %"context", i8* %".2476", i8* %".2475")
  %".2478" = icmp eq i32 %".2477", 0
  br i1 %".2478", label %"native.ok.160", label %"native.fail.160"
native.fail.159:
  %".2465" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2466" = icmp ne i32 %".2465", 0
  br i1 %".2466", label %"native.pending.159", label %"native.error.159"
native.ok.159:
  br label %"cleanup.done.141"
native.pending.159:
  br label %"cleanup.done.141"
native.error.159:
  %"exception.text_ptr.368" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.369" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2469" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2460", i8* %"exception.text_ptr.368", i32 93, i32 9, i8* %"exception.text_ptr.369")
  br label %"cleanup.done.141"
cleanup.done.142:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2473")
  %".2488" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2489" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2490" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.161", i32 0, i32 0
  %".2491" = bitcast %"class_objects__Rect"* %".2489" to i8*
  %".2492" = call i32 @"irx_class_release"(i8* %"context", i8* %".2491", i8* %".2490")
  %".2493" = icmp eq i32 %".2492", 0
  br i1 %".2493", label %"native.ok.161", label %"native.fail.161"
native.fail.160:
  %".2480" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2481" = icmp ne i32 %".2480", 0
  br i1 %".2481", label %"native.pending.160", label %"native.error.160"
native.ok.160:
  br label %"cleanup.done.142"
native.pending.160:
  br label %"cleanup.done.142"
native.error.160:
  %"exception.text_ptr.370" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.371" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2484" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2475", i8* %"exception.text_ptr.370", i32 91, i32 3, i8* %"exception.text_ptr.371")
  br label %"cleanup.done.142"
cleanup.done.143:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2488")
  %".2503" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2504" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2505" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.162", i32 0, i32 0
  %".2506" = bitcast %"class_objects__Shape"* %".2504" to i8*
  %".2507" = call i32 @"irx_class_release"(i8* %"context", i8* %".2506", i8* %".2505")
  %".2508" = icmp eq i32 %".2507", 0
  br i1 %".2508", label %"native.ok.162", label %"native.fail.162"
native.fail.161:
  %".2495" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2496" = icmp ne i32 %".2495", 0
  br i1 %".2496", label %"native.pending.161", label %"native.error.161"
native.ok.161:
  br label %"cleanup.done.143"
native.pending.161:
  br label %"cleanup.done.143"
native.error.161:
  %"exception.text_ptr.372" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.373" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2499" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2490", i8* %"exception.text_ptr.372", i32 83, i32 3, i8* %"exception.text_ptr.373")
  br label %"cleanup.done.143"
cleanup.done.144:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2503")
  ret i32 1
native.fail.162:
  %".2510" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2511" = icmp ne i32 %".2510", 0
  br i1 %".2511", label %"native.pending.162", label %"native.error.162"
native.ok.162:
  br label %"cleanup.done.144"
native.pending.162:
  br label %"cleanup.done.144"
native.error.162:
  %"exception.text_ptr.374" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.375" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2514" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2505", i8* %"exception.text_ptr.374", i32 78, i32 3, i8* %"exception.text_ptr.375")
  br label %"cleanup.done.144"
string.format.write.fail.3:
  %"exception.text_ptr.376" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.377" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.378" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".2521" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.376", i8* %"exception.text_ptr.377", i32 -1, i32 -1, i8* %"exception.text_ptr.378")
  %".2522" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2523" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.163", i32 0, i32 0
  %".2524" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2525" = call i32 @"irx_class_release"(i8* %"context", i8* %".2524", i8* %".2523")
  %".2526" = icmp eq i32 %".2525", 0
  br i1 %".2526", label %"native.ok.163", label %"native.fail.163"
string.format.write.pass.3:
  %".2582" = call i32 @"puts"(i8* %".2456")
  call void @"free"(i8* %".2456")
  %".2584" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2585" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.167", i32 0, i32 0
  %".2586" = bitcast %"class_objects__Rect"* %"r.5" to i8*
  %".2587" = call i32 @"irx_class_release"(i8* %"context", i8* %".2586", i8* %".2585")
  %".2588" = icmp eq i32 %".2587", 0
  br i1 %".2588", label %"native.ok.167", label %"native.fail.167"
cleanup.done.145:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2522")
  %".2536" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2537" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2538" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.164", i32 0, i32 0
  %".2539" = bitcast %"class_objects__Rect"* %".2537" to i8*
  %".2540" = call i32 @"irx_class_release"(i8* %"context", i8* %".2539", i8* %".2538")
  %".2541" = icmp eq i32 %".2540", 0
  br i1 %".2541", label %"native.ok.164", label %"native.fail.164"
native.fail.163:
  %".2528" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2529" = icmp ne i32 %".2528", 0
  br i1 %".2529", label %"native.pending.163", label %"native.error.163"
native.ok.163:
  br label %"cleanup.done.145"
native.pending.163:
  br label %"cleanup.done.145"
native.error.163:
  %"exception.text_ptr.379" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.380" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2532" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2523", i8* %"exception.text_ptr.379", i32 93, i32 9, i8* %"exception.text_ptr.380")
  br label %"cleanup.done.145"
cleanup.done.146:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2536")
  %".2551" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2552" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2553" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.165", i32 0, i32 0
  %".2554" = bitcast %"class_objects__Rect"* %".2552" to i8*
  %".2555" = call i32 @"irx_class_release"(i8* %"context", i8* %".2554", i8* %".2553")
  %".2556" = icmp eq i32 %".2555", 0
  br i1 %".2556", label %"native.ok.165", label %"native.fail.165"
native.fail.164:
  %".2543" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2544" = icmp ne i32 %".2543", 0
  br i1 %".2544", label %"native.pending.164", label %"native.error.164"
native.ok.164:
  br label %"cleanup.done.146"
native.pending.164:
  br label %"cleanup.done.146"
native.error.164:
  %"exception.text_ptr.381" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.382" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2547" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2538", i8* %"exception.text_ptr.381", i32 91, i32 3, i8* %"exception.text_ptr.382")
  br label %"cleanup.done.146"
cleanup.done.147:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2551")
  %".2566" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2567" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2568" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.166", i32 0, i32 0
  %".2569" = bitcast %"class_objects__Shape"* %".2567" to i8*
  %".2570" = call i32 @"irx_class_release"(i8* %"context", i8* %".2569", i8* %".2568")
  %".2571" = icmp eq i32 %".2570", 0
  br i1 %".2571", label %"native.ok.166", label %"native.fail.166"
native.fail.165:
  %".2558" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2559" = icmp ne i32 %".2558", 0
  br i1 %".2559", label %"native.pending.165", label %"native.error.165"
native.ok.165:
  br label %"cleanup.done.147"
native.pending.165:
  br label %"cleanup.done.147"
native.error.165:
  %"exception.text_ptr.383" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.384" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2562" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2553", i8* %"exception.text_ptr.383", i32 83, i32 3, i8* %"exception.text_ptr.384")
  br label %"cleanup.done.147"
cleanup.done.148:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2566")
  ret i32 1
native.fail.166:
  %".2573" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2574" = icmp ne i32 %".2573", 0
  br i1 %".2574", label %"native.pending.166", label %"native.error.166"
native.ok.166:
  br label %"cleanup.done.148"
native.pending.166:
  br label %"cleanup.done.148"
native.error.166:
  %"exception.text_ptr.385" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.386" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2577" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2568", i8* %"exception.text_ptr.385", i32 78, i32 3, i8* %"exception.text_ptr.386")
  br label %"cleanup.done.148"
cleanup.done.149:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2584")
  %".2598" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2599" = icmp ne i32 %".2598", 0
  br i1 %".2599", label %"cleanup.done.149.if", label %"cleanup.done.149.endif"
native.fail.167:
  %".2590" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2591" = icmp ne i32 %".2590", 0
  br i1 %".2591", label %"native.pending.167", label %"native.error.167"
native.ok.167:
  br label %"cleanup.done.149"
native.pending.167:
  br label %"cleanup.done.149"
native.error.167:
  %"exception.text_ptr.387" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.388" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2594" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2585", i8* %"exception.text_ptr.387", i32 93, i32 9, i8* %"exception.text_ptr.388")
  br label %"cleanup.done.149"
cleanup.done.149.if:
  %".2601" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2602" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2603" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.168", i32 0, i32 0
  %".2604" = bitcast %"class_objects__Rect"* %".2602" to i8*
  %".2605" = call i32 @"irx_class_release"(i8* %"context", i8* %".2604", i8* %".2603")
  %".2606" = icmp eq i32 %".2605", 0
  br i1 %".2606", label %"native.ok.168", label %"native.fail.168"
cleanup.done.149.endif:
  %"call.status.5" = call i32 @"class_objects__Counter__method__bump__overload__static__bump__irx_default__fixed__Int32"(i8* %"context", i32* %"call.result.4")
  %".2647" = icmp eq i32 %"call.status.5", 0
  br i1 %".2647", label %"call.success.5", label %"call.failure.5"
cleanup.done.150:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2601")
  %".2616" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2617" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2618" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.169", i32 0, i32 0
  %".2619" = bitcast %"class_objects__Rect"* %".2617" to i8*
  %".2620" = call i32 @"irx_class_release"(i8* %"context", i8* %".2619", i8* %".2618")
  %".2621" = icmp eq i32 %".2620", 0
  br i1 %".2621", label %"native.ok.169", label %"native.fail.169"
native.fail.168:
  %".2608" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2609" = icmp ne i32 %".2608", 0
  br i1 %".2609", label %"native.pending.168", label %"native.error.168"
native.ok.168:
  br label %"cleanup.done.150"
native.pending.168:
  br label %"cleanup.done.150"
native.error.168:
  %"exception.text_ptr.389" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.390" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2612" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2603", i8* %"exception.text_ptr.389", i32 91, i32 3, i8* %"exception.text_ptr.390")
  br label %"cleanup.done.150"
cleanup.done.151:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2616")
  %".2631" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2632" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2633" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.170", i32 0, i32 0
  %".2634" = bitcast %"class_objects__Shape"* %".2632" to i8*
  %".2635" = call i32 @"irx_class_release"(i8* %"context", i8* %".2634", i8* %".2633")
  %".2636" = icmp eq i32 %".2635", 0
  br i1 %".2636", label %"native.ok.170", label %"native.fail.170"
native.fail.169:
  %".2623" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2624" = icmp ne i32 %".2623", 0
  br i1 %".2624", label %"native.pending.169", label %"native.error.169"
native.ok.169:
  br label %"cleanup.done.151"
native.pending.169:
  br label %"cleanup.done.151"
native.error.169:
  %"exception.text_ptr.391" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.392" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2627" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2618", i8* %"exception.text_ptr.391", i32 83, i32 3, i8* %"exception.text_ptr.392")
  br label %"cleanup.done.151"
cleanup.done.152:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2631")
  ret i32 1
native.fail.170:
  %".2638" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2639" = icmp ne i32 %".2638", 0
  br i1 %".2639", label %"native.pending.170", label %"native.error.170"
native.ok.170:
  br label %"cleanup.done.152"
native.pending.170:
  br label %"cleanup.done.152"
native.error.170:
  %"exception.text_ptr.393" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.394" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2642" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2633", i8* %"exception.text_ptr.393", i32 78, i32 3, i8* %"exception.text_ptr.394")
  br label %"cleanup.done.152"
call.success.5:
  %".2696" = load i32, i32* %"call.result.4"
  %".2697" = sext i32 %".2696" to i64
  %".2698" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".2699" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".2698", i64 %".2697")
  %"string_format_size_succeeded.4" = icmp sge i32 %".2699", 0
  br i1 %"string_format_size_succeeded.4", label %"string.format.size.pass.4", label %"string.format.size.fail.4"
call.failure.5:
  %"exception.text_ptr.395" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.395", i32 95, i32 17)
  %".2650" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2651" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2652" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.171", i32 0, i32 0
  %".2653" = bitcast %"class_objects__Rect"* %".2651" to i8*
  %".2654" = call i32 @"irx_class_release"(i8* %"context", i8* %".2653", i8* %".2652")
  %".2655" = icmp eq i32 %".2654", 0
  br i1 %".2655", label %"native.ok.171", label %"native.fail.171"
cleanup.done.153:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2650")
  %".2665" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2666" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2667" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.172", i32 0, i32 0
  %".2668" = bitcast %"class_objects__Rect"* %".2666" to i8*
  %".2669" = call i32 @"irx_class_release"(i8* %"context", i8* %".2668", i8* %".2667")
  %".2670" = icmp eq i32 %".2669", 0
  br i1 %".2670", label %"native.ok.172", label %"native.fail.172"
native.fail.171:
  %".2657" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2658" = icmp ne i32 %".2657", 0
  br i1 %".2658", label %"native.pending.171", label %"native.error.171"
native.ok.171:
  br label %"cleanup.done.153"
native.pending.171:
  br label %"cleanup.done.153"
native.error.171:
  %"exception.text_ptr.396" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.397" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2661" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2652", i8* %"exception.text_ptr.396", i32 91, i32 3, i8* %"exception.text_ptr.397")
  br label %"cleanup.done.153"
cleanup.done.154:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2665")
  %".2680" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2681" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2682" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.173", i32 0, i32 0
  %".2683" = bitcast %"class_objects__Shape"* %".2681" to i8*
  %".2684" = call i32 @"irx_class_release"(i8* %"context", i8* %".2683", i8* %".2682")
  %".2685" = icmp eq i32 %".2684", 0
  br i1 %".2685", label %"native.ok.173", label %"native.fail.173"
native.fail.172:
  %".2672" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2673" = icmp ne i32 %".2672", 0
  br i1 %".2673", label %"native.pending.172", label %"native.error.172"
native.ok.172:
  br label %"cleanup.done.154"
native.pending.172:
  br label %"cleanup.done.154"
native.error.172:
  %"exception.text_ptr.398" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.399" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2676" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2667", i8* %"exception.text_ptr.398", i32 83, i32 3, i8* %"exception.text_ptr.399")
  br label %"cleanup.done.154"
cleanup.done.155:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2680")
  ret i32 1
native.fail.173:
  %".2687" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2688" = icmp ne i32 %".2687", 0
  br i1 %".2688", label %"native.pending.173", label %"native.error.173"
native.ok.173:
  br label %"cleanup.done.155"
native.pending.173:
  br label %"cleanup.done.155"
native.error.173:
  %"exception.text_ptr.400" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.401" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2691" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2682", i8* %"exception.text_ptr.400", i32 78, i32 3, i8* %"exception.text_ptr.401")
  br label %"cleanup.done.155"
string.format.size.fail.4:
  %"exception.text_ptr.402" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.403" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.404" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".2701" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.402", i8* %"exception.text_ptr.403", i32 -1, i32 -1, i8* %"exception.text_ptr.404")
  %".2702" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2703" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2704" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.174", i32 0, i32 0
  %".2705" = bitcast %"class_objects__Rect"* %".2703" to i8*
  %".2706" = call i32 @"irx_class_release"(i8* %"context", i8* %".2705", i8* %".2704")
  %".2707" = icmp eq i32 %".2706", 0
  br i1 %".2707", label %"native.ok.174", label %"native.fail.174"
string.format.size.pass.4:
  %".2748" = zext i32 %".2699" to i64
  %"string_format_allocation_size.4" = add i64 %".2748", 1
  %".2749" = call i8* @"malloc"(i64 %"string_format_allocation_size.4")
  %"string_allocation_succeeded.8" = icmp ne i8* %".2749", null
  br i1 %"string_allocation_succeeded.8", label %"string.allocation.pass.8", label %"string.allocation.fail.8"
cleanup.done.156:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2702")
  %".2717" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2718" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2719" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.175", i32 0, i32 0
  %".2720" = bitcast %"class_objects__Rect"* %".2718" to i8*
  %".2721" = call i32 @"irx_class_release"(i8* %"context", i8* %".2720", i8* %".2719")
  %".2722" = icmp eq i32 %".2721", 0
  br i1 %".2722", label %"native.ok.175", label %"native.fail.175"
native.fail.174:
  %".2709" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2710" = icmp ne i32 %".2709", 0
  br i1 %".2710", label %"native.pending.174", label %"native.error.174"
native.ok.174:
  br label %"cleanup.done.156"
native.pending.174:
  br label %"cleanup.done.156"
native.error.174:
  %"exception.text_ptr.405" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.406" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2713" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2704", i8* %"exception.text_ptr.405", i32 91, i32 3, i8* %"exception.text_ptr.406")
  br label %"cleanup.done.156"
cleanup.done.157:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2717")
  %".2732" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2733" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2734" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.176", i32 0, i32 0
  %".2735" = bitcast %"class_objects__Shape"* %".2733" to i8*
  %".2736" = call i32 @"irx_class_release"(i8* %"context", i8* %".2735", i8* %".2734")
  %".2737" = icmp eq i32 %".2736", 0
  br i1 %".2737", label %"native.ok.176", label %"native.fail.176"
native.fail.175:
  %".2724" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2725" = icmp ne i32 %".2724", 0
  br i1 %".2725", label %"native.pending.175", label %"native.error.175"
native.ok.175:
  br label %"cleanup.done.157"
native.pending.175:
  br label %"cleanup.done.157"
native.error.175:
  %"exception.text_ptr.407" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.408" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2728" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2719", i8* %"exception.text_ptr.407", i32 83, i32 3, i8* %"exception.text_ptr.408")
  br label %"cleanup.done.157"
cleanup.done.158:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2732")
  ret i32 1
native.fail.176:
  %".2739" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2740" = icmp ne i32 %".2739", 0
  br i1 %".2740", label %"native.pending.176", label %"native.error.176"
native.ok.176:
  br label %"cleanup.done.158"
native.pending.176:
  br label %"cleanup.done.158"
native.error.176:
  %"exception.text_ptr.409" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.410" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2743" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2734", i8* %"exception.text_ptr.409", i32 78, i32 3, i8* %"exception.text_ptr.410")
  br label %"cleanup.done.158"
string.allocation.fail.8:
  %"exception.text_ptr.411" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.412" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.413" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".2751" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.411", i8* %"exception.text_ptr.412", i32 -1, i32 -1, i8* %"exception.text_ptr.413")
  %".2752" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2753" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2754" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.177", i32 0, i32 0
  %".2755" = bitcast %"class_objects__Rect"* %".2753" to i8*
  %".2756" = call i32 @"irx_class_release"(i8* %"context", i8* %".2755", i8* %".2754")
  %".2757" = icmp eq i32 %".2756", 0
  br i1 %".2757", label %"native.ok.177", label %"native.fail.177"
string.allocation.pass.8:
  %".2798" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".2749", i64 %"string_format_allocation_size.4", i8* %".2698", i64 %".2697")
  %"string_format_write_succeeded.4" = icmp sge i32 %".2798", 0
  br i1 %"string_format_write_succeeded.4", label %"string.format.write.pass.4", label %"string.format.write.fail.4"
cleanup.done.159:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2752")
  %".2767" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2768" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2769" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.178", i32 0, i32 0
  %".2770" = bitcast %"class_objects__Rect"* %".2768" to i8*
  %".2771" = call i32 @"irx_class_release"(i8* %"context", i8* %".2770", i8* %".2769")
  %".2772" = icmp eq i32 %".2771", 0
  br i1 %".2772", label %"native.ok.178", label %"native.fail.178"
native.fail.177:
  %".2759" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2760" = icmp ne i32 %".2759", 0
  br i1 %".2760", label %"native.pending.177", label %"native.error.177"
native.ok.177:
  br label %"cleanup.done.159"
native.pending.177:
  br label %"cleanup.done.159"
native.error.177:
  %"exception.text_ptr.414" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.415" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2763" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2754", i8* %"exception.text_ptr.414", i32 91, i32 3, i8* %"exception.text_ptr.415")
  br label %"cleanup.done.159"
cleanup.done.160:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2767")
  %".2782" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2783" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2784" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.179", i32 0, i32 0
  %".2785" = bitcast %"class_objects__Shape"* %".2783" to i8*
  %".2786" = call i32 @"irx_class_release"(i8* %"context", i8* %".2785", i8* %".2784")
  %".2787" = icmp eq i32 %".2786", 0
  br i1 %".2787", label %"native.ok.179", label %"native.fail.179"
native.fail.178:
  %".2774" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2775" = icmp ne i32 %".2774", 0
  br i1 %".2775", label %"native.pending.178", label %"native.error.178"
native.ok.178:
  br label %"cleanup.done.160"
native.pending.178:
  br label %"cleanup.done.160"
native.error.178:
  %"exception.text_ptr.416" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.417" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2778" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2769", i8* %"exception.text_ptr.416", i32 83, i32 3, i8* %"exception.text_ptr.417")
  br label %"cleanup.done.160"
cleanup.done.161:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2782")
  ret i32 1
native.fail.179:
  %".2789" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2790" = icmp ne i32 %".2789", 0
  br i1 %".2790", label %"native.pending.179", label %"native.error.179"
native.ok.179:
  br label %"cleanup.done.161"
native.pending.179:
  br label %"cleanup.done.161"
native.error.179:
  %"exception.text_ptr.418" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.419" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2793" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2784", i8* %"exception.text_ptr.418", i32 78, i32 3, i8* %"exception.text_ptr.419")
  br label %"cleanup.done.161"
string.format.write.fail.4:
  %"exception.text_ptr.420" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.421" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.422" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".2800" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.420", i8* %"exception.text_ptr.421", i32 -1, i32 -1, i8* %"exception.text_ptr.422")
  %".2801" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2802" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2803" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.180", i32 0, i32 0
  %".2804" = bitcast %"class_objects__Rect"* %".2802" to i8*
  %".2805" = call i32 @"irx_class_release"(i8* %"context", i8* %".2804", i8* %".2803")
  %".2806" = icmp eq i32 %".2805", 0
  br i1 %".2806", label %"native.ok.180", label %"native.fail.180"
string.format.write.pass.4:
  %".2847" = call i32 @"puts"(i8* %".2749")
  call void @"free"(i8* %".2749")
  %"call.status.6" = call i32 @"class_objects__Counter__method__bump__overload__static__bump__irx_default__fixed__Int32"(i8* %"context", i32* %"call.result.5")
  %".2849" = icmp eq i32 %"call.status.6", 0
  br i1 %".2849", label %"call.success.6", label %"call.failure.6"
cleanup.done.162:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2801")
  %".2816" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2817" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2818" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.181", i32 0, i32 0
  %".2819" = bitcast %"class_objects__Rect"* %".2817" to i8*
  %".2820" = call i32 @"irx_class_release"(i8* %"context", i8* %".2819", i8* %".2818")
  %".2821" = icmp eq i32 %".2820", 0
  br i1 %".2821", label %"native.ok.181", label %"native.fail.181"
native.fail.180:
  %".2808" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2809" = icmp ne i32 %".2808", 0
  br i1 %".2809", label %"native.pending.180", label %"native.error.180"
native.ok.180:
  br label %"cleanup.done.162"
native.pending.180:
  br label %"cleanup.done.162"
native.error.180:
  %"exception.text_ptr.423" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.424" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2812" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2803", i8* %"exception.text_ptr.423", i32 91, i32 3, i8* %"exception.text_ptr.424")
  br label %"cleanup.done.162"
cleanup.done.163:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2816")
  %".2831" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2832" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2833" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.182", i32 0, i32 0
  %".2834" = bitcast %"class_objects__Shape"* %".2832" to i8*
  %".2835" = call i32 @"irx_class_release"(i8* %"context", i8* %".2834", i8* %".2833")
  %".2836" = icmp eq i32 %".2835", 0
  br i1 %".2836", label %"native.ok.182", label %"native.fail.182"
native.fail.181:
  %".2823" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2824" = icmp ne i32 %".2823", 0
  br i1 %".2824", label %"native.pending.181", label %"native.error.181"
native.ok.181:
  br label %"cleanup.done.163"
native.pending.181:
  br label %"cleanup.done.163"
native.error.181:
  %"exception.text_ptr.425" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.426" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2827" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2818", i8* %"exception.text_ptr.425", i32 83, i32 3, i8* %"exception.text_ptr.426")
  br label %"cleanup.done.163"
cleanup.done.164:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2831")
  ret i32 1
native.fail.182:
  %".2838" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2839" = icmp ne i32 %".2838", 0
  br i1 %".2839", label %"native.pending.182", label %"native.error.182"
native.ok.182:
  br label %"cleanup.done.164"
native.pending.182:
  br label %"cleanup.done.164"
native.error.182:
  %"exception.text_ptr.427" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.428" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2842" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2833", i8* %"exception.text_ptr.427", i32 78, i32 3, i8* %"exception.text_ptr.428")
  br label %"cleanup.done.164"
call.success.6:
  %".2898" = load i32, i32* %"call.result.5"
  %".2899" = sext i32 %".2898" to i64
  %".2900" = getelementptr inbounds [5 x i8], [5 x i8]* @"fmt_471128556879171503", i32 0, i32 0
  %".2901" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* null, i64 0, i8* %".2900", i64 %".2899")
  %"string_format_size_succeeded.5" = icmp sge i32 %".2901", 0
  br i1 %"string_format_size_succeeded.5", label %"string.format.size.pass.5", label %"string.format.size.fail.5"
call.failure.6:
  %"exception.text_ptr.429" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  call void @"irx_exception_trace"(i8* %"context", i8* %"exception.text_ptr.429", i32 97, i32 17)
  %".2852" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2853" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2854" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.183", i32 0, i32 0
  %".2855" = bitcast %"class_objects__Rect"* %".2853" to i8*
  %".2856" = call i32 @"irx_class_release"(i8* %"context", i8* %".2855", i8* %".2854")
  %".2857" = icmp eq i32 %".2856", 0
  br i1 %".2857", label %"native.ok.183", label %"native.fail.183"
cleanup.done.165:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2852")
  %".2867" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2868" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2869" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.184", i32 0, i32 0
  %".2870" = bitcast %"class_objects__Rect"* %".2868" to i8*
  %".2871" = call i32 @"irx_class_release"(i8* %"context", i8* %".2870", i8* %".2869")
  %".2872" = icmp eq i32 %".2871", 0
  br i1 %".2872", label %"native.ok.184", label %"native.fail.184"
native.fail.183:
  %".2859" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2860" = icmp ne i32 %".2859", 0
  br i1 %".2860", label %"native.pending.183", label %"native.error.183"
native.ok.183:
  br label %"cleanup.done.165"
native.pending.183:
  br label %"cleanup.done.165"
native.error.183:
  %"exception.text_ptr.430" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.431" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2863" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2854", i8* %"exception.text_ptr.430", i32 91, i32 3, i8* %"exception.text_ptr.431")
  br label %"cleanup.done.165"
cleanup.done.166:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2867")
  %".2882" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2883" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2884" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.185", i32 0, i32 0
  %".2885" = bitcast %"class_objects__Shape"* %".2883" to i8*
  %".2886" = call i32 @"irx_class_release"(i8* %"context", i8* %".2885", i8* %".2884")
  %".2887" = icmp eq i32 %".2886", 0
  br i1 %".2887", label %"native.ok.185", label %"native.fail.185"
native.fail.184:
  %".2874" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2875" = icmp ne i32 %".2874", 0
  br i1 %".2875", label %"native.pending.184", label %"native.error.184"
native.ok.184:
  br label %"cleanup.done.166"
native.pending.184:
  br label %"cleanup.done.166"
native.error.184:
  %"exception.text_ptr.432" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.433" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2878" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2869", i8* %"exception.text_ptr.432", i32 83, i32 3, i8* %"exception.text_ptr.433")
  br label %"cleanup.done.166"
cleanup.done.167:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2882")
  ret i32 1
native.fail.185:
  %".2889" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2890" = icmp ne i32 %".2889", 0
  br i1 %".2890", label %"native.pending.185", label %"native.error.185"
native.ok.185:
  br label %"cleanup.done.167"
native.pending.185:
  br label %"cleanup.done.167"
native.error.185:
  %"exception.text_ptr.434" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.435" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2893" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2884", i8* %"exception.text_ptr.434", i32 78, i32 3, i8* %"exception.text_ptr.435")
  br label %"cleanup.done.167"
string.format.size.fail.5:
  %"exception.text_ptr.436" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_24", i32 0, i32 0
  %"exception.text_ptr.437" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.438" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".2903" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.436", i8* %"exception.text_ptr.437", i32 -1, i32 -1, i8* %"exception.text_ptr.438")
  %".2904" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2905" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2906" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.186", i32 0, i32 0
  %".2907" = bitcast %"class_objects__Rect"* %".2905" to i8*
  %".2908" = call i32 @"irx_class_release"(i8* %"context", i8* %".2907", i8* %".2906")
  %".2909" = icmp eq i32 %".2908", 0
  br i1 %".2909", label %"native.ok.186", label %"native.fail.186"
string.format.size.pass.5:
  %".2950" = zext i32 %".2901" to i64
  %"string_format_allocation_size.5" = add i64 %".2950", 1
  %".2951" = call i8* @"malloc"(i64 %"string_format_allocation_size.5")
  %"string_allocation_succeeded.9" = icmp ne i8* %".2951", null
  br i1 %"string_allocation_succeeded.9", label %"string.allocation.pass.9", label %"string.allocation.fail.9"
cleanup.done.168:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2904")
  %".2919" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2920" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2921" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.187", i32 0, i32 0
  %".2922" = bitcast %"class_objects__Rect"* %".2920" to i8*
  %".2923" = call i32 @"irx_class_release"(i8* %"context", i8* %".2922", i8* %".2921")
  %".2924" = icmp eq i32 %".2923", 0
  br i1 %".2924", label %"native.ok.187", label %"native.fail.187"
native.fail.186:
  %".2911" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2912" = icmp ne i32 %".2911", 0
  br i1 %".2912", label %"native.pending.186", label %"native.error.186"
native.ok.186:
  br label %"cleanup.done.168"
native.pending.186:
  br label %"cleanup.done.168"
native.error.186:
  %"exception.text_ptr.439" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.440" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2915" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2906", i8* %"exception.text_ptr.439", i32 91, i32 3, i8* %"exception.text_ptr.440")
  br label %"cleanup.done.168"
cleanup.done.169:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2919")
  %".2934" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2935" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2936" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.188", i32 0, i32 0
  %".2937" = bitcast %"class_objects__Shape"* %".2935" to i8*
  %".2938" = call i32 @"irx_class_release"(i8* %"context", i8* %".2937", i8* %".2936")
  %".2939" = icmp eq i32 %".2938", 0
  br i1 %".2939", label %"native.ok.188", label %"native.fail.188"
native.fail.187:
  %".2926" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2927" = icmp ne i32 %".2926", 0
  br i1 %".2927", label %"native.pending.187", label %"native.error.187"
native.ok.187:
  br label %"cleanup.done.169"
native.pending.187:
  br label %"cleanup.done.169"
native.error.187:
  %"exception.text_ptr.441" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.442" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2930" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2921", i8* %"exception.text_ptr.441", i32 83, i32 3, i8* %"exception.text_ptr.442")
  br label %"cleanup.done.169"
cleanup.done.170:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2934")
  ret i32 1
native.fail.188:
  %".2941" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2942" = icmp ne i32 %".2941", 0
  br i1 %".2942", label %"native.pending.188", label %"native.error.188"
native.ok.188:
  br label %"cleanup.done.170"
native.pending.188:
  br label %"cleanup.done.170"
native.error.188:
  %"exception.text_ptr.443" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.444" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2945" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2936", i8* %"exception.text_ptr.443", i32 78, i32 3, i8* %"exception.text_ptr.444")
  br label %"cleanup.done.170"
string.allocation.fail.9:
  %"exception.text_ptr.445" = getelementptr inbounds [36 x i8], [36 x i8]* @"exception_text_26", i32 0, i32 0
  %"exception.text_ptr.446" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.447" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_10", i32 0, i32 0
  %".2953" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.445", i8* %"exception.text_ptr.446", i32 -1, i32 -1, i8* %"exception.text_ptr.447")
  %".2954" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2955" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".2956" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.189", i32 0, i32 0
  %".2957" = bitcast %"class_objects__Rect"* %".2955" to i8*
  %".2958" = call i32 @"irx_class_release"(i8* %"context", i8* %".2957", i8* %".2956")
  %".2959" = icmp eq i32 %".2958", 0
  br i1 %".2959", label %"native.ok.189", label %"native.fail.189"
string.allocation.pass.9:
  %".3000" = call i32 (i8*, i64, i8*, ...) @"snprintf"(i8* %".2951", i64 %"string_format_allocation_size.5", i8* %".2900", i64 %".2899")
  %"string_format_write_succeeded.5" = icmp sge i32 %".3000", 0
  br i1 %"string_format_write_succeeded.5", label %"string.format.write.pass.5", label %"string.format.write.fail.5"
cleanup.done.171:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2954")
  %".2969" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2970" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".2971" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.190", i32 0, i32 0
  %".2972" = bitcast %"class_objects__Rect"* %".2970" to i8*
  %".2973" = call i32 @"irx_class_release"(i8* %"context", i8* %".2972", i8* %".2971")
  %".2974" = icmp eq i32 %".2973", 0
  br i1 %".2974", label %"native.ok.190", label %"native.fail.190"
native.fail.189:
  %".2961" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2962" = icmp ne i32 %".2961", 0
  br i1 %".2962", label %"native.pending.189", label %"native.error.189"
native.ok.189:
  br label %"cleanup.done.171"
native.pending.189:
  br label %"cleanup.done.171"
native.error.189:
  %"exception.text_ptr.448" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.449" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2965" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2956", i8* %"exception.text_ptr.448", i32 91, i32 3, i8* %"exception.text_ptr.449")
  br label %"cleanup.done.171"
cleanup.done.172:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2969")
  %".2984" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".2985" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".2986" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.191", i32 0, i32 0
  %".2987" = bitcast %"class_objects__Shape"* %".2985" to i8*
  %".2988" = call i32 @"irx_class_release"(i8* %"context", i8* %".2987", i8* %".2986")
  %".2989" = icmp eq i32 %".2988", 0
  br i1 %".2989", label %"native.ok.191", label %"native.fail.191"
native.fail.190:
  %".2976" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2977" = icmp ne i32 %".2976", 0
  br i1 %".2977", label %"native.pending.190", label %"native.error.190"
native.ok.190:
  br label %"cleanup.done.172"
native.pending.190:
  br label %"cleanup.done.172"
native.error.190:
  %"exception.text_ptr.450" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.451" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2980" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2971", i8* %"exception.text_ptr.450", i32 83, i32 3, i8* %"exception.text_ptr.451")
  br label %"cleanup.done.172"
cleanup.done.173:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".2984")
  ret i32 1
native.fail.191:
  %".2991" = call i32 @"irx_exception_pending"(i8* %"context")
  %".2992" = icmp ne i32 %".2991", 0
  br i1 %".2992", label %"native.pending.191", label %"native.error.191"
native.ok.191:
  br label %"cleanup.done.173"
native.pending.191:
  br label %"cleanup.done.173"
native.error.191:
  %"exception.text_ptr.452" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.453" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".2995" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".2986", i8* %"exception.text_ptr.452", i32 78, i32 3, i8* %"exception.text_ptr.453")
  br label %"cleanup.done.173"
string.format.write.fail.5:
  %"exception.text_ptr.454" = getelementptr inbounds [31 x i8], [31 x i8]* @"exception_text_27", i32 0, i32 0
  %"exception.text_ptr.455" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.456" = getelementptr inbounds [23 x i8], [23 x i8]* @"exception_text_25", i32 0, i32 0
  %".3002" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %"exception.text_ptr.454", i8* %"exception.text_ptr.455", i32 -1, i32 -1, i8* %"exception.text_ptr.456")
  %".3003" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3004" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".3005" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.192", i32 0, i32 0
  %".3006" = bitcast %"class_objects__Rect"* %".3004" to i8*
  %".3007" = call i32 @"irx_class_release"(i8* %"context", i8* %".3006", i8* %".3005")
  %".3008" = icmp eq i32 %".3007", 0
  br i1 %".3008", label %"native.ok.192", label %"native.fail.192"
string.format.write.pass.5:
  %".3049" = call i32 @"puts"(i8* %".2951")
  call void @"free"(i8* %".2951")
  %".3051" = getelementptr inbounds [4 x i8], [4 x i8]* @"str_utf8_4675516957381923429_140403580823952", i32 0, i32 0
  %".3052" = call i32 @"puts"(i8* %".3051")
  %".3053" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3054" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"alias"
  %".3055" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.195", i32 0, i32 0
  %".3056" = bitcast %"class_objects__Rect"* %".3054" to i8*
  %".3057" = call i32 @"irx_class_release"(i8* %"context", i8* %".3056", i8* %".3055")
  %".3058" = icmp eq i32 %".3057", 0
  br i1 %".3058", label %"native.ok.195", label %"native.fail.195"
cleanup.done.174:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3003")
  %".3018" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3019" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".3020" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.193", i32 0, i32 0
  %".3021" = bitcast %"class_objects__Rect"* %".3019" to i8*
  %".3022" = call i32 @"irx_class_release"(i8* %"context", i8* %".3021", i8* %".3020")
  %".3023" = icmp eq i32 %".3022", 0
  br i1 %".3023", label %"native.ok.193", label %"native.fail.193"
native.fail.192:
  %".3010" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3011" = icmp ne i32 %".3010", 0
  br i1 %".3011", label %"native.pending.192", label %"native.error.192"
native.ok.192:
  br label %"cleanup.done.174"
native.pending.192:
  br label %"cleanup.done.174"
native.error.192:
  %"exception.text_ptr.457" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.458" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3014" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3005", i8* %"exception.text_ptr.457", i32 91, i32 3, i8* %"exception.text_ptr.458")
  br label %"cleanup.done.174"
cleanup.done.175:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3018")
  %".3033" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3034" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".3035" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.194", i32 0, i32 0
  %".3036" = bitcast %"class_objects__Shape"* %".3034" to i8*
  %".3037" = call i32 @"irx_class_release"(i8* %"context", i8* %".3036", i8* %".3035")
  %".3038" = icmp eq i32 %".3037", 0
  br i1 %".3038", label %"native.ok.194", label %"native.fail.194"
native.fail.193:
  %".3025" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3026" = icmp ne i32 %".3025", 0
  br i1 %".3026", label %"native.pending.193", label %"native.error.193"
native.ok.193:
  br label %"cleanup.done.175"
native.pending.193:
  br label %"cleanup.done.175"
native.error.193:
  %"exception.text_ptr.459" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.460" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3029" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3020", i8* %"exception.text_ptr.459", i32 83, i32 3, i8* %"exception.text_ptr.460")
  br label %"cleanup.done.175"
cleanup.done.176:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3033")
  ret i32 1
native.fail.194:
  %".3040" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3041" = icmp ne i32 %".3040", 0
  br i1 %".3041", label %"native.pending.194", label %"native.error.194"
native.ok.194:
  br label %"cleanup.done.176"
native.pending.194:
  br label %"cleanup.done.176"
native.error.194:
  %"exception.text_ptr.461" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.462" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3044" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3035", i8* %"exception.text_ptr.461", i32 78, i32 3, i8* %"exception.text_ptr.462")
  br label %"cleanup.done.176"
cleanup.done.177:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3053")
  %".3068" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3069" = icmp ne i32 %".3068", 0
  br i1 %".3069", label %"cleanup.done.177.if", label %"cleanup.done.177.endif"
native.fail.195:
  %".3060" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3061" = icmp ne i32 %".3060", 0
  br i1 %".3061", label %"native.pending.195", label %"native.error.195"
native.ok.195:
  br label %"cleanup.done.177"
native.pending.195:
  br label %"cleanup.done.177"
native.error.195:
  %"exception.text_ptr.463" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.464" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3064" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3055", i8* %"exception.text_ptr.463", i32 91, i32 3, i8* %"exception.text_ptr.464")
  br label %"cleanup.done.177"
cleanup.done.177.if:
  %".3071" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3072" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".3073" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.196", i32 0, i32 0
  %".3074" = bitcast %"class_objects__Rect"* %".3072" to i8*
  %".3075" = call i32 @"irx_class_release"(i8* %"context", i8* %".3074", i8* %".3073")
  %".3076" = icmp eq i32 %".3075", 0
  br i1 %".3076", label %"native.ok.196", label %"native.fail.196"
cleanup.done.177.endif:
  %".3102" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3103" = load %"class_objects__Rect"*, %"class_objects__Rect"** %"r"
  %".3104" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.198", i32 0, i32 0
  %".3105" = bitcast %"class_objects__Rect"* %".3103" to i8*
  %".3106" = call i32 @"irx_class_release"(i8* %"context", i8* %".3105", i8* %".3104")
  %".3107" = icmp eq i32 %".3106", 0
  br i1 %".3107", label %"native.ok.198", label %"native.fail.198"
cleanup.done.178:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3071")
  %".3086" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3087" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".3088" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.197", i32 0, i32 0
  %".3089" = bitcast %"class_objects__Shape"* %".3087" to i8*
  %".3090" = call i32 @"irx_class_release"(i8* %"context", i8* %".3089", i8* %".3088")
  %".3091" = icmp eq i32 %".3090", 0
  br i1 %".3091", label %"native.ok.197", label %"native.fail.197"
native.fail.196:
  %".3078" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3079" = icmp ne i32 %".3078", 0
  br i1 %".3079", label %"native.pending.196", label %"native.error.196"
native.ok.196:
  br label %"cleanup.done.178"
native.pending.196:
  br label %"cleanup.done.178"
native.error.196:
  %"exception.text_ptr.465" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.466" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3082" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3073", i8* %"exception.text_ptr.465", i32 83, i32 3, i8* %"exception.text_ptr.466")
  br label %"cleanup.done.178"
cleanup.done.179:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3086")
  ret i32 1
native.fail.197:
  %".3093" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3094" = icmp ne i32 %".3093", 0
  br i1 %".3094", label %"native.pending.197", label %"native.error.197"
native.ok.197:
  br label %"cleanup.done.179"
native.pending.197:
  br label %"cleanup.done.179"
native.error.197:
  %"exception.text_ptr.467" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.468" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3097" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3088", i8* %"exception.text_ptr.467", i32 78, i32 3, i8* %"exception.text_ptr.468")
  br label %"cleanup.done.179"
cleanup.done.180:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3102")
  %".3117" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3118" = icmp ne i32 %".3117", 0
  br i1 %".3118", label %"cleanup.done.180.if", label %"cleanup.done.180.endif"
native.fail.198:
  %".3109" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3110" = icmp ne i32 %".3109", 0
  br i1 %".3110", label %"native.pending.198", label %"native.error.198"
native.ok.198:
  br label %"cleanup.done.180"
native.pending.198:
  br label %"cleanup.done.180"
native.error.198:
  %"exception.text_ptr.469" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.470" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3113" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3104", i8* %"exception.text_ptr.469", i32 83, i32 3, i8* %"exception.text_ptr.470")
  br label %"cleanup.done.180"
cleanup.done.180.if:
  %".3120" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3121" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".3122" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.199", i32 0, i32 0
  %".3123" = bitcast %"class_objects__Shape"* %".3121" to i8*
  %".3124" = call i32 @"irx_class_release"(i8* %"context", i8* %".3123", i8* %".3122")
  %".3125" = icmp eq i32 %".3124", 0
  br i1 %".3125", label %"native.ok.199", label %"native.fail.199"
cleanup.done.180.endif:
  %".3136" = call i8* @"irx_exception_cleanup_enter"(i8* %"context")
  %".3137" = load %"class_objects__Shape"*, %"class_objects__Shape"** %"plain"
  %".3138" = getelementptr inbounds [256 x i8], [256 x i8]* %"file_error.200", i32 0, i32 0
  %".3139" = bitcast %"class_objects__Shape"* %".3137" to i8*
  %".3140" = call i32 @"irx_class_release"(i8* %"context", i8* %".3139", i8* %".3138")
  %".3141" = icmp eq i32 %".3140", 0
  br i1 %".3141", label %"native.ok.200", label %"native.fail.200"
cleanup.done.181:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3120")
  ret i32 1
native.fail.199:
  %".3127" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3128" = icmp ne i32 %".3127", 0
  br i1 %".3128", label %"native.pending.199", label %"native.error.199"
native.ok.199:
  br label %"cleanup.done.181"
native.pending.199:
  br label %"cleanup.done.181"
native.error.199:
  %"exception.text_ptr.471" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.472" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3131" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3122", i8* %"exception.text_ptr.471", i32 78, i32 3, i8* %"exception.text_ptr.472")
  br label %"cleanup.done.181"
cleanup.done.182:
  call void @"irx_exception_cleanup_leave"(i8* %"context", i8* %".3136")
  %".3151" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3152" = icmp ne i32 %".3151", 0
  br i1 %".3152", label %"cleanup.done.182.if", label %"cleanup.done.182.endif"
native.fail.200:
  %".3143" = call i32 @"irx_exception_pending"(i8* %"context")
  %".3144" = icmp ne i32 %".3143", 0
  br i1 %".3144", label %"native.pending.200", label %"native.error.200"
native.ok.200:
  br label %"cleanup.done.182"
native.pending.200:
  br label %"cleanup.done.182"
native.error.200:
  %"exception.text_ptr.473" = getelementptr inbounds [14 x i8], [14 x i8]* @"exception_text_6", i32 0, i32 0
  %"exception.text_ptr.474" = getelementptr inbounds [22 x i8], [22 x i8]* @"exception_text_7", i32 0, i32 0
  %".3147" = call i32 @"irx.raise.builtins.exceptions::class::RuntimeError"(i8* %"context", i8* %".3138", i8* %"exception.text_ptr.473", i32 78, i32 3, i8* %"exception.text_ptr.474")
  br label %"cleanup.done.182"
cleanup.done.182.if:
  ret i32 1
cleanup.done.182.endif:
  store i32 0, i32* %"result_out"
  ret i32 0
}

@"str_utf8_5536490064599431893_140403583279568" = internal constant [27 x i8] c"range() step must not be 0\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_15", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [43 x i8], [43 x i8]* @"exception_text_15", i32 0, i32 0
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

@"exception_text_15" = internal constant [43 x i8] c"builtins.exceptions::class::AssertionError\00"
@"exception_text_16" = internal constant [20 x i8] c"builtins.generators\00"
@"exception_text_17" = internal constant [26 x i8] c"ARX-RUNTIME-ASSERTION-001\00"
declare external void @"irx_list_destroy"({i8*, i64, i64, i64}* %".1")

declare external i32 @"irx_list_append"({i8*, i64, i64, i64}* %".1", i8* %".2")

@"exception_text_18" = internal constant [35 x i8] c"numeric conversion is out of range\00"
@"exception_text_19" = internal constant [27 x i8] c"ARX-RUNTIME-CONVERSION-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_20", i32 0, i32 0
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
  %"exception.text_ptr.9" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_20", i32 0, i32 0
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

@"exception_text_20" = internal constant [39 x i8] c"builtins.exceptions::class::ValueError\00"
@"exception_text_21" = internal constant [21 x i8] c"ARX-RUNTIME-LIST-001\00"
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
  %"exception.text_ptr.6" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_22", i32 0, i32 0
  %"exception.text_ptr.7" = getelementptr inbounds [40 x i8], [40 x i8]* @"exception_text_23", i32 0, i32 0
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
  %"exception.text_ptr.10" = getelementptr inbounds [39 x i8], [39 x i8]* @"exception_text_22", i32 0, i32 0
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

@"exception_text_22" = internal constant [39 x i8] c"builtins.exceptions::class::IndexError\00"
@"exception_text_23" = internal constant [40 x i8] c"builtins.exceptions::class::LookupError\00"
declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

declare external void @"irx_exception_trace"(i8* %".1", i8* %".2", i32 %".3", i32 %".4")

define internal i32 @"irx.drop.class_objects::class::Shape"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"class_objects__Shape"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = getelementptr %"class_objects__Shape", %"class_objects__Shape"* %".5", i32 0, i32 3
  %".12" = load i8*, i8** %".11"
  call void @"free"(i8* %".12")
  store i8* null, i8** %".11"
  %".15" = load i32, i32* %"first_status"
  ret i32 %".15"
}

@"str_utf8_719126095664145694_140403583928976" = internal constant [6 x i8] c"shape\00"
declare external void @"irx_class_complete"(i8* %".1")

@"fmt_4094499389822396407" = internal constant [5 x i8] c"%.6f\00"
declare external i32 @"snprintf"(i8* %".1", i64 %".2", i8* %".3", ...)

@"exception_text_24" = internal constant [36 x i8] c"string formatting size query failed\00"
@"exception_text_25" = internal constant [23 x i8] c"ARX-RUNTIME-STRING-002\00"
@"exception_text_26" = internal constant [36 x i8] c"string formatting allocation failed\00"
@"exception_text_27" = internal constant [31 x i8] c"string formatting write failed\00"
define internal i32 @"irx.drop.class_objects::class::Rect"(i8* %".1", i8* %".2", i8* %".3")
{
entry:
  %".5" = bitcast i8* %".2" to %"class_objects__Rect"*
  %"first_status" = alloca i32
  store i32 0, i32* %"first_status"
  %".7" = alloca [256 x i8]
  %".8" = getelementptr [256 x i8], [256 x i8]* %".7", i32 0, i32 0
  store i8 0, i8* %".8"
  %".10" = call i32 @"irx_class_completed"(i8* %".2")
  %".11" = icmp sgt i32 %".10", 1
  br i1 %".11", label %"entry.if", label %"entry.endif"
entry.if:
  %".13" = call i8* @"irx_exception_cleanup_enter"(i8* %".1")
  %".14" = call i32 @"class_objects__Rect__method____del____overload__instance____del____irx_default__fixed__NoneType"(i8* %".1", %"class_objects__Rect"* %".5")
  call void @"irx_exception_cleanup_leave"(i8* %".1", i8* %".13")
  call void @"irx_class_record"(i32 %".14", i8* %".8", i32* %"first_status", i8* %".3")
  br label %"entry.endif"
entry.endif:
  %".18" = getelementptr %"class_objects__Rect", %"class_objects__Rect"* %".5", i32 0, i32 3
  %".19" = load i8*, i8** %".18"
  call void @"free"(i8* %".19")
  store i8* null, i8** %".18"
  %".22" = load i32, i32* %"first_status"
  ret i32 %".22"
}

@"str_utf8_719126095664145694_140403582404816" = internal constant [6 x i8] c"shape\00"
@"fmt_471128556879171503" = internal constant [5 x i8] c"%lld\00"
@"str_utf8_4675516957381923429_140403580823952" = internal constant [4 x i8] c"end\00"
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

