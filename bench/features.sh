#!/usr/bin/env bash
# Prints the -D flags that switch on the harness metrics our runtime can run:
# the array and tensor functions (while they are in progress) and the
# extensions only we have. Derived from the generated header.
set -u
header=${1:-include/irx_runtime.h}
has() { grep -q "\\b$1(" "$header"; }
flags=()
has irx_arrow_array_builder_new && flags+=(-DBENCH_HAVE_ARRAYS)
has irx_arrow_tensor_builder_new && flags+=(-DBENCH_HAVE_TENSORS)
has irx_arrow_array_builder_append_values && flags+=(-DBENCH_HAVE_ARRAY_APPEND_VALUES)
has irx_arrow_tensor_builder_append_values && flags+=(-DBENCH_HAVE_TENSOR_APPEND_VALUES)
echo "${flags[@]}"
