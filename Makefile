# waitwise - build with `make` (gcc or clang, C11, no dependencies beyond libc).
#   make            build/waitwise
#   make check      all tests (lit + FileCheck; installs Debian packages if missing)
#   make SAN=1      build with AddressSanitizer + UndefinedBehaviorSanitizer into build-san/
#   make shared     build/libwaitwise.so (the library for ctypes and other FFIs)
#   make install PREFIX=/usr/local [DESTDIR=...] [PYTHONDIR=...]
#                   bin/waitwise, lib/libwaitwise.{a,so}, the Python package
#                   (PYTHONDIR/waitwise), include/waitwise/waitwise.h,
#                   lib/pkgconfig/waitwise.pc, share/man/man1/waitwise.1 (made from
#                   docs/user-guide.md by scripts/md2man.awk), share/doc/waitwise/
#                   (LICENSE and docs/*.md, which the man page names)
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

LIB_SRCS := $(wildcard src/support/*.c src/target/*.c src/asm/*.c src/wait/*.c src/kir/*.c src/machine/*.c src/verify/*.c src/pipeline/*.c src/lower/*.c src/gather/*.c src/object/*.c src/api/*.c)
CLI_SRCS := $(wildcard src/cli/*.c)
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(BUILD)/obj/%.o)
DEPS     := $(LIB_OBJS:.o=.d) $(CLI_OBJS:.o=.d) $(LIB_SRCS:%.c=$(BUILD)/pic/%.d)

all: $(BUILD)/waitwise

$(BUILD)/libwaitwise.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	@rm -f $@  # (a member whose source moved or went must not stay)
	$(AR) rcs $@ $^

$(BUILD)/waitwise: $(CLI_OBJS) $(BUILD)/libwaitwise.a
	$(CC) $(CFLAGS) $(THREADS) $(LDFLAGS) -o $@ $^

# the instruction table's hash index, made at build time by a host program
GEN := $(BUILD)/gen
HOSTCC ?= $(CC)
$(GEN)/inst_index.inc: tools/gen-inst-index/gen_inst_index.c src/target/amdgpu_insts.inc src/target/inst_table.h src/target/inst_flags.h
	@mkdir -p $(@D)
	$(HOSTCC) $(CPPFLAGS) $(WFLAGS) -O1 -o $(GEN)/gen-inst-index $<
	$(GEN)/gen-inst-index > $@.tmp && mv $@.tmp $@
$(BUILD)/obj/src/target/inst_table.o: $(GEN)/inst_index.inc
$(BUILD)/obj/src/target/inst_table.o: CPPFLAGS += -I$(GEN)

# the HTML pages (explain --format=html, verify --format=html, pipeline
# --explain=html): each src/cli/NAME.html's lines as C strings, included by
# src/cli/NAME_html.c
HTML_PAGES := explain verify pipeline
$(GEN)/%_html.inc: src/cli/%.html
	@mkdir -p $(@D)
	awk '{ gsub(/\\/, "&&"); gsub(/"/, "\\\""); print "\"" $$0 "\\n\"," }' $< > $@.tmp && mv $@.tmp $@
$(HTML_PAGES:%=$(BUILD)/obj/src/cli/%_html.o): $(BUILD)/obj/src/cli/%_html.o: $(GEN)/%_html.inc
$(HTML_PAGES:%=$(BUILD)/obj/src/cli/%_html.o): CPPFLAGS += -I$(GEN)

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WFLAGS) $(CFLAGS) $(THREADS) -MMD -MP -c -o $@ $<

# the shared library (for Python's ctypes and other FFIs), from position-
# independent copies of the library's objects: `make shared`
# ABI is the soname's number: bumped with every change to the layout of a
# public struct or the meaning of a call (WAITWISE_ABI in waitwise.h)
ABI      := $(shell sed -n 's/^\#define WAITWISE_ABI \([0-9]*\).*/\1/p' include/waitwise/waitwise.h)
PIC_OBJS := $(LIB_SRCS:%.c=$(BUILD)/pic/%.o)
shared: $(BUILD)/libwaitwise.so
$(BUILD)/libwaitwise.so: $(PIC_OBJS) src/api/exports.map
	$(CC) $(CFLAGS) $(THREADS) $(LDFLAGS) -shared -Wl,-soname,libwaitwise.so.$(ABI) \
	  -Wl,--version-script=src/api/exports.map -o $@ $(PIC_OBJS)
$(BUILD)/pic/src/target/inst_table.o: $(GEN)/inst_index.inc
$(BUILD)/pic/src/target/inst_table.o: CPPFLAGS += -I$(GEN)
$(BUILD)/pic/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WFLAGS) $(CFLAGS) $(THREADS) -fPIC -MMD -MP -c -o $@ $<

check: all
	tests/run-tests.sh $(BUILD)

PREFIX  ?= /usr/local
VERSION := $(shell sed -n 's/^\#define API_VERSION "\(.*\)"/\1/p' src/api/api.c)

# like the .pc, made on every run: it names the installed docs under PREFIX
DOCDIR := $(PREFIX)/share/doc/waitwise
$(BUILD)/waitwise.1: FORCE
	@mkdir -p $(@D)
	@awk -v version=$(VERSION) -v docdir=$(DOCDIR) -f scripts/md2man.awk docs/user-guide.md > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# made on every run, kept when unchanged: its prefix is PREFIX's value now,
# which make cannot see as a prerequisite (an install into another prefix
# after `make check` must not keep the test's temporary prefix)
$(BUILD)/waitwise.pc: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$${prefix}/lib' 'includedir=$${prefix}/include' '' \
	  'Name: waitwise' 'Description: plans, lowers and checks AMDGPU wait-counter synchronisation' \
	  'Version: $(VERSION)' 'Libs: -L$${libdir} -lwaitwise -pthread' 'Cflags: -I$${includedir}' > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# the Python package (python/waitwise): where Debian's python3 looks for
# /usr/local installs is .../python3.N/dist-packages; set PYTHONDIR to it,
# or PYTHONPATH to this
PYTHONDIR ?= $(PREFIX)/lib/python3/dist-packages
install: $(BUILD)/waitwise $(BUILD)/libwaitwise.a $(BUILD)/libwaitwise.so $(BUILD)/waitwise.1 $(BUILD)/waitwise.pc
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig \
	  $(DESTDIR)$(PREFIX)/include/waitwise $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(DOCDIR)/internals
	install -m 755 $(BUILD)/waitwise $(DESTDIR)$(PREFIX)/bin/waitwise
	install -m 644 $(BUILD)/libwaitwise.a $(DESTDIR)$(PREFIX)/lib/libwaitwise.a
	install -m 755 $(BUILD)/libwaitwise.so $(DESTDIR)$(PREFIX)/lib/libwaitwise.so.$(ABI)
	ln -sf libwaitwise.so.$(ABI) $(DESTDIR)$(PREFIX)/lib/libwaitwise.so
	install -d $(DESTDIR)$(PYTHONDIR)/waitwise
	install -m 644 python/waitwise/__init__.py $(DESTDIR)$(PYTHONDIR)/waitwise/__init__.py
	printf 'LIBRARY = "%s"\n' '$(PREFIX)/lib/libwaitwise.so.$(ABI)' > $(DESTDIR)$(PYTHONDIR)/waitwise/_installed.py
	install -m 644 include/waitwise/waitwise.h include/waitwise/kir.h $(DESTDIR)$(PREFIX)/include/waitwise/
	install -m 644 $(BUILD)/waitwise.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/waitwise.pc
	install -m 644 $(BUILD)/waitwise.1 $(DESTDIR)$(PREFIX)/share/man/man1/waitwise.1
	install -m 644 LICENSE docs/*.md $(DESTDIR)$(DOCDIR)/
	install -m 644 docs/internals/*.md $(DESTDIR)$(DOCDIR)/internals/

clean:
	rm -rf build build-san build-debug

.PHONY: all check clean install shared FORCE
FORCE:
-include $(DEPS)
