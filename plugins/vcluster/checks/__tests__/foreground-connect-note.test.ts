import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPage } from '../consistency';
import { holdsTerminal } from '../foreground-connect';

/** Page lines of the issues the note check reports on a page built from these parts. */
const flagged = (...parts: string[]) =>
  checkPage(parts.join('\n'), {})
    .filter((i) => i.message.includes('ends this block'))
    .map((i) => i.line);

const block = (...commands: string[]) => ['```bash', ...commands, '```'].join('\n');

test('a block ending with a holding command, then more commands on the page without a word, is flagged', () => {
  // Line 3 is the connect inside the first block.
  assert.deepEqual(flagged('# T', '```bash', 'vcluster connect my-vc -n team-x', '```', '', 'List the namespaces:', '', block('kubectl get ns')), [3]);
  assert.deepEqual(flagged(block('helm repo update', 'vcluster create my-vc \\', '  --namespace team-x'), '', 'Then:', block('vcluster delete my-vc')), [3]);
  // A later holding command is a command too, and a block of another language in between is passed over.
  assert.deepEqual(flagged(block('vcluster create my-vc'), '```yaml', 'a: 1', '```', block('vcluster connect my-vc')), [2]);
  // The next step written in a returning form still needs the busy terminal.
  assert.deepEqual(
    flagged(block('vcluster create my-vc --upgrade -f vcluster.yaml'), 'Restart:', block('vcluster connect my-vc -- kubectl rollout restart deploy/x')),
    [2],
  );
  const [issue] = checkPage([block('vcluster create my-vc'), block('kubectl get ns')].join('\n'), {}).filter((i) => i.message.includes('ends this block'));
  assert.match(issue.message, /— add a note after the block .* second terminal .* --connect=false/);
});

test('a note between the blocks, or an admonition right after the block, passes', () => {
  assert.deepEqual(
    flagged(block('vcluster connect my-vc'), 'The command keeps running. Open a second terminal for the next steps.', block('kubectl get ns')),
    [],
  );
  assert.deepEqual(
    flagged(
      block('vcluster connect my-vc'),
      ':::note',
      'It forwards the port in the foreground; continue in another terminal.',
      ':::',
      block('kubectl get ns'),
    ),
    [],
  );
  assert.deepEqual(flagged(block('vcluster create my-vc'), 'Use a new terminal for the rest of this guide.', block('kubectl get ns')), []);
  // … and so does a returning variant of the same command offered in the text.
  assert.deepEqual(flagged(block('vcluster create my-vc'), 'Or run `vcluster create my-vc --connect=false` and connect later.', block('kubectl get ns')), []);
  // A note of another kind does not.
  assert.deepEqual(flagged(block('vcluster create my-vc'), 'Or run `vcluster connect my-vc -- kubectl get ns`.', block('kubectl get ns')), [2]);
});

test('returning forms, the platform driver and a page where nothing follows pass', () => {
  assert.deepEqual(flagged(block('vcluster create my-vc --connect=false'), block('vcluster connect my-vc -- kubectl get ns'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(block('vcluster connect my-vc -- kubectl get ns'), block('kubectl get pods')), []);
  assert.deepEqual(flagged(block('vcluster connect my-vc --driver platform'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(block('vcluster use driver platform'), block('vcluster create my-vc --project p'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(block('vcluster create my-vc --expose'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(block('vcluster connect my-vc &'), block('kubectl get ns')), []);
  assert.deepEqual(flagged('# T', block('kubectl create ns team-x'), block('vcluster create my-vc -n team-x'), 'Done.'), []);
  // Blocks without commands (output, comments) are not later steps; a prompted line is a command.
  assert.deepEqual(flagged(block('vcluster connect my-vc'), '```text', 'NAME STATUS', '```', block('# nothing to run')), []);
  assert.deepEqual(flagged(block('vcluster connect my-vc'), '```console', '$ kubectl get ns', 'NAME STATUS', '```'), [2]);
  assert.equal(holdsTerminal('vcluster create my-vc --expose'), false);
  assert.equal(holdsTerminal('vcluster create my-vc --expose=false'), true);
});

test('a create whose values give the control plane a LoadBalancer connects through it and returns', () => {
  const lb = ['```yaml title="vcluster.yaml"', 'controlPlane:', '  service:', '    spec:', '      type: LoadBalancer', '```'].join('\n');
  const plain = ['```yaml title="vcluster.yaml"', 'sync:', '  toHost:', '    ingresses:', '      enabled: true', '```'].join('\n');
  assert.deepEqual(flagged(lb, block('vcluster create my-vc -n team-x --values ./vcluster.yaml'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(block('vcluster create my-vc --set controlPlane.service.spec.type=LoadBalancer'), block('kubectl get ns')), []);
  assert.deepEqual(flagged(plain, block('vcluster create my-vc -f vcluster.yaml'), block('kubectl get ns')), [8]);
  assert.deepEqual(flagged(lb, block('vcluster create my-vc -f other.yaml'), block('kubectl get ns')), [8]);
  assert.equal(holdsTerminal('vcluster create my-vc -f base.yaml -f lb.yaml', 'helm', new Set(['lb.yaml'])), false);
  assert.equal(holdsTerminal('vcluster connect my-vc', 'helm', new Set(['lb.yaml'])), true);
});

test('blocks in the other tabs of the same <Tabs> are alternatives, not later steps', () => {
  const tabs = [
    '<Tabs>',
    '<TabItem value="helm">',
    block('vcluster create my-vc'),
    '</TabItem>',
    '<TabItem value="platform">',
    block('vcluster platform create vcluster my-vc --project p'),
    '</TabItem>',
    '</Tabs>',
  ];
  assert.deepEqual(flagged(...tabs), []);
  // The block after the tabs is a later step.
  assert.deepEqual(flagged(...tabs, block('kubectl get ns')), [4]);
  assert.deepEqual(flagged(...tabs, 'Keep it running and use a second terminal:', block('kubectl get ns')), []);
  // A later group of tabs holds later steps too.
  assert.deepEqual(flagged(block('vcluster connect my-vc'), '<Tabs>', '<TabItem value="a">', block('kubectl get ns'), '</TabItem>', '</Tabs>'), [2]);
});
