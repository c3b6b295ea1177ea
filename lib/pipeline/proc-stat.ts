/**
 * The fields of a /proc/<pid>/stat line after the command name, which may itself hold spaces and
 * parentheses (so it is cut at the last ")"): index 0 is the state (field 3 of stat(5)), 1 the
 * parent pid, 11–14 utime, stime, cutime and cstime in clock ticks, 21 the resident pages.
 */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Clock ticks per second on Linux (stat(5)'s times are in these). */
export const TICKS_PER_SECOND = 100;
