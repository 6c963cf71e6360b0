import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildChart, type BuiltInData } from './charts.ts';
import { chartWorkbook } from './exportChart.ts';

const couponsOnly = {
  createdByMonth: [],
  statusByPlatform: [],
  publishedByMonth: [],
  billing: [],
  segmentReach: [],
  couponsByDay: [
    {
      __typename: 'ReportCouponDay',
      day: '2026-03-01',
      companyCode: '022',
      companyName: 'Retail',
      issued: 1000,
      reserved: 10,
      redeemed: 4,
    },
    { __typename: 'ReportCouponDay', day: '2026-03-02', companyCode: '022', companyName: '=Retail', issued: 0, reserved: 2, redeemed: 6 },
  ],
} as unknown as BuiltInData;

describe('chartWorkbook', () => {
  it('exports the coupon chart as an xlsx sheet with its Spanish headers, one row per company and day', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await chartWorkbook(buildChart('coupons', couponsOnly)));
    const sheet = workbook.getWorksheet('Canje de cupones')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Día', 'Empresa', 'Cupones emitidos', 'Cupones reservados', 'Cupones canjeados'],
      ['2026-03-01', 'Retail', 1000, 10, 4],
      // Text that looks like a formula stays inert.
      ['2026-03-02', "'=Retail", 0, 2, 6],
    ]);
  });
});
