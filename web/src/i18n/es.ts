/**
 * Spanish copy of the sign-in screen, the shell and the messages every screen shares. Each feature's
 * table lives beside it in this folder and is imported by that feature alone, so the first screen
 * does not download the copy of the others. Messages quoted in the spec are used verbatim.
 */
export const es = {
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
