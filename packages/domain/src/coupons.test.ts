import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  DEFAULT_COUPON_PATTERN,
  DEFAULT_VALID_CHARACTERS,
  couponDateErrors,
  couponDescriptionError,
  couponFormErrors,
  couponLimitError,
  couponNameError,
  couponPlatformError,
  couponSegmentError,
  couponSettingsOf,
  couponStatusColor,
  couponUpdateErrors,
  isContactSegment,
  parseCouponLimit,
  segmentCarriesUserId,
  withCouponPrefix,
  type CouponFormInput,
} from './coupons.ts';

const TODAY = '2026-11-23';

describe('coupon messages (§8, verbatim)', () => {
  it('keeps the spec texts as written, typos included', () => {
    expect(COUPON_MESSAGES.required).toBe('Este campo es requerido');
    expect(COUPON_MESSAGES.nameTooLong).toBe('El nombre de la audiencia debe ser máximo de 50 caracteres.');
    expect(COUPON_MESSAGES.userIdSegment).toBe('Debe seleccionar un segmento que contenga la columna "user_id".');
    expect(COUPON_MESSAGES.platformRequired).toBe('Debe seleccionar al menos una plataforma publicitaria.');
    expect(COUPON_MESSAGES.registered).toBe('Se ha registrado correctamente.');
    expect(COUPON_MESSAGES.registerFailed).toBe('No se pudo realizar el registro de cupones. Intente en unos momentos');
    expect(COUPON_MESSAGES.operationFailed).toBe('No se pudo realizar la opreación. Intente en unos momentos.');
    expect(COUPON_MESSAGES.resent).toBe('Los cupones se estan reenviado.');
    expect(COUPON_MESSAGES.resendFailed).toBe('No se han podido reenviar los cupones.');
    expect(COUPON_MESSAGES.updateSending).toBe('Se está enviando la actualización.');
    expect(COUPON_MESSAGES.updated).toBe('La audiencia se actualizó correctamente');
    expect(COUPON_MESSAGES.updateFailed).toBe('No se pudo actualizar la audiencia');
    expect(COUPON_MESSAGES.deleted).toBe('La audiencia se ha eliminado correctamente.');
    expect(COUPON_MESSAGES.activateFailed).toBe('No se ha podido activar la audiencia.');
    expect(COUPON_MESSAGES.deactivateFailed).toBe('No se ha podido desactivar la audiencia.');
    expect(COUPON_MESSAGES.segmentsLoadFailed).toBe('Error cargando segmentos');
    expect(COUPON_MESSAGES.flagOff).toBe('No tiene habilitados los cupones.');
    expect(COUPON_MESSAGES.onlyTalonOne).toBe('Los cupones solo se pueden publicar en Talon One.');
    expect(COUPON_MESSAGES.accountWithoutTalonOne).toBe('La cuenta publicitaria no tiene habilitada la plataforma Talon One.');
  });
});

describe('name', () => {
  it('adds INCA_ only when absent, trimming first', () => {
    expect(withCouponPrefix('  bienvenida ')).toBe('INCA_bienvenida');
    expect(withCouponPrefix('INCA_bienvenida')).toBe('INCA_bienvenida');
    expect(withCouponPrefix('inca_x')).toBe('INCA_inca_x');
  });

  it('is required (blank, whitespace or the bare prefix)', () => {
    for (const name of [undefined, null, '', '   ', 'INCA_', ' INCA_  '])
      expect(couponNameError(name, 'create')).toBe(COUPON_MESSAGES.required);
  });

  it('counts the trimmed name with its prefix: 45 on create, 50 in edit, the message says 50', () => {
    const fits = 'a'.repeat(40); // INCA_ + 40 = 45
    expect(couponNameError(fits, 'create')).toBeUndefined();
    expect(couponNameError(`INCA_${fits}`, 'create')).toBeUndefined();
    expect(couponNameError(`  ${fits}  `, 'create')).toBeUndefined();
    expect(couponNameError(`${fits}b`, 'create')).toBe(COUPON_MESSAGES.nameTooLong);
    expect(couponNameError(`${fits}b`, 'edit')).toBeUndefined();
    expect(couponNameError('a'.repeat(45), 'edit')).toBeUndefined();
    expect(couponNameError('a'.repeat(46), 'edit')).toBe(COUPON_MESSAGES.nameTooLong);
    // Characters, not UTF-16 units.
    expect(couponNameError('ñ'.repeat(40), 'create')).toBeUndefined();
    expect(couponNameError('😀'.repeat(40), 'create')).toBeUndefined();
    expect(couponNameError('😀'.repeat(41), 'create')).toBe(COUPON_MESSAGES.nameTooLong);
  });

  it('refuses < > " \' ` and script-like text', () => {
    for (const c of ['<', '>', '"', "'", '`'])
      expect(couponNameError(`cupon${c}x`, 'create')).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(couponNameError('x javascript:alert(1)', 'create')).toBe('Texto inválido detectado');
    expect(couponNameError('Cupón aniversario 2026', 'create')).toBeUndefined();
  });
});

describe('description', () => {
  it('is required, safe and at most 200 characters', () => {
    expect(couponDescriptionError('')).toBe(COUPON_MESSAGES.required);
    expect(couponDescriptionError('  \n ')).toBe(COUPON_MESSAGES.required);
    expect(couponDescriptionError(null)).toBe(COUPON_MESSAGES.required);
    expect(couponDescriptionError('un <b>')).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(couponDescriptionError('x'.repeat(200))).toBeUndefined();
    expect(couponDescriptionError('x'.repeat(201))).toBe(COUPON_MESSAGES.descriptionTooLong);
  });
});

describe('dates', () => {
  const create = { mode: 'create' as const, today: TODAY };
  const edit = { mode: 'edit' as const, today: TODAY };

  it('are required and real calendar dates', () => {
    expect(couponDateErrors(undefined, '', create)).toEqual({ start_date: COUPON_MESSAGES.required, end_date: COUPON_MESSAGES.required });
    expect(couponDateErrors('2026-02-30', '2026-13-01', create)).toEqual({
      start_date: COUPON_MESSAGES.dateFormat,
      end_date: COUPON_MESSAGES.dateFormat,
    });
    expect(couponDateErrors('23/11/2026', TODAY, create)).toEqual({ start_date: COUPON_MESSAGES.dateFormat });
  });

  it('start at most end (equal allowed); the T part is trimmed', () => {
    expect(couponDateErrors(TODAY, TODAY, create)).toEqual({});
    expect(couponDateErrors(`${TODAY}T03:00:00.000Z`, '2026-12-31T00:00:00Z', create)).toEqual({});
    expect(couponDateErrors('2026-12-31', '2026-12-30', create)).toEqual({ start_date: COUPON_MESSAGES.datesOrder });
    expect(couponDateErrors('2026-12-31', '2026-12-30', edit)).toEqual({ start_date: COUPON_MESSAGES.datesOrder });
  });

  it('on create the start is not before today; an update may keep an earlier start', () => {
    expect(couponDateErrors('2026-11-22', '2026-12-01', create)).toEqual({ start_date: COUPON_MESSAGES.startBeforeToday });
    expect(couponDateErrors('2026-11-22', '2026-12-01', edit)).toEqual({});
    expect(couponUpdateErrors({ startDate: '2026-01-01', endDate: '2026-02-01' }, TODAY)).toEqual({});
    expect(couponUpdateErrors({ startDate: '2026-03-01', endDate: '2026-02-01' }, TODAY)).toEqual({
      start_date: COUPON_MESSAGES.datesOrder,
    });
    expect(couponUpdateErrors({}, TODAY)).toEqual({ start_date: COUPON_MESSAGES.required, end_date: COUPON_MESSAGES.required });
  });
});

describe('limits', () => {
  it('parses numbers and numeric strings; missing is null; anything else NaN', () => {
    expect(parseCouponLimit(3)).toBe(3);
    expect(parseCouponLimit(' 12.5 ')).toBe(12.5);
    expect(parseCouponLimit('')).toBeNull();
    expect(parseCouponLimit(null)).toBeNull();
    expect(parseCouponLimit(undefined)).toBeNull();
    for (const v of ['1e3', '0x10', 'diez', true, [1], {}]) expect(parseCouponLimit(v)).toBeNaN();
  });

  it('are required', () => {
    for (const field of ['usage_limit', 'discount_limit', 'reservation_limit'] as const) {
      expect(couponLimitError(field, undefined)).toBe(COUPON_MESSAGES.required);
      expect(couponLimitError(field, '  ')).toBe(COUPON_MESSAGES.required);
      expect(couponLimitError(field, 0)).toBeUndefined();
    }
  });

  it('usage: whole number 0..999999', () => {
    expect(couponLimitError('usage_limit', 999_999)).toBeUndefined();
    expect(couponLimitError('usage_limit', '5')).toBeUndefined();
    for (const v of [-1, 1_000_000, 1.5, Number.NaN, Infinity, 'x'])
      expect(couponLimitError('usage_limit', v)).toBe(COUPON_MESSAGES.usageLimit);
  });

  it('reservation: whole number 0..999', () => {
    expect(couponLimitError('reservation_limit', 999)).toBeUndefined();
    for (const v of [-1, 1000, 2.5]) expect(couponLimitError('reservation_limit', v)).toBe(COUPON_MESSAGES.reservationLimit);
  });

  it('discount: 0..999999999999 with at most 2 decimals', () => {
    for (const v of [0, 1.15, 0.1, 10.5, 5000, '1999.99', 999_999_999_999]) expect(couponLimitError('discount_limit', v)).toBeUndefined();
    for (const v of [-0.01, 1.001, 1_000_000_000_000, Infinity, '1,5'])
      expect(couponLimitError('discount_limit', v)).toBe(COUPON_MESSAGES.discountLimit);
  });
});

describe('platform rule', () => {
  const talon = { flag_talonone: '1' };
  it('needs at least one platform, only Talon One, and an account enabling it', () => {
    expect(couponPlatformError([], talon)).toBe(COUPON_MESSAGES.platformRequired);
    expect(couponPlatformError(undefined)).toBe(COUPON_MESSAGES.platformRequired);
    expect(couponPlatformError(['talonone', 'gads'], talon)).toBe(COUPON_MESSAGES.onlyTalonOne);
    expect(couponPlatformError(['salesforce'], talon)).toBe(COUPON_MESSAGES.onlyTalonOne);
    expect(couponPlatformError(['talonone'], { flag_talonone: '0' })).toBe(COUPON_MESSAGES.accountWithoutTalonOne);
    expect(couponPlatformError(['talonone'], {})).toBe(COUPON_MESSAGES.accountWithoutTalonOne);
    expect(couponPlatformError(['talonone'], talon)).toBeUndefined();
    // Without an account (the form before one is chosen) only the list is checked.
    expect(couponPlatformError(['talonone'])).toBeUndefined();
  });
});

describe('the user_id rule', () => {
  const contact = { typeId: 2 };
  const advertising = { typeId: 5 };
  const table = (columns: string[]) => ({ typeId: 1, columns });
  const sandbox = (columns: string[]) => ({ typeId: 4, columns });

  it('contact segments carry the user id, advertising-id segments never', () => {
    expect(segmentCarriesUserId(contact)).toBe(true);
    expect(segmentCarriesUserId(advertising)).toBe(false);
    expect(segmentCarriesUserId({ typeId: 99 })).toBe(false);
  });

  it('cross-table and sandbox segments by their table columns (user_id or customer_id)', () => {
    expect(segmentCarriesUserId(table(['customer_id', 'monto']))).toBe(true);
    expect(segmentCarriesUserId(table(['USER_ID']))).toBe(true);
    expect(segmentCarriesUserId(sandbox(['customer_id', 'score']))).toBe(true);
    expect(segmentCarriesUserId(table(['email', 'monto']))).toBe(false);
    expect(segmentCarriesUserId({ typeId: 1 })).toBe(false);
    expect(segmentCarriesUserId(sandbox([]))).toBe(false);
  });

  it('merges when every side does (nested merges too), never an advertising merge', () => {
    expect(segmentCarriesUserId({ typeId: 3, mergeTypeName: 'SEGMENT_CONTACT', sources: [contact, contact] })).toBe(true);
    expect(segmentCarriesUserId({ typeId: 3, sources: [contact, table(['customer_id'])] })).toBe(true);
    expect(segmentCarriesUserId({ typeId: 3, sources: [contact, advertising] })).toBe(false);
    expect(segmentCarriesUserId({ typeId: 3, sources: [] })).toBe(false);
    expect(segmentCarriesUserId({ typeId: 3 })).toBe(false);
    expect(segmentCarriesUserId({ typeId: 3, mergeTypeName: 'SEGMENT_ADVERTISING', sources: [contact, contact] })).toBe(false);
    const nested = { typeId: 3, sources: [contact, { typeId: 3, sources: [contact, contact] }] };
    expect(segmentCarriesUserId(nested)).toBe(true);
    let deep: { typeId: number; sources?: unknown[] } = contact;
    for (let i = 0; i < 6; i++) deep = { typeId: 3, sources: [deep, contact] };
    expect(segmentCarriesUserId(deep as never)).toBe(false);
  });

  it('contact segment: anything but advertising', () => {
    expect(isContactSegment(contact)).toBe(true);
    expect(isContactSegment({ typeId: 1 })).toBe(true);
    expect(isContactSegment({ typeId: 3, mergeTypeName: 'SEGMENT_CONTACT' })).toBe(true);
    expect(isContactSegment({ typeId: 3, mergeTypeName: 'SEGMENT_ADVERTISING' })).toBe(false);
    expect(isContactSegment(advertising)).toBe(false);
  });

  it('user_id_talonone "1" requires the user id; "0" accepts any contact segment', () => {
    const noColumns = table(['email']);
    expect(couponSegmentError(contact, '1')).toBeUndefined();
    expect(couponSegmentError(noColumns, '1')).toBe(COUPON_MESSAGES.userIdSegment);
    expect(couponSegmentError(noColumns, true)).toBe(COUPON_MESSAGES.userIdSegment);
    expect(couponSegmentError(noColumns, '0')).toBeUndefined();
    expect(couponSegmentError(noColumns, false)).toBeUndefined();
    expect(couponSegmentError(advertising, '0')).toBe(COUPON_MESSAGES.userIdSegment);
    expect(couponSegmentError(advertising, '1')).toBe(COUPON_MESSAGES.userIdSegment);
  });
});

describe('the whole create form', () => {
  const valid: CouponFormInput = {
    segmentCode: 'SEG0000001',
    name: 'bienvenida',
    description: 'Cupones de bienvenida',
    startDate: TODAY,
    endDate: '2026-12-31',
    usageLimit: 1,
    discountLimit: '5000',
    reservationLimit: 1,
    adsAccountCode: 'retail_loyalty',
    applicationId: '1201',
    campaignId: '50101',
    platforms: ['talonone'],
  };

  it('accepts a complete form', () => {
    expect(couponFormErrors(valid, TODAY)).toEqual({});
  });

  it('every required field says "Este campo es requerido" under its own name', () => {
    const errors = couponFormErrors({ platforms: ['talonone'] }, TODAY);
    expect(errors).toEqual({
      segment_code: COUPON_MESSAGES.required,
      coupons_name: COUPON_MESSAGES.required,
      coupons_description: COUPON_MESSAGES.required,
      coupons_start_date: COUPON_MESSAGES.required,
      coupons_end_date: COUPON_MESSAGES.required,
      usage_limit: COUPON_MESSAGES.required,
      discount_limit: COUPON_MESSAGES.required,
      reservation_limit: COUPON_MESSAGES.required,
      ads_account_code: COUPON_MESSAGES.required,
      campaign: COUPON_MESSAGES.required,
    });
  });

  it('reports each rule under its field', () => {
    expect(couponFormErrors({ ...valid, name: 'x'.repeat(41) }, TODAY)).toEqual({ coupons_name: COUPON_MESSAGES.nameTooLong });
    expect(couponFormErrors({ ...valid, startDate: '2026-11-01' }, TODAY)).toEqual({
      coupons_start_date: COUPON_MESSAGES.startBeforeToday,
    });
    expect(couponFormErrors({ ...valid, platforms: ['gads'] }, TODAY)).toEqual({ platform: COUPON_MESSAGES.onlyTalonOne });
    expect(couponFormErrors({ ...valid, platforms: [] }, TODAY)).toEqual({ platform: COUPON_MESSAGES.platformRequired });
    expect(couponFormErrors({ ...valid, campaignId: '' }, TODAY)).toEqual({ campaign: COUPON_MESSAGES.required });
    expect(couponFormErrors({ ...valid, reservationLimit: 1000 }, TODAY)).toEqual({ reservation_limit: COUPON_MESSAGES.reservationLimit });
  });
});

describe('Talon.One coupon settings and status colours', () => {
  it('takes the campaign settings, else the defaults', () => {
    expect(couponSettingsOf({ couponSettings: { couponPattern: 'RET-###', validCharacters: ['A', 'B'] } })).toEqual({
      couponPattern: 'RET-###',
      validCharacters: ['A', 'B'],
    });
    const defaults = { couponPattern: DEFAULT_COUPON_PATTERN, validCharacters: [...DEFAULT_VALID_CHARACTERS] };
    expect(couponSettingsOf({})).toEqual(defaults);
    expect(couponSettingsOf(undefined)).toEqual(defaults);
    expect(couponSettingsOf({ couponSettings: { couponPattern: '  ', validCharacters: [] } })).toEqual(defaults);
    expect(DEFAULT_COUPON_PATTERN).toBe('INCA-####-####');
    expect(DEFAULT_VALID_CHARACTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  });

  it('§4 colours: sent blue, updating orange, published green, others red, disabled grey', () => {
    expect(couponStatusColor('P_ENV', '1')).toBe('BLUE');
    expect(couponStatusColor('P_ACT', '1')).toBe('ORANGE');
    expect(couponStatusColor('P_PUB', true)).toBe('GREEN');
    expect(couponStatusColor('P_NOD', '1')).toBe('RED');
    expect(couponStatusColor('E_ENV', '1')).toBe('RED');
    expect(couponStatusColor('P_PUB', '0')).toBe('GREY');
  });
});
