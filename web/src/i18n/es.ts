import { access } from './access.ts';
import { audiences } from './audiences.ts';
import { builder } from './builder.ts';
import { configuration } from './configuration.ts';
import { coupons } from './coupons.ts';
import { campaigns } from './campaigns.ts';
import { images } from './images.ts';
import { publishing } from './publishing.ts';
import { reports } from './reports.ts';
import { segments } from './segments.ts';
import { variables } from './variables.ts';

/** Spanish copy, keyed by screen. Messages quoted in the spec are used verbatim. */
export const es = {
  access,
  audiences,
  builder,
  configuration,
  coupons,
  campaigns,
  images,
  publishing,
  reports,
  segments,
  variables,
  appName: 'INCA Audiencias',
  login: {
    title: 'Ingresar a INCA Audiencias',
    subtitle: 'Segmentos, audiencias y campañas de su empresa.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    wrongCredentials: 'Usuario o contraseña incorrectos.',
    expired: 'Su sesión expiró. Ingrese nuevamente.',
    loggedOut: 'Cerró su sesión.',
    unreachable: 'No se pudo conectar con el servidor. Intente nuevamente.',
    required: 'Ingrese su correo y su contraseña.',
  },
  shell: {
    logout: 'Cerrar sesión',
    company: 'Empresa',
    loading: 'Cargando',
    loadFailed: 'No se pudo cargar su sesión',
    retry: 'Reintentar',
    navigation: 'Navegación principal',
  },
  errors: {
    generic: 'Ocurrió un error inesperado. Intente nuevamente.',
    network: 'No se pudo conectar con el servidor.',
    forbidden: 'No tiene permisos para realizar esta acción.',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La dirección que abrió no existe o ya no está disponible.',
    back: 'Volver al inicio',
  },
  roles: {
    AUDIENCE_ADMIN: 'Administrador de audiencias',
    ORG_DATA_MANAGEMENT: 'Gestión de datos',
    AUDIENCE_ANALYST: 'Analista de audiencias',
    AUDIENCE_USER: 'Usuario de audiencias',
  } as Record<string, string>,
} as const;
