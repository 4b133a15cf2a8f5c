; ModuleID = 'list'
source_filename = "list"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"irx_list_append failed\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1

declare i32 @irx_list_append(ptr, ptr)
declare void @__arx_assert_fail(ptr, i32, i32, ptr) noreturn
declare ptr @irx_list_at(ptr, i64)
declare void @irx_list_destroy(ptr)

define void @f() {
entry:
  %list = alloca { ptr, i64, i64, i64 }, align 8
  %slot = alloca i32, align 4
  %list_init = insertvalue { ptr, i64, i64, i64 } zeroinitializer, i64 4, 3
  store { ptr, i64, i64, i64 } %list_init, ptr %list
  store i32 5, ptr %slot
  %status = call i32 @irx_list_append(ptr %list, ptr %slot)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %check_failed, label %ok

check_failed:
  call void @__arx_assert_fail(ptr @.str.1, i32 3, i32 7, ptr @.str)
  unreachable

ok:
  %item_ptr = call ptr @irx_list_at(ptr %list, i64 0)
  %item = load i32, ptr %item_ptr
  %length = getelementptr inbounds { ptr, i64, i64, i64 }, ptr %list, i32 0, i32 1
  %length.1 = load i64, ptr %length
  call void @irx_list_destroy(ptr %list)
  ret void
}
