'use client';
import { useRef, useState } from 'react';
import type { ConfigIssue } from '@/plugins/vcluster/browser/validate-config';

type Validate = (text: string) => ConfigIssue[];

/**
 * Paste a configuration file and check it against the schema in the browser. The validator
 * (ajv, the YAML parser) and the schema load on first use, so other pages never pay for them.
 */
/** The field's id: the page's HTML has it before its scripts load. */
const INPUT_ID = 'config-validator-input';

/**
 * What the reader already wrote into the page's field, which this render would replace (text pasted
 * before the scripts loaded: the lazy boundary may render the form anew after hydration), else `example`.
 */
function textSoFar(example: string): string {
  // (Only in a browser: the server's render has no field to read.)
  if (typeof HTMLTextAreaElement === 'undefined') return example;
  const field = document.getElementById(INPUT_ID);
  return field instanceof HTMLTextAreaElement ? field.value : example;
}

export function ConfigValidator({ schemaUrl, fileName, example = '' }: { schemaUrl: string; fileName: string; example?: string }) {
  const [text, setText] = useState(() => textSoFar(example));
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'error'; issues?: ConfigIssue[]; error?: string }>({ status: 'idle' });
  const validator = useRef<Promise<Validate> | null>(null);

  const run = async () => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      validator.current ??= Promise.all([
        import('@/plugins/vcluster/browser/validate-config'),
        fetch(schemaUrl).then((r) => {
          if (!r.ok) throw new Error(`could not load the schema (HTTP ${r.status})`);
          return r.json();
        }),
      ]).then(([mod, schema]) => mod.createValidator(schema));
      const validate = await validator.current;
      setState({ status: 'done', issues: validate(text) });
    } catch (err) {
      validator.current = null;
      setState({ status: 'error', error: (err as Error).message });
    }
  };

  return (
    <div className="config-validator">
      <label htmlFor={INPUT_ID} className="config-validator-label">
        Your {fileName}
      </label>
      <textarea
        id={INPUT_ID}
        className="config-validator-input"
        spellCheck={false}
        rows={16}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={`Paste your ${fileName} here`}
      />
      <button type="button" className="config-validator-run button-primary" onClick={run} disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Validating…' : 'Validate'}
      </button>
      <div className="config-validator-result" role="status" aria-live="polite">
        {state.status === 'error' ? <p className="config-validator-fail">{state.error}</p> : null}
        {state.status === 'done' && state.issues?.length === 0 ? <p className="config-validator-ok">No problems found: the file matches the schema.</p> : null}
        {state.status === 'done' && state.issues?.length ? (
          <>
            <p className="config-validator-fail">
              {state.issues.length} problem{state.issues.length === 1 ? '' : 's'} found:
            </p>
            <ul className="config-validator-issues">
              {state.issues.map((issue, i) => (
                <li key={i}>
                  {issue.line ? <span className="issue-pos">{`${issue.line}:${issue.column}`}</span> : null} {issue.path ? <code>{issue.path}</code> : null}{' '}
                  {issue.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
