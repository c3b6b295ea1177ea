/**
 * A shell block must not put a command after a `vcluster connect` or `vcluster create` that keeps
 * the terminal: against a remote host cluster without a running Docker, both hold a port-forward in
 * the foreground until Ctrl+C, so a reader who pastes the block never reaches the next command.
 *
 * What holds and what returns, read in pkg/cli/connect_helm.go, create_helm.go, connect_platform.go
 * and cmd/vclusterctl/cmd/connect.go (the same at v0.20.0 … v0.29.x and main):
 *  - holds: `vcluster connect NAME` with the helm driver. connect() ends in `return <-cmd.errorChan`
 *    whenever it started a port-forward, and it starts one when no server address is known
 *    (`cmd.Server == ""`). The flags that change only what is written do not change that:
 *    `--print` prints the kubeconfig and then waits; `--update-current=false` writes the file and
 *    then waits. `--background-proxy` (on by default) starts a proxy container only when Docker is
 *    running and falls back to the port-forward otherwise, which this check cannot know.
 *  - holds: `vcluster create` with the helm driver unless `--connect=false`: after installing it
 *    calls ConnectHelm (also for `--print`, and for an existing release without `--upgrade`).
 *  - returns: `vcluster connect … -- CMD` runs CMD against the port-forward, then closes it.
 *  - returns: `vcluster connect … --server URL`: no port-forward, or one stopped at once.
 *  - returns: `vcluster create … --expose`, or values that make the control plane's service a
 *    LoadBalancer (`--set controlPlane.service.spec.type=LoadBalancer`, or `-f FILE` where FILE is a
 *    YAML block with that title earlier on the page): setServerIfExposed (connect_helm.go) waits
 *    for the load balancer's address and uses it as the server.
 *  - returns: the platform driver (`--driver platform`, or the page switched it earlier with
 *    `vcluster use driver platform` / `login --use-driver platform`): ConnectPlatform writes the
 *    kubeconfig without a port-forward. `vcluster platform connect …` and `vcluster platform create
 *    vcluster` always go through the platform and are not matched here.
 *  - returns: `--help` / `-h`.
 * A holding command that is the last command of its block is left alone here: nothing in the block
 * is lost. Whether the page then tells the reader that it keeps running and where the next steps go
 * is checked by foreground-connect-note.ts, from what readShellBlocks reports about the block's end.
 * A holding command sent to the background with `&` is flagged too: the next command races the
 * context switch and may run against the host cluster.
 */
import { shellSegments, shellWords } from './shell-words';
import { parseDocumentOnce } from './yaml-once';

export interface BlockIssue {
  /** 1-based line within the block's body. */
  line: number;
  message: string;
}

type Driver = 'helm' | 'platform';

/** strconv.ParseBool's false spellings, which cobra accepts for `--flag=value`. */
const FALSE = new Set(['false', 'FALSE', 'False', 'f', 'F', '0']);

/** The value of `--name value` / `--name=value` before the `--` that starts a command. */
function flagValue(words: string[], name: string): string | undefined {
  for (let i = 0; i < words.length && words[i] !== '--'; i++) {
    if (words[i] === `--${name}`) return words[i + 1] ?? '';
    if (words[i].startsWith(`--${name}=`)) return words[i].slice(name.length + 3);
  }
  return undefined;
}

/** Every value of a repeatable flag (`-f a.yaml -f b.yaml`, `--values=c.yaml`) before the `--` that starts a command. */
function flagValues(words: string[], ...names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length && words[i] !== '--'; i++) {
    if (names.includes(words[i]) && i + 1 < words.length) out.push(words[++i]);
    else for (const n of names) if (n.startsWith('--') && words[i].startsWith(`${n}=`)) out.push(words[i].slice(n.length + 1));
  }
  return out;
}

/** A file name as a page's code block title or a `-f` value names it: its base name. */
export const fileKey = (file: string) => file.split('/').pop() ?? file;

/** Does a YAML values text set the control plane's service to a LoadBalancer? */
export function setsLoadBalancer(yamlText: string): boolean {
  const doc = parseDocumentOnce(yamlText);
  return !doc.errors.length && doc.getIn(['controlPlane', 'service', 'spec', 'type']) === 'LoadBalancer';
}

const hasFlag = (words: string[], ...names: string[]) => {
  const end = words.includes('--') ? words.indexOf('--') : words.length;
  return words.slice(0, end).some((w) => names.includes(w));
};

/** The `vcluster` sub-command a segment runs ('connect', 'create', 'use', …), with its words after `vcluster`. */
export function vclusterCommand(segment: string): { sub: string; words: string[] } | undefined {
  const words = shellWords(segment);
  let i = 0;
  while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i])) i++; // VAR=value prefixes
  // The CLI registered as a kubectl plugin is the same binary (kubectl passes the rest through).
  if (words[i] === 'kubectl' && words[i + 1] === 'vcluster') i++;
  if (words[i] !== 'vcluster' && words[i] !== 'kubectl-vcluster') return undefined;
  const rest = words.slice(i + 1);
  const sub = rest.find((w) => !w.startsWith('-'));
  return sub ? { sub, words: rest } : undefined;
}

/** The driver a command leaves the CLI on, when it switches it. */
function switchesDriver(command: { sub: string; words: string[] }): Driver | undefined {
  const plain = command.words.filter((w) => !w.startsWith('-'));
  if (plain[0] === 'use' && plain[1] === 'driver' && (plain[2] === 'platform' || plain[2] === 'helm')) return plain[2];
  const login = plain[0] === 'login' || (plain[0] === 'platform' && plain[1] === 'login');
  const value = login ? flagValue(command.words, 'use-driver') : undefined;
  if (value === 'platform' || value === 'helm') return value;
  if (plain[0] === 'platform' && plain[1] === 'logout') return 'helm';
  return undefined;
}

/**
 * Does this `vcluster connect` / `vcluster create` keep the terminal (see the table above)?
 * `loadBalancerFiles`: the base names of the values files on the page that make the control
 * plane's service a LoadBalancer.
 */
export function holdsTerminal(segment: string, driver: Driver = 'helm', loadBalancerFiles: ReadonlySet<string> = new Set()): boolean {
  const command = vclusterCommand(segment);
  if (!command || (command.sub !== 'connect' && command.sub !== 'create')) return false;
  const { words } = command;
  if (hasFlag(words, '--help', '-h')) return false;
  if ((flagValue(words, 'driver') ?? driver) === 'platform') return false;
  if (command.sub === 'connect') return !words.includes('--') && !flagValue(words, 'server');
  const expose = flagValue(words, 'expose');
  if (hasFlag(words, '--expose') || (expose !== undefined && !FALSE.has(expose))) return false;
  if (flagValues(words, '-f', '--values').some((f) => loadBalancerFiles.has(fileKey(f)))) return false;
  if (flagValues(words, '--set').includes('controlPlane.service.spec.type=LoadBalancer')) return false;
  const connect = flagValue(words, 'connect');
  return !(connect !== undefined && FALSE.has(connect) && !hasFlag(words, '--print'));
}

interface Command {
  text: string;
  /** 1-based line in the block where it starts. */
  line: number;
}

/**
 * The commands of a shell block: continuation lines joined, comments, heredoc bodies and blank
 * lines dropped; where the block shows prompts (`$ `), only prompted lines are commands and the
 * rest is output.
 */
export function blockCommands(body: string[]): Command[] {
  const prompted = body.some((l) => /^\s*\$\s/.test(l));
  const out: Command[] = [];
  for (let j = 0; j < body.length; j++) {
    const raw = body[j];
    if (prompted && !/^\s*\$\s/.test(raw)) continue;
    const line = j + 1;
    let text = raw.replace(/^\s*\$\s+/, '').trim();
    while (text.endsWith('\\') && j + 1 < body.length) text = `${text.slice(0, -1)} ${body[++j].trim()}`;
    const heredoc = /<<-?\s*['"]?([A-Za-z_]\w*)['"]?/.exec(text);
    if (heredoc) while (j + 1 < body.length && body[j + 1].trim() !== heredoc[1]) j++;
    if (heredoc && j + 1 < body.length) j++; // the terminator
    if (text && !text.startsWith('#')) out.push({ text, line });
  }
  return out;
}

/** The holding command a block ends with: nothing after it in the block, and not sent to the background. */
export interface HoldAtEnd {
  /** 1-based line in the block where its command starts. */
  line: number;
  sub: 'connect' | 'create';
}

export interface BlockReading {
  issues: BlockIssue[];
  /** How many commands the block has (0: output only, or comments). */
  commands: number;
  holdsAtEnd?: HoldAtEnd;
}

/**
 * Reads one page's shell blocks in page order, so a driver switch carries over: for each block the
 * commands that never run after a holding command, and the holding command it ends with, if any.
 */
export function readShellBlocks(loadBalancerFiles: ReadonlySet<string> = new Set()) {
  let driver: Driver = 'helm';
  return (body: string[]): BlockReading => {
    const issues: BlockIssue[] = [];
    let holdsAtEnd: HoldAtEnd | undefined;
    const commands = blockCommands(body);
    commands.forEach((command, k) => {
      const segments = shellSegments(command.text);
      segments.forEach((segment, s) => {
        const vcluster = vclusterCommand(segment.text);
        const switched = vcluster && switchesDriver(vcluster);
        if (switched) driver = switched;
        if (!holdsTerminal(segment.text, driver, loadBalancerFiles)) return;
        // Commands piped from it run alongside; the first one after its pipeline never does.
        let end = s;
        while (segments[end]?.op === '|') end++;
        const after = segments[end + 1]?.text ?? commands[k + 1]?.text;
        const name = vcluster!.sub as HoldAtEnd['sub'];
        if (!after) {
          // The block's last pipeline: it keeps the terminal unless sent to the background.
          if (segments[end]?.op !== '&') holdsAtEnd = { line: command.line, sub: name };
          return;
        }
        issues.push({
          line: command.line,
          message:
            `"vcluster ${name}" keeps a port-forward in the foreground (remote host cluster, no Docker), so "${after.slice(0, 60)}" after it in this block never runs: ` +
            (name === 'connect'
              ? 'run it as "vcluster connect NAME -- COMMAND", or end the block there and continue in a second terminal'
              : 'add --connect=false and connect later, or end the block there and continue in a second terminal'),
        });
      });
    });
    return { issues, commands: commands.length, holdsAtEnd };
  };
}

/** The rule for one page: blocks are given in page order, so a driver switch carries over. */
export function foregroundConnectRule() {
  const read = readShellBlocks();
  return (body: string[]): BlockIssue[] => read(body).issues;
}
