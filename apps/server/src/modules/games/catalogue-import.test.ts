import { describe, expect, it } from 'vitest';
import { parseCsv, parseImport } from './catalogue-import.ts';

describe('reading a vendor game list', () => {
  it('reads quoted commas, doubled quotes, newlines in quotes, CRLF and a byte-order mark', () => {
    const text = '\uFEFFgameCode,gameName\r\nA-1,"Koi, ""Deluxe"""\r\nA-2,"Two\nLines"\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['gameCode', 'gameName'],
      ['A-1', 'Koi, "Deluxe"'],
      ['A-2', 'Two\nLines'],
    ]);
  });

  it('takes column names in any case or snake_case, and yes/no, 1/0 flags', () => {
    const { rows, errors } = parseImport(
      'csv',
      'GAME_CODE,Game Name,HOT,rtp\nA-1,Alpha,Yes,96.5\nA-2,Beta,0,',
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.values)).toEqual([
      { gameCode: 'A-1', gameName: 'Alpha', hot: true, rtp: '96.50' },
      { gameCode: 'A-2', gameName: 'Beta', hot: false },
    ]);
  });

  it('names each bad row and column once', () => {
    const { errors } = parseImport('json', JSON.stringify([{ gameCode: 'A 1', gameName: '' }, 'x']));
    expect(errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [1, 'gameCode', 'invalid'],
      [1, 'gameName', 'required'],
      [2, null, 'invalid'],
    ]);
  });
});
