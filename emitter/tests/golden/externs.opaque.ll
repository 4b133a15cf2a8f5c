; ModuleID = 'externs'
source_filename = "externs"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%f\00", align 1

declare double @sqrt(double)
declare i32 @snprintf(ptr, i64, ptr, ...)
declare i32 @puts(ptr)
declare void @exit(i32) noreturn

define void @f() {
entry:
  %slot = alloca [512 x i8], align 8
  %sqrt = call double @sqrt(double 0x4000000000000000)
  %printed = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %slot, i64 512, ptr @.str, double %sqrt)
  %puts = call i32 @puts(ptr %slot)
  call void @exit(i32 0)
  unreachable
}
