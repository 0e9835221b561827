import { useRef, useState } from 'react';
import { useAddResult, type AdminMatch } from '../api/admin-api';
import { localToday } from '../../../../common/date-text';
import {
  checkMatchForm,
  EMPTY_FIELDS,
  parseFixtureWeight,
  refusalProblem,
  resultFieldProblem,
  allFilled,
  type FieldProblem,
  type MatchFormValues,
} from '../utils/add-match-validation';

type Phase = 'edit' | 'confirm' | 'submitting';

const fresh = (): MatchFormValues => ({ ...EMPTY_FIELDS, date: localToday(), weight: '1' });

/**
 * The add form's state: its values, the step (edit, confirm, saving), the problem shown (checked with the API's
 * rules before confirming, or the API's own refusal) and the match once added.
 */
export function useAddMatchForm() {
  const add = useAddResult();
  const [values, setValues] = useState<MatchFormValues>(fresh);
  const [phase, setPhase] = useState<Phase>('edit');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<AdminMatch | null>(null);
  // Guards against a second submission before React re-renders (double clicks).
  const submitted = useRef(false);

  function change(key: keyof MatchFormValues, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    setFailed(false);
    // Once the four result fields are filled their rules re-run on every change (the rest at the next review).
    if (allFilled(next)) setProblem(resultFieldProblem(next));
    else if (problem?.message !== 'All fields are required') setProblem(null);
  }

  function review() {
    const found = checkMatchForm(values);
    setProblem(found);
    setFailed(false);
    if (!found) setPhase('confirm');
  }

  function reset() {
    setValues(fresh());
    setAdded(null);
    setProblem(null);
    setFailed(false);
    setPhase('edit');
  }

  async function confirm() {
    const w = parseFixtureWeight(values.weight);
    if (submitted.current || !w.ok) return;
    submitted.current = true;
    setPhase('submitting');
    try {
      const match = await add.mutateAsync({
        player1Id: Number(values.player1Id),
        player2Id: Number(values.player2Id),
        score1: Number(values.score1),
        score2: Number(values.score2),
        ...(w.value !== undefined ? { fixtureWeight: w.value } : {}),
        // Today's results are stamped with the time they are entered; another day's with that date.
        ...(values.date !== localToday() ? { gameDate: values.date } : {}),
      });
      setAdded(match);
      setValues((v) => ({ ...v, ...EMPTY_FIELDS }));
      setProblem(null);
    } catch (err) {
      // The API's reason, next to the field it names (or under the form when it names none of them).
      setProblem(refusalProblem(err));
      setFailed(true);
    } finally {
      submitted.current = false;
      setPhase('edit');
    }
  }

  return { values, phase, problem, failed, added, change, review, reset, confirm, back: () => setPhase('edit'), clearAdded: () => setAdded(null) };
}
