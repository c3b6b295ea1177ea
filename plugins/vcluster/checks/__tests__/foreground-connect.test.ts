import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockCommands, foregroundConnectRule, holdsTerminal } from '../foreground-connect';
import { checkPage } from '../consistency';
import { shellSegments } from '../shell-words';

const flagged = (body: string[]) => foregroundConnectRule()(body).map((i) => i.line);

test('connect and create hold the terminal unless the form returns', () => {
  assert.equal(holdsTerminal('vcluster connect my-vc -n team-x'), true);
  assert.equal(holdsTerminal('vcluster connect my-vc -n team-x --print'), true);
  assert.equal(holdsTerminal('vcluster connect my-vc -n team-x --update-current=false'), true);
  assert.equal(holdsTerminal('vcluster connect my-vc -n team-x --background-proxy'), true);
  assert.equal(holdsTerminal('vcluster connect my-vc --service-account kube-system/ci --print'), true);
  assert.equal(holdsTerminal('vcluster create my-vc -n team-x -f vcluster.yaml'), true);
  assert.equal(holdsTerminal('vcluster create my-vc --upgrade'), true);
  assert.equal(holdsTerminal('vcluster create my-vc --connect=false --print'), true);
  assert.equal(holdsTerminal('vcluster create my-vc --connect=true'), true);
  assert.equal(holdsTerminal('kubectl vcluster connect my-vc -n team-x'), true);
  assert.equal(holdsTerminal('KUBECONFIG=host.yaml vcluster create my-vc'), true);

  assert.equal(holdsTerminal('vcluster connect my-vc -n team-x -- kubectl get ns'), false);
  assert.equal(holdsTerminal('vcluster connect my-vc --server=https://vc.example.com'), false);
  assert.equal(holdsTerminal('vcluster connect my-vc --server https://vc.example.com'), false);
  assert.equal(holdsTerminal('vcluster connect my-vc --driver platform'), false);
  assert.equal(holdsTerminal('vcluster connect my-vc', 'platform'), false);
  assert.equal(holdsTerminal('vcluster create my-vc --connect=false'), false);
  assert.equal(holdsTerminal('vcluster create my-vc --connect=0 -f v.yaml'), false);
  assert.equal(holdsTerminal('vcluster create my-vc --driver=platform'), false);
  assert.equal(holdsTerminal('vcluster connect --help'), false);
  assert.equal(holdsTerminal('vcluster platform connect vcluster my-vc --project p'), false);
  assert.equal(holdsTerminal('vcluster platform create vcluster my-vc --project p'), false);
  assert.equal(holdsTerminal('vcluster disconnect'), false);
  assert.equal(holdsTerminal('kubectl get ns'), false);
  assert.equal(holdsTerminal('kubectl vcluster connect my-vc -- kubectl get ns'), false);
});

test('a holding command followed by another command is flagged, on its own line', () => {
  assert.deepEqual(flagged(['vcluster connect my-vc -n team-x', 'kubectl get ns']), [1]);
  assert.deepEqual(flagged(['# first connect', 'vcluster create my-vc \\', '  --namespace team-x', '', 'kubectl get pods -n team-x']), [2]);
  assert.deepEqual(flagged(['vcluster connect my-vc --print > vc.kubeconfig', 'kubectl --kubeconfig vc.kubeconfig get ns']), [1]);
  assert.deepEqual(flagged(['vcluster connect my-vc && kubectl get ns']), [1]);
  assert.deepEqual(flagged(['vcluster connect my-vc & kubectl get ns']), [1]);
  // Heredoc bodies are not commands, but the command after them is.
  assert.deepEqual(flagged(['vcluster connect my-vc', 'kubectl apply -f - <<EOF', 'kind: Pod', 'EOF']), [1]);
});

test('returning forms, a holding command last, output lines and comments pass', () => {
  assert.deepEqual(flagged(['vcluster connect my-vc -n team-x -- kubectl get ns', 'kubectl get pods -n team-x']), []);
  assert.deepEqual(flagged(['vcluster create my-vc --connect=false', 'vcluster connect my-vc -- kubectl get ns']), []);
  assert.deepEqual(flagged(['kubectl get pods -n team-x', 'vcluster connect my-vc -n team-x', '# keep this terminal open']), []);
  assert.deepEqual(flagged(['vcluster connect my-vc --print | tee vc.kubeconfig']), []);
  assert.deepEqual(flagged(['$ vcluster connect my-vc', 'done Switched active kube context to vcluster_my-vc', '- Use CTRL+C to return']), []);
  assert.deepEqual(flagged(['vcluster connect my-vc --server=https://vc.example.com', 'kubectl get ns']), []);
  assert.deepEqual(flagged(['vcluster connect my-vc -- kubectl apply -f - <<EOF', 'vcluster connect x', 'EOF', 'kubectl get ns']), []);
});

test('a driver switch earlier on the page carries over to later blocks', () => {
  const rule = foregroundConnectRule();
  assert.deepEqual(rule(['vcluster use driver platform']), []);
  assert.deepEqual(rule(['vcluster connect my-vc --project p', 'kubectl get ns']), []);
  assert.deepEqual(rule(['vcluster use driver helm']), []);
  assert.deepEqual(rule(['vcluster connect my-vc', 'kubectl get ns']).length, 1);
  const login = foregroundConnectRule();
  assert.deepEqual(login(['vcluster platform login https://p.example.com --use-driver platform', 'vcluster create my-vc --project p', 'kubectl get ns']), []);
});

test('blocks split into commands; lines into segments at control operators', () => {
  assert.deepEqual(
    blockCommands(['a \\', '  b', '# c', 'cat <<EOF', 'x', 'EOF', 'd']).map((c) => [c.line, c.text]),
    [
      [1, 'a  b'],
      [4, 'cat <<EOF'],
      [7, 'd'],
    ],
  );
  assert.deepEqual(
    shellSegments(`a "x && y" && b 2>&1 | c; d $(e; f) & g # h; i`).map((s) => [s.text, s.op]),
    [
      ['a "x && y"', '&&'],
      ['b 2>&1', '|'],
      ['c', ';'],
      ['d $(e; f)', '&'],
      ['g', ''],
    ],
  );
});

test('checkPage reports the rule at the page line of the holding command', () => {
  const page = [
    '# T',
    '',
    '```bash',
    'vcluster create my-vc -n team-x',
    'kubectl get pods -n team-x',
    '```',
    '',
    '```sh',
    'vcluster connect my-vc',
    '```',
  ].join('\n');
  const issues = checkPage(page, {}).filter((i) => i.message.includes('port-forward'));
  assert.deepEqual(
    issues.map((i) => i.line),
    [4],
  );
  assert.match(issues[0].message, /add --connect=false/);
});
