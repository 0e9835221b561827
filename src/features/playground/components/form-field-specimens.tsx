import { useState } from 'react';

/** Text inputs in their three states: default (typed into), disabled and invalid with its message. */
export function FormFieldSpecimens() {
  const [text, setText] = useState('');
  return (
    <div className="card grid gap-6 sm:grid-cols-3">
      <div>
        <label htmlFor="pg-input" className="block text-sm font-medium text-slate-700">Default</label>
        <input id="pg-input" className="input mt-1" placeholder="Search Player Name..." value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div>
        <label htmlFor="pg-disabled" className="block text-sm font-medium text-slate-700">Disabled (read-only value)</label>
        <input id="pg-disabled" className="input mt-1 disabled:bg-slate-100" value="52.63" disabled readOnly />
      </div>
      <div>
        <label htmlFor="pg-invalid" className="block text-sm font-medium text-slate-700">Invalid</label>
        <input id="pg-invalid" className="input mt-1 border-red-600" aria-invalid="true" aria-describedby="pg-invalid-msg" defaultValue="0.5" />
        <p id="pg-invalid-msg" className="mt-1 text-sm text-red-700">Decimal odds must be at least 1.</p>
      </div>
    </div>
  );
}
