/**
 * CSV as RFC 4180 writes it: comma-separated, fields with commas, quotes or line breaks in double quotes (a quote
 * inside doubled), CRLF or LF line ends, an optional UTF-8 byte-order mark. Each record keeps the line number it
 * starts on, so errors can point at the file.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: string };

export function parseCsv(text: string): CsvParse {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let i = 0;
  let quoted = false;
  let atFieldStart = true;
  const endRecord = () => {
    fields.push(field);
    // A blank line (one empty field) is skipped.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
    field = '';
    atFieldStart = true;
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
      if (ch === '\n') line++;
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
      fields.push(field);
      field = '';
      atFieldStart = true;
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

/** One CSV field, quoted when it holds a comma, a quote or a line break (the text itself is kept exactly). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}
