/** Texts of the app's date field (ui/DateField: Blueprint's calendar in Spanish, yyyy-mm-dd as in the tables). */
export const DATE_FIELD_TEXTS = {
  placeholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha inválida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Limpiar',
} as const;
