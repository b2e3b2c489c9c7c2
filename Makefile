# waitwise - build with `make` (gcc or clang, C11, no dependencies beyond libc).
#   make            build/waitwise
#   make check      all tests (lit + FileCheck; installs Debian packages if missing)
#   make SAN=1      build with AddressSanitizer + UndefinedBehaviorSanitizer into build-san/
#   make DEBUG=1    a debug build into build-debug/: passes check their output (the
#                   kernel-IR verifier after every pipelined loop nest and lowering;
#                   a failure is an internal error, exit status 70)
CC      ?= cc
CFLAGS  ?= -O2 -g
WFLAGS  := -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wno-unused-parameter
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Iinclude -Isrc
# the reader parses big files on several threads (POSIX threads, in libc)
THREADS := -pthread
ifeq ($(SAN),1)
BUILD   ?= build-san
CFLAGS  := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
CPPFLAGS += -DWW_DEBUG
LDFLAGS += -fsanitize=address,undefined
else ifeq ($(DEBUG),1)
BUILD   ?= build-debug
CFLAGS  := -O1 -g
CPPFLAGS += -DWW_DEBUG
else
BUILD   ?= build
endif

LIB_SRCS := $(wildcard src/support/*.c src/target/*.c src/asm/*.c src/wait/*.c src/kir/*.c src/machine/*.c src/verify/*.c src/pipeline/*.c src/api/*.c)
CLI_SRCS := $(wildcard src/cli/*.c)
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/obj/%.o)
DEPS     := $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d)

all: $(BUILD)/waitwise

$(BUILD)/libwaitwise.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

$(BUILD)/waitwise: $(CLI_OBJS) $(BUILD)/libwaitwise.a
	$(CC) $(CFLAGS) $(THREADS) $(LDFLAGS) -o $@ $^

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WFLAGS) $(CFLAGS) $(THREADS) -MMD -MP -c -o $@ $<

check: all
	tests/run-tests.sh $(BUILD)

clean:
	rm -rf build build-san build-debug

.PHONY: all check clean
-include $(DEPS)
