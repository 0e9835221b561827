/**
 * What a visitor does on the server-rendered page before React has attached to it (its scripts are still loading)
 * would otherwise be lost: a sort header tapped at once stays dead, and a value typed into a calculator shows in the
 * box while the page ignores it. The entry records both and the app hands them to React once the page has
 * hydrated. Links need no help (they navigate natively); from the moment hydration starts React handles events
 * itself, so recording stops there.
 */
export interface EarlyInput {
  /** Stops recording (call when React takes over the page). */
  stop: () => void;
  /** Replays what was recorded, if its elements are still on the page (call once hydrated). */
  replay: () => void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * Tells React that a field's value changed: React remembers the value it rendered (its value tracker, updated by the
 * element's own `value` setter) and only reports a change when the value differs from it, so the rendered value is
 * written through that setter first, the typed one through the prototype's (which React does not watch), and an
 * input event sent.
 */
function announce(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return; // nothing typed (React renders the value it was given as the default)
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function captureEarlyInput(doc: Document, rootId = 'root'): EarlyInput {
  let button: HTMLButtonElement | null = null;
  const fields = new Set<Field>();
  const inRoot = (el: Element) => doc.getElementById(rootId)?.contains(el) ?? false;
  const onClick = (e: MouseEvent) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (b && inRoot(b)) button = b;
  };
  const onInput = (e: Event) => {
    const t = e.target;
    if (isField(t) && t.type !== 'checkbox' && t.type !== 'radio' && inRoot(t)) fields.add(t);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  return {
    stop: () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
    },
    replay: () => {
      for (const f of fields) if (f.isConnected && !f.disabled) announce(f);
      fields.clear();
      const b = button;
      button = null;
      if (b?.isConnected && !b.disabled) b.click();
    },
  };
}
