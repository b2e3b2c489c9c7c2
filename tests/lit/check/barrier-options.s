; The barrier rules' warnings obey the warning options as every category
; does: -w silences them (and -w -Werror does not fail on them),
; -Werror=barrier-divergent makes them errors. Before, only -Wno-CAT and
; -Werror applied: -w printed the warning, -w -Werror exited 1.
; RUN: %waitwise check %s 2>&1 | FileCheck %s --check-prefix=WARN --match-full-lines -DFILE=%s
; RUN: %waitwise check -w %s 2>&1 | count 0
; RUN: %waitwise check -w -Werror %s 2>&1 | count 0
; RUN: not %waitwise check -Werror=barrier-divergent %s 2>&1 | FileCheck %s --check-prefix=ERR -DFILE=%s
; RUN: %waitwise check -Werror -Wno-error=barrier-divergent %s 2>&1 | FileCheck %s --check-prefix=WARN --match-full-lines -DFILE=%s
;
; SARIF keeps the barrier message and its note (before: the missing-wait
; note "'s_cbranch_execz' issued here, outstanding on " with no counter, and
; a related location at the program's first instruction), and no fix.
; RUN: %waitwise check --format=sarif %s > %t.sarif
; RUN: %python %S/../cli/Inputs/sarif_check.py %t.sarif | FileCheck %s --check-prefix=SARIFOK
; RUN: %python -c "import json, sys; [print(json.dumps(r, sort_keys=True)) for r in json.load(open(sys.argv[1]))['runs'][0]['results']]" %t.sarif | FileCheck %s --check-prefix=SARIF --implicit-check-not=outstanding --implicit-check-not=fixes
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .Ljoin
	s_barrier_signal -1
	s_barrier_wait -1
.Ljoin:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
; WARN:[[FILE]]:24:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 23 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; WARN-NEXT:   24 | 	s_barrier_signal -1
; WARN-NEXT:      | 	^~~~~~~~~~~~~~~~
; WARN-NEXT:[[FILE]]:23:2: note: the branch, 's_cbranch_execz', is here
; WARN:1 warning generated.
; ERR:[[FILE]]:24:2: error: 's_barrier_signal' may be skipped by some waves of a workgroup {{.*}} [-Wbarrier-divergent]
; ERR:1 error generated.
; SARIFOK: sarif_check: ok: {{[0-9]+}} rules, 1 results, 0 fixes
; SARIF: {"level": "warning", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "{{.*}}barrier-options.s"}, "region": {"endColumn": 18, "startColumn": 2, "startLine": 24}}}], "message": {"text": "'s_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 23 tests a value that may differ between waves (from the work-item id at the function's entry)"}, "relatedLocations": [{"id": 0, "message": {"text": "the branch, 's_cbranch_execz', is here"}, "physicalLocation": {"artifactLocation": {"uri": "{{.*}}barrier-options.s"}, "region": {"endColumn": 17, "startColumn": 2, "startLine": 23}}}], "ruleId": "barrier-divergent", "ruleIndex": 17}
