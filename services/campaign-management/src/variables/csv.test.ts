import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, restoreInertCell, variableDataFromCsvRows, variablesFromCsvRows } from '@inca/domain';
import { detectSeparator, parseCsv } from './csv.ts';

/** CSV files as spreadsheet programs write them, written to disk and read back as bytes. */
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inca-csv-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
async function file(name: string, bytes: Buffer | string): Promise<Buffer> {
  const target = path.join(dir, name);
  await writeFile(target, bytes);
  return readFile(target);
}

describe('parseCsv', () => {
  it('Spanish Excel "CSV UTF-8": BOM, semicolons, CRLF, quoted separators and quotes', async () => {
    const bytes = await file('utf8.csv', '\uFEFFcodigo;valor\r\n13;"Región; Metropolitana"\r\n5;"Dijo ""hola"""\r\n');
    expect(parseCsv(bytes)).toEqual({
      ok: true,
      separator: ';',
      rows: [
        ['codigo', 'valor'],
        ['13', 'Región; Metropolitana'],
        ['5', 'Dijo "hola"'],
      ],
    });
  });

  it('plain "CSV (delimitado por comas)" from Spanish Excel is Windows-1252', async () => {
    const bytes = await file('ansi.csv', Buffer.from('codigo;valor\r\n8;Biobío y Ñuble\r\n', 'latin1'));
    expect(bytes.includes(0xed)).toBe(true);
    const parsed = parseCsv(bytes);
    expect(parsed).toMatchObject({
      ok: true,
      rows: [
        ['codigo', 'valor'],
        ['8', 'Biobío y Ñuble'],
      ],
    });
  });

  it('commas, a line break inside quotes, tabs, and rows numbered as the spreadsheet shows them', async () => {
    const parsed = parseCsv(await file('comma.csv', 'codigo,valor\n1,"dos\nlíneas"\n\n2,tres\n'));
    expect(parsed).toEqual({ ok: true, separator: ',', rows: [['codigo', 'valor'], ['1', 'dos\nlíneas'], [''], ['2', 'tres']] });
    expect(detectSeparator('codigo\tvalor\n1\t2')).toBe('\t');
    // Row numbers are record numbers: the empty row stays, so '2,tres' is row 4.
    const data = variableDataFromCsvRows((parsed as { rows: string[][] }).rows, false);
    expect(data).toMatchObject({ ok: true, rows: [{ data_key: '1' }, { data_key: '2' }] });
  });

  it('a single-column file keeps commas inside its items', () => {
    expect(parseCsv('items\nB,2\nC\n')).toEqual({ ok: true, separator: '\u001F', rows: [['items'], ['B,2'], ['C']] });
  });

  it('empty files, broken quotes and binary content', async () => {
    expect(parseCsv(await file('empty.csv', ''))).toEqual({ ok: true, separator: '\u001F', rows: [] });
    expect(parseCsv('codigo;valor\r\n1;"abierto\r\n2;x\r\n')).toEqual({ ok: false, row: 2 });
    expect(parseCsv(await file('binary.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08])))).toEqual({ ok: false });
  });

  it('formula cells written inert come back as typed (a file round-trips without loss)', async () => {
    const values = ['=SUMA(A1:A3)', '+56 9 1234 5678', '-15', '@usuario', 'normal'];
    const written = csvText([['codigo_de_variable', 'nombre_de_variable'], ...values.map((v, i) => [`V${i}`, v])], ';');
    const parsed = parseCsv(await file('roundtrip.csv', written));
    expect(parsed.ok).toBe(true);
    const rows = (parsed as { rows: string[][] }).rows;
    expect(rows.slice(1).map((r) => r[1])).toEqual(["'=SUMA(A1:A3)", "'+56 9 1234 5678", "'-15", "'@usuario", 'normal']);
    expect(rows.slice(1).map((r) => restoreInertCell(r[1]!))).toEqual(values);
    expect(variablesFromCsvRows(rows)).toMatchObject({
      ok: true,
      variables: values.map((v, i) => ({ variable_code: `V${i}`, variable_name: v })),
    });
  });
});
