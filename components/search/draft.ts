/** What was typed before the search dialog's code arrived; the dialog takes it over when it mounts. */
export interface Draft {
  current: string;
}
