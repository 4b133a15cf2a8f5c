; ModuleID = 'externs'
source_filename = "externs"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%f\00", align 1

declare double @sqrt(double)
declare i32 @snprintf(i8*, i64, i8*, ...)
declare i32 @puts(i8*)
declare void @exit(i32) noreturn

define void @f() {
entry:
  %slot = alloca [512 x i8], align 8
  %sqrt = call double @sqrt(double 0x4000000000000000)
  %cast = bitcast [512 x i8]* %slot to i8*
  %printed = call i32 (i8*, i64, i8*, ...) @snprintf(i8* %cast, i64 512, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), double %sqrt)
  %puts = call i32 @puts(i8* %cast)
  call void @exit(i32 0)
  unreachable
}
