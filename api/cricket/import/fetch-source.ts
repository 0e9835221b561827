/**
 * GETs a Cricsheet file (the archive, the people register) within `timeoutMs`. Any failure, a network error
 * (named by its code, as ENOTFOUND offline) or an answer other than 2xx with a body, is an Error saying
 * "Could not download {url}: ...", the message the import logs and the coverage page reports.
 */
export async function fetchSource(url: string, timeoutMs: number): Promise<Response & { body: ReadableStream<Uint8Array> }> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`Could not download ${url}: ${cause?.code || cause?.message || (e as Error).message}`);
  }
  if (!res.ok || !res.body) throw new Error(`Could not download ${url}: HTTP ${res.status}`);
  return res as Response & { body: ReadableStream<Uint8Array> };
}
