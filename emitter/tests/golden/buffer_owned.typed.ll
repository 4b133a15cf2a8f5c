; ModuleID = 'buffer_owned'
source_filename = "buffer_owned"
target triple = "x86_64-pc-linux-gnu"

%irx_buffer_view = type { i8*, i8*, i8*, i32, i64*, i64*, i64, i32 }

@shape = private unnamed_addr constant [2 x i64] [i64 2, i64 3], align 8
@.str = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1

declare i32 @irx_buffer_view_new_owned(i64, i32, i64*, %irx_buffer_view*)
declare i8* @irx_buffer_last_error()
declare void @__arx_assert_fail(i8*, i32, i32, i8*) noreturn
declare i32 @irx_buffer_view_retain(%irx_buffer_view*)
declare i32 @irx_buffer_view_release(%irx_buffer_view*)

define void @f() {
entry:
  %slot = alloca %irx_buffer_view, align 8
  %shape = getelementptr inbounds [2 x i64], [2 x i64]* @shape, i64 0, i64 0
  %status = call i32 @irx_buffer_view_new_owned(i64 11, i32 2, i64* %shape, %irx_buffer_view* %slot)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  %message = call i8* @irx_buffer_last_error()
  call void @__arx_assert_fail(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 3, i32 7, i8* %message)
  unreachable

ok:
  %owned = load %irx_buffer_view, %irx_buffer_view* %slot
  store %irx_buffer_view %owned, %irx_buffer_view* %slot
  %status.1 = call i32 @irx_buffer_view_retain(%irx_buffer_view* %slot)
  %failed.1 = icmp ne i32 %status.1, 0
  br i1 %failed.1, label %check_failed, label %ok.1

ok.1:
  store %irx_buffer_view %owned, %irx_buffer_view* %slot
  %status.2 = call i32 @irx_buffer_view_release(%irx_buffer_view* %slot)
  %failed.2 = icmp ne i32 %status.2, 0
  br i1 %failed.2, label %check_failed, label %ok.2

ok.2:
  %released = load %irx_buffer_view, %irx_buffer_view* %slot
  ret void
}
