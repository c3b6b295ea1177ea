/**
 * Typed data behind the generated vCluster CLI reference.
 * One file per documented version: content/vcluster/<version>/_data/cli.json.
 * scripts/gen-cli.ts turns it into one MDX page per command (cli/vcluster_<sub>_<sub>.mdx).
 */

export type CliFlagType = 'bool' | 'string' | 'int' | 'int32' | 'int64' | 'duration' | 'stringArray' | 'strings' | 'stringToString' | 'bytesBase64';

export interface CliFlag {
  /** Long name without dashes, e.g. "namespace". */
  name: string;
  /** Single-letter shorthand without dash, e.g. "n". */
  shorthand?: string;
  type: CliFlagType;
  /** Default as the CLI prints it (e.g. "true", "5m0s", "[]"); omit when the default is the zero value. */
  default?: string;
  /** One sentence, in our own words. */
  description: string;
  /** Cobra's deprecation message (MarkDeprecated): the flag still works, and --help leaves it out. */
  deprecated?: string;
  /**
   * Hidden from --help without being deprecated (MarkHidden). Kept in the data so that the flag's
   * history is complete: a flag that --help stopped showing was not removed.
   */
  hidden?: boolean;
}

export interface CliExample {
  /** Optional sentence saying what the example does. */
  description?: string;
  /** One or more shell lines. */
  command: string;
}

export interface CliCommand {
  /** Full command path, space separated: "vcluster platform add cluster". */
  path: string;
  /** One-line summary (sentence case, no trailing period needed). */
  short: string;
  /** Longer description: Markdown paragraphs separated by blank lines. */
  long: string;
  /** Usage line, e.g. "vcluster create VCLUSTER_NAME [flags]". */
  usage: string;
  aliases?: string[];
  examples?: CliExample[];
  /** Flags defined on this command (not the inherited global ones). */
  flags: CliFlag[];
  deprecated?: string;
  /**
   * The release does not have this command; the page stays so that old links land on a note
   * that says what to use instead (e.g. "Removed in 0.20; use `vcluster platform add vcluster`.").
   */
  removed?: string;
}

/** Where each vCluster version keeps its CLI data, relative to the version folder. */
export const CLI_DATA_FILE = '_data/cli.json';

export interface CliData {
  /** The vCluster release this data describes, e.g. "0.27.0". */
  version: string;
  /** Flags every command inherits (the root command's persistent flags). */
  globalFlags: CliFlag[];
  commands: CliCommand[];
}

/**
 * The CLI of a release before the oldest documented one, as facts only (no descriptions): read
 * from the Go source at its tag by plugins/vcluster/facts/cobra.ts (scripts/extract-prior-cli.ts),
 * so the "what changed in v0.20" lists compare two sets of facts rather than memory.
 */
export interface PriorCli {
  /** The release read, e.g. "0.19.10". */
  version: string;
  /** Where the facts come from: repository, tag and folders. */
  source: string;
  globalFlags: PriorFlag[];
  commands: { path: string; aliases?: string[]; hidden?: boolean; deprecated?: string; flags: PriorFlag[] }[];
}

export type PriorFlag = Omit<CliFlag, 'description' | 'type'> & { type: string };

/** Where the prior release's CLI facts live, relative to the repository root. */
export const PRIOR_CLI_FILE = 'plugins/vcluster/data/cli-v0.19.json';
