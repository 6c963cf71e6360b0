/**
 * The attribute catalogue: what a segment can filter on, and how each attribute maps to the
 * customer warehouse. audience-management stores it in Postgres (seeded from DEMO_CATALOGUE);
 * the compiler reads the same shape.
 *
 * Type codes and what they mean in our model:
 * - BOOLEAN: '1' keeps customers for whom the column is true, '0' those for whom it is false.
 * - MULTI_SELECT: a set of option values of a categorical column; any of them matches (OR).
 * - MASKED_MULTI_SELECT: the column is a bitmask (a customer can hold several values at once,
 *   e.g. companies they buy from, categories they buy); each option is one bit, and a customer
 *   matches when they hold any selected bit.
 * - RANGE: a lower and upper bound (inclusive) on a numeric column; the first option's value is
 *   the lowest allowed bound, the second option's value the highest.
 * - INPUT_COMPARE: one number and a symbol (=, <, >, <=, >=; >= by default).
 * - SELECT: exactly one option value of a categorical column.
 * - SELECT_RANGE: one option that stands for a band of a numeric column (e.g. age 25–34); the
 *   option's `lower`/`upper` give the band, inclusive.
 */
export const ATTRIBUTE_TYPES = [
  'BOOLEAN',
  'MULTI_SELECT',
  'MASKED_MULTI_SELECT',
  'RANGE',
  'INPUT_COMPARE',
  'SELECT',
  'SELECT_RANGE',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export type AttributeOption = {
  id: number;
  value: string;
  name: string;
  tooltip?: string;
  parentId?: number;
  lower?: number;
  upper?: number;
};

export type Attribute = {
  id: number;
  category: string;
  /** Named group inside the category (a fieldset in the builder), if any. */
  groupName?: string;
  businessName: string;
  technicalName: string;
  type: AttributeType;
  /** Warehouse column the attribute filters. */
  column: string;
  options: AttributeOption[];
  /** Attributes that must have a value when this one is selected (or_condition: any one suffices). */
  dependent?: { dependentId: number; orCondition: boolean }[];
  /** Attribute ids all required (and) or at least one required (or) alongside this one. */
  requiredFields?: { and?: number[]; or?: number[] };
};

export const PURCHASE_PREDICTION_CATEGORY = 'Predicción de Compra';

/** Company membership bits of the `companies` column. */
export const COMPANY_BITS: Record<string, number> = { '032': 1, '022': 2, '024': 4, '011': 8 };

const opts = (pairs: [string | number, string][], extra?: (i: number) => Partial<AttributeOption>): AttributeOption[] =>
  pairs.map(([value, name], i) => ({ id: i + 1, value: String(value), name, ...(extra?.(i) ?? {}) }));
const bounds = (min: number, max: number) =>
  opts([
    [min, 'Mínimo'],
    [max, 'Máximo'],
  ]);
const yes = opts([
  ['1', 'Sí'],
  ['0', 'No'],
]);

export const REGIONS: [number, string][] = [
  [1, 'Arica y Parinacota'],
  [2, 'Tarapacá'],
  [3, 'Antofagasta'],
  [4, 'Atacama'],
  [5, 'Coquimbo'],
  [6, 'Valparaíso'],
  [7, 'Metropolitana'],
  [8, "O'Higgins"],
  [9, 'Maule'],
  [10, 'Ñuble'],
  [11, 'Biobío'],
  [12, 'La Araucanía'],
  [13, 'Los Ríos'],
  [14, 'Los Lagos'],
  [15, 'Aysén'],
  [16, 'Magallanes'],
];
/** Four communes per region: code = region * 10 + n. */
const COMMUNE_NAMES: Record<number, string[]> = {
  1: ['Arica', 'Putre', 'Camarones', 'General Lagos'],
  2: ['Iquique', 'Alto Hospicio', 'Pozo Almonte', 'Pica'],
  3: ['Antofagasta', 'Calama', 'Tocopilla', 'Mejillones'],
  4: ['Copiapó', 'Vallenar', 'Caldera', 'Chañaral'],
  5: ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel'],
  6: ['Valparaíso', 'Viña del Mar', 'Quilpué', 'San Antonio'],
  7: ['Santiago', 'Providencia', 'Las Condes', 'Maipú'],
  8: ['Rancagua', 'San Fernando', 'Rengo', 'Pichilemu'],
  9: ['Talca', 'Curicó', 'Linares', 'Constitución'],
  10: ['Chillán', 'San Carlos', 'Bulnes', 'Quirihue'],
  11: ['Concepción', 'Talcahuano', 'Los Ángeles', 'Coronel'],
  12: ['Temuco', 'Villarrica', 'Angol', 'Pucón'],
  13: ['Valdivia', 'La Unión', 'Panguipulli', 'Río Bueno'],
  14: ['Puerto Montt', 'Osorno', 'Castro', 'Ancud'],
  15: ['Coyhaique', 'Aysén', 'Chile Chico', 'Cochrane'],
  16: ['Punta Arenas', 'Puerto Natales', 'Porvenir', 'Cabo de Hornos'],
};
export const COMMUNES: { code: number; region: number; name: string }[] = REGIONS.flatMap(([region]) =>
  COMMUNE_NAMES[region]!.map((name, i) => ({ code: region * 10 + i + 1, region, name })),
);

export const CATEGORIES_BOUGHT: [number, string][] = [
  [1, 'Electrohogar'],
  [2, 'Vestuario'],
  [4, 'Hogar y decoración'],
  [8, 'Supermercado'],
  [16, 'Belleza'],
  [32, 'Deportes'],
  [64, 'Mascotas'],
  [128, 'Tecnología'],
];

type Draft = Omit<Attribute, 'id' | 'category' | 'groupName'>;
const category = (name: string, first: number, items: (Draft & { groupName?: string })[]): Attribute[] =>
  items.map((item, i) => ({ id: first + i, category: name, ...item }));

/** About forty attributes over eight categories, so every type and dependency rule occurs. */
export const DEMO_CATALOGUE: Attribute[] = [
  ...category('Datos de contacto', 1, [
    { businessName: 'Tiene correo electrónico', technicalName: 'tiene_email', type: 'BOOLEAN', column: 'has_email', options: yes },
    { businessName: 'Tiene teléfono', technicalName: 'tiene_telefono', type: 'BOOLEAN', column: 'has_phone', options: yes },
    { businessName: 'Tiene ID publicitario móvil', technicalName: 'tiene_maid', type: 'BOOLEAN', column: 'has_maid', options: yes },
    {
      businessName: 'Acepta correos de marketing',
      technicalName: 'acepta_email',
      type: 'BOOLEAN',
      column: 'accepts_email',
      options: yes,
      dependent: [{ dependentId: 1, orCondition: false }],
    },
    {
      businessName: 'Canal preferido',
      technicalName: 'canal_preferido',
      type: 'MULTI_SELECT',
      column: 'preferred_channel',
      options: opts([
        [1, 'Correo'],
        [2, 'SMS'],
        [3, 'WhatsApp'],
        [4, 'Notificación de app'],
      ]),
    },
  ]),
  ...category('Perfil', 11, [
    {
      groupName: 'Demografía',
      businessName: 'Género',
      technicalName: 'genero',
      type: 'MULTI_SELECT',
      column: 'gender',
      options: opts([
        [1, 'Femenino'],
        [2, 'Masculino'],
        [3, 'Otro o no informado'],
      ]),
    },
    { groupName: 'Demografía', businessName: 'Edad', technicalName: 'edad', type: 'RANGE', column: 'age', options: bounds(18, 90) },
    {
      groupName: 'Demografía',
      businessName: 'Tramo de edad',
      technicalName: 'tramo_edad',
      type: 'SELECT_RANGE',
      column: 'age',
      options: opts(
        [
          ['18-24', '18 a 24'],
          ['25-34', '25 a 34'],
          ['35-44', '35 a 44'],
          ['45-59', '45 a 59'],
          ['60-90', '60 o más'],
        ],
        (i) => ({ lower: [18, 25, 35, 45, 60][i], upper: [24, 34, 44, 59, 90][i] }),
      ),
    },
    {
      groupName: 'Hogar',
      businessName: 'Tiene hijos',
      technicalName: 'tiene_hijos',
      type: 'BOOLEAN',
      column: 'has_children',
      options: yes,
    },
    {
      groupName: 'Hogar',
      businessName: 'Nivel socioeconómico',
      technicalName: 'nse',
      type: 'MULTI_SELECT',
      column: 'nse',
      options: opts(
        [
          [1, 'ABC1'],
          [2, 'C2'],
          [3, 'C3'],
          [4, 'D'],
          [5, 'E'],
        ],
        (i) => ({ tooltip: i === 0 ? 'Ingresos más altos' : undefined }),
      ),
    },
    {
      groupName: 'Hogar',
      businessName: 'Tramo de ingresos',
      technicalName: 'tramo_ingresos',
      type: 'SELECT',
      column: 'income_band',
      options: opts([
        [1, 'Hasta $500 mil'],
        [2, '$500 mil a $1 millón'],
        [3, '$1 a $2 millones'],
        [4, 'Más de $2 millones'],
      ]),
    },
  ]),
  ...category('Ubicación', 21, [
    {
      businessName: 'Región',
      technicalName: 'region',
      type: 'MULTI_SELECT',
      column: 'region',
      options: REGIONS.map(([v, n], i) => ({ id: i + 1, value: String(v), name: n })),
    },
    {
      businessName: 'Comuna',
      technicalName: 'comuna',
      type: 'MULTI_SELECT',
      column: 'commune',
      options: COMMUNES.map((c, i) => ({ id: i + 1, value: String(c.code), name: c.name, parentId: c.region })),
      dependent: [{ dependentId: 21, orCondition: false }],
    },
    {
      businessName: 'Zona',
      technicalName: 'zona',
      type: 'SELECT',
      column: 'zone',
      options: opts([
        [1, 'Norte'],
        [2, 'Centro'],
        [3, 'Sur'],
      ]),
    },
    { businessName: 'Vive en zona urbana', technicalName: 'urbano', type: 'BOOLEAN', column: 'urban', options: yes },
  ]),
  ...category('Empresas', 31, [
    {
      businessName: 'Cliente de la empresa',
      technicalName: 'cliente_empresa',
      type: 'MASKED_MULTI_SELECT',
      column: 'companies',
      options: Object.entries(COMPANY_BITS).map(([code, bit], i) => ({ id: i + 1, value: String(bit), name: `Empresa ${code}` })),
    },
    {
      businessName: 'Empresas en las que compra',
      technicalName: 'num_empresas',
      type: 'INPUT_COMPARE',
      column: 'company_count',
      options: bounds(1, 4),
    },
  ]),
  ...category('Comportamiento de compra', 41, [
    {
      groupName: 'Frecuencia',
      businessName: 'Compras últimos 12 meses',
      technicalName: 'compras_12m',
      type: 'INPUT_COMPARE',
      column: 'purchases_12m',
      options: bounds(0, 500),
    },
    {
      groupName: 'Frecuencia',
      businessName: 'Días desde la última compra',
      technicalName: 'recencia',
      type: 'INPUT_COMPARE',
      column: 'recency_days',
      options: bounds(0, 1000),
    },
    {
      groupName: 'Frecuencia',
      businessName: 'Rango de días desde la última compra',
      technicalName: 'recencia_rango',
      type: 'RANGE',
      column: 'recency_days',
      options: bounds(1, 1000),
    },
    {
      groupName: 'Montos',
      businessName: 'Gasto últimos 12 meses (miles de $)',
      technicalName: 'gasto_12m',
      type: 'RANGE',
      column: 'spend_12m',
      options: bounds(1, 20000),
    },
    {
      groupName: 'Montos',
      businessName: 'Ticket promedio (miles de $)',
      technicalName: 'ticket_promedio',
      type: 'RANGE',
      column: 'avg_ticket',
      options: bounds(1, 2000),
      requiredFields: { and: [41] },
    },
    {
      businessName: 'Categorías compradas',
      technicalName: 'categorias',
      type: 'MASKED_MULTI_SELECT',
      column: 'category_mask',
      options: CATEGORIES_BOUGHT.map(([bit, name], i) => ({ id: i + 1, value: String(bit), name })),
    },
    { businessName: 'Compra online', technicalName: 'comprador_online', type: 'BOOLEAN', column: 'online_buyer', options: yes },
    {
      businessName: 'Canal de compra principal',
      technicalName: 'canal_compra',
      type: 'SELECT',
      column: 'purchase_channel',
      options: opts([
        [1, 'Tienda'],
        [2, 'Online'],
        [3, 'Mixto'],
      ]),
    },
  ]),
  ...category('Valor del cliente', 51, [
    { groupName: 'RFM', businessName: 'Recencia (R)', technicalName: 'rfm_r', type: 'RANGE', column: 'rfm_r', options: bounds(1, 5) },
    { groupName: 'RFM', businessName: 'Frecuencia (F)', technicalName: 'rfm_f', type: 'RANGE', column: 'rfm_f', options: bounds(1, 5) },
    { groupName: 'RFM', businessName: 'Monto (M)', technicalName: 'rfm_m', type: 'RANGE', column: 'rfm_m', options: bounds(1, 5) },
    {
      businessName: 'Segmento de valor',
      technicalName: 'segmento_valor',
      type: 'MULTI_SELECT',
      column: 'value_segment',
      options: opts([
        [1, 'Campeones'],
        [2, 'Leales'],
        [3, 'Potenciales'],
        [4, 'En riesgo'],
        [5, 'Perdidos'],
      ]),
    },
  ]),
  ...category('Fidelización', 61, [
    {
      businessName: 'Nivel del club',
      technicalName: 'nivel_club',
      type: 'MULTI_SELECT',
      column: 'loyalty_tier',
      options: opts([
        [1, 'Clásico'],
        [2, 'Plata'],
        [3, 'Oro'],
        [4, 'Platino'],
      ]),
    },
    {
      businessName: 'Puntos acumulados',
      technicalName: 'puntos',
      type: 'RANGE',
      column: 'points',
      options: bounds(1, 200000),
      dependent: [{ dependentId: 61, orCondition: false }],
    },
    {
      businessName: 'Años como socio',
      technicalName: 'anios_socio',
      type: 'INPUT_COMPARE',
      column: 'member_years',
      options: bounds(0, 30),
    },
    { businessName: 'Tiene la app instalada', technicalName: 'app_instalada', type: 'BOOLEAN', column: 'app_installed', options: yes },
    {
      businessName: 'Visitas web últimos 30 días',
      technicalName: 'visitas_web',
      type: 'INPUT_COMPARE',
      column: 'web_visits_30d',
      options: bounds(0, 100),
    },
    {
      businessName: 'Actividad web',
      technicalName: 'actividad_web',
      type: 'SELECT_RANGE',
      column: 'web_visits_30d',
      options: opts(
        [
          ['nula', 'Sin visitas'],
          ['baja', '1 a 5 visitas'],
          ['alta', 'Más de 5 visitas'],
        ],
        (i) => ({ lower: [0, 1, 6][i], upper: [0, 5, 100][i] }),
      ),
    },
    {
      businessName: 'Tramo de puntos',
      technicalName: 'tramo_puntos',
      type: 'SELECT_RANGE',
      column: 'points',
      options: opts(
        [
          ['0-9999', 'Menos de 10.000'],
          ['10000-49999', '10.000 a 49.999'],
          ['50000-200000', '50.000 o más'],
        ],
        (i) => ({ lower: [0, 10000, 50000][i], upper: [9999, 49999, 200000][i] }),
      ),
    },
  ]),
  ...category(PURCHASE_PREDICTION_CATEGORY, 71, [
    {
      businessName: 'Probabilidad de compra Electrohogar',
      technicalName: 'pp_electro',
      type: 'RANGE',
      column: 'pp_electro',
      options: bounds(1, 100),
    },
    {
      businessName: 'Probabilidad de compra Vestuario',
      technicalName: 'pp_vestuario',
      type: 'RANGE',
      column: 'pp_vestuario',
      options: bounds(1, 100),
    },
    {
      businessName: 'Probabilidad de compra Hogar',
      technicalName: 'pp_hogar',
      type: 'INPUT_COMPARE',
      column: 'pp_hogar',
      options: bounds(0, 100),
    },
    {
      businessName: 'Riesgo de fuga',
      technicalName: 'riesgo_fuga',
      type: 'SELECT_RANGE',
      column: 'churn_score',
      options: opts(
        [
          ['bajo', 'Bajo'],
          ['medio', 'Medio'],
          ['alto', 'Alto'],
        ],
        (i) => ({ lower: [0, 34, 67][i], upper: [33, 66, 100][i] }),
      ),
      requiredFields: { or: [41, 42] },
      dependent: [
        { dependentId: 31, orCondition: true },
        { dependentId: 61, orCondition: true },
      ],
    },
  ]),
];
