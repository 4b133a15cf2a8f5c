; ModuleID = 'externs'
source_filename = "externs"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

declare double @sqrt(double)
declare i32 @printf(ptr, ...)
declare void @exit(i32) noreturn

define void @f() {
entry:
  %sqrt = call double @sqrt(double 0x4000000000000000)
  %printed = call i32 (ptr, ...) @printf(ptr @.str, double %sqrt)
  call void @exit(i32 0)
  unreachable
}
