/*
 * api.h - what the waitwise command uses of the library beyond the public
 * interface (waitwise.h): one input's bytes run through a job whether they
 * are assembly text or a code object (an ELF code object, an offload
 * bundle, a HIP executable).
 */
#ifndef WW_API_H
#define WW_API_H

#include "waitwise/waitwise.h"

/* A job of the public interface: waitwise_check, _explain, _print, _cost. */
typedef waitwise_status (*api_job_fn)(const char *name, const char *text, size_t len,
                                      const waitwise_options *o, char **out, char **diags);

/* An ELF file, an offload bundle or a compressed one (read as a code object). */
int api_is_code_object(const char *data, size_t len);

/* Runs job over data[0..len), named display: assembly text as it is; a
 * code object (o->mcpu must match its processor) as one input per device
 * code object, named "DISPLAY[ENTRY]" for a bundle's, each output whole
 * (o->write is not used), outputs and diagnostics joined in order, each
 * part's diagnostics after its reader's warnings (unless o->no_warnings)
 * and, under o->time_report, the reading's time report. Returns the worst
 * waitwise_status, or -1 with err (nothing to free) when the code object
 * cannot be read. */
int api_run_input(api_job_fn job, const char *display, const char *data, size_t len,
                     const waitwise_options *o, char **out, char **diags, char *err, size_t errlen);

#endif
