import { useSiteOrigin } from '../../../lib/page-meta';

/**
 * "Add to calendar": a `webcal:` link that subscribes a calendar app to the feed (it fetches the feed again, so a
 * moved fixture moves and a result shows), and a download of the same .ics file for a one-off import.
 */
export function AddToCalendar({ feedPath, fileName, what }: { feedPath: string; fileName: string; what: string }) {
  const origin = useSiteOrigin();
  const webcal = `${origin.replace(/^https?:/, 'webcal:')}${feedPath}`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm" data-testid="add-to-calendar">
      <span className="font-medium text-slate-800">Add to calendar:</span>
      <a href={webcal} className="link" data-testid="calendar-subscribe">
        Subscribe to {what}
      </a>
      <a href={feedPath} download={fileName} className="link" data-testid="calendar-download">
        Download .ics
      </a>
    </p>
  );
}
