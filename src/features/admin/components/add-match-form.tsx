import { useMemo, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PoolPlayer } from '../../../../contracts/league';
import { compareText } from '../../../../common/compare-text';
import { localToday } from '../../../../common/date-text';
import { WEIGHT_OPTIONS } from '../utils/add-match-validation';
import { ConfirmMatch } from './confirm-match';
import { MatchAdded } from './match-added';
import { MatchFields } from './match-fields';
import { NoSharedGroupWarning } from './no-shared-group-warning';
import { FixtureHintLine } from './fixture-hint';
import { useAddMatchForm } from './use-add-match-form';
import { linkTo } from '../../../../contracts/route-manifest';

const WEIGHTS = WEIGHT_OPTIONS.map((w) => ({ value: w, label: w === '1' ? '1 (normal)' : w }));

/** Record a result: the fields, then a confirm step, then what was added. */
export function AddMatchForm({ players }: { players: PoolPlayer[] }) {
  const [, navigate] = useLocation();
  const form = useAddMatchForm();
  const sorted = useMemo(() => [...players].sort((a, b) => compareText(a.name, b.name)), [players]);
  const nameOf = (id: string) => players.find((p) => String(p.id) === id)?.name ?? '';

  if (form.added && form.phase === 'edit') {
    return <MatchAdded match={form.added} onAnother={form.clearAdded} onDone={() => navigate(linkTo('/admin'))} />;
  }
  if (form.phase !== 'edit') {
    return (
      <ConfirmMatch
        values={form.values}
        nameOf={nameOf}
        saving={form.phase === 'submitting'}
        onEdit={form.back}
        onReset={form.reset}
        onConfirm={() => void form.confirm()}
      />
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.review();
  };
  return (
    <form className="card space-y-4" onSubmit={onSubmit} noValidate>
      <MatchFields
        values={form.values}
        players={sorted}
        weights={WEIGHTS}
        problem={form.problem}
        maxDate={localToday(new Date(Date.now() + 86_400_000))}
        choosePlayer="Select player"
        onChange={form.change}
      />
      <NoSharedGroupWarning player1Id={form.values.player1Id} player2Id={form.values.player2Id} />
      <FixtureHintLine player1Id={form.values.player1Id} player2Id={form.values.player2Id} date={form.values.date} />
      {form.failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Error adding match result
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Add Match
      </button>
    </form>
  );
}
