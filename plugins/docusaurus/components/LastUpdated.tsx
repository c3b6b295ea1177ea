/**
 * `@theme/LastUpdated` where the site's installed theme has none: theme-classic's sentence ("Last
 * updated on <b>date</b> by <b>author</b>"), each part its translatable message, the date in the
 * page's locale and calendar (theme-common's useDateTimeFormat, UTC).
 */
import Translate from './Translate';
import { useDateTimeFormat } from './theme-common-internal';

function AtDate({ lastUpdatedAt }: { lastUpdatedAt: number }) {
  const date = new Date(lastUpdatedAt);
  const formatted = useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatted}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function ByUser({ lastUpdatedBy }: { lastUpdatedBy: string }) {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  return (
    <span className="theme-last-updated">
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <ByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
