/**
 * The one CSV module (RFC 4180), shared by the league import and export (`api/admin`), the people register
 * (`api/cricket/import/register.ts`) and the browser downloads (`src/lib/download-csv.ts`). Pure: no Node, no DOM.
 *
 * Reading: comma-separated fields, a field in double quotes may hold commas, line breaks and doubled quotes;
 * CRLF, LF or CR line ends; an optional UTF-8 byte-order mark; blank lines are skipped. Strict where RFC 4180
 * is: a quote inside an unquoted field, text after a closing quote and an unclosed quoted field are errors
 * naming the line (a lenient reader would silently merge every later record into one field).
 *
 * Writing: a field holding a comma, a quote or a line break is quoted; lines end CRLF. Spreadsheet formulas
 * are escaped: a text cell beginning with `=`, `+`, `-` or `@` (after any apostrophes) gets one leading `'`,
 * so a spreadsheet shows it as text instead of running it. A cell that is a plain number ("-1.25") is not a
 * formula and is written as it is. `parseCsv(text, { unescapeFormulas: true })` removes exactly that escape,
 * so writing then reading gives back every cell exactly.
 */

export interface CsvRecord {
  /** The line the record starts on (1-based), for error messages. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: string };

export interface CsvParseOptions {
  /** Remove the formula escape `csvField` writes (one `'` before `'*[=+-@]`). Default false. */
  unescapeFormulas?: boolean;
}

export type CsvValue = string | number | null | undefined;

const ESCAPED_FORMULA = /^'+[=+\-@]/;
const NEEDS_ESCAPE = /^'*[=+\-@]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function parseCsv(text: string, options: CsvParseOptions = {}): CsvParse {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const unescape = options.unescapeFormulas === true;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let i = 0;
  let quoted = false;
  let atFieldStart = true;
  const endField = () => {
    fields.push(unescape && ESCAPED_FORMULA.test(field) ? field.slice(1) : field);
    field = '';
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is skipped.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
  };
  while (i < src.length) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = src[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return { ok: false, line, reason: 'text after a closing quote' };
        }
        continue;
      }
      if (ch === '\n' || (ch === '\r' && src[i + 1] !== '\n')) line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
      i++;
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
      continue;
    }
    if (ch === '"') return { ok: false, line, reason: 'a quote inside an unquoted field' };
    field += ch;
    atFieldStart = false;
    i++;
  }
  if (quoted) return { ok: false, line: start, reason: 'a quoted field is never closed' };
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

/** The rows of a CSV text as arrays of fields; throws an Error naming the line when the text is not valid CSV. */
export function parseCsvRows(text: string, options: CsvParseOptions = {}): string[][] {
  const parsed = parseCsv(text, options);
  if (!parsed.ok) throw new Error(`line ${parsed.line}: ${parsed.reason}`);
  return parsed.records.map((r) => r.fields);
}

/** One CSV field: formula-escaped (see the module comment), then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && NEEDS_ESCAPE.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A whole CSV text: the header line, then one line per row, every line ending CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => csvLine(r)).join('\r\n') + '\r\n';
}
