/**
 * A shell block that ends with a `vcluster connect` or `vcluster create` that keeps the terminal
 * (see foreground-connect.ts for what holds and what returns) leaves the reader with a busy terminal:
 * with the helm driver against a remote host cluster and no Docker running, the CLI forwards the
 * virtual cluster's port in the foreground until Ctrl+C (with Docker it starts a background proxy
 * container and returns). When the page goes on with more commands in a later shell block, the
 * reader must be told: that the command keeps running and the next steps go in a second terminal
 * (where the kubeconfig's current context is already the virtual cluster's), or a form that
 * returns (`vcluster connect NAME -- COMMAND`, `vcluster create NAME --connect=false`).
 *
 * Flagged: such a block followed later on the page by a shell block with commands, where the text
 * between the two (prose, an admonition right after the block) says none of that and offers no
 * returning variant of the same command in inline code. Blocks in the other tabs of the same <Tabs>
 * are alternatives to the holding block, not later steps, and are passed over. A next block that
 * is itself written in a returning form does not count: the terminal is still busy.
 */
import { holdsTerminal, vclusterCommand, type BlockReading, type HoldAtEnd } from './foreground-connect';

/** One shell code block of a page, as checkPage found it. */
export interface ShellBlockAt {
  /** 0-based page lines of its opening and closing fences. */
  open: number;
  close: number;
  reading: BlockReading;
}

/** Text that tells the reader the command keeps running, or where the next commands go. */
const NOTE = [
  /\b(second|another|new|separate|other|different)\s+(terminal|shell)/i,
  /\bforeground\b/i,
  /\b(keeps?|stays?|remains?|is still)\s+(running|open|in the foreground)\b/i,
  /\bkeep\s+(it|this|that|the)\s+(\w+\s+)?(running|open)\b/i,
];

/** Is this `vcluster SUB …` written in a form that returns (`-- COMMAND`, `--connect=false`)? */
function returningForm(text: string, sub: HoldAtEnd['sub']): boolean {
  return vclusterCommand(text)?.sub === sub && !holdsTerminal(text);
}

/** Does the text between the two blocks tell the reader, or offer a returning variant in inline code? */
function tellsReader(between: string[], sub: HoldAtEnd['sub']): boolean {
  const text = between.join('\n');
  if (NOTE.some((re) => re.test(text))) return true;
  return [...text.matchAll(/`([^`\n]+)`/g)].some((m) => returningForm(m[1], sub));
}

/**
 * The issues of one page: `lines` is its source, `blocks` its shell blocks in page order (with the
 * reading of each, so the driver a page switched to earlier is respected).
 */
export function foregroundConnectNotes(lines: string[], blocks: ShellBlockAt[]): { line: number; message: string }[] {
  const issues: { line: number; message: string }[] = [];
  blocks.forEach((block, b) => {
    const hold = block.reading.holdsAtEnd;
    if (!hold) return;
    // Tabs opened and closed since the block: at depth 0 a new <TabItem> is a sibling of the block's tab.
    let depth = 0;
    let sibling = false;
    let from = block.close + 1;
    const between: string[] = [];
    for (const next of blocks.slice(b + 1)) {
      for (const line of lines.slice(from, next.open)) {
        for (const tag of line.matchAll(/<(\/?)(Tabs|TabItem)\b/g)) {
          if (tag[2] === 'Tabs') depth += tag[1] ? -1 : 1;
          else if (!tag[1] && depth === 0) sibling = true;
          if (depth < 0) [depth, sibling] = [0, false]; // left the block's <Tabs>
        }
        between.push(line);
      }
      from = next.close + 1;
      if (sibling || !next.reading.commands) continue;
      if (tellsReader(between, hold.sub)) return;
      const cmd = `vcluster ${hold.sub}`;
      issues.push({
        line: block.open + 1 + hold.line,
        message:
          `"${cmd}" ends this block and keeps a port-forward in the foreground (helm driver, remote host cluster, no Docker), but the page goes on with commands at line ${next.open + 2} and does not say so — ` +
          'add a note after the block that it keeps running and the next steps go in a second terminal (where kubectl already uses the virtual cluster), or use a form that returns (' +
          (hold.sub === 'connect' ? '"vcluster connect NAME -- COMMAND"' : '"vcluster create NAME --connect=false", then "vcluster connect NAME -- COMMAND"') +
          ')',
      });
      return;
    }
  });
  return issues;
}
