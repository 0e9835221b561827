/** Collects the buffers of every typed array inside a result (the postMessage transfer list). */
export function collectTransferables(value: unknown, limit = 10_000): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let visited = 0;
  while (stack.length > 0 && visited < limit) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    visited++;
    if (ArrayBuffer.isView(v)) {
      if (v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) found.add(v.buffer);
      continue;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return [...found];
}
