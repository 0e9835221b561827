import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvField, csvLine, parseCsv, parseCsvRows, toCsv } from './csv';

describe('CSV writing', () => {
  it('quotes fields with commas, quotes and line breaks, and ends lines CRLF', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(3)).toBe('3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(toCsv(['x', 'y'], [[1, 'a\nb']])).toBe('x,y\r\n1,"a\nb"\r\n');
  });

  it('escapes a text cell that a spreadsheet would run as a formula with one leading apostrophe', () => {
    expect(csvLine(['=SUM(A1)', '+1+1', '-2+3', '@cmd', "'=x", '=a,b'])).toBe(`'=SUM(A1),'+1+1,'-2+3,'@cmd,''=x,"'=a,b"`);
    // plain numbers, and cells that only contain those characters later, are not formulas
    expect(csvLine(['-1.25', '+3', '-0', '.5', '1e-3', -4, 'a=b', "it's", '2025-01-07T20:15:00Z'])).toBe(`-1.25,+3,-0,.5,1e-3,-4,a=b,it's,2025-01-07T20:15:00Z`);
  });
});

describe('CSV reading (RFC 4180)', () => {
  it('parses quoted fields, doubled quotes and CRLF line ends', () => {
    expect(parseCsvRows('a,b\r\n1,"x, y"\r\n2,"say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, y'],
      ['2', 'say "hi"'],
    ]);
  });

  it('skips a byte-order mark and blank lines, keeps empty fields, accepts CR line ends and no final line end', () => {
    expect(parseCsvRows('\ufeffa,,b\n\n,\r\rc')).toEqual([['a', '', 'b'], ['', ''], ['c']]);
  });

  it('gives each record the line it starts on, counting line breaks inside quoted fields', () => {
    const parsed = parseCsv('h1,h2\n"two\nlines",x\r\n\r\nlast,y');
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['h1', 'h2'] },
        { line: 2, fields: ['two\nlines', 'x'] },
        { line: 5, fields: ['last', 'y'] },
      ],
    });
  });

  it('refuses a stray quote, text after a closing quote and an unclosed quote, naming the line', () => {
    // A lenient reader (the old register parser) turned everything after `O"Brien` into one field.
    expect(parseCsv('id,name\n1,O"Brien\n2,Smith\n')).toEqual({ ok: false, line: 2, reason: 'a quote inside an unquoted field' });
    expect(parseCsv('a\n"x"y\n')).toEqual({ ok: false, line: 2, reason: 'text after a closing quote' });
    expect(parseCsv('a\nb\n"c,d\ne\n')).toEqual({ ok: false, line: 3, reason: 'a quoted field is never closed' });
    expect(() => parseCsvRows('x\n1,O"Brien\n')).toThrow('line 2: a quote inside an unquoted field');
  });

  it('removes exactly the formula escape when asked, and only then', () => {
    const text = `'=SUM(A1),''=x,'plain,'-1,-1\r\n`;
    expect(parseCsvRows(text)).toEqual([["'=SUM(A1)", "''=x", "'plain", "'-1", '-1']]);
    expect(parseCsvRows(text, { unescapeFormulas: true })).toEqual([['=SUM(A1)', "'=x", "'plain", '-1', '-1']]);
  });

  it('reads back exactly what it writes, for any cells', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=', '+', '-', '@', "'", '"', ',', '\n', '\r', '\r\n').chain((c) => fc.tuple(fc.constant(c), fc.string()).map(([a, b]) => a + b)),
      fc.stringMatching(/^'*[=+\-@'"a-z0-9.,\r\n ]*$/),
    );
    // A row of one empty cell is a blank line, which readers skip: keep at least one non-empty cell per row.
    const row = fc.array(cell, { minLength: 1, maxLength: 5 }).filter((r) => r.some((c) => c !== ''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (rows) => {
        const text = rows.map((r) => csvLine(r)).join('\r\n') + '\r\n';
        expect(parseCsvRows(text, { unescapeFormulas: true })).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});
