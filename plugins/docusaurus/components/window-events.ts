/** A useSyncExternalStore subscription to window events: the engine's own (a choice made on this page) and `storage` (one made in another tab). */
export function windowEvents(own: string): (onChange: () => void) => () => void {
  return (onChange) => {
    window.addEventListener(own, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(own, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
