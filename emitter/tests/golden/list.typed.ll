; ModuleID = 'list'
source_filename = "list"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"irx_list_append failed\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1

declare i32 @irx_list_append({ i8*, i64, i64, i64 }*, i8*)
declare void @__arx_assert_fail(i8*, i32, i32, i8*) noreturn
declare i8* @irx_list_at({ i8*, i64, i64, i64 }*, i64)
declare void @irx_list_destroy({ i8*, i64, i64, i64 }*)

define void @f() {
entry:
  %list = alloca { i8*, i64, i64, i64 }, align 8
  %slot = alloca i32, align 4
  %list_init = insertvalue { i8*, i64, i64, i64 } zeroinitializer, i64 4, 3
  store { i8*, i64, i64, i64 } %list_init, { i8*, i64, i64, i64 }* %list
  store i32 5, i32* %slot
  %cast = bitcast i32* %slot to i8*
  %status = call i32 @irx_list_append({ i8*, i64, i64, i64 }* %list, i8* %cast)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  call void @__arx_assert_fail(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 3, i32 7, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0))
  unreachable

ok:
  %item_ptr = call i8* @irx_list_at({ i8*, i64, i64, i64 }* %list, i64 0)
  %cast.1 = bitcast i8* %item_ptr to i32*
  %item = load i32, i32* %cast.1
  %length = getelementptr inbounds { i8*, i64, i64, i64 }, { i8*, i64, i64, i64 }* %list, i32 0, i32 1
  %length.1 = load i64, i64* %length
  call void @irx_list_destroy({ i8*, i64, i64, i64 }* %list)
  ret void
}
