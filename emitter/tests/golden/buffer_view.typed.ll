; ModuleID = 'buffer_view'
source_filename = "buffer_view"
target triple = "x86_64-pc-linux-gnu"

%irx_buffer_view = type { i8*, i8*, i8*, i32, i64*, i64*, i64, i32 }

@shape = private unnamed_addr constant [1 x i64] [i64 4], align 8
@strides = private unnamed_addr constant [1 x i64] [i64 4], align 8

define void @f() {
entry:
  %data = alloca [4 x i32], align 8
  %dtype = inttoptr i64 4 to i8*
  %cast = bitcast [4 x i32]* %data to i8*
  %cast.1 = bitcast [1 x i64]* @shape to i64*
  %cast.2 = bitcast [1 x i64]* @strides to i64*
  %view = insertvalue %irx_buffer_view undef, i8* %cast, 0
  %view.1 = insertvalue %irx_buffer_view %view, i8* null, 1
  %view.2 = insertvalue %irx_buffer_view %view.1, i8* %dtype, 2
  %view.3 = insertvalue %irx_buffer_view %view.2, i32 1, 3
  %view.4 = insertvalue %irx_buffer_view %view.3, i64* %cast.1, 4
  %view.5 = insertvalue %irx_buffer_view %view.4, i64* %cast.2, 5
  %view.6 = insertvalue %irx_buffer_view %view.5, i64 0, 6
  %view.7 = insertvalue %irx_buffer_view %view.6, i32 17, 7
  %data.1 = extractvalue %irx_buffer_view %view.7, 0
  %offset = extractvalue %irx_buffer_view %view.7, 6
  %at = add i64 %offset, 1
  %byte = getelementptr inbounds i8, i8* %data.1, i64 %at
  store i8 65, i8* %byte
  %data.2 = extractvalue %irx_buffer_view %view.7, 0
  %offset.1 = extractvalue %irx_buffer_view %view.7, 6
  %strides = extractvalue %irx_buffer_view %view.7, 5
  %stride_ptr = getelementptr inbounds i64, i64* %strides, i64 0
  %stride = load i64, i64* %stride_ptr
  %step = mul i64 2, %stride
  %at.1 = add i64 %offset.1, %step
  %elem_byte = getelementptr inbounds i8, i8* %data.2, i64 %at.1
  %cast.3 = bitcast i8* %elem_byte to i32*
  store i32 9, i32* %cast.3
  %data.3 = extractvalue %irx_buffer_view %view.7, 0
  %offset.2 = extractvalue %irx_buffer_view %view.7, 6
  %strides.1 = extractvalue %irx_buffer_view %view.7, 5
  %stride_ptr.1 = getelementptr inbounds i64, i64* %strides.1, i64 0
  %stride.1 = load i64, i64* %stride_ptr.1
  %step.1 = mul i64 2, %stride.1
  %at.2 = add i64 %offset.2, %step.1
  %elem_byte.1 = getelementptr inbounds i8, i8* %data.3, i64 %at.2
  %cast.4 = bitcast i8* %elem_byte.1 to i32*
  %elem = load i32, i32* %cast.4
  ret void
}
