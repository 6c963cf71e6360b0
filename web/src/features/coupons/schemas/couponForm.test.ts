import { describe, expect, it } from 'vitest';
import { couponFormErrors, emptyCouponForm, toCreateCouponInput, type CouponFormValues } from './couponForm.ts';

const today = '2026-03-10';
const valid: CouponFormValues = {
  ...emptyCouponForm('022'),
  segmentCode: 'SEGC',
  name: 'bienvenida',
  description: 'Cupón de bienvenida',
  startDate: '2026-03-10',
  endDate: '2026-04-30',
  usageLimit: '1',
  discountLimit: '1500.50',
  reservationLimit: '2',
  adsAccountCode: 'retail_loyalty',
  platforms: ['TALONONE'],
  applicationId: '11',
  campaignId: '901',
};

describe('coupon form rules (§5)', () => {
  it('a complete form has no errors and becomes the create input with INCA_ and numbers', () => {
    expect(couponFormErrors(valid, { mode: 'create', today })).toEqual({});
    expect(toCreateCouponInput(valid)).toMatchObject({
      name: 'INCA_bienvenida',
      usageLimit: 1,
      discountLimit: 1500.5,
      reservationLimit: 2,
      platforms: ['TALONONE'],
    });
  });

  it('every required field says "Este campo es requerido", and a platform must be chosen', () => {
    const errors = couponFormErrors(emptyCouponForm('022'), { mode: 'create', today });
    for (const field of [
      'segmentCode',
      'name',
      'description',
      'startDate',
      'endDate',
      'usageLimit',
      'discountLimit',
      'reservationLimit',
      'adsAccountCode',
    ] as const) {
      expect(errors[field], field).toBe('Este campo es requerido');
    }
    expect(errors.platforms).toBe('Debe seleccionar al menos una plataforma publicitaria.');
  });

  it('a name over 45 characters with its prefix gives the spec message', () => {
    expect(couponFormErrors({ ...valid, name: 'x'.repeat(40) }, { mode: 'create', today }).name).toBeUndefined();
    expect(couponFormErrors({ ...valid, name: 'x'.repeat(41) }, { mode: 'create', today }).name).toBe(
      'El nombre de la audiencia debe ser máximo de 50 caracteres.',
    );
  });

  it('start after end, or before today on create, is refused; edit checks only the dates', () => {
    expect(couponFormErrors({ ...valid, startDate: '2026-05-01' }, { mode: 'create', today }).startDate).toBeDefined();
    expect(couponFormErrors({ ...valid, startDate: '2026-03-09' }, { mode: 'create', today }).startDate).toBeDefined();
    const edit = couponFormErrors({ ...emptyCouponForm('022'), startDate: '2026-03-01', endDate: '2026-04-01' }, { mode: 'edit', today });
    expect(edit).toEqual({});
  });

  it('the segment check refusal is shown on the segment field', () => {
    const problem = 'Debe seleccionar un segmento que contenga la columna "user_id".';
    expect(couponFormErrors(valid, { mode: 'create', today, segmentProblem: problem }).segmentCode).toBe(problem);
  });

  it('the Talon.One application and campaign are required once Talon One is on', () => {
    const errors = couponFormErrors({ ...valid, applicationId: '', campaignId: '' }, { mode: 'create', today });
    expect(errors.applicationId).toBe('Este campo es requerido');
    expect(errors.campaignId).toBe('Este campo es requerido');
  });

  it('limits outside their ranges are refused', () => {
    const errors = couponFormErrors(
      { ...valid, usageLimit: '1.5', reservationLimit: '1000', discountLimit: '-1' },
      { mode: 'create', today },
    );
    expect(errors.usageLimit).toBeDefined();
    expect(errors.reservationLimit).toBeDefined();
    expect(errors.discountLimit).toBeDefined();
  });
});
