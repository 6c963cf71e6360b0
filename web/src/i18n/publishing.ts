/** Spanish copy of what users see of publishing: quality report, match prediction, run predictions and the outbox. */

const identifierTypes: Record<string, string> = {
  EMAIL: 'Correo',
  PHONE: 'Teléfono',
  FIRST_NAME: 'Nombre',
  LAST_NAME: 'Apellido',
  MOBILE_ID: 'ID de publicidad móvil',
  CUSTOMER_ID: 'ID de cliente',
  CITY: 'Ciudad',
  REGION: 'Región',
  POSTAL_CODE: 'Código postal',
  COUNTRY: 'País',
  GENDER: 'Género',
  BIRTHDATE: 'Fecha de nacimiento',
};

const reasons: Record<string, string> = {
  MISSING: 'Sin dato',
  PLACEHOLDER: 'Valor de relleno (por ejemplo «sin correo»)',
  NOT_SUPPORTED: 'La plataforma no lo recibe',
  EMAIL_FORMAT: 'Correo mal escrito',
  PHONE_SYMBOLS: 'Teléfono con letras o símbolos',
  PHONE_LENGTH: 'Teléfono con una cantidad de dígitos imposible',
  PHONE_OLD: 'Número antiguo de 7 u 8 dígitos (ambiguo)',
  PHONE_NOT_SUBSCRIBER: 'No es un número chileno válido (empieza con 0 o 1)',
  PHONE_NOT_MOBILE: 'No es un celular (la plataforma necesita uno)',
  MOBILE_ID_FORMAT: 'ID de publicidad móvil mal formado',
  MOBILE_ID_LIMITED: 'Dispositivo con seguimiento limitado (ID en ceros)',
  HASH_FORMAT: 'Ya venía cifrado en un formato que la cuenta no acepta',
  INVALID: 'Valor no válido',
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

export const publishing = {
  identifierTypes,
  reasons,
  percent,
  quality: {
    title: 'Calidad de los datos',
    empty: 'El informe de calidad aparecerá después de la primera publicación.',
    summary: (date: string, segment: string, valid: string) =>
      `Medida en la publicación del ${date}: de ${segment} clientes del segmento, ${valid} tenían un identificador que la plataforma acepta.`,
    sampled: (sample: string) => `Porcentajes estimados sobre una muestra de ${sample} clientes del segmento.`,
    identifier: 'Identificador',
    usable: 'Utilizable',
    notUsable: 'Por qué el resto no se pudo usar',
    sent: 'Se envía',
    sentHint: 'Este es el identificador que se envía a la plataforma (el primero utilizable de cada cliente).',
    usableOf: (usable: string, total: string) => `${usable} de ${total}`,
    barLabel: (name: string, share: string) => `${name}: ${share} utilizable`,
    allUsable: 'Todos utilizables',
  },
  prediction: {
    title: 'Coincidencias estimadas',
    chooseSegment: 'Elija un segmento para estimar cuántos clientes reconocerá la plataforma antes de enviar nada.',
    loading: 'Calculando la estimación…',
    failed: 'No se pudo calcular la estimación en este momento.',
    retry: 'Reintentar',
    headline: (platform: string, n: string) => `Se estima que ${platform} reconocerá cerca de ${n} clientes.`,
    line: (name: string, usable: string, rate: string, n: string) =>
      `${name}: ${usable} clientes utilizables × ${rate} de coincidencia ≈ ${n}`,
    basisDefault: 'Es una estimación: aún no hay publicaciones en esta plataforma, así que se usa una tasa de coincidencia por defecto.',
    basisHistory: (runs: number) =>
      runs === 1
        ? 'Tasa de coincidencia según la última publicación en esta plataforma.'
        : `Tasa de coincidencia según las últimas ${runs.toLocaleString('en-US')} publicaciones en esta plataforma.`,
    sampled: (sample: string, segment: string) =>
      `Clientes utilizables contados sobre una muestra de ${sample} de los ${segment} clientes del segmento.`,
    counted: (segment: string) => `Clientes utilizables contados sobre los ${segment} clientes del segmento.`,
  },
  runs: {
    prediction: 'Coincidencias previstas / reales',
    predictionValue: (predicted: string, actual: string) => `${predicted} / ${actual}`,
    predictionDiff: (diff: string) => `(${diff})`,
    predictionDefault: 'Previsión con tasa de coincidencia por defecto (sin historial).',
    predictionHistory: 'Previsión con la tasa de coincidencia de publicaciones anteriores.',
    waiting: 'esperando a la plataforma',
  },
  outbox: {
    title: 'Correos enviados',
    subtitle:
      'Avisos a los destinatarios de cada audiencia cuando una publicación termina o falla, y al responsable de TI de una cuenta publicitaria cuando uno de sus canales deja de responder; del más reciente al más antiguo.',
    loading: 'Cargando correos',
    loadFailed: 'No se pudieron cargar los correos',
    forbidden: 'Solo el administrador de audiencias puede ver los correos enviados.',
    retry: 'Reintentar',
    empty: 'Aún no se ha enviado ningún correo.',
    emptyHint: 'Cuando una audiencia con destinatarios se publique o falle, el aviso aparecerá aquí.',
    date: 'Fecha',
    recipient: 'Destinatario',
    subject: 'Asunto',
    audience: 'Audiencia o cuenta',
    adsAccount: (account: string, platform?: string) => `Cuenta ${account}${platform ? ` · ${platform}` : ''}`,
    platforms: {
      GADS: 'Google Ads',
      FBK: 'Facebook',
      TIKTOK: 'TikTok',
      SALESFORCE: 'Salesforce',
      TALONONE: 'Talon.One',
      CRITEO: 'Criteo',
      ADOBE: 'Adobe',
    } as Record<string, string>,
    delivery: 'Entrega',
    view: 'Ver',
    viewLabel: (subject: string) => `Ver el correo «${subject}»`,
    close: 'Cerrar',
    to: 'Para',
    deletedAudience: 'Audiencia eliminada',
    openAudience: 'Abrir la audiencia',
    deliveries: {
      OUTBOX: 'Guardado aquí (sin servidor de correo)',
      SMTP: 'Enviado',
      SMTP_FAILED: 'No se pudo enviar',
    } as Record<string, string>,
    smtpError: (message: string) => `Error del servidor de correo: ${message}`,
  },
} as const;
