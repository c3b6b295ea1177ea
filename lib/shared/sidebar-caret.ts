/** The accessible name of a sidebar category's caret, open or closed (the markup's and the behaviour's). */
export const caretLabel = (open: boolean, label: string) => `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`;
