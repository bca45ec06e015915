// An LD_PRELOAD allocation counter for touchkit-counts (scripts/perf-guard.sh builds it with the toolchain's clang
// into .build/perf-guard/). It replaces the C allocator's entry points, counts every allocation and free with the
// usable size glibc gives the block, and forwards to glibc's own implementation (`__libc_malloc` and friends, so no
// dlsym bootstrap is needed). The executable reads the totals through `touchkit_allocation_counts`, which it finds
// with dlsym; without the shim preloaded the symbol is missing and the executable reports no allocation figures.
//
// Counted natively on purpose: under valgrind the allocator is valgrind's, whose exact usable sizes make arrays grow
// more often than with glibc (docs/Performance.md). The model is swift-nio's allocation-counter tests.
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

// allocations, frees, allocated bytes (usable), freed bytes (usable).
static uint64_t counts[4];

static void counted_allocation(void *pointer) {
    if (pointer == NULL) return;
    __atomic_fetch_add(&counts[0], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&counts[2], malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

static void counted_free(void *pointer) {
    if (pointer == NULL) return;
    __atomic_fetch_add(&counts[1], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&counts[3], malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

/// Copies the four totals since the process started into `out`: allocations, frees, allocated and freed bytes.
__attribute__((visibility("default"))) void touchkit_allocation_counts(uint64_t out[4]) {
    for (int index = 0; index < 4; index++) out[index] = __atomic_load_n(&counts[index], __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    counted_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    counted_allocation(pointer);
    return pointer;
}

// A realloc counts as a free of the old block and an allocation of the new one (what growing an array costs).
void *realloc(void *old, size_t size) {
    if (old != NULL) counted_free(old);
    void *pointer = __libc_realloc(old, size);
    counted_allocation(pointer);
    return pointer;
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    counted_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    counted_free(pointer);
    __libc_free(pointer);
}
