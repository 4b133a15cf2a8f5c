; ModuleID = 'assert'
source_filename = "assert"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"1 < 2\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"g.arx\00", align 1

declare void @__arx_assert_fail(ptr, i32, i32, ptr) noreturn

define void @f() {
entry:
  %c = icmp slt i32 1, 2
  br i1 %c, label %assert_ok, label %assert_fail

assert_fail:
  call void @__arx_assert_fail(ptr @.str.1, i32 3, i32 7, ptr @.str)
  unreachable

assert_ok:
  ret void
}
