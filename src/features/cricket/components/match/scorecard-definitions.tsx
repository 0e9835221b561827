/** The rules behind the figures, stated where they are used. */
export function ScorecardDefinitions() {
  return (
    <section className="card mt-6" aria-labelledby="definitions-heading" data-testid="scorecard-definitions">
      <h2 id="definitions-heading" className="text-lg font-semibold text-slate-900">
        How this scorecard is counted
      </h2>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold text-slate-800">Team wickets: </dt>
          <dd className="inline">
            every dismissal except &quot;retired hurt&quot; and &quot;retired not out&quot;; a batter who retired hurt and did not return is shown
            retired hurt and counted not out.
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Partnership: </dt>
          <dd className="inline">
            every run (extras included) and legal ball from the fall of one wicket to the fall of the next, or to the end of the innings
            (unbroken, marked *); its batters are those at the crease during it (three when one retired).
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Maiden: </dt>
          <dd className="inline">
            a completed over bowled by one bowler that concedes none of the bowler&apos;s runs (byes and leg byes do not spoil it; an over shared
            by two bowlers is no one&apos;s maiden).
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Bowler&apos;s runs and overs: </dt>
          <dd className="inline">
            runs off the bat plus wides and no-balls (byes, leg byes and penalty runs are not the bowler&apos;s); overs count legal balls (not
            wides or no-balls): 27.3 is 27 overs and 3 balls.
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Balls and strike rate: </dt>
          <dd className="inline">a batter&apos;s balls are every delivery he faced except wides; strike rate is runs per 100 balls.</dd>
        </div>
      </dl>
    </section>
  );
}
