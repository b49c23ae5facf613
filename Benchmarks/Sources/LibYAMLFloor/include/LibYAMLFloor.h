#ifndef LIBYAML_FLOOR_H
#define LIBYAML_FLOOR_H

#include <stddef.h>

/// Parses `length` bytes with libyaml's event API (yaml_parser_parse), doing nothing with
/// the events: the floor the generator benchmarks compare against. Returns the number of
/// events, or -1 when libyaml reports an error.
long libyaml_event_parse(const unsigned char *input, size_t length);

#endif
