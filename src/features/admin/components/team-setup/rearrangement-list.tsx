import { ErrorMessage } from '../../../../components/error-message';
import { Spinner } from '../../../../components/spinner';
import { formatDate } from '../../../../lib/format-date';
import { useDecideRearrangement, useTeamRearrangements } from '../../api/team-setup-api';

const STATE_TEXT = { proposed: "awaiting the other captain", accepted: 'accepted, awaiting your approval', approved: 'moved', declined: 'declined', withdrawn: 'withdrawn' } as const;

/** The season's rearrangements: the captains' proposals and answers, and the approval of an accepted date. */
export function RearrangementList({ leagueId, needsApproval }: { leagueId: number; needsApproval: boolean }) {
  const list = useTeamRearrangements(leagueId);
  const decide = useDecideRearrangement();
  return (
    <section className="card space-y-3" aria-labelledby="rearrangements-title" data-testid="rearrangements">
      <h2 id="rearrangements-title" className="text-xl font-bold">
        Rearranged matches
      </h2>
      <p className="text-sm text-slate-700">
        A captain proposes up to three dates on the match page; the other captain accepts one or declines.{' '}
        {needsApproval ? 'An accepted date waits for your approval here.' : 'An accepted date moves the match at once (tick "A rearranged date needs my approval" above to approve each).'}
      </p>
      {list.isPending ? <Spinner label="Loading..." /> : null}
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      {list.data?.length === 0 ? <p className="text-sm text-slate-600">None this season.</p> : null}
      <ul className="divide-y divide-slate-200">
        {list.data?.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span>
              {r.fixture.division}: {r.fixture.home} v {r.fixture.away}, {formatDate(r.fixture.date)}
              {r.fixture.date !== r.fixture.original_date ? ` (first drawn for ${formatDate(r.fixture.original_date)})` : ''}. {r.proposed_by.name} proposed{' '}
              {r.dates.map(formatDate).join(', ')}: {STATE_TEXT[r.state]}
              {r.chosen_date && r.state !== 'approved' ? ` (${formatDate(r.chosen_date)})` : ''}.
            </span>
            {r.state === 'accepted' ? (
              <span className="flex gap-2">
                <button type="button" className="btn-primary text-sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, approve: true })}>
                  Approve {formatDate(r.chosen_date!)}
                </button>
                <button type="button" className="btn-secondary text-sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, approve: false })}>
                  Refuse
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {decide.error ? <ErrorMessage error={decide.error} /> : null}
    </section>
  );
}
