import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { adsAccountFieldsOf, inputPathOf, renamedRefusal, segmentUsesOf } from './refusals.ts';

describe("a service's refusal in the API's names", () => {
  it('names the ads account fields as AdsAccountInput does, from either shape the service answers', () => {
    expect(inputPathOf('technical_name')).toBe('technicalName');
    expect(inputPathOf('channels.fbk.account_id')).toBe('channels.FBK.accountId');
    expect(inputPathOf('channels')).toBe('channels');
    expect(
      adsAccountFieldsOf([
        { path: 'business_name', message: 'Ingrese el nombre.' },
        { path: 'business_name', message: 'otro' },
        { path: 'channels.tiktok.secret', message: 'Ingrese la credencial.' },
      ]),
    ).toEqual({ fields: { businessName: 'Ingrese el nombre.', 'channels.TIKTOK.secret': 'Ingrese la credencial.' } });
    expect(adsAccountFieldsOf({ fields: { gcp_project: 'Proyecto inválido.', channels: 'Active un canal.' } })).toEqual({
      fields: { gcpProject: 'Proyecto inválido.', channels: 'Active un canal.' },
    });
  });

  it("gives a delete refusal's merge segments and audiences in the API's names, nothing else of the service's rows", () => {
    expect(
      segmentUsesOf({
        merges: [{ code: 'M1', business_name: 'INCA_Cruce', owner_company_code: '022' }, { nope: 1 }],
        audiences: [{ id: '7', custom_audience_id: 'x', custom_audience_name: 'Audiencia Google', ads_platform_code: 'gads' }],
      }),
    ).toEqual({ merges: [{ code: 'M1', name: 'INCA_Cruce' }], audiences: [{ id: '7', name: 'Audiencia Google', platform: 'gads' }] });
  });

  it('keeps the message and code, and leaves other errors and refusals without details as they are', () => {
    const refusal = new GraphQLError('En uso.', {
      extensions: { code: 'CONFLICT', details: { merges: [{ code: 'M1', business_name: 'X' }] } },
    });
    const renamed = renamedRefusal(refusal, segmentUsesOf) as GraphQLError;
    expect(renamed.message).toBe('En uso.');
    expect(renamed.extensions).toEqual({ code: 'CONFLICT', details: { merges: [{ code: 'M1', name: 'X' }], audiences: [] } });
    const plain = new GraphQLError('No existe.', { extensions: { code: 'NOT_FOUND' } });
    expect(renamedRefusal(plain, segmentUsesOf)).toBe(plain);
    const other = new Error('caído');
    expect(renamedRefusal(other, segmentUsesOf)).toBe(other);
  });
});
