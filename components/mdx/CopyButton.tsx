import { Icon } from '@/components/layout/Icon';

/**
 * A copy button: plain markup that components/behaviour/CopyBehaviour brings to life, so a page
 * with code needs no hydration for it. It copies `text`, or the code of its enclosing .code-block.
 * Its one icon follows the state class (copy-idle, copy-ok, copy-fail): a copy mark, a check or a cross.
 */
export function CopyButton({ text, label = 'Copy code' }: { text?: string; label?: string }) {
  return (
    <button type="button" className="copy-button copy-idle" data-copy={text ?? ''} aria-label={label} title={label}>
      <Icon name="copy" size={16} />
    </button>
  );
}
