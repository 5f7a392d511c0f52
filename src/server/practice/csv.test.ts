import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain records with their line numbers', () => {
    expect(parseCsv('a,b\nc,d\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
  });

  it('drops a byte order mark and accepts CRLF and a missing final newline', () => {
    expect(parseCsv('\uFEFFword,meaning\r\nabide,tuân theo')).toEqual([
      { line: 1, fields: ['word', 'meaning'] },
      { line: 2, fields: ['abide', 'tuân theo'] },
    ]);
  });

  it('keeps commas, escaped quotes and line breaks inside quoted fields', () => {
    const records = parseCsv('a,"x, ""y""\nz",b\nnext,row\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'x, "y"\nz', 'b'] },
      { line: 3, fields: ['next', 'row'] },
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,,c\n\n,\n""\n')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 3, fields: ['', ''] },
      { line: 4, fields: [''] },
    ]);
  });

  it('reports an unclosed quote at the line it opened', () => {
    expect(() => parseCsv('a,b\nc,"never\nclosed')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\nc,"never\nclosed');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('refuses stray quotes', () => {
    expect(() => parseCsv('ab"c,d')).toThrow(/unexpected quote/);
    expect(() => parseCsv('"ab"c,d')).toThrow(/after a closing quote/);
  });
});
