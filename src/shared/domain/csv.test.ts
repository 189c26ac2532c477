import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('Asha Rao')).toBe('Asha Rao');
    expect(csvField('')).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvField('Asha "Ace" Rao')).toBe('"Asha ""Ace"" Rao"');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('"')).toBe('""""');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x.example","Click")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""Click"")"`,
    );
    expect(csvField('+91 9876543210')).toBe("'+91 9876543210");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Only at the start: inside a field these are plain characters.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('asha+tickets@example.com')).toBe('asha+tickets@example.com');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Reference', 'Name', 'Seats'],
        ['KP-1', 'Rao, Asha', 2],
      ]),
    ).toBe('Reference,Name,Seats\r\nKP-1,"Rao, Asha",2\r\n');
    expect(toCsv([])).toBe('');
  });
});
