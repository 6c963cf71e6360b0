import { foldForMatch } from './text.ts';
import { rejected, type Step } from './result.ts';

/** ISO 3166-1 alpha-2, every officially assigned code. */
const ISO_ALPHA2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

/** Names people type that Intl's Spanish and English names do not cover. */
const ALIASES: Readonly<Record<string, string>> = {
  'republica de chile': 'CL',
  chi: 'CL',
  chl: 'CL',
  eeuu: 'US',
  'ee.uu.': 'US',
  'ee uu': 'US',
  usa: 'US',
  'u.s.a.': 'US',
  'estados unidos de america': 'US',
  'united states of america': 'US',
  uk: 'GB',
  inglaterra: 'GB',
  'gran bretana': 'GB',
  england: 'GB',
  arg: 'AR',
  per: 'PE',
  bol: 'BO',
  bra: 'BR',
  col: 'CO',
  ven: 'VE',
  ecu: 'EC',
  ury: 'UY',
  pry: 'PY',
  esp: 'ES',
  mex: 'MX',
  'republica argentina': 'AR',
  holanda: 'NL',
  corea: 'KR',
};

const BY_NAME: ReadonlyMap<string, string> = buildNameIndex();

function buildNameIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const codes = ISO_ALPHA2.split(' ');
  for (const locale of ['en', 'es']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (name !== undefined) index.set(foldForMatch(name), code);
    }
  }
  for (const code of codes) index.set(code.toLowerCase(), code);
  for (const [alias, code] of Object.entries(ALIASES)) index.set(alias, code);
  return index;
}

/** Layer 1 for countries: an ISO alpha-2 code or a Spanish/English country name → "CL". */
export function normalizeCountry(text: string): Step {
  const lower = text.toLowerCase();
  const code = BY_NAME.get(lower) ?? BY_NAME.get(foldForMatch(lower));
  return code ?? rejected(`country "${text}" not recognized`);
}
