/**
 * Spanish copy of the segment list's filter panel (audiences §2.1). Apart from segments.ts: the
 * panel is loaded when it is first opened, and its texts travel with it.
 */
export const segmentFilters = {
  title: 'Filtros',
  company: 'Empresa',
  all: 'Todas',
  name: 'Nombre',
  namePlaceholder: 'Buscar por nombre',
  type: 'Tipo',
  allTypes: 'Todos',
  shared: 'Compartido',
  sharedAll: 'Todos',
  sharedYes: 'Compartidos',
  sharedNo: 'No compartidos',
  created: 'Fecha de creación',
  createdFrom: 'Creación desde',
  createdTo: 'Creación hasta',
  modified: 'Última modificación',
  modifiedFrom: 'Modificación desde',
  modifiedTo: 'Modificación hasta',
  until: 'a',
  datePlaceholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha no válida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clearDate: 'Borrar',
  requestedOnly: 'Por solicitud de datos',
  clear: 'Limpiar',
  search: 'Buscar',
  createdBackwards: 'La fecha de creación inicial debe ser anterior a la final.',
  modifiedBackwards: 'La fecha de modificación inicial debe ser anterior a la final.',
};
