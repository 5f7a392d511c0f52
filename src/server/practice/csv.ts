// A small RFC 4180 parser: quoted fields, "" escapes, commas and line breaks inside quotes, CRLF, BOM.
// Each record keeps the physical line it starts on, so import errors can name it.

export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    public readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quoteLine = 1;
  let fieldWasQuoted = false;

  const endRecord = () => {
    fields.push(field);
    const isBlank = fields.length === 1 && fields[0] === '' && !fieldWasQuoted;
    if (!isBlank) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldWasQuoted = false;
  };

  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new CsvSyntaxError(line, 'unexpected quote inside an unquoted field');
      inQuotes = true;
      fieldWasQuoted = true;
      quoteLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldWasQuoted = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (fieldWasQuoted) throw new CsvSyntaxError(line, 'text after a closing quote');
      field += char;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(quoteLine, 'quoted field is never closed');
  if (field !== '' || fields.length > 0 || fieldWasQuoted) endRecord();
  return records;
}
