import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TeamMatch } from '../../../../contracts/team-league';
import { isDoublesFrame } from '../../../../common/pool-teams/division-format';
import { api, ApiClientError } from '../../../lib/api-client';
import { FieldError, FormProblem } from '../../../components/field-error';
import { LabelledField, LABEL } from '../../../components/labelled-field';

interface Row {
  home: string;
  away: string;
  /** The partners of a doubles frame ('' in a singles frame). */
  home2: string;
  away2: string;
  winner: '' | 'home' | 'away';
  balls: string;
}

/** Frame k's players: the side's squad in turn, a doubles frame the first two (the captain changes any of them). */
const startRows = (m: TeamMatch): Row[] =>
  Array.from({ length: m.division.format.frames }, (_, k) => {
    const doubles = isDoublesFrame(m.division.format, k + 1);
    const pick = (squad: TeamMatch['home_squad'], i: number) => String(squad[i % Math.max(1, Math.min(5, squad.length))]?.id ?? '');
    return {
      home: doubles ? String(m.home_squad[0]?.id ?? '') : pick(m.home_squad, k),
      away: doubles ? String(m.away_squad[0]?.id ?? '') : pick(m.away_squad, k),
      home2: doubles ? String(m.home_squad[1]?.id ?? '') : '',
      away2: doubles ? String(m.away_squad[1]?.id ?? '') : '',
      winner: '',
      balls: '0',
    };
  });

/**
 * The home captain's card: every frame on one screen, in the order played (home player, away player, who won, the
 * loser's balls). Refusals name the frame and field and show beside it; the card then awaits the away captain.
 */
export function CardForm({ match }: { match: TeamMatch }) {
  const [rows, setRows] = useState<Row[]>(() => startRows(match));
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const doubles = match.division.format.doublesFrames;
  const set = (k: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, i) => (i === k ? { ...r, ...patch } : r)));
  const submit = async () => {
    const missing = rows.findIndex((r) => !r.winner);
    if (missing >= 0) {
      setProblem({ field: `frames.${missing + 1}.homeScore`, message: `Frame ${missing + 1}: say who won` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api('playerSubmitCard', {
        body: {
          fixtureId: match.fixture.id,
          frames: rows.map((r) => ({
            homePlayers: r.home2 ? [Number(r.home), Number(r.home2)] : [Number(r.home)],
            awayPlayers: r.away2 ? [Number(r.away), Number(r.away2)] : [Number(r.away)],
            homeScore: r.winner === 'home' ? 10 : Number(r.balls),
            awayScore: r.winner === 'away' ? 10 : Number(r.balls),
          })),
        },
      });
      await qc.invalidateQueries({ queryKey: ['pool'] });
    } catch (err) {
      setProblem(err instanceof ApiClientError ? { field: err.field, message: err.message } : { message: String(err) });
    } finally {
      setBusy(false);
    }
  };
  const fieldFrame = problem?.field?.match(/^frames\.(\d+)\./)?.[1];
  const option = (p: { id: number; name: string }) => (
    <option key={p.id} value={p.id}>
      {p.name}
    </option>
  );
  return (
    <form
      className="card space-y-3"
      data-testid="card-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-xl font-semibold text-slate-900">Enter the card (home captain)</h2>
      <p className="text-sm text-slate-700">
        Each frame in the order played: who played, who won, and the balls the loser potted (0 to 7).{doubles ? ` The last ${doubles === 1 ? 'frame is a doubles frame' : `${doubles} frames are doubles frames`}: two players a side.` : ''} The away captain then confirms
        it or disputes it; it counts once confirmed.
      </p>
      <ol className="space-y-2">
        {rows.map((r, k) => (
          <li key={k} className="grid grid-cols-[2rem_1fr_1fr] items-center gap-x-2 gap-y-1 text-sm" data-testid={`frame-${k + 1}`}>
            <span className="font-semibold text-slate-700" aria-hidden="true">
              {k + 1}
            </span>
            <select aria-label={`Frame ${k + 1}: ${match.fixture.home.name} player`} value={r.home} onChange={(e) => set(k, { home: e.target.value })} className="input min-w-0">
              {match.home_squad.map(option)}
            </select>
            <select aria-label={`Frame ${k + 1}: ${match.fixture.away.name} player`} value={r.away} onChange={(e) => set(k, { away: e.target.value })} className="input min-w-0">
              {match.away_squad.map(option)}
            </select>
            {r.home2 !== '' || r.away2 !== '' ? (
              <>
                <span className="text-xs text-slate-600">and</span>
                <select aria-label={`Frame ${k + 1}: ${match.fixture.home.name} partner`} value={r.home2} onChange={(e) => set(k, { home2: e.target.value })} className="input min-w-0">
                  {match.home_squad.map(option)}
                </select>
                <select aria-label={`Frame ${k + 1}: ${match.fixture.away.name} partner`} value={r.away2} onChange={(e) => set(k, { away2: e.target.value })} className="input min-w-0">
                  {match.away_squad.map(option)}
                </select>
              </>
            ) : null}
            <span />
            <select aria-label={`Frame ${k + 1}: won by`} value={r.winner} onChange={(e) => set(k, { winner: e.target.value as Row['winner'] })} className="input min-w-0">
              <option value="">Won by…</option>
              <option value="home">{match.fixture.home.name}</option>
              <option value="away">{match.fixture.away.name}</option>
            </select>
            <select aria-label={`Frame ${k + 1}: loser's balls`} value={r.balls} onChange={(e) => set(k, { balls: e.target.value })} className="input min-w-0">
              {[0, 1, 2, 3, 4, 5, 6, 7].map((b) => (
                <option key={b} value={b}>
                  Loser {b} balls
                </option>
              ))}
            </select>
            {fieldFrame === String(k + 1) ? (
              <div className="col-span-3">
                <FieldError id={`frame-${k + 1}-error`} message={problem?.message} testId="frame-error" />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {problem && !fieldFrame ? <FormProblem message={problem.message} /> : null}
      <button type="submit" className="btn-primary" disabled={busy} data-testid="submit-card">
        Send the card to the away captain
      </button>
    </form>
  );
}

/** The away captain's answer to a card awaiting him: confirm, or dispute with a reason. */
export function CardAnswer({ match }: { match: TeamMatch }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const qc = useQueryClient();
  const card = match.card!;
  const act = async (what: 'confirm' | 'dispute') => {
    setProblem(null);
    try {
      if (what === 'confirm') await api('playerConfirmCard', { params: { id: card.id }, body: {} });
      else await api('playerDisputeCard', { params: { id: card.id }, body: { reason } });
      await qc.invalidateQueries({ queryKey: ['pool'] });
    } catch (err) {
      setProblem(err instanceof ApiClientError ? err.message : String(err));
    }
  };
  return (
    <div className="card space-y-2" data-testid="card-answer">
      <p className="text-sm text-slate-800">Away captain: is this card right?</p>
      <button type="button" className="btn-primary" onClick={() => void act('confirm')} data-testid="confirm-card">
        Confirm the card
      </button>
      <LabelledField label="Or say what is wrong" labelClassName={LABEL.plain}>
        {(control) => <input {...control} className="input mt-1 w-full" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />}
      </LabelledField>
      <button type="button" className="btn-secondary" onClick={() => void act('dispute')} disabled={reason.trim().length < 3}>
        Dispute it (the admin decides)
      </button>
      <FormProblem message={problem} />
    </div>
  );
}
